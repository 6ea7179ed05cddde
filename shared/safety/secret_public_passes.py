"""A pass for transport, a gym, a museum, the slopes, a car park or a library and its number are no id and no password
("Monatspass Nr. 004512 für den Bus", "gym pass C01X00T47", "karnet nr 88123", "abono transporte nº 4471290").

`pass_card_spans` (called by `secret_public.public_spans`) gives the span of such a pass's name and the number right
after it (only a word for "number", a colon or "#" between), blanked as public. A passport's own names ("Pass-Nr.",
"Reisepass", "passport") are not passes: a pass's name here always says what it is for ("Monats-", "gym", "ski").
A PIN or a password named between the pass and its value is not skipped: the value is then not the pass's number.
A hotel's or an office's key card is such a pass too ("the door opens with card 4471 from reception", "Zimmerkarte
2215", "房卡 4471"): its printed number is held up to a reader, never typed. A key card's name, or a bare card word in a
sentence that opens a door with it or has reception hand it out, gives the number after it; not a bank's card (a bank,
PIN or CVV word in the sentence), nor a card whose code word stands between ("card PIN 4471").
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lock_words import OPENS

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
    yield from key_card_spans(text)


# Key cards by name: a hotel room's, an office's or a building's card or badge.
_KEY_CARD = re.compile(
    r"(?i)(?<![^\W\d_])(?:key[\s\-]?cards?|room\s+cards?|hotel\s+cards?|access\s+cards?|door\s+cards?|badge"
    r"|(?:zimmer|schlüssel|hotel|tür|zugangs)karte|carte[\s\-]cl[ée]|carte\s+(?:de\s+(?:la\s+)?)?chambre"
    r"|carte\s+magn[ée]tique|tarjeta[\s\-]llave|tarjeta\s+(?:de\s+(?:la\s+)?)?habitaci[óo]n|tarjeta\s+magn[ée]tica"
    r"|cart[ãa]o[\s\-]chave|cart[ãa]o\s+do\s+quarto|chiave\s+magnetica|tessera\s+magnetica|card\s+della\s+camera"
    r"|sleutelkaart|kamerkaart|nyckelkort\w*|rumskort\w*|nøkkelkort\w*|nøglekort\w*|avainkortti\w*|huonekortti\w*"
    r"|karta\s+(?:do\s+pokoju|magnetyczna|hotelowa)|klíčov[áé]\s+kart\w*|kártyakulcs\w*|card(?:ul)?\s+de\s+acces"
    r"|ключ-карт\w*|карт\w*-ключ\w*|oda\s+kart\w*|kartu\s+(?:kunci|kamar|akses)|kad\s+(?:kunci|bilik)"
    r"|thẻ\s+(?:từ|phòng)|بطاقة\s+(?:ال)?(?:غرفة|دخول)|כרטיס\s+(?:מגנטי|(?:ה)?חדר|כניסה)|کارت\s+(?:اتاق|ورود))"
    r"(?![^\W\d_])|房卡|门卡|門卡|カードキー|ルームキー|카드키|객실\s?카드")
# A bare card word ("the door opens with card 4471").
_CARD = re.compile(
    r"(?i)(?<![^\W\d_])(?:card|karte|carte|tarjeta|cart[ãa]o|carta|tessera|kaart|kort|kortet|kortti|karta|kártya"
    r"|kart|kartı|kartu|thẻ|карт[аоуы]|карточк\w*|بطاقة|כרטיס)(?![^\W\d_])|卡")
# Reception, the front desk, a concierge: who hands key cards out.
_RECEPTION = re.compile(
    r"(?i)(?<![^\W\d_])(?:reception|front\s+desk|concierge|lobby|rezeption|empfang|réception|accueil|recepci[óo]n"
    r"|recep[çc][ãa]o|reception|receptie|receptionen|resepsjon\w*|receptionen|vastaanot\w*|recepcj\w*|recepc\w*"
    r"|recepți\w*|ресепшн|ресепшен|рецепци\w*|resepsiyon\w*|resepsionis|lễ\s+tân|mapokezi|الاستقبال|קבלה|پذیرش"
    r"|रिसेप्शन)(?![^\W\d_])|フロント|前台|프런트")
# A bank's card, or a secret named in the sentence: the number may be its PIN.
_BANK_CARD = re.compile(r"(?i)(?<![^\W\d_])(?:bank\w*|banc\w*|visa|master\s?card|debit|credit|cvv|cvc|atm)(?![^\W\d_])")
_SENTENCE_END = re.compile(r"[.!?;。！？\n]")
_OPENED = re.compile(rf"(?i)(?<![^\W\d_])(?:{OPENS})(?![^\W\d_])")


def key_card_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of a key card's number: after a key card's name, or after a bare card word where the sentence opens a
    door with it or reception hands it out."""
    for name in (*_KEY_CARD.finditer(text), *_CARD.finditer(text)):
        value = _NUMBER.match(text, name.end())
        if value is None or not 0 < sum(c.isdigit() for c in value.group("v")) < 13 \
                or _SECRET_BEFORE.fullmatch(value.group("v").split(" ")[0]):
            continue
        stops = [m.end() for m in _SENTENCE_END.finditer(text, 0, name.start())]
        low = stops[-1] if stops else 0
        stop = _SENTENCE_END.search(text, value.end())
        high = stop.start() if stop else len(text)
        if _SECRET_BEFORE.search(text, low, high) or _BANK_CARD.search(text, low, high):
            continue   # "card 4471, PIN 2580", "Visa card 4471": a card with a secret of its own
        if name.re is _KEY_CARD or _RECEPTION.search(text, low, high) or _OPENED.search(text, low, name.start()):
            yield value.span("v")
