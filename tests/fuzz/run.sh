#!/bin/sh
# Fuzzes every file reader for a fixed time with libFuzzer (clang, AddressSanitizer, UBSan).
#
#   tests/fuzz/run.sh [SECONDS] [READER...]     default: 60 seconds each, every reader
#
# Builds the fuzzers into build-fuzz/ (-DREGAL_FUZZ=ON), then runs each one, one after the other
# on one core, on a working copy of its committed seeds (build-fuzz/corpus/READER, kept between
# runs so a longer campaign can resume). A crash, a sanitizer report, a leak, an input that takes
# over 10 s or more than 2 GiB stops that reader; the input lands in build-fuzz/findings/READER/.
# Fix the bug, copy the input to tests/fuzz/regressions/READER/ and list its expected message
# in tst_fuzzregressions.cpp. Prints one line per reader: executions, seconds, executions per
# second, corpus size and the result. Exits 1 when any reader found something.
set -eu
cd "$(dirname "$0")/../.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
readers=${*:-graph cluster placement session dot onnx costgraph tfjs darknet policy params}

if ! command -v clang++ >/dev/null || ! ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1; then
    echo "tests/fuzz/run.sh needs clang with libFuzzer; on Debian: sudo apt-get install clang" >&2
    exit 2
fi

build=build-fuzz
# -O1 with line tables: fast to build, fast to run, stack traces with lines.
CC=clang CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS="-O1 -gline-tables-only" \
    -DREGAL_FUZZ=ON >/dev/null
targets=""
for reader in $readers; do targets="$targets fuzz_$reader"; done
# shellcheck disable=SC2086
cmake --build "$build" --parallel 2 --target $targets >/dev/null

dictionary() {
    case "$1" in
    graph | cluster | placement | session | tfjs | policy | params) echo tests/fuzz/dicts/json.dict ;;
    dot) echo tests/fuzz/dicts/dot.dict ;;
    costgraph) echo tests/fuzz/dicts/costgraph.dict ;;
    darknet) echo tests/fuzz/dicts/darknet.dict ;;
    esac
}

failed=0
printf '%-10s %12s %8s %10s %8s  %s\n' reader executions seconds 'exec/s' corpus result
for reader in $readers; do
    corpus="$build/corpus/$reader"
    findings="$build/findings/$reader"
    log="$build/logs/$reader.log"
    mkdir -p "$corpus" "$findings" "$(dirname "$log")"
    cp -n tests/fuzz/corpus/"$reader"/* "$corpus"/ 2>/dev/null || true
    dict=$(dictionary "$reader")
    start=$(date +%s)
    status=0
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "$build/fuzz/fuzz_$reader" "$corpus" ${dict:+-dict="$dict"} -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$findings/" >"$log" 2>&1 || status=$?
    elapsed=$(( $(date +%s) - start ))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    size=$(find "$corpus" -type f | wc -l)
    if [ "$status" -eq 0 ]; then
        result=clean
    else
        failed=1
        result="FOUND: $(ls -t "$findings" | head -1) ($(grep -m1 -E 'ERROR: |runtime error|invariant broken' "$log" | cut -c1-100))"
    fi
    printf '%-10s %12s %8s %10s %8s  %s\n' "$reader" "${runs:-?}" "$elapsed" "${rate:-?}" "$size" "$result"
done
exit $failed
