"""National ids standing alone, without their name: only shapes specific enough to read as one, and only when a birth date and check digits inside them hold.

A South African id (YYMMDD, citizenship, Luhn), a Chilean RUT written with dots and dash, an Argentine CUIL with its
dashes, a Singapore NRIC, a Hong Kong id with its bracketed check, a Finnish henkilötunnus, a French NIR, a Thai id in
its dashes, a Taiwanese id, a Swiss AHV number, a Belgian national number with its dots, a Romanian CNP, a JMBG, an
Estonian or Lithuanian isikukood, a Norwegian fødselsnummer, a Swedish personnummer with its dash and a Polish PESEL
(a Turkish TC kimlik no only after its name). A random number passes one of these only about once in a few hundred to a
few thousand times (eleven digits: 0.8 %, thirteen: 0.2 %, 6-4 dashed: 0.4 %), and the words before
it may still make it another sort of number (a barcode, an order, a phone, an invoice, an account), which is public or
no id: then it is left alone. Called by `secret_ids.id_spans` on folded text.
"""

from __future__ import annotations

import re
from typing import Callable, Iterator

from . import secret_checksums as C

Check = Callable[[str], bool]


def _date_at(d: str, at: int, order: str, centuries: tuple[int, ...] = (1900, 2000)) -> bool:
    """A plausible birth date in the six digits at `at` ("ymd" or "dmy")."""
    part = d[at:at + 6]
    if len(part) != 6:
        return False
    a, b, c = int(part[:2]), int(part[2:4]), int(part[4:6])
    year, month, day = (a, b, c) if order == "ymd" else (c, b, a)
    return any(C.valid_date(century + year, month, day) for century in centuries)


def _za(value: str) -> bool:
    d = C.digits(value)
    return C.za_id(d) and d[11] in "89"


def _ro(value: str) -> bool:
    d = C.digits(value)
    return len(d) == 13 and 1 <= int(d[7:9]) <= 52 and C.ro_cnp(d)


def _jmbg(value: str) -> bool:
    d = C.digits(value)
    return len(d) == 13 and d[4] in "09" and C.valid_date((1000 if d[4] == "9" else 2000) + int(d[4:7]), int(d[2:4]),
                                                          int(d[:2])) and C.yu_jmbg(d)


def _ee(value: str) -> bool:
    d = C.digits(value)
    century = {3: 1900, 4: 1900, 5: 2000, 6: 2000}.get(int(d[0]), 0) if d else 0
    return len(d) == 11 and century > 0 and _date_at(d, 1, "ymd", (century,)) and C.ee_isikukood(d)


def _no(value: str) -> bool:
    d = C.digits(value)
    return len(d) == 11 and _date_at(d, 0, "dmy") and C.no_fnr(d)


def _se(value: str) -> bool:
    d = C.digits(value)[-10:]
    return _date_at(d, 0, "ymd") and C.luhn(d, 10)


def _pesel(value: str) -> bool:
    """PESEL of someone born 1900-2099 (month +20 from 2000)."""
    d = C.digits(value)
    if len(d) != 11:
        return False
    month = int(d[2:4])
    if month > 32:
        return False   # born before 1900 or after 2099: and how a Chinese mobile number (139…) would read
    return C.valid_date((2000 if month > 20 else 1900) + int(d[:2]), month % 20, int(d[4:6])) and C.pl_pesel(d)


def _fi(value: str) -> bool:
    return _date_at(value, 0, "dmy", (1800, 1900, 2000)) and C.fi_hetu(value)


def _b(value: str, check: Check) -> tuple[re.Pattern[str], Check]:
    return re.compile(rf"(?<![\w\-./+#])(?:{value})(?![\w\-]|[./,]\d)"), check


_S = r"[ \-]?"
_CN_MOBILE = re.compile(r"1[3-9]")   # eleven digits from 13 to 19: a Chinese mobile number's shape
# (shape, check): each shape as the id is printed, so its separators are part of what makes it specific.
_BARE: tuple[tuple[re.Pattern[str], Check], ...] = (
    _b(rf"\d{{6}}{_S}\d{{4}}{_S}\d{{3}}|\d{{13}}", lambda v: _za(v) or _ro(v) or _jmbg(v)),
    _b(r"\d{1,2}\.\d{3}\.\d{3}-[\dkK]", lambda v: C.cl_rut(v) and int(C.digits(v)[:-1]) < 50_000_000),
    _b(r"2[0347]-\d{8}-\d", C.ar_cuil),
    _b(r"[STFGM]\d{7}[A-Z]", C.sg_nric),
    _b(r"[A-Z]{1,2}\d{6}\s?\([\dA]\)", C.hk_hkid),
    _b(r"\d{6}[\-+A]\d{3}[0-9A-Y]", _fi),
    _b(r"[12] ?\d{2} ?(?:0[1-9]|1[0-2]|[2-9]\d) ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}", C.fr_nir),
    _b(r"[1-8]-\d{4}-\d{5}-\d{2}-\d", C.th_id),
    _b(r"[A-Z][12]\d{8}", C.tw_id),
    _b(r"756\.\d{4}\.\d{4}\.\d{2}", C.ean13),
    _b(r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}", C.be_nn),
    # eleven digits with a birth date inside; the Turkish TC kimlik no (no date) only after its name: a random number
    # of eleven digits passes its two checks once in a hundred
    _b(r"\d{11}", lambda v: not _CN_MOBILE.match(v) and (_ee(v) or _no(v) or _pesel(v))),
    _b(r"(?:19|20)?\d{6}[\-+]\d{4}", _se),
)
# Words before a number that make it another sort: a barcode, an order, an invoice, a phone, an account, a serial.
OTHER_NUMBER = re.compile(
    r"(?i)(?<![^\W\d_])(?:barcode|bar\s+code|ean|gtin|upc|isbn|issn|sku|art(?:ikel)?\.?\s?-?nr|artikel|article|part|model|serial|s/n"
    r"|imei|iccid|order|bestell|commande|pedido|ordine|zamówieni|sipariş|заказ|订单|注文|주문|invoice|rechnung|facture"
    r"|factura|fattura|faktur|receipt|beleg|quittung|ticket|booking|buchung|réservation|reserva|tracking|sendung"
    r"|suivi|seguimiento|case|fall|dossier|expediente|ref(?:erence|erenz)?|aktenzeichen|az\.|vorgang|transaction|txn?"
    r"|hash|phone|tel[pf]?(?![^\W\d_]|\s+quel)|telefon|téléphone|teléfono|telefone|handy|mobile|móvil|celular|fax|whatsapp|call|hotline|iban"
    r"|account|konto|compte|cuenta|conta|meeting|zoom|version|build|lot|batch|charge|tracking|parcel|paket|colis"
    r"|电话|電話|手机|携帯|전화|휴대폰|телефон|رقم\s+(?:الهاتف|الجوال|الطلب)|هاتف|جوال|טלפון|फ़ोन|फोन"
    # parcels and waybills: a courier's tracking number
    r"|운송장\w*|송장\w*|택배\w*|배송\w*|运单\w*|快递\w*|单号|追跡番号|伝票番号|お問い合わせ番号|трек\w*|накладн\w*|kargo|takip"
    r"|rastreio|rastreamento|spedizione|zending|przesyłk\w*|waybill|consignment|awb|courier|kurir|resi"
    # a company's registration number: the register, or the company itself ("SIA reģistrācijas numurs 4000…")
    r"|regist\w*|reģistr\w*|rejestr\w*|rekister\w*|registr\w*|company|firm\w*|spółk\w*|uzņēmum\w*|įmon\w*|ettevõt\w*"
    r"|yritys\w*|yhtiö\w*|företag\w*|selskab\w*|selskap\w*)\W{0,12}[^\W\d]{0,12}\W{0,4}$")


def bare_id_spans(sample: str) -> Iterator[tuple[int, int]]:
    """Spans of ids whose shape, date and check digits hold with no name before them (see the module's docstring)."""
    if sum(c.isdigit() for c in sample) < 7:
        return
    for pattern, check in _BARE:
        for match in pattern.finditer(sample):
            if check(match.group(0)) and not OTHER_NUMBER.search(sample, max(0, match.start() - 40), match.start()):
                yield match.span()
