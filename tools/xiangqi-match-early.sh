#!/usr/bin/env bash
# Qipan's Xiangqi engine against an early version of itself (default: 194cef4, the first commit whose
# engine plays through UCI), both as UCI programs, from the openings in tests/data/xiangqi/openings.txt,
# each played twice with colours reversed. The early version is built outside the repository.
# Usage: tools/xiangqi-match-early.sh [games] [ms per move] [engine binary] [early commit]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-120}
tc=${2:-100}
engine=${3:-build/release/engine/qipan-engine}
commit=${4:-194cef4}
early=${QIPAN_EARLY_DIR:-/tmp/qipan-xiangqi-early-$commit}
if [ ! -x "$early/build/engine/qipan-engine" ]; then
    rm -rf "$early/src" && mkdir -p "$early/src"
    git archive "$commit" | tar -x -C "$early/src"
    cmake -S "$early/src" -B "$early/build" -DCMAKE_BUILD_TYPE=Release -DQIPAN_BUILD_APP=OFF -DQIPAN_WERROR=OFF >/dev/null
    cmake --build "$early/build" -j2 --target qipan-engine >/dev/null
fi
[ -x "$engine" ] || { ./qipan.sh build >/dev/null; }
exec nice -n 10 "$engine" match --game xiangqi --engine "uci:$(realpath "$engine")" \
    --engine "uci:$early/build/engine/qipan-engine" --openings tests/data/xiangqi/openings.txt \
    --games "$games" --tc "$tc"
