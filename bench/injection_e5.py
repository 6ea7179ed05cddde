"""Train and measure the cross-lingual planted-order model (`shared/safety/injection_e5.py`), figures out of fold.

`python -m tiered_memory.bench.injection_e5 [--export] [--cache PATH] [--langs de,nl,…]`

Same texts as `injection_classifier` (hostile items; benign rules, third-person memories
and `injection_ordinary.jsonl` weighted as rules; ordinary memories; LoCoMo, blind
technical notes and half of the third-person memories only measured), each read as its
builtin multilingual-e5-small passage vector. A weighted L2 logistic regression (Newton's
method, numpy) on the 384-d vector; its threshold is chosen on 3-fold out-of-fold scores
inside the training data with the n-gram model's caps (≤ 1 % of ordinary memories, ≤ 3 % of
rules flagged).

The detector combines the n-gram score and the e5 score by a logistic stack (three
weights) fitted on out-of-fold scores of both, its threshold out of fold too.

The figure that predicts text in a new language is **leave-one-language-out**: for each
language L the e5 model (and its threshold) is trained without any item in L and scored on
L's items; reported for the e5 model alone and with the patterns (`either`). For the whole
detector (n-grams + e5 + stack + patterns) **leave-one-group-out**: related languages
(GROUPS) left out together. `--export` trains on everything and writes
`shared/safety/injection_e5.npz` (384 + 6 floats, ~2 KB).
Embedding every text takes a few minutes on one core: `--cache` keeps vectors between runs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from collections import Counter
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from ..shared.embedders.builtin import BuiltinEmbedder
from ..shared.safety.injection import pattern_reason
from ..shared.safety.injection_e5 import E5_MODEL_PATH, E5Model
from . import injection_classifier as ngrams
from .injection_classifier import (ORDINARY_FP, RULE_FP, choose_threshold, hermes_style, ordinary, ordinary_rules,
                                   technical)
from .injection_eval import load

L2 = 1e-5
STACK_L2 = 1e-6
NEWTON_STEPS = 12
FOLDS = 3
# Leave-one-group-out for the whole detector (an n-gram fit per group costs about a minute): related languages go
# out together, which is harsher than leaving out one language.
GROUPS = {"en": ("en",), "romance": ("fr", "es", "it", "pt", "ro"), "germanic": ("de", "nl", "sv", "da"),
          "slavic": ("ru", "uk", "pl", "cs", "sk", "hr", "bg"), "cjk": ("zh", "ja", "ko"),
          "other": ("ar", "fa", "he", "hi", "bn", "ur", "tr", "vi", "id", "ms", "tl", "th", "el", "fi", "hu", "lt",
                    "et", "sw")}


def _key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()


def vectors(texts: Sequence[str], cache: Path | None = None) -> np.ndarray:
    """Builtin e5 passage vectors of `texts` (rows), embedding only those not in `cache` (which is then updated)."""
    known: dict[str, np.ndarray] = dict(np.load(cache)) if cache and cache.exists() else {}
    todo = sorted({t for t in texts if _key(t) not in known})
    if todo:
        embedder = BuiltinEmbedder(batch_size=32)
        for start in range(0, len(todo), 256):
            part = todo[start:start + 256]
            for text, row in zip(part, embedder.embed_passages(part)):
                known[_key(text)] = row.astype(np.float16)
        if cache:
            np.savez(cache, **known)
    return np.array([known[_key(t)] for t in texts], dtype=np.float32)


def fit_dense(x: np.ndarray, y: np.ndarray, weight: np.ndarray, l2: float = L2) -> tuple[np.ndarray, float]:
    """Weighted L2 logistic regression (bias unpenalised) by Newton's method."""
    xb = np.hstack([x, np.ones((len(x), 1), np.float32)]).astype(np.float64)
    weight = weight / weight.sum()
    reg = np.full(xb.shape[1], l2)
    reg[-1] = 1e-8
    w = np.zeros(xb.shape[1])
    for _ in range(NEWTON_STEPS):
        p = 1.0 / (1.0 + np.exp(-(xb @ w)))
        gradient = xb.T @ (weight * (p - y)) + reg * w
        hessian = (xb * (weight * p * (1 - p))[:, None]).T @ xb + np.diag(reg)
        w -= np.linalg.solve(hessian, gradient)
    return w[:-1].astype(np.float32), float(w[-1])


def train(x: np.ndarray, kind: np.ndarray, seed: int = 0) -> tuple[E5Model, np.ndarray]:
    """Fit on everything given; the threshold from FOLDS-fold out-of-fold scores (returned too)."""
    y = (kind == "hostile").astype(float)
    fold = np.random.default_rng(seed).integers(0, FOLDS, len(kind))
    oof = np.zeros(len(kind))
    for k in range(FOLDS):
        w, b = fit_dense(x[fold != k], y[fold != k], ngrams.class_weights(kind[fold != k]))
        oof[fold == k] = ngrams.scores(x[fold == k], w, b)
    w, b = fit_dense(x, y, ngrams.class_weights(kind))
    threshold = choose_threshold(oof, kind)
    return E5Model(w, b, threshold, (0.0, 1.0, 0.0, threshold)), oof  # stack: e5 alone until `fit_stack`


class Data:
    """Texts with kind (hostile, rule, ordinary, measure), language and measure source, their vectors and patterns."""

    def __init__(self, cache: Path | None = None) -> None:
        hostile = load("hostile") + technical("hostile") + ngrams.extra("hostile")
        benign = load("benign") + technical("benign") + ngrams.extra("benign")
        train_ord, measure = ordinary()
        rules = hermes_style("train") + ordinary_rules()
        measured = [(name, t) for name, texts in measure.items() for t in texts]
        self.texts = ([i["text"] for i in hostile + benign] + rules + train_ord + [t for _, t in measured])
        self.kind = np.array(["hostile"] * len(hostile) + ["rule"] * (len(benign) + len(rules))
                             + ["ordinary"] * len(train_ord) + ["measure"] * len(measured))
        self.lang = np.array([i["lang"] for i in hostile + benign] + ["-"] * (len(rules) + len(train_ord))
                             + [name for name, _ in measured])
        self.technical = np.array([i["id"].startswith("t-") for i in hostile + benign]
                                  + [False] * (len(self.texts) - len(hostile) - len(benign)))
        # Where each row comes from (the corpus split, "technical", "ordinary" …): the per-source rule caps.
        self.source = np.array([i.get("split") or "technical" for i in hostile + benign] + ["ordinary"] * len(rules)
                               + ["ordinary"] * len(train_ord) + [name for name, _ in measured])
        # Never trained on: only scored, by the shipped models (`run`).
        self.held = np.array([i.get("split") == "hand7b" for i in hostile + benign]
                             + [False] * (len(self.texts) - len(hostile) - len(benign)))
        started = time.perf_counter()
        self.x = vectors(self.texts, cache)
        self.embed_s = round(time.perf_counter() - started, 1)
        self.patterns = np.array([pattern_reason(t) is not None for t in self.texts])

    def trainable(self) -> np.ndarray:
        """Rows a model may be trained on: labelled, not measured only, not held out."""
        return (self.kind != "measure") & ~self.held

    def languages(self) -> list[str]:
        counts = Counter(self.lang[np.isin(self.kind, ("hostile", "rule"))])
        return sorted(lang for lang in counts if lang != "-")


def _rate(flags: np.ndarray) -> dict[str, Any]:
    return {"rate": round(float(flags.mean()), 4) if len(flags) else None, "n": int(len(flags)),
            "hits": int(flags.sum())}


def leave_one_language_out(data: Data, langs: Sequence[str]) -> dict[str, Any]:
    """Per language: the e5 model trained (threshold included) without that language, scored on it."""
    per: dict[str, Any] = {}
    pooled: dict[str, list[np.ndarray]] = {"e5_hostile": [], "either_hostile": [], "patterns_hostile": [],
                                           "e5_rules": [], "either_rules": []}
    usable = data.trainable()
    for lang in langs:
        mask = usable & (data.lang != lang)
        model, _ = train(data.x[mask], data.kind[mask])
        test = (data.lang == lang) & ~data.held
        flags = ngrams.scores(data.x[test], model.weights, model.bias) >= model.threshold
        pat = data.patterns[test]
        h, r = data.kind[test] == "hostile", data.kind[test] == "rule"
        rows = {"e5_hostile": flags[h], "either_hostile": (flags | pat)[h], "patterns_hostile": pat[h],
                "e5_rules": flags[r], "either_rules": (flags | pat)[r]}
        per[lang] = {"threshold": model.threshold} | {name: _rate(v) for name, v in rows.items()}
        for name, v in rows.items():
            pooled[name].append(v)
    if not per:
        return {}
    return {"per_language": per, "pooled": {name: _rate(np.concatenate(v)) for name, v in pooled.items()}}


def _logit(p: np.ndarray) -> np.ndarray:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return np.log(p / (1 - p))


def ngram_scores(x: "ngrams.Encoded", kind: np.ndarray, train_mask: np.ndarray, seed: int = 1) -> np.ndarray:
    """n-gram scores of every row: FOLDS-fold out of fold inside `train_mask`, from the model of the first fold
    elsewhere (rows never trained on)."""
    y = (kind == "hostile").astype(float)
    fold = np.random.default_rng(seed).integers(0, FOLDS, len(kind))
    out = np.zeros(len(kind))
    for k in range(FOLDS):
        fit_mask = train_mask & (fold != k)
        w, b = ngrams.fit(x.take(fit_mask), y[fit_mask], ngrams.class_weights(kind[fit_mask]))
        held = ~fit_mask if k == 0 else train_mask & (fold == k)
        out[held] = ngrams.scores(x.take(held), w, b)
    return out


def fit_stack(ngram: np.ndarray, e5: np.ndarray, kind: np.ndarray, seed: int = 7,
              source: np.ndarray | None = None) -> tuple[tuple[float, ...], np.ndarray]:
    """(n-gram weight, e5 weight, bias, threshold) of the logistic stack on out-of-fold scores; its own threshold from
    FOLDS-fold out-of-fold stack scores (returned too), the rule cap holding per `source` (the stack is what the
    worker decides by, and what a new set of technical notes meets)."""
    f = np.stack([_logit(ngram), _logit(e5)], 1).astype(np.float32)
    y = (kind == "hostile").astype(float)
    fold = np.random.default_rng(seed).integers(0, FOLDS, len(kind))
    oof = np.zeros(len(kind))
    for k in range(FOLDS):
        w, b = fit_dense(f[fold != k], y[fold != k], ngrams.class_weights(kind[fold != k]), STACK_L2)
        oof[fold == k] = ngrams.scores(f[fold == k], w, b)
    w, b = fit_dense(f, y, ngrams.class_weights(kind), STACK_L2)
    return (float(w[0]), float(w[1]), b, choose_threshold(oof, kind, source)), oof


def stacked(stack: Sequence[float], ngram: np.ndarray, e5: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-(stack[0] * _logit(ngram) + stack[1] * _logit(e5) + stack[2])))


def leave_one_group_out(data: Data, x: "ngrams.Encoded", ngram_oof: np.ndarray) -> dict[str, Any]:
    """Per language group: n-gram model, e5 model and stack trained without the group, scored on it, per language.
    (The stack's training rows carry n-gram scores out of fold over all groups: the one place the group is seen.)"""
    per: dict[str, Any] = {}
    rows: dict[str, list[tuple[str, np.ndarray, np.ndarray]]] = {}
    usable = data.trainable()
    y = (data.kind == "hostile").astype(float)
    for group, langs in GROUPS.items():
        mask = usable & ~np.isin(data.lang, langs)
        model, e5_oof = train(data.x[mask], data.kind[mask])
        stack, _ = fit_stack(ngram_oof[mask], e5_oof, data.kind[mask], source=data.source[mask])
        w, b = ngrams.fit(x.take(mask), y[mask], ngrams.class_weights(data.kind[mask]))
        test = np.isin(data.lang, langs) & ~data.held
        flags = stacked(stack, ngrams.scores(x.take(test), w, b),
                        ngrams.scores(data.x[test], model.weights, model.bias)) >= stack[3]
        flags |= data.patterns[test]
        for lang in langs:
            here = data.lang[test] == lang
            h, r = here & (data.kind[test] == "hostile"), here & (data.kind[test] == "rule")
            per[lang] = {"group": group, "hostile_flagged": _rate(flags[h]), "rules_flagged": _rate(flags[r])}
            tech = data.technical[test]
            for name, sel in (("hostile", h), ("rules", r), ("technical_hostile", h & tech),
                              ("technical_benign", r & tech)):
                rows.setdefault(name, []).append(flags[sel])
    return {"per_language": per, "pooled": {name: _rate(np.concatenate(v)) for name, v in rows.items()}}


def measured(data: Data, model: E5Model, ngram: np.ndarray) -> dict[str, Any]:
    """Flag rates on the ordinary memories never trained on: e5 alone, and the stack with the patterns (the
    detector)."""
    e5 = ngrams.scores(data.x, model.weights, model.bias)
    detector = (stacked(model.stack, ngram, e5) >= model.stack[3]) | data.patterns
    out: dict[str, Any] = {}
    for name in sorted(set(data.lang[data.kind == "measure"])):
        m = (data.kind == "measure") & (data.lang == name)
        out[name] = {"e5": _rate(e5[m] >= model.threshold), "detector": _rate(detector[m])}
    return out


def held_out(data: Data, model: E5Model, ngram: np.ndarray) -> dict[str, Any]:
    """The shipped stack with the patterns on the items never trained on (hand set 7b); their n-gram scores come from
    a model that never saw them either (`ngram_scores`' first fold)."""
    e5 = ngrams.scores(data.x, model.weights, model.bias)
    flags = (stacked(model.stack, ngram, e5) >= model.stack[3]) | data.patterns
    return {"hostile_flagged": _rate(flags[data.held & (data.kind == "hostile")]),
            "rules_flagged": _rate(flags[data.held & (data.kind == "rule")])}


def run(export: bool, cache: Path | None, langs: Sequence[str] | None, groups: bool = True) -> dict[str, Any]:
    """The shipped model's figures, then leave-one-language-out over `langs` (all when None, none when empty)."""
    data = Data(cache)
    usable = data.trainable()
    x = ngrams.Encoded(data.texts)
    ngram_oof = ngram_scores(x, data.kind, usable)
    model, oof = train(data.x[usable], data.kind[usable])
    stack, stack_oof = fit_stack(ngram_oof[usable], oof, data.kind[usable], source=data.source[usable])
    model = E5Model(model.weights, model.bias, model.threshold, stack)  # type: ignore[arg-type]
    inner = {name: {"e5": _rate(oof[data.kind[usable] == name] >= model.threshold),
                    "stack": _rate(stack_oof[data.kind[usable] == name] >= stack[3])}
             for name in ("hostile", "rule", "ordinary")}
    out: dict[str, Any] = {"n": dict(Counter(data.kind.tolist())), "embed_s": data.embed_s,
                           "caps": {"ordinary": ORDINARY_FP, "rules": RULE_FP},
                           "shipped": {"threshold": model.threshold, "inner_out_of_fold": inner,
                                       "stack": stack, "measured_only": measured(data, model, ngram_oof)}}
    out["shipped"]["held_out_hand7b"] = held_out(data, model, ngram_oof)
    if export:  # before the (slow) leave-one-language-out folds
        model.save(E5_MODEL_PATH)
        out["shipped"]["written"] = f"{E5_MODEL_PATH} ({E5_MODEL_PATH.stat().st_size} bytes)"
    out["leave_one_language_out"] = leave_one_language_out(data, data.languages() if langs is None else langs)
    if groups:
        out["leave_one_group_out"] = leave_one_group_out(data, x, ngram_oof)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory.bench.injection_e5", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--export", action="store_true", help="write shared/safety/injection_e5.npz")
    parser.add_argument("--cache", type=Path, help="an .npz of vectors kept between runs")
    parser.add_argument("--langs", help="comma-separated languages for leave-one-language-out (default: all; '' for none)")
    parser.add_argument("--no-groups", action="store_true", help="skip leave-one-group-out (an n-gram fit a group)")
    args = parser.parse_args(argv)
    langs = None if args.langs is None else [lang for lang in args.langs.split(",") if lang]
    print(json.dumps(run(args.export, args.cache, langs, not args.no_groups), ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
