"""Business numbers printed for anyone to read are public: a mobile-money agent's number, a shop's tax id on its receipt
(also under STIR, ИНН, MST or "mã số thuế" beside a shop's or a company's word, a few words off), a Kenyan KRA PIN of a company (it opens with P), a South African company registration (YYYY/NNNNNN/NN).

Called by `secret_public.public_spans`; each span is blanked before the rules read the text. A text that makes the
number someone's own ("my KRA PIN", "TIN yangu", "የኔ") or names a secret (PIN, password) beside it keeps it.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_words import PERSONAL
from .normalise import compile_nfkc


_re = compile_nfkc


# A mobile-money or bank agent's number: painted on the kiosk, given to every customer who deposits or withdraws.
_AGENT_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:c[óo]digo\s+(?:de\s+|do\s+)?agente|n[úu]mero\s+(?:de\s+|do\s+)?agente|agent\s+(?:code|number|no\.?|id|#)"
    r"|code\s+(?:de\s+l'|d')?agent|num[ée]ro\s+(?:de\s+l'|d')?agent|(?:namba|nambari|kodi|kode|nomba)\s+ya\s+wakala"
    r"|wakala\s+(?:namba|nambari|no\.?)|kode\s+agen|nomor\s+agen|nombor\s+ejen|kod\s+ejen|agent(?:en)?(?:nummer|-?nr\.?|code)"
    r"|numer\s+agenta|ajan\s+(?:kodu|numarası|no)|mã\s+(?:số\s+)?đại\s+lý|(?:agent|एजेंट)\s+(?:कोड|नंबर)|รหัสตัวแทน"
    r"|代理商?(?:编号|号码|代码)|エージェント番号|에이전트\s?번호|ወኪል\s+ቁጥር|nimero\s+y'?umukozi|agent\s+till)"
    r"(?![^\W\d_])")
# What makes a number after an agent's name a secret after all: a PIN, a password, a code sent to someone.
_SECRET_NEAR = _re(r"(?i)(?<![^\W\d_])(?:(?<!KRA\s)pin|password|passcode|senha|contraseña|clave|nenosiri|mot\s+de\s+passe|kata\s+sandi"
                   r"|otp|siri|secret)(?![^\W\d_])")
_AGENT_VALUE = re.compile(r"[^\d\n]{0,14}?(?<![\w\-])(?P<v>\d{4,8})(?![\w\-])")

# A tax id's name and a shop's or a company's word in its sentence: the seller's number (a receipt alone says nothing:
# "NIF para a fatura" is the buyer's own).
_TAX_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:TIN|VAT(?:\s+(?:no|number|reg\w*))?|KRA\s+PIN|GSTIN|NPWP|RUC|NIT|NIF|CUIT|RFC|NUIT|TPIN|BTW|USt-?IdNr"
    r"|tax\s+(?:id|number|no)|taxpayer\s+(?:id|number)"
    # Uzbek, Russian, Vietnamese, Pakistani and Thai tax ids: a shop's when a shop's word is beside them
    r"|(?-i:STIR|INN|MST|NTN)|mã\s+số\s+thuế|soliq\s+(?:to'?lovchi\s+)?raqami)(?![^\W\d_])|ИНН|СТИР|เลขประจำตัวผู้เสียภาษี"
    r"|የግብር\s+ከፋይ\s+መለያ\s+ቁጥር|የግብር\s+ከፋይ\s+ቁጥር|ቲን"
    # Arabic, Persian, Urdu and Hebrew: a tax registration or VAT number ("رقم التسجيل الضريبي للمحل", "עוסק מורשה")
    r"|(?:رقم\s+)?(?:ال)?تسجيل\s+(?:ال)?ضريبي|(?:ال)?رقم\s+(?:ال)?ضريبي|ضريبة\s+القيمة\s+المضافة|شماره\s+مالیاتی"
    r"|کد\s+اقتصادی|ٹیکس\s+نمبر|این\s?ٹی\s?این|מספר\s+עוסק|עוסק\s+מורשה|מספר\s+מע\"מ")
_BUSINESS = _re(
    r"(?i)(?<![^\W\d_])(?:shop|store|restaurant|caf[ée]|hotel|pharmacy|supermarket|seller|vendor|merchant|company|business"
    r"|duka|kampuni|loja|tienda|empresa|toko|warung|perusahaan|boutique|magasin|Firma|Laden|maatskappy|winkel|dükkan"
    r"|şirket|sklep|firma|cửa\s+hàng|công\s+ty|tiệm|quán|do[ʻ'’‘`]?kon|korxona|(?-i:MChJ|XK|YaTT)|bodega|negocio"
    r"|kedai|syarikat)(?![^\W\d_])|магазин\w*|дўкон\w*|фирм\w*|организаци\w*|\b(?:ООО|ИП|МЧЖ)\b"
    r"|የሱቁ|ሱቅ|ድርጅት|ካምፓኒ|ሆቴል|ምግብ\s+ቤት|商店|公司|가게|회사|ร้าน|บริษัท"
    r"|(?<![^\W\d_])(?:ال|لل|بال|في\s+ال)?(?:محل|متجر|شركة|مطعم|صيدلية|سوبرماركت|بائع|تاجر|بقالة|فندق)(?![^\W\d_])"
    r"|فروشگاه|مغازه|شرکت|دکان|دُکان|کمپنی|ہوٹل|سٹور|סטור|חנות|חברה|העסק|מסעדה|בית\s+מרקחת")
_TAX_VALUE = re.compile(r"[^\d\n]{0,40}?(?<![\w\-])(?P<v>[A-Z]?\d[\d \-./]{6,16}\d[A-Z]?)(?![\w\-])")
# Kenya's KRA PIN: A and nine digits and a letter is a person's, P and nine digits and a letter a company's.
_KRA_COMPANY = re.compile(r"(?<![\w\-])P\d{9}[A-Z](?![\w\-])")
# South Africa's company registration: the year, six digits, the company type (06 public, 07 private, 08 non-profit, 23 CC).
_ZA_COMPANY = re.compile(r"(?<![\w/\-])(?:19|20)\d\d/\d{6}/(?:0[6-9]|1[0-2]|2[0-6]|3[01])(?![\w/\-])")
_CLAUSE = re.compile(r"[.!?;。！？።\n]")


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around `start`:`end`."""
    before = [m.end() for m in _CLAUSE.finditer(text, max(0, start - 120), start)]
    after = _CLAUSE.search(text, end)
    return (before[-1] if before else max(0, start - 120)), (after.start() if after else len(text))


def _owned(text: str, start: int, end: int) -> bool:
    """Someone's own or a secret in the sentence: the number stays for the rules."""
    left, right = _clause(text, start, end)
    return PERSONAL.search(text, left, right) is not None or _SECRET_NEAR.search(text, left, right) is not None \
        or "የኔ" in text[left:right] or "የእኔ" in text[left:right]


def _agent_spans(text: str) -> Iterator[tuple[int, int]]:
    for name in _AGENT_NAME.finditer(text):
        value = _AGENT_VALUE.match(text, name.end())
        if value is not None and not _owned(text, name.start(), value.end()):
            yield value.span("v")


def _shop_tax_spans(text: str) -> Iterator[tuple[int, int]]:
    for name in _TAX_NAME.finditer(text):
        value = _TAX_VALUE.match(text, name.end())
        if value is None:
            continue
        left, right = _clause(text, name.start(), value.end())
        if _BUSINESS.search(text, left, right) is not None and not _owned(text, name.start(), value.end()):
            yield value.span("v")


def business_number_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the public business numbers in `text` (see the module's docstring)."""
    if sum(c.isdigit() for c in text) < 6:
        return
    yield from _agent_spans(text)
    yield from _shop_tax_spans(text)
    for found in (*_KRA_COMPANY.finditer(text), *_ZA_COMPANY.finditer(text)):
        if not _owned(text, *found.span()):
            yield found.span()
