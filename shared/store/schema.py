"""cold.db's schema: the numbered migrations and the column lists every part of the store reads."""

from __future__ import annotations

TARGETS = ("memory", "user")
TYPES = ("state", "rule", "fact", "pointer")
STATUSES = ("live", "history")

MIGRATIONS: tuple[str, ...] = (
    # 1: memories, lexical index, vectors, embedding models, trash, meta
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE memories (
        id INTEGER PRIMARY KEY,
        text TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        target TEXT NOT NULL CHECK (target IN ('memory', 'user')),
        type TEXT NOT NULL DEFAULT 'fact',
        importance REAL NOT NULL DEFAULT 0.5,
        status TEXT NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'history')),
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        last_recalled_at REAL,
        recall_count INTEGER NOT NULL DEFAULT 0,
        event_time TEXT,
        valid_from REAL,
        valid_to REAL,
        superseded_by INTEGER REFERENCES memories(id),
        origin TEXT NOT NULL DEFAULT 'api',
        source_ref TEXT,
        embedding_model TEXT
    );
    CREATE INDEX memories_hash ON memories (content_hash, target, status);
    CREATE INDEX memories_status ON memories (status, target);
    CREATE INDEX memories_source ON memories (source_ref);
    CREATE VIRTUAL TABLE memory_terms USING fts5 (terms, tokenize = 'porter unicode61 remove_diacritics 2');
    CREATE TABLE vectors (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        model TEXT NOT NULL,
        dim INTEGER NOT NULL,
        vec BLOB NOT NULL,
        UNIQUE (memory_id, model)
    );
    CREATE TABLE embedding_models (
        model TEXT PRIMARY KEY,
        dim INTEGER NOT NULL,
        first_used_at REAL NOT NULL
    );
    CREATE TABLE trash (
        id INTEGER PRIMARY KEY,
        memory_id INTEGER NOT NULL,
        row_json TEXT NOT NULL,
        reason TEXT NOT NULL,
        trashed_at REAL NOT NULL
    );
    INSERT INTO meta (key, value) VALUES ('vector_deletions', '0');
    """,
    # 2: the worker's audit trail and its sidecar metadata / mirror of the hot entries
    """
    CREATE TABLE audit (
        id INTEGER PRIMARY KEY,
        at REAL NOT NULL,
        run_id TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL,
        memory_id INTEGER,
        text TEXT NOT NULL,
        reason TEXT NOT NULL,
        detail_json TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX audit_at ON audit (at);
    CREATE TABLE hot_entries (
        target TEXT NOT NULL CHECK (target IN ('memory', 'user')),
        content_hash TEXT NOT NULL,
        text TEXT NOT NULL,
        type TEXT NOT NULL,
        importance REAL NOT NULL DEFAULT 0.5,
        protected INTEGER NOT NULL DEFAULT 0,
        origin TEXT NOT NULL DEFAULT 'hermes',
        written_at REAL NOT NULL,
        first_seen REAL NOT NULL,
        last_seen REAL NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        next_attempt_at REAL,
        cold_id INTEGER,
        moving INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (target, content_hash)
    );
    """,
    # 3: the lifecycle: why a memory is history, event time, access per session, maintenance bookkeeping
    """
    ALTER TABLE memories ADD COLUMN history_reason TEXT;
    ALTER TABLE memories ADD COLUMN event_at REAL;
    ALTER TABLE memories ADD COLUMN recall_sessions INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX memories_lifecycle ON memories (status, type, last_recalled_at);
    CREATE INDEX memories_superseded ON memories (superseded_by);
    CREATE TABLE memory_sessions (
        memory_id INTEGER NOT NULL,
        session TEXT NOT NULL,
        first_at REAL NOT NULL,
        last_at REAL NOT NULL,
        PRIMARY KEY (memory_id, session)
    ) WITHOUT ROWID;
    CREATE INDEX audit_memory ON audit (memory_id);
    INSERT OR IGNORE INTO meta (key, value) VALUES ('access_cursor', '0');
    """,
    # 4: the writer's safety verdict per memory (shared/verdicts.py); NULL version: never scanned
    """
    ALTER TABLE memories ADD COLUMN safety_reason TEXT;
    ALTER TABLE memories ADD COLUMN safety_version TEXT;
    CREATE INDEX memories_safety ON memories (safety_version);
    """,
)

# why a memory is history (memories.history_reason)
HISTORY_REASONS = ("superseded", "removed", "expired", "capacity", "merged", "replaced")

MEMORY_COLUMNS = (
    "id, text, content_hash, target, type, importance, status, created_at, updated_at, "
    "last_recalled_at, recall_count, event_time, valid_from, valid_to, superseded_by, origin, "
    "source_ref, embedding_model, history_reason, event_at, recall_sessions, safety_reason, safety_version"
)
