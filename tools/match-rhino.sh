#!/usr/bin/env bash
# Qipan's Othello engine against gtp-rhino (Debian package grhino) at its strongest level, each opening
# played twice with colours reversed. Usage: tools/match-rhino.sh [games] [ms per move]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-20}
tc=${2:-1000}
if [ ! -x /usr/games/gtp-rhino ]; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq grhino
fi
./qipan.sh build >/dev/null
exec build/release/engine/qipan-engine match --game othello --engine level=10 \
    --engine "gtp:/usr/games/gtp-rhino --level=5" --games "$games" --tc "$tc" --seed 7
