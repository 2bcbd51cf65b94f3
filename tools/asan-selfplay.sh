#!/usr/bin/env bash
# Self-play under AddressSanitizer + UndefinedBehaviorSanitizer (the asan preset): GAMES games (default 200)
# of each game at MS milliseconds a move (default 50), the engine on both sides, one side in-process as the
# desktop program searches and the other through its protocol front end where the game has one with a time
# per move (Gomocup for Gomoku and Renju, UCCI for Xiangqi; Othello in-process on both sides). Any
# sanitizer report stops that engine and is counted; forfeits and errors are counted too. Logs in
# build/asan/selfplay/.
#   tools/asan-selfplay.sh [GAMES [MS [GAME...]]]      GAME: gomoku renju othello xiangqi (default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-200}
ms=${2:-50}
shift $(($# > 2 ? 2 : $#))
list=("$@")
[ ${#list[@]} -eq 0 ] && list=(gomoku renju othello xiangqi)
cmake --preset asan >/dev/null
cmake --build --preset asan -j "$(nproc)" --target qipan-engine
engine=$(pwd)/build/asan/engine/qipan-engine
logs=build/asan/selfplay
mkdir -p "$logs"
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
status=0
for game in "${list[@]}"; do
    case $game in
        gomoku | renju) other="gomocup:$engine gomocup" ;;
        xiangqi) other="ucci:$engine ucci" ;;
        othello) other="level=10" ;;
        *) echo "asan-selfplay: unknown game $game (gomoku, renju, othello, xiangqi)" >&2; exit 2 ;;
    esac
    log=$logs/$game.log
    start=$(date +%s)
    rc=0
    "$engine" match --game "$game" --engine level=10 --engine "$other" --games "$games" --tc "$ms" --seed 1 \
        >"$log" 2>&1 || rc=$?
    took=$(($(date +%s) - start))
    reports=$(grep -cE "ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:" "$log" || true)
    forfeits=$(grep -ciE "forfeit|no answer|illegal" "$log" || true)
    echo "$game: $games games at $ms ms in ${took} s, exit $rc, sanitizer reports $reports, forfeits/errors $forfeits"
    tail -n 1 "$log"
    if [ "$rc" -ne 0 ] || [ "$reports" -ne 0 ] || [ "$forfeits" -ne 0 ]; then status=1; fi
done
exit $status
