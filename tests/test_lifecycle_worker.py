"""The worker's maintenance on real files: access folding, decay and caps over a simulated 3 years, trash purge, re-embedding."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import numpy as np
import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.diagnostics import Diagnostics
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.recall import recall
from tiered_memory.shared.store import NewMemory
from tiered_memory.worker.context import open_context
from tiered_memory.worker.maintenance import run_maintenance

DAY = 86400.0
T0 = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc).timestamp()


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "hermes_home"
    home.mkdir()
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    return home


def test_recalls_the_plugin_recorded_become_counts_in_cold_exactly_once(home: Path) -> None:
    ctx = open_context(home, embedder=None)
    try:
        memory_id = ctx.store.add(NewMemory("Prefers the window seat on trains.")).id
        plugin_side = Diagnostics(Paths(home).status_db)          # what the plugin's recorder writes
        plugin_side.record_recalls("session-a", "prefetch", [memory_id])
        plugin_side.record_recalls("session-b", "tool", [memory_id])
        plugin_side.close()
        first = run_maintenance(ctx, ctx.now())
        second = run_maintenance(ctx, ctx.now())
        memory = ctx.store.get(memory_id)
        assert (first.access_events, second.access_events) == (2, 0)
        assert (memory.recall_count, memory.recall_sessions) == (2, 2) and memory.last_recalled_at is not None
    finally:
        ctx.close()


def test_three_simulated_years_keep_cold_within_its_caps_and_lose_nothing(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_COLD_SOFT_CAP", "120")
    monkeypatch.setenv("TIERED_MEMORY_COLD_HARD_CAP", "200")
    clock = Clock()
    ctx = open_context(home, embedder=None, clock=clock)
    diagnostics = Diagnostics(Paths(home).status_db)
    written: dict[int, str] = {}
    try:
        rules = [ctx.store.add(NewMemory(f"Rule {i}: always label the {i}th dataset.", type="rule")).id
                 for i in range(10)]
        favourite = ctx.store.add(NewMemory("State: the staging cluster is called kestrel.", type="state")).id
        written.update({i: "rule" for i in rules} | {favourite: "state"})
        forgotten = None
        for day in range(3 * 365):
            clock.now = T0 + day * DAY
            if day % 2 == 0:
                memory_id = ctx.store.add(NewMemory(f"{dt.date(2026, 1, 1) + dt.timedelta(days=day)}: "
                                                    f"finished task number {day}.", type="state")).id
                written[memory_id] = "state"
            if day % 20 == 0:
                diagnostics.record_recalls(f"session-{day}", "prefetch", [favourite], at=clock.now)
            if day == 100:
                forgotten = ctx.store.add(NewMemory("A note the user asked to forget.")).id
                ctx.store.trash(forgotten, reason="forget tool")
            if day % 7 == 0:
                run_maintenance(ctx, clock.now)
                assert ctx.store.count() <= 120 + 2 * 7      # soft cap, plus a week of writes
        counts = ctx.store.lifecycle_counts()
        # never archived for space below the hard cap; unused for the 2-year rule horizon, they expired
        assert {ctx.store.get(i).history_reason for i in rules} == {"expired"}
        assert ctx.store.get(favourite).status == "live"                      # recalled every 20 days: never expires
        assert counts["history_by_reason"].get("expired", 0) > 0
        assert counts["live"] + counts["history"] == len(written)            # nothing deleted, all recallable
        assert counts["trash"] == 0 and forgotten not in ctx.store.get_many([forgotten])
        actions = {r.action for r in ctx.store.audit_log(limit=None)}
        assert {"expired", "purged"} <= actions
    finally:
        diagnostics.close()
        ctx.close()


def test_capacity_above_the_hard_cap_archives_the_least_recalled_rules_too(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_COLD_SOFT_CAP", "5")
    monkeypatch.setenv("TIERED_MEMORY_COLD_HARD_CAP", "8")
    ctx = open_context(home, embedder=None)
    try:
        rules = [r.id for r in ctx.store.add_many([NewMemory(f"Rule {i}.", type="rule") for i in range(10)])]
        ctx.store.fold_access([(rules[-1], "s", ctx.now()), (rules[-2], "s", ctx.now())], cursor=1)
        report = run_maintenance(ctx, ctx.now())
        assert report.capacity == 2 and ctx.store.count() == 8
        assert {m.id for m in ctx.store.list()} >= {rules[-1], rules[-2]}
    finally:
        ctx.close()


def test_a_model_change_reembeds_in_resumable_batches_then_drops_the_old_vectors(home: Path) -> None:
    texts = [f"Memory {i}: the user's project number {i} uses a different language." for i in range(40)]
    ctx = open_context(home, embedder=None)
    ids = [r.id for r in ctx.store.add_many([NewMemory(t) for t in texts])]
    rng = np.random.default_rng(0)
    old = rng.normal(size=(len(ids), 8)).astype(np.float32)
    ctx.store.import_vectors("old-model", ids, old / np.linalg.norm(old, axis=1, keepdims=True))
    ctx.close()
    embedder = BuiltinEmbedder()
    ctx = open_context(home, embedder=embedder)
    try:
        first = run_maintenance(ctx, ctx.now(), reembed_budget_s=0.0, reembed_batch=16)
        assert first.reembedded == 16 and first.coverage["embedded"] == 16 and first.dropped_vectors == 0
        assert set(ctx.store.stored_models()) == {"old-model", embedder.model_id}
        second = run_maintenance(ctx, ctx.now(), reembed_budget_s=600.0, reembed_batch=16)
        assert second.reembedded == 24 and second.coverage["share"] == 1.0 and second.dropped_vectors == 40
        assert ctx.store.stored_models() == {embedder.model_id: 40}
        assert recall(ctx.store, "project number 7", k=3).mode == "hybrid"
    finally:
        ctx.close()


def test_purging_old_trash_also_takes_the_text_out_of_the_plugins_session_file(home: Path) -> None:
    import sqlite3

    from tiered_memory.plugin.sessions import SessionStore

    clock = Clock()
    ctx = open_context(home, embedder=None, clock=clock)
    try:
        memory_id = ctx.store.add(NewMemory("The spare key is under the blue flowerpot.")).id
        sessions = SessionStore(Paths(home).data_dir / "sessions.db")      # what the plugin keeps per session
        sessions.add("s1", [(memory_id, "The spare key is under the blue flowerpot.")])
        sessions.close()
        ctx.store.trash(memory_id, reason="forget tool")
        clock.now += 31 * DAY
        assert run_maintenance(ctx, clock.now).purged == 1
    finally:
        ctx.close()
    data = b"".join(p.read_bytes() for p in (Paths(home).data_dir).glob("sessions.db*"))
    assert b"flowerpot" not in data
    conn = sqlite3.connect(Paths(home).data_dir / "sessions.db")
    assert conn.execute("SELECT count(*) FROM injected").fetchone()[0] == 0
    conn.close()
