"""Typing of hot entries: accuracy on the hand-labelled multilingual set, and the rules behind it."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest

from tiered_memory.shared.classify import Classification, classify_entry, find_dates

LABELS = Path(__file__).parent / "data" / "typing_labels.jsonl"
LANGS = ("en", "ko", "zh", "ja")


def load_labels() -> list[dict]:
    with LABELS.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def accuracy_by_language(rows: list[dict]) -> dict[str, dict[str, float]]:
    """Type and protection accuracy per language and overall."""
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for row in rows:
        result = classify_entry(row["text"])
        for key in (row["lang"], "all"):
            tally[key][0] += 1
            tally[key][1] += result.type == row["type"]
            tally[key][2] += result.protected == row["protected"]
    return {key: {"n": n, "type": typed / n, "protected": prot / n} for key, (n, typed, prot) in tally.items()}


@pytest.fixture(scope="module")
def labels() -> list[dict]:
    return load_labels()


def test_the_labelled_set_is_large_and_covers_four_languages_and_both_types(labels):
    assert len(labels) >= 120
    for lang in LANGS:
        mine = [row for row in labels if row["lang"] == lang]
        assert len(mine) >= 30, lang
        assert {row["type"] for row in mine} == {"state", "rule"}, lang
        assert any(row["protected"] for row in mine), lang
    assert all(set(row) == {"text", "lang", "type", "protected"} for row in labels)
    assert all(row["type"] == "rule" for row in labels if row["protected"])
    assert len({row["text"] for row in labels}) == len(labels)


def test_typing_is_at_least_90_percent_accurate_overall_and_per_language(labels):
    report = accuracy_by_language(labels)
    summary = ", ".join(f"{k}: type {v['type']:.3f} protected {v['protected']:.3f} (n={v['n']})"
                        for k, v in sorted(report.items()))
    print(f"\ntyping accuracy: {summary}")
    for key in (*LANGS, "all"):
        assert report[key]["type"] >= 0.9, summary
        assert report[key]["protected"] >= 0.9, summary


def test_protected_entries_are_never_typed_as_movable(labels):
    for row in (row for row in labels if row["protected"]):
        result = classify_entry(row["text"])
        assert result.type == "rule" and not result.movable, (row["text"], result.reasons)


@pytest.mark.parametrize("importance", [None, 0.0, 0.5, 0.9, 1.0])
def test_whatever_the_importance_a_protected_result_is_always_a_rule(labels, importance):
    for row in labels:
        result = classify_entry(row["text"], importance)
        if result.protected:
            assert result.type == "rule", row["text"]
        if result.red_line:
            assert result.protected, row["text"]


def test_a_dated_migration_record_is_a_state():
    result = classify_entry("2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched.")
    assert result.type == "state" and not result.protected and result.movable
    assert result.dates == ("2026-03-14",)
    assert any(reason.startswith("done:") for reason in result.reasons)


def test_an_english_completion_record_is_a_state_unlike_the_chinese_only_reference():
    assert classify_entry("2026-08-01 decided: migrated DB to Postgres, done").type == "state"


@pytest.mark.parametrize("text", [
    "2026-05-02 결제 서비스 배포 완료, 롤백 없음.",
    "2026-05-02 支付服务已部署上线，没有回滚。",
    "2026-05-02 決済サービスを本番にデプロイ完了、ロールバックなし。",
])
def test_completion_records_are_states_in_korean_chinese_and_japanese(text):
    assert classify_entry(text).type == "state"


def test_a_dated_record_that_also_sets_a_standing_instruction_stays_a_rule():
    result = classify_entry("2026-03-14 Migrated the blog to Fly.io; from now on always deploy with `fly deploy`.")
    assert result.type == "rule" and result.red_line and result.protected


def test_a_short_red_line_with_a_completion_word_is_protected_at_full_importance():
    result = classify_entry("红线: 已删除的数据禁止恢复", importance=1.0)
    assert (result.type, result.protected, result.red_line) == ("rule", True, True)


def test_importance_of_at_least_0_9_keeps_even_a_completion_record_hot_and_protected():
    text = "2026-01-22 Renewed the example.dev domain for two years."
    assert classify_entry(text).movable
    assert classify_entry(text, importance=0.89).movable
    important = classify_entry(text, importance=0.9)
    assert important.type == "rule" and important.protected and not important.red_line


def test_a_correction_is_a_protected_rule_even_when_it_says_fixed():
    result = classify_entry("Fixed: user's timezone is America/Toronto, not America/New_York (corrected 2026-02-14).")
    assert result.type == "rule" and result.protected


def test_an_open_item_with_a_completion_word_stays_hot():
    assert classify_entry("Grafana dashboard migration not yet finished; continue next week.").type == "rule"
    assert classify_entry("Grafana 看板迁移还没完成，下周继续。").type == "rule"


def test_a_pending_word_inside_a_compound_noun_does_not_block_a_state():
    assert classify_entry("2026-06-03 2분기 종합소득세 예정신고 납부 완료.").type == "state"
    assert classify_entry("2026-06-03 第2四半期の予定納税を納付した。").type == "state"


def test_plain_facts_and_preferences_default_to_unprotected_rules():
    for text in ("User works in Berlin and usually codes in the evenings.",
                 "사용자는 탭보다 스페이스 4칸을 선호한다.",
                 "测试环境数据库端口是 5433，不是 5432。",
                 "Pythonプロジェクトではpipではなくuvを使う。"):
        result = classify_entry(text)
        assert result.type == "rule" and not result.protected, text


def test_style_and_interaction_rules_are_protected_in_every_language():
    for text in ("User prefers concise answers without emojis.",
                 "사용자는 답변을 한국어로 받기를 원한다.",
                 "用户喜欢简洁的回答，不要用表情符号。",
                 "回答は常に日本語で、敬語を使うこと。"):
        assert classify_entry(text).protected, text


def test_words_inside_inline_code_are_not_read_as_markers():
    assert classify_entry("Alias `deployed` points at the production cluster.").type == "rule"
    assert classify_entry("Deployed v2 to production; alias `prod` now points at it.").type == "state"


def test_dates_are_found_in_iso_slashed_and_cjk_forms_and_impossible_dates_are_ignored():
    text = "Started 2026/3/5, moved 2026年4月1日, done 2026년 5월 2일, not 2026-02-30 or 2026-13-01, again 2026-03-05."
    assert find_dates(text) == ("2026-03-05", "2026-04-01", "2026-05-02")
    assert classify_entry("２０２６－０３－１４ 完了").dates == ("2026-03-14",)


def test_an_empty_entry_is_an_unprotected_rule():
    assert classify_entry("") == Classification("rule", False, (), (), False)


@pytest.mark.parametrize("text", [
    "회사 노트북은 맥북을 사용함.",           # present tense memo style: uses
    "由用户决定用哪个数据库。",               # the user decides (not: it was decided)
    "Signed commits are required on main.",  # a participle used as an adjective
    "每周五前要完成周报。",                   # a recurring duty that mentions finishing
    "Keep the changelog updated.",           # an imperative that ends in a past participle
])
def test_completion_words_in_standing_facts_do_not_make_a_state(text):
    assert classify_entry(text).type == "rule", classify_entry(text).reasons


def test_reasons_name_the_signals_that_fired():
    result = classify_entry("2026-08-01 decided: migrated DB to Postgres, done")
    assert result.reasons == ("done:decided", "done:migrated", "done:done", "date:2026-08-01")
