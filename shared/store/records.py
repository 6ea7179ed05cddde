"""The store's value types: a memory, a write request and its result, a trash entry, audit and mirror rows."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Memory:
    """One stored memory, live or history (superseded / replaced)."""

    id: int
    text: str
    content_hash: str
    target: str
    type: str
    importance: float
    status: str
    created_at: float
    updated_at: float
    last_recalled_at: float | None
    recall_count: int
    event_time: str | None
    valid_from: float | None
    valid_to: float | None
    superseded_by: int | None
    origin: str
    source_ref: str | None
    embedding_model: str | None
    history_reason: str | None = None   # superseded | removed | expired | capacity | merged (history only)
    event_at: float | None = None       # when it happened: the entry's own date, else None
    recall_sessions: int = 0            # distinct sessions it was injected into or returned to
    safety_reason: str | None = None    # why it must never reach a prompt (secret / instruction-like); None: safe
    safety_version: str | None = None   # detector version of that verdict; None: never scanned (shared/verdicts.py)

    def to_json(self) -> dict[str, Any]:
        return dict(vars(self))   # flat fields: a shallow copy (asdict's deep copy cost 0.1 ms a memory)


@dataclass(frozen=True)
class NewMemory:
    """What a caller hands to `ColdStore.add`."""

    text: str
    target: str = "memory"
    type: str = "fact"
    importance: float = 0.5
    origin: str = "api"
    source_ref: str | None = None
    event_time: str | None = None
    status: str = "live"
    valid_from: float | None = None     # since when it was true (a hot entry's write time); default: now
    safety_reason: str | None = None    # the writer's scan verdict (shared/verdicts.py `stamped`); stored as given
    safety_version: str | None = None   # None: not scanned (maintenance scans it; prefetch scans it per turn)


@dataclass(frozen=True)
class WriteResult:
    """Outcome of one write: the memory's id, whether it is new, whether it has a vector."""

    id: int
    created: bool
    embedded: bool
    reason: str | None = None


@dataclass(frozen=True)
class Rewrite:
    """Outcome of `rewrite_text`: the memory, whether it has a vector again, audit rows redacted, and the
    equal live memory it became merged history of (None when it stayed as it was)."""

    id: int
    embedded: bool
    audit_redacted: int
    merged_into: int | None = None


@dataclass(frozen=True)
class TrashEntry:
    """One trashed memory: its full row is kept (restorable) until the retention period ends."""

    id: int
    memory_id: int
    text: str
    reason: str
    trashed_at: float


@dataclass(frozen=True)
class AuditRecord:
    """One thing the worker did to a memory: what moved where, and why."""

    id: int
    at: float
    run_id: str
    action: str
    target: str
    memory_id: int | None
    text: str
    reason: str
    detail: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return dict(vars(self))   # shallow, like Memory.to_json


@dataclass(frozen=True)
class HotEntryMeta:
    """The worker's record of one hot entry (its mirror row and sidecar metadata).

    `moving` = 1 is the intent record of a move: the cold copy `cold_id` is committed and
    the entry is being removed from the hot file; a restart finishes the removal.
    """

    target: str
    content_hash: str
    text: str
    type: str
    importance: float = 0.5
    protected: bool = False
    origin: str = "hermes"
    written_at: float = 0.0
    first_seen: float = 0.0
    last_seen: float = 0.0
    attempts: int = 0
    last_error: str | None = None
    next_attempt_at: float | None = None
    cold_id: int | None = None
    moving: bool = False

    def to_json(self) -> dict[str, Any]:
        return asdict(self)
