#!/bin/sh
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets with clang in a build folder of their own and fuzzes each for a
# bounded time. Fails on any crash, leak, sanitizer report or timeout; the input that did it is
# left in the build folder (crash-*, leak-*, timeout-*) to be added to tests/fuzz/corpus/<target>/.
#
# usage: tests/fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]   (default 60 s, all three targets)
# environment: FUZZ_BUILD (default build-fuzz), CC (default clang), FUZZ_JOBS (default 1)
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-"state_load replay protocol"}
build=${FUZZ_BUILD:-$root/build-fuzz}
cc=${CC:-clang}

if ! command -v "$cc" >/dev/null 2>&1; then
    echo "run.sh: $cc not found: the fuzz build needs clang with libFuzzer (Debian: clang libclang-rt-dev)" >&2
    exit 77
fi

if [ ! -f "$build/build.ninja" ]; then
    # Coverage instrumentation for every library the targets link (fuzzer-no-link), ASan and UBSan
    # everywhere, UBSan fatal. The targets themselves add -fsanitize=fuzzer (tests/fuzz/meson.build).
    CC="$cc" CFLAGS="-fsanitize=fuzzer-no-link -fno-sanitize-recover=all -fno-omit-frame-pointer" \
        meson setup "$build" "$root" -Dfuzz=true -Dclient=false -Db_sanitize=address,undefined \
        -Db_lundef=false -Dbuildtype=debug -Doptimization=1 >"$build.setup.log" 2>&1 ||
        { cat "$build.setup.log" >&2; exit 1; }
fi
ninja -C "$build" -j2 $(for t in $targets; do printf 'tests/fuzz/fuzz_%s ' "$t"; done) >/dev/null

status=0
for t in $targets; do
    work="$build/fuzz-$t"
    mkdir -p "$work/corpus"
    log="$work/fuzz.log"
    # New inputs go to the working corpus; the seed corpus is read, never written.
    if (cd "$work" && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "$build/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
        -max_len=16384 -print_final_stats=1 "$work/corpus" "$root/tests/fuzz/corpus/$t" >"$log" 2>&1); then
        execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
        echo "fuzz_$t: ok, ${execs:-?} executions in ${seconds} s, $cov"
    else
        echo "fuzz_$t: FAILED (see $log); the input is in $work:" >&2
        ls "$work" | grep -E '^(crash|leak|timeout|oom)-' >&2 || true
        tail -40 "$log" >&2
        status=1
    fi
done
exit $status
