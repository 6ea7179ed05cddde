"""A family member's card or wallet PIN, and their national id, told with the bare words of languages the label tables
read only in compounds: Georgian "ბარათის პინი 6608", Armenian "քարտի պինը 4471", Kurmanji "PINê karta dayika min 5906
e", Urdu "جاز کیش کا پن 5812، بہن کے اکاؤنٹ کا", and an id under its English abbreviation spelled in the local script
(Bengali "এনআইডি নম্বর ১৯৫৫…", Urdu "سی این آئی سی", Hindi "एनआईडी").

A PIN word alone (inflected: პინი, պինը, PINê, pîna, پن, پین) names a value of four to eight digits of any script in its
clause when a card, an ATM, a bank or a mobile-money wallet (JazzCash, Easypaisa, bKash, M-Pesa, MoMo, GCash …) stands
in the clause, or when the value follows the word at once. Not read: a PIN word with a code word after it ("PIN code",
"پن کوڈ": a postcode in India), a clause with another sort of number (phone, postcode, order, game, example …), and a
value with more digits around it. An id abbreviation names ten to seventeen digits (people miscount an id's length);
a phone word in the clause sets it aside. Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_digits import OTHER_NUMBER_WORDS


# Letters and signs of scripts whose vowel signs `\w` does not take: a word ends only where none of these follows.
_SCRIPT = r"\u0600-\u06ff\u0900-\u0dff\u10a0-\u10ff\u0530-\u058f\u200c\u200d"
# A PIN word standing alone, with its inflections (Georgian -ი/-ია, Armenian -ը/-ն, Kurmanji -ê/-a/-ên, Turkish -'i).
_PIN = _re(
    rf"(?i)(?<![^\W\d_{_SCRIPT}])(?:პინ[ი-ჰ]{{0,3}}|პინი|պին[ա-ֆ]{{0,3}}|pin[êa]n?|pîn[êa]?n?|pin['’ʼ][ıiuü]n?"
    rf"|پن|پِن|پین|ፒን)(?![^\W\d_{_SCRIPT}])")
# A code word right after the PIN word: "PIN code", "პინ კოდი", "پن کوڈ" (a postcode in India): other stages read it.
_CODE_AFTER = _re(r"(?i)[\s\-]*(?:code|kod|კოდ|կոդ|کوڈ|کد|کود|कोड|কোড|நம்பர்|నంబర్|number|nummer|نمبر|ნომერ)")
# What holds a PIN: a card, an ATM, a bank, a mobile-money wallet (by name), in the languages read here and nearby.
_HOLDER = _re(
    rf"(?i)(?<![^\W\d_{_SCRIPT}])(?:card|kart\w*|karta\w*|karte|carte|tarjeta|cart[ãa]o|ბარათ\w*|ქარტ\w*|քարտ\w*"
    rf"|کارڈ|کارت|بطاق\w*|কার্ড\w*|कार्ड|ካርድ|atm|اے\s?ٹی\s?ایم|ای\s?تی\s?ام|এটিএম|एटीएम|bank\w*|banq\w*|ბანკ\w*"
    rf"|բանկ\w*|بینک|بنک|بانک\w*|jazz\s?cash|easy\s?paisa|sada\s?pay|naya\s?pay|bkash|nagad|m-?pesa|mpesa|mtn|momo"
    rf"|mobile\s+money|airtel\s+money|tigo\s?pesa|ecocash|gcash|paymaya|maya|opay|palmpay|wave|orange\s+money|telebirr"
    rf"|wallet|cüzdan|paytm|phonepe|upi|جاز\s?کیش|ایزی\s?پیسہ|والٹ|موبائل\s+اکاؤنٹ|বিকাশ|নগদ|রকেট|वॉलेट|ቴሌብር"
    rf"|банк\w*|карт\w*|банкомат\w*)(?![^\W\d_{_SCRIPT}])")
_CLAUSE_END = re.compile(r"[.!?;\n։።。]|[,،]\s*(?:but|aber|mais|lekin|لیکن|მაგრამ|բայց)")
_VALUE = re.compile(r"(?<![\w\-+/])(?P<v>\d{4,8})(?![\w\-/]|[.,:]\d)")
# A year or date word just before the number: when a PIN was set or changed ("لە ساڵی ٢٠٢٣"), not the PIN.
_YEAR = _re(rf"(?i)(?<![^\W\d_{_SCRIPT}])(?:year|yıl\w*|sal[îi]?|saal|ساڵ\w*|سال\w*|سنة|عام|წელ\w*|տարի\w*|ዓ\.?ም|in|since|from)"
            rf"\s*$")
_NEAR = re.compile(r"\s*(?:[:=：]|is|e|ye|ni|ہے|է|არის)?\s*$")


def _clause_end(text: str, at: int) -> int:
    """Where the clause that `at` is in ends."""
    found = _CLAUSE_END.search(text, at)
    return found.start() if found else len(text)


def _pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The first value after a bare PIN word in its clause, when a holder is in the clause or the value is right there."""
    for word in _PIN.finditer(shown):
        if _CODE_AFTER.match(shown, word.end()):
            continue
        low = max(0, shown.rfind("\n", 0, word.start()) + 1, word.start() - 60)
        high = _clause_end(shown, word.end())
        value = _VALUE.search(shown, word.end(), high)
        if value is None or value.start() - word.end() > 48 or any(c.isdigit() for c in shown[word.end():value.start()]):
            continue
        if _YEAR.search(shown, word.end(), value.start()):
            continue
        near = _NEAR.match(shown[word.end():value.start()]) is not None
        if not (near or _HOLDER.search(shown, low, high)) or OTHER_NUMBER_WORDS.search(shown, low, high):
            continue
        yield "pin", value.span("v")


# A national id's English abbreviation written in the local script, with or without the number word after it.
_ID_ABBREV = _re(
    rf"(?<![^\W\d_{_SCRIPT}])(?:এন\.?\s?আই\.?\s?ডি|সি\s?এন\.?\s?আই\.?\s?সি|سی\s?این\s?آئی\s?سی|این\s?آئی\s?سی"
    rf"|एन\.?\s?आई\.?\s?डी|एनआईडी|एन\.?\s?आय\.?\s?डी|එන්\.?\s?අයි\.?\s?සී|ইউ\s?আই\s?ডি)(?![^\W\d_{_SCRIPT}])")
_ID_VALUE = re.compile(r"[^\d\n]{0,24}?(?<![\w\-+])(?P<v>\d(?:[ \-]?\d){9,16}[VvXx]?)(?![\w\-]|[.,]\d)")
_PHONE = _re(r"(?i)phone|mobile|ফোন|মোবাইল|فون|موبائل|फोन|मोबाइल|ফ্যাক্স|fax")


def _id_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Ten to seventeen digits after a national id's abbreviation spelled in a local script."""
    for name in _ID_ABBREV.finditer(shown):
        value = _ID_VALUE.match(shown, name.end())
        if value is None or _PHONE.search(shown, name.end(), value.start("v")):
            continue
        yield "national id", value.span("v")


def household_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of the PINs and ids in the visible text `shown` (see the module's docstring)."""
    if sum(c.isdigit() for c in shown) < 4:
        return
    yield from _pin_spans(shown)
    yield from _id_spans(shown)
