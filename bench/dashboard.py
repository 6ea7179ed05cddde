"""`bench dashboard`: the Memory tab's API routes (p50/p95) and first paint against a real `hermes dashboard`.

A HERMES_HOME is seeded with N memories (written lexically, given random unit vectors of
the builtin model so the dense leg does its full work), hot files near their limits, an
audit trail with overflow passes over 30 days, and a trash. The real `hermes dashboard`
is started on a loopback port with that home; every route is called `--repeat` times
over HTTP with the session token (server warm: one untimed call first). With
`--paint`, headless Chromium opens the tab `--paint-runs` times and reports the time
from navigation start to the first gauge, memory row and chart being in the DOM.

`seed_home` is also what the dashboard tests seed their small stores with.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence
from urllib.parse import quote

from ..shared.config import Paths
from ..shared.hotfile import render_entries

DAY_S = 86400.0
HOT_MEMORY = ("User's laptop runs Debian 12; use apt, not brew.", "Deploys go through `make release`, never by hand.",
              "The staging database is restored from backup every Sunday night.",
              "Meeting notes live in the team wiki under /notes/<yyyy-mm>.",
              "Run `pytest -q tests/` before every push; CI takes 12 minutes and blocks merges on failure.",
              "The billing service owns invoices; the checkout service only calls its /v2/charge endpoint.",
              "Release freeze starts two days before each month end; only hotfixes go out during the freeze.",
              "Prefer SQLite for local tools; Postgres only where several machines write.",
              "On-call rotation: Omar this week, then Priya; pages go to #ops-alerts first.",
              "2026-11-28: migrating the search index to FTS5, half of the shards done.",
              "Code review: at least one approval, and the author merges their own PR.",
              "Secrets live in Vault; never paste tokens into chat or commit messages.",
              "The data pipeline reruns from the last checkpoint; never truncate the staging tables by hand.",
              "Grafana dashboards for the API are under Folder 'Edge'; latency SLO is p95 < 300 ms.",
              "Docs are written in Markdown under docs/, one page per feature, screenshots beside them.")
HOT_USER = ("Name: Ada. Prefers short answers with code first.", "Timezone: Europe/Lisbon; no calls before 10:00.",
            "Writes Python and Go; reads Rust. Uses vim keybindings everywhere.",
            "Likes green tea, long walks and jazz playlists while coding.",
            "Wants tests with every change and small, reviewable commits.",
            "Dislikes emoji in commit messages; prefers imperative mood.")


def write_config(home: Path, *, memory_limit: int = 2200, user_limit: int = 1375, dashboard: bool = True) -> None:
    """config.yaml with the hot-tier limits and, for the dashboard, the plugin in `plugins.enabled`."""
    lines = ["memory:", f"  memory_char_limit: {memory_limit}", f"  user_char_limit: {user_limit}",
             "  provider: tiered_memory"]
    if dashboard:
        lines += ["plugins:", "  enabled:", "    - tiered_memory"]
    (home / "config.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def install_plugin_dir(home: Path) -> Path:
    """`$HERMES_HOME/plugins/tiered_memory` as the clone install has it: this package's directory."""
    plugin_dir = home / "plugins" / "tiered_memory"
    plugin_dir.parent.mkdir(parents=True, exist_ok=True)
    if not plugin_dir.exists():
        plugin_dir.symlink_to(Path(__file__).resolve().parents[1], target_is_directory=True)
    return plugin_dir


def write_hot(home: Path, memory: Sequence[str], user: Sequence[str]) -> None:
    paths = Paths(home)
    paths.memories_dir.mkdir(parents=True, exist_ok=True)
    paths.hot_file("memory").write_text(render_entries(memory), encoding="utf-8")
    paths.hot_file("user").write_text(render_entries(user), encoding="utf-8")


def seed_store(home: Path, texts: Sequence[str], *, embedder: Any = None, random_vectors: str | None = None,
               trash: int = 0, overflow_days: int = 30, now: float | None = None) -> list[int]:
    """Write `texts` as live memories (embedded by `embedder`, or given random vectors of model
    `random_vectors`), trash the last `trash` of them, and record `overflow_days` days of overflow
    passes in the audit. Returns the ids, in `texts` order."""
    from ..shared.store import ColdStore, NewMemory
    from ..worker.store import WorkerStore

    now = time.time() if now is None else now
    paths = Paths(home)
    paths.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    targets = ("memory", "memory", "user")
    types = ("fact", "state", "rule", "fact")
    items = [NewMemory(text=t, target=targets[i % 3], type=types[i % 4], origin="hermes") for i, t in enumerate(texts)]
    with ColdStore(paths.cold_db, embedder=embedder, vector_backend="numpy") as store:
        ids: list[int] = []
        for start in range(0, len(items), 500):
            ids += [r.id for r in store.add_many(items[start:start + 500], embed=embedder is not None)]
        if random_vectors is not None:
            from .scale import import_random_vectors

            import_random_vectors(store, ids, random_vectors, 384, seed=7)
        for memory_id in ids[len(ids) - trash:]:
            store.trash(memory_id, "forgotten by the user")
    with WorkerStore(paths.cold_db) as worker_store:
        _seed_audit(worker_store, ids, texts, overflow_days, now)
    return ids


def _seed_audit(store: Any, ids: Sequence[int], texts: Sequence[str], days: int, now: float) -> None:
    rng = random.Random(11)
    for day in range(days, 0, -1):
        at = now - day * DAY_S
        for target, limit in (("memory", 2200), ("user", 1375)):
            before = rng.uniform(0.45, 0.84)
            after = before - rng.uniform(0.1, 0.25) if before >= 0.8 else before - rng.uniform(0.0, 0.05)
            store.record_audit("seed", "overflow", target, "", "soft pass" if before < 0.8 else "hard pass", at=at,
                               detail={"target": target, "limit": limit, "mode": "soft" if before < 0.8 else "hard",
                                       "usage_before": round(before, 4), "usage_after": round(after, 4), "moved": 1})
    for n, (memory_id, text) in enumerate(zip(ids, texts)):
        store.record_audit("seed", "moved", "memory", text, "state entry past its TTL", memory_id=memory_id,
                           at=now - days * DAY_S + n * (days * DAY_S / max(1, len(ids))))


# -- the benchmark --------------------------------------------------------------------------------

# `{q}`: a different synthetic question each call (a repeated one would hit the query-embedding cache)
ROUTES = ("overview", "health", "memories?limit=50", "memories?limit=50&offset=5000&target=memory&type=fact",
          "memories?status=all&type=rule&limit=50", "memories?status=trash&limit=50", "memories/{id}",
          "trash?limit=50", "audit?limit=50", "audit?action=moved&limit=50", "recall?q={q}")


def build_home(workdir: Path, entries: int) -> tuple[Path, list[int]]:
    from ..shared.embedders.builtin import MODEL_ID
    from .scale import synthetic_memories

    home = workdir / "hermes_home"
    home.mkdir()
    write_config(home)
    install_plugin_dir(home)
    write_hot(home, HOT_MEMORY, HOT_USER)
    ids = seed_store(home, synthetic_memories(entries), random_vectors=MODEL_ID, trash=min(200, entries // 50))
    return home, ids


SHOWCASE_OPEN = "The billing API listens on port 8443 behind nginx on the edge host."


def build_showcase_home(workdir: Path) -> tuple[Path, dict[str, int]]:
    """A small, readable home for the screenshots: English memories embedded by the builtin model."""
    from ..shared.embedders.builtin import BuiltinEmbedder
    from .scale import synthetic_memories

    home = workdir / "showcase_home"
    home.mkdir()
    write_config(home)
    install_plugin_dir(home)
    write_hot(home, HOT_MEMORY, HOT_USER)
    texts = [SHOWCASE_OPEN, "<img src=x onerror=alert(1)> is how the old wiki rendered avatars"]
    texts += list(dict.fromkeys(t for t in synthetic_memories(600) if t.isascii()))[:240]
    ids = seed_store(home, texts, embedder=BuiltinEmbedder(), trash=6)
    return home, dict(zip(texts, ids))


def time_routes(base: str, token: str, ids: Sequence[int], repeat: int) -> dict[str, dict[str, float]]:
    import httpx

    from .scale import synthetic_queries

    queries = [quote(q) for q in synthetic_queries(repeat + 1)]
    out: dict[str, dict[str, float]] = {}
    with httpx.Client(base_url=f"{base}/api/plugins/tiered_memory/",
                      headers={"X-Hermes-Session-Token": token}, timeout=30) as client:
        for route in ROUTES:
            urls = [route.replace("{id}", str(ids[len(ids) // 2])).replace("{q}", q) for q in queries]
            client.get(urls[-1]).raise_for_status()          # warm
            samples = []
            for url in urls[:repeat]:
                t0 = time.perf_counter()
                client.get(url).raise_for_status()
                samples.append((time.perf_counter() - t0) * 1000)
            samples.sort()
            out[route] = {"p50_ms": round(statistics.median(samples), 1),
                          "p95_ms": round(samples[min(len(samples) - 1, int(0.95 * len(samples)))], 1),
                          "max_ms": round(samples[-1], 1)}
    return out


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("dashboard", help="Memory tab: API route latency and first paint",
                                   description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=40, help="timed calls per route (default 40)")
    parser.add_argument("--paint", action="store_true", help="also time first paint in headless Chromium")
    parser.add_argument("--paint-runs", type=int, default=5)
    parser.add_argument("--screenshots", type=Path, default=None,
                        help="also save 1280x800 screenshots (dark and light theme) of a small showcase store here")
    parser.add_argument("--json", action="store_true")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .dashboard_harness import DashboardServer, first_paint_ms, screenshots, tab_switch_ms

    with tempfile.TemporaryDirectory(prefix="tm-dash-bench-") as tmp:
        t0 = time.perf_counter()
        home, ids = build_home(Path(tmp), args.entries)
        seeded_s = time.perf_counter() - t0
        with DashboardServer(home) as server:
            report: dict[str, Any] = {"entries": args.entries, "seed_s": round(seeded_s, 1), "repeat": args.repeat,
                                      "routes": time_routes(server.base_url, server.token, ids, args.repeat)}
            if args.paint:
                report["first_paint_ms"] = first_paint_ms(server, runs=args.paint_runs)
                report["tab_switch_ms"] = tab_switch_ms(server, runs=args.paint_runs)
        if args.screenshots is not None:
            showcase, ids = build_showcase_home(Path(tmp))
            with DashboardServer(showcase) as server:
                shots = screenshots(server, args.screenshots, open_id=ids[SHOWCASE_OPEN],
                                    query="Which port does the billing API listen on?")
                report["screenshots"] = [str(p) for p in shots]
    print(json.dumps(report, indent=2) if args.json else render(report))
    return 0


def render(report: dict[str, Any]) -> str:
    lines = [f"dashboard API at {report['entries']} memories ({report['repeat']} calls per route, server warm)",
             f"{'route':<58} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}"]
    for route, t in report["routes"].items():
        lines.append(f"{route:<58} {t['p50_ms']:>8} {t['p95_ms']:>8} {t['max_ms']:>8}")
    if "first_paint_ms" in report:
        paint = report["first_paint_ms"]
        lines.append(f"first paint (navigation start -> gauges, rows and chart in the DOM): "
                     f"p50 {paint['p50_ms']} ms, max {paint['max_ms']} ms over {paint['runs']} loads")
    if "tab_switch_ms" in report:
        switch = report["tab_switch_ms"]
        lines.append(f"tab switch in the loaded dashboard (click Memory -> the same content painted): "
                     f"p50 {switch['p50_ms']} ms, max {switch['max_ms']} ms over {switch['runs']} switches")
    return "\n".join(lines)
