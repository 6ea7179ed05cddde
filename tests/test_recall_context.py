"""Conversation context in recall: a memory stored beside a recalled one in the same moment shares its score."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from tiered_memory.shared.context import with_context
from tiered_memory.shared.recall import DEFAULT_FUSION, recall
from tiered_memory.shared.store import NewMemory
from tiered_memory.shared.store.backend import open_store

MOMENT = "2023-05-08T13:56:00"
TALK = ["I finally finished my first screenplay last Friday!", "Congrats! What genre is the screenplay?",
        "Thanks! It's a mix of drama and romance.", "We should celebrate with dinner soon."]
OTHERS = ["The staging database runs on port 5433.", "Deploys go out every Friday from main.",
          "The user is allergic to peanuts."]
QUERY = "What genre is the screenplay?"
OFF = dataclasses.replace(DEFAULT_FUSION, context_top=0)


@pytest.fixture(params=["sqlite", "postgres"])
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[..., Any]]:
    """A lexical-only store on the parametrised backend (closed afterwards)."""
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    opened: list[Any] = []

    def make() -> Any:
        store = open_store(url, tmp_path / "cold.db", space="a") if url else open_store(None, tmp_path / "cold.db")
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()


def _conversation(store: Any, moment: str | None = MOMENT, target: str = "memory") -> list[int]:
    store.add_many([NewMemory(text, event_time=f"2023-01-0{n + 1}") for n, text in enumerate(OTHERS)])
    return [r.id for r in store.add_many([NewMemory(text, event_time=moment, target=target) for text in TALK])]


def test_the_reply_after_a_recalled_question_is_recalled_by_context_alone(make_store: Callable[..., Any]) -> None:
    store = make_store()
    first, question, answer, after = _conversation(store)
    found = {c.memory.id: c for c in recall(store, QUERY, 5).candidates}
    assert found[answer].legs == ("context",) and found[answer].context is not None and found[answer].context > 0
    assert found[question].lexical_rank == 1
    assert answer not in {c.memory.id for c in recall(store, QUERY, 5, params=OFF).candidates}


@pytest.mark.parametrize("moment", [None, "2023-05-08"])
def test_memories_without_an_event_time_or_with_a_date_alone_get_no_context(
        make_store: Callable[..., Any], moment: str | None) -> None:
    store = make_store()
    _, _, answer, _ = _conversation(store, moment=moment)
    with_context_on = recall(store, QUERY, 5)
    assert answer not in with_context_on.ids
    assert with_context_on.ids == recall(store, QUERY, 5, params=OFF).ids


def test_a_trashed_neighbour_or_one_of_another_target_never_enters_by_context(
        make_store: Callable[..., Any]) -> None:
    store = make_store()
    _, _, answer, _ = _conversation(store)
    store.trash(answer, "user asked")
    assert answer not in recall(store, QUERY, 5).ids
    _, _, other_answer, _ = _conversation(store, moment="2023-06-01T10:00:00", target="user")
    assert other_answer not in recall(store, QUERY, 5, target="memory").ids
    assert other_answer in recall(store, QUERY, 5, target="user").ids


def test_a_hit_shares_its_score_with_the_next_previous_and_two_away_memories_of_its_moment() -> None:
    ranked = [(10, {"fused": 1.0, "lexical_rank": 1}), (30, {"fused": 0.5, "dense_rank": 1})]
    t, u, v = "2023-05-08T13:56:00", "2023-05-08 14:30", "2023-05-09T09:00:00"
    moments = {8: t, 9: t, 10: t, 11: t, 12: t, 29: t, 30: u, 31: u, 32: v}
    params = dataclasses.replace(DEFAULT_FUSION, context_after=0.5, context_before=0.375, context_two=0.25)
    scores = {key: evidence["fused"] for key, evidence in with_context(ranked, moments, params)}
    assert scores == pytest.approx({10: 1.0, 11: 0.5, 9: 0.375, 12: 0.25, 8: 0.25, 30: 0.5, 31: 0.25})
    # 29 is of another moment than 30, and 32 is not of 31's: neither gains anything


def test_context_counts_only_hits_in_the_fused_top_and_keeps_the_fused_order_on_ties() -> None:
    ranked = [(1, {"fused": 0.2}), (5, {"fused": 0.2}), (9, {"fused": 0.1})]
    moments = {n: MOMENT for n in range(12)}
    params = dataclasses.replace(DEFAULT_FUSION, context_top=2, context_after=0.5, context_before=0.0, context_two=0.0)
    keys = [key for key, _ in with_context(ranked, moments, params)]
    assert keys == [1, 5, 9, 2, 6]   # 2 and 6 gain 0.1 each and tie with 9, which stays first; 10 gains nothing
