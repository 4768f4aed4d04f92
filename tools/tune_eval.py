#!/usr/bin/env python3
"""Coordinate search over the bots' evaluation parameters by self-play (bots-tune).

The candidate (the greedy policy with the parameters tried) plays against three copies of a
level on duplicate deals; a change is kept when its win share beats the current one by more than
`--keep` points on the tuning seed. Tuning seeds must be kept apart from the seeds the ladder is
confirmed on (docs/bots.md says which is which).

usage: tools/tune_eval.py BOTS_TUNE --seed S --games N [--start NAME=V ...] [--params a,b,...]
                          [--steps 1.35,1.15] [--keep 0.4] [--extra ARGS] [--log FILE]
"""
import argparse, re, subprocess, sys, time

def run(tool, args, params):
    cmd = ['nice', '-n', '15', tool] + args + ['%s=%g' % kv for kv in sorted(params.items())]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    m = re.search(r'win ([\d.]+)% \[([\d.]+)%, ([\d.]+)%\] margin ([+-][\d.]+)', out)
    return float(m.group(1)), float(m.group(4)), out.strip()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('tool', help='the bots-tune binary (a copy, so that rebuilding does not change it mid-run)')
    ap.add_argument('--seed', default='100001')
    ap.add_argument('--games', default='4000')
    ap.add_argument('--start', nargs='*', default=[])
    ap.add_argument('--params', default='')
    ap.add_argument('--steps', default='1.35,1.15')
    ap.add_argument('--keep', type=float, default=0.4)
    ap.add_argument('--extra', default='')
    ap.add_argument('--log', default=None)
    a = ap.parse_args()
    tool = a.tool
    base_args = ['--games', a.games, '--seed', a.seed] + a.extra.split()
    params = {}
    for kv in a.start:
        k, v = kv.split('=')
        params[k] = float(v)
    defaults = {}
    listing = subprocess.run([tool, '--list'], capture_output=True, text=True, check=True).stdout
    for line in listing.split():
        k, v = line.split('=')
        defaults[k] = float(v)
    names = [n for n in a.params.split(',') if n] or list(defaults)
    log = open(a.log, 'a') if a.log else sys.stdout
    def say(s):
        print(time.strftime('%H:%M:%S'), s, file=log, flush=True)
    best, best_m, out = run(tool, base_args, params)
    say('start %s -> %.2f%% %+.2f' % (params, best, best_m))
    for step in [float(s) for s in a.steps.split(',')]:
        improved = True
        while improved:
            improved = False
            for n in names:
                cur = params.get(n, defaults.get(n))
                if cur is None:
                    say('no default for %s' % n)
                    continue
                tries = [cur * step, cur / step] if cur != 0 else [step - 1, -(step - 1)]
                for v in tries:
                    trial = dict(params)
                    trial[n] = round(v, 4)
                    w, m, _ = run(tool, base_args, trial)
                    say('  %s=%g -> %.2f%% %+.2f (best %.2f%%)' % (n, trial[n], w, m, best))
                    if w > best + a.keep:
                        best, best_m, params = w, m, trial
                        improved = True
                        say('KEEP %s -> %.2f%% %+.2f' % (params, best, best_m))
                        break
    say('final %s -> %.2f%% %+.2f' % (params, best, best_m))

main()
