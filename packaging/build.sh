#!/bin/sh
# Configures and builds Regal Studio into build/ (Release by default); binaries land in build/bin/.
set -eu
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}" >/dev/null
cmake --build build --parallel "$(nproc)"
