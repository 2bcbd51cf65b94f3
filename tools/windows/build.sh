#!/usr/bin/env bash
# `./qipan.sh windows`: the Windows build from a Linux machine, end to end.
#  1. wxMSW from Debian's source, built once per machine (tools/windows/build-wxmsw.sh, ~/.cache/qipan);
#  2. Qipan cross-built with mingw-w64 (preset `windows`, build/windows/);
#  3. every test under wine: the engine suites headless, the GUI test in Xvfb;
#  4. the NSIS installer, build/windows/qipan-<version>-win64-setup.exe;
#  5. the installer checked under wine (tools/windows/test-installer.sh): silent install, Qipan starts and
#     is photographed, silent uninstall leaves nothing.
# Each step prints how long it took.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)

step_start=$(date +%s)
step() {
    local now
    now=$(date +%s)
    echo "qipan.sh windows: [$((now - step_start)) s] $*"
    step_start=$now
}

QIPAN_WXMSW=$(tools/windows/build-wxmsw.sh)
export QIPAN_WXMSW
step "wxMSW ready in $QIPAN_WXMSW"

cmake --preset windows >/dev/null
cmake --build --preset windows -j "$(nproc)"
(cd build/windows && cpack -G NSIS >/dev/null)
setup=$(ls "$ROOT"/build/windows/qipan-*-win64-setup.exe)
step "built $(basename "$setup")"

ctest --preset windows -j "$(nproc)"
step "tests passed under wine"

tools/windows/test-installer.sh "$setup"
step "installer checked"
echo "qipan.sh windows: the installer is $setup"
