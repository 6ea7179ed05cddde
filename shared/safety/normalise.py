"""Text as a reader sees it: NFKC, invisible characters gone, so nothing can hide inside a pattern."""

from __future__ import annotations

import re
import unicodedata

# Zero-width, bidi-control and other invisible code points used to hide text.
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f]"
)
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
SPACE = re.compile(r"\s+")


def visible(text: str) -> str:
    """`text` as it reads: NFKC-normalised, invisible characters removed (so they cannot split a pattern)."""
    return _INVISIBLE.sub("", unicodedata.normalize("NFKC", text))
