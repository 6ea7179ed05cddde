"""The Hermes hot files on disk: MEMORY.md / USER.md read, locked and rewritten exactly as Hermes does.

Byte-compatible with `tools.memory_tool.MemoryStore` (hermes-agent 0.19.0); the text format
itself lives in `hotformat` (re-exported here):

* files are read in text mode (universal newlines), like ``Path.read_text``;
* writers take an exclusive ``flock`` on the sidecar ``<file>.lock`` (``MEMORY.md.lock``),
  re-read under the lock, and replace the file atomically through a ``.mem_*.tmp`` file in
  the same directory (symlinks are kept: the link target is replaced, as Hermes does);
* drift guard: a file is refused when ``raw.strip() != "\\n§\\n".join(parsed)`` or when one
  parsed entry is longer than the whole-file char limit.

We never write a file that Hermes would refuse or parse differently from what we meant.
"""

from __future__ import annotations

import logging
import os
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, Optional, Sequence

from . import private
from .errors import HotFileDriftError, HotFileError
from .hotformat import (
    ENTRY_DELIMITER, decode_as_hermes, hermes_rejects, parse_entries, render_entries, round_trips, usage_chars,
)

try:  # POSIX only; Hermes falls back to msvcrt on Windows, which we do not support
    import fcntl
except ImportError:  # pragma: no cover - exercised only on Windows
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger("tiered_memory.hotfile")

__all__ = [
    "ENTRY_DELIMITER", "LOCK_TIMEOUT_S", "HotFile", "HotFileSession", "decode_as_hermes",
    "hermes_rejects", "outside_home", "parse_entries", "render_entries", "round_trips", "usage_chars",
]

LOCK_TIMEOUT_S = 5.0
_LOCK_POLL_S = 0.0005
_LOCK_POLL_MAX_S = 0.002


# --------------------------------------------------------------------------- hot-file checks


_scanner_missing_logged = False


def _threat_scanner() -> Optional[Callable[[str], Optional[str]]]:
    """Hermes' own memory-write scanner when Hermes is importable, else None (logged once)."""
    global _scanner_missing_logged
    try:
        from tools.threat_patterns import first_threat_message  # type: ignore[import-not-found]
    except ImportError as exc:
        if not _scanner_missing_logged:
            _scanner_missing_logged = True
            log.warning("Hermes' threat scanner (tools.threat_patterns) cannot be imported (%s); entries we "
                        "write to the hot files are not scanned the way Hermes scans its own writes", exc)
        return None
    return lambda text: first_threat_message(text, scope="strict")


def outside_home(path: Path, home: Path) -> Optional[Path]:
    """Where `path` really is when that is outside `home` (a symlink leaving HERMES_HOME), else None."""
    real = Path(os.path.realpath(path))
    root = Path(os.path.realpath(home))
    return None if real == root or root in real.parents else real


# --------------------------------------------------------------------------- file I/O


def _read_text(path: Path) -> str:
    """The file's text as Hermes reads it; "" when it does not exist."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return ""
    except UnicodeDecodeError as exc:
        raise HotFileDriftError(f"{path} is not valid UTF-8 ({exc}); Hermes cannot read it either") from exc
    except OSError as exc:
        raise HotFileError(f"cannot read {path}: {exc}") from exc


def _real_target(path: Path) -> Path:
    """Where the replace lands: the link target for a symlink (Hermes' `atomic_replace`)."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError as exc:
        log.warning("cannot open %s to fsync it: %s", directory, exc)
        return
    try:
        os.fsync(fd)
    except OSError as exc:
        log.warning("cannot fsync directory %s: %s", directory, exc)
    finally:
        os.close(fd)


def _atomic_write(path: Path, text: str) -> None:
    """Temp file `.mem_*.tmp` beside the target, fsync, os.replace, fsync the directory."""
    target = _real_target(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=str(target.parent), prefix=".mem_", suffix=".tmp")
    except OSError as exc:
        raise HotFileError(f"cannot create a temp file beside {path}: {exc}") from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            log.warning("could not remove temp file %s", tmp)
        if isinstance(exc, OSError):
            raise HotFileError(f"cannot write {path}: {exc}") from exc
        raise
    _fsync_dir(target.parent)


# --------------------------------------------------------------------------- locked session


@dataclass
class HotFileSession:
    """What a locked session sees: the text read under the lock and the entries to write back."""

    path: Path
    limit: int
    raw: str
    entries: list[str]
    original: tuple[str, ...] = field(default=())

    @property
    def changed(self) -> bool:
        return tuple(self.entries) != self.original

    @property
    def usage(self) -> int:
        return usage_chars(self.entries)


class HotFile:
    """One Hermes hot file (MEMORY.md or USER.md) with its whole-file char limit."""

    def __init__(self, path: Path, limit: int, *, lock_timeout_s: float = LOCK_TIMEOUT_S,
                 scan_new_entries: bool = True, confine_to: Optional[Path] = None) -> None:
        if limit <= 0:
            raise HotFileError(f"{path}: char limit must be positive, got {limit}")
        self.path = Path(path)
        self.confine_to = None if confine_to is None else Path(confine_to)
        self.limit = int(limit)
        self.lock_timeout_s = lock_timeout_s
        self.scan_new_entries = scan_new_entries

    @property
    def lock_path(self) -> Path:
        """The sidecar Hermes locks: ``MEMORY.md.lock`` beside ``MEMORY.md``."""
        return self.path.with_suffix(self.path.suffix + ".lock")

    def __repr__(self) -> str:
        return f"HotFile({str(self.path)!r}, limit={self.limit})"

    # ---- lock-free reads (Hermes readers take no lock: writes are atomic renames)

    def read_raw(self) -> str:
        self._check_confined()
        return _read_text(self.path)

    def _check_confined(self) -> None:
        """Refuse a file that resolves outside `confine_to` (a symlink leaving HERMES_HOME)."""
        if self.confine_to is None:
            return
        real = outside_home(self.path, self.confine_to)
        if real is not None:
            raise HotFileError(
                f"{self.path} resolves to {real}, outside {self.confine_to}; refusing to read or rewrite it "
                f"(a symlink leaving HERMES_HOME). Replace the link by the file itself to let the worker manage it")

    def read(self) -> list[str]:
        """The entries as Hermes would load them; [] for a missing or blank file."""
        return parse_entries(self.read_raw())

    def usage(self) -> int:
        return usage_chars(self.read())

    def drifted(self) -> bool:
        """True when Hermes' drift guard would refuse to rewrite the file as it is now."""
        return not round_trips(self.read_raw(), self.limit)

    # ---- locked read-modify-write

    @contextmanager
    def _exclusive_lock(self) -> Iterator[None]:
        if fcntl is None:  # pragma: no cover - Windows
            raise HotFileError(f"cannot lock {self.lock_path}: fcntl is unavailable on this platform")
        try:
            self.lock_path.parent.mkdir(parents=True, exist_ok=True)
            handle = private.open_private(self.lock_path, "a+")
        except OSError as exc:
            raise HotFileError(f"cannot open lock file {self.lock_path}: {exc}") from exc
        try:
            self._acquire(handle)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)
        finally:
            handle.close()

    def _acquire(self, handle) -> None:
        deadline = time.monotonic() + self.lock_timeout_s
        pause = _LOCK_POLL_S
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                pass
            except OSError as exc:
                raise HotFileError(f"cannot lock {self.lock_path}: {exc}") from exc
            if time.monotonic() >= deadline:
                raise HotFileError(
                    f"timed out after {self.lock_timeout_s:g} s waiting for the lock on {self.lock_path}"
                )
            time.sleep(pause)
            pause = min(pause * 2, _LOCK_POLL_MAX_S)

    @contextmanager
    def locked(self) -> Iterator[HotFileSession]:
        """Hold the Hermes lock; yield the freshly re-read entries; write them back if changed.

        Raises HotFileDriftError before yielding when the file on disk would not round-trip
        (Hermes refuses it too), and on exit, writing nothing, when the new entries would not.
        Raises HotFileError on a lock timeout, an over-limit growth, a blocked entry, or when
        the file changed under the lock (a writer that ignores the lock); nothing is written then.
        An exception inside the block propagates and nothing is written.
        """
        self._check_confined()
        with self._exclusive_lock():
            raw = self.read_raw()
            if not round_trips(raw, self.limit):
                raise HotFileDriftError(
                    f"{self.path} does not round-trip through the Hermes format (or has an entry "
                    f"over {self.limit} chars); refusing to rewrite it, as Hermes does"
                )
            entries = parse_entries(raw)
            session = HotFileSession(self.path, self.limit, raw, list(entries), tuple(entries))
            yield session
            if session.changed:
                self._commit(session)

    def _commit(self, session: HotFileSession) -> None:
        new = list(session.entries)
        problem = hermes_rejects(new, self.limit)
        if problem:
            raise HotFileDriftError(f"refusing to write {self.path}: {problem}")
        before = usage_chars(session.original)
        after = usage_chars(new)
        if after > self.limit and after > before:
            raise HotFileError(
                f"refusing to write {self.path}: {after} chars would exceed the {self.limit}-char limit"
            )
        self._scan(new, session.original)
        if self.read_raw() != session.raw:   # also re-checks that the path still stays inside its home
            raise HotFileError(f"{self.path} changed on disk while locked (a writer that ignores the lock); retry")
        text = render_entries(new)
        _atomic_write(self.path, text)
        session.raw = text
        session.original = tuple(new)

    def _scan(self, entries: Sequence[str], original: Sequence[str]) -> None:
        if not self.scan_new_entries:
            return
        known = set(original)
        fresh = [entry for entry in entries if entry not in known]
        if not fresh:
            return
        scanner = _threat_scanner()
        if scanner is None:
            return
        for entry in fresh:
            message = scanner(entry)
            if message:
                raise HotFileError(f"refusing to write {self.path}: Hermes would block an entry: {message}")

    # ---- helpers

    def remove_entry(self, text: str) -> bool:
        """Remove the entry equal to ``text`` (exact match after strip); False when absent."""
        wanted = text.strip()
        with self.locked() as session:
            if wanted not in session.entries:
                return False
            session.entries.remove(wanted)
        return True

    def replace_entry(self, old: str, new: str) -> bool:
        """Replace the entry equal to ``old`` with ``new`` in place; False when ``old`` is absent.

        When ``new`` already exists elsewhere, ``old`` is simply dropped (Hermes would
        collapse the duplicate on its next read anyway).
        """
        wanted, replacement = old.strip(), new.strip()
        if not replacement:
            raise HotFileError(f"{self.path}: replacement text is empty; use remove_entry")
        with self.locked() as session:
            if wanted not in session.entries:
                return False
            index = session.entries.index(wanted)
            if replacement in session.entries and replacement != wanted:
                del session.entries[index]
            else:
                session.entries[index] = replacement
        return True

    def append_entry(self, text: str) -> bool:
        """Append an entry (Hermes `add` semantics); False when it already exists."""
        entry = text.strip()
        with self.locked() as session:
            if entry in session.entries:
                return False
            session.entries.append(entry)
        return True
