"""The password word written in Latin letters by speakers of other scripts, and the value it announces.

"kalimat el sirr taba3 Absher: Riyadh@Olaya55" (Arabizi, digits for letters: "taba3" is "of"), "ramze wifi: …"
(Finglish), "kwdikos tou email: …" (Greeklish), "pasuwaado wa …" (romaji), "bimilbeonho: …", "ha-sisma shel …",
"rahat phan: …", "paasword hai …": the word, up to 40 characters naming whose or which account (digits allowed: Arabizi
spells with them), a colon, "=", or a copula of the language, then a value with letters and digits and a capital or a
symbol. A hint, a rule or an example about the password gives none ("kalimat el sirr lazim 8 7oroof: …").
"""

from __future__ import annotations

import re
from typing import Callable, Iterator

_AL = r"(?:[ae]l[\s\-]?|[ae]ll?-)?"
_WORDS = (
    # Arabizi (Egyptian, Levantine, Gulf, Maghrebi spellings)
    rf"kal[ie]m[ae]t\s+{_AL}s[ie]rr?|k[ei]l?m[ae]t\s+{_AL}s[ie]rr?|kal[ie]m[ae]t\s+{_AL}m[ou]r[ou]{{1,2}}r"
    rf"|k[ei]lm[ae]t\s+{_AL}m[ou]r[ou]{{1,2}}r|{_AL}ba?s+w[eoa]?rd|{_AL}ra[qk]a?m\s+{_AL}s[ie]rr?[iy]"
    # Finglish (Persian)
    r"|ramz(?:[\s\-]?e)?[\s\-]?(?:obu?o?r|oboor|vorud|voroud|wifi|vay\s?fay)|kalame(?:[\s\-]?y?e)?\s+obu?o?r|gozarvazhe"
    r"|pasvorde?|passworde"
    # Greeklish, romaji, Korean, Hebrew, Thai, Hindi / Urdu, Amharic, Georgian, Armenian in Latin letters
    r"|k[wo]dik[oó]s\s+(?:prosvasis|prosbasis|tou)|synthimatiko|pasuw[aā]a?do|pasuwa-?do|bimil\s?beon\s?ho|bibeon"
    r"|(?:ha-?)?sisma|sismat|rahat\s+(?:phan|pan|phaan)|paasword|paasvard|pasvard|khufia\s+(?:code|lafz)"
    r"|gupt\s?shabd|yeyilf?e\s+qal|paroli|gaghtnabar")
_WORD = re.compile(rf"(?i)(?<![^\W\d_])(?:{_WORDS})(?![^\W\d_])")
# Whose or which account (digits allowed), then a colon, "=", or a copula; then the value.
_GIVEN = re.compile(
    r"(?i)(?P<gap>[^\n:：=!?;。！？]{0,40}?)(?:[ \t]*[:：=][ \t]*|[ \t]+(?:hiya|hia|huwa|howa|heya|hya|is|ast|hast|e|hai|he"
    r"|einai|ine|hu|hi|desu|wa|neun|eun|nun|khue|kue|ena|no)[ \t]+)(?P<v>[^\s,;\"'“”«»()]{6,40})")
_ADVICE = re.compile(r"(?i)(?<![^\W\d_])(?:hint|tip|policy|rule|length|example|e\.g|mithal|masalan|paradeigma|lazim|lazem"
                     r"|laazim|bayad|must|should|reset|forgot|nasit|nesit|faramoosh|change|ghayyar|3ayez|3awz)(?![^\W\d_])")


def romanised_spans(shown: str, strong: Callable[[str], bool]) -> Iterator[tuple[str, tuple[int, int]]]:
    """("password", span) of each strong value after a password word written in Latin letters."""
    if not re.search(r"(?i)s[ie]rr?|m[ou]r[ou]|w[eoa]?rd|ramz|obu?o?r|vazhe|vorde|dik[oó]s|thimat|pasuw|beon|sism|rahat"
                     r"|paas|pasv|khufia|shabd|qal|paroli|nabar", shown):
        return
    for word in _WORD.finditer(shown):
        given = _GIVEN.match(shown, word.end())
        if given is None or _ADVICE.search(given.group("gap")) or _ADVICE.search(shown, max(0, word.start() - 20),
                                                                               word.start()):
            continue
        value = given.group("v").rstrip(".!?…—-")
        if strong(value):
            yield "password", (given.start("v"), given.start("v") + len(value))
