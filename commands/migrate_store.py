"""`migrate-store --to URL|PATH`: move the whole cold store to PostgreSQL (or back to a SQLite file), resumable."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .common import CommandFailed, UsageError, add_command, cold_store, emit, hermes_home


def register(subparsers: Any, summary: str) -> None:
    parser = add_command(subparsers, "migrate-store", summary, run)
    parser.add_argument("--to", required=True, metavar="URL_OR_PATH",
                        help="postgresql://… (the space: --space, else the configured one) or a cold.db path")
    parser.add_argument("--space", default=None, help="memory space on the PostgreSQL server")
    parser.add_argument("--batch", type=int, default=500, help="memories per transaction (default 500)")


def run(args: argparse.Namespace) -> int:
    from ..shared.config import Paths, load_settings, redact_url
    from ..shared.store.backend import is_postgres, open_store, space_for
    from ..shared.store.migration import PgTarget, SqliteTarget, migrate
    from .progress import Progress

    home = hermes_home(args.hermes_home)
    paths, settings = Paths(home), load_settings(home)
    if args.batch <= 0:
        raise UsageError("--batch must be positive")
    to_pg = is_postgres(args.to)
    if to_pg == is_postgres(settings.database_url) and (to_pg or Path(args.to).resolve() == paths.cold_db.resolve()):
        raise UsageError("--to names the kind of store already configured; migrate-store moves SQLite <-> PostgreSQL")
    if not to_pg and not is_postgres(settings.database_url) and not paths.cold_db.exists():
        raise CommandFailed(f"nothing to migrate: {paths.cold_db} does not exist")
    space = args.space or space_for(settings, home)
    source_key = redact_url(settings.database_url) + f"#{space}" if settings.database_url else str(paths.cold_db)
    with cold_store(home, readonly=True) as source, Progress.for_args(args, "migrate-store") as progress:
        if to_pg:
            destination = open_store(args.to, paths.cold_db, hermes_home=home, space=space)
            target: Any = PgTarget(destination, source_key)
        else:
            target = SqliteTarget(Path(args.to).expanduser())
            destination = open_store(None, Path(args.to).expanduser())
        try:
            report = migrate(source, target, destination, batch=args.batch,
                             progress=lambda stage, done, total: progress.update(done, total))
            counts = {"live": destination.count(), "history": destination.count(status="history"),
                      "trash": len(destination.list_trash())}
        finally:
            destination.close()
            if isinstance(target, SqliteTarget):
                target.close()
    where = redact_url(args.to) if to_pg else str(Path(args.to).expanduser())
    doc = {"to": where, "space": space if to_pg else None, **report.to_json(), "destination": counts,
           "next": ("set TIERED_MEMORY_DATABASE_URL (and TIERED_MEMORY_SPACE) in $HERMES_HOME/.env to use it"
                    if to_pg else "unset TIERED_MEMORY_DATABASE_URL and put this file at " + str(paths.cold_db))}
    emit(args, doc, _render)
    return 0


def _render(doc: dict[str, Any]) -> str:
    return (f"migrated to {doc['to']}" + (f" (space {doc['space']})" if doc["space"] else "") +
            f": {doc['memories']} memories copied ({doc['skipped']} already there), {doc['vectors']} vectors, "
            f"{doc['sessions']} recall-session rows, {doc['trash']} trash entries; destination now holds {doc['destination']['live']} live, "
            f"{doc['destination']['history']} history, {doc['destination']['trash']} in the trash.\n"
            f"next: {doc['next']}")
