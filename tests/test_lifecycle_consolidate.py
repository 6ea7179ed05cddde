"""Consolidation on real SQLite with the real builtin embedder: value-aware merges, updates, and SIGKILL mid-pass."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.store import NewMemory
from tiered_memory.worker.consolidate import candidate_pairs, consolidate
from tiered_memory.worker.context import open_context


from test_lifecycle_worker import home  # noqa: E402,F401  (the fixture: an empty HERMES_HOME, no embedder)


def test_reworded_facts_merge_changed_values_supersede_and_different_facts_stay(home: Path) -> None:
    ctx = open_context(home, embedder=BuiltinEmbedder())
    try:
        ids = {t: r.id for t, r in zip(TEXTS, ctx.store.add_many([NewMemory(t) for t in TEXTS]))}
        same_user = ctx.store.add(NewMemory(TEXTS[5], target="user")).id
        report = consolidate(ctx, ctx.now())
        editor_a, editor_b = ctx.store.get(ids[TEXTS[0]]), ctx.store.get(ids[TEXTS[1]])
        assert {editor_a.status, editor_b.status} == {"live", "history"}
        port_old, port_new = ctx.store.get(ids[TEXTS[2]]), ctx.store.get(ids[TEXTS[3]])
        assert (port_old.status, port_old.history_reason, port_old.superseded_by) == \
            ("history", "superseded", port_new.id)
        assert port_new.status == "live"
        assert ctx.store.get(ids[TEXTS[4]]).status == "live"          # hiking vs swimming: different facts
        assert ctx.store.get(same_user).status == "history"            # exact copy in the other file
        assert report.merged == 2 and report.superseded == 1
        assert consolidate(ctx, ctx.now()).decisions == []             # a second pass finds nothing
    finally:
        ctx.close()


TEXTS = [
    "User's favourite editor is Helix.",
    "The user's favourite editor is Helix",
    "The billing API listens on port 8080.",
    "The billing API listens on port 8443.",
    "User likes hiking on weekends.",
    "Deploys go out every Tuesday afternoon.",
]


def test_the_hashed_search_finds_planted_near_duplicates_in_a_store_too_large_for_the_exact_pass() -> None:
    rng = np.random.default_rng(3)
    base = rng.standard_normal((6000, 64)).astype(np.float32)   # above the exact-pass size: hashed buckets
    noisy = base[:300] + 0.05 * rng.standard_normal((300, 64)).astype(np.float32)
    vectors = np.vstack([base, noisy])
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    ids = np.arange(1, len(vectors) + 1)
    found = {(a, b) for a, b, _ in candidate_pairs(ids, vectors, 0.95)}
    planted = {(i + 1, 6000 + i + 1) for i in range(300)}
    assert len(found & planted) >= 0.95 * len(planted)


def test_sigkill_during_consolidation_loses_nothing_and_the_next_pass_finishes(home: Path) -> None:
    ctx = open_context(home, embedder=None)
    groups = 3000
    texts = [f"Fact number {i}: the shelf {i} holds box {i * 7}." for i in range(groups)]
    ctx.store.add_many([NewMemory(t, target="memory") for t in texts])
    ctx.store.add_many([NewMemory(t, target="user") for t in texts])
    ctx.close()
    script = textwrap.dedent(f"""
        import os
        os.environ["TIERED_MEMORY_EMBEDDER"] = "none"
        from tiered_memory.worker.consolidate import consolidate
        from tiered_memory.worker.context import open_context
        ctx = open_context({str(home)!r}, embedder=None)
        print("ready", flush=True)
        consolidate(ctx, ctx.now())
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    conn = sqlite3.connect(Paths(home).cold_db)
    while proc.poll() is None and conn.execute("SELECT count(*) FROM memories WHERE status = 'history'").fetchone()[0] == 0:
        pass
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    live_per_text = dict(conn.execute(
        "SELECT content_hash, sum(status = 'live') FROM memories GROUP BY content_hash").fetchall())
    dangling = conn.execute(
        "SELECT count(*) FROM memories h JOIN memories k ON k.id = h.superseded_by "
        "WHERE h.status = 'history' AND k.status != 'live'").fetchone()[0]
    total = conn.execute("SELECT count(*) FROM memories").fetchone()[0]
    conn.close()
    assert total == 2 * groups and set(live_per_text.values()) == {1, 2} and dangling == 0   # killed mid-pass
    ctx = open_context(home, embedder=None)
    try:
        consolidate(ctx, ctx.now())
        assert ctx.store.count() == groups and ctx.store.count(status=None) == 2 * groups
    finally:
        ctx.close()
