#!/bin/sh
# SPDX-License-Identifier: MIT
# Installs the built .deb and starts the game the way a desktop would, through the Exec line of
# the installed launcher, on a virtual screen (Xvfb) with a window manager (openbox). Checks that
# a window with the launcher's StartupWMClass appears, stays up, is not blank and matches the
# game's own headless render of the main menu, and closes on Alt+F4; keeps a screenshot. Needs root (apt-get), xvfb, openbox, xdotool, imagemagick.
#   packaging/test-deb.sh [--keep] [DEBDIR]    (default DEBDIR: build-deb/ at the source root)
# --keep leaves the package installed; otherwise it is removed again at the end.
set -eu
app_id=io.github.alhambra_digital.Alhambra
src=$(cd "$(dirname "$0")/.." && pwd)

if [ "${1:-}" = "--inside-x" ]; then
    # Second stage, run by xvfb-run below: DISPLAY is set. $2 = launcher command, $3 = work dir.
    exec_line=$2; work=$3
    openbox >"$work/openbox.log" 2>&1 & wm=$!
    sleep 1
    # A user session's environment: Debian's default user PATH has /usr/games; a fresh home.
    PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games
    HOME=$work/home XDG_DATA_HOME=$work/home/.local/share XDG_CONFIG_HOME=$work/home/.config
    SDL_AUDIODRIVER=dummy
    export PATH HOME XDG_DATA_HOME XDG_CONFIG_HOME SDL_AUDIODRIVER
    mkdir -p "$HOME"
    sh -c "exec $exec_line" >"$work/game.log" 2>&1 & game=$!
    status=0
    wid=""
    for _ in $(seq 100); do   # up to 20 s for the window to map
        wid=$(xdotool search --onlyvisible --class "$app_id" 2>/dev/null | head -1 || true)
        [ -n "$wid" ] && break
        kill -0 "$game" 2>/dev/null || break
        sleep 0.2
    done
    if [ -z "$wid" ]; then
        echo "FAIL no visible window with WM_CLASS $app_id appeared"
        xdotool search --onlyvisible --name . 2>/dev/null | while read -r w; do
            echo "  window $w: $(xprop -id "$w" WM_CLASS WM_NAME 2>/dev/null | tr '\n' ' ')"
        done
        status=1
    else
        sleep 2   # let the first frames and any fade-in finish
        echo "ok   window $wid: $(xprop -id "$wid" WM_CLASS | sed 's/.*= //'), title $(xprop -id "$wid" _NET_WM_NAME | sed 's/.*= //')"
        echo "ok   mapped at $(xwininfo -id "$wid" | awk '/Absolute upper-left X/ {x=$NF} /Absolute upper-left Y/ {y=$NF} /Width/ {w=$NF} /Height/ {h=$NF} END {print x "," y ", " w "x" h}') on the 1280x800 screen"
        import -window root "$work/screen.png"
        colours=$(identify -format '%k' "$work/screen.png")
        spread=$(identify -format '%[fx:int(1000*standard_deviation)]' "$work/screen.png")
        if [ "$colours" -gt 64 ] && [ "$spread" -gt 20 ]; then
            echo "ok   screenshot has $colours colours, spread $spread/1000 (a drawn menu)"
        else
            echo "FAIL screenshot looks blank: $colours colours, spread $spread/1000"; status=1
        fi
        # Is it the main menu? Compare the window with the game's own headless render of the
        # menu at the same size (GL vs software drawing differ a little: RMSE ~0.04 here, while
        # the settings or how-to-play screens are 0.14 and more away).
        import -window "$wid" "$work/window.png"
        size=$(identify -format '%wx%h' "$work/window.png")
        SDL_VIDEODRIVER=dummy alhambra --screen menu --size "$size" --screenshot "$work/menu-ref.png" \
            >>"$work/game.log" 2>&1
        rmse=$(compare -metric RMSE "$work/window.png" "$work/menu-ref.png" null: 2>&1 |
               sed -n 's/.*(\([0-9.e-]*\)).*/\1/p')
        if [ -n "$rmse" ] && awk "BEGIN { exit !($rmse < 0.08) }"; then
            echo "ok   the $size window shows the main menu (RMSE $rmse against a headless render)"
        else
            echo "FAIL the window does not look like the main menu (RMSE ${rmse:-?} against a headless render)"
            status=1
        fi
        if kill -0 "$game" 2>/dev/null; then
            echo "ok   the game is still running after the screenshot"
        else
            echo "FAIL the game exited early"; status=1
        fi
        # Close it as a user would: Alt+F4, which openbox turns into a WM_DELETE_WINDOW request.
        xdotool windowactivate --sync "$wid" key alt+F4 2>/dev/null || true
    fi
    for _ in $(seq 25); do kill -0 "$game" 2>/dev/null || break; sleep 0.2; done
    if kill -0 "$game" 2>/dev/null; then
        echo "note the game did not exit within 5 s of Alt+F4; stopping it"
        kill "$game" 2>/dev/null || true
    fi
    wait "$game" 2>/dev/null && echo "ok   the game exited cleanly after Alt+F4" || true
    kill "$wm" 2>/dev/null || true
    echo "---- game output"; cat "$work/game.log"
    exit $status
fi

keep=0
if [ "${1:-}" = "--keep" ]; then keep=1; shift; fi
debdir=$(cd "${1:-$src/build-deb}" && pwd)
deb=$(ls -1t "$debdir"/alhambra_*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || { echo "test-deb: no alhambra_*.deb in $debdir; run packaging/build-deb.sh" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "test-deb: needs root to install the package" >&2; exit 1; }
start=$(date +%s)
work=$(mktemp -d "${TMPDIR:-/tmp}/alhambra-debtest.XXXXXX")
cleanup() {
    if [ "$keep" = 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq alhambra >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT INT TERM

echo "test-deb: installing $deb"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" >"$work/apt.log" 2>&1 ||
    { cat "$work/apt.log"; exit 1; }

status=0
for f in /usr/games/alhambra /usr/games/alhambra-cli /usr/share/alhambra/alhambra.data \
         /usr/share/applications/$app_id.desktop /usr/share/metainfo/$app_id.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/$app_id.svg \
         /usr/share/icons/hicolor/48x48/apps/$app_id.png \
         /usr/share/icons/hicolor/256x256/apps/$app_id.png \
         /usr/share/man/man6/alhambra.6.gz /usr/share/man/man6/alhambra-cli.6.gz \
         /usr/share/doc/alhambra/copyright; do
    if [ -e "$f" ]; then echo "ok   installed $f"; else echo "FAIL missing $f"; status=1; fi
done
desktop=/usr/share/applications/$app_id.desktop
desktop-file-validate "$desktop" && echo "ok   installed launcher validates" || status=1
appstreamcli validate-tree --no-net /usr >/dev/null 2>&1 &&
    echo "ok   appstreamcli validate-tree /usr" || { echo "FAIL appstreamcli validate-tree /usr"; status=1; }
if man -w alhambra >/dev/null 2>&1; then echo "ok   man alhambra finds the page"; else echo "FAIL man alhambra"; status=1; fi

# The launcher's command, as a desktop would run it (field codes such as %f dropped).
exec_line=$(sed -n '/^\[Desktop Entry\]/,/^\[/{s/^Exec=//p}' "$desktop" | head -1 | sed 's/ *%[a-zA-Z]//g')
echo "test-deb: launching Exec=$exec_line under Xvfb + openbox"
xvfb-run -a -s '-screen 0 1280x800x24' "$0" --inside-x "$exec_line" "$work" || status=1
shot="$debdir/deb-test-screen.png"
[ -f "$work/screen.png" ] && cp "$work/screen.png" "$shot" && echo "test-deb: screenshot kept as $shot"
echo "test-deb: $( [ $status = 0 ] && echo passed || echo FAILED ) in $(( $(date +%s) - start ))s"
exit $status
