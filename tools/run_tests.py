#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs every test and ends with one line: 'N passed, N failed, N skipped'.

usage: run_tests.py BUILD [--quick]

1. the meson suite of BUILD (unit, protocol, client, packaging, reliability tests);
2. unless --quick: the same suite again under AddressSanitizer + UndefinedBehaviorSanitizer
   (tools/run_sanitizers.sh, build folder build-asan);
3. unless --quick: each libFuzzer target for a bounded time (tests/fuzz/run.sh; skipped when
   clang is missing);
4. unless --quick: the whole tree compiled with clang -Werror (tools/clang_build.sh, build folder
   build-clang; skipped when clang is missing).
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FUZZ_SECONDS = os.environ.get("FUZZ_SECONDS", "30")


def meson_results(build):
    log = os.path.join(build, "meson-logs", "testlog.json")
    if not os.path.exists(log):
        return []
    return [json.loads(line) for line in open(log) if line.strip()]


def count(results, label, totals):
    for r in results:
        res = r["result"]
        if res in ("OK", "EXPECTEDFAIL"):
            totals["passed"] += 1
        elif res == "SKIP":
            totals["skipped"] += 1
        else:
            totals["failed"] += 1
            print(f"FAILED: {label}{r['name']} ({res})")


def one_test(command, label, totals):
    """Runs a command counted as one test: exit status 0 passed, 77 skipped, any other failed."""
    rc = subprocess.call(command)
    if rc == 0:
        totals["passed"] += 1
    elif rc == 77:
        totals["skipped"] += 1
    else:
        totals["failed"] += 1
        print(f"FAILED: {label}")
        return False
    return True


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    quick = "--quick" in sys.argv
    build = args[0] if args else "build"
    totals = {"passed": 0, "failed": 0, "skipped": 0}
    status = 0

    rc = subprocess.call(["meson", "test", "-C", build, "--print-errorlogs", "--num-processes", "2"])
    status |= rc != 0
    count(meson_results(build), "", totals)

    if not quick:
        asan = os.path.join(ROOT, "build-asan")
        rc = subprocess.call([os.path.join(ROOT, "tools", "run_sanitizers.sh"), asan])
        results = meson_results(asan)
        if rc != 0 and not results:
            totals["failed"] += 1
            print("FAILED: sanitizer build")
        status |= rc != 0
        count(results, "sanitizers: ", totals)

        for target in ("state_load", "state_values", "replay", "protocol"):
            if not one_test([os.path.join(ROOT, "tests", "fuzz", "run.sh"), FUZZ_SECONDS, target], f"fuzz {target}", totals):
                status = 1

        if not one_test([os.path.join(ROOT, "tools", "clang_build.sh"), os.path.join(ROOT, "build-clang")], "clang build",
                        totals):
            status = 1

    print(f"{totals['passed']} passed, {totals['failed']} failed, {totals['skipped']} skipped")
    return 1 if (status or totals["failed"]) else 0


if __name__ == "__main__":
    sys.exit(main())
