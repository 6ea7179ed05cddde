"""A password, code or key word that names something public by design: blanked by the mask, whatever the word says.

Four look-alikes, each read in about thirty languages. A transit or stored-value card's number (EasyCard 悠遊卡, Octopus
八達通, Oyster, Suica, T-money 티머니, Navigo, OV-chipkaart, Тройка …) is printed on the card and opens no account: the
number right after the card's name is blanked, unless the sentence names a bank, a credit or debit card (a co-branded
聯名卡 is a bank card) or an expiry date, the number reads as a payment network's card (Luhn-valid with a Visa,
Mastercard, Amex, Discover or UnionPay prefix), or a PIN, a password or a security code stands between name and
number. A group's, a chat's, a team's or a network's name that holds a password word ("group ka naam 'Password 1234
Wale'", "unsere WhatsApp-Gruppe heißt 'Passwort vergessen'") is a name every member sees: the quoted name after a name
word is blanked, never a value after a password word outside the quotes, nor a user name. A transfer's reference
("Kennwort für die Spendenüberweisung: 'Sommerfest 2024' als Verwendungszweck", "référence du virement", "备注") is
printed on flyers for every donor: the value after a keyword or a reference word (a bare "password" is not one) is
blanked in a sentence that names a transfer or a donation and no login, portal, app, account, online banking, TAN,
PIN, card or "my". A vendor's generic key published in its docs (a KMS client key, a "generieke KMS-sleutel uit de
Microsoft-docs", a 汎用プロダクトキー) installs but activates nothing: a 5×5 product key is blanked after such a word, unless
the writer owns or bought it ("my Windows key", "die ik gekocht heb"). Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_checksums import digits, luhn
from .secret_clauses import CLAUSE_END
from .secret_lexicon import STRONG
from .secret_public_group import OWN
from .secret_public_words import lower1, may_match, sentences

_L, _R = r"(?<![^\W\d_])", r"(?![^\W\d_])"

# --- transit and stored-value cards -------------------------------------------------------------------------------
_TRANSIT = _re(
    r"(?i)" + _L + r"(?:easy\s?card|ipass|icash|octopus(?:\s+card)?|oyster(?:\s+card)?|suica|pasmo|icoca|manaca|toica|kitaca"
    r"|sugoca|nimoca|t-?money|cashbee|opal(?:\s+card)?|myki|go\s?card|snapper|navigo|clipper(?:\s+card)?|smartrip|ventra"
    r"|charlie\s?card|orca\s+card|tap\s+card|presto(?:\s+card)?|compass\s+card|opus|ov-?chip\w*|mobib|rav-?kav|leap\s+card"
    r"|ez-?link|simplygo|flashpay|touch\s?['’]?n\s?go|flazz|brizzi|jaklingko|beep\s+card|rabbit\s+card"
    r"|[iİ]stanbulkart\w*|ankarakart|kentkart|bip!?|sube|bilhete\s+[úu]nico|nol\s+card|gautrain\s+card|transit\s+card|metro\s+card|metrocard"
    r"|farecard|fare\s+card|bus\s+pass|tarjeta\s+(?:sube|bip|metro|metrob[úu]s|de\s+transporte|de\s+metro)"
    r"|carte\s+(?:navigo|de\s+transport|de\s+m[ée]tro)|cart[ãa]o\s+(?:de\s+transporte|do\s+metr[ôo])|tessera\s+(?:atm|del\s+bus)"
    r"|kartu\s+(?:flazz|brizzi|jaklingko|e-?money|tol|commuter)|thẻ\s+(?:xe\s+buýt|metro))" + _R
    + r"|тройк\w*|подорожник\w*|транспортн\w+\s+карт\w*|рав-?кав|רב-?קו|بطاقة\s+(?:نول|المترو)|مترو\s?کارت|悠遊卡|悠游卡"
    r"|一卡通|八達通|八达通|澳門通|交通卡|公交卡|交通聯名卡|羊城通|深圳通|交通联合|スイカ|交通系ic\w*|ic\s?カード|티머니|캐시비|교통\s?카드"
    r"|บัตร\s?(?:แรบบิท|rabbit|mrt|bts)|แรบบิท")
# A bank's card or a card that pays from an account: its number stays a secret beside any transit word.
_BANK = _re(
    r"(?i)" + _L + r"(?:credit|debit|bank\w*|visa|master\s?card|amex|american\s+express|maestro|girocard|ec-?karte|kredit\w*"
    r"|crédit|crédito|débito|débit|credito|debito|creditcard|pinpas|betaalpas|bankkort\w*|kreditkort\w*|karta\s+płatnicza"
    r"|kartu\s+(?:kredit|debit|atm)|ngân\s+hàng|tín\s+dụng|cvv|cvc|co-?brand\w*|exp|expiry|expires|valid\s+thru|gültig\s+bis"
    r"|(?:0[1-9]|1[0-2])\s?/\s?\d{2})" + _R
    + r"|банк\w*|кредит\w*|дебет\w*|بنك\w*|بانک|ائتمان|אשראי|בנק|बैंक|क्रेडिट|信用卡|金融卡|簽帳|签帐|借記|借记|銀行|银行|聯名|联名"
    r"|クレジット|デビット|銀行|신용\s?카드|체크\s?카드|은행|ธนาคาร|เครดิต|เดบิต")
# A PIN, a password or a security code between the card's name and the number: the number is that credential.
_GUARD = _re(r"(?i)" + _L + r"(?:pin|cvv|cvc|security\s+code|app)" + _R + r"|密碼|密码|暗証|비밀번호|รหัสผ่าน|пин|пароль")
_TRANSIT_NUMBER = re.compile(r"[^\d\n.;!?。]{0,24}?(?<![\w\-])(?P<v>(?:[A-Z]{1,3}[ \-]?)?\d(?:[ \-]?\d){6,19})(?![\w\-])")


# A payment network's card: a Luhn-valid 15 to 19 digits that start as Visa, Mastercard, Amex, Discover or UnionPay do.
_NETWORK = re.compile(r"4|5[1-5]|2[2-7]|3[47]|6011|65|62")


def _bank_card_shaped(value: str) -> bool:
    """Whether `value` reads as a bank card's number (a transit card's name before it changes nothing)."""
    found = digits(value)
    return 15 <= len(found) <= 19 and _NETWORK.match(found) is not None and luhn(found, len(found))


def _transit_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The number right after a transit card's name in a sentence that names no bank or bank card."""
    if not may_match(_TRANSIT, lowered):
        return
    for low, high in sentences(text):
        if _BANK.search(text, low, high):
            continue
        for name in _TRANSIT.finditer(text, low, high):
            value = _TRANSIT_NUMBER.match(text, name.end(), high)
            if value is not None and not (_GUARD.search(text, name.end(), value.start("v")) or _bank_card_shaped(value.group("v"))
                                          or STRONG.search(text, name.end(), value.start("v"))):
                yield value.span("v")


# --- a group's, a chat's, a team's or a network's name ------------------------------------------------------------
_NAMED = _re(
    r"(?i)" + _L + r"(?:group|groups|chat|channel|server|team|squad|page|community|club|band|network|ssid|whats\s?app|telegram"
    r"|signal|discord|slack|gruppe\w*|kanal\w*|mannschaft|verein|groupe|équipe|canal|grupo|equipo|gruppo|squadra|groep\w*"
    r"|grupp\w*|grupa|grupy|grupie|skupin\w*|csoport\w*|grup\w*|grub\w*|kumpulan|nhóm|kênh|kikundi|wifi|wi-fi|wlan)" + _R
    + r"|групп\w*|груп\w*|чат\w*|канал\w*|команд\w*|сет\w*|ομάδα\w*|κανάλι\w*|مجموعة|قروب|جروب|گروه|گروپ|קבוצ\w*|ערוץ"
    r"|ग्रुप|समूह|গ্রুপ|群|频道|頻道|グループ|チャンネル|그룹|단톡방|채팅방|กลุ่ม")
# The name word itself: "name", "naam", "heißt", "se llama", "называется", "群名", "이름" (a user's or a login's name is no such word).
_NAME = _re(
    r"(?i)" + _L + r"(?:name[ds]?|called|titled|naam|heißt|hei(?:ss|ß)t|nennt\s+sich|nom|s['’]appelle|nombre|se\s+llama|llamad[oa]"
    r"|nome|se\s+chama|chiamat[oa]|si\s+chiama|heet|genaamd|heter|hedder|kallas|nazwa\w*|nazywa\s+się|jméno|název\w*|jmenuje\s+se"
    r"|neve|nevű|adı|adında|ismi|nama(?:nya)?|bernama|tên|jina|numele|nimi|nimeltä)" + _R
    + r"|назва\w*|называ\w*|зовут|назив\w*|όνομα|λέγεται|اسم\w*|باسم|نام|שם|נקרא\w*|नाम|নাম|名字|名称|名稱|群名|叫做|名前|という|이름|라는|ชื่อ")
_USER = _re(r"(?i)(?:user|benutzer|utilisateur|usuario|utente|login|account|konto|nick)\s?-?$")
_QUOTED_NAME = re.compile(r"[^\n'\"‘’“”„«»「『]{0,40}?['\"‘’“”„«»「『](?P<v>[^\n'\"‘’“”„«»」』]{1,40}?)['\"‘’“”„«»」』]")


def _name_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A quoted name after a name word, in a sentence about a group, a chat, a team or a network."""
    if not (may_match(_NAMED, lowered) and may_match(_NAME, lowered)):
        return
    for low, high in sentences(text):
        if not _NAMED.search(text, low, high):
            continue
        for name in _NAME.finditer(text, low, high):
            if _USER.search(text, max(low, name.start() - 12), name.start()):
                continue
            value = _QUOTED_NAME.match(text, name.end(), high)
            if value is not None and not STRONG.search(text, name.end(), value.start("v") - 1):
                yield value.span("v")


# --- a transfer's reference --------------------------------------------------------------------------------------
_REFERENCE = _re(
    r"(?i)" + _L + r"(?:verwendungszweck|buchungstext|(?:payment\s+|bank\s+)?reference|memo|libellé|motif\s+du\s+virement"
    r"|référence\s+du\s+virement|concepto|referencia\s+(?:de\s+la\s+)?transferencia|refer[êe]ncia|causale|omschrijving"
    r"|betalingskenmerk|meddelande\s+till\s+mottagaren|meddelelse\s+til\s+modtager|viitenumero|tytuł\w*\s+przelewu|tytułem"
    r"|zpráva\s+pro\s+příjemce|variabilní\s+symbol|közlemény\w*|detalii\s+plată|açıklama\w*|berita\s+transfer|keterangan\s+transfer"
    r"|nội\s+dung\s+chuyển\s+khoản|maelezo\s+ya\s+malipo)" + _R
    + r"|назначени\w+\s+платеж\w*|комментари\w+\s+к\s+перевод\w*|призначенн\w+\s+платеж\w*|αιτιολογία|البيان|بيان\s+التحويل"
    r"|شرح\s+واریز|הערה\s+להעברה|असमक्ता|टिप्पणी|汇款备注|匯款備註|转账备注|轉帳備註|备注|備註|附言|振込名義|摘要|받는\s?분\s?통장\s?표시|입금자명"
    r"|หมายเหตุ")
_TRANSFER = _re(
    r"(?i)" + _L + r"(?:spende\w*|[^\W\d_]{0,12}überweisung\w*|donation\w*|donate|transfer|payment|virement|(?:un|le|du|votre|mon)\s+don"
    r"|donativo|donación|doação|transferencia|transferência|bonifico|donazione|overboeking|overmaking|donatie|gift"
    r"|insamling\w*|överföring\w*|swish|innsamling\w*|overførsel|lahjoitu\w*|tilisiirto|darowizn\w*|przelew\w*|převod\w*"
    r"|adomány\w*|átutalás\w*|donați\w*|bağış\w*|havale|eft|donasi|sumbangan|chuyển\s+khoản|quyên\s+góp|ủng\s+hộ|mchango)" + _R
    + r"|пожертвован\w*|перевод\w*|переказ\w*|δωρε\w*|μεταφορ\w*|تبرع\w*|تحويل|کمک\s+مالی|واریز|תרומ\w*|העבר\w*|दान|ट्रांसफर"
    r"|捐款|捐赠|捐贈|转账|轉帳|匯款|汇款|寄付|振込|기부|이체|송금|บริจาค|โอน")
# A way in beside the transfer: the password or code is someone's login, not the reference printed for all donors.
_WAY_IN = _re(
    r"(?i)konto|account|cuenta|compte|conta\b|portal|login|log-?in|anmeld|sign-?in|\bapp\b|online|banking|netbank|\btan\b"
    r"|\bpin\b|otp|sms|card|karte|carte|tarjeta|user|benutzer|usuario|e-?mail|личн\w+\s+кабинет|аккаунт|حساب|חשבון|खाता"
    r"|账号|帳號|アカウント|계정|ログイン|로그인|登录|登入")
_WORD = _re(
    r"(?i)" + _L + r"(?:stichwort|kennwort|code\s?word|keyword|mot[\s\-]clé|palabra\s+clave|palavra[\s\-]chave|parola\s+(?:chiave|d['’]ordine)"
    r"|trefwoord|nyckelord|stikord|hasło|heslo|jelszó|kulcsszó|anahtar\s+kelime|kata\s+kunci|từ\s+khóa)" + _R
    + r"|кодов\w+\s+слов\w*|ключев\w+\s+слов\w*|كلمة\s+(?:ال)?(?:سر|مرور)|סיסמ\w*|合言葉|暗号|口令|암호")
_REF_VALUE = re.compile(r"[^\n'\"‘’“”„«»「『:：]{0,40}?(?:[:：]\s*)?(?:['\"‘’“”„«»「『](?P<q>[^\n'\"‘’“”„«»」』]{1,40}?)['\"‘’“”„«»」』]"
                        r"|[:：]\s*(?P<v>[^\s'\"‘’“”„«»,;()][^\n,;.!?()'\"“”«»]{0,39}))")


def _reference_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The value after a password or reference word in a sentence about a transfer or a donation with no way in."""
    if not may_match(_TRANSFER, lowered):
        return
    for low, high in sentences(text):
        if not _TRANSFER.search(text, low, high) or _WAY_IN.search(text, low, high) or OWN.search(text, low, high):
            continue
        words = sorted([*_REFERENCE.finditer(text, low, high), *_WORD.finditer(text, low, high)], key=lambda m: m.start())
        for word in words:   # a bare "password" beside a transfer is no such word: a login's, left to the rules
            value = _REF_VALUE.match(text, word.end(), high)
            if value is not None:
                yield value.span("q") if value.group("q") is not None else value.span("v")
                break


# --- a vendor's generic key from its docs ---------------------------------------------------------------------------
_PRODUCT_KEY = re.compile(r"(?<![\w\-])[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}(?![\w\-])")
_GENERIC = _re(
    r"(?i)" + _L + r"(?:generic|generieke?|generische[rnms]?|generisch|générique|genéric[oa]|generic[oa]|generisk[ae]?|geneeri\w*"
    r"|generick\w*|generikus|jenerik|generik|gvlk|kms|volume\s+licen[cs]\w*|(?:microsoft|vendor)['’]?s?[\s\-]+(?:docs?|documentation"
    r"|learn|list)|learn\.microsoft\.com|docs\.microsoft\.com|demo|trial|evaluation|ogóln\w*|общ(?:ий|его)|универсальн\w*"
    r"|γενικ\w*|ทั่วไป)" + _R + r"|عام|عمومی|גנרי|जेनेरिक|通用|汎用|범용")
_BOUGHT = _re(
    r"(?i)" + _L + r"(?:bought|purchased|paid|gekocht|gekauft|bezahlt|acheté|achetée|compr[éeóo]|comprei|comprad[oa]|comprato"
    r"|pagat[oa]|köpt\w*|købt|kjøpt|ostin|kupi\w*|koupil\w*|vettem|satın\s+aldı\w*|beli|dibeli|mua|nilinunua|retail|oem)" + _R
    + r"|купил\w*|куплен\w*|اشتريت|خریدم|קניתי|खरीदी|खरीदा|买的|買的|购买|購買|買った|購入|샀|구매")


def _generic_key_spans(text: str) -> Iterator[tuple[int, int]]:
    """A 5×5 product key after a generic, KMS or vendor-docs word in its sentence, unless the writer owns or bought it."""
    for key in _PRODUCT_KEY.finditer(text):
        low = max([0, *(s for s, _ in sentences(text) if s <= key.start())])
        end = CLAUSE_END.search(text, key.end())
        high = end.start() if end else len(text)
        if _GENERIC.search(text, max(low, key.start() - 90), key.start()) \
                and not (OWN.search(text, low, high) or _BOUGHT.search(text, low, high)):
            yield key.span()


def by_design_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of transit card numbers, group names, transfer references and generic vendor keys (module docstring)."""
    lowered = lower1(text)
    yield from _transit_spans(text, lowered)
    yield from _name_spans(text, lowered)
    yield from _reference_spans(text, lowered)
    if "-" in text:
        yield from _generic_key_spans(text)
