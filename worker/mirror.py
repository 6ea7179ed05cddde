"""The worker's copy of the hot entries, persisted in the cold store's `hot_entries` table.

Hermes' `on_memory_write` gives only a substring for `remove`, and nothing at all for
background review, `/memory approve`, manual edits or other processes. Keeping our own
copy of every hot entry (with its sidecar metadata: type, protection, importance,
written_at, failed attempts) lets reconcile archive any text that left the hot file to
cold history, whoever removed it, even across a worker restart. A secret-bearing entry is
kept sealed (its kind and redacted text, plus the content hash of the real text), never verbatim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..shared.safety.secrets import SEALED_PREFIX, sealed
from ..shared.store import ColdStore, HotEntryMeta
from ..shared.text import content_hash, normalize
from ..shared.verdicts import scan

POINTER_RE = re.compile(r"\(full text in long-term memory #(\d+)\)$")

# protection / importance markers the plugin may pass in job metadata
_IMPORTANCE_KEYS = ("importance", "tiered_memory_importance")


@dataclass(frozen=True)
class EntryKind:
    """How the worker treats one hot entry."""

    type: str            # state | rule | pointer
    protected: bool
    reason: str = ""


def pointer_text(head: str, memory_id: int) -> str:
    """A short hot entry standing in for a long rule sunk to cold."""
    return f"{head.rstrip()}… (full text in long-term memory #{int(memory_id)})"


def pointer_target(text: str) -> int | None:
    match = POINTER_RE.search(text.strip())
    return int(match.group(1)) if match else None


def stands_for(pointer: str, full_text: str) -> bool:
    """True when `pointer` is the one `pointer_text` makes for `full_text` (its head opens that text),
    not an entry that merely ends like a pointer."""
    head = POINTER_RE.sub("", pointer.strip()).rstrip().removesuffix("…")
    return normalize(full_text).startswith(normalize(head))


def classify_entry(text: str, importance: float | None = None) -> EntryKind:
    """state / rule and protection for a hot entry (shared.classify), pointers recognised."""
    if pointer_target(text) is not None:
        return EntryKind("pointer", False, "pointer to a cold memory")
    from ..shared.classify import classify_entry as typing_of

    verdict = typing_of(text, importance)
    kind = verdict.type if verdict.type in ("state", "rule") else "rule"  # unknown: keep (a rule)
    return EntryKind(kind, bool(verdict.protected), "; ".join(verdict.reasons))


def mirror_text(text: str) -> str:
    """What the mirror keeps of an entry: its text, or for a secret-bearing entry the sealed form
    (kind + redacted text, still read as a secret by `looks_secret`, so it is never moved or archived; a secret only
    the learned stage found keeps its kind alone). The worker's scan (rules, then the learned stage on the text's e5
    vector, cached per text for the move that follows) decides. The row's content hash is the real text's, which is
    all reconcile needs to find the entry."""
    if text.startswith(SEALED_PREFIX):
        return text
    verdict = scan(text)
    return (sealed(text, verdict.secret) or text) if verdict.secret else text


def resealed(meta: HotEntryMeta) -> HotEntryMeta | None:
    """A mirror row written before sealing (or before a detector update) that holds a secret verbatim,
    sealed; None when the row is already safe to keep."""
    if meta.moving or meta.text.startswith(SEALED_PREFIX):
        return None   # a move in progress finishes with the text it started with
    kept = mirror_text(meta.text)
    return None if kept == meta.text else replace(meta, text=kept)


def sealed_rows(store: ColdStore, rows: list[HotEntryMeta]) -> list[HotEntryMeta]:
    """`rows` as the mirror must hold them: any row still holding a secret verbatim (stored before sealing,
    or before a detector update) is sealed in `store` first (its old bytes are zeroed: secure_delete)."""
    out = []
    for meta in rows:
        fixed = resealed(meta)
        if fixed is not None:
            store.put_hot_entry(fixed)
        out.append(fixed or meta)
    return out


def stamp(target: str, text: str, now: float, *, origin: str = "hermes",
          metadata: dict | None = None, inherit: HotEntryMeta | None = None,
          protect_importance: float = 0.9) -> HotEntryMeta:
    """Metadata for an entry first seen now (or inherited from the entries it replaces)."""
    importance = 0.5
    for key in _IMPORTANCE_KEYS:
        value = (metadata or {}).get(key)
        if isinstance(value, (int, float)) and 0.0 <= float(value) <= 1.0:
            importance = float(value)
    written_at = now
    if inherit is not None:
        importance = max(importance, inherit.importance)
        written_at = min(written_at, inherit.written_at)
    kind = classify_entry(text, importance)
    protected = kind.protected or importance >= protect_importance or bool(inherit and inherit.protected)
    return HotEntryMeta(
        target=target, content_hash=content_hash(text), text=mirror_text(text), type=kind.type,
        importance=importance, protected=protected, origin=origin, written_at=written_at,
        first_seen=now, last_seen=now,
    )


def with_failure(meta: HotEntryMeta, error: str, now: float, base_s: float, max_s: float) -> HotEntryMeta:
    """The entry stamped with one more failed cold write and its back-off."""
    attempts = meta.attempts + 1
    delay = min(max_s, base_s * (2 ** (attempts - 1)))
    return replace(meta, attempts=attempts, last_error=error[:500], next_attempt_at=now + delay)
