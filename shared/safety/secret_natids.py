"""National identity numbers as a table: for each country the names people write, the number's shape and its check.

A number of the right shape within 40 characters after one of its names is an id when its check digits hold
(`secret_checksums.py`); one that fails them is still an id when the text makes it someone's own ("my", "mein",
"saya", "من", "我的" …, `secret_public_words.PERSONAL`), since people copy ids by hand. A number named as a
company's or an organisation's (`COMPANY`) is public, and so is a shape only companies have (a 10-digit Russian ИНН,
a Chilean RUT of fifty million and more). Called by `secret_ids.id_spans` on folded text; digits of other scripts
(Persian, Arabic, Devanagari, Thai …) are read as ASCII digits. The long lists of document names live in
`secret_natids_names` (with `secret_natids_world` and `secret_natids_scripts`), the words around a number (whose,
an office's, a company's) in `secret_natids_words`, more rows (regional names, abbreviations) in `secret_natids_local`,
a row's parts (`Variant`, the shared shapes) in `secret_natids_shapes`.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable, Iterator, Sequence

from . import secret_checksums as C
from . import secret_checksums_world as CW
from . import secret_natids_names as N
from . import secret_natids_scripts as S
from . import secret_natids_world as W
from .secret_natids_local import ROWS as _LOCAL_ROWS
from .secret_natids_shapes import ANY as _ANY, MIXED as _MIXED, SEP as _S, Variant, dated as _dated, luhn_of as _luhn, variant as _v
from .normalise import ASCII_DIGITS, fold_confusables
from .secret_ids_corrected import corrected_spans
from .secret_ids_purpose import blanked, clause_end, clause_purposes, first_outside, other_number_head
from .secret_natids_words import (AMOUNT_AFTER as _AMOUNT_AFTER, COMPANY_WORDS as _COMPANY, DATE_OR_PHONE as _DATE_OR_PHONE,
                                  NOT_THE_ID as _NOT_THE_ID, NUMBER_WORD as _NUMBER_WORD, OWN_ENDING as _OWN_ENDING,
                                  OWNER_NAMED as _OWNER_NAMED, PERSONAL_WORDS as _PERSONAL, SERVICE_WORDS as _SERVICE, service_between,
                                  owner_after as _owner_after, owner_given as _owner_given)
from .secret_public_words import lower1, stems

_RRN = r"\d{6}[ \-]?\d{7}"
# The words between a passport's series and its number: "серия 45 09 номер 718230", "серія КВ № 123456", "seriya AA raqami".
_NO_WORD = fold_confusables(r"(?:№|No\.?|N°|номер|нөмірі|нумар|ном\.|н\.|number|nr\.?|raqam[iı]?|nömrə(?:si)?|numara(?:sı)?)")


def _rut_company(value: str) -> bool:
    """A Chilean RUT of fifty million and more is a company's (public)."""
    body = "".join(c for c in value if c.isdigit() or c in "kK")[:-1]   # less its check character (a digit or K)
    return int(body or 0) >= 50_000_000

# India's PAN: five letters, four digits, a letter; the fourth letter says who holds it (P a person, C a company,
# F a firm, T a trust, A an association, B a body, G government, J a juridical person, L a local authority, H a family).
_PAN = r"[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]"


def _pan_company(value: str) -> bool:
    """A PAN whose fourth letter is not P (a person) or H (a family): a company's, a firm's, a trust's (public)."""
    return value[3] not in "PH"


_MBI = r"[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}"


# (country, names, variants). Names are matched case-insensitively unless wrapped in (?-i:…).
_TABLE: tuple[tuple[str, str, tuple[Variant, ...]], ...] = (
    ("RO", r"\b(?-i:CNP)\b|cod(?:ul)?\s+numeric\s+personal", (_v(r"[1-9]\d{12}", C.ro_cnp, dated=True),)),
    ("HU", r"\b(?-i:TAJ)\b|TAJ-sz[áa]m\w*|társadalombiztosítási\s+azonosító\w*",
     (_v(rf"\d{{3}}{_S}\d{{3}}{_S}\d{{3}}", C.hu_taj),)),
    ("HU", r"adóazonosító\w*(?:\s+jel\w*)?|személyi\s+(?:szám|azonosító)\w*",
     (_v(r"8\d{9}", C.hu_tax), _v(rf"[1-8]{_S}\d{{6}}{_S}\d{{4}}", None))),
    ("UA/RU", r"\bИНН\b|\bINN\b|идентификационн\w+\s+(?:код|номер)\s+налогоплательщика",
     # a 12-digit ИНН is only ever a person's (a company's has 10)
     (_v(r"\d{10}", lambda v: C.ua_rnokpp(v) and not C.ru_inn_org(v), C.ru_inn_org), _v(r"\d{12}", None, min_digits=12))),
    # Ukraine's РНОКПП (once ІПН) is a person's only: a company's code is the 8-digit ЄДРПОУ.
    ("UA", r"РНОКПП|\bІПН\b|\bIPN\b|\bRNOKPP\b|ідентифікаційн\w+\s+(?:код|номер)|реєстраційн\w+\s+номер\s+облікової"
     r"|податков\w+\s+номер", (_v(r"\d{10}", None, min_digits=10),)),
    ("IR", r"کد\s*ملی|کدملی|شماره\s+ملی|کارت\s+ملی|national\s+code|code\s+melli|کد\s+شناسایی\s+ملی",
     (_v(r"\d{10}|\d{3}-\d{6}-\d", C.ir_melli),)),
    ("MY", r"mykad|my\s?kad|mykid|my\s?pr\b|kad\s+pengenalan|no\.?\s*(?:kad\s+)?pengenalan|nombor\s+(?:IC|kad)|\bno\.?\s*IC\b|\bIC\s+(?:no|number)",
     (_v(r"\d{6}-?\d{2}-?\d{4}", C.my_mykad, dated=True),)),
    ("US/AU", r"medicare|\b(?-i:MBI)\b|beneficiary\s+identifier",
     (_v(_MBI, None), _v(rf"[2-6]\d{{3}}{_S}\d{{5}}{_S}\d(?:{_S}\d)?", C.au_medicare))),
    ("CA", r"\b(?-i:SIN)\b|social\s+insurance|assurance\s+sociale|\b(?-i:NAS)\b",
     (_v(rf"\d{{3}}{_S}\d{{3}}{_S}\d{{3}}", _luhn(9)),)),
    ("AU", r"tax\s+file\s+(?:number|no)|\b(?-i:TFN)\b", (_v(rf"\d{{3}}{_S}\d{{3}}{_S}\d{{2,3}}", C.au_tfn),)),
    ("NZ", r"\b(?-i:IRD)\b|inland\s+revenue\s+(?:number|no)", (_v(rf"\d{{2,3}}{_S}\d{{3}}{_S}\d{{3}}", C.nz_ird),)),
    # Argentina's CUIT/CUIL: 20, 23, 24 or 27 open a person's (named, it is theirs whatever its check digit), 30, 33, 34 a company's.
    ("AR", r"\bcui[lt]\b|clave\s+única\s+de\s+identificación\s+(?:tributaria|laboral)",
     (_v(r"\d{2}-?\d{8}-?\d", lambda v: C.digits(v)[:2] in ("20", "23", "24", "27"),
         lambda v: C.digits(v)[:2] in ("30", "33", "34")),)),
    ("AR/PE", r"\b(?-i:DNI)\b|documento\s+nacional\s+de\s+identidad", (_v(r"\d{1,2}\.?\d{3}\.?\d{3}", None),)),
    ("CL", r"\b(?-i:RU[TN]|Rut)\b|rol\s+único\s+(?:tributario|nacional)",
     (_v(r"\d{1,2}\.?\d{3}\.?\d{3}-?[\dkK]", C.cl_rut, _rut_company),)),
    ("CO/EC/VE", r"(?:cédula|cedula)(?:\s+de\s+(?:ciudadan[íi]a|identidad))?|\b(?-i:C\.C\.)|\b(?-i:CC)\b(?!\s*[:@])", (_v(r"\d\.?\d{3}\.?\d{3}-\d|\d{1,3}(?:\.?\d{3}){2}|\d{10}", None),)),
    ("PK", r"\b(?-i:CNIC|NICOP)\b|شناختی\s+کارڈ|قومی\s+شناختی", (_v(r"\d{5}-?\d{7}-?\d", None),)),
    ("BD", r"\b(?-i:NID)\b|জাতীয়\s+পরিচয়\s?পত্র|এনআইডি", (_v(r"\d{17}|\d{13}|\d{10}", None), _v(r"\d{3,5}(?: \d{2,5}){1,4}", None, min_digits=10),
            _v(r"\d{10,17}", C.never))),   # a miscounted one, when someone's
    ("ID", r"\b(?-i:NIK|KTP|e-KTP)\b|nomor\s+induk\s+kependudukan|kartu\s+keluarga|(?:nomor|no\.?)\s+(?-i:KK)\b", (_v(r"\d{16}", C.id_nik),)),
    ("SG", r"\b(?-i:NRIC|FIN)\b|\bIC\s+(?:no|number)", (_v(r"[STFGM]\d{7}[A-Z]", C.sg_nric),)),
    ("TH", r"เลข(?:ที่)?(?:บัตร)?ประจําตัวประชาชน|เลขบัตรประชาชน|บัตรประชาชน|thai\s+id",
     (_v(rf"\d{_S}\d{{4}}{_S}\d{{5}}{_S}\d{{2}}{_S}\d", C.th_id),)),
    ("VN", r"căn\s+cước(?:\s+công\s+dân)?|\b(?-i:CCCD|CMND)\b|chứng\s+minh\s+(?:nhân\s+dân|thư)|mã\s+(?:số\s+)?định\s+danh|định\s+danh\s+cá\s+nhân",
     (_v(r"0\d{11}|\d{9}", None),)),
    ("VN", r"mã\s+số\s+thuế(?:\s+cá\s+nhân)?|\b(?-i:MST)\b", (_v(r"\d{10}(?:-\d{3})?", C.never),)),
    ("PH", r"\b(?-i:PhilSys|PSN|PCN|SSS|UMID|CRN)\b(?:\s+(?:id|no|number))?|philippine\s+identification",
     (_v(rf"\d{{4}}{_S}\d{{4}}{_S}\d{{4}}(?:{_S}\d{{4}})?|\d{{2}}-?\d{{7}}-?\d|\d{{4}}-?\d{{7}}-?\d", None),)),   # SSS, UMID CRN
    ("TW", r"身分證(?:字號|號碼)?|國民身分證|統一證號", (_v(r"[A-Z][12]\d{8}", C.tw_id),)),
    ("HK", r"\b(?-i:HKID)\b|香港身份證|身份證號碼|hong\s+kong\s+id", (_v(r"[A-Z]{1,2}\d{6}\s?\(?[\dA]\)?", C.hk_hkid),)),
    ("JP", r"マイナンバー|個人番号|my\s?number", (_v(rf"\d{{4}}{_S}\d{{4}}{_S}\d{{4}}", C.jp_my_number),)),
    ("KR", r"외국인\s?등록\s?번호|외국인번호|주민\s?등록\s?번호|주민번호", (_v(_RRN, None),)),
    ("BY", r"идентификационн\w+\s+номер|личн\w+\s+номер|асабіст\w+\s+нумар|ідэнтыфікацыйн\w+\s+нумар",
     (_v(r"\d{7}[A-Z]\d{3}[A-Z]{2}\d", None),)),
    ("KZ", r"\b(?-i:ИИН|ЖСН|IIN)\b|индивидуальн\w+\s+идентификационн\w+\s+номер|жеке\s+сәйкестендіру",
     (_v(r"\d{12}", C.kz_iin, dated=True),)),
    ("IL", r"תעודת\s+ה?זהות|ת\.\s?ז\.?|ת\"ז|מספר\s+ה?זהות|teudat\s+zehut|israeli\s+id",
     (_v(r"\d{9}|\d{8}-\d", _luhn(9)),)),
    ("SA", r"الهوية\s+الوطنية|رقم\s+الهوية|رقم\s+الإقامة|الإقامة|رقم\s+[إا]قام[ةه]|[إا]قامتي|[إا]قام[ہے]\s+(?:نمبر|کارڈ)|iqama|saudi\s+(?:national\s+)?id",
     (_v(r"[12]\d{9}", _luhn(10)),)),
    ("AE", r"الهوية\s+الإماراتية|emirates\s+id|\b(?-i:EID)\b", (_v(rf"784{_S}\d{{4}}{_S}\d{{7}}{_S}\d", _luhn(15)),)),
    ("EG", r"الرقم\s+القومي|رقم\s+قومي|egyptian\s+(?:national\s+)?id", (_v(r"[23]\d{13}", C.eg_nid),)),
    # The Arabic "national number" of Jordan, Syria, Libya, Kuwait's civil id ("الرقم الوطني لأبوي 9851023476").
    ("JO/SY/LY/KW", r"الرقم\s+الوطني|رقم\s+وطني|الرقم\s+الوطنى|الرقم\s+المدني|الرقم\s+الشخصي|البطاقة\s+المدنية",
     (_v(r"\d{10,12}", None, min_digits=10),)),
    # A personal tax code: "cá nhân", personal, persönlich, personnel make the tax number a person's.
    ("VN personal", r"mã\s+số\s+thuế\s+(?:thu\s+nhập\s+)?cá\s+nhân|\b(?-i:MST)\s+cá\s+nhân|\bMSTCN\b",
     (_v(r"\d{10}(?:-\d{3})?", None),)),
    ("NG", r"\b(?-i:NIN|BVN)\b|national\s+identification\s+number", (_v(r"\d{11}", None),)),
    ("ZA", r"identiteitsnommer|ID-?\s?nommer|\b(?-i:SA)\s+ID\b|south\s+african\s+id|" + W.ZA_ID,
     (_v(rf"\d{{6}}{_S}\d{{4}}{_S}\d{{2}}{_S}\d|\d{{13}}", C.za_id, dated=True),)),
    # Kenya's KRA PIN: A for a person, P for a company (public).
    ("KE", r"\bKRA\s+PIN\b|huduma\s+(?:number|namba)|kitambulisho",
     (_v(r"[AP]\d{9}[A-Z]", None, lambda v: v[0] == "P"), _v(r"\d{7,8}", None))),
    ("CZ/SK", r"rodn[éeého]+\s+čísl\w*|rodne\s+cislo|\b(?-i:RČ)\b", (_v(r"\d{6}/?\d{3,4}", C.cz_rodne),)),
    ("BG", r"\b(?-i:ЕГН|EGN)\b|единен\s+граждански\s+номер", (_v(r"\d{10}", C.bg_egn, dated=True),)),
    ("HR", r"\b(?-i:OIB)\b|osobni\s+identifikacijski\s+broj", (_v(r"\d{11}", lambda v: C.mod11_10(v, 11)),)),
    ("SI/RS/BA/MK/ME", r"EMŠO|\b(?-i:EMSO|JMBG|JMB|ЈМБГ|ЈМБ|ЕМБГ)\b|matičn\w+\s+broj\w*|матичн\w+\s+број\w*|enotn\w+\s+matičn\w+",
     (_v(r"\d{13}", C.yu_jmbg, dated=True),)),
    ("GR", r"ΑΜΚΑ|\b(?-i:AMKA)\b", (_v(r"\d{11}", C.gr_amka, dated=True),)),
    # A Greek ΑΦΜ opening with 8, 9 or 09 is a company's; a Portuguese NIF opening with 5 to 9 an organisation's.
    ("GR", r"ΑΦΜ|\b(?-i:AFM)\b|αριθμ\w+\s+φορολογικού\s+μητρώου",
     (_v(r"\d{9}|\d{3} \d{3} \d{3}", C.gr_afm, lambda v: C.digits(v)[:1] in "89" or C.digits(v)[:2] == "09"),)),
    ("PT", r"\b(?-i:NIF)\b|número\s+de\s+(?:contribuinte|identificação\s+fiscal)|\bcontribuinte\b",
     (_v(rf"\d{{3}}{_S}\d{{3}}{_S}\d{{3}}", C.pt_nif, lambda v: C.digits(v)[:1] in "56789"),)),
    ("PT", r"cart[ãa]o\s+de\s+cidad[ãa]o", (_v(r"\d{8}\s?\d\s?[A-Z]{2}\d", None),)),
    ("BE", r"rijksregister\w*|registre\s+national|numéro\s+national|nationaal\s+nummer|nationalregisternummer|\b(?-i:INSZ|NISS)\b",
     (_v(r"\d{2}\.?\d{2}\.?\d{2}-?\d{3}\.?\d{2}", C.be_nn),)),
    ("DE/AT", r"rentenversicherungs\w*nummer|sozialversicherungs\w*nummer|\b(?-i:SVNR|SVN|RVNR)\b|\b(?:SV|RV)-?Nummer"
     r"|versicherungsnummer|\b(?-i:VSNR)\b|\be-?card(?:[\s\-]?(?:nummer|nr\.?|number|no\.?))?",
     (_v(r"\d{2}\s?\d{6}\s?[A-Z]\s?\d{2}\s?\d", None), _v(rf"\d{{4}}{_S}\d{{6}}", CW.at_svnr_dated))),
    ("CH", r"\b(?-i:AHV|AVS|OASI)\b(?:-?\s?(?:nummer|nr|number|no))?|numéro\s+AVS", (_v(r"756\.?\d{4}\.?\d{4}\.?\d{2}", C.ean13),)),
    ("DE", r"steuer-?identifikationsnummer|steuer-?id\w*|\b(?-i:IdNr)\b|persönliche\s+identifikationsnummer",
     (_v(rf"\d{{2}}{_S}\d{{3}}{_S}\d{{3}}{_S}\d{{3}}", lambda v: C.mod11_10(v, 11)),)),
    ("EE/LT", r"isikukood\w*|asmens\s+kod\w*|\b(?-i:AK)\s+(?:nr|numeris)", (_v(r"[1-6]\d{10}", C.ee_isikukood, dated=True),)),
    ("LV", r"personas\s+kod\w*|personas\s+numur\w*", (_v(r"\d{6}-?\d{5}", C.lv_pk),)),
    ("IE", r"\b(?-i:PPSN?|PSP)\b|personal\s+public\s+service|uimhir\s+(?:PSP|phearsanta)", (_v(r"\d{7}\s?[A-W][A-IW]?", C.ie_ppsn),)),
    ("BR", r"\b(?-i:PIS|NIS|PASEP|NIT)\b", (_v(r"\d{3}\.?\d{5}\.?\d{2}-?\d", C.br_pis),)),
    ("IS", r"kennitöl\w*|kennitala|\bkt\.", (_v(r"\d{6}-?\d{4}", C.is_kennitala, lambda v: int(C.digits(v)[:2]) > 40),)),
    ("NO/DK/SE/FI", r"fødselsnummer\w*|personnummer\w*|födelsenummer\w*|\b(?-i:CPR)\b(?:-?nummer\w*)?|cpr-?nummer\w*|personnumeret"
     r"|henkilötunnu\w*|\bhetu\b",
     (_v(r"\d{6}[\-+]?\d{5}", C.no_fnr, dated=True),
      _v(r"(?:19|20)?\d{6}[\-+]?\d{4}", lambda v: C.luhn(C.digits(v)[-10:], 10) or C.dk_cpr(v), dated=True),
      _v(r"\d{6}[\-+A-FU-Y]\d{3}[0-9A-Y]", C.fi_hetu, dated=True))),
    ("health", N.HEALTH,
     (_v(_ANY, None), _v(_MIXED, None, min_digits=4), _v(r"[A-Z]{4}\s\d{6,12}", None))),   # Galicia's "SSGA 1234567890"
    ("JP health", r"保険証|被保険者証|健康保険証?|資格確認書", (_v(r"\d{1,8}\s*(?:番号|番)\s*[:：]?\s*\d[\d\-]{0,10}\d", None),
                      # "記号・番号 1234・56 枝番01": the symbol and the number after one name, the branch number after
                      _v(r"(?!(?:19|20)\d\d\s?[・･]\s?[01]?\d(?!\d))\d{1,8}\s?[・･]\s?\d{1,8}(?:\s*(?:枝番|枝)\s*[:：]?\s*\d{2})?", None))),
    ("residence", W.RESIDENCE,
     (_v(_MIXED, None, min_digits=2), _v(_ANY, None))),
    ("passport", N.PASSPORT,
     (_v(rf"\d{{2}}\s?\d{{2}}(?:,?\s?{_NO_WORD})?\s?\d{{6}}|\d{{2}}\s?{_NO_WORD}\s?\d{{7}}", None),
      _v(r"[A-Z]{0,2}\d{6,9}|[A-Z]\d[A-Z0-9]{6,8}", None),
      _v(rf"[A-Z]{{2}}\s?{_NO_WORD}\s?\d{{6,7}}", None),   # a series in letters, then "№": Soviet-style, Uzbek, Azeri
      _v(r"\d{2}[A-Z]{2}\d{5}", None))),   # France's and Georgia's 09AB12345
    ("licence", N.LICENCE,   # a British licence: five letters of the surname, the birth date coded, initials
     (_v(_ANY, None), _v(r"[A-Z9]{5}\d[0156]\d{4}[A-Z9]{2}\d[A-Z]{2}", None))),
    ("FR", r"numéro\s+fiscal|numéro\s+(?:d'identification\s+fiscale|SPI)|\b(?-i:SPI)\b",
     (_v(r"[0-3](?:\s?\d){12}", None),)),
    # Kenya's Social Health Authority (SHA, once SHIF) member number: CR, ten digits, a check digit.
    ("KE SHA", r"\b(?-i:SHA|SHIF)\b(?:\s+(?:number|no\.?|namba|nambari|card|id))?|social\s+health\s+(?:authority|insurance\s+fund)",
     (_v(r"CR\d{10}-?\d", None),)),
    ("TZ", r"\b(?-i:NIDA)\b|kitambulisho\s+cha\s+taifa", (_v(r"\d{8}-?\d{5}-?\d{5}-?\d{2}", None),)),
    ("UZ", r"\b(?-i:JSHSHIR|PINFL|ЖШШИР|ПИНФЛ)\b|\bjshshir\w*|\bpinfl\w*", (_v(r"[1-6]\d{13}", None),)),
    ("AZ", r"\b(?:FIN|FİN)\s*kod\w*|\b(?-i:FİN)\b", (_v(r"(?=[0-9A-Z]*\d)[0-9A-Z]{7}", None, min_digits=2),)),
    ("GE", r"პირადი\s+(?:ნომერი|№)", (_v(r"\d{11}", None),)),
    ("AM", r"սոցքարտ\w*|սոցիալական\s+քարտ\w*|հանրային\s+ծառայությունների\s+համարանիշ|\b(?-i:ՀԾՀ)\b|social\s+card", (_v(r"\d{10}", None),)),
    # Luxembourg's matricule (a birth date YYYYMMDD and five digits), Kyrgyzstan's ПИН (sex, DDMMYYYY, serial),
    # Morocco's CIN named in Darija or French ("لاكارط", "la carte nationale": one or two letters, five or six digits).
    ("LU", r"matricul\w*|identifiant\s+national|nationale\s+identifikatiounsnummer", (_v(r"(?:19|20)\d\d(?:[ .]?\d){9}", CW.lu_matricule),)),
    ("KG", r"\b(?-i:ПИН|PIN)(?:и|ы|ин\w*|им\w*)?\b|персональн\w+\s+идентификационн\w+\s+номер|жеке\s+идентификациялык\s+номер\w*",
     (_v(r"[12]\d{13}", CW.kg_pin),)),
    ("MA", r"لاكارط|لاكارت|كارط\s+ناسيونال|carte\s+nationale(?:\s+d'identit[ée])?|\b(?-i:CNIE)\b",
     (_v(r"[A-Z]{1,2}\s?\d{5,6}", None), _v(r"\d{9,18}", None, min_digits=9))),
    ("MN", r"регистрийн\s+дугаар", (_v(r"(?:[^\W\d_]|3){2}\d{8}", None),)),
    ("NP", r"नागरिकता\s*(?:नं\.?|नम्बर|प्रमाणपत्र)", (_v(r"\d{1,2}-\d{2}-\d{2}-\d{3,5}|\d[\d\-/]{5,18}\d", None),)),
    ("LK", r"\b(?-i:NIC)\b|ජාතික\s+හැඳුනුම්පත|தேசிய\s+அடையாள", (_v(r"\d{12}|\d{9}[VvXx]", None),)),
    # Myanmar's NRC ("12/ဒဂန(နိုင်)123456") and Zambia's or Malawi's ("123456/78/1").
    ("MM/ZM", r"မှတ်ပုံတင်(?:အမှတ်)?|\b(?-i:NRC)\b",
     (_v(r"\d{1,2}/[^\s\d]{2,14}\([^\s)]{1,8}\)\d{6}", None), _v(r"\d{6}/\d{2}/\d", None))),
    # The UK's NHS number named in Welsh, Gaelic and Irish, Scotland's CHI; El Salvador's DUI.
    ("UK NHS", r"\b(?-i:NHS|GIG|HSC)\s+(?:no|number|num|nummer)\b|àireamh\s+(?-i:NHS|CHI)|rhif\s+(?-i:GIG|NHS)|uimhir\s+(?-i:NHS|HSC)"
     r"|\b(?-i:NHS|GIG)\b|\b(?-i:CHI)\s+(?:no|number)\b", (_v(r"\d{3}[ \-]?\d{3}[ \-]?\d{4}", CW.uk_nhs),)),
    ("SV", r"\b(?-i:DUI)\b|documento\s+[úu]nico\s+de\s+identidad", (_v(r"\d{8}-?\d", CW.sv_dui),)),
    # Ukraine's УНЗР (the demographic register's record: a birth date YYYYMMDD and five digits).
    ("UA", r"\b(?-i:УНЗР)\b|унікальн\w+\s+номер\s+запису", (_v(r"(?:19|20)\d{6}-?\d{5}", None),)),
    # Bolivia's carnet de identidad: five to eight digits and the issuing department's letters ("4127738 LP").
    ("BO", r"\b(?-i:C\.?I)\b\.?(?:\s+(?:N[°º]|nro\.?|número))?|carnet\s+de\s+identidad|c[ée]dula\s+de\s+identidad",
     (_v(r"\d{5,8}(?:-\d[A-Z])?\s?(?-i:LP|CB|SC|OR|PT|CH|TJ|BE|PD|PA)(?![^\W\d_])", None),)),
    ("UY", r"\b(?-i:C\.?I)\b\.?(?:\s+(?:N[°º]|nro\.?|número))?", (_v(r"\d\.?\d{3}\.?\d{3}-?\d", CW.uy_ci),)),
    ("IN", r"आधार|ആധാർ|ஆதார்|ఆధార్|ಆಧಾರ್|আধার|આધાર|ਆਧਾਰ|ଆଧାର|آدھار|aadhaa?r", (_v(r"[2-9]\d{3}[ \-]?\d{4}[ \-]?\d{4}", None),)),
    ("NL", r"\bbsn\b|burgerservicenummer|sofi-?nummer", (_v(r"\d{9}|\d{4}\.\d{2}\.\d{3}", None),)),
    ("SK", r"\b(?-i:BOK)\b|bezpečnostn\w+\s+osobn\w+\s+kód\w*", (_v(r"\d{4,8}", None, min_digits=4),)),
    ("id card", N.ID_CARD,
     (_v(r"[A-Z]{3}\s?\d{6}|[A-Z]{2}\d{5}[A-Z]{2}|[A-Z]{2}\d{8}[A-Z]{2}|[A-Z]{6}\d{8}[HM]\d{3}|GHA-?\d{9}-?\d|C[MF][A-Z0-9]{12}|\d{2}[A-Z]{2}\d{5}|\d{6}[A-Z]{2}", None),
      _v(_ANY, None))),
    ("tax", r"\b(?-i:NPWP|UTR|NTN)\b|unique\s+taxpayer\s+reference|steuernummer|steuer-?nr\.?|a-?number|alien\s+(?:registration\s+)?number"
     r"|uscis\s+(?:number|no)|green\s+card\s+(?:number|no)|\b(?-i:UAN|ABHA)\b|universal\s+account\s+number|pag-?ibig|\b(?-i:HDMF)\b|"
     + W.TAX + "|" + S.TAX,
     (_v(r"A-?\d{8,9}|[A-Z]{3}\d{10}|\d{2,3}/\d{3,4}/\d{4,5}", None), _v(_ANY, None),
      _v(_PAN, None, _pan_company, min_digits=4))),
    ("pension", W.PENSION,
     (_v(r"[A-Z]{2}/[A-Z]{3}/\d{5,7}(?:/\d{3})?/\d{5,7}", None), _v(_ANY, None))),
    ("birth", W.BIRTH,
     (_v(r"[IVX]{1,4}-[^\W\d_]{2}\s?(?:№|No\.?|N)?\s?\d{6}", None), _v(r"[^\W\d_]{2}\s?\d{7}", None),
      _v(_MIXED, None, min_digits=4), _v(_ANY, None))),
    # Angola's and Portugal's Bilhete de Identidade: nine digits, two letters, three digits ("000123456LA041").
    ("AO/PT BI", r"(?:número|n\.?º|no\.?)\s+(?:do\s+|de\s+)?(?-i:BI)\b|\b(?-i:BI)\s+(?:n\.?º|número)|bilhete\s+de\s+identidade", (_v(r"\d{9}[A-Z]{2}\d{3}", None), _v(_ANY, None))),
    ("personal tax", r"personal\s+tax\s+(?:id|number|code|no)\w*|individual\s+tax(?:payer)?\s+(?:id|identification)\w*|\b(?-i:ITIN)\b"
     r"|persönliche\s+steuer-?(?:nummer|id)|numéro\s+fiscal\s+(?:personnel|de\s+référence)|código\s+fiscal\s+personal"
     r"|número\s+(?:de\s+identificación\s+)?fiscal\s+personal|codice\s+fiscale\s+personale|persoonlijk\s+fiscaal\s+nummer"
     r"|personligt?\s+skattenummer|osobisty\s+numer\s+podatkowy|kişisel\s+vergi\s+(?:no|numara)\w*"
     r"|nomor\s+pokok\s+wajib\s+pajak\s+pribadi|\b(?-i:RFC)\b|registro\s+federal\s+de\s+contribuyentes|\b(?-i:RUC)\b"
     r"|личн\w+\s+(?:ИНН|налогов\w+\s+номер)",
     (_v(r"[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}", None), _v(r"\d{2}-?\d{8}-?\d|\d{9,13}", None,
                                                    lambda v: len(C.digits(v)) == 11 and C.digits(v)[:2] == "20"))),
    # Tax numbers companies have too: someone's only with a possessive ("我的税号", "رقمي الضريبي", "my DIČ").
    ("tax, someone's", W.TAX_ANYONE, (_v(_ANY, C.never), _v(_MIXED, C.never, min_digits=4))),
    ("own id", W.OWN_ID, (_v(_ANY, None), _v(_MIXED, None, min_digits=4))),
    # Uganda's NIN (CM/CF and twelve letters or digits), Zimbabwe's id ("63-2184756F42"); any other number only when someone's.
    ("weak id", W.WEAK_ID, (_v(r"C[MF][A-Z0-9]{12}", None), _v(r"\d{2}-?\d{6,7}[ \-]?[A-Z][ \-]?\d{2}", None),
                            _v(_ANY, C.never), _v(_MIXED, C.never, min_digits=4))),
    *_LOCAL_ROWS,
)



def _lowered(sample: str) -> str:
    """`sample` in lower case, one character for one, folded again (a capital Armenian or Greek letter folds only
    once lowered), so a name matches whatever its case."""
    return fold_confusables(lower1(sample))


def _row(names: str) -> tuple[re.Pattern[str], tuple[str, ...] | None]:
    pattern = fold_confusables(unicodedata.normalize("NFKC", names))
    found = stems(pattern)
    return re.compile(pattern, re.I), None if found is None else tuple(fold_confusables(stem) for stem in found)


_ROWS = tuple(_row(names) for _country, names, _variants in _TABLE)
_GAP = re.compile(r"[^\d\n]{0,48}(?:\n[^\d\n]{0,12})?")
# A longer label closed by a colon, read only when it names whose the document is ("Die Nummer vom Aufenthaltstitel
# meiner Schwiegermutter, für die Ausländerbehörde: Y4K7M2P91").
_LABEL_GAP = re.compile(r"[^\d\n:：]{49,110}[:：]\s*")


def _starts(sample: str, end: int, name_end: int) -> Iterator[int]:
    """Where the number may start: after the gap, or up to five letters before it (HKID "A123456(3)", NRIC "S…", a
    Spanish health card's "BBBB1234…", an Indian PAN "AFZPK7190K")."""
    yield end
    for back in (1, 2, 3, 4, 5):
        at = end - back
        if at >= name_end and sample[at].isascii() and sample[at].isalpha() \
                and (at == 0 or not sample[at - 1].isalnum()):
            yield at


def _strong(sample: str, name: re.Match[str], value: re.Match[str]) -> bool:
    """A name that cannot be read as anything else: written out (not an abbreviation), or with a word for "number"."""
    written = name.group(0)
    return ((" " in written or len(written) >= 8) and not written.isupper()) \
        or _NUMBER_WORD.search(sample, max(0, name.start() - 15), value.start()) is not None


# A series of capitals standing alone before a number, perhaps with a word for "number" ("AB 482917", "серии АВ номер
# 123456", folded to "AB homep"); the end of a word in capitals and small letters ("der GmbH 5133/…") is no series.
_SERIES_TAIL = re.compile(r"(?<![^\W\d_])[A-Z]{1,3}\s*(?:(?:№|N[o°º]\.?|homep|nr\.?|number)\s*)?$")


def _before_series(sample: str, name_end: int, start: int) -> int:
    """Where the text before a number ends, less a series of capitals standing alone before it ("AB 482917" is no
    Swedish "AB" company)."""
    tail = _SERIES_TAIL.search(sample, name_end, start)
    return tail.start() if tail is not None else start


def _decide(sample: str, name: re.Match[str], value: re.Match[str], variant: Variant,
            purposes: Sequence[tuple[int, int]] = ()) -> bool:
    """A named number is an id: not a company's, not of a company-only shape, and its check holds, or it is someone's,
    or handed over for a personal purpose (`secret_ids_purpose`: its check may be miscopied), or (for a shape with no
    check digits) its name is unmistakable. A shop word inside the purpose ("para a fatura da farmácia") is no owner."""
    between = sample[name.end():value.start()]
    personal = _PERSONAL.search(sample, max(0, name.start() - 40), value.start()) is not None \
        or _OWN_ENDING.search(name.group(0)) is not None or _owner_after(sample, value.end()) \
        or _OWNER_NAMED.match(between) is not None
    end = _before_series(sample, name.end(), value.start())
    if not personal and (_COMPANY.search(blanked(sample, purposes), max(0, name.start() - 30), end)
                         or (variant.public is not None and variant.public(value.group(0)))):
        return False
    personal = personal or _owner_given(between)
    if variant.check is None:
        return len(C.digits(value.group(0))) >= variant.min_digits
    for_someone = bool(purposes) and not first_outside(   # "… es de la empresa, para la boleta": no one's own
        _COMPANY, sample, value.end(), clause_end(sample, value.end()), purposes)
    return variant.check(value.group(0)) or personal or (variant.check is not C.never and (
        for_someone or _strong(sample, name, value) or (variant.dated and _dated(value.group(0)))))


def _value(sample: str, name: re.Match[str], end: int, variants: tuple[Variant, ...]) -> tuple[re.Match[str], Variant] | None:
    """The number after a name: of the shapes that match there, one whose check holds if any."""
    found = [(value, variant) for start in _starts(sample, end, name.end()) for variant in variants
             if (value := variant.value.match(sample, start)) is not None]
    return next((f for f in found if f[1].check is None or f[1].check(f[0].group(0))), found[0] if found else None)


def natid_spans(sample: str) -> Iterator[tuple[int, int]]:
    """Spans of the national ids in a folded `sample` found after one of their names (see the module's docstring)."""
    sample = sample.translate(ASCII_DIGITS)
    if _ANY_NUMBER.search(sample) is None:
        return
    lowered = _lowered(sample)
    for (pattern, row_stems), (_country, _names, variants) in zip(_ROWS, _TABLE):
        if row_stems is not None and not any(stem in lowered for stem in row_stems):
            continue
        names = {m.start(): m for m in pattern.finditer(sample)}
        if lowered != sample:   # abbreviations are matched in their case, written-out names in any case
            names.update({m.start(): m for m in pattern.finditer(lowered) if m.start() not in names})
        yield from _row_spans(sample, names.values(), variants)


# Every id holds two digits close together.
_ANY_NUMBER = re.compile(r"\d\w{0,5}\d")


def _served(sample: str, name: re.Match[str], end: int) -> bool:
    """An office's phone, a fee or a form named just before the document's name, on its line, and no one's own."""
    start = max(0, name.start() - 30, sample.rfind("\n", 0, name.start()) + 1)
    return _SERVICE.search(sample, start, name.start()) is not None \
        and _PERSONAL.search(sample, max(0, name.start() - 40), end) is None


# A form or a tax year named between an id's name and its number: "SIN for the T4: …", "SSN for my 1040", "for 2023".
_FORM = re.compile(r"(?:[A-Z]{1,3}-?\d{1,3}[A-Z]?|\d{3,4}(?:-[A-Z]{2,4})?)(?![\w])")


def _past_form(sample: str, end: int, variants: tuple[Variant, ...]) -> tuple[re.Match[str], Variant] | None:
    """The number after a form's name or a year in the gap, only in a shape whose check digits hold."""
    start = end
    while end - start < 3 and sample[start - 1:start].isupper() and sample[start - 1].isascii():
        start -= 1   # the gap took the form's letters ("T" of "T4")
    form = _FORM.match(sample, start) if start == 0 or not sample[start - 1].isalnum() else None
    gap = _GAP.match(sample, form.end()) if form is not None else None
    if gap is None or _NOT_THE_ID.search(gap.group(0)) or _SERVICE.search(gap.group(0)):
        return None
    found = [(value, variant) for variant in variants if variant.check is not None and variant.check is not C.never
             and (value := variant.value.match(sample, gap.end())) is not None and variant.check(value.group(0))]
    return found[0] if found else None


def _row_spans(sample: str, names: Iterable[re.Match[str]], variants: tuple[Variant, ...]) -> Iterator[tuple[int, int]]:
    for name in names:
        gap = _GAP.match(sample, name.end())
        label = _LABEL_GAP.match(sample, name.end()) if gap.end() - name.end() >= 48 else None
        if label is not None and _PERSONAL.search(sample, name.end(), label.end()) is not None:
            gap = label
        purposes = clause_purposes(sample, name.start(), gap.end(), folded=True) if gap is not None else []
        plain = blanked(sample, purposes)   # "DNI para el ticket de la farmacia:": what it is for says nothing of the number
        if gap is None or _NOT_THE_ID.search(plain, *gap.span()) or service_between(plain, gap.span(), name.start()) \
                or _served(plain, name, gap.end()) or other_number_head(sample, name.start(), folded=True):
            continue
        found = _value(sample, name, gap.end(), variants) or _past_form(sample, gap.end(), variants)
        if found is not None and not (found[1].check is None and _DATE_OR_PHONE.fullmatch(found[0].group(0))) \
                and not _AMOUNT_AFTER.match(sample, found[0].end()) and _decide(sample, name, *found, purposes):
            yield found[0].span()
            yield from corrected_spans(sample, found[0].end(), (found[1].value,))   # "… no, ese es el de papá, el mío es …"
