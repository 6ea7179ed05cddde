"""Property-based fuzz of the model's tool arguments through the real provider: any arguments give a
JSON answer, and anything wrong is an `invalid_argument` (or `not_found`), never an internal error."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tiered_memory.plugin.tools import INT64_MAX, int_arg
from tiered_memory.shared.config import Paths
from tiered_memory.shared.store import ColdStore, NewMemory

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
ANY_TEXT = st.text(st.characters(exclude_categories=()), max_size=80)
JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | ANY_TEXT,
                       lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                       max_leaves=6)
EXPECTED_ERRORS = {"invalid_argument", "not_found", "queue_full", "queue_error", "unavailable"}


@pytest.fixture(scope="module")
def provider(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    pytest.importorskip("agent.memory_provider", reason="hermes-agent is not installed in this interpreter")
    from tiered_memory.plugin.provider import TieredMemoryProvider

    home = tmp_path_factory.mktemp("fuzz_tools")
    patch = pytest.MonkeyPatch()
    for name, value in {"HERMES_HOME": str(home), "TIERED_MEMORY_WORKER": "0", "TIERED_MEMORY_EMBEDDER": "none"}.items():
        patch.setenv(name, value)
    with ColdStore(Paths(home).cold_db) as store:
        store.add_many([NewMemory(t) for t in ("The staging cluster runs on port 8443.",
                                                "사용자는 답변을 한국어로 받기를 원한다.", "用户喜欢简洁的回答。")])
    p = TieredMemoryProvider()
    p.initialize("fuzz-session", hermes_home=str(home), platform="cli", agent_context="primary")
    yield p
    p.shutdown()
    patch.undo()


def answer_of(provider: Any, tool: str, args: Any) -> dict:
    raw = provider.handle_tool_call(tool, args)
    answer = json.loads(raw)
    assert isinstance(answer, dict)
    if answer.get("ok") is False:
        assert answer["error"]["type"] in EXPECTED_ERRORS, answer
    return answer


@FUZZ
@example(args={"query": "port\x00 8443 \"AND\" NEAR(* ) ^ -"})
@example(args={"query": "x", "limit": "٣"})
@example(args={"query": "\ud800"})
@given(args=st.dictionaries(st.sampled_from(["query", "limit", "include_history", "as_of", "other"]), JSONISH,
                            max_size=4))
def test_any_recall_arguments_give_an_answer_or_an_argument_error(provider, args) -> None:
    answer = answer_of(provider, "tiered_memory_recall", args)
    if answer.get("ok"):
        assert isinstance(answer["results"], list)


@FUZZ
@example(args={"id": "٣"})
@example(args={"id": 2**64})
@example(args={"id": "#1", "reason": "\ud800"})
@given(args=st.dictionaries(st.sampled_from(["id", "reason", "other"]), JSONISH, max_size=3))
def test_any_forget_arguments_give_an_answer_or_an_argument_error(provider, args) -> None:
    answer_of(provider, "tiered_memory_forget", args)


@FUZZ
@given(raw=JSONISH | ANY_TEXT)
def test_tool_arguments_that_are_not_an_object_are_refused(provider, raw) -> None:
    if isinstance(raw, dict):
        return
    answer = answer_of(provider, "tiered_memory_recall", raw if not isinstance(raw, str) else json.dumps(raw))
    assert answer["ok"] is False


@settings(max_examples=200, deadline=None)
@given(value=JSONISH | st.integers() | st.text(st.characters(exclude_categories=()), max_size=25))
def test_an_integer_argument_is_ascii_digits_or_a_number_within_int64(value) -> None:
    parsed = int_arg(value)
    if parsed is None:
        return
    assert -INT64_MAX - 1 <= parsed <= INT64_MAX
    if isinstance(value, str):
        digits = value.strip().removeprefix("#")
        assert digits.isascii() and digits.isdigit() and int(digits) == parsed
