"""PINs in native digits with affixes, personal ids of small countries in their exact shapes, and seed phrases given
after a decoy ("not the «abandon» one from the video"): three readers of `shown` (the visible text).

- a PIN word (پین, پینی, পিন, पिन, PIN) and, a few words on in its clause, four digits of a non-Latin script, spaced
  or glued to an affix ("پینی FastPay ـەکەم ٤ ٨ ٢ ٠ ـە", "পিন ৭৩৯২-টা"); never an amount or a measure after them;
- the personal number of the Faroes (P-tal DDMMYY-NNN), Greenland (inuup normua DDMMYY-NNNN), Åland and Finland
  (personbeteckning/henkilötunnus with its check letter), the Maldives (ID kaadu A + six digits), Barbados (national
  registration number DDMMYY-NNNN), Andorra (NRT F-NNNNNN-Z) and the Bahamas (NIB eight digits), each under its label;
- twelve to twenty-four BIP-39 words after a seed cue, where the only example word stands in an aside that names a
  decoy word not among them.
Written from knowledge of the shapes; the look-alikes are in tests/test_secrets_round24_small_world.py.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import ascii_digits
from .secret_concept_rules import guarded
from .secret_cues import quantity_after
from .secret_digit_words import AMOUNT_AFTER
from .secret_passphrases import _SEED_WORD
from .secret_phrases import bip39_words
from .secret_word_lists import WORD_LISTS

# (b) A PIN word, then four native digits: spaced, or glued to a suffix (tatweel, hyphen, letters).
_PIN_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:پین[یی]?|پن[یی]?|پینەکە\w*|পিন|पिन|ਪਿੰਨ|પિન|ಪಿನ್|పిన్|பின்|PIN)")
_NATIVE_PIN = re.compile(r"(?<!\d)(?<!\d )(?P<v>\d(?: ?\d){3})(?![ ]?\d)")
_GAP_OK = re.compile(r"[^\d\n.;!?।؟。]{0,28}")
_NOT_PIN = re.compile(r"(?i)कोड|কোড|کوڈ|کۆدی\s+پۆست|postal|zip|نوێ|ڕۆژ|دوای|अंक|সংখ্যা|رقم\s+من|ساڵ|سال|সাল|साल"
                      r"|वर्ष|বছর|ปี|ປີ|ឆ្នាំ|ခုနှစ်|سنة|عام|year|گۆڕ|عوض|تغییر|بدل|বদল|बदल|ಬದಲ|మార్చ|change")


def _native_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for cue in _PIN_WORD.finditer(shown):
        gap = _GAP_OK.match(shown, cue.end())
        value = _NATIVE_PIN.search(shown, gap.start(), gap.end() + 8) if gap else None
        if value is None or value.start() > gap.end() or _NOT_PIN.match(shown, value.end() + 1):
            continue
        digits = value.group("v")
        if all(c.isascii() for c in digits) or _NOT_PIN.search(shown, cue.start(), value.start()):
            continue
        if AMOUNT_AFTER.match(ascii_digits(shown), value.end()) or quantity_after(shown, value.end()):
            continue
        yield "pin", value.span("v")


# (c) Labels and shapes of small countries' personal numbers.
_DATE6 = r"(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])\d\d"
_SMALL_IDS = re.compile(
    r"(?i)(?<![^\W\d_])(?:"
    rf"p-?tal\w{{0,4}}(?:\s+\w+){{0,4}}?[\s:：]+(?P<fo>{_DATE6}-\d{{3}})"
    rf"|inuup\s+normua\w*(?:\s+\w+){{0,3}}?[\s:：]+(?P<gl>{_DATE6}-\d{{4}})"
    rf"|(?:personbeteckning\w*|henkilötunnu\w*|hetu)(?:\s+\w+){{0,3}}?[\s:：]+(?P<fi>{_DATE6}[-+A]\d{{3}}[0-9A-Y])"
    r"|(?:ދިވެހި\s+)?(?:ކާޑު|ރައްޔިތުންގެ\s+ކާޑު|id\s+kaadu|kaadu)(?:\s+\S+){0,3}?[\s:：]+(?P<mv>A\d{6})"
    rf"|(?:national\s+registration|NRN)(?:\s+\w+){{0,3}}?[\s:：]+(?P<bb>\d\d(?:0[1-9]|1[0-2])\d\d-\d{{4}})"
    r"|(?:NRT|registre\s+tributari)(?:\s+\w+){0,3}?[\s:：]+(?P<ad>[A-Z]-\d{6}-[A-Z])"
    r"|NIB(?:\s+(?:number|no\.?|nr|card))?[\s:：#]+(?P<bs>\d{8})"
    r")(?![\w-])")
_HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def _small_id_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for match in _SMALL_IDS.finditer(shown):
        group = match.lastgroup or ""
        value = match.group(group)
        if group == "fi" and _HETU_CHECK[int(value[:6] + value[7:10]) % 31] != value[10].upper():
            continue
        yield "national id", match.span(group)


# (d) A seed phrase after a decoy: the example words only in an aside that quotes a word not in the run.
_RUN = re.compile(r"(?<![^\W\d_])[a-z]{3,8}(?:[ \t]*[,;]?[ \t]+[a-z]{3,8}){11,23}(?![^\W\d_])")
_ASIDE = re.compile(r"\([^()\n]{0,160}\)|\[[^\[\]\n]{0,160}\]|[—–]\s[^—–\n]{0,160}?\s[—–]|[^.!?\n:]{0,160}[.!?;]\s|,\s[^,:\n]{0,160}(?=:)")
# The aside says the words after it are a sample too ("this one is also just a sample"): no decoy then.
_SELF = re.compile(r"(?i)(?<![^\W\d_])(?:this|these|also|too|auch|diese[rs]?|aussi|celle-ci|también|esta|estas|também|anche"
                   r"|questa|ook|deze|тоже|также|эта|ini|juga|cũng|này)(?![^\W\d_])")
_QUOTED = re.compile(r"[«\"“'‘„]\s*(?P<w>[a-z]{3,8})\s*[»\"”'’“]")


def _seed_decoy_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if not _RUN.search(shown):
        return
    listed = bip39_words()
    for run in _RUN.finditer(shown):
        words = re.findall(r"[a-z]+", run.group(0))
        if len(words) not in (12, 15, 18, 21, 24) or sum(w in listed for w in words) < len(words) - 1 \
                or len(set(words)) < 8 or words == sorted(words):
            continue
        start = max(0, run.start() - 200)
        if not guarded(shown, run.start(), run.end()) or not _SEED_WORD.search(shown, start, run.start()):
            continue
        if _decoy_only(shown[start:run.start()], set(words)) and not guarded(shown[run.end():] + " ", 0, 0):
            yield "seed phrase", run.span()


def decoy_set_aside(shown: str, start: int, end: int) -> bool:
    """Whether start:end is a run of seed words whose only example word sits in an aside naming a decoy word (the
    example talk the span filter in `secret_talk` reads is about the decoy, not about these words)."""
    words = re.findall(r"[a-z]+", shown[start:end])
    return len(words) >= 12 and shown[start:end].islower() and _decoy_only(shown[max(0, start - 200):start], set(words)) \
        and not guarded(shown[end:] + " ", 0, 0)


def _decoy_only(before: str, words: set[str]) -> bool:
    """Whether, once the asides naming a quoted decoy word not in `words` are blanked, no example word is left."""
    masked, found = before, False
    for aside in _ASIDE.finditer(before):
        quoted = [m.group("w") for m in _QUOTED.finditer(aside.group(0))]
        if quoted and not _SELF.search(aside.group(0)) and all(w in bip39_words() and w not in words for w in quoted):
            masked = masked[:aside.start()] + " " * len(aside.group(0)) + masked[aside.end():]
            found = True
    return found and not WORD_LISTS.search(masked) and not guarded(masked + " ", len(masked), len(masked))


def small_world_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Every reader of this module."""
    yield from _native_pin_spans(shown)
    yield from _small_id_spans(shown)
    yield from _seed_decoy_spans(shown)
