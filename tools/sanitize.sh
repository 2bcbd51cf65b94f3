#!/usr/bin/env bash
# ./qipan.sh sanitize [asan] [tsan] [asan-all]: the sanitizer builds and their tests. With no argument, what
# CI runs on every change: asan, then tsan.
#   asan      AddressSanitizer + UndefinedBehaviorSanitizer (the `asan` preset) on everything that tests the
#             engine library without a window (label `engine`: the engine suites and the replays of every
#             fuzz target's corpus and findings), except the plain reference solver of test_othello_exact
#             (label `slow`: about 70 s of CPU optimised, many times that instrumented).
#   tsan      ThreadSanitizer (the `tsan` preset) on the suites that run searches on threads of their own
#             (label `threads`): the UCCI/UCI session's search thread (test_xiangqi), the match runner and
#             the engines it starts (test_match), several best lines and searches stopped from another
#             thread (test_game), and the desktop program's engine worker and its hand-off to the window's
#             thread (test_gui, test_gui_session).
#   asan-all  ASan + UBSan on every test but the slow and soak ones, the window's included (not in CI: the
#             program and its window tests add about a fifth to asan's build, and the window tests' run).
# Prints each step's duration; exits non-zero on the first failure (a sanitizer's report fails its test).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(asan tsan)

timed() {
    local what=$1 start=$SECONDS
    shift
    "$@"
    echo "sanitize: $what took $((SECONDS - start)) s"
}

for step in "${steps[@]}"; do
    case $step in
        asan)
            cmake --preset asan >/dev/null
            timed "asan build" cmake --build --preset asan -j "$jobs" --target engine_tests
            timed "asan tests" ctest --preset asan -j "$jobs" -L engine -LE slow
            ;;
        asan-all)
            cmake --preset asan >/dev/null
            timed "asan build (all)" cmake --build --preset asan -j "$jobs"
            timed "asan tests (all)" ctest --preset asan -j "$jobs" -LE "slow|soak"
            ;;
        tsan)
            cmake --preset tsan >/dev/null
            timed "tsan build" cmake --build --preset tsan -j "$jobs" --target test_xiangqi test_match test_game \
                test_gui test_gui_session
            timed "tsan tests" ctest --preset tsan -j "$jobs" -L threads
            ;;
        *)
            echo "usage: ./qipan.sh sanitize [asan] [tsan] [asan-all]" >&2
            exit 2
            ;;
    esac
done
