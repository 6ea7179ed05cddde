"""A short code said out loud is a secret: dictated digit by digit, spelled in number words, or listed by a bank's name.

People pass a PIN, a lock's combination or a door's code on the way they would say it: "pinul … i l-am zis la telefon:
2-0-4-7", "kyçi i valixhes: 9-0-1", "pinkoade fan heit syn pas: 5 7 2 9", "lambar sirri ta katin Zenith - takwas biyu
sifiri shida". A word for a PIN, a secret number, a lock or its combination, or a door (inflected, in some thirty
languages) and, within 50 characters of it with no other digit on the way, three to eight single digits apart by one
kind of dash, dot or space, or a run of number words of one language, is such a code. A phone word on the way allows
no more than six digits (a phone number is longer); a word that makes the number something else (a helpline, a rule
"can't be", an example, an order, a flight, a bus, a room, a branch, a postcode, a count of digits) sets it aside.

A family's card PINs are also listed with no PIN word, after the bank's name ("Ամերիաբանկ — 4862, Ակբա — 7715, մամայի
քարտերը", "si nanay, 3691 daw yung sa Landbank"): a bank's name and a bare four-digit number within a few words of it
are a PIN when a relative or a word for cards stands in the text, and nothing near the number makes it an amount, a
year, a branch, a card's last digits, opening hours, a phone or an account number. Every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import ASCII_DIGITS
from .secret_digit_words import digit_word_runs
from .secret_shapes import MONEY_AFTER, MONEY_BEFORE

_W, _E = r"(?<![^\W\d_])", r"(?![^\W\d_])"

# A PIN or a secret number, with the inflections seen in the wild (Romanian pinul, Frisian pinkoade, Kurmanji pinê).
_PIN = (r"pin|pins|pinul|pinului|pin-?ul|pinu|pina|pinas|pinen|pinet|pinê|pini|pinin|pin'?i|pinkoade|pinkode|pinkod"
        r"|pin-?kod\w{0,3}|pin-?code|pincode|pinnummer|pin-?nummer|pin-?nr|pin-?numara\w{0,3}|nip"
        r"|пин(?:а|у|ом|е|ы|ов|-?код\w{0,2})?|пін(?:а|у|ом|і|и|ів|-?код\w{0,2})?"
        r"|პინ\w{0,3}|պին\w{0,3}|ፒን|पिन|পিন|پن|پین|رمز\w{0,3}|الرمز|الرقم\s+السري|رقم\s+سري|کد"
        r"|lambar\s+sirri|lamba\s+sirri|namba\s+ya\s+siri|nambari\s+ya\s+siri|nọ́mbà\s+àṣírí|nomba\s+asiri"
        r"|geheimzahl|geheimnummer|geheimcode|code\s+secret|code\s+confidentiel|número\s+secreto|numero\s+segreto"
        r"|código\s+secreto|codice\s+segreto|tajny\s+kod|секретн\w{0,3}\s+код\w{0,2}|gizli\s+(?:numara|kod)\w{0,3}"
        r"|mã\s+(?:pin|bí\s+mật)|nomor\s+rahasia|kode\s+rahasia|helu\s+huna|helu\s+pin|passcode"
        r"|secret\s+(?:code|number)|şifre\w{0,3}|sifre\w{0,3}|шифр\w{0,2}|κωδικ\w{0,3}|[הובלמש]?(?:קוד|פין"
        r"|סיסמ\w{0,2})|pin-?kód\w{0,3}"
        r"|lambarka\s+sirta|பின்|పిన్|ಪಿನ್|പിൻ|પિન|ਪਿੰਨ"
        # a card: what follows a card's word dictated is its PIN (a card number is longer than eight digits)
        r"|card|kart\w{0,4}|karte\w{0,2}|carte|tarjeta|cartão|karty|карт\w{0,4}|քարտ\w{0,4}|ბარათ\w{0,4}"
        r"|بطاق\w{0,3}|کارت|kadi|katin|kartu|thẻ|บัตร")
# A lock, a padlock or its combination, and what it locks when that names it ("kyçi i valixhes").
_LOCK = (r"combination|combo|kombination|combinaison|combinación|combinazione|combinação|combinatie|kombinacj\w{0,2}"
         r"|комбинаци\w{0,2}|kombinasyon\w{0,3}|kombinasi|kombinasyon|kombinace|kombinációj?\w{0,2}|combinați\w{0,3}"
         r"|padlock|luggage\s+lock|suitcase\s+lock|bike\s+lock|lock\s+code|lock|zahlenschloss|kofferschloss"
         r"|fahrradschloss|schloss|cadenas|candado|lucchetto|cadeado|kłódk\w{0,2}|замок|замка|замочк\w{0,2}"
         r"|kilit\w{0,3}|kilid\w{0,3}|kyç\w{0,2}|dryn\w{0,2}|lacăt\w{0,3}|lakat\w{0,2}|zár\w{0,2}|lukko\w{0,2}|lukon"
         r"|\w{0,10}lås(?:et|en)?|hangslot|fietsslot|kandado|kufuli|makull\w{0,2}|gembok|khóa\s+số|قفل\w{0,2}"
         r"|[הובלמש]?מנעול|ताला|তালা|قفل")
# A door or a gate, whose code is said digit by digit (never a house number, which is said whole).
_DOOR = (r"door|doors|tür|türe|porte|puerta|porta|portão|portón|portail|cancello|deur|doar|drzwi|двер\w{0,2}"
         r"|kapı\w{0,3}|dera|derës|ușa|ușii|poart\w{0,3}|ajtó\w{0,2}|ovi|dør\w{0,2}|dörr\w{0,2}|gate|tor|brama"
         r"|ворот\w{0,2}|باب|[הובלמש]?דלת|दरवाज\w{0,2}|দরজা|cửa|pintu|mlango|ƙofa|kofa|ilẹkun|pinto|puka(?:\s+hale)?")
# Scripts written without spaces (and Korean, whose particles cling): their words are read with no word boundary.
_UNSPACED = (r"卡|カード|카드|锁|鎖|密码|密碼|暗証番号|暗証|南京錠|ダイヤル錠|门禁|門|ドア|자물쇠|비밀번호|비번|핀\s?번호|현관문"
             r"|รหัส|กุญแจ|ประตู")
_CODE_WORD = re.compile(rf"(?i){_W}(?:{_PIN}|{_LOCK}|{_DOOR}){_E}|{_UNSPACED}")
_DOOR_WORD = re.compile(rf"(?i)(?:{_DOOR})|门|門|ドア|ประตู|현관문")
# A number word between a door's word and its value: "Door No: 1-2-3, Banjara Hills" is an address (Hawaiian "helu"
# is no such word: "ka helu o ka puka hale: 1 9 5 9" is the door's code).
_HOUSE_NUMBER = re.compile(
    r"(?i)(?<![^\W\d_])(?:no|nr|number|numéro|número|numero|nummer|numer|номер|numara)(?![^\W\d_])|#|№")
# Between the word and the value: words that make the number something else than the code.
_ASIDE = re.compile(
    r"(?i)(?<![^\W\d_])(?:can'?t|cannot|must\s*n[o']t|never|nie\s+mo|darf\s+nicht|ne\s+peut|no\s+puede|example"
    r"|e\.g\.|z\.\s?b\.|ejemplo|exemple|esempio|beispiel|such\s+as|like\s+\W|default|werkseinstellung|usine|fábrica"
    r"|hotline|helpline|\bline\b|customer|service|support|order|booking|reference|tracking|flight|vuelo|flug|vol\b"
    r"|bus\b|route|tram|room"
    r"|zimmer|chambre|branch|sucursal|filiale|agencia|postal|postcode|zip|area\s+code|digits|ziffern|chiffres|dígitos"
    r"|cifre|cyfr|цифр|hane|number\s+of|anzahl|reset|zurücksetz|réinitialis|score|match|spiel|partido|won\b|lost\b"
    r"|pad|reader|terminal|firmware|version|update|release|model|extension|ext\.|height|width|wide|tall|high|distance"
    r"|aufstellung|formation|formaci[óo]n|formazione|forma[çc][ãa]o|line-?up|taktik|tactic\w*"
    r"|call\s+(?:[^\W\d_]+\s+){0,3}(?:on|at)|dial|ring\s+(?:[^\W\d_]+\s+){0,3}on|anrufen\s+unter|unter\s+der\s+nummer"
    r"|appeler\s+au|llam(?:ar|a|e)\s+al|ligar\s+para"
    r"|away|weigh\w*|まで|から|高さ|幅|距离|高度|높이|거리|ความสูง|apartment|apt\b|floor|etage|piso\b|stock|street|straße"
    r"|rue\b|calle|house\s+number|hausnummer|ending|ends|last|letzten|endet|últimos|termina\w*|derniers|finissant"
    r"|huling|expir\w*|valid|gültig|vence\w*)")
_PHONE = re.compile(r"(?i)phone|tel\b|telefon\w*|téléphone|teléfono|telefone|telefono|телефон\w*|هاتف|تلفن|טלפון|फ़?ोन"
                    r"|simu|waya|selpon|hotline|helpline|call|ring|anrufen|appeler|llamar|cellphone|mobile|handy"
                    r"|celular|móvil|portable")
# A number's scale or joining word: "two thousand and twenty" is a number said whole, not digit by digit.
_SCALE = re.compile(r"(?i)(?<![^\W\d_])(?:and|hundred|thousand|tausend|hundert|und|mille|cents?|et|mil|ciento|cien|y|e"
                    r"|mila|cento|duizend|honderd|en|tysiąc\w*|sto|тысяч\w*|сто|сот\w*|и|bin|yüz|ribu|ratus|elfu|mia"
                    r"|na)(?![^\W\d_])|千|百|万|천|백|만")
# Three to eight single digits apart by one kind of separator: "2-0-4-7", "5 7 2 9", "9.0.1" (not "2-0" or a date);
# apart by commas, four at least ("2, 0, 4, 7": "doors 1, 2, 3" is a list).
_SPELT = re.compile(
    r"(?<![\w.,/:+\-])\d(?:(?P<sep>\s?[\-–.·]\s?| )\d(?:(?P=sep)\d){1,6}|(?P<comma>,\s?)\d(?:(?P=comma)\d){2,6})"
    r"(?![\w%/:]|[.,\-–]\d|\s?\d)")
# A list going on ("doors 1, 2, 3, 4 and 5"), a time ("opens at 7 1 5"), a unit or an amount just after ("1 2 0
# minutes", "1 9 9 pesos"): no code.
_TIME_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:at|um|à|a\s+las|alle|om|kl|klo|saat|в|о|opens?|closes?|until|bis)\W{0,2}$")
_AFTER_BAD = re.compile(r"(?i),?\s*(?:and|or|und|oder|et|ou|y|o|e|i|и|или|ve|veya|&)\s+\d(?![\s\-.,·]?\d)"
                        r"|\s*(?:%|[x×]\b|°|km\b|kg\b|min\b|h\b|pm\b|am\b|uhr|o'?clock|minut\w*|hours?|stunden|heures"
                        r"|horas|dram\w*|դրամ|֏|amd\b|lek[ëe]?\b|piso\b|php\b|tenge|sum\b|manat|mm\b|cm\b|m\b"
                        r"|met(?:er|re)s?\b|inch\w*|feet|ft\b|lbs?\b"
                        r"|メートル|センチ|ミリ|キロ|米|厘米|毫米|公里|公斤|미터|센티|킬로|เมตร|ซม|กม|กก)")
# A street word just after the number, perhaps past the street's name: a house number in an address.
_ADDRESS_AFTER = re.compile(r"(?i)[ ,]{0,2}(?:[^\W\d_]+[ \-]){0,2}(?:st\b|street|ave\b|avenue|road|rd\b|drive|lane|blvd"
                            r"|straße|strasse|str\.|gasse|weg\b|rue\b|calle|avenida|rua\b|via\b|ulica|улиц\w*|sokak\w*"
                            r"|cadde\w*|jalan|jl\.|kalye|barangay)")
# Travel words before a gate's or a door's number: a boarding gate, a flight, not a code.
_TRAVEL = re.compile(r"(?i)flight|boarding|airport|terminal|departure|vuelo|flug|\bvol\b|aeropuerto|flughafen|aéroport"
                     r"|aeroporto|рейс|uçuş|航班|登机|탑승")


def _value_spans(text: str, start: int, stop: int) -> Iterator[tuple[int, int, int]]:
    """(start, end, digit count) of each digit-by-digit or number-word value beginning in text[start:stop]."""
    for spelt in _SPELT.finditer(text, start, min(len(text), stop + 30)):
        if spelt.start() < stop:
            yield spelt.start(), spelt.end(), sum(c.isdigit() for c in spelt.group(0))
    for run in digit_word_runs(text[:stop + 80], least=3, years=True):
        words = [w for w in re.split(r"[\s,，、\-‐–—·.;/]+", text[run.start:run.end]) if w]
        # digit by digit: "ten forty" is a time, "two thousand and twenty" a number said whole
        one_each = (len(words) == len(run.digits) or len(words) == 1) and not _SCALE.search(text, run.start, run.end)
        if start <= run.start < stop and len(run.digits) <= 8 and one_each:
            yield run.start, run.end, len(run.digits)


def _set_aside(text: str, word: re.Match[str], start: int, end: int, digits: int) -> bool:
    """Whether the value after `word` is some other number: a rule, a time, an amount, a measure, an address, a phone
    number, or a door's or gate's number in an address or at an airport."""
    gap = text[word.end():start]
    if any(c.isdigit() for c in gap) or _ASIDE.search(gap) or _TIME_BEFORE.search(gap) or _AFTER_BAD.match(text, end) \
            or _ADDRESS_AFTER.match(text, end) or MONEY_AFTER.match(text, end) \
            or MONEY_BEFORE.search(text, max(0, start - 12), start):
        return True
    if digits > 6 and _PHONE.search(text, max(0, word.start() - 40), start):
        return True
    door = _DOOR_WORD.fullmatch(word.group(0)) is not None
    travel = _TRAVEL.search(text, max(0, word.start() - 60), start) is not None
    return door and (_HOUSE_NUMBER.search(gap) is not None or travel)


def _dictated_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A code word and, within 50 characters and no other digit, a value dictated digit by digit or in number words."""
    text = shown.translate(ASCII_DIGITS)
    for word in _CODE_WORD.finditer(text):
        line_end = text.find("\n", word.end())
        stop = min(word.end() + 50, len(text) if line_end < 0 else line_end)
        for start, end, digits in _value_spans(text, word.end(), stop):
            if not _set_aside(text, word, start, end, digits):
                yield "pin", (start, end)
            break


# A bank by its name: a word with a bank word in it ("Landbank", "Ամերիաբանկ", "Sparkasse"), or a bank word alone.
_BANK = re.compile(
    r"(?i)(?<![^\W\d_])(?:\w{0,16}bank\w{0,3}|banco\w{0,2}|banque|banca|sparkasse|volksbank|raiffeisen"
    r"|\w{0,16}банк\w{0,3}|\w{0,16}բանկ\w{0,3}|بنك|بانک|بینک|ব্যাংক|बैंक|benki|banki|ngân\s+hàng|ธนาคาร|銀行|银行|은행"
    # retail banks known by a name with no bank word in it (none that is also a common word)
    r"|barclays|lloyds|natwest|santander|bbva|itaú|itau|bradesco|nubank|caixa|sabadell|bankinter|unicredit|intesa"
    r"|commerzbank|postbank|rabobank|abn\s+amro|tinkoff|тинькофф|сбер|втб|альфа|monobank|privatbank|приват|kaspi|halyk"
    r"|ziraat|garanti|akbank|halkbank|vakıfbank|yapı\s+kredi|acba|ակբա|ameria|ардшин|ardshin|metrobank|landbank|bdo|bpi"
    r"|unionbank|maybank|cimb|mandiri|vietcombank|techcombank|agribank|kasikorn|krungthai|shinhan|woori|mizuho|mufg"
    r"|icici|hdfc|kotak|sbi|meezan|zenith|gtbank|gtb|ecobank|absa|capitec|nedbank|crdb|nmb|kcb|revolut|monzo|n26"
    r"|desjardins|scotiabank|westpac|commbank|anz)(?![^\W\d_])")
# A relative whose cards these are, or a word for cards or PINs (without which a number by a bank is anything).
_WHOSE = re.compile(
    r"(?i)(?<![^\W\d_])(?:mum|mom|mama\w{0,3}|mamá|mamy|mother\w{0,2}|dad|papa\w{0,3}|papá|father\w{0,2}"
    r"|nanay|inay|tatay|itay|lola|lolo|kuya|grandma|grandpa|granny|wife|husband|mutter|vater|oma|opa|mère|père"
    r"|madre|padre|abuel[ao]|mãe|pai|avó|avô|nonn[ao]|мам\w{0,3}|пап\w{0,3}|бабушк\w{0,2}|дедушк\w{0,2}|մամ\w{0,4}"
    r"|պապ\w{0,4}|հայր\w{0,3}|մայր\w{0,3}|anne\w{0,3}|babam|baba|ibu|ayah|bapak|mẹ|bố|ba\s+má|mzee|heit|mem"
    r"|مامان|بابا|أمي|ابي|أبي|ماما|امی|ابو|माँ|मां|पापा|মা|বাবা|妈妈|媽媽|爸爸|엄마|아빠|母|父"
    r"|cards?|kártyá\w{0,3}|karte\w{0,2}|cartes|tarjetas|cartões|carte|kort\w{0,3}|kaart\w{0,3}|karty|karta|карт\w{0,3}"
    r"|քարտ\w{0,4}|kartu|kad|kadi|katin|kart\w{0,4}|بطاقات|بطاقة|کارت\w{0,3}|卡|카드|pins?)(?![^\W\d_])")
_FOUR = re.compile(r"(?<![\w.,/:+\-#№])(?<!\d\s)\d{4}(?![\w%/:]|[.,:\-–]\d|\s?\d)")
_BANK_ASIDE = re.compile(
    r"(?i)(?<![^\W\d_])(?:since|from|seit|depuis|desde|mula|noong|year|jahr|año|taon|open|opens|hours|geöffnet|ouvert"
    r"|abierto|bukas|until|bis\b|till|branch|sucursal|filiale|agencia|agence|sangay|отделени\w*|մասնաճյուղ\w*|ending"
    r"|ends"
    r"|last\s+(?:four|4)|endet|termina\w*|finissant|huling|xxxx|\*{2,}|account|acct|konto|compte|cuenta|conta|счёт|счет"
    r"|հաշիվ\w*|number|no\.|nr\.?|№|#|phone|tel\b|telefon\w*|waya\w*|simu|selpon|hotline|call|tawag|swift|bic"
    r"|routing|iban|interest|rate|loan|utang|deposit|withdr\w*|balance|embassy|passport|application|appointment|saldo"
    r"|transfer\w*|bayad|paid|pay\b|fee|bus|route|flight|street|ave\b|avenue|road|kalye|zip|postal|floor|room|km\b"
    r"|expir\w*|exp\b|valid|savings|ipon|ahorros?|ersparn\w*|épargne"
    r"|atms|branches|nationwide|bank\s+code|branch\s+code|sort\s+code|sangay|meter|minutes|mins?\b|am\b|pm\b|uhr"
    r"|n\.n\.|h\b)")


def _bank_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A bare four-digit number a few words from a bank's name, in a text that names a relative or cards."""
    if not _WHOSE.search(shown):
        return
    text = shown.translate(ASCII_DIGITS)
    banks = list(_BANK.finditer(text))
    if not banks:
        return
    for value in _FOUR.finditer(text):
        near = [b for b in banks if -30 <= value.start() - b.end() <= 30 and -30 <= b.start() - value.end() <= 30]
        if not near or re.fullmatch(r"(?:19[5-9]|20[0-4])\d", value.group(0)):
            continue
        low = min(b.start() for b in near + [value])
        high = max(b.end() for b in near + [value])
        around = text[max(0, low - 20):min(len(text), high + 20)]
        if _BANK_ASIDE.search(around) or MONEY_AFTER.match(text, value.end()) or _AFTER_BAD.match(text, value.end()) \
                or MONEY_BEFORE.search(text, max(0, value.start() - 12), value.start()):
            continue
        yield "pin", value.span()


def spoken_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each code said out loud in the visible, masked text `shown` (see the module's docstring)."""
    yield from _dictated_spans(shown)
    yield from _bank_spans(shown)
