"""Check digits of national identity numbers, second half: Oceania, the Americas, Asia, the Middle East, Russia, Kazakhstan, Greece's AFM, Iceland's kennitala,
Poland's identity card, Luxembourg's matricule, Kyrgyzstan's ПИН, Sri Lanka's NIC, Slovenia's tax number.

Split from `secret_checksums.py`, which re-exports the functions up to `za_id` (import them through it: this module
takes its helpers from there); `secret_natids` and `secret_ids_local` import the later ones from here. Same
contract: each function takes the number as written, strips separators itself and returns False on a wrong length.
"""

from __future__ import annotations

from .secret_checksums import digits, _ints, valid_date, _weighted


def au_tfn(value: str) -> bool:
    d = _ints(value, 9)
    return d is not None and _weighted(d, (1, 4, 3, 7, 5, 8, 6, 9, 10)) % 11 == 0


def au_medicare(value: str) -> bool:
    """Australia's Medicare card number: 10 (or 11) digits, first 2-6, a weighted check at the ninth."""
    d = _ints(value, (10, 11))
    return d is not None and 2 <= d[0] <= 6 and _weighted(d, (1, 3, 7, 9) * 2) % 10 == d[8]


def nz_ird(value: str) -> bool:
    """New Zealand's IRD number: 8 or 9 digits, weights 3 2 7 6 5 4 3 2 (then 7 4 3 2 5 2 7 6) mod 11."""
    d = digits(value)
    if len(d) not in (8, 9):
        return False
    body = [int(c) for c in d[:-1].zfill(8)]
    for weights in ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6)):
        r = _weighted(body, weights) % 11
        check = 0 if r == 0 else 11 - r
        if check != 10:
            return check == int(d[-1])
    return False


def cl_rut(value: str) -> bool:
    """Chile's RUT/RUN: the body and its mod-11 check character (0-9 or K)."""
    compact = "".join(c for c in value.upper() if c.isalnum())
    body, check = compact[:-1], compact[-1:]
    if not body.isdigit() or not 7 <= len(body) <= 8:
        return False
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    return "0123456789K"[(11 - total % 11) % 11] == check


def ar_cuil(value: str) -> bool:
    """Argentina's CUIL/CUIT of a person (20, 23, 24, 27): weights 5 4 3 2 7 6 5 4 3 2 mod 11."""
    d = _ints(value, 11)
    if d is None or d[0] * 10 + d[1] not in (20, 23, 24, 27):
        return False
    check = 11 - _weighted(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) % 11
    return {11: 0, 10: 9}.get(check, check) == d[10]


def th_id(value: str) -> bool:
    d = _ints(value, 13)
    return d is not None and (11 - _weighted(d, tuple(range(13, 1, -1))) % 11) % 10 == d[12]


def sg_nric(value: str) -> bool:
    """Singapore's NRIC/FIN: S, T, F, G or M, seven digits, a check letter."""
    compact = value.upper()
    if len(compact) != 9 or compact[0] not in "STFGM" or not compact[1:8].isdigit():
        return False
    total = _weighted([int(c) for c in compact[1:8]], (2, 7, 6, 5, 4, 3, 2)) + {"T": 4, "G": 4, "M": 3}.get(compact[0], 0)
    table = {"S": "JZIHGFEDCBA", "T": "JZIHGFEDCBA", "F": "XWUTRQPNMLK", "G": "XWUTRQPNMLK", "M": "KLJNPQRTUWX"}
    return table[compact[0]][total % 11] == compact[8]


def tw_id(value: str) -> bool:
    """Taiwan's national id: a letter (its two-digit code), 1 or 2, eight digits; weights 1 9 8 … 1."""
    compact = value.upper()
    if len(compact) != 10 or not compact[0].isalpha() or not compact[1:].isdigit() or compact[1] not in "12":
        return False
    code = "ABCDEFGHJKLMNPQRSTUVXYWZIO".index(compact[0]) + 10
    d = [code // 10, code % 10] + [int(c) for c in compact[1:]]
    return _weighted(d, (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1)) % 10 == 0


def hk_hkid(value: str) -> bool:
    """Hong Kong's HKID: one or two letters, six digits, a check digit or A in brackets."""
    compact = "".join(c for c in value.upper() if c.isalnum())
    letters = compact[:-7]
    if not 1 <= len(letters) <= 2 or not letters.isalpha() or not compact[-7:-1].isdigit():
        return False
    vals = ([36] if len(letters) == 1 else []) + [ord(c) - 55 for c in letters] + [int(c) for c in compact[-7:-1]]
    check = (11 - _weighted(vals, (9, 8, 7, 6, 5, 4, 3, 2)) % 11) % 11
    return "0123456789A"[check] == compact[-1]


def jp_my_number(value: str) -> bool:
    """Japan's マイナンバー: 11 digits and a weighted mod-11 check digit."""
    d = _ints(value, 12)
    if d is None:
        return False
    body = list(reversed(d[:11]))
    r = sum(p * (n + 1 if n <= 6 else n - 5) for n, p in enumerate(body, 1)) % 11
    return (0 if r <= 1 else 11 - r) == d[11]


def ru_snils(value: str) -> bool:
    d = _ints(value, 11)
    if d is None:
        return False
    total = _weighted(d, tuple(range(9, 0, -1)))
    check = total if total < 100 else (0 if total in (100, 101) else total % 101 % 100)
    return check == d[9] * 10 + d[10]


def ru_inn_person(value: str) -> bool:
    """Russia's ИНН of a person (12 digits, two check digits)."""
    d = _ints(value, 12)
    if d is None:
        return False
    c1 = _weighted(d, (7, 2, 4, 10, 3, 5, 9, 4, 6, 8)) % 11 % 10
    c2 = _weighted(d, (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)) % 11 % 10
    return c1 == d[10] and c2 == d[11]


def kz_iin(value: str) -> bool:
    """Kazakhstan's ИИН: YYMMDD, century/sex digit, four digits, a two-round mod-11 check."""
    d = _ints(value, 12)
    if d is None or not 1 <= d[2] * 10 + d[3] <= 12:
        return False
    r = _weighted(d, tuple(range(1, 12))) % 11
    if r == 10:
        r = _weighted(d, (3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2)) % 11
    return r == d[11]


def eg_nid(value: str) -> bool:
    """Egypt's national id: century digit 2/3, YYMMDD, governorate, serial, check."""
    d = digits(value)
    return len(d) == 14 and d[0] in "23" and valid_date((1900 if d[0] == "2" else 2000) + int(d[1:3]),
                                                         int(d[3:5]), int(d[5:7]))


def id_nik(value: str) -> bool:
    """Indonesia's NIK: region code, DDMMYY (day +40 for women), serial."""
    d = digits(value)
    return len(d) == 16 and 1 <= int(d[6:8]) % 40 <= 31 and 1 <= int(d[8:10]) <= 12


def gr_afm(value: str) -> bool:
    """Greece's ΑΦΜ: 9 digits, weights 2^8..2 mod 11 mod 10."""
    d = _ints(value, 9)
    return d is not None and sum(x * 2 ** (8 - i) for i, x in enumerate(d[:8])) % 11 % 10 == d[8]


def br_pis(value: str) -> bool:
    """Brazil's PIS/PASEP/NIS/NIT: 10 digits weighted 3 2 9 8 7 6 5 4 3 2, mod 11."""
    d = _ints(value, 11)
    if d is None:
        return False
    check = 11 - _weighted(d, (3, 2, 9, 8, 7, 6, 5, 4, 3, 2)) % 11
    return (0 if check >= 10 else check) == d[10]


def is_kennitala(value: str) -> bool:
    """Iceland's kennitala of a person (a day up to 31; companies add 40): weights 3 2 7 6 5 4 3 2 mod 11."""
    d = _ints(value, 10)
    if d is None or not 1 <= d[0] * 10 + d[1] <= 31:
        return False
    check = (11 - _weighted(d, (3, 2, 7, 6, 5, 4, 3, 2)) % 11) % 11
    return check == d[8]


def ru_inn_org(value: str) -> bool:
    """Russia's ИНН of an organisation (10 digits, one check digit): public, printed on every invoice."""
    d = _ints(value, 10)
    return d is not None and _weighted(d, (2, 4, 10, 3, 5, 9, 4, 6, 8)) % 11 % 10 == d[9]


def za_id(value: str) -> bool:
    """South Africa's identity number: YYMMDD, four serial digits, citizenship 0-2, a digit, Luhn."""
    d = digits(value)
    if len(d) != 13 or d[10] not in "012":
        return False
    if not any(valid_date(century + int(d[:2]), int(d[2:4]), int(d[4:6])) for century in (1900, 2000)):
        return False
    total = sum(x if i % 2 == 0 else (x * 2 - 9 if x > 4 else x * 2) for i, x in enumerate(map(int, reversed(d))))
    return total % 10 == 0


def pl_id_card(value: str) -> bool:
    """Poland's identity card (dowód osobisty): three letters, then the check digit and five digits; letters count
    A=10 … Z=35, weights 7 3 1 (check) 7 3 1 7 3, mod 10."""
    text = "".join(value.split()).upper()
    if len(text) != 9 or not text[:3].isalpha() or not text[3:].isdigit() or not text[:3].isascii():
        return False
    values = [ord(c) - 55 for c in text[:3]] + [int(c) for c in text[4:]]
    return sum(v * w for v, w in zip(values, (7, 3, 1, 7, 3, 1, 7, 3))) % 10 == int(text[3])


def lu_matricule(value: str) -> bool:
    """Luxembourg's national number (matricule): thirteen digits, the first eight a birth date YYYYMMDD."""
    d = digits(value)
    return len(d) == 13 and valid_date(int(d[:4]), int(d[4:6]), int(d[6:8]))


def kg_pin(value: str) -> bool:
    """Kyrgyzstan's personal number (ПИН): fourteen digits, sex 1 or 2, a birth date DDMMYYYY, a serial."""
    d = digits(value)
    return len(d) == 14 and d[0] in "12" and valid_date(int(d[5:9]), int(d[3:5]), int(d[1:3]))


def lk_nic(value: str) -> bool:
    """Sri Lanka's NIC: nine digits and V or X (YY, day of the year, +500 for women) or twelve (YYYY, the day)."""
    d = digits(value)
    day = int(d[2:5]) if len(d) == 9 else int(d[4:7]) if len(d) == 12 else 0
    return (len(d) == 9 and value[-1:].upper() in "VX" or len(d) == 12 and d[:2] in ("19", "20")) \
        and (1 <= day <= 366 or 501 <= day <= 866)


def si_tax(value: str) -> bool:
    """Slovenia's tax number (davčna številka): eight digits, weights 8 … 2, 11 less the rest mod 11 (10 reads 0)."""
    d = _ints(value, 8)
    if d is None:
        return False
    check = 11 - _weighted(d, (8, 7, 6, 5, 4, 3, 2)) % 11
    return check != 11 and check % 10 == d[7]


def uk_nhs(value: str) -> bool:
    """The UK's NHS number (and Scotland's CHI, Northern Ireland's H&C): ten digits, weights 10 … 2, 11 less the rest
    mod 11 (11 reads 0, 10 is never issued)."""
    d = _ints(value, 10)
    if d is None:
        return False
    check = 11 - _weighted(d, (10, 9, 8, 7, 6, 5, 4, 3, 2)) % 11
    return check != 10 and check % 11 == d[9]


def sv_dui(value: str) -> bool:
    """El Salvador's DUI: eight digits and a check digit, weights 9 … 2, 10 less the sum mod 10."""
    d = _ints(value, 9)
    return d is not None and (10 - _weighted(d, (9, 8, 7, 6, 5, 4, 3, 2)) % 10) % 10 == d[8]


def uy_ci(value: str) -> bool:
    """Uruguay's cédula de identidad: seven digits (a leading zero for six) and a check digit, weights 2 9 8 7 6 3 4,
    10 less the sum mod 10."""
    d = digits(value).rjust(8, "0")
    return len(d) == 8 and (10 - sum(int(x) * w for x, w in zip(d, (2, 9, 8, 7, 6, 3, 4))) % 10) % 10 == int(d[7])


def at_svnr_dated(value: str) -> bool:
    """Austria's Sozialversicherungsnummer (on the e-card): three serial digits, the check digit (weights 3 7 9 _ 5 8 4 2
    1 6, mod 11), then the birth date DDMMYY, a real day."""
    d = _ints(value, 10)
    if d is None or d[0] == 0 or _weighted(d[:3] + d[4:], (3, 7, 9, 5, 8, 4, 2, 1, 6)) % 11 != d[3]:
        return False
    day, month, year = d[4] * 10 + d[5], d[6] * 10 + d[7], d[8] * 10 + d[9]
    return valid_date(2000 + year, month, day) or valid_date(1900 + year, month, day)
