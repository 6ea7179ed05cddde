"""A lock's number said in romanised Hindi-Urdu, Punjabi, Bengali and the Indian scripts: "taale ka number 4729" is a combination.

People who chat in Hinglish call a padlock's or a cupboard lock's combination its "number" as often as its "code":
"taale ka number 4729", "almari ke taale ka number 5831", "cycle lock ka number 419", Bengali "taalar number 2291",
Punjabi "jandre da number 4729", and the same in Devanagari, Urdu, Gurmukhi, Gujarati, Bengali and the Dravidian
scripts. The reader wants the lock word, its possessive postposition ("ka", "ki", "ke", "da", "no", "cha", the
Bengali "-r"), the number word, then three to eight digits (spaced or dashed one by one too) in the same clause, with
only a copula or a colon between. A house's, a flat's or a car's number ("ghar ka number 4729"), the locksmith's phone
("taale wale ka number …", a word between the lock and its postposition) and a lock's price ("taale ka price 450")
are not read; a locker's number names which locker and is not read either.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import quantity_after

# The lock word and its possessive: romanised (a postposition needed, "tale"/"lock" are English words alone), Bengali
# romanised with its genitive "-r"/"-er", and the Indian scripts' lock words with theirs.
_LOCK_OF = (
    r"(?<![^\W\d_])(?:(?:ta{1,2}l[ae]{1,2}y?|ta{1,2}lon|jand(?:ra|re|ri)|jind(?:ra|re)|kulup|kulpa|lock|padlock"
    r"|cycle[\s\-]?lock|number[\s\-]?lock|tijori|tijoree|poottu|pootu|beega|beegada|taalam|talam)\s+"
    r"(?:ka|ki|ke|kaa|da|di|de|no|nu|ni|cha|chi|che|chya|ra|re|er)"
    r"|ta{1,2}l(?:a{1,2}r|ar|er)|ta{1,2}la-?r)(?![^\W\d_])"
    r"|(?:ताले|ताला|तालों|तालो|तिजोरी|कुलूप|कुलुप)\s*(?:का|की|के|चा|ची|चे|ाचा|ाची|नो|नी)"
    r"|(?:कुलुपाचा|कुलूपाचा|कुलपाचा)|(?:تالے|تالا|تجوری)\s*(?:کا|کی|کے)|(?:ਤਾਲੇ|ਜਿੰਦਰੇ|ਜੰਦਰੇ)\s*(?:ਦਾ|ਦੀ|ਦੇ)"
    r"|(?:તાળા|તાળાં)\s*(?:નો|ની|ના)|તાળાનો|তালার|তালাটার|ತಾಳದ|ಬೀಗದ|తాళం|పూట్టు|பூட்டின்|பூட்டு|പൂട്ടിന്റെ|പൂട്ടിൻ്റെ")
# The number word, in the same languages.
_NUMBER = (r"(?<![^\W\d_])(?:number|nambar|numbar|nmbr|nambor|nombor|no\.?|num|combination|combo|pin)(?![^\W\d_])"
           r"|नंबर|नम्बर|संख्या|نمبر|ਨੰਬਰ|નંબર|নম্বর|নাম্বার|ನಂಬರ್|నంబర్|నెంబర్|எண்|நம்பர்|നമ്പർ")
# Between the number word and the value: a copula or a colon, nothing else.
_COPULA = r"(?:\s*[:：=\-–—]\s*|\s+(?:hai|he|h|is|hoy|holo|aahe|che|chhe|hain|ये\s+है|है|ہے|ਹੈ|છે|আছে|হল)\s*[:：\-]?\s*|\s+)"
_READ = re.compile(rf"(?i)(?:{_LOCK_OF})\s*(?:{_NUMBER}){_COPULA}"
                   r"(?P<v>\d(?:[ \-.]\d){2,7}(?!\d)|\d{3,8}(?![\d]|[.,:/]\d))")
# A stem every match holds (lowered): a text with none is passed over.
_STEMS = ("ta", "tij", "तिज", "تج", "jand", "jind", "kul", "lock", "poot", "beeg", "ताल", "कुल", "تال", "ਤਾਲ", "ਜਿੰਦ", "ਜੰਦ", "તાળ", "তাল",
          "ತಾಳ", "ಬೀಗ", "తాళ", "పూట్ట", "பூட்டு", "പൂട്ടി")
# After the digits, what makes them money ("taale ka number 450 rupay" reads as a price).
_MONEY = re.compile(r"(?i)\s*(?:rs\.?|rupa?y?e?s?|rupaye|taka|tk\b|₹|/-)")


def lock_number_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("pin", span) of each digit value a lock's number word gives (see the module's docstring)."""
    lowered = shown.lower()
    if not any(c.isdigit() for c in shown) or not any(stem in lowered for stem in _STEMS):
        return
    for found in _READ.finditer(shown):
        end = found.end("v")
        if not (_MONEY.match(shown, end) or quantity_after(shown, end)):
            yield "pin", found.span("v")
