#!/bin/sh
# Lays out the graphs the shipped policies are trained, validated and tested on, split by graph:
#   OUT/train       generated graphs of every family, 60 to 300 nodes, and half of the real models
#   OUT/validation  generated graphs of 150 and 250 nodes (other seeds)
#   OUT/test        generated graphs of 300, 1000 and 3000 nodes (up to 10x the largest training
#                   graph, other seeds) and the other real models, among them every model built
#                   from a torchvision architecture (kept for evaluation only)
# Real models come from the suite of packaging/fetch-models.sh (MODELS, default build/models/suite)
# when it exists. Usage: packaging/make-policy-data.sh [OUT]   (default: build/policy-data)
set -eu
cd "$(dirname "$0")/.."
out="${1:-build/policy-data}"
regal="${REGAL:-build/bin/regal}"
models="${MODELS:-build/models/suite}"
families="er sbm layered residual inception transformer rnn"
rm -rf "$out"
mkdir -p "$out/train" "$out/validation" "$out/test"

generate() { # SPLIT FAMILY NODES SEED
    "$regal" generate --family "$2" --nodes "$3" --seed "$4" --out "$1/$2-$3-s$4.json" 2>/dev/null
}
for family in $families; do
    for nodes in 60 120 200 300; do
        for seed in 1 2 3 4; do generate "$out/train" "$family" "$nodes" "$seed"; done
    done
    for nodes in 150 250; do generate "$out/validation" "$family" "$nodes" 101; done
    for nodes in 300 1000 3000; do generate "$out/test" "$family" "$nodes" 201; done
done

if [ -d "$models" ]; then
    # Real models of 20 nodes or more, in name order: torchvision architectures go to test,
    # the others alternate between train and test.
    turn=train
    for file in $(ls "$models"/*.json | sort); do
        nodes=$("$regal" info "$file" --json | sed -n 's/^  "nodes": \([0-9]*\),$/\1/p')
        [ "${nodes:-0}" -ge 20 ] || continue
        case "$(basename "$file")" in
            *resnet*|*resnext*|*densenet*|*vgg*|*alexnet*|*mobilenetv2*|*nanodet*) cp "$file" "$out/test/" ;;
            *) cp "$file" "$out/$turn/"; [ "$turn" = train ] && turn=test || turn=train ;;
        esac
    done
fi
for split in train validation test; do
    echo "$split: $(ls "$out/$split" | wc -l) graphs"
done
