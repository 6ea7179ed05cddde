"""A value restated after a removed one ('[secret removed] -> blue1962', '…, dus kaaskoop') is the same secret again."""
from __future__ import annotations

import re

from .secret_cues import REDACTED_SECRET
from .secret_said_words import RESTATE

# an arrow, '=' or 'i.e.' straight after the removed value, then one token: the value joined, typed or corrected
_RESTATED = re.compile(
    re.escape(REDACTED_SECRET)
    + r"[ \t]*+(?:->|=>|→|⇒|⟶|=|\(?(?:i\.\s?e\.|d\.\s?h\.|c\.-à-d\.|即|つまり|즉)\)?:?)[ \t]*+['\"“‘«「]?"
    + r"([^\s'\"”’»」,;()]*[^\W_][^\s'\"”’»」,;()]*?)(?=[.!?…]?(?:[\s'\"”’»」,;()]|$))")
_MARKER = re.compile(re.escape(REDACTED_SECRET))
_CLAUSE_END = re.compile(r"[.!?\n。！？](?:\s|$)")
# a value of letters only must end its clause ('dus kaaskoop, alles …'), not start a phrase ('so remember it')
_ENDS_CLAUSE = re.compile(r"['\"”’»」]?\s*(?:[,;:.!?。、，—–()]|$)")
# after a restating word ('dus', 'o sea', 'つまり'): a colon or dash, maybe quoted, then the value
_VALUE_AFTER = re.compile(r"[\s:：,—–\-]*['\"“‘«„「]?([^\s'\"”’»“」,;()。、]+)")


# "the right one is" after a removed value, on its line (~20 languages): the corrected number is the secret too
# ("o pin é [removed], não, esse é o antigo, o certo é 3872", "[removed]? bukan, yang bener 150845").
_CORRECTED = re.compile(
    r"(?i)(?<![^\W\d_])(?:o\s+cert[oa]|o\s+corret[oa]|a\s+cert[ao]|a\s+corret[ao]|yang\s+(?:bener|benar|betul)"
    r"|the\s+(?:right|correct|real)\s+one|(?:it['’]?s\s+)?actually|el\s+(?:correcto|bueno|bien)|la\s+correcta"
    r"|le\s+bon|la\s+bonne|der\s+richtige|die\s+richtige|richtig\s+ist|il\s+giusto|quello\s+giusto"
    r"|de\s+juiste|правильн\w*|doğrusu|đúng\s+là|ang\s+tama|sahihi|الصحيح|الصح|درستش|הנכון|सही\s+वाला"
    r"|sahi\s+wala)(?![^\W\d_])|正确的是|正確的是|正しいのは|맞는\s*건")
_CORRECTED_VALUE = re.compile(r"[^\n\d]{0,12}?(\d(?:[ \u00a0.\-]?\d){3,11})(?![\d])")


def restated_removed(out: str) -> str:
    """`out` (already redacted) with each token restated after a removed value removed too."""
    out = _RESTATED.sub(lambda m: m.group(0)[: m.start(1) - m.start(0)] + REDACTED_SECRET
                        if _value_like(m.group(1)) else m.group(0), out)
    return _corrected_after(_restated_in_words(out))


def _corrected_after(out: str) -> str:
    """A number after a correcting word ("o certo é 3872") within 80 characters of a removed value, on its line."""
    spans = []
    for marker in _MARKER.finditer(out):
        line_end = out.find("\n", marker.end())
        high = min(len(out) if line_end < 0 else line_end, marker.end() + 80)
        said = _CORRECTED.search(out, marker.end(), high)
        value = _CORRECTED_VALUE.match(out, said.end(), high) if said else None
        if value and REDACTED_SECRET not in value.group(0):
            spans.append(value.span(1))
    for start, end in reversed(spans):
        out = out[:start] + REDACTED_SECRET + out[end:]
    return out


def _restated_in_words(out: str) -> str:
    """A value after a restating word in the removed value's clause ('wachtwoord is […] met twee o's, dus kaaskoop')."""
    spans = []
    for marker in _MARKER.finditer(out):
        end = _CLAUSE_END.search(out, marker.end(), marker.end() + 80)
        said = RESTATE.search(out, marker.end(), end.start() if end else min(len(out), marker.end() + 80))
        value = _VALUE_AFTER.match(out, said.end()) if said else None
        token = value.group(1).rstrip(".!?…") if value else ""
        if value and REDACTED_SECRET not in value.group(0) and _value_like(token) and (
                any(c.isdigit() for c in token) or _ENDS_CLAUSE.match(out, value.start(1) + len(token))):
            spans.append((value.start(1), value.start(1) + len(token)))
    for start, end in reversed(spans):
        out = out[:start] + REDACTED_SECRET + out[end:]
    return out


def _value_like(token: str) -> bool:
    """A token that can be a value rather than the next word ('-> the bank'): a digit in it, or six characters."""
    return len(token) >= 4 and (any(c.isdigit() for c in token) or len(token) >= 6)


_TOKEN = re.compile(r"\d+(?:[ \u00a0.\-]\d+)*|[^\s'\"“”„«»‘’「」,;:()?!.。、，]+")


def repeated_spans(shown: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Other places `shown` gives a found value again: the same token ('gulabjamun' … 'gulabjamun'), its digits
    joined ('73 81' … '7381') or read backwards ('1963 … backwards: 3691')."""
    forms = set()
    for start, end in spans:
        value = shown[start:end].strip(" '\"“”«»‘’")
        digits = re.sub(r"[ \u00a0.\-]", "", value)
        forms |= {value.casefold()} | ({digits, digits[::-1]} if digits.isdigit() and len(digits) >= 4 else set())
    forms = {form for form in forms if len(form) >= 4}
    skeletons = {_skeleton(form) for form in forms if _CYRILLIC.search(form)} - {""}
    numbers = {form for form in forms if form.isdigit()}
    return [match.span() for match in _TOKEN.finditer(shown)
            if (match.group().casefold() in forms or _digits_of(match.group()) in forms
                or _runs_on(_digits_of(match.group()), numbers)
                or skeletons and match.group().isascii() and _skeleton(match.group().casefold()) in skeletons)
            and not any(start <= match.start() < end for start, end in spans)]


# Ethiopic numerals one to nine (no zero; U+1369–U+1371), read digit by digit ("፮፪፬፰" is 6248).
_GEEZ = str.maketrans({chr(0x1369 + i): str(i + 1) for i in range(9)})


def _digits_of(token: str) -> str:
    """`token` without spaces, dots and dashes, Ethiopic numerals read as digits."""
    return re.sub(r"[ \u00a0.\-]", "", token).translate(_GEEZ)


def _runs_on(digits: str, numbers: set[str]) -> bool:
    """Whether `digits` is a found number with one to four digits more ("1 5 0 8 45? bukan, … 150845")."""
    return digits.isdigit() and any(digits.startswith(n) and 0 < len(digits) - len(n) <= 4 for n in numbers)


# A Cyrillic value typed again in Latin letters ("«малинавареньe»? нет, латиницей: malinavarenie"): the same word
# once both are read as Latin consonants (vowels and soft signs are where transliterations differ).
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LATIN = str.maketrans({"а": "a", "б": "b", "в": "v", "г": "g", "ґ": "g", "д": "d", "е": "e", "ё": "e", "є": "e",
                        "ж": "zh", "з": "z", "и": "i", "і": "i", "ї": "i", "й": "y", "к": "k", "л": "l", "м": "m",
                        "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "h",
                        "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu",
                        "я": "ya"})


def _skeleton(form: str) -> str:
    """The consonants of `form` read in Latin letters ("малинавареньe", "malinavarenie": "mlnvrn"); "" under four."""
    latin = form.translate(_LATIN).replace("kh", "h").replace("j", "y")
    consonants = "".join(c for c in latin if c.isascii() and c.isalnum() and c not in "aeiouy")
    return consonants if len(consonants) >= 4 else ""
