"""The Hermes MemoryProvider: thin glue from the host's hooks to the runtime, selection and the job queue.

Every hook tolerates being called before `initialize` (or after it failed), catches its
own failures (logged at WARNING in `$HERMES_HOME/tiered_memory/tiered_memory.log` and
counted as `errors.<hook>` in status.db), and is bounded in time. The constructor and
`register()` do nothing but set fields and import nothing heavy (numpy & co. load in
`initialize`): `hermes memory status` builds providers it never initialises, and with the
dependencies missing the provider still registers, `is_available()` is False and says why
(a WARNING naming the module and the pip command, and `get_status_config` for the host).
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, TypeVar

from agent.memory_provider import MemoryProvider

from ..shared.config import Paths, Settings, load_settings
from ..shared.errors import ConfigError, QueueFull
from ..shared.logs import setup_file_logging
from ..worker.wanted import clear_opt_out
from . import setup_schema
from .availability import host_hermes_home, missing_dependencies, unavailable_reason, why_unavailable

if TYPE_CHECKING:
    from .dedup import SessionLedger
    from .runtime import Runtime

log = logging.getLogger("tiered_memory.plugin.provider")

PROVIDER_NAME = "tiered_memory"
WRITE_ACTIONS = ("add", "replace", "remove")
WRITE_TARGETS = ("memory", "user")
INDEX_WAIT_S = 1.0
T = TypeVar("T")


class TieredMemoryProvider(MemoryProvider):
    """Per-turn recall from the cold store, write mirroring into the job queue, recall/forget tools."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._runtime: Runtime | None = None
        self._session_id = ""
        self._ledger: SessionLedger | None = None   # built in initialize: dedup imports numpy
        self._ledger_loaded = False
        self._agent_context = "primary"
        self._index_block: str | None = None
        self._warn: Callable[[str], Any] | None = None
        self._warned: set[str] = set()

    # -- identity and availability ---------------------------------------------------------

    @property
    def name(self) -> str:
        return PROVIDER_NAME

    def is_available(self) -> bool:
        """False when TIERED_MEMORY_DISABLED is set (process env or `$HERMES_HOME/.env`; a running
        worker is told to stop) or a dependency is missing (a WARNING says which, and the fix)."""
        return why_unavailable(host_hermes_home()) is None

    # -- lifecycle -------------------------------------------------------------------------

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        started = time.perf_counter()
        home = kwargs.get("hermes_home")
        if not home:
            log.warning("initialize without hermes_home: tiered_memory stays inactive")
            return
        missing = unavailable_reason(missing_dependencies())
        if missing is not None:
            log.warning("tiered_memory stays inactive: %s", missing)
            return
        from . import runtime as runtime_registry
        from .dedup import SessionLedger

        paths = Paths(Path(str(home)))
        try:
            setup_file_logging(paths.log_file)
        except OSError as exc:
            log.warning("cannot open the log file %s: %s", paths.log_file, exc)
        if clear_opt_out(paths.hermes_home):
            log.info("a Hermes process uses tiered_memory again: the earlier TIERED_MEMORY_DISABLED note is cleared")
        settings, settings_error = _settings_for(paths)
        rt = runtime_registry.acquire(paths, settings)
        if settings_error is not None:
            rt.recorder.record_error("initialize", settings_error)
        with self._lock:
            previous, self._runtime = self._runtime, rt
            self._session_id = str(session_id or "")
            self._ledger = SessionLedger(self._session_id)
            self._ledger_loaded = False
            self._agent_context = str(kwargs.get("agent_context") or "primary")
            self._index_block = None
            callback = kwargs.get("warning_callback")
            self._warn = callback if callable(callback) else None
        if previous is not None:
            runtime_registry.release(previous)  # acquire counted this provider again, even for the same runtime
        rt.start_warm()
        rt.recorder.set_component(f"plugin:{os.getpid()}", {
            "pid": os.getpid(), "session_id": self._session_id, "platform": kwargs.get("platform"),
            "agent_context": self._agent_context, "started_at": time.time(),
            "settings": settings.to_json(), "initialize_ms": round((time.perf_counter() - started) * 1000, 2),
        })
        log.info("initialized for %s (session %s) in %.1f ms", paths.hermes_home, self._session_id,
                 (time.perf_counter() - started) * 1000)

    def shutdown(self) -> None:
        with self._lock:
            rt, self._runtime = self._runtime, None
        if rt is None:
            return
        from . import runtime as runtime_registry

        try:
            rt.hand_over()
            rt.recorder.flush(2.0)
            runtime_registry.release(rt)
        except Exception as exc:  # shutdown must finish; logged and counted
            self._failed("shutdown", exc, rt)

    # -- the system prompt -----------------------------------------------------------------

    def system_prompt_block(self) -> str:
        rt = self._rt()
        if rt is None:
            return ""
        return self._guard("system_prompt_block", lambda: self._index_text(rt), "", rt)

    def _index_text(self, rt: Runtime) -> str:
        from .index_block import render_index_block

        with self._lock:
            if self._index_block is not None:
                return self._index_block
        rt.index_ready.wait(INDEX_WAIT_S)
        warmed, store = rt.index_facts, rt.store()
        count = store.count() if store is not None else 0  # this session's count: the process may be days old
        topics = warmed[1] if warmed is not None else []
        if warmed is not None and warmed[0] != count:
            rt.background("index", rt.refresh_index_facts)  # topics too, for the sessions after this one
        text = render_index_block(count, topics, rt.settings.topics, prefetch=rt.settings.prefetch)
        with self._lock:
            self._index_block = text
        return text

    # -- per turn --------------------------------------------------------------------------

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        rt = self._rt()
        if rt is None:
            return ""
        return self._guard("prefetch", lambda: self._prefetch(rt, query), "", rt)

    def _prefetch(self, rt: Runtime, query: str) -> str:
        from .gate import trivial_reason
        from .prefetch import empty_outcome, run_prefetch

        started = time.perf_counter()
        rt.recorder.incr("prefetch.calls")
        if not rt.settings.prefetch:
            return self._skip(rt, empty_outcome(query, "prefetch disabled (TIERED_MEMORY_PREFETCH=0)", started))
        reason = trivial_reason(query)
        if reason is not None:
            return self._skip(rt, empty_outcome(query, f"trivial prompt: {reason}", started))
        ledger, session_id = self._session_ledger(rt)
        outcome = run_prefetch(rt, query, ledger, budget_s=rt.settings.prefetch_budget_ms / 1000.0)
        injected = [(m.id, m.text) for m in (outcome.selection.injected if outcome.selection else [])]
        for memory_id, text in injected:
            ledger.add(memory_id, text)
        if injected:
            rt.recorder.call(rt.sessions.add, session_id, injected)
            rt.recorder.call(rt.recorder.diagnostics.record_recalls, session_id, "prefetch", [i for i, _ in injected])
            rt.recorder.incr("prefetch.injected", len(injected))
        else:
            rt.recorder.incr("prefetch.empty")
        if outcome.record.get("degraded") and outcome.record.get("mode") != "hybrid":
            rt.recorder.incr("prefetch.degraded")
            if rt.embedding.status()["state"] in ("failing", "unavailable"):
                self._warn_once("degraded", f"tiered_memory: recall is lexical-only ({outcome.record['degraded']})")
        rt.recorder.record_prefetch({"session": session_id, **outcome.record})
        return outcome.block

    def _skip(self, rt: Runtime, outcome: Any) -> str:
        rt.recorder.incr("prefetch.skipped")
        rt.recorder.record_prefetch({"session": self._session(), **outcome.record})
        return ""

    def _session_ledger(self, rt: Runtime) -> tuple[SessionLedger, str]:
        """This session's ledger, loaded from sessions.db the first time (a resumed session keeps its history).

        A failed load leaves it unloaded, so the next turn tries again instead of repeating old facts."""
        from .dedup import SessionLedger

        with self._lock:
            if self._ledger is None:
                self._ledger = SessionLedger(self._session_id)
            ledger, session_id, loaded = self._ledger, self._session_id, self._ledger_loaded
        if not loaded and session_id:
            ledger.reset(session_id, rt.sessions.load(session_id))
            with self._lock:
                if self._ledger is ledger:
                    self._ledger_loaded = True
        return ledger, session_id

    def queue_prefetch(self, query: str, *, session_id: str = "") -> None:
        rt = self._rt()
        if rt is not None:
            self._guard("queue_prefetch", lambda: rt.background("hot-vectors", rt.refresh_hot_vectors), None, rt)

    def sync_turn(self, user_content: str, assistant_content: str, *, session_id: str = "",
                  messages: Optional[List[Dict[str, Any]]] = None) -> None:
        """Nothing to do: the worker reconciles MEMORY.md/USER.md itself."""

    # -- writes ----------------------------------------------------------------------------

    def on_memory_write(self, action: str, target: str, content: str,
                        metadata: Optional[Dict[str, Any]] = None) -> None:
        rt = self._rt()
        if rt is None:
            return
        self._guard("on_memory_write", lambda: self._enqueue(rt, action, target, content, metadata), None, rt)

    def _enqueue(self, rt: Runtime, action: str, target: str, content: str,
                 metadata: Optional[Dict[str, Any]]) -> None:
        with self._lock:
            primary = self._agent_context == "primary"
        if not primary:
            rt.recorder.incr("queue.skipped_non_primary")
            return
        if action not in WRITE_ACTIONS or target not in WRITE_TARGETS:
            rt.recorder.incr("queue.ignored")
            log.warning("on_memory_write: ignoring action %r on target %r", action, target)
            return
        meta = dict(metadata or {})
        old_text = meta.pop("old_text", None)
        try:
            rt.queue().put(action, target, content or "", old_text=None if old_text is None else str(old_text),
                           metadata=meta)
        except QueueFull as exc:
            rt.recorder.incr("queue.dropped")
            log.warning("memory write not queued, queue full (the worker's reconciliation will catch up): "
                        "%s %s: %s", action, target, exc)
            self._warn_once("queue-full", "tiered_memory: job queue full; a memory write was dropped (see status)")
            return
        rt.recorder.incr(f"queue.put.{action}")
        rt.ensure_worker_soon()

    # -- tools -----------------------------------------------------------------------------

    def get_tool_schemas(self) -> List[Dict[str, Any]]:
        from . import tools

        return json.loads(json.dumps(tools.SCHEMAS))

    def handle_tool_call(self, tool_name: str, args: Dict[str, Any], **kwargs: Any) -> str:
        from . import tools

        rt = self._rt()
        if rt is None:
            return tools.error("unavailable", "tiered_memory is not initialised in this agent")
        return self._guard("handle_tool_call",
                           lambda: tools.dispatch(rt, tool_name, args, session_id=self._session()),
                           tools.error("internal", "the tool failed; see tiered_memory status"), rt)

    # -- sessions --------------------------------------------------------------------------

    def on_session_switch(self, new_session_id: str, *, parent_session_id: str = "", reset: bool = False,
                          rewound: bool = False, **kwargs: Any) -> None:
        rt = self._rt()
        if rt is None:
            with self._lock:
                self._session_id = str(new_session_id or "")
            return
        self._guard("on_session_switch",
                    lambda: self._switch(rt, str(new_session_id or ""), reset, rewound, str(kwargs.get("reason") or "")),
                    None, rt)

    def _switch(self, rt: Runtime, new_id: str, reset: bool, rewound: bool, reason: str) -> None:
        """Earlier blocks are gone after /new and compression; kept on /branch and /undo; a resumed session has its own.

        The new session gets a new ledger object, so a prefetch still running for the old one
        cannot add to (or reload) it."""
        from .dedup import SessionLedger

        with self._lock:
            old_id, old, old_loaded = self._session_id, self._ledger, self._ledger_loaded
            if reset or reason == "compression":
                kept, loaded = [], True
            elif reason == "branch" or (rewound and new_id == old_id):
                kept, loaded = (old.snapshot() if old is not None else []), old_loaded
            else:
                kept, loaded = [], False  # resumed: its own history, read from sessions.db below
            self._session_id, self._ledger, self._ledger_loaded = new_id, SessionLedger(new_id, kept), loaded
            self._index_block = None
        if reason == "branch":
            rt.recorder.call(rt.sessions.copy, old_id, new_id)
        if not loaded:
            rt.recorder.flush(1.0)  # this process may have just recorded that session's injections
        ledger, _ = self._session_ledger(rt)  # reads a resumed session's history; at once otherwise
        log.info("session %s -> %s (reason %r, reset %s): %d memories count as already injected",
                 old_id, new_id, reason, reset, len(ledger))

    def on_session_end(self, messages: List[Dict[str, Any]]) -> None:
        rt = self._rt()
        if rt is not None:
            self._guard("on_session_end", lambda: rt.recorder.flush(1.0), None, rt)

    def on_pre_compress(self, messages: List[Dict[str, Any]]) -> str:
        return ""

    # -- setup -----------------------------------------------------------------------------

    def get_config_schema(self) -> List[Dict[str, Any]]:
        return setup_schema.config_schema()

    def get_status_config(self, provider_config: Any) -> Dict[str, Any]:
        """What `hermes memory status` prints under "tiered_memory config": why we are not available, if so."""
        reason = why_unavailable(host_hermes_home())
        if reason is None:
            return {"details": "hermes tiered_memory status"}
        return {"not available": reason}

    def save_config(self, values: Dict[str, Any], hermes_home: str) -> None:
        setup_schema.save(values, hermes_home)

    def backup_paths(self) -> List[str]:
        return []  # everything lives under $HERMES_HOME/tiered_memory/, which `hermes backup` already covers

    # -- waiting on the background (CLI comparisons, benchmarks, tests) ---------------------

    def wait_until_warm(self, timeout: float) -> bool:
        """True once the background warm-up has finished; False on timeout or when not initialised."""
        rt = self._rt()
        return rt is not None and rt.warmed.wait(timeout)

    def flush_diagnostics(self, timeout: float) -> bool:
        """Write the counters and records queued so far to status.db; False on timeout or when not initialised."""
        rt = self._rt()
        return rt is not None and rt.recorder.flush(timeout)

    # -- helpers ---------------------------------------------------------------------------

    def _rt(self) -> Runtime | None:
        with self._lock:
            return self._runtime

    def _session(self) -> str:
        with self._lock:
            return self._session_id

    def _guard(self, hook: str, fn: Callable[[], T], default: T, rt: Runtime) -> T:
        try:
            return fn()
        except Exception as exc:  # the host swallows hook errors at DEBUG; we log and count them instead
            self._failed(hook, exc, rt)
            return default

    def _failed(self, hook: str, exc: BaseException, rt: Runtime | None) -> None:
        log.warning("%s failed: %s: %s", hook, type(exc).__name__, exc, exc_info=True)
        if rt is not None:
            rt.recorder.record_error(hook, exc)
        self._warn_once(f"error:{hook}", f"tiered_memory: {hook} failed ({type(exc).__name__}); see status")

    def _warn_once(self, key: str, message: str) -> None:
        with self._lock:
            if key in self._warned or self._warn is None:
                return
            self._warned.add(key)
            warn = self._warn
        try:
            warn(message)
        except Exception as exc:  # a host callback failing must not break the hook; logged
            log.warning("warning callback failed: %s", exc)


def _settings_for(paths: Paths) -> tuple[Settings, ConfigError | None]:
    """The settings in force; invalid stored settings fall back to the defaults (and are reported)."""
    try:
        return load_settings(paths.hermes_home), None
    except ConfigError as exc:
        log.warning("invalid tiered_memory settings, using defaults: %s", exc)
        return Settings(), exc
