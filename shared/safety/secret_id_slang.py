"""A person's id told casually: its abbreviation in small letters beside an owner ("mi dni es 45678912 ps"), its owner
said after the number ("TRN: 123-456-789 — dat a fi mi"), or a driving licence or passport under a local word with a
shape only such a document has ("Lisensya ni Kuya: N01-12-345678", "Pass-Nr. C01X00T47", "DL-0420110149646").

Called by `secret_ids.id_spans` on folded text. A filler after the number ("ps", "pues", "lah", "yaar", "bro") changes
nothing: the number is read from its name. A phone, an order, a fee or the last digits named between the name and the
number (`secret_natids_words.NOT_THE_ID`), a date or a phone in its place, or a shop's word in the sentence keep it out.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_licence_class import licence_class_spans
from .secret_natids_words import DATE_OR_PHONE, NOT_THE_ID

# Abbreviations of personal ids that people type in small letters.
_ABBR = (r"dni|ssn|nik|ktp|cnic|nicop|nin|bvn|trn|nrc|rut|cpf|rfc|curp|cuil|cuit|aadhaa?r|nid|cccd|cmnd|pesel|nino"
         r"|hkid|nric|ppsn?|bsn|amka|afm|egn|oib|jmbg|emšo|emso|sss|umid|tfn|ird|dpi|dui|cédula|cedula|carnet|nie|nif")
# An owner right before the abbreviation ("mi dni", "my ssn", "meu cpf", "aking sss") or right after it ("nik saya",
# "dni ko", "cnic meri", "bvn yangu", "rut mío", "sss ni Kuya").
_OWNER_BEFORE = (r"my|mi|me|mih|meu|minha|mon|ma|mein|meine|meinen|mijn|mój|moj|moje|benim|aking|ang\s+aking|mera|meri"
                 r"|nuestro|su|tu|your|his|her|mum'?s|mom'?s|dad'?s|el\s+de\s+mi\s+\w+|wife'?s|husband'?s")
_OWNER_AFTER = (r"ko|saya|aku|ku|gue|gw|yangu|wangu|mera|meri|mío|mio|mía|mia|mine|ng\s+\w+|ni\s+(?:kuya|ate|nanay|tatay|mama"
                r"|papa|lola|lolo|[A-Z][a-z]+)|của\s+(?:tôi|em|mình|anh)|de\s+mi\s+\w+|do\s+meu\s+\w+|da\s+minha\s+\w+|of\s+my\s+\w+")
_LOWER_NAMED = re.compile(
    rf"(?i)(?<![^\W\d_])(?:(?:{_OWNER_BEFORE})\s+(?:{_ABBR})|(?:{_ABBR})\s+(?:{_OWNER_AFTER}))(?![^\W\d_])")
_GAP_VALUE = re.compile(r"[^\d\n]{0,24}?(?<![\w\-])(?P<v>[A-Z]{0,2}\d[\d .\-/]{5,22}\d[A-Z]?)(?![\w\-])")

# The owner said after the number: "… — dat a fi mi", "…, that's mine", "… es mío", "… punya saya", "… ni yangu".
_ID_CAPS = (r"(?-i:TRN|NIS|NIB|BIR|TIN|SSN|DNI|NIK|KTP|CNIC|NIN|BVN|NRC|RUT|CPF|CURP|RFC|PAN|NID|SSS|UMID|TFN|SIN|IRD"
            r"|PESEL|NINO|HKID|NRIC|BSN|AMKA|AFM|EGN|OIB|JMBG|NIE|CI|DPI|DUI|INE|CIN|CNI)")
_CAPS_NAMED = re.compile(rf"(?<![^\W\d_]){_ID_CAPS}(?:\s*(?:number|numba|nomba|no\.?|nr\.?|#|num\.?|nº|n°))?(?![^\W\d_])")
_LATE_OWNER = re.compile(
    r"(?i)(?<!not\s)(?<!no\s)(?<!não\s)(?<![^\W\d_])(?:(?:dat|dis|that|this|it)(?:'s|\s+is|\s+a|\s+da)?\s+(?:a\s+)?(?:fi\s+mi|mine)"
    r"|a\s+fi\s+mi|fi\s+mi|mine|es\s+(?:el\s+)?m[íi]o|(?:é|e)\s+(?:o\s+)?meu|ist\s+meins?|c'est\s+le\s+mien|punya\s+(?:saya|aku|gue|gw)"
    r"|(?:ni\s+)?(?:yangu|wangu)|mera\s+hai|meri\s+hai|sa\s+akin|akin\s+(?:yan|ito|iyan)|của\s+(?:tôi|em|mình|anh)"
    r"|benim(?:dir|ki)?|van\s+mij|to\s+moj[ea]?|jest\s+m[oó]j|el\s+m[íi]o|la\s+m[íi]a|lo\s+m[íi]o)(?![^\W\d_])")
_SHOP = re.compile(r"(?i)(?<![^\W\d_])(?:shop|store|company|business|firm|receipt|invoice|tienda|empresa|loja|duka|kampuni"
                   r"|toko|perusahaan|firma|magasin|restaurant|hotel|bus|order|pedido|orden|ticket)(?![^\W\d_])")

# A driving licence or a passport under a local word.
_LICENCE = re.compile(
    r"(?i)(?<![^\W\d_])(?:lisensya|lisensiya|lisensi|lesen(?:\s+memandu)?|licen[cs]e|licencia|licença|carteira\s+de\s+motorista"
    r"|CNH|permis(?:\s+de\s+conduire)?|führerschein\w*|rijbewijs\w*|prawo\s+jazdy|prawa\s+jazdy|ehliyet\w*|SIM|DL"
    r"|körkort\w*|ajokort\w*|kørekort\w*|førerkort\w*|patente|řidičsk\w+\s+průkaz\w*|jogosítvány\w*|permis\s+de\s+conducere"
    r"|leseni(?:\s+ya\s+udereva)?|giấy\s+phép\s+lái\s+xe|bằng\s+lái(?:\s+xe)?|водительск\w+(?:\s+удостоверени\w+)?|права"
    r"|رخصة(?:\s+(?:ال)?قيادة)?|گواهینامه|ड्राइविंग\s+लाइसेंस|लाइसेंस)(?![^\W\d_])"
    r"|ใบขับขี่|운전\s?면허\w*|免許証?\w*|驾照|驾驶证|駕照|駕駛執照")
# Shapes only a licence has: the Philippine LTO's (N01-12-345678), India's (state, office, year, serial).
_IN_STATES = (r"AN|AP|AR|AS|BR|CG|CH|DD|DL|DN|GA|GJ|HP|HR|JH|JK|KA|KL|LA|LD|MH|ML|MN|MP|MZ|NL|OD|OR|PB|PY|RJ|SK|TN|TR|TS"
              r"|UK|UP|WB")
_LICENCE_VALUE = re.compile(rf"[^\d\n]{{0,30}}?(?<![\w\-])(?P<v>[A-Z]\d{{2}}[\- ]\d{{2}}[\- ]\d{{6}}(?![\w\-])"
                            rf"|(?:{_IN_STATES})[\- ]?\d{{2}}[\- ]?(?:19|20)\d{{2}}[\- ]?\d{{7}}(?![\w\-]))")
# Any number of seven digits or more after a licence's name, when an owner stands between them.
_OWNED_VALUE = re.compile(rf"[^\d\n]{{0,20}}?(?<![^\W\d_])(?:{_OWNER_AFTER}|{_OWNER_BEFORE}|ของ(?:ฉัน|ผม)|제|내|私の)"
                          rf"(?![^\W\d_])[^\d\n]{{0,16}}?(?<![\w\-])(?P<v>[A-Z]{{0,2}}\d[\d .\-/]{{5,20}}\d)(?![\w\-])")
_IN_DL_BARE = re.compile(rf"(?<![\w\-])(?:{_IN_STATES})-?\d{{2}}(?:19|20)\d{{2}}\d{{7}}(?![\w\-])")
# A passport in German ("Pass-Nr.", "Passnummer", "Reisepass"): nine characters of its alphabet, a letter first.
_PASS_NAME = re.compile(r"(?i)(?<![^\W\d_])(?:reisepass(?:[\- ]?(?:nr\.?|nummer))?|pass[\- ]?(?:nr\.?|nummer))(?![^\W\d_])")
_DE_PASSPORT = re.compile(r"[\s:.#=]{0,4}(?P<v>[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8})(?![\w\-])")


def _clean_gap(text: str, start: int, end: int) -> bool:
    return NOT_THE_ID.search(text, start, end) is None


def _lower_spans(text: str) -> Iterator[tuple[int, int]]:
    for name in _LOWER_NAMED.finditer(text):
        value = _GAP_VALUE.match(text, name.end())
        if value is None or not _clean_gap(text, name.end(), value.start("v")):
            continue
        digits = sum(c.isdigit() for c in value.group("v"))
        if 7 <= digits <= 18 and not DATE_OR_PHONE.fullmatch(value.group("v")):
            yield value.span("v")


def late_owned(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the number after an id's name at `start`:`end` when its owner is said after it ("TRN: 123-456-789 —
    dat a fi mi"); `secret_public` keeps such a business-id name's number for the rules."""
    value = _GAP_VALUE.match(text, end)
    if value is None or not _clean_gap(text, end, value.start("v")) or sum(c.isdigit() for c in value.group("v")) < 7:
        return None
    owner = _LATE_OWNER.search(text, value.end(), value.end() + 30)
    if owner is None or _SHOP.search(text, max(0, start - 40), owner.end()) is not None:
        return None
    return value.span("v")


def _late_owner_spans(text: str) -> Iterator[tuple[int, int]]:
    for name in _CAPS_NAMED.finditer(text):
        span = late_owned(text, name.start(), name.end())
        if span is not None:
            yield span


def _licence_spans(text: str) -> Iterator[tuple[int, int]]:
    for name in _LICENCE.finditer(text):
        value = _LICENCE_VALUE.match(text, name.end())
        if value is not None and _clean_gap(text, name.end(), value.start("v")):
            yield value.span("v")
        elif (owned := _OWNED_VALUE.match(text, name.end())) is not None \
                and _clean_gap(text, name.end(), owned.start("v")) and not DATE_OR_PHONE.fullmatch(owned.group("v")):
            yield owned.span("v")   # "nomor SIM saya 1234-5678-901234", "licencia de mi papá: 45871236"
    yield from (m.span() for m in _IN_DL_BARE.finditer(text))
    for name in _PASS_NAME.finditer(text):
        value = _DE_PASSPORT.match(text, name.end())
        if value is not None and sum(c.isdigit() for c in value.group("v")) >= 3:
            yield value.span("v")


def slang_id_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("national id", span) of each id told casually in a folded `sample` (see the module's docstring)."""
    if sum(c.isdigit() for c in sample) < 3:
        return
    for span in (*_lower_spans(sample), *_late_owner_spans(sample), *_licence_spans(sample), *licence_class_spans(sample)):
        yield "national id", span
