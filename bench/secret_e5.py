"""Train and measure the learned secret stage (`shared/safety/secret_e5.py`): leave-one-file-out figures, out of fold.

`python -m tiered_memory.bench.secret_e5 [--export] [--cache PATH] [--hold PREFIX …] [--no-lofo]`

Texts: every labelled set `tests/data/secrets_*.jsonl` (the folder's top level only; the held-out sets under
`tests/data/blind/` are never read), secret items positive, benign look-alikes negative, plus half of the ordinary
memories (`secrets_eval.ordinary_memories`, split by a hash of the text) as negatives; the other half is only
measured. Each text is read as its builtin multilingual-e5-small passage vector and as hashed character n-grams of
its value view (`value_view`: value-like tokens reduced to their shapes). Only texts that pass the value gate
(`value_present`) are trained on or flagged. Two weighted L2 logistic regressions (numpy: Newton's method on the
384-d vector, Adam on the 2^17 n-gram features), averaged; the threshold on the mean is the lowest whose 3-fold
out-of-fold flags inside the training data stay within BENIGN_FP of the benign look-alikes and ORDINARY_FP of the
ordinary memories. Chosen over the e5 model alone and the n-gram model alone by leave-one-group-out (recall 0.28 /
0.39 / 0.57 at ≤ 1 % of benign items flagged). BENIGN_FP is 0.5 % since round 11 (blind8's first sight: the stage at
1 % added 3 false positives for 9 secrets over the rules); at it the stage alone is 0.395 / 0.46 % leave-one-group-out.

The figure that predicts a new author is **leave-one-file-out**: for each file the model (threshold included) is
trained without it and scored on it; pooled over files for (a) the rules alone (in-sample: every file's misses were
read when the rules were tuned, so optimistic), (b) the learned stage alone, (c) rules OR learned stage.
**Leave-one-group-out** leaves out a whole family of sets (hand5*, hand6*, blind*, …) at once, which is harsher.
`--hold hand8` keeps sets out of every training fold and scores them with a model that never saw them (the
first-sight A/B of a new author's sets). `--export` trains on everything not held and writes
`shared/safety/secret_e5.npz`. Embedding takes ~20 ms a text on one core: `--cache` keeps vectors between runs.
Leave-one-file-out fits ~280 models (~25 min on a shared 2-core machine); `--no-lofo` keeps the groups only (~3 min).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from ..shared.safety import looks_secret
from ..shared.safety.secret_e5 import NGRAM_BITS, SECRET_E5_PATH, SecretModel, value_present, value_view
from .injection_classifier import Encoded, fit
from .injection_e5 import fit_dense, vectors
from .secrets_eval import DATA_DIR, load_file, ordinary_memories

BENIGN_FP, ORDINARY_FP = 0.005, 0.003
FOLDS = 3
L2 = 1e-4
NGRAM_L2, NGRAM_ITERS, NGRAM_LR = 1e-5, 150, 0.05
GRID = np.round(np.arange(0.30, 0.991, 0.01), 2)


def file_group(name: str) -> str:
    """The family a set belongs to (written together or by one author): hand5a → hand5, blind3 → blind."""
    if name in ("dev", "heldout"):
        return "generated"
    match = re.match(r"(hand\d+|blind7|blind8|blind|fresh)", name)
    return match.group(1) if match else name


class Data:
    """Labelled items (file, secret?) and ordinary memories (train half / measured half), with their vectors, rule
    verdicts and value-gate results."""

    def __init__(self, cache: Path | None, data_dir: Path = DATA_DIR) -> None:
        texts, files, label = [], [], []
        for path in sorted(data_dir.glob("secrets_*.jsonl")):   # top level only: never tests/data/blind/
            name = path.stem.removeprefix("secrets_")
            for item in load_file(path):
                texts.append(item["text"])
                files.append(name)
                label.append("secret" if item["secret"] else "benign")
        for name, ordinary in ordinary_memories().items():
            for text in ordinary:
                half = int(hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest(), 16) % 2
                texts.append(text)
                files.append(f"ordinary:{name}")
                label.append("ordinary" if half == 0 else "measure")
        self.texts, self.file, self.label = texts, np.array(files), np.array(label)
        started = time.perf_counter()
        self.x = vectors(texts, cache)
        self.embed_s = round(time.perf_counter() - started, 1)
        started = time.perf_counter()
        self.rules = np.array([looks_secret(t) is not None for t in texts])
        self.rules_us = round((time.perf_counter() - started) / len(texts) * 1e6, 1)
        self.gate = np.array([value_present(t) for t in texts])
        self.ngrams = Encoded([value_view(t) for t in texts], NGRAM_BITS)

    def labelled_files(self) -> list[str]:
        return sorted(set(self.file[np.isin(self.label, ("secret", "benign"))]))


def _weights(label: np.ndarray) -> np.ndarray:
    """Secrets weigh half the loss, benign look-alikes and ordinary memories a quarter each."""
    out = np.zeros(len(label))
    for name, share in (("secret", 0.5), ("benign", 0.25), ("ordinary", 0.25)):
        sel = label == name
        out[sel] = share / max(1, int(sel.sum()))
    return out


def choose_threshold(score: np.ndarray, label: np.ndarray) -> float:
    """Lowest threshold flagging ≤ BENIGN_FP of benign items and ≤ ORDINARY_FP of ordinary memories (gated scores:
    a text the gate refuses scores 0)."""
    for t in GRID:
        flagged = score >= t
        if flagged[label == "benign"].mean() <= BENIGN_FP and flagged[label == "ordinary"].mean() <= ORDINARY_FP:
            return float(t)
    return 0.99


def fit_ngrams(x: Encoded, y: np.ndarray, weight: np.ndarray) -> tuple[np.ndarray, float]:
    """Weighted L2 logistic regression on hashed n-grams by Adam on the full batch (the injection classifier's fit)."""
    return fit(x, y, weight, iters=NGRAM_ITERS, l2=NGRAM_L2, lr=NGRAM_LR)


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-z))


def _fit(x: np.ndarray, grams: Encoded, label: np.ndarray) -> SecretModel:
    """Both models fitted on the rows given (threshold left at 0.5)."""
    y, weight = (label == "secret").astype(float), _weights(label)
    w, b = fit_dense(x, y, weight, L2)
    nw, nb = fit_ngrams(grams, y, weight)
    return SecretModel(w, b, nw.astype(np.float32), nb, 0.5)


def scores(model: SecretModel, x: np.ndarray, grams: Encoded) -> np.ndarray:
    """The mean of the e5 and n-gram scores of every row (what `SecretModel.score` gives one text)."""
    return (_sigmoid(x @ model.weights + model.bias) + _sigmoid(grams.dot(model.ngram) + model.ngram_bias)) / 2


def train(x: np.ndarray, grams: Encoded, label: np.ndarray, gate: np.ndarray, seed: int = 0) -> SecretModel:
    """Fit on the gated rows given; the threshold from FOLDS-fold out-of-fold scores of the same rows."""
    fold = np.random.default_rng(seed).integers(0, FOLDS, len(label))
    oof = np.zeros(len(label))
    for k in range(FOLDS):
        fit = gate & (fold != k)
        oof[fold == k] = scores(_fit(x[fit], grams.take(fit), label[fit]), x[fold == k], grams.take(fold == k))
    model = _fit(x[gate], grams.take(gate), label[gate])
    return replace(model, threshold=choose_threshold(np.where(gate, oof, 0.0), label))


def flags(model: SecretModel, x: np.ndarray, grams: Encoded, gate: np.ndarray) -> np.ndarray:
    return gate & (scores(model, x, grams) >= model.threshold)


def _rate(hit: np.ndarray) -> dict[str, Any]:
    return {"rate": round(float(hit.mean()), 4) if len(hit) else None, "hits": int(hit.sum()), "n": int(len(hit))}


def _figures(data: Data, sel: np.ndarray, learned: np.ndarray) -> dict[str, Any]:
    """Recall and FP of rules, learned stage and both on the selected labelled rows (`learned` aligned to `sel`)."""
    secret, benign = data.label[sel] == "secret", data.label[sel] == "benign"
    rules = data.rules[sel]
    out = {}
    for name, hit in (("rules", rules), ("learned", learned), ("either", rules | learned)):
        out[name] = {"recall": _rate(hit[secret]), "fp": _rate(hit[benign])}
    out["learned_catches_rule_misses"] = int((learned & ~rules & secret).sum())
    return out


def leave_out(data: Data, groups: dict[str, list[str]], held: Sequence[str]) -> dict[str, Any]:
    """Per group of files: trained (threshold included) without the group and the held sets, scored on the group."""
    trainable = data.label != "measure"
    trainable &= ~np.isin(data.file, held)
    per: dict[str, Any] = {}
    pooled_sel, pooled_flags = np.zeros(len(data.label), bool), np.zeros(len(data.label), bool)
    for name, files in groups.items():
        out = np.isin(data.file, files)
        fit = trainable & ~out
        model = train(data.x[fit], data.ngrams.take(fit), data.label[fit], data.gate[fit])
        learned = flags(model, data.x[out], data.ngrams.take(out), data.gate[out])
        per[name] = {"threshold": model.threshold} | _figures(data, out, learned)
        pooled_sel |= out
        pooled_flags[out] = learned
    return {"per": per, "pooled": _figures(data, pooled_sel, pooled_flags[pooled_sel])}


def run(cache: Path | None, held: Sequence[str], export: bool, lofo: bool) -> dict[str, Any]:
    data = Data(cache)
    held_files = [f for f in data.labelled_files() if any(f.startswith(prefix) for prefix in held)]
    trainable = (data.label != "measure") & ~np.isin(data.file, held_files)
    model = train(data.x[trainable], data.ngrams.take(trainable), data.label[trainable], data.gate[trainable])
    everything = flags(model, data.x, data.ngrams, data.gate)
    measured = data.label == "measure"
    out: dict[str, Any] = {
        "n": {k: int((data.label == k).sum()) for k in ("secret", "benign", "ordinary", "measure")},
        "embed_s": data.embed_s, "rules_us_per_text": data.rules_us, "caps": {"benign": BENIGN_FP,
                                                                               "ordinary": ORDINARY_FP},
        "gate": {"secret": _rate(data.gate[data.label == "secret"]), "benign": _rate(data.gate[data.label == "benign"]),
                 "ordinary": _rate(data.gate[np.isin(data.label, ("ordinary", "measure"))])},
        "shipped": {"threshold": model.threshold,
                    "ordinary_measured_only": {"rules": _rate(data.rules[measured]),
                                               "learned": _rate(everything[measured]),
                                               "either": _rate((data.rules | everything)[measured])}},
    }
    if held_files:
        out["held_first_sight"] = {f: _figures(data, data.file == f, everything[data.file == f]) for f in held_files}
        sel = np.isin(data.file, held_files)
        out["held_pooled"] = _figures(data, sel, everything[sel])
    if export:
        model.save(SECRET_E5_PATH)
        out["shipped"]["written"] = f"{SECRET_E5_PATH} ({SECRET_E5_PATH.stat().st_size} bytes)"
    files = [f for f in data.labelled_files() if f not in held_files]
    families: dict[str, list[str]] = {}
    for f in files:
        families.setdefault(file_group(f), []).append(f)
    out["leave_one_group_out"] = leave_out(data, families, held_files)
    if lofo:
        out["leave_one_file_out"] = leave_out(data, {f: [f] for f in files}, held_files)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory.bench.secret_e5", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--export", action="store_true", help="write shared/safety/secret_e5.npz")
    parser.add_argument("--cache", type=Path, help="an .npz of vectors kept between runs")
    parser.add_argument("--hold", action="append", default=[], help="file prefix never trained on (repeatable)")
    parser.add_argument("--no-lofo", action="store_true", help="skip leave-one-file-out (groups only)")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.cache, args.hold, args.export, not args.no_lofo), ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
