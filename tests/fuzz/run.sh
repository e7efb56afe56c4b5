#!/bin/sh
# Fuzzes every file reader for a fixed time with libFuzzer (clang, AddressSanitizer, UBSan).
#
#   tests/fuzz/run.sh [SECONDS] [READER...]     default: 60 seconds each, every reader
#   tests/fuzz/run.sh replay [READER...]        runs every input once instead: the committed seeds,
#                                               the regressions and the working corpus
#
# Builds the fuzzers into build-fuzz/ (-DREGAL_FUZZ=ON), then runs each one, as many at a time as
# there are cores (REGAL_FUZZ_JOBS), each on one core, on a working copy of its committed seeds
# (build-fuzz/corpus/READER, kept between runs so a longer campaign can resume). A crash, a
# sanitizer report, a leak, an input that takes over 10 s or more than 2 GiB stops that reader;
# the input lands in build-fuzz/findings/READER/.
# Fix the bug, copy the input to tests/fuzz/regressions/READER/ and list its expected message
# in tst_fuzzregressions.cpp. Prints one line per reader: executions, seconds, executions per
# second, corpus size and the result. Exits 1 when any reader found something.
set -eu
cd "$(dirname "$0")/../.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
readers=${*:-graph cluster placement session dot onnx costgraph tfjs darknet tflite policy params}

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

# One reader: its line of the table in logs/READER.line, 1 in logs/READER.failed on a finding.
fuzz_one() {
    reader=$1
    corpus="$build/corpus/$reader"
    findings="$build/findings/$reader"
    log="$build/logs/$reader.log"
    mkdir -p "$corpus" "$findings" "$(dirname "$log")"
    rm -f "$build/logs/$reader.failed"
    cp -n tests/fuzz/corpus/"$reader"/* "$corpus"/ 2>/dev/null || true
    dict=$(dictionary "$reader")
    start=$(date +%s)
    status=0
    if [ "$seconds" = replay ]; then
        # Every input once; the regressions directory may be missing for a reader.
        regressions=tests/fuzz/regressions/$reader
        [ -d "$regressions" ] || regressions=""
        ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
            "$build/fuzz/fuzz_$reader" -runs=0 -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
            -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" tests/fuzz/corpus/"$reader" \
            ${regressions:+"$regressions"} >"$log" 2>&1 || status=$?
    else
        ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
            "$build/fuzz/fuzz_$reader" "$corpus" ${dict:+-dict="$dict"} -max_total_time="$seconds" -timeout=10 \
            -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
            -artifact_prefix="$findings/" >"$log" 2>&1 || status=$?
    fi
    elapsed=$(( $(date +%s) - start ))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    size=$(find "$corpus" -type f | wc -l)
    if [ "$status" -eq 0 ]; then
        result=clean
    else
        echo 1 >"$build/logs/$reader.failed"
        result="FOUND: $(ls -t "$findings" | head -1) ($(grep -m1 -E 'ERROR: |runtime error|invariant broken' "$log" | cut -c1-100))"
    fi
    printf '%-10s %12s %8s %10s %8s  %s\n' "$reader" "${runs:-?}" "$elapsed" "${rate:-?}" "$size" "$result" \
        >"$build/logs/$reader.line"
}

# REGAL_FUZZ_JOBS readers at a time (default: one per core), each on one core.
jobs=${REGAL_FUZZ_JOBS:-$(nproc)}
running=0
for reader in $readers; do
    fuzz_one "$reader" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait
        running=0
    fi
done
wait

failed=0
printf '%-10s %12s %8s %10s %8s  %s\n' reader executions seconds 'exec/s' corpus result
for reader in $readers; do
    cat "$build/logs/$reader.line"
    [ -e "$build/logs/$reader.failed" ] && failed=1
done
exit $failed
