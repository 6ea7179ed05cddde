"""Secrets in phrasings no rule was written for: two logistic models (the e5 vector, and character n-grams of the text
with its values reduced to their shapes), averaged, gated on a value being present.

The rules in `secrets.py` name a secret by its cue and its shape; each new author invents cues and kinds they lack
("the storage unit opens with …", a security answer given as "I put …"). This stage reads the builtin embedder's
passage vector (the one the worker stores), where "the gate code is …" lands near its paraphrases and
translations, and a hashed character n-gram model of the text with every value-like token replaced by its shape
("Rufus1999" → "§^~~####"), which learns cue words and their value shapes in any script. The mean of both scores
flags a text when it passes a threshold chosen out of fold, but only when the text holds a
value-like token (`value_present`: a digit run, a mixed letters-and-digits or letters-and-symbols token, digits
spelled as words, a quoted or colon-introduced word, a run of seed-phrase words): "I changed my PIN yesterday" talks
about a secret without holding one. A flag here has no span, so the text is never redacted, only withheld
(`secrets.sealed`). Weights: 384 floats and 2^17 float16 n-gram weights in `secret_e5.npz`, trained by
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
from .classifier import features
from .injection_e5 import E5_DIM, EMBED_TIMEOUT_S, _recent_vector, usable_vector, warn_once
from .normalise import fold_confusables, visible
from .secret_phrases import bip39_streak
from .secret_public import mask as public_masked
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
_WORD_RUN = re.compile(r"(?:[^\x00-\x7f\s]{1,6}[ \u3000]+){11,}")      # a run of twelve short non-Latin words (a seed phrase; a Korean sentence has fewer)
_SEED_RUN = 6
NGRAM_BITS = 17
_VALUE_TOKEN = re.compile(r"[a-z][A-Z]|[^\W\d_][!@#$%^&*~+=|/?_]")
_EDGE = ".,;:!?()[]\"'“”「」『』"


def _shape(token: str) -> str:
    """A token's shape: digits #, capitals ^, other letters ~, runs cut to two, at most twelve characters."""
    out = "".join("#" if c.isdigit() else "^" if c.isupper() else "~" if c.isalpha() else c for c in token)
    return re.sub(r"(.)\1+", r"\1\1", out)[:12]


def value_view(text: str) -> str:
    """`text` with digits said as words marked and every value-like token (a digit, case mixed inside, a letter beside
    a symbol, over 20 characters) replaced by its shape: what the n-gram model reads."""
    sample = _SPELLED.sub(" §spelled ", fold_confusables(visible(text or "")))
    out = []
    for token in sample.split():
        core = token.strip(_EDGE)
        valueish = any(c.isdigit() for c in core) or _VALUE_TOKEN.search(core) or len(core) > 20
        out.append("§" + _shape(core) if valueish else token)
    return " ".join(out)


def value_present(text: str) -> bool:
    """True when `text` holds something a secret could be: digits, a mixed or symbol-bearing token, digits spelled
    out, a quoted or colon-introduced value, or a run of seed-phrase words."""
    sample = fold_confusables(public_masked(visible(text or "")))   # a public key or an address is no value
    patterns = (_DIGITS, _MIXED, _SYMBOLIC, _CAMEL, _JOINED, _SPELLED, _QUOTED, _INTRODUCED, _WORD_RUN)
    return any(p.search(sample) for p in patterns) or bip39_streak(sample) >= _SEED_RUN


@dataclass(frozen=True)
class SecretModel:
    """Weights over the e5 vector and its bias, n-gram weights over `value_view` and theirs, and the out-of-fold
    threshold on the mean of both scores at which a gated text is flagged."""

    weights: np.ndarray
    bias: float
    ngram: np.ndarray
    ngram_bias: float
    threshold: float

    def e5(self, vector: np.ndarray) -> float:
        """Probability-like e5 score in [0, 1] of one L2-normalised passage vector."""
        z = float(np.asarray(vector, dtype=np.float32) @ self.weights) + self.bias
        return float(1.0 / (1.0 + np.exp(-z)))

    def chars(self, text: str) -> float:
        """Probability-like n-gram score in [0, 1] of `text`'s value view."""
        index, value = features(value_view(text), NGRAM_BITS)
        return float(1.0 / (1.0 + np.exp(-(float(value @ self.ngram[index]) + self.ngram_bias))))

    def score(self, text: str, vector: np.ndarray) -> float:
        """The mean of both scores: flag at `threshold`."""
        return (self.e5(vector) + self.chars(text)) / 2

    def save(self, path: Path = SECRET_E5_PATH) -> None:
        np.savez_compressed(path, weights=self.weights.astype(np.float32), ngram=self.ngram.astype(np.float16),
                            meta=np.array([self.bias, self.ngram_bias, self.threshold], dtype=np.float64))


@functools.lru_cache(maxsize=1)
def load_secret_model(path: Path = SECRET_E5_PATH) -> SecretModel | None:
    """The shipped model, or None (logged once) when it is missing, unreadable or of the wrong shape."""
    try:
        with np.load(path) as data:
            meta = data["meta"]
            model = SecretModel(data["weights"].astype(np.float32), float(meta[0]), data["ngram"].astype(np.float32),
                                float(meta[1]), float(meta[2]))
    except (OSError, KeyError, ValueError, IndexError) as exc:
        warn_once("secret-model", "learned secret stage not loaded from %s (%s); rules only", path, exc)
        return None
    if model.weights.shape != (E5_DIM,) or model.ngram.shape != (1 << NGRAM_BITS,):
        warn_once("secret-model", "learned secret stage at %s has shapes %s/%s, not (%d,)/(%d,); rules only", path,
                  model.weights.shape, model.ngram.shape, E5_DIM, 1 << NGRAM_BITS)
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
    return None if usable is None else model.score(text, usable)


def learned_secret(text: str, *, vector: object = None, model_id: str | None = None,
                   embed: bool = True) -> str | None:
    """LEARNED_KIND when `text` holds a value and the model flags it, else None (also when the stage cannot run)."""
    if not value_present(text):
        return None
    model = load_secret_model()
    score = secret_score(text, vector=vector, model_id=model_id, embed=embed)
    return LEARNED_KIND if model is not None and score is not None and score >= model.threshold else None
