"""National identity numbers: found after their name in many languages, or by a format whose checksum holds.

A number after its name ("SSN 078-05-1120", "Meu CPF é 808.820.313-92", "身份证号 1101…", "주민번호 …") is an id
when it has that id's shape, checksum or not (people copy ids by hand, and a named one is private either way).
Without a name only formats specific enough to read alone count, and only when their checksum holds: the Chinese
resident id (18 digits, a valid date, ISO 7064), the Korean resident registration number (a valid date, its
check digit), the punctuated Brazilian CPF, the Spanish NIE/DNI (check letter), the Italian codice fiscale and a
US SSN written `ddd-dd-dddd` with a possible area.
The per-country table (names in the local languages, shapes, check digits; a company's number public) is in
`secret_natids.py`; `id_spans` reads it too. A bank account named as such is flagged when the same text names the
password of its online banking (`account_spans`).
"""

from __future__ import annotations

import re
from datetime import date
from typing import Callable, Iterator, NamedTuple

from .normalise import fold_confusables
from .secret_checksums import IBAN, iban_valid
from .secret_id_slang import slang_id_spans
from .secret_licence_class import lettered_opening
from .secret_ids_bare import bare_id_spans
from .secret_ids_corrected import corrected_spans
from .secret_ids_purpose import clause_purposes, first_outside, other_number_head
from .secret_natids import natid_spans
from .secret_natids_words import COMPANY_WORDS
from .secret_natids_world import SERVICE
from .secret_pan import pan_spans
from .secret_public_words import PERSONAL

_D = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5), (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
    (3, 4, 0, 1, 2, 8, 9, 5, 6, 7), (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
    (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3), (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
    (9, 8, 7, 6, 5, 4, 3, 2, 1, 0))
_P = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4), (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
    (8, 9, 1, 6, 0, 4, 3, 5, 2, 7), (9, 4, 5, 3, 1, 2, 0, 7, 6, 8), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
    (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8))
_NIF_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def _digits(value: str) -> str:
    return "".join(c for c in value if c.isdigit())


def verhoeff_ok(value: str) -> bool:
    """The Verhoeff check (Aadhaar)."""
    check = 0
    for n, digit in enumerate(reversed(_digits(value))):
        check = _D[check][_P[n % 8][int(digit)]]
    return check == 0


def _valid_date(year: int, month: int, day: int) -> bool:
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


def china_ric_ok(value: str) -> bool:
    """18 characters: a valid birth date at 7–14 and the ISO 7064 MOD 11-2 check character."""
    body, last = value[:17], value[17:].upper()
    if not body.isdecimal() or not _valid_date(int(body[6:10]), int(body[10:12]), int(body[12:14])) \
            or not 1900 <= int(body[6:10]) <= 2099:
        return False
    total = sum(int(c) * (2 ** (17 - n) % 11) for n, c in enumerate(body))
    return "10X98765432"[total % 11] == last


def korean_rrn_ok(value: str) -> bool:
    """13 digits: a valid YYMMDD, a century/sex digit and the weighted check digit."""
    digits = _digits(value)
    if len(digits) != 13 or digits[6] not in "12345678":
        return False
    century = 1900 if digits[6] in "1256" else 2000
    if not _valid_date(century + int(digits[:2]), int(digits[2:4]), int(digits[4:6])):
        return False
    total = sum(int(c) * w for c, w in zip(digits, (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)))
    return (11 - total % 11) % 10 == int(digits[12])


def cpf_ok(value: str) -> bool:
    """11 digits with the CPF's two check digits (not all one digit)."""
    digits = [int(c) for c in _digits(value)]
    if len(digits) != 11 or len(set(digits)) == 1:
        return False
    for size in (9, 10):
        total = sum(d * (size + 1 - n) for n, d in enumerate(digits[:size]))
        if (total * 10) % 11 % 10 != digits[size]:
            return False
    return True


def nif_ok(value: str) -> bool:
    """A Spanish DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter) with its check letter."""
    value = value.upper().replace("-", "").replace(" ", "")
    if value[:1] in "XYZ":
        value = str("XYZ".index(value[0])) + value[1:]
    return len(value) == 9 and value[:8].isdecimal() and _NIF_LETTERS[int(value[:8]) % 23] == value[8]


def ssn_ok(value: str) -> bool:
    """A US SSN with a possible area (not 000, 666 or 9xx), group and serial."""
    digits = _digits(value)
    return len(digits) == 9 and digits[:3] not in ("000", "666") and digits[0] != "9" \
        and digits[3:5] != "00" and digits[5:] != "0000"


_CODICE = r"[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]"
_SEP = r"[ \-.]?"
# Mexico's CURP: four letters, the birth date, sex, state, three consonants, a check pair.
_CURP = r"[A-Z][AEIOUX][A-Z]{2}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d"
# A bare SSN is written 3-2-4 with one separator twice ("078-05-1120"), not "55102-2026" (an order number).
_SSN_DASHED = re.compile(r"\d{3}([\-.])\d{2}\1\d{4}")


class IdType(NamedTuple):
    """One kind of id: the words that name it, the shape of its number, and the check that lets it stand alone."""

    cue: re.Pattern[str]
    value: re.Pattern[str]
    bare: Callable[[str], bool] | None = None   # the check for a match found without its name


def _id(cue: str, value: str, bare: Callable[[str], bool] | None = None) -> IdType:
    return IdType(re.compile(fold_confusables(cue), re.I), re.compile(rf"(?<![A-Za-z0-9\-])(?:{value})(?![A-Za-z0-9]|-\d)"), bare)


# Ids by country; a generic one (passport, "ID number", tax id …) closes the list.
_TYPES = (
    _id(r"\bssn\b|\bsocial(?:\s+security)?|\bsocsec\b|seguro\s+social", rf"\d{{3}}{_SEP}\d{{2}}{_SEP}\d{{4}}", ssn_ok),
    _id(r"aadhaa?r|आधार|\buidai?\b", rf"[2-9]\d{{3}}{_SEP}\d{{4}}{_SEP}\d{{4}}"),
    _id(r"주민\s?(?:등록)?\s?번호|주민번호|\brrn\b|resident\s+registration", r"\d{6}[^\d\n]{0,6}[1-8]\d{6}",   # also "앞자리 920722 뒷자리 1223307"
        lambda v: re.fullmatch(r"\d{6}-\d{7}", v) is not None and korean_rrn_ok(v)),
    _id(r"\bcpf\b", r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", lambda v: "." in v and cpf_ok(v)),
    _id(r"\b(?-i:NIE|NIF|DNI)\b|documento\s+nacional", r"[XYZxyz][ \-]?\d{7}[ \-]?[A-Za-z]|\d{8}[ \-]?[A-Za-z]",
        lambda v: v[-1].isupper() and nif_ok(v)),
    _id(r"身份证|身分證|身份證|居民身份|公民身份", r"\d{6}(?:19|20)\d{9}[\dXx]", china_ric_ok),
    _id(r"codice\s+fiscale|\b(?-i:CF)\b", _CODICE, lambda v: True),
    _id(r"\bcurp\b", _CURP, lambda v: True),
)
_CUED = (
    _id(r"\bbsn\b|burgerservice|sofi-?nummer", r"\d{9}|\d{4}\.\d{2}\.\d{3}"),
    _id(r"\bpesel\b", r"\d{11}"),
    _id(r"\b(?-i:TC|TCKN|TCKNO|TCNO)\b|kimlik", r"[1-9]\d{10}"),
    _id(r"マイナンバー|個人番号", rf"\d{{4}}{_SEP}\d{{4}}{_SEP}\d{{4}}"),
    _id(r"\bnino\b|national\s+insurance|\b(?-i:NI)\s+(?:number|no)", r"[A-Za-z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-Da-d]"),
    _id(r"\bnhs\s+(?:no|number)", rf"\d{{3}}{_SEP}\d{{3}}{_SEP}\d{{4}}"),
    _id(r"снилс", r"\d{3}-?\d{3}-?\d{3}[ \-]?\d{2}"),   # ИНН: in secret_natids (a 10-digit one is a company's)
    _id(r"\bnir\b|sécurité\s+sociale|securite\s+sociale|carte\s+vitale|\bs[ée]cu\b",
        r"[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}"),
    _id(r"(?<![A-Za-z0-9])(?-i:SIN|NIK|KTP|CCCD|CMND|NRIC|HKID)\b|\b(?:cnic|emirates\s+id|steuer-?id|steuerliche\s+id"
        r"|identifikationsnummer|sozialversicherungsnummer|personnummer|henkilötunnus|rodné\s+číslo)\b"
        r"|\b(?:personnummer|fødselsnummer|födelsenummer|henkilötunnu|rijksregister|insz|sotu|tax\s+file\s+(?:number|no))\w*"
        r"|(?<![A-Za-z0-9])(?-i:TFN|PPSN|PPS|CPR|AMKA|EGN|OIB|JMBG|JMB|EMŠO)\b"
        r"|เลข(?:บัตร)?ประจําตัวประชาชน|เลขบัตรประชาชน|บัตรประชาชน|תעודת\s+ה?זהות|מספר\s+ה?זהות|ת\"ז"
        r"|الرقم\s+القومي|رقم\s+الهوية|بطاقة\s+الهوية|số\s+căn\s+cước|căn\s+cước|chứng\s+minh|nomor\s+induk",
        r"[A-Za-z]?\d[\d \-./]{4,22}\d[A-Za-z]?"),
    _id(r"passport|reisepass|passeport|pasaporte|passaporte|passaporto|paspoort|paszport|pasaport|паспорт|护照|護照"
        r"|パスポート|여권|جواز|hộ\s+chiếu|national\s+id|id\s+(?:card\s+)?(?:number|no)|identity\s+(?:card|number)"
        r"|ausweis\w*|personalausweis|carte\s+d'identité|numéro\s+d'identité|cédula|c[ée]dula|documento\s+de\s+identidad"
        r"|carta\s+d'identità|carteira\s+de\s+identidade|\b(?-i:RG|TIN|ITIN|PAN|CURP|RFC)\b|पैन|প্যান|dowód(?!\s+(?:wpłat|zapłat|przelew|sprzedaż|nadani|dostaw|zakup|księgow|kasow|wewnętrzn|rejestracyjn|odbior|przyjęci|wydani|osobisty\s+(?:ważny|wydany)))|tax\s+id"
        r"|driver'?s?\s+licen[cs]e|licen[cs]e\s+(?:no|number)|führerschein\w*|permis\s+de\s+conduire"
        r"|licencia\s+de\s+conducir|carteira\s+de\s+motorista|운전면허|驾驶证|駕駛執照|運転免許|medicare|medicaid"
        r"|health\s+(?:card|insurance)\s+(?:no|number)|krankenversicherten\w*|versichertennummer",
        r"[A-Za-z]{0,2}\d[\d \-]{4,14}\d[A-Za-z]?|[A-Za-z]{1,2}\d{6,9}"),
)
_DATE_OR_PHONE = re.compile(r"\d{1,2}[./\-]\d{1,2}[./\-]\d{2,4}|\d{4}[./\-]\d{1,2}[./\-]\d{1,2}|\+.*|(?:19|20)\d\d(?:\s+\d+)?")
_DIGIT = re.compile(r"\d")
# Any id-like number or code after an id's name: digits in groups, or capitals and at least three digits.
_GENERIC = re.compile(r"(?<![A-Za-z0-9\-])(?:[A-Za-z]{0,2}\d[\d \-./]{4,18}\d[A-Za-z]?"
                      r"|(?=[A-Z0-9]*\d[A-Z0-9]*\d[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{7,18})(?![A-Za-z0-9])")
_BETWEEN = re.compile(r"[^\d\n]{0,40}")
# What the id is wanted for, before a colon, says nothing of the number ("Passport no. of my daughter for the booking form:").
_PURPOSE = re.compile(r"(?i)\b(?:for|für|pour|para|per|voor|för|til|dla|pro|для)\s+(?:(?:the|my|a|an|le|la|les|el|los|las|il|lo|den|die|das|het|de|o|a)\s+)?"
                      r"[^\W\d]+(?:\s+[^\W\d]+)?(?=\s*[:：])")
# A label closed by a colon may run longer ("DNI de la abuela para pedir la cita del médico: 48291573Q").
_LABELLED = re.compile(r"[^\d\n:：]{0,72}[:：]\s*")
# Words that say only the last digits of an id are given.
_LAST_DIGITS_WORDS = r"last|ending|final|letzte|derniers|últimos|son\s+\d|末尾|下4|뒷자리|后四位"
_LAST_DIGITS = re.compile("(?i)" + _LAST_DIGITS_WORDS)
# Words between an id's name and a number that make the number another one's.
_NOT_THE_ID = re.compile("(?i)" + _LAST_DIGITS_WORDS + r"|phone|(?<![^\W\d_])tel\b|call|fax"
                         r"|hotline|office|appointment|confirmation|\btest\b|\bexam|fee|price|cost|premium|[$€£¥₹]|order|booking|tracking|case|ticket|photo|page|valid"
                         r"|expir|renew|gültig|bis\b|until|telefon|téléphone|teléfono|电话|電話|전화")
# The same in world languages: a phone, an office, a fee, a form ("Паспорт бөлімінің телефоны …", "ada ya pasipoti").
_SERVICE = re.compile(fold_confusables(SERVICE))
# A company's, charity's or shop's id is public ("the supplier's tax id …"), unless the text makes it someone's own.
_ORGANISATION = COMPANY_WORDS   # in ~150 languages
_PERSONAL = re.compile(fold_confusables(PERSONAL.pattern), PERSONAL.flags)


def _company_id(sample: str, cue: re.Match[str], value_start: int) -> bool:
    """The id named is a company's: a company word just before its name or between it and the number, no "my"; a shop
    word in a purpose ("NIF para la factura de la farmacia:", `secret_ids_purpose`) names what it is for, not whose."""
    start = max(0, cue.start() - 40)
    purposes = clause_purposes(sample, cue.start(), value_start, folded=True)
    return first_outside(_ORGANISATION, sample, start, value_start, purposes) \
        and _PERSONAL.search(sample, start, value_start) is None


def _after_cue(sample: str, kind: IdType) -> Iterator[tuple[int, int]]:
    """Numbers of the id's shape within 40 characters after one of its names, with no other number between."""
    for cue in kind.cue.finditer(sample):
        gap = _LABELLED.match(sample, cue.end()) or _BETWEEN.match(sample, cue.end())
        if gap is None or _company_id(sample, cue, gap.end()) or other_number_head(sample, cue.start(), folded=True):
            continue   # a company's public id; a consulate's phone "for the passport"
        start = gap.end()
        if sample.endswith("   ", 0, start) and not sample.endswith("   ", 0, cue.end() + 4):
            continue   # the number's first group was blanked as public ("no recibo: 514 283 990", a receipt's)
        while start > cue.end() and sample[start - 1].isascii() and sample[start - 1].isalpha():
            start -= 1   # the letters that open the id ("L01X00T47", "D1234567")
        start = lettered_opening(sample, start, cue.end())   # "X-4829173-L" (secret_licence_class)
        words = _PURPOSE.sub(" ", gap.group(0))   # "for the pension form:" says what it is for, not what it is
        other = _NOT_THE_ID.search(words) or _SERVICE.search(words) \
            or _LAST_DIGITS.search(sample, max(0, cue.start() - 20), cue.start())
        # A country's full id shape counts whatever the words between ("주민번호 뒷자리 포함 920722-…"); any other
        # shape, hand-typed, only when those words do not make it the last digits, a phone, a fee.
        value = kind.value.match(sample, start) if kind in _TYPES or not other else None
        if value is None and not other:
            value = _GENERIC.match(sample, start)
        if value is not None and _plausible(value.group(0)) and not _public_shape(sample, cue, value.group(0)):
            yield value.span()
            yield from (span for span in corrected_spans(sample, value.end(), (kind.value, _GENERIC))
                        if _plausible(sample[span[0]:span[1]]))   # "… no wait, that's the sample one, hers is …"


def _plausible(value: str) -> bool:
    """An id's number: five digits or more, or a long code with fewer (PAN ABCDE1234F, a German passport CK1NRV7X0);
    no date, phone or year."""
    digits = len(_digits(value))
    return not _DATE_OR_PHONE.fullmatch(value.strip()) \
        and (digits >= 5 or (digits == 4 and len(value) >= 9) or (digits == 3 and len(value) >= 9))


# A shape only a company, a firm or a trust has: an Indian PAN whose fourth letter is not P (a person) or H (a family),
# a Ghanaian TIN opening with C (a company), G (government) or V/Q (others).
_PAN_NOT_A_PERSON = re.compile(r"[A-Z]{3}[ABCEFGJLT][A-Z]\d{4}[A-Z]")
_GHANA_TIN_NOT_A_PERSON = re.compile(r"[CGQV]\d{10}")
# A number that opens with a year and a slash is a file's or a receipt's reference ("dowód wpłaty nr 2025/03/1234").
_YEAR_REFERENCE = re.compile(r"(?:19|20)\d\d/\d{1,4}/\d+")


# After NIF, CF or CPF: a Portuguese organisation's NIF (opening with 5 to 9), an Italian company's codice fiscale
# (eleven digits, its VAT number), a Portuguese or Brazilian postcode ("1000-123", "01310-100").
_AR_COMPANY = re.compile(r"3[034]-\d{8}-\d")   # an Argentine company's CUIT, written 2-8-1 ("… de la obra social")
_NOT_A_PERSON_AFTER = {"NIF": re.compile(r"[5-9]\d{2} ?\d{3} ?\d{3}|\d{4}-\d{3}"), "CF": re.compile(r"\d{11}"),
                       "CPF": re.compile(r"\d{5}-\d{3}")}


def _public_shape(sample: str, cue: re.Match[str], value: str) -> bool:
    """Whether a value found after an id's name has a shape only companies, office files or addresses have."""
    after = _NOT_A_PERSON_AFTER.get(cue.group(0).upper())
    return _PAN_NOT_A_PERSON.fullmatch(value) is not None or _YEAR_REFERENCE.fullmatch(value) is not None \
        or (_GHANA_TIN_NOT_A_PERSON.fullmatch(value) is not None and "TIN" in cue.group(0).upper()) \
        or (after is not None and after.fullmatch(value.strip()) is not None) or _AR_COMPANY.fullmatch(value) is not None


_ROUTING = re.compile(r"(?i)\b(?:routing|aba|rtn)(?:\s+(?:number|no\.?|nr\.?|#))?\W{0,3}(?P<v>\d{9})(?!\d)")
_ACCOUNT = re.compile(r"(?i)\b(?:acct|account|checking|savings|konto(?:nummer)?|cuenta|compte|conta)\b"
                      r"(?:\s+(?:number|no\.?|nr\.?|#))?\W{0,3}(?P<v>\d{6,17})(?!\d)")


def aba_ok(number: str) -> bool:
    """The ABA routing number checksum (weights 3, 7, 1)."""
    d = [int(c) for c in number]
    return sum(w * x for w, x in zip((3, 7, 1) * 3, d)) % 10 == 0


def bank_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """An account number given with a valid routing number ("checking acct 5429336091 routing 021000021")."""
    routing = [m for m in _ROUTING.finditer(sample) if aba_ok(m.group("v"))]
    accounts = [m for m in _ACCOUNT.finditer(sample)] if routing else []
    for match in (*accounts, *routing) if accounts else ():   # a routing number alone is the bank's, public
        yield "bank account", match.span("v")


# A bank account's number by its name, in the languages read; with a banking password mentioned in the same text it is
# the account that password opens ("국민은행 계좌번호 265810-16-406230, 인터넷뱅킹 비밀번호는 따로 말할게").
_ACCOUNT_NAME = re.compile(fold_confusables(
    r"(?i)\b(?:(?:bank\s+)?account\s+(?:number|no\.?|#)|acct\.?\s*(?:no\.?|#)?|kontonummer|konto-?nr\.?|numéro\s+de\s+compte"
    r"|número\s+de\s+(?:la\s+)?cuenta|número\s+da\s+conta|numero\s+di\s+conto|conto\s+corrente|rekeningnummer|kontonumero"
    r"|tilinumero|numer\s+(?:konta|rachunku)|číslo\s+účtu|számlaszám\w*|num[ăa]r(?:ul)?\s+de\s+cont|hesap\s+numaras\w*"
    r"|số\s+tài\s+khoản|(?:nomor|no\.?)\s+rekening|αριθμ\w+\s+λογαριασμού)\b|номер\s+(?:сч[её]та|рахунку)|рахунок"
    r"|เลข(?:ที่)?บัญชี|رقم\s+الحساب|شماره\s+(?:حساب|کارت)|מספר\s+(?:ה)?חשבון|खाता\s+संख्या|अकाउंट\s+नंबर|银行账号|账号|帳號"
    r"|口座番号|계좌\s?번호|계좌"))
_ACCOUNT_VALUE = re.compile(r"[^\d\n]{0,20}?(?P<v>(?<![\d\-])\d[\d \-]{6,24}\d)(?![\d\-])")
_BANK_PASSWORD = re.compile(fold_confusables(
    r"(?i)password|passwort|kennwort|contraseña|senha|mot\s+de\s+passe|parola|wachtwoord|lösenord|adgangskode|passord"
    r"|salasana|hasło|heslo|jelszó|parolă|пароль|гасло|şifre|mật\s+khẩu|kata\s+sandi|รหัสผ่าน|كلمة\s+(?:المرور|السر)"
    r"|رمز\s+عبور|סיסמ|पासवर्ड|密码|密碼|暗証番号|パスワード|비밀번호|\bPIN\b|pin-?code|\bTAN\b"))


def account_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A bank account number named as one, or an IBAN, in a text that also names the password of its online banking."""
    if _BANK_PASSWORD.search(sample) is None:
        return
    for span in iban_spans(sample):
        if not _ORGANISATION.search(sample, max(0, span[0] - 40), span[0]):
            yield "bank account", span
    for name in _ACCOUNT_NAME.finditer(sample):
        value = _ACCOUNT_VALUE.match(sample, name.end())
        if value is not None and len(_digits(value.group("v"))) >= 8 and not _company_id(sample, name, value.start("v")):
            yield "bank account", value.span("v")


def iban_spans(text: str) -> Iterator[tuple[int, int]]:
    """IBANs whose mod-97 check holds (redacted beside a credential; a private person's alone: secret_private_accounts)."""
    yield from (match.span() for match in IBAN.finditer(text) if iban_valid(match.group(0)))


# A card number as printed (four groups of four, or 15-19 digits in groups): redacted beside another secret of the text
# whatever its check digit, since typed numbers carry typos ("Карта … 5536 9137 8290 1234, … CVC 311").
_CARD_GROUPS = re.compile(r"(?<![\w\-])\d{4}([ \-]?)\d{4,6}\1\d{4,5}(?:\1\d{1,4})?(?![\w\-])")


def card_group_spans(text: str) -> Iterator[tuple[int, int]]:
    """Card-shaped numbers (13-19 digits in printed groups), for redaction beside another secret only."""
    for match in _CARD_GROUPS.finditer(text):
        if 13 <= sum(c.isdigit() for c in match.group(0)) <= 19:
            yield match.span()


def id_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("national id", span) of every id named before its number, or standing alone in a format whose check holds."""
    if len(_DIGIT.findall(sample)) < 3:   # every id holds three digits (a German passport), most five
        return
    if "routing" in sample.lower() or "aba" in sample.lower() or "rtn" in sample.lower():
        yield from bank_spans(sample)
    yield from account_spans(sample)
    for kind in (*_TYPES, *_CUED):
        for span in _after_cue(sample, kind):
            yield "national id", span
    for span in natid_spans(sample):
        yield "national id", span
    for span in bare_id_spans(sample):
        yield "national id", span
    yield from pan_spans(sample)   # a person's PAN under a bare script word or beside ITR (secret_pan)
    yield from slang_id_spans(sample)   # "mi dni es … ps", "TRN … dat a fi mi", "Lisensya ni Kuya: N01-…" (secret_id_slang)
    for kind in _TYPES:
        for match in kind.value.finditer(sample):
            if kind.bare is not None and kind.bare(match.group(0)) \
                    and (kind is not _TYPES[0] or _SSN_DASHED.fullmatch(match.group(0))):
                yield "national id", match.span()
