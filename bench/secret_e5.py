"""Train and measure the learned secret stage (`shared/safety/secret_e5.py`): leave-one-group-out figures, out of fold.

`python -m tiered_memory.bench.secret_e5 [--export] [--cache PATH] [--hold PREFIX …] [--no-logo]`

Texts: every labelled set `tests/data/secrets_*.jsonl` (the folder's top level only; the held-out sets under
`tests/data/blind/` and the out-of-fold splits, `secrets_eval.OUT_OF_FOLD`, are never read), secret items positive,
benign look-alikes negative, plus half of the ordinary memories (`secrets_eval.ordinary_memories`, split by a hash of
the text) as negatives; the other half is only measured. Each text is read as its builtin multilingual-e5-small passage
vector, as hashed character n-grams of its value view (`value_view`: value-like tokens reduced to their shapes), and as
its candidates' cue features (`candidates`, `cue_features`: the window around each value-like span, the value masked to
its shape). Only texts that pass the value gate (`value_present`) are trained on or flagged. Three weighted L2 logistic
regressions (numpy: Newton's method on the 384-d vector, Adam on the 2^17 n-gram and 2^17 cue features); the cue model
is fitted on candidates (a secret's candidate that is its labelled `value` against every candidate of look-alikes and
ordinary memories) and a text takes its best candidate's score. Loss shares (SHARES): secrets 0.5, look-alikes 0.4,
ordinary memories 0.1. A text is flagged when the median of the three scores (`secret_e5.combine`: two models agree)
reaches the threshold: the lowest whose **leave-one-group-out** flags (each author group, `file_group`, scored by the
fit without it; the ordinary memories dealt to the groups by a hash) stay within BENIGN_FP (0.25 %) of the look-alikes
and ORDINARY_FP (0.3 %) of the ordinary memories.

Round 14: at first sight the stage cost too many false positives (blind10 +3, blind11 +4 look-alikes for +6
secrets). The mean of the three scores at a threshold from random 3-fold scores (cap 0.5 %) became the median at a
threshold from leave-one-group-out scores (cap 0.25 %). Measured with each of blind11, blind10, hand12 (trained
without hand14) and hand14 held out in turn; stage alone at first sight, recall / look-alikes flagged, and the
first-sight rule misses of blind11 (30) and blind10 (34) it catches, with one of them also in hand14 (65):
  before (mean, 3-fold, 0.5 %)        blind11 0.616 4/245  blind10 0.646 0/284  hand12 0.432 1/310  hand14 0.617 0/370
                                      pooled 0.572, 5 of 1,209 (0.41 %), 19 of 65 misses
  mean, leave-one-group-out, 0.5 %    pooled 0.642, 9 of 1,209, 24 of 65
  median, leave-one-group-out, 0.5 %  pooled 0.520, 5 of 1,209, 19 of 65
  median, cap its training groups chose (nested leave-one-group-out: largest cap with at most one look-alike
  flagged in every recent training group, blind8-11, hand12, hand14; 0.4/0.25/0.25/0.5 %)
                                      pooled 0.450, 3 of 1,209, 16 of 65
  median, leave-one-group-out, 0.25 % blind11 0.467 1/245  blind10 0.430 0/284  hand12 0.299 0/310  hand14 0.458 1/370
                                      pooled 0.409, 2 of 1,209 (0.17 %), 14 of 65 (shipped; `--hold hand14`
                                      gives the same: threshold 0.92, 196 of 428, 1 of 370)
The median was chosen from mean, max, min, median, a logistic stack of the three, and the mean gated on the cue
model after the blind11/blind10/hand12 figures were seen (hand14 came later and did not favour it: 0.544 / 1 vs
0.617 / 0), and 0.25 % over 0.5 % for the budget the rules leave (about one look-alike per new author under 2 %),
so the shipped line is optimistic by that choice; the nested rule on the training groups alone picks 0.5 % on all
14 groups. Within one or two false positives an author these counts are noise; what holds on each of the four: at
the same cap the median flags no more look-alikes than the mean (9 → 5 pooled at 0.5 %) and catches fewer secrets.

`--hold blind11` keeps sets out of every fit and scores them with a model that never saw them (first sight of an
author; the threshold from the other groups). `--export` trains on everything not held and writes
`shared/safety/secret_e5.npz` (15 fits, ~7 min on the shared, busy 2-core machine with every vector in `--cache`;
embedding takes ~20 ms a text on one core). Then each group is left out with its threshold from the other groups'
leave-one-group-out scores (the fit without groups {a, b} serves both; ~80 more fits, ~15 min; `--no-logo` skips it).
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
from ..shared.safety.secret_e5 import (NGRAM_BITS, SECRET_E5_PATH, SecretModel, candidates, combine, cue_features,
                                       hashed, value_present, value_view)
from .injection_classifier import Encoded, fit
from .injection_e5 import fit_dense, vectors
from .secrets_eval import DATA_DIR, OUT_OF_FOLD, load_file, ordinary_memories

BENIGN_FP, ORDINARY_FP = 0.0025, 0.003
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
            if name in OUT_OF_FOLD:
                continue   # scored at first sight and kept out of every fit until a round studies it
            for item in load_file(path):
                texts.append(item["text"])
                files.append(name)
                label.append("secret" if item["secret"] else "benign")
                values.append(str(item.get("value") or "") if item["secret"] else "")
        for name, ordinary in ordinary_memories().items():
            for text in ordinary:
                half = _digest(text) % 2
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


def components(model: SecretModel, views: Views) -> np.ndarray:
    """The e5, n-gram and cue scores of every row, (3, rows): `combine` of a column is `SecretModel.score`."""
    return np.stack([_sigmoid(views.x @ model.weights + model.bias),
                     _sigmoid(views.grams.dot(model.ngram) + model.ngram_bias),
                     views.tokens.max_score(model.token, model.token_bias)]).astype(np.float32)


def _digest(text: str) -> int:
    return int(hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest(), 16)


class Fits:
    """The three models fitted without some author groups (`file_group`), each fit kept with its scores of every row,
    so that a threshold's leave-one-group-out scores and the leave-one-group-out figures share fits (the fit without
    groups {a, b} serves both). The ordinary memories of the training half are dealt to the groups by a hash of their
    text, so leaving a group out leaves its share of them out too."""

    def __init__(self, data: Data, trainable: np.ndarray) -> None:
        self.data, self.trainable = data, trainable
        labelled = trainable & np.isin(data.label, ("secret", "benign"))
        group = np.array([file_group(f) if keep else "" for f, keep in zip(data.file, labelled)], dtype=object)
        self.groups = sorted(set(group[labelled]))
        for i in np.flatnonzero(trainable & (data.label == "ordinary")):
            group[i] = self.groups[_digest(data.texts[i]) // 2 % len(self.groups)]
        self.group = group
        self._done: dict[frozenset[str], tuple[SecretModel, np.ndarray]] = {}

    def fitted(self, out: frozenset[str]) -> tuple[SecretModel, np.ndarray]:
        """The models fitted on the trainable gated rows outside the groups `out` (threshold left at 0.5), and their
        scores of every row."""
        if out not in self._done:
            rows = self.trainable & self.data.gate & ~np.isin(self.group, sorted(out))
            model = _fit(self.data.views.take(rows), self.data.label[rows])
            self._done[out] = (model, components(model, self.data.views))
        return self._done[out]

    def oof(self, out: frozenset[str] = frozenset()) -> tuple[np.ndarray, np.ndarray]:
        """(rows, gated combined scores) of the groups not in `out`, each scored by the fit without it and `out`."""
        score, rows = np.zeros(len(self.group)), np.zeros(len(self.group), bool)
        for name in self.groups:
            if name not in out:
                mine = self.group == name
                score[mine] = combine(*self.fitted(out | {name})[1][:, mine])
                rows |= mine
        return rows, np.where(self.data.gate, score, 0.0)

    def model(self, out: frozenset[str] = frozenset()) -> SecretModel:
        """Fitted without the groups `out`; its threshold chosen on the other groups' leave-one-group-out scores."""
        rows, score = self.oof(out)
        return replace(self.fitted(out)[0], threshold=choose_threshold(score[rows], self.data.label[rows]))

    def flags(self, out: frozenset[str] = frozenset()) -> np.ndarray:
        """Every row flagged by `model(out)` (gated)."""
        return self.data.gate & (combine(*self.fitted(out)[1]) >= self.model(out).threshold)


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


def leave_out(data: Data, fits: Fits) -> dict[str, Any]:
    """Per group: the model without it (threshold from the other groups' leave-one-group-out scores), scored on it."""
    per: dict[str, Any] = {}
    pooled_sel, pooled_flags = np.zeros(len(data.label), bool), np.zeros(len(data.label), bool)
    for name in fits.groups:
        out = (fits.group == name) & np.isin(data.label, ("secret", "benign"))
        learned = fits.flags(frozenset([name]))[out]
        per[name] = {"threshold": fits.model(frozenset([name])).threshold} | _figures(data, out, learned)
        pooled_sel |= out
        pooled_flags[out] = learned
    return {"per": per, "pooled": _figures(data, pooled_sel, pooled_flags[pooled_sel])}


def run(cache: Path | None, held: Sequence[str], export: bool, logo: bool) -> dict[str, Any]:
    data = Data(cache)
    held_files = [f for f in data.labelled_files() if any(f.startswith(prefix) for prefix in held)]
    fits = Fits(data, (data.label != "measure") & ~np.isin(data.file, held_files))
    model = fits.model()
    everything = fits.flags()
    rows, oof = fits.oof()
    labelled = rows & np.isin(data.label, ("secret", "benign"))
    measured = data.label == "measure"
    out: dict[str, Any] = {
        "n": {k: int((data.label == k).sum()) for k in ("secret", "benign", "ordinary", "measure")},
        "embed_s": data.embed_s, "rules_us_per_text": data.rules_us, "caps": {"benign": BENIGN_FP,
                                                                               "ordinary": ORDINARY_FP},
        "gate": {"secret": _rate(data.gate[data.label == "secret"]), "benign": _rate(data.gate[data.label == "benign"]),
                 "ordinary": _rate(data.gate[np.isin(data.label, ("ordinary", "measure"))])},
        "shipped": {"threshold": model.threshold,
                    "on_its_leave_one_group_out_scores": _figures(data, labelled, (oof >= model.threshold)[labelled]),
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
    if logo:
        out["leave_one_group_out"] = leave_out(data, fits)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory.bench.secret_e5", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--export", action="store_true", help="write shared/safety/secret_e5.npz")
    parser.add_argument("--cache", type=Path, help="an .npz of vectors kept between runs")
    parser.add_argument("--hold", action="append", default=[], help="file prefix never trained on (repeatable)")
    parser.add_argument("--no-logo", action="store_true", help="skip the leave-one-group-out figures (~80 fits)")
    parser.add_argument("--no-lofo", action="store_true", help="accepted for old command lines (no per-file figures)")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.cache, args.hold, args.export, not args.no_logo), ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
