#!/bin/sh
# Lays out the graphs the shipped policies are trained, validated and tested on:
#   OUT/train       generated graphs of every family, 60 to 300 nodes, and the training steps of
#                   generated graphs of 60 to 200 nodes (seeds 1 and 2); the real models of the
#                   training families
#   OUT/validation  generated graphs of 150 and 250 nodes and training steps of 150 (seed 101);
#                   the real models of the validation families
#   OUT/validation-large  generated graphs of the test's sizes (seed 151), on which
#                   packaging/train-policies.sh chooses among trainings of one design
#   OUT/gate        generated graphs of the test's sizes (seed 161), on which a policy's gate is
#                   fitted besides the training graphs (regal train --gate-suite), never trained on
#   OUT/test        generated graphs of 300 and 1,000 nodes and training steps of 300 and 600
#                   (seed 201, 800 to 1,800 nodes); the real models of the test families
#   OUT/test-large  generated graphs of 3,000 nodes and training steps of 1,200 (seed 201)
# Real models (packaging/fetch-models.sh, MODELS, default build/models/suite) of 20 nodes or more
# are split by architecture family, whole families to one split, by the patterns below. Graphs
# of torchvision and torchtext architectures, and graphs traced from them, go to test only.
# Usage: packaging/make-policy-data.sh [OUT]   (default: build/policy-data)
set -eu
cd "$(dirname "$0")/.."
out="${1:-build/policy-data}"
regal="${REGAL:-build/bin/regal}"
models="${MODELS:-build/models/suite}"
families="er sbm layered residual inception transformer rnn"
splits="train validation validation-large gate test test-large"
# Built from torchvision architectures (docs/models.md), so test only.
torchvision="human-handtrack human-movenet-* human-nanodet darknet-alexnet darknet-densenet201 darknet-resnet*
    darknet-resnext* darknet-vgg-16 *torchvision* *torchtext*"
test_families="$torchvision darknet-yolo* human-blazepose* human-hand* ocr-* mlsd_* silero_*"
validation_families="darknet-darknet* human-facemesh* human-gender* openwakeword-*"
rm -rf "$out"
for split in $splits; do mkdir -p "$out/$split"; done

generate() { # SPLIT FAMILY NODES SEED [--training]
    name="$2-$3-s$4"
    [ $# -gt 4 ] && name="$name-training"
    "$regal" generate --family "$2" --nodes "$3" --seed "$4" ${5:-} --out "$1/$name.json" 2>/dev/null
}
for family in $families; do
    for seed in 1 2; do
        for nodes in 60 120 200 300; do generate "$out/train" "$family" "$nodes" "$seed"; done
        for nodes in 60 120 200; do generate "$out/train" "$family" "$nodes" "$seed" --training; done
    done
    for nodes in 150 250; do generate "$out/validation" "$family" "$nodes" 101; done
    generate "$out/validation" "$family" 150 101 --training
    for nodes in 300 1000; do generate "$out/validation-large" "$family" "$nodes" 151; done
    for nodes in 300 600; do generate "$out/validation-large" "$family" "$nodes" 151 --training; done
    for nodes in 300 1000; do generate "$out/gate" "$family" "$nodes" 161; done
    for nodes in 300 600; do generate "$out/gate" "$family" "$nodes" 161 --training; done
    for nodes in 300 1000; do generate "$out/test" "$family" "$nodes" 201; done
    for nodes in 300 600; do generate "$out/test" "$family" "$nodes" 201 --training; done
    generate "$out/test-large" "$family" 3000 201
    generate "$out/test-large" "$family" 1200 201 --training
done

split_of() { # MODEL NAME
    for pattern in $test_families; do case "$1" in $pattern) echo test; return;; esac; done
    for pattern in $validation_families; do case "$1" in $pattern) echo validation; return;; esac; done
    echo train
}
if [ -d "$models" ]; then
    for file in "$models"/*.json; do
        nodes=$("$regal" info "$file" --json | sed -n 's/^  "nodes": \([0-9]*\),$/\1/p')
        [ "${nodes:-0}" -ge 20 ] && cp "$file" "$out/$(split_of "$(basename "$file" .json)")/"
    done
fi
for split in $splits; do
    echo "$split: $(ls "$out/$split" | wc -l) graphs"
done
