"""Secrets named by the service or the thing they open rather than by a password word: an e-ID's code, a lock's number.

A national sign-in (MitID, BankID, DigiD, itsme, Smart-ID, FranceConnect, SPID, Cl@ve, gov.br, e-Devlet, Госуслуги,
Дія, Singpass, Aadhaar …) is opened by its holder's code, and people call that code by the plain word for "code"
("MitID er min mors kode: Rugbroed-53", "DigiD code van oma: Tulp2024!", "mi clave de Cl@ve es Sevilla77"): after such a
name a code word gives a password, letters and digits alike, not only the digits a bare code word gives. The value may
come after the code word or before it ("Rugbroed-53 er koden til MitID"). What is not read: the service's name alone,
its app or code generator ("MitID app", "MitID kodeviser"), a number the clause labels as something else (a user
id, a card's or a serial number, "bruger-ID 12345678"), a clause of rules or examples, and a clause saying there is
none. Turkic languages (Uyghur, Kazakh, Kyrgyz, Uzbek, Tatar, Bashkir, Turkmen, Azerbaijani) call a door's or a
padlock's combination its lock's number or code ("ئىشىك قۇلۇپ نومۇرى 5038", "құлып нөмірі 5038", "йозак коды 4821"):
a lock word with a number word, or a door or lock word with a code word, then 3–8 digits in the same clause, is a
combination; a door's number alone ("eshik raqami 12") names a flat, a locker or a room names which one, and is not
read. `named_thing_spans` also runs `secret_vendor_prefixes.token_word_spans` (a generated value beside "טוקן",
"токен", "توكن", "tokenim") here, on the unfolded text, where Cyrillic words keep their letters. Every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import EXAMPLE, POLICY, benign_shape, password_shaped, quantity_after
from .secret_shapes import MONEY_AFTER
from .secret_public_defaults import LOGIN_SERVICE_NAMES
from .secret_sentence_words import TALK
from .secret_vendor_prefixes import token_word_spans

# Sign-in services `secret_public_defaults` does not name: states' and banks' logins across regions.
_MORE_SERVICES = (
    r"Cl@ve|Cl@ve\s+PIN|Chave\s+M[óo]vel\s+Digital|Autentica[çc][ãa]o\.gov|gov\.br|Clave\s*[ÚU]nica|Clave\s+SOL"
    r"|Clave\s+Fiscal|e\.firma|(?-i:CIEC|NIAS|IKD|UMANG|AGOV|SPID)|Mi\s+Argentina|GCKey|Government\s+Gateway|GOV\.UK\s+One\s+Login|TAXISnet"
    r"|Ügyfélkapu(?:\+)?|Ugyfelkapu|e-Građani|MinID|Buypass|Nafath|نفاذ|Absher|أبشر|UAE\s?Pass|Tawtheeq|ThaID"
    r"|Aadhaar|mAadhaar|eGov|ASAN\s+İmza|ASAN\s+Imza|OneID|MPass|Bankovní\s+identita|eObčanka"
    r"|Rafræn\s+skilríki|Smart\s?ID|SmartID|Mobiilivarmenne|Mobilni\s+ID|(?-i:eID|e-ID)|ROeID|SI-PASS|eUprava"
    r"|ЕЦП|ЭЦП|КЕП|Дія\.Підпис|Дії|Дію|Дією|Госуслуг\w{0,3}|공동인증서|공인인증서|간편인증|마이데이터|マイナンバーカード|マイナカード|マイナポータル|自然人憑證"
    r"|Digital\s?ID|MyDigital|Identitas\s+Kependudukan\s+Digital")
_SERVICE = re.compile(rf"(?i)(?<![\w\-@.])(?:{LOGIN_SERVICE_NAMES}|{_MORE_SERVICES})"
                      r"(?:(?![\w\-@])|(?=-(?:pin|kod|cod|kood|pass|lösen|losen|salas|has[łl]|hesl|otp)))")
# Services whose name is itself a password's ("Clave CIEC", "ClaveÚnica", "Clave SOL"): the name is the code word too.
_SELF_CODE = re.compile(r"(?i)(?:clave\s+)?CIEC|Clave\s*[ÚU]nica|Clave\s+SOL|Clave\s+Fiscal|Cl@ve(?:\s+PIN)?")
# A code, PIN or password word, in the forms it takes after a service's name (definite, possessive, compound).
_CODE = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:pin|adgangs|sikkerheds|personlig|hemmelig|säkerhets|turva|geheim|persönlich"
    r"|secret|personal|security|sicherheits|toegangs|pers[oö]nliche?n?)?-?"
    r"(?:kode[nr]?|koden|k[óo]dj?[ae]?|kod(?:en|u|um|un|a|as|ą|o|s|ai)?|kood(?:i|id)?|koodi(?:ni|si|nsa|n|t)?|codes?|code-?pin|codice"
    r"|c[óo]digo|codi|kodi|pin(?:kode[n]?|koden|kod|code|-?koden?|-?code|-?kod)?|pin[12]|puk|otp|ओटीपी"
    r"|passwor[dt]|passord(?:et)?|kodeord(?:et)?|adgangskode(?:n)?|l[öo]senord(?:et)?|salasana(?:ni|si)?|tunnusluku"
    r"|parool(?:i)?|parole|slaptažodis|has[łl]o|heslo|jelsz[óo]|şifre(?:si|m|n)?|sifre(?:si)?|senha|contrase[ñn]a"
    r"|clave|mot\s+de\s+passe|wachtwoord|kennwort|пароль|пароля|паролі|код|кода|коду|κωδικ[όοςύ]+|sandi|kata\s+sandi"
    r"|mật\s+khẩu|nenosiri))(?![^\W\d_])"
    r"|暗証番号|パスワード|비밀번호|비번|PIN\s?번호|密碼|密码|PIN碼|PIN码|رمز|كلمة\s+(?:المرور|السر)|סיסמ\w*|קוד|पासवर्ड|पिन"
    r"|รหัส(?:ผ่าน)?")
# Between the service and the value: what makes the value some other thing than its code.
_OTHER_LABEL = re.compile(
    r"(?i)(?<![^\W\d_])(?:bruger|brugernavn|bruker(?:navn|-?id)?|user(?:name|-?id)?|användar\w*|käyttäjä\w*"
    r"|gebruiker\w*|benutzer\w*|utilisateur|usuario|utente|login|kunde\w*|customer|nummer|number|numero|número"
    r"|numer|nr|no|serie\w*|serial|kort(?:nummer|nr)?|card|karte|carte|tarjeta|cartão|dokument\w*|document\w*"
    r"|helpdesk|support|kundeservice|kundenservice|hotline|tel|telefon|telefoon|phone|ring|bel|sms"
    r"|generator|kodeviser|kodebrikke|app|appen|brev(?:et)?|letter|brief|versio\w*|version|id"
    r"|pos|postal|post\w*|zip|promo\w*|voucher|diskon|rabat\w*|booking|order|pesanan|resi|tracking)(?![^\W\d_])")
# Rules, examples and statements of none.
_NONE = re.compile(r"(?i)(?<![^\W\d_])(?:no|not|ingen|ikke|inte|kein\w*|nicht|geen|aucun\w*|pas|sin|sem|senza|nie|ei"
                   r"|без|ні|нет|never|aldrig|aldri|nooit)(?![^\W\d_])")
_VALUE = re.compile(r"[^\s,;()\"“”«»'‘’]{4,40}")
_CLAUSE = re.compile(r"[.!?。！？;；\n](?:\s|$)|\n")
_YEAR = re.compile(r"(?:19|20)\d\d")


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """From the last sentence end before `start` to the next one after `end`."""
    ends = [m.end() for m in _CLAUSE.finditer(text, max(0, start - 160), start)]
    stop = _CLAUSE.search(text, end)
    return (ends[-1] if ends else max(0, start - 160)), (stop.start() if stop else min(len(text), end + 160))


def _talk(lowered: str, low: int, high: int) -> bool:
    """Rules, examples or a statement that there is no code ("min" is the Nordic "my", not a minimum)."""
    talk = any(m.group(0) not in ("min", "max") or re.match(r"\s*[:=]?\s*\d", lowered[m.end():m.end() + 4])
               for m in TALK.finditer(lowered, low, high))
    return talk or bool(EXAMPLE.search(lowered, low, high) or POLICY.search(lowered, low, high))


def _coded(value: str) -> bool:
    """A code's value: 4–8 digits that are no year, or letters with digits or a symbol (a password's shape)."""
    core = value.strip("*#")
    if core.isdigit():
        return 4 <= len(core) <= 8 and not (len(core) == 4 and _YEAR.fullmatch(core))
    return password_shaped(value) and not benign_shape(value) and not _SERVICE.fullmatch(value) \
        and "@" not in value[1:-1] and "://" not in value


def _values(text: str, low: int, high: int) -> Iterator[tuple[int, int]]:
    for match in _VALUE.finditer(text, low, high):
        value = match.group(0).rstrip(".,:!?।")
        if value and _coded(value.lstrip(":=")):
            start = match.start() + len(match.group(0)) - len(match.group(0).lstrip(":="))
            yield start, match.start() + len(value)


def _counted(text: str, at: int, until: int) -> bool:
    """A number that is an amount, a count or a group of a longer number ("koster 1499 kr", "088 1236 555")."""
    return bool(MONEY_AFTER.match(text, until) or quantity_after(text, until)
                or (text[at].isdigit() and (re.search(r"\d[ .,/]?$", text[max(0, at - 2):at])
                                            or re.match(r"[ .,/]?\d", text[until:until + 2]))))


def eid_code_spans(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("password", span) of a value a sign-in service's code word gives (see the module's docstring)."""
    if not any(c.isdigit() for c in text):
        return
    lowered = text.lower()
    for service in _SERVICE.finditer(text):
        low, high = _clause(text, *service.span())
        if _talk(lowered, low, high):
            continue
        codes = [m.span() for m in _CODE.finditer(text, max(low, service.start() - 40), min(high, service.end() + 40))]
        for code in codes + ([service.span()] if _SELF_CODE.fullmatch(service.group(0)) else []):
            words = (min(service.start(), code[0]), max(service.end(), code[1]))
            for at, until in _values(text, max(low, words[0] - 40), min(high, words[1] + 40)):
                if words[0] <= at < words[1] or _SERVICE.search(text, at, until):
                    continue
                gap = text[words[1]:at] if at >= words[1] else text[until:words[0]]
                if len(gap) > 30 or _OTHER_LABEL.search(gap) or _NONE.search(text, max(low, words[0] - 16), words[0]) \
                        or (at < words[0] and _OTHER_LABEL.search(text, max(low, at - 20), at)):
                    continue
                if not _counted(text, at, until):
                    yield "password", (at, until)
                    return


# Turkic words for a door, a gate, a padlock or a safe, and for its lock: any case or possessive ending.
_T = r"[^\W\d_]{0,8}"
_DOOR = (r"ئىشىك" + _T + r"|دەرۋازا" + _T + r"|eshik" + _T + r"|ishik" + _T + r"|есі[кг]" + _T + r"|эши[кг]" + _T
         + r"|ише[кг]" + _T + r"|ишә[кг]" + _T + r"|gapy" + _T + r"|qapı" + _T + r"|kapı" + _T + r"|darvoza" + _T
         + r"|дарвоза" + _T + r"|қақпа" + _T + r"|капка" + _T + r"|derweze" + _T)
_LOCK = (r"قۇلۇپ" + _T + r"|qulup" + _T + r"|qulf" + _T + r"|қулф" + _T + r"|құлып" + _T + r"|құлпы" + _T
         + r"|кулпу" + _T + r"|йозак" + _T + r"|йозаг" + _T + r"|йоҙаҡ" + _T + r"|yozaq" + _T + r"|gulp" + _T
         + r"|kilit" + _T + r"|kilid" + _T + r"|qıfıl" + _T + r"|seyf" + _T + r"|сейф" + _T + r"|سەيف" + _T)
_NUMBER = (r"نومۇر" + _T + r"|nomur" + _T + r"|nomer" + _T + r"|номер" + _T + r"|нөмір" + _T + r"|raqam" + _T
           + r"|рақам" + _T + r"|belgi" + _T + r"|nömrə" + _T + r"|numara" + _T + r"|сан[ыи]" + _T)
_CODE_T = (r"كود" + _T + r"|شىفىر" + _T + r"|پارول" + _T + r"|kod" + _T + r"|код" + _T + r"|şifr" + _T + r"|shifr"
           + _T + r"|шифр" + _T + r"|parol" + _T + r"|пароль" + _T)
_LB, _RB = r"(?<![^\W\d_])", r"(?![^\W\d_])"
_TURKIC = re.compile(
    rf"(?i)(?:{_LB}(?:{_LOCK}){_RB}[^\d\n.!?]{{0,24}}?{_LB}(?:{_NUMBER}|{_CODE_T}){_RB}"
    rf"|{_LB}(?:{_DOOR}){_RB}[^\d\n.!?]{{0,24}}?{_LB}(?:{_CODE_T}){_RB})"
    r"[^\d\n.!?]{0,16}?(?<![\d\-+#№])(?P<v>\d(?: \d){2,7}(?![\d ])|\d{3,8})(?![\d\-/:]|[.,]\d|[^\W\d_])")   # "2019da": a year in a case
# A room's, a flat's, a locker's or a key's number: which one, not its combination.
_WHICH = re.compile(r"(?i)xona|хона|бөлме|бөлмә|бүлмә|ئۆي\s+نومۇر|uy\s+raqam|үй\s+нөмір|kvartira|квартир|pәter|пәтер"
                    r"|шкаф|dolap|şkaf|ئىشكاپ|kalit\s+raqam|ачкыч|ачкуч|кілт|ключ|açar|anahtar|açkyç|ئاچقۇچ|oda\s+num"
                    r"|bölme|бөлмә|room|locker|telefon|телефон|تېلېفون")


def turkic_lock_spans(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("pin", span) of a door's or a padlock's combination named by a Turkic lock-number or door-code phrase."""
    if not any(c.isdigit() for c in text):
        return
    for found in _TURKIC.finditer(text):
        if not _WHICH.search(text, max(0, found.start() - 24), found.start("v")):
            yield "pin", found.span("v")


def named_thing_spans(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The readers: a sign-in service's code, a Turkic lock's number, a value beside a token word of another script."""
    yield from eid_code_spans(text)
    yield from token_word_spans(text)
    yield from turkic_lock_spans(text)
