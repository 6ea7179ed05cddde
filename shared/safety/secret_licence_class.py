"""A driving licence's number told with its category ("n° permis : 12AB34567, catégorie B"), and an id's opening
letter written with a hyphen ("NIE de Andrei X-4829173-L").

`licence_class_spans` is called by `secret_id_slang.slang_id_spans` on folded text: a licence word (not a building,
fishing or hunting permit), a short gap, a number of a licence's shape (France's new 2 digits, 2 letters, 5 digits, or
its old 12 digits, after "permis" alone; any 8 to 13 letters and digits with 5 digits or more elsewhere), and its
category right after ("catégorie B", "Klasse B", "cat. B"). `lettered_opening` lets `secret_ids` read an id whose
first letter stands before a hyphen.
"""

from __future__ import annotations

import re
from typing import Iterator

# A driving licence's word; "permis" not of building, fishing, hunting, residence or work.
_LICENCE = re.compile(
    r"(?i)(?<![^\W\d_])(?:permis(?!\s+(?:de\s+(?:construire|d[ée]molir|p[êe]che|chasse|s[ée]jour|travail|port|louer)"
    r"|d'am[ée]nager|d'armes?))(?:\s+de\s+conduire)?|f[üu]hrerschein\w*|rijbewijs\w*|prawa?\s+jazdy|patente(?:\s+di\s+guida)?"
    r"|licencia(?:\s+de\s+conducir)?|carta\s+de\s+condu[cç][ãa]o|carn[eé]\s+de\s+conducir|driver'?s?\s+licen[cs]e"
    r"|driving\s+licen[cs]e|k[öo]rkort\w*|k[øo]rekort\w*|f[øo]rerkort\w*|ajokort\w*|ehliyet\w*|jogos[íi]tv[áa]ny\w*"
    r"|[řr]idi[čc]sk\w+\s+pr[ůu]kaz\w*|vozačk\w+(?:\s+dozvol\w*)?|permis\s+de\s+conducere|rijbewijsnummer"
    r"|водительск\w+(?:\s+(?:удостоверени|права)\w*)?)(?![^\W\d_])")
# Between the word and the number: "n°", "nr.", "number", a colon, an owner; no digit, at most a few words.
_GAP = re.compile(r"[^\d\n,;.]{0,24}?(?:[.:#°º]\s*)?(?<![\w\-])")
# A licence's number: France's new shape, its old 12 digits, or a mix of 8 to 13 capitals and digits.
_FR_NEW = r"\d{2}[A-Z]{2}\d{5}"
_VALUE = re.compile(rf"(?P<v>{_FR_NEW}|\d{{12}}|(?=[A-Z0-9]{{0,12}}\d(?:[A-Z]*\d){{4}})[A-Z0-9]{{8,16}}|\d{{5}}/\d{{2}}/\d{{4}})"
                    r"(?![\w\-/])")
# The category right after: "catégorie B", "cat. B", "Klasse B", "categoria B", "kategoria B", "class B", "(B)".
_CLASS = re.compile(
    r"(?i)[\s,;:\-–(]{1,4}(?:cat[ée]gor\w*|categor\w*|kategor\w*|klass\w*|class\w*|clase|klasa|s[ıi]n[ıi]f|luokka|cat\.?|kat\.?|rijbewijscategorie)?\s*"
    r"(?-i:(?:A[12M]?|B[E1]?|C[E1]?|D[E1]?|AM|BE|CE|DE))(?![^\W\d_])")


def licence_class_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of licence numbers in folded `text` said with a licence word and their category, or in France's shape."""
    for name in _LICENCE.finditer(text):
        gap = _GAP.match(text, name.end())
        if gap is None:
            continue
        value = _VALUE.match(text, gap.end())
        if value is None:
            continue
        french = re.fullmatch(_FR_NEW, value.group("v")) is not None and name.group(0).lower().startswith("permis")
        if french or _CLASS.match(text, value.end()) is not None:
            yield value.span("v")


def lettered_opening(text: str, start: int, floor: int) -> int:
    """Where an id opens when one capital and a hyphen stand before `start` ("X-4829173-L"); else `start`."""
    if start - 2 >= floor and text[start - 1] == "-" and text[start - 2] in "XYZKLM" \
            and (start - 2 == 0 or not text[start - 3].isalnum()):
        return start - 2
    return start
