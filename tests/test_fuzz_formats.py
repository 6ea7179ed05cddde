"""Property-based fuzz of what we parse: the hot-file format against Hermes' own parser (hermes-agent
0.19.0 `MemoryStore`), queue jobs, and the settings files. Example counts stay modest for CI."""

from __future__ import annotations

import json
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tiered_memory.shared.config import Paths, load_hot_limits, load_settings
from tiered_memory.shared.errors import ConfigError, HotFileDriftError, QueueError
from tiered_memory.shared.hotfile import HotFile, hermes_rejects, round_trips
from tiered_memory.shared.jobqueue import TARGETS, JobQueue

LIMIT = 2200
FUZZ = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

# text that stresses the format: the delimiter's parts, newlines of every kind, odd whitespace, CJK
PIECES = st.sampled_from(["§", "\n", "\r", "\r\n", " ", "\t", "\u00a0", "\u2028", "\x0b", "\x1c", "a", "Z", "7",
                          "한", "用", "。", "é", "🙂", "§\n", "\n§\n", "\n§", "-", "#"])
RAW = st.lists(PIECES, max_size=40).map("".join)
ENTRY = st.lists(st.sampled_from(["a", "b", "§", " ", "\n", "é", "用", "x y", "-", "\t", "\r"]), min_size=1,
                 max_size=12).map("".join)


@pytest.fixture(scope="module")
def hermes(tmp_path_factory: pytest.TempPathFactory):
    """Hermes' MemoryStore reading `<home>/memories/MEMORY.md`, and our HotFile on the same file."""
    pytest.importorskip("tools.memory_tool", reason="hermes-agent is not installed in this interpreter")
    home = tmp_path_factory.mktemp("fuzz_home")
    patch = pytest.MonkeyPatch()
    patch.setenv("HERMES_HOME", str(home))
    from tools.memory_tool import MemoryStore, get_memory_dir

    assert get_memory_dir() == home / "memories"
    (home / "memories").mkdir()
    yield MemoryStore(memory_char_limit=LIMIT, user_char_limit=1375), home / "memories" / "MEMORY.md"
    patch.undo()


@FUZZ
@given(raw=RAW)
def test_any_file_text_is_parsed_and_drift_judged_exactly_as_hermes_does(hermes, raw: str) -> None:
    store, path = hermes
    path.write_bytes(raw.encode("utf-8"))
    store.load_from_disk()
    assert HotFile(path, LIMIT).read() == store.memory_entries
    text = path.read_text(encoding="utf-8")
    assert round_trips(text, LIMIT) == (store._detect_external_drift("memory") is None)


@FUZZ
@given(entries=st.lists(ENTRY, max_size=6))
def test_entries_we_accept_are_written_so_hermes_loads_them_back_identically(hermes, entries: list[str]) -> None:
    store, path = hermes
    path.write_bytes(b"")
    hot = HotFile(path, LIMIT, scan_new_entries=False)
    problem = hermes_rejects(entries, LIMIT)
    if problem is not None:
        with pytest.raises(HotFileDriftError):
            with hot.locked() as session:
                session.entries[:] = entries
        assert path.read_bytes() == b"", "a refused write leaves the file as it was"
        return
    with hot.locked() as session:
        session.entries[:] = entries
    store.load_from_disk()
    assert store.memory_entries == entries
    assert store._detect_external_drift("memory") is None


JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
                       lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(st.text(max_size=8), inner, max_size=3),
                       max_leaves=8)
TEXT = st.text(st.characters(exclude_categories=()), max_size=200)   # lone surrogates, NUL, every plane


@pytest.fixture
def queue(tmp_path: Path):
    with JobQueue(tmp_path / "queue.db", capacity=10_000) as q:
        yield q


@FUZZ
@example(action="add", target="memory", content="lone \ud800 surrogate", old_text=None, metadata=None)
@example(action="add", target="memory", content="ok", old_text=None, metadata={"k": "\udfff"})
@given(action=st.sampled_from(["add", "replace", "remove", "reconcile", "forget"]) | st.text(max_size=12),
       target=st.sampled_from(TARGETS) | st.text(max_size=8), content=TEXT, old_text=st.none() | TEXT,
       metadata=st.none() | st.dictionaries(st.text(max_size=10), JSONISH, max_size=4))
def test_a_job_is_stored_and_decoded_intact_or_refused_with_a_queue_error(queue, action, target, content,
                                                                          old_text, metadata) -> None:
    try:
        job_id = queue.put(action, target, content, old_text, metadata=metadata)
    except QueueError:
        return
    job = queue.get(job_id)
    assert job is not None and (job.action, job.target, job.content, job.old_text) == \
        (action, target, content or "", old_text)
    assert isinstance(job.metadata, dict)


@settings(FUZZ, max_examples=40)
@given(metadata=st.text(max_size=60) | JSONISH.map(lambda v: json.dumps(v)), content=st.text(max_size=40))
def test_rows_written_by_anyone_decode_into_jobs_without_raising(tmp_path_factory, metadata, content) -> None:
    path = tmp_path_factory.mktemp("q") / "queue.db"
    with JobQueue(path) as q:
        q.depth()
    conn = sqlite3.connect(path)
    try:
        conn.execute("INSERT INTO jobs (created_at, updated_at, action, target, content, metadata, dedup_key) "
                     "VALUES (1, 1, 'add', 'memory', ?, ?, 'k')", (content.encode("utf-8", "replace").decode(),
                                                                   metadata.encode("utf-8", "replace").decode()))
        conn.commit()
    finally:
        conn.close()
    with JobQueue(path) as q:
        jobs = q.claim()
    assert len(jobs) == 1 and isinstance(jobs[0].metadata, dict)


SETTING_NAMES = st.sampled_from(["embedder", "embed_timeout_s", "prefetch", "prefetch_budget_ms", "vector_backend",
                                 "topics", "state_ttl_days", "worker", "worker_idle_s", "no_such_setting"])


def _check_settings(home: Path) -> None:
    try:
        loaded = load_settings(home, env={})
    except ConfigError:
        return
    for name, value in loaded.to_json().items():
        if isinstance(value, float):
            assert value == value and abs(value) != float("inf"), f"{name} is not finite"
    assert loaded.worker_idle_s > 0 and loaded.prefetch_budget_ms > 0


@FUZZ
@given(values=st.dictionaries(SETTING_NAMES, JSONISH, max_size=5))
def test_any_config_json_object_loads_as_valid_settings_or_raises_config_error(values) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        paths = Paths(Path(tmp))
        paths.data_dir.mkdir()
        paths.settings_file.write_text(json.dumps(values), encoding="utf-8")
        _check_settings(paths.hermes_home)


@FUZZ
@given(raw=st.binary(max_size=200))
def test_any_bytes_in_config_json_or_dot_env_load_or_raise_config_error(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        paths = Paths(Path(tmp))
        paths.data_dir.mkdir()
        paths.settings_file.write_bytes(raw)
        _check_settings(paths.hermes_home)
        paths.settings_file.unlink()
        paths.hermes_env.write_bytes(b"TIERED_MEMORY_WORKER_IDLE_S=" + raw)
        _check_settings(paths.hermes_home)


YAML_PIECES = st.sampled_from(["memory:", "\n", "  ", "memory_char_limit:", "user_char_limit:", " 2200", " -1", " .nan",
                               " .inf", " 1e400", " [1, 2]", " {a: b}", " true", " '12'", " ~", "&a", "*a", "!!str",
                               " 0x10", "\t", "- ", "# c", "%YAML 1.1", "---", "\x00", "é"])


@FUZZ
@given(parts=st.lists(YAML_PIECES, max_size=25))
def test_any_hermes_config_yaml_gives_positive_limits_or_raises_config_error(parts: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        (home / "config.yaml").write_text("".join(parts), encoding="utf-8", errors="surrogatepass")
        try:
            limits = load_hot_limits(home)
        except ConfigError:
            return
        assert limits.memory > 0 and limits.user > 0
