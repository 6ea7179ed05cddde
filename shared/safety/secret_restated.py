"""A value restated right after a removed one ('[secret removed] -> blue1962') is the same secret in another form."""
from __future__ import annotations

import re

from .secret_cues import REDACTED_SECRET

# an arrow, '=' or 'i.e.' straight after the removed value, then one token: the value joined, typed or corrected
_RESTATED = re.compile(
    re.escape(REDACTED_SECRET)
    + r"[ \t]*+(?:->|=>|→|⇒|⟶|=|\(?(?:i\.\s?e\.|d\.\s?h\.|c\.-à-d\.|即|つまり|즉)\)?:?)[ \t]*+['\"“‘«「]?"
    + r"([^\s'\"”’»」,;()]*[^\W_][^\s'\"”’»」,;()]*?)(?=[.!?…]?(?:[\s'\"”’»」,;()]|$))")


def restated_removed(out: str) -> str:
    """`out` (already redacted) with each token restated after a removed value removed too."""
    return _RESTATED.sub(lambda m: m.group(0)[: m.start(1) - m.start(0)] + REDACTED_SECRET
                         if _value_like(m.group(1)) else m.group(0), out)


def _value_like(token: str) -> bool:
    """A token that can be a value rather than the next word ('-> the bank'): a digit in it, or six characters."""
    return len(token) >= 4 and (any(c.isdigit() for c in token) or len(token) >= 6)
