"""Public codes that look like secrets: a shop's promo/discount code (a gift voucher's code stays secret) (forwarded or not), a receipt's survey code, and a postal code, India's "PIN code" included, given in digits or number words; never one beside a card, ATM, phone or password word.

A receipt's survey code ("the code on my receipt for the survey is 7731", "código de la encuesta del ticket") earns a
coupon and opens nothing. India's postal PIN code is read as postal beside a home or place word ("సిటీ", "नगर"), or
written as an address line: the name, six digits, then a locality ("पिन कोड 411038 कोथरूड"), with no possessive."""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lock_words import LOCK_TARGETS, lock_cues
from .secret_note_words import credential_word

# A promotion or discount code's name, in about twenty languages.
_PROMO = re.compile(
    r"(?i)(?<![^\W\d_])(?:cod(?:ul)?\s+(?:promo(?:tional)?|de\s+reducere|reducere)|promo\s*-?\s*code|promo-?kod\w*"
    r"|c[oó]digo\s+(?:promocional|promo|de\s+descuento|de\s+desconto|de\s+cup[oó]n)|cupom|cup[oó]n"
    r"|rabatt-?code|rabattkod\w*|rabatkode\w*|aktionscode|code\s+(?:promo|de\s+réduction)"
    r"|codice\s+(?:sconto|promo(?:zionale)?|coupon)|kortingscode|actiecode|kod\s+(?:rabatowy|promocyjny)|slevový\s+kód"
    r"|kuponový\s+kód|promóciós\s+kód|kuponkód|indirim\s+kodu|promosyon\s+kodu|kupon\s+kodu|alennuskoodi|kampanjakoodi"
    r"|kode\s+(?:promo|diskon|kupon)|kod\s+promo|mã\s+(?:giảm\s+giá|khuyến\s+mãi|khuyến\s+mại)"
    r"|discount\s+code|coupon\s+code|promo"
    # romanised: Persian, Arabizi, Hebrew, pinyin, Greek, Russian, romaji, Korean
    r"|ramz(?:[\s\-]?e)?\s+takhf[ie]+f|kod(?:[\s\-]?e)?\s+takhf[ie]+f|code\s+(?:el\s+|al\s+|l-?)?kh?a?sm|kod\s+(?:ha-?)?hanach?a"
    r"|you\s?hui\s?ma|zhe\s?kou\s?ma|kodikos\s+ekptos[ei]s|promokod\w*|kod\s+na\s+skidku|waribiki\s?ko-?do"
    r"|ku-?pon\s?ko-?do|hal-?in\s?kodeu|kupon\s?kodeu)(?![^\W\d_])"
    r"|промо-?код\w*|купон\w*|код\s+(?:на\s+)?скидк\w*|знижк\w*\s+код|κωδικός\s+(?:έκπτωσης|προσφοράς)|קוד\s+ה?(?:קופון|הנחה)"
    r"|كود\s+(?:ال)?(?:خصم|برومو)|رمز\s+(?:ال)?(?:خصم|ترويجي)|کد\s+تخفیف|प्रोमो\s*कोड|कूपन\s*कोड|প্রোমো\s*কোড|কুপন\s*কোড"
    r"|โค้ดส่วนลด|รหัสส่วนลด|โปรโมโค้ด|クーポンコード|プロモコード|割引コード|优惠码|優惠碼|折扣码|促销码|쿠폰\s?코드|할인\s?코드|프로모\s?코드")
# A postal code's name; "PIN code" in India's languages is read as postal only beside a home/address word.
_POSTAL = re.compile(
    r"(?i)(?<![^\W\d_])(?:kode\s+pos|poskod|postcode|post\s+code|zip\s*code|código\s+postal|code\s+postal|postleitzahl"
    r"|codice\s+postale|cod(?:ul)?\s+poștal|kod\s+pocztowy|posta\s+kodu|mã\s+bưu\s+(?:chính|điện)|postinumero|postnummer"
    r"|irányítószám|msimbo\s+wa\s+posta"
    # romanised: Arabizi, Hebrew, pinyin, romaji, Korean, Greek, Russian, Serbo-Croatian
    r"|(?:code|kod|ramz)\s+(?:el\s+|al\s+|l-?)?bar[ie]+d[iy]?(?!\s+(?:el\s+|al\s+|l-?)?(?:e|i)?l[ie]?[ck]tro)|mikud|you\s?bian|you\s?zheng\s+bian\s?ma|yuu?bin\s?bang[oō]u?"
    r"|u?pyeon\s?beon\s?ho|tachydromik[oó]s\s+k[oó]dika[sc]|pocht?ovy[jiy]?\s+indeks|po[sš]tanski\s+broj)(?![^\W\d_])"
    r"|почтов\w+\s+индекс|поштов\w+\s+індекс|ταχυδρομικός\s+κώδικας|מיקוד|الرمز\s+البريدي|کد\s+پستی|ڈاک\s+کوڈ"
    r"|पोस्टल\s*कोड|पोस्ट\s*कोड|পোস্টাল\s*কোড|পোস্ট\s*কোড|รหัสไปรษณีย์|郵便番号|邮编|邮政编码|郵遞區號|우편\s?번호")
_PIN_CODE = re.compile(r"(?i)(?<![^\W\d_])pin\s*-?\s*code(?![^\W\d_])|पिन\s*कोड|पिनकोड|পিন\s*কোড|পিনকোড|பின்\s*கோடு|పిన్\s*కోడ్")
_HOME = re.compile(r"(?i)(?<![^\W\d_])(?:address|area|village|town|city|home|house|delivery|post\s+office|nagar|colony"
                   r"|road|district|taluk|layout|sector)(?![^\W\d_])"
                   r"|घर|गांव|गाँव|गाव|शहर|पता|पत्ता|इलाके|मोहल्ले|डाकघर|बाड़ी|नगर|कॉलनी|कॉलोनी|पेठ|रोड|वाडी|जिल्हा|जिला|तालुका|सिटी"
                   r"|বাড়ি|বাড়ির|ঘর|গ্রাম|ঠিকানা|শহর|এলাকা|ডাকঘর|বাসা|ডেলিভারি|डिलीवरी|নগর|রোড|জেলা|సిటీ|నగర్|కాలనీ|పేట|గ్రామం|ఊరు|ఊరి|ಊರು"
                   r"|జిల్లా|రోడ్|చిరునామా|நகர்|சாலை|தெரு|மாவட்டம்|ஊர்|முகவரி|ನಗರ|ಬಡಾವಣೆ|ವಿಳಾಸ|നഗർ|വിലാസം|નગર|સરનામું|ਨਗਰ|ਪਤਾ")
# Who owns it, or that it is kept: such a "PIN code" is a card's or a phone's, whatever follows it.
_OWNED = re.compile(r"(?i)(?<![^\W\d_])(?:my|mine|secret|don'?t|never|share|mera|meri|mere|apna|apni|humara"
                    r"|hamara)(?![^\W\d_])|मेरा|मेरी|मेरे|माझा|माझी|माझे"
                    r"|गुप्त|मत\s+बता|सांगू\s+नको|నా|నాది|రహస్యం|చెప్పకు|ఎవరికీ|என்|எனது|ரகசியம்|யாரிடமும்|আমার|গোপন|কাউকে|ನನ್ನ"
                    r"|എന്റെ|મારો|મારી|ਮੇਰਾ|ਮੇਰੀ")
# An address line: the name, six digits (first 1–8), then a place's name; nothing but a colon or dash between.
_ADDRESS_LINE = re.compile(r"\s*[:\-–]?\s*(?P<v>[1-8]\d{2}\s?\d{3})(?!\d)[\s,]+(?!(?i:hai|hain|he|h|tha|thi|hay)(?![^\W\d_]))"
                           r"[^\W\d_]")   # "… 560037 hai": a copula after it says what the code is, no locality
_SIX = re.compile(r"(?<!\d)[1-9]\d{2}\s?\d{3}(?!\d)")
# Words that make the number a lock's or a card's, whatever it is called.
_LOCKED = re.compile(r"(?i)(?<![^\W\d_])(?:atm|card|debit|credit|bank|upi|sim|phone|mobile|lock|password|passwort|otp"
                     r"|senha|contraseña|mot\s+de\s+passe|parola|sandi|wachtwoord|пароль|пин|tarjeta|carte|karte|kartu"
                     r"|door|alarm|locker|safe|gate|wi-?fi|router|app|darwaz\w*|darvaz\w*|taala|tala)(?![^\W\d_])"
                     r"|लॉकर|अलार्म|दरवाज़?े|তালা|লকার|দরজা|অ্যালার্ম|এটিএম|एटीएम|कार्ड|बैंक|फोन|फ़ोन|मोबाइल|पासवर्ड|ओटीपी|এটিএম|কার্ড|ব্যাংক|ফোন|মোবাইল|পাসওয়ার্ড|ওটিপি|ইউপিআই|यूपीआई")
# A shop's feedback survey, and the receipt or code word it comes with: its code earns a coupon, it opens nothing.
_SURVEY = re.compile(
    r"(?i)(?<![^\W\d_])(?:survey|questionnaire|umfrage|kundenbefragung|befragung|encuesta|enquête|sondage"
    r"|pesquisa(?:\s+de\s+satisfa[çc][ãa]o)?|inquérito|sondaggio|questionario|ankiet\w*|anket\w*|survei|kuesioner"
    r"|khảo\s+sát|kyselyyn|kysely\w*|undersøkelse\w*|undersökning\w*|spørgeskema\w*)(?![^\W\d_])"
    r"|опрос\w*|анкет\w*|استبيان|استطلاع|نظرسنجی|सर्वे|सर्वेक्षण|แบบสอบถาม|アンケート|问卷|問卷|调查|調查|설문")
_RECEIPT_OR_CODE = re.compile(
    r"(?i)(?<![^\W\d_])(?:receipt|code|codes|kassenbon|bon|beleg|quittung|ticket|tiquete|recibo|reçu|scontrino|ricevuta"
    r"|kvitto|kvittering|kuitti|paragon\w*|účtenk\w*|fiş\w*|struk|nota|hóa\s+đơn|kod\w*|código|codice|kode|koodi)(?![^\W\d_])"
    r"|чек\w*|код\w*|إيصال|رمز|كود|کد|रसीद|कोड|ใบเสร็จ|รหัส|レシート|コード|小票|收据|收據|代码|代碼|영수증|코드")
_GIFT = re.compile(r"(?i)(?<![^\W\d_])(?:pin|passcode|gift|geschenk\w*|regalo|cadeau|presente|hadiah|login|account|user(?:name)?)(?![^\W\d_])")
_CODE_VALUE = re.compile(r"(?<![\w\-])(?=[A-Za-z0-9\-]*\d)[A-Za-z0-9][A-Za-z0-9\-]{2,30}(?![\w\-])")
_SENTENCE = re.compile(r"[^.;!?\n。！？]+")
_DIGITS = re.compile(r"\d(?:[\d\-]|\s(?=\d))*")
_CLAUSE_END = re.compile(r"[.;!?।\n]|,\s")
_PROMO_VALUE = re.compile(r"[^\n\"'“”«»]{0,24}?[\s:：=\-–—\"'“«„]\s*[\"'“«„]?(?P<v>(?=[A-Z\-_]{0,19}\d|[A-Z]{4})[A-Z0-9][A-Z0-9\-_]{2,19})(?![\w\-])")


def _clause(text: str, start: int, reach: int = 80) -> int:
    """Where the clause that starts at `start` ends (at most `reach` characters on)."""
    stop = _CLAUSE_END.search(text, start, min(len(text), start + reach))
    return stop.start() if stop else min(len(text), start + reach)


def _promo_spans(text: str) -> Iterator[tuple[int, int]]:
    for name in _PROMO.finditer(text):
        value = _PROMO_VALUE.match(text, name.end())
        if value is not None and not _LOCKED.search(text, name.end(), value.start("v")):
            yield name.start(), value.end()


def _postal_spans(text: str) -> Iterator[tuple[int, int]]:
    for name in _POSTAL.finditer(text):
        end = _clause(text, name.end())
        code = _DIGITS.search(text, name.end(), end)
        end = code.end() if code else end   # "… 28013 y la clave del portal 4471", "… 28001 y mi PIN es 4 4 7 1": it ends at its digits
        if not _LOCKED.search(text, name.end(), end):
            yield name.start(), end


def _pin_code_spans(text: str) -> Iterator[tuple[int, int]]:
    """India's postal "PIN code": beside a home or address word, or six digits; never beside a card or lock word."""
    for name in _PIN_CODE.finditer(text):
        end = _clause(text, name.end())
        near = text[max(0, name.start() - 40):end]
        if _LOCKED.search(near):
            continue
        said = text[name.end():end]
        if _HOME.search(near) and (_SIX.search(said) if any(c.isdigit() for c in said) else len(said.split()) >= 6):
            yield name.start(), end   # a home's code: six digits, or six number words or more ("my PIN code is 482910" stays)
        elif _ADDRESS_LINE.match(text, name.end()) and not _OWNED.search(text):
            yield name.start(), end   # "पिन कोड 411038 कोथरूड": an address line


def _survey_spans(text: str) -> Iterator[tuple[int, int]]:
    """Codes in a sentence about a shop's survey with a receipt or code word, when no card, lock, login or gift word
    makes one a way in."""
    for sentence in _SENTENCE.finditer(text):
        low, high = sentence.span()
        if not (_SURVEY.search(text, low, high) and _RECEIPT_OR_CODE.search(text, low, high)) \
                or _LOCKED.search(text, low, high) or _GIFT.search(text, low, high):
            continue
        rest = _RECEIPT_OR_CODE.sub(lambda m: " " * len(m.group(0)), text[low:high])   # the survey's own code word gone
        if credential_word(rest) is None and not lock_cues(rest) & LOCK_TARGETS:
            yield from (value.span() for value in _CODE_VALUE.finditer(text, low, high))


def promo_postal_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of promo codes and postal codes with their names."""
    lowered = text.lower()
    if "pin" in lowered or "পিন" in text or "पिन" in text or "பின்" in text or "పిన్" in text:
        yield from _pin_code_spans(text)
    yield from _promo_spans(text)
    if any(c.isdigit() for c in text):
        yield from _survey_spans(text)
    yield from _postal_spans(text)
