#!/usr/bin/env bash
# Builds static wxWidgets for Windows (wxMSW, x86-64, mingw-w64 with posix threads) from Debian's own
# source package of wxwidgets3.2, once per machine: the result is kept in
#   ${QIPAN_CACHE:-~/.cache/qipan}/wxmsw-<Debian version>-<hash of the options and compiler>/
# and this script prints that folder (its bin/wx-config is what CMake uses). A second run only prints it.
#
# The DFSG source has no bundled libpng, libjpeg, libtiff or expat: Qipan needs none of them on Windows
# (its icon comes from the .rc resource), so they are left out; zlib is Debian's libz-mingw-w64-dev.
set -euo pipefail

CACHE=${QIPAN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/qipan}
HOST=x86_64-w64-mingw32
CC=$HOST-gcc-posix
CXX=$HOST-g++-posix
# Only the parts Qipan uses; aui stays (dockable panels), and so does everything in core/base/adv.
OPTIONS=(--disable-shared --with-msw --enable-unicode --without-libpng --without-libjpeg --without-libtiff
         --without-expat --with-zlib=sys --without-opengl --disable-svg --disable-webview --disable-mediactrl
         --disable-stc --disable-richtext --disable-propgrid --disable-ribbon --disable-xrc --disable-html
         --disable-sound --disable-debugreport)

log() { echo "build-wxmsw: $*" >&2; }

# Debian's source through a deb-src list of our own, made from the machine's own apt sources (same mirrors
# and suites), so the system's apt configuration is left as it is.
apt_dir=$CACHE/apt
apt_opts=(-o "Dir::Etc::SourceList=$apt_dir/sources.list" -o "Dir::Etc::SourceParts=$apt_dir/sources.list.d"
          -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o "Debug::NoLocking=1"
          -o "APT::Sandbox::User=root" -o "Acquire::Languages=none")

fetch_source() {
    mkdir -p "$apt_dir/sources.list.d" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/src"
    : >"$apt_dir/sources.list"
    [ -f /etc/apt/sources.list ] && sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' /etc/apt/sources.list >"$apt_dir/sources.list"
    rm -f "$apt_dir/sources.list.d/"*
    for f in /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        case "$f" in
            *.sources) sed 's/^Types:.*/Types: deb-src/' "$f" >"$apt_dir/sources.list.d/$(basename "$f")" ;;
            *.list) sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' "$f" >"$apt_dir/sources.list.d/$(basename "$f")" ;;
        esac
    done
    log "reading Debian's source index"
    apt-get "${apt_opts[@]}" -qq update
    (cd "$apt_dir/src" && apt-get "${apt_opts[@]}" -qq source --download-only wxwidgets3.2 >/dev/null)
}

dsc=$(ls "$apt_dir"/src/wxwidgets3.2_*.dsc 2>/dev/null | sort -V | tail -n1 || true)
[ -n "$dsc" ] || { fetch_source; dsc=$(ls "$apt_dir"/src/wxwidgets3.2_*.dsc | sort -V | tail -n1); }
version=$(basename "$dsc" .dsc)
version=${version#wxwidgets3.2_}
key=$( { echo "$version"; echo "${OPTIONS[*]}"; "$CXX" --version | head -n1; } | sha1sum | cut -c1-10)
prefix=$CACHE/wxmsw-$version-$key
if [ -f "$prefix/.complete" ]; then
    echo "$prefix"
    exit 0
fi

work=$CACHE/build-wxmsw-$key
rm -rf "$work" "$prefix"
mkdir -p "$work"
log "unpacking $(basename "$dsc")"
dpkg-source --no-check -x "$dsc" "$work/src" >/dev/null
mkdir -p "$work/build"
log "configuring wxMSW $version for $HOST (log: $work/build/build.log)"
(cd "$work/build" && ../src/configure --host=$HOST --build="$(gcc -dumpmachine)" --prefix="$prefix" \
    CC="$CC" CXX="$CXX" "${OPTIONS[@]}" >build.log 2>&1) || { tail -n 30 "$work/build/build.log" >&2; exit 1; }
log "building (about 15 minutes on two idle cores)"
start=$(date +%s)
(cd "$work/build" && make -j"$(nproc)" >>build.log 2>&1 && make install >>build.log 2>&1) \
    || { grep -m5 -B2 -A5 'error' "$work/build/build.log" >&2 || tail -n 30 "$work/build/build.log" >&2; exit 1; }
log "built in $(( $(date +%s) - start )) s"
touch "$prefix/.complete"
rm -rf "$work"
echo "$prefix"
