"""What every worker step needs: paths, settings, limits, the cold store, diagnostics, a clock.

The clock is injectable (`now` is passed explicitly into every decision), so tests and the
governance benchmark can simulate 90 days without sleeping.
"""

from __future__ import annotations

import logging
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..shared import private
from ..shared.config import HotLimits, Paths, Settings, load_hot_limits, load_settings
from ..shared.diagnostics import Diagnostics
from ..shared.embedders import make_embedder
from ..shared.embedders.base import Embedder
from ..shared.embedders.breaker import BreakerEmbedder
from ..shared.hotfile import HotFile
from ..shared.store import ColdStore
from ..shared.store.backend import is_postgres, open_store
from .store import WorkerStore

log = logging.getLogger("tiered_memory.worker")

TARGETS = ("memory", "user")
DAY_S = 86400.0


@dataclass(frozen=True)
class Policy:
    """Overflow thresholds (fractions of the configured Hermes limit) and step limits."""

    soft: float = 0.60              # at or above: one overflow pass
    hard: float = 0.80              # at or above: passes until usage <= target, or no progress
    target: float = 0.40
    state_ttl_s: float = 7 * DAY_S  # a state entry never stays hot longer (while cold is healthy)
    soft_sinks_per_pass: int = 3
    hard_sinks_per_pass: int = 6
    max_hard_passes: int = 8
    pointer_min_chars: int = 160    # a sunk rule at least this long leaves a pointer behind
    pointer_head_chars: int = 48
    merge_max_chars: int = 400      # merged entries stay short
    retry_base_s: float = 60.0      # cold-write failure back-off: 1 min, 2, 4 … capped
    retry_max_s: float = 3600.0
    protect_importance: float = 0.9

    @classmethod
    def from_settings(cls, settings: Settings) -> "Policy":
        return cls(state_ttl_s=float(settings.state_ttl_days) * DAY_S)


@dataclass
class WorkerContext:
    """One HERMES_HOME as the worker sees it. The worker is the only writer of the cold store."""

    paths: Paths
    settings: Settings
    limits: HotLimits
    store: ColdStore
    diagnostics: Diagnostics
    policy: Policy
    clock: Callable[[], float] = time.time
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    lock_timeout_s: float = 5.0

    def hot(self, target: str) -> HotFile:
        return HotFile(self.paths.hot_file(target), self.limits.for_target(target),
                       lock_timeout_s=self.lock_timeout_s, confine_to=self.paths.hermes_home)

    def limit(self, target: str) -> int:
        return self.limits.for_target(target)

    def now(self) -> float:
        return float(self.clock())

    def reload_limits(self) -> None:
        """Re-read `config.yaml` (the user may change the limits while the worker runs)."""
        self.limits = load_hot_limits(self.paths.hermes_home)

    def close(self) -> None:
        self.store.close()
        self.diagnostics.close()


def _pg_worker_store() -> type | None:
    """PgWorkerStore when psycopg is installed (imported only then); open_store names what is missing."""
    try:
        from .pg_store import PgWorkerStore
    except ImportError:
        return None
    return PgWorkerStore


def open_context(hermes_home: Path, *, embedder: Embedder | None | str = "settings",
                 clock: Callable[[], float] = time.time, policy: Policy | None = None) -> WorkerContext:
    """Open the cold store and diagnostics for `hermes_home`.

    `embedder="settings"` builds the configured embedder behind a circuit breaker (no network
    call until first use); pass an Embedder or None to override (tests, benchmarks).
    """
    paths = Paths(Path(hermes_home))
    settings = load_settings(paths.hermes_home)
    limits = load_hot_limits(paths.hermes_home)   # before anything is opened: a bad config leaks nothing
    if isinstance(embedder, str):
        configured = make_embedder(settings)
        embedder = BreakerEmbedder(configured) if configured is not None else None
    private.ensure_dir(paths.data_dir)
    store = open_store(settings, paths.cold_db, hermes_home=paths.hermes_home, sqlite_class=WorkerStore,
                       pg_class=_pg_worker_store() if is_postgres(settings.database_url) else None,
                       embedder=embedder, embed_timeout_s=settings.embed_timeout_s, clock=clock)
    return WorkerContext(
        paths=paths,
        settings=settings,
        limits=limits,
        store=store,
        diagnostics=Diagnostics(paths.status_db),
        policy=policy or Policy.from_settings(settings),
        clock=clock,
    )
