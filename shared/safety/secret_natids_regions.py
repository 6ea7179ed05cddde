"""National ids named as people in the Arab world, Central Asia, Africa and the Caribbean say them, mixed or romanised.

Rows have `secret_natids`' form (country, names, shapes) and are decided by its guards (a company's number is public; a
shape with no check needs an unmistakable name or an owner). Arab national numbers said with a possessive or in Arabizi
("رقمي الوطني", "ra2mi el watani", "hawiyti", "el ra2am el 2awmy", a Kuwaiti or Omani civil id, Qatar's QID, Bahrain's
CPR, Iraq's unified card, the Maghreb's NIN/CIN/NNI with a Darija possessive "ta3i", "dyali"); Tajikistan's ШМИ and a
9- or 14-digit ИНН; Russia's СНИЛС romanised ("SNILS", its 3-3-3 2 shape); South Africa's id (13 digits, a birth date)
after "ID namba", "inombolo ye-ID", "nomoro ya ID"; Ethiopia's Fayda (FAN 16 digits, FIN 12); Mozambique's BI; and
Caribbean tax and insurance numbers (Jamaica's TRN, Trinidad's BIR, NIS, Bahamas' NIB, Guyana's TIN, Belize's SSN)
with a creole possessive in the name ("me TRN", "mi NIS", "Mummy TRN"). `creole_own` tells `secret_public` that a
business-id name ("TRN") is someone's own.
"""

from __future__ import annotations

import re
from typing import Iterator

from . import secret_checksums as C
from . import secret_checksums_world as CW
from .normalise import ASCII_DIGITS
from .secret_natids import _ANY_NUMBER, _lowered, _row, _row_spans
from .secret_natids_shapes import SEP as _S, Variant, variant as _v

# A creole or colloquial possessive before a name: Jamaican, Trinidadian, Bajan, Guyanese, Belizean, Bahamian.
_CREOLE_OWNER = (r"\b(?:(?:me|mi|mih|meh|mah|my|fi\s+mi|a\s+fi\s+mi|fuh\s+mih|mummy|mumma|mommy|mama|granny|grandma"
                 r"|gramma|daddy|pappy|pupa|puppa|bredda|breddah|sista|sistah|auntie|aunty|tanty|tantie|uncle|nana"
                 r"|wife|husband|daughter|bwoy|gyal|baby\s+madda|baby\s+fadda)(?:'?s)?\s+(?:\w+\s+)?)")
_CARIB_NAMES = r"(?-i:TRN|BIR|NIS|NIB|TIN|SSN|SSB)(?:\s+(?:number|numba|nomba|no\.?|card|#))?"
_CREOLE_NAME = re.compile(rf"(?i){_CREOLE_OWNER}{_CARIB_NAMES}\b")

_CARIB = r"(?:jamaica\w*|guyan\w*|trinidad\w*|trini|bajan|barbados|belize\w*|bahamas|bahamian|(?-i:TAJ))"
# Arabizi spellings: ra2m / raqm / rakam, el / al- / il, watani, hawiya, 2awmi / qawmi, madani, shakhsi.
_RAQM = r"(?:(?:el|al|il|l)[\s\-]?)?ra(?:2|q|k|kh|')a?m(?:i|y|o|ha|hum|na)?"
_AL = r"(?:(?:el|al|il|l)[\s\-]?)?"
# An Arabizi possessive after the name, its letters written with digits ("taba3i", "beta3i", "mta3i", "7aqi").
_OWNED = r"\s+(?:taba3|tab3|beta3|bta3|ta3|taa3|mta3|mte3|ntaa3|7aq|7ag|7a2|dyal|dial)(?:i|y|o|ha|na|hum)?\b"
_OWN = rf"(?:{_OWNED})?"

ROWS: tuple[tuple[str, str, tuple[Variant, ...]], ...] = (
    # Jordan, Syria, Libya, Palestine: the national number with a possessive, in Arabic or Arabizi (ten digits).
    ("JO/SY/LY/PS", r"رقم(?:ي|ه|ها|نا|ك)\s+(?:ال)?وطن[يى]"
     r"|(?:ال)?رقم\s+(?:ال)?وطن[يى]\s+(?:تبعي|تاعي|حقي|الي|لي)"
     rf"|{_RAQM}\s+{_AL}wa?t[ao]n[iy]\b{_OWN}"
     r"|\b(?:jordan\w*|syria\w*|libya\w*|palestin\w*|sudan\w*)\s+national\s+(?:number|no|id)\b",
     (_v(r"\d{10,12}", None, min_digits=10),)),
    # Saudi Arabia: the national id or iqama with a possessive or in Arabizi (1 or 2 and nine digits).
    ("SA", r"هويتي|رقم\s+هويت(?:ي|ه|ها|ك)|رقم\s+(?:ال)?سجل\s+(?:ال)?مدني|سجلي\s+المدني|بطاقة\s+الأحوال"
     rf"|{_RAQM}\s+{_AL}hawi(?:y|yy)?(?:a|ah|eh|ati|ti|atu|tu|itha)?\b{_OWN}"
     rf"|\bhawi(?:y|yy)?(?:a?ti|et)\b{_OWN}"
     rf"|{_RAQM}\s+{_AL}i?qam(?:a|t)[iy]?\b{_OWN}",
     # a Palestinian id has nine digits
     (_v(r"[12]\d{9}", None, min_digits=10), _v(r"\d{9}", None, min_digits=9))),
    # Egypt: the national number (14 digits: century, birth date, governorate) in Arabizi or with a possessive.
    ("EG", rf"رقمي\s+القوم[يى]|الرقم\s+القوم[يى]|رقم\s+بطاقت(?:ي|ه|ها)|{_RAQM}\s+{_AL}(?:2|q|')?awm[iy]\b{_OWN}"
     rf"|\b{_AL}(?:2|q)awm[iy]\b{_OWN}",
     (_v(r"[23]\d{13}", None, dated=True), _v(rf"[23]\d{{6}}{_S}\d{{7}}", None))),
    # Kuwait's and Oman's civil id, Bahrain's CPR, Qatar's QID, Iraq's unified national card.
    ("KW/OM", rf"{_RAQM}\s+{_AL}madan[iy]\b{_OWN}|\bcivil\s+(?:id|number|no)\b{_OWN}|رقمي\s+المدني|بطاقتي\s+المدنية"
     r"|البطاقة\s+المدنية",
     (_v(r"[23]\d{11}", None, dated=True), _v(r"\d{7,9}", C.never, min_digits=7))),
    ("BH/QA", rf"\b(?-i:CPR|QID)\b{_OWN}|بطاقتي\s+الشخصية|البطاقة\s+الشخصية|الرقم\s+الشخصي|رقمي\s+الشخصي"
     rf"|{_RAQM}\s+{_AL}sha?khs[iy]\b{_OWN}|\bqatar(?:i)?\s+id\b",
     (_v(r"\d{2}[01]\d{6}", None, min_digits=9), _v(r"[23]\d{10}", None, min_digits=11))),
    ("IQ", r"(?:رقم\s+)?البطاقة\s+(?:ال)?(?:وطنية|موحدة)|بطاقتي\s+(?:ال)?(?:وطنية|موحدة)",
     (_v(r"\d{12}", None, min_digits=12),)),
    # The Maghreb and the Sahel, in Darija or French: Algeria's NIN (18 digits), Tunisia's CIN (8), Mauritania's NNI (10),
    # with an Arabizi possessive ("NIN ta3i", "la carte d'identité mte3i", "NNI dyali") or Tunisian "الكارطة متاعي".
    ("DZ/TN/MR", rf"\b(?-i:NIN|NNI|CIN)\b{_OWNED}|carte\s+d'identit[ée](?:\s+nationale)?{_OWNED}"
     r"|رقم\s+التعريف\s+الوطني|numéro\s+d'identification\s+national|الكارط[ةه]\s+(?:متاعي|متاعو|متاعها|متاعك)"
     r"|كارط[ةه]\s+التعريف|بطاقة\s+التعريف(?:\s+الوطنية)?",
     (_v(r"\d{18}", None, min_digits=18), _v(r"\d{10}", None, min_digits=10),
      _v(r"[01]\d{7}", None, min_digits=8))),
    # Tajikistan: ШМИ (the personal identification number), nine digits, in Tajik or romanised.
    ("TJ", r"\b(?-i:ШМИ)\b|\bshmi\b|рақами\s+мушаххас\w*|шумораи\s+мушаххас\w*|рақами\s+андозсупоранда",
     (_v(r"\d{9}", None, min_digits=9), _v(r"\d{3}[ \-]\d{3}[ \-]\d{3}", None))),
    # ИНН of nine digits (Tajikistan's) or fourteen (Kyrgyzstan's, the ПИН): a Russian ИНН has ten or twelve.
    ("TJ/KG INN", r"\b(?-i:ИНН|INN)\b",
     (_v(r"\d{9}", C.never, min_digits=9), _v(r"[12]\d{13}", CW.kg_pin, dated=True))),
    # Russia's СНИЛС in any language of the Federation, romanised or not: its 3-3-3 2 shape is no other number's.
    ("RU SNILS", r"\bснилс\w*|\bsnils\w*|страхов\w+\s+номер\s+индивидуальн\w+"
     r"|страхов\w+\s+свидетельств\w*",
     (_v(r"\d{3}[ \-]?\d{3}[ \-]?\d{3}[ \-]\d{2}", None), _v(r"\d{11}", lambda v: CW.ru_snils(v) or v[0] not in "78"))),   # not a phone
    # South Africa's id (and Kenya's, Tanzania's NIDA) after "ID namba", "inombolo ye-ID", "nomoro ya ID", "ID-nombolo".
    ("ZA/KE", r"\b(?-i:ID)[\s\-]*(?:namba|nambari|nomoro|nomboro|nombolo|nambolo|inombolo|nommer|nambara|numbere)\b"
     r"|\b(?:inombolo|inamba|nomoro|nomboro|nombolo|nambara|(?-i:PIN))\s+(?:\w+\s+)?"
     r"(?:ye|ya|yo|wa|ka|ea)[\s\-]*(?-i:ID)\b",
     (_v(rf"\d{{6}}{_S}\d{{4}}{_S}\d{{2}}{_S}\d|\d{{13}}", CW.za_id, dated=True),
      _v(r"\d{7,8}", C.never, min_digits=7), _v(r"\d{8}-?\d{5}-?\d{5}-?\d{2}", None))),
    # Ethiopia's Fayda: the FAN of 16 digits, the FIN of 12, in Amharic, Oromo, Tigrinya.
    ("ET Fayda", r"\bfayda\w*|ፋይዳ|\b(?-i:FIN|FAN)\s+(?:ቁጥ|ቁጽ|lakk)\w*|ብሔራዊ\s+መታወቂያ|ብሄራዊ\s+መታወቂያ"
     r"|ሃገራዊ\s+መንነት|ሀገራዊ\s+መታወቂያ|eenyummaa\s+biyyoolessaa|waraqaa\s+eenyummaa\s+biyyoolessaa",
     (_v(r"\d{4}[ \-]?\d{4}[ \-]?\d{4}(?:[ \-]?\d{4})?", None, min_digits=12),)),
    # Mozambique's and Angola's Bilhete de Identidade by its abbreviation: twelve digits and a letter, or 9 + 2 + 3.
    ("MZ/AO BI", r"\b(?-i:BI)\b", (_v(r"\d{12}[A-Z]|\d{9}[A-Z]{2}\d{3}", None),)),
    # Caribbean tax and insurance numbers with a creole possessive in the name ("me TRN", "mi NIS numba").
    ("Caribbean", _CREOLE_NAME.pattern[4:] + r"|\b(?-i:TRN|NIS|NIB|BIR)\s+(?:a\s+)?(?:fi\s+)?(?:mi|me|mih)\b",
     (_v(r"\d{3}[ \-]?\d{3}[ \-]?\d{3}", None, min_digits=9), _v(r"\d{6,8}", None, min_digits=6))),
    # The same names with no creole owner: someone's only when the text says whose ("NIB card number 12345678, mine").
    ("Caribbean, someone's", r"\b(?-i:NIB|BIR|NIS)\b(?:\s+(?:card|file))?(?:\s+(?:number|numba|nomba|no\.?|#))?",
     (_v(r"\d{3}[ \-]?\d{3}[ \-]?\d{3}", C.never, min_digits=9), _v(r"\d{6,8}", C.never, min_digits=6))),
    # Jamaica's TRN of a person (1 and eight digits) or Guyana's TIN named with the country.
    ("JM/GY", rf"\b{_CARIB}\b[^\d\n]{{0,30}}?\b(?-i:TRN|TIN|BIR|NIS|NIB|SSN)\b",
     (_v(r"1\d{2}[ \-]?\d{3}[ \-]?\d{3}", None, min_digits=9),)),
)

# A shop's, a company's or an office's number in Arabizi or Arabic, which `secret_natids_words` reads in other languages.
_BUSINESS_BEFORE = re.compile(r"(?i)\b(?:(?:el|al|il|l|lel|lil)[\s\-]?)?(?:shari?ka|sherka|shirka|sharikat|ma7al+|mahal+"
                              r"|maktab|mo2assa|mu2assasa|store|shop)\b"
                              r"|الشرك[ةه]|شرك[ةه]|المحل|للمحل|المؤسس[ةه]|مؤسس[ةه]|المكتب")
_OWNER_BEFORE = re.compile(rf"(?i){_CREOLE_OWNER}$")
_OWNER_AFTER = re.compile(r"(?i)\s+(?:a\s+)?(?:fi\s+|fuh\s+)?(?:mi|me|mih)\b")
_CARIB_BEFORE = re.compile(rf"(?i)\b{_CARIB}\b[^\d\n]{{0,20}}$")
_COMPILED = tuple(_row(names) for _country, names, _variants in ROWS)


def creole_own(text: str, start: int, end: int) -> bool:
    """Whether a creole or colloquial possessive stands right before the tax name at `start`:`end` ("me TRN", "Mummy
    NIS") or right after it ("TRN fi mi"), or a Caribbean country names it ("Jamaica TRN")."""
    if not text.startswith("TRN", start):
        return False
    before = text[max(0, start - 30):start]
    return _OWNER_BEFORE.search(before) is not None or _OWNER_AFTER.match(text, end) is not None \
        or _CARIB_BEFORE.search(before) is not None


def region_id_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("national id", span) of each id these rows name in a folded `sample`, decided as `secret_natids` decides."""
    sample = sample.translate(ASCII_DIGITS)
    if sum(c.isdigit() for c in sample) < 6 or _ANY_NUMBER.search(sample) is None:
        return   # every id here holds six digits or more
    lowered = _lowered(sample)
    for (pattern, row_stems), (_country, _names, variants) in zip(_COMPILED, ROWS):
        if row_stems is not None and not any(stem in lowered for stem in row_stems):
            continue
        names = {m.start(): m for m in pattern.finditer(sample)}
        if lowered != sample:
            names.update({m.start(): m for m in pattern.finditer(lowered) if m.start() not in names})
        yield from (("national id", span) for span in _row_spans(sample, names.values(), variants)
                    if not _BUSINESS_BEFORE.search(sample, max(0, span[0] - 40), span[0]))
