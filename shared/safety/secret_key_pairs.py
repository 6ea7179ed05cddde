"""A cloud key pair's secret half: the secret access key written next to its access key id.

A cloud account's key pair is two strings, a public-looking id with a vendor prefix (AWS `AKIA…`/`ASIA…`, Alibaba
`LTAI…`, Tencent `AKID…`) and a random secret (40 base64 characters for AWS, 30 for Alibaba, 32 for Tencent) that
signs every call. People paste the two together ("AKIA… / wpnc…", "AKIA…:wpnc…", "id AKIA…, secret wpnc…", the id on
one line and "Secret: …" on the next), and the id rule alone names only the id, so redaction left the secret
readable. Read: an id, then within one short gap (a slash, colon, comma, space or newline, or a label ending in a
colon, an equals sign or a space) a token of the secret's length with both letter cases and a digit or `+`/`/`; or the same
token right before the id. Only the token is named (the id has its own rule); a token of another length, a plain
word or a token far from any id is left to the other rules. Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

# AWS's access key id prefixes (also `secrets.py`'s "aws access key" rule); the vendors' ids, and how long each
# one's secret half is.
AWS_ID_PREFIXES = ("AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA")
AWS_ID_PREFIX = "|".join(AWS_ID_PREFIXES)
_ID_PREFIXES = (*AWS_ID_PREFIXES, "LTAI", "AKID")
_KEY_ID = re.compile(rf"(?<![A-Za-z0-9])(?:(?P<aws>(?:{AWS_ID_PREFIX})[0-9A-Z]{{16}})"
                     r"|(?P<ali>LTAI[A-Za-z0-9]{12,20})|(?P<qq>AKID[A-Za-z0-9]{32}))(?![A-Za-z0-9])")
_SECRET_LENGTH = {"aws": 40, "ali": 30, "qq": 32}
# After an id: separators, then at most a short label (words, then a colon, an equals sign or a space), then the secret.
_AFTER = {length: re.compile(rf"[\s/:,;|=\-–—]{{1,6}}(?:[^\n:=：]{{0,40}}?[:=：\s]\s*[\"']?)?"
                             rf"(?P<v>[A-Za-z0-9+/]{{{length}}})(?![A-Za-z0-9+/=])") for length in (30, 32, 40)}
# Before an id: the secret, separators, at most a short label ("wpnc… / AKIA…", "secret wpnc…, id AKIA…").
_BEFORE = {length: re.compile(rf"(?<![A-Za-z0-9+/=])(?P<v>[A-Za-z0-9+/]{{{length}}})[\s/:,;|=\-–—]{{1,6}}"
                              rf"(?:[^\n:=：]{{0,30}}?[:=：\s]\s*)?$") for length in (30, 32, 40)}


def _secret_shaped(token: str) -> bool:
    """A random secret: both letter cases, and a digit or a base64 symbol."""
    return (any(c.islower() for c in token) and any(c.isupper() for c in token)
            and any(c.isdigit() or c in "+/" for c in token))


def _pair_span(sample: str, start: int, end: int, length: int) -> tuple[int, int] | None:
    """The secret half's span right after the id at start:end, or right before it, or None."""
    after = _AFTER[length].match(sample, end)
    if after is not None and _secret_shaped(after.group("v")):
        return after.span("v")
    low = max(0, start - length - 48)
    before = _BEFORE[length].search(sample[low:start])
    if before is not None and _secret_shaped(before.group("v")):
        return low + before.start("v"), low + before.end("v")
    return None


def key_pair_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("cloud secret key", span) of each secret half written next to its access key id."""
    if not any(prefix in sample for prefix in _ID_PREFIXES):
        return
    for match in _KEY_ID.finditer(sample):
        length = _SECRET_LENGTH[match.lastgroup or "aws"]
        span = _pair_span(sample, match.start(), match.end(), length)
        if span is not None:
            yield "cloud secret key", span
