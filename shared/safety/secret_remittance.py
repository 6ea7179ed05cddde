"""Remittance pickup codes: the number a relative quotes at a money-transfer counter to collect cash sent to them.

"Western Union da number 9047 118 352, bebe nu dass dena, hor kise nu nahi", "Cebuana control no. 7712-4903-118, si
Mama lang ang kukuha", "Zolotaya Korona kodi 5518 2047, faqat onam oladi": whoever has the code (and, at most, the
answer to a test question) takes the money, so the code is a secret when the text keeps it for one collector. Such a
code is read when the text names a transfer service or remittance (Western Union/MTCN, MoneyGram, Ria, Cebuana,
M Lhuillier KPTN, Zolotaya Korona, Unistream, Mukuru, Dahabshiil, Al Ansari, remesa, padala, xawaalad, ...), a code
word stands a short clause before the value, and the text says who alone collects it ("only", nomás, faqat, lang,
keliya, pē), tells no one else, pairs it with a test question, or names it the code *for collecting* (code de retrait,
koodka qaadashada, para cobrar). A hawala or hundi code told to the hawaladar is the collector's password by itself.
A transfer's number with none of these ("رقم حوالة OMT ..., collect it at any branch with your id") stays public
(`secret_public_refs`), as do fees, amounts, an agent's phone, a parcel's tracking number and a receipt's reference.
"""

from __future__ import annotations

import re
from typing import Iterator

# A transfer service, or the word for a remittance itself.
_SERVICE = re.compile(
    r"(?i)western\s*union|\bMTCN\b|money\s*gram|\bria\b(?=\s+(?:money|pin|code|ref|no\b|number|n[uú]mero"
    r"|c[oó]digo|kod))|cebuana|\bm\.?\s*lhuillier|\bKPTN\b|palawan\s+(?:express|pawnshop|padala)|zolotaya\s+korona"
    r"|золот\w+\s+корон\w*"
    r"|\bkorona(?:pay)?\b|\bкорон[аыуе]\b|unistream|юнистрим|\bcontact\b(?=\s+(?:kod|code|номер|рамзи))"
    r"|системе?\s+контакт"
    r"|mukuru|dahabshiil|amal\s+express|\btaaj\b|world\s*remit|remitly|\bxoom\b|al[\s\-]+ansari|uae\s+exchange"
    r"|lulu\s+(?:exchange|money)|\bIME\b|prabhu\s+(?:money|remit)|hello\s*paisa|\belektra\b|\bcoppel\b|intermex"
    r"|klick\s*ex|\bwing\b|mama\s+money|sendwave|small\s+world|bdo\s+remit|orient\s+exchange|remittance|\bremesas?\b"
    r"|\bremessas?\b|\bpadala\b|pinadala|ipinadala|env[ií]o\s+de\s+dinero|transfert\s+d['’]argent|money\s+transfer"
    r"|денежн\w+\s+перевод|pul\s+o['ʻ‘’]?tkazma|ငွေလွှဲ|វេរលុយ|ផ្ញើលុយ|ส่งเงิน|chuyển\s+tiền|kiều\s+hối|xawaal\w*")
# Hawala and hundi: informal transfer, where a code told to the agent is the collector's password.
_HAWALA = re.compile(r"(?i)hawaa?la\w*|\bhundi\b|ہنڈی|हुंडी|हवाला|حواله|حوالة|ဟွန်ဒီ|хавала")
_BANK = re.compile(r"(?i)بانک|بنك|\bbank\b|ساتنا|پایا|شبا")
# The word a code goes by, a short clause before its value.
_CODE_WORD = re.compile(
    r"(?i)\b(?:MTCN|KPTN|codes?|c[oó]digo|codice|kod[iu]?|kode|kodhi|koodh?ka|koodi|clave|pin"
    r"|control\s*(?:no\b\.?|number|num\w*|#)|ref(?:erence)?\b\.?(?:\s*(?:no\b\.?|number|#))?|number|no\b\."
    r"|n[uú]mero|num[eé]ro|numera|nambari|namba|nhamba|nomor|nombor|raqam|рамзи|номер|коду?)"
    r"|رقم|کد|کود|کوډ|کوڈ|كود|رمز|شماره|ကုဒ်|နံပါတ်|លេខកូដ|รหัส|mã\b"
    r"|कोड|नंबर|ਕੋਡ|ਨੰਬਰ|কোড|নম্বর|கோட்|குறியீடு|எண்|കോഡ്|നമ്പർ|కోడ్|ಕೋಡ್")
_SAY_CODE = re.compile(r"(?i)\b(?:codes?|c[oó]digo|kod[iu]?|код|рамзи)\b|کد|کود|کوډ|کوڈ|كود|رمز|ကုဒ်|कोड|ਕੋਡ|কোড")
# A value a short clause on: digits in groups, or a code of capitals and digits ("DH-55081-MG", "48A-7731").
_VALUE = re.compile(r"[^\d\n.!?;,،؛]{0,40}?(?:(?<![\w\-/])(?P<d>\d(?:[ \-.]?\d){3,19})(?![\w\-/])"
                    r"|(?<![\w\-])(?P<a>(?=[A-Z0-9\-]*\d)(?=[A-Z0-9\-]*[A-Z])[A-Z0-9]{2,8}(?:-[A-Z0-9]{2,8}){1,3})"
                    r"(?![\w\-]))")
_QUOTED = re.compile(r"[^\n'\"‘’“”«»]{0,12}?['\"‘’“«](?P<v>[^'\"‘’“”«»\n]{2,30})['\"’”»]")
# Who alone collects, or that no one else may be told.
_ONLY = re.compile(
    r"(?i)\b(?:only|solo|s[oó]lo|solamente|[uú]nicamente|nom[aá]s|nada\s+m[aá]s|seulement|uniquement|nur|allein|somente"
    r"|apenas|soltanto|alleen|tylko|faqat|fakat|sadece|yaln[ıi]z|sirf|m[aā]tra|lang|lamang|ra|keliya|kaliya|chete|peke"
    r"|na\s+o|xaq\s+xu|hanya|sahaja|chỉ)\b|\bpē\b|فقط|только|тільки|лишь|фақат|\bгана\b|\bғана\b|सिर्फ|केवल|मात्र|ਸਿਰਫ"
    r"|শুধু|மட்டும்|മാത്രം|మాత్రమే|ಮಾತ್ರ|เท่านั้น|សម្រាប់តែ|只给|只有|仅限|だけ|בלבד|ብቻ")
_NO_ONE = re.compile(
    r"(?i)\b(?:tell\s+no\s*one|(?:don['’]?t|do\s+not|never)\s+(?:tell|share|give|show)|no\s*(?:one|body)\s+else"
    r"|keep\s+it\s+secret|hor\s+kise|kise\s+nu\s+(?:na|nahi)|kisi\s+(?:aur\s+)?ko\s+(?:bhi\s+)?(?:mat|na|nahi)"
    r"|mat\s+bata\w*|no\s+se\s+lo\s+(?:digas|des|pases|compartas)|a\s+nadie|[àa]\s+personne|niemandem|ningu[eé]m"
    r"|hech\s+kim\w*|kimseye|usimwambie|usimpe|mtu\s+yeyote|(?:huwag|wag)\s+(?:mong\s+)?(?:ipagsabi|sabihin|ibigay)"
    r"|ayaw\s+(?:isulti|ipakita|ihatag)|jangan\s+(?:kasih\s+tahu|dikasih|bagi)|đừng\s+(?:nói|cho))\b"
    r"|никому|нікому|ആരോടും|ആർക്കും|யாரிடமும்|யாருக்கும்|কাউকে|किसी\s*को|کسی\s*کو|به\s*کسی|هیچ\s*کس|لحد|لأحد"
    r"|อย่าบอก|不要告诉|别告诉|誰にも|아무(?:에게|한테)도")
_TEST_QUESTION = re.compile(
    r"(?i)\b(?:test|security|secret)\s+(?:question|answer)|pregunta\s+(?:de\s+seguridad|secreta)|respuesta\s+secreta"
    r"|pergunta\s+(?:de\s+seguran[cç]a|secreta)|question\s+(?:secr[eè]te|de\s+s[eé]curit[eé])|r[eé]ponse\s+secr[eè]te"
    r"|sicherheitsfrage|testfrage|(?:контрольн|секретн)\w*\s+вопрос")
# The code named as the one for collecting the money.
_FOR_COLLECTING = re.compile(
    r"(?i)\b(?:pick-?\s?up|collection|claim|withdrawal)\s+(?:code|number|no\b|pin|ref)|\bcode\s+(?:de\s+)?(?:retrait"
    r"|r[eé]cup[eé]ration)|\b(?:para|pa)\s+(?:cobrar|retirar|recoger|sacar)|\bpara\s+(?:resgatar|levantar)"
    r"|abhol(?:code|nummer)|код\w*\s+(?:получени|выдач)|\b(?:olish|olish\s+uchun)\s+kodi|qaadash\w*|\bye?kutora\b"
    r"|\bkuchukua\b|\b(?:kode|nomor)\s+(?:pengambilan|ambil)|\bmã\s+(?:rút|nhận)|رمز\s+(?:ال)?استلام"
    r"|كود\s+(?:ال)?استلام")
# A value that is an amount, a phone or a parcel's number, or a label that makes it so.
_AMOUNT_AFTER = re.compile(r"(?i)\s?(?:\$|usd|pesos?|php|rs\b|rupees?|rupay|₱|₹|aed|sar|dirhams?|riyals?|taka|inr"
                           r"|naira|₦|ksh|shillings?|rand|euros?|€|dollars?|rub|руб|сом|so['ʻ‘’]?m|soles|quetzal"
                           r"|lempira|%)")
_AMOUNT_BEFORE = re.compile(r"(?i)(?:[$₱₹€£₦]|\brs\.?|\busd|\bphp|\baed|\bksh)\s?$")
_NOT_CODE = re.compile(
    r"(?i)\b(?:agent|branch|office|store|shop|outlet|sucursal|tienda|loja|magasin|filial|tel|phone|call|mobile"
    r"|whats\s?app|hotline|helpline|fee|charges?|comisi[oó]n|amount"
    r"|monto|tracking|rastre\w*|gu[ií]a|resi|suivi|receipt|recibo|resibo|comprobante|invoice|factura|account|acc|a/c"
    r"|cuenta|iban|sort|ifsc|till|paybill|for\s+my\s+records|телефон|тел|агент|счёт|счет)\b|ایجنٹ|فون|هاتف|حساب")
_CLAUSE_MARK = re.compile(r"[,.;!?\n،؛]")
_DATE = re.compile(r"(?:19|20)\d\d[\-.]\d\d?[\-.]\d\d?|\d\d?[\-.]\d\d?[\-.](?:19|20)\d\d")
_ANSWER = re.compile(r"\W{0,3}(?:(?:answer|respuesta|resposta|r[eé]ponse)\s+)?(?:(?:is|es|est|é|ist|was)\s+)?[:=]?\s*"
                     r"['\"‘“«](?P<v>[^'\"’”»\n]{2,30})['\"’”»]")


def _kept(text: str) -> bool:
    """Whether `text` keeps a code for one collector: who alone collects, no one else told, a test question, or the
    code named as the one for collecting."""
    return any(p.search(text) for p in (_ONLY, _NO_ONE, _TEST_QUESTION, _FOR_COLLECTING))


def transfer_kept(text: str) -> bool:
    """Whether a transfer reference in `text` is a pickup code kept for one collector (so no public reference)."""
    return _SERVICE.search(text) is not None and _kept(text)


def _value_after(text: str, begin: int, end: int, hawala: bool) -> tuple[int, int] | None:
    """The span of a code's value within a short clause after a code word at begin:end, or None."""
    if hawala:
        quoted = _QUOTED.match(text, end)
        if quoted is not None:
            return quoted.span("v")
    value = _VALUE.match(text, end)
    if value is None:
        return None
    group = "d" if value.group("d") else "a"
    start, stop = value.span(group)
    least = 4 if hawala or group == "a" else 6
    if sum(c.isdigit() for c in value.group(group)) < least or _public(text, begin, start, stop):
        return None
    return start, stop


def _public(text: str, begin: int, start: int, stop: int) -> bool:
    """Whether the value at start:stop, read after a code word at `begin`, is an amount, a phone, a date, or carries a
    label (agent, fee, tracking, account, receipt) in its clause."""
    back = max(0, begin - 24)
    lead = max([back] + [mark.end() for mark in _CLAUSE_MARK.finditer(text, back, begin)])
    return (_NOT_CODE.search(text, lead, start) is not None or text[start - 1:start] == "+"
            or _DATE.fullmatch(text, start, stop) is not None or _AMOUNT_AFTER.match(text, stop) is not None
            or _AMOUNT_BEFORE.search(text[max(0, start - 6):start]) is not None)


def _answer_spans(text: str) -> Iterator[tuple[int, int]]:
    """The answer to a test question given beside a pickup code ("test answer is 'mango'")."""
    for cue in _TEST_QUESTION.finditer(text):
        answer = _ANSWER.match(text, cue.end())
        if answer is not None:
            yield answer.span("v")


def remittance_spans(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("money transfer code", span) of each pickup code kept for one collector in `text`, and a test answer beside
    it."""
    if not any(c.isdigit() for c in text) and not _HAWALA.search(text):
        return
    hawala = _HAWALA.search(text) is not None and _SAY_CODE.search(text) is not None and not _BANK.search(text)
    if not hawala and not transfer_kept(text):
        return
    found = False
    words = {word.span() for pattern in (_CODE_WORD, _SERVICE) for word in pattern.finditer(text)}
    for span in sorted({span for begin, end in words if (span := _value_after(text, begin, end, hawala)) is not None}):
        found = True
        yield "money transfer code", span
    if found:
        yield from (("money transfer code", span) for span in _answer_spans(text))
