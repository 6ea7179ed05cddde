"""National ids given without their name: a number in an id's own printed grouping whose check digits hold, beside words of paperwork or kin.

"pour le dossier CAF, à recopier tel quel : 2 94 03 75 112 005 47", "कल फॉर्म में भरना है — 9137 4402 8157",
"38501274606 - babamın, noter için lazım": people copy an id for a form, an office, a notary, a school or an
insurer, or for a relative, and leave its name out. A random number of that grouping passes the id's check about
once in ten (Verhoeff, Luhn) to once in a hundred (two check digits), so each shape counts only with such a word in
its sentence (before or after it), and never beside a word that makes it another number: a phone, an order, a
parcel, an invoice, an account, an amount or a price (`secret_ids_bare.OTHER_NUMBER` and `_OTHER` here).
Shapes the bare reader (`secret_ids_bare`) takes alone are not repeated here. A number of six to fourteen digits that
an id card's name follows in such a sentence ("namba yake ni 10345872, ile ya kitambulisho") is that id, named after.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Callable, Iterator

from . import secret_checksums as C
from . import secret_checksums_world as CW
from .normalise import fold_confusables
from .secret_cues import quantity_after
from .secret_ids import cpf_ok, ssn_ok, verhoeff_ok
from .secret_ids_bare import OTHER_NUMBER
from .secret_natids_words import COMPANY_WORDS, PERSONAL_WORDS

Check = Callable[[str], bool]


def _aadhaar(value: str) -> bool:
    d = C.digits(value)
    return len(d) == 12 and d[0] in "23456789" and verhoeff_ok(d)


def _nir_spaced(value: str) -> bool:
    """A French NIR printed in its groups (1 2 2 2 3 3 2): the grouping is the id's alone, so a key copied wrong still
    reads as one; a month 01-12 (or 20-42, 50-99 for the unknown) and a key 01-97."""
    parts = value.split()
    month = int(parts[2])
    return (1 <= month <= 12 or 20 <= month <= 42 or 50 <= month <= 99) and 1 <= int(parts[6]) <= 97


def _dated(d: str, at: int, order: str, centuries: tuple[int, ...] = (1900, 2000)) -> bool:
    a, b, c = int(d[at:at + 2]), int(d[at + 2:at + 4]), int(d[at + 4:at + 6])
    year, month, day = (a, b, c) if order == "ymd" else (c, b, a)
    return any(C.valid_date(century + year, month, day) for century in centuries)


def _egn(value: str) -> bool:
    """Bulgaria's ЕГН: YYMMDD (month +20 before 1900, +40 from 2000) and its check."""
    d = C.digits(value)
    month = int(d[2:4]) % 20
    return len(d) == 10 and 1 <= month <= 12 and 1 <= int(d[4:6]) <= 31 and C.bg_egn(d)


def _se_long(value: str) -> bool:
    d = C.digits(value)
    return _dated(d, 2, "ymd") and C.luhn(d[2:], 10)


def _dk_cpr(value: str) -> bool:
    return _dated(C.digits(value), 0, "dmy")


def _cz(value: str) -> bool:
    d = C.digits(value)
    return len(d) == 10 and C.cz_rodne(d)


def _eleven(value: str) -> bool:
    """Eleven digits: a TC kimlik no, a CPF, a Croatian OIB, a Greek AMKA or a Belgian national number with its date."""
    d = C.digits(value)
    return C.tr_tckn(d) or cpf_ok(d) or C.mod11_10(d, 11) or C.gr_amka(d) \
        or (_dated(d, 0, "ymd") and C.be_nn(d))


def _twelve(value: str) -> bool:
    """Twelve digits: a Kazakh ИИН with its date or a Russian ИНН of a person (two check digits)."""
    d = C.digits(value)
    return (_dated(d, 0, "ymd") and C.kz_iin(d)) or C.ru_inn_person(d)


def _de_steuer(value: str) -> bool:
    """Germany's Steuer-ID as printed (2 3 3 3): no leading 0, and in its first ten digits one digit twice or thrice,
    every other once (a random number passes about once in a hundred)."""
    d = C.digits(value)
    counts = sorted((d[:10].count(x) for x in set(d[:10])), reverse=True)
    return len(d) == 11 and d[0] != "0" and counts[0] in (2, 3) and counts[1:2] in ([1], [])


def _pesel_dated(value: str) -> bool:
    d = C.digits(value)
    month = int(d[2:4])
    return month <= 32 and C.valid_date((2000 if month > 20 else 1900) + int(d[:2]), month % 20 or 20, int(d[4:6]))


def _kr_rrn_dated(value: str) -> bool:
    d = C.digits(value)
    return d[6] in "1234" and C.valid_date((1900 if d[6] in "12" else 2000) + int(d[:2]), int(d[2:4]), int(d[4:6]))


def _vn_cccd(value: str) -> bool:
    """Viet Nam's citizen id: a province code 001-096, a century and sex digit, the birth year's last two digits."""
    d = C.digits(value)
    return 1 <= int(d[:3]) <= 96 and d[3] in "0123"


def _b(shape: str, check: Check, loose: bool = False) -> tuple[re.Pattern[str], Check, bool]:
    return re.compile(rf"(?<![\w\-./+#,])(?:{shape})(?![\w\-]|[./,]\d)"), check, loose


_AADHAAR_SHAPE = r"[2-9]\d{3} \d{4} \d{4}|[2-9]\d{3}-\d{4}-\d{4}"
# (shape, check, loose): a loose shape is one whose check failed or that has none beyond a date or a region (hand
# copies get check digits wrong): it needs both a paperwork word and someone's (a kin word or a possessive).
_PAPER_SHAPES: tuple[tuple[re.Pattern[str], Check, bool], ...] = (
    _b(_AADHAAR_SHAPE, lambda v: _aadhaar(v) or CW.jp_my_number(v)),
    _b(_AADHAAR_SHAPE, lambda v: True, loose=True),
    _b(r"[12] \d{2} \d{2} (?:\d{2}|2[AB]) \d{3} \d{3} \d{2}", _nir_spaced),
    _b(r"[1-9]\d{10}", _eleven),
    _b(r"\d{2}[0-3]\d{8}", _pesel_dated, loose=True),
    _b(r"[1-9]\d \d{3} \d{3} \d{3}", _de_steuer),
    # ten digits: a Bulgarian ЕГН, a Ukrainian РНОКПП, an Iranian کد ملی, a Saudi id or iqama (1 or 2, Luhn)
    _b(r"\d{10}", lambda v: _egn(v) or C.ua_rnokpp(v) or C.ir_melli(v) or (v[0] in "12" and C.luhn(v, 10))),
    # nine digits: an Israeli teudat zehut, a Dutch BSN, a Portuguese NIF, a Greek ΑΦΜ, an Australian TFN
    _b(r"\d{9}", lambda v: C.luhn(v, 9) or C.nl_bsn(v) or C.pt_nif(v) or CW.gr_afm(v) or CW.au_tfn(v), loose=True),
    _b(r"\d{3} \d{2} \d{4}", ssn_ok, loose=True),   # a US SSN spaced, not dashed
    _b(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]", lambda v: True),   # a UK NINO
    _b(r"\d{7}[A-W][A-IW]?", C.ie_ppsn),   # an Irish PPSN and its check letter
    _b(r"[A-Z&]{4}\d{6}[A-Z\d]{3}", lambda v: _dated(v[4:10], 0, "ymd")),   # a Mexican RFC of a person
    _b(r"\d{16}", CW.id_nik, loose=True),   # Indonesia's NIK: a region, the birth date
    _b(r"\d{7,8}-[\dkK]", CW.cl_rut),   # a Chilean RUN without its dots
    _b(r"\d{2} \d{2} \d{6}", lambda v: True, loose=True),   # a Russian passport's series and number
    _b(r"784-\d{4}-\d{7}-\d", lambda v: C.luhn(v, 15)),   # the UAE's Emirates ID
    _b(r"GHA-\d{9}-\d", lambda v: True),   # the Ghana Card's PIN
    _b(r"\d{12}", _twelve),
    _b(r"0\d{11}", _vn_cccd, loose=True),
    _b(r"(?:19|20)\d{10}", _se_long),
    _b(r"\d{6}-[1-4]\d{6}", _kr_rrn_dated, loose=True),
    _b(r"[0-3]\d[01]\d\d\d-\d{4}", lambda v: _dk_cpr(v) or CW.is_kennitala(v)),
    _b(r"\d{6}/\d{4}", _cz),
    _b(r"\d{3}-\d{3}-\d{3}[ \-]\d{2}", CW.ru_snils),
    _b(r"\d{3} \d{3} \d{3}|\d{3}-\d{3}-\d{3}", lambda v: C.luhn(v, 9) or C.hu_taj(v) or C.nl_bsn(v)),
    _b(r"\d{4}[ .]\d{2}[ .]\d{3}", C.nl_bsn),
    _b(r"\d{6}-\d{2}-\d{4}", C.my_mykad),
    _b(r"\d{5}-\d{7}-\d", lambda v: True),   # Pakistan's CNIC: no check digit, a shape no other number takes
    _b(r"\d{3}-\d{6}-\d", C.ir_melli),
    _b(r"\d{13}", CW.th_id),
    _b(r"\d{14}", CW.eg_nid),
    _b(r"\d{4} ?\d{6}", C.at_svnr),
    _b(r"\d\.\d{3}\.\d{3}-\d", CW.uy_ci),
    _b(r"\d{3}\.\d{5}\.\d{2}-\d", CW.br_pis),
)

def _folded(pattern: str) -> re.Pattern[str]:
    """Compiled as the text is read: NFKC, look-alike letters folded (a Greek or Cyrillic word reads as folded)."""
    return re.compile(fold_confusables(unicodedata.normalize("NFKC", pattern)))


# Paperwork: a form to fill, an office, a notary, benefits, insurance, school enrolment, a tax return, an embassy,
# "copy it exactly", "needed for", in ~35 languages. Stems, matched at a word's start.
_PAPERWORK = _folded(
    r"(?i)(?<![^\W\d_])(?:form(?:ular\w*|ulaire\w*|ulario\w*|ulário\w*|ularz\w*|ulier\w*)?|fill\w*|paperwork"
    r"|application"
    r"|notar\w*|noter\w*|insur\w*|benefit\w*|enrol\w*|school|embassy|consulat\w*|pension\w*|tax\s+return"
    r"|copy\s+(?:it\s+)?exactly|for\s+the\s+(?:bank|school|doctor|clinic|hospital|lawyer)"
    r"|dossier|recopier|tel\s+quel|telle\s+quelle|caf|cpam|mutuelle|mairie|préfecture|assurance\w*|inscription|impôts"
    r"|formular\w*|antrag\w*|ausfüllen|amt|behörde|krankenkasse|versicherung\w*|notar|schule|anmeldung"
    r"|trámite\w*|solicitud|rellenar|llenar|escuela|seguro|notarí\w*|embajada|inscripción|hacienda"
    r"|preencher|cartório|inscrição|escola|requerimento|modulo|compilare|scuola|assicurazion\w*|pratica|iscrizione"
    r"|aanvraag|invullen|gemeente|verzekering|inschrijving|belasting\w*|wniosek|wypełni\w*|urząd\w*|ubezpiecz\w*"
    r"|zapis\w*|szkoł\w*|škol\w*|obraz[ac]\w*|obrasc\w*|osiguranj\w*|zahtjev\w*|formulář\w*|úřad\w*|pojišťovn\w*"
    r"|vyplnit|blankett\w*|ansökan|försäkrings\w*|skatteverket"
    r"|hakemus\w*|lomak\w*|vakuutus\w*|nyomtatvány\w*|kérelem|biztosít\w*|cerere|formular|asigur\w*|dilekçe\w*"
    r"|başvuru\w*|noter|vekalet\w*|sigorta\w*|okul\w*|kayıt|nüfus|vergi\w*|lazım|lazim|gerekli|belge\w*|formulir"
    r"|asuransi|sekolah|pendaftaran|borang|mẫu|đơn|hồ\s+sơ|bảo\s+hiểm|form\s+mein|bharna|bharni)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:fomu|ifomu|fọ́ọ̀mù|fom|foomka|shule|bima|ombi|maombi|kushona)(?![^\W\d_])"
    r"|αίτηση\w*|αιτήσ\w*|έντυπο\w*|εντύπ\w*|ασφάλει\w*|ασφαλιστ\w*|σχολεί\w*|συμβολαιογράφ\w*|εφορία\w*"
    r"|формуляр\w*|молба\w*|ፎርም|ማመልከቻ|ኢንሹራንስ|ትምህርት\s+ቤት|填表|填報|报名|報名"
    r"|заявлени\w*|анкет\w*|бланк\w*|нотари\w*|страхов\w*|школ\w*|справк\w*|госуслуг\w*|документ\w*|заяв\w*"
    r"|فرم|استمارة|طلب|نموذج|كاتب\s+العدل|تأمين|مدرسة|بیمه|دفترخانه|טופס|ביטוח|נוטריון|בית\s+ספר"
    r"|फ़ॉर्म|फॉर्म|फार्म|भरना|भरने|आवेदन|बीमा|स्कूल|दाखिल|नोटरी|ফর্ম|আবেদন|বিমা|ফরম|படிவ|விண்ணப்ப|ఫారం|ఫారమ్|దరఖాస్తు"
    r"|ಅರ್ಜಿ|ಫಾರ್ಮ್|ഫോം|അപേക്ഷ|ફોર્મ|અરજી|ਫਾਰਮ|ਅਰਜ਼ੀ|فارم|درخواست"
    r"|ใบสมัคร|แบบฟอร์ม|ประกัน|โรงเรียน|表格|申请|申請|填写|填寫|保险|保險|学校|公证|書類|申込|申請書|記入|保険|役所|신청서|서류|보험|학교|주민센터")
# Another number, said around the value: a phone, a parcel, an order, money, a date or a count.
_OTHER = _folded(
    r"(?i)(?<![^\W\d_])(?:phone|call|ring|text\s+me|sms|whatsapp|mobile|cell|tel(?!\s+quel)|fax|hotline|helpline"
    r"|order|invoice"
    r"|tracking|parcel|ticket|booking|policy|police|polizza|póliza|apólice|iban|account|konto|compte|cuenta|amount"
    r"|total"
    r"|price|fee|cost|pay|paid|balance|bill|receipt|serial|imei|vin|licen[cs]e\s+plate|flight|pnr|otp|pin|password"
    r"|ara|arayın|tel[eé]f\w*|matr[ií]cul\w*|student\w*|estudiant\w*|alun[oa]|élève|schüler\w*|member\w*|membre"
    r"|socio|mitglied\w*|client\w*|customer|kunden\w*|contrat\w*|contract\w*|vertrag\w*|plate|kenteken\w*|placa"
    r"|targa|kennzeichen|firma\w*|şirket\w*|işletme\w*|klant\w*|kund\w*|abonn\w*|route|rota|ruta|linie|class"
    r"|klasse|classe|clase|room|seat|bus|train|claim|file|folio|code|código|codice|kod\w*|koodi|kód|kode|ref"
    r"|reference|referencia|référence|riferimento|kenmerk|sygnatur\w*|caso|affaire|sprawy|sprawa|дел[ао]|код\w*"
    r"|квитанц\w*|téléphone|appel\w*|llama\w*|ligue|chiama|anrufen|zadzwoń|позвон\w*|звон\w*)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:ada|malipo|bei|gharama|tarifa|precio|preço|prezzo|gebühr\w*|frais|prix|biaya|harga|phí|giá|ücret\w*"
    r"|fiyat\w*|opłat\w*|cena|poplatek|díj\w*|maksu\w*|avgift\w*)(?![^\W\d_])|плат[аы]|стоимост\w*|цен[аы]|رسوم|سعر"
    r"|מחיר|शुल्क|फीस|费用|料金|요금|[$€£¥₹₺₽]|τηλ[έε]φων\w*|κινητ\w*|телефон\w*|моб\.|điện\s+thoại|sđt|telepon|puhelin\w*|ስልክ|\bsimu\b|\bhp\b|コード|代码|代碼|코드|ऑर्डर|ऑडर|आर्डर|ਆਰਡਰ|অর্ডার|ஆர்டர்|ఆర్డర్|ಆರ್ಡರ್|ഓർഡർ|ઓર્ડર|آرڈر|ٹریکنگ|ट्रैकिंग|बिल"
    r"|রসিদ|증권|주문|송장|계좌|회원|고객|학번|사번|保单|保單|订单|訂單|会员|會員|客户|客戶|学号|學號|工号|注文|会員|お客様|学籍|証券|\brs\.?\s|\binr\b|\btl\b"
    r"|\bруб|फ़ोन|फोन|कॉल|मोबाइल|电话|電話|전화|หมายเลขโทรศัพท์|هاتف|تلفن|טלפון")
# His, her, their, and kin words `PERSONAL_WORDS` lacks: whose the id is, when the writer copies a relative's.
_THEIR = _folded(
    r"(?i)(?<![^\W\d_])(?:his|her|their|sein\w*|ihr\w*|son|ses|leur|su|sus|seu|sua|dele|dela|suo|sua|zijn|haar|hun"
    r"|hans|hennes|deras|hänen|heidän|jego|jej|ich|jeho|její|njegov\w*|njezin\w*|onun|annem\w*|kardeşim\w*|eşimin"
    r"|его|её|ее|их|його|її|їх|em\s+gái|em\s+trai|anh\s+trai|chị\s+gái|của\s+(?:nó|em|anh|chị|mẹ|bố|ba|má|ông|bà)"
    r"|ibu|bapak|ayah|adik|kakak|abang|mak|abah|anak|suami|isteri|istri|kuya|tita|tito|lola|lolo|nanay|tatay"
    r"|bibi|babu|mama|baba|dada|kaka|mjomba|shangazi|äidin|isän|mummon|vaarin|vaimon|miehen|pojan|tyttären|anyu\w*"
    r"|apu\w*|mamei|tatălui|bunicii|μαμάς|μπαμπά|γιαγιάς|παππού|мама|мамы|папы|бабушк\w*|дедушк\w*|nanay|tatay)(?![^\W\d_])"
    r"|아빠|엄마|할머니|할아버지|동생|누나|언니|형|오빠|남편|아내|아들|딸|ለአባቴ|የአባቴ|አባቴ|እናቴ|ወንድሜ|እህቴ|ባለቤቴ|ልጄ"
    r"|他的|她的|他们的|彼の|彼女の|父の|母の|祖母の|祖父の|子供の|妹の|弟の|兄の|姉の|של(?:ו|ה|הם)(?![\u05d0-\u05ea])")
_SENTENCE = re.compile(r"[^.!?。！？\n]*")
# A count after the number: "390404796 views", "… items", "… people" (the units `quantity_after` knows are fewer).
_COUNTED = re.compile(r"(?i)\s?(?:views?|items?|people|persons?|users?|visitors?|times|rows?|records?|pages?|copies|votes?"
                      r"|downloads?|followers?|likes?|subscribers?|members?|students?|km|kg|m²|sq)\b")
# A phone's country or area code right before the number: "+34 612 345 678", "(0)30 …".
_DIALLED = re.compile(r"(?:\+\s?\d{1,4}|\(\d{1,5}\))[\s\-.]?$")


def _sentence(sample: str, start: int, end: int) -> tuple[str, str]:
    """The words of the sentence before and after a value (at most 70 characters each way)."""
    begin = max(0, start - 70)
    cut = max(sample.rfind(c, begin, start) for c in ".!?。！？\n")
    before = sample[max(begin, cut + 1):start]
    after = sample[end:_SENTENCE.match(sample, end, min(len(sample), end + 70)).end()]
    return before, after


def _placeholder(value: str) -> bool:
    """A number no one is given: a run up or down ("123456789") or two digits at most ("000 00 0000", "1111 2222")."""
    d = C.digits(value)
    return len(set(d)) <= 2 or len(d) >= 8 and (d in "01234567890123456789" or d in "98765432109876543210")


def _context(sample: str, start: int, end: int) -> tuple[bool, bool, str] | None:
    """(someone's, paperwork, the words after) around a value, or None when the words make it another number (a
    phone's, an order's, a student's, a policy's, a count) or a company's."""
    before, after = _sentence(sample, start, end)
    around = before + " " + after
    if OTHER_NUMBER.search(sample, max(0, start - 40), start) or _OTHER.search(around) or _DIALLED.search(before) \
            or quantity_after(sample, end) or _COUNTED.match(sample, end):
        return None
    personal = PERSONAL_WORDS.search(around) is not None or _THEIR.search(around) is not None
    if not personal and COMPANY_WORDS.search(around):
        return None   # "a school's" number reads as a company's too, unless it is a child's
    return personal, _PAPERWORK.search(around) is not None, after


# An id card's name after a number ("namba yake ni 10345872, ile ya kitambulisho"): the number is that id, said first.
_ID_NAME = _folded(
    r"(?i)(?<![^\W\d_])(?:kitambulisho|(?-i:ID|NIK|KTP|CNIC|NIC|DNI|CCCD|CMND)|identity\s+card|id\s+card|identit[éy]"
    r"|identidad|cédula|carnet|kimli[gğk]\w*|ausweis\w*|personalausweis\w*|паспорт\w*|удостоверени\w*|căn\s+cước"
    r"|dowod\w*|občansk\w*|személyi|henkilöllisyys\w*|identiteitskaart|cartão\s+de\s+cidadão|carta\s+d'identità"
    r"|lambar\s+shaida|aqoonsi\w*|indangamuntu)(?![^\W\d_])"
    r"|هوية|الهوية|کارت\s+ملی|הזהות|ת\.ז|पहचान|आधार|आईडी|身份证|身分證|신분증|주민등록|บัตรประชาชน|መታወቂያ")
_PLAIN = re.compile(r"(?<![\w\-./+#,])\d{6,14}(?![\w\-]|[./,]\d)")


def paperwork_id_spans(sample: str) -> Iterator[tuple[int, int]]:
    """Spans of checked ids in their own grouping beside paperwork or kin words, and of numbers an id card's name
    follows in such a sentence (see the module's docstring)."""
    if sum(c.isdigit() for c in sample) < 6:
        return
    for pattern, check, loose in _PAPER_SHAPES:
        for match in pattern.finditer(sample):
            value = match.group(0)
            found = _context(sample, *match.span()) if check(value) and not _placeholder(value) else None
            if found is not None and ((found[0] and found[1]) or (not loose and (found[0] or found[1]))):
                yield match.span()
    for match in _PLAIN.finditer(sample):
        found = None if _placeholder(match.group(0)) else _context(sample, *match.span())
        if found is not None and (found[0] or found[1]) and _ID_NAME.search(found[2][:48]):
            yield match.span()
