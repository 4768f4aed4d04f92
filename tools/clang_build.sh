#!/bin/sh
# SPDX-License-Identifier: MIT
# Compiles the whole tree with clang and every warning an error, in a build folder of its own: gcc
# and clang warn of different things (a division by zero in a branch never taken, a structure
# printed through %x, a rectangle read after a failed check left it unset), and a player or a
# packager may build with either. Compiling is the test; the suites run on the gcc build.
#
# usage: tools/clang_build.sh [BUILD]   (default build-clang); exits 77 when clang is missing
set -eu
build=${1:-build-clang}
cd "$(dirname "$0")/.."
if ! command -v clang >/dev/null 2>&1; then
    echo "clang_build: clang is not installed; skipped"
    exit 77
fi
if [ -d "$build" ]; then
    meson configure "$build" -Dwerror=true >/dev/null
else
    CC=clang meson setup "$build" -Dwerror=true --buildtype=debugoptimized >/dev/null
fi
if ninja -C "$build" >"$build/clang_build.log" 2>&1; then
    echo "clang_build: ok (every target compiled with clang -Werror)"
else
    grep -E "error:|warning:" "$build/clang_build.log" | head -20
    echo "clang_build: FAILED (the whole log: $build/clang_build.log)"
    exit 1
fi
