"""A vehicle's number plate, named as one, is public: it is printed on the car for anyone to read.

"plaque du voisin qui bloque le garage : GH-417-KT", "Kennzeichen vom Nachbarn: M-AB 1234", "matrícula 4821 KLM",
"车牌号 京A·12345": the plate sits beside a garage, a gate or a door, whose code words the rules read, so the plate
is blanked first. Only a value in a plate's shape (four to ten letters and digits, both present, in up to four
groups, its letters capitals) counts, within the plate word's clause after it (a label to a colon, or right after
the word), and no credential word (code, PIN, password …) between: "Code du garage : 4827, la plaque c'est …"
keeps the code. Bounded patterns; called by `secret_public_numbers.number_spans` on the unfolded text.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_words import CREDENTIAL_STEM

# A plate's name in ~25 languages.
_PLATE = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:licen[cs]e\s+|number\s+|registration\s+|car\s+|taxi\s+|rental\s+car\s+)?plates?"
    r"|(?:car|vehicle)\s+registration(?:\s+(?:number|no))?|registration\s+mark|plaque(?:\s+d'immatriculation)?|immatriculation"
    r"|kennzeichen\w*|nummernschild\w*|matr[íi]cula|placa|patente|targa|kenteken\w*|nummerplaat\w*|nummerbord\w*"
    r"|registreringsnummer\w*|regnummer\w*|reg\.?nr|nummerplade\w*|rekisterinumero\w*|rekisterikilpi\w*"
    r"|numer\w*\s+rejestracyjn\w*|tablic\w*\s+rejestracyjn\w*|SPZ|poznávac\w+\s+značk\w*|EČV|rendszám\w*"
    r"|plaka(?:sı|si)?|номер\w*\s+(?:машины|авто\w*)|госномер\w*|номерн\w+\s+знак\w*|автономер\w*"
    r"|αριθμ\w+\s+κυκλοφορίας|πινακίδ\w*|numărul?\s+de\s+înmatriculare|număr\w*\s+de\s+înmatriculare"
    r"|registarsk\w+\s+(?:tablic\w*|oznak\w*)|plat\s+nomor|nomor\s+polisi|nopol|biển\s+số(?:\s+xe)?|nambari\s+ya\s+gari"
    r"|namba\s+ya\s+gari|לוחית\s+רישוי|מספר\s+רכב|لوحة\s+(?:السيارة|الترخيص)|رقم\s+(?:السيارة|اللوحة)|پلاک)(?![^\W\d_])"
    r"|车牌号?码?|車牌號?碼?|ナンバープレート|번호판|차량\s?번호|ป้ายทะเบียน|ทะเบียนรถ|नंबर\s+प्लेट|गाड़ी\s+नंबर")
# The value: up to four groups of letters and digits ("GH-417-KT", "M-AB 1234", "京A·12345", "51F-123.45").
_VALUE = re.compile(r"(?<![\w\-])[^\W_]{1,8}(?:[\- ·.][^\W_]{1,8}){0,3}(?![\w\-])")
_LABEL = re.compile(r"[^\n:：.;!?]{0,70}?[:：]\s*|[^\S\n]{0,3}(?:(?:is|ist|est|es|é|è|on|c'est|:)\s+)?")
_END = re.compile(r"[.;!?\n](?:\s|$)")


def _plate_shaped(value: str) -> bool:
    """Four to ten letters and digits, both present, every cased letter a capital."""
    chars = [c for c in value if c.isalnum()]
    return 4 <= len(chars) <= 10 and any(c.isdigit() for c in chars) and any(c.isalpha() for c in chars) \
        and not any(c.islower() for c in chars)


def plate_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the number plates named in `text`."""
    for name in _PLATE.finditer(text):
        label = _LABEL.match(text, name.end())
        value = _VALUE.match(text, label.end()) if label is not None else None
        if value is None:
            continue
        end = value.end()
        while end > value.start() and not _plate_shaped(text[value.start():end]):
            cut = max(text.rfind(" ", value.start(), end), text.rfind("-", value.start(), end))
            if cut <= value.start():
                break
            end = cut   # "AB 123 CD avisar": the words after the plate are no part of it
        if _plate_shaped(text[value.start():end]) and not CREDENTIAL_STEM.search(text, name.end(), value.start()) \
                and not _END.search(text, name.end(), value.start()):
            yield value.start(), end
