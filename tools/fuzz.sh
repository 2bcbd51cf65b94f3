#!/usr/bin/env bash
# ./qipan.sh fuzz [SECONDS [TARGET...]]: builds the libFuzzer targets (tests/fuzz, the `fuzz` preset: clang,
# ASan+UBSan) and runs each for SECONDS (default 60) from its committed seeds, its dictionary and the corpus
# that earlier runs grew (build/fuzz/corpus/<target>, kept between runs, never committed). An input that
# breaks something is written to build/fuzz/findings/<target>/; copy it into
# tests/fuzz/data/<target>/regressions/ with the fix, so that `./qipan.sh test` replays it from then on.
# Prints executions and findings per target; exits 1 if any target found something.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
SECONDS_EACH=${1:-60}
shift || true
ALL=(sgf psq transcript pgn fen position clipboard ggf gomocup ucci uci nboard)
[ $# -gt 0 ] && TARGETS=("$@") || TARGETS=("${ALL[@]}")

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$(nproc)" --target "${TARGETS[@]/#/fuzz_}"

BUILD=$ROOT/build/fuzz
DATA=$ROOT/tests/fuzz/data
failed=0
summary=()
for t in "${TARGETS[@]}"; do
    corpus=$BUILD/corpus/$t
    findings=$BUILD/findings/$t
    log=$BUILD/logs/$t.log
    mkdir -p "$corpus" "$findings" "$(dirname "$log")"
    echo "fuzz_$t: ${SECONDS_EACH}s, log $log"
    status=0
    touch "$BUILD/logs/$t.start"
    # New inputs go to the first folder (the grown corpus); the seeds and regressions are only read.
    # -timeout: one input taking longer is a finding (a hang); -rss_limit_mb: so is memory above 2 GB.
    ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "$BUILD/tests/fuzz/fuzz_$t" "$corpus" "$DATA/$t" -dict="$ROOT/tests/fuzz/dict/$t.dict" \
        -max_total_time="$SECONDS_EACH" -timeout=30 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$findings/" >"$log" 2>&1 || status=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    found=$(find "$findings" -type f -newer "$BUILD/logs/$t.start" | wc -l)  # this run's only
    [ "$status" -ne 0 ] && failed=1
    summary+=("$(printf '%-11s %12s executions  exit %d  new findings %d' "$t" "${execs:-?}" "$status" "$found")")
done
echo
printf '%s\n' "${summary[@]}"
exit $failed
