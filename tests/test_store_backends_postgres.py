"""PostgreSQL-only properties of the cold store: spaces isolated (queries and row-level security), many
writers on one space, a server that goes away and comes back, credentials never shown."""

from __future__ import annotations

import tempfile
import threading
from pathlib import Path
from typing import Any

import numpy as np
import psycopg
import pytest

from support.pg_server import PgServer, when_back
from support.worker_home import wait_for
from tiered_memory.shared.config import Settings, redact_url
from tiered_memory.shared.errors import MemoryNotFound, StoreUnavailable
from tiered_memory.shared.store import NewMemory
from tiered_memory.shared.store.backend import default_space, describe, open_store
from tiered_memory.shared.store.postgres.spaces import role_name


def pg(url: str, space: str, tmp_path: Path, **options: Any) -> Any:
    return open_store(url, tmp_path / f"{space}.db", space=space, **options)


def test_space_a_cannot_read_change_or_remove_anything_of_space_b_through_any_api(pg_url: str, tmp_path: Path) -> None:
    with pg(pg_url, "b", tmp_path) as b, pg(pg_url, "a", tmp_path) as a:
        secret = b.add(NewMemory("the vault code of team b is 4711")).id
        b.import_vectors("m2", [secret], np.asarray([[1.0, 0.0]], dtype=np.float32))
        trashed = b.add(NewMemory("old team b note")).id
        b.trash(trashed, "test")
        for call in (lambda: a.get(secret), lambda: a.history(secret), lambda: a.trash(secret, "x"),
                     lambda: a.restore(trashed), lambda: a.purge(secret), lambda: a.purge(trashed)):
            with pytest.raises(MemoryNotFound):
                call()
        assert a.get_many([secret]) == {} and a.list(status=None) == [] and a.count(status=None) == 0
        assert a.find_text("the vault code of team b is 4711") is None and not a.in_trash("old team b note")
        assert a.lexical_search("vault code", 5, statuses=("live", "history")) == []
        assert a.dense_search(np.asarray([1.0, 0.0], dtype=np.float32), "m2", 5) == []
        assert a.vectors_for([secret], "m2") == {} and a.stored_models() == {} and a.list_trash() == []
        assert a.retire([secret], "expired", 1.0) == 0 and a.fold_access([(secret, "s", 1.0)], cursor=1) == 0
        a.import_vectors("m2", [secret], np.asarray([[0.0, 1.0]], dtype=np.float32))   # must not reach b's row
        assert a.supersede(secret, NewMemory("team a overwrites it")).id != secret
        assert b.get(secret).status == "live" and b.get(secret).recall_count == 0
        np.testing.assert_allclose(b.vectors_for([secret], "m2")[secret], [1.0, 0.0])
        assert [t.memory_id for t in b.list_trash()] == [trashed]


def test_row_level_security_hides_other_spaces_from_the_space_role_even_without_a_filter(
        pg_url: str, tmp_path: Path) -> None:
    with pg(pg_url, "b", tmp_path) as b, pg(pg_url, "a", tmp_path) as a:
        b.add(NewMemory("only b may see this"))
        a.add(NewMemory("a's own memory"))
        assert a.backend()["rls_role"] == role_name("a")
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'SET ROLE "{role_name("a")}"')
        assert conn.execute("SELECT text FROM tm_memories").fetchall() == [("a's own memory",)]
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO tm_memories (space, text, content_hash, target, created_at, updated_at, terms) "
                         "VALUES ('b', 'x', 'h', 'memory', 0, 0, ''::tsvector)")


def test_two_hosts_superseding_one_fact_at_once_leave_a_single_chain(pg_url: str, tmp_path: Path) -> None:
    with pg(pg_url, "team", tmp_path / "h1") as host1, pg(pg_url, "team", tmp_path / "h2") as host2:
        old = host1.add(NewMemory("the release is on monday")).id
        barrier = threading.Barrier(2)
        results: list[int] = []

        def update(store: Any, text: str) -> None:
            barrier.wait()
            results.append(store.supersede(old, NewMemory(text)).id)

        threads = [threading.Thread(target=update, args=(h, t)) for h, t in
                   ((host1, "the release is on tuesday"), (host2, "the release is on wednesday"))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        live = host1.list()
        assert len(live) == 1 and live[0].id in results
        assert {m.id for m in host1.history(live[0].id)} == {old, *results}
        assert host1.count(status="history") == 2


def test_three_writers_adding_the_same_memories_store_each_once(pg_url: str, tmp_path: Path) -> None:
    stores = [pg(pg_url, "team", tmp_path / f"h{n}") for n in range(3)]
    texts = [f"shared fact number {n}" for n in range(60)]
    errors: list[BaseException] = []

    def write(store: Any) -> None:
        try:
            for start in range(0, len(texts), 7):
                store.add_many([NewMemory(t) for t in texts[start:start + 7]])
        except BaseException as exc:   # reported below, with the others
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(s,)) for s in stores]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    try:
        assert errors == []
        assert stores[0].count() == 60 and sorted(m.text for m in stores[0].list()) == sorted(texts)
    finally:
        for store in stores:
            store.close()


def test_vectors_another_host_writes_for_a_first_model_reach_this_hosts_recall_at_once(
        pg_url: str, tmp_path: Path) -> None:
    with pg(pg_url, "team", tmp_path / "reader") as reader, pg(pg_url, "team", tmp_path / "writer") as writer:
        memory = writer.add(NewMemory("the build server is called hopper")).id
        assert reader.vector_models() == set()
        writer.import_vectors("m2", [memory], np.asarray([[1.0, 0.0]], dtype=np.float32))
        assert reader.vector_models() == {"m2"}
        assert reader.dense_search(np.asarray([1.0, 0.0], dtype=np.float32), "m2", 1)[0][0] == memory
        reader.drop_vectors("m2")
        assert reader.vector_models() == set() and writer.stored_models() == {}


def test_a_stale_dense_coverage_is_answered_at_once_and_recounted_in_the_background(
        pg_url: str, tmp_path: Path) -> None:
    with pg(pg_url, "cover", tmp_path) as store:
        ids = [r.id for r in store.add_many([NewMemory(f"deploy note {n}") for n in range(4)], embed=False)]
        store.import_vectors("m2", ids[:2], np.eye(2, dtype=np.float32))
        assert store.dense_coverage("m2") == 0.5
        store.import_vectors("m2", ids[2:], np.eye(2, dtype=np.float32))
        assert store.dense_coverage("m2", max_age_s=0.0) == 0.5          # the last count, without waiting for one
        assert wait_for(lambda: store.dense_coverage("m2", max_age_s=0.0) == 1.0)   # then the new count


def test_a_stopped_server_gives_store_unavailable_and_the_same_store_works_once_it_is_back(
        own_server: PgServer, tmp_path: Path) -> None:
    url = own_server.new_database()
    store = pg(url, "a", tmp_path)
    kept = store.add(NewMemory("written before the outage")).id
    own_server.stop()
    try:
        with pytest.raises(StoreUnavailable) as caught:
            store.add(NewMemory("written during the outage"))
        assert "unavailable" in str(caught.value)
        with pytest.raises(StoreUnavailable):
            store.lexical_search("outage", 5)
        own_server.restart()
        when_back(lambda: store.add(NewMemory("written after the outage")))
        assert [m.text for m in store.list()] == ["written before the outage", "written after the outage"]
        assert store.get(kept).text == "written before the outage"
    finally:
        store.close()


def test_a_store_opened_while_the_server_is_down_starts_working_when_it_comes_up(
        own_server: PgServer, tmp_path: Path) -> None:
    url = own_server.new_database()
    own_server.stop()
    store = pg(url, "a", tmp_path)
    try:
        with pytest.raises(StoreUnavailable):
            store.count()
        own_server.restart()
        assert when_back(lambda: store.add(NewMemory("first write"))).created and store.count() == 1
    finally:
        store.close()


def test_the_database_password_is_masked_wherever_settings_are_shown() -> None:
    url = "postgresql://mem:s3cret@db.example.com:5432/memory?sslmode=require"
    settings = Settings(database_url=url)
    assert "s3cret" not in str(settings.to_json()) and settings.to_json(redact=False)["database_url"] == url
    assert redact_url(url) == "postgresql://mem:***@db.example.com:5432/memory?sslmode=require"
    assert "s3cret" not in str(describe(settings, Path("/x/cold.db"), Path("/home/u/.hermes")))
    assert redact_url("host=db password=s3cret") == "host=db password=***"


def test_the_default_space_is_the_hermes_profile_name() -> None:
    assert default_space(Path("/home/u/.hermes")) == "default"
    assert default_space(Path("/home/u/.hermes/profiles/work")) == "work"
    assert default_space(Path("/srv/gateway-home")) == "gateway-home"


def test_the_memories_per_lexeme_kept_on_write_equal_a_count_of_the_postings_after_every_kind_of_change(
        pg_url: str, tmp_path: Path) -> None:
    with pg(pg_url, "lexemes", tmp_path) as store, pg(pg_url, "lexemes-other", tmp_path) as other:
        ids = [r.id for r in store.add_many([NewMemory(f"Alice runs the billing job number {n}") for n in range(6)])]
        other.add(NewMemory("Alice runs another space's job"))
        store.supersede(ids[0], NewMemory("Alice moved the billing job to Lisbon"))
        store.rewrite_text(ids[1], "Bob runs the billing job now", safety_reason=None, safety_version="v")
        store.trash(ids[2], "test")
        store.purge(ids[3])
        store.purge(ids[2])
        with psycopg.connect(pg_url, autocommit=True) as conn:
            kept = conn.execute("SELECT space, lexeme, n FROM tm_lexemes WHERE space LIKE 'lexemes%%' AND n <> 0 "
                                "ORDER BY 1, 2").fetchall()
            counted = conn.execute("SELECT space, lexeme, count(*) FROM tm_postings WHERE space LIKE 'lexemes%%' "
                                   "GROUP BY 1, 2 ORDER BY 1, 2").fetchall()
        assert kept == counted and ("lexemes", "alic", 4) in kept and ("lexemes-other", "alic", 1) in kept


def test_best_first_rounds_in_sql_score_a_target_and_a_past_moment_as_the_full_pass_does(
        pg_url: str, tmp_path: Path) -> None:
    clock = iter(float(t) for t in range(1_000, 10_000))
    full = pg(pg_url, "sql-rounds", tmp_path, clock=lambda: next(clock))
    best = pg(pg_url, "sql-rounds", tmp_path / "best", impact_from=0)
    try:
        people, places = ("Alice", "Bob", "Carol"), ("Lisbon", "Porto", "Berlin", "Oslo")
        full.add_many([NewMemory(f"{people[n % 3]} visited {places[n % 4]} " + "again " * (n % 5),
                                 target="user" if n % 2 else "memory") for n in range(240)], embed=False)
        moved = full.lexical_search("Alice Lisbon", 5)[0][0]
        full.supersede(moved, NewMemory("Alice left Lisbon for good"))
        for query, options in (("Alice Lisbon", {"target": "user"}), ("Alice Lisbon", {"as_of": 1_100.0}),
                               ("Bob Oslo again", {"statuses": ("live", "history")}), ("Carol Porto", {})):
            exact, found = full.lexical_search(query, 12, **options), best.lexical_search(query, 12, **options)
            assert len(found) == len(exact) >= 10, (query, options, len(found), len(exact))
            assert all(abs(a - b) <= 1e-9 * a for (_, a), (_, b) in zip(exact, found))
    finally:
        full.close()
        best.close()
