"""Texts the learned stage flagged with no span the rules can name: kept by digest only, so they are withheld whole."""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict

from .normalise import visible as _visible

# Texts the learned stage (`secret_e5`) flagged in this process: no span to redact, so they are withheld whole.
_WITHHELD: OrderedDict[str, str] = OrderedDict()
_WITHHELD_MAX = 4096
_withheld_lock = threading.Lock()


def _digest(text: str) -> str:
    return hashlib.sha256(_visible(text).encode("utf-8", "surrogatepass")).hexdigest()


def withhold(text: str, kind: str) -> None:
    """Remember that `text` holds a `kind` secret with no span the rules can name (flagged by the learned stage):
    `redact_secrets` and `sealed` then keep none of its text. Kept by digest only, the last _WITHHELD_MAX texts."""
    key = _digest(text)
    with _withheld_lock:
        _WITHHELD[key] = kind
        _WITHHELD.move_to_end(key)
        while len(_WITHHELD) > _WITHHELD_MAX:
            _WITHHELD.popitem(last=False)


def withheld_kind(text: str) -> str | None:
    """The kind `withhold` recorded for `text`, or None."""
    with _withheld_lock:
        return _WITHHELD.get(_digest(text))


def withheld_form(kind: str) -> str:
    """What stands for a whole text withheld: its kind only."""
    return f"[text withheld: it holds a {kind}]"
