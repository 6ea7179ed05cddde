"""Text as a reader sees it: NFKC, invisible characters gone, look-alike letters folded, so nothing hides inside a pattern.

* `visible(text)`: NFKC (fullwidth and mathematical letters become ASCII), zero-width,
  bidi-control and other invisible code points removed.
* `fold_confusables(text)`: Cyrillic, Greek and Armenian letters that look like Latin ones
  replaced by those Latin letters, one character for one (positions are kept, so a span
  found in the folded text is the same span in the input). Reused by the injection detector.
* `canonical(text)`: both, in that order; what the detectors match on.
* `joined_runs(text)`: runs of short chunks separated by spaces, hyphens, line breaks, dots, slashes or bars
  ("ghp_ abcd efgh …"), each with its span and the chunks glued back together, to catch keys split by hand.
* `ASCII_DIGITS` / `ascii_digits(text)`: every Unicode decimal digit (Arabic-Indic, Devanagari, Thai, Khmer, NKo,
  Ol Chiki, full-width, …) as its ASCII digit, one for one; `digit_string(value)`: a value's digits only, as ASCII.
  The one native-digits table: readers reuse it rather than keep their own.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

# Zero-width, bidi-control and other invisible code points used to hide text.
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f]"
)
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
SPACE = re.compile(r"\s+")

# Letters of other scripts that render like Latin letters (after Unicode's confusables.txt,
# restricted to the common Cyrillic, Greek and Armenian ones).
_CONFUSABLES = str.maketrans({
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "һ": "h", "і": "i", "ї": "i", "ј": "j", "к": "k", "м": "m",
    "н": "h", "о": "o", "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "ԁ": "d", "ԛ": "q",
    "ԝ": "w", "ӏ": "l", "ɡ": "g", "ү": "y", "ѵ": "v",
    "А": "A", "В": "B", "Е": "E", "Ё": "E", "З": "3", "І": "I", "Ї": "I", "Ј": "J", "К": "K", "М": "M",
    "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "У": "Y", "Х": "X", "Ѕ": "S", "Ԁ": "D", "Ԛ": "Q",
    "Ԝ": "W", "Ӏ": "I", "Ү": "Y", "Ь": "b",
    # Greek
    "α": "a", "β": "b", "γ": "y", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "ϲ": "c", "ϳ": "j", "ω": "w",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "Ϲ": "C",
    # Armenian
    "օ": "o", "ս": "u", "հ": "h", "ո": "n", "ց": "g", "զ": "q",
})

# Three or more short chunks of key characters, separated by up to four spaces, hyphens, line breaks, dots, slashes
# or bars.
_RUN = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z0-9_]{1,64}(?:[ \-\n./|]{1,4}[A-Za-z0-9_]{1,64}){2,}(?![A-Za-z0-9_])")
_SEPARATOR = re.compile(r"[ \-\n./|]{1,4}")


def _decimal_digits() -> dict[int, str]:
    """Every decimal digit (category Nd) past ASCII mapped to its ASCII digit. Nd digits come in runs of ten from
    their zero, so probing every tenth code point finds each run once (about 3 ms at import)."""
    table: dict[int, str] = {}
    for probe in range(0x660, 0x1FC00, 10):   # U+0660 ARABIC-INDIC DIGIT ZERO is the first non-ASCII Nd
        value = unicodedata.decimal(chr(probe), None)
        if value is not None:
            table.update({probe - value + d: str(d) for d in range(10)})
    return table


# Native decimal digits read as ASCII, one character for one (spans carry over): `text.translate(ASCII_DIGITS)`.
ASCII_DIGITS: dict[int, str] = _decimal_digits()


def compile_nfkc(pattern: str) -> re.Pattern[str]:
    """`pattern` compiled in NFKC, the form a text is read in (so a table's ligatures and full-width letters match)."""
    return re.compile(unicodedata.normalize("NFKC", pattern))


def ascii_digits(text: str) -> str:
    """`text` with every native decimal digit ("٤٧١٩", "४७१९", "៤៧១៩", "᱄᱇᱑᱙") as its ASCII digit (same length)."""
    return text.translate(ASCII_DIGITS)


def digit_string(value: str) -> str:
    """The value's digits, in any script (superscripts too), as ASCII digits; other characters dropped."""
    return "".join(str(unicodedata.digit(c)) for c in value if c.isdigit())


def visible(text: str) -> str:
    """`text` as it reads: NFKC-normalised, invisible characters removed (so they cannot split a pattern)."""
    return _INVISIBLE.sub("", unicodedata.normalize("NFKC", text))


def fold_confusables(text: str) -> str:
    """`text` with Cyrillic/Greek/Armenian look-alikes of Latin letters replaced by the Latin letters.

    One character in, one out: `len(fold_confusables(t)) == len(t)` and spans carry over.
    Folds every such letter, so Russian or Greek prose comes out garbled: match on it, never show it.
    """
    return text.translate(_CONFUSABLES)


def canonical(text: str) -> str:
    """What detectors match on: `visible`, then `fold_confusables` (spans are those of `visible(text)`)."""
    return fold_confusables(visible(text))


def _keyish(chunks: list[str]) -> bool:
    """Chunks of a key rather than words: at least half carry a digit, an underscore or a capital after the first
    letter, or they are single characters (a key typed letter by letter)."""
    marked = sum(1 for c in chunks if any(ch.isdigit() or ch == "_" or ch.isupper() for ch in c[1:]) or len(c) == 1)
    return 2 * marked >= len(chunks)


def joined_runs(text: str, *, starts: int = 4) -> Iterator[tuple[tuple[int, int], list[str]]]:
    """Runs of ≥ 3 short chunks split by spaces or hyphens that read as pieces of a key, each with its span
    and the chunks glued back (spaces removed, or spaces and hyphens removed), from each of the first
    `starts` chunks on (a word before the key, "token AKIA 1M8C …", is a chunk too)."""
    for match in _RUN.finditer(text):
        chunks = [c for c in _SEPARATOR.split(match.group(0)) if c]
        if not _keyish(chunks) or len("".join(chunks)) < 16:
            continue
        spaced = re.split(r"[\s./|]+", match.group(0))
        variants = ["".join(spaced[i:]) for i in range(min(starts, len(spaced) - 1))]
        variants += ["".join(chunks[i:]) for i in range(min(starts, len(chunks) - 1))]
        yield match.span(), variants
