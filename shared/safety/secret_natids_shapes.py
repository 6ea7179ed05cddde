"""The parts of a national id's row in `secret_natids`: one shape of its number (`Variant`), its check, and the shapes
many rows share (any id-like number, letters and digits mixed).

Split out of `secret_natids` so that more rows (`secret_natids_local`) can be written with the same parts.
"""

from __future__ import annotations

import re
from typing import Callable, NamedTuple

from . import secret_checksums as C

Check = Callable[[str], bool]
# One optional separator between digit groups.
SEP = r"[ \-./]?"
# Any id-like number: an optional letter prefix, digits in groups, single letters between groups ("65 170839 K 00 3").
ANY = r"(?:[A-Z]{1,3}[ \-]?)?\d(?:\d|[ \-./](?=[\dA-Z])|[A-Z](?=[ \-]?\d)){4,32}[A-Z]?"
# Letters and digits mixed, as residence permits and health cards print them ("Y8XK4L2R7", "MRGA123456789012").
MIXED = r"(?=[A-Z0-9]*\d[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{8,16}"


class Variant(NamedTuple):
    """One shape a country's number takes, its check, and a test that makes a match a company's (public)."""

    value: re.Pattern[str]
    check: Check | None
    public: Check | None = None
    dated: bool = False   # the number holds a birth date: a plausible one stands in for a check digit that fails
    min_digits: int = 5


def variant(value: str, check: Check | None, public: Check | None = None, dated: bool = False, min_digits: int = 5) -> Variant:
    """A `Variant` for the shape `value`, standing alone (no letter or digit either side, no further digit group)."""
    return Variant(re.compile(rf"(?<![A-Za-z0-9])(?:{value})(?![A-Za-z0-9]|[\-./]\d)"), check, public, dated, min_digits)


def dated(value: str) -> bool:
    """Six digits at the start (or after a century digit, or a century) that read as DDMMYY or YYMMDD."""
    d = C.digits(value)
    for at in (0, 1, 2):
        part = d[at:at + 6]
        if len(part) == 6 and any(1 <= int(a) % 20 <= 12 and 1 <= int(b) <= 31
                                  for a, b in ((part[2:4], part[4:6]), (part[2:4], part[:2]))):
            return True
    return False


def luhn_of(size: int) -> Check:
    """The Luhn check for a number of `size` digits."""
    return lambda value: C.luhn(value, size)
