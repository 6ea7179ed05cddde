"""A pass for transport, a gym, a museum, the slopes, a car park or a library and its number are no id and no password
("Monatspass Nr. 004512 für den Bus", "gym pass C01X00T47", "karnet nr 88123", "abono transporte nº 4471290").

`pass_card_spans` (called by `secret_public.public_spans`) gives the span of such a pass's name and the number right
after it (only a word for "number", a colon or "#" between), blanked as public. A passport's own names ("Pass-Nr.",
"Reisepass", "passport") are not passes: a pass's name here always says what it is for ("Monats-", "gym", "ski").
A PIN or a password named between the pass and its value is not skipped: the value is then not the pass's number.
"""

from __future__ import annotations

import re
from typing import Iterator

# What a pass is for, as the first part of a compound or the word before "pass" (English, German, Dutch, Nordic).
_FOR = (r"monats|wochen|jahres|tages|saison|ski|museums?|gym|bus|bahn|park|parking|bibliotheks?|fitness|schwimm|sport"
        r"|season|monthly|weekly|annual|day|metro|transit|rail|train|travel|zoo|library|spa|pool|studio|member|ov|jaar"
        r"|maand|week|bieb|bibliotheek")
_PASS_NAME = (
    rf"(?:{_FOR})[\s\-]?(?:pass|pas|kaart)"
    # French, Spanish, Portuguese, Italian
    r"|pass(?:e)?\s+(?:navigo|mus[ée]es?|ski|culture|annuel|mensuel|sport|biblioth[èe]que|parking)|forfait\s+(?:de\s+)?ski"
    r"|carte\s+(?:de\s+)?(?:biblioth[èe]que|transport|gym|cantine|piscine|parking)"
    r"|pase\s+(?:de(?:l)?\s+)?(?:gimnasio|gym|museo|esqu[íi]|temporada|parking|biblioteca|transporte|metro|bus)"
    r"|abono\s+(?:de(?:l)?\s+)?(?:transporte|mensual|anual|gimnasio|gym|metro|bus|tren|temporada)"
    r"|carn[eé]t?\s+(?:de(?:\s+la)?\s+)?(?:biblioteca|gimnasio|socio)|tarjeta\s+(?:de(?:l)?\s+)?(?:transporte|gimnasio|biblioteca|metro)"
    r"|passe\s+(?:mensal|social|escolar|de\s+[ôo]nibus|do\s+(?:gin[áa]sio|metr[ôo]))|bilhete\s+[úu]nico"
    r"|cart[ãa]o\s+(?:da\s+|do\s+)?(?:biblioteca|gin[áa]sio|academia|transporte|metr[ôo])"
    r"|skipass|abbonamento\s+(?:mensile|annuale|palestra|bus|treno|metro|atm|atac)|tessera\s+(?:della\s+)?(?:palestra|biblioteca)"
    # Polish, Czech, Swedish, Finnish, Turkish, Russian, Greek
    r"|karnet\w*|bilet\w*\s+miesi[ęe]czn\w*|karta\s+(?:miejsk\w*|biblioteczn\w*|multisport)|permanentk\w*|l[íi]ta[čc]k\w*"
    r"|(?:buss|gym|m[åa]nads|[åa]rs|t[åa]g|bibliotek)s?kort\w*|l[åa]nekort\w*|(?:kuukausi|bussi|kunto|kirjasto|sali)kortti\w*"
    r"|(?:spor\s+salonu|m[üu]ze|otopark|k[üu]t[üu]phane)\s+kart\w*|akbil|istanbulkart\w*"
    r"|абонемент\w*|проездн\w*|читательск\w*\s+билет\w*|κάρτα\s+(?:απεριορίστων|γυμναστηρίου|βιβλιοθήκης)"
    # Japanese, Korean, Chinese
)
_PASS = re.compile(
    rf"(?i)(?<![^\W\d_])(?:{_PASS_NAME})(?![^\W\d_])|定期券|会員証|図書カード|정기권|회원권|도서관\s?카드|月票|会员卡|借书证"
    r"|年卡|健身卡")
# Only a word for "number", a colon or "#" between the pass's name and its number.
_NUMBER = re.compile(
    r"(?i)(?:\s*(?:nr\.?|no\.?|n[°º]\.?|nº|number|nummer|num[ée]ro|n[úu]mero|numer|номер|№|#|id|番号|번호|号))?[\s:=#\-]*"
    r"(?P<v>(?-i:[A-Z0-9]{1,20}(?:[\- /]\d{1,8}){0,3}))(?![\w\-])")


# A secret's word just before the pass's name: the number is its PIN or code ("PIN tessera biblioteca 7788").
_SECRET_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:pin|pwd|pw|password|passwort|kennwort|mot\s+de\s+passe|mdp|contrase[ñn]a|clave|senha|has[łl]o"
    r"|heslo|parola|code|kod|c[óo]digo|codice|pincode|l[öo]senord|salasana|[şs]ifre|пароль|пин|код)(?![^\W\d_])")


def pass_card_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of a pass's name and its number in `text` (see the module's docstring); a card's long number is no pass's."""
    for name in _PASS.finditer(text):
        value = _NUMBER.match(text, name.end())
        digits = sum(c.isdigit() for c in value.group("v")) if value is not None else 0
        if value is not None and _SECRET_BEFORE.fullmatch(value.group("v").split(" ")[0]):
            continue   # "bus pass PIN 4471": the pass's PIN, not its number
        if 0 < digits < 13 and _SECRET_BEFORE.search(text, max(0, name.start() - 25), name.start()) is None:
            yield name.start(), value.end("v")
