#!/bin/sh
# SPDX-License-Identifier: MIT
# One command for a fresh Debian 12 machine: install what the game needs, build it, then
#   tools/setup.sh play   start the game
#   tools/setup.sh test   run every test (the meson suite, then the same suite under ASan+UBSan,
#                         then each fuzz target for 30 s), ending with "N passed, N failed"
#   tools/setup.sh test --quick   the meson suite only
set -eu
cd "$(dirname "$0")/.."
mode=${1:-play}

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

packages=$(grep -v '^#' tools/debian-packages.txt | tr '\n' ' ')
missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "Installing:$missing"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi

if [ ! -d build ]; then
    meson setup build --buildtype=release
fi
# The tests build with every warning an error (as CI does): a warning is a bug not yet found.
# Playing does not, so that a newer compiler's new warning never stops anyone from starting the game.
if [ "$mode" = test ]; then
    meson configure build -Dwerror=true
fi
ninja -C build

case "$mode" in
play)
    exec ./build/src/app/alhambra
    ;;
test)
    shift
    exec python3 tools/run_tests.py build "$@"
    ;;
*)
    echo "usage: tools/setup.sh [play|test]" >&2
    exit 2
    ;;
esac
