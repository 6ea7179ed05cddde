"""Trade and industry classification codes the activity reader misses: India's HSN and SAC codes, and the industry codes named in the scripts.

An HSN code (goods, 4 to 8 digits, chapter 01-98) or a SAC code (services, 99 and four digits) is printed on every
GST invoice; an industry classification code (NAICS, SIC, ANZSIC, ISIC, NACE, NIC) names what a business does and is
filed in public registers. `secret_public_more.activity_spans` reads the Latin names with the value right after; this
reader adds the names in Hindi, Persian, Arabic, Chinese, Japanese and Korean, the HSN/SAC pair, NIC with its year,
and a name whose value comes after a few words of whose business it is ("ANZSIC code for my sole trader business:
6962"). The value is masked only when no credential word (PIN, password, login, OTP, key, lock) and no sentence end
(nor a code, door or gate word, nor a comma) lies between it and the name, so "HSN code 8471, GST login PIN 482913"
and "NACE code, door code 4821" still read the PIN and the door code.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_public_words import lower1, may_match

# India's goods and services codes, and the industry classification names in the scripts (the Latin ones with a
# few words between them and the value).
_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:(?:HSN\s*/\s*SAC|SAC\s*/\s*HSN|(?-i:HSN|SAC))(?:[\s\-]?(?:codes?|no\.?|number|kod))?"
    r"|(?-i:NAICS|SIC|ANZSIC|ISIC|NACE|KBLI|SCIAN|CNAE)(?:[\s\-]?(?:Rev\.?\s?\d|20\d\d))?(?:[\s\-]?(?:code|kod|kode|kodu|código|number))?"
    r"|(?-i:NIC)[\s\-]?(?:20\d\d[\s\-]?)?code"   # alone, NIC is Sri Lanka's national identity card
    r"|industry\s+code|industry\s+classification(?:\s+code)?)(?![^\W\d_])"
    r"|(?:HSN|एचएसएन|एसएसी|SAC)\s*(?:कोड|नंबर|संख्या)|(?:کد|رمز|شماره)\s+(?:آیسیک|ISIC|فعالیت\s+اقتصادی|فعالیت|صنف|رسته)"
    r"|(?:ال)?رمز\s+(?:ال)?(?:تصنيف\s+(?:ال)?صناعي|نشاط\s+(?:ال)?اقتصادي|ISIC)|(?:日本標準)?産業分類(?:コード|番号)?"
    r"|(?:国民经济)?行业分类(?:代码|代號|编码)?|行業分類(?:代碼|編碼)?|(?:표준)?산업\s?분류\s?(?:코드|번호)?|업종\s?코드")
# The value: digits (an optional section letter before, dots between groups), two to ten digits in all.
_VALUE = re.compile(r"(?<![\w.])[A-Z]?\d{2,8}(?:[.\-]\d{1,4}){0,2}(?:\.?[A-Z])?(?![\w]|[.,]\d)")
# Between the name and the value: no digit, no comma, line or sentence end, at most 40 characters.
_GAP = re.compile(r"[^\d\n.,;!?。，！？]{0,40}")
# A credential's word between the name and the value: the number is then that credential's.
_CREDENTIAL = _re(
    r"(?i)pin|pass|pwd|otp|login|log-?in|parol|senha|clave|contrase|secret|token|\bkey|lock|schlüssel|mot\s+de|kennw"
    r"|\bcode|door|gate|alarm|safe\b|combination|kod|код"
    r"|пароль|пин|密|暗証|비밀|암호|رمز\s+(?:عبور|ال?سري|ال?دخول)|گذرواژه|پسورد|पासवर्ड|पिन|ओटीपी|लॉगिन")


def trade_code_spans(text: str) -> Iterator[tuple[int, int]]:
    """The value after an HSN/SAC or an industry classification name (see the module's docstring)."""
    if not any(c.isdigit() for c in text) or not may_match(_NAME, lower1(text)):
        return
    for name in _NAME.finditer(text):
        gap = _GAP.match(text, name.end())
        value = _VALUE.search(text, name.end(), gap.end() + 14)
        if value is None or value.start() > gap.end() or _CREDENTIAL.search(text, name.end(), value.start()):
            continue
        yield name.start(), value.end()   # the name too: "NIC 2008", "HSN/SAC" read as values to the learned stage
