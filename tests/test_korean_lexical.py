"""Korean words in the lexical leg: the stem of a space-delimited word is one term that needs all its bigrams."""

from __future__ import annotations

from pathlib import Path

from tiered_memory.shared.store import ColdStore, NewMemory
from tiered_memory.shared.text import query_terms


def test_a_korean_word_is_one_term_of_its_stem_bigrams_and_other_scripts_keep_their_bigrams() -> None:
    terms = query_terms("프로덕션에서 실패하는 DB는 认证服务?", korean_words=True)
    assert terms == ["프로 로덕 덕션", "실패", "db", "认证", "证服", "服务"]
    assert query_terms("프로덕션에서 실패하는 DB는?")[:3] == ["프로", "로덕", "덕션"]   # the default is unchanged


def test_a_memory_sharing_only_a_piece_of_a_longer_korean_word_is_no_lexical_hit(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        laptop = store.add(NewMemory("사용자의 노트북은 M3 칩이 들어간 맥북 프로다.")).id
        deploy = store.add(NewMemory("프로덕션 배포는 매주 금요일에 진행된다.")).id
        failed = store.add(NewMemory("어제 배포가 실패했다.")).id
        hits = [i for i, _ in store.lexical_search("프로덕션에서 뭐가 실패하는 거야?", 10)]
    assert laptop not in hits
    assert set(hits) == {deploy, failed}


def test_a_whole_korean_word_scores_as_its_bigrams_did(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        tabs = store.add(NewMemory("사용자는 스페이스보다 탭을 선호하고 들여쓰기 폭은 4다.")).id
        store.add(NewMemory("사용자가 가장 좋아하는 음식은 김치찌개다."))
        as_word = dict(store.lexical_search("들여쓰기는?", 5))
        as_grams = dict(store.lexical_search("들여 여쓰 쓰기", 5))
    assert list(as_word) == [tabs]
    assert as_word[tabs] > 0 and abs(as_word[tabs] - as_grams[tabs]) < 1e-9
