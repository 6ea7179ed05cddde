"""End to end: secret-bearing entries in MEMORY.md/USER.md, the real worker, then no byte of a secret in any
file under the data dir (cold.db with its FTS tables, audit and mirror, queue.db, status.db, the log, -wal/-shm)
and in no prompt block or recall result the plugin builds."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.safety import looks_secret
from tiered_memory.shared.safety.normalise import canonical

from support.worker_home import make_side, run_worker

DATA = Path(__file__).parent / "data"
CONTROL = "2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched."
CONTROL_QUERY = "Where did we migrate the blog, Heroku or Fly.io?"
CONTROL_SHOWN = "Migrated the blog from Heroku to Fly.io"   # as rendered (the date moves to the line's head)
BENIGN_RULE = "Use pnpm, not npm, in the frontend repo."


def _one_per_kind() -> list[dict]:
    """The first held-out item of every secret kind whose value is long enough to grep for unambiguously."""
    seen: dict[str, dict] = {}
    for line in (DATA / "secrets_heldout.jsonl").read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        if item["secret"] and item["kind"] not in seen and len(item["value"]) >= 8:
            seen[item["kind"]] = item
    return list(seen.values())


ITEMS = _one_per_kind()


def _needles(item: dict) -> set[bytes]:
    value = item["value"]
    return {value.encode(), canonical(value).encode()}


def _leaks(data_dir: Path, items: list[dict]) -> list[str]:
    """'file: kind' for every secret value found in the raw bytes of any file under `data_dir`."""
    found = []
    for path in sorted(p for p in data_dir.rglob("*") if p.is_file()):
        raw = path.read_bytes()
        for item in items:
            if any(needle in raw for needle in _needles(item)):
                found.append(f"{path.name}: {item['kind']}")
    return found


def _write(side, text: str, target: str) -> None:
    """Through Hermes' memory tool; what its own threat scan blocks goes in as a manual edit of the file."""
    if side.add(text, target):
        return
    path = Paths(side.home).hot_file(target)
    path.write_text("\n§\n".join([*side.entries(target), text]), encoding="utf-8")
    side.ledger.record(target, text)


@pytest.fixture
def worked_home(tmp_path, monkeypatch) -> Path:
    """A HERMES_HOME whose hot files held every secret (as states, rules, replacements, removed and
    replaced entries) and that the real worker processed in three passes."""
    side = make_side(tmp_path, monkeypatch, memory_limit=30000, user_limit=12000)
    half = len(ITEMS) // 2
    assert side.add(CONTROL)
    assert side.add(BENIGN_RULE)
    for n, item in enumerate(ITEMS):
        text = f"2026-02-{n % 28 + 1:02d} {item['text']}" if n % 2 else item["text"]   # states and rules
        _write(side, text, "memory" if n < half else "user")
    assert run_worker(side.home, "--once").returncode == 0
    for item in ITEMS[:4]:                                  # removed after the worker saw them
        assert side.remove(item["value"][:12], "memory")
    assert any(side.replace("pnpm, not npm", item["text"]) for item in ITEMS[4:])   # a rule replaced by a secret
    assert side.add(f"Temporary: {ITEMS[5]['text']}")        # added and removed before the worker ran
    assert side.remove("Temporary:")
    assert run_worker(side.home, "--once").returncode == 0
    assert run_worker(side.home, "--once").returncode == 0
    return side.home


def test_the_corpus_items_used_here_are_all_detected() -> None:
    assert len(ITEMS) >= 30
    assert [i["kind"] for i in ITEMS if looks_secret(i["text"]) is None] == []


def test_no_file_under_the_data_dir_holds_a_secret_after_the_worker_ran(worked_home: Path) -> None:
    data_dir = Paths(worked_home).data_dir
    names = {p.name for p in data_dir.iterdir()}
    assert {"cold.db", "queue.db", "status.db"} <= names
    assert _leaks(data_dir, ITEMS) == []


def test_the_secret_entries_are_still_in_the_hot_files_untouched(worked_home: Path) -> None:
    hot = (worked_home / "memories" / "MEMORY.md").read_text(encoding="utf-8") + \
        (worked_home / "memories" / "USER.md").read_text(encoding="utf-8")
    kept = [i for i in ITEMS[6:] if i["value"] in hot]
    assert len(kept) >= len(ITEMS) - 7     # all but the one that replaced the rule (also in hot, maybe twice)
    assert CONTROL not in hot   # the benign state did move to cold


def test_no_prompt_block_recall_result_or_plugin_file_holds_a_secret(worked_home: Path, monkeypatch) -> None:
    pytest.importorskip("agent.memory_provider", reason="hermes-agent is not installed in this interpreter")
    from tiered_memory.plugin.provider import TieredMemoryProvider

    monkeypatch.setenv("TIERED_MEMORY_WORKER", "0")
    provider = TieredMemoryProvider()
    provider.initialize("leak-check", hermes_home=str(worked_home), platform="cli", agent_context="primary")
    try:
        shown = [provider.system_prompt_block()]
        deadline = time.monotonic() + 60
        while CONTROL_SHOWN not in shown[-1] and time.monotonic() < deadline:   # the recall path works at all
            shown.append(provider.prefetch(CONTROL_QUERY))
            time.sleep(0.2)
        assert CONTROL_SHOWN in shown[-1]
        for item in ITEMS:
            shown.append(provider.prefetch(item["text"]))
            answer = json.loads(provider.handle_tool_call("tiered_memory_recall", {"query": item["text"]}))
            assert answer["ok"]
            shown.append(json.dumps(answer["results"], ensure_ascii=False))   # not the query it echoes
    finally:
        provider.shutdown()
    text = "\n".join(shown).encode()
    assert [i["kind"] for i in ITEMS if any(n in text for n in _needles(i))] == []
    assert _leaks(Paths(worked_home).data_dir, ITEMS) == []   # nor what the plugin wrote (sessions.db, status.db)
