"""The plugin inside real Hermes 0.19.0: every assertion is on what the loopback chat server received,
on the job queue, or on `python -m tiered_memory status`.

Two installs, as a user does them: `hermes plugins install file://<repo>` (clone layout)
and pip + `python -m tiered_memory install` (shim). Turns run through the `hermes chat -q`
CLI; a second turn of the same session uses `--resume`. The worker is off
(TIERED_MEMORY_WORKER=0) so queued jobs stay where the tests can read them.
"""

from __future__ import annotations

import json
import socket
import subprocess
from pathlib import Path
from typing import Any, Iterator

import pytest

from support.fake_chat_server import FakeChatServer, last_user_content, start_server, system_prompt, user_contents
from support.hermes_harness import HERMES_BIN, ChatRun, HermesHome, git_available, make_source_repo, memory_blocks
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder

pytestmark = pytest.mark.skipif(not HERMES_BIN.exists(), reason="hermes-agent is not installed in this interpreter")

SISTER = "User's sister Maya works as a marine biologist in Lisbon."
GREEN_TEA = "User prefers green tea over coffee."
OAT_MILK = "User drinks oat milk flat whites on weekends."
DOG = "User's dog Biscuit is a golden retriever who loves the beach."
MARATHON = "User is training for the Rotterdam marathon in April."
BILLING = "The billing service runs on port 8443 since the March migration."
COLD_FACTS = [SISTER, GREEN_TEA, OAT_MILK, DOG, MARATHON, BILLING]
USER_MD = [GREEN_TEA, "User's name is Alex."]
MEMORY_MD = ["The staging cluster is in Frankfurt.", "Use the legacy VPN for the lab."]

SISTER_QUESTION = "What does my sister do for a living?"


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _turn_request(server: FakeChatServer, message: str) -> dict[str, Any]:
    """The first chat request of the turn whose user message starts with `message`."""
    matching = [r for r in server.chat_requests() if last_user_content(r).startswith(message)]
    assert matching, f"the chat server never saw a request for {message!r}"
    return matching[0]


def _block(request: dict[str, Any]) -> str:
    """The `<memory-context>` block Hermes appended to the latest user message ("" if none)."""
    blocks = memory_blocks(last_user_content(request))
    assert len(blocks) <= 1
    return blocks[0] if blocks else ""


def _assert_ok(run: ChatRun) -> None:
    assert run.returncode == 0, f"hermes failed:\n{run.stdout}\n{run.stderr}"


# -- the clone layout, builtin embedder --------------------------------------------------------


@pytest.fixture(scope="module")
def server() -> Iterator[FakeChatServer]:
    chat = start_server()
    yield chat
    chat.stop()


@pytest.fixture(scope="module")
def embedder() -> BuiltinEmbedder:
    return BuiltinEmbedder()


@pytest.fixture(scope="module")
def clone_home(tmp_path_factory: pytest.TempPathFactory, server: FakeChatServer,
               embedder: BuiltinEmbedder) -> HermesHome:
    if not git_available():
        pytest.skip("git is needed to build the repository that `hermes plugins install` clones")
    root = tmp_path_factory.mktemp("clone")
    # a generous budget: these tests are about what is injected, not how fast (CI machines are busy)
    home = HermesHome.create(root, server, TIERED_MEMORY_EMBEDDER="builtin", TIERED_MEMORY_PREFETCH_BUDGET_MS="6000")
    home.install_clone(make_source_repo(root))
    home.seed_cold(COLD_FACTS, embedder)
    home.write_hot("user", USER_MD)
    home.write_hot("memory", MEMORY_MD)
    return home


@pytest.fixture(scope="module")
def first_turn(clone_home: HermesHome, server: FakeChatServer) -> ChatRun:
    run = clone_home.chat(SISTER_QUESTION)
    _assert_ok(run)
    return run


def test_the_provider_activates_with_its_index_block_and_tools(clone_home: HermesHome, server: FakeChatServer,
                                                                first_turn: ChatRun) -> None:
    request = _turn_request(server, SISTER_QUESTION)
    assert "Memory provider 'tiered_memory' activated" in clone_home.agent_log()
    tools = {t["function"]["name"] for t in request["tools"]}
    assert {"tiered_memory_recall", "tiered_memory_forget", "memory"} <= tools
    prompt = system_prompt(request)
    assert "## Long-term memory (tiered_memory)" in prompt
    assert f"holds {len(COLD_FACTS)} older facts" in prompt
    status = subprocess.run([str(HERMES_BIN), "memory", "status"], env=clone_home.process_env(), cwd=clone_home.path,
                            capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert "tiered_memory" in status.stdout and "available ✓" in status.stdout, status.stdout + status.stderr


def test_the_builtin_embedder_stays_on_one_openmp_thread_inside_hermes(clone_home: HermesHome) -> None:
    question = "Which city does my sister Maya live in?"
    run = clone_home.chat(question, OMP_NUM_THREADS="8")
    _assert_ok(run)
    embedders = [state for state in clone_home.status()["embedders"].values()
                 if state.get("model", "").startswith("builtin:")]
    assert embedders, "the Hermes process recorded no builtin embedder state"
    assert {state["omp_threads"] for state in embedders} == {1}


def test_a_relevant_cold_memory_arrives_in_memory_context(server: FakeChatServer, first_turn: ChatRun) -> None:
    block = _block(_turn_request(server, SISTER_QUESTION))
    assert SISTER in block
    assert BILLING not in block


def test_an_injected_memory_is_not_injected_again_on_the_next_turn(clone_home: HermesHome, server: FakeChatServer,
                                                                   first_turn: ChatRun) -> None:
    follow_up = "And where in Lisbon does my sister Maya work as a biologist?"
    run = clone_home.chat(follow_up, resume=first_turn.session_id)
    _assert_ok(run)
    request = _turn_request(server, follow_up)
    assert SISTER not in _block(request)
    replayed = "\n".join(user_contents(request))
    assert replayed.count(SISTER) == 1, "only the first turn's (replayed) block may carry it"
    record = clone_home.prefetch_records()[0]
    assert record["session"] == first_turn.session_id
    assert record["dropped"].get("session-dup", 0) >= 1


def test_a_fact_already_in_user_md_is_not_injected(clone_home: HermesHome, server: FakeChatServer) -> None:
    question = "What drinks do I like, tea or coffee or milk?"
    _assert_ok(clone_home.chat(question))
    block = _block(_turn_request(server, question))
    assert OAT_MILK in block
    assert GREEN_TEA not in block
    assert clone_home.prefetch_records()[0]["dropped"].get("hot-dup", 0) >= 1


def test_a_trivial_prompt_gets_no_block(clone_home: HermesHome, server: FakeChatServer) -> None:
    _assert_ok(clone_home.chat("ok thanks"))
    assert _block(_turn_request(server, "ok thanks")) == ""
    assert clone_home.prefetch_records()[0]["why_empty"].startswith("trivial prompt")


def test_an_unrelated_prompt_gets_no_block(clone_home: HermesHome, server: FakeChatServer) -> None:
    question = "Explain how TCP congestion control works."
    _assert_ok(clone_home.chat(question))
    assert _block(_turn_request(server, question)) == ""
    record = clone_home.prefetch_records()[0]
    assert record["mode"] == "hybrid" and record["candidates"] > 0
    assert "relevance gate" in record["why_empty"]


def test_prefetch_off_gives_no_block_but_keeps_the_index_block_and_tools(clone_home: HermesHome,
                                                                         server: FakeChatServer) -> None:
    question = "Tell me again: what does my sister do for a living?"
    _assert_ok(clone_home.chat(question, TIERED_MEMORY_PREFETCH="0"))
    request = _turn_request(server, question)
    assert _block(request) == ""
    assert "tiered_memory_recall" in {t["function"]["name"] for t in request["tools"]}
    assert "## Long-term memory (tiered_memory)" in system_prompt(request)
    assert "prefetch disabled" in clone_home.prefetch_records()[0]["why_empty"]


def test_memory_tool_add_replace_remove_reach_the_queue_with_their_fields(clone_home: HermesHome,
                                                                          server: FakeChatServer) -> None:
    server.call_tool_next("memory", {"target": "memory", "operations": [
        {"action": "add", "content": "Project Falcon deploys on Fridays."},
        {"action": "replace", "old_text": "staging cluster", "content": "The staging cluster moved to Amsterdam."},
        {"action": "remove", "old_text": "legacy VPN"},
    ]})
    before = {job.id for job in clone_home.jobs()} if clone_home.paths.queue_db.exists() else set()
    run = clone_home.chat("Please update my project notes.")
    _assert_ok(run)
    tool_results = [m for r in server.chat_requests() for m in r["messages"] if m.get("role") == "tool"]
    assert any('"success": true' in (m.get("content") or "") for m in tool_results)
    jobs = [job for job in clone_home.jobs() if job.id not in before]
    assert [(j.action, j.target, j.content, j.old_text) for j in jobs] == [
        ("add", "memory", "Project Falcon deploys on Fridays.", None),
        ("replace", "memory", "The staging cluster moved to Amsterdam.", "staging cluster"),
        ("remove", "memory", "", "legacy VPN"),
    ]
    for job in jobs:
        assert job.state == "pending"
        assert job.metadata["session_id"] == run.session_id
        assert job.metadata["tool_name"] == "memory"
        assert "old_text" not in job.metadata


# -- pip + shim, an Ollama-protocol embedder that is healthy, dead or slow ----------------------


@pytest.fixture(scope="module")
def embed_server() -> Iterator[Any]:
    from support.loopback_embed_server import start_server as start_embed_server

    url, embed = start_embed_server()
    yield url, embed
    embed.stop()


@pytest.fixture(scope="module")
def shim_home(tmp_path_factory: pytest.TempPathFactory, server: FakeChatServer, embed_server: Any) -> HermesHome:
    from tiered_memory.shared.config import Settings
    from tiered_memory.shared.embedders import make_embedder

    url, _ = embed_server
    home = HermesHome.create(tmp_path_factory.mktemp("shim"), server, TIERED_MEMORY_EMBEDDER="ollama",
                             TIERED_MEMORY_EMBED_URL=url)
    home.install_shim()
    ollama = make_embedder(Settings(embedder="ollama", embed_url=url))
    home.seed_cold(COLD_FACTS, ollama)
    home.write_hot("user", ["User's name is Alex."])
    return home


def test_pip_install_with_the_shim_activates_and_injects(shim_home: HermesHome, server: FakeChatServer) -> None:
    question = "So what does my sister do for a living these days?"
    _assert_ok(shim_home.chat(question, TIERED_MEMORY_PREFETCH_BUDGET_MS="6000"))
    assert (shim_home.path / "plugins" / "tiered_memory" / "__init__.py").read_text().startswith("# tiered_memory shim")
    record = shim_home.prefetch_records()[0]
    assert SISTER in _block(_turn_request(server, question)), record
    assert record["mode"] == "hybrid" and record["model"] == "ollama:qwen3-embedding:0.6b"


def test_a_dead_embedder_still_gives_lexical_recall(shim_home: HermesHome, server: FakeChatServer) -> None:
    question = "Where does my dog Biscuit like to go?"
    run = shim_home.chat(question, TIERED_MEMORY_EMBED_URL=f"http://127.0.0.1:{_closed_port()}")
    _assert_ok(run)
    assert DOG in _block(_turn_request(server, question))
    record = shim_home.prefetch_records()[0]
    assert record["mode"] == "lexical"
    assert "EmbedderUnavailable" in record["degraded"]
    assert shim_home.status()["counters"].get("errors.embedder", 0) >= 1


def test_a_slow_embedder_degrades_to_lexical_within_the_budget(shim_home: HermesHome, server: FakeChatServer,
                                                               embed_server: Any) -> None:
    _, embed = embed_server
    question = "How is my marathon training in Rotterdam going?"
    embed.options.delay_s = 3.0
    try:
        run = shim_home.chat(question, TIERED_MEMORY_EMBED_TIMEOUT_S="0.5")
    finally:
        embed.options.delay_s = 0.0
    _assert_ok(run)
    assert MARATHON in _block(_turn_request(server, question))
    record = shim_home.prefetch_records()[0]
    assert record["mode"] == "lexical"
    assert "EmbedderTimeout" in record["degraded"]


# -- a broken provider -------------------------------------------------------------------------


def test_a_provider_failure_never_breaks_the_turn_and_shows_in_status(tmp_path: Path,
                                                                      server: FakeChatServer) -> None:
    home = HermesHome.create(tmp_path, server, TIERED_MEMORY_EMBEDDER="none")
    home.install_shim()
    home.paths.data_dir.mkdir(parents=True)
    home.paths.cold_db.write_bytes(b"this is not a database" * 100)
    question = "What does my sister do for a living, again?"
    run = home.chat(question)
    _assert_ok(run)
    assert "Noted." in run.stdout
    assert _block(_turn_request(server, question)) == ""
    status = home.status()
    assert status["counters"].get("errors.store", 0) >= 1
    assert any(e["source"] == "store" and e["kind"] == "StoreCorruptError" for e in status["errors"])
    assert "cold store unavailable" in status["prefetches"][0]["why_empty"]
    assert any(p.startswith("cold store") for p in status["problems"])
    assert json.dumps(status)  # the --json document is plain JSON
