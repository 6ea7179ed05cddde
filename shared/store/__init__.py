"""The cold store: memories in SQLite with an FTS5 index, float32 vectors, history and a trash.

Public API (every method raises only `shared.errors.StoreError` and its subclasses;
`StoreCorruptError` names the file, `MemoryNotFound` an unknown id):

    ColdStore(path, *, embedder=None, vector_backend="auto", readonly=False, embed_timeout_s=None)
        close() / context manager; model_id
      memories (memories.py)
        get(id) -> Memory                  get_many(ids) -> {id: Memory}
        find_by_hash(text, target=None, *, status="live") -> Memory | None
        find_text(text, target=None) -> Memory | None      (live first, then history)
        list(*, status="live", target=None, limit=None) -> [Memory]
        count(*, status="live") -> int
        add(NewMemory, *, embed=True) -> WriteResult       add_many([NewMemory]) -> [WriteResult]
        supersede(old_id, NewMemory) -> WriteResult        (old becomes history of the new one)
        archive(NewMemory, *, superseded_by=None) -> WriteResult   (stored as history)
      search (search.py)
        lexical_search(query, k, *, statuses=("live",), target=None) -> [(id, bm25)]
        dense_search(vector, model, k, *, statuses=("live",), target=None) -> [(id, cosine)]
      vectors (vectors.py)
        stored_models() / vector_models() / model_dim(model) / vectors_for(ids, model)
        pending_vectors(model=None) / backfill_vectors(limit) / import_vectors(model, ids, vectors)
      trash (trash.py)
        trash(id, reason) -> TrashEntry    list_trash() -> [TrashEntry]
        in_trash(text) -> bool             restore(id) -> Memory

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
