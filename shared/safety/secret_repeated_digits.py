"""A PIN told as one digit said so many times: "六个八" (six eights), "四个零", "all fours", "four nines", "cuatro ochos".

A PIN, password or card-code word, then within a few characters a count of four to eight and a digit word in the
plural ("four nines", "seis ochos", "quatre neuf"), a Chinese or Japanese count with its measure word ("六个八", "四つの
九"), or "all" and a plural digit ("all fours", "todos ceros"). Without the secret word before it the phrase is a
score, a quantity or a card game ("four nines in poker"), so nothing is read. Called by `secret_digits.digit_spans`.
"""

from __future__ import annotations

import re
from typing import Iterator

# The secret word: a PIN, a password, a bank card's or an ATM's code (~15 languages).
_SECRET_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:pin|pins|passcode|password|code|código|codigo|contraseña|clave|senha|mot\s+de\s+passe|geheimzahl"
    r"|пин(?:-?код)?|пін(?:-?код)?|пароль|kode|şifre)(?![^\W\d_])|密码|密碼|暗証番号|パスワード|暗码|口令|비밀번호|비번")
_COUNT = (r"four|five|six|seven|eight|cuatro|cinco|seis|siete|ocho|quatro|sete|oito|quatre|cinq|sept|huit|vier|fünf"
          r"|sechs|sieben|acht")
_PLURAL = (r"zero(?:e?s)|ones|twos|threes|fours|fives|sixes|sevens|eights|nines|ceros|unos|doses|treses|cuatros|cincos"
           r"|seises|sietes|ochos|nueves|zeros|uns|dois|treses|quatros|cincos|seis|setes|oitos|noves|zéros|nullen|einsen"
           r"|zweien|dreien|vieren|fünfen|sechsen|siebenen|achten|neunen")
_SPOKEN = re.compile(rf"(?i)(?<![^\W\d_])(?:(?:{_COUNT})|all|todos|todo|tout|alles)\s+(?:{_PLURAL})(?![^\W\d_])")
_CJK = re.compile(r"[四五六七八]\s?(?:个|個|つの|桁の|位)?\s?[零〇一二三四五六七八九]")
_REACH = 40


def repeated_digit_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each PIN in `shown` told as one digit said so many times after a secret word."""
    for pattern in (_SPOKEN, _CJK):
        for said in pattern.finditer(shown):
            before = shown[max(0, said.start() - _REACH):said.start()]
            if _SECRET_WORD.search(before) and not re.search(r"[\n.;。；]", before[-12:]):
                yield "pin", said.span()
