"""Passphrases and passwords told in a sentence about using them: a quoted or hyphen-joined phrase after an unlocking
verb or a vault word ("KeePass opens with 'seven blue herons'"), a token said to be reused everywhere, a login "changed
it to 'lemon drizzle 88'", an account that "uses tigerlily58", the first digits a Korean card page asks for, and a dial
lock's turns ("left 12, right 34, left 56")."""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import REDACTED_SECRET, benign_shape
from .secret_folded import folded_pattern, mentions, stems

_UNLOCKS = folded_pattern(
    r"(?i)(?:opens|unlocks|decrypts|mounts)\s+with|(?:25th|passphrase|extra)\s+word\b[^\n.;:]{0,30}?(?:\s+is|:)"
    r"|(?:keepass|bitwarden|lastpass|vault|veracrypt|bitlocker|luks|trezor|ledger|wallet|master)"
    r"(?:\s+(?:master|password|passphrase|pass|pw|key|phrase|unlock))*(?:\s+is|\s*:)")
_UNLOCK_STEMS = stems("opens unlocks decrypts mounts word keepass bitwarden lastpass vault veracrypt bitlocker luks trezor "
                       "ledger wallet master")
_PHRASE_VALUE = folded_pattern(r"\s*['\"“‘](?P<q>[^'\"”’\n]{6,64})['\"”’]|\s*(?P<d>[a-z]{3,12}(?:[\-_.][a-z]{3,12}){2,7})"
                           r"(?![\w\-])")
_REUSED = folded_pattern(r"(?i)reus|re-us|every\s*(?:where|thing|site|account|forum)|all\s+(?:of\s+)?(?:her|his|my|their|our)\s+"
                     r"(?:accounts|logins|sites)|same\s+password|wiederverwend|überall"
                     r"|partout|réutilis|en\s+todas|везде|到处|どこでも|모든\s+(?:사이트|계정)")
# "use 'hunter2hunter2' for the test VM root account": a quoted token to log in with.
_USE_FOR = folded_pattern(r"(?i)\buse\s+['\"“‘](?P<v>[A-Za-z0-9][A-Za-z0-9!@#$%^&*_.\-]{5,40})['\"”’]\s+(?:for|as|on|to)\b"
                    r"[^\n.;]{0,40}?(?:account|login|log\s+in|root|admin|user|password|server|vm\b|box\b|database|\bdb\b"
                    r"|wi-?fi|router)")
_SYMBOL_TOKEN = folded_pattern(r"(?<![\w@/])(?P<v>[A-Za-z][A-Za-z0-9_.\-]{3,38}[!@#$%^&*?~][A-Za-z0-9!@#$%^&*?~]{0,8})(?![\w@])")
_LABELLED_TOKEN = folded_pattern(r"[:：]\s*(?P<v>[A-Za-z][A-Za-z0-9!@#$%^&*_.\-]{5,40})(?![\w@])")
# "changed it to 'lemon drizzle 88'" in a sentence about a login.
_CHANGED_TO = folded_pattern(r"(?i)\b(?:changed|set|reset|switched|updated)\s+(?:it|that|this|them)?\s*to\s+['\"“‘]"
                       r"(?P<q>[^'\"”’\n]{4,64})['\"”’]")
_CREDENTIAL = folded_pattern(r"(?i)admin|login|account|password|passwort|mot\s+de\s+passe|contraseña|senha|wachtwoord|pass\b|pw\b"
                       r"|\bpin\b|wi-?fi|router")
# A dial lock's combination: turns to the left and right ("left 12, right 34, left 56").
_DIAL = folded_pattern(r"(?i)\b(?:left|right|links|rechts|gauche|droite|izquierda|derecha|L|R)\s*\d{1,2}\s*[,;/]?\s*(?:then\s+)?"
                 r"(?:left|right|links|rechts|gauche|droite|izquierda|derecha|L|R)\s*\d{1,2}\b")
_DIAL_STEMS = stems("left right links rechts gauche droite izquierda derecha")
_TURN = re.compile(r"\b[LR]\s?\d")
_LOCK_WORD = folded_pattern(r"(?i)combination|combo|\block|padlock|locker|\bsafe\b|cadenas|schloss|candado|lucchetto|tresor|сейф")
# An account said to use a word-and-digits password ("Dad's Yahoo still uses tigerlily58").
_USES = folded_pattern(r"(?i)\b(?:account|login|e-?mail|gmail|yahoo|hotmail|outlook|icloud|netflix|hulu|spotify|facebook|instagram"
                 r"|twitter|amazon|paypal|ebay|steam|bank|router|wifi|laptop)\b[^\n.;]{0,20}?\buses\s+"
                 r"(?P<v>(?-i:[a-z]{4,}\d{2,}))(?![\w@.])")
# The first or last digits of a card PIN asked for by Korean payment pages ("카드 비밀번호 앞 두자리 47").
_PIN_DIGITS = folded_pattern(r"(?:비밀번호|비번)\s*(?:앞|뒤)\s*(?:두|2)\s*자리\s*[:：은는]?\s*(?P<v>\d{2})(?!\d)")
_QUOTED_TOKEN = folded_pattern(r"['\"“‘](?P<v>[A-Za-z][A-Za-z0-9!@#$%^&*_.\-]{5,40})['\"”’]")


def phrase_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A quoted or hyphen-joined passphrase after an unlocking verb or vault word; a quoted password said to be
    reused everywhere."""
    lowered = sample.lower()
    for cue in _UNLOCKS.finditer(sample) if mentions(lowered, _UNLOCK_STEMS) else ():
        match = _PHRASE_VALUE.match(sample, cue.end())
        if match and (match.group("d") or (2 <= len(match.group("q").split()) <= 8
                                           and REDACTED_SECRET not in match.group("q"))):
            yield "passphrase", match.span("q" if match.group("q") else "d")
    for match in (_USES.finditer(sample) if mentions(lowered, ("uses",)) else ()):
        yield "password", match.span("v")
    for match in (_PIN_DIGITS.finditer(sample) if mentions(lowered, ("자리",)) else ()):
        yield "pin", match.span("v")
    yield from _reused_spans(sample)
    for match in (_USE_FOR.finditer(sample) if mentions(lowered, ("use",)) else ()):
        value = match.group("v")
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value) and not benign_shape(value):
            yield "password", match.span("v")
    changed = mentions(lowered, ("changed", "set ", "reset", "switched", "updated")) and _CREDENTIAL.search(sample)
    for match in (_CHANGED_TO.finditer(sample) if changed else ()):
        if any(c.isdigit() for c in match.group("q")) and REDACTED_SECRET not in match.group("q"):
            yield "passphrase", match.span("q")
    dial = (mentions(lowered, _DIAL_STEMS) or _TURN.search(sample)) and _LOCK_WORD.search(sample)
    for match in (_DIAL.finditer(sample) if dial else ()):
        yield "lock combination", match.span()


def _reused_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A quoted, labelled or symbol-bearing letters-and-digits token in a sentence that says it is used everywhere."""
    if not _REUSED.search(sample):
        return
    candidates = [*_QUOTED_TOKEN.finditer(sample), *_LABELLED_TOKEN.finditer(sample),
                  *(m for m in _SYMBOL_TOKEN.finditer(sample) if not benign_shape(m.group("v")))]
    for match in candidates:
        value = match.group("v")
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            yield "password", match.span("v")
