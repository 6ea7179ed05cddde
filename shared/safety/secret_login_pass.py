"""The bare word "pass" that names no password: an exam passed, a ticket, a year or a round that follows it.

"pass" is a password word in chat ("anna.k@gmail.com pass Xy2024!", "wifi pass 48213377", "pass: 1987"), but also a
verb and a noun: "pass 2024 exam", "sara.l@yahoo.com pass 2022 Abitur" (a year passed, then what was passed),
"pass 1999 as the base year", "season pass 2025 for the zoo", "Museum Pass 2024 Berlin", "the mountain pass 2450 m
high". A year right after the bare word with another word after it (no colon, no "is" between), or a ticket, a season
or a place just before the word (and no colon after it), gives no password. "Pass-Nr." (a passport number) is another
word and is read elsewhere.
"""

from __future__ import annotations

import re

# A ticket or a place called a pass ("boarding pass", "Museum Pass", "mountain pass", "Bahnpass").
_TICKET_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:boarding|ski|bus|day|week|weekly|month|monthly|season|annual|year|hall|museum|rail|train|travel"
    r"|metro|subway|tube|tram|transit|gym|festival|backstage|vip|press|guest|visitor|free|fast|battle|game|event|ticket"
    r"|mountain|alpine|col|zoo|park|parking|car|camping|family|student|club|cinema|movie|pool|city|tourist|eurail|interrail"
    r"|rover|golden|disney|annual|tages|wochen|monats|jahres|saison|bahn|zug|tag|berg|skipass)[\s\-]?$")
# A year (or "the" and a year) right after "pass", then another word: "pass 2024 exam", "pass 2022 Abitur".
_YEAR_THEN_WORD = re.compile(r"[ \t]+(?:the[ \t]+)?(?:19|20)\d\d(?:['’]s)?(?:/\d\d)?[ \t]+[^\W\d_]")
# "key" naming no credential: a model's, a product's, a song's, a map's key, or a key's type.
_KEY_WORDS = frozenset("key clave chave klucz sleutel nyckel nøkkel nøgle avain chiave anahtar cheie kulcs klíč clé".split())
_MODEL_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:model|modell|modèle|modelo|modello|type|typ|tipo|serial|firmware|keyboard"
                           r"|song|chord|music|musical|map|legend|product\s+key\s+of\s+the)[\s\-]*$")
_TYPE_AFTER = re.compile(r"(?i)[ \t\-]*(?:type|typ|tipo)(?![^\W\d_])")
_GIVEN_AFTER = re.compile(r"[ \t]*(?:[:=：]|->|→|\bis\b)")


def bare_pass_not_password(shown: str, start: int, end: int) -> bool:
    """Whether the cue `shown[start:end]`, the bare word "pass", names an exam, a ticket or a place, not a password;
    or the word "key" names a model's, a type's or a song's ("Router model key: WNR2000", "key type: WPA2-PSK")."""
    if shown[start:end].lower() in _KEY_WORDS:
        return bool(_MODEL_BEFORE.search(shown, max(0, start - 20), start) or _TYPE_AFTER.match(shown, end))
    if shown[start:end].lower() != "pass" or _GIVEN_AFTER.match(shown, end):
        return False
    if _TICKET_BEFORE.search(shown, max(0, start - 24), start):
        return True
    return _YEAR_THEN_WORD.match(shown, end) is not None
