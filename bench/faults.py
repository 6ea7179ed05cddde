"""The fault matrix as rates: each fault is injected into a real worker on a fresh HERMES_HOME, N times.

Per trial three verdicts: **nothing lost** (every entry written is in the hot file, cold
live/history or the trash, checked through the store's API), **clear** (the fault shows as
an error naming the file or cause in status.db, stderr or the audit, with no traceback) and
**recovered** (a normal run afterwards exits 0 and leaves the hot file one Hermes accepts).
For the SIGKILL faults the worker's phase log (worker/checkpoints.py) also tells whether each
kill landed inside a move. The tests assert each behaviour once; this reports how often.
"""

from __future__ import annotations

import ctypes
import json
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable

from ..shared.config import Paths
from ..shared.diagnostics import Diagnostics
from ..shared.hotfile import HotFile, parse_entries, round_trips
from ..shared.jobqueue import JobQueue
from ..worker.checkpoints import CRASH_ENV, PHASE_LOG_ENV

MEMORY_LIMIT = 1000
STATES = ["2026-0{m}-1{d} Finished the rollout of release {n} to production, done.",
          "2026-0{m}-2{d} 서비스 {n} 배포 완료.", "2026-0{m}-0{d} 已完成服务 {n} 的数据库迁移。"]
RULES = ["Project {n}: prefer small pull requests with a clear description of the change and why.",
         "Project {n} uses ruff with a line length of 110 and type hints on every public function."]
STEPS = ("cold_written", "intent_recorded", "hot_removed")


@dataclass
class Trial:
    nothing_lost: bool
    clear: bool | None          # None: the fault is not an error (nothing to report)
    recovered: bool | None      # None: recovery needs the user (e.g. moving a corrupt file aside)
    inside_move: bool | None = None
    note: str = ""


class Home:
    """A fresh HERMES_HOME written the way Hermes and the plugin write: the hot file, then a job."""

    def __init__(self, root: Path, rng: random.Random) -> None:
        self.path = root / "hermes_home"
        self.path.mkdir()
        (self.path / "config.yaml").write_text(f"memory:\n  memory_char_limit: {MEMORY_LIMIT}\n", encoding="utf-8")
        self.paths = Paths(self.path)
        self.rng = rng
        self.written: list[str] = []

    def write(self, text: str) -> None:
        if HotFile(self.paths.memory_md, MEMORY_LIMIT, scan_new_entries=False).append_entry(text):
            self.written.append(text)
            with JobQueue(self.paths.queue_db) as queue:
                queue.put("add", "memory", text)

    def states(self, count: int, start: int = 0) -> None:
        for n in range(start, start + count):
            self.write(self.rng.choice(STATES).format(m=self.rng.randint(1, 9), d=self.rng.randint(0, 9), n=n))

    def rules(self, count: int, start: int = 0) -> None:
        for n in range(start, start + count):
            if len("\n§\n".join([*self.hot(), "x" * 100])) > MEMORY_LIMIT:
                break
            self.write(self.rng.choice(RULES).format(n=n))

    def hot(self) -> list[str]:
        return parse_entries(self.paths.memory_md.read_text(encoding="utf-8")) if self.paths.memory_md.exists() else []

    def env(self, **extra: str) -> dict[str, str]:
        return {**os.environ, "HERMES_HOME": str(self.path), "TIERED_MEMORY_EMBEDDER": "none", **extra}

    def worker(self, *args: str, preexec: Callable[[], None] | None = None, **env: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "tiered_memory.worker", "--hermes-home", str(self.path),
                               "--once", *args], env=self.env(**env), capture_output=True, text=True,
                              timeout=300, preexec_fn=preexec)

    def lost(self) -> list[str]:
        """Written texts that are nowhere: not hot, not in cold (live or history), not in the trash."""
        from ..worker.store import WorkerStore

        hot = set(self.hot())
        if not self.paths.cold_db.exists():
            return [t for t in self.written if t not in hot]
        with WorkerStore(self.paths.cold_db) as store:
            return [t for t in self.written
                    if t not in hot and store.find_text(t, "memory") is None and not store.in_trash(t)]

    def errors(self) -> list[str]:
        diagnostics = Diagnostics(self.paths.status_db)
        try:
            return [f"{e.source}: {e.kind}: {e.message}" for e in diagnostics.recent_errors(200)]
        finally:
            diagnostics.close()

    def recovered(self) -> bool:
        run = self.worker()
        raw = self.paths.memory_md.read_text(encoding="utf-8") if self.paths.memory_md.exists() else ""
        return run.returncode == 0 and round_trips(raw, MEMORY_LIMIT)


def _no_traceback(run: subprocess.CompletedProcess) -> bool:
    return "Traceback" not in run.stderr


# ------------------------------------------------------------------------------------------ kills


def _killed_inside(phase_log: Path, aimed: str) -> bool:
    marks = phase_log.read_text(encoding="ascii").split() if phase_log.exists() else []
    phase = aimed.split(".")[0]
    started = marks.count(f"{phase}.move_started")
    return bool(marks) and marks[-1] == aimed and started == marks.count(f"{phase}.move_done") + 1


def _kill_trial(home: Home, root: Path, phase: str) -> Trial:
    if phase == "migrate":
        home.states(10)
    else:
        home.rules(12)
    aimed = f"{phase}.{home.rng.choice(STEPS)}"
    phase_log = root / "phases.log"
    run = home.worker(**{CRASH_ENV: f"{aimed}:{home.rng.randint(1, 2)}", PHASE_LOG_ENV: str(phase_log)})
    killed = run.returncode == -signal.SIGKILL
    lost = home.lost()
    recovered = home.recovered()
    inside = killed and _killed_inside(phase_log, aimed)
    return Trial(not lost and not home.lost(), killed, recovered, inside_move=inside,
                 note=f"aimed at {aimed}" + ("" if killed else f"; not reached (exit {run.returncode})"))


def _random_kill_trial(home: Home, root: Path) -> Trial:
    home.states(6)
    home.rules(8, start=50)
    phase_log = root / "phases.log"
    proc = subprocess.Popen([sys.executable, "-m", "tiered_memory.worker", "--hermes-home", str(home.path), "--once"],
                            env=home.env(**{PHASE_LOG_ENV: str(phase_log)}), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not phase_log.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.005)     # the first move has started ...
    time.sleep(home.rng.uniform(0.0, 0.3))   # ... then a random moment of the moving phase
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    marks = phase_log.read_text(encoding="ascii").split() if phase_log.exists() else []
    inside = any(marks.count(f"{p}.move_started") > marks.count(f"{p}.move_done") for p in ("migrate", "overflow"))
    lost = home.lost()
    return Trial(not lost, None, home.recovered() and not home.lost(), inside_move=inside,
                 note=f"killed after {len(marks)} checkpoint(s)")


# ------------------------------------------------------------------------------------------ the environment


def _file_size_limit(limit: int) -> Callable[[], None]:
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


def _disk_full_trial(home: Home, root: Path) -> Trial:
    home.states(3)
    home.worker()
    home.states(5, start=10)
    home.rules(6, start=20)
    run = home.worker(preexec=_file_size_limit(home.paths.cold_db.stat().st_size + home.rng.choice([0, 32, 64]) * 1024))
    named = any(str(home.paths.cold_db) in line for line in home.errors()) or str(home.paths.cold_db) in run.stderr
    lost = home.lost()
    return Trial(not lost, named and _no_traceback(run), home.recovered(), note=f"exit {run.returncode}")


def _drop_write_override() -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (0, 1, 2, 3):   # CHOWN, DAC_OVERRIDE, DAC_READ_SEARCH, FOWNER
        if libc.prctl(24, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def _read_only_trial(home: Home, root: Path) -> Trial | None:
    if os.geteuid() != 0:
        return None   # a data dir we own would be chmod-ed back to 0700: only root can simulate someone else's
    home.states(3)
    home.worker()
    home.states(2, start=10)
    for path in [home.paths.data_dir, *home.paths.data_dir.iterdir()]:
        os.chown(path, 65534, 65534)
    home.paths.data_dir.chmod(0o755)
    before = home.paths.memory_md.read_bytes()
    run = home.worker(preexec=_drop_write_override)
    clear = run.returncode == 1 and str(home.paths.data_dir) in run.stderr and _no_traceback(run)
    intact = home.paths.memory_md.read_bytes() == before
    for path in [home.paths.data_dir, *home.paths.data_dir.iterdir()]:
        os.chown(path, 0, 0)
    return Trial(not home.lost() and intact, clear, home.recovered(), note=f"exit {run.returncode}")


def _dead_lock_trial(home: Home, root: Path) -> Trial:
    home.states(3)
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    home.paths.data_dir.mkdir(parents=True, exist_ok=True)
    home.paths.worker_lock.write_text(gone.stdout.strip(), encoding="utf-8")
    run = home.worker()
    moved = not set(home.written) & set(home.hot())
    return Trial(not home.lost(), None, run.returncode == 0 and moved)


def _clock_jump_trial(home: Home, root: Path) -> Trial:
    from ..worker.context import DAY_S, open_context
    from ..worker.service import WorkerService

    clock = {"t": 1_790_000_000.0}
    home.rules(3)
    service = WorkerService(open_context(home.path, embedder=None, clock=lambda: clock["t"]),
                            JobQueue(home.paths.queue_db, clock=lambda: clock["t"]), watch=False)
    try:
        service.run_once()
        clock["t"] -= home.rng.uniform(1, 400) * DAY_S
        home.states(3, start=10)
        service.run_once()
        clock["t"] += home.rng.uniform(400, 900) * DAY_S
        home.states(2, start=20)
        service.run_once()
        service.run_once()
    finally:
        service.ctx.close()
        service.queue.close()
    states_hot = [t for t in home.hot() if t[:4].isdigit()]
    return Trial(not home.lost(), None, not states_hot)


class _StubOllama(BaseHTTPRequestHandler):
    """Ollama's /api/tags and /api/embed with random vectors of `mode`'s making."""

    mode = "ok"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        return None

    def _send(self, body: bytes) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:  # noqa: N802 - stdlib naming
        self._send(json.dumps({"models": [{"name": "qwen3-embedding:0.6b", "model": "qwen3-embedding:0.6b"}]}).encode())

    def do_POST(self) -> None:  # noqa: N802 - stdlib naming
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"{}")
        inputs = body.get("input") if isinstance(body.get("input"), list) else [body.get("input")]
        if self.server.mode == "garbage":  # type: ignore[attr-defined]
            self._send(b"<html>not an embedding</html>")
            return
        dim = 7 if self.server.mode == "wrong_dim" else 8  # type: ignore[attr-defined]
        rng = random.Random(len(inputs))
        self._send(json.dumps({"model": body.get("model"), "embeddings": [[rng.random() for _ in range(dim)]
                                                                           for _ in inputs]}).encode())


def _embedder_trial(home: Home, root: Path, mode: str) -> Trial:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _StubOllama)
    server.mode = "ok"  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    env = {"TIERED_MEMORY_EMBEDDER": "ollama", "TIERED_MEMORY_EMBED_URL": url}
    try:
        home.states(2)
        home.worker(**env)
        server.mode = mode  # type: ignore[attr-defined]
        home.states(3, start=10)
        run = home.worker(**env)
    finally:
        server.shutdown()
        server.server_close()
    said = "unreadable answer" if mode == "garbage" else "7-dimension"
    moved = not set(home.written) & set(home.hot())
    return Trial(not home.lost(), any(said in e for e in home.errors()) and _no_traceback(run), moved,
                 note="moved, stored lexical-only" if moved else "kept hot")


# ------------------------------------------------------------------------------------------ the matrix

Scenario = Callable[[Home, Path], "Trial | None"]


def scenarios() -> dict[str, tuple[str, Scenario]]:
    """fault name -> (what is done, the trial)."""
    from . import fault_inputs as inputs

    return {
        "sigkill_in_migrate": ("SIGKILL at a random checkpoint of a state migration, then restart",
                               lambda h, r: _kill_trial(h, r, "migrate")),
        "sigkill_in_overflow": ("SIGKILL at a random checkpoint of an overflow move, then restart",
                                lambda h, r: _kill_trial(h, r, "overflow")),
        "sigkill_random_time": ("SIGKILL 0-300 ms after the first move started (no aim), then restart",
                                _random_kill_trial),
        "disk_full": ("files cannot grow (RLIMIT_FSIZE at cold.db's size + 0/32/64 KiB)", _disk_full_trial),
        "read_only_data_dir": ("data dir and files owned by someone else, no override rights", _read_only_trial),
        "dead_lock_holder": ("worker.lock names a pid that has exited", _dead_lock_trial),
        "clock_jump": ("the clock jumps back up to 400 days, then ahead 400-900 days", _clock_jump_trial),
        "embedder_garbage": ("the embedding server answers 200 with HTML",
                             lambda h, r: _embedder_trial(h, r, "garbage")),
        "embedder_wrong_dimension": ("the embedding server changes the vector dimension",
                                     lambda h, r: _embedder_trial(h, r, "wrong_dim")),
        **inputs.scenarios(),
    }


def run_matrix(runs: int, seed: int = 7, only: list[str] | None = None) -> list[dict[str, Any]]:
    """One row per fault: runs, and how many trials lost nothing, were clear, recovered."""
    rows = []
    for name, (what, trial) in scenarios().items():
        if only and name not in only:
            continue
        started = time.perf_counter()
        results: list[Trial] = []
        for n in range(runs):
            with tempfile.TemporaryDirectory(prefix=f"tm-fault-{name}-") as tmp:
                outcome = trial(Home(Path(tmp), random.Random(f"{seed}:{name}:{n}")), Path(tmp))
            if outcome is not None:
                results.append(outcome)
        rows.append(_row(name, what, results, time.perf_counter() - started))
    return rows


def _row(name: str, what: str, results: list[Trial], seconds: float) -> dict[str, Any]:
    inside = [t.inside_move for t in results if t.inside_move is not None]
    clear = [t.clear for t in results if t.clear is not None]
    recovered = [t.recovered for t in results if t.recovered is not None]
    return {
        "fault": name, "what": what, "runs": len(results),
        "nothing_lost": sum(t.nothing_lost for t in results),
        "clear": sum(clear) if clear else None,
        "recovered": sum(recovered) if recovered else None,
        "inside_move": sum(inside) if inside else None,
        "notes": sorted({t.note for t in results if t.note})[:3],
        "skipped": None if results else "not possible on this machine (needs root to simulate)",
        "seconds": round(seconds, 1),
    }
