"""A value that its own line names as a room's, seat's, flight's or bus's number: a public number, not a code.

"Room code: forty-two seventeen is the room number", "Code: 4217 is the flight number", "Zimmercode:
zweiundvierzig siebzehn ist die Zimmernummer", "Code : 4217, c'est le numéro de la chambre", "código 4217 es el
número del asiento": digits or number words after a label's colon (or a code word), then a copula and "the … number"
naming a room, seat, flight, bus, train, gate, platform, table, flat, house, order or ticket. A PIN, password or
one-time-code word before the value, a possessive ("is my seat number": a hint to a PIN) or a comparison ("same as
the room number") keeps the value. Blanked by `secret_public.mask` (through `secret_public_tickets`).
"""

from __future__ import annotations

import re
from typing import Iterator

_COPULA = (r"(?:,\s*)?(?:(?:das|dies|that|this|which|welche|qui|que|che|esto|questo|isso|dat|det)\s+)?(?:is|was|=|are|that'?s|it'?s|ist|war|c'est|est|es|era|è|é|is\s+het|är|er|on|jest|to|je"
           r"|это|bu|adalah|ialah|là|ni|είναι)")
_ARTICLE = r"(?:the|die|der|das|le|la|l'|el|il|lo|o|a|het|de|den|det|az|a\s+o)"
_NUMBER = (r"\w*(?:number|nummer|numret|numéro|número|numero|numer\w*|номер\w*|numara\w*|nomor|nombor|namba"
           r"|nambari|číslo|szám\w*|numurs|numeris|αριθμός)")
_PLACE = re.compile(
    r"(?i)room|zimmer|chambre|habitaci|camera|stanza|quarto|kamer|rum|værelse|huone|pok[oó]j|komnat|комнат|номер\s+в"
    r"|oda|kamar|phòng|chumba|seat|sitz|platz|siège|place|asiento|posto|lugar|stoel|plats|sete|miejsc|мест|koltuk"
    r"|flight|flug|vol|vuelo|volo|voo|vlucht|lot|рейс|uçuş|penerbangan|bus|autobus|автобус|otobüs|train|zug|tren"
    r"|treno|trem|trein|pociąg|поезд|tren|gate|platform|gleis|quai|andén|binario|plataforma|perron|peron|платформ|peron"
    r"|table|tisch|mesa|tavolo|tafel|stolik|стол|masa|flat|apartment|wohnung|appartement|apartamento|appartamento"
    r"|mieszkani|квартир|daire|house|haus|maison|casa|huis|dom|дом|ev|order|bestell|commande|pedido|ordine"
    r"|zamówieni|заказ|sipariş|ticket|billet|boleto|biglietto|bilhete|kaartje|bilet|билет|locker|spind|casier"
    r"|taquilla|armadietto|szafk|шкафчик|dolap|phone|telefon|téléphone|teléfono|telefone|telefono|телефон")
_AFTER = re.compile(rf"(?i)\s*[\-–—(]?\s*(?<![^\W\d_]){_COPULA}\s+(?:{_ARTICLE}\s+)?(?P<n>(?:[^\W\d_]+\s+){{0,3}}?{_NUMBER}"
                    r"(?:\s+(?:of\s+the|de\s+la|del|de|des|du|della|dello|do|da|van\s+de|of|för|na|для)\s+[^\W\d_]+"
                    r"|\s+[^\W\d_]+)?)(?![^\W\d_])")
# The label before the value: a colon, an equals sign or a code word.
_LABEL = re.compile(r"(?i)[:：=]|(?<![^\W\d_])(?:code|codes|kod|kód|código|codice|code\w+|\w+code)(?![^\W\d_])")
# The value: digit groups, or two to six words (number words).
_VALUE = re.compile(r"[ \t]*(?P<v>\d[\d \-]{1,14}\d|[^\W\d_]+(?:[ \t\-][^\W\d_]+){1,5})[ \t]*[,\-–—]?[ \t]*")
_CHEAP = re.compile(r"(?i)n[uú]m|nomb?or|namba|номер|szám|číslo|αριθμ")
# A possessive before the number word: "is my seat number" hints at a PIN made of it.
_POSSESSIVE = re.compile(r"(?i)(?:my|our|your|his|her|mein\w*|unser\w*|mon|ma|mes|notre|mi|mis|nuestr\w*|mio|mia"
                         r"|meu|minha|mijn|onze|min|mitt|mina|mój|moja|moje|мой|моя|мо[её]|benim|saya)\s")
_STRONG = re.compile(r"(?i)(?<![^\W\d_])(?:pin|pins|password|passwort|passcode|otp|cvv|tan|mot\s+de\s+passe"
                     r"|contraseña|senha|parola|wachtwoord|lösenord|hasło|пароль|şifre\w*|geheimzahl)(?![^\W\d_])"
                     r"|비밀번호|密码|密碼|暗証")


def named_number_spans(text: str) -> Iterator[tuple[int, int]]:
    """The value that its line says is a room's, seat's, flight's … number."""
    if not _CHEAP.search(text):
        return
    for after in _AFTER.finditer(text):
        if _PLACE.search(after.group("n")) is None or _POSSESSIVE.match(after.group("n")):
            continue
        line = max(0, text.rfind("\n", 0, after.start()) + 1, after.start() - 60)
        labels = list(_LABEL.finditer(text, line, after.start()))
        value = _VALUE.fullmatch(text, labels[-1].end(), after.start()) if labels else None
        if value is not None and not _STRONG.search(text, max(0, value.start("v") - 40), value.start("v")):
            yield value.span("v")
