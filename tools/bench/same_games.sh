#!/bin/sh
# Prints the figures of a fixed set of self-play runs (2 to 6 players, no module and every module,
# with and without --check) without their time and state-size lines, for comparing two builds of the engine:
#   tools/bench/same_games.sh OLD/alhambra-cli > old.txt; tools/bench/same_games.sh NEW/alhambra-cli > new.txt
#   diff old.txt new.txt        # must print nothing: the very same games, state for state
# SCALE (default 1) multiplies the number of games.
set -eu
cli=${1:?usage: same_games.sh PATH/TO/alhambra-cli}
scale=${SCALE:-1}
for players in 2 3 4 5 6; do
    for modules in none all; do
        if [ "$modules" = none ]; then check=$((150 * scale)); plain=$((3000 * scale)); else check=$((25 * scale)); plain=$((150 * scale)); fi
        echo "== $players players, modules $modules, --check"
        "$cli" selfplay --games "$check" --players "$players" --seed 7 --modules "$modules" --check | grep -v -E '^(time|state) '
        echo "== $players players, modules $modules, --digest"
        "$cli" selfplay --games "$plain" --players "$players" --seed 1001 --modules "$modules" --digest | grep -v -E '^(time|state) '
    done
done
# Each module alone, and a few pairs that meet in the rules (gates and camps on the walls, the
# vizier and the characters in the turn sequence, exchange and diamonds in payments).
for modules in bonus-cards squares city-gates diamonds exchange camps characters vizier master-builders city-walls \
               city-gates,camps vizier,characters exchange,diamonds,bonus-cards squares,city-gates; do
    for players in 2 5; do
        echo "== $players players, modules $modules, --digest"
        "$cli" selfplay --games $((60 * scale)) --players "$players" --seed 501 --modules "$modules" --digest | grep -v -E '^(time|state) '
    done
done
# The expansions' modules together (issue #16's second goal is measured on them).
for players in 2 4 6; do
    echo "== $players players, modules expansion-1,expansion-2, --digest"
    "$cli" selfplay --games $((200 * scale)) --players "$players" --seed 301 --modules expansion-1,expansion-2 --digest | grep -v -E '^(time|state) '
done
