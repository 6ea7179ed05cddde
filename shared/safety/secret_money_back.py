"""Personal numbers given for a purpose: one's own account for money to come back, a relative's id, a licence for a rental, a code that just came in.

An account or IBAN that money is to come back to ("RIB perso pour le remboursement", "Devuélveme la fianza aquí",
"Przelej mi na", "내 국민은행 계좌", "เลขบัญชีกสิกรของฉัน", "Số tài khoản … của tôi", "(mein Konto bei der ING)") is the
user's own; a relative's account or national id under its label in an Indic script ("ମା'ଙ୍କ SBI ଖାତା", "দেউতাৰ আধাৰ
নম্বৰ", "අම්මාගේ ජා.හැ. අංකය") is the family's. A payee's account (a landlord's, a school's, a shop's), an order's,
a ticket's or a phone's number is not. A driving licence given for a rental and an NZ NHI are personal ids. A code that
"just came in" by SMS or from an app, passed on to be typed ("Eben kam per SMS 382 104 …, gib das ein"), is a
one-time code; an order number, a parcel's, an amount or a warning never to share one is not. Called by
`secret_own_accounts` (accounts, ids) and `secret_forwarded` (codes); every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

# Words that make the account the user's own or the one money comes back to (about twenty-five languages).
_BACK_TO_ME = re.compile(
    r"(?i)\bmy\s+(?:[\w\-]+\s+){0,2}(?:account|acct|iban)|\brefund|\bpay\s+me\s+back|\b(?:send|transfer|wire)\s+(?:it\s+)?"
    r"(?:back\s+)?to\s+me|\breimburs\w*|\brib\s+perso|\bmon\s+(?:\w+\s+)?(?:rib|iban|compte)|\brembours\w*|\brends[- ]moi"
    r"|\bvire[- ]moi|devu[eé]lve\w*|reembols\w*|\bfianza|transfi[eé]reme|ingr[eé]same|\bmi\s+(?:\w+\s+)?cuenta"
    r"|\biban\s+mio|\bconto\s+mio|\brimbors\w*|\bridammi|\bmandami|\bmio\s+(?:\w+\s+)?(?:iban|conto)|\bdevolv\w*"
    r"|\bminha\s+conta|zurück(?:kommt|zahl\w*|überweis\w*|geben|gezahlt)|rückzahlung|erstattung|überweis\w*\s+mir"
    r"|\bmein(?:e[mnr]?)?\s+(?:\w+\s+)?(?:konto|iban)|terugbetal\w*|terugstort\w*|\bmijn\s+(?:\w+\s+)?(?:iban|rekening)"
    r"|\bprzelej\s+mi|\boddaj\s+mi|\bzwrot\w*|\bmój\s+(?:\w+\s+)?(?:numer|rachun)|\bcontul\s+meu|\biban-?ul\s+meu"
    r"|\brambursa\w*|\bkira\s+için|\biade\w*|\bbana\s+(?:gönder|at|yatır)\w*|\bhesab[ıi]ma|\bmitt\s+(?:\w+\s+)?konto\w*"
    r"|\båterbetal\w*|\btilbakebetal\w*|\bvra[tť]\s+mi|\bm[uů]j\s+(?:\w+\s+)?[uú][cč]et|내\s?\S{0,8}\s?(?:계좌|통장)|돌려\s?줘|환불|rekening\s+(?:\w+\s+)?(?:pribadi|saya|aku|gue|gw)|rekeningku"
    r"|\btransfer\s+ke\s+(?:aku|saya|gue)|\bbalikin|\barisan|akaun\s+(?:\w+\s+)?saya|ของ(?:ฉัน|ผม|หนู)|tài\s+khoản\s+(?:\S+\s+){0,2}của\s+(?:tôi|mình|em)"
    r"|chuyển\s+(?:lại\s+)?cho\s+(?:tôi|mình|em)|hoàn\s+tiền|حسابي|החשבון\s+שלי|मेरा\s+(?:\S+\s+)?खाता|मेरे\s+खाते"
    r"|私の口座|返金|我的(?:银行)?(?:账户|账号|帐号)|退款|转给我"
    r"|\bcuenta\s+m[ií]a|\bp[aá]same(?:lo)?\b|\bconta\s+minha|\bmeu\s+(?:\w+\s+)?(?:iban|pix)"
    # Cyrillic as the folded sample spells it (look-alike letters Latin): "на мою картку", "мне на карту"
    r"|(?:[нh][аa]\s+[мm][оo][юєї]|[мm](?:ені|[нh][еe])\s+[нh][аa])\s+(?:\S+\s+)?(?:[кk][аa][рp][тt]|[рp][аa][хx]|[сc]ч[её][тt])")
# A relative's account or national id under its label in an Indic script (the mother's, the father's, a grandparent's).
_RELATIVE_LABEL = re.compile(
    r"(?:ମା|ବାପା|ଜେଜେ|মা|বাবা|দেউতা|আই|ককা|माँ|मां|पापा|पिताजी|दादी|दादा|नानी|नाना|आई|बाबा|අම්මා|තාත්තා|ආච්චි|සීයා|அம்மா|அப்பா"
    r"|అమ్మ|నాన్న|મમ્મી|પપ્પા|બા|ಅಮ್ಮ|ಅಪ್ಪ|അമ്മ|അച്ഛൻ)[^\n:]{0,30}?(?:ଖାତା|খাতা|खाता|ખાતા|கணக்கு|ఖాతా|ಖಾತೆ|അക്കൗണ്ട്"
    r"|আধাৰ|আধার|आधार|ଆଧାର|ஆதார்|ఆధార్|ಆಧಾರ್|ആധാർ|આધાર|ජා\.\s?හැ|හැඳුනුම්|\bNIC\b|\bPAN\b|पैन)")
# A payee's account, or a number that is no account (an order's, a ticket's, a phone's).
_NOT_MINE = re.compile(
    r"(?i)landlord|propri[eé]taire|bailleur|casero|arrendador|vermieter|locador|proprietario|verhuurder|wynajmuj|właściciel"
    r"|proprietar|ev\s+sahib|emlak|hyresvärd|арендодател|хозяин|집주인|pemilik\s+kos|เจ้าของ|chủ\s+nhà|school|schule|école"
    r"|escuela|scuola|okul|sekolah|স্কুল|स्कूल|charity|spende|don\b|donaci|shop|store|tienda|magasin|laden|negozio|toko"
    r"|company|firma|empresa|entreprise|société|şirket|your\s+(?:iban|account)|tu\s+cuenta|ton\s+rib|dein\w*\s+(?:konto|iban)"
    r"|order|pedido|commande|bestell|zamówien|sipariş|pesanan|tracking|ticket|invoice|factura|facture|rechnung|fattura"
    r"|phone|telefon|teléfono|téléphone|whatsapp|mobile|handy|\+\d|referen|\bref\b|\btax\b|\baws\b|azure|cloud|office")


def money_back_near(text: str, start: int) -> bool:
    """Whether the account value at `start` is one money comes back to, or a relative's under its label (docstring)."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 60):start]
    end = text.find("\n", start)
    after = text[start:start + 90 if end < 0 else min(end, start + 90)]
    if _NOT_MINE.search(text):
        return False
    cue = None
    for cue in _BACK_TO_ME.finditer(before):
        pass
    if cue is not None and len(before) - cue.end() <= 45:
        return True
    return _BACK_TO_ME.search(after) is not None or _RELATIVE_LABEL.search(before) is not None


# A driving licence given for a rental, or an NZ National Health Index number.
_LICENCE_FOR_RENTAL = re.compile(
    r"(?i)(?:permis|licen[cs]e|führerschein|permiso\s+de\s+conducir|carn[eé]t?\s+de\s+conducir|patente|rijbewijs"
    r"|prawo\s+jazdy|ehliyet|körkort|kørekort|carta\s+de\s+condução|cnh|водительск\w*)[^\n]{0,40}?(?:rental|rent\b|location"
    r"|alquiler|mietwagen|miete|noleggio|huur|wypożycz|kiralık|kiralama|hyr|aluguel|locação|прокат|аренд)"
    r"[^\n:]{0,25}[:#]\s?(?P<v>[A-Z0-9][A-Z0-9\- ]{5,16}[A-Z0-9])(?![A-Za-z0-9])")
_NHI = re.compile(r"\bNHI\b[^\n]{0,45}?(?<![A-Za-z0-9])(?P<v>[A-HJ-NP-Z]{3}\d{4}|[A-HJ-NP-Z]{3}\d{2}[A-HJ-NP-Z]{2})(?![A-Za-z0-9])")
_NOT_PERSONAL = re.compile(r"(?i)construire|building|bauantrag|business|gewerbe|commerc|shop|company|firma|empresa|example"
                           r"|e\.g\.|format|beispiel|ejemplo|exemple|software|product\s+key|licen[cs]e\s+key|taxi|uber")
_ID_HINTS = ("permis", "licen", "führer", "permiso", "carne", "carné", "patente", "rijbewijs", "prawo", "ehliyet", "körkort",
             "kørekort", "condução", "cnh", "водительск", "nhi")


def purpose_id_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a driving licence given for a rental and of an NHI number."""
    lowered = sample.lower()
    if not any(word in lowered for word in _ID_HINTS) or _NOT_PERSONAL.search(sample):
        return
    for match in (*_LICENCE_FOR_RENTAL.finditer(sample), *_NHI.finditer(sample)):
        if sum(c.isdigit() for c in match.group("v")) >= 4:
            yield "national id", match.span("v")


# A code that just arrived (by SMS, from an app or a bank), in about twenty languages.
_ARRIVED = re.compile(
    r"(?i)\bjust\s+(?:came\s+in|came|arrived|got|received)|\bcame\s+in\b|\bjust\s+texted|\bkam\s+(?:per|als|gerade|eben|vo[mn])"
    r"|\beben\s+kam|\bgerade\s+(?:gekommen|bekommen)|\bme\s+(?:ha\s+)?lleg[óa]|\bacaba\s+de\s+llegar|\bje\s+viens\s+de\s+recevoir"
    r"|\bvient\s+d'arriver|\bj'ai\s+re[çc]u|\bmi\s+è\s+arrivat|\bappena\s+arrivat|\bchegou|\bacabei\s+de\s+receber"
    r"|\bprzyszed[łl]|\bprzysz[łl]a|\bdosta[łl]\w*\s+(?:sms|kod)|\bgeldi\b|\bпришёл|\bпришел|\bпришла|\bприйшов|\bзаріз\s+прийшов"
    r"|\bbaru\s+masuk|\bmasuk\s+(?:sms|kode)|\bnet\s+binnen|\bzojuist\s+(?:ontvangen|binnen)|\bkom\s+(?:nyss|precis)"
    r"|vừa\s+(?:nhận|về|gửi)|เพิ่งได้|방금\s?(?:온|왔)|届いた|刚收到|剛收到|وصلني|הגיע")
# Passed on to be typed, or the message it came in.
_TYPE_IT = re.compile(
    r"(?i)\bpaste|\btype\s+it|\benter\s+it|\bput\s+it\s+in|\bsms\b|\btext\b|eingeben|\bgib\s+(?:das|den|ihn|es)\b|eintippen"
    r"|\bméte\w*|\bponlo|escr[ií]be\w*|introd[uú]ce\w*|\bmensaje|\btape[- ]le|\bsaisis|\bentre[- ]le|inseriscil\w*|\bmettilo"
    r"|digit[ae]\w*|\bwpisz|\bwklej|\bgir\b|\byaz\b|\bmesaj|\bвведи\w*|\bсмс|\bsmsk|\bketik|\bmasukin|\bvul\s+(?:het|hem)\s+in"
    r"|\bskriv\s+in|\bnhập|\bกรอก|입력|入力|输入|輸入|أدخل|הקלד")
_ARRIVED_CODE = re.compile(r"(?<![\d,.:/+])(?<!\d[ \-])(?<!\s\s)(?P<v>\d(?:[ \-]?\d){3,7})(?![ \-]?\d|[,.:/]\d|\s?(?:%|€|\$|£|eur|usd|kr\b|zł|lei|tl\b|руб|min))",
                           re.IGNORECASE)
# Numbers that come by SMS and are no code: an order's, a parcel's, an amount, a time, a phone; or a warning.
_NOT_ARRIVED_CODE = re.compile(
    r"(?i)order|pedido|commande|bestell|sendung|paket|parcel|package|paquete|colis|pacco|przesyłk|kargo|посылк|tracking"
    r"|seguimiento|suivi|referen|\bref\b|invoice|factura|rechnung|\beuro|dollar|peso|amount|betrag|importe|montant|saldo"
    r"|balance|never\s+share|nie\s+weitergeben|nunca\s+compart|ne\s+partagez|non\s+condivid|nigdy\s+nie|asla\s+payla"
    r"|никому\s+не|phone\s+number|telefonnummer|\buhr\b|o'clock|\bflight|\bvuelo|\bgate\b|\bseat\b|\bbus\b|\bzug\b|\btrain")
_ARRIVED_HINTS = ("just", "came", "kam", "gerade", "lleg", "recevoir", "arriv", "reçu", "chegou", "receber", "przysz",
                  "dosta", "geldi", "приш", "прийш", "masuk", "binnen", "ontvangen", "nyss", "precis", "vừa", "เพิ่งได้", "방금",
                  "届いた", "收到", "وصلني", "הגיע")


def arrived_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a code that just came in and is passed on to be typed (see the module's docstring)."""
    lowered = shown.lower()
    if sum(c.isdigit() for c in shown) < 4 or not any(word in lowered for word in _ARRIVED_HINTS):
        return
    arrived = _ARRIVED.search(shown)
    if arrived is None or _TYPE_IT.search(shown) is None or _NOT_ARRIVED_CODE.search(shown):
        return
    for value in _ARRIVED_CODE.finditer(shown, max(0, arrived.start() - 40), arrived.end() + 50):
        if 4 <= sum(c.isdigit() for c in value.group("v")) <= 8 and not re.fullmatch(r"(?:19|20)\d\d", value.group("v")):
            yield "one-time code", value.span("v")
            return
