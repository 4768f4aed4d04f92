#!/bin/sh
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets with clang in a build folder of their own and fuzzes each for a
# bounded time. Fails on any crash, leak, sanitizer report or timeout; the input that did it is
# left in the build folder (crash-*, leak-*, timeout-*) and copied into the target's corpus as
# tests/fuzz/corpus/<target>/regress-found-<name>: every build then replays it (corpus-<target>),
# failing until the fault is fixed; commit it with the fix.
#
# usage: tests/fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]   (default 60 s, all four targets)
# environment: FUZZ_BUILD (default build-fuzz), CC (default clang)
# Longer runs, reproducing and minimising a crash: docs/reliability.md, "Running the fuzzers by hand".
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-"state_load state_values replay protocol"}
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
# The seed corpus folders of a target (as tests/fuzz/meson.build says): its own, and for
# state_values the saves of state_load too.
seeds_of() {
    case "$1" in
    state_values) echo "$root/tests/fuzz/corpus/state_values $root/tests/fuzz/corpus/state_load" ;;
    *) echo "$root/tests/fuzz/corpus/$1" ;;
    esac
}

for t in $targets; do
    work="$build/fuzz-$t"
    mkdir -p "$work/corpus"
    log="$work/fuzz.log"
    # New inputs go to the working corpus; the seed corpus is read, never written.
    if (cd "$work" && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "$build/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
        -max_len=16384 -print_final_stats=1 "$work/corpus" $(seeds_of "$t") >"$log" 2>&1); then
        execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
        echo "fuzz_$t: ok, ${execs:-?} executions in ${seconds} s, $cov"
    else
        echo "fuzz_$t: FAILED (see $log); the input is in $work:" >&2
        for found in $(ls "$work" | grep -E '^(crash|leak|timeout|oom)-'); do
            echo "  $found, now also tests/fuzz/corpus/$t/regress-found-$found" >&2
            cp "$work/$found" "$root/tests/fuzz/corpus/$t/regress-found-$found"
        done
        tail -40 "$log" >&2
        status=1
    fi
done
exit $status
