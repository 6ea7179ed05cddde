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
    r"|inte\s+är|er\s+ikke|ei\s+ole|не\s+(?:является|был\w?)?|не\s+е|bukan|không\s+phải(?:\s+là)?"
    # "no longer": the value was the code once and is not now
    r"|(?:is\s+|was\s+)?no\s+longer|(?:ce\s+)?n['’]est\s+plus|(?:ist|war)\s+nicht\s+mehr|ya\s+no\s+(?:es|era)"
    r"|já\s+não\s+é|não\s+é\s+mais|non\s+è\s+più|non\s+e\s+piu|is\s+niet\s+meer|(?:już\s+)?nie\s+jest\s+już|już\s+nie\s+jest"
    r"|už\s+není|(?:više\s+)?nije\s+više|više\s+nije|nu\s+mai\s+este|är\s+inte\s+längre|er\s+ikke\s+længere"
    r"|er\s+ikke\s+lenger|ei\s+ole\s+enää|már\s+nem|δεν\s+είναι\s+πια|bukan\s+lagi|tidak\s+lagi|không\s+còn(?:\s+là)?"
    r"|hindi\s+na|si\s+tena|больше\s+не|уже\s+не|вже\s+не|більше\s+не)"
    r"|不是|並非|并非|不再是|已不是|ليس(?:ت)?|ليست|لم\s+يعد|כבר\s+לא|לא|नहीं\s+है)" + _QUOTE + r"$")
_AFTER = re.compile(
    r"(?i)^" + _QUOTE + r"(?:(?:ni|ne|nu|yi|u|ü|ı|i)?\s*)?(?:(?<![^\W\d_])(?:nist|nistesh|nis|değil(?!\s*mi)\w*|degil(?!\s*mi)\w*"
    r"|nahi(?:n)?\s+(?:hai|he|h)|nahin|nai\s+hai|na\s+hoy|ma\s+hoy)(?![^\W\d_])|نیست|نمی\u200c?باشد|نہیں(?:\s+ہے)?"
    r"|नहीं(?:\s+है)?|아니|아님|가\s+아니|이\s+아니|가\s+아님|이\s+아님|じゃない|ではない|じゃありません|ではありません)")
# Another value in the text: a token holding a digit, three digits or four characters at least ("4471", "sevilla_84").
# Digits typed one by one ("4 4 1 8") are one value; kana, hanzi and hangul are words around a value, not part of it.
_TOKEN = re.compile(r"(?<!\S)\d(?: \d){2,7}(?![^\s,;:.!?)])"
                    r"|[^\s,;:.!?()\[\]{}\"'“”‘’«»„\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff60]{1,64}")


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
