"""`list`, `search`, `show`: read the user's memories (read-only; the cold store is opened read-only).

Statuses: `live` (recalled), `history` (an older version another memory superseded),
`archived` (kept as history with no newer version: removed or retired from the hot
files), `trash` (forgotten; restorable until purged).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Iterator

from ..shared.config import Paths
from .common import (CommandFailed, UsageError, add_command, cold_store, emit, hermes_home, one_line, parse_when,
                     uses_postgres, when)

LIST_STATUSES = ("live", "history", "archived", "trash", "all")


def open_store(home: Path, *, embedder: bool = False) -> Any:
    """The cold store read-only, with the worker's audit trail (and the configured embedder for search)."""
    paths = Paths(home)
    if not paths.cold_db.exists() and not uses_postgres(home):
        raise CommandFailed(f"no memories yet: {paths.cold_db} does not exist (is --hermes-home right?)")
    model = None
    if embedder:
        from ..shared.config import load_settings
        from ..shared.embedders import make_embedder

        model = make_embedder(load_settings(home))
    return cold_store(home, worker=True, embedder=model, readonly=True)


def memory_doc(memory: Any) -> dict[str, Any]:
    data = memory.to_json()
    data.pop("content_hash", None)
    data["status"] = display_status(data)
    return data


def display_status(data: dict[str, Any]) -> str:
    if data["status"] == "history" and data.get("superseded_by") is None:
        return "archived"
    return str(data["status"])


def iter_memories(store: Any, status: str, *, target: str | None = None, type: str | None = None
                  ) -> Iterator[dict[str, Any]]:
    if status in ("live", "all"):
        yield from (memory_doc(m) for m in store.list(status="live", target=target, type=type))
    if status in ("history", "archived", "all"):
        for memory in store.list(status="history", target=target, type=type):
            doc = memory_doc(memory)
            if status == "all" or doc["status"] == status:
                yield doc
    if status in ("trash", "all"):
        yield from trash_rows(store)


def trash_rows(store: Any) -> list[dict[str, Any]]:
    """Trashed memories as memory documents: their row as it was, plus when and why."""
    return [{**{k: v for k, v in row.items() if k != "content_hash"}, "status": "trash"}
            for row in store.trashed_rows()]


def _sql_page(store: Any, status: str, target: str | None, type: str | None, offset: int,
              limit: int | None) -> tuple[int, list[dict[str, Any]]]:
    """Live memories (for "all": then history, then trash) counted and paged in SQL, in `iter_memories` order."""
    parts = ["live", "history"] if status == "all" else ["live"]
    counts = [store.count(status=part, target=target, type=type) for part in parts]
    trash = [r for r in trash_rows(store) if (not target or r.get("target") == target)
             and (not type or r.get("type") == type)] if status == "all" else []
    total = sum(counts) + len(trash)
    page: list[dict[str, Any]] = []
    skip, room = max(0, offset), total if limit is None else limit
    for part, count in zip(parts, counts):
        if skip >= count:
            skip -= count
            continue
        take = min(room, count - skip)
        page += [memory_doc(m) for m in store.list(status=part, target=target, type=type, limit=take, offset=skip)]
        skip, room = 0, room - take
    return total, page + trash[skip:skip + max(0, room)]


def list_memories(home: Path, *, target: str | None = None, type: str | None = None, status: str = "live",
                  since: str | None = None, until: str | None = None, source: str | None = None,
                  limit: int | None = None, offset: int = 0) -> dict[str, Any]:
    """Memories matching every given filter, oldest first (`offset`/`limit`: one page; `total` counts all)."""
    if status not in LIST_STATUSES:
        raise UsageError(f"status must be one of {', '.join(LIST_STATUSES)}, got {status!r}")
    filters = {"target": target, "type": type, "status": status, "since": since, "until": until, "source": source}
    if status in ("live", "all") and not (since or until or source):   # paged in SQL
        with open_store(home) as store:
            total, page = _sql_page(store, status, target, type, offset, limit)
        return {"hermes_home": str(home), "filters": filters, "total": total, "memories": page}
    start, end = parse_when(since), parse_when(until)
    with open_store(home) as store:
        rows = []
        for doc in iter_memories(store, status, target=target, type=type):
            if target and doc.get("target") != target or type and doc.get("type") != type:
                continue
            created = doc.get("created_at") or 0.0
            if start is not None and created < start or end is not None and created > end:
                continue
            if source and source not in f"{doc.get('origin') or ''} {doc.get('source_ref') or ''}":
                continue
            rows.append(doc)
    return {"hermes_home": str(home), "filters": filters, "total": len(rows),
            "memories": rows[offset:offset + limit] if limit else rows[offset:]}


def search_memories(home: Path, query: str, *, k: int = 10, status: str = "live") -> dict[str, Any]:
    """The top `k` memories for `query`, as recall ranks them, with the evidence."""
    from ..shared.recall import recall

    statuses = ("live", "history") if status == "all" else (status,)
    with open_store(home, embedder=True) as store:
        result = recall(store, query, k, statuses=statuses)
        hits = [{**memory_doc(c.memory), **c.explain()} for c in result.candidates]
    return {"hermes_home": str(home), "query": query, "mode": result.mode, "degraded": result.degraded,
            "model": result.model, "results": hits}


def _where_injected(paths: Paths, memory_id: int) -> list[dict[str, Any]]:
    if not paths.status_db.exists():
        return []
    from ..shared.diagnostics import Diagnostics

    diagnostics = Diagnostics(paths.status_db)
    try:
        records = diagnostics.recent_prefetches(10_000)
    finally:
        diagnostics.close()
    return [{"at": r.get("at"), "mode": r.get("mode"), "model": r.get("model"), "gate": r.get("gate"),
             "injected_with": len(r.get("injected_ids") or []), "candidates": r.get("candidates")}
            for r in records if memory_id in (r.get("injected_ids") or [])]


def _chain(store: Any, memory: Any) -> list[dict[str, Any]]:
    """Every version of this memory, oldest first (older versions point at newer ones by superseded_by)."""
    older: dict[int, Any] = {m.superseded_by: m for m in store.list(status="history") if m.superseded_by}
    chain, current, seen = [memory], memory, {memory.id}
    while current.id in older and older[current.id].id not in seen:
        current = older[current.id]
        seen.add(current.id)
        chain.insert(0, current)
    current = memory
    while current.superseded_by is not None and current.superseded_by not in seen:
        current = store.get(current.superseded_by)
        seen.add(current.id)
        chain.append(current)
    return [{"id": m.id, "status": display_status(m.to_json()), "text": m.text, "created_at": m.created_at,
             "valid_to": m.valid_to, "superseded_by": m.superseded_by} for m in chain]


def show_memory(home: Path, memory_id: int) -> dict[str, Any]:
    """One memory in full: its row, every version, where it was injected and what the worker did with it."""
    from ..shared.errors import MemoryNotFound

    paths = Paths(home)
    with open_store(home) as store:
        try:
            memory = store.get(memory_id)
        except MemoryNotFound:
            trashed = [r for r in trash_rows(store) if r["id"] == memory_id]
            if not trashed:
                raise CommandFailed(f"no memory #{memory_id} (try `list --status all` to find its id)") from None
            doc: dict[str, Any] = {**trashed[-1], "versions": [], "vectors": []}
        else:
            doc = {**memory_doc(memory), "versions": _chain(store, memory),
                   "vectors": sorted(m for m in store.stored_models() if store.vectors_for([memory.id], m))}
        doc["audit"] = [r.to_json() for r in store.audit_log(limit=None, memory_id=memory_id)]
    doc["injected"] = _where_injected(paths, memory_id)
    return doc


# -- argparse ---------------------------------------------------------------------------

def _filters(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--target", choices=("memory", "user"), help="MEMORY.md or USER.md memories")
    parser.add_argument("--type", choices=("state", "rule", "fact", "pointer"))
    parser.add_argument("--status", choices=LIST_STATUSES, default="live")
    parser.add_argument("--since", help="created at or after: YYYY-MM-DD, ISO time, or Nd (days ago)")
    parser.add_argument("--until", help="created at or before (same forms)")
    parser.add_argument("--source", help="origin or source reference contains this (e.g. import:holographic)")
    parser.add_argument("--limit", type=int, default=None, help="show at most this many")


def register_list(subparsers: Any, summary: str) -> None:
    _filters(add_command(subparsers, "list", summary, run_list))


def register_search(subparsers: Any, summary: str) -> None:
    parser = add_command(subparsers, "search", summary, run_search)
    parser.add_argument("query")
    parser.add_argument("-k", type=int, default=10, help="results (default 10)")
    parser.add_argument("--status", choices=("live", "history", "all"), default="live")


def register_show(subparsers: Any, summary: str) -> None:
    add_command(subparsers, "show", summary, run_show).add_argument("id", type=int)


def _row(doc: dict[str, Any]) -> str:
    return (f"#{doc['id']:<6} {doc.get('target', '?'):<6} {doc.get('type', '?'):<7} {doc['status']:<8} "
            f"{when(doc.get('created_at'))}  {one_line(doc['text'], 90)}")


def render_list(doc: dict[str, Any]) -> str:
    lines = [_row(m) for m in doc["memories"]]
    shown = len(doc["memories"])
    lines.append(f"{doc['total']} memor{'y' if doc['total'] == 1 else 'ies'}"
                 + (f" (showing {shown}; --limit)" if shown < doc["total"] else "")
                 + " — `show ID` for one in full")
    return "\n".join(lines)


def render_search(doc: dict[str, Any]) -> str:
    lines = [f"search {doc['query']!r}: {doc['mode']}" + (f" (degraded: {doc['degraded']})" if doc["degraded"] else "")]
    lines += [_row(hit) for hit in doc["results"]] or ["nothing found"]
    return "\n".join(lines)


def render_show(doc: dict[str, Any]) -> str:
    lines = [f"memory #{doc['id']} ({doc['status']}, {doc.get('target')}, {doc.get('type')})", "", doc["text"], ""]
    for key in ("created_at", "updated_at", "last_recalled_at", "valid_to", "trashed_at"):
        if doc.get(key):
            lines.append(f"{key.replace('_at', '').replace('_', ' ')}: {when(doc[key])}")
    for key in ("event_time", "recall_count", "origin", "source_ref", "trash_reason"):
        if doc.get(key) not in (None, ""):
            lines.append(f"{key.replace('_', ' ')}: {doc[key]}")
    lines.append(f"vectors: {', '.join(doc['vectors']) or 'none yet'}")
    if len(doc["versions"]) > 1:
        lines += ["", "versions (oldest first):"]
        lines += [f"  #{v['id']} {v['status']:<8} {when(v['created_at'])}  {one_line(v['text'], 80)}"
                  for v in doc["versions"]]
    if doc["audit"]:
        lines += ["", "what the worker did:"]
        lines += [f"  {when(r['at'])} {r['action']} ({r['target']}): {r['reason']}" for r in doc["audit"]]
    lines += ["", f"injected into {len(doc['injected'])} of the recent prompts"
              + (":" if doc["injected"] else "")]
    lines += [f"  {when(r['at'])} {r['mode']} recall, gate {r['gate']}, with {r['injected_with'] - 1} other(s)"
              for r in doc["injected"][:10]]
    return "\n".join(lines)


def run_list(args: argparse.Namespace) -> int:
    doc = list_memories(hermes_home(args.hermes_home), target=args.target, type=args.type, status=args.status,
                        since=args.since, until=args.until, source=args.source, limit=args.limit)
    emit(args, doc, render_list)
    return 0


def run_search(args: argparse.Namespace) -> int:
    emit(args, search_memories(hermes_home(args.hermes_home), args.query, k=args.k, status=args.status), render_search)
    return 0


def run_show(args: argparse.Namespace) -> int:
    emit(args, show_memory(hermes_home(args.hermes_home), args.id), render_show)
    return 0

