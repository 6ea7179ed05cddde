"""The backend seam: `open_store` gives the SQLite ColdStore or, with a postgresql:// URL, PgColdStore.

Both have the same public API (see `shared/store/__init__.py`), so recall, the plugin, the
worker and the commands never ask which one they hold. psycopg is imported only when a
PostgreSQL URL is configured: SQLite users need none of it.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from ..config import Settings, redact_url
from ..errors import StoreError
from .cold_store import ColdStore

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres(url: str | None) -> bool:
    return bool(url) and str(url).strip().lower().startswith(POSTGRES_SCHEMES)


def default_space(hermes_home: Path | None) -> str:
    """The memory space when none is configured: the Hermes profile's name (the HERMES_HOME folder,
    `default` for ~/.hermes), so two profiles on one server never share memories by accident."""
    if hermes_home is None:
        return "default"
    home = Path(hermes_home).expanduser()
    name = home.name.lstrip(".")
    if home.parent.name == "profiles":      # Hermes profiles: ~/.hermes/profiles/<name>
        return _clean(name)
    return "default" if name in ("", "hermes") else _clean(name)


def _clean(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name)[:63] or "default"


def space_for(settings: Settings, hermes_home: Path | None) -> str:
    return settings.space.strip() or default_space(hermes_home)


def describe(settings: Settings, path: Path, hermes_home: Path | None = None) -> dict[str, Any]:
    """What status shows about the cold store's location (the URL redacted)."""
    if is_postgres(settings.database_url):
        return {"engine": "postgresql", "url": redact_url(settings.database_url),
                "space": space_for(settings, hermes_home)}
    return {"engine": "sqlite", "path": str(path)}


def open_store(settings: Settings | str | None, path: Path, *, hermes_home: Path | None = None,
               sqlite_class: type | None = None, pg_class: type | None = None, **options: Any) -> Any:
    """The cold store the settings (or a URL) name: PgColdStore for postgresql://…, else the SQLite
    ColdStore at `path`. `options` are ColdStore's (embedder, readonly, clock, …); the worker passes
    its own classes (the audit trail and hot mirror stay in the local cold.db either way)."""
    url = settings if isinstance(settings, str) or settings is None else settings.database_url
    if not is_postgres(url):
        if isinstance(settings, Settings) and "vector_backend" not in options:
            options["vector_backend"] = settings.vector_backend
        return (sqlite_class or ColdStore)(path, **options)
    try:
        from .postgres import PgColdStore
    except ImportError as exc:
        raise StoreError(f"TIERED_MEMORY_DATABASE_URL names PostgreSQL but psycopg/pgvector are not installed "
                         f"({exc}); run: pip install 'tiered_memory[postgres]'") from exc
    space = options.pop("space", None)
    if space is None:
        space = space_for(settings, hermes_home) if isinstance(settings, Settings) else \
            os.environ.get("TIERED_MEMORY_SPACE") or default_space(hermes_home)
    options.pop("vector_backend", None)
    return (pg_class or PgColdStore)(str(url), space=space, path=path, **options)
