"""The plugin's side of the lifecycle (real provider, real SQLite): history and as-of in the recall tool, access records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest

pytest.importorskip("agent.memory_provider", reason="hermes-agent is not installed in this interpreter")

from tiered_memory.plugin.provider import TieredMemoryProvider
from tiered_memory.shared.config import Paths
from tiered_memory.shared.diagnostics import Diagnostics
from tiered_memory.shared.store import ColdStore, NewMemory


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("TIERED_MEMORY_DISABLED", "TIERED_MEMORY_PREFETCH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("TIERED_MEMORY_WORKER", "0")
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    monkeypatch.setenv("HERMES_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def seeded(home: Path) -> dict[str, int]:
    with ColdStore(Paths(home).cold_db) as store:
        lisbon = store.add(NewMemory("2025-03-01: User's sister Maya lives in Lisbon.", target="user")).id
        porto = store.supersede(lisbon, NewMemory("2026-09-15: User's sister Maya moved to Porto.", target="user")).id
    return {"lisbon": lisbon, "porto": porto}


@pytest.fixture
def provider(home: Path, seeded: dict[str, int]) -> Iterator[TieredMemoryProvider]:
    p = TieredMemoryProvider()
    p.initialize("session-7", hermes_home=str(home), platform="cli", agent_context="primary")
    yield p
    p.shutdown()


def recorded(home: Path) -> list[tuple[str, str, int]]:
    """(session, kind, memory id) of every recall event in status.db, oldest first."""
    diagnostics = Diagnostics(Paths(home).status_db)
    try:
        return [(session, kind, memory_id) for _, _, session, kind, memory_id in diagnostics.recalls_after(0)]
    finally:
        diagnostics.close()


def tool(p: TieredMemoryProvider, **args: object) -> dict:
    return json.loads(p.handle_tool_call("tiered_memory_recall", args))


def test_the_recall_tool_is_live_only_unless_history_or_a_date_is_asked_for(
        provider: TieredMemoryProvider, seeded: dict[str, int]) -> None:
    live = tool(provider, query="sister Maya lives")
    assert [r["id"] for r in live["results"]] == [seeded["porto"]]
    with_history = tool(provider, query="sister Maya lives", include_history=True)
    assert {r["id"] for r in with_history["results"]} == {seeded["lisbon"], seeded["porto"]}
    old = next(r for r in with_history["results"] if r["id"] == seeded["lisbon"])
    assert old["status"] == "superseded" and old["replaced_by"] == seeded["porto"]
    then = tool(provider, query="sister Maya lives", as_of="2026-01-01")
    assert [r["id"] for r in then["results"]] == [seeded["lisbon"]]


@pytest.mark.parametrize("args", [{"include_history": "yes"}, {"as_of": "last spring"}, {"as_of": 20260101}])
def test_bad_history_arguments_get_a_typed_json_error(provider: TieredMemoryProvider, args: dict) -> None:
    out = tool(provider, query="sister", **args)
    assert out["ok"] is False and out["error"]["type"] == "invalid_argument"


def test_memories_the_recall_tool_returned_are_recorded_for_the_worker(
        home: Path, seeded: dict[str, int]) -> None:
    p = TieredMemoryProvider()
    p.initialize("session-9", hermes_home=str(home), platform="cli", agent_context="primary")
    tool(p, query="sister Maya")
    p.shutdown()                                   # flushes the recorder
    assert recorded(home) == [("session-9", "tool", seeded["porto"])]


def test_memories_prefetch_injected_are_recorded_for_the_worker(home: Path, seeded: dict[str, int]) -> None:
    p = TieredMemoryProvider()
    p.initialize("session-3", hermes_home=str(home), platform="cli", agent_context="primary")
    block = p.prefetch("Where does my sister Maya live now?")
    p.shutdown()
    assert "Porto" in block
    assert recorded(home) == [("session-3", "prefetch", seeded["porto"])]
