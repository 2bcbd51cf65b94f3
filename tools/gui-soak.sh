#!/usr/bin/env bash
# The GUI soak for MINUTES (default 30): the real app under Xvfb, driven at random (new games of every
# kind, moves, Undo, Redo, Take Back, replaying from the move list, saves, opens, switches between games),
# with the time the window went without answering around each action and its resident memory reported
# (tests/gui/soak/test_gui_soak.cpp). Builds the ci preset's test_gui_soak first.
#   tools/gui-soak.sh [MINUTES [SEED]]
# PRESET=asan tools/gui-soak.sh 10   the same under ASan+UBSan (slower; its stalls are not the app's own)
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-30}
seed=${2:-1}
preset=${PRESET:-ci}
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j "$(nproc)" --target test_gui_soak
export LANGUAGE=en LC_ALL=C.UTF-8 QIPAN_SOAK_SECONDS=$((minutes * 60)) QIPAN_SOAK_SEED=$seed
exec xvfb-run -a -s "-screen 0 1280x900x24" "build/$preset/tests/gui/test_gui_soak" --log_level=test_suite \
    --report_level=short
