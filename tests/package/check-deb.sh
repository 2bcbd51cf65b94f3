#!/usr/bin/env bash
# Builds the .deb from this build tree (cpack, into a temporary folder) and checks it as Debian would:
# lintian with no error or warning, the installed AppStream file valid for appstreamcli, the installed
# desktop entry valid, the manual pages and documentation present.
# Usage: check-deb.sh <build dir>
set -euo pipefail
build=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$out" >"$out/cpack.log" 2>&1 || { cat "$out/cpack.log"; exit 1; }
deb=$(ls "$out"/*.deb)
echo "check-deb: $(basename "$deb")"
lintian --fail-on error,warning --display-info "$deb"
echo "check-deb: lintian passed"
dpkg-deb -x "$deb" "$out/root"
appstreamcli validate --no-net "$out/root/usr/share/metainfo/io.github.qipan.Qipan.metainfo.xml"
desktop-file-validate "$out/root/usr/share/applications/io.github.qipan.Qipan.desktop"
for f in usr/share/doc/qipan/copyright usr/share/doc/qipan/changelog.gz usr/share/man/man6/qipan.6.gz \
         usr/share/man/man6/qipan-engine.6.gz usr/share/man/man6/pbrain-qipan.6.gz \
         usr/share/mime/packages/io.github.qipan.Qipan.xml; do
    [ -e "$out/root/$f" ] || { echo "check-deb: $f missing" >&2; exit 1; }
done
# The engine's manual page is its --help text: every subcommand it lists is there.
zcat "$out/root/usr/share/man/man6/qipan-engine.6.gz" | grep -q 'qipan-engine perft' || { echo "check-deb: man page lacks the usage" >&2; exit 1; }
echo "check-deb: all checks passed"
