#!/bin/sh
# Sets up, builds and runs the whole test suite (widget tests offscreen).
set -eu
cd "$(dirname "$0")/.."
packaging/setup.sh
packaging/build.sh
QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure --parallel "$(nproc)"
