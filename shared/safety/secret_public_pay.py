"""Payment and address details people share to be paid or found: masked as public before the rules read a text.

An IBAN in a text that names no credential (a donation, a club fee, rent to the agency: alone an IBAN is given to be
paid), an organisation's account to pay into with its sort code and reference (`secret_public_orgs`: a club's, a
council's, a parish's), a BIC/SWIFT code after its name, the chain name beside a receiving wallet address, an order's or a
transaction's UUID, a payment vendor's published test cards (Stripe's decline card …), a referral or invite code
(made to be passed on), a shop's mobile-money till or merchant code, a receipt's or an invoice's number and an Indian
postal PIN code beside an address, in about forty languages. Called by
`secret_public.public_spans`; every pattern is linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_checksums import IBAN, iban_valid
from .secret_ids_purpose import for_purpose
from .secret_own_accounts import own_account_near
from .secret_private_accounts import private_account_at
from .secret_public_orgs import org_account_spans
from .secret_public_words import CREDENTIAL_STEM, NOT_PUBLIC, ORDER_NAME, lower1, may_match

# Words that make a text about getting into an account: an IBAN beside them is kept for the rules (and redacted).
_LOGIN = re.compile(r"(?i)clave|\bTAN\b|login|log-?in|anmelde|identifiant|usuario|utente|user|inlog|azonosító"
                    r"|teilnehmer|zugang|acc[eè]s|netbank|online[- ]?banking|banca\s+online|banque\s+en\s+ligne")


def _iban_spans(text: str) -> Iterator[tuple[int, int]]:
    """IBANs (named as one, or whose mod-97 check holds) in a text with no credential or login word."""
    if CREDENTIAL_STEM.search(text) or _LOGIN.search(text):
        return
    named = re.search(r"(?i)iban|ИБАН|아이반", text) is not None
    yield from (m.span() for m in IBAN.finditer(text) if (named or iban_valid(m.group(0)))
                and not own_account_near(text, m.start())   # "mijn IBAN": the user's own (secret_own_accounts)
                and not private_account_at(text, m.start()))   # a private account by round 27's policy


_BIC_NAME = re.compile(r"(?i:\b(?:BIC|SWIFT)\b)")
_BIC = re.compile(r"(?<![A-Za-z0-9])[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?![A-Za-z0-9])")
# A chain's name beside a receiving address: the address is masked by `secret_public`, the name here (it holds digits).
_CHAIN_TAG = re.compile(r"(?i)\b(?:TRC|ERC|BEP|BRC|SPL)-?20\b")
_UUID = re.compile(r"(?<![0-9A-Fa-f\-])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}(?![0-9A-Fa-f\-])")
_RECORD_NAME = re.compile(
    r"(?i)transa[cç]\w*|transakt\w*|transactie|транзакци\w*|交易|取引|거래|request|trace|correlation|event|invoice"
    r"|factura|facture|rechnung|fattura|factuur|payment|pago|paiement|zahlung|pagamento|betaling|płatnoś\w*|shipment"
    r"|envío|sendung|envoi|spedizione|zending|booking|reserva|réservation|buchung|prenotazione|ticket|注文|订单|訂單|주문"
    r"|заказ\w*|замовлен\w*|sipariş\w*|pesanan|đơn\s+hàng|คําสั่งซื้อ|הזמנה|سفارش|طلب")
_TEST_CARDS = frozenset((
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210", "5105105105105100",
    "378282246310005", "371449635398431", "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
    "3566002020360505", "6200000000000005", "4000000000000002", "4000000000009995", "4000000000009987", "4000000000009979",
    "4000000000000069", "4000000000000127", "4000000000000119", "4100000000000019", "4000000000000101", "4000002500003155",
    "4000002760003184", "4000000000003220", "4000000000000077", "4000000000000341", "4111111111111111", "4012888888881881",
    "378734493671000", "3530111333300000", "4111111145551142", "5555444433331111", "2222400070000005", "4005519200000004",
    "4009348888881881", "4012000033330026", "4012000077777777", "4217651111111119", "4500600000000061", "5431111111111111"))
_CARD = re.compile(r"(?<![\d\-])\d(?:[ \-]?\d){12,18}(?![\d\-])")
# A card named as a test card or one of a sandbox (in about forty languages): with a vendor's name any card is masked.
_TEST_CARD_WORD = re.compile(
    r"(?i)\btest[\s\-]?(?:card|cc|number|nummer|mode|modus|umgebung|environment|account|konto|data|daten|kart\w*|kaart\w*"
    r"|kort\w*|kartı)|\btestkart\w*|\btestkaart\w*|\btestkort\w*|testikortti\w*|sandbox\w*|\bcarte\s+(?:de\s+)?test"
    r"|\bmode\s+test|tarjeta\s+de\s+prueba|modo\s+(?:de\s+)?(?:prueba|teste)|entorno\s+de\s+pruebas|cart[ãa]o\s+de\s+teste"
    r"|carta\s+di\s+(?:test|prova)|modalità\s+(?:test|di\s+prova)|karta\s+testow\w*|testow\w+\s+kart\w*|testovací"
    r"|tesztkártya|card\s+de\s+test|test\s+kartı|тестов\w+\s+карт\w*|тестова\s+картк\w*|δοκιμαστικ\w+\s+κάρτα"
    r"|بطاقة\s+(?:اختبار|تجريبية)|כרטיס\s+(?:בדיקה|ניסיון)|کارت\s+(?:تست|آزمایشی)|टेस्ट\s+कार्ड|परीक्षण\s+कार्ड"
    r"|บัตรทดสอบ|测试卡|測試卡|沙箱|テストカード|サンドボックス|테스트\s?카드|샌드박스|thẻ\s+(?:thử\s+nghiệm|test)"
    r"|kartu\s+(?:uji|tes|percobaan)|kad\s+ujian|staging")
# Weaker words of testing: only a published test card (or a test-shaped number: 4242 4242…, 4000 0000 0000 0002) then.
_TEST_WORD = re.compile(r"(?i)\btest(?:s|ing|en)?\b|\bprueba|rechaz|declin\w*|\bteste\b|di\s+prova|testow\w*|тестов\w*|テスト"
                        r"|测试|測試|테스트|deneme|sınama|uji\s+coba|thử\s+nghiệm|δοκιμ\w*|בדיקה|आज़माइश|ทดสอบ")
_VENDOR = re.compile(r"(?i)stripe|adyen|braintree|paypal|square|checkout\.com|mollie|razorpay|paystack|mercado\s?pago|klarna"
                     r"|worldpay|authorize\.net|cybersource|payu|pagseguro|iyzico|midtrans|xendit|omise|flutterwave")
# The rest of a test card's sample: its CVC and expiry ("beliebiges Datum, CVC 123", "any future date, CVV 737").
_CARD_EXTRA = re.compile(r"(?i)\b(?:CVC2?|CVV2?|CID|CSC|Prüfziffer|Prüfnummer|cryptogramme|código\s+de\s+seguridad|codice\s+di"
                         r"\s+sicurezza)\b\W{0,3}(?P<v>\d{3,4})(?!\d)|(?<![\d/])(?P<d>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?![\d/])")


def _test_shaped(digits: str) -> bool:
    """A number no issuer would give: a published test card, a long run of zeros, or one group of four repeated."""
    return digits in _TEST_CARDS or "0000000" in digits or len(set(re.findall(r"\d{4}", digits[:12]))) == 1


def _card_spans(text: str) -> Iterator[tuple[int, int]]:
    """Card numbers in a text about testing: any beside a payment vendor's name and a test-card word, else a published
    or test-shaped one beside a word of testing; then that text's CVC and expiry too."""
    if _CARD.search(text) is None:
        return
    strong = _TEST_CARD_WORD.search(text) is not None
    if not strong and _TEST_WORD.search(text) is None:
        return
    vendor = strong and _VENDOR.search(text) is not None
    found = [card.span() for card in _CARD.finditer(text) if vendor or _test_shaped(re.sub(r"\D", "", card.group(0)))]
    yield from found
    if found:
        for extra in _CARD_EXTRA.finditer(text):
            yield extra.span() if extra.group("v") else extra.span("d")


def _after_name(text: str, names: re.Pattern[str], value: re.Pattern[str], gap: int,
                whole: bool = False) -> Iterator[tuple[int, int]]:
    """The value (its group `v` if any) at most `gap` characters after each name, no credential word between; `whole`:
    from the name's start (a label that only names a public value)."""
    for name in names.finditer(text):
        found = value.search(text, name.end(), min(len(text), name.end() + gap + 40))
        at = found.start("v") if found is not None and "v" in value.groupindex else found.start() if found else 0
        if found is not None and found.start() - name.end() <= gap and not CREDENTIAL_STEM.search(text, name.end(), at):
            span = found.span("v") if "v" in value.groupindex else found.span()
            yield (name.start(), span[1]) if whole else span


_REFERRAL = re.compile(
    r"(?i)(?:referral|referal|ref|invite|invitation|friend)\s*code|código\s+de\s+(?:indicação|convite|referido|invitación|amigo)"
    r"|code\s+(?:de\s+)?parrain\w*|code\s+d'invitation|empfehlungs-?code|einladungs-?code|freundschafts-?code|werbe-?code"
    r"|codice\s+(?:di\s+)?(?:invito|referral|amico)|uitnodigingscode|verwijzingscode|vriendencode|värvningskod|inbjudningskod"
    r"|henvisningskode|vervekode|kutsukoodi|suosituskoodi|kod\w*\s+(?:polecając\w*|polecenia|zaproszeni\w*|rujukan)"
    r"|kód\s+pozvánky|doporučující\s+kód|meghívókód|ajánlókód|cod(?:ul)?\s+de\s+(?:invitați\w*|recomandare)|davet\s+kodu"
    r"|referans\s+kodu|kode\s+(?:referral|referal|undangan)|mã\s+(?:giới\s+thiệu|mời)|รหัสแนะนํา|โค้ดแนะนํา|邀请码|推荐码"
    r"|promo(?:tional)?[\s\-]?code|coupon[\s\-]?code|discount[\s\-]?code|rabatt-?code|rabattkod|aktionscode|code\s+promo"
    r"|c[oó]digo\s+(?:promocional|de\s+descuento|de\s+desconto|de\s+cup[oó]n)|codice\s+(?:sconto|promozionale)|kortingscode"
    r"|alennuskoodi|kod\s+rabatowy|slevový\s+kód|kuponkód|cod\s+(?:de\s+)?reducere|indirim\s+kodu|промокод\w*"
    r"|mã\s+giảm\s+giá|kode\s+(?:promo|diskon|voucher\s+diskon)|折扣码|优惠码|優惠碼|クーポンコード|할인\s?코드|쿠폰\s?코드"
    r"|邀請碼|推薦碼|紹介コード|招待コード|추천인\s?코드|추천\s?코드|초대\s?코드|реферальн\w+\s+код|код\s+приглашени\w+"
    r"|инвайт-?код|реферальн\w+\s+код|код\s+запрошення|κωδικ\w+\s+(?:παραπομπής|πρόσκλησης)|קוד\s+(?:הפניה|חבר)"
    r"|کد\s+(?:معرف|دعوت)|(?:رمز|كود)\s+(?:الإحالة|الدعوة)|रेफरल\s+कोड|आमंत्रण\s+कोड|রেফারেল\s+কোড")
_CODE_VALUE = re.compile(r"[^\w\n]{0,4}(?:[\w.]+:?\s+){0,5}?(?:é|is|est|ist|es|è|:|-)?\s*"
                         r"(?P<v>(?=\w*\d|[A-Z]{4})[A-Za-z0-9][A-Za-z0-9_\-]{3,24})(?![\w\-])")
# Words that offer a code to anyone ("gerne teilen", "feel free to use", "para quien quiera"): a referral or promo code.
_SHARE = re.compile(
    r"(?i)feel\s+free\s+to\s+(?:use|share)|use\s+my\s+(?:code|link)|sign\s+up\s+with\s+my|anyone\s+(?:can|who\s+wants)"
    r"|free\s+to\s+share|gerne?\s+(?:teilen|nutzen|benutzen|verwenden)|dürft\s+ihr|könnt\s+ihr\s+(?:gerne?\s+)?(?:nutzen|haben)"
    r"|wer\s+(?:will|möchte|mag)|mit\s+meinem\s+code|nutzt\s+meinen|n'hésitez\s+pas|à\s+partager|partagez|utilisez\s+mon"
    r"|avec\s+mon\s+code|qui\s+veut|para\s+quien\s+quiera|compárt\w+|usa\s+mi\s+código|con\s+mi\s+código|pueden\s+usar"
    r"|pode\s+(?:divulgar|usar|compartilhar)|use\s+meu\s+código|com\s+meu\s+código|para\s+quem\s+quiser|compartilh\w+"
    r"|usa(?:te)?\s+il\s+mio\s+codice|con\s+il\s+mio\s+codice|chi\s+vuole|condividete|sentitevi\s+liberi"
    r"|gebruik\s+mijn\s+code|met\s+mijn\s+code|wie\s+wil|mag\s+je\s+delen|voel\s+je\s+vrij|använd\s+min\s+kod"
    r"|med\s+min\s+kod|dela\s+gärna|den\s+som\s+vill|brug\s+min\s+kode|bruk\s+koden\s+min|del\s+gjerne|del\s+gerne"
    r"|käytä\s+koodiani|koodillani|jaa\s+vapaasti|saa\s+jakaa|użyj\w*\s+mojego\s+kodu|z\s+moim\s+kodem|kto\s+chce"
    r"|śmiało|použijte\s+můj|s\s+mým\s+kódem|kdo\s+chce|klidně|használd\s+a\s+kódom|nyugodtan|aki\s+szeretné"
    r"|folosiți\s+codul\s+meu|cine\s+vrea|kodumu\s+kullan|isteyen|paylaşabilir\w*|используйте\s+мой\s+код"
    r"|с\s+моим\s+кодом|кто\s+хочет|делитесь|використовуйте\s+мій|хто\s+хоче|όποιος\s+θέλει|χρησιμοποιήστε\s+τον\s+κωδικό"
    r"|لمن\s+يريد|استخدم\w*\s+كود|מי\s+שרוצה|השתמשו\s+בקוד|از\s+کد\s+من|मेरा\s+कोड|जो\s+चाहे|欢迎使用|随便用|谁要|ご自由に"
    r"|자유롭게|필요하신\s+분|ai\s+cần|dùng\s+mã\s+của\s+tôi|pakai\s+kode\s+saya|yang\s+mau|silakan\s+pakai|ใครอยากได้")
_CODE_WORD = re.compile(r"(?i)\w*(?:code|kode|koodi\w*|codice|código|kod(?:u|en)?|kód\w*|cod(?:ul)?)\b|код\w*|κωδικ\w*|קוד"
                        r"|کد|كود|कोड|码|碼|コード|코드|รหัส|โค้ด|mã")
# An access code offered to guests is still a secret: a text naming one keeps its codes for the rules.
_ACCESS = re.compile(r"(?i)wi-?fi|wlan|pass|door|tür|porte|puerta|porta|gate|\btor\b|alarm|safe|tresor|lock|schloss|pin\b"
                     r"|gift|gutschein|geschenk|cadeau|regalo|voucher|bon\b|karte|card|carte|tarjeta|cartão|parcel|paket")


_KEEP_SECRET = re.compile(r"(?i)\b(?:don'?t|do\s+not|never|nicht|nie|ne\s+(?:le\s+)?pas|no|non|niet|inte|ikke)\s+(?:\w+\s+)?"
                          r"(?:share|teilen|weitergeben|partager|compartir|condividere|delen|dela|dele)|vertraulich"
                          r"|confidential|confidentiel|confidencial|riservat[oa]|не\s+делит|不要分享|共有しない"
                          r"|single-use|one-time|einmalig\w*|persönlich\w*|personal|personnel|usage\s+unique|un\s+solo\s+uso"
                          r"|monouso|eenmalig|engångs\w*|jednorazow\w*|одноразов\w*|一次性|1回限り|일회용")


def _shared_codes(text: str) -> Iterator[tuple[int, int]]:
    """Referral and invite codes after their name; a code the text offers to anyone (see `_SHARE`) unless the text is
    about getting in or a gift card; with either, the offer itself ("gerne teilen!": prose, no value)."""
    lowered = lower1(text)
    share = _SHARE.search(text) if may_match(_SHARE, lowered) else None
    codes = list(_after_name(text, _REFERRAL, _CODE_VALUE, 0, whole=True)) if may_match(_REFERRAL, lowered) else []
    if share is not None and _ACCESS.search(text) is None:
        codes += _after_name(text, _CODE_WORD, _CODE_VALUE, 0, whole=True)
    if not codes or NOT_PUBLIC.search(text) or _KEEP_SECRET.search(text):
        return
    yield from codes
    if codes and share is not None:
        yield share.start(), share.end() + len(re.match(r"[^\s\w]*", text[share.end():]).group(0))


_PIN_NAME = re.compile(r"(?i)\bpin\s?-?code\b|\bpincode\b|\bpostal\s+pin\b|पिन\s?कोड|पिनकोड|पिन\s+नंबर|পিন\s?কোড|பின்\s?கோடு|పిన్\s?కోడ్"
                       r"|ಪಿನ್\s?ಕೋಡ್|പിൻ\s?കോഡ്|પિન\s?કોડ|ਪਿੰਨ\s?ਕੋਡ|پن\s?کوڈ")
_PIN_VALUE = re.compile(r"(?<!\d)[1-9]\d{2}\s?\d{3}(?!\d)")
_PLACE = re.compile(r"(?i)address|addr\b|house|home|flat|courier|deliver\w*|shipping|parcel|post\b|post\s?office|city|town"
                    r"|district|sector|area|locality|colony|nagar|मोहल्ल|नगर"
                    r"|india|mumbai|delhi|bengaluru|bangalore|chennai|kolkata|hyderabad|pune|ahmedabad|jaipur|lucknow|bandra|noida"
                    r"|gurgaon|gurugram|kochi|\([A-Z][a-z]+\)|घर|पता|डाक|शहर|इलाक|कूरियर|डिलीवरी|भारत|बेंगलुरु|मुंबई|दिल्ली"
                    r"|चेन्नई|कोलकाता|हैदराबाद|पुणे|जयपुर|लखनऊ|বাড়ি|ঠিকানা|முகவரி|చిరునామా|ವಿಳಾಸ|വിലാസം|સરનામું|ਪਤਾ|پتہ")


# A shop's payment code (mobile money till, merchant or paybill number): printed at the counter for customers to pay.
_MERCHANT_NAME = re.compile(
    r"(?i)\b(?:merchant\s+(?:code|number|no|id)|till\s+(?:number|no)|paybill(?:\s+(?:number|no))?|buy\s+goods(?:\s+till)?"
    # a biller's code (BPAY, a utility's): on every bill, for anyone to pay into
    r"|(?:BPAY\s+)?biller\s+(?:code|number|no|id)|BPAY(?:\s+code)?|code\s+(?:de\s+)?(?:facturier|émetteur)"
    r"|c[óo]digo\s+(?:do\s+|de\s+)?(?:conv[êe]nio|cedente|benefici[áa]rio)"
    r"|lipa\s+na\s+m-?pesa|(?:kode|code|nambari|namba|numero|nimero|kodi)\s+(?:ya\s+|y'|ye\s+|ry'|rya\s+)?(?:MoMo|M-?Pesa"
    r"|Airtel\s+Money|Tigo\s*Pesa|EcoCash|Orange\s+Money|Wave|Mvola|OPay)(?:\s+(?:Pay|merchant))?|MoMo\s+Pay\s+code"
    r"|(?:nambari|namba)\s+ya\s+(?:till|biashara|malipo)|código\s+(?:de\s+)?(?:comerciante|estabelecimento|comercio)"
    r"|Händler(?:nummer|-?ID|code)|numéro\s+(?:de\s+)?(?:marchand|commerçant)|code\s+marchand|kode\s+(?:merchant|toko)"
    r"|mã\s+(?:cửa\s+hàng|người\s+bán)|รหัสร้านค้า|商户号|商户编号|加盟店番号|가맹점\s?번호)\b")
# Printed as a number, not keyed digit by digit: "code Orange Money c'est 0 7 0 7" is someone's PIN.
_MERCHANT_VALUE = re.compile(r"(?<![\w\-])(?<!\d[ \-])(?!\d(?:[ \-]\d){3,}(?![\w\-]))\d[\d \-]{3,12}\d(?![\w\-])")
# A receipt's or an invoice's number (and a till's Z report): on the paper the shop hands over.
_RECEIPT_NAME = re.compile(
    r"(?i)\b(?:receipt\s*(?:no|number|#|nr)|invoice\s*(?:no|number|#|nr)|kasa\s+fişi\s+no|fiş\s+no|fatura\s+no|Z-?raporu"
    r"|Beleg(?:nummer|-?Nr)|Bon-?Nr|Kassenbon(?:-?Nr|nummer)?|Rechnungs(?:nummer|-?Nr)|numéro\s+de\s+(?:ticket|facture|reçu)"
    r"|ticket\s+de\s+caisse(?:\s+n[°º])?|n[°º]\s+de\s+(?:ticket|facture)|(?:número\s+de\s+)?(?:recibo|factura|ticket)\s*(?:n[°º.]|número)?"
    r"|scontrino(?:\s+n[°.])?|numero\s+(?:di\s+)?fattura|bonnummer|kassabon(?:nummer)?|factuurnummer|kvittonummer|fakturanummer"
    r"|kvitteringsnummer|kuittinumero|laskun\s+numero|paragon(?:u)?\s+nr|numer\s+faktury|účtenk\w+\s+č|číslo\s+faktury"
    r"|nyugta(?:szám)?|bon(?:ul)?\s+fiscal\s+nr|număr(?:ul)?\s+facturii|nomor\s+(?:struk|nota|faktur|invoice)"
    r"|số\s+hóa\s+đơn|nambari\s+ya\s+risiti|risiti\s+(?:no|namba))\b"
    r"|чек\s*№|номер\s+чека|квитанц\w*\s*№|номер\s+(?:квитанции|рахунку-фактури|счёта-фактуры)|απόδειξη\s+αρ|αριθμός\s+απόδειξης"
    r"|رقم\s+(?:الإيصال|الفاتورة)|מספר\s+(?:קבלה|חשבונית)|شماره\s+(?:رسید|فاکتور)|रसीद\s+(?:नंबर|संख्या)|बिल\s+नंबर"
    r"|เลขที่ใบเสร็จ|小票号|收据号|发票号(?:码)?|レシート番号|領収書番号|영수증\s?번호")
_RECEIPT_VALUE = re.compile(r"(?<![\w\-])[#№]?[A-Z0-9][A-Z0-9\-/]{1,20}(?![\w\-])")


def payment_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the shared payment, order, referral and postal details in `text` (see the module's docstring)."""
    if re.search(r"\d", text) is None:
        return
    yield from _iban_spans(text)
    yield from org_account_spans(text)   # a club's, a council's, a parish's account to pay into (secret_public_orgs)
    yield from _after_name(text, _BIC_NAME, _BIC, 30)
    yield from (m.span() for m in _CHAIN_TAG.finditer(text))
    if _UUID.search(text):
        yield from _after_name(text, ORDER_NAME, _UUID, 50)
        yield from _after_name(text, _RECORD_NAME, _UUID, 50)
    yield from _card_spans(text)
    yield from _shared_codes(text)
    yield from _after_name(text, _MERCHANT_NAME, _MERCHANT_VALUE, 40, whole=True)
    yield from (span for span in _after_name(text, _RECEIPT_NAME, _RECEIPT_VALUE, 12, whole=True)
                if not for_purpose(text, span[0]))   # "CUIL para el recibo de sueldo: …": what the id is for
    if _PLACE.search(text):
        yield from _after_name(text, _PIN_NAME, _PIN_VALUE, 45)
