#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs every meson test of a build folder and ends with one line: 'N passed, N failed'."""
import json
import os
import subprocess
import sys


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    extra = sys.argv[2:]
    rc = subprocess.call(["meson", "test", "-C", build, "--print-errorlogs"] + extra)
    log = os.path.join(build, "meson-logs", "testlog.json")
    results = [json.loads(line) for line in open(log) if line.strip()]
    passed = sum(r["result"] in ("OK", "EXPECTEDFAIL") for r in results)
    failed = sum(r["result"] in ("FAIL", "UNEXPECTEDPASS", "TIMEOUT", "ERROR") for r in results)
    skipped = sum(r["result"] == "SKIP" for r in results)
    for r in results:
        if r["result"] not in ("OK", "EXPECTEDFAIL", "SKIP"):
            print(f"FAILED: {r['name']} ({r['result']})")
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if (rc != 0 or failed) else 0


if __name__ == "__main__":
    sys.exit(main())
