"""Bulk load for `bench scale --backend postgres --bulk`: COPY into a staging table, then one INSERT … SELECT per
chunk computes the rows' tsvector and postings on the server (the measured per-row path is `add_many`).

Rows are those `add_many` writes for `NewMemory(text, origin="bench")`: live facts of the `memory` target, no
vector yet, deduplicated by the unique live hash. Meant for synthetic stores of 1M memories, where the per-row
path alone takes a quarter of an hour on two cores.
"""

from __future__ import annotations

import time
from typing import Any, Sequence

from ..shared.store.postgres.memories import document_text, term_count
from ..shared.store.timeline import event_epoch
from ..shared.text import content_hash

CHUNK = 50_000

_INSERT = (
    "INSERT INTO tm_memories (space, text, content_hash, target, type, importance, status, created_at, updated_at, "
    "event_at, valid_from, origin, terms, term_count) SELECT %s, text, hash, 'memory', 'fact', 0.5, 'live', %s, %s, "
    "event_at, %s, 'bench', to_tsvector('tm_english', document), dl FROM tm_stage ORDER BY ord "
    "ON CONFLICT (space, content_hash, target) WHERE status = 'live' DO NOTHING RETURNING id")


def bulk_write(store: Any, texts: Sequence[str]) -> tuple[float, list[int]]:
    """Seconds spent (client-side preparation included) and the new ids, in chunks of CHUNK per transaction."""
    seconds = 0.0
    ids: list[int] = []
    for start in range(0, len(texts), CHUNK):
        t0 = time.perf_counter()
        rows = []
        for ord_, text in enumerate(texts[start:start + CHUNK]):
            document = document_text(text)
            rows.append((ord_, text, content_hash(text), event_epoch(text, None), document, term_count(document)))
        with store._tx() as conn:
            conn.execute("CREATE TEMP TABLE tm_stage (ord INTEGER, text TEXT, hash TEXT, event_at DOUBLE PRECISION, "
                         "document TEXT, dl INTEGER) ON COMMIT DROP")
            with conn.cursor().copy("COPY tm_stage FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
            now = store.clock()
            new = sorted(int(r["id"]) for r in conn.execute(_INSERT, (store.space, now, now, now)).fetchall())
            store._post_terms(conn, new)
        ids.extend(new)
        seconds += time.perf_counter() - t0
    return seconds, ids
