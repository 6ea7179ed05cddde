"""Is tiered_memory still wanted for this HERMES_HOME? The worker asks before every move and stops when not.

Wanted means all of: Hermes' `memory.provider` (`$HERMES_HOME/config.yaml`) is
`tiered_memory`; the plugin is still installed (`$HERMES_HOME/plugins/tiered_memory/__init__.py`,
a clone or the pip shim: `hermes plugins remove` deletes it); and TIERED_MEMORY_DISABLED is
set neither in the worker's environment, nor in `$HERMES_HOME/.env`, nor in the environment
of a Hermes process that asked since (the provider leaves an opt-out note, see `note_opt_out`).

The check is cheap: the files are re-read only when their stat (mtime, size, inode) changes.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import Any, Callable, Mapping

from ..shared import private
from ..shared.config import Paths, read_dotenv
from ..shared.errors import ConfigError, ProviderNotWanted

log = logging.getLogger("tiered_memory.worker.wanted")

PROVIDER = "tiered_memory"
DISABLED_VAR = "TIERED_MEMORY_DISABLED"
OPT_OUT_NOTE = "opted_out.json"
_TRUE = ("1", "true", "yes", "on")
_StatKey = tuple[int, int, int] | None

__all__ = ["ProviderNotWanted", "WantedCheck", "note_opt_out", "clear_opt_out"]


def _truthy(value: str | None) -> bool:
    return str(value or "").strip().lower() in _TRUE


def _stat_key(path: Path) -> _StatKey:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


class _Cached:
    """One file's parsed value, re-parsed only when its stat changes; a parse error keeps the last value."""

    def __init__(self, path: Path, parse: Callable[[Path], Any], missing: Any) -> None:
        self.path, self._parse, self._missing = path, parse, missing
        self._key: _StatKey | str = "unread"
        self._value: Any = missing

    def value(self) -> Any:
        try:
            key = _stat_key(self.path)
        except OSError as exc:
            log.warning("cannot stat %s (keeping the last answer): %s", self.path, exc)
            return self._value
        if key == self._key:
            return self._value
        if key is None:
            self._value = self._missing
        else:
            try:
                self._value = self._parse(self.path)
            except (ConfigError, OSError, ValueError) as exc:  # a half-written file: decide on the next change
                log.warning("cannot read %s (keeping the last answer): %s", self.path, exc)
                if self._key == "unread":
                    self._value = self._missing
        self._key = key
        return self._value


def _provider_of(path: Path) -> str:
    import yaml  # Hermes depends on PyYAML

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise ValueError(f"not valid YAML: {exc}") from exc
    memory = data.get("memory") if isinstance(data, dict) else None
    provider = memory.get("provider") if isinstance(memory, dict) else None
    return str(provider or "").strip()


def _note_of(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {"reason": "TIERED_MEMORY_DISABLED was set in a Hermes process"}


class WantedCheck:
    """`reason()` is None while tiered_memory is wanted, else why not (one line, for the log and status)."""

    def __init__(self, hermes_home: Path, env: Mapping[str, str] | None = None) -> None:
        self.paths = Paths(Path(hermes_home))
        self.env = os.environ if env is None else env
        self._config = _Cached(self.paths.hermes_config, _provider_of, "")
        self._dotenv = _Cached(self.paths.hermes_env, read_dotenv, {})
        self._note = _Cached(self.paths.data_dir / OPT_OUT_NOTE, _note_of, None)
        self._plugin_init = self.paths.hermes_home / "plugins" / PROVIDER / "__init__.py"

    def reason(self) -> str | None:
        if _truthy(self.env.get(DISABLED_VAR)):
            return f"{DISABLED_VAR} is set in the worker's environment"
        # read fresh, and set in either place it stops us: Hermes copied .env into the environment
        # the worker inherited, so a "0" there may be the stale copy of a .env the user has since changed
        if _truthy(self._dotenv.value().get(DISABLED_VAR)):
            return f"{DISABLED_VAR} is set in {self.paths.hermes_env}"
        note = self._note.value()
        if note is not None:
            return str(note.get("reason") or f"{DISABLED_VAR} was set in a Hermes process")
        provider = self._config.value()
        if provider != PROVIDER:
            shown = f"{provider!r}" if provider else "empty (built-in only)"
            return f"memory.provider in {self.paths.hermes_config} is {shown}, not '{PROVIDER}'"
        if not self._plugin_init.is_file():
            return f"the plugin is no longer installed ({self._plugin_init.parent} is gone)"
        return None

    def wanted(self) -> bool:
        return self.reason() is None


def note_opt_out(hermes_home: Path, reason: str) -> bool:
    """Leave a note that stops a running worker (a Hermes process saw TIERED_MEMORY_DISABLED in its env).

    Written only where our data directory exists (no worker has ever run otherwise) and only
    once per reason; returns True when a note was written."""
    paths = Paths(Path(hermes_home))
    note = paths.data_dir / OPT_OUT_NOTE
    if not paths.data_dir.is_dir():
        return False
    try:
        if note.exists() and _note_of(note).get("reason") == reason:
            return False
    except (OSError, ValueError) as exc:
        log.warning("rewriting the unreadable opt-out note %s: %s", note, exc)
    payload = json.dumps({"reason": reason, "pid": os.getpid(), "at": time.time()})
    tmp = note.with_name(f".{OPT_OUT_NOTE}.{os.getpid()}")
    tmp.unlink(missing_ok=True)   # a leftover of a crash: start it empty
    with private.open_private(tmp, "w") as handle:
        handle.write(payload)
    os.replace(tmp, note)
    return True


def clear_opt_out(hermes_home: Path) -> bool:
    """A Hermes process initialised the provider again: the earlier env opt-out no longer holds."""
    try:
        (Paths(Path(hermes_home)).data_dir / OPT_OUT_NOTE).unlink()
    except FileNotFoundError:
        return False
    return True
