"""Numbers makers and services print for everyone: a fault code a device shows, a card-stop line, a manual's sample password.

A boiler "showing F28", a washing machine's "E21", a car's OBD "P0420", and the service or engineer code a manual's
fault table gives beside such a fault are the same on every unit: public. A card-stop or support line's number
("opposition carte : 0 892 705 705", "Sperr-Notruf 116 116", "信用卡挂失电话 400 820 0588") is printed on the card's
back. A password a manual or tutorial gives as its example ("ejemplo de contraseña … : Ejemplo#2024 (no usar)") is
nobody's. Each is blanked as a span (by `secret_public.mask`), so neither the rules nor the learned stage's value gate
read it. What stays a secret: an installer or engineer code that unlocks something of the writer's (an alarm panel,
a service menu, a keypad), a PIN, CVV or card number beside a helpline, and a password the writer owns ("my password,
for example the wifi one, is …", "mein Passwort"): a possessive, an unlock word or a secrecy cue keeps the value.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_example_words import SAMPLE_DENIED
from .secret_public_helplines import SUPPORT_LINE, other_number_first
from .secret_public_words import EXAMPLE_WORD, PASSWORD_STEM, PERSONAL

_W = r"(?<![^\W\d_])"
_E = r"(?![^\W\d_])"
# An error or fault (code) named, in ~40 languages: the device's code follows it.
_FAULT = re.compile(
    rf"(?i){_W}(?:error|errors|fault|faults|fault\s+code|error\s+code|DTC|OBD[\s\-]?(?:II|2)?|check\s+engine"
    r"|Fehler\w*|Störung\w*|Stoerung\w*"
    r"|erreur|défaut|panne|code\s+d'?erreur|error|código\s+de\s+(?:error|falla|avería|erro)|avería|falla|erro"
    r"|codice\s+(?:di\s+)?errore|errore|guasto|storing\w*|foutcode|felkod\w*|fejlkode|feilkode|virhe\w*|vika\w*"
    r"|kod\s+błędu|błąd|usterk\w*|awari\w*|kód\s+chyby|porucha|hibakód|hiba|cod\s+de\s+eroare|eroare"
    r"|ошибк\w*|неисправн\w*|авари\w*|помилк\w*|σφάλμα\w*|hata\w*|arıza\w*|kode\s+(?:error|kesalahan|galat)|kesalahan"
    rf"|mã\s+lỗi|lỗi|msimbo\s+wa\s+hitilafu|hitilafu|त्रुटि|एरर|ত্রুটি|பிழை|خطأ|عطل|خطا|שגיאה|תקלה){_E}"
    r"|错误|故障|錯誤|報錯|报错|エラー|故障|에러|오류|고장|ข้อผิดพลาด")
# A fault state that reports a fault without naming a code (a gate for service codes only, never followed by a value).
_FAULT_STATE = re.compile(rf"(?i){_W}(?:lockout|locked\s+out|no\s+ignition|ignition\s+failure|no\s+flame|not\s+heating"
                          rf"|no\s+hot\s+water|leak\w*|pump\s+blocked|drain\s+blocked|keine\s+Zündung|pas\s+d'allumage"
                          rf"|sin\s+encendido|nessuna\s+accensione|geen\s+ontsteking|brak\s+zapłonu|нет\s+розжига){_E}")
# A service, engineer, installer or diagnostic code's name: public in a fault report, a secret when it unlocks.
_SERVICE_CODE = re.compile(
    rf"(?i){_W}(?:(?:engineer|engineer's|service|installer|technician|diagnostic|fault|error)\s+code"
    r"|(?:service|kundendienst|techniker|monteur|installateur|fach)[\s\-]?(?:code|nummer)|code\s+(?:technicien|installateur|service|de\s+service)"
    r"|código\s+(?:de\s+)?(?:servicio|técnico|instalador|assistência|serviço)|codice\s+(?:tecnico|assistenza|di\s+servizio|installatore)"
    r"|servicecode|storingscode|kod\s+serwisowy|kod\s+instalatora|servisní\s+kód|szervizkód|cod\s+(?:de\s+)?service"
    r"|сервисн\w+\s+код|код\s+(?:инженера|сервиса|мастера)|сервісн\w+\s+код|servis\s+kodu|kode\s+servis|mã\s+dịch\s+vụ"
    rf"|msimbo\s+wa\s+huduma|सर्विस\s+कोड|رمز\s+الخدمة|کد\s+سرویس|קוד\s+שירות){_E}"
    r"|售后代码|服务代码|維修代碼|维修代码|サービスコード|서비스\s*코드")
# A device's own fault code, right after a fault word or a display verb (a code word, "no." or a colon between):
# letters then digits (F28, E21, EA 227, F.28, P0420), a hex status (0x80070005) or two to six digits.
_DISPLAYS = re.compile(
    rf"(?i){_W}(?:show\w*|display\w*|flash\w*|blink\w*|threw|throw\w*|reads|zeigt|angezeigt|blinkt|affiche\w*|clignot\w*"
    r"|muestra\w*|parpade\w*|mostra\w*|lampeggi\w*|toont|knippert|visar|näyttää|wyświetla\w*|pokazuje|miga|показыва\w*"
    rf"|мига\w*|gösteri\w*|menampilkan|hiển\s+thị|inaonyesha|दिखा\w*|تظهر|يظهر|نشان|מציג\w*){_E}|显示|顯示|表示|点滅|표시|깜빡")
_GAP = re.compile(r"[^\S\n]*(?:(?:code|codes|kode|kod|kodu|código|codice|код|no\.?|nr\.?|n°|コード|코드|代码|代碼|码)[^\S\n]*)?"
                  r"[:=#：]?[^\S\n]*")
_FAULT_VALUE = re.compile(r"(?!PW)(?:[A-Z]{1,2}[.\-]?\s?\d{1,4}|0x[0-9A-Fa-f]{2,8}|\d{2,6})(?![\w\-])")
_NUMBER_VALUE = re.compile(r"[^\S\n]*(?:(?:no\.?|nr\.?|#|:|：|=|n°)[^\S\n]*)?(?P<v>[A-Z]{0,2}[.\-]?\d{2,6}|0x[0-9A-Fa-f]{2,8})(?![\w\-])")
# What makes a service code the writer's key: something it unlocks or arms, a menu it opens, a secrecy cue.
_UNLOCKS = re.compile(
    rf"(?i){_W}(?:alarm\w*|panel|keypad|unlock\w*|access|menu|arm|disarm|master|admin|door|gate|safe|secret|private"
    r"|don'?t\s+share|keep|pin|password|Alarmanlage|Zentrale|entsperr\w*|Tastatur|geheim|nicht\s+weitergeben"
    r"|centrale|déverrouill\w*|clavier|ne\s+pas\s+partager|alarma|panel|desbloque\w*|teclado|no\s+compartir"
    r"|allarme|sblocc\w*|tastiera|ontgrendel\w*|alarmsysteem|odblok\w*|alarmu?|сигнализац\w*|разблок\w*|пульт"
    rf"|kilid\w*|alarm\w*|şifre|mở\s+khóa|báo\s+động|fungua|kengele){_E}"
    r"|解锁|解鎖|警报|報警|报警|防盗|ロック解除|警報|暗証|잠금\s*해제|경보|비밀번호|إنذار|فتح|אזעקה|סוד")


def _fault_report(text: str) -> bool:
    return _FAULT.search(text) is not None or _FAULT_STATE.search(text) is not None


def fault_code_spans(text: str) -> Iterator[tuple[int, int]]:
    """In a fault report: the device's fault codes after a fault word, and a service or engineer code's number,
    unless the text says the code unlocks or arms something, or keeps it secret."""
    if not _fault_report(text):
        return
    for word in (*_FAULT.finditer(text), *_DISPLAYS.finditer(text)):
        value = _FAULT_VALUE.match(text, _GAP.match(text, word.end()).end())
        if value is not None and (word.re is _FAULT or not value.group(0).isdigit()):
            yield value.span()   # a display verb shows a maker's code (F28, 0x…), not bare digits
    if _UNLOCKS.search(text):
        return
    for name in _SERVICE_CODE.finditer(text):
        value = _NUMBER_VALUE.match(text, name.end())
        if value is not None and not PERSONAL.search(text, max(0, name.start() - 30), min(len(text), value.end() + 30)):
            yield value.span("v")


# A card-stop or lost-card line, an emergency or bank line ("opposition carte", "Sperr-Notruf", "挂失").
_CARD_STOP = re.compile(
    rf"(?i){_W}(?:opposition(?:\s+(?:carte|CB|bancaire))?|faire\s+opposition|Sperr[\s\-]?(?:Notruf|Hotline|nummer)"
    r"|Kartensperr\w*|Karte\w*\s+sperren|card\s+stop|stop\s+(?:my\s+|the\s+)?card|block\s+(?:a\s+|the\s+|your\s+)?card"
    r"|lost\s+(?:or\s+stolen\s+)?cards?|stolen\s+cards?|report\s+(?:a\s+)?lost|bloque(?:ar|o)\s+(?:de\s+)?(?:la\s+|tu\s+)?tarjeta"
    r"|tarjeta\s+(?:robada|perdida)|bloque(?:ar|io)\s+(?:d?o\s+)?cart[aã]o|blocc(?:are|o)\s+(?:della\s+|la\s+)?carta"
    r"|pas\s+blokkeren|kaart\s+blokkeren|blokkeer\w*|spärra\s+kort\w*|spærr\w*\s+kort\w*|sperr\w*\s+kort\w*"
    r"|zastrzeż\w*\s+kart\w*|zablok\w*\s+kart\w*|blokace\s+karty|блокировк\w+\s+карт\w*|заблокир\w+\s+карт\w*"
    r"|kart\w*\s+blok\w*|kart\w*\s+iptal|blokir\s+kartu|kartu\s+hilang|khóa\s+thẻ|báo\s+mất\s+thẻ|zuia\s+kadi"
    r"|emergency\s+(?:line|number)|Notruf\w*|numéro\s+d'?urgence|número\s+de\s+emergencia|numero\s+(?:verde|d'emergenza)"
    r"|helpline|hotline|servizio\s+clienti|servicio\s+al\s+cliente|بطاق\w+\s+مفقود\w*|إيقاف\s+البطاقة|حظر\s+البطاقة"
    rf"|مسدود\s*سازی\s+کارت|חסימת\s+כרטיס|कार्ड\s+ब्लॉक){_E}"
    r"|挂失|掛失|客服电话|客服電話|服务热线|服務熱線|カード紛失|紛失受付|カード停止|카드\s*분실|분실\s*신고|카드\s*정지")

_PHONE = re.compile(r"(?<![\w+\-.,/])(?P<v>\+?\(?\d[\d \-().]{1,19}\d)(?![\w\-.,/]|\s\d)")
# Between the line's word and the number: no credential word, no value given to the reader.
_CREDENTIAL_BETWEEN = re.compile(
    rf"(?i){_W}(?:pin|cvv|cvc|code|kod|código|codice|код|password|passwort|mot\s+de\s+passe|contraseña|senha|tan|otp"
    rf"|card\s+(?:number|no)|numéro\s+de\s+carte|Kartennummer|número\s+de\s+tarjeta|my|mein\w*|mon|ma|mi|is|ist|est|es){_E}"
    r"|密码|暗証|비밀번호|卡号|カード番号|카드\s*번호")
_CLAUSE_END = re.compile(r"[.!?;\n。！？；]\s|,\s")


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def line_number_spans(text: str) -> Iterator[tuple[int, int]]:
    """The phone number right after a card-stop, emergency or support line's word (five to thirteen digits, not a
    card number), nothing credential-like between them."""
    for line in (*_CARD_STOP.finditer(text), *SUPPORT_LINE.finditer(text)):
        stop = _CLAUSE_END.search(text, line.end(), min(len(text), line.end() + 60))
        number = _PHONE.search(text, line.end(), min(stop.start() if stop else len(text), line.end() + 40))
        if number is None or _CREDENTIAL_BETWEEN.search(text, line.end(), number.start()) \
                or other_number_first(text, line.end(), number.start(), number.group("v")):
            continue   # "客服電話 02-2182-1313，我的密碼 482193": the line's number came first, the later one is another
        digits = re.sub(r"\D", "", number.group("v"))
        if 5 <= len(digits) <= 13 and not (len(digits) >= 13 and _luhn(digits)):
            yield number.span("v")


# A sample password: an example word and a password word in the same clause, then a value; "(no usar)" and the like.
_SAMPLE_VALUE = re.compile(r"(?<![^\s:：=(（\"'«“])(?P<v>[^\s\"'«»“”()（）:：]{6,40})")
_EXAMPLE_EXTRA = re.compile(r"(?i)(?<![^\W\d_])(?:z\.\s?b\.|par\s+exemple|por\s+ejemplo|e\.g\.|for\s+instance)(?![^\W\d_])"
                            r"|例如|例：|例:|の例|예시|예:|示例|範例|范例")
_SAMPLE_CLAUSE_END = re.compile(r"[.!?;\n。！？；]\s|[,，]\s*(?:and|but|und|aber|et|mais|y|pero|e|ma)\s|[.!?。！？]$")
_REAL_ONE = re.compile(r"(?i)(?<![^\W\d_])(?:real|actual|genuine|asli|sebenarnya|echte?n?|richtige?n?|vrai|véritable|verdader[oa]|de\s+verdad|vero|verdadeir[oa]|echte|настоящ\w{0,3}|реальн\w{0,3}|gerçek|thật|totoo)(?![^\W\d_])"
                       r"|真的|真正|本物|本当の|진짜|실제")   # "that's the example, the real one is …"
_OWN_VERB = re.compile(r"(?i)(?<![^\W\d_])(?:is|ist|est|es|è|é|is|jest|это|是|は)(?![^\W\d_])")


def _example_words(text: str) -> Iterator[re.Match[str]]:
    yield from EXAMPLE_WORD.finditer(text)
    yield from _EXAMPLE_EXTRA.finditer(text)


def sample_password_spans(text: str) -> Iterator[tuple[int, int]]:
    """A value after an example word and a password word in one clause, unless the clause makes it someone's own
    ("my password, for example …, is …", "Beispiel: mein Passwort ist …") or denies it is the sample."""
    for word in _example_words(text):
        start = max(0, word.start() - 50)
        end = _SAMPLE_CLAUSE_END.search(text, word.end(), min(len(text), word.end() + 120))   # bounded: linear
        stop = end.start() if end else min(len(text), word.end() + 120)
        clause = text[start:stop]
        if not PASSWORD_STEM.search(clause) or PERSONAL.search(clause) or "://" in clause \
                or SAMPLE_DENIED.search(text, max(0, word.start() - 16), word.start()):
            continue
        for value in _SAMPLE_VALUE.finditer(text, word.end(), min(stop, word.end() + 70)):
            core = value.group("v").rstrip(",.;")
            if _REAL_ONE.search(text, word.end(), value.start()):
                break   # the sample named, then the real value: left to the rules
            if any(c.isdigit() for c in core) or re.search(r"\w[^\w\s]+\w", core):
                if _OWN_VERB.search(text, word.end(), value.start()) and not re.search(r"[:：]", text[word.end():value.start()]):
                    break   # "example … is X" with no colon: a statement, left to the rules
                lead = re.search(r"[:：=]\s*$", text[word.end():value.start()])
                yield (word.end() + lead.start() if lead else value.start()), value.start("v") + len(core)   # the colon too
                break


def maker_spans(text: str) -> Iterator[tuple[int, int]]:
    """Fault and service codes in a fault report, card-stop and support lines' numbers, manuals' sample passwords."""
    yield from fault_code_spans(text)
    yield from line_number_spans(text)
    yield from sample_password_spans(text)
