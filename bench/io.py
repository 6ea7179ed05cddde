"""I/O benchmark: `export` and `import` rates (memories/s, embedding excluded and included) and peak RSS.

A source HERMES_HOME gets `--entries` synthetic memories (bench/scale.py's generator)
written lexically, plus random unit vectors under the builtin model id. Then, through the
same functions the commands call (`commands.export.export_memories`,
`commands.transfer.import_memories`, which stops no worker here and takes the worker lock):

* export: every live memory with its vector to JSONL;
* import, embedding excluded: that JSONL into a fresh home (vectors carried by the file,
  embedder `none`: nothing is embedded);
* import, embedding included: `--embed-sample` memories without vectors, embedded by the
  real builtin embedder on the way in;
* foreign import: the same texts as a markdown list (`md-list`): no vectors, the
  same-fact check against stored memories on, embedding deferred (`--no-embed`).

JSON output (`--json`), keys fixed: bench ("io"), date, commit, entries, embed_sample,
export {memories, seconds, memories_per_s, bytes, peak_rss_mb}, import_no_embed {…,
added}, import_embed {…, added, model}, import_foreign {…, added}, peak_rss_scope,
machine. Peak RSS is VmHWM reset before each step where /proc/self/clear_refs permits
("step"), else the process peak so far ("process"); it includes the interpreter and,
for import_embed, the loaded builtin model.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Callable
from unittest import mock

from ..shared.config import Paths
from ..shared.store import ColdStore, NewMemory
from .retrieval import git_commit, machine_info, machine_line, utc_now
from .scale import import_random_vectors, proc_status_mb, reset_peak_rss, synthetic_memories

BUILTIN_MODEL, BUILTIN_DIM = "builtin:multilingual-e5-small-q4", 384


def env(**values: str) -> Any:
    """The process environment with `values` set, restored afterwards (the commands read their settings from it)."""
    return mock.patch.dict(os.environ, values)


def make_source(home: Path, texts: list[str]) -> None:
    Paths(home).data_dir.mkdir(parents=True, exist_ok=True)
    with ColdStore(Paths(home).cold_db) as store:
        ids = [r.id for r in store.add_many([NewMemory(t, origin="bench") for t in texts], embed=False)]
        import_random_vectors(store, ids, BUILTIN_MODEL, BUILTIN_DIM, seed=7)


def measured(step: Callable[[], dict[str, Any]], memories: int) -> dict[str, Any]:
    scoped = reset_peak_rss()
    started = time.perf_counter()
    result = step()
    seconds = time.perf_counter() - started
    _, peak = proc_status_mb()
    return {"memories": memories, "seconds": round(seconds, 3), "memories_per_s": round(memories / seconds, 1),
            "peak_rss_mb": peak, "scoped": scoped, **result}


def run_bench(entries: int, embed_sample: int, workdir: Path) -> dict[str, Any]:
    from ..commands.export import export_memories
    from ..commands.transfer import import_memories

    texts = synthetic_memories(entries)
    source, out = workdir / "source", workdir / "export.jsonl"
    make_source(source, texts)
    report: dict[str, Any] = {"bench": "io", "date": utc_now(), "commit": git_commit(), "entries": entries,
                              "embed_sample": embed_sample}
    report["export"] = measured(lambda: {"bytes": export_memories(source, out, vectors=True) and out.stat().st_size},
                                entries)
    with env(TIERED_MEMORY_EMBEDDER="none", TIERED_MEMORY_WORKER="0"):
        report["import_no_embed"] = measured(
            lambda: {"added": import_memories(workdir / "fresh", out)["added"]}, entries)
        markdown = workdir / "list.md"
        markdown.write_text("".join(f"- {t}\n" for t in texts), encoding="utf-8")
        report["import_foreign"] = measured(
            lambda: {"added": import_memories(workdir / "foreign", markdown, embed=False)["added"]}, entries)
    sample = workdir / "sample.jsonl"
    lines = out.read_text(encoding="utf-8").splitlines()
    sample.write_text("\n".join([lines[0]] + [json.dumps({k: v for k, v in json.loads(line).items() if k != "vector"})
                                              for line in lines[1:embed_sample + 1]]) + "\n", encoding="utf-8")
    with env(TIERED_MEMORY_EMBEDDER="builtin", TIERED_MEMORY_WORKER="0"):
        report["import_embed"] = measured(
            lambda: {"added": import_memories(workdir / "embedded", sample)["added"], "model": BUILTIN_MODEL},
            embed_sample)
    scopes = [report[k].pop("scoped") for k in ("export", "import_no_embed", "import_foreign", "import_embed")]
    report["peak_rss_scope"] = "step" if all(scopes) else "process"
    report["machine"] = machine_info()
    return report


def render_text(report: dict[str, Any]) -> str:
    lines = [f"io bench: {report['entries']} memories (embedding sample {report['embed_sample']})",
             f"{'step':<34} {'memories':>9} {'seconds':>9} {'mem/s':>9} {'peak RSS MB':>12}"]
    for key, label in (("export", "export JSONL (+vectors)"), ("import_no_embed", "import JSONL, vectors carried"),
                       ("import_foreign", "import md list (same-fact check)"),
                       ("import_embed", "import JSONL, builtin embedding")):
        row = report[key]
        lines.append(f"{label:<34} {row['memories']:>9} {row['seconds']:>9.2f} {row['memories_per_s']:>9.1f} "
                     f"{row['peak_rss_mb'] or '—':>12}")
    lines.append(f"peak RSS scope: {report['peak_rss_scope']}")
    lines.append(machine_line(report))
    return "\n".join(lines)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("io", help="export/import rates and peak RSS",
                                   description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=10000, help="memories in the source store (default 10000)")
    parser.add_argument("--embed-sample", type=int, default=200,
                        help="memories imported with embedding included (default 200)")
    parser.add_argument("--json", action="store_true", help="print the JSON report")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory(prefix="tm-bench-io-") as tmp:
        report = run_bench(args.entries, min(args.embed_sample, args.entries), Path(tmp))
    print(json.dumps(report, indent=2) if args.json else render_text(report))
    return 0

