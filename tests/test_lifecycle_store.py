"""The cold store's lifecycle API on real SQLite files: purge, trash retention, history, as-of, access, decay."""

from __future__ import annotations

import datetime as dt
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tiered_memory.shared.errors import MemoryNotFound
from tiered_memory.shared.recall import recall
from tiered_memory.shared.store import ColdStore, NewMemory
from tiered_memory.worker.store import WorkerStore

DAY = 86400.0
T0 = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc).timestamp()


class Clock:
    """A settable clock for the store (a simulated calendar, no sleeping)."""

    def __init__(self, now: float = T0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, days: float) -> None:
        self.now += days * DAY


def raw_bytes(path: Path) -> bytes:
    """cold.db and its write-ahead log, as bytes on disk."""
    return b"".join(Path(str(path) + s).read_bytes() for s in ("", "-wal") if Path(str(path) + s).exists())


# -- purge and trash retention -------------------------------------------------------------

def test_a_purged_memory_leaves_no_byte_of_its_text_or_history_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / "cold.db"
    with WorkerStore(path) as store:
        store.add_many([NewMemory(f"Filler memory {i} about gardening and tomatoes.") for i in range(50)])
        old = store.add(NewMemory("The vault code word is quokkafjord.")).id
        new = store.supersede(old, NewMemory("The vault code word is wombatstrand.")).id
        store.record_audit("run", "moved", "memory", "The vault code word is wombatstrand.", "test", memory_id=new)
        store.trash(new, reason="forget tool")
        result = store.purge(new)
        assert set(result.memory_ids) == {old, new} and result.trash_entries == 1 and result.audit_redacted >= 1
        store.compact()
        assert store.count(status=None) == 50 and store.list_trash() == []
        assert [r.text for r in store.audit_log()] == ["[purged]"]
    data = raw_bytes(path).lower()
    for token in (b"quokkafjord", b"wombatstrand", b"vault code"):
        assert token not in data


def test_purging_a_live_memory_removes_it_from_both_recall_legs(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        keep = store.add(NewMemory("The boat is moored at pier seven.")).id
        gone = store.add(NewMemory("The boat engine is a Yanmar diesel.")).id
        store.purge(gone)
        assert recall(store, "boat engine", mode="lexical").ids == [keep]
        with pytest.raises(MemoryNotFound):
            store.get(gone)
        with pytest.raises(MemoryNotFound):
            store.purge(gone)


def test_trash_older_than_the_retention_is_purged_and_newer_trash_stays_restorable(tmp_path: Path) -> None:
    clock = Clock()
    with ColdStore(tmp_path / "cold.db", clock=clock) as store:
        early = store.add(NewMemory("Old note about the blue bicycle.")).id
        late = store.add(NewMemory("Newer note about the red scooter.")).id
        store.trash(early, reason="forget tool")
        clock.advance(20)
        store.trash(late, reason="forget tool")
        clock.advance(15)
        purged = store.purge_trash(older_than=clock() - 30 * DAY)
        assert [r.memory_ids for r in purged] == [(early,)]
        assert [e.memory_id for e in store.list_trash()] == [late]
        assert store.restore(late).text == "Newer note about the red scooter."


def test_a_restored_memory_keeps_the_history_it_had_before_it_was_trashed(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        old = store.add(NewMemory("Standup is at 9:30.")).id
        new = store.supersede(old, NewMemory("Standup is at 10:00.")).id
        store.trash(new, reason="forget tool")
        store.restore(new)
        assert [m.id for m in store.history(new)] == [new, old]


def test_sigkill_during_purges_leaves_every_memory_whole_or_fully_purged(tmp_path: Path) -> None:
    path = tmp_path / "cold.db"
    texts = [f"Record {i} mentions the word glimmerstone{i:03d} once." for i in range(120)]
    with WorkerStore(path) as store:
        ids = [r.id for r in store.add_many([NewMemory(t) for t in texts])]
        for memory_id, text in zip(ids, texts):
            store.record_audit("run", "moved", "memory", text, "seed", memory_id=memory_id)
    script = textwrap.dedent(f"""
        import sys
        from tiered_memory.worker.store import WorkerStore
        with WorkerStore({str(path)!r}) as store:
            print("ready", flush=True)
            for memory_id in {ids!r}:
                store.purge(memory_id)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    conn = sqlite3.connect(path)
    while conn.execute("SELECT count(*) FROM memories").fetchone()[0] > 60 and proc.poll() is None:
        pass
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    conn.close()
    conn = sqlite3.connect(path)
    whole = purged = 0
    for memory_id, text in zip(ids, texts):
        row = conn.execute("SELECT 1 FROM memories WHERE id = ?", (memory_id,)).fetchone() is not None
        terms = conn.execute("SELECT 1 FROM memory_terms WHERE rowid = ?", (memory_id,)).fetchone() is not None
        audit = conn.execute("SELECT text FROM audit WHERE memory_id = ?", (memory_id,)).fetchone()[0]
        assert (row, terms, audit) in ((True, True, text), (False, False, "[purged]"))
        whole += row
        purged += not row
    assert whole and purged


# -- history and as-of ---------------------------------------------------------------------

def test_as_of_finds_what_was_true_then_by_the_entries_own_dates(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        paris = store.add(NewMemory("2026-01-05: User lives in Paris.")).id
        berlin = store.supersede(paris, NewMemory("2026-11-02: User lives in Berlin.")).id
        june = dt.datetime(2026, 6, 1, tzinfo=dt.timezone.utc).timestamp()
        december = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc).timestamp()
        assert [i for i, _ in store.lexical_search("user lives", 5, as_of=june)] == [paris]
        assert [i for i, _ in store.lexical_search("user lives", 5, as_of=december)] == [berlin]
        assert [i for i, _ in store.lexical_search("user lives", 5)] == [berlin]
        assert {i for i, _ in store.lexical_search("user lives", 5, statuses=("live", "history"))} == {paris, berlin}
        assert store.get(berlin).event_at == dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc).timestamp()


def test_a_memory_without_a_date_is_true_from_when_it_was_stored(tmp_path: Path) -> None:
    clock = Clock()
    with ColdStore(tmp_path / "cold.db", clock=clock) as store:
        first = store.add(NewMemory("The team uses Jira for tickets.")).id
        clock.advance(10)
        second = store.supersede(first, NewMemory("The team uses Linear for tickets.")).id
        assert [i for i, _ in store.lexical_search("team tickets", 5, as_of=T0 + 5 * DAY)] == [first]
        assert [i for i, _ in store.lexical_search("team tickets", 5, as_of=T0 - DAY)] == []
        assert [i for i, _ in store.lexical_search("team tickets", 5, as_of=T0 + 11 * DAY)] == [second]
        assert store.get(first).history_reason == "superseded"


# -- access, decay, capacity ---------------------------------------------------------------

def test_recall_events_are_counted_once_per_cursor_with_distinct_sessions(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        memory_id = store.add(NewMemory("Prefers dark roast coffee.")).id
        events = [(memory_id, "s1", T0), (memory_id, "s1", T0 + 60), (memory_id, "s2", T0 + 120)]
        assert store.fold_access(events, cursor=3) == 3
        assert store.fold_access(events, cursor=3) == 0          # a replay after a crash counts nothing
        memory = store.get(memory_id)
        assert (memory.recall_count, memory.recall_sessions, memory.last_recalled_at) == (3, 2, T0 + 120)
        assert store.sessions_since(memory_id, T0 + 100) == 1
        assert store.access_cursor() == 3


def test_expiry_is_per_type_and_slides_with_each_recall(tmp_path: Path) -> None:
    clock = Clock()
    horizons = {"state": 90 * DAY, "rule": 365 * DAY, "fact": 365 * DAY}
    with ColdStore(tmp_path / "cold.db", clock=clock) as store:
        state = store.add(NewMemory("Deployed release 4.2 to staging.", type="state")).id
        used = store.add(NewMemory("Migrated the CI runners to arm64.", type="state")).id
        rule = store.add(NewMemory("Always run the linters before pushing.", type="rule")).id
        clock.advance(60)
        store.fold_access([(used, "s9", clock())], cursor=1)
        clock.advance(40)
        assert store.expired(clock(), horizons) == [state]
        store.retire([state], "expired", clock())
        clock.advance(300)
        assert sorted(store.expired(clock(), horizons)) == [used, rule]
        archived = store.get(state)
        assert archived.status == "history" and archived.history_reason == "expired"
        assert recall(store, "release staging", mode="lexical").ids == []
        assert recall(store, "release staging", mode="lexical", statuses=("live", "history")).ids == [state]


def test_capacity_archives_least_accessed_states_and_no_rule_before_the_hard_cap(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        states = [r.id for r in store.add_many([NewMemory(f"Status note {i}.", type="state") for i in range(6)])]
        rules = [r.id for r in store.add_many([NewMemory(f"Rule number {i}.", type="rule") for i in range(4)])]
        store.fold_access([(states[0], "a", T0), (states[0], "b", T0), (states[1], "a", T0)], cursor=1)
        assert store.least_accessed(("state",), 3) == states[2:5]
        assert set(store.least_accessed(("state", "rule", "fact"), 10)) == set(states + rules)
        assert store.retire(store.least_accessed(("state",), 3), "capacity", T0) == 3
        counts = store.lifecycle_counts()
        assert counts["live_by_type"] == {"state": 3, "rule": 4}
        assert counts["history_by_reason"] == {"capacity": 3}


def test_a_new_memory_never_takes_the_id_of_a_trashed_or_purged_one(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        trashed = store.add(NewMemory("First note.")).id
        store.trash(trashed, reason="forget tool")
        second = store.add(NewMemory("Second note.")).id
        store.purge(second)
        third = store.add(NewMemory("Third note.")).id
        assert len({trashed, second, third}) == 3
        assert store.restore(trashed).text == "First note."
        assert store.purge(trashed).memory_ids == (trashed,) and store.get(third).text == "Third note."


def test_during_re_embedding_recall_reports_coverage_and_keeps_unembedded_memories_at_their_lexical_rank(
        tmp_path: Path) -> None:
    from tiered_memory.shared.embedders.builtin import BuiltinEmbedder

    with ColdStore(tmp_path / "cold.db", embedder=BuiltinEmbedder()) as store:
        store.add_many([NewMemory("The espresso machine needs descaling every month."),
                        NewMemory("Coffee beans come from the roastery on Elm street."),
                        NewMemory("The office kettle is broken.")])
        pending = store.add(NewMemory("Espresso descaling uses citric acid, never vinegar."), embed=False).id
        lexical = recall(store, "espresso descaling citric acid", mode="lexical")
        hybrid = recall(store, "espresso descaling citric acid")
        assert lexical.ids[0] == pending
        assert hybrid.mode == "hybrid" and hybrid.ids[0] == pending
        assert hybrid.dense_coverage == pytest.approx(0.75)
        assert lexical.dense_coverage is None


def test_a_removed_hot_entry_archived_as_history_was_true_from_its_write_time_until_removal(tmp_path: Path) -> None:
    clock = Clock()
    with ColdStore(tmp_path / "cold.db", clock=clock) as store:
        removed = store.archive(NewMemory("The demo laptop is a ThinkPad X1.", valid_from=T0 - 10 * DAY)).id
        assert [i for i, _ in store.lexical_search("demo laptop", 5, as_of=T0 - 5 * DAY)] == [removed]
        assert store.lexical_search("demo laptop", 5, as_of=T0 - 11 * DAY) == []
        assert store.lexical_search("demo laptop", 5, as_of=T0 + DAY) == []
