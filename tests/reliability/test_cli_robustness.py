#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""alhambra-cli against bad input: malformed protocol lines, saves that cannot be written, and
hostile save and replay files.

usage: test_cli_robustness.py PATH/TO/alhambra-cli

- Every malformed line gets exactly one "error CODE message" line, the session goes on, and the
  game is unchanged afterwards.
- A save that fails (the folder is on a full file system, the folder is read-only, the path
  goes through a regular file, the path is a folder) answers "error save-failed ...", keeps the
  previous save byte for byte and leaves no temporary file behind. The full disk is a real one: a
  64 KiB tmpfs, mounted directly when root, or inside `unshare -rm` otherwise; without either, a
  file size limit (RLIMIT_FSIZE) stands in for it and the test says so.
- Hostile files given to `load` and to `alhambra-cli replay --verify` are refused with a message,
  and the program exits normally (never on a signal).
"""
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what)


def printable(line):
    """Valid UTF-8 with no control character (C0, DEL, C1): nothing a terminal would obey."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return not any(ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F for c in text)


class Cli:
    def __init__(self, exe, preexec=None):
        self.p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, preexec_fn=preexec)

    def send(self, data):
        self.p.stdin.write(data + b"\n")
        self.p.stdin.flush()

    def line(self):
        out = self.p.stdout.readline()
        if not out:
            raise RuntimeError("alhambra-cli closed its output (crashed?)")
        return out.rstrip(b"\n")

    def one(self, data):
        self.send(data)
        return self.line()

    def block(self, data):
        self.send(data)
        lines = [self.line()]
        while lines[-1] != b"." and not lines[0].startswith(b"error "):
            lines.append(self.line())
        return lines

    def close(self):
        self.p.stdin.close()
        rc = self.p.wait(timeout=60)
        return rc


MALFORMED = [
    b"frobnicate", b"PLAY take 1", b"\x00", b"state\x00", b"a\x00b", b"\xff\xfe\xfd", b"\x1b[31mred",
    b"x" * 70000, b"play " + b"1+" * 30000, b"w " * 20,
    b"play", b"play ", b"play take", b"play take 0", b"play take 5", b"play take 1+1+1+1+1", b"play take -1",
    b"play take 99999999999999999999", b"play buy", b"play buy 9 den1", b"play buy 1 xyz9", b"play buy 0 den1",
    b"play buy 1 den1+den1+den1+den1+den1", b"play place 999 0,0", b"play place 5 1", b"play place 5 a,b",
    b"play place 5 99999999999,1", b"play place 5 0,0", b"play reserve", b"play dirk 5", b"play redesign-swap",
    b"play redesign-add 1 2", b"play redesign-remove 0", b"play pass", b"play \xc3\x28",
    b"new", b"new players=", b"new players=1", b"new players=7", b"new players=99999999999999999999999",
    b"new players=3 seed=-1", b"new players=3 seed=abc", b"new players=3 seed=0x", b"new players=3 modules=nope",
    b"new players=3 modules=,,,", b"new =", b"new players=3 players", b"new players=3 colour=red",
    b"view", b"view 0", b"view 7", b"view -1", b"view 1 2", b"view one",
    b"placements", b"placements 0", b"placements 55", b"placements 1e9", b"placements -3",
    b"score", b"score 0", b"score 4", b"score 1 2", b"score -1",
    b"save", b"save a b", b"load", b"load a b", b"load /nonexistent/x.json", b"load /", b"load /dev/null",
    b"load /dev/zero", b"load /etc/passwd", b"save-replay", b"save-replay a b", b"load-replay",
    b"load-replay /nonexistent/r.json", b"load-replay /dev/zero", b"load-replay /etc/passwd", b"load-replay /",
    b"state x", b"legal now", b"help me", b"quit now",
    # Bytes a terminal would obey, or that are not UTF-8 at all, in every place a word is echoed.
    b"\x1b]0;owned\x07", b"\xc2\x9b31m", b"\xc0\x80", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"caf\xc3",
    b"new players=\x1b[2J", b"new \x1b[2J=1", b"view \x1b[2J", b"placements \xff", b"score \x07",
    b"play take \x1b[2J", b"play buy 1 den\x1b", b"play place 17 1,\x9b", b"load /nonexistent/\x1b[2J.json",
    b"load-replay /nonexistent/\xff.json",
]


def test_malformed_lines(exe):
    cli = Cli(exe)
    check(cli.one(b"state").startswith(b"error no-game "), "state before any game is refused")
    started = cli.block(b"new players=3 seed=12")
    check(started[0] == b"ok", "new players=3 answers ok")
    before = cli.one(b"state")
    for bad in MALFORMED:
        answer = cli.one(bad)
        check(answer.startswith(b"error ") and len(answer.split(b" ", 2)) == 3,
              "%r: one error line with a code and a message, got %r" % (bad[:40], answer[:120]))
        check(printable(answer), "%r: the answer is printable UTF-8, got %r" % (bad[:40], answer[:120]))
    # Nothing more was written, and nothing changed.
    check(cli.one(b"state") == before, "the game is unchanged after %d malformed lines" % len(MALFORMED))
    check(cli.one(b"quit") == b"ok", "quit")
    check(cli.close() == 0, "exit status 0 after the malformed lines")
    print("# %d malformed lines each answered with one error line" % len(MALFORMED))


# ------------------------------------------------------------------ saves that fail

def listing(folder):
    return sorted(os.listdir(folder))


def start_game(cli, commands=3):
    check(cli.block(b"new players=4 seed=99")[0] == b"ok", "new game")
    for _ in range(commands):
        legal = cli.block(b"legal")
        check(len(legal) > 1, "legal lists something")
        check(cli.block(b"play " + legal[0])[0] == b"ok", "play the first legal command")


def expect_save_fails(cli, path, keep_path, keep_bytes, why):
    answer = cli.one(b"save " + path.encode())
    check(answer.startswith(b"error save-failed "), "%s: save refused (%r)" % (why, answer[:160]))
    if keep_path:
        with open(keep_path, "rb") as f:
            check(f.read() == keep_bytes, "%s: the previous save is unchanged" % why)
    return answer


def mount_small_fs(folder, size="64k"):
    return subprocess.run(["mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", folder],
                          capture_output=True).returncode == 0


def test_failing_saves(exe, tmp, have_mount):
    cli = Cli(exe)
    start_game(cli)
    # A path through a regular file, and a folder in place of the file.
    regular = os.path.join(tmp, "plain-file")
    with open(regular, "w") as f:
        f.write("not a folder\n")
    expect_save_fails(cli, os.path.join(regular, "game.json"), regular, b"not a folder\n", "parent is a regular file")
    expect_save_fails(cli, tmp, None, None, "the path is a folder")

    disk = os.path.join(tmp, "disk")
    os.mkdir(disk)
    how = "a 64 KiB tmpfs"
    if not (have_mount and mount_small_fs(disk)):
        how = None
    try:
        save = os.path.join(disk, "game.json")
        check(cli.one(b"save " + save.encode()) == b"ok", "first save")
        with open(save, "rb") as f:
            first = f.read()
        check(cli.block(b"play " + cli.block(b"legal")[0])[0] == b"ok", "the game goes on")
        if how:
            # Fill the file system to the last block; the next save cannot be written.
            fd = os.open(os.path.join(disk, "filler"), os.O_WRONLY | os.O_CREAT, 0o644)
            try:
                while os.write(fd, b"\0" * 512) > 0:
                    pass
            except OSError:
                pass
            os.close(fd)
            names = listing(disk)
            answer = expect_save_fails(cli, save, save, first, "full disk (%s)" % how)
            check(b"No space left" in answer or b"space" in answer.lower(), "the message says the disk is full: %r" % answer)
            check(listing(disk) == names, "no temporary file is left on the full disk: %s" % listing(disk))
            os.unlink(os.path.join(disk, "filler"))
            check(cli.one(b"save " + save.encode()) == b"ok", "saving works again once there is room")
            with open(save + ".bak", "rb") as f:
                check(f.read() == first, "the previous save became game.json.bak")
            with open(save, "rb") as f:
                second = f.read()
            # A read-only file system.
            if subprocess.run(["mount", "-o", "remount,ro", disk], capture_output=True).returncode == 0:
                check(cli.block(b"play " + cli.block(b"legal")[0])[0] == b"ok", "the game goes on")
                expect_save_fails(cli, save, save, second, "read-only folder")
                subprocess.run(["mount", "-o", "remount,rw", disk], check=True)
                print("# read-only file system: save refused, previous save kept")
            print("# full disk on %s: save refused, previous save kept, no temporary file left" % how)
        else:
            # No way to mount here: a file size limit makes the write fail the same way (EFBIG).
            check(cli.close() == 0, "exit status 0")
            def limit():
                signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
                resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))
            cli = Cli(exe, preexec=limit)
            check(cli.one(b"load " + save.encode()) == b"ok", "load the first save")
            names = listing(disk)
            expect_save_fails(cli, save, save, first, "write cut short by a file size limit (stands in for a full disk)")
            check(listing(disk) == names, "no temporary file is left: %s" % listing(disk))
            if os.geteuid() != 0:
                os.chmod(disk, 0o555)
                expect_save_fails(cli, save, save, first, "read-only folder")
                os.chmod(disk, 0o755)
            print("# SIMULATED full disk (RLIMIT_FSIZE): no tmpfs could be mounted here")
    finally:
        if how:
            subprocess.run(["umount", disk])
    check(cli.one(b"quit") == b"ok", "quit")
    check(cli.close() == 0, "exit status 0")


# ------------------------------------------------------------------ hostile files through the CLI

def hostile_files(tmp):
    files = {}
    files["empty.json"] = b""
    files["nul.json"] = b"\0" * 1000
    files["binary.json"] = bytes(range(256)) * 8
    files["nesting.json"] = b"[" * 100000 + b"]" * 100000
    files["nan.json"] = b'{"format":"alhambra-state","version":1,"players":[{"score":NaN},{}]}'
    files["dupes.json"] = b'{"format":"alhambra-state","version":1,"version":1,"players":[{},{}]}'
    files["huge-number.json"] = b'{"format":"alhambra-state","version":1,"turn":1' + b"0" * 400 + b',"players":[{},{}]}'
    files["version-9.json"] = b'{"format":"alhambra-state","version":9,"players":[{},{}]}'
    files["replay-huge.json"] = (b'{"format":"alhambra-replay","version":1,"setup":{"players":3,"seed":1},"commands":['
                                 + b",".join([b'"pass"'] * 200000) + b"]}")
    files["replay-types.json"] = b'{"format":"alhambra-replay","version":1,"setup":{"players":"3","seed":[]}}'
    files["replay-garbage-commands.json"] = (b'{"format":"alhambra-replay","version":1,"setup":{"players":3,"seed":1},'
                                             b'"commands":["take 1+2+3+4+5+6","buy -1 x","\\u00e9\\u00e9"]}')
    with open(os.path.join(tmp, "big.json"), "wb") as f:
        f.write(b'{"format":"alhambra-state","version":1,"comment":"')
        f.write(b"a" * (100 << 20))
        f.write(b'","players":[{},{}]}')
    paths = [os.path.join(tmp, "big.json")]
    for name, data in files.items():
        p = os.path.join(tmp, name)
        with open(p, "wb") as f:
            f.write(data)
        paths.append(p)
    return paths


def test_hostile_files(exe, tmp):
    paths = hostile_files(tmp)
    cli = Cli(exe)
    start_game(cli, 1)
    before = cli.one(b"state")
    for p in paths:
        answer = cli.one(b"load " + p.encode())
        check(answer.startswith(b"error load-failed ") and len(answer) > 30, "load %s refused: %r" % (os.path.basename(p), answer[:150]))
        answer = cli.one(b"load-replay " + p.encode())
        check(answer.startswith(b"error ") and len(answer) > 30, "load-replay %s refused: %r" % (os.path.basename(p), answer[:150]))
    check(cli.one(b"state") == before, "the game is unchanged after the refused loads")
    cli.one(b"quit")
    check(cli.close() == 0, "exit status 0")
    for p in paths:
        r = subprocess.run([exe, "replay", p, "--verify"], capture_output=True, timeout=120)
        check(r.returncode in (1, 2), "replay --verify %s: exit 1 or 2, got %d" % (os.path.basename(p), r.returncode))
        check(len(r.stderr) + len(r.stdout) > 20, "replay --verify %s says why" % os.path.basename(p))
    os.unlink(paths[0])
    print("# %d hostile files refused by load, load-replay and replay --verify" % len(paths))


def test_special_files(exe, tmp):
    """Only regular files are read (issue 14): a FIFO as a save blocked 'load' for ever."""
    fifo = os.path.join(tmp, "fifo.json")
    os.mkfifo(fifo)
    zero = os.path.join(tmp, "zero.json")
    os.symlink("/dev/zero", zero)
    for p in (fifo, zero, "/dev/zero", "/dev/null"):
        name = os.path.basename(p)
        session = b"load %s\nload-replay %s\nquit\n" % (p.encode(), p.encode())
        try:
            r = subprocess.run([exe], input=session, capture_output=True, timeout=20)
        except subprocess.TimeoutExpired:
            check(False, "load %s: blocked for 20 s" % name)
            continue
        lines = r.stdout.splitlines()
        check(len(lines) == 3 and all(l.startswith(b"error load-failed ") and b"not a regular file" in l for l in lines[:2]),
              "load and load-replay %s refused as not a regular file: %r" % (name, lines))
        try:
            r = subprocess.run([exe, "replay", p, "--verify"], capture_output=True, timeout=20)
        except subprocess.TimeoutExpired:
            check(False, "replay %s --verify: blocked for 20 s" % name)
            continue
        check(r.returncode == 2 and b"not a regular file" in r.stderr, "replay %s --verify refused: %d %r" % (name, r.returncode, r.stderr))
    os.unlink(fifo)
    os.unlink(zero)
    print("# a FIFO, a link to /dev/zero, /dev/zero and /dev/null refused by load, load-replay and replay")


def test_long_lines(exe, sanitized):
    """A line is read with a bound (issue 14): a 256 MB line used to be read whole (264 MB), and a
    1 GB line under a memory limit ended the CLI silently. Each is answered line-too-long, the next
    line is read as usual, and memory stays small."""
    def session(size, limit=None):
        def preexec():
            if limit:
                resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, preexec_fn=preexec)
        def feed():
            try:
                chunk = b"x" * (1 << 20)
                for _ in range(size >> 20):
                    p.stdin.write(chunk)
                p.stdin.write(b"\nhelp\nquit\n")
                p.stdin.close()
            except BrokenPipeError:
                pass
        writer = threading.Thread(target=feed)
        writer.start()
        out = p.stdout.read()
        writer.join()
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        return out.splitlines(), p.returncode, usage.ru_maxrss
    lines, rc, peak_kb = session(256 << 20)
    check(lines[:1] == [b"error line-too-long lines are limited to 65535 bytes"], "256 MB line: line-too-long, got %r" % lines[:1])
    check(b"help | quit" in b"\n".join(lines) and lines[-1] == b"ok" and rc == 0, "256 MB line: help and quit answered after it")
    if not sanitized:  # AddressSanitizer's shadow memory and quarantine make RSS meaningless here
        check(peak_kb < 32 * 1024, "256 MB line read in bounded memory: peak %d KiB" % peak_kb)
        lines, rc, _ = session(1 << 30, limit=128 << 20)
        check(lines[:1] == [b"error line-too-long lines are limited to 65535 bytes"] and lines[-1] == b"ok" and rc == 0,
              "1 GB line under a 128 MB address-space limit: answered and went on (rc %d, %r)" % (rc, lines[:2]))
    print("# a 256 MB line%s answered line-too-long, the session going on" % ("" if sanitized else " and a 1 GB one (128 MB limit)"))


def test_replay_text_escaped(exe, tmp):
    """Replay commands are echoed escaped (issue 14): never raw terminal escapes or invalid UTF-8."""
    path = os.path.join(tmp, "escapes.json")
    with open(path, "wb") as f:
        f.write(b'{"format":"alhambra-replay","version":1,"setup":{"players":3,"seed":1},'
                b'"commands":["take 1\\u001b]0;owned\\u0007\\u001b[2J"]}')
    for args in ([], ["--verify"]):
        r = subprocess.run([exe, "replay", path] + args, capture_output=True, timeout=60)
        out = r.stdout.splitlines() + r.stderr.splitlines()
        check(r.returncode in (1, 2) and out, "replay %s: refused with a message (%d)" % (args, r.returncode))
        check(all(printable(l) for l in out), "replay %s: every line printable UTF-8: %r" % (args, out))
        check(any(b"\\x1b" in l for l in out), "replay %s: the escape shown as \\x1b: %r" % (args, out))
    cli = Cli(exe)
    answer = cli.one(b"load-replay " + path.encode())
    check(answer.startswith(b"error ") and printable(answer), "load-replay: escaped error %r" % answer)
    cli.one(b"quit")
    cli.close()


def main():
    exe = os.path.abspath(sys.argv[1])
    no_mount = bool(os.environ.get("ALH_NO_MOUNT"))  # forces the fallback (to test the test)
    have_mount = os.geteuid() == 0 and not no_mount
    if not have_mount and not no_mount and not os.environ.get("ALH_IN_USERNS") and shutil.which("unshare"):
        # Unprivileged: a user and mount namespace of our own lets us mount a small tmpfs.
        if subprocess.run(["unshare", "-rm", "true"], capture_output=True).returncode == 0:
            env = dict(os.environ, ALH_IN_USERNS="1")
            os.execvpe("unshare", ["unshare", "-rm", sys.executable] + sys.argv, env)
    tmp = tempfile.mkdtemp(prefix="alh-robust-")
    try:
        test_malformed_lines(exe)
        test_failing_saves(exe, tmp, have_mount)
        test_hostile_files(exe, tmp)
        test_special_files(exe, tmp)
        test_long_lines(exe, "--sanitized" in sys.argv[2:])
        test_replay_text_escaped(exe, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if failures:
        print("%d failures" % len(failures))
        sys.exit(1)
    print("all robustness checks passed")


if __name__ == "__main__":
    main()
