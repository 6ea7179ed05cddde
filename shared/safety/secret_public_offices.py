"""Codes that name a place or an office, not a person: postcodes named in the world's smaller languages, and the issuing office's code printed on an identity document.

A postcode's name in the languages the other tables (`secret_public_places._POSTAL_NAME`,
`secret_public_printed._MORE_POSTAL`) lack: Yoruba, Igbo, Hausa, Wolof, Swahili, Zulu, Xhosa, Sotho, Shona,
Kinyarwanda, Malagasy, Oromo, Amharic, Somali; Maori, Samoan, Tongan, Hawaiian, Fijian, Tahitian; Tagalog, Quechua,
Turkmen, Kyrgyz, Tajik, Mongolian, Kazakh, Armenian, Georgian, Khmer, Bengali, Odia, Marathi. Latin-script names are
matched with tone marks and other diacritics dropped ("Kóòdù ìfìwéránṣẹ́" reads "koodu ifiweranse", "Waehere pōhi"
reads "waehere pohi"), so a writer's accents never decide; `postal_name_ends` gives where each name ends in the text,
and `secret_public_printed` reads the postcode after it with its own gap and credential checks. An issuing office's
code ("код подразделения 770-093", "код підрозділу", "орган, що видав 8032", "issuing authority code") is the same
for everyone a district's office serves; only that code is blanked, so a passport's series and number beside it
still read as a secret. Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_public_words import CREDENTIAL_STEM

# Postcode names, written as they read with diacritics dropped and in lower case (see `_bare`).
_WORLD_POSTAL = _re(
    r"(?<![^\W\d_])(?:(?:koodu|kodu|nomba|nonba)\s+(?:\w+\s+)?ifiweran\w*|(?:koodu|kodu|nomba)\s+(?:nzipu\s+ozi|akwukwo\s+ozi)"
    r"|(?:lambar|lamba|kodin?)\s+(?:akwatin\s+)?gidan\s+waya|lambar\s+aika\s+wasik\w*|(?:kodu|kood|koodu)\s+(?:post|postaal|bataaxal)"
    r"|(?:nambari|namba|msimbo)\s+(?:ya\s+|wa\s+)?posta|postikodi|i(?:khodi|khowudi)\s+yepos\w*|khou?tu\s+ya\s+pos\w*"
    r"|kodhi\s+yepos\w*|kode\s+y['’]?\s?iposita|(?:kaody|laharana)\s+(?:paositra|postaly)|lakkoofsa\s+poostaa"
    r"|(?:lambarka|koodka|koodhka)\s+boostada|(?:ko)?waehere\s+(?:pohi|poutapeta|poso)|tohu\s+poutapeta"
    r"|numera\s+(?:o\s+le\s+)?(?:meli|falemeli|rata)|fika\s+(?:['’]?o\s+e\s+)?(?:meili|poate|posi)"
    r"|helu\s+(?:wahi\s+)?(?:leka|zip|posa)|(?:naba|kodi|koodi)\s+ni\s+(?:posi|meli|poseta)"
    r"|kodigo(?:ng)?\s+(?:postal|pangkoreo|koreo)|chaski\s+(?:yupay|kodigo|codigo)|pocta\s+indeks\w*|poct\s+indeks\w*)"
    r"(?![^\W\d_])"
    r"|пошталық\s+(?:индекс\w*|код\w*)|почта(?:лык)?\s+индекс\w*|индекси\s+почта\w*|рамзи\s+почта\w*"
    r"|шуудангийн\s+(?:индекс|дугаар)|փոստային\s+(?:կոդ\w*|դասիչ\w*)|საფოსტო\s+კოდ\w*"
    r"|የፖስታ\s+ኮድ|(?:លេខ|កូដ)\s?ប្រៃសណីយ៍|পোস্টাল\s+কোড|ডাক\s+কোড|ଡାକ\s+କୋଡ୍?|ପୋଷ୍ଟାଲ\s+କୋଡ୍?|टपाल\s+(?:कोड|क्रमांक)"
    r"|പോസ്റ്റൽ\s+കോഡ്|ಪೋಸ್ಟಲ್\s+ಕೋಡ್|ਪੋਸਟਲ\s+ਕੋਡ")
_CUES = ("if", "ozi", "waya", "wasik", "post", "bataaxal", "posi", "poso", "pos", "paositra", "poostaa", "boostada",
         "poutapeta", "waehere", "pohi", "meli", "rata", "meili", "poate", "leka", "zip", "kor", "chaski", "indeks", "почт", "пошт", "шуудан",
         "փոստ", "საფოსტო", "ፖስታ", "ប្រៃសណីយ៍", "কোড", "କୋଡ", "टपाल", "കോഡ്", "ಕೋಡ್", "ਕੋਡ")


def _bare(text: str) -> tuple[str, list[int]]:
    """`text` in lower case with Latin letters' diacritics dropped, and where each of its characters stood in `text`
    (one more entry: the text's end). Other scripts' signs are kept: an Indic vowel sign is part of its word."""
    chars: list[str] = []
    where: list[int] = []
    for at, char in enumerate(text):
        if "\u0300" <= char <= "\u036f":
            continue
        if char < "\u0250" or "\u1e00" <= char <= "\u1eff":
            char = unicodedata.normalize("NFD", char)[0]
        low = char.lower()
        chars.append(low if len(low) == 1 else char)
        where.append(at)
    where.append(len(text))
    return "".join(chars), where


def postal_name_ends(text: str) -> Iterator[int]:
    """Where, in `text`, each postcode name of `_WORLD_POSTAL` ends."""
    bare, where = _bare(text)
    if not any(cue in bare for cue in _CUES):
        return
    yield from (where[name.end()] for name in _WORLD_POSTAL.finditer(bare))


# An identity document's issuing office, then its code: Russia's and Ukraine's passport office codes, a card's
# issuing authority number.
_ISSUER_NAME = _re(
    r"(?i)код\w*\s+подразделени\w*|код\w*\s+(?:органа|отдела)(?:,?\s+выдавш\w+\s+(?:паспорт|документ)\w*)?"
    r"|код\w*\s+підрозділ\w*|орган\w*,?\s+(?:що|який)\s+видав|код\w*\s+органу|орган\w*\s+выдачи"
    r"|(?<![^\W\d_])(?:issuing\s+(?:office|authority)\s+code|authority\s+code|issuing\s+authority)(?![^\W\d_])")
_ISSUER_VALUE = re.compile(r"[^\d\n.;!?]{0,30}?(?<![\w\-])(?P<v>\d{3}[\-‐–]\d{3}|\d{6}|\d{4})(?![\w\-])")


def issuer_code_spans(text: str) -> Iterator[tuple[int, int]]:
    """The code right after an issuing office's name (no other digit and no credential word between)."""
    lowered = text.lower()
    if not any(cue in lowered for cue in ("подраздел", "підрозділ", "орган", "отдел", "issuing", "authority")):
        return
    for name in _ISSUER_NAME.finditer(text):
        value = _ISSUER_VALUE.match(text, name.end())
        if value is not None and not CREDENTIAL_STEM.search(text, name.end(), value.start("v")):
            yield value.span("v")
