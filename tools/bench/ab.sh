#!/bin/sh
# Two builds of alhambra-cli in turn (A B A B ...), pinned to one core, each run's processor-time
# rate and the medians: the way docs/performance.md compares a change on a shared machine.
#   tools/bench/ab.sh OLD/alhambra-cli NEW/alhambra-cli [selfplay options]
#   RUNS=5 CORE=1 tools/bench/ab.sh old new --games 100000 --players 4
# RUNS (default 3) runs of each after a warm-up of each; CORE (default 1) is the core (taskset -c).
# --seed 1 is added unless the options give a seed.
set -eu
a=${1:?usage: tools/bench/ab.sh OLD_CLI NEW_CLI [selfplay options]}
b=${2:?usage: tools/bench/ab.sh OLD_CLI NEW_CLI [selfplay options]}
shift 2
runs=${RUNS:-3}
core=${CORE:-1}
case " $* " in *" --seed "*) ;; *) set -- "$@" --seed 1 ;; esac

run()
{
    cli=$1
    shift
    taskset -c "$core" "$cli" selfplay --json "$@" | sed 's/.*"games_per_cpu_second":\([0-9.]*\).*/\1/'
}
median()
{
    tr ' ' '\n' | grep . | sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

echo "# selfplay $* ; load average $(cut -d' ' -f1-3 /proc/loadavg); core $core; $runs runs each"
run "$a" "$@" >/dev/null
run "$b" "$@" >/dev/null
ra=""
rb=""
i=0
while [ "$i" -lt "$runs" ]; do
    x=$(run "$a" "$@")
    y=$(run "$b" "$@")
    echo "run $((i + 1)): A $x  B $y games per processor second"
    ra="$ra $x"
    rb="$rb $y"
    i=$((i + 1))
done
ma=$(echo "$ra" | median)
mb=$(echo "$rb" | median)
echo "median: A $ma  B $mb  B/A $(awk -v a="$ma" -v b="$mb" 'BEGIN {printf "%.3f", b / a}')"
