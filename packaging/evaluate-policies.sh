#!/bin/sh
# Measures the shipped policies on graphs they never saw (packaging/make-policy-data.sh): REGAL
# against uniform BRKGA at the same budget and at four times it, seeded BRKGA and the classical
# baselines, 5 seeds each, on OUT/test and OUT/test-large. Writes
# docs/results/policy-runtime and docs/results/policy-memory, the tables docs/policy.md quotes,
# each with a summary.md of packaging/summarize-policy-results.py, and
# docs/results/policy-memory-headroom. About 45 minutes on 2 cores.
# Usage: packaging/evaluate-policies.sh [DATA_DIR]   (default: build/policy-data)
set -eu
cd "$(dirname "$0")/.."
regal=build/bin/regal
[ -x "$regal" ] || packaging/build.sh
data="${1:-build/policy-data}"
[ -d "$data/test" ] || packaging/make-policy-data.sh "$data"

. packaging/policy-settings.sh
evaluate() { # TASK DEVICES METHODS SPLIT...
    task=$1 devices=$2 methods=$3
    shift 3
    suite=""
    for split in "$@"; do suite="$suite $data/$split"; done
    # shellcheck disable=SC2086 # the lists of directories and settings are meant to split
    "$regal" bench quality --suite $suite --task "$task" --devices "$devices" --methods "$methods" \
        $evaluation_settings --out "docs/results/policy-$task"
    packaging/summarize-policy-results.py "docs/results/policy-$task/quality-$task.json" >"docs/results/policy-$task/summary.md"
}
evaluate runtime 4 heft,criticalpath,metis,local,brkga,brkga-seeded,regal,brkga@20000 test test-large
evaluate memory 2 dfs,list,local,brkga,brkga-seeded,regal,brkga@20000 test test-large

# How much lower search can take the peak of the test graphs: uniform BRKGA at 5,000 evaluations
# against 100,000, seeded BRKGA at 100,000 and hill climbing at 100,000, beside the lower bound.
"$regal" bench quality --suite "$data/test" "$data/test-large" --task memory --devices 2 \
    --methods brkga,brkga@100000,brkga-seeded@100000,local@100000 \
    --budget 5000 --seeds 2 --seed 1 --threads 0 --out docs/results/policy-memory-headroom
packaging/summarize-policy-results.py docs/results/policy-memory-headroom/quality-memory.json \
    >docs/results/policy-memory-headroom/summary.md
