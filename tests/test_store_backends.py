"""The same cold-store behaviour on both backends: SQLite (cold.db) and PostgreSQL + pgvector (a real server)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np
import pytest

from tiered_memory.shared.embedders.base import Embedder
from tiered_memory.shared.errors import MemoryNotFound
from tiered_memory.shared.recall import recall
from tiered_memory.shared.store import NewMemory
from tiered_memory.shared.store.backend import open_store

Factory = Callable[..., Any]


class LetterEmbedder(Embedder):
    """A tiny deterministic embedder for these tests: letter frequencies a..z, L2-normalised."""

    model_id = "test:letters"
    dim = 26

    def _embed(self, texts: list[str], *, is_query: bool, timeout: float | None) -> np.ndarray:
        rows = np.zeros((len(texts), 26), dtype=np.float32)
        for row, text in enumerate(texts):
            for char in text.lower():
                if "a" <= char <= "z":
                    rows[row, ord(char) - 97] += 1
            rows[row] /= max(float(np.linalg.norm(rows[row])), 1e-9)
        return rows


@pytest.fixture(params=["sqlite", "postgres"])
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Factory]:
    """`make_store(space="a", embedder=None)`: a store on the parametrised backend (closed afterwards)."""
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    opened: list[Any] = []

    def make(space: str = "a", **options: Any) -> Any:
        store = open_store(url, tmp_path / f"{space}.db", space=space, **options) if url else \
            open_store(None, tmp_path / f"{space}.db", **options)
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()


def unit(*values: float) -> np.ndarray:
    vector = np.asarray(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def test_an_equal_memory_is_stored_once_and_reported_as_a_duplicate(make_store: Factory) -> None:
    store = make_store()
    first, again, other = store.add_many([NewMemory("The deploy key lives in Vault"),
                                          NewMemory("the  deploy key lives in vault"), NewMemory("Tea at four")])
    assert first.created and not again.created and again.id == first.id and again.reason == "duplicate"
    assert store.add(NewMemory("THE DEPLOY KEY LIVES IN VAULT")).id == first.id
    assert store.count() == 2 and [m.id for m in store.list()] == [first.id, other.id]


def test_reads_by_id_hash_text_and_status_return_the_stored_rows(make_store: Factory) -> None:
    store = make_store()
    a = store.add(NewMemory("user likes green tea", target="user", type="rule")).id
    b = store.add(NewMemory("build runs on ci")).id
    assert store.get(a).text == "user likes green tea" and store.get(a).type == "rule"
    assert set(store.get_many([a, b, 999999])) == {a, b}
    assert store.find_by_hash("User likes green tea").id == a
    assert store.find_by_hash("user likes green tea", "memory") is None
    assert store.find_text("build runs on ci").id == b
    assert [m.id for m in store.list(target="user")] == [a] and store.count(type="rule") == 1
    with pytest.raises(MemoryNotFound):
        store.get(999999)


def test_a_superseded_fact_becomes_history_of_the_new_value_newest_first(make_store: Factory) -> None:
    store = make_store()
    old = store.add(NewMemory("the office is in Berlin")).id
    new = store.supersede(old, NewMemory("the office is in Lisbon")).id
    assert store.get(old).status == "history" and store.get(old).superseded_by == new
    assert [m.id for m in store.history(new)] == [new, old]
    assert [i for i, _ in store.lexical_search("office", 5)] == [new]
    assert {i for i, _ in store.lexical_search("office", 5, statuses=("live", "history"))} == {old, new}
    archived = store.archive(NewMemory("the office was in Paris"), superseded_by=new, reason="replaced")
    assert store.archive(NewMemory("the office was in Paris")).id == archived.id
    assert store.get(archived.id).history_reason == "replaced" and store.count(status="history") == 2


def test_english_stemming_and_two_character_cjk_words_match_lexically(make_store: Factory) -> None:
    store = make_store()
    deploy = store.add(NewMemory("We deployed the service on Fridays")).id
    cjk = store.add(NewMemory("用户的认证令牌存放在保险库里")).id
    store.add(NewMemory("Lunch is at noon"))
    assert [i for i, _ in store.lexical_search("deploying", 5)] == [deploy]
    assert [i for i, _ in store.lexical_search("认证", 5)] == [cjk]


def test_a_trashed_memory_leaves_search_and_comes_back_under_its_old_id_with_its_history(
        make_store: Factory) -> None:
    store = make_store()
    old = store.add(NewMemory("the api port is 8080")).id
    new = store.supersede(old, NewMemory("the api port is 9090")).id
    entry = store.trash(new, "user asked")
    assert [t.memory_id for t in store.list_trash()] == [new] and store.in_trash("The api port is 9090")
    assert store.lexical_search("port 9090", 5) == [] and store.trashed_rows()[0]["trash_reason"] == "user asked"
    with pytest.raises(MemoryNotFound):
        store.get(new)
    restored = store.restore(entry.memory_id)
    assert restored.id == new and [m.id for m in store.history(new)] == [new, old] and store.list_trash() == []


def test_purge_removes_a_memory_with_every_older_version_and_its_trash_copy(make_store: Factory) -> None:
    store = make_store()
    old = store.add(NewMemory("wifi password hint: blue")).id
    new = store.supersede(old, NewMemory("wifi password hint: red")).id
    store.trash(new, "forget")
    result = store.purge(new)
    assert set(result.memory_ids) == {old, new} and result.trash_entries == 1
    assert store.count(status=None) == 0 and store.list_trash() == []
    assert store.lexical_search("wifi", 5, statuses=("live", "history")) == []
    with pytest.raises(MemoryNotFound):
        store.purge(new)


def test_dense_search_ranks_by_cosine_within_the_chosen_statuses(make_store: Factory) -> None:
    store = make_store()
    ids = [r.id for r in store.add_many([NewMemory(f"memory number {n}") for n in range(4)], embed=False)]
    vectors = np.vstack([unit(1, 0, 0), unit(1, 1, 0), unit(0, 1, 0), unit(0, 0, 1)])
    assert store.import_vectors("m3", ids, vectors) == 4
    assert store.stored_models() == {"m3": 4} and store.model_dim("m3") == 3
    assert [i for i, _ in store.dense_search(unit(1, 0.1, 0), "m3", 2)] == [ids[0], ids[1]]
    store.retire([ids[0]], "expired", 1.0)
    assert [i for i, _ in store.dense_search(unit(1, 0.1, 0), "m3", 2)] == [ids[1], ids[2]]
    both = store.dense_search(unit(1, 0.1, 0), "m3", 1, statuses=("live", "history"))
    assert [i for i, _ in both] == [ids[0]] and abs(both[0][1] - float(unit(1, 0.1, 0) @ vectors[0])) < 1e-5
    np.testing.assert_allclose(store.vectors_for([ids[3]], "m3")[ids[3]], vectors[3], atol=1e-6)


def test_memories_stored_lexical_only_are_backfilled_by_the_embedder(make_store: Factory) -> None:
    store = make_store(embedder=LetterEmbedder())
    store.add_many([NewMemory("alpha beta"), NewMemory("gamma delta")], embed=False)
    assert store.pending_vectors() == 2 and store.stored_models() == {}
    assert store.backfill_vectors(10) == 2 and store.pending_vectors() == 0
    assert store.stored_models() == {"test:letters": 2} and store.vector_models() == {"test:letters"}
    written = store.add(NewMemory("epsilon zeta"))
    assert written.embedded and store.coverage() == (3, 3)


def test_fused_recall_returns_the_same_ranking_on_both_backends(make_store: Factory) -> None:
    store = make_store(embedder=LetterEmbedder())
    texts = ["the cat sat on the mat", "dogs chase cats in the yard", "a recipe for lemon cake",
             "the quarterly report is due friday", "cats and dogs are pets", "lemon tea with honey"]
    store.add_many([NewMemory(t) for t in texts])
    ranked = [c.memory.text for c in recall(store, "cats and dogs", 3).candidates]
    assert ranked[:2] == ["cats and dogs are pets", "dogs chase cats in the yard"]


def test_recall_events_are_counted_exactly_once_per_cursor(make_store: Factory) -> None:
    store = make_store()
    a = store.add(NewMemory("standup at nine")).id
    assert store.fold_access([(a, "s1", 10.0), (a, "s2", 11.0)], cursor=5) == 2
    assert store.fold_access([(a, "s1", 12.0)], cursor=5) == 0 and store.access_cursor() == 5
    memory = store.get(a)
    assert memory.recall_count == 2 and memory.recall_sessions == 2 and store.sessions_since(a, 10.5) == 1
    assert store.expired(now=10_000_000_000.0, horizons_s={"fact": 1.0}) == [a]
    assert store.retire([a], "expired", 20.0) == 1 and store.lifecycle_counts()["history_by_reason"] == {"expired": 1}


def test_the_lexical_leg_ranks_a_large_store_as_sqlite_does_also_when_history_fills_the_first_window(
        pg_url: str, tmp_path: Path) -> None:
    from tiered_memory.bench.scale import synthetic_memories, synthetic_queries

    texts = synthetic_memories(5200)   # past COMMON_TERM_CUTOFF_FROM: common query terms are dropped
    stores = [open_store(None, tmp_path / "lite.db"), open_store(pg_url, tmp_path / "pg.db", space="big")]
    try:
        for store in stores:
            store.add_many([NewMemory(t) for t in texts], embed=False)

        def same_ranking(query: str, k: int) -> bool:
            """The same texts in the same order, BM25 within 0.1 % (FTS5 and PostgreSQL count a few
            documents' lengths differently)."""
            lite, pg = (store.lexical_search(query, k) for store in stores)
            texts = [[store.get(i).text for i, _ in hits] for store, hits in zip(stores, (lite, pg))]
            return bool(lite) and texts[0] == texts[1] and all(abs(a - b) <= 1e-3 * abs(a)
                                                               for (_, a), (_, b) in zip(lite, pg))

        queries = synthetic_queries(25)
        assert all(same_ranking(query, 20) for query in queries)
        crowded = queries[0]
        for rank, (memory_id, _) in enumerate(stores[0].lexical_search(crowded, 30)):   # the first window: history
            text = stores[0].get(memory_id).text
            for store in stores:
                store.supersede(store.find_text(text).id, NewMemory(f"retired note {rank}"))
        assert same_ranking(crowded, 5)
    finally:
        for store in stores:
            store.close()


def test_reading_postings_best_first_finds_the_full_scans_top_scores_also_when_history_fills_the_first_window(
        pg_url: str, tmp_path: Path) -> None:
    from tiered_memory.bench.scale import synthetic_memories, synthetic_queries

    full = open_store(pg_url, tmp_path / "full.db", space="impact")   # 5,200 memories: below IMPACT_FROM
    best = open_store(pg_url, tmp_path / "best.db", space="impact", impact_from=0)
    try:
        full.add_many([NewMemory(t) for t in synthetic_memories(5200)], embed=False)

        def same_scores(query: str, k: int) -> bool:
            """The same top-k scores in order; each best-first hit scored as the full scan scores it (among
            equal scores either may list other memories)."""
            exact, found = full.lexical_search(query, k), best.lexical_search(query, k)
            every = dict(full.lexical_search(query, 6000))
            return (bool(found) and len(found) == len(exact)
                    and all(abs(a - b) <= 1e-9 * a for (_, a), (_, b) in zip(exact, found))
                    and all(abs(every[i] - s) <= 1e-9 * s for i, s in found))

        queries = synthetic_queries(25)
        assert all(same_scores(query, 20) for query in queries)
        crowded = queries[0]
        for rank, (memory_id, _) in enumerate(full.lexical_search(crowded, 30)):   # the first window: history
            full.supersede(memory_id, NewMemory(f"retired note {rank}"))
        assert same_scores(crowded, 5)
    finally:
        full.close()
        best.close()


def test_read_best_first_korean_words_and_a_lexeme_spelled_like_a_cache_key_score_as_in_the_full_pass(
        pg_url: str, tmp_path: Path) -> None:
    full = open_store(pg_url, tmp_path / "full.db", space="ko-impact")
    best = open_store(pg_url, tmp_path / "best.db", space="ko-impact", impact_from=0)
    try:
        full.add_many([NewMemory(t) for t in ("사용자의 노트북은 M3 칩이 들어간 맥북 프로다.", "프로덕션 배포는 매주 금요일에 진행된다.",
                                              "어제 배포가 실패했다.", "프로 야구 경기를 봤다.")], embed=False)
        full.add_many([NewMemory(t) for t in ("two ATs at the station at noon", "the station is closed")],
                      embed=False)
        for query in ("프로덕션에서 뭐가 실패하는 거야?", "프로 로덕 덕션", "맥북 프로", "ats at the station"):
            exact, found = dict(full.lexical_search(query, 10)), dict(best.lexical_search(query, 10))
            assert found.keys() == exact.keys() and all(abs(found[i] - s) <= 1e-9 * s for i, s in exact.items())
    finally:
        full.close()
        best.close()


def test_a_korean_word_is_a_lexical_hit_only_where_all_its_bigrams_are(make_store: Factory) -> None:
    store = make_store()
    laptop = store.add(NewMemory("사용자의 노트북은 M3 칩이 들어간 맥북 프로다.")).id
    deploy = store.add(NewMemory("프로덕션 배포는 매주 금요일에 진행된다.")).id
    failed = store.add(NewMemory("어제 배포가 실패했다.")).id
    hits = dict(store.lexical_search("프로덕션에서 뭐가 실패하는 거야?", 10))
    assert laptop not in hits and set(hits) == {deploy, failed}
    as_grams = dict(store.lexical_search("프로 로덕 덕션", 10))   # the same bigrams, each on its own
    assert abs(hits[deploy] - as_grams[deploy]) < 1e-9 and laptop in as_grams
