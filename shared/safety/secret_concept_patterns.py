"""The concept table (`secret_concepts.py`) compiled: each list's words with a boundary on each side where the script
spaces its words (none for Thai, CJK or Korean), the cue head pattern with one group per kind (seed, backup, question,
card code, lock, code word, PIN, password, code, key, token), compound code and password words ("Kapukód",
"Wifikoden"), and the qualifier words a bare code or key word needs (a thing a code opens, Wi-Fi, an API or private
key) or that make it something else (a security answer, a look-alike)."""

from __future__ import annotations

import re

from .secret_concepts import (ANSWERS, CARD_CODE_HEADS, CARD_STEMS, CODE_HEADS, CODEWORD_HEADS, COMPOUND_CODE_TAILS,
                              COMPOUND_DENY, COMPOUND_PASSWORD_TAILS, COMPOUND_STEMS, KEY_HEADS, KEY_QUALIFIERS,
                              LOCK_HEADS, LOOK_ALIKES, PASSWORD_HEADS, PIN_HEADS, QUESTIONS, THINGS, TOKEN_HEADS, WIFI,
                              WIFI_STEMS)
from .secret_lexicon_world import BACKUP_CODE_WORDS, RECOVERY_WORDS

UNSPACED = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _alternatives(fragment: str) -> list[str]:
    """The top-level alternatives of a regex fragment (bars inside groups stay)."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(fragment):
        escaped = i > 0 and fragment[i - 1] == "\\"
        if c in "([" and not escaped:
            depth += 1
        elif c in ")]" and not escaped:
            depth -= 1
        elif c == "|" and depth == 0 and not escaped:
            parts.append(fragment[start:i])
            start = i + 1
    parts.append(fragment[start:])
    return [p for p in parts if p]


def words(fragment: str) -> str:
    """Words of scripts with spaces between words need a boundary on each side; Thai, CJK and Korean ones none."""
    spaced = [p for p in _alternatives(fragment) if not UNSPACED.match(p)]
    run_in = [p for p in _alternatives(fragment) if UNSPACED.match(p)]
    pattern = r"(?<![^\W_])(?:" + "|".join(sorted(spaced, key=len, reverse=True)) + r")(?![^\W\d_])"
    return pattern + ("|(?:" + "|".join(sorted(run_in, key=len, reverse=True)) + ")" if run_in else "")


HEAD = re.compile(r"(?i)(?P<seed>" + words(RECOVERY_WORDS) + r")|(?P<backup>" + words(BACKUP_CODE_WORDS)
                   + r")|(?P<q>" + words(QUESTIONS) + r")|(?P<cvc>" + words(CARD_CODE_HEADS) + r")|(?P<lock>" + words(LOCK_HEADS) + r")|(?P<word>"
                   + words(CODEWORD_HEADS) + r")|(?P<pin>" + words(PIN_HEADS) + r")|(?P<pw>"
                   + words(PASSWORD_HEADS) + r")|(?P<code>" + words(CODE_HEADS) + r")|(?P<key>" + words(KEY_HEADS)
                   + r")|(?P<tok>" + words(TOKEN_HEADS) + ")")
_PREFIXES = r"bank|haus|hof|garten|neben|hinter|vorder|ytter|hoved|ulko|etu|taka|front|main|side|back|ajtó|kert"
COMPOUND = re.compile(rf"(?i)(?<![^\W\d_])(?P<word>(?:(?:{_PREFIXES}|{COMPOUND_STEMS})(?:s|e|n|en|er)?-?){{0,2}}?"
                       rf"(?P<stem>{COMPOUND_STEMS})(?:s|e|n|en|er)?-?(?:(?P<ctail>{COMPOUND_CODE_TAILS})"
                       rf"|(?P<ptail>{COMPOUND_PASSWORD_TAILS})))(?![^\W\d_])")
DENIED_COMPOUND = re.compile(rf"(?i){COMPOUND_DENY}")
# A compound's tail closing a word: the cheap test before the compound pattern.
TAIL_HINT = re.compile(rf"(?i)(?:{COMPOUND_CODE_TAILS}|{COMPOUND_PASSWORD_TAILS})(?![^\W\d_])")
WIFI_STEM = re.compile(rf"(?i)(?:{WIFI_STEMS})")
CARD_STEM = re.compile(rf"(?i)(?:{CARD_STEMS})")
DOOR_KEY = re.compile(r"(?i)schlüssel|sleutel|nyckel|nøkkel|nøgle|avain|kulcs")   # a door's key is no code
THING = re.compile("(?i)" + words(THINGS))
WIFI_WORD = re.compile("(?i)" + words(WIFI))
KEY_QUALIFIER = re.compile("(?i)" + words(KEY_QUALIFIERS))
ANSWER = re.compile("(?i)" + words(ANSWERS))
LOOK_ALIKE = re.compile("(?i)" + words(LOOK_ALIKES))
