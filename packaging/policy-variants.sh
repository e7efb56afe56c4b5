#!/bin/sh
# The design variants of the memory policy ("Design variants" in docs/policy.md): four policies,
# trained on the generated graphs alone or with 21 real models too, with or without the
# heuristics' solutions in the training runs, and a fifth after one training step, each measured
# against uniform BRKGA on the 64 graphs none of them saw.
# The real models outside the torchvision family are dealt out by architecture, in name order:
# two in five to training, one in five to validation, two in five held out with the torchvision
# family. Writes docs/results/policy-variants/variants.md; about 50 minutes on 2 cores.
# Usage: packaging/policy-variants.sh [STEPS]   (default 400)
set -eu
cd "$(dirname "$0")/.."
steps="${1:-400}"
regal=build/bin/regal
data=build/policy-data
work=build/policy-variants
out=docs/results/policy-variants
[ -x "$regal" ] || packaging/build.sh
[ -d "$data/test" ] || packaging/make-policy-data.sh "$data"
. packaging/policy-settings.sh
# Built from torchvision architectures (docs/models.md): never trained on.
torchvision=" human-handtrack human-movenet-lightning human-movenet-multipose human-movenet-thunder \
human-nanodet darknet-alexnet darknet-densenet201 darknet-resnet18 darknet-resnet34 darknet-resnet50 \
darknet-resnet101 darknet-resnet152 darknet-resnext50 darknet-resnext101-32x4d \
darknet-resnext152-32x4d darknet-vgg-16 "

# Variants of one architecture (other input sizes, other weights) share a side.
architecture() { # MODEL
    case $1 in
    mlsd_*) echo mlsd ;;
    silero_vad*) echo silero_vad ;;
    openwakeword-*) echo openwakeword ;;
    *blazeface* | human-facemesh-detection-*) echo blazeface ;;
    human-age | human-gender-ssrnet-imdb) echo ssrnet ;;
    human-facemesh*) echo facemesh ;;
    human-handlandmark-*) echo handlandmark ;;
    human-blazepose-*) echo blazepose ;;
    human-faceres*) echo faceres ;;
    darknet-yolov2*) echo yolov2 ;;
    darknet-yolov3*) echo yolov3 ;;
    *) echo "$1" ;;
    esac
}

split="$work/split"
rm -rf "$split"
mkdir -p "$split/train-real" "$split/validation-real" "$split/held-out" "$out"
dealt=" "
held_out="$data/test-large $split/held-out"
for file in "$data"/test/*.json; do
    name=$(basename "$file" .json)
    case $name in *-s[0-9]*) held_out="$held_out $file" && continue ;; esac # generated
    side="held-out"
    case "$torchvision" in
    *" $name "*) ;;
    *)
        group=$(architecture "$name")
        case "$dealt" in *" $group "*) ;; *) dealt="$dealt$group " ;; esac
        # shellcheck disable=SC2086 # the architectures dealt so far, one per line
        case $(($(printf '%s\n' $dealt | grep -nx "$group" | cut -d: -f1) % 5)) in
        1 | 3) side="train-real" ;;
        0) side="validation-real" ;;
        esac
        ;;
    esac
    cp "$file" "$split/$side/"
done

# shellcheck disable=SC2086 # the lists of graphs and settings are meant to split
"$regal" bench quality --suite $held_out --task memory --devices 2 --methods brkga $evaluation_settings \
    --out "$work/uniform" >/dev/null
variant() { # NAME HEURISTICS_IN_POPULATION WITH_REAL_MODELS [STEPS]
    suite="$data/train" validation="$data/validation"
    if [ "$3" = yes ]; then
        suite="$suite $split/train-real" validation="$validation $split/validation-real"
    fi
    # shellcheck disable=SC2086
    "$regal" train --task memory --devices 2 --steps "${4:-$steps}" --suite $suite --validation $validation \
        --heuristics-in-population "$2" $training_settings \
        --checkpoint "$work/$1.checkpoint.json" --out "$work/$1.json"
    # shellcheck disable=SC2086
    "$regal" bench quality --suite $held_out --task memory --devices 2 --methods regal --model "$work/$1.json" \
        $evaluation_settings --out "$work/$1" >/dev/null
}
variant generated-uniform-runs false no
variant real-heuristic-runs true yes
variant real-uniform-runs false yes
variant generated-heuristic-runs true no
# A policy after a single training step, next to the untrained network: what the learning adds.
variant one-step true no 1
packaging/summarize-policy-variants.py "$work" generated-uniform-runs real-heuristic-runs real-uniform-runs \
    generated-heuristic-runs one-step >"$out/variants.md"
cat "$out/variants.md"
