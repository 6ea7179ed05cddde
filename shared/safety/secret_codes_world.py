"""Codes for physical things and apps named in the world's lower-resource languages, keyed in any way.

Four shapes the lock and digit stages miss, each read only where the value closes its label or clause:
- a label naming a code and what it opens, then the value: "Còd a' chiste-airgid: 9-4-1-7", "Шифра за улаз у
  зграду: 0719", "Kaspi қосымшасының коды: 2804" (safes, building entries, letterboxes, apps and e-wallets, in
  inflected and lenited forms, the value plain or keyed with hyphens, dots or spaces);
- a card's back digits described rather than named CVV: "שלוש ספרות בגב הכרטיס: 307";
- a padlock's three digits said as words after a lock word: "पोस्ट बॉक्स का ताला 3 अंकों वाला है – छह, एक, नौ";
- a value keyed on a pad ("… is 81640, then the star key") or typed to unlock a device ("to unlock my kindle type
  1111? no, it's 4590": the counted 1111 is no code, the corrected value is).
Words of another sort of number in the clause (phone, postcode, order, price, room, version, default …), counts ("the
code has 4 digits"), years and dates after a time word, prices and quantities give none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_box_codes import box_code_spans
from .secret_codes_entry import entry_code_spans
from .secret_codes_glued import glued_code_spans
from .secret_codes_short import short_code_spans
from .secret_described_codes import described_code_spans
from .secret_code_words_world import (APP_WORDS, BACK_WORDS, CARD_WORDS, CODE_WORDS, DEVICE_WORDS, DIGIT_WORDS,
                                      ENTRY_WORDS, GEAR_WORDS, LOCK_WORDS, SAFE_WORDS, SECRET_NUMBER_WORDS,
                                      SECURITY_WORDS, SPELLING_WORDS, UNLOCK_WORDS)
from .secret_cues import quantity_after
from .secret_digit_words import digit_word_runs
from .secret_digits import OTHER_NUMBER_WORDS, PIN_WORDS, counting, other_before
from .secret_locks import LOCK_TARGETS, lock_cues
from .secret_shapes import MONEY_AFTER, MONEY_BEFORE

# A code keyed as one run or in groups (hyphens, dots, middle dots, spaces), maybe after # or *, maybe with a key; or
# digits with one letter inside ("27К4930", an entry code).
_KEY_WORDS = r"key|cheie|cheia|võti|voti|ключ|klucz|kulcs|avain|raktas|atslēga|anahtar|schlüssel|clé|llave|chiave|sleutel|nyckel|🔑"
_VALUE = re.compile(
    r"(?<![\w.,/+\-#€$£])(?<!\d:)(?P<v>[#*]?(?:\d{3,8}|\d{1,4}[A-Za-zА-ЯЁІЎа-яёіў]\d{2,5}|\d{1,4}(?:[\-‐–·.] ?\d{1,4}){1,7}|\d{1,4}(?: \d{1,4}){1,7}"
    rf"|\d{{1,4}} (?i:{_KEY_WORDS}) \d{{1,4}}|(?i:{SPELLING_WORDS})[\-‐– ]\d(?:[\-‐– ]?\d){{1,7}}"
    r"|(?:\d\u20e3 ?){3,8})[#*]?)(?![\w/%°]|[.,:\-‐–]\d|\s?[\d€$£])")
# What may follow a value that closes its clause: the end, punctuation, a bracket, a dash, "then", "and".
# Keep-it-secret and don't-forget words after a value close it too ("… je 3917 nemoj nikome reći", "0719 не заборави").
_SECRECY = (r"don'?t\s+(?:tell|forget|share)|do\s+not\s+(?:tell|forget|share)|keep\s+it|sag\s+(?:es|das)|sags"
            r"|nicht\s+vergessen|vergiss"
            r"|ne\s+le\s+dis|n'oublie|ne\s+l'oublie|no\s+se\s+lo|no\s+(?:lo\s+)?olvides|non\s+dirlo|non\s+dimenticare"
            r"|não\s+(?:contes|digas|esqueças|esqueça)|niet\s+vergeten|zeg\s+het|glöm\s+inte|säg\s+inte|ikke\s+glem"
            r"|ikke\s+si"
            r"|ikke\s+glem|älä\s+(?:kerro|unohda)|nie\s+(?:mów|zapomnij)|nikomu|nemoj|ne\s+zaboravi|ne\s+reci"
            r"|не\s+заборави"
            r"|не\s+забудь|не\s+забувай|никому|не\s+кажи|не\s+говори|kimseye|unutma|söyleme|μην|אל\s+ת|لا\s+تنس"
            r"|لا\s+تخبر"
            r"|نگو|فراموش\s+نکن|mat\s+(?:batana|bhoolna|bhulna)|मत|ভুলো\s+না|কাউকে|huwag|jangan|đừng|usisahau"
            r"|usimwambie"
            r"|moenie|ne\s+mondd|ne\s+felejtsd|nu\s+uita|nu\s+spune|ne\s+dis|不要|別|誰にも|言わないで|忘れないで|말하지|잊지")
# A copula after the value closes it in verb-final languages ("коды 2804 болады", "ਕੋਡ 6620 ਹੈ", "ኮድ 3920 ነው").
_COPULA_AFTER = (r"(?:है|हैं|ہے|ہیں|আছে|হয়|است|هست|dır|dir|dur|dür|tır|tir|tur|tür|болады|болат|бо'лади|bo'ladi|boladi"
                 r"|ekan|edi|юм|аст|ነው|ናቸው|です|だ|입니다|이에요|예요|ஆகும்|ಆಗಿದೆ|ആണ്|છે|ਹੈ|ਹਨ|වේ|ဖြစ်သည်|lang)"
                 r"(?![^\W\d_])")
# A verb after the value closes it where the verb ends the clause ("Drehrad auf 1-9-6-7 stellen", "64281 istiyor",
# "4471 girin", "4471 डालें", "4471 を入力", "4471 입력", "4471 را وارد کنید", "4471 ያስገቡ").
_VERB_AFTER = (r"(?:(?:ein)?stellen|einstellen|drehen|eingeben|eintippen|tippen|drücken|draaien|instellen|intoetsen"
               r"|zetten|ställ\w*|istiyor|ister|isteniyor|gir|girin|giriniz|yaz|yazın|tuşla\w*|çevir\w*|डालें|डालो|डालिए"
               r"|दबाएं|दबाओ|लिखें|टाइप|দিন|দাও|টাইপ|চাপুন|ਪਾਓ|ਦਬਾਓ|નાખો|દબાવો|போடவும்|அழுத்தவும்|ఎంటర్|నొక్కండి"
               r"|ನಮೂದಿಸಿ|ഒത്തുക്കുക|را\s+وارد|وارد\s+کن\w*|بزن\w*|درج|ያስገቡ|ይጫኑ|を入力|入力|を押す|押す|に合わせ\w*"
               r"|입력\w*|누르\w*|눌러\w*|맞추\w*|ввести|введите|набрать|наберите|нажмите|enter)(?![^\W\d_])")
_VERB_FINAL = re.compile(rf"(?i)[ \t]+{_VERB_AFTER}")
# "auf 1-9-6-7 stellen": set to the value, so "stellen" is the verb and no count of digits ("4 Stellen").
_SET_TO = re.compile(r"(?i)(?<![^\W\d_])(?:auf|op|på|to)\s*$")
# Keypad keys said as words around a keyed value ("star 4 4 1 9 pound", "Stern 4711 Raute").
_PAD_KEY = (r"(?:(?<![^\W\d_])(?:star|asterisk|hash|pound|stern|raute|étoile|dièse|estrella|asterisco|almohadilla"
            r"|cancelletto|sterretje|hekje|stjärna|fyrkant|gwiazdka|krzyżyk|звёздочка|звездочка|решётка|решетка|yıldız"
            r"|kare|bintang|pagar|nyota)(?![^\W\d_])|[#*＊＃]|별표|샵|米印|シャープ|星号|井号)")
_CLOSED = re.compile(rf"(?i:[ \t]+{_PAD_KEY})|(?i:[ \t,]+(?={_SECRECY}))|[ \t]+{_COPULA_AFTER}"
                     rf"|[ \t]+{_VERB_AFTER}"
                     rf"|[ \t]+(?=[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff])|[ \t]*(?:$"
                     rf"|[\n.,;!?)(\[\]»«\"“”'…。！？،؛।|]|[\-–—](?:\s|$)|(?:then|and|und|dann|et|puis|y|e"
                     r"|ve|и|і|та|a|i|ja|og|och|en|na|و|ו)(?![^\W\d_]))", re.IGNORECASE)
# Scripts written without spaces between words: a label may end in a code word's phrase ("รหัสแอปธนาคาร… 592013").
_UNSPACED = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# Where a clause begins: a sentence's end, a line, a semicolon.
_CLAUSE_START = re.compile(r"(?:[.!?。！？;؛।](?=\s)|\n)")
# A label's end before the value: a colon, an equals sign, a dash or arrow, or a copula.
_GIVEN = re.compile(
    r"(?i)(?:[:：=→՝]|->|[\-–—]|(?<![^\W\d_])(?:is|it'?s|are|ist|lautet|est|c'est|es|è|é|är|er|on|je|jest|е|је|është"
    r"|eshte|ir|yra|on|da|dir|dır|dur|dür|tir|tır|bo'ladi|болады|бол|აის|არის|է|ni|ndi|ni|adalah|ialah|là|hai|है|हैं"
    r"|আছে|হল|হলো|คือ|是|は|은|는|이에요|הוא|היא|هو|هي|است|ہے|waa|ithi|yw|ydy|yn|tá|atá|bụ|jẹ́|ni|iko|ina"
    r"|(?:drehrad\w*|zahlenr[aä]d\w*|r[aä]dchen|r[aä]der|dials?|wheels?|cadrans?|molette\w*|ruedas?|rotell\w*|ghiera"
    r"|draaiwiel\w*|wieltjes|hjul\w*|pokrętł\w*|kółk\w*|číselník\w*|kolečk\w*|tárcs\w*|диск\w*|колёсик\w*|колесик\w*"
    r"|kadran\w*|çark\w*|ダイヤル|다이얼|转盘|轉盤)\s+(?:auf|to|on|sur|à|en|a|su|op|på|na|на|ile|を)"
    r"|steht\s+auf|set\s+to|ingesteld\s+op|réglé\s+sur|puesto\s+en|impostato\s+su))\s*(?:[^\w\s]{1,3}\s*)?"
    rf"(?:{_PAD_KEY}\s+)?$")   # a keypad key pressed first ("… is star 4 4 1 9 pound")
_GIVE_VERB = re.compile(
    r"(?i)(?<![^\W\d_])(?:type|enter|key\s+in|punch\s+in|use|it'?s|is|wants|asks\s+for|needs|takes|demande|veut"
    r"|verlangt|will|pide|quiere|chiede|vuole|pede|quer|vraagt|wil|kräver|vill\s+ha|просит|требует|хочет|ister|istiyor"
    r"|chce|wymaga|potrzebuje|vyžaduje|kéri|cere|ζητάει|דורש|يطلب|माँगता|inataka|meminta|yêu\s+cầu"
    r"|tippe|gib|eingeben|ist|c'est|tape[sz]?|entre[sz]?"
    r"|escribe|introduce|pon|es|digita|inserisci|è|digite|é|typ|voer\s+in|toets|skriv|tast|kirjoita|wpisz|zadej|zadaj"
    r"|введи\w*|набери\w*|это|unesi|упиши|gir|yaz|yazın|είναι|πληκτρολόγησε|הקלד|הקש|اكتب|أدخل|ادخل|डालो|डालें|लिखो"
    r"|nhập|là|ketik|masukkan|weka|andika|ni|输入|是|入力|입력)[\s:,]*$")
# A keypad key after the value: "then the star key", "dann Raute", "puis dièse", "затем решётку".
_KEY_TAIL = re.compile(
    r"(?i),?\s*(?:and\s+)?(?:then|followed\s+by|after\s+that|dann|danach|gefolgt\s+von|und\s+dann|puis|ensuite"
    r"|suivi\s+de"
    r"|luego|después|seguido\s+de|poi|seguito\s+da|depois|seguido\s+de|dan\s+dan|daarna|en\s+dan|sedan|därefter|så"
    r"|deretter|sitten|potem|następnie|pak|potom|aztán|majd|apoi|затем|потом|після|потім|sonra|ardından|μετά|ואז|ثم"
    r"|फिर|তারপর|แล้ว|rồi|sau\s+đó|lalu|kemudian|kisha|然后|然後|その後|그\s?다음)\s*(?:press\s+|hit\s+|push\s+|drück\w*\s+"
    r"|appuie\w*\s+sur\s+|pulsa\w*\s+|premi\w*\s+|aperte\s+|druk\w*\s+op\s+|tryck\w*\s+på\s+|naciśnij\s+|нажм\w*\s+"
    r"|натисн\w*\s+|bas\w*\s+)?(?:the\s+|die\s+|la\s+|le\s+|el\s+|il\s+|a\s+|o\s+|de\s+|het\s+)?"
    r"(?:star|hash|pound|asterisk|#|\*|stern\w*|raute|étoile|dièse|estrella|asterisco|almohadilla|cancelletto|jogo\s+da"
    r"\s+velha|sterretje|hekje|stjärn\w*|fyrkant\w*|tähti\w*|risuaita\w*|gwiazdk\w*|krzyżyk\w*|hvězdičk\w*|mřížk\w*"
    r"|csillag\w*|kettőskereszt\w*|steluț\w*|diez\w*|звездочк\w*|звёздочк\w*|решетк\w*|решётк\w*|зірочк\w*|ґратк\w*"
    r"|yıldız\w*|kare\w*|αστερίσκ\w*|δίεση\w*|כוכבית|סולמית|نجمة|مربع|स्टार|हैश|স্টার|ดอกจัน|สี่เหลี่ยม|dấu\s+sao"
    r"|dấu\s+thăng|bintang|pagar|nyota|星号|井号|米印|シャープ|별표|샵)(?![^\W\d_])")
_PHONE_MENU = re.compile(r"(?i)extension|durchwahl|poste\s+\d|anexo|interno|toestel|anknytning|numer\s+wewn|добав\w*"
                         r"|call|dial|ruf|appel|llam|chiam|telefon|phone|hotline|helpline|voicemail\s+number")
# Benign words for a card's digits: the last ones (printed on receipts), a phone number on the back, expiry.
_CARD_PUBLIC = re.compile(
    r"(?i)(?<![^\W\d_])(?:last|letzte\w*|dernier\w*|últim\w*|ultim\w*|laatste|sista|siste|viimei\w*|ostatni\w*"
    r"|posledn\w*|utolsó|последн\w*|останн\w*|son|τελευτα\w*|אחרונות|آخر|आखिरी|अंतिम|cuối|terakhir|mwisho"
    r"|expir\w*|valid\w*|gültig\w*|ablauf\w*|date|datum|fecha|data|срок\w*|hotline|customer|service|kunden\w*|client\w*"
    r"|клиент\w*|müşteri\w*|atención|support|soporte|assistance|hilfe|помощ\w*|поддержк\w*|call\w*|llam\w*|appel\w*"
    r"|ruf\w*|phone|tel|tel\.|telef\w*|teléf\w*|téléph\w*|telep\w*|тел|тел\.|телеф\w*|hotlin\w*|שירות|خدمة|پشتیبانی"
    r"|सेवा|ग्राहक|dịch\s+vụ|điện\s+thoại|layanan|huduma|simu)(?![^\W\d_])"
    r"|ท้าย|บริการ|โทร|末尾|下\s?\d|뒷자리|고객\s?센터|客服|顧客|お客様|コールセンター|电话|電話|전화")
_CARD_IN_BACK = re.compile(r"(?i)kart|card|kort")   # "Kartenrückseite": the card in the back word
_YEAR = re.compile(r"(?:19|20)\d\d")
# A change named before the value: a date follows ("code changed on 0412"), unless the new value does ("… to 4471").
_CHANGE = re.compile(r"(?i)chang\w*|updat\w*|renew\w*|reset|geändert|erneuert|changé|modifié|cambi\w*|mudad\w*"
                     r"|alterad\w*|gewijzigd|ändrad|endret|ændret|vaihdettu|zmienion\w*|změněn\w*|promijenjen\w*"
                     r"|промењен\w*|промен\w*|измен\w*|змін\w*|değiş\w*|dəyiş\w*|ndryshua\w*|pakeist\w*|mainīt\w*"
                     r"|muudetud|შეიცვალ\w*|փոխվել|өзгер\w*|o'zgar\w*|diubah|đổi|thay\s+đổi|imebadilishwa")
_CHANGED_TO = re.compile(r"(?i)(?:to|auf|zu|à|en|a|na|на|в|naar|till|til|para|per|for|into|ke|thành|kuwa|:|：|→|->)\s*$")
# Safes keep no public number of their own: a safe's number word with four digits or more is its code.
_NUMBER_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:numera|number|nummer|numéro|numero|número|broj|номер|numara|nombor"
                          r"|namba|nambari|nomer|numurs|numeris|numbri|száma|szám|číslo|numer)(?![^\W\d_])")
_TIME_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:in|since|seit|im|en|depuis|desde|dal|sinds|sedan|od|с|от|в|year|jahr"
                        r"|année|año|anno|год\w*|yıl\w*|ano|rok\w*|vuonna|built|opened|founded)\W{0,3}$")
# A lock's dial or wheels set to the value: it names the code as a code word does ("Drehrad auf 1-9-6-7").
_DIAL = re.compile(r"(?i)drehrad|zahlenr[aä]d|r[aä]dchen|dial|cadran|molette|draaiwiel|pokrętł|číselník|tárcs|ダイヤル"
                   r"|다이얼|转盘|轉盤")
_LOCKISH = frozenset(("lock", "safe", "combination", "gear", "compound"))


def _clause_start(shown: str, at: int, reach: int = 90) -> int:
    """Where the clause ending at `at` begins (at most `reach` characters back)."""
    low = max(0, at - reach)
    stops = [m.end() for m in _CLAUSE_START.finditer(shown, low, at)]
    return stops[-1] if stops else low


def _digits(value: str) -> str:
    """The value's digits only."""
    return "".join(c for c in value if c.isdigit())


def _value_ok(shown: str, start: int, end: int, value: str) -> bool:
    """3–8 digits, no counting or one digit over and over, no price, quantity, or year after a time word."""
    digits = _digits(value)
    if not 3 <= len(digits) <= 8 or counting(digits) or not digits.strip("0"):
        return False
    set_to = _VERB_FINAL.match(shown, end) is not None and _SET_TO.search(shown, max(0, start - 6), start) is not None
    if MONEY_AFTER.match(shown, end) or (quantity_after(shown, end) and not set_to) \
            or MONEY_BEFORE.search(shown, max(0, start - 16), start):
        return False
    if _YEAR.fullmatch(digits) and _TIME_WORD.search(shown, max(0, start - 16), start):
        return False
    return _CLOSED.match(shown, end) is not None


def _other_near(shown: str, low: int, start: int, end: int) -> bool:
    """A word of another sort of number in the label or in the rest of the value's line (40 characters)."""
    return other_before(shown, low, start) \
        or OTHER_NUMBER_WORDS.search(shown[end:end + 40].split("\n")[0]) is not None


def _labelled(label: str) -> bool:
    """A code word and what it opens in a label: a safe, an entry or building, a letterbox, an app or wallet; or a
    "secret number" phrase, which names a PIN by itself."""
    if SECRET_NUMBER_WORDS.search(label):
        return True
    sorts = lock_cues(label)
    code = bool(CODE_WORDS.search(label) or PIN_WORDS.search(label) or sorts & {"code", "compound"}
                or _DIAL.search(label))
    target = bool(SAFE_WORDS.search(label) or ENTRY_WORDS.search(label) or APP_WORDS.search(label)
                  or LOCK_WORDS.search(label) or GEAR_WORDS.search(label) or sorts & LOCK_TARGETS)
    return code and target


def _card_back(label: str) -> bool:
    """A card's back described ("the digits on the back of the card", "בגב הכרטיס") or its security code named with
    the card ("kod zabezpieczający karty"), no last digits or hotline."""
    back = BACK_WORDS.search(label)
    card = back is not None and (CARD_WORDS.search(label) is not None
                                 or _CARD_IN_BACK.search(back.group(0)) is not None)
    named = SECURITY_WORDS.search(label) is not None and CARD_WORDS.search(label) is not None   # "mã bảo mật thẻ"
    return (card or named) and not _CARD_PUBLIC.search(label)


def _code_word_last(label: str, shown: str, end: int) -> bool:
    """A code word ends the label ("… коды 2804"), or in a script without spaces the label's last phrase holds one and
    the value stands apart by spaces ("รหัสแอปธนาคารกสิกรของพ่อ 592013 อย่าบอกใคร")."""
    if CODE_WORDS.search(label.rstrip()[-12:] or " "):
        return True
    last = label.rstrip().rsplit(None, 1)[-1] if label.strip() else ""
    return bool(_UNSPACED.search(last) and CODE_WORDS.search(last)) and (end == len(shown) or shown[end].isspace())


def _label_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Values closing a label that names a code and what it opens, or a card's back digits."""
    for match in _VALUE.finditer(shown):
        start, end = match.span("v")
        value = match.group("v")
        if not _value_ok(shown, start, end, value):
            continue
        low = _clause_start(shown, start)
        label = shown[low:start]
        given = _GIVEN.search(label)
        if given is None and not _code_word_last(label, shown, end):
            continue   # neither "…: 2804" nor "… коды 2804"
        if len(label.split()) > 9:
            continue
        if _CHANGE.search(label) and not _CHANGED_TO.search(label):
            continue   # "code changed on 0412": a date
        safe_number = SAFE_WORDS.search(label) and _NUMBER_WORD.search(label) and len(_digits(value)) >= 4
        if (_labelled(label) or safe_number) and not _other_near(shown, low, start, end):
            yield "pin", (start, end)
        elif len(_digits(value)) in (3, 4) and _card_back(label) and value[0].isdigit() \
                and (given is not None or _UNSPACED.search(label.rstrip()[-1:] or " ")) \
                and not _other_near(DIGIT_WORDS.sub(lambda m: " " * len(m.group(0)), shown), low, start, end):
            yield "card security code", (start, end)   # "three digits on the back" names them; no other sort


# After a value that opens its clause: a dash, colon or copula, then the label ("0719 — шифра за улаз у зграду").
_AFTER = re.compile(r"(?i)[ \t]*(?:[:=\-–—→]|is|it'?s|ist|est|c'est|es|è|é|är|er|on|je|jest|е|је|është|ir|yra|da|dır"
                    r"|dir"
                    r"|это|είναι|ni|adalah|là|hai|है|waa|ithi)[ \t]+(?:(?:the|my|our|der|die|das|le|la|el|il|o|a|de|het"
                    r"|den|det|mein\w*|mon|ma|mi)[ \t]+)?")
# Codes that are rules or programs, not keys: building, dress, source, zip, area code.
_RULES = re.compile(r"(?i)building\s+codes?|bauordnung|dress\s+code|source\s+code|zip\s+code|area\s+code"
                    r"|country\s+code")
_LABEL_END = re.compile(r"[.!?。！？;؛।\n,(]")


def _named_after_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A value first, then a dash or copula and a label naming a code and what it opens ("4471 – kodi i hyrjes")."""
    for match in _VALUE.finditer(shown):
        start, end = match.span("v")
        head = _AFTER.match(shown, end)
        low = _clause_start(shown, start)
        if head is None or len(shown[low:start].split()) > 3:
            continue
        stop = _LABEL_END.search(shown, head.end(), head.end() + 60)
        label = shown[head.end():stop.start() if stop else head.end() + 60]
        digits = _digits(match.group("v"))
        if not 3 <= len(digits) <= 8 or counting(digits) or _YEAR.fullmatch(digits) \
                or MONEY_BEFORE.search(shown, max(0, start - 16), start) or _RULES.search(label) \
                or any(c.isdigit() for c in label) or OTHER_NUMBER_WORDS.search(label) \
                or OTHER_NUMBER_WORDS.search(shown, low, start):
            continue
        if _labelled(label) and CODE_WORDS.search(label[:30]):
            yield "pin", (start, end)


def _said_padlock_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Three or more digits said as words after a lock, safe or combination word and a dash or colon."""
    for run in digit_word_runs(shown, least=3):
        if counting(run.digits) or quantity_after(shown, run.end) or not _CLOSED.match(shown, run.end):
            continue
        low = _clause_start(shown, run.start, 120)
        label = shown[low:run.start]
        if not re.search(r"[:：\-–—=]\s*$", label) or _other_near(shown, low, run.start, run.end):
            continue
        sorts = lock_cues(label)
        lockish = bool(sorts & _LOCKISH or SAFE_WORDS.search(label) or LOCK_WORDS.search(label))
        coded = bool(CODE_WORDS.search(label) or PIN_WORDS.search(label))
        if lockish or _labelled(label) or (coded and len(run.digits) >= 4):
            yield "pin", (run.start, run.end)


def _keyed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A value keyed on a pad (a star or hash key after it), or typed to unlock a device ("unlock my kindle … 4590")."""
    blanked: str | None = None
    for match in _VALUE.finditer(shown):
        start, end = match.span("v")
        value = match.group("v")
        if not _value_ok(shown, start, end, value) or len(_digits(value)) < 4:
            continue
        low = _clause_start(shown, start, 160)
        before = shown[low:start]
        verb = _VERB_FINAL.match(shown, end)   # "Tuş takımı 64281 istiyor, sonra yıldız": the verb after the value
        if verb is not None and _KEY_TAIL.match(shown, verb.end()):   # the key after it is no other number
            if not _PHONE_MENU.search(before) and not OTHER_NUMBER_WORDS.search(shown, low, start):
                yield "pin", (start, end)
            continue
        if _KEY_TAIL.match(shown, end) and (_GIVEN.search(before) or _GIVE_VERB.search(before)):
            if not _PHONE_MENU.search(before) and not _other_near(shown, low, start, end):
                yield "pin", (start, end)
            continue
        if not _unlocked_device(shown, start) or not (_GIVE_VERB.search(before) or _GIVEN.search(before)):
            continue
        if blanked is None:   # the phone unlocked is no phone number: its words blanked, once per text
            blanked = DEVICE_WORDS.sub(lambda m: " " * len(m.group(0)), shown)
        if not _PHONE_MENU.search(blanked, low, start) and not _other_near(blanked, low, start, end):
            yield "pin", (start, end)


def _unlocked_device(shown: str, start: int) -> bool:
    """An unlocking word and a device within 90 characters before `start` ("Handy zu entsperren", "unlock my
    kindle")."""
    low = max(0, start - 90)
    return UNLOCK_WORDS.search(shown, low, start) is not None and DEVICE_WORDS.search(shown, low, start) is not None


# A value corrected in its clause ("nu e 27C, e 72C", "not 4471, it's 4417", "27C değil, 72C"): the second is the code.
_NEGATION = (r"not|isn'?t|nu\s+e|nu\s+este|nicht|kein|pas|n'est\s+pas|no\s+es|no\s+era|não\s+é|non\s+è|niet|nie\s+jest"
             r"|nie|не|ne|není|nem|δεν\s+είναι|tidak|bukan|không\s+phải")
_CORRECTED_VALUE = r"(?:\d{2,8}[A-Za-zА-Яа-я]?|[A-Za-zА-Яа-я]\d{2,8})(?![\w\-])"
_BUT = (r"(?:(?:it'?s|it\s+is|but|sondern|es\s+ist|mais|c'est|sino|es|mas|é|ma|è|maar|het\s+is|tylko|ale|а|но|e|je"
        r"|hanem|ci|ama|αλλά|tapi|melainkan|mà\s+là|là)\s+)?")
_CORRECTION = re.compile(
    rf"(?i)(?<![^\W\d_])(?:(?:{_NEGATION})\s+(?P<x>{_CORRECTED_VALUE})|(?P<y>{_CORRECTED_VALUE})\s+(?:değil|nahi|nahin|नहीं))"
    rf"\s*[,;—–\-]\s*{_BUT}(?P<v>{_CORRECTED_VALUE})")

_LONE_AM_PM = re.compile(r"(?i)(?<!\d)(?<!\d\s)(?<![^\W\d_])(?:am|pm)(?![^\W\d_])")


def _corrected_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The corrected value of a clause whose label names a code and what it opens."""
    for match in _CORRECTION.finditer(shown):
        value = match.group("v")
        digits = _digits(value)
        if len(digits) < (3 if value.isdigit() else 2) or counting(digits) or _YEAR.fullmatch(value):
            continue
        low = _clause_start(shown, match.start())
        label = shown[low:match.start()]
        # "am"/"pm" away from a digit is a word ("Am greșit codul …": Romanian "I got wrong"), not a clock time
        plain = _LONE_AM_PM.sub(lambda m: " " * len(m.group(0)), shown)
        if _labelled(label) and not _other_near(plain, low, match.start(), match.end()):
            yield "pin", match.span("v")


def code_world_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each value this stage reads in `shown` (the visible text, positions kept)."""
    if any(c.isdigit() for c in shown):
        yield from _label_spans(shown)
        yield from _named_after_spans(shown)
        yield from _keyed_spans(shown)
        yield from short_code_spans(shown)
        yield from described_code_spans(shown)   # "PIN = the year dad was born, 1986"
        yield from _corrected_spans(shown)
        yield from entry_code_spans(shown)   # "interfon: 27C apoi cheia"
        yield from glued_code_spans(shown)   # "iPIN yekhadi: 3 9 7 7", "numarası 4471'dir"
        yield from box_code_spans(shown)   # key boxes, lockers, gates and one-time codes keyed in parts or as turns
    yield from _said_padlock_spans(shown)
