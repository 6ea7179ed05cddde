"""The provider class itself (real SQLite, real embedders, no host loop): hook contracts, prefetch, sessions, setup."""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("agent.memory_provider", reason="hermes-agent is not installed in this interpreter")

from tiered_memory import register
from tiered_memory.plugin.embedding import EmbeddingHealth
from tiered_memory.plugin.provider import TieredMemoryProvider
from tiered_memory.shared.config import Paths, Settings, load_settings
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder

from support.provider_home import (  # noqa: F401  (fixtures)
    FACTS, builtin, components, counters, home, initialized, provider, records, seed,
)


def _open_files() -> list[str]:
    targets = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            targets.append(os.readlink(f"/proc/self/fd/{fd}"))
        except OSError:
            continue  # closed while listing
    return targets


# -- construction and availability -------------------------------------------------------------


class _Collector:
    def __init__(self) -> None:
        self.providers: list[Any] = []

    def register_memory_provider(self, provider: Any) -> None:
        self.providers.append(provider)


def test_register_and_the_constructor_have_no_side_effects(home: Path) -> None:
    threads = set(threading.enumerate())
    ctx = _Collector()
    register(ctx)
    provider = ctx.providers[0]
    assert provider.name == "tiered_memory"
    assert provider.get_tool_schemas() and provider.get_config_schema() and provider.backup_paths() == []
    assert list(home.iterdir()) == []
    assert set(threading.enumerate()) <= threads  # started none (others may have ended meanwhile)


def test_every_hook_tolerates_being_called_before_initialize() -> None:
    p = TieredMemoryProvider()
    assert p.system_prompt_block() == ""
    assert p.prefetch("What does my sister do?") == ""
    p.queue_prefetch("x")
    p.sync_turn("u", "a", session_id="s")
    assert p.on_memory_write("add", "user", "User likes jazz.", {"old_text": None}) is None
    assert json.loads(p.handle_tool_call("tiered_memory_recall", {"query": "x"}))["error"]["type"] == "unavailable"
    p.on_session_switch("s2", reset=True, reason="new_session")
    p.on_session_end([])
    assert p.on_pre_compress([]) == ""
    p.shutdown()


def test_waiting_on_a_provider_that_was_never_initialised_answers_false() -> None:
    p = TieredMemoryProvider()
    assert p.wait_until_warm(0) is False and p.flush_diagnostics(0) is False


def test_is_available_is_false_when_disabled_in_the_env_or_in_dot_env(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert TieredMemoryProvider().is_available()
    (home / ".env").write_text("TIERED_MEMORY_DISABLED=1\n", encoding="utf-8")
    assert not TieredMemoryProvider().is_available()
    (home / ".env").unlink()
    monkeypatch.setenv("TIERED_MEMORY_DISABLED", "1")
    assert not TieredMemoryProvider().is_available()


def test_the_warm_up_after_initialize_publishes_a_ready_builtin_embedder_in_status_db(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "builtin")
    with initialized(home, "s") as p:
        assert p.wait_until_warm(60) and p.flush_diagnostics(10)
        embedder = components(home)[f"embedder:{os.getpid()}"]
        assert embedder["state"] == "ready" and embedder["model"].startswith("builtin:")


# -- prefetch ----------------------------------------------------------------------------------


def test_prefetch_injects_a_relevant_memory_once_per_session(provider: TieredMemoryProvider, home: Path) -> None:
    first = provider.prefetch("What does my sister do for a living?")
    assert FACTS[0] in first
    assert provider.prefetch("What does my sister do for a living?") == ""
    provider.on_session_switch("session-2", parent_session_id="session-1", reset=True, reason="new_session")
    assert FACTS[0] in provider.prefetch("What does my sister do for a living?")


def resumed_after_the_sister_was_injected(home: Path, builtin: BuiltinEmbedder) -> TieredMemoryProvider:
    """A provider (a new process, in effect) resuming session "resumable", in which FACTS[0] was injected."""
    seed(home, builtin)
    first = TieredMemoryProvider()
    first.initialize("resumable", hermes_home=str(home))
    assert FACTS[0] in first.prefetch("What does my sister do for a living?")
    first.shutdown()
    again = TieredMemoryProvider()
    again.initialize("resumable", hermes_home=str(home))
    return again


def test_a_resumed_session_in_a_new_process_remembers_what_it_was_given(home: Path, builtin: BuiltinEmbedder,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "builtin")
    again = resumed_after_the_sister_was_injected(home, builtin)
    try:
        assert FACTS[0] not in again.prefetch("Where does my sister Maya work?")
        again.on_session_switch("other", reset=False, reason="resume")
        assert FACTS[0] in again.prefetch("Where does my sister Maya work?")
    finally:
        again.shutdown()


def test_a_resumed_session_whose_history_could_not_be_read_reads_it_on_the_next_turn(
        home: Path, builtin: BuiltinEmbedder, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "builtin")
    again = resumed_after_the_sister_was_injected(home, builtin)
    other_process = sqlite3.connect(home / "tiered_memory" / "sessions.db", isolation_level=None)
    try:
        other_process.execute("BEGIN EXCLUSIVE")  # another Hermes process holds the write lock
        assert again.prefetch("Where does my sister Maya work?") == ""
        other_process.execute("ROLLBACK")
        assert FACTS[0] not in again.prefetch("Where does my sister Maya work?")
    finally:
        other_process.close()
        again.shutdown()


def test_providers_initialised_twice_and_shut_down_leave_no_thread_or_file_open(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")

    if not Path("/proc/self/fd").is_dir():
        pytest.skip("needs /proc to list open files")

    def ours() -> tuple[int, int]:
        """(diagnostics threads, open files under $HERMES_HOME/tiered_memory)."""
        threads = sum(t.name == "tiered-memory-diagnostics" for t in threading.enumerate())
        return threads, sum(target.startswith(str(home / "tiered_memory")) for target in _open_files())

    threads_before, _ = ours()
    for n in range(8):
        p = TieredMemoryProvider()
        p.initialize(f"s{n}", hermes_home=str(home))
        p.initialize(f"s{n}", hermes_home=str(home))
        assert p.wait_until_warm(60)
        p.on_memory_write("add", "user", f"Fact {n} about the garden.")
        p.prefetch("What does my sister do for a living?")
        p.shutdown()
        if n == 0:
            after_one = ours()
    assert ours() == after_one == (threads_before, 1)  # only the log file, shared by every runtime of this home


def test_compression_resets_the_ledger_and_branch_keeps_it(provider: TieredMemoryProvider) -> None:
    assert FACTS[2] in provider.prefetch("Where does my dog Biscuit like to go?")
    provider.on_session_switch("branch-1", parent_session_id="session-1", reason="branch")
    assert FACTS[2] not in provider.prefetch("Where does my dog Biscuit like to go?")
    provider.on_session_switch("compressed-1", parent_session_id="branch-1", reason="compression")
    assert FACTS[2] in provider.prefetch("Where does my dog Biscuit like to go?")


def test_prefetch_off_keeps_the_index_block_and_the_tools(home: Path, builtin: BuiltinEmbedder,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "builtin")
    monkeypatch.setenv("TIERED_MEMORY_PREFETCH", "0")
    seed(home, builtin)
    with initialized(home, "s") as p:
        assert p.prefetch("What does my sister do for a living?") == ""
        block = p.system_prompt_block()
        assert "tiered_memory_recall" in block and "<memory-context>" not in block
        assert json.loads(p.handle_tool_call("tiered_memory_recall", {"query": "sister"}))["results"]


def test_the_index_block_is_short_static_and_one_line_for_an_empty_store(home: Path, builtin: BuiltinEmbedder,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    with initialized(home, "s") as empty:
        text = empty.system_prompt_block()
        assert "\n" not in text and "empty" in text
    seed(home, builtin, [f"Maria volunteers at the Lisbon shelter, visit {i}." for i in range(40)] + FACTS)
    monkeypatch.setenv("TIERED_MEMORY_TOPICS", "family,running")
    with initialized(home, "s2") as p:
        block = p.system_prompt_block()
        assert len(block) <= 600 and "46 older facts" in block
        assert "family, running" in block and "Maria" in block
        seed(home, builtin, ["A brand new fact about Lisbon trams."])
        assert p.system_prompt_block() == block


def test_a_new_sessions_index_block_counts_the_memories_written_since_the_process_started(
        home: Path, builtin: BuiltinEmbedder, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    with initialized(home, "s") as p:
        assert p.wait_until_warm(60)
        assert "empty so far" in p.system_prompt_block()
        seed(home, builtin)
        p.on_session_switch("s2", parent_session_id="s", reset=True, reason="new_session")
        assert f"holds {len(FACTS)} older facts" in p.system_prompt_block()


def test_a_session_with_one_cold_memory_reads_holds_1_older_fact(home: Path, builtin: BuiltinEmbedder,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    seed(home, builtin, FACTS[:1])
    with initialized(home, "s") as p:
        block = p.system_prompt_block()
        assert "holds 1 older fact." in block or "holds 1 older fact," in block
        assert "1 older facts" not in block


def test_a_slow_embedder_costs_one_budgeted_turn_then_backs_off(home: Path, loopback_embed_server: Any,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    url, server = loopback_embed_server()
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "ollama")
    monkeypatch.setenv("TIERED_MEMORY_EMBED_URL", url)
    monkeypatch.setenv("TIERED_MEMORY_PREFETCH_BUDGET_MS", "600")
    from tiered_memory.shared.embedders import make_embedder

    seed(home, make_embedder(Settings(embedder="ollama", embed_url=url)))
    p = TieredMemoryProvider()
    p.initialize("s", hermes_home=str(home))
    try:
        assert p.wait_until_warm(60)
        server.options.delay_s = 3.0
        assert FACTS[3] in p.prefetch("How is my marathon training in Rotterdam going?")
        calls = server.count("POST", "/api/embed")
        assert FACTS[2] in p.prefetch("Where does my dog Biscuit like to go?")
        assert server.count("POST", "/api/embed") == calls, "a backing-off embedder is not asked during a turn"
    finally:
        server.options.delay_s = 0.0
        p.shutdown()
    timed_out, backing_off = records(home)[1], records(home)[0]
    assert timed_out["mode"] == "lexical" and "EmbedderTimeout" in timed_out["degraded"]
    assert backing_off["mode"] == "lexical" and "backing off" in backing_off["degraded"]


def test_a_failed_embedder_is_probed_again_later_and_comes_back(loopback_embed_server: Any) -> None:
    url, server = loopback_embed_server()
    now = [1000.0]
    health = EmbeddingHealth(Settings(embedder="ollama", embed_url=url, embed_timeout_s=0.5), clock=lambda: now[0])
    server.options.fail_status = 503
    health.warm()
    embedder, why = health.usable()
    assert embedder is None and "backing off" in why
    server.options.fail_status = None
    now[0] += 31
    assert health.usable()[0] is None  # this turn stays lexical; the probe runs in the background
    deadline = time.monotonic() + 10
    while health.usable()[0] is None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert health.usable()[0] is not None
    health.close()


def test_a_provider_failure_is_logged_counted_and_never_raised(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    paths = Paths(home)
    paths.data_dir.mkdir(parents=True)
    paths.cold_db.write_bytes(b"garbage" * 500)
    with initialized(home, "s") as p:
        assert p.prefetch("What does my sister do?") == ""
        assert p.system_prompt_block()
        assert json.loads(p.handle_tool_call("tiered_memory_recall", {"query": "sister"}))["ok"] is False
    assert counters(home)["errors.store"] >= 1
    assert "StoreCorruptError" in paths.log_file.read_text(encoding="utf-8")


def test_hooks_overlapping_on_several_threads_record_no_errors(provider: TieredMemoryProvider, home: Path) -> None:
    def turns(worker: int) -> None:
        for turn in range(4):
            provider.prefetch(f"What does my sister do for a living? ({worker}.{turn})")
            provider.on_memory_write("add", "user", f"Fact {worker}.{turn} about the garden.")
            provider.handle_tool_call("tiered_memory_recall", {"query": "dog beach"})
            provider.queue_prefetch("previous message")

    def switches() -> None:
        for n in range(8):
            provider.on_session_switch(f"switched-{n}", reset=n % 2 == 0, reason="new_session" if n % 2 == 0 else "resume")

    threads = [threading.Thread(target=turns, args=(i,)) for i in range(4)] + [threading.Thread(target=switches)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert provider.flush_diagnostics(10)
    assert not [name for name in counters(home) if name.startswith("errors.")]
    assert counters(home)["prefetch.calls"] == 16


# -- setup -------------------------------------------------------------------------------------


def test_the_setup_schema_has_no_secret_and_no_env_var_field_so_hermes_shows_local_and_nothing_missing() -> None:
    schema = TieredMemoryProvider().get_config_schema()
    assert [f for f in schema if f.get("secret") or f.get("env_var")] == []


def test_setup_answers_are_stored_and_env_vars_still_override(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    p = TieredMemoryProvider()
    keys = [f["key"] for f in p.get_config_schema()]
    assert keys == ["embedder", "embed_model", "embed_url", "prefetch", "prefetch_budget_ms", "topics"]
    p.save_config({"embedder": "ollama", "embed_model": "nomic-embed-text", "prefetch": "off",
                   "prefetch_budget_ms": "900", "topics": "family, work"}, str(home))
    stored = json.loads((home / "tiered_memory" / "config.json").read_text(encoding="utf-8"))
    assert stored["embedder"] == "ollama" and stored["prefetch"] is False and stored["prefetch_budget_ms"] == 900
    monkeypatch.setenv("TIERED_MEMORY_PREFETCH", "1")
    settings = load_settings(home)
    assert settings.prefetch is True and settings.topics == ("family", "work")
