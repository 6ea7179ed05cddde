"""The cold store: memories in SQLite with an FTS5 index, float32 vectors, history and a trash.

Public API (every method raises only `shared.errors.StoreError` and its subclasses;
`StoreCorruptError` names the file, `MemoryNotFound` an unknown id):

    ColdStore(path, *, embedder=None, vector_backend="auto", readonly=False, embed_timeout_s=None,
              clock=time.time)            (every timestamp the store writes comes from `clock`)
        close() / context manager; model_id
      memories (memories.py)
        get(id) -> Memory                  get_many(ids) -> {id: Memory}
        find_by_hash(text, target=None, *, status="live") -> Memory | None
        find_text(text, target=None) -> Memory | None      (live first, then history)
        list(*, status="live", target=None, limit=None) -> [Memory]
        count(*, status="live") -> int
        add(NewMemory, *, embed=True) -> WriteResult       add_many([NewMemory]) -> [WriteResult]
                                           (NewMemory.valid_from: since when it was true; default now)
        supersede(old_id, NewMemory) -> WriteResult        (old becomes history of the new one)
        archive(NewMemory, *, superseded_by=None, reason="removed") -> WriteResult   (stored as history)
        history(id) -> [Memory]            the memory and every version it replaced, newest first
        unscanned(version, *, limit, after_id=0) -> [Memory]   verdict missing or of another detector version
        set_verdicts([(id, safety_reason, safety_version)]) -> n   (NewMemory carries them for a new memory)
        rewrite_text(id, text, *, safety_reason, safety_version) -> Rewrite   a secret redacted in place: new
                                           hash, terms and vector, audit text redacted as purge does
      search (search.py); statuses=("live", "history") includes history; as_of=epoch searches
      what was true then (event time from the entry's own date, `2026-11-02: …`; timeline.py)
        lexical_search(query, k, *, statuses=("live",), target=None, as_of=None) -> [(id, bm25)]
        dense_search(vector, model, k, *, statuses=("live",), target=None, as_of=None) -> [(id, cosine)]
      moments (moments.py)
        event_times(ids, *, statuses=("live",), target=None, as_of=None) -> {id: event_time}   (in scope)
      vectors (vectors.py)
        stored_models() / vector_models() / model_dim(model) / vectors_for(ids, model)
        pending_vectors(model=None) / backfill_vectors(limit) / import_vectors(model, ids, vectors)
        coverage(model=None) -> (embedded, live)    dense_coverage(model) -> share (cached 10 s)
        embedded_among(ids, model) -> set          live_vectors(model) -> (ids, matrix)
        drop_vectors(model) -> n                   (after a model change, in short transactions)
      trash (trash.py)
        trash(id, reason) -> TrashEntry    list_trash() -> [TrashEntry]
        in_trash(text) -> bool             restore(id) -> Memory (with its history re-linked)
        trashed_rows() -> [dict]           full rows + trash_id, trashed_at, trash_reason
      purge (purge.py): gone for good, incl. history, trash copy, access rows; audit text redacted
        purge(id) -> PurgeResult           purge_trash(*, older_than=None) -> [PurgeResult]
        compact(*, full=False) -> dict     FTS optimize + (incremental) vacuum + WAL truncate;
                                           after it no byte of a purged text is left in the file
        compact_due() -> bool
      lifecycle (lifecycle.py): access, decay, capacity
        access_cursor() / fold_access([(id, session, at)], cursor) -> applied (exactly once per cursor)
        sessions_since(id, since) / often_recalled(*, since, min_sessions, types, limit)
        expired(now, {type: horizon_s}) -> [id]   least_accessed(types, n) -> [id]
        retire(ids, reason, now) -> n      (live -> history: expired | capacity | merged)
        exact_duplicates() -> [[id]]       merge_into([(loser, keeper, "merged"|"superseded")], now) -> n
        reset_access_cursor() / last_run(task) / mark_run(task, at)
        lifecycle_counts() -> {live, live_by_type, history, history_by_reason, trash, bytes, free_bytes}

The worker's audit trail and its mirror of the hot files live in the same file but belong
to the worker: `worker.store.WorkerStore` adds them (`worker/audit_log.py`,
`worker/mirror_table.py`). `AuditRecord` and `HotEntryMeta` stay importable from here.
"""

from .cold_store import ColdStore
from .records import AuditRecord, HotEntryMeta, Memory, NewMemory, TrashEntry, WriteResult
from .schema import MIGRATIONS, STATUSES, TARGETS, TYPES

__all__ = [
    "ColdStore", "Memory", "NewMemory", "WriteResult", "TrashEntry", "AuditRecord", "HotEntryMeta",
    "MIGRATIONS", "TARGETS", "TYPES", "STATUSES",
]
