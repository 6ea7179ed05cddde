"""The provider's write mirroring and the model's tools (real SQLite, the real builtin embedder, real job queue)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("agent.memory_provider", reason="hermes-agent is not installed in this interpreter")

from tiered_memory.plugin.provider import TieredMemoryProvider
from tiered_memory.shared.config import Paths
from tiered_memory.shared.jobqueue import JobQueue

from support.provider_home import FACTS, builtin, counters, home, initialized, provider  # noqa: F401  (fixtures)


# -- memory writes -----------------------------------------------------------------------------


def test_memory_writes_become_queue_jobs_with_old_text_separate(provider: TieredMemoryProvider, home: Path) -> None:
    provider.on_memory_write("add", "user", "User likes jazz.", metadata={"session_id": "session-1", "tool_name": "memory"})
    provider.on_memory_write("replace", "user", "User likes free jazz.", metadata={"old_text": "likes jazz"})
    provider.on_memory_write("remove", "memory", "", metadata={"old_text": "staging"})
    provider.on_memory_write("explode", "user", "x")
    with JobQueue(Paths(home).queue_db) as queue:
        jobs = list(reversed(queue.recent()))
    assert [(j.action, j.target, j.content, j.old_text) for j in jobs] == [
        ("add", "user", "User likes jazz.", None),
        ("replace", "user", "User likes free jazz.", "likes jazz"),
        ("remove", "memory", "", "staging"),
    ]
    assert jobs[0].metadata == {"session_id": "session-1", "tool_name": "memory"}


def test_writes_from_a_non_primary_agent_are_not_queued(home: Path) -> None:
    with initialized(home, "s", agent_context="cron") as p:
        p.on_memory_write("add", "user", "cron wrote this")
    assert not Paths(home).queue_db.exists() or JobQueue(Paths(home).queue_db).depth() == 0


def test_a_full_queue_drops_the_write_with_a_counted_warning(provider: TieredMemoryProvider, home: Path) -> None:
    with JobQueue(Paths(home).queue_db) as queue:
        for i in range(128):
            queue.put("replace", "user", f"filler {i}", old_text=f"old {i}")
    provider.on_memory_write("add", "user", "One more fact that does not fit.")
    assert provider.flush_diagnostics(5)
    assert counters(home)["queue.dropped"] == 1
    assert "queue full" in Paths(home).log_file.read_text(encoding="utf-8")


# -- tools -------------------------------------------------------------------------------------


def test_recall_returns_ranked_memories_with_ids_dates_and_scores(provider: TieredMemoryProvider) -> None:
    out = json.loads(provider.handle_tool_call("tiered_memory_recall", {"query": "billing port", "limit": 3}))
    assert out["ok"] and out["mode"] == "hybrid" and len(out["results"]) == 3
    top = out["results"][0]
    assert top["text"] == FACTS[4] and isinstance(top["id"], int) and top["date"] and top["score"] > 0


@pytest.mark.parametrize("name, args, kind", [
    ("tiered_memory_recall", {}, "invalid_argument"),
    ("tiered_memory_recall", {"query": "   "}, "invalid_argument"),
    ("tiered_memory_recall", {"query": "x", "limit": 0}, "invalid_argument"),
    ("tiered_memory_recall", {"query": "x", "limit": "many"}, "invalid_argument"),
    ("tiered_memory_forget", {}, "invalid_argument"),
    ("tiered_memory_forget", {"id": "seven"}, "invalid_argument"),
    ("tiered_memory_forget", {"id": True}, "invalid_argument"),
    ("tiered_memory_forget", {"id": 999999}, "not_found"),
    ("tiered_memory_nope", {"query": "x"}, "unknown_tool"),
    ("tiered_memory_recall", "{not json", "invalid_argument"),
])
def test_bad_tool_arguments_get_a_typed_json_error(provider: TieredMemoryProvider, name: str, args: Any,
                                                   kind: str) -> None:
    out = json.loads(provider.handle_tool_call(name, args))
    assert out["ok"] is False and out["error"]["type"] == kind


def test_forget_queues_a_job_and_hides_the_memory_at_once(provider: TieredMemoryProvider, home: Path) -> None:
    recalled = json.loads(provider.handle_tool_call("tiered_memory_recall", {"query": "dog Biscuit beach"}))
    dog = recalled["results"][0]["id"]
    out = json.loads(provider.handle_tool_call("tiered_memory_forget", {"id": dog, "reason": "the dog was rehomed"}))
    assert out == {"ok": True, "queued": True, "id": dog, "job": out["job"], "text": FACTS[2]}
    with JobQueue(Paths(home).queue_db) as queue:
        job = queue.get(out["job"])
    assert (job.action, job.target, job.content) == ("forget", "user", str(dog))
    assert job.metadata["reason"] == "the dog was rehomed"
    again = json.loads(provider.handle_tool_call("tiered_memory_recall", {"query": "dog Biscuit beach"}))
    assert dog not in [r["id"] for r in again["results"]]
    assert FACTS[2] not in provider.prefetch("Where does my dog Biscuit like to go?")
