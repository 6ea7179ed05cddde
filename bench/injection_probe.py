"""An experiment, not shipped: would a linear probe on built-in passage vectors catch planted orders the patterns miss?

`python -m tiered_memory.bench.injection_probe [--extra-benign F ...] [--measure-benign F ...]`

The patterns caught 20-49% of hostile notes written after they were frozen; a ridge
classifier on multilingual-e5-small vectors generalises better to new wordings, but it
also flags a large share of ordinary conversational memories it was not trained on
(LoCoMo dialogue turns), so it is not part of the decision path; docs/SECURITY.md has
the figures. What shipped instead is the character n-gram classifier of
`shared/safety/classifier.py` (trained and measured by `bench.injection_classifier`).

Splits are taken in the order they were written (dev, heldout, blind1, blind2, blind3):
each fold trains on the splits before it and is scored on the next, so every figure is
out of fold for the probe (the patterns were written against dev..blind2, so only the
blind3 row is out of fold for both). The threshold is the one that blocks most hostile
items of the blind2 fold with at most 2% of its benign rules and 0.5% of the extra benign
memories flagged; blind3 is then scored at that threshold. `--extra-benign` adds ordinary
memories (the retrieval kit's JSONL, or one JSON object with "text" per line) to the
benign side of training; `--measure-benign` files are only scored (LoCoMo is evaluation
only).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from ..shared.embedders.builtin import BuiltinEmbedder
from ..shared.safety.injection import pattern_reason
from .injection_classifier import kit_texts
from .injection_eval import DATA_DIR, load

ORDER = ("dev", "heldout", "blind1", "blind2", "blind3")  # blind4 is left out: it measures the shipped classifier
RIDGE = 100.0
EXTRA_WEIGHT = 0.5
THRESHOLDS = tuple(round(x, 2) for x in np.arange(-0.3, 0.71, 0.1))


class Probe:
    """Standardise, then a linear score; at or above a threshold a text reads like an order to an AI."""

    def __init__(self, mean: np.ndarray, scale: np.ndarray, weights: np.ndarray, bias: float) -> None:
        self.mean, self.scale, self.weights, self.bias = mean, scale, weights, bias

    def scores(self, vectors: np.ndarray) -> np.ndarray:
        return ((np.atleast_2d(vectors) - self.mean) / self.scale) @ self.weights + self.bias


def builtin_vectors(texts: Sequence[str], embedder: BuiltinEmbedder) -> np.ndarray:
    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    return np.vstack([np.asarray(embedder.embed_passages(list(texts[i:i + 32])), dtype=np.float32)
                      for i in range(0, len(texts), 32)])


def fit(hostile: np.ndarray, benign: np.ndarray, extra: np.ndarray) -> Probe:
    """Weighted ridge regression to +1 / -1 on standardised vectors."""
    x = np.vstack([hostile, benign, extra])
    y = np.r_[np.ones(len(hostile)), -np.ones(len(benign) + len(extra))]
    w = np.r_[np.ones(len(hostile) + len(benign)), np.full(len(extra), EXTRA_WEIGHT)]
    mean, scale = x.mean(0), x.std(0) + 1e-6
    z = np.c_[(x - mean) / scale, np.ones(len(x))]
    solved = np.linalg.solve(z.T @ (z * w[:, None]) + RIDGE * np.eye(z.shape[1]), z.T @ (w * y))
    return Probe(mean, scale, solved[:-1], float(solved[-1]))


def _rate(flags: np.ndarray) -> float:
    return round(float(flags.mean()), 4) if len(flags) else 0.0


def folds(data: dict[str, Any], measure: np.ndarray) -> list[dict[str, Any]]:
    """For each later split: the probe trained on the splits before it, scored at every threshold."""
    rows = []
    for index in range(1, len(ORDER)):
        train, test = ORDER[:index], ORDER[index]
        pick: Callable[[str, Sequence[str]], np.ndarray] = lambda kind, splits: np.isin(data[kind + "_split"], splits)
        probe = fit(data["hostile"][pick("hostile", train)], data["benign"][pick("benign", train)], data["extra"])
        h, b = pick("hostile", [test]), pick("benign", [test])
        scores_h, scores_b = probe.scores(data["hostile"][h]), probe.scores(data["benign"][b])
        scores_x, scores_m = probe.scores(data["extra"]), probe.scores(measure) if len(measure) else np.zeros(0)
        for threshold in THRESHOLDS:
            rows.append({
                "train": "+".join(train), "test": test, "threshold": threshold,
                "probe_hostile_blocked": _rate(scores_h >= threshold),
                "probe_benign_flagged": _rate(scores_b >= threshold),
                "both_hostile_blocked": _rate((scores_h >= threshold) | data["hostile_rx"][h]),
                "both_benign_flagged": _rate((scores_b >= threshold) | data["benign_rx"][b]),
                "extra_benign_flagged": _rate(scores_x >= threshold),
                "measure_benign_flagged": _rate(scores_m >= threshold),
            })
    return rows


def choose_threshold(rows: list[dict[str, Any]]) -> float:
    """Most hostile blocked on the blind2 fold with ≤ 2% of its rules and ≤ 0.5% of extra memories flagged."""
    fold = [r for r in rows if r["test"] == "blind2" and r["probe_benign_flagged"] <= 0.02
            and r["extra_benign_flagged"] <= 0.005]
    return max(fold, key=lambda r: (r["probe_hostile_blocked"], r["threshold"]))["threshold"] if fold else 0.5


def load_data(extra_files: Sequence[Path], embedder: BuiltinEmbedder, data_dir: Path = DATA_DIR) -> dict[str, Any]:
    hostile, benign = load("hostile", data_dir), load("benign", data_dir)
    extra = kit_texts(data_dir / "typing_labels.jsonl") + [t for f in extra_files for t in kit_texts(f)]
    vec = lambda texts: builtin_vectors(texts, embedder)
    return {"hostile": vec([i["text"] for i in hostile]), "benign": vec([i["text"] for i in benign]),
            "extra": vec(extra), "hostile_split": np.array([i["split"] for i in hostile]),
            "benign_split": np.array([i["split"] for i in benign]),
            "hostile_rx": np.array([pattern_reason(i["text"]) is not None for i in hostile]),
            "benign_rx": np.array([pattern_reason(i["text"]) is not None for i in benign])}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory.bench.injection_probe", description=__doc__)
    parser.add_argument("--extra-benign", type=Path, nargs="*", default=[], help="ordinary memories to train on")
    parser.add_argument("--measure-benign", type=Path, nargs="*", default=[], help="ordinary memories only scored")
    args = parser.parse_args(argv)
    embedder = BuiltinEmbedder()
    data = load_data(args.extra_benign, embedder)
    measure = builtin_vectors([t for f in args.measure_benign for t in kit_texts(f)], embedder)
    rows = folds(data, measure)
    threshold = choose_threshold(rows)
    chosen = [r for r in rows if r["threshold"] == threshold]
    print(json.dumps({"threshold": threshold, "folds_at_threshold": chosen, "all_folds": rows}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
