"""Numbers a label makes a thing's, not a credential: blanked by `secret_public.mask` before the rules read a text.

An electricity meter's number (printed on the meter, given to whoever buys its credit), a bus or a train line's code,
a school's own registry number ("código modular", UDISE, NPSN, Schulnummer) and the payment code of a school's or a
utility's bill (paid by anyone at the bank; a remittance's pickup code stays a secret), a product's code (SKU,
артикул, mahsulot kodi) and an order's number however short, a medicine's batch or lot and its expiry date, and a flat's unit number in a Singapore or
Malaysian address ("Blk 341 #07-112") sit beside code words and open nothing. Each is read after its label in about
thirty languages; only the value is blanked, never when a credential word stands between the label and the value,
so a PIN or a password given in the same text still reads as one. Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_words import CREDENTIAL_STEM, ORDER_NAME, lower1, may_match
from .normalise import compile_nfkc


_re = compile_nfkc


_SENTENCE_END = re.compile(r"[.!?;。！？\n](?:\s|$)|\n")

# An electricity or water meter's number: the name, then digits (a utility's name may stand between).
_METER = _re(
    r"(?i)(?<![^\W\d_])(?:num[ée]ro\s+(?:de\s+|du\s+)?compteur|compteur(?:\s+(?:électrique|d'eau|prépayé))?"
    r"|(?:prepaid\s+)?meter\s+(?:number|no\.?|num|#|id)|nomor\s+(?:meter(?:an)?|kwh|id\s+pel(?:anggan)?)"
    r"|id\s+pel(?:anggan)?(?:\s+PLN)?|no\.?\s+meter(?:an)?|n[úu]mero\s+(?:de(?:l)?\s+|do\s+)?(?:medidor|contador|suministro|relógio)"
    r"|z[äa]hler-?(?:nummer|nr\.?)|numero\s+(?:del\s+)?contatore|số\s+(?:công\s+tơ|đồng\s+hồ(?:\s+điện)?)"
    r"|(?:nambari|namba)\s+ya\s+(?:mita|luku)|mita\s+namba|sayaç\s+(?:numarası|no)|tesisat\s+numarası"
    r"|meter\s+(?:ka\s+)?(?:number|nambar))(?![^\W\d_])"
    r"|номер\s+(?:сч[её]тчика|лічильника)|رقم\s+العداد|شماره\s+کنتور|मीटर\s+(?:नंबर|संख्या)|เลขมิเตอร์|电表号|電表號|メーター番号"
    r"|계량기\s?번호")
_METER_VALUE = re.compile(r"[^\d\n]{0,24}?(?<![\w\-])(?P<v>\d(?:[ \-]?\d){5,19})(?![\w\-])")

# A bus, tram or train line's code: the name, then a number with a branch ("8012-10", "47A"), in a text about travel.
_LINE = _re(
    r"(?i)(?<![^\W\d_])(?:(?:c[óo]digo|n[úu]mero|n[°º]|code|numéro|nomor|số)\s+(?:d[ao]\s+|de\s+la\s+|del?\s+|of\s+the\s+)?"
    r"(?:linha|línea|ligne|line|ruta|rota|route|rute|trayek|tuyến)|linha|línea|ligne|bus\s+(?:line|route|no\.?|number)"
    r"|(?:tram|metro|train)\s+line|route|ônibus|onibus|autobús|colectivo|micro|buslinie|linie|jalur|trayek|angkot"
    r"|tuyến(?:\s+xe\s+buýt)?(?:\s+số)?|otobüs\s+hattı|namba\s+ya\s+(?:basi|matatu)|matatu\s+(?:namba|no\.?))(?![^\W\d_])"
    r"|маршрут\w*|автобус\w*|خط\s+(?:الباص|الحافلة)|बस\s+(?:नंबर|नं\.?)")
_LINE_VALUE = re.compile(r"[\s:#№.]{0,4}(?P<v>\d{1,5}[A-Z]?(?:[\-/]\d{1,3}[A-Z]?)?)(?![\w\-])")
_TRAVEL = _re(
    r"(?i)(?<![^\W\d_])(?:ônibus|onibus|bus|buses|autobús|micro|colectivo|sentido|terminal|ponto|parada|estação|station"
    r"|stop|tram|metro|metrô|trem|train|angkot|halte|arrêt|haltestelle|bến|trạm|kituo|stage|matatu|jeepney|departs|leaves"
    r"|sai|sale|fährt|berangkat|xe\s+buýt|otobüs|durak)(?![^\W\d_])|остановк\w*|автобус\w*|маршрут\w*|محطة|बस")

# A school's own registry number, and the payment code of a school's or a utility's bill.
_SCHOOL = _re(
    r"(?i)(?<![^\W\d_])(?:c[óo]digo\s+modular|c[óo]digo\s+(?:de\s+)?local(?:\s+escolar)?|c[óo]digo\s+(?:INEP|DANE|AMIE|CCT)"
    r"|clave\s+(?:del\s+centro\s+de\s+trabajo|CCT)|school\s+(?:code|number|id|reg(?:istration)?\s+(?:no|number))"
    r"|UDISE\+?(?:\s+code)?|DISE\s+code|EMIS\s+(?:number|no|code)|NPSN|code\s+UAI|numéro\s+(?:UAI|RNE)|Schulnummer"
    r"|codice\s+meccanografico|kod\s+szkoły|okul\s+kodu|kurum\s+kodu|mã\s+trường|kode\s+sekolah|namba\s+ya\s+shule)"
    r"(?![^\W\d_])|код\s+школы|学校コード|学校代码|학교\s?코드|رمز\s+المدرسة|کد\s+مدرسه|विद्यालय\s+कोड|स्कूल\s+कोड")
_BILL = _re(
    r"(?i)(?<![^\W\d_])(?:c[óo]digo\s+de\s+(?:pago|pagamento|recaudo|recaudación)|payment\s+(?:code|reference|ref)"
    r"|kode\s+(?:bayar|pembayaran|billing)|mã\s+thanh\s+toán|code\s+de\s+paiement|référence\s+de\s+paiement"
    r"|Zahlungsreferenz|ödeme\s+kodu|control\s+number|namba\s+ya\s+malipo)(?![^\W\d_])|код\s+оплаты|رمز\s+الدفع")
# Whose bill: a school's, a utility's or an office's (a payment code alone may be a shop's one-time order code).
_BILLER = _re(
    r"(?i)(?<![^\W\d_])(?:colegio|escuela|school|sekolah|escola|école|schule|shule|universi\w*|matr[íi]cula|pensi[óo]n"
    r"|mensualidad|mensalidade|luz|agua|água|electricity|water|listrik|PDAM|tagihan|bill|factura|fatura|facture|Rechnung"
    r"|SPP|trường|học\s+phí|bayar|se\s+paga|pay\s+at)(?![^\W\d_])")
# Money collected, not paid: a remittance's or a withdrawal's code is the collector's secret.
_COLLECT = _re(
    r"(?i)(?<![^\W\d_])(?:retir\w*|cobr\w*|recog\w*|remesa\w*|envío|giro|saque|sacar|collect\w*|pick\s?up|withdraw\w*"
    r"|ambil|tarik|kutoa|MTCN|western|moneygram|ria|hawala|hundi|remit\w*|padala)(?![^\W\d_])")
_ID_VALUE = re.compile(r"[^\d\n]{0,40}?(?<![\w\-])(?P<v>(?=[A-Z0-9\-]*\d{3})[A-Z0-9][A-Z0-9\-/]{2,16}(?: \d{2,6}){0,4})(?![\w\-])")

# A product's code: SKU, article number, артикул, mahsulot kodi.
_PRODUCT = _re(
    r"(?i)(?<![^\W\d_])(?:mahsulot\s+kodi|tovar\s+kodi|product\s+(?:code|no\.?|number|id)|item\s+(?:code|no\.?|number|#)"
    r"|SKU|article\s+(?:number|no\.?)|artikel-?(?:nummer|nr\.?)|numéro\s+d'article|réf(?:érence)?\s+(?:produit|article)"
    r"|c[óo]digo\s+(?:del?\s+|do\s+)?(?:producto|produto|artículo|artigo|item)|codice\s+(?:prodotto|articolo)"
    r"|artikelnummer|kod\s+produktu|ürün\s+kodu|stok\s+kodu|kode\s+(?:produk|barang)|mã\s+(?:sản\s+phẩm|hàng)"
    r"|model\s+(?:no\.?|number))(?![^\W\d_])|артикул\w*|код\s+товара|商品(?:コード|编码|编号|番号)|상품\s?코드|품번"
    r"|(?:رمز|كود)\s+المنتج|کد\s+(?:محصول|کالا)")

# An order's number, however short ("buyurtma raqami 88213", "pedido 4471"): right after its name.
_ORDER_MORE = _re(r"(?i)(?<![^\W\d_])(?:buyurtma(?:\s+raqami)?|zakaz\s+raqami|(?:namba|nambari)\s+ya\s+oda|oda\s+namba"
                  r"|tapsyrys\s+nömiri|lambar\s+oda)(?![^\W\d_])|буюртма(?:\s+рақами)?")
_ORDER_VALUE = re.compile(r"[\s:#№.]{0,4}(?P<v>\d{4,12})(?![\w\-])")

# A medicine's or a product's batch and its expiry date, in a text that names no card.
_BATCH = _re(
    r"(?i)(?<![^\W\d_])(?:batch(?:\s+(?:no\.?|number|#))?|lot(?:\s+(?:no\.?|number|#|n[°º]))?|lote|(?-i:Charge)(?:n-?nr\.?)?"
    r"|ch\.-?b\.|partida|partij|số\s+lô|nomor\s+batch|no\.?\s+batch)(?![^\W\d_])|партия|ロット(?:番号)?|批号|批次|제조번호|로트"
    r"|رقم\s+التشغيلة|बैच\s+(?:नंबर|नं)")
_BATCH_VALUE = re.compile(r"(?:\s+(?:is|es|est|ist|é|:))?[\s:#№.]{0,4}(?P<v>(?=[A-Z0-9\-/]*\d)[A-Z0-9][A-Z0-9\-/]{2,16})(?![\w\-])")
_GOODS = _re(
    r"(?i)(?<![^\W\d_])(?:pills?|tablets?|capsules?|medicines?|medication|packet|pack|syrup|vaccine|vacuna|vacina|obat"
    r"|dawa|medicamento|remédio|tabletten|médicament|thuốc|ilaç|formula|tin|bottle|jar|milk|leite|leche|susu"
    r"|batch|lot|lote|partida)(?![^\W\d_])|(?-i:Charge)|лекарств\w*|таблетк\w*|药|薬|약|دواء|دارو|दवा")
_CARD = _re(r"(?i)card|carte|tarjeta|karte|kartu|cart[ãa]o|cvv|cvc|visa|master|amex|kaad|كارت|بطاقة|карт")
_EXPIRY = _re(
    r"(?i)(?<![^\W\d_])(?:exp(?:iry|ires?|iration)?|best\s+before|use\s+by|vence|venc|val|validade|caduca|caducidad|MHD"
    r"|hạn(?:\s+dùng)?|HSD|ED|BB|ablauf|péremption|scadenza|son\s+kullanma)(?![^\W\d_])\.?[\s:]{0,3}"
    r"(?P<v>(?:19|20)\d\d[\-/.]\d{1,2}(?:[\-/.]\d{1,2})?|\d{1,2}[\-/.](?:19|20)?\d\d(?:[\-/.]\d{2,4})?)(?![\w\-])")

# A flat's unit in a Singapore or Malaysian address: "#07-112" after a block, a street or a unit word.
_UNIT = re.compile(r"(?<![\w#])#\s?(?P<v>\d{1,3}-\d{1,5}[A-Z]?)(?![\w\-])")
_ADDRESS = _re(
    r"(?i)(?<![^\W\d_])(?:blk|block|unit|apt|apartment|flat|lift\s+lobby|HDB|condo|tower|level|storey|road|rd|street"
    r"|st|ave|avenue|jalan|jln|lorong|taman|singapore|kuala\s+lumpur|johor)(?![^\W\d_])")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around `start`:`end` (at most 200 characters before it)."""
    before = [m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 200), start)]
    after = _SENTENCE_END.search(text, end)
    return (before[-1] if before else max(0, start - 200)), (after.start() if after else len(text))


def _named(text: str, names: re.Pattern[str], value: re.Pattern[str]) -> Iterator[tuple[re.Match[str], tuple[int, int]]]:
    """Each name with the value `value` matches right after it, when no credential word lies between."""
    if not may_match(names, lower1(text)):
        return
    for name in names.finditer(text):
        found = value.match(text, name.end())
        if found is not None and not CREDENTIAL_STEM.search(text, name.end(), found.start("v")):
            yield name, found.span("v")


def _meter_and_line_spans(text: str) -> Iterator[tuple[int, int]]:
    yield from (span for _name, span in _named(text, _METER, _METER_VALUE))
    for name, span in _named(text, _LINE, _LINE_VALUE):
        low, high = _sentence(text, name.start(), span[1])
        if _TRAVEL.search(text, low, name.start()) or _TRAVEL.search(text, span[1], high) \
                or _TRAVEL.fullmatch(name.group(0)) is not None:
            yield span   # "Código da linha 8012-10 sentido Terminal", "ônibus 175", not "linha 2" of a form


def _school_and_bill_spans(text: str) -> Iterator[tuple[int, int]]:
    yield from (span for _name, span in _named(text, _SCHOOL, _ID_VALUE))
    for name, span in _named(text, _BILL, _ID_VALUE):
        low, high = _sentence(text, name.start(), span[1])
        if _BILLER.search(text, low, high) and not _COLLECT.search(text, low, high):
            yield span


def _goods_spans(text: str) -> Iterator[tuple[int, int]]:
    yield from (span for _name, span in _named(text, _PRODUCT, _ID_VALUE))
    for order in (ORDER_NAME, _ORDER_MORE):   # not a code for getting the order ("код получения заказа")
        yield from (span for name, span in _named(text, order, _ORDER_VALUE)
                    if not CREDENTIAL_STEM.search(text, max(0, name.start() - 24), name.start()))
    if _CARD.search(text) is not None or not may_match(_GOODS, lower1(text)):
        return
    yield from (span for _name, span in _named(text, _BATCH, _BATCH_VALUE))
    for expiry in _EXPIRY.finditer(text):
        low, high = _sentence(text, expiry.start(), expiry.end())
        if _GOODS.search(text, low, high):
            yield expiry.span("v")


def _unit_spans(text: str) -> Iterator[tuple[int, int]]:
    if "#" not in text:
        return
    for unit in _UNIT.finditer(text):
        low, high = _sentence(text, unit.start(), unit.end())
        if _ADDRESS.search(text, low, high) and not CREDENTIAL_STEM.search(text, max(low, unit.start() - 16), unit.start()):
            yield unit.span("v")


def label_public_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the meter, line, school, bill, product, order, batch and flat numbers in `text` (see the module's docstring)."""
    if sum(c.isdigit() for c in text) < 3:
        return
    yield from _meter_and_line_spans(text)
    yield from _school_and_bill_spans(text)
    yield from _goods_spans(text)
    yield from _unit_spans(text)
