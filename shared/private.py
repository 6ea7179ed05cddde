"""Private files: our data dir is 0700 and every file we create in it 0600, whatever the umask.

Hermes keeps MEMORY.md/USER.md 0600 under a 0700 memories dir; our copies of the same text
(cold.db, queue.db, the log …) get the same protection. SQLite creates `-wal`/`-shm` with
the mode of the database file, so a database created 0600 keeps its journals private too;
`secure_tree` repairs what an older install created world-readable.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

log = logging.getLogger("tiered_memory.private")

DIR_MODE = 0o700
FILE_MODE = 0o600
SQLITE_SUFFIXES = ("", "-wal", "-shm", "-journal")


def ensure_dir(path: Path) -> Path:
    """Create `path` (and parents) if needed and make `path` itself 0700; returns it."""
    path = Path(path)
    path.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
    _chmod(path, DIR_MODE)
    return path


def create_file(path: Path) -> None:
    """Create `path` empty with mode 0600 if it does not exist (never follows a symlink)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, FILE_MODE)
    except FileExistsError:
        return
    try:
        os.fchmod(fd, FILE_MODE)   # the umask may have removed bits we want (never adds any)
    finally:
        os.close(fd)


def open_private(path: Path, mode: str = "a+", encoding: str | None = "utf-8"):
    """`open(path, mode)` for a file that must be 0600 (lock files, stderr capture)."""
    flags = os.O_CREAT | os.O_NOFOLLOW | (os.O_RDWR if "+" in mode else os.O_WRONLY)
    if "a" in mode:
        flags |= os.O_APPEND
    fd = os.open(path, flags, FILE_MODE)
    try:
        os.fchmod(fd, FILE_MODE)
    except OSError as exc:  # a file we do not own: still usable, and reported
        log.warning("cannot make %s private (0600): %s", path, exc)
    if "b" in mode:
        return os.fdopen(fd, mode)
    return os.fdopen(fd, mode, encoding=encoding)


def make_private(path: Path) -> None:
    """chmod 0600 an existing regular file (a symlink is left alone); missing files are ignored."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        log.warning("cannot inspect %s: %s", path, exc)
        return
    if stat.S_ISREG(info.st_mode) and stat.S_IMODE(info.st_mode) != FILE_MODE:
        _chmod(path, FILE_MODE)


def make_db_private(path: Path) -> None:
    """A SQLite database and its journals (-wal, -shm, -journal) 0600."""
    for suffix in SQLITE_SUFFIXES:
        make_private(Path(f"{path}{suffix}"))


def secure_tree(data_dir: Path) -> int:
    """Fix an existing install: the dir 0700, every regular file directly in it 0600.

    Returns how many modes were changed. Symlinks and subdirectories are not followed.
    """
    data_dir = Path(data_dir)
    if not data_dir.is_dir():
        return 0
    changed = 0
    if stat.S_IMODE(os.lstat(data_dir).st_mode) != DIR_MODE:
        changed += _chmod(data_dir, DIR_MODE)
    try:
        children = list(os.scandir(data_dir))
    except OSError as exc:
        log.warning("cannot list %s to make it private: %s", data_dir, exc)
        return changed
    for entry in children:
        if not entry.is_file(follow_symlinks=False):
            continue
        if stat.S_IMODE(entry.stat(follow_symlinks=False).st_mode) != FILE_MODE:
            changed += _chmod(Path(entry.path), FILE_MODE)
    if changed:
        log.info("made %d path(s) under %s private (0700/0600)", changed, data_dir)
    return changed


def _chmod(path: Path, mode: int) -> int:
    try:
        os.chmod(path, mode)   # callers pass only directories and regular files (lstat-checked)
    except OSError as exc:
        log.warning("cannot chmod %s to %o: %s", path, mode, exc)
        return 0
    return 1
