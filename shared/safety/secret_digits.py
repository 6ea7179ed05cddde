"""Codes given one digit at a time: spaced or said as number words after a lock, PIN or gate word, and grouped backup codes.

People key a door code as they press it ("kaputelefon kód a lépcsőházhoz 3 2 * 1 8", "ਗੇਟ ਦਾ ਕੋਡ 1 6 9 9 ਹੈ", "2 4 6 8 A"
answering "code du portail ?" on the line before), say a PIN as words ("ПІН до монобанку: дев'ять-сім-нуль-два",
"mã PIN là chín bảy không hai"), or paste a list of backup codes (`secret_code_lists.py`). A value counts only with a
code, PIN, password or lock word before it in its clause (or on the question line just before), no word of another
sort of number (phone, postcode, order, score, room, version…) around it, and no counting ("1 2 3 4", "zero zero zero
zero"). The lock and code words are `secret_locks`' (~60 languages); PIN words and a few things that take a code are
added here.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _compile
from .secret_bank_grids import bank_grid_spans
from .secret_code_lists import code_list_spans
from .secret_cues import quantity_after
from .secret_digit_words import digit_word_runs
from .secret_lexicon import CUE
from .secret_list_pins import list_pin_spans
from .secret_locks import LOCK_TARGETS, lock_cues
from .secret_repeated_digits import repeated_digit_spans
from .secret_shapes import ADDRESS_ABBREVIATION, MONEY_AFTER

# PIN said in other scripts and spellings, and things that take a code that the lock tables lack (Indic, Basque…).
_PIN = _compile(
    r"(?i)(?<![^\W\d_])(?:pin(?:-\w{0,8}|kod\w*|kood\w*|koodi\w*|code\w*|nummer\w*|numer\w*|numero|number|en|nen|net|u"
    r"|ul|i|as|a|y|om|em|ni|ya)?|mima|anshou\s?bangou|anshō\s?bangō|pasuwa-?do|bimil\s?beonho|passcode|code\s?pin|пін(?:-?код\w*|у|а|ом|і)?|пин(?:-?код\w*|а|у|ом)?|nip|iphini\w*|pinikhodi|puk|पिन|পিন|பின்|పిన్"
    r"|ಪಿನ್|പിൻ|પિન|ਪਿੰਨ|ਪਿਨ|ፒን|ပင်|პინ\w*|պին\w*|פין)(?![^\W\d_])"
    r"|ピン|핀\s?번호|PIN码|密码|密碼|暗証番号|비밀번호|비번|รหัส|ລະຫັດ|លេខកូដ")
_MORE_THINGS = _compile(
    r"(?i)(?<![^\W\d_])(?:atari(?:a|ko|an|ra|tik)?|ate(?:a|ko|an|ra|tik)?|sarrera\w*|kaputelefon\w*|lépcsőház\w*|kapualj\w*"
    r"|લોકર\w*|ગેટ\w*"
    r"|દરવાજ\w*|તિજોરી\w*|ਲਾਕਰ\w*|ਗੇਟ\w*|ਦਰਵਾਜ਼\w*|ਤਿਜੋਰੀ\w*|लॉकर\w*|गेट\w*|তিজোরি|গেট\w*|লকার\w*|லாக்கர்\w*|கேட்\w*"
    r"|లాకర్\w*|గేట్\w*|ಲಾಕರ್\w*|ಗೇಟ್\w*|ലോക്കർ\w*|ഗേറ്റ്\w*|කේතය|ලොකර්|ගේට්ටුව|domofon\w*|interkom\w*|citofon\w*"
    r"|interphone|intercom|intercomm?\w*|portero\w*|timbre|klingel\w*|porttelefon\w*|interfon\w*"
    r"|videocitofon\w*|deurtelefoon|dørtelefon\w*|ovipuhelin\w*|интерком\w*|домофон\w*|אינטרקום|انتركم|الانتركم|آیفون"
    r"|इंटरकॉम|ইন্টারকম|chuông\s+cửa|keypad|tastenfeld|clavier|teclado|tastierino|entry|entryway|lobby|buzz|buzzer"
    r"|side\s+door|back\s+door|front\s+gate)(?![^\W\d_])"
    r"|อินเตอร์คอม|门铃|對講|对讲|インターホン|인터폰")
# Words of other sorts of number: a phone read out, a postcode, an order, a score, a room, a version, a count.
_OTHER = _compile(
    r"(?i)(?<![^\W\d_])(?:phone|tel\b|\btel\.|telef|teléf|téléph|телеф|τηλέφ|telepon|điện\s+thoại|simu|هاتف|تلفن|טלפון"
    r"|फ़ोन|फोन|ফোন"
    r"|call|ring\b|anruf|appel|llam|chiam|numer\w*\s+tel|mobile|handy|cell(?:ular|phone)?\b|whatsapp|fax|hotline|helpline"
    r"|zip|postal|post\s?code|bưu|pocztow|poštovn|psč|postinumer|postnum|postkod|kode\s+pos|cep\b|ταχυδρομ|מיקוד|بريدي"
    r"|پستی|डाक|পোস্ট|postleit|\bplz\b|código\s+postal|code\s+postal|\bcap\b|почтов|posta\s+kod|irányítószám"
    r"|ya\s+posta|poštansk\w*\s+broj|поштанск\w*\s+број|пощенск\w*\s+код|pasta\s+indeks|pašto\s+kod|postiindeks|индекс|indeksi|пошталық|poskod"
    r"|cód\s+poist|còd-puist|côd\s+post|cod\s+poștal|codul\s+poștal|kodi\s+postar|kodin\s+postar|posta\s+kodu"
    r"|area\s+code|country\s+code|vorwahl|indicatif|prefijo|order|bestell|commande|pedido|ordine|zamówien|заказ|sipariş"
    r"|tracking|sendung|suivi|seguimiento|rastreio|invoice|rechnung|factur|iban|account\s+n|konto\w*nummer|flight|vuelo"
    r"|vol\b|flug|рейс|room|zimmer|chambre|habitaci|stanza|quarto|kamer|pokój|комнат|oda\b|seats?\b|sitz|score|result|ergebnis"
    r"|résultat|resultado|punkte|points|goal|tor\s+für|version|versión|firmware|error|fehler|erreur|promo|voucher|coupon"
    r"|gutschein|rabatt|discount|descuento|réduction|sconto|indirim|скидк|barcode|qr|isbn|ean|sku|serial|imei|model"
    r"|modell|modèle|modelo|pages?\b|seite|página|kapitel|chapter|section|paragraph|count|zähl|compte\s+à|cuenta\s+atrás"
    r"|countdown|recipe|rezept|recette|receta|lotto|lottery|bingo|sudoku|exam|quiz|answer\s+key|homework|example|beispiel"
    r"|exemple|ejemplo|esempio|for\s+instance|e\.g\.|z\.\s?b\.|like\s+\d|never\s+use|don't\s+use|nicht\s+verwenden"
    r"|default|standard|factory|werks|par\s+défaut|por\s+defecto|по\s+умолчанию|varsayılan|domyśln|fabryczn|gyári"
    r"|has\s+\d|hat\s+\d|a\s+\d\s+chiffres|tiene\s+\d|ma\s+\d|має\s+\d|имеет\s+\d|digits|stellig|chiffres|cifras|cifre"
    r"|cyfr(?!inach)|цифр|haneli|chữ\s+số|digits?\b|product|produkt|produit|producto|produto|prodott|item|artikel|article|articolo"
    r"|artículo|part\b|teil|pièce|pieza|magazzino|warehouse|lager|entrepôt|almacén|armazém|stock\b|inventar|inventory|ref\b"
    r"|réf|referen|riferiment|fiscal|tax(?:es)?\b|steuer|course|kurs|cours|curso|corso|lesson|class\b|klasse|classe|clase|aula"
    r"|hs\s+code|tarif|zoll|douane|aduana|товар|артикул|ürün|stok|sản\s+phẩm|produk|bidhaa|उत्पाद|পণ্য|สินค้า|rabat\w*|fees?\b|price|cost|preis|prix|precio|prezzo|preço|цен\w*|gebühr\w*|eintritt\w*|admission|ticket|clock|wecker|réveil|despertador|sveglia|будильник\w*|budzik\w*|wekker"
    r"|väckarklocka|herätys\w*|o'clock|uhr\b|a\.m\.|p\.m\.|am\b|pm\b"
    r"|błęd\w*|ошибк\w*|помилк\w*|hata\w*|lỗi|kesalahan|galat|chyb\w*|hib[aá]\w*|virhe\w*|fout\w*|felkod\w*"
    r"|icd|diagnos\w*|billing|sort\s+code|routing|swift|bic\b|blz|bankleitzahl|(?:aged?|ages|alter|âge|edad|età|idade"
    r"|возраст\w*|вік\w*|wiek\w*|yaş\w*|years?|jahre\w*|ans|años|anni|anos|лет|років|lat|lata|yıl\w*)(?![^\W\d_])|street|straße|strasse"
    r"|rue|calle|avenue|hausnummer|house\s+number|game|level|spiel|jeu|juego|gioco|oyun|игр\w*)|商品|产品|"
    r"製品|상품|제품|电话|電話|전화|โทร|邮编|รหัสไปรษณีย์|郵便番号|우편번호|订单|注文|주문|位数|桁|자리|エラー|错误|錯誤|오류|에러|闹钟|鬧鐘|目覚まし|알람\s?시계")
# Public names for the stages that read the same words (`secret_codes_world`).
OTHER_NUMBER_WORDS, PIN_WORDS = _OTHER, _PIN
# Vague credential words that also name answer keys and phrases: not a cue for digits.
_VAGUE = re.compile(r"(?i)(?:\w+[ _\-])?key|clé|clef|schlüssel|ключ|token|phrase|secret|geheim|secreto|segreto")
_SPACED = re.compile(
    r"(?<![\w.,/:+\-#*])(?<!\d )(?<!\d-)(?P<v>(?:[*#] ?)?\d(?P<sep> ?[\-·,،、，] ?| )(?:\d|[*#]|[A-D])"
    r"(?:(?P=sep)(?:\d|[*#]|[A-D](?![^\W\d_]))){2,10}(?: ?[*#])?)(?![\w./:\-]|,\s?\d|\s\d|\s?[%°])")
# Keycap emoji, one a digit ("4️⃣7️⃣2️⃣9️⃣"; the variation selector is already gone from the visible text).
_KEYCAPS = re.compile(r"(?P<v>(?:[0-9#*]\ufe0f?\u20e3[ \t]?){3,9}[0-9#*]\ufe0f?\u20e3)")
_KEYS = re.compile(r"[*#A-D]")
_CLAUSE_END = re.compile(r"(?<!\.)[.!。！;](?:\s|$)|\n")   # "पिन... सात": an ellipsis pauses, it ends no clause
# What may stand before an answer at a line's head: quote marks, a bullet, a speaker's name and colon ("> Marie: ").
_LINE_HEAD = re.compile(r"[ \t>\-–•*»\"“„']*(?:[^\W\d_][^\n\d:：?]{0,24}[:：][ \t]*)?")
_QUESTION_END = re.compile(r"[?？:：]\s*$")
_REACH = 80


def _window(shown: str, start: int) -> tuple[int, int]:
    """Where the clause holding `start` begins (at most `_REACH` back); a value alone at a line's head after a line
    that asks or labels ("code du portail ?\\n> 2 4 6 8 A") reaches back over that line."""
    line_start = shown.rfind("\n", 0, start) + 1
    if _LINE_HEAD.fullmatch(shown, line_start, start) and line_start > 0:
        previous = shown[:line_start - 1].rstrip()
        if _QUESTION_END.search(previous):
            return max(0, shown.rfind("\n", 0, len(previous)) + 1, len(previous) - _REACH), start
    low = max(0, start - _REACH)
    stops = [m.end() for m in _CLAUSE_END.finditer(shown, low, start)
             if not ADDRESS_ABBREVIATION.search(shown, low, m.start())]   # "digicode bât. C : sept-trois-…"
    return (stops[-1] if stops else low), start


def _cued(text: str, keyed: bool = False) -> bool:
    """A code, PIN or password word in `text`, or a lock, door or gate with a word of keying, opening or labelling (a
    padlock, safe or suitcase alone before a value `keyed` one digit at a time)."""
    sorts = lock_cues(text)
    if sorts & {"code", "compound", "combination"} or _PIN.search(text):
        return True
    if any((m.group("pin") or m.group("pw") or m.group("cjk")) and not _VAGUE.fullmatch(m.group(0))
           for m in CUE.finditer(text)):
        return True
    targets = bool(sorts & LOCK_TARGETS)
    labelled = text.rstrip().endswith((":", "：", "-", "→", "=", "?", "？"))
    more = _MORE_THINGS.search(text) is not None
    padlock = keyed and (bool(sorts & {"lock", "safe", "gear"}) or more)   # digits keyed after a keypad's door
    return (targets or more) and (bool(sorts & {"enter", "opens", "need"}) or labelled or padlock)


def counting(digits: str) -> bool:
    """Counting up or down, or one digit over and over (a factory setting): no code. Digits with no decimal value
    (Ethiopic ፩, superscripts) count nothing."""
    if not digits.isdecimal():
        return False
    steps = {int(b) - int(a) for a, b in zip(digits, digits[1:])}
    return steps in ({1}, {-1}, {0})


# A room word with its own number right after it ("Hotelsafe Zimmer 214 eingestellt auf 1 9 8 6"): that number is
# the room's, not a later value's.
_ROOM_NUMBERED = re.compile(r"(?i)(?:room|zimmer|chambre|habitaci\w*|stanza|quarto|kamer|pokój|комнат\w*|oda)"
                            r"\s{0,2}(?:nr\.?|no\.?|n[°º]|#|№)?\s{0,2}\d{1,5}(?![\d\w])")


def other_before(shown: str, low: int, start: int) -> bool:
    """A word of another sort of number in `shown[low:start]`, less a room word naming its own number there."""
    for match in _OTHER.finditer(shown, low, start):
        numbered = _ROOM_NUMBERED.match(shown, match.start())
        if numbered is None or numbered.end() >= start:
            return True
    return False


def _other_near(shown: str, low: int, start: int, end: int) -> bool:
    """A word of another sort of number in the clause before the value or in the rest of its line (40 characters)."""
    return other_before(shown, low, start) or _OTHER.search(shown[end:end + 40].split("\n")[0]) is not None


def _spaced_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Codes keyed one digit at a time, spaces or hyphens between, maybe with * # or A–D keys, or as keycap emoji."""
    for match in (*_SPACED.finditer(shown), *(_KEYCAPS.finditer(shown) if "\u20e3" in shown else ())):
        value, (start, end) = match.group("v"), match.span("v")
        digits = "".join(c for c in value if c.isdigit())
        if not 4 <= len(digits) <= 8 or (counting(digits) and not _KEYS.search(value)):
            continue   # "1 2 3 4" counts; "1 2 3 4 #" is keyed
        if quantity_after(shown, end) or MONEY_AFTER.match(shown, end):
            continue
        low, _ = _window(shown, start)
        if (_cued(shown[low:start], keyed=True) or _cued_after(shown[low:start], _tail(shown, end))) \
                and not _other_near(shown, low, start, end):
            yield "pin", (start, end)


def _said_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """PINs and codes said as number words, the cue before them in the clause or just after ("… — це мій PIN")."""
    for run in digit_word_runs(shown):
        if counting(run.digits) or quantity_after(shown, run.end):
            continue
        low, _ = _window(shown, run.start)
        before = shown[low:run.start]
        cued = _cued(before) or _cued_after(before, _tail(shown, run.end))
        if cued and not _other_near(shown, low, run.start, run.end):
            yield "pin", (run.start, run.end)


def _tail(shown: str, end: int) -> str:
    """The rest of the value's clause, at most 40 characters."""
    after = _CLAUSE_END.search(shown, end, end + 40)
    return shown[end:after.start() if after else end + 40]


def _cued_after(before: str, tail: str) -> bool:
    """A PIN or code word named right after the value ("— це мій PIN", "is the door code"), or what it opens after a
    word of keying before ("digite 4 7 2 9 no interfone")."""
    head = tail[:30]
    sorts = lock_cues(head)
    if _PIN.search(head) is not None or sorts & {"code", "compound", "combination"}:
        return True
    return bool(sorts & LOCK_TARGETS or _MORE_THINGS.search(head)) and bool(lock_cues(before[-30:]) & {"enter", "opens"})


def digit_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each code in `shown` written or said digit by digit (or as a list of backup codes)."""
    if any(c.isdigit() for c in shown):
        yield from _spaced_spans(shown)
        yield from code_list_spans(shown)
        yield from bank_grid_spans(shown)   # coordinate cards, TAN lists, key-number cards (secret_bank_grids)
        yield from list_pin_spans(shown)   # "milk, nappies / bank 0417 / ring Dr Walsh" (secret_list_pins)
    yield from _said_spans(shown)
    yield from repeated_digit_spans(shown)   # "六个八", "all fours": one digit said so many times (secret_repeated_digits)
