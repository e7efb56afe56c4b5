#!/bin/sh
# Regenerates the sample graphs built into the programs (resources/samples/), one per family.
# Usage: packaging/make-samples.sh [path/to/regal]
set -eu
cd "$(dirname "$0")/.."
regal="${1:-build/bin/regal}"
for sample in er:60 sbm:80 layered:100 residual:120 inception:200 transformer:150 rnn:100; do
    family="${sample%%:*}"
    "$regal" generate --family "$family" --nodes "${sample#*:}" --seed 1 --out "resources/samples/$family.json"
done
