"""ColdStore: one cold.db assembled from its parts (memories, search, vectors, trash, purge, lifecycle)."""

from __future__ import annotations

from .base import StoreBase
from .lifecycle import LifecyclePart
from .memories import MemoriesPart
from .moments import MomentsPart
from .purge import PurgePart
from .search import SearchPart
from .trash import TrashPart
from .vectors import VectorsPart


class ColdStore(LifecyclePart, PurgePart, TrashPart, SearchPart, MomentsPart, VectorsPart, MemoriesPart, StoreBase):
    """One SQLite cold store. Thread-safe; many readers, and the worker as the writer.

    Writes dedupe by normalised-content hash *before* embedding, embed the new texts in one
    batch, then commit memory row, lexical terms and vector in one transaction. A dead
    embedder never blocks a write: the memory is stored lexical-only and its vector is
    backfilled later (`backfill_vectors`). Vectors of different models never mix. Every
    public method raises only `StoreError` and its subclasses (the file named).
    """
