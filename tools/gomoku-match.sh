#!/bin/sh
# Gomoku/Renju self-play match of the built-in engine (full strength) against an external Gomocup brain,
# from 50 fixed openings (three stones within two lines of the centre, drawn once with a fixed seed),
# each played twice with colours reversed.
#   tools/gomoku-match.sh ENGINE_EXE BRAIN_EXE [GAMES=100] [TC_MS=1000] [GAME=gomoku/freestyle/15]
# Example (the foundation's brain built outside the tree, see the README):
#   nice -n 10 tools/gomoku-match.sh build/release/engine/qipan-engine /tmp/early/build/engine/pbrain-qipan \
#       100 1000 > match.log 2>&1
# The match prints each game and the running tally, then W/D/L and the Elo difference with its margin.
set -eu
engine=${1:?engine executable}
brain=${2:?Gomocup brain executable}
games=${3:-100}
tc=${4:-1000}
game=${5:-gomoku/freestyle/15}
openings=$(mktemp)
trap 'rm -f "$openings"' EXIT
cat > "$openings" <<'LIST'
f8j10f7
j10j9i10
i7f10f6
h6i6i8
g9h8h9
j6h6j10
h8i7j8
f8h9i6
i10j9f9
j10i9j8
i10j6j7
g6j6j9
i7f9i10
h10i8j10
i9i7h8
f6g10i10
i8g8i9
j9i10f8
h9f9j8
i7i9f8
i8f7i7
i6f6i10
j6j7g6
j6j8h7
f8j10i7
j7i10g10
j8f9g7
j8j9i7
j7i6f9
f6h8j9
h8i8f9
i10j7g10
j7i10h9
j7f10i6
g7f10f9
g9f7j7
j7g7i8
i10i6i8
g8i9i8
i7h10i9
f10j8f7
g6f9h9
j7f8g8
j10j7f10
h10j7j8
j8j7f8
f9g6f8
g6j8h10
f8h7h8
f6i8i6
LIST
echo "match: $engine (level=10) vs gomocup:$brain, $game, $games games, $tc ms/move, started $(date -u +%FT%TZ)"
"$engine" match --game "$game" --engine level=10 --engine "gomocup:$brain" --openings "$openings" \
    --games "$games" --tc "$tc"
