#!/bin/sh
# Measures the shipped policies on graphs they never saw (packaging/make-policy-data.sh), once,
# 5 seeds each at 5,000 evaluations, and writes the tables docs/policy.md quotes:
#   docs/results/policy-tight    run time under tight memory (docs/results.md: speeds 1, 1, 0.5,
#                                0.5, memory factor 1.3) on OUT/test: REGAL against seeded BRKGA
#                                at the same budget, at 4 times it, and the headroom, the best
#                                any method (seeded BRKGA and hill climbing among them) finds at
#                                10 times it; summary.md from
#                                packaging/summarize-tight-results.py
#   docs/results/policy-runtime  run time on 4 identical devices with unlimited memory
#   docs/results/policy-memory   peak memory on 2 devices
# The last two run OUT/test and OUT/test-large against uniform and seeded BRKGA and the classical
# baselines, with summary.md from packaging/summarize-policy-results.py. About 50 minutes on 2 cores
# (the tight-memory line alone about 20).
# Usage: packaging/evaluate-policies.sh [DATA_DIR]   (default: build/policy-data)
set -eu
cd "$(dirname "$0")/.."
regal=build/bin/regal
# The programs embed resources/policies/ when they are built: build first, so that what is
# measured is what train-policies.sh last wrote.
packaging/build.sh regal
data="${1:-build/policy-data}"
[ -d "$data/test" ] || packaging/make-policy-data.sh "$data"

. packaging/policy-settings.sh
evaluate() { # OUT TASK CLUSTER-OPTIONS METHODS SPLIT...
    out=$1 task=$2 cluster=$3 methods=$4
    shift 4
    suite=""
    for split in "$@"; do suite="$suite $data/$split"; done
    # shellcheck disable=SC2086 # the lists of directories and settings are meant to split
    "$regal" bench quality --suite $suite --task "$task" $cluster --methods "$methods" \
        $evaluation_settings --out "$out"
}
tight=docs/results/policy-tight
evaluate "$tight" runtime "$tight_cluster" \
    m-etf,m-sct,local,brkga-seeded,regal,brkga-seeded@20000,brkga-seeded@50000,local@50000 test
packaging/summarize-tight-results.py "$tight/quality-runtime.json" >"$tight/summary.md"

evaluate docs/results/policy-runtime runtime "--devices 4" \
    heft,criticalpath,metis,brkga,brkga-seeded,regal test test-large
packaging/summarize-policy-results.py docs/results/policy-runtime/quality-runtime.json >docs/results/policy-runtime/summary.md
evaluate docs/results/policy-memory memory "--devices 2" dfs,list,brkga,brkga-seeded,regal test test-large
packaging/summarize-policy-results.py docs/results/policy-memory/quality-memory.json >docs/results/policy-memory/summary.md
