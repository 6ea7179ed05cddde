"""`python -m tiered_memory status | recall | install`, run as a user runs them (subprocesses)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.hotfile import render_entries
from tiered_memory.shared.store import ColdStore, NewMemory

from support.provider_home import initialized

FACTS = [
    "User's sister Maya works as a marine biologist in Lisbon.",
    "User prefers green tea over coffee.",
    "User drinks oat milk flat whites on weekends.",
    "The billing service runs on port 8443 since the March migration.",
]


def cli(*args: str, home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("TIERED_MEMORY_", "HERMES_"))}
    environ.update({"TIERED_MEMORY_WORKER": "0", "TIERED_MEMORY_EMBEDDER": "builtin", **env})
    return subprocess.run([sys.executable, "-m", "tiered_memory", *args, "--hermes-home", str(home)],
                          capture_output=True, text=True, env=environ, timeout=120)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("cli")
    paths = Paths(root)
    with ColdStore(paths.cold_db, embedder=BuiltinEmbedder()) as store:
        store.add_many([NewMemory(t, target="user", event_time="2024-06-01") for t in FACTS])
    paths.memories_dir.mkdir(parents=True)
    paths.user_md.write_text(render_entries(["User prefers green tea over coffee.", "User's name is Alex."]),
                             encoding="utf-8")
    return root


def recall_doc(home: Path, text: str, **env: str) -> dict[str, Any]:
    done = cli("recall", text, "--json", home=home, **env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_recall_shows_the_block_and_why_each_candidate_was_kept_or_dropped(home: Path) -> None:
    doc = recall_doc(home, "What drinks do I like, tea or coffee or milk?")
    assert doc["block"].endswith(' 2024-06-01: "User drinks oat milk flat whites on weekends."')
    verdicts = {c["text"]: c["verdict"] for c in doc["candidates"]}
    assert verdicts["User drinks oat milk flat whites on weekends."] == "injected"
    assert verdicts["User prefers green tea over coffee."] == "hot-dup"
    tea = next(c for c in doc["candidates"] if c["verdict"] == "hot-dup")
    assert tea["detail"].startswith("USER.md") and tea["matched_terms"] and tea["cosine"] is not None
    assert doc["record"]["mode"] == "hybrid" and doc["gate_profile"]["source"] == "measured"


def test_recall_says_why_an_unrelated_or_trivial_text_gets_nothing(home: Path) -> None:
    unrelated = recall_doc(home, "Explain the Krebs cycle.")
    assert unrelated["block"] == "" and "relevance gate" in unrelated["record"]["why_empty"]
    trivial = recall_doc(home, "ok thanks!")
    assert trivial["block"] == "" and trivial["record"]["why_empty"].startswith("trivial prompt")


def test_recall_shows_exactly_what_the_provider_injects(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("agent.memory_provider")
    question = "What does my sister do for a living?"
    monkeypatch.setenv("TIERED_MEMORY_WORKER", "0")
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "builtin")
    with initialized(home, "cli-compare") as provider:
        assert provider.wait_until_warm(60)
        injected = provider.prefetch(question)
    assert injected and recall_doc(home, question)["block"] == injected


def test_recall_text_output_lists_candidates(home: Path) -> None:
    done = cli("recall", "billing port", home=home)
    assert done.returncode == 0 and "[injected]" in done.stdout and "8443" in done.stdout


def test_recall_text_output_names_a_candidate_found_by_conversation_context_alone(tmp_path: Path) -> None:
    with ColdStore(Paths(tmp_path).cold_db, embedder=BuiltinEmbedder()) as store:
        store.add_many([NewMemory(t, event_time="2023-05-08T13:56:00") for t in (
            "I finally finished my first screenplay last Friday!", "Congrats! What genre is the screenplay?",
            "Thanks! It's a mix of drama and romance.")])
    done = cli("recall", "What genre is the screenplay?", home=tmp_path, TIERED_MEMORY_EMBEDDER="none")
    assert done.returncode == 0, done.stderr
    assert "context only (beside a hit of the same moment)" in done.stdout and "drama and romance" in done.stdout


def test_recall_on_a_home_that_does_not_exist_creates_nothing_there(tmp_path: Path) -> None:
    missing = tmp_path / "typo"
    done = cli("recall", "What does my sister do for a living?", home=missing)
    assert done.returncode == 0, done.stderr
    assert "cold store not created yet" in done.stdout
    assert not missing.exists()


def test_an_unreadable_env_file_or_settings_file_is_reported_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "tiered_memory").mkdir()
    (tmp_path / ".env").write_bytes(b"\xff\xfeTIERED_MEMORY_PREFETCH=0\n")
    status = cli("status", "--json", home=tmp_path)
    assert status.returncode == 0, status.stderr
    assert any(p.startswith("settings: ConfigError") and ".env" in p for p in json.loads(status.stdout)["problems"])
    (tmp_path / ".env").unlink()
    (tmp_path / "tiered_memory" / "config.json").write_text("[]", encoding="utf-8")
    status = cli("status", "--json", home=tmp_path)
    assert status.returncode == 0, status.stderr
    assert any("must hold a JSON object" in p for p in json.loads(status.stdout)["problems"])
    recall = cli("recall", "What does my sister do?", home=tmp_path)
    assert recall.returncode == 2 and "Traceback" not in recall.stderr and "JSON object" in recall.stderr


def test_status_reports_store_queue_prefetches_and_errors(home: Path) -> None:
    done = cli("status", "--json", home=home)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["store"]["live"] == len(FACTS)
    assert report["store"]["models"] == {"builtin:multilingual-e5-small-q4": len(FACTS)}
    assert report["settings"]["embedder"] == "builtin"
    assert set(report) >= {"queue", "worker", "plugins", "counters", "errors", "prefetches", "problems"}
    text = cli("status", home=home)
    assert text.returncode == 0 and "cold store: 4 live" in text.stdout


def test_install_writes_the_shim_and_refuses_to_replace_a_clone(tmp_path: Path) -> None:
    done = cli("install", home=tmp_path)
    assert done.returncode == 0, done.stderr
    shim = tmp_path / "plugins" / "tiered_memory"
    init = (shim / "__init__.py").read_text(encoding="utf-8")
    assert "register_memory_provider" in init and "from tiered_memory import register" in init
    assert (shim / "plugin.yaml").read_text(encoding="utf-8").startswith("name: tiered_memory")
    assert cli("install", home=tmp_path).returncode == 0  # rewriting our own shim is fine

    (shim / "__init__.py").write_text("# a git clone\n", encoding="utf-8")
    (shim / "README.md").write_text("clone", encoding="utf-8")
    refused = cli("install", home=tmp_path)
    assert refused.returncode == 1 and "not a tiered_memory shim" in refused.stderr
    assert (shim / "README.md").exists()

    forced = cli("install", "--force", home=tmp_path)
    assert forced.returncode == 0
    aside = [p for p in (tmp_path / "plugins").iterdir() if p.name.startswith(".tiered_memory.replaced-")]
    assert len(aside) == 1 and (aside[0] / "README.md").exists()
    from tiered_memory.commands.install import is_shim

    names = {p.name for p in shim.iterdir()}
    assert {"__init__.py", "cli.py", "plugin.yaml"} <= names and is_shim(shim)
    assert "from tiered_memory.cli import register_cli" in (shim / "cli.py").read_text(encoding="utf-8")


def test_status_text_does_not_call_a_worker_that_died_without_stopping_running(tmp_path: Path) -> None:
    from tiered_memory.commands.status import collect, render_text
    from tiered_memory.shared.diagnostics import Diagnostics

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True, timeout=60)
    diagnostics = Diagnostics(Paths(tmp_path).status_db)
    diagnostics.set_component("worker", {"pid": int(gone.stdout), "state": "running", "uptime_s": 3.0,
                                         "heartbeat_at": 1.0, "jobs_done": 2, "jobs_failed": 1,
                                         "last_error": "job: HotFileError: MEMORY.md is locked",
                                         "last_error_at": 1.0})
    diagnostics.close()
    line = next(l for l in render_text(collect(tmp_path)).splitlines() if l.startswith("worker:"))
    assert line.startswith("worker: not running (ended without a clean stop, pid")
    assert "running=" not in line and " running," not in line
    assert "last error" in line and "MEMORY.md is locked" in line


def test_status_says_the_provider_is_disabled_when_the_hermes_env_file_turns_it_off(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("TIERED_MEMORY_DISABLED=1\n", encoding="utf-8")
    text = cli("status", home=tmp_path)
    assert text.returncode == 0, text.stderr
    assert "provider: DISABLED" in text.stdout
    report = json.loads(cli("status", "--json", home=tmp_path).stdout)
    assert report["disabled"] is True
    (tmp_path / ".env").write_text("", encoding="utf-8")
    assert json.loads(cli("status", "--json", home=tmp_path).stdout)["disabled"] is False


def test_status_text_states_settings_in_words_and_the_worker_state_once(home: Path) -> None:
    text = cli("status", home=home).stdout
    settings = next(l for l in text.splitlines() if l.startswith("settings:"))
    assert settings.startswith("settings: embedder builtin, prefetch on, budget 1500 ms, worker OFF")
    assert "embed_api_key_env" not in text and "=" not in settings
    worker = next(l for l in text.splitlines() if l.startswith("worker:"))
    assert worker == "worker: not running (none started yet)"


@pytest.mark.parametrize("command", [["status"], ["list"], ["export", "--help"]])
def test_a_reader_that_closes_the_pipe_early_gets_no_traceback(home: Path, command: list[str]) -> None:
    """`python -m tiered_memory status | head` used to end in a BrokenPipeError traceback."""
    line = " ".join([sys.executable, "-m", "tiered_memory", *command, "--hermes-home", str(home)])
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TIERED_MEMORY_", "HERMES_"))}
    env.update({"TIERED_MEMORY_WORKER": "0", "TIERED_MEMORY_EMBEDDER": "builtin"})
    done = subprocess.run(["bash", "-c", f"set -o pipefail; {line} | head -c 1 >/dev/null; "
                           f"{line} | true"], capture_output=True, text=True, env=env, timeout=120)
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr
    assert done.returncode == 0, done.stderr
