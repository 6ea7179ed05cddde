"""Secrets in phrasings no rule was written for: logistic regression on the multilingual-e5-small vector, gated on a
value being present.

The rules in `secrets.py` name a secret by its cue and its shape; each new author invents cues and kinds they lack
("the storage unit opens with …", a security answer given as "I put …"). This stage reads the builtin embedder's
passage vector (the one the worker stores), where "the gate code is …" lands near its paraphrases and
translations, and flags a text whose score passes a threshold chosen out of fold, but only when the text holds a
value-like token (`value_present`: a digit run, a mixed letters-and-digits or letters-and-symbols token, digits
spelled as words, a quoted or colon-introduced word, a run of seed-phrase words): "I changed my PIN yesterday" talks
about a secret without holding one. A flag here has no span, so the text is never redacted, only withheld
(`secrets.sealed`). Weights: 384 + 2 floats in `secret_e5.npz`, trained by
`python -m tiered_memory.bench.secret_e5 --export`. Without a usable vector the stage is skipped (one WARNING) and
the rules still apply; per-turn callers pass `embed=False` and so never embed.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..errors import EmbedderError
from .injection_e5 import E5_DIM, EMBED_TIMEOUT_S, _recent_vector, usable_vector, warn_once
from .normalise import fold_confusables, visible
from .secret_phrases import bip39_streak
from .secret_spoken import DIGIT_WORD

SECRET_E5_PATH = Path(__file__).with_name("secret_e5.npz")
LEARNED_KIND = "secret (learned)"

_DIGITS = re.compile(r"\d(?:[ \-.]?\d)+")                         # two digits or more, spaced or not
_MIXED = re.compile(r"(?<!\S)(?=\S*[^\W\d_])(?=\S*\d)\S{4,}")      # letters and digits in one token
_SYMBOLIC = re.compile(r"[^\W\d_][!@#$%^&*~+=|\\/?_]|[!@#$%^&*~+=|\\/?_][^\W\d_]")   # a letter beside a symbol
_CAMEL = re.compile(r"[a-z]\S*[A-Z]\S*[a-z]|(?<!\S)[A-Z0-9]{4}(?: [A-Z0-9]{4}){2,}")   # case mixed inside; key groups
_JOINED = re.compile(r"[^\W\d_]{2,}(?:-[^\W\d_]{2,}){2,}")              # words joined by hyphens
_SPELLED = re.compile(rf"(?i)(?<![^\W\d_]){DIGIT_WORD}(?:[ ,\-]{{1,2}}{DIGIT_WORD}){{2,}}")
_QUOTED = re.compile(r"['\"“‘「『«](?P<v>[^'\"”’」』»\n]{2,40})['\"”’」』»]")
_INTRODUCED = re.compile(r"[:：=→]\s*\S{2,}|(?:\b(?:is|as|was|lautet|est|es|é|è)|->)\s+(?:still\s+)?[A-Z][\w'\-]{2,}")
_WORD_RUN = re.compile(r"(?:[^\x00-\x7f\s]{1,6}[ \u3000]+){7,}")       # a run of short non-Latin words (a seed phrase)
_SEED_RUN = 6


def value_present(text: str) -> bool:
    """True when `text` holds something a secret could be: digits, a mixed or symbol-bearing token, digits spelled
    out, a quoted or colon-introduced value, or a run of seed-phrase words."""
    sample = fold_confusables(visible(text or ""))
    patterns = (_DIGITS, _MIXED, _SYMBOLIC, _CAMEL, _JOINED, _SPELLED, _QUOTED, _INTRODUCED, _WORD_RUN)
    return any(p.search(sample) for p in patterns) or bip39_streak(sample) >= _SEED_RUN


@dataclass(frozen=True)
class SecretModel:
    """Weights over the e5 vector, a bias and the out-of-fold threshold at which a gated text is flagged."""

    weights: np.ndarray
    bias: float
    threshold: float

    def score(self, vector: np.ndarray) -> float:
        """Probability-like score in [0, 1] of one L2-normalised passage vector."""
        z = float(np.asarray(vector, dtype=np.float32) @ self.weights) + self.bias
        return float(1.0 / (1.0 + np.exp(-z)))

    def save(self, path: Path = SECRET_E5_PATH) -> None:
        np.savez_compressed(path, weights=self.weights.astype(np.float32),
                            meta=np.array([self.bias, self.threshold], dtype=np.float64))


@functools.lru_cache(maxsize=1)
def load_secret_model(path: Path = SECRET_E5_PATH) -> SecretModel | None:
    """The shipped model, or None (logged once) when it is missing, unreadable or of the wrong shape."""
    try:
        with np.load(path) as data:
            model = SecretModel(data["weights"].astype(np.float32), float(data["meta"][0]), float(data["meta"][1]))
    except (OSError, KeyError, ValueError, IndexError) as exc:
        warn_once("secret-model", "learned secret stage not loaded from %s (%s); rules only", path, exc)
        return None
    if model.weights.shape != (E5_DIM,):
        warn_once("secret-model", "learned secret stage at %s has shape %s, not (%d,); rules only", path,
                  model.weights.shape, E5_DIM)
        return None
    return model


def _vector(text: str, vector: object, model_id: str | None, embed: bool, timeout: float | None) -> np.ndarray | None:
    usable = usable_vector(vector, model_id)  # type: ignore[arg-type]
    if usable is not None or not embed:
        return usable
    try:
        return _recent_vector(text, timeout)   # shared with the injection stage: one embedding a text
    except EmbedderError as exc:
        warn_once("secret-embed", "learned secret stage: no e5 vector (%s); rules only", exc)
        return None


def secret_score(text: str, *, vector: object = None, model_id: str | None = None, embed: bool = True,
                 timeout: float | None = EMBED_TIMEOUT_S) -> float | None:
    """The model's score of `text` (from `vector` when usable, else embedded here if `embed`), or None when the stage
    cannot run. The value gate is not applied here (`learned_secret` does)."""
    model = load_secret_model()
    if model is None or not text or not text.strip():
        return None
    usable = _vector(text, vector, model_id, embed, timeout)
    return None if usable is None else model.score(usable)


def learned_secret(text: str, *, vector: object = None, model_id: str | None = None,
                   embed: bool = True) -> str | None:
    """LEARNED_KIND when `text` holds a value and the model flags it, else None (also when the stage cannot run)."""
    if not value_present(text):
        return None
    model = load_secret_model()
    score = secret_score(text, vector=vector, model_id=model_id, embed=embed)
    return LEARNED_KIND if model is not None and score is not None and score >= model.threshold else None
