"""PINs and codes said rather than typed: in number words, described ('his house number twice'), keyed with symbols.

Three readers, each needing a word for a PIN, a code or what it opens (`CODE_PLACE`) before the value:
- a value restated whole after its digits were described one by one ("el 1 y el 7 … 0 y 3 — o sea 1703",
  "上の段が3と7、下の段が0と5。つまり3705"): every digit of the value was named before;
- digits keyed between keypad keys ("star 4 4 1 9 pound", "* 1 9 9 5 #"), never a phone menu or a USSD code;
- a PIN in spaced groups after a colon ("… en deux étapes WhatsApp … : 271 846", "WPS-pincode …: 3528 7140");
- a phone's unlock pattern named, then its dots as numbers ("Upplåsningsmönstret …: L-form, punkterna 1-4-7-8-9");
- a PIN in number words just after its label (`secret_said_pins`), a year's words too ("Код от сейфа: девятнадцать…").
Config secrets named then given later in the sentence are read in `secret_config_names`.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterator

from .secret_config_names import config_spans
from .secret_cues import quantity_after
from .secret_forwarded import forwarded_code_spans
from .secret_note_words import OTHER, counting
from .secret_said_pins import said_pin_spans
from .secret_said_words import CODE_PLACE, KEYPAD_RUN, PATTERN_DOTS, PHONE_MENU, RESTATE, UNLOCK_PATTERN

_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|[。！？\n]")
# After the restating word: a dash or colon, a copula, then the value (3-8 digits, nothing digit-like after it).
_RESTATED_VALUE = re.compile(r"[\s,:：—–\-]*(?:(?:it['’]s|es|est|ist|is|é|è|c['’]est|el|la|le|das|the|je|ni|la\s+clave)\s+)?"
                             r"(?P<v>\d{3,8})(?![\dA-Za-z]|[.,:/\-]\d)")
_SHORT_NUMBER = re.compile(r"(?<![\d.,:/])\d{1,2}(?![\d.,:/]\d|\d)")
# A PIN in spaced groups: 3-3, 4-4, 2-2-2, 3-3-2 … six to eight digits after a colon.
_GROUPED = re.compile(r"[:：]\s*(?P<v>\d{2,4}(?:[ \u00a0]\d{2,4}){1,2})(?![\d\w]|[.,:/\-]\d)")
# The device a phone word names when one changes or loses it ("change de téléphone"): no phone number follows.
_DEVICE_PHONE = re.compile(
    r"(?i)(?:chang\w*|new|lost|los[et]|switch\w*|nouveau|nouvel|perd\w*|cambi\w*|nuevo|novo|nuovo|neue[ns]?|wechsel\w*"
    r"|verlier\w*|verlor\w*|nieuwe|ny|nowy|новый|смен\w*|yeni|baru)\s+(?:de\s+|of\s+|her\s+|his\s+|my\s+|son\s+|sa\s+|su\s+)?"
    r"(?:phone|téléphone|teléfono|telefone|telefono|telefon|handy|телефон\w*|portable|celular|móvil|hp)")
# A postal "pin code" of India is six digits: read as a PIN only beside a device it opens.
_PIN_DEVICE = re.compile(r"(?i)wps|router|routeur|modem|card|carte|karte|tarjeta|cartão|kaart|sim|atm|two[\s-]step|deux\s+étapes"
                         r"|zwei|dos\s+pasos|twee|whatsapp|telegram|signal|phone|téléphone|telefoon|lock|safe|kluis")


def _digits_named(before: str, value: str) -> bool:
    """Whether two or more short numbers come before and every digit of `value` is among them."""
    named = _SHORT_NUMBER.findall(before)
    if len(named) < 2:
        return False
    have = Counter("".join(named))
    return not Counter(value) - have


def restated_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A value restated whole ("o sea 1703") after a code word and its digits named one by one."""
    for word in RESTATE.finditer(shown):
        value = _RESTATED_VALUE.match(shown, word.end())
        if value is None or quantity_after(shown, value.end()):
            continue
        lo = max(0, word.start() - 220, shown.rfind("\n", 0, word.start()) + 1)
        place = CODE_PLACE.search(shown, lo, word.start())
        if place is None or OTHER.search(shown, place.end(), word.start()):
            continue
        if _digits_named(shown[place.end():word.start()], value.group("v")) \
                or _labelled_then_said(shown, place, word.start(), value.end()):
            yield "pin (restated)", value.span("v")


def _labelled_then_said(shown: str, place: re.Match[str], restate: int, end: int) -> bool:
    """"Pin del bancomat: novemilacentotré… cioè 9103": a label and its colon, the value said in words (no digit, no
    sentence end, 80 characters at most), then restated in digits closing the sentence."""
    label = re.match(r"[^\n:：\d.!?]{0,30}[:：]", shown[place.end():restate])
    said = shown[place.end() + (label.end() if label else 0):restate]
    return label is not None and 0 < len(said) <= 80 and not re.search(r"\d", said) \
        and not _SENTENCE_END.search(said.replace("...", "   ")) and re.match(r"\s*(?:[.!?;,)。！？」]|$)", shown[end:]) is not None


def pattern_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A phone's unlock pattern named, then its dots as numbers 1-9 in the same sentence, no other number between."""
    for name in UNLOCK_PATTERN.finditer(shown):
        stop = _SENTENCE_END.search(shown, name.end())
        dots = PATTERN_DOTS.search(shown, name.end(), min(stop.start() if stop else len(shown), name.end() + 80))
        if dots is not None and not re.search(r"\d", shown[name.end():dots.start()]) \
                and not counting(re.sub(r"\D", "", dots.group(0))):
            yield "unlock pattern", dots.span()


def keypad_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Digits keyed between keypad keys in a sentence about a code, a gate or a lock; not a phone menu."""
    for run in KEYPAD_RUN.finditer(shown):
        ends = list(_SENTENCE_END.finditer(shown, 0, run.start()))
        lo = max(ends[-1].end() if ends else 0, run.start() - 160)
        stop = _SENTENCE_END.search(shown, run.end())
        hi = stop.start() if stop else len(shown)
        if CODE_PLACE.search(shown, lo, run.start()) and not PHONE_MENU.search(shown, lo, hi):
            yield "keypad code", run.span("v") if run.group("v") else run.span("w")


def grouped_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A PIN in spaced groups after a colon, a PIN or code word earlier in its sentence, no other sort of number between."""
    for value in _GROUPED.finditer(shown):
        digits = re.sub(r"\D", "", value.group("v"))
        if not 6 <= len(digits) <= 8 or quantity_after(shown, value.end()):
            continue
        ends = list(_SENTENCE_END.finditer(shown, 0, value.start()))
        lo = max(ends[-1].end() if ends else 0, value.start() - 160)
        place = CODE_PLACE.search(shown, lo, value.start())
        if place is None or re.search(r"\d", shown[place.end():value.start()]):
            continue
        between = _DEVICE_PHONE.sub("", shown[place.end():value.start()])
        if OTHER.search(between) or PHONE_MENU.search(between):
            continue
        if len(digits) == 6 and re.match(r"(?i)pin\s?code", place.group(0)) and not _PIN_DEVICE.search(shown, lo, value.start()):
            continue   # an Indian postal PIN code: six digits, no device
        yield "pin (grouped)", value.span("v")


def said_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each code `shown` gives in words or by description."""
    if any(c.isdigit() for c in shown):
        yield from restated_spans(shown)
        yield from keypad_spans(shown)
        yield from grouped_pin_spans(shown)
        yield from pattern_spans(shown)
    yield from said_pin_spans(shown)   # number words: no digit in them
    yield from config_spans(shown)
    yield from forwarded_code_spans(shown)   # a code in a forwarded SMS's quotes or a voice note (secret_forwarded)
