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


def restated_removed(out: str) -> str:
    """`out` (already redacted) with each token restated after a removed value removed too."""
    out = _RESTATED.sub(lambda m: m.group(0)[: m.start(1) - m.start(0)] + REDACTED_SECRET
                        if _value_like(m.group(1)) else m.group(0), out)
    return _restated_in_words(out)


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
    return [match.span() for match in _TOKEN.finditer(shown)
            if (match.group().casefold() in forms or re.sub(r"[ \u00a0.\-]", "", match.group()) in forms
                or skeletons and match.group().isascii() and _skeleton(match.group().casefold()) in skeletons)
            and not any(start <= match.start() < end for start, end in spans)]


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
