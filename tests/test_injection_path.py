"""Planted instructions through the real path: the hot file → the worker process → cold → the prefetch block."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Iterator

import pytest

from tiered_memory.bench.injection_eval import canon, load
from tiered_memory.plugin.provider import TieredMemoryProvider
from tiered_memory.plugin.render import HEADER, QUOTED_LINE
from tiered_memory.shared.config import Paths
from tiered_memory.shared.diagnostics import Diagnostics
from tiered_memory.shared.hotfile import parse_entries, render_entries
from tiered_memory.shared.store import ColdStore, NewMemory

from support.worker_home import make_side, run_worker

DATE = "2026-03-02 "
# A sample of the splits the detector was written against (the blind splits measure it; see bench/injection_eval.py).
HOSTILE = ([item for item in load("hostile") if item["split"] in ("dev", "heldout")][::9]    # 26 items
           + [item for item in load("hostile") if item["split"] == "blind3"][::8])     # 5 only the classifier stops
BENIGN = [item for item in load("benign") if item["split"] in ("dev", "heldout")][::17]    # 13 rules


def _blocks_for(provider: TieredMemoryProvider, queries: list[str]) -> list[str]:
    """The prefetch block for each query, each in a fresh session (so nothing is withheld as already shown)."""
    blocks = []
    for number, query in enumerate(queries):
        provider.on_session_switch(f"probe-{number}", reset=True, reason="new_session")
        blocks.append(provider.prefetch(query))
    return blocks


def _started(home: Path, probe: str) -> TieredMemoryProvider:
    """A provider whose store is open: it has answered `probe` with a block."""
    provider = TieredMemoryProvider()
    provider.initialize("probe", hermes_home=str(home), platform="cli", agent_context="primary")
    deadline = time.monotonic() + 60
    while not provider.prefetch(probe) and time.monotonic() < deadline:
        provider.on_session_switch("probe", reset=True, reason="new_session")
        time.sleep(0.2)
    return provider


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    side = make_side(tmp_path, monkeypatch, memory_limit=1500)
    monkeypatch.setenv("TIERED_MEMORY_WORKER", "0")
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    monkeypatch.delenv("TIERED_MEMORY_DISABLED", raising=False)
    monkeypatch.delenv("TIERED_MEMORY_PREFETCH", raising=False)
    return side.home


@pytest.fixture
def worked(home: Path) -> Iterator[tuple[Path, list[str], list[str]]]:
    """MEMORY.md holding the sample (each dated, as the agent writes them), after one run of the worker process."""
    memory_md = Paths(home).hot_file("memory")
    memory_md.parent.mkdir(parents=True, exist_ok=True)
    memory_md.write_text(render_entries([DATE + item["text"] for item in HOSTILE + BENIGN]), encoding="utf-8")
    done = run_worker(home, "--once")
    assert done.returncode == 0, done.stderr
    with ColdStore(Paths(home).cold_db) as store:
        cold = [memory.text for memory in store.list(status=None)]
    yield home, parse_entries(memory_md.read_text(encoding="utf-8")), cold


def test_the_worker_stores_no_hostile_note_in_cold_and_loses_nothing(worked: tuple[Path, list[str], list[str]]) -> None:
    _home, hot, cold = worked
    for item in HOSTILE:
        assert not any(canon(item["payload"]) in canon(text) for text in cold), item["id"]
        assert DATE + item["text"] in hot, item["id"]
    for item in BENIGN:
        assert DATE + item["text"] in hot + cold, item["id"]


def test_prefetch_never_shows_a_hostile_payload_and_shows_moved_rules_as_quoted_notes(
        worked: tuple[Path, list[str], list[str]]) -> None:
    home, _hot, cold = worked
    moved = [item for item in BENIGN if DATE + item["text"] in cold]
    assert moved, "the sample must exercise the cold path"
    provider = _started(home, moved[0]["text"])
    try:
        for item, block in zip(HOSTILE, _blocks_for(provider, [item["text"] for item in HOSTILE])):
            assert canon(item["payload"]) not in canon(block), (item["id"], block)
        for item, block in zip(moved, _blocks_for(provider, [item["text"] for item in moved])):
            lines = [line for line in block.splitlines()[1:] if canon(item["payload"]) in canon(line)]
            assert block.startswith(HEADER) and len(lines) == 1 and QUOTED_LINE.match(lines[0]), (item["id"], block)
    finally:
        provider.shutdown()


def test_hostile_notes_already_in_cold_are_dropped_by_prefetch(home: Path) -> None:
    """As if stored by a version without the worker's check: selection still keeps them out of the prompt."""
    legit = "2026-03-01 The billing service moved to port 8443."
    with ColdStore(Paths(home).cold_db) as store:
        store.add_many([NewMemory(legit, target="memory")] +
                       [NewMemory(DATE + item["text"], target="memory") for item in HOSTILE])
    provider = _started(home, "billing service port")
    try:
        blocks = _blocks_for(provider, [item["text"] for item in HOSTILE])
    finally:
        provider.shutdown()
    for item, block in zip(HOSTILE, blocks):
        assert canon(item["payload"]) not in canon(block), (item["id"], block)
    diagnostics = Diagnostics(Paths(home).status_db)
    try:
        dropped = sum(record["dropped"].get("unsafe", 0) for record in diagnostics.recent_prefetches(100))
    finally:
        diagnostics.close()
    assert dropped >= len(HOSTILE), "the hostile notes were recalled, and dropped as unsafe"


def test_the_id_an_injected_line_shows_is_what_the_forget_tool_takes(home: Path) -> None:
    fact = "2026-11-02: moved the billing API to port 8443"
    with ColdStore(Paths(home).cold_db) as store:
        store.add_many([NewMemory(fact, target="memory")])
    provider = _started(home, "billing API port")
    try:
        block = _blocks_for(provider, ["which port is the billing API on?"])[0]
        line = next(line for line in block.splitlines() if "billing API" in line)
        match = re.match(r'^- (#\d+) 2026-11-02: "moved the billing API to port 8443"$', line)
        assert match, line
        answer = json.loads(provider.handle_tool_call("tiered_memory_forget", {"id": match.group(1)}))
        assert answer["ok"] and answer["queued"]
        assert "billing API" not in _blocks_for(provider, ["which port is the billing API on?"])[0]
    finally:
        provider.shutdown()
