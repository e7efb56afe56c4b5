#!/bin/sh
# Sets up, builds and runs the whole test suite (widget tests offscreen), then fuzzes every file
# reader for 20 s with AddressSanitizer and UBSan (tests/fuzz/run.sh; docs/reliability.md).
# The whole suite under ASan and UBSan takes too long for CI: packaging/sanitize.sh runs it.
set -eu
cd "$(dirname "$0")/.."
packaging/setup.sh
packaging/build.sh
QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure --parallel "$(nproc)"
# REGAL_FUZZ_SECONDS=0 skips the fuzzers (their sanitized build takes most of the extra time).
seconds=${REGAL_FUZZ_SECONDS:-20}
[ "$seconds" = 0 ] || tests/fuzz/run.sh "$seconds"
