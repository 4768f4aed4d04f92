#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Drives alhambra-cli through stdin/stdout as a client program would (docs/protocol.md).

usage: test_protocol.py PATH/TO/alhambra-cli
Checks: every command `legal` lists is accepted by `play`; errors answer one line and keep the
loop alive; `score` changes nothing; `placements` agrees with `legal`; save/load round trip.
"""
import json
import os
import random
import subprocess
import sys
import tempfile

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what)


class Cli:
    def __init__(self, exe):
        self.p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def line(self):
        out = self.p.stdout.readline()
        if not out:
            raise RuntimeError("alhambra-cli closed its output")
        return out.rstrip("\n")

    def block(self, request):
        """A request answered by lines ended with '.'; returns them, or raises on error."""
        self.send(request)
        first = self.line()
        if first.startswith("error "):
            return first
        lines = [first]
        while lines[-1] != ".":
            lines.append(self.line())
        return lines[:-1]

    def one(self, request):
        self.send(request)
        return self.line()

    def state(self):
        text = self.one("state")
        return json.loads(text), text


def squares_placements(cli, rnd):
    """Issue 14: 'placements' takes a module's tile (a square, 56..79) as 'legal' offers to place it."""
    started = cli.block("new players=3 seed=21 modules=squares")
    check(started[0] == "ok", "a squares game starts")
    checked = 0
    for _ in range(3000):
        legal = cli.block("legal")
        if not isinstance(legal, list) or not legal:
            break
        squares = [c for c in legal if c.startswith("place ") and int(c.split()[1]) >= 56]
        if squares:
            tile = squares[0].split()[1]
            spots = cli.block(f"placements {tile}")
            listed = sorted(c.split()[2] for c in legal if c.startswith(f"place {tile} "))
            check(isinstance(spots, list) and sorted(spots) == listed,
                  f"placements {tile} (a square) matches legal: {spots} / {listed}")
            checked += 1
            if checked >= 3:
                break
        takes = [c for c in legal if c.startswith("square ")]
        choice = rnd.choice(takes) if takes and rnd.random() < 0.5 else rnd.choice(legal)
        cli.block("play " + choice)
    check(checked >= 3, f"squares were placed ({checked} placement lists compared)")
    check(cli.one("placements 55").startswith("error bad-argument "), "the fountain is no tile to place")
    check(cli.one("placements 250").startswith("error bad-argument "), "250 is no tile")


def main():
    exe = sys.argv[1]
    rnd = random.Random(7)
    tmp = tempfile.mkdtemp(prefix="alh-protocol-")
    save = os.path.join(tmp, "here.json")
    cli = Cli(exe)

    # Before any game, and bad lines: one error line each, the loop goes on.
    check(cli.one("state").startswith("error no-game "), "state before new is refused")
    check(cli.one("frobnicate 3").startswith("error unknown-command "), "unknown request")
    check(cli.one("new players=9").startswith("error bad-argument "), "players out of range")
    check(cli.one("new seed=3").startswith("error bad-argument "), "players missing")
    check(cli.one("new players=3 colour=red").startswith("error bad-argument "), "unknown setting")
    # Issue 14: a setting given twice and an empty module list are refused, not read somehow.
    check(cli.one("new players=3 players=4").startswith("error bad-argument players is given twice"), "players twice")
    check(cli.one("new players=3 seed=1 seed=2").startswith("error bad-argument seed is given twice"), "seed twice")
    check(cli.one("new players=3 modules=squares modules=vizier").startswith("error bad-argument modules is given twice"),
          "modules twice")
    for empty in ("modules=", "modules=,", "modules=squares,"):
        answer = cli.one("new players=3 " + empty)
        check(answer.startswith("error bad-argument modules"), f"'{empty}' is refused (got '{answer}')")
    check(cli.one("state").startswith("error no-game "), "none of them started a game")
    check(cli.one("load " + os.path.join(tmp, "missing.json")).startswith("error load-failed "), "load missing file")
    cli.send("")          # blank lines and comments get no answer
    cli.send("# a comment")
    check(cli.one("x" * 70000).startswith("error line-too-long "), "an overlong line is refused")

    started = cli.block("new players=3 seed=5")
    check(started[0] == "ok" and any(" was dealt " in line for line in started) and started[-1].endswith(" to play"),
          "new answers ok and the setup events")
    st, _ = cli.state()
    check(st["format"] == "alhambra-state" and len(st["players"]) == 3, "state is one line of JSON")

    for bad, code in [("play", "bad-notation"), ("play take 7", "bad-notation"), ("play buy 1 den9+den9+den9+den9", "card-not-in-hand"),
                      ("play place 3 5,5", "wrong-phase"), ("view 4", "bad-argument"), ("score 4", "bad-argument"),
                      ("placements 0", "bad-argument"), ("legal now", "bad-argument")]:
        before = cli.one("state")
        answer = cli.one(bad)
        check(answer.startswith("error " + code + " "), f"'{bad}' -> error {code} (got '{answer}')")
        check(cli.one("state") == before, f"'{bad}' leaves the game as it was")

    # hint: the suggested command (one that legal lists and play accepts), then why; nothing changes.
    for _ in range(6):
        before = cli.one("state")
        hint = cli.block("hint")
        check(isinstance(hint, list) and len(hint) == 2, f"hint answers a command and a sentence ({hint})")
        if isinstance(hint, list) and len(hint) == 2:
            check(hint[0] in cli.block("legal"), f"the hint '{hint[0]}' is a legal command")
            check(len(hint[1]) > 10 and hint[1].endswith("."), f"the hint says why ('{hint[1]}')")
            check(cli.one("state") == before, "hint leaves the game as it was")
            check(cli.block("play " + hint[0])[0] == "ok", "play accepts the hint")
    check(cli.one("hint now").startswith("error bad-argument "), "hint takes no argument")

    view = json.loads(cli.one("view 2"))
    check(view["format"] == "alhambra-view" and view["viewer"] == 2 and "rng" not in view, "view hides the hidden parts")

    commands = 0
    tried = 0
    placements_checked = 0
    while True:
        st, text = cli.state()
        if st["phase"] == "over":
            break
        legal = cli.block("legal")
        check(isinstance(legal, list) and len(legal) > 0, "legal lists commands while the game runs")
        # score previews change nothing
        for r in (1, 2, 3):
            preview = json.loads(cli.one(f"score {r}"))
            check(preview["round"] == r and len(preview["players"]) == 3, "score answers per player")
        check(cli.one("state") == text, "score does not change the state")
        # placements agree with the place commands of legal
        pending = [c for c in legal if c.startswith("place ")]
        if pending:
            tile = pending[0].split()[1]
            spots = cli.block(f"placements {tile}")
            listed = sorted(c.split()[2] for c in pending if c.split()[1] == tile)
            check(sorted(spots) == listed, f"placements {tile} matches legal")
            placements_checked += 1
        # every listed command is accepted (a sample of them in large lists), state restored between
        sample = legal if len(legal) <= 12 else rnd.sample(legal, 12)
        if commands % 5 == 0:
            check(cli.one(f"save {save}") == "ok", "save works")
            for cmd in sample:
                answer = cli.block("play " + cmd)
                check(isinstance(answer, list) and answer[0] == "ok", f"listed '{cmd}' is accepted ({answer})")
                check(cli.one(f"load {save}") == "ok", "load works")
                tried += 1
            check(cli.one("state") == text, "load restores the saved state exactly")
        choice = rnd.choice(legal)
        answer = cli.block("play " + choice)
        check(isinstance(answer, list) and answer[0] == "ok", f"play {choice}")
        commands += 1
        if commands > 5000:
            check(False, "the game ends")
            break
    check(cli.block("legal") == [], "no legal commands once the game is over")
    check(cli.one("play pass").startswith("error game-over "), "play after the end")
    final = json.loads(cli.one("score 3"))
    check(final["round"] == 3, "score answers one line of JSON after the end too")
    check(cli.one(f"save {os.path.join(save, 'under-a-file.json')}").startswith("error save-failed "),
          "saving under a regular file fails cleanly")
    # That game went through state loads, so its history is unknown: no replay.
    replay = os.path.join(tmp, "session-replay.json")
    check(cli.one(f"save-replay {replay}").startswith("error no-replay "), "no replay after loading a state")
    # A game played from `new` is replayed to the same state.
    cli.block("new players=4 seed=8")
    for _ in range(80):
        cli.block("play " + rnd.choice(cli.block("legal")))
    reached = cli.one("state")
    check(cli.one(f"save-replay {replay}") == "ok", "save-replay")
    check(json.load(open(replay))["format"] == "alhambra-replay", "save-replay writes a replay")
    cli.block("new players=2 seed=1")
    check(cli.one(f"load-replay {replay}") == "ok", "load-replay")
    check(cli.one("state") == reached, "load-replay reaches the same game")
    # Games with the expansions' modules: states and replays both carry them.
    started = cli.block("new players=3 seed=2 modules=squares,city-gates,bonus-cards")
    check(started[0] == "ok", "new with modules")
    for _ in range(60):
        legal = cli.block("legal")
        if not legal:
            break
        answer = cli.block("play " + rnd.choice(legal))
        check(isinstance(answer, list) and answer[0] == "ok", "play in a game with modules")
    middle = cli.one("state")
    check(cli.one(f"save-replay {replay}") == "ok", "save-replay of a module game")
    check(cli.one(f"save {save}") == "ok", "saving a module game as a state")
    cli.block("play " + rnd.choice(cli.block("legal")))
    check(cli.one(f"load {save}") == "ok" and cli.one("state") == middle, "a module game loads back exactly")
    for _ in range(5):
        legal = cli.block("legal")
        if legal:
            cli.block("play " + rnd.choice(legal))
    check(cli.one(f"load-replay {replay}") == "ok", "load-replay of a module game")
    check(cli.one("state") == middle, "load-replay restores the module game exactly")
    bad = json.load(open(replay))
    bad["commands"][3] = "jump"
    json.dump(bad, open(replay, "w"))
    answer = cli.one(f"load-replay {replay}")
    check(answer.startswith("error load-failed ") and "command 3" in answer, f"a tampered replay is refused ({answer})")
    check(cli.one("state") == middle, "a refused replay leaves the game untouched")
    check(cli.one(f"load {os.path.join(os.path.dirname(__file__), 'positions', 'minimal.json')}") == "ok", "load a position")
    check(cli.one(f"save-replay {replay}").startswith("error no-replay "), "no replay for a loaded state")
    squares_placements(cli, rnd)
    check(cli.one("quit") == "ok", "quit answers ok")
    check(cli.p.wait(timeout=10) == 0, "quit ends with status 0")
    print(f"protocol: {commands} commands played, {tried} listed commands tried, "
          f"{placements_checked} placement lists checked, {len(failures)} failures")
    return 1 if failures or tried < 50 else 0


if __name__ == "__main__":
    sys.exit(main())
