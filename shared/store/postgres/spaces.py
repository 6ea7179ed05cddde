"""Memory spaces on one server: every row carries its space; row-level security enforces it where it can.

When the URL's role may create roles (superuser or CREATEROLE) and owns the tables, each
space gets a NOLOGIN role `tm_space_<hash>` with a policy per table that shows and accepts
only that space's rows; every pooled connection runs `SET ROLE` to it. Otherwise the space
filter in every query is the only boundary (status says which).
"""

from __future__ import annotations

import hashlib
import logging
from typing import Any

from psycopg import sql

from .schema import MIGRATION_LOCK, SPACE_TABLES

log = logging.getLogger("tiered_memory.store.postgres")

SHARED_TABLES = ("tm_models", "tm_schema")


def role_name(space: str) -> str:
    return "tm_space_" + hashlib.sha1(space.encode("utf-8")).hexdigest()[:16]


def _can_enforce(conn: Any) -> bool:
    row = conn.execute(
        "SELECT r.rolsuper OR r.rolcreaterole, "
        "EXISTS (SELECT 1 FROM pg_tables WHERE tablename = 'tm_memories' AND tableowner = current_user) "
        "FROM pg_roles r WHERE r.rolname = current_user").fetchone()
    return bool(row and row[0] and row[1])


def prepare_space(conn: Any, space: str) -> str | None:
    """Create (once) the space's role and policies; returns the role, or None where RLS cannot be set up."""
    exists = conn.execute("SELECT to_regclass('tm_memories') IS NOT NULL").fetchone()[0]
    if not exists or not _can_enforce(conn):
        conn.rollback()
        return None
    role = role_name(space)
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone():
            conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(sql.Identifier(role)))
            conn.execute(sql.SQL("GRANT {} TO current_user").format(sql.Identifier(role)))
        tables = [t for t in (*SPACE_TABLES, *SHARED_TABLES)   # a reader may open a store an older schema lacks
                  if conn.execute("SELECT to_regclass(%s) IS NOT NULL", (t,)).fetchone()[0]]
        for table in tables:
            verbs = "SELECT, INSERT, UPDATE" if table == "tm_models" else (
                "SELECT" if table == "tm_schema" else "SELECT, INSERT, UPDATE, DELETE")
            conn.execute(sql.SQL("GRANT " + verbs + " ON {} TO {}").format(sql.Identifier(table), sql.Identifier(role)))
        conn.execute(sql.SQL("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO {}").format(sql.Identifier(role)))
        for table in SPACE_TABLES:
            if table in tables:
                _enable(conn, table, role, space)
    return role


def _enable(conn: Any, table: str, role: str, space: str) -> None:
    secured = conn.execute("SELECT relrowsecurity FROM pg_class WHERE oid = %s::regclass", (table,)).fetchone()[0]
    if not secured:
        conn.execute(sql.SQL("ALTER TABLE {} ENABLE ROW LEVEL SECURITY").format(sql.Identifier(table)))
    if not conn.execute("SELECT 1 FROM pg_policies WHERE tablename = %s AND policyname = %s",
                        (table, role)).fetchone():
        conn.execute(sql.SQL("CREATE POLICY {} ON {} TO {} USING (space = {}) WITH CHECK (space = {})").format(
            sql.Identifier(role), sql.Identifier(table), sql.Identifier(role), sql.Literal(space), sql.Literal(space)))


def enter_space(conn: Any, space: str, role: str | None) -> None:
    """Bind a pooled connection to the space: its RLS role (when there is one) and a setting naming it."""
    if role is not None:
        conn.execute(sql.SQL("SET ROLE {}").format(sql.Identifier(role)))
    conn.execute("SELECT set_config('tiered_memory.space', %s, false)", (space,))
