#!/usr/bin/env bash
# Checks the Windows installer under wine, in a new prefix of its own (a clean "machine"):
#   - a silent install for all users (/S) puts the programs, translations, licence, Start-menu entry,
#     uninstall entry and "Open with" registrations in place, without taking over .sgf/.psq/.pgn;
#   - the installed pbrain-qipan.exe answers as a Gomocup brain;
#   - the installed qipan.exe starts (time to its window is printed) in Chinese with a Xiangqi board,
#     and a screenshot is saved (build/windows/screenshot-windows.png);
#   - the silent uninstall leaves no file, shortcut or registry key behind, settings included;
#   - the same for a per-user install (/CurrentUser, no admin rights needed) with the desktop shortcut.
# Usage: tools/windows/test-installer.sh build/windows/qipan-<version>-win64-setup.exe
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SETUP=$(realpath "$1")
OUT=$(dirname "$SETUP")
CACHE=${QIPAN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/qipan}
export QIPAN_WINEPREFIX=$CACHE/wine-installer-test
export WINEPREFIX=$QIPAN_WINEPREFIX
WINE="$HERE/wine.sh"
C=$WINEPREFIX/drive_c
WINEUSER=${USER:-$(id -un)}

fail() { echo "test-installer: FAIL: $*" >&2; exit 1; }
ok() { echo "test-installer: ok: $*"; }
has_key() { "$WINE" reg query "$1" ${2:+/v "$2"} >/dev/null 2>&1; }
shortcuts() { find "$C" -name 'Qipan.lnk' 2>/dev/null; }

if [ "${2:-}" = "--screenshot" ]; then
    # Inside Xvfb: start the installed program, time it to its window, photograph the screen.
    exe=$3
    "$WINE" reg add 'HKCU\Software\Qipan' /v Language /d zh_CN /f >/dev/null 2>&1
    "$WINE" reg add 'HKCU\Software\Qipan\NewGame' /v Game /d xiangqi /f >/dev/null 2>&1
    wineserver -w
    start=$(date +%s%N)
    "$WINE" "$exe" &
    # The title is in the interface's language: '未命名 - 中国象棋 - 棋盘' in Chinese.
    wid=$(timeout 60 xdotool search --sync --onlyvisible --name 'Qipan|棋盘' | head -n1) || fail "no Qipan window within 60 s"
    echo "test-installer: qipan.exe showed its window after $(( ($(date +%s%N) - start) / 1000000 )) ms"
    sleep 3  # let it paint
    import -window root "$OUT/screenshot-windows.png"
    xdotool search --onlyvisible --name 'Qipan|棋盘' getwindowname %@ | head -n3
    wineserver -k || true
    exit 0
fi

rm -rf "$WINEPREFIX"
"$WINE" cmd /c exit 0 >/dev/null 2>&1  # creates the prefix (with its CJK font)

check_install() {  # $1: folder under drive_c, $2: HKLM or HKCU
    local dir=$C/$1 root=$2
    for f in bin/qipan.exe bin/qipan-engine.exe bin/pbrain-qipan.exe share/locale/zh_CN/LC_MESSAGES/qipan.mo \
             share/locale/zh_CN/LC_MESSAGES/wxstd-3.2.mo COPYING.txt Uninstall.exe; do
        [ -f "$dir/$f" ] || fail "$1/$f not installed"
    done
    [ -n "$(shortcuts)" ] || fail "no Start-menu shortcut"
    has_key "$root\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Qipan" DisplayName || fail "no uninstall entry in $root"
    for ext in sgf psq pgn; do
        has_key "$root\\Software\\Classes\\.$ext\\OpenWithProgids" "Qipan.$ext" || fail ".$ext has no Open-with entry"
        "$WINE" reg query "$root\\Software\\Classes\\.$ext" /ve 2>/dev/null | grep -q 'Qipan' && fail ".$ext default taken over"
    done
    ok "installed in $1: programs, translations, licence, shortcut, uninstall entry, Open with (sgf psq pgn)"
    local answer
    # The brain's thinking comes as MESSAGE lines (for the manager's log); the answers are the rest.
    answer=$(printf 'START 15\r\nBEGIN\r\nEND\r\n' | "$WINE" "$dir/bin/pbrain-qipan.exe" | tr -d '\r' | { grep -v '^MESSAGE ' || true; })
    [ "$answer" = "$(printf 'OK\n7,7')" ] || fail "installed pbrain-qipan.exe answered '$answer'"
    ok "installed pbrain-qipan.exe plays 7,7 as first move"
}

check_uninstall() {  # $1: folder under drive_c, $2: HKLM or HKCU
    # Once in CI the uninstaller's start failed with "wine client error:0: recvmsg: Connection reset by
    # peer" (the wineserver went away under it): then wait for that server to be gone and start the
    # uninstaller again, if it is still there. The checks below say whether everything went.
    if ! "$WINE" "$C/$1/Uninstall.exe" /S; then
        echo "test-installer: wine failed to run the uninstaller; once more after the wineserver has stopped"
        wineserver -w || true
        [ ! -e "$C/$1/Uninstall.exe" ] || "$WINE" "$C/$1/Uninstall.exe" /S
    fi
    wineserver -w  # the uninstaller runs on from a copy of itself
    [ ! -e "$C/$1" ] || fail "$1 is still there: $(find "$C/$1" | head -n5)"
    [ -z "$(shortcuts)" ] || fail "shortcuts left: $(shortcuts)"
    has_key "$2\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Qipan" && fail "uninstall entry left"
    has_key "$2\\Software\\Classes\\Qipan.sgf" && fail "ProgID left"
    has_key "$2\\Software\\Classes\\Applications\\qipan.exe" && fail "Applications entry left"
    has_key 'HKCU\Software\Qipan' && fail "settings left in the registry"
    [ ! -e "$C/users/$WINEUSER/AppData/Roaming/Qipan" ] || fail "autosave folder left"
    ok "uninstalled from $1: no files, shortcuts or registry keys left"
}

start=$(date +%s)
"$WINE" "$SETUP" /S
wineserver -w
ok "silent install for all users in $(( $(date +%s) - start )) s"
check_install "Program Files/Qipan" HKLM
du -sk "$C/Program Files/Qipan" | awk '{print "test-installer: installed size " $1 " KB"}'
xvfb-run -a -s "-screen 0 1280x860x24" "$0" "$SETUP" --screenshot 'C:\Program Files\Qipan\bin\qipan.exe'
[ -s "$OUT/screenshot-windows.png" ] || fail "no screenshot"
ok "screenshot in $OUT/screenshot-windows.png"
# The program made settings and an autosave; the uninstaller removes them too.
check_uninstall "Program Files/Qipan" HKLM

"$WINE" "$SETUP" /S /CurrentUser /DESKTOP
wineserver -w
local_dir=users/$WINEUSER/AppData/Local/Programs/Qipan
[ -d "$C/$local_dir" ] || fail "per-user install not in $local_dir: $(ls "$C/users/$WINEUSER/AppData/Local" 2>&1)"
check_install "$local_dir" HKCU
[ "$(shortcuts | wc -l)" -ge 2 ] || fail "no desktop shortcut with /DESKTOP"
ok "per-user install with the desktop shortcut"
check_uninstall "$local_dir" HKCU
echo "test-installer: all checks passed"
