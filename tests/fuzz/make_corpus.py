#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Regenerates the generated part of the seed corpus with alhambra-cli (the hand-written files and
the regression cases found by fuzzing are kept as they are).

usage: make_corpus.py PATH/TO/alhambra-cli
"""
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus")


def session(cli, lines):
    """Runs a protocol session; returns the answer lines."""
    out = subprocess.run([cli], input="\n".join(lines) + "\n", capture_output=True, text=True, check=True)
    return out.stdout.splitlines()


def legal_after(cli, setup, played):
    answer = session(cli, [setup] + ["play " + c for c in played] + ["legal"])
    # The last block ending with "." is the answer to legal.
    block = []
    for line in reversed(answer[:-1]):
        if line == ".":
            break
        block.append(line)
    return list(reversed(block))


def random_game_prefix(cli, setup, steps, rnd):
    played = []
    for _ in range(steps):
        options = legal_after(cli, setup, played)
        if not options:
            break
        played.append(rnd.choice(options))
    return played


class Session:
    """One alhambra-cli kept open: a game played move by move without replaying it each time."""

    def __init__(self, cli):
        self.p = subprocess.Popen([cli], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def one(self, line):
        self.send(line)
        return self.p.stdout.readline().rstrip("\n")

    def block(self, line):
        self.send(line)
        out = []
        while True:
            answer = self.p.stdout.readline().rstrip("\n")
            if answer == "." or answer.startswith("error "):
                return out
            out.append(answer)

    def close(self):
        self.one("quit")
        self.p.wait()


def module_phase_saves(cli, rnd):
    """Seeds of state_values: saves of games with the modules caught in each phase (an auction, the
    vizier's window, placing, the end placement, after a bonus action, over), where the values the
    structure-aware target mutates matter most."""
    folder = os.path.join(CORPUS, "state_values")
    os.makedirs(folder, exist_ok=True)
    all_modules = "bonus-cards,squares,city-gates,diamonds,exchange,camps,characters,vizier"
    wanted = ["auction", "vizier", "place", "final-place", "bonus", "over"]
    for players, seed in ((3, 71), (4, 72), (2, 73)):
        s = Session(cli)
        s.block("new players=%d seed=%d modules=%s" % (players, seed, all_modules))
        found = set()
        for _ in range(4000):
            state = json.loads(s.one("state"))
            phase = state.get("phase", "action")
            tag = "bonus" if state.get("bonus_action") else phase
            if tag in wanted and tag not in found and rnd.random() < 0.3:
                found.add(tag)
                s.one("save " + os.path.join(folder, "%s-%dp.json" % (tag, players)))
                bak = os.path.join(folder, "%s-%dp.json.bak" % (tag, players))
                if os.path.exists(bak):
                    os.unlink(bak)
            if phase == "over":
                break
            s.block("play " + rnd.choice(s.block("legal")))
        s.close()


def main():
    cli = sys.argv[1]
    rnd = random.Random(2026)
    tmp = tempfile.mkdtemp(prefix="alh-corpus-")
    games = [(2, 12, ""), (3, 30, ""), (4, 45, ""), (5, 8, ""), (6, 25, ""),
             (3, 40, "bonus-cards,squares,city-gates,diamonds,exchange,camps,characters,vizier"),
             (2, 30, "squares,camps,vizier")]
    for players, steps, modules in games:
        setup = "new players=%d seed=%d" % (players, 100 + players) + (" modules=" + modules if modules else "")
        tag = "%dp" % players + ("-modules" if modules else "")
        played = random_game_prefix(cli, setup, steps, rnd)
        save = os.path.join(tmp, "s.json")
        session(cli, [setup] + ["play " + c for c in played] + ["save " + save])
        with open(save) as f:
            state = f.read()
        with open(os.path.join(CORPUS, "state_load", "save-%s-%d.json" % (tag, steps)), "w") as f:
            f.write(state)
        # The same moves as a protocol script, with the other requests mixed in.
        script = [setup, "legal", "state", "view 1", "score 1", "placements 5"]
        for i, c in enumerate(played):
            script.append("play " + c)
            if i % 5 == 0:
                script += ["legal", "score %d" % (1 + i % 3), "view %d" % (1 + i % players)]
        script += ["save slot1", "load slot1", "save-replay slot2", "load-replay slot2", "load-replay slot1",
                   "load slot2", "score 3", "state", "play take 9", "play buy 5 den99",
                   "place 1 0,0", "view 0", "frobnicate", "help", "quit"]
        with open(os.path.join(CORPUS, "protocol", "session-%s.txt" % tag), "w") as f:
            f.write("\n".join(script) + "\n")
    # Replays: whole recorded games, a short one, one with a wrong checksum, one with names.
    for players in range(2, 7):
        out = os.path.join(CORPUS, "replay", "game-%dp.json" % players)
        subprocess.run([cli, "record", "--players", str(players), "--seed", str(11 * players), "--out", out],
                       check=True, capture_output=True)
        if os.path.exists(out + ".bak"):
            os.unlink(out + ".bak")
    out = os.path.join(CORPUS, "replay", "game-4p-modules.json")
    subprocess.run([cli, "record", "--players", "4", "--seed", "404", "--out", out, "--modules",
                    "bonus-cards,squares,city-gates,diamonds,exchange,camps,characters,vizier"],
                   check=True, capture_output=True)
    # A finished game, as the replay's final state.
    final = subprocess.run([cli, "replay", os.path.join(CORPUS, "replay", "game-4p.json"), "--final-state"],
                           check=True, capture_output=True, text=True).stdout
    with open(os.path.join(CORPUS, "state_load", "over-4p.json"), "w") as f:
        f.write(final)
    with open(os.path.join(CORPUS, "replay", "game-3p.json")) as f:
        replay = json.load(f)
    short = dict(replay, commands=replay["commands"][:12],
                 checksums=[c for c in replay["checksums"] if c["index"] <= 10])
    with open(os.path.join(CORPUS, "replay", "short-3p.json"), "w") as f:
        json.dump(short, f)
    wrong = json.loads(json.dumps(short))
    wrong["checksums"][-1]["hash"] = "0123456789abcdef"
    with open(os.path.join(CORPUS, "replay", "wrong-checksum.json"), "w") as f:
        json.dump(wrong, f)
    module_phase_saves(cli, rnd)
    named = json.loads(json.dumps(short))
    named["setup"]["names"] = ["Ana", "Bashir", "Chloé"]
    with open(os.path.join(CORPUS, "replay", "names.json"), "w") as f:
        json.dump(named, f)


if __name__ == "__main__":
    main()
