#!/bin/sh
# SPDX-License-Identifier: MIT
# The whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer (LeakSanitizer
# included), in a build folder of its own. UBSan is fatal (-fno-sanitize-recover=all), so any
# undefined behaviour fails the test that hit it. Leaks inside system libraries (SDL, Mesa,
# fontconfig, ...) are suppressed by tests/reliability/lsan.supp; our own code is never suppressed.
#
# usage: tools/run_sanitizers.sh [BUILD_DIR] [-- extra meson test arguments]
# environment: SOAK_GAMES (games of the reliability soak; default: its full 10,000),
#              MOD_GAME (which whole game the module-actions test plays; default here: 0, all modules)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-asan}
[ $# -gt 0 ] && shift
[ "${1:-}" = "--" ] && shift

# Debug information with -O1: the optimisation ASan recommends. At -O0 the table tests, which draw
# every frame of whole games in software, need over 40 minutes on two cores.
options="-Db_sanitize=address,undefined -Db_lundef=false -Ddebug=true -Doptimization=1"
if [ ! -f "$build/build.ninja" ]; then
    meson setup "$build" "$root" $options -Dc_args="-fno-sanitize-recover=all -fno-omit-frame-pointer"
else
    meson configure "$build" $options -Dc_args="-fno-sanitize-recover=all -fno-omit-frame-pointer"
fi
ninja -C "$build" -j2

export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=1:strict_string_checks=1:check_initialization_order=1:detect_invalid_pointer_pairs=0"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$root/tests/reliability/lsan.supp:print_suppressions=0"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
# The module-actions test clicks its way through two whole games (5 CPU minutes unsanitized);
# here one of them, the game with all eight modules, keeps CI within its time.
export MOD_GAME="${MOD_GAME:-0}"
# The sanitized programs are several times slower: give every test four times its time limit.
start=$(date +%s)
status=0
meson test -C "$build" --print-errorlogs --timeout-multiplier 4 --num-processes 2 "$@" || status=$?
echo "sanitizer suite: exit $status after $(( $(date +%s) - start )) s"
exit $status
