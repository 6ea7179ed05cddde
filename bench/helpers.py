"""What every benchmark prints with its figures: percentiles, the machine, the commit, markdown tables."""

from __future__ import annotations

import datetime as _dt
import os
import platform
import sqlite3
import subprocess
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np


def percentiles(values: Sequence[float]) -> dict[str, float | int | None]:
    """p50/p95/p99/mean (ms, 3 decimals) and n; null statistics for an empty sample."""
    if not values:
        return {"p50": None, "p95": None, "p99": None, "mean": None, "n": 0}
    array = np.asarray(values, dtype=np.float64)
    p50, p95, p99 = np.percentile(array, [50, 95, 99])
    return {"p50": round(float(p50), 3), "p95": round(float(p95), 3), "p99": round(float(p99), 3),
            "mean": round(float(array.mean()), 3), "n": int(array.size)}


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        return platform.processor() or platform.machine()
    return platform.processor() or platform.machine()


def machine_info() -> dict[str, Any]:
    """Where the numbers were measured."""
    return {
        "platform": platform.platform(),
        "cpu": _cpu_model(),
        "cpu_count": os.cpu_count(),
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "numpy": np.__version__,
        "loadavg": [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None,
    }


def machine_line(report: dict[str, Any]) -> str:
    """The closing line of a text report: where, on which commit and when it was measured."""
    machine = report["machine"]
    return (f"machine: {machine['cpu']} x{machine['cpu_count']}, python {machine['python']}, "
            f"sqlite {machine['sqlite']}, loadavg {machine['loadavg']}; commit {report['commit']}; {report['date']}")


def git_commit() -> str | None:
    """Short commit of the checkout holding this package, or None outside a git checkout."""
    package_dir = Path(__file__).resolve().parent.parent
    try:
        done = subprocess.run(["git", "-C", str(package_dir), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, timeout=10, check=True)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() or None


def utc_now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()


def fmt(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}" if abs(value) < 1000 else f"{value:.0f}"
    return str(value)


def format_table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A GitHub-flavoured markdown table (readable in a terminal too)."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(fmt(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)
