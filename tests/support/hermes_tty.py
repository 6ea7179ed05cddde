"""Drive `hermes memory setup` in a pseudo-terminal, the way a user at a keyboard does.

Hermes' picker is curses and returns "cancel" when stdin is not a TTY, so the real binary
runs under `pty.fork()`. The picker starts on "Built-in only" (the last row); `pick_up`
moves the cursor up that many rows before Enter. Every later question gets Enter (its
default) whenever the screen has been quiet for a moment, until Hermes exits.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import termios
import time
from pathlib import Path

_ESCAPES = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]")
UP = b"\x1b[A"
QUIET_S = 1.5


def plain(screen: bytes) -> str:
    """The terminal output as text, without escape sequences."""
    return _ESCAPES.sub("", screen.decode("utf-8", errors="replace"))


def memory_setup(hermes: Path, home: Path, env: dict[str, str], *, pick_up: int = 0,
                 timeout: float = 600.0) -> str:
    """Run `hermes memory setup` for `home`; returns everything it showed, as plain text."""
    pid, fd = pty.fork()
    if pid == 0:  # the child becomes hermes on the pseudo-terminal
        os.chdir(home)
        os.execve(str(hermes), [str(hermes), "memory", "setup"], {**env, "HERMES_HOME": str(home), "TERM": "xterm"})
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 160, 0, 0))
    screen = bytearray()
    deadline = time.monotonic() + timeout
    try:
        _read_until(fd, screen, b"Built-in only", deadline)
        for _ in range(pick_up):
            os.write(fd, UP)
        os.write(fd, b"\r")
        quiet_since = time.monotonic()
        while time.monotonic() < deadline:
            ready = select.select([fd], [], [], 0.2)[0]
            if ready:
                chunk = _read(fd)
                if chunk is None:
                    break   # hermes exited
                screen += chunk
                quiet_since = time.monotonic()
            elif time.monotonic() - quiet_since >= QUIET_S:
                os.write(fd, b"\r")   # a question waits: take its default
                quiet_since = time.monotonic()
    finally:
        os.close(fd)
        _, status = os.waitpid(pid, 0)
    text = plain(bytes(screen))
    assert os.waitstatus_to_exitcode(status) == 0, text
    return text


def _read(fd: int) -> bytes | None:
    try:
        chunk = os.read(fd, 65536)
    except OSError:   # EIO: the child closed the terminal
        return None
    return chunk or None


def _read_until(fd: int, screen: bytearray, marker: bytes, deadline: float) -> None:
    while marker not in screen and time.monotonic() < deadline:
        if select.select([fd], [], [], 0.2)[0]:
            chunk = _read(fd)
            if chunk is None:
                break
            screen += chunk
    assert marker in screen, plain(bytes(screen))
