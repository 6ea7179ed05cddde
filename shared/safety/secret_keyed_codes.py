"""Codes given by what one does with them, not by a code word: keyed on a door's panel, given for a lock, drawn as an
unlock pattern, read as the card's three back digits, or glued to a CJK one-time-code word.

- Keyed: a keying verb and a value of 4-8 digits (spaced, apart by commas or not, a letter allowed) with a door,
  panel, lock, alarm, entrance or building word in the sentence ("tape B4417 en bas", "1 9 7 6 intoetsen op het
  paneel", "Porten: slå 1932", "натискаш 3, 8, 8, 0 … звънеца", "בבניין … מקישים 1 9 4 8"), or a value given
  "for the lock" ("le di el 5 5 8 1 para la cerradura inteligente"). A floor, a menu option ("type 2 for English"), a
  price or a year typed in a search box give none.
- A code word of a small language (Irish "cód", Chuvash "кодӗ", Yiddish "קאָד") with its value closing the clause;
  a postcode or area code gives none.
- An unlock pattern: a pattern word, an unlock or phone word and 4-9 distinct dots joined by dashes or arrows.
- The card's three digits: "three digits" (any of ~20 languages) then a 3-digit value, with a card or expiry word in
  the text; "the last three digits", a phone or a postcode give none.
- A CJK one-time code glued to its word ("验证码573104，5分钟内有效"); a length ("6位"), a time ("60秒") give none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import ascii_digits

# A value: 4-8 digits, run together or one by one (spaces, dashes or commas), a letter allowed at either end.
_VALUE = r"(?<![\w/.,:-])(?<!\d\s)(?<!\d,\s)(?:[A-Za-zА-Яа-я]-?)?\d(?:(?:[ -]|, )?\d){3,7}(?:-?[A-Za-zА-Яа-я](?![^\W\d_]))?(?![\w/.,:-]|[.,]\d|\s\d)"
_KEY_VERB = (r"tape|tapes|tapez|taper|compose|composez|intoetsen|toets|tik|intikken|invoeren|eintippen|tippe|tippen"
             r"|eingeben|gib|teclea|teclear|marca|marcar|marque|digita|digite|digitar|digitare|type|key\s+in|punch\s+in"
             r"|wpisz|wpisać|wstukaj|набери|набрать|наберите|введи|ввести|введите|tuşla|tuşlayın|yaz|ketik|masukkan"
             r"|tasta|tastează|tastezi|slå|knappa\s+in|näppäile|napuțe|πληκτρολόγησε|הקש|הקישו|מקישים|מקישה|מקיש|תקיש|תקישי"
             r"|להקיש|натискаш|натискате|натисни|натиснете|набираш|наберете|تكتب|اكتب|اضغط")
_KEYED = re.compile(rf"(?i)(?<![^\W\d_])(?:{_KEY_VERB})(?![^\W\d_])\s+(?:(?:the|le|el|het|de|den|code|kod)\s+)?"
                    rf"(?P<v>{_VALUE})")
_KEYED_AFTER = re.compile(rf"(?i)(?P<v>{_VALUE})\s+(?:(?:op|in|auf|on|am|na)\s+\w+\s+)?(?:intoetsen|intikken|invoeren"
                          r"|eintippen|eingeben|einzugeben|wpisać|wstukać|набрать|ввести|girmen|tuşlaman|digitar|teclear"
                          r"|入力|입력)")
# Where it is keyed: a panel, a door, a lock, an alarm, downstairs, the entrance.
_PLACE = re.compile(
    r"(?i)(?<![^\W\d_])(?:en\s+bas|à\s+l'entrée|a\s+l'entree|à\s+la\s+porte|au\s+portail|beneden|bij\s+de\s+deur|unten"
    r"|an\s+der\s+tür|abajo|en\s+la\s+puerta|downstairs|at\s+the\s+(?:door|gate|entrance)|внизу|у\s+двери|на\s+входе"
    r"|na\s+dole|przy\s+drzwiach|aşağıda|kapıda|pour\s+entrer|para\s+entrar|per\s+entrare|to\s+get\s+in"
    r"|um\s+reinzukommen|bo[îi]tier|digicode|interphone|intercom|citofono|portero|domofon\w*|домофон\w*)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:\w*paneel|\w*panel\w*|keypad|clavier|tastenfeld|teclado|tastierino|klawiatur\w*|панел\w*"
    r"|alarm\w*|alarme|allarme|сигнализац\w*|deur|porte|portail|tür|puerta|portal|porta|door|gate|дверь|двер\w*"
    r"|drzwi|kapı\w*|porten|dörren|grinden|døren|døra|вход\w*|блока|звънец\w*|входн\w*"
    r"|[בלה]?בניין|[בלה]?כניסה|[בלה]?דלת|אינטרקום|cerradura\w*|serrure|schloss|slot|lock|serratura|fechadura|замок"
    r"|zamek|kilit|candado|cadenas"
    r"|coffre|tresor|kluis|safe|caja\s+fuerte|сейф|sejf|kasa)(?![^\W\d_])")
_FOR_LOCK = re.compile(
    rf"(?i)(?<![^\W\d_])(?:el|la|the|le|den|die|het|de|il|o|a)\s+(?P<v>{_VALUE})\s+(?:para|pour|for|für|voor|per|pra"
    r"|для|dla|do|için)\s+(?:(?:la|el|le|l'|the|das|die|den|het|de|il|a|o|my|mi|ma)\s*)?(?:\w+\s+)?"
    r"(?:cerradura|candado|alarma|caja\s+fuerte|puerta|portón|serrure|cadenas|alarme|coffre|porte|portail|lock|padlock"
    r"|alarm|safe|door|gate|keypad|schloss|alarmanlage|tresor|tür|slot|kluis|deur|serratura|lucchetto|allarme"
    r"|cassaforte|fechadura|cadeado|замка|сейфа|двери|сигнализации|zamka|sejfu|drzwi|alarmu|kilit|kasa)")
_NOT_CODE = re.compile(r"(?i)(?<![^\W\d_])(?:floor|étage|etage|verdieping|stock|piso|planta|этаж\w*|piętro|kat|menu"
                       r"|option|optie|opción|€|eur\w*|euro|dollar\w*|pesos?|рубл\w*|złot\w*|lira|search|recherche"
                       r"|zoek\w*|suche|búsqueda|поиск\w*|page|seite|página|pagina|bladzijde|страниц\w*|strona|sayfa|formul\w*"
                       r"|form|calculat\w*|rechner|calculadora|teléfono|telefone|telefono|téléphone|phone|telefoon|телефон\w*"
                       r"|devolvi\w*|cambio|change|rendu|wechselgeld|wisselgeld)(?![^\W\d_])|[$€£¥₽%]")
# A code word of a small language, not a postcode's or an area's.
_SMALL_CODE = re.compile(r"(?i)(?<![^\W\d_])(?:cód|chód|gcód|кодӗ|кодне|קאָד|קאד)(?![^\W\d_])(?!\s+(?:poist|ceantair"
                         r"|tíre|teileafóin|почта|регион|телефон))")
# Substrings one of which a keying verb (or a lock word of `_FOR_LOCK`) holds: a cheap test before the patterns.
_VERB_STEMS = tuple("tap compos toets tik invoer tipp eingeb gib tecle marc digit type key punch wpis wstuk набер набра "
                    "введ ввест tuşla yaz ketik masuk tast slå knappa näppäil napu πληκτρολ הקש מקיש תקיש להקיש "
                    "натиск натисн набира تكتب اكتب اضغط 入力 입력 girmen".split())
_LOCK_STEMS = tuple("cerradur candado alarm caja puert portón serrure cadenas coffre port lock safe door gate keypad "
                    "schloss tresor tür slot kluis deur serratur lucchett allarm cassaforte fechadur cadeado замк сейф "
                    "двер сигнализац zamk sejf drzwi kilit kasa".split())
_FOUR = re.compile(r"\d(?:(?:[ -]|, )?\d){3}")
_POSTAL_BEFORE = re.compile(r"(?i)(?:почта|поштӑ|регион|телефон|post|postal|zip)\w*\s*$")


def _clause_end(text: str, end: int) -> bool:
    rest = text[end:end + 40]
    return re.match(r"\s*(?:$|[.!?;,:)(，。]|\s+(?:en|and|und|y|et|en|и|унтан|anders|then|puis|luego|dann))", rest) is not None


def _code_like(value: str) -> bool:
    """4-8 digits; run together, at most 6 (a phone's is longer) and not a round sum ("1000")."""
    digits = sum(c.isdigit() for c in value)
    joined = re.search(r"\d{4}", value) is not None
    return digits >= 4 and not (joined and (digits > 6 or value.endswith("00")))


def _keyed(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if not _FOUR.search(text):
        return
    lowered = text.lower()
    patterns = ((_KEYED, _KEYED_AFTER) if any(stem in lowered for stem in _VERB_STEMS) else ()) + (
        (_FOR_LOCK,) if any(stem in lowered for stem in _LOCK_STEMS) else ())
    found = [match.span("v") for pattern in patterns for match in pattern.finditer(text) if _code_like(match.group("v"))]
    if found and _PLACE.search(text) and not _NOT_CODE.search(text):
        yield from (("entry code", span) for span in found)


def _small_code(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    lowered = text.lower()
    if "ód" not in lowered and "од" not in lowered and "קא" not in text:
        return
    for word in _SMALL_CODE.finditer(text):
        if _POSTAL_BEFORE.search(text[max(0, word.start() - 16):word.start()]):
            continue
        window = re.split(r"[.!?;\n]", text[word.end():word.end() + 80], maxsplit=1)[0]
        value = re.search(rf"(?:[:=]|איז|is)\s*(?P<v>(?:[A-Za-z]-?)?\d(?:[ -]?\d){{2,7}}(?: ?[A-Za-zА-Яа-я](?![^\W\d_]))?)",
                          window)
        at = word.end() + value.end("v") if value else 0
        if value and _clause_end(text, at):
            yield "entry code", (word.end() + value.start("v"), at)


_PATTERN_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:pattern|patroon|muster|entsperrmuster|motif|schéma|patrón|patron|padrão|sequenza|segno"
    r"|шаблон\w*|графическ\w*\s+ключ\w*|wzór|wzoru|desen\w*|kilit\s+deseni|pola|mẫu\s+hình|hình\s+vẽ|نمط|النمط|الگو\w*"
    r"|דפוס|תבנית)(?![^\W\d_])|图案|圖案|手势|手勢|パターン|패턴")
_UNLOCK_WORD = re.compile(
    r"(?i)unlock|entsperr|déverrouill|deverrouill|desbloque|desbloqueo|sblocc|ontgrendel|разблок|odblok|kilit|buka"
    r"|mở\s+khóa|فتح|قفل|باز\s?کردن|פתיחה|נעילה|解锁|解鎖|ロック|잠금|phone|telefoon|handy|téléphone|teléfono|celular"
    r"|telefone|telefono|телефон|telefon|موبايل|جوال|هاتف|گوشی|טלפון|手机|手機|スマホ|핸드폰|휴대폰|écran|screen|bildschirm")
_GAME = re.compile(r"(?i)(?<![^\W\d_])(?:game|level|jeu|niveau|spiel|juego|nivel|gioco|livello|spel|игр\w*|уров\w*"
                   r"|oyun\w*|gra|poziom|knit\w*|strick\w*|tricot\w*|score)(?![^\W\d_])|游戏|ゲーム|게임")
_DOTS = re.compile(r"(?<![\d/.:-])[1-9](?:\s?[-–—>→]+\s?[1-9]){3,8}(?![\d/.:]|-\d)")


def _pattern(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    dots = list(_DOTS.finditer(text))
    if not dots or not _PATTERN_WORD.search(text) or not _UNLOCK_WORD.search(text) or _GAME.search(text):
        return
    for match in dots:
        digits = [c for c in match.group(0) if c.isdigit()]
        if len(set(digits)) == len(digits):
            yield "unlock pattern", match.span()


_THREE = re.compile(
    r"(?i)(?<![^\W\d_])(?:three|3)\s+(?:digits|numbers)|(?:trois|3)\s+chiffres|(?:tres|3)\s+(?:dígitos|digitos|números"
    r"|cifras)|(?:três|3)\s+(?:dígitos|números)|(?:drei|3)\s+(?:ziffern|zahlen)|(?:drie|3)\s+(?:cijfers|getallen)"
    r"|(?:tre|3)\s+(?:cifre|numeri|siffror|sifre|tal)|(?:trzy|3)\s+cyfry|(?:три|3)\s+(?:цифры|цифри)|(?:tři|3)\s+číslice"
    r"|(?:három|3)\s+számjegy|(?:üç|3)\s+(?:hane|rakam)|(?:tiga|3)\s+(?:digit|angka)|ba\s+(?:chữ\s+)?số"
    r"|שלוש\s+(?:ה)?ספרות|ثلاث(?:ة)?\s+أرقام|الأرقام\s+الثلاث(?:ة)?|سه\s+رقم|तीन\s+अंक|τρία\s+ψηφία"
    r"|三位数|三位數|3位数|三桁|3桁|세\s?자리|3\s?자리")
_THREE_RUN = re.compile(r"(?<!\d)\d{3}(?!\d)")
_DECIMAL = re.compile(r"(?i)(?<![^\W\d_])(?:virgule|comma|decimal|décimal|coma|komma|запят\w*|przecink\w*|virgola|vírgula)"
                      r"(?![^\W\d_])|小数|小數")
_LAST = re.compile(r"(?i)(?<![^\W\d_])(?:last|dernier\w*|últim\w*|ultim\w*|letzt\w*|laatst\w*|ostatni\w*|последн\w*|son)(?![^\W\d_])|אחרונ|الأخيرة|末尾|最后|最後|下三|끝|後ろ")
_CARD = re.compile(
    r"(?i)(?<![^\W\d_])(?:card|carte|tarjeta|cartão|carta|karte|kaart|karta|карт\w*|kart\w*|kartu|thẻ|visa|mastercard"
    r"|amex|כרטיס|אשראי|תוקף|بطاقة|البطاقة|کارت|कार्ड|κάρτα\w*|expiry|exp|vence|expira|gültig"
    r"|valable|geldig|scadenza|срок)(?![^\W\d_])|卡|カード|카드|\b\d\d/\d\d\b")


def _three_digits(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if not _THREE_RUN.search(text):
        return
    threes = list(_THREE.finditer(text))
    if not threes or not _CARD.search(text):
        return
    for match in threes:
        if _LAST.search(text[max(0, match.start() - 20):match.end() + 12]) or _DECIMAL.search(text):
            continue
        value = re.match(r"[^\d\n.!?;]{0,40}?(?<!\d)(\d{3})(?![\d/]|[.,:-]\d|\s?\d)", text[match.end():match.end() + 50])
        if value:
            yield "card security code", (match.end() + value.start(1), match.end() + value.end(1))


_CJK_OTP = re.compile(r"(?:验证码|驗證碼|校验码|校驗碼|动态码|動態碼|认证码|認證碼|短信码|確認コード|認証コード|認証番号|確認番号"
                      r"|인증번호|인증\s?코드|확인\s?코드)\s?(?:[:：是为為は는]\s?)?(?P<v>\d{4,8})"
                      r"(?![\d位桁자秒分条條次个個元天小年月日号號時시초번개회])")


def _cjk_otp(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for match in _CJK_OTP.finditer(text):
        yield "one-time code", match.span("v")


def keyed_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each code keyed, given for a lock, drawn, read off a card's back or glued to a CJK OTP word."""
    text = shown if shown.isascii() else ascii_digits(shown)
    yield from _keyed(text)
    yield from _small_code(text)
    yield from _pattern(text)
    yield from _three_digits(text)
    yield from _cjk_otp(text)
