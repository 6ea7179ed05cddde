"""Planted instructions, learned: a hashed character n-gram logistic regression that scores how much a text reads
like an order aimed at an AI rather than a user's own note.

The patterns in `injection_patterns` catch the wordings they were written for; this model
generalises to new wordings of the same intents (third-person "the user", "any AI that
reads this", a URL or address to send things to). It is trained by
`python -m tiered_memory.bench.injection_classifier --export` on the labelled corpus plus
ordinary memories as negatives, with its threshold chosen out of fold, and shipped as
`injection_model.npz` beside this module (numpy only at run time; about 0.1 ms a text).
"""

from __future__ import annotations

import functools
import logging
import re
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .injection_e5 import e5_score, load_e5_model
from .normalise import SPACE, fold_confusables, visible

log = logging.getLogger(__name__)

MODEL_PATH = Path(__file__).with_name("injection_model.npz")
DIM_BITS = 18
NGRAMS = (2, 3, 4, 5)
_WORD = re.compile(r"\w+")
_LEET = str.maketrans({"4": "a", "3": "e", "1": "i", "0": "o", "5": "s", "7": "t", "@": "a", "$": "s"})
_INNER_SEPARATOR = re.compile(r"(?<=[^\W\d_])[-‐‑–·.*_](?=[^\W\d_])")
# A date a note starts with ("2026-03-02 …", as the agent dates entries): not what the note says.
_LEADING_DATE = re.compile(r"^\s*\(?\d{4}-\d{2}-\d{2}\)?\s*[:\-–—]?\s*")


def prepared(text: str) -> str:
    """What the model reads: a leading date and invisible characters gone, NFKC, look-alikes folded, casefolded, spaces
    collapsed."""
    return SPACE.sub(" ", fold_confusables(_LEADING_DATE.sub("", visible(text or ""))).casefold()).strip()


def _grams(text: str) -> set[str]:
    padded = f" {text} "
    out = {padded[i:i + n] for n in NGRAMS for i in range(len(padded) - n + 1)}
    words = _WORD.findall(text)
    out.update("w:" + w for w in words)
    out.update("b:" + a + " " + b for a, b in zip(words, words[1:]))
    return out


def features(text: str, dim_bits: int = DIM_BITS) -> tuple[np.ndarray, np.ndarray]:
    """(hashed indices, signed L2-normalised values) of the text's n-grams, its de-leeted and de-hyphenated view too."""
    base = prepared(text)
    grams = _grams(base)
    alt = _INNER_SEPARATOR.sub("", base).translate(_LEET)
    if alt != base:
        grams |= _grams(alt)
    mask = (1 << dim_bits) - 1
    codes = np.fromiter((zlib.crc32(g.encode("utf-8", "surrogatepass")) for g in grams), dtype=np.uint32,
                        count=len(grams))
    index = (codes & mask).astype(np.int64)
    sign = np.where(codes >> 31, -1.0, 1.0).astype(np.float32)
    if len(sign):
        sign /= np.sqrt(len(sign))
    return index, sign


@dataclass(frozen=True)
class Model:
    """Weights over the hashed feature space, a bias and the out-of-fold threshold."""

    weights: np.ndarray
    bias: float
    threshold: float

    def score(self, text: str) -> float:
        """Probability-like score in [0, 1]: at or above `threshold` the text reads like a planted order."""
        index, value = features(text, int(np.log2(len(self.weights))))
        z = float(value @ self.weights[index]) + self.bias
        return float(1.0 / (1.0 + np.exp(-z)))

    def flags(self, text: str) -> bool:
        return self.score(text) >= self.threshold

    def save(self, path: Path = MODEL_PATH) -> None:
        np.savez_compressed(path, weights=self.weights.astype(np.float16),
                            meta=np.array([self.bias, self.threshold], dtype=np.float64))


@functools.lru_cache(maxsize=1)
def load_model(path: Path = MODEL_PATH) -> Model | None:
    """The shipped model, or None (logged once) when it is missing or unreadable: the patterns still apply."""
    try:
        with np.load(path) as data:
            return Model(data["weights"].astype(np.float32), float(data["meta"][0]), float(data["meta"][1]))
    except (OSError, KeyError, ValueError) as exc:
        log.warning("injection classifier not loaded from %s (%s); only the patterns screen planted orders", path, exc)
        return None


LEARNED = "learned classifier"
CROSS_LINGUAL = "learned classifier, cross-lingual"


def classifier_reason(text: str, *, vector: np.ndarray | None = None, model_id: str | None = None,
                      embed: bool = True) -> str | None:
    """Why the learned models flag `text`, or None: the n-gram score and the e5 score (`injection_e5`; the text's
    builtin e5 vector, `vector` reused when `model_id` is the builtin model's, else embedded if `embed`) combined by
    the shipped stack; the n-gram model alone at its own threshold when no e5 score can be had."""
    if not text or not text.strip():
        return None
    model, e5 = load_model(), load_e5_model()
    ngram = model.score(text) if model is not None else None
    alone = LEARNED if ngram is not None and ngram >= model.threshold else None  # type: ignore[union-attr]
    if e5 is None:
        return alone
    score = e5_score(text, vector=vector, model_id=model_id, embed=embed)
    if score is None:
        return alone
    if ngram is None:
        return CROSS_LINGUAL if score >= e5.threshold else None
    return (alone or CROSS_LINGUAL) if e5.combined(ngram, score) >= e5.stack[3] else None
