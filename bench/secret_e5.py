"""Train and measure the learned secret stage (`shared/safety/secret_e5.py`): leave-one-group-out figures, out of fold.

`python -m tiered_memory.bench.secret_e5 [--export] [--cache PATH] [--hold PREFIX …] [--no-lofo]`

Texts: every labelled set `tests/data/secrets_*.jsonl` (the folder's top level only; the held-out sets under
`tests/data/blind/` are never read), secret items positive, benign look-alikes negative, plus half of the ordinary
memories (`secrets_eval.ordinary_memories`, split by a hash of the text) as negatives; the other half is only
measured. Each text is read as its builtin multilingual-e5-small passage vector, as hashed character n-grams of
its value view (`value_view`: value-like tokens reduced to their shapes), and as its candidates' cue features
(`candidates`, `cue_features`: the window around each value-like span, the value masked to its shape). Only texts
that pass the value gate (`value_present`) are trained on or flagged. Three weighted L2 logistic regressions (numpy:
Newton's method on the 384-d vector, Adam on the 2^17 n-gram and 2^17 cue features), averaged; the cue model is
fitted on candidates (a secret's candidate that is its labelled `value` against every candidate of look-alikes and
ordinary memories) and a text takes its best candidate's score. Loss shares (SHARES): secrets 0.5, look-alikes
0.4, ordinary memories 0.1. The threshold on the mean is the lowest whose 3-fold out-of-fold flags inside the
training data stay within BENIGN_FP (0.5 %) of the benign look-alikes and ORDINARY_FP of the ordinary memories.
Round 12 added the cue model (leave-one-group-out on the sets before hand12, blind8 and blind9 held: stage alone
0.428 / 0.51 % → 0.568 / 0.47 %; the cue model's L2 1e-6 / 300 steps and the shares were chosen on that figure,
so it is optimistic by that choice; an e5 vector of each cue window instead scored 0.097 alone and lowered the mean).
Then, with hand12 (an author not seen while choosing) as a tenth group, `--no-lofo --hold blind8 --hold blind9`:
0.390 / 0.53 % → 0.543 / 0.38 % pooled, hand12 alone 0.333 / 3 of 310 → 0.470 / 2 of 310.

**Leave-one-group-out** leaves out a whole family of sets (hand5*, hand12*, blind2-4 with blind, blind7, blind8,
blind9, …) at once: the model (threshold included) is trained without it and scored on it, pooled over groups for
(a) the rules alone (in-sample: every file's misses were read when the rules were tuned, so optimistic), (b) the
learned stage alone, (c) rules OR learned stage. It is the figure closest to a new author. **Leave-one-file-out**
(the default; `--no-lofo` skips it) does the same per file, a kinder split (the same author's other files train).
`--hold hand8` keeps sets out of every training fold and scores them with a model that never saw them (the
first-sight A/B of a new author's sets). `--export` trains on everything not held and writes
`shared/safety/secret_e5.npz` (before the leave-out figures are computed). Embedding takes ~20 ms a text on one
core: `--cache` keeps vectors between runs. `--export --no-lofo` with every vector cached took ~12 min on the shared
2-core machine (the export itself a few minutes, the rest the leave-one-group-out figures); leave-one-file-out fits
~450 models (an hour or more there).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from ..shared.safety import looks_secret
from ..shared.safety.normalise import fold_confusables, visible
from ..shared.safety.secret_e5 import (NGRAM_BITS, SECRET_E5_PATH, SecretModel, candidates, cue_features, hashed,
                                       value_present, value_view)
from .injection_classifier import Encoded, fit
from .injection_e5 import fit_dense, vectors
from .secrets_eval import DATA_DIR, load_file, ordinary_memories

BENIGN_FP, ORDINARY_FP = 0.005, 0.003
FOLDS = 3
L2 = 1e-4
NGRAM_L2, NGRAM_ITERS, NGRAM_LR = 1e-5, 150, 0.05
TOKEN_L2, TOKEN_ITERS = 1e-6, 300
SHARES = (("secret", 0.5), ("benign", 0.4), ("ordinary", 0.1))   # of the loss, each class's texts alike
GRID = np.round(np.arange(0.30, 0.991, 0.01), 2)


def file_group(name: str) -> str:
    """The family a set belongs to (written together or by one author): hand5a → hand5, blind3 → blind, blind9 on
    its own."""
    if name in ("dev", "heldout"):
        return "generated"
    match = re.match(r"(hand\d+|blind[789]|blind\d\d|blind|fresh)", name)
    return match.group(1) if match else name


class Tokens:
    """Every candidate of every text (`secret_e5.candidates`) as hashed cue features, with the text it belongs to and
    whether it is (part of) the item's labelled secret value."""

    def __init__(self, texts: Sequence[str], values: Sequence[str]) -> None:
        rows, owner, positive = [], [], []
        for i, (text, value) in enumerate(zip(texts, values)):
            read, found = candidates(text)
            value = fold_confusables(visible(value)).strip()
            for cand in found:
                rows.append(hashed(cue_features(read, cand)))
                owner.append(i)
                positive.append(bool(value) and (cand.core in value or value in cand.core))
        enc = object.__new__(Encoded)
        enc.dim, enc.lengths = 1 << NGRAM_BITS, np.array([len(r[0]) for r in rows], dtype=np.int64)
        enc.index = np.concatenate([r[0] for r in rows]) if rows else np.zeros(0, np.int64)
        enc.value = np.concatenate([r[1] for r in rows]) if rows else np.zeros(0, np.float32)
        enc.row = np.repeat(np.arange(len(rows)), enc.lengths)
        self.enc, self.owner, self.positive, self.n = enc, np.array(owner, np.int64), np.array(positive, bool), len(texts)

    def take(self, mask: np.ndarray) -> "Tokens":
        """The candidates of the texts selected by `mask` (owners renumbered)."""
        keep = mask[self.owner]
        out = object.__new__(Tokens)
        out.enc, out.positive, out.n = self.enc.take(keep), self.positive[keep], int(mask.sum())
        out.owner = (np.cumsum(mask) - 1)[self.owner[keep]]
        return out

    def max_score(self, weights: np.ndarray, bias: float) -> np.ndarray:
        """Per text, the highest candidate probability (0 without candidates): what `SecretModel.tokens` gives."""
        out = np.zeros(self.n)
        np.maximum.at(out, self.owner, _sigmoid(self.enc.dot(weights) + bias))
        return out


class Data:
    """Labelled items (file, secret?) and ordinary memories (train half / measured half), with their vectors, rule
    verdicts and value-gate results."""

    def __init__(self, cache: Path | None, data_dir: Path = DATA_DIR) -> None:
        texts, files, label, values = [], [], [], []
        for path in sorted(data_dir.glob("secrets_*.jsonl")):   # top level only: never tests/data/blind/
            name = path.stem.removeprefix("secrets_")
            for item in load_file(path):
                texts.append(item["text"])
                files.append(name)
                label.append("secret" if item["secret"] else "benign")
                values.append(str(item.get("value") or "") if item["secret"] else "")
        for name, ordinary in ordinary_memories().items():
            for text in ordinary:
                half = int(hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest(), 16) % 2
                texts.append(text)
                files.append(f"ordinary:{name}")
                label.append("ordinary" if half == 0 else "measure")
                values.append("")
        self.texts, self.file, self.label = texts, np.array(files), np.array(label)
        started = time.perf_counter()
        self.x = vectors(texts, cache)
        self.embed_s = round(time.perf_counter() - started, 1)
        started = time.perf_counter()
        self.rules = np.array([looks_secret(t) is not None for t in texts])
        self.rules_us = round((time.perf_counter() - started) / len(texts) * 1e6, 1)
        self.gate = np.array([value_present(t) for t in texts])
        self.views = Views(self.x, Encoded([value_view(t) for t in texts], NGRAM_BITS), Tokens(texts, values))

    def labelled_files(self) -> list[str]:
        return sorted(set(self.file[np.isin(self.label, ("secret", "benign"))]))


def _weights(label: np.ndarray) -> np.ndarray:
    """Secrets weigh half the loss, benign look-alikes 0.4 and ordinary memories 0.1 (SHARES)."""
    out = np.zeros(len(label))
    for name, share in SHARES:
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


@dataclass(frozen=True)
class Views:
    """The three things the stage reads of each text, row-aligned: e5 vectors, value-view n-grams, candidates."""

    x: np.ndarray
    grams: Encoded
    tokens: Tokens

    def take(self, mask: np.ndarray) -> "Views":
        return Views(self.x[mask], self.grams.take(mask), self.tokens.take(mask))


def fit_tokens(tokens: Tokens, label: np.ndarray) -> tuple[np.ndarray, float]:
    """The cue model: the candidates that are a secret's labelled value against every candidate of look-alikes and
    ordinary memories (a secret's other candidates are left out); each text's candidates share its class's weight."""
    text_label = label[tokens.owner]
    keep = (text_label != "secret") | tokens.positive
    owner, text_label = tokens.owner[keep], text_label[keep]
    per_text = np.bincount(owner, minlength=len(label)).astype(float)
    weight = np.zeros(len(owner))
    for name, share in SHARES:
        sel = text_label == name
        weight[sel] = share / max(1, len(set(owner[sel]))) / per_text[owner[sel]]
    y = (text_label == "secret").astype(float)
    return fit(tokens.enc.take(keep), y, weight, iters=TOKEN_ITERS, l2=TOKEN_L2, lr=NGRAM_LR)


def _fit(views: Views, label: np.ndarray) -> SecretModel:
    """The three models fitted on the rows given (threshold left at 0.5)."""
    y, weight = (label == "secret").astype(float), _weights(label)
    w, b = fit_dense(views.x, y, weight, L2)
    nw, nb = fit_ngrams(views.grams, y, weight)
    tw, tb = fit_tokens(views.tokens, label)
    return SecretModel(w, b, nw.astype(np.float32), nb, 0.5, tw.astype(np.float32), tb)


def scores(model: SecretModel, views: Views) -> np.ndarray:
    """The mean of the e5, n-gram and cue scores of every row (what `SecretModel.score` gives one text)."""
    return (_sigmoid(views.x @ model.weights + model.bias) + _sigmoid(views.grams.dot(model.ngram) + model.ngram_bias)
            + views.tokens.max_score(model.token, model.token_bias)) / 3


def train(views: Views, label: np.ndarray, gate: np.ndarray, seed: int = 0) -> SecretModel:
    """Fit on the gated rows given; the threshold from FOLDS-fold out-of-fold scores of the same rows."""
    fold = np.random.default_rng(seed).integers(0, FOLDS, len(label))
    oof = np.zeros(len(label))
    for k in range(FOLDS):
        fit = gate & (fold != k)
        oof[fold == k] = scores(_fit(views.take(fit), label[fit]), views.take(fold == k))
    model = _fit(views.take(gate), label[gate])
    return replace(model, threshold=choose_threshold(np.where(gate, oof, 0.0), label))


def flags(model: SecretModel, views: Views, gate: np.ndarray) -> np.ndarray:
    return gate & (scores(model, views) >= model.threshold)


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
        model = train(data.views.take(fit), data.label[fit], data.gate[fit])
        learned = flags(model, data.views.take(out), data.gate[out])
        per[name] = {"threshold": model.threshold} | _figures(data, out, learned)
        pooled_sel |= out
        pooled_flags[out] = learned
    return {"per": per, "pooled": _figures(data, pooled_sel, pooled_flags[pooled_sel])}


def run(cache: Path | None, held: Sequence[str], export: bool, lofo: bool) -> dict[str, Any]:
    data = Data(cache)
    held_files = [f for f in data.labelled_files() if any(f.startswith(prefix) for prefix in held)]
    trainable = (data.label != "measure") & ~np.isin(data.file, held_files)
    model = train(data.views.take(trainable), data.label[trainable], data.gate[trainable])
    everything = flags(model, data.views, data.gate)
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
