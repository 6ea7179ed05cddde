"""governance: 90 days x 20 memory writes/day through the real Hermes MemoryStore, with and without the worker.

The same deterministic stream of intents (preferences, rules, dated status records,
duplicates, corrections, removals, red lines; English, Korean, Chinese, Japanese) is
applied twice to a fresh HERMES_HOME: once with Hermes alone, once with the plugin's
queue and the worker processing each write as it arrives (plus a daily periodic tick).
Time is simulated (the worker's clock is injected; nothing sleeps); latencies are wall
time of the real processing.

Reported: rejected Hermes writes, hot usage p50/p95/max (% of the configured limit) per
file, entries lost (written successfully, later nowhere: hot, cold live/history, trash),
live duplicates in cold, migration latency (write -> cold) p50/p99, and a PNG chart.

JSON output (`--json`), keys:

    bench, at, commit, machine, days, per_day, seed, embedder, limits, chart, intents
    without_worker, with_worker   {"writes", "accepted", "rejected", "rejected_full",
        "rejected_by_category", "hot_usage_pct": {"memory"|"user": {"p50", "p95", "max"}},
        "lost", "lost_examples", "cold_live_duplicates", "migration_latency_ms": P | null,
        "worker_processing_ms": P | null, "cold", "audit_actions", "hot_final_chars", "seconds"}

P = {"p50", "p95", "p99", "mean", "n"} in ms.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..worker.context import DAY_S

START = 1_788_000_000.0     # a fixed simulated epoch (2026-08-29)
TARGET_RUN = ("memory", "user")

# ---------------------------------------------------------------------------------------- the stream

PROJECTS = ["atlas", "borealis", "cobalt", "dune", "ember", "fjord", "granite", "harbor", "iris", "juniper",
            "kestrel", "lumen", "meridian", "nimbus", "onyx", "pioneer", "quartz", "raven", "sierra", "tundra"]
TOOLS = ["ruff", "pytest", "uv", "mypy", "pnpm", "vitest", "eslint", "black", "poetry", "tox", "pre-commit", "docker"]
TASKS_EN = ["linting", "tests", "packaging", "type checks", "formatting", "releases", "CI", "local dev"]
TASKS_KO = ["린트", "테스트", "패키징", "타입 검사", "포매팅", "릴리스", "CI", "로컬 개발"]
TASKS_ZH = ["代码检查", "测试", "打包", "类型检查", "格式化", "发布", "持续集成", "本地开发"]
TASKS_JA = ["リント", "テスト", "パッケージング", "型チェック", "整形", "リリース", "CI", "ローカル開発"]
THINGS_EN = ["dark mode", "short answers", "code first, prose after", "bullet lists", "metric units", "tabs",
             "British spelling", "examples in Python", "a summary at the top", "plain text over tables"]
CONTEXTS_EN = ["code reviews", "emails", "the terminal", "design docs", "status updates", "commit messages"]
THINGS_KO = ["짧은 요약", "예시 코드", "표 대신 목록", "존댓말", "결론 먼저"]
CONTEXTS_KO = ["코드 리뷰", "이메일", "회의록", "설계 문서"]
THINGS_ZH = ["简洁的语气", "先给结论", "示例代码", "列表而不是表格", "中文注释"]
CONTEXTS_ZH = ["写邮件", "代码评审", "写文档", "日报"]
THINGS_JA = ["短い要約", "コード例", "箇条書き", "結論から", "丁寧語"]
CONTEXTS_JA = ["朝の会議", "コードレビュー", "設計書", "メール"]
RED_LINES = [
    ("memory", "Never push directly to main; always open a pull request."),
    ("memory", "Never run migrations against production without a fresh backup."),
    ("user", "Always answer in the language the user wrote in."),
    ("memory", "운영 데이터베이스는 절대 직접 수정하지 말 것."),
    ("user", "用户明确要求：绝不在回答里编造引用。"),
    ("memory", "本番環境の設定は必ずレビューを通すこと。"),
]


@dataclass(frozen=True)
class Intent:
    """One memory write the model wants to make."""

    kind: str            # add | correct | remove | dup
    target: str
    text: str
    old: str | None = None   # correct/remove: the entry (text) it refers to
    category: str = ""
    lang: str = "en"


def _date(day: int, rng: random.Random) -> str:
    t = START + (day - rng.randint(0, 2)) * DAY_S
    return time.strftime("%Y-%m-%d", time.gmtime(t))


def _state(day: int, n: int, rng: random.Random, lang: str) -> str:
    project, version = rng.choice(PROJECTS), f"{rng.randint(1, 4)}.{rng.randint(0, 20)}.{n % 50}"
    date = _date(day, rng)
    return {
        "en": rng.choice([f"{date} Deployed {project} v{version} to production, done.",
                          f"{date} Migrated the {project} database to PostgreSQL {rng.randint(13, 17)}; completed.",
                          f"Fixed the flaky {project} CI job #{n} on {date} by pinning the clock."]),
        "ko": f"{date} {project} v{version} 배포 완료.",
        "zh": f"{date} 已完成 {project} v{version} 的上线部署。",
        "ja": f"{date} {project} v{version}のデプロイが完了した。",
    }[lang]


def _rule(n: int, rng: random.Random, lang: str) -> str:
    project, tool = rng.choice(PROJECTS), rng.choice(TOOLS)
    i = rng.randrange(len(TASKS_EN))
    return {
        "en": rng.choice([f"In project {project}, use {tool} for {TASKS_EN[i]}.",
                          f"Project {project}: functions stay under {rng.choice([40, 60, 80])} lines; rule {n}.",
                          f"The {project} API listens on port {rng.choice([8080, 8000, 9000, 5000])}."]),
        "ko": f"{project} 프로젝트에서는 {TASKS_KO[i]}에 {tool}을 사용한다.",
        "zh": f"{project} 项目里{TASKS_ZH[i]}统一用 {tool}。",
        "ja": f"{project}プロジェクトでは{TASKS_JA[i]}に{tool}を使う。",
    }[lang]


PREFERENCE_SLOTS = {"en": CONTEXTS_EN[:5], "ko": CONTEXTS_KO[:3], "zh": CONTEXTS_ZH[:3], "ja": CONTEXTS_JA[:3]}


def _preference(lang: str, context: str, rng: random.Random) -> str:
    """One user preference: a bounded set of slots (a context each) whose value changes over time."""
    return {
        "en": f"User prefers {rng.choice(THINGS_EN)} in {context}.",
        "ko": f"사용자는 {context}에서 {rng.choice(THINGS_KO)}을 선호한다.",
        "zh": f"用户在{context}时偏好{rng.choice(THINGS_ZH)}。",
        "ja": f"ユーザーは{context}では{rng.choice(THINGS_JA)}を好む。",
    }[lang]


def make_stream(days: int, per_day: int, seed: int) -> list[list[Intent]]:
    """Per day, the intents in order. Deterministic for (days, per_day, seed)."""
    rng = random.Random(seed)
    written: list[Intent] = []
    stream: list[list[Intent]] = []
    preferences: dict[tuple[str, str], str] = {}
    n = 0
    for day in range(days):
        today: list[Intent] = []
        for _ in range(per_day):
            n += 1
            lang = rng.choices(["en", "ko", "zh", "ja"], weights=[0.55, 0.15, 0.15, 0.15])[0]
            roll = rng.random()
            if roll < 0.38:
                intent = Intent("add", "memory", _state(day, n, rng, lang), category="status", lang=lang)
            elif roll < 0.62:
                intent = Intent("add", "memory", _rule(n, rng, lang), category="rule", lang=lang)
            elif roll < 0.74:
                slot = (lang, rng.choice(PREFERENCE_SLOTS[lang]))
                text = _preference(lang, slot[1], rng)
                if slot not in preferences or text == preferences[slot]:
                    intent = Intent("add", "user", text, category="preference", lang=lang)
                else:   # the user changed their mind: the model replaces the old preference
                    intent = Intent("correct", "user", text, old=preferences[slot], category="preference", lang=lang)
                preferences[slot] = text
            elif roll < 0.77:
                target, text = rng.choice(RED_LINES)
                intent = Intent("add", target, text, category="red line", lang=lang)
            elif roll < 0.88 and written:
                prior = rng.choice(written[-60:])
                text = prior.text if rng.random() < 0.6 else prior.text.rstrip(".。") + ("" if prior.text[-1] not in ".。" else "")
                if text == prior.text and rng.random() < 0.5:
                    text = text[0].lower() + text[1:] if text[0].isupper() else text
                intent = Intent("dup", prior.target, text, category="duplicate", lang=prior.lang)
            elif roll < 0.97 and written:
                rules = [w for w in written[-80:] if w.category in ("rule", "preference") and any(c.isdigit() for c in w.text)]
                prior = rng.choice(rules) if rules else rng.choice(written[-40:])
                new = _corrected(prior.text, rng)
                intent = Intent("correct", prior.target, new, old=prior.text, category="correction", lang=prior.lang)
            elif written:
                prior = rng.choice(written[-30:])
                intent = Intent("remove", prior.target, "", old=prior.text, category="removal", lang=prior.lang)
            else:
                intent = Intent("add", "memory", _rule(n, rng, lang), category="rule", lang=lang)
            today.append(intent)
            if intent.kind != "remove":
                written.append(intent)
        stream.append(today)
    return stream


def _corrected(text: str, rng: random.Random) -> str:
    """The same fact with a changed value (a port, a line count, a version) or an added detail."""
    import re

    numbers = list(re.finditer(r"\d+", text))
    if numbers:
        m = rng.choice(numbers)
        value = int(m.group(0))
        new = value + rng.choice([1, 2, 5, 10, 363]) if value < 10000 else value + 1
        return text[:m.start()] + str(new) + text[m.end():]
    return text.rstrip(".。") + (" (confirmed again)." if text.isascii() else "（再确认）。")


# ---------------------------------------------------------------------------------------- one run


@dataclass
class RunResult:
    worker: bool
    writes: int = 0
    accepted: int = 0
    rejected: int = 0
    rejected_full: int = 0                                       # refused because the file was full
    rejected_by_category: dict[str, int] = field(default_factory=dict)
    usage: dict[str, list[tuple[float, float]]] = field(default_factory=lambda: {"memory": [], "user": []})
    latency_ms: list[float] = field(default_factory=list)       # write -> cold, state entries
    job_ms: list[float] = field(default_factory=list)           # worker processing per write
    lost: int | None = None
    lost_examples: list[str] = field(default_factory=list)
    cold_live_duplicates: int | None = None
    cold: dict[str, Any] = field(default_factory=dict)
    audit: dict[str, int] = field(default_factory=dict)
    hot_final: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    maintenance_s: list[float] = field(default_factory=list)   # one daily maintenance pass each

    def usage_stats(self) -> dict[str, dict[str, float]]:
        out = {}
        for target, samples in self.usage.items():
            values = np.array([u for _, u in samples]) * 100.0
            out[target] = {"p50": round(float(np.percentile(values, 50)), 1),
                           "p95": round(float(np.percentile(values, 95)), 1),
                           "max": round(float(values.max()), 1)}
        return out


def _apply(store: Any, intent: Intent, entries: list[str]) -> tuple[str, dict, str | None, str]:
    """Run one intent through Hermes' MemoryStore: (action, result, old_text, content)."""
    if intent.kind in ("add", "dup"):
        return "add", store.add(intent.target, intent.text), None, intent.text
    if intent.kind == "correct":
        old = intent.old or ""
        if old in entries:
            return "replace", store.replace(intent.target, old, intent.text), old, intent.text
        return "add", store.add(intent.target, intent.text), None, intent.text
    old = intent.old or ""
    if old in entries:
        return "remove", store.remove(intent.target, old), old, ""
    return "skip", {"success": True}, None, ""


def run_simulation(stream: list[list[Intent]], home: Path, *, worker: bool, embedder_name: str,
                   memory_limit: int, user_limit: int) -> RunResult:
    """One run in `home`. Hermes resolves its memory dir from $HERMES_HOME on every call, so the
    variable points at `home` for the duration of the run (restored afterwards)."""
    saved = {key: os.environ.get(key) for key in ("HERMES_HOME", "TIERED_MEMORY_EMBEDDER")}
    os.environ["HERMES_HOME"] = str(home)
    os.environ["TIERED_MEMORY_EMBEDDER"] = "none"   # the worker's embedder is passed explicitly
    try:
        return _simulate(stream, home, worker=worker, embedder_name=embedder_name,
                         memory_limit=memory_limit, user_limit=user_limit)
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _simulate(stream: list[list[Intent]], home: Path, *, worker: bool, embedder_name: str,
              memory_limit: int, user_limit: int) -> RunResult:
    (home / "config.yaml").write_text(
        f"memory:\n  memory_char_limit: {memory_limit}\n  user_char_limit: {user_limit}\n", encoding="utf-8")
    from tools.memory_tool import MemoryStore

    from ..shared.config import Paths
    from ..shared.hotfile import HotFile, usage_chars
    from ..shared.jobqueue import JobQueue

    paths = Paths(home)
    limits = {"memory": memory_limit, "user": user_limit}
    store = MemoryStore(memory_char_limit=memory_limit, user_char_limit=user_limit)
    store.load_from_disk()
    hot = {t: HotFile(paths.hot_file(t), limits[t]) for t in TARGET_RUN}
    result = RunResult(worker=worker)
    clock = {"now": START}
    service = queue = None
    if worker:
        from .retrieval import build_embedder
        from ..worker.context import open_context
        from ..worker.service import WorkerService

        ctx = open_context(home, embedder=build_embedder(embedder_name), clock=lambda: clock["now"])
        queue = JobQueue(paths.queue_db, clock=lambda: clock["now"])
        service = WorkerService(ctx, queue, watch=False)
        service.tick(clock["now"])
    written: list[tuple[str, str]] = []
    started = time.perf_counter()
    per_day = max(len(day) for day in stream)
    for day, intents in enumerate(stream):
        for i, intent in enumerate(intents):
            clock["now"] = START + day * DAY_S + (i + 0.5) * DAY_S / per_day
            entries = hot[intent.target].read()
            store.reset_consolidation_failures()   # one write per turn, as the agent does at turn start
            t_write = time.perf_counter()
            action, outcome, old, content = _apply(store, intent, entries)
            if action == "skip":
                continue
            result.writes += 1
            if outcome.get("success"):
                result.accepted += 1
                if content:
                    written.append((intent.target, content.strip()))
                if service is not None and queue is not None:
                    queue.put(action, intent.target, content.strip(), old_text=old)   # what the plugin does
                    t0 = time.perf_counter()
                    service.drain(lambda: clock["now"])
                    t1 = time.perf_counter()
                    result.job_ms.append((t1 - t0) * 1000.0)
                    if intent.category == "status" and action == "add":
                        result.latency_ms.append((t1 - t_write) * 1000.0)
            else:
                result.rejected += 1
                error = str(outcome.get("error", ""))
                why = "full" if ("exceed" in error or "would put memory at" in error) else \
                    "blocked" if "Blocked" in error else "no unique match" if "match" in error else "other"
                result.rejected_full += why == "full"
                key = f"{intent.category}: {why}"
                result.rejected_by_category[key] = result.rejected_by_category.get(key, 0) + 1
            for target in TARGET_RUN:
                result.usage[target].append((day + i / per_day, usage_chars(hot[target].read()) / limits[target]))
        if service is not None:
            clock["now"] = START + (day + 1) * DAY_S - 1.0
            tick = service.tick(clock["now"])    # the periodic pass (TTL, reconcile, backfill, maintenance)
            if tick.maintenance is not None:
                result.maintenance_s.append(tick.maintenance.seconds)
    result.seconds = round(time.perf_counter() - started, 1)
    result.hot_final = {t: usage_chars(hot[t].read()) for t in TARGET_RUN}
    _account(result, home, written)
    if service is not None:
        store_ = service.ctx.store
        result.audit = {}
        for record in store_.audit_log(limit=None):
            result.audit[record.action] = result.audit.get(record.action, 0) + 1
        counts = store_.lifecycle_counts()
        result.cold = {"live": counts["live"], "history": counts["history"], "trash": counts["trash"],
                       "live_by_type": counts["live_by_type"], "history_by_reason": counts["history_by_reason"],
                       "db_bytes": counts["bytes"], "pending_vectors": store_.pending_vectors(),
                       "promotions": result.audit.get("promoted", 0),
                       "consolidated": result.audit.get("consolidated", 0),
                       "maintenance_s": {"total": round(sum(result.maintenance_s), 2),
                                         "max": round(max(result.maintenance_s, default=0.0), 3),
                                         "passes": len(result.maintenance_s)}}
        service.ctx.close()
        queue.close()
    return result


def _account(result: RunResult, home: Path, written: list[tuple[str, str]]) -> None:
    """Lost = written successfully and now nowhere; duplicates = a text live twice in cold."""
    import sqlite3
    from collections import Counter

    from ..shared.config import Paths
    from ..shared.hotfile import HotFile
    from ..shared.text import content_hash

    paths = Paths(home)
    present: set[tuple[str, str]] = set()
    for target in TARGET_RUN:
        present |= {(target, content_hash(e)) for e in HotFile(paths.hot_file(target), 10 ** 9).read()}
    live: Counter = Counter()
    if paths.cold_db.exists():
        conn = sqlite3.connect(paths.cold_db)
        for target, key, status in conn.execute("SELECT target, content_hash, status FROM memories"):
            present.add((target, key))
            if status == "live":
                live[(target, key)] += 1
        for (row_json,) in conn.execute("SELECT row_json FROM trash"):
            row = json.loads(row_json)
            present.add((row["target"], content_hash(row["text"])))
        conn.close()
    missing = [(t, x) for t, x in written if (t, content_hash(x)) not in present]
    unique_missing = list(dict.fromkeys(missing))
    result.lost = len(unique_missing)
    result.lost_examples = [x for _, x in unique_missing[:3]]
    result.cold_live_duplicates = sum(1 for n in live.values() if n > 1)


# ---------------------------------------------------------------------------------------- report


def chart(without: RunResult, with_: RunResult, path: Path, limits: dict[str, int]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(2, 1, figsize=(10, 6.5), sharex=True)
    for ax, target in zip(axes, TARGET_RUN):
        for run, colour, label in ((without, "#c0392b", "Hermes alone"), (with_, "#2471a3", "with tiered_memory worker")):
            xs = [x for x, _ in run.usage[target]]
            ys = [u * 100 for _, u in run.usage[target]]
            ax.plot(xs, ys, color=colour, linewidth=1.0, label=label)
        for level, style in ((100, "-"), (80, "--"), (60, ":")):
            ax.axhline(level, color="grey", linestyle=style, linewidth=0.8)
        name = "MEMORY.md" if target == "memory" else "USER.md"
        ax.set_ylabel(f"{name} usage, % of {limits[target]}")
        ax.set_ylim(0, 105)
        ax.legend(loc="lower right", fontsize=8)
    axes[-1].set_xlabel("simulated day")
    fig.suptitle("Hot-tier usage over 90 days x 20 writes/day (real Hermes MemoryStore)")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("governance", help="days of Hermes memory writes (default 90), with and without the worker",
                                   description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=90)
    parser.add_argument("--per-day", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--embedder", choices=("builtin", "none"), default="builtin",
                        help="the worker's embedder for semantic dedup (default builtin)")
    parser.add_argument("--memory-limit", type=int, default=2200)
    parser.add_argument("--user-limit", type=int, default=1375)
    parser.add_argument("--chart", type=Path, default=Path(__file__).resolve().parents[1] / "docs" / "governance-hot-usage.png",
                        help="where to write the PNG (default docs/governance-hot-usage.png)")
    parser.add_argument("--no-chart", action="store_true")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import logging

    logging.getLogger("tiered_memory").setLevel(logging.ERROR)
    stream = make_stream(args.days, args.per_day, args.seed)
    limits = {"memory": args.memory_limit, "user": args.user_limit}
    runs = {}
    with tempfile.TemporaryDirectory(prefix="tm-governance-") as tmp:
        for worker in (False, True):
            home = Path(tmp) / ("with" if worker else "without")
            home.mkdir()
            runs[worker] = run_simulation(stream, home, worker=worker, embedder_name=args.embedder,
                                          memory_limit=args.memory_limit, user_limit=args.user_limit)
    if not args.no_chart:
        chart(runs[False], runs[True], args.chart, limits)
    from .retrieval import git_commit, machine_info, percentiles, utc_now

    report: dict[str, Any] = {
        "bench": "governance", "at": utc_now(), "commit": git_commit(), "machine": machine_info(),
        "days": args.days, "per_day": args.per_day, "seed": args.seed, "embedder": args.embedder,
        "limits": limits, "chart": None if args.no_chart else str(args.chart),
        "intents": {cat: sum(1 for day in stream for i in day if i.category == cat)
                    for cat in ("status", "rule", "preference", "red line", "duplicate", "correction", "removal")},
    }
    for worker, res in runs.items():
        report["with_worker" if worker else "without_worker"] = {
            "writes": res.writes, "accepted": res.accepted, "rejected": res.rejected,
            "rejected_full": res.rejected_full,
            "rejected_by_category": res.rejected_by_category, "hot_usage_pct": res.usage_stats(),
            "lost": res.lost, "lost_examples": res.lost_examples, "cold_live_duplicates": res.cold_live_duplicates,
            "migration_latency_ms": percentiles(res.latency_ms) if worker else None,
            "worker_processing_ms": percentiles(res.job_ms) if worker else None,
            "cold": res.cold or None, "audit_actions": res.audit or None, "hot_final_chars": res.hot_final,
            "seconds": res.seconds,
        }
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print(render(report))
    return 0


def render(report: dict[str, Any]) -> str:
    from .retrieval import format_table

    rows = []
    for key, label in (("without_worker", "Hermes alone"), ("with_worker", "with worker")):
        r = report[key]
        mem, usr = r["hot_usage_pct"]["memory"], r["hot_usage_pct"]["user"]
        lat = r["migration_latency_ms"] or {}
        rows.append([label, r["writes"], f"{r['rejected_full']} ({r['rejected']})", f"{mem['p50']}/{mem['p95']}/{mem['max']}",
                     f"{usr['p50']}/{usr['p95']}/{usr['max']}", r["lost"], r["cold_live_duplicates"],
                     f"{lat.get('p50', '—')}/{lat.get('p99', '—')}" if lat else "—"])
    table = format_table(["run", "writes", "rejected: full (all)", "MEMORY.md % p50/p95/max", "USER.md % p50/p95/max",
                          "lost", "cold dups", "write→cold ms p50/p99"], rows)
    return (f"governance  days={report['days']} x {report['per_day']}/day  seed={report['seed']}  "
            f"embedder={report['embedder']}  limits={report['limits']}\n{table}\n"
            f"intents: {report['intents']}\ncold tier: {report['with_worker']['cold']}\nchart: {report['chart']}")
