"""A PIN said in number words right after its label ("Код от сейфа: девятнадцать восемьдесят четыре", "El NIP de la
tarjeta es mil novecientos noventa y uno", "pentru bancomat: unu-șapte-doi-nouă").

The readers in `secret_digits` take a run of number words after a PIN word, but pass over one that reads as a year
or a clock time ("nineteen eighty-four") and one after what a code opens (a cash machine, a safe, a gate). Here the
label must close just before the value, with a colon, a dash or a copula ("is", "es", "это", "है"), the value must
close its clause, and nothing on the way may name another sort of number (a phone, a price, a street, a time).
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_clauses import CLAUSE_END
from .secret_cues import quantity_after
from .secret_digit_words import digit_word_runs
from .secret_note_words import OTHER, counting
from .secret_said_words import CODE_PLACE
from .secret_shapes import MONEY_AFTER, NOT_A_SECRET_CODE_AFTER, POSTAL_BEFORE

# PIN words CODE_PLACE lacks: Spanish NIP, PIN-code forms, Urdu "پن" and "کوڈ", compounds ending in a code word.
_PIN_MORE = re.compile(r"(?i)(?<![^\W\d_])(?:nip|pin-?kód\w*|pinkód\w*|пин-?код\w*|пін-?код\w*|پن|کوڈ"
                       # a compound ending in a code word ("Tresorcode", "kluiscode", "dørkoden"), not a bar or zip code
                       r"|\w{3,}(?<!bar)(?<!zip)(?<!post)(?<!promo)(?<!qr)(?<!gutschein)(?<!rabatt)(?<!rabat)(?<!voucher)"
                       r"(?:code|kode|koden|kod|koodi)s?)(?![^\W\d_])")
# The label closes on a colon, a dash, an equals sign, or a copula (spoken languages put one before the value).
_CLOSE = re.compile(
    r"(?i)(?:[:：=\-–—]|(?<![^\W\d_])(?:is|was|es|era|est|ist|war|lautet|é|è|är|er|on|je|jest|to|это|—|là|adalah|ialah"
    r"|ni|hai|है|ہے|است|هو|هي|הוא|היא|olan|dır|dir|van|ir|yra|ആണ്|ஆகும்|はい|は)(?![^\W\d_]))\s*$")
# Things a number after a code-ish word may be instead: a time ("at seven fifteen"), an age, a count, a year of
# birth or an expiry; and a PIN talked about, not given ("forgot", "has four digits").
_NOT_A_PIN = re.compile(
    r"(?i)(?<![^\W\d_])(?:at|um|à|a\s+las|alle|om|kl|klo|saat|в|о|о\s+годині|expir\w*|valid|gültig|vence\w*|caduc\w*"
    r"|scad\w*|born|geboren|né|nacid[oa]|since|seit|depuis|desde|год\w*|year|año|jahr|age|aged|old|ans|años|jahre"
    r"|forg[eo]t\w*|vergessen|oubli\w*|olvid\w*|esquec\w*|dimentic\w*|забыл\w*|unut\w*|lupa|quên|digits?|dígitos"
    r"|chiffres|stellen|cifr\w*|цифр\w*|hane|haneli|angka|nambari\s+\d)(?![^\W\d_])")
# A year-shaped value ("nineteen eighty-four") counts only under a word for a code or a PIN itself, not a door or a card.
_CODE_WORD = re.compile(
    r"(?i)pin|code|kod|kód|kood|código|codigo|codice|κωδικ|код|пин|пін|шифр|şifre|sifre|parola|sandi|senha|clave|combin"
    r"|kombin|nip|رمز|كود|الرقم\s+السري|کد|קוד|פין|पिन|कोड|পিন|কোড|பின்|పిన్|mã|รหัส|暗証|密码|密碼|비밀번호|비번")
_YEAR = re.compile(r"(?:19|20)\d\d")
_CLOSED = re.compile(r"\s*(?:$|[.!?;,)。！？」』\"'”»]|\s(?:and|y|et|und|и|e|i|ve|va)\s)")


def said_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each PIN said in number words just after a PIN or code label that closes before it."""
    for run in digit_word_runs(shown, years=True):
        if counting(run.digits) or quantity_after(shown, run.end) or MONEY_AFTER.match(shown, run.end) \
                or not _CLOSED.match(shown, run.end):
            continue
        ends = list(CLAUSE_END.finditer(shown, max(0, run.start - 80), run.start))
        low = ends[-1].end() if ends else max(0, run.start - 80)
        places = [*CODE_PLACE.finditer(shown, low, run.start), *_PIN_MORE.finditer(shown, low, run.start)]
        if not places:
            continue
        place = max(places, key=lambda m: m.end())
        if NOT_A_SECRET_CODE_AFTER.match(shown, place.end()) or POSTAL_BEFORE.search(shown, low, place.start()):
            continue   # "Kode pos …", "posta kodu …": a postcode
        between = shown[place.end():run.start]
        if len(between) > 40 or re.search(r"\d", between) or not _CLOSE.search(between):
            continue
        if _YEAR.fullmatch(run.digits) and not _CODE_WORD.search(shown, low, run.start):
            continue
        if OTHER.search(shown, low, run.start) or _NOT_A_PIN.search(shown, low, run.start) \
                or _NOT_A_PIN.search(shown, run.end, run.end + 30):
            continue
        yield "pin", (run.start, run.end)
