#!/bin/sh
# Lays out the graphs the shipped policies are trained, validated and tested on, split by graph:
#   OUT/train       generated graphs of every family, 60 to 300 nodes
#   OUT/validation  generated graphs of 150 and 250 nodes (other seeds)
#   OUT/test        generated graphs of 300 and 1000 nodes (other seeds) and every real model
#                   of 20 nodes or more: the policies never see a real model while they learn,
#                   torchvision architectures included
#   OUT/test-large  generated graphs of 3000 nodes, 10x the largest training graph
# Real models come from the suite of packaging/fetch-models.sh (MODELS, default build/models/suite)
# when it exists. Usage: packaging/make-policy-data.sh [OUT]   (default: build/policy-data)
set -eu
cd "$(dirname "$0")/.."
out="${1:-build/policy-data}"
regal="${REGAL:-build/bin/regal}"
models="${MODELS:-build/models/suite}"
families="er sbm layered residual inception transformer rnn"
splits="train validation test test-large"
rm -rf "$out"
for split in $splits; do mkdir -p "$out/$split"; done

generate() { # SPLIT FAMILY NODES SEED
    "$regal" generate --family "$2" --nodes "$3" --seed "$4" --out "$1/$2-$3-s$4.json" 2>/dev/null
}
for family in $families; do
    for nodes in 60 120 200 300; do
        for seed in 1 2 3 4; do generate "$out/train" "$family" "$nodes" "$seed"; done
    done
    for nodes in 150 250; do generate "$out/validation" "$family" "$nodes" 101; done
    for nodes in 300 1000; do generate "$out/test" "$family" "$nodes" 201; done
    generate "$out/test-large" "$family" 3000 201
done

if [ -d "$models" ]; then
    for file in "$models"/*.json; do
        nodes=$("$regal" info "$file" --json | sed -n 's/^  "nodes": \([0-9]*\),$/\1/p')
        [ "${nodes:-0}" -ge 20 ] && cp "$file" "$out/test/"
    done
fi
for split in $splits; do
    echo "$split: $(ls "$out/$split" | wc -l) graphs"
done
