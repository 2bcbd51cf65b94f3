#!/usr/bin/env bash
# Gives Qipan's wine prefix (WINEPREFIX) a Chinese font, as a Chinese Windows has Microsoft YaHei: the
# Noto Sans CJK files of Debian's fonts-noto-cjk go into C:\windows\Fonts, and the UI fonts are linked to
# it, so dialogs and menus show Chinese instead of empty boxes. The board picks its Chinese face itself
# (ui/chinese_font.cpp).
set -euo pipefail
: "${WINEPREFIX:?}"
WINE=$(command -v wine64 || echo /usr/lib/wine/wine64)
fonts=$WINEPREFIX/drive_c/windows/Fonts
mkdir -p "$fonts"
regular=$(fc-match -f '%{file}' 'Noto Sans CJK SC:style=Regular' 2>/dev/null || true)
bold=$(fc-match -f '%{file}' 'Noto Sans CJK SC:style=Bold' 2>/dev/null || true)
case "$regular" in
    *NotoSansCJK*) ;;
    *) echo "wine-fonts: no Noto Sans CJK font (package fonts-noto-cjk): Chinese will show as boxes" >&2; exit 0 ;;
esac
ln -sf "$regular" "$fonts/$(basename "$regular")"
case "$bold" in *NotoSansCJK*) ln -sf "$bold" "$fonts/$(basename "$bold")" ;; esac
# A Chinese Windows draws menus, dialogs and status bars with a CJK UI font (Microsoft YaHei UI); wine's
# Tahoma lacks the characters (and wine rewrites its FontLink entries at each start), so the system's UI
# fonts (WindowMetrics LOGFONTs: 9 point, normal weight) name the Noto face instead.
face_hex=$(printf 'Noto Sans CJK SC' | iconv -t UTF-16LE | od -An -tx1 | tr -d ' \n')
while [ ${#face_hex} -lt 128 ]; do face_hex=${face_hex}00; done
logfont=f4ffffff000000000000000000000000900100000000000100000000$face_hex
key='HKCU\Control Panel\Desktop\WindowMetrics'
for metric in CaptionFont SmCaptionFont MenuFont StatusFont MessageFont IconFont; do
    "$WINE" reg add "$key" /v "$metric" /t REG_BINARY /d "$logfont" /f >/dev/null 2>&1
done
wineserver -w 2>/dev/null || true
