"""Local personal id formats under their names: Danish CPR, UK National Insurance, Angolan BI, Indian driving licence, Russian passport."""

from __future__ import annotations

import re
from typing import Iterator

_GAP = r"[^\n\d]{0,40}?"
# Nordic personal numbers, DDMMYY-SSSS (the Swedish and Norwegian forms too).
_CPR = re.compile(
    rf"(?i)(?:cpr|personnummer|personnr|person\s?nr|fødselsnummer|fødselsnr|personal\s+(?:id|number)|"
    rf"personnummeret|cpr-?nummer\w*|cpr-?nr)(?![^\W\d_]){_GAP}(?<!\d)(?P<v>(?P<d>[0-3]\d)(?P<m>[01]\d)\d\d[\-\s]?\d{{4}})(?!\d)")
# National Insurance number: two letters, six digits in pairs, a letter A-D.
_NINO = re.compile(
    rf"(?i)(?:national\s+insurance|\bni\s+(?:number|no)|\bnino\b|n\.i\.\s+number){_GAP}"
    r"(?P<v>\b[A-Z]{2}\s?\d\d\s?\d\d\s?\d\d\s?[A-D]\b)")
# Angolan Bilhete de Identidade: nine digits, two letters (the province), three digits.
_BI = re.compile(r"(?<![\w])(?P<v>\d{9}[A-Z]{2}\d{3})(?![\w])")
# Indian driving licence: state code, RTO code, year, serial (15-16 characters, often with a dash).
_DL = re.compile(
    rf"(?i)(?:\bdl\b|driving\s+licen[cs]e|driver'?s?\s+licen[cs]e|licen[cs]e\s+(?:no|number)|ड्राइविंग\s+लाइसेंस|"
    rf"ड्राइविंग\s+लाइसेन्स|লাইসেন্স){_GAP}(?P<v>\b[A-Z]{{2}}[\-\s]?\d{{2}}[\-\s]?(?:19|20)\d{{2}}[\-\s]?\d{{7}}\b)")
# Russian (and other CIS) passport: series of four digits, number of six, in words.
_RU_PASSPORT = re.compile(
    r"(?i)(?P<v>(?:серия|серії|seriya|seria)\s*:?\s*\d\d\s?\d\d\s*[,;]?\s*(?:номер|№|no\.?|nomer|number)\s*:?\s*\d{6})(?!\d)")


def _date_ok(match: re.Match[str]) -> bool:
    return 1 <= int(match.group("d")) <= 31 and 1 <= int(match.group("m")) <= 12


def local_id_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Ids in their national formats: a CPR with a real date, an NI number, a BI, an Indian DL, a passport series and number."""
    for match in _CPR.finditer(shown):
        if _date_ok(match):
            yield "personal number", match.span("v")
    for kind, pattern in (("national insurance number", _NINO), ("national id", _BI), ("driving licence", _DL),
                          ("passport number", _RU_PASSPORT)):
        for match in pattern.finditer(shown):
            yield kind, match.span("v")
