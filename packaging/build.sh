#!/bin/sh
# Configures and builds Regal Studio into build/ (Release by default); binaries land in build/bin/.
# Usage: packaging/build.sh [TARGET ...]   (default: everything, tests included)
set -eu
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}" >/dev/null
if [ "$#" -gt 0 ]; then
    cmake --build build --parallel "$(nproc)" --target "$@"
else
    cmake --build build --parallel "$(nproc)"
fi
