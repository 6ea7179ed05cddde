"""A person's Indian PAN beside the word "PAN" in any Indian script, or beside an income-tax word.

India's Permanent Account Number is five letters, four digits and a letter; its fourth letter says whose it is (P a
person, H a Hindu undivided family; C a company, F a firm, T a trust and the rest are organisations, printed on every
invoice). People write the word as a loan in their own script, often bare ("आईचा पॅन: …", "বাবার প্যান …",
"ਪੈਨ …", "پین …"), or name only what the number is for ("ITR साठी", "for the tax return", "ఆదాయపు పన్ను"). The shape
is narrow enough that a bare script word or a tax word within the line is cue enough for a person's PAN; an
organisation's PAN (fourth letter not P or H), a PAN inside a GSTIN ("27ABCPD1234E1Z5") and a PAN after a shop's or
company's word with no "my" or kin word stay unflagged. `secret_ids.id_spans` reads these after its own PAN rows.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

from .secret_natids_words import COMPANY_WORDS, PERSONAL_WORDS, SERVICE_WORDS

# A person's or a family's PAN, written whole or in its three parts ("CXJPD5519M", "CXJPD 5519 M").
_PERSON_PAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{3}[PH][A-Z] ?\d{4} ?[A-Z](?![A-Za-z0-9])")
# "PAN" as a loan word in Devanagari (Hindi पैन, Marathi पॅन, "पेन कार्ड"), Bengali/Assamese, Gujarati, Gurmukhi,
# Tamil, Telugu, Kannada, Malayalam, Odia and Urdu, with or without "card" or "number".
_PAN_WORD = re.compile(unicodedata.normalize("NFKC",
    r"\b(?-i:PAN)\b|(?i:\bpan\s*(?:card|no|number|#))|पैन|पॅन|पेन\s*(?:कार्ड|नंबर|नम्बर|क्रमांक)|प्यान"
    r"|প্যান|পেন\s*কার্ড|પાન|પૅન|પેન\s*કાર્ડ|ਪੈਨ|ਪੈਨਕਾਰਡ|பான்|பேன்\s*கார்டு|పాన్|పేన్\s*కార్డ|ಪ್ಯಾನ್|ಪಾನ್"
    r"|പാൻ|പാന്|ପାନ|ପ୍ୟାନ|پین|پَین|پین\s*کارڈ|پیان"))
# An income-tax word: the return (ITR), the department, Form 16 or 26AS, "income tax" in these scripts.
_TAX_WORD = re.compile(unicodedata.normalize("NFKC",
    r"\b(?-i:ITR|TDS|AIS)\b|(?i:income[\s\-]?tax|tax\s+return|e-?filing|form\s*16|26\s?AS)|आयकर|इनकम\s*टैक्स|इन्कम\s*टॅक्स"
    r"|टैक्स|टॅक्स|आईटीआर|आयटीआर|कर\s*विवरण|आयकर\s*रिटर्न|আয়কর|ইনকাম\s*ট্যাক্স|ট্যাক্স|আইটিআর|આવકવેરા|ઇન્કમ\s*ટેક્સ"
    r"|ટેક્સ|ਆਮਦਨ\s*ਕਰ|ਇਨਕਮ\s*ਟੈਕਸ|ਟੈਕਸ|வருமான\s*வரி|ஐடிஆர்|ஆதாய\s*வரி|ఆదాయపు\s*పన్ను|ఆదాయ\s*పన్ను|ఇన్కమ్\s*ట్యాక్స్"
    r"|ಆದಾಯ\s*ತೆರಿಗೆ|ಐಟಿಆರ್|ആദായ\s*നികുതി|ഐടിആർ|ଆୟକର|ଇନକମ\s*ଟାକ୍ସ|انکم\s*ٹیکس|ٹیکس|آئی\s*ٹی\s*آر"))
_REACH = 48


def _line(sample: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the line around start:end."""
    line_start = sample.rfind("\n", 0, start) + 1
    line_end = sample.find("\n", end)
    return line_start, len(sample) if line_end < 0 else line_end


def _named(sample: str, start: int, end: int) -> bool:
    """A PAN word before the value, or a PAN or tax word on either side of it, within reach on its line."""
    line_start, line_end = _line(sample, start, end)
    before = (max(line_start, start - _REACH), start)
    after = (end, min(line_end, end + _REACH))
    return bool(_PAN_WORD.search(sample, *before) or _TAX_WORD.search(sample, *before)
                or _TAX_WORD.search(sample, *after) or _PAN_WORD.search(sample, *after))


def _organisation(sample: str, start: int) -> bool:
    """A company's or a shop's word just before the value, and no "my" or kin word beside it."""
    window = (max(0, start - _REACH), start)
    return bool(COMPANY_WORDS.search(sample, *window) or SERVICE_WORDS.search(sample, *window)) \
        and PERSONAL_WORDS.search(sample, *window) is None


def pan_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("national id", span) of each person's PAN in `sample` (folded text) named by a PAN or income-tax word."""
    for match in _PERSON_PAN.finditer(sample):
        if _named(sample, *match.span()) and not _organisation(sample, match.start()):
            yield "national id", match.span()
