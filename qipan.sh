#!/usr/bin/env bash
# Qipan's one entry point for a newcomer on Debian 12:
#   ./qipan.sh run      install what is missing, build (Release) and start the desktop app
#   ./qipan.sh test     install what is missing, build (Release, warnings are errors) and run every test
#   ./qipan.sh build    install what is missing and build (Release) without starting anything
#   ./qipan.sh package  build the .deb and .tar.gz installer packages into build/ci/
#   ./qipan.sh bench    build and run `qipan-engine bench` for every game
#   ./qipan.sh fuzz [SECONDS [TARGET...]]  run each libFuzzer target (tests/fuzz; clang, ASan+UBSan) for
#                       SECONDS (default 60) and report executions and findings (tools/fuzz.sh)
#   ./qipan.sh sanitize [asan] [tsan]  build with AddressSanitizer+UBSan and with ThreadSanitizer and run
#                       their tests (CI runs both on every change; tools/sanitize.sh says which tests)
#   ./qipan.sh windows  cross-build for Windows, test under wine, and make the installer
#                       build/windows/qipan-<version>-win64-setup.exe (tools/windows/build.sh)
set -euo pipefail

cd "$(dirname "$0")"
ROOT=$(pwd)

PACKAGES=(build-essential cmake pkg-config libwxgtk3.2-dev wx3.2-i18n libboost-test-dev
          xvfb xauth gettext fonts-noto-cjk desktop-file-utils appstream dpkg-dev file lintian ccache)
# For the Windows build (./qipan.sh windows): cross compiler, zlib for wxMSW, wine, NSIS, icon tool.
WINDOWS_PACKAGES=(g++-mingw-w64-x86-64-posix libz-mingw-w64-dev wine wine64 nsis icoutils xdotool
                  imagemagick fontconfig)

install_missing() {
    local missing=()
    for p in "${PACKAGES[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "qipan.sh: installing ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
    local preset=$1
    shift
    cmake --preset "$preset" >/dev/null
    if [ $# -gt 0 ]; then
        cmake --build --preset "$preset" -j "$(nproc)" --target "$@"
    else
        cmake --build --preset "$preset" -j "$(nproc)"
    fi
}

# Every build goes through ccache (its cache is in ~/.cache/ccache, outside the tree, keyed by each file's
# compiler, flags and preprocessed text), so that a second checkout or a repeated CI run rebuilds only what
# changed. Paths are taken relative to the checkout, so clones in other folders share the cache; the
# sanitizer builds compile with -g, for which ccache also hashes the build folder unless told not to
# (CCACHE_NOHASHDIR): without it every new clone recompiled them (the ASan build took 24 minutes here).
export CMAKE_C_COMPILER_LAUNCHER=${CMAKE_C_COMPILER_LAUNCHER-ccache}
export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER-ccache}
export CCACHE_BASEDIR=${CCACHE_BASEDIR-$ROOT}
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR-true}

case "${1:-}" in
    run)
        install_missing
        build release qipan qipan-engine qipan_translations
        shift
        exec "$ROOT/build/release/app/qipan" "$@"
        ;;
    build)
        install_missing
        build release qipan qipan-engine qipan_translations
        ;;
    test)
        install_missing
        build ci
        ctest --preset ci -j "$(nproc)"
        ;;
    package)
        install_missing
        build ci
        (cd build/ci && cpack -G "DEB;TGZ")
        ;;
    fuzz)
        # libclang-rt-dev: libFuzzer and the sanitizers' runtimes; llvm: llvm-symbolizer, without which a
        # finding's stack trace has addresses only (neither comes with clang installed without recommends, as here)
        install_missing clang libclang-rt-dev llvm
        shift
        exec "$ROOT/tools/fuzz.sh" "$@"
        ;;
    sanitize)
        install_missing
        shift
        exec "$ROOT/tools/sanitize.sh" "$@"
        ;;
    windows)
        install_missing "${WINDOWS_PACKAGES[@]}"
        exec "$ROOT/tools/windows/build.sh"
        ;;
    bench)
        install_missing
        build release qipan-engine
        for game in gomoku othello xiangqi; do
            "$ROOT/build/release/engine/qipan-engine" bench "$game" || true
        done
        ;;
    *)
        echo "usage: ./qipan.sh run | test | build | package | bench | fuzz [SECONDS [TARGET...]] | sanitize [asan] [tsan] | windows" >&2
        exit 2
        ;;
esac
