"""Credentials with no label: a user and a password joined by "+", a site, a user and a password in a row, a code that arrived.

"For the staging box use ubuntu + kettle-Mango-81" (or "mit mueller und Birke-Wald-73") names a machine and gives its
log-in; a keychain line "bank.example.com  jdoe  Ch3rry-Bl0ssom" is a site, a user and a password; "Cl@ve PIN que me llegó: XRT" is a one-time
code someone was sent. Each needs a strong value (letters, digits and a capital or a symbol, none of the public shapes in
`strong_value`) except the code that arrived, which needs a code word, a word of arriving or receiving, and a short
code of capitals and digits that is no common abbreviation.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_login_slash import slash_login_spans

# Public shapes a strong-looking value can take: an e-mail, a URL or host, a path, a hashtag or handle, a date or a
# time, a version, a file, a word and its number ("Covid-19", "SHA-256"), a product and its model ("iPhone15").
_PUBLIC = re.compile(
    r"(?i)[^@\s]+@[^@\s]+\.[a-z]{2,}|\w+://.*|www\..*|(?:[\w\-]+\.)+(?:com|org|net|de|fr|es|it|nl|ru|io|co|uk|edu|gov"
    r"|info|br|jp|cn|vn|in|pl|tr|id|ar|mx|au|ca|ch|at|be|se|no|dk|fi|cz|app|dev|local|lan|internal)\b.*|[#@].*"
    r"|.*[/\\].*|\d{1,4}[-./:]\d{1,2}(?:[-./:]\d{1,4})?(?:[a-z]{0,2})?|\d{1,2}[:h.]\d\d\s?(?:am|pm|uhr|h)?"
    r"|v?\d+(?:\.\d+)+(?:[-+.]?[a-z]+\d*)?|[^\W\d_]+[-_ ]?v?\d+(?:\.\d+)+|.+\.(?:pdf|docx?|xlsx?|jpe?g|png|gif|zip|txt|csv|mp[34]|exe|apk)"
    r"|[a-z]+[-_]v?\d+(?:\.\d+)*[a-z]?|[^\W\d_]+\d{1,3}[^\W\d_]{0,2}|\d+(?:[.,]\d+)?[a-z]{1,3}"
    r"|[a-z]{1,3}\d+(?:[.,]\d+)?|[A-Z]{1,3}\$\d.*|x86_64|utf-?8")


def strong_value(value: str) -> bool:
    """A password's shape: 6-40 characters with letters, digits and a capital or a symbol, and none of the public shapes."""
    if not 6 <= len(value) <= 40 or _PUBLIC.fullmatch(value) or value.lower().startswith("1password"):
        return False
    lower, upper = any(c.islower() for c in value), any(c.isupper() for c in value)
    digit = any(c.isdigit() for c in value)
    symbols = {c for c in value if not c.isalnum()}
    if not digit or not (lower or upper):
        return False
    return (lower and (upper or bool(symbols - {"."}))) or (upper and bool(symbols - set("-._")))


def very_strong(value: str) -> bool:
    """A strong value that no label vouches for: a symbol beyond "-_.", a digit inside letters ("Ch3rry"), digits
    between two words, or 12+ of every kind; a ticket's seat ("Gate-B12") is not one."""
    if len(value) < 8 or _PUBLIC.fullmatch(value) or "@" in value:
        return False
    if re.fullmatch(r"[^\W\d_]{3,}\d+[^\W\d_]{3,}", value):
        return True   # digits between two words, any case ("cherry22blossom")
    if not strong_value(value):
        return False
    return bool(set(value) - set("-_.") - {c for c in value if c.isalnum()}) \
        or re.search(r"[^\W\d_]\d+[^\W\d_]", value) is not None \
        or len(value) >= 12 and any(c.isupper() for c in value) and any(c.islower() for c in value)


# Log-in context on the line: a machine, an account, logging in (en de fr es pt it nl pl ru tr id vi and tech words).
_MACHINE = re.compile(
    r"(?i)(?<![^\W\d_])(?:use|using|log\s?in|login|logon|sign\s?in|ssh|sftp|rdp|vnc|box|server|host|vm|staging|prod"
    r"|production|dev|test|router|nas|admin|root|creds?|credentials|account|konto|zugang|anmeld\w*|benutze|nimm|compte"
    r"|utilise|connexion|cuenta|usa|usar|acceso|entrar|conta|acesso|accesso|usa|inloggen|gebruik|konto|logowanie"
    r"|użyj|вход|логин|сервер|используй|giriş|hesap|masuk|akun|pakai|đăng\s+nhập|dùng|tài\s+khoản|máy\s+chủ"
    r"|servidor|serveur|server|entra|entre|connecte\w*|conecta\w*|einlogg\w*|logg\w*|zaloguj\w*|войди|зайди)"
    r"(?![^\W\d_])")
# A user, then "+", "&", "|" or "and" in ~15 languages, then the password.
# Logging in or using, for a user joined to its password by a word ("mit mueller und …", "con root y …").
_LOG_IN = re.compile(r"(?i)log\s?in|login|sign\s?in|ssh|anmeld\w*|einlogg\w*|logg\w*|entra\w*|entre|connect\w*|conecta\w*"
                     r"|zaloguj\w*|войди|зайди|giriş|masuk|đăng\s+nhập|(?<![^\W\d_])(?:use|using|benutze|nimm|utilise\w*"
                     r"|usa|usar|użyj|используй|pakai|dùng)(?![^\W\d_])")
_PLUS = re.compile(r"(?<![\w.@+\-])(?P<u>[a-z][a-z0-9._\-]{1,31})(?P<joiner>\s*[+&|]\s*|\s+(?:and|und|et|y|e|i|ve|và|dan|og"
                   r"|och|en|a|и|та|oraz|és)\s+)(?P<v>[^\s,;()]{6,40}?)[.,;)]*(?=\s|$)")


def login_row_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a "user + password" log-in, a site-user-password row's password and a code that arrived."""
    yield from _plus_pairs(shown)
    yield from slash_login_spans(shown, strong_value)   # "Firmen-VPN (GlobalProtect): m.huber / Q3-Bergsee-Q3!"
    yield from _site_rows(shown)
    yield from _arrived_codes(shown)


def _line_of(shown: str, at: int) -> str:
    start = shown.rfind("\n", 0, at) + 1
    end = shown.find("\n", at)
    return shown[start:len(shown) if end < 0 else end]


def _plus_pairs(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for pair in _PLUS.finditer(shown):
        value, line = pair.group("v"), _line_of(shown, pair.start())
        worded = pair.group("joiner").strip() not in "+&|"
        if worded and not _LOG_IN.search(line):
            continue   # "prod and Cluster-East2" joins two names; "anmelden mit mueller und …" gives a log-in
        if strong_value(value) and len(value) >= 10 and _MACHINE.search(line) \
                or _weak_account(pair.group("u"), value, pair.group("joiner")) and _LOG_IN.search(line):
            yield "password", pair.span("v")


# Account names a machine or a router ships with: after "use" or "log in", "admin + hunter22" is a log-in.
_ACCOUNTS = frozenset("admin administrator root user guest pi ubuntu ec2-user sa postgres oracle operator support "
                      "manager test demo".split())


def _weak_account(user: str, value: str, joiner: str) -> bool:
    """An account name joined by "+" to a word with digits ("admin + hunter22"): the weak password such accounts get."""
    return joiner.strip() == "+" and user.lower() in _ACCOUNTS and value.isalnum() and len(value) >= 6 \
        and sum(c.isalpha() for c in value) >= 3 and sum(c.isdigit() for c in value) >= 2


# A row: a site (host name or a known service) at the line's start or after a label's colon, a user, a password.
_SERVICES = (r"gmail|google|outlook|hotmail|yahoo|icloud|apple\s?id|amazon|netflix|spotify|facebook|instagram|twitter"
             r"|tiktok|linkedin|github|gitlab|paypal|ebay|steam|discord|zoom|dropbox|slack|microsoft|office\s?365"
             r"|bank|banking|router|nas|vpn|wifi|wlan")
_ROW = re.compile(
    rf"(?im)(?:^|[:：]|[•*\-–]\s)[ \t]*(?P<site>(?:[a-z0-9][\w\-]*\.)+[a-z]{{2,}}|{_SERVICES})"
    r"(?:[ \t]*[|,;][ \t]*|[ \t]+)(?P<u>[\w.+\-]{2,40}(?:@[\w\-]+(?:\.[\w\-]+)+)?)"
    r"(?:[ \t]*[|,;][ \t]*|[ \t]+)(?P<v>[^\s|,;]{6,40})[ \t]*(?:$|[|,;])")
# Words of a sentence, not a user name, in the user's place ("example.com is Great-2024").
_NOT_USER = frozenset("is are was has have the a an and or to for of in on at by with from es est ist ist und et y e "
                      "ve ve da de di der die das le la el los il lo por para pour mit van voor na za".split())


def _site_rows(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if "." not in shown and not re.search(rf"(?i){_SERVICES}", shown):
        return
    for row in _ROW.finditer(shown):
        user, value = row.group("u"), row.group("v")
        if user.lower() in _NOT_USER or user.isdigit() or not very_strong(value) or value.lower() == user.lower():
            continue
        yield "password", row.span("v")


# A one-time code that arrived: a code word, a word of arriving or receiving, a colon, a short code of capitals.
_ARRIVED = re.compile(
    r"(?i)(?<![^\W\d_])(?:pin|code|codes|código|codigo|codice|kod|kód|koodi|kode|код|mã|otp|tan|clave|cl@ve|senha"
    r"|passcode)(?![^\W\d_])[^\n:：.!?]{0,40}?(?<![^\W\d_])(?:que\s+me\s+(?:lleg[óo]|mandaron|enviaron|dieron)"
    r"|recib[íi]|recebi|chegou|me\s+chegou|i\s+got|i\s+received|received|they\s+sent(?:\s+me)?|sent\s+me|came"
    r"|arrived|bekommen|erhalten|gekommen|kam|reçu|arrivé|ricevuto|arrivato|otrzyma\w*|przyszedł|dostał\w*"
    r"|пришёл|пришел|получил\w*|прислали|geldi|gelen|aldım|nhận\s+được|gửi\s+về|dapat|diterima|masuk|nimepokea"
    r"|imekuja|ontvangen|gekregen|fick|mottok|fikk|modtog|fik|sain|tuli|kaptam|jött|primit|dostal\w*|přišel"
    r"|dobio|stigao)(?![^\W\d_])[^\n:：]{0,16}?[:：]\s*(?P<v>(?-i:[A-Z0-9]{3,8}))(?![^\W_])")
_COMMON_CAPS = frozenset("sms otp pin tan ok yes no si sí non nein nie нет usa eu uk gmail mail email app web pdf "
                         "atm bank dni nie nif cpf rut vat iva faq http https html json xml css api url dns ssl tls vpn "
                         "wifi gps usb hdmi qr xs xl xxl xxxl".split())


# Codes that arrive and are public: an error, a tracking or order number, a discount, a postcode.
_NOT_SECRET_CODE = re.compile(
    r"(?i)error|err\b|fehler|erreur|errore|erro\b|hata|ошибк|lỗi|galat|błąd|chyba|hiba|tracking|sendung|suivi|seguimiento"
    r"|rastreio|order|bestell|commande|pedido|ordine|zamówien|заказ|sipariş|discount|promo|rabatt|gutschein|coupon|cup[oó]n"
    r"|cupom|voucher|postcode|post\s?code|zip|plz|código\s+postal|code\s+postal|cap\b|booking|buchung|réservation|reserva"
    r"|ticket|flight|flug|vol\b|vuelo|voo\b|status|course|kurs|cours|curso|corso|modul|class|klass|fach|subject|materia"
    r"|room|raum|salle|sala\b|seat|sitz|asiento|gate|size|größe|taille|talla|colou?r|farbe|product|produkt|produit|producto"
    r"|article|artikel|artículo|sku|model|modell|modèle|modelo")


def _arrived_codes(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for code in _ARRIVED.finditer(shown):
        value = code.group("v")
        if value.lower() in _COMMON_CAPS or value.isdigit() and len(value) < 4 \
                or _NOT_SECRET_CODE.search(shown, max(0, code.start() - 30), code.start("v")):
            continue
        yield "one-time code", code.span("v")
