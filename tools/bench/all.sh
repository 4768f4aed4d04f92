#!/bin/sh
# Every figure of docs/performance.md in one run (issue #16), from a release build folder:
#   tools/bench/all.sh build          # BUILD/src/cli/alhambra-cli, and BUILD/src/app/alhambra if built
# GAMES (default 100000) is the number of base games of the 4-player run; the other runs take a
# fixed share of it. QUICK=1 plays a tenth. Run it with `nice -n 10` on a shared machine, and read
# the processor-time figures: on a busy machine the wall-clock ones mostly measure waiting.
set -eu
build=${1:?usage: tools/bench/all.sh BUILD_DIR}
cli=$build/src/cli/alhambra-cli
app=$build/src/app/alhambra
games=${GAMES:-100000}
[ "${QUICK:-0}" = 1 ] && games=$((games / 10))

echo "# machine: $(nproc) cores, $(uname -m), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# commit: $(git -C "$(dirname "$0")" rev-parse --short HEAD 2>/dev/null || echo unknown)"

# One self-play run: its time and state lines, and games per processor second for the ratio.
selfplay()
{
    "$cli" selfplay --seed 1 "$@" | grep -E '^(games|time|state) '
}
rate()
{
    "$cli" selfplay --seed 1 --json "$@" | sed 's/.*"games_per_cpu_second":\([0-9.]*\).*/\1/'
}

echo "## engine, base game (alh_random_policy, every command checked by alh_apply)"
for players in 2 4 6; do
    n=$games; [ "$players" != 4 ] && n=$((games * 3 / 10))
    echo "-- alhambra-cli selfplay --games $n --players $players --seed 1"
    selfplay --games "$n" --players "$players"
done

# Issue #16's goal is for the modules of expansions 1 and 2; every module (expansions 1 to 4) is
# measured too, so that the modules added since are watched as well.
for modules in expansion-1,expansion-2 all; do
    echo "## engine, --modules $modules"
    for players in 2 4 6; do
        n=$((games / 50))
        echo "-- alhambra-cli selfplay --games $n --players $players --seed 1 --modules $modules"
        selfplay --games "$n" --players "$players" --modules "$modules"
    done
done

echo "## modules' share: games per processor second with the modules / base game (goal: at least 1/3 with expansions 1 and 2)"
for players in 2 4 6; do
    base=$(rate --games $((games * 3 / 10)) --players "$players")
    for modules in expansion-1,expansion-2 all; do
        with=$(rate --games $((games / 50)) --players "$players" --modules "$modules")
        echo "$players players: base $base, --modules $modules $with games/s: 1/$(echo "$base $with" | awk '{printf "%.1f", $1 / $2}')"
    done
done

echo "## the engine alone (the same games played again from their commands: alh_new_game and alh_apply only)"
alone()
{
    "$cli" selfplay --seed 1 --json --engine-alone "$@" | sed 's/.*"engine_alone_games_per_cpu_second":\([0-9.]*\).*/\1/'
}
base=$(alone --games $((games * 3 / 10)) --players 4)
with=$(alone --games $((games / 50)) --players 4 --modules expansion-1,expansion-2)
echo "4 players: base $base, --modules expansion-1,expansion-2 $with games/s: 1/$(echo "$base $with" | awk '{printf "%.1f", $1 / $2}')"

echo "## bots: time per decision (hard and expert against each other, 4 games, --threads 1)"
for modules in none all; do
    echo "-- alhambra-cli tournament --bots hard,expert --games 4 --seed 5 --threads 1 --modules $modules"
    "$cli" tournament --bots hard,expert --games 4 --seed 5 --threads 1 --modules "$modules" --quiet |
        sed -n '/processor time per decision/,$p'
done

if [ -x "$app" ]; then
    echo "## table: the busiest 6-seat table, software renderer, 1920x1080"
    for extra in "" "--modules all"; do
        echo "-- alhambra --benchmark-frames 300 --size 1920x1080 $extra"
        # shellcheck disable=SC2086 # $extra is empty or two words
        SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software \
            "$app" --benchmark-frames 300 --size 1920x1080 $extra
    done
else
    echo "## table: skipped ($app not built)"
fi
