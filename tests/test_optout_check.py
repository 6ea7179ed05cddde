"""The worker's "still wanted?" check on real files: each opt-out gives its reason, as one line of text."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiered_memory.worker.wanted import WantedCheck, clear_opt_out, note_opt_out


@pytest.fixture
def home(tmp_path: Path) -> Path:
    (tmp_path / "config.yaml").write_text("memory:\n  provider: tiered_memory\n", encoding="utf-8")
    (tmp_path / "plugins" / "tiered_memory").mkdir(parents=True)
    (tmp_path / "plugins" / "tiered_memory" / "__init__.py").write_text("# register_memory_provider\n")
    (tmp_path / "tiered_memory").mkdir()
    return tmp_path


def test_a_selected_installed_enabled_provider_is_wanted(home: Path) -> None:
    assert WantedCheck(home, env={}).reason() is None


def test_another_provider_in_config_yaml_is_named_in_the_reason(home: Path) -> None:
    check = WantedCheck(home, env={})
    assert check.reason() is None
    (home / "config.yaml").write_text("memory:\n  provider: honcho\n  memory_char_limit: 2200\n", encoding="utf-8")
    assert check.reason() == f"memory.provider in {home / 'config.yaml'} is 'honcho', not 'tiered_memory'"
    (home / "config.yaml").write_text("memory:\n  provider: ''\n", encoding="utf-8")
    assert check.reason() == f"memory.provider in {home / 'config.yaml'} is empty (built-in only), not 'tiered_memory'"


def test_a_half_written_config_yaml_keeps_the_last_answer_until_it_changes_again(home: Path) -> None:
    check = WantedCheck(home, env={})
    assert check.reason() is None
    (home / "config.yaml").write_text("memory:\n  provider: [unclosed\n", encoding="utf-8")
    assert check.reason() is None
    (home / "config.yaml").write_text("memory:\n  provider: mem0\n", encoding="utf-8")
    assert "is 'mem0'" in check.reason()


def test_a_removed_plugin_directory_is_the_reason(home: Path) -> None:
    check = WantedCheck(home, env={})
    (home / "plugins" / "tiered_memory" / "__init__.py").unlink()
    (home / "plugins" / "tiered_memory").rmdir()
    assert check.reason() == f"the plugin is no longer installed ({home / 'plugins' / 'tiered_memory'} is gone)"


def test_tiered_memory_disabled_in_the_env_or_the_env_file_is_the_reason(home: Path) -> None:
    assert WantedCheck(home, env={"TIERED_MEMORY_DISABLED": "1"}).reason() == \
        "TIERED_MEMORY_DISABLED is set in the worker's environment"
    check = WantedCheck(home, env={})
    assert check.reason() is None
    (home / ".env").write_text("OPENAI_API_KEY=x\nTIERED_MEMORY_DISABLED=true\n", encoding="utf-8")
    assert check.reason() == f"TIERED_MEMORY_DISABLED is set in {home / '.env'}"
    # Hermes copies .env into the environment its worker inherits: a "0" there may be stale
    assert WantedCheck(home, env={"TIERED_MEMORY_DISABLED": "0"}).reason() == \
        f"TIERED_MEMORY_DISABLED is set in {home / '.env'}"


def test_an_opt_out_note_holds_until_a_hermes_process_clears_it(home: Path) -> None:
    check = WantedCheck(home, env={})
    assert note_opt_out(home, "TIERED_MEMORY_DISABLED is set in the environment of Hermes process 42") is True
    assert note_opt_out(home, "TIERED_MEMORY_DISABLED is set in the environment of Hermes process 42") is False
    assert check.reason() == "TIERED_MEMORY_DISABLED is set in the environment of Hermes process 42"
    assert (home / "tiered_memory" / "opted_out.json").stat().st_mode & 0o777 == 0o600
    assert clear_opt_out(home) is True
    assert check.reason() is None


def test_no_note_is_left_where_tiered_memory_never_ran(tmp_path: Path) -> None:
    assert note_opt_out(tmp_path, "disabled") is False
    assert not (tmp_path / "tiered_memory").exists()


def service_with(home: Path, wanted, checkpoint=None):
    from tiered_memory.shared.config import Paths
    from tiered_memory.shared.jobqueue import JobQueue
    from tiered_memory.worker.context import open_context
    from tiered_memory.worker.service import WorkerService

    ctx = open_context(home, embedder=None)
    return WorkerService(ctx, JobQueue(Paths(home).queue_db), watch=False, wanted=wanted, checkpoint=checkpoint)


def test_a_move_starting_after_the_opt_out_raises_and_stops_the_service_with_its_reason(home: Path) -> None:
    from tiered_memory.shared.errors import ProviderNotWanted

    reasons = iter([None, "memory.provider in config.yaml is 'mem0', not 'tiered_memory'"])
    service = service_with(home, lambda: next(reasons))
    try:
        service.checkpoint("move_started")   # still wanted: the move goes on
        with pytest.raises(ProviderNotWanted):
            service.checkpoint("intent_recorded")
        assert service.stop_event.is_set()
        assert service.heartbeat.stop_reason == "not wanted: memory.provider in config.yaml is 'mem0', not 'tiered_memory'"
    finally:
        service.queue.close()
        service.ctx.close()


def test_the_wanted_wrapper_keeps_the_crash_tests_phase_names(home: Path, tmp_path: Path) -> None:
    from tiered_memory.worker.checkpoints import EnvCheckpoint, enter_phase

    phase_log = tmp_path / "phases.log"
    service = service_with(home, lambda: None, EnvCheckpoint(phase_log=str(phase_log)))
    try:
        enter_phase(service.checkpoint, "overflow")
        service.checkpoint("move_started")
        assert phase_log.read_text(encoding="ascii") == "overflow.move_started\n"
    finally:
        service.queue.close()
        service.ctx.close()
