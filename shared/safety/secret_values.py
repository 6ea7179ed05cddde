"""Value shapes: when a token after a cue is a code (digits, keyed groups, letters among digits), a password or a key."""

from __future__ import annotations

import re

from .normalise import ASCII_DIGITS   # native decimal digits read as ASCII, one for one
from .secret_cues import benign_shape, password_shaped

COLOUR = re.compile(r"#[0-9A-Fa-f]{3,8}")   # a hex colour: "code couleur #2E86C1"
_DATE = re.compile(r"(?P<a>\d{1,2})[./\-](?P<b>\d{1,2})[./\-](?:\d{2}|\d{4})|\d{4}[./\-](?P<m>\d{1,2})[./\-](?P<d>\d{1,2})")


def _date(value: str) -> bool:
    """A date: a day and a month among the first two groups, or year-month-day."""
    match = _DATE.fullmatch(value)
    if match is None:
        return False
    if match.group("m"):
        return 1 <= int(match.group("m")) <= 12 and 1 <= int(match.group("d")) <= 31
    a, b = int(match.group("a")), int(match.group("b"))
    return 1 <= min(a, b) <= 12 and 1 <= max(a, b) <= 31


YEAR = re.compile(r"(?:19|20)\d\d")


def _split(value: str) -> list[str]:
    return re.split(r"[#*\-. ]", value.strip("*#"))


def code_value(value: str, *, letters_ok: bool = True) -> bool:
    """A code: 4–10 digits, 3–12 digits split by #, *, -, dots or spaces, or 4–12 letters and digits with at least
    two digits (`12C4711`, `GXP7K29`, `X7 41 93`); not a date or a version."""
    value = value.translate(ASCII_DIGITS)   # "٢٠-٤٥-١١", "४७१९"
    if COLOUR.fullmatch(value):
        return False   # a hex colour: "code couleur #2E86C1"
    parts = _split(value.strip("*# "))
    joined = "".join(parts)
    if not all(parts) or not joined.isalnum() or _date(value) \
            or (not joined.isascii() and sum(not c.isascii() for c in joined) > 2):
        return False   # letters of a local script among the digits: two at most ("1547Բ")
    digits = sum(c.isdigit() for c in joined)
    if digits == len(joined):
        return 4 <= digits <= 10 if len(parts) == 1 else 3 <= digits <= 12 and len(parts) <= 8 \
            and "." not in value.strip("*#")
    return letters_ok and 4 <= len(joined) <= 12 and digits >= 2 and len(joined) - digits <= 6 \
        and not benign_shape(value)


_JOINED = re.compile(r"[^\W\d_]{2,}(?:[_\-.][^\W_]+)+")


def password_value(value: str, direct: bool) -> bool:
    """A password: a password shape, 8+ digits (a Wi-Fi key), or (given right after its word) words joined by `_`, `-`
    or `.` with a capital inside or a digit (`Jarvi_ExCKpmQz`)."""
    if password_shaped(value) or (value.isdigit() and 8 <= len(value) <= 64):
        return True
    return direct and 8 <= len(value) <= 64 and _JOINED.fullmatch(value) is not None and not benign_shape(value) \
        and ((any(c.isupper() for c in value[1:]) and any(c.islower() for c in value)) or any(c.isdigit() for c in value)
             or (len(re.findall(r"[_\-.]", value)) >= 2 and len(value) >= 10 and not _PLACEHOLDER.search(value)))


_PLACEHOLDER = re.compile(r"(?i)your|pass|here|example|ask|see|vault|admin|manager|secret|change|same|store|keep")


def key_value(value: str) -> bool:
    """A key: 20+ hex digits with letters and digits, 20+ characters of a random-looking key, or a long password."""
    if re.fullmatch(r"[0-9a-fA-F]{20,256}", value):
        return sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 3
    if re.fullmatch(r"[A-Za-z0-9+/_\-=.~]{20,512}", value) and "://" not in value and value.count("/") < 2:
        return sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 6 \
            and len(re.findall(r"\d+", value)) >= 2 and not re.fullmatch(r"[a-z_\-.]+\d*", value)
    return password_shaped(value) and len(value) >= 12 and any(c.isdigit() for c in value)
