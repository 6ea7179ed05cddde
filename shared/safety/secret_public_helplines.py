"""Support lines named beside a credential word: the number to call about a PIN or OTP is no PIN or OTP.

"Customer care for OTP issues 482 913", "For PIN problems call 1800 123 456", "OTP not received? dial 1800 …",
"Para problemas con el PIN llame al 900 123 456", "Service client pour code PIN : 3900", "Kundenservice bei
PIN-Fragen 0800 112 233": a support or helpline word, or a verb of calling, then within the clause a number (three to
fifteen digits, spaced or dashed). Nothing is blanked where a value is given to the reader between them ("…, your
OTP is 482 913", "ton code : …") or the number is a code the line sent. Blanked by `secret_public.mask` (through
`secret_public_tickets`) before the rules read a text.
"""

from __future__ import annotations

import re
from typing import Iterator

_W = r"(?<![^\W\d_])"
_E = r"(?![^\W\d_])"
_NOUN = (
    rf"(?i){_W}(?:customer\s+(?:care|service|support)|support\s+(?:line|team|desk)|help\s*(?:line|desk)|hotline"
    r"|call\s+(?:cent(?:er|re)|us)|care\s+(?:line|number)|toll[\s\-]free|service\s+client|assistance\s+client"
    r"|kunden(?:service|dienst|hotline)|servicenummer|atención\s+al\s+cliente|servicio\s+al\s+cliente"
    r"|servizio\s+clienti|assistenza\s+clienti|numero\s+verde|número\s+gratuito|atendimento\s+ao\s+cliente"
    r"|klantenservice|kundtjänst|kundeservice|kundeservice|asiakaspalvelu|obsługa\s+klienta|infolini\w*|sperren|sperr-?hotline|sperrnotruf|zákaznick\w+\s+linka"
    r"|ügyfélszolgálat|служб\w+\s+поддержки|горяч\w+\s+лини\w+|müşteri\s+hizmetleri|çağrı\s+merkezi"
    r"|layanan\s+pelanggan|pusat\s+panggilan|huduma\s+kwa\s+wateja|tổng\s+đài|chăm\s+sóc\s+khách\s+hàng"
    r"|ग्राहक\s+सेवा|हेल्पलाइन|خدمة\s+العملاء|پشتیبانی|שירות\s+לקוחות|מוקד)"
    rf"{_E}|客服|热线|熱線|コールセンター|고객\s*센터|콜센터")
# Between the line's word and the number: no value given to the reader ("your OTP is", "ton code :", "PIN ist").
_GIVEN = re.compile(
    r"(?i)(?<![^\W\d_])(?:your|my|his|her|is|was|are|it'?s|ton|ta|votre|mon|ma|est|c'est|dein\w*|ihr\w*|mein\w*|ist"
    r"|lautet|tu|su|mi|es|era|tuo|tua|il\s+tuo|è|seu|sua|meu|minha|é|jouw|uw|mijn|is|din|ditt|min|mitt|er|är"
    r"|sinun|on|twój|twoja|mój|moja|jest|ваш\w*|твой|твоя|мой|моя|—|sizin|senin|benim|kodunuz|şifreniz|anda|kamu"
    r"|saya|adalah|yako|yangu|ni|của\s+bạn|là|code\s+is|sent|received|gesendet|envoyé|enviado|inviato)(?![^\W\d_])"
    r"|[=→]")
# A code word right before the number names it ("… code PIN : 3900", "call me, gate code 4471"): no line's number
# unless it has a phone's eight digits or more.
_CODE_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:code|codes|pin|otp|cvv|passcode|password|kod|kodu|código|codice|код"
                          r"|parola|senha|contraseña|passwort|mot\s+de\s+passe|şifre\w*)\s*[:：#]?\s*$")
_NUMBER = re.compile(r"(?<![\w+\-.,/])(?P<v>\+?\(?\d[\d\s\-().]{1,17}\d)(?![\w\-.,/]|\s\d)")
# Verbs of calling: the number comes right after them (at most a particle between).
_VERBS = (
    r"call|dial|contact\s+us|llame|llamen|llama|llamar|marque|marca|composez|appelez|appeler|appelle|anrufen"
    r"|rufen\s+sie|wählen\s+sie|chiama|chiamate|chiamare|ligue|ligar|bellen|ring\s+till|soita|zadzwoń|dzwoń"
    r"|позвоните|звоните|наберите|arayın|hubungi|telepon|piga|gọi|tawagan|shayela|fonela|digita")
# Weak line words ("PIN reminder line: 0345 600 3000", "Visa PIN help: 0800 …", "WhatsApp 98765 43210"): a phone's
# digits only (nine or more).
_WEAK = r"line|help|whatsapp|viber|telegram"
# The support and helpline words alone (read by `secret_public_makers` for a line's number without a credential word).
SUPPORT_LINE = re.compile(_NOUN)
_LINE = re.compile(rf"{_NOUN}|(?i:{_W}(?P<verb>{_VERBS}){_E})|(?i:{_W}(?P<weak>{_WEAK}){_E})")
# A phone number shown masked or by its last digits ("sent to +91 98xxxx 4821", "your number ending 4821").
_MASKED_TAIL = re.compile(
    r"(?i)(?:[x*•·]{2,}[ \t\-]?|(?<![^\W\d_])(?:ending|ends|ending\s+(?:in|with)|ends\s+(?:in|with)|terminando\s+en|terminad[oa]\s+en"
    r"|terminant\s+par|se\s+terminant\s+par|endet\s+auf|endend\s+(?:auf|mit)|kończąc\w*\s+się\s+na|ile\s+biten"
    r"|оканчивающ\w*\s+на|заканчивающ\w*\s+на|que\s+termina\s+em|che\s+termina\s+con)[ \t:]*)(?P<v>\d{2,4})(?![\w\-])")
_ABOUT = re.compile(r"(?i)(?<![^\W\d_])(?:pin|otp|code|codes|kod|kodu|código|codice|код\w*|password|passcode|cvv)")
_PAD_AFTER = re.compile(r"(?i)\s+(?:on|at|into|in|auf|sur|en|no|na|на)\s+(?:the\s+|a\s+|la\s+|le\s+|el\s+|die\s+|der\s+)?"
                        r"(?:gate|door|keypad|pad|lock|safe|box|panel|intercom|tor|tür|porte|portail|puerta|cancello)")
# Stems of the credential words a support line's number sits beside (a cheap gate before the line words).
_CREDENTIAL_STEMS = ("pin", "otp", "code", "cod", "kod", "kód", "код", "tan", "cvv", "пин", "passw", "parol", "şifre",
                     "senha", "clave", "sandi", "siri", "秘", "码", "碼", "번호", "暗証", "رمز", "קוד", "कोड", "ओटीपी")
# A number between the line's word and the number read (three digits or more).
_EARLIER_NUMBER = re.compile(r"\d[\d \-().]{0,30}\d")
_LABEL_END = re.compile(r"[:：=]\s*$")
_CLAUSE_END = re.compile(r"[.!;\n。！]\s")


def other_number_first(text: str, start: int, end: int, number: str) -> bool:
    """Whether a number other than `number` stands in text[start:end], after the line's word and before the number
    read: that first one was the line's own ("客服电话 95588，我的密码 482193"); the same number again, or a second
    number of a phone's nine digits or more ("0800 112 233, PIN-Fragen 0800 112 234"), is still a line's."""
    digits = re.sub(r"\D", "", number)
    return len(digits) <= 8 and any(sum(c.isdigit() for c in m.group(0)) >= 3 and re.sub(r"\D", "", m.group(0)) != digits
               for m in _EARLIER_NUMBER.finditer(text, start, end))


def helpline_spans(text: str) -> Iterator[tuple[int, int]]:
    """The number after a support line's word or a verb of calling, nothing given to the reader between."""
    lowered = text.lower()
    if not any(word in lowered for word in _CREDENTIAL_STEMS):
        return   # no PIN, OTP or code word: no credential stage reads the number as one
    for line in _LINE.finditer(text):
        stop = _CLAUSE_END.search(text, line.end())
        verb = line.group("verb") is not None   # a verb of calling: the number right after it
        number = _NUMBER.search(text, line.end(), min(stop.start() if stop else len(text), line.end() + 80))
        weak = line.group("weak") is not None
        if number is None or number.start() - line.end() > (16 if verb or weak else 60) \
                or _GIVEN.search(text, line.end(), number.start()) \
                or other_number_first(text, line.end(), number.start(), number.group("v")):
            continue   # "客服电话 95588，我的密码 482193": the line's own number came first, the later one is another
        digits = sum(c.isdigit() for c in number.group("v"))
        between = text[line.end():number.start()]
        if not (9 if weak else 3) <= digits <= 15 or (digits < 8 and (_CODE_BEFORE.search(between)
                                                     or (_ABOUT.search(between) and _LABEL_END.search(between)))):
            continue   # "Customer service PIN for Vodafone: 4471": a label naming a PIN, short of a phone's digits
        if digits < 7 and verb and (_PAD_AFTER.match(text, number.end())
                                                              or not _ABOUT.search(text, max(0, line.start() - 60),
                                                                                   line.start())):
            continue   # "Dial 4471 on the gate keypad": a short number dialled is a code unless a PIN trouble came first
        yield number.span("v")
    if any(mark in text.lower() for mark in ("xx", "**", "••", "end", "termin", "bit", "кончива", "канчива", "kończ")):
        yield from (m.span("v") for m in _MASKED_TAIL.finditer(text))
