#!/bin/sh
# The design variants of the run-time policy (docs/policy-decisions.md), decided on
# the validation split: the policy trained with its proposals steering every other sample of
# BRKGA (--steering every-other) and every sample (all), on the clusters and with the settings
# of packaging/train-policies.sh. Writes docs/results/policy-variants/variants.md: per variant,
# the best validation improvement over seeded BRKGA and its step; about 50 minutes on 2 cores.
# Usage: packaging/policy-variants.sh [STEPS]   (default 150)
set -eu
cd "$(dirname "$0")/.."
steps="${1:-150}"
regal=build/bin/regal
data=build/policy-data
work=build/policy-variants
out=docs/results/policy-variants
[ -x "$regal" ] || packaging/build.sh
[ -d "$data/validation" ] || packaging/make-policy-data.sh "$data"
. packaging/policy-settings.sh
mkdir -p "$work" "$out"
variant() { # STEERING
    # shellcheck disable=SC2086 # the settings are meant to split
    "$regal" train --task runtime --cluster-kind 1,1,1,1 --cluster-kind 1,1,0.5,0.5@1.3 --steering "$1" \
        --steps "$steps" --suite "$data/train" --validation "$data/validation" $training_settings --seed 1 \
        --checkpoint "$work/$1.checkpoint.json" --curve "$work/$1.csv" --out "$work/$1.json"
}
for steering in every-other all; do variant "$steering"; done
{
    echo "Run-time policy variants, best validation improvement over seeded BRKGA (the mean of"
    echo "(seeded - regal) / seeded over the validation graphs on both clusters, 2 seeds), $steps steps."
    echo
    echo "| steering | best validation | at step | last validation |"
    echo "|---|---:|---:|---:|"
    for steering in every-other all; do
        awk -F, -v name="$steering" 'NR > 1 && $5 != "" {
                if (best == "" || $5 > best) { best = $5; at = $1 }
                last = $5
            }
            END { printf "| %s | %+.2f %% | %d | %+.2f %% |\n", name, 100 * best, at, 100 * last }' "$work/$steering.csv"
    done
} >"$out/variants.md"
cat "$out/variants.md"
