#!/bin/sh
# Sanitizer runs of the whole test suite, each in a build directory of its own:
#   build-asan/  -DREGAL_SANITIZE=address,undefined   every test (ctest), the widget tests offscreen
#   build-tsan/  -DREGAL_SANITIZE=thread              the threaded parts: the run controller, the
#                                                      parallel BRKGA, the thread pool users
# Any report fails the test that met it (-fno-sanitize-recover). Too slow for .ci/run on two cores
# (a quarter of an hour to an hour from scratch); run it before a release and after changes to
# threads or readers.
#   build-fuzz/  clang, libFuzzer, address,undefined  every fuzz seed, regression and corpus input once
#   packaging/sanitize.sh [asan|tsan|fuzz]...    default: asan and tsan
set -eu
cd "$(dirname "$0")/.."
packaging/setup.sh
kinds=${*:-asan tsan}
jobs=2
status=0
for kind in $kinds; do
    case "$kind" in
    asan)
        cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS="-O1 -g1" -DREGAL_SANITIZE=address,undefined >/dev/null
        cmake --build build-asan --parallel $jobs >/dev/null
        # Whole stacks for every allocation (fast_unwind_on_malloc=0): the fast unwinder stops in
        # Open MPI's plugins, which are unloaded before the leak check, and the suppressions of
        # their allocations match only the libraries further up the stack.
        ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:fast_unwind_on_malloc=0 \
        LSAN_OPTIONS=suppressions=$PWD/packaging/sanitize-lsan.supp:print_suppressions=0 \
        UBSAN_OPTIONS=print_stacktrace=1 QT_QPA_PLATFORM=offscreen \
            ctest --test-dir build-asan --output-on-failure --timeout 1200 || status=1
        ;;
    tsan)
        cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS="-O1 -g1" -DREGAL_SANITIZE=thread >/dev/null
        tests="tst_brkga tst_runcontroller tst_decoder tst_baselines tst_policytrainer"
        # shellcheck disable=SC2086
        cmake --build build-tsan --parallel $jobs --target $tests >/dev/null
        regex=$(echo "$tests" | sed 's/ /|/g')
        TSAN_OPTIONS=second_deadlock_stack=1:suppressions=$PWD/packaging/sanitize-tsan.supp QT_QPA_PLATFORM=offscreen \
            ctest --test-dir build-tsan --output-on-failure --timeout 1200 -R "^($regex)\$" || status=1
        ;;
    fuzz)
        tests/fuzz/run.sh replay || status=1
        ;;
    *)
        echo "packaging/sanitize.sh: unknown kind $kind (asan, tsan or fuzz)" >&2
        exit 2
        ;;
    esac
done
exit $status
