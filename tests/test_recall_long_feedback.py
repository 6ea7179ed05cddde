"""Long messages at no extra embedding (bench/retrieval_long.py): feedback, long-only weights, a second lexical leg."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tiered_memory.bench.cv import collect_legs, fused_ranking, view_of
from tiered_memory.bench.retrieval import score_ranking
from tiered_memory.bench.retrieval_long import (LongSetting, collect_long, families, long_report, part, rank_long)
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.recall import DEFAULT_FUSION, dense_query
from tiered_memory.shared.store import ColdStore, NewMemory
from tiered_memory.shared.text import token_cost

FACTS = ["Bart's cat has been hiding under the bed and will not eat.", "Bart won the school painting competition.",
         "Bart's grandmother is in hospital with a bad flu.", "The team deploys to Fly.io every Friday.",
         "Bart plays the violin in the school orchestra.", "Bart saw penguins at the city zoo last spring."]
CHATTER = ("We talked for a long while about school, the weather, lunch, what happened in class and the "
           "homework for tomorrow, and then about nothing much at all. ") * 6
LONG = "My cat keeps hiding under the bed and will not eat anything. " + CHATTER + "What should I do now?"
SHORT = "Where did Bart see penguins?"


@pytest.fixture(scope="module")
def builtin() -> BuiltinEmbedder:
    return BuiltinEmbedder()


def _collect(tmp_path: Path, embedder: BuiltinEmbedder) -> list:   # type: ignore[type-arg]
    queries = [{"text": LONG, "gold": ["m0"]}, {"text": SHORT, "gold": ["m5"]}]
    with ColdStore(tmp_path / "cold.db", embedder=embedder) as store:
        results = store.add_many([NewMemory(text, source_ref=f"m{i}") for i, text in enumerate(FACTS)])
        ids = {r.id: frozenset({f"m{i}"}) for i, r in enumerate(results)}
        legs = collect_legs(store, embedder, "toy", "s", queries, ids, [view_of(DEFAULT_FUSION)])
        return collect_long(store, embedder, legs, queries, DEFAULT_FUSION)


def test_only_a_message_longer_than_its_embedded_view_gets_a_vector_and_lexical_views(
        tmp_path: Path, builtin: BuiltinEmbedder) -> None:
    long, short = _collect(tmp_path, builtin)
    assert dense_query(LONG) != LONG and dense_query(SHORT) == SHORT
    assert long.vector is not None and set(long.views) == {"head28", "head56", "tail28", "tail56"}
    assert short.vector is None and short.views == {}
    assert float(long.vector @ builtin.embed_query(dense_query(LONG))) > 0.999


def test_feedback_of_weight_zero_ranks_a_long_message_exactly_as_the_stored_dense_leg_does(
        tmp_path: Path, builtin: BuiltinEmbedder) -> None:
    long, _ = _collect(tmp_path, builtin)
    for source in ("lexical", "fused", "dense"):
        moved = rank_long(long, LongSetting("rocchio", source, 3, 0.0), 20, DEFAULT_FUSION)
        assert [key for key, _ in moved] == [key for key, _ in fused_ranking(long.legs, DEFAULT_FUSION, 20)]


def test_feedback_moves_the_dense_leg_toward_the_stored_vectors_of_the_first_lexical_hits(
        tmp_path: Path, builtin: BuiltinEmbedder) -> None:
    long, _ = _collect(tmp_path, builtin)
    assert long.space is not None
    first = long.legs.lexical[0][0]
    before = float(long.space.matrix[long.space.row[first]] @ long.vector)
    centroid = long.space.centroid([first])
    assert centroid is not None
    moved = long.vector + 2.0 * centroid
    moved = moved / np.linalg.norm(moved)
    assert float(long.space.matrix[long.space.row[first]] @ moved) > before
    assert long.space.search(moved, 1)[0][0] == first


def test_a_short_message_is_ranked_with_the_defaults_under_every_setting(
        tmp_path: Path, builtin: BuiltinEmbedder) -> None:
    _, short = _collect(tmp_path, builtin)
    expected = [key for key, _ in fused_ranking(short.legs, DEFAULT_FUSION, 20)]
    for settings in families().values():
        for setting in settings:
            assert [key for key, _ in rank_long(short, setting, 20, DEFAULT_FUSION)] == expected


def test_every_family_starts_with_the_defaults_and_is_reported_per_dataset_out_of_fold(
        tmp_path: Path, builtin: BuiltinEmbedder) -> None:
    queries = _collect(tmp_path, builtin)
    report = long_report(queries, DEFAULT_FUSION, 20, score_ranking, folds=2)
    assert report["long_messages"] == {"toy": 1}
    assert set(report["families"]) == {"rocchio", "rescore", "weights", "lexical_view"}
    for name, settings in families().items():
        assert settings[0] == LongSetting()
        figures = report["families"][name]["datasets"]["toy"]
        assert figures["in_sample"] >= figures["default"] and 0.0 <= figures["oof"] <= 1.0


def test_a_head_part_is_the_first_words_within_the_token_budget() -> None:
    head, tail = part(LONG, "head", 28.0), part(LONG, "tail", 28.0)
    assert LONG.startswith(head) and LONG.endswith(tail)
    assert 0 < token_cost(head) <= 28.0 and 0 < token_cost(tail) <= 28.0
    assert "cat" in head and "cat" not in tail
