"""A short code named in Finglish (romanised Persian): "ramz-e gushi 482", "code dar 915", "kod-e gavsandogh 3391".

Policy (round 30): the ezafe or a bare "ramz"/"code"/"kod" before a thing that locks (dar "door", darb, gushi "phone",
kart "card", ghofl "padlock", gavsandogh "safe", laptop, kompyuter, kamad "cupboard", anbari "storeroom") names
that thing's code; three to eight digits right after it (a colon, "=", "hast", "ine", "-e" between) are the code. A
three-digit value is read only here: wider readers (`secret_mixed_pins`) wait for four. Never a value a unit, an
amount or a year's, postcode's or phone's word makes another number, nor "code dar es salaam" (a dialling code).
Read by `secret_mixed_pins.mixed_spans`; every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import quantity_after

_THING = (r"dar|darb|dare|darbe|gushi|gooshi|mobail|kart|ghofl|qofl|ghofle|gavsandogh|gavsandoq|sandogh|laptop"
          r"|kompyuter|kamad|komod|anbari")
_CUE = re.compile(
    rf"(?i)(?<![^\W\d_])(?:ramz|code|kod|kode)(?:[\s\-]?y?e|[\s\-]+y?e)?[\s\-]+(?:{_THING})(?:[\s\-]?(?:am|et|esh|emun|e))?"
    r"(?![^\W\d_])(?!\s+es\s+salaam)")
_VALUE = re.compile(r"[\s:=\-]{0,3}(?:(?:hast|ine|in|hastesh|shode|ast)\s*[:=\-]?\s*)?(?P<v>\d{3,8})(?![\d]|[.,:/]\d)")
_AFTER = re.compile(r"(?i)\s*(?:toman|tomen|rial|riyal|dollar|euro|%|kg|km|metr|metre|daqiqe|daghighe|saat|sal|ta\b)")


def finglish_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("pin", span) of each short code after a Finglish lock's code word (see the module's docstring)."""
    if not any(c.isdigit() for c in shown):
        return
    for cue in _CUE.finditer(shown):
        value = _VALUE.match(shown, cue.end())
        if value is None or _AFTER.match(shown, value.end("v")) or quantity_after(shown, value.end("v")):
            continue
        yield "pin", value.span("v")
