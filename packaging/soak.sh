#!/bin/sh
# Soak check of Regal Studio: the main window, offscreen, runs 50 optimisations back to back with
# random cancels and hand edits between them, and reports its resident memory at the start,
# after the warm-up and at the end (tests/soak/soak_studio.cpp). About half a minute on two cores.
#   packaging/soak.sh [soak_studio options: --runs N --seed S --sample NAME --max-growth MIB]
set -eu
cd "$(dirname "$0")/.."
packaging/build.sh >/dev/null
cmake --build build --parallel 2 --target soak_studio >/dev/null
exec build/bin/soak_studio "$@"
