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

from .secret_public_words import CREDENTIAL_STEM, lower1, may_match

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
# Words that make the value after them a code, besides the credential stems: a lock, a combination.
_LOCK = re.compile(r"(?i)combo|combin|kombin|(?<![^\W\d_])lock|schloss|cadenas|candado|lucchetto|cadeado|slot|zámek|kłódk|замок|кодов")
# A vehicle named, then (after at most three words: its model, its colour) its plate in two groups or more:
# "KSRTC Swift bus KL 15 A 4402", "taxi 4821 KLM", "Uber, white Swift, KA 01 AB 1234".
_VEHICLE = re.compile(
    r"(?i)(?<![^\W\d_])(?:bus|coach|taxi|cab|car|van|truck|lorry|auto|rickshaw|tuk-?tuk|motorbike|scooter|matatu|boda(?:-?boda)?"
    r"|jeepney|tricycle|uber|ola|grab|bolt|lyft|autobus|autobús|ônibus|autocarro|táxi|taksi|taksówk\w*|coche|carro|voiture"
    r"|camion\w*|camión|camioneta|colectivo|caminhão|camião|carrinha|macchina|furgone|wagen|lkw|transporter|vrachtwagen"
    r"|busje|samochód|ciężarówk\w*|otobüs|araba|kamyon|dolmuş|minibüs|mobil|truk|angkot|ojek|basi|teksi|gari|lori"
    r"|автобус\w*|такси|машин\w*|грузовик\w*|маршрутк\w*|حافلة|باص|تاكسي|سيارة|شاحنة|बस|टैक्सी|ऑटो|गाड़ी|ट्रक)(?![^\W\d_])"
    r"|公交车?|出租车|的士|卡车|バス|タクシー|トラック|버스|택시|트럭")
_AFTER_VEHICLE = re.compile(r"(?:[,:]?\s+[^\W\d_]{1,14}){0,3}?[,:]?\s+")
# The value: up to four groups of letters and digits ("GH-417-KT", "M-AB 1234", "京A·12345", "51F-123.45").
_VALUE = re.compile(r"(?<![\w\-])[^\W_]{1,8}(?:[\- ·.][^\W_]{1,8}){0,3}(?![\w\-])")
_LABEL = re.compile(r"[^\n:：.;!?]{0,70}?[:：]\s*|[^\S\n]{0,3}(?:(?:is|ist|est|es|é|è|on|c'est|:)\s+)?")
_END = re.compile(r"[.;!?\n](?:\s|$)")


def _plate_shaped(value: str) -> bool:
    """Four to ten letters and digits, both present, every cased letter a capital."""
    chars = [c for c in value if c.isalnum()]
    return 4 <= len(chars) <= 10 and any(c.isdigit() for c in chars) and any(c.isalpha() for c in chars) \
        and not any(c.islower() for c in chars)


# Digits beside a capital (or a letter of an uncased script): a text without it holds no plate.
_MIXED = re.compile(r"\d[\- ·.]?[^\W\d_a-z]|[^\W\d_a-z][\- ·.]?\d")


def plate_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the number plates named in `text`, or given in groups after a vehicle's name."""
    if _MIXED.search(text) is None:
        return
    lowered = lower1(text)
    if may_match(_PLATE, lowered):
        yield from _named_spans(text, _PLATE, _LABEL, 1)
    if may_match(_VEHICLE, lowered):
        yield from _named_spans(text, _VEHICLE, _AFTER_VEHICLE, 2)


def _named_spans(text: str, names: re.Pattern[str], gap: re.Pattern[str], groups: int) -> Iterator[tuple[int, int]]:
    """A plate-shaped value of at least `groups` groups after each name and its gap."""
    for name in names.finditer(text):
        label = gap.match(text, name.end())
        value = _VALUE.match(text, label.end()) if label is not None else None
        if value is None:
            continue
        end = value.end()
        while end > value.start() and not _plate_shaped(text[value.start():end]):
            cut = max(text.rfind(" ", value.start(), end), text.rfind("-", value.start(), end))
            if cut <= value.start():
                break
            end = cut   # "AB 123 CD avisar": the words after the plate are no part of it
        shown = text[value.start():end]
        if _plate_shaped(shown) and len(re.findall(r"[^\W_]+", shown)) >= groups \
                and not CREDENTIAL_STEM.search(text, name.end(), value.start()) \
                and not _LOCK.search(text, max(0, name.start() - 12), value.start()) \
                and not _END.search(text, name.end(), value.start()):
            yield value.start(), end
