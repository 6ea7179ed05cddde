"""Official ids in their local formats, labelled in the local language or told in a sentence about a person.

`secret_natids` reads an id after one of its names; this stage reads ids whose format alone says what they are,
whatever language names them ("ചേട്ടന്റെ … KL07 20150008157", "Baba's: A012345678Z", "Mama: 853400937V"): an
Indian driving licence (a state's code, the office, a year, seven digits), an Indian PAN of a person (its fourth
letter P), a Kenyan KRA PIN of a person (A, nine digits, a letter), a Sri Lankan NIC (a valid day of the year), a
Polish identity card (its check digit), a Kyrgyz ПИН and a Luxembourg matricule (a valid birth date). Each counts
only with a word that makes it someone's (a possessive, a kin word) or a word for "number" before it in its clause,
and never after words that make it another sort of number (an order, a parcel, a phone, an invoice, a vehicle, a
company's register).
"""

from __future__ import annotations

import re
from typing import Callable, Iterator

from . import secret_checksums_world as CW
from .normalise import fold_confusables
from .secret_ids_bare import OTHER_NUMBER
from .secret_ids_paperwork import paperwork_id_spans
from .secret_ids_said import said_id_spans
from .secret_natids import natid_spans
from .secret_natids_words import COMPANY_WORDS, NOT_THE_ID, NUMBER_WORD, PERSONAL_WORDS, SERVICE_WORDS

_STATES = (r"AN|AP|AR|AS|BR|CH|CG|DD|DL|GA|GJ|HR|HP|JK|JH|KA|KL|LA|LD|MP|MH|MN|ML|MZ|NL|OD|OR|PY|PB|RJ|SK|TN|TS|TR|UP"
           r"|UK|UA|WB")


def _always(_value: str) -> bool:
    return True


# (kind, format, check, needs an owner): a format weak enough to be a product code needs a possessive or kin word.
_FORMATS: tuple[tuple[str, re.Pattern[str], Callable[[str], bool], bool], ...] = tuple(
    (kind, re.compile(rf"(?<![A-Za-z0-9\-/])(?:{shape})(?![A-Za-z0-9]|[\-/.]\d)"), check, owner)
    for kind, shape, check, owner in (
        ("driving licence", rf"(?:{_STATES})[ \-]?\d{{2}}[ \-]?(?:19[5-9]\d|20[0-4]\d)[ \-]?\d{{7}}", _always, False),
        ("tax id", r"[A-Z]{3}P[A-Z]\d{4}[A-Z]", _always, False),
        ("tax id", r"A\d{9}[A-Z]", _always, False),
        ("national id", r"\d{9}[VX]", CW.lk_nic, False),
        ("national id", r"(?:19|20)\d{10}", CW.lk_nic, True),
        ("national id", r"[A-Z]{3} ?\d{6}", CW.pl_id_card, True),
        ("national id", r"[12]\d{13}", CW.kg_pin, True),
        ("national id", r"(?:19|20)\d\d(?: ?\d){9}", CW.lu_matricule, True),
    ))
# The clause before a value: back to a sentence's end or a line break, at most 60 characters.
_CLAUSE_START = re.compile(r"[.!?。！？\n;](?=[^.!?。！？\n;]*$)")
# A vehicle's number (a plate, a chassis, an engine) is no one's id.
_VEHICLE = re.compile(r"(?i)vehicle|chassis|engine|\bplate|\bcar\b|gaadi|gadi|गाड़ी|गाडी|वाहन|ਗੱਡੀ|ਵਾਹਨ|ગાડી|વાહન|গাড়ি|வாகன|వాహన|ವಾಹನ|വാഹന")


def _clause(sample: str, start: int) -> tuple[int, str]:
    """The words of the clause before `start` (at most 60 characters), and where they begin."""
    begin = max(0, start - 60)
    stop = _CLAUSE_START.search(sample, begin, start)
    begin = stop.end() if stop is not None else begin
    return begin, sample[begin:start]


def _told(sample: str, start: int, owner: bool) -> bool:
    """Whether the clause before a value makes it someone's id: a possessive or kin word, or (when no owner is needed)
    a word for "number"; and no word making it an order's, a phone's, an office's, a vehicle's or a company's."""
    begin, before = _clause(sample, start)
    if OTHER_NUMBER.search(sample, max(0, start - 40), start) or NOT_THE_ID.search(before) or SERVICE_WORDS.search(before) \
            or _VEHICLE.search(before):
        return False
    personal = PERSONAL_WORDS.search(before) is not None
    if not personal and COMPANY_WORDS.search(before):
        return False
    return personal or (not owner and NUMBER_WORD.search(before) is not None)


def local_id_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each value this stage reads in `shown` (the visible text, positions kept)."""
    digits = sum(c.isdigit() for c in shown)
    sample = fold_confusables(shown)
    yield from said_id_spans(shown)   # digits said as words
    if 2 <= digits < 3:   # `secret_ids` reads named ids from three digits on; an Azerbaijani FİN may hold two ("5ZRXK2L")
        yield from (("national id", span) for span in natid_spans(sample))
    if digits < 4:
        return
    yield from (("national id", span) for span in paperwork_id_spans(sample))
    for kind, pattern, check, owner in _FORMATS:
        for match in pattern.finditer(sample):
            if check(match.group(0)) and _told(sample, match.start(), owner):
                yield kind, match.span()
