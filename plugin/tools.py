"""The model's tools: `tiered_memory_recall` (search the cold memory) and `tiered_memory_forget` (trash one memory).

Results are JSON strings. Bad arguments and unavailable resources give
`{"ok": false, "error": {"type": ..., "message": ...}}`, never an exception. Forget is
queued for the worker (the only writer of the cold store, which moves the memory to a
restorable trash) and takes effect in this process at once.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
from typing import Any, Mapping

from ..shared.errors import MemoryNotFound, QueueError, QueueFull
from ..shared.recall import recall
from ..shared.safety import looks_secret, neutralise, redact_secrets
from ..shared.verdicts import verdict_of
from .render import memory_date
from .runtime import Runtime

log = logging.getLogger("tiered_memory.plugin.tools")

RECALL = "tiered_memory_recall"
FORGET = "tiered_memory_forget"
DEFAULT_LIMIT = 8
MAX_LIMIT = 20
MAX_QUERY_CHARS = 2000
RESULT_CHARS = 600
INT64_MAX = 2**63 - 1           # SQLite's INTEGER range: a larger id cannot exist
_ASCII_DIGITS = re.compile(r"[0-9]{1,19}")

SCHEMAS: list[dict[str, Any]] = [
    {
        "name": RECALL,
        "description": (
            "Search the user's long-term (cold) memory: facts and events from past sessions that are not in "
            "MEMORY.md/USER.md. Returns the best matches with ids, dates and scores. Use it before saying you "
            "do not know something about the user or earlier work."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "What to look for, in natural language or keywords."},
                "limit": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT,
                          "description": f"How many memories to return (default {DEFAULT_LIMIT})."},
                "include_history": {"type": "boolean",
                                    "description": "Also search replaced, removed and archived memories (default false)."},
                "as_of": {"type": "string", "description": "A date (YYYY-MM-DD): what was true then, "
                                                           "including memories replaced since."},
            },
            "required": ["query"],
        },
    },
    {
        "name": FORGET,
        "description": (
            "Forget one long-term memory by its id (from tiered_memory_recall or a recalled block): it is moved "
            "to a restorable trash and never recalled again. Use it when a memory is wrong or outdated."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "id": {"type": "integer", "description": "The memory id."},
                "reason": {"type": "string", "description": "Why it should be forgotten (optional)."},
            },
            "required": ["id"],
        },
    },
]


def error(kind: str, message: str) -> str:
    return json.dumps({"ok": False, "error": {"type": kind, "message": message}}, ensure_ascii=False)


def int_arg(value: Any) -> int | None:
    """An integer tool argument: an int, an integral float, or ASCII digits (optionally after one '#');
    None for anything else, including other scripts' digits ("٣") and values outside SQLite's int64."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    elif isinstance(value, str):
        digits = value.strip().removeprefix("#")
        if not _ASCII_DIGITS.fullmatch(digits):
            return None
        value = int(digits)
    if isinstance(value, int) and -INT64_MAX - 1 <= value <= INT64_MAX:
        return value
    return None


def dispatch(runtime: Runtime, tool_name: str, args: Any, *, session_id: str = "") -> str:
    """One tool call as the host makes it: `args` a dict or a JSON object string; unknown names are an error."""
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except ValueError:
            return error("invalid_argument", "arguments must be a JSON object")
    if not isinstance(args, dict):
        return error("invalid_argument", "arguments must be a JSON object")
    runtime.recorder.incr(f"tools.{tool_name}")
    if tool_name == RECALL:
        return handle_recall(runtime, args, session_id=session_id)
    if tool_name == FORGET:
        return handle_forget(runtime, args, session_id=session_id)
    return error("unknown_tool", f"tiered_memory has no tool named {tool_name!r}")


def _shown(text: str) -> str:
    """Recalled text as tool output: secrets redacted, neutralised, bounded."""
    return neutralise(redact_secrets(text), max_chars=RESULT_CHARS)


def handle_recall(runtime: Runtime, args: Mapping[str, Any], *, session_id: str = "") -> str:
    query = args.get("query")
    if not isinstance(query, str) or not query.strip():
        return error("invalid_argument", "query must be a non-empty string")
    history = args.get("include_history", False)
    as_of = as_of_arg(args.get("as_of"))
    if not isinstance(history, bool) or as_of is False:
        return error("invalid_argument", "include_history must be true or false and as_of a date (YYYY-MM-DD)")
    limit = DEFAULT_LIMIT if args.get("limit") is None else int_arg(args.get("limit"))
    if limit is None or not 1 <= limit <= MAX_LIMIT:
        return error("invalid_argument", f"limit must be an integer from 1 to {MAX_LIMIT}")
    store = runtime.store()
    if store is None:
        return error("unavailable", runtime.store_problem())
    embedder, why_not = runtime.embedding.usable()
    timeout = min(runtime.settings.prefetch_budget_ms / 1000.0, runtime.settings.embed_timeout_s)
    vector = None
    if embedder is not None and embedder.model_id in store.vector_models():
        vector, why_not = runtime.embedding.embed_query(embedder, query[:MAX_QUERY_CHARS], timeout)
    result = recall(store, query[:MAX_QUERY_CHARS], MAX_LIMIT, embedder=embedder if vector is not None else None,
                    mode="hybrid" if vector is not None else "lexical", query_vector=vector,
                    statuses=("live", "history") if history else ("live",), as_of=as_of or None)
    results = []
    forgotten = runtime.forgotten()
    for candidate in result.candidates:
        memory = candidate.memory
        if memory.id in forgotten or _marked_unsafe(memory):
            continue
        results.append({
            "id": memory.id,
            "text": _shown(memory.text),
            "date": memory_date(memory),
            "target": memory.target,
            "score": round(candidate.score, 4),
            "matched_by": list(candidate.legs),
            "cosine": None if candidate.dense_score is None else round(candidate.dense_score, 4),
            **({"redacted": "secret"} if looks_secret(memory.text) else {}),
            **({"status": memory.history_reason or "history", "replaced_by": memory.superseded_by}
               if memory.status == "history" else {}),
        })
        if len(results) >= limit:
            break
    runtime.recorder.call(runtime.recorder.diagnostics.record_recalls, session_id, "tool",
                          [r["id"] for r in results])
    return json.dumps({"ok": True, "query": query, "mode": result.mode, "degraded": why_not or result.degraded,
                       "dense_coverage": result.dense_coverage, "results": results}, ensure_ascii=False)


def _marked_unsafe(memory: Any) -> bool:
    """The worker's stored verdict reads the memory as a planted order: never recalled (a secret is redacted)."""
    verdict = verdict_of(memory, scan_missing=False)
    return verdict is not None and bool(verdict.injection)


def as_of_arg(value: Any) -> float | None | bool:
    """`as_of` as epoch seconds (end of that day, UTC); None when absent, False when not a date."""
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        return False
    try:
        day = dt.date.fromisoformat(value.strip()[:10])
    except ValueError:
        return False
    return dt.datetime(day.year, day.month, day.day, 23, 59, 59, tzinfo=dt.timezone.utc).timestamp()


def handle_forget(runtime: Runtime, args: Mapping[str, Any], *, session_id: str = "") -> str:
    memory_id = int_arg(args.get("id"))
    if memory_id is None or memory_id <= 0:
        return error("invalid_argument", f"id must be a positive integer memory id (ASCII digits, at most "
                                         f"{INT64_MAX}), got {str(args.get('id'))[:40]!r}")
    reason = args.get("reason")
    if reason is not None and not isinstance(reason, str):
        return error("invalid_argument", "reason must be a string")
    target = "memory"
    text = None
    store = runtime.store()
    if store is not None:
        try:
            memory = store.get(memory_id)
        except MemoryNotFound:
            if memory_id not in runtime.forgotten():
                return error("not_found", f"no memory with id {memory_id}")
            memory = None
        if memory is not None:
            target, text = memory.target, memory.text
    runtime.forget_locally(memory_id)
    metadata = {"reason": (reason or "")[:500], "session_id": session_id, "tool": FORGET}
    try:
        job = runtime.queue().put("forget", target, str(memory_id), metadata=metadata)
    except QueueFull as exc:
        runtime.recorder.incr("queue.dropped")
        log.warning("forget of memory %d not queued (queue full); it stays hidden in this process: %s", memory_id, exc)
        return json.dumps({"ok": False, "queued": False, "id": memory_id, "suppressed": True,
                           "error": {"type": "queue_full", "message": str(exc)}})
    except QueueError as exc:
        runtime.recorder.record_error("forget", exc)
        return json.dumps({"ok": False, "queued": False, "id": memory_id, "suppressed": True,
                           "error": {"type": "queue_error", "message": str(exc)}})
    runtime.ensure_worker_soon()
    out: dict[str, Any] = {"ok": True, "queued": True, "id": memory_id, "job": job}
    if text is not None:
        out["text"] = _shown(text)
    return json.dumps(out, ensure_ascii=False)
