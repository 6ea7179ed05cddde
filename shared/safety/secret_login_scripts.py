"""The word "password" as Indic, Persian and Urdu writers spell it, in every spelling the visible text can take.

The text a reader sees has lost its joiners (ZWNJ, ZWJ, soft hyphen, word joiner, Mongolian vowel separator: see
`normalise.visible`), so "പാസ്സ്‌വേഡ്" reaches the word tables as "പാസ്സ്വേഡ്" and "رمز‌عبور" as "رمزعبور". The loanword
"password" is spelt many ways in each Brahmic script (one s or two, "വേഡ്" or "വേർഡ്", "वर्ड" or "वर्ड्", "వర్డు",
a space in the middle); the nine scripts of the ISCII layout (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil,
Telugu, Kannada, Malayalam) keep each letter at the same offset in their blocks, so one template written in Devanagari is
shifted into each of them. Persian compounds fused where a ZWNJ was ("رمزعبور", "کلمهیعبور", "گذرواژه") are spelt with
optional gaps. `SCRIPT_PASSWORD_WORDS` is an alternation for `secret_login_words.PASSWORD_WORDS` (bounded there).
"""

from __future__ import annotations

import re

# p, aa; s, s+virama, doubled; a space or hyphen; v (or Bengali o + y + nukta), a vowel sign; r (+ virama, or the
# Malayalam chillu rr / r); d or t, ending in a virama or u ("वर्ड्", "వర్డు").
_TEMPLATE = "पा(?:स्?){1,2}[ \\-]?(?:व|[ओो]य़?)[ाेॆैो]?(?:र्?|CHILLU)?[डट][्ु]?"
_ISCII_BLOCKS = (0x0900, 0x0980, 0x0A00, 0x0A80, 0x0B00, 0x0B80, 0x0C00, 0x0C80, 0x0D00)
_CHILLU = "\u0d7c\u0d7b"   # Malayalam chillu rr and chillu r ("വേർഡ്")


def _shifted(template: str, base: int) -> str:
    """`template` with its Devanagari letters moved to the block starting at `base` (same offsets)."""
    out = "".join(chr(base + ord(c) - 0x0900) if 0x0900 <= ord(c) <= 0x097F else c for c in template)
    return out.replace("CHILLU", f"[{_CHILLU}]" if base == 0x0D00 else "(?!)")


_BRAHMIC = "|".join(_shifted(_TEMPLATE, base) for base in _ISCII_BLOCKS)
# Sinhala (not in the ISCII layout), and Persian / Urdu compounds whose ZWNJ is gone.
_OTHER = (r"පාස්(?:ස්)?\s?වර්ඩ්|රහස්\s?පදය|رمز\s?(?:عبور|ورود)|کلمه[\u0654ی]?\s?(?:ی\s?)?عبور|گذر\s?واژه|پس\s?ورد|پاس\s?ورد"
          r"|پاس\s?ورڈ|خفیہ\s?(?:لفظ|کوڈ)|ᠨᠢᠭᠤᠴᠠ\s?ᠦᠭᠡ")
SCRIPT_PASSWORD_WORDS = f"{_BRAHMIC}|{_OTHER}"
SCRIPT_WORD = re.compile(rf"(?<!\w)(?:{SCRIPT_PASSWORD_WORDS})")
# Substrings one of which each of these words holds: the cue table's cheap pre-test (`secret_lexicon.may_have_cue`).
SCRIPT_CUE_STEMS = tuple(_shifted("पास", base) for base in _ISCII_BLOCKS) + (
    "පාස්", "රහස්", "رمز", "کلمه", "گذر", "پس", "پاس", "خفیہ", "ᠨᠢᠭᠤᠴᠠ")
