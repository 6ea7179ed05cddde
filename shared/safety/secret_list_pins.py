"""A PIN kept as one item of a to-do or shopping list: "milk, nappies / bank 0417 / ring Dr Walsh", "mua sữa / thẻ 6241".

A list is three or more short items apart by "/", ",", ";", "•" or new lines; an item that is only a bank, card or ATM
word (~25 languages) and four to six digits is the card's PIN noted among the chores. Not read: an amount (a currency
or a round sum ending in "00"), a date or a time, a card's last four ("ending", "last 4", "final"), a number of seven
or more digits (a phone or an account), and any item with more words than the bank word (a bus, a room, a branch).
Called by `secret_digits.digit_spans`.
"""

from __future__ import annotations

import re
from typing import Iterator

_BANK = (r"bank|card|atm|debit|visa|banco|tarjeta|cart[ãa]o|carte|cb|karte|ec|bankkarte|kaart|pinpas|thẻ|ngân\s+hàng"
         r"|kartu|kad|atm\s+card|карта|картка|банк|банкомат|kort|bankkort|kortti|karta|kártya|بانک|کارت|بطاقة|البنك"
         r"|銀行|银行|卡|銀行卡|银行卡|カード|카드|은행|बैंक|कार्ड|ব্যাংক|কার্ড|benki|kadi")
_ITEM = re.compile(rf"(?i)[ \t]*(?:(?:{_BANK})(?:[ \t]+(?:pin|code|số|mã|pinu|kodu))?)[ \t]*[:=\-–]?[ \t]*"
                   r"(?P<v>\d{4,6})[ \t]*")
_SPLIT = re.compile(r"(?:[ \t]*[/,;•·\n])+")   # a run of separators ("\n• ") parts two items once
_NOT_PIN = re.compile(r"(?i)ending|last|final|últim|letzt|dernier|cuối|akhir|посл|\d{2}00$")


def list_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each PIN in `shown` kept as a bank or card item of a list of three or more items."""
    cuts = list(_SPLIT.finditer(shown))
    items = list(zip([0, *(m.end() for m in cuts)], [*(m.start() for m in cuts), len(shown)]))
    if len(items) < 3:
        return
    for start, end in items:
        head = shown.rfind(":", start, end)   # "list: milk": the list's name before its first item
        item = _ITEM.fullmatch(shown, head + 1 if head >= 0 and not shown[head + 1:end].strip().isdigit() else start, end)
        if item is not None and not _NOT_PIN.search(item.group(0)) and _listed(shown, start, end):
            yield "pin", item.span("v")


def _listed(shown: str, start: int, end: int) -> bool:
    """Whether the item's neighbours are short (a list, not prose with commas): each within five words."""
    before = [part for part in _SPLIT.split(shown[:start]) if part.strip()][-1:]
    after = [part for part in _SPLIT.split(shown[end:]) if part.strip()][:1]
    return any(len(part.split()) <= 5 for part in [*before, *after])
