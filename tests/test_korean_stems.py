"""Korean query words are searched by their stems: grammar off, question and auxiliary words no terms."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from tiered_memory.shared.korean import RULES, stem
from tiered_memory.shared.store import ColdStore, NewMemory
from tiered_memory.shared.store.backend import open_store
from tiered_memory.shared.text import query_terms


def test_a_korean_word_loses_its_particle_ending_light_verb_and_honorific_suffix() -> None:
    stems = {word: stem(word, RULES) for word in (
        "사용자에게", "서버에서는", "필요하죠", "접속하려면", "보관됩니까", "만료돼요", "다니세요", "올리셨어요",
        "마셔요", "빌렸어", "어머님", "아내분이", "프로덕션에서", "필요", "중요해요")}
    assert stems == {
        "사용자에게": "사용자", "서버에서는": "서버", "필요하죠": "필요", "접속하려면": "접속", "보관됩니까": "보관",
        "만료돼요": "만료", "다니세요": "다니", "올리셨어요": "올리", "마셔요": "마시", "빌렸어": "빌리",
        "어머님": "어머", "아내분이": "아내", "프로덕션에서": "프로덕션", "필요": "필요", "중요해요": "중요"}


def test_korean_question_words_and_one_syllable_stems_are_no_search_terms() -> None:
    assert query_terms("개발서버에 접속하려면 뭐가 필요해?", korean_words=True) == ["개발 발서 서버", "접속", "필요"]
    assert query_terms("사용자가 못 먹는 음식이 언제 있나요?", korean_words=True) == ["사용 용자", "음식"]


def test_the_word_rule_without_korean_rules_is_the_earlier_one() -> None:
    assert query_terms("접속하려면 뭐가 필요해?", korean_words=True, korean_rules=frozenset()) == \
        ["접속 속하 하려 려면", "뭐가", "필요"]


def test_the_default_terms_outside_the_lexical_leg_do_not_change() -> None:
    assert query_terms("접속하려면 뭐가 필요해?") == ["접속", "속하", "하려", "려면", "뭐가", "필요", "요해"]


@pytest.fixture(params=["sqlite", "postgres"])
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], Any]]:
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    opened: list[Any] = []

    def make() -> Any:
        store = open_store(url, tmp_path / "cold.db", space="ko") if url else open_store(None, tmp_path / "cold.db")
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()


def test_a_memory_is_found_by_a_question_that_conjugates_its_verb_otherwise(make_store: Callable[[], Any]) -> None:
    store = make_store()
    review = store.add(NewMemory("코드 리뷰는 최소 한 명의 승인이 있어야 머지할 수 있다.")).id
    store.add(NewMemory("배포는 매주 금요일에 진행된다."))
    hits = [memory_id for memory_id, _ in store.lexical_search("머지하려면 뭐가 필요해?", 10)]
    assert hits == [review]


def test_a_memory_holding_only_a_question_word_of_the_query_is_no_lexical_hit(make_store: Callable[[], Any]) -> None:
    store = make_store()
    meeting = store.add(NewMemory("주간 회의는 화요일 오전 10시다.")).id
    store.add(NewMemory("언제든 편하게 물어봐도 된다."))
    hits = [memory_id for memory_id, _ in store.lexical_search("주간 회의 언제?", 10)]
    assert hits == [meeting]


def test_a_stem_scores_as_the_same_bigrams_searched_alone(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        vpn = store.add(NewMemory("개발 서버 접속은 VPN을 켜야만 가능하다.")).id
        store.add(NewMemory("개발팀 회의록은 위키에 올린다."))
        as_stem = dict(store.lexical_search("접속하려면?", 5))
        as_gram = dict(store.lexical_search("접속", 5))
    assert list(as_stem) == [vpn] and abs(as_stem[vpn] - as_gram[vpn]) < 1e-9
