"""A provider over a temp HERMES_HOME seeded with a few facts (real SQLite, the real builtin embedder, no worker)."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, TypeVar

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.diagnostics import Diagnostics
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.store import ColdStore, NewMemory

if TYPE_CHECKING:
    from tiered_memory.plugin.provider import TieredMemoryProvider

T = TypeVar("T")

FACTS = [
    "User's sister Maya works as a marine biologist in Lisbon.",
    "User prefers green tea over coffee.",
    "User's dog Biscuit is a golden retriever who loves the beach.",
    "User is training for the Rotterdam marathon in April.",
    "The billing service runs on port 8443 since the March migration.",
    "User's favourite band is Radiohead; saw them live in 2017.",
]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("TIERED_MEMORY_DISABLED", "TIERED_MEMORY_PREFETCH", "TIERED_MEMORY_EMBEDDER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("TIERED_MEMORY_WORKER", "0")
    monkeypatch.setenv("HERMES_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="module")
def builtin() -> BuiltinEmbedder:
    return BuiltinEmbedder()


def seed(home: Path, embedder: Any, texts: list[str] = FACTS) -> dict[str, int]:
    with ColdStore(Paths(home).cold_db, embedder=embedder) as store:
        return {t: r.id for t, r in zip(texts, store.add_many([NewMemory(t, target="user") for t in texts]))}


@pytest.fixture
def provider(home: Path, builtin: BuiltinEmbedder, monkeypatch: pytest.MonkeyPatch) -> Iterator[TieredMemoryProvider]:
    """An initialised, warmed provider for session-1 over a store holding FACTS (needs hermes-agent)."""
    from tiered_memory.plugin.provider import TieredMemoryProvider

    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "builtin")
    seed(home, builtin)
    p = TieredMemoryProvider()
    p.initialize("session-1", hermes_home=str(home), platform="cli", agent_context="primary")
    assert p.wait_until_warm(60)
    yield p
    p.shutdown()


@contextmanager
def initialized(home: Path, session_id: str, **kwargs: Any) -> Iterator[TieredMemoryProvider]:
    """A provider initialised for `home` (kwargs as Hermes passes them), shut down on exit (needs hermes-agent)."""
    from tiered_memory.plugin.provider import TieredMemoryProvider

    p = TieredMemoryProvider()
    p.initialize(session_id, hermes_home=str(home), **kwargs)
    try:
        yield p
    finally:
        p.shutdown()


def read_status(home: Path, read: Callable[[Diagnostics], T]) -> T:
    """What `read` finds in this home's status.db (opened and closed around it)."""
    diagnostics = Diagnostics(Paths(home).status_db)
    try:
        return read(diagnostics)
    finally:
        diagnostics.close()


def records(home: Path) -> list[dict[str, Any]]:
    return read_status(home, lambda diagnostics: diagnostics.recent_prefetches(50))


def counters(home: Path) -> dict[str, int]:
    return read_status(home, Diagnostics.counters)


def components(home: Path) -> dict[str, dict[str, Any]]:
    return read_status(home, Diagnostics.components)
