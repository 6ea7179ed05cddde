"""A value the text says the secret is not ("the door code is not 1990", "ramz-e dar 1990 nist") gives no secret.

Policy (round 30): a denial names what the code is not, so the number beside it opens nothing, unless the text gives
another value too ("the code isn't 1990 anymore, it's 4471", "PIN nicht 1234, sondern 5821"): then every value is
read as before (the old one may still be used elsewhere). The denial stands right before the value ("is not", "isn't",
"n'est pas", "ist nicht", "no es", "não é", "non è", "is niet", "nie jest", "не", "不是", "ليس", "לא", "değil" after)
or right after it (Finglish and Persian "nist"/"نیست", Hindi and Urdu "nahi hai"/"नहीं है"/"نہیں ہے", Turkish
"değil", Korean "아니", Japanese "じゃない"/"ではない"). Read by `secrets._window_spans` and, as a public span, by `secret_public.public_spans`; every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

_QUOTE = r"[\s\"'“”‘’«»„:]{0,3}"
_BEFORE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:is\s+not|isn['’]?t|was\s+not|wasn['’]?t|(?:ce\s+)?n['’]est\s+pas|ist\s+nicht|war\s+nicht"
    r"|no\s+es|no\s+era|não\s+é|nao\s+e|non\s+è|non\s+e|is\s+niet|was\s+niet|nie\s+jest|není|nije|ne\s+je|nu\s+este"
    r"|inte\s+är|er\s+ikke|ei\s+ole|не\s+(?:является|был\w?)?|не\s+е|bukan|không\s+phải(?:\s+là)?)"
    r"|不是|並非|并非|ليس(?:ت)?|ليست|לא|नहीं\s+है)" + _QUOTE + r"$")
_AFTER = re.compile(
    r"(?i)^" + _QUOTE + r"(?:(?:ni|ne|nu|yi|u|ü|ı|i)?\s*)?(?:(?<![^\W\d_])(?:nist|nistesh|nis|değil(?!\s*mi)\w*|degil(?!\s*mi)\w*"
    r"|nahi(?:n)?\s+(?:hai|he|h)|nahin|nai\s+hai|na\s+hoy|ma\s+hoy)(?![^\W\d_])|نیست|نمی\u200c?باشد|نہیں(?:\s+ہے)?"
    r"|नहीं(?:\s+है)?|아니|가\s+아니|이\s+아니|じゃない|ではない|じゃありません|ではありません)")
# Another value in the text: a token holding a digit, three digits or four characters at least ("4471", "sevilla_84").
_TOKEN = re.compile(r"[^\s,;:.!?()\[\]{}\"'“”‘’«»„]{1,64}")


def _value_like(token: str) -> bool:
    digits = sum(c.isdigit() for c in token)
    return digits >= 3 or (digits >= 1 and len(token) >= 4)


def negated_value(shown: str, start: int, end: int) -> bool:
    """Whether the value at start:end is one the text says the secret is not, and no other value is given."""
    before = shown[max(0, start - 20):start]
    if _BEFORE.search(before) is None and _AFTER.match(shown[end:end + 24]) is None:
        return False
    others = (m.group(0) for m in _TOKEN.finditer(shown) if m.end() <= start or m.start() >= end)
    return not any(_value_like(token) for token in others)


def negated_spans(text: str) -> Iterator[tuple[int, int]]:
    """The span of the text's only value when the text denies it (a public span: the learned stage's value gate
    does not see it either); nothing when a second value is given."""
    if not any(c.isdigit() for c in text):
        return
    values = [m for m in _TOKEN.finditer(text) if _value_like(m.group(0))]
    if len(values) == 1 and negated_value(text, *values[0].span()):
        yield values[0].span()
