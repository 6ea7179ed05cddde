"""`hermes memory setup` for tiered_memory: the questions asked, how the answers are stored, what it says after.

Answers go to `$HERMES_HOME/tiered_memory/config.json` (via `shared.config.save_settings`);
environment variables still override whatever is stored. No question is secret and none
has an `env_var`: Hermes 0.19.0 labels a schema with a secret "API key / local" in its
picker and lists every `env_var` field as "Missing" in `hermes memory status`, while every
one of ours is optional (the key of an OpenAI-compatible embedder goes into
`$HERMES_HOME/.env` as TIERED_MEMORY_EMBED_API_KEY by hand; the README says so). After
storing the answers the screen says whether tiered_memory can run, and names the user's
`hermes tiered_memory …` commands.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from ..shared.config import EMBEDDER_BACKENDS, Settings, save_settings
from ..shared.errors import ConfigError
from .availability import missing_dependencies, unavailable_reason

_DEFAULTS = Settings()

SCHEMA: list[dict[str, Any]] = [
    {"key": "embedder", "description": "Embedding backend (auto: a local Ollama with the model if it answers, "
                                       "else the built-in offline model)",
     "choices": list(EMBEDDER_BACKENDS), "default": _DEFAULTS.embedder},
    {"key": "embed_model", "description": "Embedding model (blank: the backend's default, "
                                          "e.g. qwen3-embedding:0.6b for ollama)", "default": ""},
    {"key": "embed_url", "description": "Ollama host or OpenAI-compatible base URL (blank: $OLLAMA_HOST or "
                                        "http://127.0.0.1:11434)", "default": ""},
    {"key": "prefetch", "description": "Add relevant memories to each message automatically",
     "choices": ["on", "off"], "default": "on"},
    {"key": "prefetch_budget_ms", "description": "Time budget of that per-message recall, in ms",
     "default": str(_DEFAULTS.prefetch_budget_ms)},
    {"key": "topics", "description": "Topics to name in the system prompt (comma-separated, optional)",
     "default": ""},
]

# the user's commands over their memory, named at the end of the setup screen
COMMAND_GROUPS: tuple[tuple[str, str], ...] = (
    ("list, search, show", "see what the agent remembers, and where and why it was recalled"),
    ("edit, forget, restore, purge", "correct a memory, trash it, bring it back, delete it for good"),
    ("export, import", "move it to another machine; bring in holographic, MEMORY.md/USER.md or JSON"),
    ("doctor, status", "check that everything works, with a fix for each problem"),
    ("leave", "back to Hermes' built-in memory, nothing lost"),
)

_ON = ("on", "true", "yes", "1")
_OFF = ("off", "false", "no", "0")


def config_schema() -> list[dict[str, Any]]:
    return [dict(field) for field in SCHEMA]


def settings_values(values: Mapping[str, Any]) -> dict[str, Any]:
    """Setup answers (strings) as Settings fields; blank answers and unknown keys are ignored."""
    out: dict[str, Any] = {}
    for key in ("embedder", "embed_model", "embed_url", "prefetch_budget_ms", "topics"):
        value = values.get(key)
        if value is None or (isinstance(value, str) and not value.strip() and key not in ("embed_model", "embed_url")):
            continue
        out[key] = value.strip() if isinstance(value, str) else value
    prefetch = values.get("prefetch")
    if prefetch is not None:
        text = str(prefetch).strip().lower()
        if text not in _ON + _OFF:
            raise ConfigError(f"prefetch must be on or off, got {prefetch!r}")
        out["prefetch"] = text in _ON
    return out


def save(values: Mapping[str, Any], hermes_home: str | Path) -> Settings:
    """Store the answers, then say on the setup screen whether tiered_memory can run in this Python.

    Raises ConfigError (Hermes prints it) for an invalid answer."""
    settings = save_settings(Path(hermes_home), settings_values(values))
    print(readiness_line())
    print(commands_hint())
    return settings


def readiness_line() -> str:
    """One line for the end of `hermes memory setup`: ready, or what is missing and the command."""
    reason = unavailable_reason(missing_dependencies(fresh=True))   # setup may have just pip-installed them
    if reason is None:
        return "  ✓ tiered_memory: dependencies installed; works offline with its built-in embedder"
    return f"  ⚠ tiered_memory cannot run yet. {reason}"


def commands_hint() -> str:
    """Lines for the end of `hermes memory setup`: the `hermes tiered_memory` commands, by what they are for."""
    width = max(len(names) for names, _ in COMMAND_GROUPS)
    lines = ["  Your memory, from the shell: hermes tiered_memory COMMAND (each takes --help and --json)"]
    lines += [f"    {names:<{width}}  {purpose}" for names, purpose in COMMAND_GROUPS]
    return "\n".join(lines)
