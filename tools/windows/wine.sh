#!/usr/bin/env bash
# Runs a Windows program under wine (Debian's wine64) in Qipan's own prefix, quietly and without a
# desktop of its own: `tools/windows/wine.sh program.exe args...`. The prefix is QIPAN_WINEPREFIX, or
# ~/.cache/qipan/<QIPAN_WINE_NAME, default "wine">. The first use creates it (about half a minute) and
# gives it a CJK font. Programs with windows need a prefix (so a wineserver) of their own, started on
# their X display: one started headless serves windows to no screen.
set -euo pipefail
export WINEPREFIX=${QIPAN_WINEPREFIX:-${QIPAN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/qipan}/${QIPAN_WINE_NAME:-wine}}
export WINEDEBUG=${WINEDEBUG:--all}
export WINEDLLOVERRIDES=${WINEDLLOVERRIDES:-mscoree,mshtml=}
WINE=$(command -v wine64 || echo /usr/lib/wine/wine64)
[ -x "$WINE" ] || WINE=$(command -v wine)
if [ ! -f "$WINEPREFIX/.qipan-ready" ]; then
    mkdir -p "$WINEPREFIX"
    ( flock -x 9
      if [ ! -f "$WINEPREFIX/.qipan-ready" ]; then
          "$WINE" wineboot --init >/dev/null 2>&1 || true
          wineserver -w  # wineboot writes the default registry in the background: let it finish first
          "$(dirname "$0")/wine-fonts.sh"
          # Desktop, Documents... are links into the real home folder: make them folders of the prefix,
          # so nothing a Windows program writes there lands in ~.
          for link in "$WINEPREFIX"/drive_c/users/*/*; do
              if [ -L "$link" ]; then rm "$link"; mkdir -p "$link"; fi
          done
          touch "$WINEPREFIX/.qipan-ready"
      fi
    ) 9>"$WINEPREFIX.lock"
fi
exec "$WINE" "$@"
