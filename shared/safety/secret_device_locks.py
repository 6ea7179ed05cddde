"""A phone's, tablet's or computer's unlock code given with no PIN or password word, and a PIN word glued to a CJK copula.

People note the code that opens a device by naming the device and its lock, often a relative's ("爸的手机锁屏 1958",
"할머니 폰 잠금 0523", "じいちゃんのスマホ開けるときは 1122 ね", "falls das Handy von Oma gesperrt ist: 1947"), or by
a label that says whose device it is ("на телефон жены: 0704"). Read: a device word (phone, mobile, Handy, móvil,
телефон, 手机, スマホ, 폰, tablet, iPad, laptop, computer … in ~30 languages) and, in the same clause before the value,
a lock, unlock or open word near it (lock screen, gesperrt, desbloqueo, блокировка, 锁屏, ロック, 開ける, 잠금 …), or a
label ending in a colon after a relative's device ("дочкин телефон:", "el celular de mi abuela:"); then 4-8 digits
(one run or keyed digit by digit) that close the clause. Or the value first, then a copula, the device and its lock
("0523 is gran's phone lock"). A phone number (grouped, longer, after a number word), an extension ("Dr Smith's
phone: 2271"), a model, a price, a storage size, a screen size, a battery level, a time or year after a time word
("locked since 2019", "opens at 0930") and an IMEI or serial give none; neither does talk of a lock with no value. A PIN word right before a Chinese, Cantonese, Japanese or Korean copula ("張卡嘅PIN係4829",
"PIN是 5521", "PIN은 0417") gives its value, a postcode's PIN ("PIN码 110001" with a city) none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import ascii_digits
from .secret_cues import quantity_after
from .secret_shapes import MONEY_AFTER, MONEY_BEFORE

# Word edges; a kana, CJK or Hangul letter beside a Latin word is an edge too ("母のiPhoneは").
_CJK = r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_B, _E = rf"(?<![^\W\d_{_CJK}])", rf"(?![^\W\d_{_CJK}])"
# Devices that take a code to unlock; the CJK, Thai and Korean ones need no word boundary.
_DEVICE = re.compile(
    rf"(?i){_B}(?:phones?|cell\s?phones?|mobiles?|smartphones?|iphones?|ipads?|tablets?|laptops?|computers?|pc"
    r"|macbooks?|mac|kindle|androids?|handys?|telefon\w*|rechner|notebooks?|téléphones?|portables?|tablettes?"
    r"|ordinateurs?|ordi|móvil(?:es)?|movil(?:es)?|celular(?:es)?|teléfonos?|telefonos?|tabletas?|portátil(?:es)?"
    r"|ordenador(?:es)?|computadoras?|compu|cellulari?|cellulare|telefonin[oi]|portatil[ei]|telemóve(?:l|is)|telefones?"
    r"|computador(?:es)?|telefoons?|mobiel(?:e|tje)?|gsm|komórk\w*|laptop\w*|tablet\w*|телефон\w*|мобильн\w*|мобильник\w*"
    r"|мобілк\w*|мобільн\w*|смартфон\w*|планшет\w*|ноутбук\w*|компьютер\w*|комп'ютер\w*|компутер\w*|bilgisayar\w*"
    r"|mobil\w*|mugikor\w*|điện\s+thoại|máy\s+tính|ponsel|handphone|hp|τηλέφων\w*|κινητ\w*|הטלפון|טלפון|פלאפון|هاتف\w*|الهاتف"
    rf"|جوال\w*|الجوال|موبايل|موبایل|گوشی|फ़ोन|फोन|मोबाइल|লফোন|ফোন|মোবাইল){_E}"
    r"|手机|手機|电脑|電腦|平板|笔记本|筆電|スマホ|スマートフォン|携帯|ケータイ|パソコン|タブレット|アイフォン|アイパッド"
    r"|핸드폰|휴대폰|휴대전화|스마트폰|노트북|태블릿|컴퓨터|아이폰|아이패드|폰|มือถือ|โทรศัพท์|แท็บเล็ต")
# Locking, unlocking or opening a device, or its lock screen.
_LOCKING = re.compile(
    rf"(?i){_B}(?:lock(?:ed|s|screen)?|unlock\w*|open(?:s|ing)?|get\s+into|gesperrt|sperr\w*|entsperr\w*|aufmachen"
    r"|öffnen|aufkriegen|verrouill\w*|déverrouill\w*|deverrouill\w*|bloqu[eé]\w*|débloqu\w*|debloqu\w*|ouvrir"
    r"|desbloque\w*|abrir|blocc\w*|sblocc\w*|aprire|bloquei\w*|vergrendel\w*|ontgrendel\w*|geblokkeerd|openen"
    r"|blokad\w*|odblok\w*|zablokowan\w*|zablok\w*|otworzyć|блокир\w*|блокиров\w*|разблок\w*|заблок\w*|блокув\w*"
    r"|розблок\w*|відкри\w*|открыть|открыва\w*|kilit\w*|kilid\w*|odemk\w*|zamk\w*|zámek|zamčen\w*|lås\w*|upplås\w*"
    r"|desblok\w*|khóa|khoá|mở\s+khóa|kunci|buka|κλείδωμα|ξεκλείδω\w*|נעילה|נעול|לפתוח|פתיחה|قفل|القفل|فتح|مقفل|باز|लॉक"
    rf"|अनलॉक|खोल\w*|লক|আনলক){_E}"
    r"|锁屏|鎖屏|解锁|解鎖|锁|鎖|开机|開機|打开|打開|ロック|開ける|開く|開けて|解除|잠금|잠겨|해제|열\s?때|여는|열어|열려|열린|풀어|풀려|ล็อก|ล็อค|ปลดล็อก")
# A relative whose device it is: a colon label with one needs no lock word ("на телефон жены: 0704").
_RELATIVE = re.compile(
    rf"(?i){_B}(?:mum|mom|mam|mummy|mommy|mother|dad|daddy|father|grandma|gran|granny|nan|nana|nanna|grandpa|grandad"
    r"|granddad|gramps|wife|husband|hubby|son|daughter|sister|sis|brother|bro|kid|kids|aunt|auntie|uncle|partner"
    r"|girlfriend|boyfriend|gf|bf|niece|nephew|cousin|mama|papa|mami|papi|oma|opa|mutti|vati|frau|mann|sohn|tochter"
    r"|schwester|bruder|tante|onkel|maman|mamie|papy|papi|femme|mari|fils|fille|sœur|soeur|frère|frere|mamá|papá"
    r"|abuel[ao]|espos[ao]|mujer|marido|hij[ao]|herman[ao]|tí[ao]|nonn[ao]|mamma|moglie|marito|figli[ao]|sorella"
    r"|fratello|avó|avô|vó|vô|mãe|pai|irmã|irmão|moeder|vader|vrouw|zoon|dochter|zus|broer|babcia|dziadek"
    r"|dziadka|babci|żon[ay]|mąż|męża|syn[a]?|córk[ia]|siostr[ya]|brat[a]?|mam[ayuiе]|пап[аыеу]|мам[аыеуи]\w*"
    r"|бабушк\w*|бабул\w*|дедушк\w*|деда|дед|жен[аыеу]|муж[аеу]?|сын[аеу]?|доч\w*|сестр\w*|брат[аеу]?|бабус\w*"
    r"|дід\w*|дружин\w*|чолов\w*|anne\w*|baba\w*|eş\w*|karı\w*|koca\w*|oğl\w*|kız\w*|abla\w*|dede\w*"
    rf"|nene\w*|anneanne\w*|babaanne\w*|mẹ|bố|ba|ông|bà|vợ|chồng|ibu|ayah|nenek|kakek|istri|suami){_E}"
    r"|[爸妈媽爷爺奶姥婆公哥姐弟妹儿兒女]|じいちゃん|ばあちゃん|おじいちゃん|おばあちゃん|お父さん|お母さん|父|母|妻|夫|娘|息子"
    r"|엄마|아빠|할머니|할아버지|아내|남편|딸|아들|누나|언니|오빠|형")
# Another sort of number in the clause: the phone's number, a model, storage, a screen, a battery, an IMEI, a price.
_OTHER = re.compile(
    rf"(?i){_B}(?:\w*numbers?|num|nos?|nr|\w*nummer|numéro|número|numero|номер\w*|numara\w*|numer\w*|số|nomor|ext|extension"
    r"|durchwahl|model\w*|modèle|modelo|modell\w*|модел\w*|imei|serial\w*|seri\w*|s/n|серийн\w*|gb|tb|mb|mah|inch\w*"
    r"|zoll|pouces?|pulgadas?|pollici|дюйм\w*|hz|px|pixels?|mp|battery|akku|batterie|batería|batteria|bateria|батаре\w*"
    r"|аккумулятор\w*|pil|price|preis|prix|precio|prezzo|preço|цена|fiyat\w*|order\w*|bestell\w*|tracking|hotline"
    r"|helpline|support|call|anruf\w*|ruf|appel\w*|llam\w*|chiam\w*|звон\w*|позвон\w*|whatsapp|sms|text|fax|warranty"
    rf"|garantie|garantía|гаранти\w*|sim|puk|wifi|wi-fi|wlan|resolution|auflösung|version|android\s+\d|ios|page|pages|seite|página|pagina|room|zimmer|chambre"
    rf"|habitación|camera|service|servicio|kundendienst|hizmet\w*|ticket|flight|flug|ref|reference|referenz\w*"
    r"|appointment|termin\w*|rendez-vous|cita|appuntamento|\w*notruf\w*|emergency|urgence|emergencia|экстренн\w*"
    rf"|error|fehler\w*|erreur|ошибк\w*|rechnung\w*|invoice|bill|factura|facture|счёт|счет){_E}"
    r"|予約|预约|예약|エラー|错误|錯誤|오류|紧急|緊急|긴급"
    r"|号码|號碼|型号|型號|内存|電池|电池|番号|電話番号|機種|容量|バッテリー|번호|기종|용량|배터리|인치|[%$€£¥₽]")
# A time word right before a value: "since 2019", "seit 2021", "opens at 0930", "в 2020", "从2019".
_TIME_BEFORE = re.compile(
    rf"(?i){_B}(?:in|at|um|à|a\s+las|alle|às|om|kl|klo|saat|lúc|pukul|jam|since|from|until|till|by|before|after|seit|bis|ab|im|vor|nach|depuis|en|desde|hasta|dal|dall'|nel"
    rf"|fino|sinds|tot|od|do|w|в|с|до|от|із|з|у|yılında|beri|kadar|năm|tahun|sejak){_E}\s*$|(?:从|自|在|于|於|到)\s*$")
_YEAR_AFTER = re.compile(r"\s*(?:年|년|г\.|год\w*|yıl\w*|jahr\w*|year\w*|model|模型|款)", re.I)
# The value: 4-8 digits, one run or digit by digit (spaces, dashes or dots); no digit group, unit or price after.
_LETTER = r"A-Za-z_\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff"
_VALUE = re.compile(rf"(?<![0-9{_LETTER}+#/.,:\-])(?:\d{{4,8}}|\d(?:[ \-.]\d){{3,7}})(?![0-9{_LETTER}/%°]|[.,:\-]\d|\s?[\-.]?\d)")
_CLAUSE_END = re.compile(r"[.!?;。！？；\n]|,\s|，|、")
_SENTENCE_END = re.compile(r"[.!;。！；\n]")   # a question mark opens its answer ("gesperrt? 1947")
# What may close a value: the text's end, punctuation, a bracket, a sentence particle, a connective.
_TAIL = re.compile(
    r"\s*(?:$|[.!?;,:)(\]\-–—…。！？；，、」』]|(?:ね|よ|だ|です|な|吧|啊|呀|哦|喔|啦|嘛|哈|요|이요|입니다|이야|야|임)"
    rf"|(?i:{_B}(?:and|und|et|y|e|i|и|ve|or|oder|ou|o|lol|haha|btw|jaja|ok|pls|please|bitte|merci|gracias"
    rf"|eingeben|eintippen|tippen|type|enter|entrer|taper|teclea|marcar|digita|digitare|ввести|введи|набери|girin"
    rf"|hai|hain|he|h|है|ہے|ni|na|nhé|nha|ạ|dır|dir|ya|yaa|then|dann|puis|luego|poi|затем|потом|sonra){_E})"
    r"|入力|输入|입력)")
_COPULA_AFTER = re.compile(
    r"(?i)\s*(?:is|=|->|→|:|–|—|-|ist|es|est|c'est|è|é|это|—\s*это|是|係|为|為|が|는|은|이)?\s*(?:the|der|die|das|le|la"
    r"|el|il|o|a)?\s*")


def _clause_start(text: str, start: int, reach: int = 70, ends: re.Pattern[str] = _CLAUSE_END) -> int:
    """Where the clause (or, with `ends`, the sentence) holding `start` begins, at most `reach` characters back."""
    low = max(0, start - reach)
    stops = [m.end() for m in ends.finditer(text, low, start)]
    return stops[-1] if stops else low


def _value_ok(text: str, start: int, end: int) -> bool:
    """No price, unit, quantity, repeated digit or year after a time word."""
    digits = re.sub(r"\D", "", text[start:end])
    if len(set(digits)) == 1 and len(digits) > 4 or MONEY_AFTER.match(text, end) or quantity_after(text, end):
        return False
    if MONEY_BEFORE.search(text, max(0, start - 16), start) or _TIME_BEFORE.search(text, max(0, start - 16), start):
        return False   # "售价 3999", "opens at 0930", "gesperrt seit 2020"
    return not (re.fullmatch(r"(?:19|20)\d\d", digits) and _YEAR_AFTER.match(text, end))


def _named_before(text: str, low: int, start: int) -> bool:
    """A device and its lock (or a device and its owner as a colon label) before the value, no digit between."""
    before = text[low:start]
    if any(c.isdigit() for c in before) or _OTHER.search(before):
        return False
    devices = list(_DEVICE.finditer(before))
    if not devices:
        return False
    device = devices[-1]
    locks = [m for m in _LOCKING.finditer(before) if abs(m.start() - device.start()) <= 30]
    if locks and len(before) - max(device.end(), locks[-1].end()) <= 45:
        return True   # "爸的手机锁屏 1958", "falls das Handy von Oma gesperrt ist: 1947"
    label = re.search(r"[:：=–—]\s*$", before) is not None
    short = sum(c.isdigit() for c in text[start:start + 16]) <= 6   # "grandpa's phone: 4960000" is his number
    return label and short and _RELATIVE.search(before) is not None and len(before) - device.end() <= 24


# Whose device, right before the value: a relative's ("mum's phone", "Omas Handy", "el móvil de mamá", "телефон мамы"),
# or "my" or "the" device that is not a phone ("the tablet is 0852"; "my phone: 4471" may be a desk extension).
_REL, _DEV = _RELATIVE.pattern.removeprefix("(?i)"), _DEVICE.pattern.removeprefix("(?i)")
_OWNED = re.compile(
    rf"(?i)(?:(?P<rel>{_REL})(?:['’]?s|['’])?\s+(?:(?:old|new|alte[sn]?|neue[sn]?)\s+)?(?P<dev>{_DEV})"
    rf"|{_B}(?:oma|opa|omi|opi|mama|papa|mami|papi|mutti|vati|tante|onkel|mam|pap)s\s+(?:{_DEV})"
    rf"|(?P<dev2>{_DEV})\s+(?:(?:de|del|di|della|von|van|do|da|de\s+la)\s+)?(?:mi\s+|meine[rm]?\s+|ma\s+|mon\s+)?"
    rf"(?P<rel2>{_REL})|(?P<own>{_B}(?:my|mein(?:e|es)?|mon|ma|mi|il\s+mio|mijn|mój|moja))\s+(?P<dev3>{_DEV})"
    rf"|(?P<the>{_B}(?:the|das|le|la|el|il|het|de))\s+(?P<dev4>{_DEV}))"
    r"\s*(?:[:：=\-–—]|\s(?:is|ist|est|es|è|é|это|c['’]est))?\s*$")
_PHONE = re.compile(r"(?i)ph|cell|mobil|handy|telef|tél|móvil|movil|celular|gsm|kom|тел|моб|hp|điện|ponsel|τηλ|κιν|טל|פל|هات|جوال"
                    r"|موب|گوش|फ़ो|फो|मो|ফো|মো|手|携|ケー|스마|핸|휴|폰|มือ|โทร")


def _owned_before(text: str, start: int, end: int) -> bool:
    """A device and whose it is right before a 4- or 6-digit value that closes its clause ("mum's phone 2580")."""
    digits = text[start:end]
    if not (digits.isdigit() and len(digits) in (4, 6)) or re.fullmatch(r"20[0-3]\d", digits):
        return False   # "my macbook 2019": a model year
    before = text[max(0, start - 60):start]
    owned = _OWNED.search(before)
    if owned is None or _OTHER.search(before) or any(c.isdigit() for c in before[owned.start():]):
        return False
    unowned = owned.group("dev4") or owned.group("dev3")   # "my phone: 4471" may be a desk extension
    return not (unowned and _PHONE.match(unowned))


def _named_after(text: str, start: int, end: int) -> bool:
    """The value opening its clause, then a copula, a device and its lock ("0523 is gran's phone lock")."""
    if text[_clause_start(text, start):start].strip():
        return False
    head = _COPULA_AFTER.match(text, end)
    stop = _CLAUSE_END.search(text, end)
    rest = text[head.end() if head else end:stop.start() if stop else len(text)][:50]
    if any(c.isdigit() for c in rest) or _OTHER.search(rest):
        return False
    device, lock = _DEVICE.search(rest), _LOCKING.search(rest)
    return device is not None and lock is not None and min(device.start(), lock.start()) <= 20


# What may stand between a value and the lock word after it: a particle, "with", a copula ("0930 で開く", "0523으로 열려").
_GLUE_AFTER = re.compile(r"(?i)\s?(?:で|を|に|は|으로|로|을|를|ile|ilə|with|mit|avec|con|com|met|is|ist|es|est)?\s?")
_OPEN_PARTICLE = re.compile(rf"(?i)auf{_E}")   # "Omas Handy geht mit 1947 auf"


def _lock_right_after(text: str, start: int, end: int) -> bool:
    """A device before the value in its sentence and, after a particle, its lock word ("母のiPhoneは 0930 で開く");
    a bare verb after the value ("mum's phone 0803 opens …") is not enough."""
    glue = _GLUE_AFTER.match(text, end)
    at = glue.end() if glue else end
    lock = (_LOCKING.match(text, at) if text[end:at].strip() else None) or _OPEN_PARTICLE.match(text, at)
    before = text[_clause_start(text, start, ends=_SENTENCE_END):start]
    if lock is None or any(c.isdigit() for c in before) or _OTHER.search(before):
        return False
    return _DEVICE.search(before) is not None


def _device_code_spans(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Each 4-8 digit value named by a device and its lock, before or after it."""
    if not _DEVICE.search(text):
        return
    for match in _VALUE.finditer(text):
        start, end = match.span()
        if not _value_ok(text, start, end):
            continue
        closes = _TAIL.match(text, end) is not None
        if closes and (_named_before(text, _clause_start(text, start, ends=_SENTENCE_END), start)
                       or _owned_before(text, start, end)) or _named_after(text, start, end) or _lock_right_after(text, start, end):
            yield "device passcode", (start, end)


# A PIN word glued to a CJK copula ("張卡嘅PIN係4829", "PIN是 5521", "PINは0417", "PIN은 0417").
_CJK_PIN = re.compile(r"(?i)(?<![A-Za-z0-9])pin(?:\s?(?:码|碼|號|号|番号|번호|코드))?\s?(?:係|系|是|为|為|は|은|는|就係|即係)"
                      r"\s?(?P<v>\d{4,8})(?!\d|[.,]\d)")
_POSTAL = re.compile(r"(?i)postal|post\s?code|zip|邮编|郵編|郵便|우편|地址|地區|地区|city|市|区|區|india|印度")


def _cjk_pin_spans(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Each value right after "PIN" and a CJK copula, where no postcode or city is named."""
    if "pin" not in text.lower() or _POSTAL.search(text):
        return
    for match in _CJK_PIN.finditer(text):
        if not (MONEY_AFTER.match(text, match.end("v")) or quantity_after(text, match.end("v"))):
            yield "pin", match.span("v")


def device_lock_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each device unlock code named by its device and lock, and of each PIN after a CJK copula."""
    if not any(c.isdigit() for c in shown):
        return
    text = shown if shown.isascii() else ascii_digits(shown)
    yield from _device_code_spans(text)
    yield from _cjk_pin_spans(text)
