#!/bin/sh
# Measures the shipped policies on the held-out graphs of packaging/make-policy-data.sh: REGAL
# against uniform BRKGA at the same budget and at four times it, seeded BRKGA and the classical
# baselines, 5 seeds each. Writes docs/results/policy-runtime and docs/results/policy-memory, the
# tables docs/policy.md quotes, each with a summary.md of packaging/summarize-policy-results.py.
# About an hour on 2 cores.
# Usage: packaging/evaluate-policies.sh [TEST_DIR]   (default: build/policy-data/test)
set -eu
cd "$(dirname "$0")/.."
regal=build/bin/regal
[ -x "$regal" ] || packaging/build.sh
test_dir="${1:-build/policy-data/test}"
[ -d "$test_dir" ] || packaging/make-policy-data.sh build/policy-data

evaluate() { # TASK DEVICES METHODS
    "$regal" bench quality --suite "$test_dir" --task "$1" --devices "$2" --methods "$3" \
        --budget 5000 --seeds 5 --seed 1 --threads 0 --out "docs/results/policy-$1"
    packaging/summarize-policy-results.py "docs/results/policy-$1/quality-$1.json" >"docs/results/policy-$1/summary.md"
}
evaluate runtime 4 heft,criticalpath,metis,local,brkga,brkga-seeded,regal,brkga@20000
evaluate memory 2 dfs,list,local,brkga,brkga-seeded,regal,brkga@20000
