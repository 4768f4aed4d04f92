#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""alhambra-cli's batch subcommands: selfplay figures, record then replay --verify, a tampered replay.

usage: test_subcommands.py PATH/TO/alhambra-cli
"""
import json
import os
import subprocess
import sys
import tempfile

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what)


def run(*args):
    p = subprocess.run(list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def main():
    exe = sys.argv[1]
    tmp = tempfile.mkdtemp(prefix="alh-subcommands-")

    rc, out, _ = run(exe, "--version")
    check(rc == 0 and out.startswith("alhambra-cli "), "--version")
    rc, out, _ = run(exe, "--help")
    check(rc == 0 and "selfplay" in out and "replay" in out, "--help lists the subcommands")
    rc, _, err = run(exe, "juggle")
    check(rc == 2 and "unknown command 'juggle'" in err, "an unknown subcommand exits 2 with a message")

    # The modules' list comes from the registry: every name it gives is taken by --modules, and the
    # modules a player never chooses (the 2-player rules) are marked so.
    rc, out, err = run(exe, "modules", "--json")
    check(rc == 0, f"modules --json runs ({err.strip()})")
    listed = json.loads(out)
    names = [m["name"] for m in listed["modules"]]
    check("vizier" in names and "two-player" in names and len(names) == len(set(names)), "modules lists each module once")
    check(all(m["chosen"] == (m["name"] != "two-player") for m in listed["modules"]), "only the 2-player rules are never chosen")
    check("expansion-1" in listed["groups"], "modules lists the groups")
    chosen = ",".join(m["name"] for m in listed["modules"] if m["chosen"])
    rc, _, err = run(exe, "selfplay", "--games", "1", "--players", "3", "--seed", "2", "--modules", chosen)
    check(rc == 0, f"every module listed is accepted by --modules ({err.strip()})")
    rc, out, _ = run(exe, "modules")
    check(rc == 0 and all(n in out for n in names) and "'all'" in out, "modules prints a table of the same names")
    rc, _, err = run(exe, "modules", "--colour")
    check(rc == 2 and "usage" in err, "modules refuses an unknown option")

    rc, out, err = run(exe, "selfplay", "--games", "60", "--players", "3", "--seed", "1", "--json")
    check(rc == 0, f"selfplay runs ({err.strip()})")
    a = json.loads(out)
    check(a["games"] == 60 and abs(sum(a["wins"]) - 60) < 1e-6, "every game has its winners, shared wins split")
    check(a["mean_turns"] > 20 and a["mean_commands"] >= a["mean_turns"], "game lengths are counted")
    check(a["mean_score"] > 0 and a["mean_winner_score"] >= a["mean_score"], "scores are counted")
    rc, out, _ = run(exe, "selfplay", "--games", "60", "--players", "3", "--seed", "1", "--json")
    b = json.loads(out)
    check(all(a[k] == b[k] for k in ("mean_score", "mean_turns", "wins")), "selfplay depends only on the seed")
    rc, out, err = run(exe, "selfplay", "--games", "4", "--players", "2", "--seed", "9", "--check")
    check(rc == 0 and "every state validated" in out, f"selfplay --check validates every state ({err.strip()})")
    rc, _, err = run(exe, "selfplay", "--games", "x", "--players", "3")
    check(rc == 2 and "--games" in err, "a bad option value exits 2")

    # --engine-alone plays the games again from their commands (each accepted again, each game over
    # at its last command) and reports the engine's own processor time besides the whole games'.
    for modules in ("none", "expansion-1,expansion-2"):
        base = ["selfplay", "--games", "40", "--players", "4", "--seed", "3", "--modules", modules, "--json"]
        rc, plain, err = run(exe, *base)
        rc2, out, err2 = run(exe, *base, "--engine-alone")
        check(rc == 0 and rc2 == 0, f"selfplay --engine-alone runs with modules {modules} ({err.strip()} {err2.strip()})")
        if rc == 0 and rc2 == 0:
            p, e = json.loads(plain), json.loads(out)
            check(all(p[k] == e[k] for k in ("mean_score", "mean_commands", "wins")), f"--engine-alone plays the same games ({modules})")
            check(e.get("engine_alone_cpu_seconds", 0) > 0 and e.get("engine_alone_games_per_cpu_second", 0) > 0,
                  f"--engine-alone reports the engine's time and rate ({modules})")
    rc, out, _ = run(exe, "selfplay", "--games", "3", "--players", "2", "--seed", "1", "--engine-alone")
    check(rc == 0 and "engine alone" in out and "games/s" in out, "--engine-alone prints its line")
    rc, _, err = run(exe, "selfplay", "--games", "3", "--players", "2", "--engine-alone", "--check")
    check(rc == 2 and "--engine-alone" in err, "--engine-alone refuses --check")

    # --profile plays the very same games (the same figures as without it) and shares each game's
    # time among the random player's choices and the engine's commands, row by row.
    for modules in ("none", "expansion-1,expansion-2"):
        base = ["selfplay", "--games", "30", "--players", "3", "--seed", "4", "--modules", modules]
        rc, plain, err = run(exe, *base)
        rc2, out, err2 = run(exe, *base, "--profile")
        check(rc == 0 and rc2 == 0, f"selfplay --profile runs with modules {modules} ({err.strip()} {err2.strip()})")
        same = [line for line in plain.splitlines() if line.startswith(("mean", "wins"))]
        check(same and all(line in out.splitlines() for line in same), f"--profile plays the same games ({modules})")
        commands = float(next(line for line in plain.splitlines() if line.startswith("mean length")).split()[4])
        rows = [line.split() for line in out.splitlines() if line.startswith(("  player ", "  engine "))]
        check(rows and all(r[-1].endswith("%") for r in rows), f"--profile prints its rows ({modules})")
        shares = sum(float(r[-1].rstrip("%")) for r in rows)
        check(abs(shares - 100) < 0.05 * len(rows) + 0.1, f"the shares make the whole game ({shares}, {modules})")
        chosen = sum(float(r[3]) for r in rows if r[0] == "player")
        applied = sum(float(r[3]) for r in rows if r[0] == "engine" and r[2] != "new-game")
        tolerance = 0.05 * len(rows) + 0.1
        check(abs(chosen - commands) < tolerance and abs(applied - commands) < tolerance,
              f"each command is chosen once and applied once ({chosen}, {applied}, {commands}, {modules})")
        check(any(r[0] == "engine" and r[2] == "new-game" and float(r[3]) == 1.0 for r in rows), "a new game a game")
        kinds = {r[2] for r in rows}
        check({"take", "buy", "place"} <= kinds, f"the commands are named as in the notation ({sorted(kinds)})")
        if modules != "none":
            check({"vizier", "bid"} & kinds and "vizier" in {r[1] for r in rows}, "the modules' phases and commands are named")
    rc, _, err = run(exe, "selfplay", "--games", "2", "--players", "3", "--profile", "--json")
    check(rc == 2 and "--profile" in err, "--profile refuses --json with a message")

    replay = os.path.join(tmp, "game.json")
    rc, out, err = run(exe, "record", "--players", "4", "--seed", "12", "--out", replay)
    check(rc == 0 and "recorded" in out, f"record writes a replay ({err.strip()})")
    data = json.load(open(replay))
    check(data["format"] == "alhambra-replay" and data["setup"]["players"] == 4, "the replay names its format and setup")
    check(data["checksums"][-1]["index"] == len(data["commands"]), "the last checksum closes the game")
    rc, out, _ = run(exe, "replay", replay, "--verify")
    check(rc == 0 and out.startswith("ok ") and "game over" in out, "a recorded game verifies")
    rc, out, _ = run(exe, "replay", replay, "--final-state")
    final = json.loads(out)
    check(final["phase"] == "over", "--final-state prints the last state")
    rc, out, _ = run(exe, "replay", replay)
    check(rc == 0 and "0 P" in out and "game over:" in out, "replay without --verify prints the game")

    data["commands"][25] = "take 1+2+3+4+5"
    tampered = os.path.join(tmp, "tampered.json")
    json.dump(data, open(tampered, "w"))
    rc, out, _ = run(exe, "replay", tampered, "--verify")
    check(rc == 1 and out.startswith("diverged at command 25:"), f"a tampered replay fails at command 25 ({out.strip()})")
    # Issue 14: a replay with no checksum at all cannot be verified: never 'ok'.
    bare = dict(json.load(open(replay)))
    bare["checksums"] = []
    unchecked = os.path.join(tmp, "unchecked.json")
    json.dump(bare, open(unchecked, "w"))
    rc, out, _ = run(exe, "replay", unchecked, "--verify")
    check(rc == 1 and out.startswith("unverified: ") and "no checksum" in out,
          f"a replay without checksums is not called verified ({rc} {out.strip()})")
    # A game that differs right after setup is reported at the setup, not at 'command -2'.
    setup = dict(json.load(open(replay)))
    setup["checksums"][0]["hash"] = "0123456789abcdef"
    wrong_setup = os.path.join(tmp, "wrong-setup.json")
    json.dump(setup, open(wrong_setup, "w"))
    rc, out, _ = run(exe, "replay", wrong_setup, "--verify")
    check(rc == 1 and out.startswith("diverged at the setup: ") and "-2" not in out,
          f"a setup mismatch is named as such ({out.strip()})")
    rc, _, err = run(exe, "replay", os.path.join(tmp, "nothing.json"), "--verify")
    check(rc == 2 and "cannot open" in err, "a missing replay file exits 2")
    open(tampered, "w").write("{\"format\": \"alhambra-replay\", \"version\": 1,\n  \"setup\": }")
    rc, _, err = run(exe, "replay", tampered, "--verify")
    check(rc == 2 and "line 2 column" in err, "a broken replay file says where")

    print(f"subcommands: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
