#!/bin/sh
# Regenerates engine/othello/probcut_params.inc, the parameters of the Othello midgame search's
# probabilistic cuts, from Qipan's own searches (self-play positions searched without cuts; see
# engine/cli/othello_probcut_fit.cpp). A batch job: about 0.15 s of CPU per position at depth 10 and
# 0.5 s at depth 11 on the shared 2-core machine. Rebuild afterwards; the bench signature changes.
#   tools/othello-probcut-fit.sh [qipan-engine binary] [positions] [depth]
set -eu
cd "$(dirname "$0")/.."
engine=${1:-build/ci/engine/qipan-engine}
positions=${2:-600}
depth=${3:-10}
tmp=engine/othello/probcut_params.inc.new
"$engine" fit othello-probcut --positions "$positions" --depth "$depth" > "$tmp"
mv "$tmp" engine/othello/probcut_params.inc
echo "engine/othello/probcut_params.inc: fitted on $positions positions to depth $depth"
