"""Secrets given the way family chat gives them: a pause, a possessive, a warning or a scan between label and value.

A password said in digit words after a hesitation ("फोन पासवर्ड म्हणजे... हं... शून्य सात शून्य आठ", "the PIN is...
umm... four two"); a PIN or code whose label reaches its value through colloquial possessives ("رقم الكارت السري بتاع
ماما ٧٢٤٠", "رقم الـPIN بتاع الشريحة 1 9 7 5", "code dyal lbab dyal l3imara 2580B"); a code passed on unquoted with
the warning that comes with it ("Nambari yako ya uthibitisho ni 884120. Usimpe mtu yeyote", "6 number aaya hai 307142
— mat do kisi ko"); the code shown to collect a parcel; a PIN read off a photo with OCR's letters for digits ("PlN:
3O82"); an airtime voucher not yet loaded ("Katin caji … ban loda ba: 8021 4432 9917 0265"); and a password label with
an aside in brackets or a spoken try before "just write it:". An expired code, a postcode, a promo or product code, an
order's or a parcel's tracking number, and a loaded voucher are none of these. Every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_digit_words import digit_word_runs
from .secret_digits import OTHER_NUMBER_WORDS, PIN_WORDS, counting

# Password words in the scripts and chat spellings the PIN words lack.
_PASSWORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:password|passcode|passwort|senha|contraseña|clave|mot\s+de\s+passe|sandi|kata\s+sandi"
    r"|parol[ae]?|şifre|sifre|nenosiri|kalmar\s+sirri|пароль|رمز|باسورد|الباسورد|پاسورڈ|पासवर्ड|पासकोड|পাসওয়ার্ড"
    r"|પાસવર્ડ|ਪਾਸਵਰਡ"
    r"|பாஸ்வேர்டு|பாஸ்வேர்ட்|పాస్‌?వర్డ్|ಪಾಸ್‌?ವರ್ಡ್|പാസ്‌?വേർഡ്)(?![^\W\d_])")
_ELLIPSIS = re.compile(r"\.{2,}|…")
_ANY_DIGIT = re.compile(r"[0-9٠-٩۰-۹०-९]")


def _labels(shown: str) -> list[re.Match[str]]:
    return [*PIN_WORDS.finditer(shown), *_PASSWORD.finditer(shown)]


def _hesitant_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Digit words after a PIN or password word and a pause ("म्हणजे... हं..."): nothing else between them."""
    labels = _labels(shown)
    for run in digit_word_runs(shown):
        if counting(run.digits):
            continue
        for label in labels:
            between = shown[label.end():run.start]
            if 0 < len(between) <= 40 and _ELLIPSIS.search(between) and not _ANY_DIGIT.search(between) \
                    and len(between.split()) <= 4:
                yield "pin", (run.start, run.end)
                break


# A secret's label in Egyptian, Levantine, Gulf and Moroccan Arabic (Arabic letters or Latin Darija), then one to three
# possessive hops ("بتاع ماما", "dyal lbab"), then the value.
_AR_LABEL = (r"(?:السري|السرّي|(?:الـ?|ال\s?)?(?-i:PIN|pin|Pin)|الباسورد|باسورد|الرمز|رمز|الكود|كود"
             r"|(?<![^\W\d_])l?(?:code|pin|modpas|mdp))")
_HOP = r"(?:بتاع|بتاعة|بتاعت|بتوع|ديال|ديال|تبع|تبعت|تاع|متاع|حق|حقت|نتاع|dyal|diyal|dial|ta3|nta3)"
_NATIVE_DIGIT = r"[0-9٠-٩۰-۹]"
_POSSESSED = re.compile(
    rf"(?i){_AR_LABEL}(?P<hops>(?:\s+{_HOP}\s+(?=[^\s\d٠-٩۰-۹])[^\s:،,]{{2,20}}){{1,3}})"
    r"\s*(?:[:=\-–—]|هو|هي|hiya|huwa)?\s*"
    rf"(?P<v>{_NATIVE_DIGIT}(?:\s?{_NATIVE_DIGIT}){{3,7}}(?:[A-Da-d#*])?)(?![0-9٠-٩۰-۹A-Za-z])")
# What a possessed number may be instead: a discount, a postcode, a product, an order, a parcel, a phone, a bill.
_NOT_POSSESSED = re.compile(
    r"(?i)promo|postal|poste|بريد|خصم|الخصم|منتج|المنتج|طلب|الطلب|شحنة|الشحنة|produit|commande|colis|tracking|tilifoun"
    r"|téléphone|تليفون|تلفون|موبايل\s+رقم|فاتورة|الفاتورة|facture|wifi\s+name|réseau")


def _possessed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for found in _POSSESSED.finditer(shown):
        if not _NOT_POSSESSED.search(found.group("hops")) and not counting(re.sub(r"\D", "", found.group("v"))):
            yield "pin", found.span("v")


# A one-time code word, then a value, then (within the sentence after) the warning never to pass it on.
_CODE_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:otp|code|kode|kodi|kodu|msimbo|uthibitisho|verification|verificación|verificação|vérification"
    r"|number|nambari|namba|lambar|lamba|número|numero|nomor|token|tac|pin)(?![^\W\d_])")
_WARNING = re.compile(
    r"(?i)usimpe\s+mtu|usimwambie\s+mtu|usimpatie\s+mtu|mat\s+(?:do|dena|batana|batao|bata)\s+kisi"
    r"|kisi\s+ko\s+(?:mat|na)\s+(?:do|dena|batana|batao|bata)"
    r"|don'?t\s+(?:share|give|tell|show)\s+(?:it\s+)?(?:to\s+|with\s+)?(?:anyone|anybody|no\s?one)"
    r"|never\s+share|no\s+(?:give|show|tell)\s+(?:am\s+)?(?:anybody|anyone)"
    r"|ne\s+(?:le\s+)?(?:donne|partage|dis)\s+(?:à|a)\s+personne|no\s+(?:se\s+)?lo\s+(?:des|compartas|digas|pases)\s+a\s+nadie"
    r"|n[ãa]o\s+(?:passe|compartilhe|mostre|d[êe]|fala)\s+(?:pra|para|a)\s+ningu[ée]m"
    r"|jangan\s+(?:kasih|bagikan|beri(?:tahu|kan)?|kasi)\s+(?:\w+\s+)?(?:ke\s+)?siapa"
    r"|huwag\s+(?:ibigay|sabihin)\s+kahit\s+kanino"
    r"|kada\s+ka\s+(?:ba|gaya\s+wa)\s+kowa|ma\s+(?:ṣe\s+)?fun\s+(?:ẹnikẹ́ni|enikeni)|متقولش\s+لحد|ماتقولش\s+لحد|متديهوش\s+لحد"
    r"|لا\s+تعطيه\s+لأحد|لا\s+تشاركه|mat3tih\w*\s+l\s?(?:7ta\s+)?7(?:ad|ed)|किसी\s+को\s+मत|किसी\s+को\s+न")
_CODE_VALUE = re.compile(
    r"(?i)(?<![\d.,:/+\-])(?<!\d\s)(?P<v>\d{4,8})(?![\d:/\-]|[.,]\d|\s\d|\s?(?:%|€|\$|£|₦|ksh|tsh|usd|kg|km|min))")
_EXPIRED = re.compile(
    r"(?i)expired|kadaluarsa|kedaluwarsa|tidak\s+berlaku|imeisha|imekwisha|haifanyi|purana|expir[óé]|vencid|caducad"
    r"|périmé|abgelaufen|انتهى|منتهي|tracking|waybill|order|pedido|commande|\bresi\b|rastreio|meter|token\s+listrik")
_YEAR = re.compile(r"(?:19|20)\d\d")
# "my number" is a phone's, whatever warning follows it.
_MY_NUMBER = re.compile(r"(?i)(?<![^\W\d_])(?:my|mi|mon|meu|mein|yangu|mera|meri|saya|ko)\s+"
                        r"(?:number|numero|número|nombor|namba|nambari|nomor)\b")


def _warned_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    warning = _WARNING.search(shown)
    if warning is None or _EXPIRED.search(shown):
        return
    for word in _CODE_WORD.finditer(shown, 0, warning.start()):
        value = _CODE_VALUE.search(shown, word.end(), min(warning.start(), word.end() + 30))
        if value is None or _YEAR.fullmatch(value.group("v")) or warning.start() - value.end() > 60 \
                or OTHER_NUMBER_WORDS.search(shown, max(0, word.start() - 30), value.start()) \
                or _MY_NUMBER.search(shown, max(0, word.start() - 12), word.end()):
            continue
        yield "one-time code", value.span("v")
        return


# The code shown to collect a parcel: a parcel word, a collecting word, a code word and the value in one stretch.
_PARCEL = (r"parcel|package|paquete|colis|paket|pacote|encomenda|kifurushi|mzigo|bungkusan|pakej|parsela|pakete|sanduku"
           r"|kunshi|ẹrù|pacco|посылк\w*")
_COLLECT = (r"collect|pick\s?up|claim|retirar|retire|récupérer|recuperer|retirer|abholen|ambil|chukua|kuchukua|karɓa"
            r"|kuha|kunin|ritirare|забрать|gba")
_PICKUP = re.compile(
    rf"(?i)(?<![^\W\d_])(?:(?:{_COLLECT})\W+(?:\w+\W+){{0,3}}?(?:{_PARCEL})"
    rf"|(?:{_PARCEL})\W+(?:\w+\W+){{0,3}}?(?:{_COLLECT}))(?![^\W\d_])[^\n.!?]{{0,40}}?"
    r"(?<![^\W\d_])(?:code|kode|kodi|msimbo|código|codigo|pin|otp)(?![^\W\d_])\s*[:=\-–—]?\s*"
    r"(?P<v>\d{4,8})(?![\d:/\-]|[.,]\d)")
_NOT_PICKUP = re.compile(
    r"(?i)tracking|waybill|suivi|seguimiento|rastreio|\bresi\b|\bawb\b|order|pedido|commande|locker\s+(?:number|no)")


def _pickup_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for found in _PICKUP.finditer(shown):
        if not _NOT_PICKUP.search(found.group(0)):
            yield "pickup code", found.span("v")


# A PIN read off a photo by OCR: "PlN" or "P1N", or a value with O for 0 and l or I for 1 ("3O82").
_OCR_PIN = re.compile(r"(?<![A-Za-z])(?P<l>P[Il1|]N)(?![A-Za-z])\s*[:=#]?\s*(?P<v>[0-9OoIl]{4,6})(?![\w\-./])")


def _ocr_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for found in _OCR_PIN.finditer(shown):
        value, label = found.group("v"), found.group("l")
        if sum(c.isdigit() for c in value) >= 2 and (label != "PIN" or not value.isdigit()):
            yield "pin", found.span("v")


# An airtime or recharge voucher not yet loaded: its PIN is money.
_VOUCHER = re.compile(
    r"(?i)(?<![^\W\d_])(?:katin\s+caji|recharge\s+card|airtime\s+(?:voucher|card|pin)|scratch\s+card|load\s+card"
    r"|kadi\s+ya\s+(?:muda\s+wa\s+maongezi|kukwangua)|vocha\s+ya\s+\w+|carte\s+de\s+recharge|tarjeta\s+de\s+recarga"
    r"|cart[ãa]o\s+de\s+recarga|voucher\s+pulsa|kaadi\s+ipe|kati\s+ipe)(?![^\W\d_])")
_UNLOADED = re.compile(
    r"(?i)ban\s+(?:loda|sa)\s+ba|ban\s+yi\s+amfani|never\s+load|not\s+(?:yet\s+)?(?:loaded|used)|unused|haijatumika"
    r"|sijaiweka|sijatumia|pas\s+encore\s+(?:charg|utilis)\w*|no\s+(?:la\s+)?he\s+(?:cargado|usado)"
    r"|belum\s+(?:diisi|dipakai|dimasukkan)"
    r"|ainda\s+n[ãa]o\s+(?:carreguei|usei)|n[ãa]o\s+usad[oa]|mi\s+o\s+tii\s+lo")
_VOUCHER_PIN = re.compile(r"(?<![\d\-])(?P<v>\d{4}(?:[ \-]?\d{3,5}){2,4})(?![\d\-])")


def _voucher_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    voucher = _VOUCHER.search(shown)
    if voucher is None or _UNLOADED.search(shown) is None:
        return
    for found in _VOUCHER_PIN.finditer(shown, voucher.end()):
        if 12 <= sum(c.isdigit() for c in found.group("v")) <= 20:
            yield "voucher pin", found.span("v")


# A password or PIN label, an aside (in brackets, or a spoken try and "just write it"), then a colon and the value.
_ASIDE = re.compile(r"[^\n\d()\[\]:：.!?]{0,40}?\([^()\n\d]{3,60}\)\s*[:：]\s*")
_WRITTEN = re.compile(
    r"(?i)(?<![^\W\d_])(?:ditulis\s+(?:aja|saja)|tulis\s+(?:aja|saja)|just\s+write\s+it|i'?ll\s+(?:write|type)\s+it"
    r"|(?:te\s+lo|se\s+lo)\s+escribo|je\s+te\s+l'?écris|likh\s+(?:deta|deti|raha|rahi)\s+(?:hoon|hun|hu)|andika\s+tu"
    r"|isulat\s+ko\s+na\s+lang)\s*[:：]\s*")
_TYPED_VALUE = re.compile(r"(?P<v>[^\s,;()\"'“”]{4,40})")


_SENTENCE_END = re.compile(r"(?<!\.)[.!?](?!\.)\s")


def _aside_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for label in _labels(shown):
        aside = _ASIDE.match(shown, label.end())
        start = aside.end() if aside is not None else -1
        if aside is None:
            between = shown[label.end():label.end() + 100]
            written = _WRITTEN.search(between)
            if written is not None and not _SENTENCE_END.search(between, 0, written.start()):
                start = label.end() + written.end()
        value = _TYPED_VALUE.match(shown, start) if start >= 0 else None
        if value is not None and _ANY_DIGIT.search(value.group("v")):
            yield "password", value.span("v")


def colloquial_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each secret given the ways family chat gives them (see the module's docstring)."""
    yield from _hesitant_spans(shown)
    yield from _possessed_spans(shown)
    yield from _warned_spans(shown)
    yield from _pickup_spans(shown)
    yield from _ocr_spans(shown)
    yield from _voucher_spans(shown)
    yield from _aside_spans(shown)
