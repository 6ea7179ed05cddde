"""The store's common words (SearchPart.common_words, text.without_words) and their bench family (bench/retrieval_short.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiered_memory.bench.cv import POOL_MAX, collect_legs, fuse_legs, fused_ranking, view_of
from tiered_memory.bench.retrieval_short import ShortSetting, collect_short, families, rank_short
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.recall import DEFAULT_FUSION
from tiered_memory.shared.store import ColdStore, NewMemory
from tiered_memory.shared.text import query_words, without_words

FACTS = ["사용자는 땅콩 알레르기가 있다.", "사용자의 딸은 3월에 초등학교에 입학한다.", "사용자는 다음 달에 부산으로 이사한다.",
         "사용자는 마라톤 훈련 중이며 주당 40km를 달린다.", "주간 팀 회의는 매주 화요일 오전 10시다.",
         "The user keeps a grey cat named Pixel."]
LONG = "오늘 회의에서 정말 많은 이야기를 나눴는데, " * 12 + "사용자는 어디로 이사 가?"


def test_without_words_leaves_out_exactly_the_given_words_as_the_query_splits_them() -> None:
    assert query_words("사용자는 얼마나 뛰어?") == ["사용자는", "얼마나", "뛰어?"]
    assert without_words("사용자는 얼마나 뛰어?", {"사용자는"}) == "얼마나 뛰어?"
    assert without_words("Where is  the user relocating to?", {"user"}) == "Where is the relocating to?"


def test_without_words_keeps_the_text_when_nothing_with_a_search_term_would_remain() -> None:
    assert without_words("사용자는 얼마나?", {"사용자는"}) == "사용자는 얼마나?"   # 얼마나 is a function word
    assert without_words("Where is the user?", {"user?"}) == "Where is the user?"
    assert without_words("사용자는 얼마나 뛰어?", set()) == "사용자는 얼마나 뛰어?"


def test_word_counts_count_the_memories_holding_all_of_a_words_search_terms(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        store.add_many([NewMemory(text) for text in FACTS])
        counts, total = store.word_counts("사용자는 얼마나 뛰어? 주간 회의 user")
        assert total == len(FACTS)
        assert counts == {"사용자는": 4, "뛰어?": 0, "주간": 1, "회의": 1, "user": 1}   # 얼마나: no search term
        assert store.common_words("사용자는 얼마나 뛰어?", 0.5) == {"사용자는"}
        assert store.common_words("사용자는 얼마나 뛰어?", 0.7) == set()
        assert store.without_common_words("사용자는 얼마나 뛰어?", 0.5) == "얼마나 뛰어?"
        assert store.without_common_words("사용자는 얼마나 뛰어?", 0.0) == "사용자는 얼마나 뛰어?"


def test_a_word_in_fewer_than_the_minimum_count_of_memories_is_never_common(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        store.add_many([NewMemory(text) for text in FACTS[:2]])
        assert store.word_counts("사용자는 뭐 좋아해?")[0]["사용자는"] == 2
        assert store.common_words("사용자는 뭐 좋아해?", 0.1) == set()
        assert store.common_words("사용자는 뭐 좋아해?", 0.1, min_count=2) == {"사용자는"}


@pytest.fixture(scope="module")
def builtin() -> BuiltinEmbedder:
    return BuiltinEmbedder()


def test_the_bench_family_moves_only_short_queries_with_a_common_word_and_starts_with_the_defaults(
        tmp_path: Path, builtin: BuiltinEmbedder) -> None:
    queries = [{"text": "사용자는 얼마나 뛰어?", "gold": ["m3"]}, {"text": "주간 팀 회의는 언제야?", "gold": ["m4"]},
               {"text": LONG, "gold": ["m2"]}]
    with ColdStore(tmp_path / "cold.db", embedder=builtin) as store:
        results = store.add_many([NewMemory(text, source_ref=f"m{i}") for i, text in enumerate(FACTS)])
        ids = {r.id: frozenset({f"m{i}"}) for i, r in enumerate(results)}
        legs = collect_legs(store, builtin, "toy", "s", queries, ids, [view_of(DEFAULT_FUSION)])
        common, plain, long = collect_short(store, builtin, legs, queries, DEFAULT_FUSION, "ko")
        expected = store.dense_search(builtin.embed_query("얼마나 뛰어?"), builtin.model_id, POOL_MAX)
    assert common.texts[0.5] == "얼마나 뛰어?" and plain.texts == {} and long.vector is None
    assert common.alone[0.5] == expected
    assert all(settings[0] == ShortSetting() for settings in families().values())
    for query in (plain, long):
        for setting in families()["common"]:
            assert rank_short(query, setting, 20, DEFAULT_FUSION) == fused_ranking(query.legs, DEFAULT_FUSION, 20)
    assert rank_short(common, ShortSetting("common", 0.5, "replace"), 20, DEFAULT_FUSION) == \
        fuse_legs(common.legs, DEFAULT_FUSION, common.legs.lexical, expected, 20)
