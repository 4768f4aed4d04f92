#!/bin/sh
# Two builds of alhambra-cli playing the same tournament in turn (A B A B ...), pinned to one core:
# each run's user time and every bot's processor time per decision, the medians, and whether the
# two builds printed the same tables apart from the time figures (the bots' "same decisions" rule).
#   tools/bench/ab_bots.sh OLD/alhambra-cli NEW/alhambra-cli --bots hard,expert --games 4 --seed 5
#   RUNS=3 CORE=1 tools/bench/ab_bots.sh old new --bots hard,expert --games 2 --seed 5 --modules all
# RUNS (default 3) runs of each after a warm-up of each; CORE (default 1) is the core (taskset -c).
# --threads 1 is added unless the options give a thread count.
set -eu
a=${1:?usage: tools/bench/ab_bots.sh OLD_CLI NEW_CLI [tournament options]}
b=${2:?usage: tools/bench/ab_bots.sh OLD_CLI NEW_CLI [tournament options]}
shift 2
runs=${RUNS:-3}
core=${CORE:-1}
case " $* " in *" --threads "*) ;; *) set -- "$@" --threads 1 ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The tournament's output without its time figures: the time tables keep each bot's decisions.
tables()
{
    awk '/time per decision/ {t = 1; print; next} t && NF >= 6 && $2 ~ /^[0-9]+$/ {print $1, $2; next} {print}' "$1"
}
# One run: "user-seconds bot=mean bot=mean ..." (processor time per decision, ms).
run()
{
    cli=$1
    shift
    /usr/bin/time -f "%U" -o "$tmp/time" taskset -c "$core" nice -n 10 "$cli" tournament "$@" >"$tmp/out" 2>/dev/null
    printf '%s' "$(cat "$tmp/time")"
    awk '/processor time per decision/ {p = 1; next} p && NF >= 6 && $2 ~ /^[0-9]+$/ {printf " %s=%s", $1, $3}' "$tmp/out"
    echo
}
median()
{
    sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

echo "# tournament $* ; load average $(cut -d' ' -f1-3 /proc/loadavg); core $core; $runs runs each"
/usr/bin/time -f "%U" -o "$tmp/time" taskset -c "$core" "$a" tournament "$@" >"$tmp/a.txt" 2>/dev/null
/usr/bin/time -f "%U" -o "$tmp/time" taskset -c "$core" "$b" tournament "$@" >"$tmp/b.txt" 2>/dev/null
if [ "$(tables "$tmp/a.txt")" = "$(tables "$tmp/b.txt")" ]; then
    echo "tables: the same apart from the time figures"
else
    echo "tables: DIFFERENT"
    diff "$tmp/a.txt" "$tmp/b.txt" || true
fi
i=0
: >"$tmp/runs"
while [ "$i" -lt "$runs" ]; do
    echo "A $(run "$a" "$@")" | tee -a "$tmp/runs"
    echo "B $(run "$b" "$@")" | tee -a "$tmp/runs"
    i=$((i + 1))
done
echo "# load average $(cut -d' ' -f1-3 /proc/loadavg)"
for field in user $(sed -n '1s/^A [^ ]*//p' "$tmp/runs" | tr ' ' '\n' | sed -n 's/=.*//p'); do
    for side in A B; do
        if [ "$field" = user ]; then
            grep "^$side " "$tmp/runs" | awk '{print $2}' | median >"$tmp/m$side"
        else
            grep "^$side " "$tmp/runs" | tr ' ' '\n' | sed -n "s/^$field=//p" | median >"$tmp/m$side"
        fi
    done
    ma=$(cat "$tmp/mA")
    mb=$(cat "$tmp/mB")
    echo "median $field: A $ma  B $mb  B/A $(awk -v a="$ma" -v b="$mb" 'BEGIN {printf "%.3f", b / a}')"
done
