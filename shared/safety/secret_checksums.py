"""Check digits of national identity numbers: each function takes the number as written and says whether it is well formed.

Every function strips separators itself and returns False on a wrong length, so the table in `secret_natids.py`
can hand it whatever its pattern matched. Dates of birth inside a number count as part of the check.
"""

from __future__ import annotations

import re
from datetime import date

# An IBAN as written: country, check digits, then groups of four (spaces optional); `iban_valid` checks it.
IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])")


def iban_valid(value: str) -> bool:
    """An IBAN as written (spaces allowed): 15-34 characters whose mod-97 check holds."""
    compact = value.replace(" ", "")
    checked = "".join(str(int(c, 36)) for c in compact[4:] + compact[:4])
    return 15 <= len(compact) <= 34 and int(checked) % 97 == 1


def digits(value: str) -> str:
    """The ASCII digits of `value` (other scripts' digits folded to ASCII)."""
    return "".join(str(int(c)) for c in value if c.isdecimal())


def _ints(value: str, size: int | tuple[int, ...]) -> list[int] | None:
    found = digits(value)
    sizes = (size,) if isinstance(size, int) else size
    return [int(c) for c in found] if len(found) in sizes else None


def valid_date(year: int, month: int, day: int) -> bool:
    try:
        date(year, month, day)
    except ValueError:
        return False
    return 1880 <= year <= 2100


def _weighted(d: list[int], weights: tuple[int, ...]) -> int:
    return sum(x * w for x, w in zip(d, weights))


def luhn(value: str, size: int | tuple[int, ...]) -> bool:
    """The Luhn check over `size` digits (CA SIN, SE personnummer, ZA id, IL teudat zehut, AE, SA ids)."""
    d = _ints(value, size)
    if d is None:
        return False
    total = sum(x if i % 2 == 0 else (x * 2 - 9 if x > 4 else x * 2) for i, x in enumerate(reversed(d)))
    return total % 10 == 0


def mod11_10(value: str, size: int) -> bool:
    """ISO 7064 MOD 11,10 (HR OIB, DE Steuer-ID)."""
    d = _ints(value, size)
    if d is None:
        return False
    product = 10
    for x in d[:-1]:
        total = (x + product) % 10 or 10
        product = total * 2 % 11
    return (11 - product) % 10 == d[-1]


def ro_cnp(value: str) -> bool:
    """Romania's CNP: sex/century digit, YYMMDD, county, serial, a weighted check."""
    d = _ints(value, 13)
    if d is None or d[0] == 0:
        return False
    century = {1: 1900, 2: 1900, 3: 1800, 4: 1800, 5: 2000, 6: 2000}.get(d[0], 1900)
    if not valid_date(century + d[1] * 10 + d[2], d[3] * 10 + d[4], d[5] * 10 + d[6]):
        return False
    check = _weighted(d, (2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9)) % 11
    return (1 if check == 10 else check) == d[12]


def hu_taj(value: str) -> bool:
    """Hungary's TAJ number: 8 digits weighted 3, 7, and the check digit."""
    d = _ints(value, 9)
    return d is not None and _weighted(d, (3, 7) * 4) % 10 == d[8]


def hu_tax(value: str) -> bool:
    """Hungary's adóazonosító jel: 10 digits starting with 8, weights 1..9 mod 11."""
    d = _ints(value, 10)
    return d is not None and d[0] == 8 and _weighted(d, tuple(range(1, 10))) % 11 == d[9]


def ua_rnokpp(value: str) -> bool:
    """Ukraine's РНОКПП (ІПН): 10 digits, weights -1 5 7 9 4 6 10 5 7."""
    d = _ints(value, 10)
    return d is not None and _weighted(d, (-1, 5, 7, 9, 4, 6, 10, 5, 7)) % 11 % 10 == d[9]


def ir_melli(value: str) -> bool:
    """Iran's کد ملی: 10 digits, weights 10..2 mod 11."""
    d = _ints(value, 10)
    if d is None or len(set(d)) == 1:
        return False
    r = _weighted(d, tuple(range(10, 1, -1))) % 11
    return d[9] == (r if r < 2 else 11 - r)


def my_mykad(value: str) -> bool:
    """Malaysia's MyKad: YYMMDD, a place-of-birth code, four digits."""
    d = digits(value)
    return len(d) == 12 and (valid_date(1900 + int(d[:2]), int(d[2:4]), int(d[4:6]))
                             or valid_date(2000 + int(d[:2]), int(d[2:4]), int(d[4:6]))) and d[6:8] != "00"


def tr_tckn(value: str) -> bool:
    """Turkey's TC kimlik no: 11 digits, two check digits."""
    d = _ints(value, 11)
    if d is None or d[0] == 0:
        return False
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def pl_pesel(value: str) -> bool:
    d = _ints(value, 11)
    return d is not None and (10 - _weighted(d[:10], (1, 3, 7, 9) * 3) % 10) % 10 == d[10]


def cz_rodne(value: str) -> bool:
    """Czech/Slovak rodné číslo: YYMMDD (month +50 for women, +20 after 2004) / three or four digits; ten divisible by 11."""
    d = digits(value)
    if len(d) not in (9, 10):
        return False
    month = int(d[2:4])
    month -= 50 if month > 50 else 0
    month -= 20 if month > 20 else 0
    if not 1 <= month <= 12 or not 1 <= int(d[4:6]) <= 31:
        return False
    return len(d) == 9 or int(d) % 11 == 0 or (int(d[:9]) % 11 == 10 and d[9] == "0")


def bg_egn(value: str) -> bool:
    d = _ints(value, 10)
    return d is not None and _weighted(d, (2, 4, 8, 5, 10, 9, 7, 3, 6)) % 11 % 10 == d[9]


def yu_jmbg(value: str) -> bool:
    """EMŠO / JMBG (Slovenia, Serbia, Bosnia, North Macedonia, Montenegro): DDMMYYY, region, serial, check."""
    d = _ints(value, 13)
    if d is None or not 1 <= d[0] * 10 + d[1] <= 31 or not 1 <= d[2] * 10 + d[3] <= 12:
        return False
    m = 11 - _weighted(d, (7, 6, 5, 4, 3, 2) * 2) % 11
    return (0 if m > 9 else m) == d[12]


def gr_amka(value: str) -> bool:
    """Greece's ΑΜΚΑ: DDMMYY, serial, Luhn."""
    d = digits(value)
    return len(d) == 11 and 1 <= int(d[:2]) <= 31 and 1 <= int(d[2:4]) <= 12 and luhn(d, 11)


def pt_nif(value: str) -> bool:
    """Portugal's NIF of a person (first digit 1-3 or 45): weights 9..2 mod 11."""
    d = _ints(value, 9)
    if d is None or not (d[0] in (1, 2, 3) or d[:2] == [4, 5]):
        return False
    check = 11 - _weighted(d, tuple(range(9, 1, -1))) % 11
    return (0 if check >= 10 else check) == d[8]


def fr_nir(value: str) -> bool:
    """France's NIR: 13 characters (Corsica 2A/2B) and the key 97 - n mod 97."""
    compact = "".join(c for c in value.upper() if c.isalnum())
    if len(compact) != 15:
        return False
    body = compact[:13].replace("2A", "19", 1).replace("2B", "18", 1) if compact[5:7] in ("2A", "2B") else compact[:13]
    return body.isdecimal() and compact[13:].isdecimal() and 97 - int(body) % 97 == int(compact[13:])


def be_nn(value: str) -> bool:
    """Belgium's rijksregisternummer: YYMMDD, serial, 97 - n mod 97 (with a 2 before it from 2000)."""
    d = digits(value)
    return len(d) == 11 and int(d[9:]) in (97 - int(d[:9]) % 97, 97 - int("2" + d[:9]) % 97)


def nl_bsn(value: str) -> bool:
    d = _ints(value, 9)
    return d is not None and (_weighted(d, (9, 8, 7, 6, 5, 4, 3, 2)) - d[8]) % 11 == 0


def at_svnr(value: str) -> bool:
    """Austria's Sozialversicherungsnummer: three digits, the check digit, DDMMYY."""
    d = _ints(value, 10)
    return d is not None and d[0] != 0 and \
        _weighted(d[:3] + d[4:], (3, 7, 9, 5, 8, 4, 2, 1, 6)) % 11 == d[3]


def ean13(value: str) -> bool:
    """The EAN-13 check (Swiss AHV 756.xxxx.xxxx.xx)."""
    d = _ints(value, 13)
    return d is not None and (10 - _weighted(d, (1, 3) * 6) % 10) % 10 == d[12]


def no_fnr(value: str) -> bool:
    """Norway's fødselsnummer: DDMMYY, individual number, two mod-11 check digits."""
    d = _ints(value, 11)
    if d is None:
        return False
    k1 = (11 - _weighted(d, (3, 7, 6, 1, 8, 9, 4, 5, 2)) % 11) % 11
    k2 = (11 - _weighted(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) % 11) % 11
    return k1 == d[9] and k2 == d[10]


def dk_cpr(value: str) -> bool:
    """Denmark's CPR: DDMMYY and four digits (no check digit since 2007)."""
    d = digits(value)
    return len(d) == 10 and 1 <= int(d[:2]) <= 31 and 1 <= int(d[2:4]) <= 12


def fi_hetu(value: str) -> bool:
    """Finland's henkilötunnus: DDMMYY, century sign, individual number, check character."""
    compact = value.upper().replace(" ", "")
    if len(compact) != 11 or not (compact[:6] + compact[7:10]).isdigit():
        return False
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(compact[:6] + compact[7:10]) % 31] == compact[10]


def ee_isikukood(value: str) -> bool:
    """Estonia's / Lithuania's isikukood (asmens kodas): 11 digits, two weight rounds mod 11."""
    d = _ints(value, 11)
    if d is None or not 1 <= d[0] <= 6:
        return False
    r = _weighted(d, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1)) % 11
    if r == 10:
        r = _weighted(d, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3)) % 11 % 10
    return r == d[10]


def lv_pk(value: str) -> bool:
    """Latvia's personas kods: DDMMYY-NNNNN (a date), or the newer 32xxxx-xxxxx."""
    d = digits(value)
    return len(d) == 11 and (d[:2] == "32" or (1 <= int(d[:2]) <= 31 and 1 <= int(d[2:4]) <= 12))


def ie_ppsn(value: str) -> bool:
    """Ireland's PPSN: seven digits, a check letter (mod 23), an optional second letter."""
    compact = value.upper().replace(" ", "")
    if not 8 <= len(compact) <= 9 or not compact[:7].isdigit() or not compact[7:].isalpha():
        return False
    second = "WABCDEFGHIJKLMNOPQRSTUV".find(compact[8]) if len(compact) == 9 else 0
    total = _weighted([int(c) for c in compact[:7]], (8, 7, 6, 5, 4, 3, 2)) + 9 * max(second, 0)
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23] == compact[7]


def never(_value: str) -> bool:
    """No check digit tells a person's number from a company's: only a personal word makes it private."""
    return False


# The checks of numbers outside Europe, kept in their own module, read through this one.
from .secret_checksums_world import (  # noqa: E402,F401  (after the helpers they import; read as C.<name>)
    au_tfn, au_medicare, nz_ird, cl_rut, ar_cuil, th_id,
    sg_nric, tw_id, hk_hkid, jp_my_number, ru_snils, ru_inn_person,
    kz_iin, eg_nid, id_nik, gr_afm, br_pis, is_kennitala,
    ru_inn_org, za_id)
