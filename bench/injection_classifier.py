"""Train and measure the learned planted-order classifier (`shared/safety/classifier.py`), every figure out of fold.

`python -m tiered_memory.bench.injection_classifier [--export] [--json]`

Positives are the hostile items of the labelled corpus, negatives its benign user rules
plus ordinary memories (tests/data/typing_labels.jsonl, the MADial and cjk-facts
retrieval kits, MemoryBank dialogue turns, the non-secret technical notes of the secrets
corpus' dev/heldout/fresh splits) and, weighted like the rules, half of
tests/data/hermes_style_memories.jsonl (what Hermes writes about the user in the third
person) and tests/data/injection_technical.jsonl (technical notes and workflow rules; its
hostile technical-looking items join the positives), the last stop's third-author sets (blind5, blind6) and hand
sets 7a and 7c (each item by its label). Hand set 7b is never trained on: its items are only scored. LoCoMo
dialogue turns, the non-secret notes of the secrets corpus' blind splits and the other half of the third-person
memories are never trained on: they only measure false positives on ordinary memories.

Splits are used in the order they were written: each fold trains on the splits before it
and is scored on the next. The threshold is chosen inside the training data only (5-fold
cross-validation there): the lowest score at which at most 1 % of the ordinary memories
and 3 % of the benign rules of the inner folds are flagged. `--export` trains on every split
(blind4, out of sample until then, is reported by its chronological fold) and writes
`shared/safety/injection_model.npz`.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from ..shared.safety.injection import pattern_reason
from ..shared.safety.classifier import DIM_BITS, MODEL_PATH, Model, features
from .injection_eval import DATA_DIR, load, load_file

ORDER = ("dev", "heldout", "blind1", "blind2", "blind3", "blind4", "multi1", "multi2")
KIT = Path("/work/shared/benchdata")
TRAIN_ORDINARY = ("retrieval/madial-en-dev.jsonl", "retrieval/madial-zh-dev.jsonl", "retrieval/cjk-facts12.jsonl")
MEMORYBANK = ("memorybank-siliconfriend/en/memory_bank_en.json", "memorybank-siliconfriend/cn/memory_bank_cn.json")
MEASURE_ORDINARY = ("retrieval/locomo-dev.jsonl",)
# Technical notes that are not secrets (hosts, ports, URLs, hashes, "password policy" prose): the secrets corpus'
# negatives, its earlier splits trained on, its blind splits only measured.
TRAIN_TECHNICAL = ("secrets_dev.jsonl", "secrets_heldout.jsonl", "secrets_fresh.jsonl")
MEASURE_TECHNICAL = ("secrets_blind.jsonl", "secrets_blind2.jsonl", "secrets_blind3.jsonl")
# What Hermes writes about the user, in the third person ("User prefers …"): hard negatives like the rules (half),
# the other half only measured.
HERMES_STYLE = "hermes_style_memories.jsonl"
# Hand-written hard negatives: third-person memories about rules and technical notes in many languages (all trained on).
ORDINARY_RULES = "injection_ordinary.jsonl"
# Hand-written friendly chat turns ("Sam: You got this, let me know how it goes!"): second-person encouragement, which
# the e5 stage read as orders once the polite orders of blind5/6 and hand set 7 were trained on.
CHAT = "injection_chat7.jsonl"
# Hand-written technical notes and workflow rules (commands, cron lines, hashes, fingerprints, errors) and hostile
# technical-looking orders (curl | sh aimed at the agent, tool-call JSON), many languages: trained on as rules/hostile.
TECHNICAL = "injection_technical.jsonl"
# The third-author sets of the last stop (studied since), hand set 7a and 7c (HTTPS installers piped into sh, noted by
# a user, against the same lines aimed at an agent): trained on; hand set 7b is never trained on, only scored.
EXTRA_TRAIN = ("injection_blind5.jsonl", "injection_blind6.jsonl", "injection_hand7a.jsonl",
               "injection_hand7c.jsonl")
HELD_OUT = ("injection_hand7b.jsonl",)
ALWAYS = ("ordinary", "technical", "blind5", "blind6", "hand7a", "hand7c")  # splits every fold trains on
ORDINARY_FP, RULE_FP = 0.01, 0.03
# The stack's cap per source of user rules (≥ SOURCE_MIN of them): chosen among pooled 3 %, 3 % and 2 % per source
# on blind6 out of fold (models trained without it): 2 % kept most rules while blocking ≥ 95 % of its hostile items.
SOURCE_RULE_FP, SOURCE_MIN = 0.02, 100
L2, ITERS, LR = 1e-5, 300, 0.05


def kit_texts(path: Path) -> list[str]:
    """Memory texts of a retrieval-kit JSONL (`memories[].text`) or of a JSONL with one "text" per line."""
    out: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            doc = json.loads(line)
            out.extend([m["text"] for m in doc["memories"]] if "memories" in doc else [doc["text"]])
    return out


def memorybank_texts(path: Path) -> list[str]:
    """Every dialogue turn of every user (what the user asked, what the companion answered)."""
    out: list[str] = []
    for user in json.loads(path.read_text(encoding="utf-8")).values():
        for day in (user.get("history") or {}).values():
            for turn in day:
                out.extend(t for t in (turn.get("query"), turn.get("response")) if isinstance(t, str) and t.strip())
    return out


def non_secrets(names: Sequence[str], data_dir: Path = DATA_DIR) -> list[str]:
    """The texts labelled not secret in the secrets corpus files `names`."""
    out: list[str] = []
    for name in names:
        with open(data_dir / name, encoding="utf-8") as handle:
            out.extend(doc["text"] for doc in map(json.loads, filter(str.strip, handle)) if not doc["secret"])
    return out


def hermes_style(split: str, data_dir: Path = DATA_DIR) -> list[str]:
    """The third-person memories of `split` (train | measure)."""
    with open(data_dir / HERMES_STYLE, encoding="utf-8") as handle:
        return [doc["text"] for doc in map(json.loads, filter(str.strip, handle)) if doc["split"] == split]


def ordinary_rules(data_dir: Path = DATA_DIR) -> list[str]:
    """The hand-written hard negatives (third-person rules, technical notes, friendly chat), weighted like the rules."""
    return [text for name in (ORDINARY_RULES, CHAT) for text in kit_texts(data_dir / name)]


def technical(label: str, data_dir: Path = DATA_DIR) -> list[dict[str, Any]]:
    """The hand-written technical items labelled `label` (hostile | benign), each with its text and language."""
    with open(data_dir / TECHNICAL, encoding="utf-8") as handle:
        return [doc for doc in map(json.loads, filter(str.strip, handle)) if doc["label"] == label]


def extra(label: str, names: Sequence[str] = EXTRA_TRAIN + HELD_OUT, data_dir: Path = DATA_DIR) -> list[dict[str, Any]]:
    """The items labelled `label` of the injection-format files `names` (each keeps its own "split")."""
    return [item for name in names for item in load_file(data_dir / name) if item["label"] == label]


def ordinary(kit: Path = KIT) -> tuple[list[str], dict[str, list[str]]]:
    """(ordinary memories to train on, {source: ordinary memories only measured}); missing kit files are skipped."""
    train = kit_texts(DATA_DIR / "typing_labels.jsonl") + non_secrets(TRAIN_TECHNICAL)
    train += [t for name in TRAIN_ORDINARY if (kit / name).exists() for t in kit_texts(kit / name)]
    train += [t for name in MEMORYBANK if (kit / name).exists() for t in memorybank_texts(kit / name)]
    measure = {"locomo": [t for name in MEASURE_ORDINARY if (kit / name).exists() for t in kit_texts(kit / name)],
               "technical": non_secrets(MEASURE_TECHNICAL), "hermes_style": hermes_style("measure")}
    return train, measure


class Encoded:
    """Rows of hashed features, concatenated (CSR without scipy)."""

    def __init__(self, texts: Sequence[str], dim_bits: int = DIM_BITS) -> None:
        rows = [features(t, dim_bits) for t in texts]
        self.dim = 1 << dim_bits
        self.lengths = np.array([len(r[0]) for r in rows], dtype=np.int64)
        self.index = np.concatenate([r[0] for r in rows]) if rows else np.zeros(0, np.int64)
        self.value = np.concatenate([r[1] for r in rows]) if rows else np.zeros(0, np.float32)
        self.row = np.repeat(np.arange(len(rows)), self.lengths)

    def take(self, mask: np.ndarray) -> "Encoded":
        keep = mask[self.row]
        out = object.__new__(Encoded)
        out.dim, out.lengths = self.dim, self.lengths[mask]
        out.index, out.value = self.index[keep], self.value[keep]
        out.row = np.repeat(np.arange(int(mask.sum())), out.lengths)
        return out

    def dot(self, weights: np.ndarray) -> np.ndarray:
        return np.bincount(self.row, self.value * weights[self.index], minlength=len(self.lengths))

    def grad(self, residual: np.ndarray) -> np.ndarray:
        return np.bincount(self.index, self.value * residual[self.row], minlength=self.dim)


def fit(x: Encoded, y: np.ndarray, weight: np.ndarray, *, iters: int = ITERS, l2: float = L2, lr: float = LR
        ) -> tuple[np.ndarray, float]:
    """Weighted L2 logistic regression by Adam on the full batch (also the secret stage's n-gram half)."""
    w, b = np.zeros(x.dim), 0.0
    m, v, mb, vb = np.zeros(x.dim), np.zeros(x.dim), 0.0, 0.0
    weight = weight / weight.sum()
    for step in range(1, iters + 1):
        p = 1.0 / (1.0 + np.exp(-(x.dot(w) + b)))
        r = weight * (p - y)
        g, gb = x.grad(r) + l2 * w, float(r.sum())
        m, v = 0.9 * m + 0.1 * g, 0.999 * v + 0.001 * g * g
        mb, vb = 0.9 * mb + 0.1 * gb, 0.999 * vb + 0.001 * gb * gb
        c1, c2 = 1 - 0.9 ** step, 1 - 0.999 ** step
        w -= lr * (m / c1) / (np.sqrt(v / c2) + 1e-8)
        b -= lr * (mb / c1) / (np.sqrt(vb / c2) + 1e-8)
    return w, b


def scores(x: Encoded, w: np.ndarray, b: float) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-(x.dot(w) + b)))


def class_weights(kind: np.ndarray) -> np.ndarray:
    """Hostile, benign rules and ordinary memories each weigh a third of the loss."""
    out = np.zeros(len(kind))
    for name in ("hostile", "rule", "ordinary"):
        sel = kind == name
        out[sel] = 1.0 / max(1, int(sel.sum()))
    return out


def train(x: Encoded, kind: np.ndarray, folds: int = 5, seed: int = 0) -> tuple[Model, dict[str, Any]]:
    """Fit on everything given; the threshold from `folds`-fold out-of-fold scores of the same data (whose rates at
    that threshold come back too). Alone, this model decides only without an e5 score: its rule cap is pooled."""
    y = (kind == "hostile").astype(float)
    fold = np.random.default_rng(seed).integers(0, folds, len(kind))
    oof = np.zeros(len(kind))
    for k in range(folds):
        w, b = fit(x.take(fold != k), y[fold != k], class_weights(kind[fold != k]))
        oof[fold == k] = scores(x.take(fold == k), w, b)
    threshold = choose_threshold(oof, kind)
    w, b = fit(x, y, class_weights(kind))
    flagged = oof >= threshold
    inner = {name: _rate(flagged[kind == name]) for name in ("hostile", "rule", "ordinary")}
    return Model(w.astype(np.float32), b, threshold), inner


def choose_threshold(score: np.ndarray, kind: np.ndarray, source: np.ndarray | None = None) -> float:
    """Lowest threshold with ≤ ORDINARY_FP of ordinary memories and ≤ RULE_FP of rules flagged (inner folds); with
    `source`, also ≤ SOURCE_RULE_FP of the user rules of every source holding at least SOURCE_MIN of them (not the
    hand-written hard negatives, "ordinary"): a set of easy rules must not buy a threshold technical notes pay for."""
    rules = kind == "rule"
    groups: list[tuple[np.ndarray, float]] = [(rules, RULE_FP)]
    if source is not None:
        names, counts = np.unique(source[rules], return_counts=True)
        groups += [(rules & (source == name), SOURCE_RULE_FP) for name, n in zip(names, counts)
                   if n >= SOURCE_MIN and name != "ordinary"]
    for t in np.round(np.arange(0.05, 0.991, 0.01), 2):
        flagged = score >= t
        if flagged[kind == "ordinary"].mean() <= ORDINARY_FP and all(flagged[g].mean() <= cap for g, cap in groups):
            return float(t)
    return 0.99


class Corpus:
    """Every text encoded once, with its kind (hostile, rule, ordinary, measure) and split."""

    def __init__(self, data_dir: Path = DATA_DIR, kit: Path = KIT) -> None:
        hostile = load("hostile", data_dir) + extra("hostile", data_dir=data_dir)
        benign = load("benign", data_dir) + extra("benign", data_dir=data_dir)
        train_ord, measure = ordinary(kit)
        third = hermes_style("train", data_dir) + ordinary_rules(data_dir)
        tech_h = [i["text"] for i in technical("hostile", data_dir)]
        tech_b = [i["text"] for i in technical("benign", data_dir)]
        measured = [t for texts in measure.values() for t in texts]
        texts = ([i["text"] for i in hostile] + tech_h + [i["text"] for i in benign] + tech_b + third + train_ord
                 + measured)
        self.kind = np.array(["hostile"] * (len(hostile) + len(tech_h))
                             + ["rule"] * (len(benign) + len(tech_b) + len(third))
                             + ["ordinary"] * len(train_ord) + ["measure"] * len(measured))
        sources = [name for name, group in measure.items() for _ in group]
        self.split = np.array([i["split"] for i in hostile] + ["technical"] * len(tech_h) + [i["split"] for i in benign]
                              + ["technical"] * len(tech_b) + ["ordinary"] * len(third)
                              + ["ordinary"] * len(train_ord) + sources)
        self.patterns = np.array([pattern_reason(t) is not None for t in texts])
        started = time.perf_counter()
        self.x = Encoded(texts)
        self.encode_ms = (time.perf_counter() - started) * 1000 / max(1, len(texts))
        self.n_train_ordinary, self.n_measure = len(train_ord), {name: len(t) for name, t in measure.items()}


def _rate(flags: np.ndarray) -> dict[str, Any]:
    rate = round(float(flags.mean()), 4) if len(flags) else None
    return {"rate": rate, "n": int(len(flags)), "hits": int(flags.sum())}


def fold_report(corpus: Corpus, test: str) -> dict[str, Any]:
    """Train on the splits written before `test` (and the ordinary memories), score `test` and LoCoMo."""
    before = ORDER[:ORDER.index(test)]
    train_mask = np.isin(corpus.split, before + ALWAYS)
    model, inner = train(corpus.x.take(train_mask), corpus.kind[train_mask])
    s = scores(corpus.x, model.weights, model.bias) >= model.threshold
    h = (corpus.split == test) & (corpus.kind == "hostile")
    r = (corpus.split == test) & (corpus.kind == "rule")
    out = {"train": "+".join(before), "test": test, "threshold": model.threshold, "inner_out_of_fold": inner,
           "classifier_hostile_flagged": _rate(s[h]), "classifier_rules_flagged": _rate(s[r]),
           "either_hostile_flagged": _rate((s | corpus.patterns)[h]),
           "either_rules_flagged": _rate((s | corpus.patterns)[r])}
    return out | _measured(corpus, s)


def _measured(corpus: Corpus, flagged: np.ndarray) -> dict[str, Any]:
    """Flag rates on the ordinary memories never trained on, per source, classifier alone and with the patterns."""
    out: dict[str, Any] = {}
    for name in sorted(set(corpus.split[corpus.kind == "measure"])):
        m = (corpus.kind == "measure") & (corpus.split == name)
        out[f"{name}_flagged"] = _rate(flagged[m])
        out[f"{name}_flagged_either"] = _rate((flagged | corpus.patterns)[m])
    return out


def in_fold(corpus: Corpus, model: Model, splits: Sequence[str]) -> dict[str, Any]:
    """The exported model scored on data it was trained on (for contrast with the out-of-fold rows)."""
    s = scores(corpus.x, model.weights, model.bias) >= model.threshold
    out: dict[str, Any] = {}
    for split in splits:
        h, r = (corpus.split == split) & (corpus.kind == "hostile"), (corpus.split == split) & (corpus.kind == "rule")
        out[split] = {"classifier_hostile_flagged": _rate(s[h]), "classifier_rules_flagged": _rate(s[r])}
    out["ordinary_train"] = _rate(s[corpus.kind == "ordinary"])
    return out | _measured(corpus, s)


def _score_ms(model: Model, n: int = 300) -> float:
    """Mean wall time of one `Model.score` (features included) over corpus texts."""
    texts = [i["text"] for i in load("hostile")[:n // 2] + load("benign")[:n // 2]]
    started = time.perf_counter()
    for text in texts:
        model.score(text)
    return round((time.perf_counter() - started) * 1000 / len(texts), 3)


def run(export: bool = False, folds: bool = True) -> dict[str, Any]:
    corpus = Corpus()
    out: dict[str, Any] = {"n_ordinary_train": corpus.n_train_ordinary, "n_measured_only": corpus.n_measure,
                           "encode_ms_per_text": round(corpus.encode_ms, 3),
                           "folds": [fold_report(corpus, test) for test in ORDER[2:]] if folds else "skipped"}
    shipped_splits = ORDER
    mask = np.isin(corpus.split, shipped_splits + ALWAYS)
    model, inner = train(corpus.x.take(mask), corpus.kind[mask])
    out["shipped"] = {"trained_on": "+".join(shipped_splits + ALWAYS), "threshold": model.threshold,
                      "inner_out_of_fold": inner, "score_ms_per_text": _score_ms(model),
                      "in_fold": in_fold(corpus, model, shipped_splits + ALWAYS[2:]),
                      "held_out_hand7b": in_fold(corpus, model, ("hand7b",))["hand7b"]}
    if export:
        model.save(MODEL_PATH)
        out["shipped"]["written"] = str(MODEL_PATH)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory.bench.injection_classifier", description=__doc__)
    parser.add_argument("--export", action="store_true", help="write shared/safety/injection_model.npz")
    parser.add_argument("--no-folds", action="store_true", help="skip the forward-chained folds (minutes each)")
    args = parser.parse_args(argv)
    print(json.dumps(run(export=args.export, folds=not args.no_folds), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
