"""The PostgreSQL cold store's schema: numbered migrations applied under an advisory lock."""

from __future__ import annotations

import hashlib
from typing import Any

from ...errors import SchemaTooNewError

MIGRATION_LOCK = 0x746D5F6D6967   # pg_advisory_xact_lock key: one migrator at a time, across hosts

MIGRATIONS: tuple[str, ...] = (
    # 1: memories (every row in a space), lexical postings from a tsvector (Porter stemming, no stopword list: as FTS5's porter), vectors, models, trash, meta, sessions
    """
    CREATE EXTENSION IF NOT EXISTS vector;
    CREATE TEXT SEARCH DICTIONARY tm_porter (TEMPLATE = snowball, Language = porter);
    CREATE TEXT SEARCH CONFIGURATION tm_english (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION tm_english ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word,
        hword, hword_part WITH tm_porter;
    CREATE TABLE tm_meta (space TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (space, key));
    CREATE TABLE tm_memories (
        id BIGSERIAL PRIMARY KEY,
        space TEXT NOT NULL,
        text TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        target TEXT NOT NULL CHECK (target IN ('memory', 'user')),
        type TEXT NOT NULL DEFAULT 'fact',
        importance DOUBLE PRECISION NOT NULL DEFAULT 0.5,
        status TEXT NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'history')),
        created_at DOUBLE PRECISION NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL,
        last_recalled_at DOUBLE PRECISION,
        recall_count INTEGER NOT NULL DEFAULT 0,
        event_time TEXT,
        valid_from DOUBLE PRECISION,
        valid_to DOUBLE PRECISION,
        superseded_by BIGINT REFERENCES tm_memories(id),
        origin TEXT NOT NULL DEFAULT 'api',
        source_ref TEXT,
        embedding_model TEXT,
        history_reason TEXT,
        event_at DOUBLE PRECISION,
        recall_sessions INTEGER NOT NULL DEFAULT 0,
        terms TSVECTOR NOT NULL,
        term_count INTEGER NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX tm_memories_live_hash ON tm_memories (space, content_hash, target) WHERE status = 'live';
    CREATE INDEX tm_memories_hash ON tm_memories (space, content_hash, target, status);
    CREATE INDEX tm_memories_status ON tm_memories (space, status, target);
    CREATE INDEX tm_memories_superseded ON tm_memories (superseded_by);
    CREATE INDEX tm_memories_lifecycle ON tm_memories (space, status, type, last_recalled_at);
    CREATE TABLE tm_postings (          -- the lexical index: one row per (memory, lexeme), as FTS5's doclists
        space TEXT NOT NULL,
        lexeme TEXT NOT NULL,
        memory_id BIGINT NOT NULL REFERENCES tm_memories(id) ON DELETE CASCADE,
        tf INTEGER NOT NULL,
        dl INTEGER NOT NULL,
        PRIMARY KEY (space, lexeme, memory_id)
    );
    CREATE INDEX tm_postings_memory ON tm_postings (memory_id);
    CREATE TABLE tm_vectors (
        memory_id BIGINT NOT NULL REFERENCES tm_memories(id) ON DELETE CASCADE,
        space TEXT NOT NULL,
        model TEXT NOT NULL,
        dim INTEGER NOT NULL,
        vec vector NOT NULL,
        PRIMARY KEY (memory_id, model)
    );
    CREATE INDEX tm_vectors_model ON tm_vectors (space, model);
    CREATE TABLE tm_models (model TEXT PRIMARY KEY, dim INTEGER NOT NULL, first_used_at DOUBLE PRECISION NOT NULL);
    CREATE TABLE tm_trash (
        id BIGSERIAL PRIMARY KEY,
        space TEXT NOT NULL,
        memory_id BIGINT NOT NULL,
        row_json TEXT NOT NULL,
        reason TEXT NOT NULL,
        trashed_at DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX tm_trash_memory ON tm_trash (space, memory_id);
    CREATE TABLE tm_sessions (
        space TEXT NOT NULL,
        memory_id BIGINT NOT NULL,
        session TEXT NOT NULL,
        first_at DOUBLE PRECISION NOT NULL,
        last_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (memory_id, session)
    );
    CREATE TABLE tm_migrated (space TEXT NOT NULL, source TEXT NOT NULL, old_id BIGINT NOT NULL,
        new_id BIGINT NOT NULL, PRIMARY KEY (space, source, old_id));
    """,
    # 2: the writer's safety verdict per memory (shared/verdicts.py); NULL version: never scanned
    """
    ALTER TABLE tm_memories ADD COLUMN safety_reason TEXT;
    ALTER TABLE tm_memories ADD COLUMN safety_version TEXT;
    """,
    # 3: the lexical leg reads tf and dl from the postings index alone (index-only scans; see search.py),
    #    and autovacuum keeps the visibility map of these insert-mostly tables fresh enough for them
    """
    ALTER TABLE tm_postings DROP CONSTRAINT tm_postings_pkey;
    ALTER TABLE tm_postings ADD CONSTRAINT tm_postings_pkey PRIMARY KEY (space, lexeme, memory_id) INCLUDE (tf, dl);
    ALTER TABLE tm_postings SET (autovacuum_vacuum_insert_scale_factor = 0.02);
    ALTER TABLE tm_memories SET (autovacuum_vacuum_insert_scale_factor = 0.02);
    """,
    # 4: postings in BM25 impact order for the best-first lexical leg of a large space (impact.py)
    """
    CREATE INDEX tm_postings_impact ON tm_postings (space, lexeme, tf DESC, dl, memory_id);
    """,
    # 5: memories per lexeme (BM25's document frequency), kept by statement triggers on the postings, so the
    #    lexical leg of a large space reads a query's counts instead of counting its postings (search.py)
    """
    CREATE TABLE tm_lexemes (space TEXT NOT NULL, lexeme TEXT NOT NULL, n BIGINT NOT NULL,
        PRIMARY KEY (space, lexeme));
    INSERT INTO tm_lexemes (space, lexeme, n) SELECT space, lexeme, count(*) FROM tm_postings GROUP BY space, lexeme;
    CREATE FUNCTION tm_lexemes_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        INSERT INTO tm_lexemes AS c (space, lexeme, n)
        SELECT space, lexeme, count(*) FROM tm_added GROUP BY space, lexeme ORDER BY space, lexeme
        ON CONFLICT (space, lexeme) DO UPDATE SET n = c.n + excluded.n;
        RETURN NULL;
    END $$;
    CREATE FUNCTION tm_lexemes_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        INSERT INTO tm_lexemes AS c (space, lexeme, n)
        SELECT space, lexeme, -count(*) FROM tm_removed GROUP BY space, lexeme ORDER BY space, lexeme
        ON CONFLICT (space, lexeme) DO UPDATE SET n = c.n + excluded.n;
        RETURN NULL;
    END $$;
    CREATE TRIGGER tm_postings_added AFTER INSERT ON tm_postings REFERENCING NEW TABLE AS tm_added
        FOR EACH STATEMENT EXECUTE FUNCTION tm_lexemes_added();
    CREATE TRIGGER tm_postings_removed AFTER DELETE ON tm_postings REFERENCING OLD TABLE AS tm_removed
        FOR EACH STATEMENT EXECUTE FUNCTION tm_lexemes_removed();
    """,
)

SPACE_TABLES = ("tm_meta", "tm_memories", "tm_postings", "tm_vectors", "tm_trash", "tm_sessions", "tm_migrated",
                "tm_lexemes")

MEMORY_COLUMNS = (
    "id, text, content_hash, target, type, importance, status, created_at, updated_at, "
    "last_recalled_at, recall_count, event_time, valid_from, valid_to, superseded_by, origin, "
    "source_ref, embedding_model, history_reason, event_at, recall_sessions, safety_reason, safety_version"
)


def migrate(conn: Any) -> int:
    """Bring the schema up to date (one transaction, advisory lock held); returns the version."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        conn.execute("CREATE TABLE IF NOT EXISTS tm_schema (version INTEGER NOT NULL)")
        row = conn.execute("SELECT max(version) FROM tm_schema").fetchone()
        version = int(row[0] or 0)
        if version > len(MIGRATIONS):
            raise SchemaTooNewError(f"the PostgreSQL cold store has schema {version}, this tiered_memory knows "
                                    f"{len(MIGRATIONS)}; upgrade tiered_memory")
        for number in range(version + 1, len(MIGRATIONS) + 1):
            conn.execute(MIGRATIONS[number - 1])
            conn.execute("INSERT INTO tm_schema (version) VALUES (%s)", (number,))
    return len(MIGRATIONS)


def index_name(model: str) -> str:
    return "tm_vectors_hnsw_" + hashlib.sha1(model.encode("utf-8")).hexdigest()[:16]


def hnsw_sql(model: str, dim: int) -> str:
    """The per-model HNSW (cosine) index: a partial expression index, since models differ in dimension."""
    literal = model.replace("'", "''")
    return (f"CREATE INDEX IF NOT EXISTS {index_name(model)} ON tm_vectors USING hnsw "
            f"((vec::vector({int(dim)})) vector_cosine_ops) WHERE model = '{literal}'")
