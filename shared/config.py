"""Where tiered_memory keeps its files under a HERMES_HOME, and which settings are in force.

Settings come from `$HERMES_HOME/tiered_memory/config.json` (written by `hermes memory
setup`), then environment variables override them: process env first, then
`$HERMES_HOME/.env`. Hot-tier char limits come from Hermes' own `config.yaml`.
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any, Mapping
from urllib.parse import urlsplit

from . import private
from .errors import ConfigError

DATA_DIR_NAME = "tiered_memory"
DEFAULT_MEMORY_CHAR_LIMIT = 2200
DEFAULT_USER_CHAR_LIMIT = 1375
DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434"
DEFAULT_OLLAMA_MODEL = "qwen3-embedding:0.6b"
EMBEDDER_BACKENDS = ("auto", "ollama", "openai", "builtin", "none")
VECTOR_BACKENDS = ("auto", "numpy", "vec0")


@dataclass(frozen=True)
class Paths:
    """Every file tiered_memory reads or writes for one HERMES_HOME."""

    hermes_home: Path

    @property
    def data_dir(self) -> Path:
        return self.hermes_home / DATA_DIR_NAME

    @property
    def cold_db(self) -> Path:
        return self.data_dir / "cold.db"

    @property
    def queue_db(self) -> Path:
        return self.data_dir / "queue.db"

    @property
    def settings_file(self) -> Path:
        return self.data_dir / "config.json"

    @property
    def log_file(self) -> Path:
        return self.data_dir / "tiered_memory.log"

    @property
    def worker_lock(self) -> Path:
        return self.data_dir / "worker.lock"

    @property
    def status_db(self) -> Path:
        return self.data_dir / "status.db"

    @property
    def embed_cache(self) -> Path:
        return self.data_dir / "embed_cache.db"

    @property
    def memories_dir(self) -> Path:
        return self.hermes_home / "memories"

    @property
    def memory_md(self) -> Path:
        return self.memories_dir / "MEMORY.md"

    @property
    def user_md(self) -> Path:
        return self.memories_dir / "USER.md"

    def hot_file(self, target: str) -> Path:
        """MEMORY.md for target 'memory', USER.md for target 'user'."""
        if target == "memory":
            return self.memory_md
        if target == "user":
            return self.user_md
        raise ConfigError(f"unknown hot-file target {target!r} (expected 'memory' or 'user')")

    @property
    def hermes_config(self) -> Path:
        return self.hermes_home / "config.yaml"

    @property
    def hermes_env(self) -> Path:
        return self.hermes_home / ".env"


@dataclass(frozen=True)
class Settings:
    """User settings; defaults are what a fresh install runs with."""

    embedder: str = "auto"              # auto | ollama | openai | builtin | none
    embed_model: str = ""               # empty: the backend's default model
    embed_url: str = ""                 # ollama host or OpenAI-compatible base URL
    embed_api_key_env: str = "TIERED_MEMORY_EMBED_API_KEY"  # name of the env var holding the key
    embed_timeout_s: float = 10.0       # per request, write path (worker)
    prefetch: bool = True               # per-turn recall injection
    prefetch_budget_ms: int = 1500      # the whole prefetch hook, well under Hermes' 8 s join
    vector_backend: str = "auto"        # auto | numpy | vec0
    topics: tuple[str, ...] = ()        # extra topics to name in the system prompt block
    state_ttl_days: float = 7.0         # worker: a state entry never stays hot longer than this
    worker: bool = True                 # start the sidecar worker from initialize()
    worker_idle_s: float = 900.0        # the worker exits after this long without work (restarted on demand)
    trash_retention_days: float = 30.0  # trashed memories stay restorable this long, then are purged for good
    cold_state_horizon_days: float = 180.0  # a cold state neither stored nor recalled for this long is archived (0: never)
    cold_rule_horizon_days: float = 730.0   # ... a cold rule or fact (0: never)
    cold_soft_cap: int = 20000          # live cold memories above this: the least-recalled states are archived
    cold_hard_cap: int = 50000          # ... above this, the least-recalled rules and facts too
    promote_sessions: int = 3           # a cold rule given to this many distinct sessions ...
    promote_window_days: float = 14.0   # ... within this many days goes back to the hot file when it fits
    database_url: str = ""              # postgresql://… puts the cold store on PostgreSQL (empty: SQLite cold.db)
    space: str = ""                     # the memory space on a shared server (empty: the Hermes profile's name)

    def validated(self) -> "Settings":
        if self.embedder not in EMBEDDER_BACKENDS:
            raise ConfigError(f"embedder must be one of {EMBEDDER_BACKENDS}, got {self.embedder!r}")
        if self.vector_backend not in VECTOR_BACKENDS:
            raise ConfigError(f"vector_backend must be one of {VECTOR_BACKENDS}, got {self.vector_backend!r}")
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "float" and not math.isfinite(value):
                raise ConfigError(f"setting {f.name} must be a finite number, got {value!r}")
        if self.prefetch_budget_ms <= 0 or self.embed_timeout_s <= 0:
            raise ConfigError("prefetch_budget_ms and embed_timeout_s must be positive")
        if min(self.trash_retention_days, self.cold_state_horizon_days, self.cold_rule_horizon_days,
               self.promote_window_days) < 0 or self.promote_sessions < 1:
            raise ConfigError("retention, horizon and promotion window days must not be negative, "
                              "promote_sessions at least 1")
        if not 0 < self.cold_soft_cap <= self.cold_hard_cap:
            raise ConfigError(f"need 0 < cold_soft_cap <= cold_hard_cap, got {self.cold_soft_cap} "
                              f"and {self.cold_hard_cap}")
        if self.worker_idle_s <= 0 or self.state_ttl_days < 0:
            raise ConfigError(f"worker_idle_s must be positive and state_ttl_days not negative, got "
                              f"{self.worker_idle_s!r} and {self.state_ttl_days!r}")
        return self

    def to_json(self, *, redact: bool = True) -> dict[str, Any]:
        """The settings as JSON; the database URL's password is masked unless `redact=False` (config.json)."""
        data = asdict(self)
        data["topics"] = list(self.topics)
        if redact:
            data["database_url"] = redact_url(self.database_url)
        return data


_ENV_OVERRIDES: dict[str, str] = {
    "TIERED_MEMORY_EMBEDDER": "embedder",
    "TIERED_MEMORY_EMBED_MODEL": "embed_model",
    "TIERED_MEMORY_EMBED_URL": "embed_url",
    "TIERED_MEMORY_EMBED_TIMEOUT_S": "embed_timeout_s",
    "TIERED_MEMORY_PREFETCH": "prefetch",
    "TIERED_MEMORY_PREFETCH_BUDGET_MS": "prefetch_budget_ms",
    "TIERED_MEMORY_VECTOR_BACKEND": "vector_backend",
    "TIERED_MEMORY_TOPICS": "topics",
    "TIERED_MEMORY_STATE_TTL_DAYS": "state_ttl_days",
    "TIERED_MEMORY_WORKER": "worker",
    "TIERED_MEMORY_WORKER_IDLE_S": "worker_idle_s",
    "TIERED_MEMORY_TRASH_RETENTION_DAYS": "trash_retention_days",
    "TIERED_MEMORY_COLD_STATE_HORIZON_DAYS": "cold_state_horizon_days",
    "TIERED_MEMORY_COLD_RULE_HORIZON_DAYS": "cold_rule_horizon_days",
    "TIERED_MEMORY_COLD_SOFT_CAP": "cold_soft_cap",
    "TIERED_MEMORY_COLD_HARD_CAP": "cold_hard_cap",
    "TIERED_MEMORY_DATABASE_URL": "database_url",
    "TIERED_MEMORY_SPACE": "space",
}


def redact_url(url: str) -> str:
    """A database URL safe to show: the password (and any password= parameter) replaced by ***."""
    if not url:
        return url
    try:
        netloc = urlsplit(url).netloc
    except ValueError:
        return "<unparseable database URL>"
    user, at, host = netloc.rpartition("@")
    if at and ":" in user:
        url = url.replace(netloc, user.split(":", 1)[0] + ":***@" + host, 1)
    return re.sub(r"(?i)\b(password|sslpassword)=[^&\s]*", r"\1=***", url)


def read_dotenv(path: Path) -> dict[str, str]:
    """Parse a Hermes `.env` file (KEY=VALUE lines, optional quotes, # comments)."""
    values: dict[str, str] = {}
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return values
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read {path}: {exc}") from exc
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        key = key.strip().removeprefix("export ").strip()
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[key] = value
    return values


def environment(hermes_home: Path | None, env: Mapping[str, str] | None = None) -> dict[str, str]:
    """The effective environment: `$HERMES_HOME/.env` overlaid by the process env."""
    merged: dict[str, str] = {}
    if hermes_home is not None:
        merged.update(read_dotenv(Paths(Path(hermes_home)).hermes_env))
    merged.update(os.environ if env is None else env)
    return merged


def _truthy(value: str) -> bool:
    return value.strip().lower() in ("1", "true", "yes", "on")


def is_disabled(hermes_home: Path | None, env: Mapping[str, str] | None = None) -> bool:
    """True when TIERED_MEMORY_DISABLED is set (process env or `$HERMES_HOME/.env`)."""
    return _truthy(environment(hermes_home, env).get("TIERED_MEMORY_DISABLED", ""))


def _coerce(name: str, raw: Any) -> Any:
    kinds = {f.name: f.type for f in fields(Settings)}
    kind = kinds[name]
    try:
        if kind == "bool":
            return raw if isinstance(raw, bool) else _truthy(str(raw))
        if kind == "int":
            return int(raw)
        if kind == "float":
            return float(raw)
        if kind.startswith("tuple"):
            items = raw if isinstance(raw, (list, tuple)) else str(raw).split(",")
            return tuple(str(item).strip() for item in items if str(item).strip())
        return str(raw)
    except (TypeError, ValueError, OverflowError) as exc:
        raise ConfigError(f"setting {name}: cannot use {raw!r} ({exc})") from exc


def _stored_settings(paths: Paths) -> dict[str, Any]:
    """config.json as written by setup ({} when there is none); ConfigError when unreadable or not an object."""
    try:
        stored = json.loads(paths.settings_file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError, RecursionError) as exc:
        raise ConfigError(f"cannot read settings {paths.settings_file}: {exc}") from exc
    if not isinstance(stored, dict):
        raise ConfigError(f"settings {paths.settings_file} must hold a JSON object, not {type(stored).__name__}")
    return stored


def load_settings(hermes_home: Path, env: Mapping[str, str] | None = None) -> Settings:
    """Settings for this HERMES_HOME: defaults < config.json < .env < process env."""
    paths = Paths(Path(hermes_home))
    known = {f.name for f in fields(Settings)}
    values = {k: _coerce(k, v) for k, v in _stored_settings(paths).items() if k in known}
    effective = environment(paths.hermes_home, env)
    for var, name in _ENV_OVERRIDES.items():
        if effective.get(var, "") != "":
            values[name] = _coerce(name, effective[var])
    return replace(Settings(), **values).validated()


def save_settings(hermes_home: Path, values: Mapping[str, Any]) -> Settings:
    """Merge `values` into config.json (atomically) and return the stored settings."""
    paths = Paths(Path(hermes_home))
    current = _stored_settings(paths)
    known = {f.name for f in fields(Settings)}
    unknown = sorted(set(values) - known)
    if unknown:
        raise ConfigError(f"unknown settings: {', '.join(unknown)}")
    current.update({k: _coerce(k, v) for k, v in values.items()})
    settings = replace(Settings(), **{k: _coerce(k, v) for k, v in current.items() if k in known}).validated()
    private.ensure_dir(paths.data_dir)
    fd, tmp = tempfile.mkstemp(prefix=".config.", suffix=".tmp", dir=paths.data_dir)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(json.dumps(settings.to_json(redact=False), indent=2, ensure_ascii=False) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, paths.settings_file)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return settings


@dataclass(frozen=True)
class HotLimits:
    """Hermes' configured char limits for MEMORY.md and USER.md."""

    memory: int = DEFAULT_MEMORY_CHAR_LIMIT
    user: int = DEFAULT_USER_CHAR_LIMIT

    def for_target(self, target: str) -> int:
        return self.memory if target == "memory" else self.user


def load_hot_limits(hermes_home: Path) -> HotLimits:
    """`memory.memory_char_limit` / `memory.user_char_limit` from `$HERMES_HOME/config.yaml`."""
    path = Paths(Path(hermes_home)).hermes_config
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return HotLimits()
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read {path}: {exc}") from exc
    import yaml  # Hermes depends on PyYAML; imported lazily to keep module import cheap

    try:
        data = yaml.safe_load(text) or {}
    except (yaml.YAMLError, RecursionError) as exc:
        raise ConfigError(f"cannot parse {path}: {exc}") from exc
    memory = data.get("memory") if isinstance(data, dict) else None
    memory = memory if isinstance(memory, dict) else {}

    def limit(key: str, default: int) -> int:
        value = memory.get(key, default)
        try:
            value = int(value)
        except (TypeError, ValueError, OverflowError) as exc:
            raise ConfigError(f"{path}: memory.{key} must be an integer, got {value!r}") from exc
        if value <= 0:
            raise ConfigError(f"{path}: memory.{key} must be positive, got {value}")
        return value

    return HotLimits(
        memory=limit("memory_char_limit", DEFAULT_MEMORY_CHAR_LIMIT),
        user=limit("user_char_limit", DEFAULT_USER_CHAR_LIMIT),
    )

