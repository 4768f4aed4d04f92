#!/bin/sh
# SPDX-License-Identifier: MIT
# Builds the Debian package from this checkout:  packaging/build-deb.sh [--head] [OUTDIR]
# Debian's tools want debian/ at the source root, so the tracked (and new, not ignored) files of
# the working tree are copied to a scratch tree, packaging/debian is copied in as debian/, and
# dpkg-buildpackage runs there with the test suite (dh_auto_test -> meson test, headless).
# Missing build dependencies are installed with apt-get when run as root.
# With --head, the last commit (git archive HEAD) is packaged instead of the working tree.
# Leaves OUTDIR/alhambra_<version>_<arch>.deb (default OUTDIR: build-deb/ at the source root).
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
from_head=0
if [ "${1:-}" = "--head" ]; then from_head=1; shift; fi
out=${1:-$src/build-deb}
mkdir -p "$out"
out=$(cd "$out" && pwd)
# Keep the output folder out of git (and so out of the next source copy), as meson does.
[ -e "$out/.gitignore" ] || echo '*' > "$out/.gitignore"

# Build dependencies: dpkg-checkbuilddeps names the unmet ones; apt-get installs them as root.
unmet() {
    dpkg-checkbuilddeps "$src/packaging/debian/control" 2>&1 |
        sed -n 's/.*Unmet build dependencies: //p' |
        sed -E 's/\([^)]*\)//g; s/<[^>]*>//g; s/:any//g; s/\|/ /g'
}
if ! command -v dpkg-checkbuilddeps >/dev/null 2>&1 || ! command -v dh >/dev/null 2>&1 ||
        [ -n "$(unmet)" ]; then
    if [ "$(id -u)" != 0 ]; then
        echo "build-deb: build dependencies missing (run as root, or see docs/install.md):" >&2
        command -v dpkg-checkbuilddeps >/dev/null 2>&1 && echo "  $(unmet)" >&2
        exit 1
    fi
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        dpkg-dev debhelper fakeroot >/dev/null
    missing=$(unmet)
    if [ -n "$missing" ]; then
        echo "build-deb: installing build dependencies:$missing"
        # shellcheck disable=SC2086 # one word per package
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
    fi
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/alhambra-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
tree="$work/alhambra"
mkdir -p "$tree"
if [ "$from_head" = 1 ]; then
    (cd "$src" && git archive --format=tar HEAD) | (cd "$tree" && tar -xf -)
else
    # What git knows about (tracked, or new and not ignored): no build folders, no scratch files.
    (cd "$src" && git ls-files -z --cached --others --exclude-standard) |
        (cd "$src" && xargs -0 sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' sh) |
        (cd "$src" && tar --null -T - -cf -) | (cd "$tree" && tar -xf -)
fi
rm -rf "$tree/debian"
cp -a "$src/packaging/debian" "$tree/debian"

start=$(date +%s)
echo "build-deb: building in $tree"
(cd "$tree" && dpkg-buildpackage -us -uc -b) > "$out/build.log" 2>&1 || {
    echo "build-deb: dpkg-buildpackage failed; last lines of $out/build.log:" >&2
    tail -40 "$out/build.log" >&2
    exit 1
}
rm -f "$out"/alhambra_*.deb "$out"/alhambra-dbgsym_*.deb
mv "$work"/*.deb "$out"/
cp "$work"/*.buildinfo "$work"/*.changes "$out"/ 2>/dev/null || true
grep -E '^(Ok|Fail|Skipped|Expected Fail|Unexpected Pass|Timeout):' "$out/build.log" | sed 's/^/build-deb: tests: /' || true
echo "build-deb: done in $(( $(date +%s) - start ))s:"
ls -1 "$out"/*.deb
