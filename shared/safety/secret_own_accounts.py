"""The user's own bank account or card given out: an IBAN or account number after "my/mine/personal", a card with expiry.

A private person's account that the text makes the user's own ("mój numer konta", "mijn IBAN", "IBAN'ım", "내 계좌",
"rekening pribadi saya", "mi CBU", "my account") is a secret; a payee's (a landlord's, a school fund's, a club's, a
company's) stays public, as does one the text says is not the user's ("es de la comunidad, no mía"). A card number
with an expiry beside a card or expiry word is a card whatever its checksum, and a code "on the back" beside a card
is its CVV. Called by `secret_cards.payment_secret_spans` (values) and `secret_public_pay` (the IBAN mask spares an
own account); every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_money_back import money_back_near, purpose_id_spans

_OWN_ACCOUNT = re.compile(
    r"(?i)\b(?:my|our)\s+(?:own\s+|personal\s+|private\s+)*(?:iban|acct|bank\s+(?:account|details)|account\s+(?:number|no)"
    r"|(?:checking|savings|current)\s+account)"
    r"|\b(?:mein|meine|meinem|meiner|unser|unsere)\s+(?:private?n?\s+)?(?:konto\w*|iban|bankverbindung)"
    r"|\b(?:mon|notre)\s+(?:rib|iban|compte|numéro\s+de\s+compte)|\b(?:mi|mis)\s+(?:cuenta|cbu|cvu|iban|clabe|n[uú]mero\s+de\s+cuenta)"
    r"|\bminha\s+conta|\bmeu\s+(?:iban|nib)|\b(?:il\s+)?mio\s+(?:iban|conto)|\bmijn\s+(?:iban|rekening\w*|bankrekening\w*)"
    r"|\b(?:mój|moje|mojego|mojej)\s+(?:numer\s+)?(?:konta|konto|rachun\w+)|\bmin\s+(?:iban|konto\w*)"
    r"|\biban'?[ıi](?:m|n)\w{0,3}|\bhesab[ıi]m\b|\bhesap\s+numaram|\bbenim\s+(?:iban|hesab)"
    r"|(?:내|제|나의|저의)\s?(?:계좌|통장)|\brekening\s+(?:pribadi\s+)?(?:saya|aku|gue|gw)\b|\brekeningku\b|\bakaun\s+(?:bank\s+)?saya"
    r"|\b(?:мой|моя|мои|мій|моє)\s+(?:сч[её]т\w*|рахун\w*|iban)|(?:حسابي|شماره\s+حساب\s+من|شماره\s+کارت\s+من)")
_ACCOUNT_VALUE = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?|\d(?:[ \-]?\d){9,29})"
                            r"(?![A-Za-z0-9])")
# A payee's account, or one the text says is not the user's.
_PAYEE = re.compile(
    r"(?i)vermieter|hausverwaltung|verein|klassenkasse|spende|comunidad|cantine|mairie|agence|club|escuela|school|colegio"
    r"|condominio|amministratore|associa|charity|donat|masjid|gemeinde|firma|gmbh|empresa|entreprise|company|landlord"
    r"|no\s+m[ií]a|not\s+mine|nicht\s+meins?|pas\s+(?:le|la)\s+mien|niet\s+van\s+mij|de\s+la\s+empresa|del\s+casero")


def own_account_near(text: str, start: int) -> bool:
    """Whether the account value at `start` follows, within 45 characters, a word making it the user's own."""
    window = text[max(0, start - 60):start]
    cue = None
    for cue in _OWN_ACCOUNT.finditer(window):
        pass
    return cue is not None and len(window) - cue.end() <= 45 and "\n" not in window[cue.end():] \
        and _PAYEE.search(text) is None or money_back_near(text, start)   # money to come back (secret_money_back)


def _own_accounts(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for value in _ACCOUNT_VALUE.finditer(sample):
        if sum(c.isdigit() for c in value.group(0)) >= 10 and own_account_near(sample, value.start()):
            yield "bank account", value.span()


_CARD = re.compile(r"(?<![\w\-.])\d{4}[ \-]?\d{4}[ \-]?\d{4}[ \-]?\d{4}(?![\w\-])")
_EXPIRY = re.compile(r"(?<![\d/.])(?:0[1-9]|1[0-2])\s?/\s?(?:\d\d|20\d\d)(?![\d/.])")
_CARD_WORD = re.compile(
    r"(?i)visa|master\s?card|amex|maestro|\bcard|karte|tarjeta|carte|cartão|carta|kaart|kort|kartı|kart[ay]|karty|korti?"
    r"|[кk][аaоo][рp][тt]\w*|بطاقة|کارت|כרטיס|कार्ड|บัตร|카드|卡|カード|thẻ|kartu|kadi|\bexp|vence|valid|gültig|[мm][ӯуy][ҳх][лl][аa][тt]"
    r"|срок|scad|validade|geçerlilik|ważn")
_NOT_CARD = re.compile(r"(?i)\btest|sandbox|dummy|example|sample|beispiel|ejemplo|exemple|imei|iccid|serial|tracking|order|bestell")
# The code on a card's back, said as "the one on the back".
_BACK_CODE = re.compile(
    r"(?i)(?:on|at)\s+(?:the\s+)?back|de\s+atr[aá]s|detr[aá]s|au\s+dos|hinten|r[üu]ckseite|на\s+обороте|сзади|z\s+ty[łl]u"
    r"|atr[aá]s|no\s+verso|sul\s+retro|achterkant|arkas[ıi]ndaki|nyuma|뒷면|背面|裏面")
_BACK_VALUE = re.compile(r"[^\d\n]{0,12}?(?<![\d/.])(?P<v>\d{3,4})(?![\d/.,]\d|\d)")


def _cards(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if _CARD_WORD.search(sample) is None or _NOT_CARD.search(sample):
        return
    for card in _CARD.finditer(sample):
        if _EXPIRY.search(sample, card.end(), card.end() + 40):
            yield "card number", card.span()
    if _EXPIRY.search(sample) is None:
        return
    for back in _BACK_CODE.finditer(sample):
        value = _BACK_VALUE.match(sample, back.end())
        if value is not None:
            yield "card number", value.span("v")


def own_account_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of the user's own accounts and cards in `sample` (see the module's docstring)."""
    yield from purpose_id_spans(sample)   # a licence for a rental, an NHI (secret_money_back)
    digits = sum(c.isdigit() for c in sample)
    if digits < 10:
        return
    yield from _own_accounts(sample)
    if "/" in sample:
        yield from _cards(sample)
