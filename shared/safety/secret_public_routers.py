"""A router's or modem's model number after a router word is public, even under "key" ("Router key: NTGR-WNDR-3700").

A model number here is a vendor's series letters (WNDR, RT-AC, TL-WR, Archer C, FRITZ!Box, DIR, HG …) and its digits,
with the vendor's name or ticker before it ("NTGR-", "TP-Link ", "ASUS "), alone in its clause. It is public only
with a router, modem or model word earlier in the same line, so a key that merely looks like one elsewhere stays read.
"""

from __future__ import annotations

import re
from typing import Iterator

_DEVICE = re.compile(r"(?i)(?<![^\W\d_])(?:router\w*|routeur\w*|r[ou]uter|módem|modem\w*|roteador\w*|enrutador\w*"
                     r"|model\w*|modèle|modelo|fritz!?box|gateway|access\s+point|punto\s+de\s+acceso)(?![^\W\d_])")
_VENDOR = r"(?:NTGR|NETGEAR|TP-?LINK|ASUS|D-?LINK|LINKSYS|HUAWEI|ZTE|AVM|TENDA|XIAOMI|MIKROTIK|UBNT|BELKIN)[\s\-_]?"
_SERIES = (r"(?:WNDR|WNR|WGR|WNHDE|RAX|RBR|RBK|TL-W[RA]|TL-MR|ARCHER[\s\-]?[ACX]X?|RT-A[CX]|RT-N|GT-A[CX]|DIR|DSL"
           r"|DWR|COVR|EA|WRT|HG|EG|ZXHN[\s\-]?[FH]|FRITZ!?BOX[\s\-]?)")
_MODEL = re.compile(rf"(?i)(?<![\w\-])(?:{_VENDOR})?{_SERIES}[\s\-]?\d{{2,4}}[A-Z]{{0,3}}(?:\s?v\d)?(?![\w\-])")


def router_model_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of router model numbers in a line that names a router, a modem or a model before them."""
    for device in _DEVICE.finditer(text):
        line_end = text.find("\n", device.end())
        for model in _MODEL.finditer(text, device.end(), len(text) if line_end < 0 else line_end):
            yield model.span()
