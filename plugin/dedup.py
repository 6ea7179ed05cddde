"""Never say a thing twice: what the hot files already hold, and what this session already injected.

Hermes replays every earlier prefetch block in each later request of a session, and the
frozen MEMORY.md/USER.md snapshot sits in the system prompt, so a recalled memory is
dropped when it is the same as, contained in, or a near-duplicate of either. Near-duplicate
means many shared content terms (token Jaccard) or, when both vectors are at hand, a
passage cosine above the model's threshold, and in both cases no number that the other
text lacks (a changed port or date is news, not a repeat).
"""

from __future__ import annotations

import functools
import logging
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

import numpy as np

from ..shared.config import Paths
from ..shared.hotfile import parse_entries
from ..shared.text import content_hash, normalize
from .evidence import numbers, term_stems

log = logging.getLogger("tiered_memory.plugin.dedup")

JACCARD_DUPLICATE = 0.7
COSINE_NEEDS_JACCARD = 0.34
MIN_CONTAINED_CHARS = 16


@dataclass(frozen=True)
class Fingerprint:
    """What duplicate checks compare: hash, folded text, stemmed terms, numbers."""

    hash: str
    folded: str
    terms: frozenset[str]
    numbers: frozenset[str]

    @classmethod
    def of(cls, text: str) -> "Fingerprint":
        return _fingerprint(text)


@functools.lru_cache(maxsize=2048)
def _fingerprint(text: str) -> Fingerprint:
    """Memories recur across turns: their fingerprints are computed once per process."""
    return Fingerprint(content_hash(text), normalize(text).casefold(), term_stems(text), numbers(text))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


def duplicate_reason(candidate: Fingerprint, other: Fingerprint, cosine: float | None = None,
                     cosine_threshold: float | None = None) -> str | None:
    """Why `candidate` says nothing `other` does not ("same text", "contained", "near-duplicate"), or None."""
    if candidate.hash == other.hash:
        return "same text"
    if len(candidate.folded) >= MIN_CONTAINED_CHARS and candidate.folded in other.folded:
        return "contained"
    if not candidate.numbers <= other.numbers:
        return None  # it carries a number the other text does not: an update, not a repeat
    overlap = jaccard(candidate.terms, other.terms)
    if len(candidate.terms) >= 2 and overlap >= JACCARD_DUPLICATE:
        return f"near-duplicate (terms {overlap:.2f})"
    if cosine is not None and cosine_threshold is not None and cosine >= cosine_threshold \
            and overlap >= COSINE_NEEDS_JACCARD:
        return f"near-duplicate (cosine {cosine:.3f})"
    return None


# -- the hot tier ------------------------------------------------------------------------------


@dataclass(frozen=True)
class HotEntry:
    target: str
    text: str
    fingerprint: Fingerprint


@dataclass
class _FileState:
    stat: tuple[int, int, int] | None = None
    entries: list[HotEntry] = field(default_factory=list)


class HotSnapshot:
    """The current MEMORY.md / USER.md entries, re-read only when a file's mtime, size or inode changes."""

    def __init__(self, paths: Paths) -> None:
        self.paths = paths
        self._lock = threading.Lock()
        self._files: dict[str, _FileState] = {"memory": _FileState(), "user": _FileState()}
        self._vectors: dict[tuple[str, str], np.ndarray] = {}   # (model, content hash) -> unit vector

    def entries(self) -> list[HotEntry]:
        """All hot entries now on disk (a read failure keeps the last good copy and is logged)."""
        with self._lock:
            for target, state in self._files.items():
                self._refresh(target, state)
            return [entry for state in self._files.values() for entry in state.entries]

    def _refresh(self, target: str, state: _FileState) -> None:
        path = self.paths.hot_file(target)
        try:
            st = os.stat(path)
        except FileNotFoundError:
            state.stat, state.entries = None, []
            return
        except OSError as exc:
            log.warning("cannot stat %s for hot-tier dedup: %s", path, exc)
            return
        key = (st.st_mtime_ns, st.st_size, st.st_ino)
        if key == state.stat:
            return
        try:
            raw = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            log.warning("cannot read %s for hot-tier dedup: %s", path, exc)
            return
        state.stat = key
        state.entries = [HotEntry(target, text, Fingerprint.of(text)) for text in parse_entries(raw)]

    # -- vectors of hot entries (filled in the background, never awaited by prefetch) --------

    def missing_vectors(self, model: str) -> list[HotEntry]:
        entries = self.entries()
        with self._lock:
            return [e for e in entries if (model, e.fingerprint.hash) not in self._vectors]

    def set_vectors(self, model: str, entries: Iterable[HotEntry], vectors: np.ndarray) -> None:
        with self._lock:
            for entry, vector in zip(entries, vectors):
                self._vectors[(model, entry.fingerprint.hash)] = np.asarray(vector, dtype=np.float32)

    def vector(self, model: str | None, entry: HotEntry) -> np.ndarray | None:
        if model is None:
            return None
        with self._lock:
            return self._vectors.get((model, entry.fingerprint.hash))


def hot_duplicate(candidate: Fingerprint, vector: np.ndarray | None, model: str | None,
                  threshold: float | None, entries: list[HotEntry], snapshot: HotSnapshot | None) -> str | None:
    """Why a recalled memory repeats a hot entry ("USER.md: contained"), or None."""
    for entry in entries:
        cosine = None
        if vector is not None and snapshot is not None and threshold is not None:
            hot_vector = snapshot.vector(model, entry)
            if hot_vector is not None and hot_vector.shape == vector.shape:
                cosine = float(hot_vector @ vector)
        reason = duplicate_reason(candidate, entry.fingerprint, cosine, threshold)
        if reason is not None:
            name = "USER.md" if entry.target == "user" else "MEMORY.md"
            return f"{name}: {reason}"
    return None


# -- this session ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Injected:
    memory_id: int
    text: str
    fingerprint: Fingerprint


class SessionLedger:
    """Memories already injected in one session (the host replays every earlier block)."""

    def __init__(self, session_id: str = "", injected: Iterable[tuple[int, str]] = ()) -> None:
        self._lock = threading.Lock()
        self.session_id = session_id
        self._by_id: dict[int, Injected] = {}
        self._hashes: dict[str, int] = {}
        for memory_id, text in injected:
            self._add(memory_id, text)

    def _add(self, memory_id: int, text: str) -> None:
        item = Injected(int(memory_id), text, Fingerprint.of(text))
        self._by_id[item.memory_id] = item
        self._hashes[item.fingerprint.hash] = item.memory_id

    def add(self, memory_id: int, text: str) -> None:
        with self._lock:
            self._add(memory_id, text)

    def reset(self, session_id: str, injected: Iterable[tuple[int, str]] = ()) -> None:
        with self._lock:
            self.session_id = session_id
            self._by_id.clear()
            self._hashes.clear()
            for memory_id, text in injected:
                self._add(memory_id, text)

    def snapshot(self) -> list[tuple[int, str]]:
        with self._lock:
            return [(item.memory_id, item.text) for item in self._by_id.values()]

    def __len__(self) -> int:
        with self._lock:
            return len(self._by_id)

    def seen(self, memory_id: int, candidate: Fingerprint) -> str | None:
        """Why this memory was, in effect, already injected in this session, or None."""
        with self._lock:
            if int(memory_id) in self._by_id:
                return "injected earlier in this session"
            earlier = self._hashes.get(candidate.hash)
            if earlier is not None:
                return f"same text as #{earlier}, injected earlier"
            items = list(self._by_id.values())
        for item in items:
            reason = duplicate_reason(candidate, item.fingerprint)
            if reason is not None:
                return f"{reason} of #{item.memory_id}, injected earlier"
        return None
