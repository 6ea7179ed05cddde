"""A password corrected further on its line: "Lösenordet … är älgkalv med å ä ö... nej, utan prickar: algkalv77".

The first value (a plain word, a spelling with marks) is not password-shaped, so the login-word reader passes it; a
correction word ("nej", "no", "nein", "нет", "wait", "actually", ~30 languages), a few words, a colon and a word with
digits then give the value as meant. Only on the password word's own line, within 120 characters.
"""

from __future__ import annotations

import re

_CORRECTED = re.compile(
    r"(?i)(?<![^\W\d_])(?:no|nej|nein|non|nee|nei|ei|nie|ne|нет|ні|не|hayır|tidak|bukan|không|hapana|לא|لا|نه|いや|아니"
    r"|wait|sorry|oops|actually|i\s+mean|eigentlich|warte|plutôt|en\s+fait|mejor\s+dicho|perdón|ou\s+melhor|desculpa"
    r"|anzi|cioè|förlåt|vänta|rättelse|unnskyld|undskyld|eigenlijk|sorry|przepraszam|właściwie|подожди|точнее|вернее"
    r"|aslında|maksudnya|ý\s+là|yaani|不对|不是|其实|訂正|実は|정정)(?![^\W\d_])[^\n:：]{0,40}?[:：][ \t]*"
    r"(?P<v>[^\s,;:：'\"“”«»()]{6,40}+)")


def corrected_value(shown: str, at: int) -> tuple[int, int] | None:
    """The span of a word-and-digits value given after a correction word and a colon, on the line from `at`."""
    line_end = shown.find("\n", at)
    stop = min(len(shown) if line_end < 0 else line_end, at + 120)
    found = _CORRECTED.search(shown, at, stop)
    if found is None:
        return None
    value = found.group("v").rstrip(".!?…")
    letters, digits = sum(c.isalpha() for c in value), sum(c.isdigit() for c in value)
    if letters < 3 or digits < 1 or not value.replace("_", "").replace("-", "").isalnum():
        return None
    return found.start("v"), found.start("v") + len(value)
