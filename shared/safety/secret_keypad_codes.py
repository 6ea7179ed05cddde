"""Door codes named by what opens with them, and year-shaped PINs an inflected PIN word governs.

Two readers, each additive to the code-word rules (a stairwell's code with a letter glued on is read by the concept
rules, its stairwell words in `secret_concepts.THINGS`):
- opened: "garasjeporten åpnes med 7734 på tastaturet", "la puerta del garaje se abre con 7734", "garaj kapısı 7734
  ile açılıyor", "гаражные ворота открываются 7734 на клавиатуре", "गैराज का दरवाज़ा कीपैड पर 7734 से खुलता है". A door,
  gate, garage or barrier must be named in the value's clause, and the value must be what opens it: an opening verb
  (and its instrument preposition) right before the value, an opening verb right after it where the verb comes last,
  a typing verb before it with a door or keypad as its target ("punch 7734 on the pad by the door") or an opening
  verb in the clause, or a keypad word right beside it with an opening or typing verb in the clause. The value is
  four to eight digits (three with # or *), not counting, not a time or a year after a time word, no price, unit or
  word of another sort of number (model, price, phone, floor, year …) near it: a keypad's model, price or battery, a
  building's number or year of construction give none.
- year PIN: "pinul de la cardul BT al bunicii 1942", "PIN-а е 1942", "PIN-koden till mormors kort 1942": a PIN word
  (inflected: pinul, PIN-а, PIN'i, pinu, PIN-koden), then only card, bank, relative, possessive and small words, then
  four to six digits closing the clause (a bare code word counts only with a card word between: "код от бабушкиной
  карты 1942"); a year after a time word ("changed in 2019", "din 1942") gives none, and a PIN word with no value
  ("PIN'i değişti") none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import fold_confusables
from .secret_code_words_world import CARD_WORDS, CODE_WORDS
from .secret_concept_patterns import words
from .secret_concept_rules import guarded
from .secret_concepts import PIN_HEADS
from .secret_cues import YEAR_BEFORE, quantity_after
from .secret_digits import OTHER_NUMBER_WORDS, PIN_WORDS, counting
from .secret_lexicon import KEEP_OPEN
from .secret_public_numbers import OPENED_WITH
from .secret_public_words import PERSONAL
from .secret_shapes import HHMM, MONEY_AFTER, MONEY_BEFORE, TIME_BEFORE

_END = r"[^\W\d_]{0,6}"   # an inflection or a definite ending ("porten", "vārtus", "ворота", "kapısı")
_UNSPACED = r"\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"


def _spaced(words: str) -> str:
    """`words` ('@' an ending) between letter boundaries."""
    return rf"(?<![^\W\d_])(?:{words.replace('@', _END)})(?![^\W\d_])"


# Doors, gates, garages and barriers, by language (compounds with their garage or yard part spelled out).
_DOOR = re.compile("(?i)" + _spaced(
    r"doors?|gates?|garages?|barrier@|shutter@|entrance@|tür@|tor|tore|tores|tors|garagentor@|hoftor@|gartentor@"
    r"|haustür@|wohnungstür@|eingangstür@|kellertür@|hintertür@|gartentür@|garagentür@|hoftür@|zimmertür@"
    r"|einfahrt@|einfahrtstor@|schranke@|pforte@|porte@|portail@|portillon@|barrière@|puerta@|port[oó]n|portones"
    r"|garaje@|cancela@|barrera@|verja@|portal@|porta@|port[ãa]o|portões|garagem|portone@|cancell@|sbarra@|deur@"
    r"|poort@|hek|hekje"
    r"|garagedeur@|garagepoort@|slagboom@|dörr@|port|porten|portar@|porter|portene|grind@|garageport@|garaget|bommen"
    r"|dør@|garasje@|garasjeport@|låge@|hurð@|hlið@|bílskúr@|bílskúrshurð@|ovi|oven|ovesta|ovet|portti@|portin"
    r"|autotalli@|puomi@|uks|ukse@|värav@|garaaž@|garaaživärav@|durvis|durvju|vārti|vārtus|vārtu|garāž@|durys|durų"
    r"|duris|vartai|vartų|vartus|garaž@|drzwi|bram@|furtk@|garaż@|szlaban@|dveř@|dvere|dverí|vrat@|brán@|brank@"
    r"|garáž@|závor@|ajtó@|kapu@|garázs@|garázskapu@|sorompó@|u[șş][ăa]|u[șş]a|u[șş]ii|poart[ăa]|poarta|por[țţ]ii"
    r"|garaj@|barier@|vrata|vratima|kapij@|rampa|rampu|врата@|капиј@|порта|портата|портите|капия|капията|гараж@|бариер@|двер@|ворот@|калитк@|шлагбаум@"
    r"|двері|хвіртк@|брам@|πόρτ@|καγκελόπορτ@|γκαραζόπορτ@|γκαράζ|μπάρα|kap[ıi]@|bariyer@|otopark@"
    r"|(?:ال)?باب|(?:ال)?بوابة|(?:ال)?كراج|(?:ال)?جراج|(?:ال)?مرآب|(?:ال)?حاجز|درب|پارکینگ|گاراژ|راهبند|دروازہ|دروازے"
    r"|گیراج|گیٹ|दरवाज़ा|दरवाजा|दरवाज़े|दरवाजे|गेट|गैराज|गेराज|দরজা@|গেট@|গ্যারেজ@|pintu|gerbang|pagar|garasi|palang"
    r"|cửa|cổng|gara|nhà\s+xe|mlango|lango|geti|gereji|darwaz@|darvaz@")
    + r"|[הלבמוש]{0,2}(?:דלת|שער|חניה|חניון|מחסום)|ドア|門|ゲート|ガレージ|シャッター|玄関|車庫|门|大门|车库|道闸|闸门"
    r"|대문|차고|게이트|현관|차단기|셔터|ประตู|โรงรถ|ไม้กั้น")
# Opening verbs, by language (a door "opens", "åpnes", "se abre", "açılıyor", "खुलता है", "열려요").
_OPEN_VERB = (
    r"open(?:s|ed)?|unlock(?:s|ed)?|öffne[tn]?|geht\s+auf|aufmachen|entriegel\w*|ouvr\w*|s['’]ouvre\w*|abre[n]?|abrir"
    r"|apr[eo]\w*|aprire|opent|gaa[tn]\s+open|öppna[sr]?|går\s+upp|åpne[sr]?|går\s+opp|åbne[sr]?|går\s+op|opna\w*"
    r"|aukeaa|aukee|avautuu|avataan|avaneb|avanevad|avatakse|atveras|atver|atsidaro|atidarom\w*|otwiera\w*|otworzysz"
    r"|otevír\w*|otevře\w*|otvár\w*|otvor\w*|nyílik|nyitható|nyitja|deschid\w*|otvara\w*|odpr\w*|отваря\w*|отвара\w*"
    r"|открыва\w*|откроет\w*|отпира\w*|відкрива\w*|відчиня\w*|ανοίγ\w*|açıl\w*|açıyor|açar|נפתח\w*|פותח\w*"
    r"|[يت]فتح|[يت]ُفتح|باز\s*می\S*|کھل\w*|खुल\w*|khul\w*|khol\w*|খোলে|খুল\w*|(?:ter|di)?buka|membuka|mở"
    r"|\w{0,4}funguk\w*|(?:hu)?fungu\w*|kufungua|lifts?|rises?|goes\s+up|hebt\s+sich|se\s+l[èe]ve|sube|levanta"
    r"|si\s+alza|開く|開き|開け|開錠|解錠|あく|打开|打開|开门|開門|就开|就開|열려|열립|열어|열림|열린|열면"
    r"|เปิด(?:ได้)?(?:ด้วย)?")
_OPEN = re.compile(rf"(?i)(?<![^\W\d_{_UNSPACED}])(?:{_OPEN_VERB})(?![^\W\d_{_UNSPACED}])")
# Typing verbs: "type", "punch in", "tast", "tippe", "marca", "wpisz", "набери", "tuşla", "押す", "누르".
_TYPE_WORDS = (
    r"(?<![^\W\d_])(?:type|enter|punch(?:\s+in)?|key\s+in|dial|tast\w*|tippe\w*|eintippen|eingeben|tape[rz]?|tapez"
    r"|compose[rz]?|marca\w*|teclea\w*|digit\w*|toets\w*|knappa\w*|slå|näppäile\w*|wpis\w*|zadej\w*|zadaj\w*|beüt\w*"
    r"|tastea\w*|tastezi|ukucaj\w*|укуцај\w*|набер\w*|набира\w*|введи\w*|въведи\w*|натисн\w*|πληκτρολόγ\w*|tuşla\w*"
    r"|הקש\w*|הקלד\w*|اكتب|أدخل|ادخل|بزن\w*|وارد|दबा\w*|डाल\w*|টিপ\w*|ketik|masukkan|tekan|nhập|bấm|bonyeza|weka"
    r"|press|hit|drück\w*|appuie\w*|pulsa\w*|premi\w*|aperte|druk\w*|tryck\w*|trykk\w*|paina\w*|naciśnij|stiskn\w*"
    r"|nyomd?|apas\w*|apeș\w*|нажм\w*|pritisn\w*|bas|basın|basarak|tuşlayınca|tuşlayıp)"
    r"(?![^\W\d_])|押す|押して|押すと|入力|按|输入|輸入|누르|입력|กด")
_TYPE = re.compile(rf"(?i){_TYPE_WORDS}")
# Keypads: "keypad", "Tastenfeld", "tastaturet", "klávesnici", "клавиатуре", "tuş takımında", "لوحة المفاتيح", "キーパッド".
_KEYPAD = re.compile("(?i)" + _spaced(
    r"keypad@|key\s+pad@|number\s+pad@|code\s+pad@|tastenfeld@|zifferntastatur@|codetastatur@|ziffernfeld@|tastatur@"
    r"|digicode@|clavier@|teclado@|tastierino@|tastiera@|toetsenbord@|klavier@|knappsats@|kodpanel@|näppäimistö@"
    r"|klaviatuur@|tastatūr@|klaviatūr@|klawiatur@|klávesnic@|billentyűzet@|tastatur[ăa]|tipkovnic@|тастатур@"
    r"|клавиатур@|клавіатур@|πληκτρολόγι@|tuş\s+takım@|takkaborð@|lyklaborð@|(?:ال)?لوحة\s+(?:ال)?(?:مفاتيح|أرقام)"
    r"|صفحه\s*کلید|کی\s?پیڈ|कीपैड|की-पैड|কি-?প্যাড@|কী-?প্যাড@|papan\s+kekunci|bàn\s+phím|kibodi|kibao")
    + r"|לוח\s+(?:ה)?מקשים|מקלדת|キーパッド|テンキー|键盘|鍵盤|키패드|แป้นกด|แป้นตัวเลข")
# What may stand between an opening or typing verb and its value: an instrument preposition, an article, a code word.
_BETWEEN = (r"with|using|by|typing|entering|the|a|code|med|mit|man|sich|dem|der|den|die|avec|en|tapant|le|la|l['’]"
            r"|con|com|el|il|lo|o|met|de|het|cu|sa|s|se|z|ze|su|ar|ja|sie|się|с|со|със|са|се|ся|кодом|με|το|ile|עם"
            r"|ב|بـ|ب|با"
            r"|dengan|pakai|pake|kode|bằng|mã|kwa|neno|koodilla|koodiga|kodu|kodem|kódem|kóddal|codul|codului"
            r"|codigo|código"
            r"|codice|kod|kód|kood|koden|koodi|код|κωδικό|kodu\w*|رمز|קוד")
_OPEN_BEFORE = re.compile(rf"(?i)(?<![^\W\d_{_UNSPACED}])(?:{_OPEN_VERB})(?:\s+(?:{_BETWEEN})){{0,3}}\s*[:\-–]?\s*$")
_TYPE_BEFORE = re.compile(rf"(?i)(?:{_TYPE_WORDS})(?:\s+(?:{_BETWEEN})){{0,3}}\s*[:\-–]?\s*$")
# Where a typed value goes: a door, gate or keypad after a preposition ("… on the pad by the door", "at the gate").
_PAD = r"pad|panel\w*|panneau|boîtier|bedienfeld|pannello|painel|paneel|панел\w*"
_AT_DEVICE = re.compile(
    rf"(?i)\s*(?:on|at|into|in|by|auf|am|an|ins|sur|à|au|en|no|na|nel|sul|al|op|aan|bij|på|ved|vid|przy|u|у|на|в|στο"
    rf"|στην|σε)\s+(?:[^\W\d_]+\s+){{0,2}}?(?:{_DOOR.pattern[4:]}|{_KEYPAD.pattern[4:]}"
    rf"|(?<![^\W\d_])(?:{_PAD})(?![^\W\d_]))")
# A typed value closing its clause or its part ("… when you enter 7734", "type 7734 and press #").
_TYPED_END = re.compile(r"\s*(?:$|[,;.!?)\n]|(?:and|then|und|dann|et|puis|y|e|og|och|en|i|и|ve)(?![^\W\d_]))")
# A verb that comes after its value, after a postposition ("7734 ile açılıyor", "7734 से खुलता", "7734を押すと開く") or
# alone where the verb ends the clause (Turkish, Indic, Persian, Japanese, Korean: "7734 tuşlayınca", "7734 누르면").
_POSTPOSITION = (r"ile|['’]?(?:le|la|yle|yla)|से|سے|দিয়ে|দিয়ে|で|を|으로|로|을|를|-?(?:gyel|vel|val|el|al|lel|tel)"
                 r"|[:\-]?(?:llä|lla|ga|iga)|就|然后|ด้วย")
_VERB_LAST = (r"açıl\w*|tuşla\w*|gir(?:in|iniz|ince|ip)?(?![^\W\d_])|खुल\w*|दबा\w*|डाल\w*|کھل\w*|دبا\w*|খোল\w*"
              r"|খুল\w*|টিপ\w*|باز\s*می\S*|بزن\w*"
              r"|押す|押して|押すと|入力|開\w*|開く|열\w*|누르\w*|눌러|입력|nyíl\w*|aukea\w*|avautuu")
_GOV_AFTER = re.compile(rf"(?i)\s*(?:(?:{_POSTPOSITION})\s*(?:{_OPEN_VERB}|{_TYPE_WORDS})|(?:{_VERB_LAST})"
                        r"|se\s+(?:khul|khol)\w*)")   # romanised Hindi and Urdu: "gate 1986 se khulta hai"
# A keypad word next to the value, maybe after a preposition ("7734 på tastaturet", "на клавиатуре … 7734").
_NEAR = 32
# Letters of scripts without spaces may touch the value ("按7734就开", "キーパッドで7734を押すと開く").
_VALUE = re.compile(rf"(?<![\d_.,/+\-#*:])(?<![^\W\d_{_UNSPACED}])(?P<v>[#*]?\d{{3,8}}[#*]?)"
                    rf"(?:[\-'’:][^\W\d_]{{1,5}})?(?![^\W{_UNSPACED}]|[/%°]|[.,:]\d)")
# A unit written as a symbol after the number ("a 1200 W motor", "7734 N", "2000 mAh"): a rating, not a code.
_UNIT_AFTER = re.compile(r"\s?(?:[WVNA]|kW|kN|Nm|mAh|Ah|lbs?|kg|cm|mm|rpm|hp|PS)(?![^\W\d_])")
# Parts of the day and o'clock words (Hindi and Urdu, romanised or not): an HHMM value beside one is a time.
_DAYTIME = re.compile(r"(?i)(?<![^\W\d_])(?:subah|subha|sube|shaam|sham|raat|dopahar|baje|bje|सुबह|शाम|रात|दोपहर|बजे"
                      r"|صبح|شام|رات|بجے)(?![^\W\d_])")
_GLUED_CASE = re.compile(r"[\-'’:][^\W\d_]{1,5}(?![^\W\d_])")
_YEAR_BEFORE = YEAR_BEFORE | frozenset("by from until till bis ab dès à partir desde hasta fino dal".split())
_CLAUSE_STOP = re.compile(r"[.!?;。！？\n]")


def _clause(shown: str, start: int, end: int) -> tuple[int, int]:
    """The clause around start:end (sentence ends, semicolons and lines bound it; 120 characters each way at most)."""
    low = max(0, start - 120)
    stops = [m.end() for m in _CLAUSE_STOP.finditer(shown, low, start)]
    stop = _CLAUSE_STOP.search(shown, end, min(len(shown), end + 120))
    return (stops[-1] if stops else low), (stop.start() if stop else min(len(shown), end + 120))


def _plain_value(shown: str, start: int, end: int, value: str, low: int, high: int, governed: bool) -> bool:
    """A code's shape and no price, unit, time, year after a time word, or word of another number around it; a time
    preposition before the value counts only where no opening verb governs it ("se otvarя с 7734") or the value
    reads as a time ("открываются с 0700")."""
    digits = "".join(c for c in value if c.isdigit())
    keyed = any(c in "#*" for c in value)
    if not (4 <= len(digits) <= 8 or (len(digits) == 3 and keyed)) or counting(digits):
        return False
    before = shown[max(low, start - 16):start]
    if HHMM.fullmatch(digits) and _DAYTIME.search(shown, low, high):
        return False   # "darwaza subah 0600 se khulta hai": opening hours
    if OPENED_WITH.search(shown, max(low, start - 40), start):
        before = ""   # "вратата отваря с 1942": "с" is "with", no time or year preposition
    if MONEY_BEFORE.search(before) or MONEY_AFTER.match(shown, end) or quantity_after(shown, end) \
            or _UNIT_AFTER.match(shown, end) \
            or (TIME_BEFORE.search(before) and (not governed or HHMM.fullmatch(digits))):
        return False
    last = before.split()[-1].lower() if before.split() else ""
    if re.fullmatch(r"(?:19|20)\d\d", digits) and fold_confusables(last) in _YEAR_BEFORE:
        return False
    glued = _GLUED_CASE.match(shown, end)   # "4817-tel nyílik": a case ending, no phone's "tel"
    after = glued.end() if glued else end
    return OTHER_NUMBER_WORDS.search(shown, low, start) is None \
        and OTHER_NUMBER_WORDS.search(shown, after, min(high, after + 40)) is None \
        and not guarded(_KEYPAD.sub(lambda m: " " * len(m.group(0)), shown), start, end)   # "tipkovnici" is no "tip"


def _opened_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A value a named door, gate or garage opens with, or typed on its keypad."""
    if not (_DOOR.search(shown) and (_OPEN.search(shown) or _KEYPAD.search(shown) or _TYPE.search(shown))):
        return
    for match in _VALUE.finditer(shown):
        start, end = match.span("v")
        low, high = _clause(shown, start, end)
        if not _DOOR.search(shown, low, high):
            continue
        opened = _OPEN_BEFORE.search(shown, max(low, start - 48), start) is not None \
            or _GOV_AFTER.match(shown, match.end(), min(high, match.end() + 24)) is not None
        beside = _KEYPAD.search(shown, match.end(), min(high, match.end() + _NEAR)) is not None \
            or _KEYPAD.search(shown, max(low, start - _NEAR), start) is not None
        open_verb = _OPEN.search(shown, low, high) is not None
        typed = _TYPE_BEFORE.search(shown, max(low, start - 48), start) is not None and (
            beside or _AT_DEVICE.match(shown, match.end(), high) is not None
            or (open_verb and _TYPED_END.match(shown, match.end(), high) is not None))
        verb = open_verb or _TYPE.search(shown, low, high) is not None
        if (opened or typed or (beside and verb)) \
                and _plain_value(shown, start, end, match.group("v"), low, high, opened or typed):
            yield "entry code", (start, end)


# A PIN word with a case ending glued by a hyphen or an apostrophe ("PIN-а", "PIN'i", "PIN-ul", "PIN-koden").
_PIN_GLUED = re.compile(r"(?i)(?<![^\W\d_])(?:pin|пин|пін)[\-'’][^\W\d_]{1,8}(?![^\W\d_])")
# The concept table's PIN heads ("الرقم السري", "رمز کارت", "暗証番号") and a Hebrew secret code ("הקוד הסודי").
_PIN_HEAD = re.compile("(?i)" + words(PIN_HEADS) + r"|(?<![^\W\d_])(?:ה)?קוד\s+(?:ה)?סודי(?![^\W\d_])")
# Banks, cards and cash machines named between a PIN word and its value ("bancomat", "debit", "ATM", "Sparkasse").
_BANKISH = re.compile(r"(?i)(?:bank\w*|banc\w*|bancomat\w*|debit\w*|d[ée]bito|cr[ée]dit\w*|visa|master\s?card"
                      r"|maestro|atm"
                      r"|cb|ec|giro\w*|sparkass\w*|pas|pasje|kortet|kortets|kortin|банк\w*|банков\w*|дебет\w*|кредит\w*"
                      r"|κάρτας|kredi|banka\w*|شناسه|بانک\w*|بنك\w*|בנק|बैंक|ব্যাংক|ธนาคาร|ngân\s+hàng)")
# Relatives whose card it is, beyond the possessive table ("mamie", "mormors", "ömmu", "nenek", "bà", "bibi").
_KIN = re.compile(
    r"(?i)(?:mamie|papie|mormor|farmor|morfar|farfar|mormors|farmors|morfars|farfars|amma|ömmu|afa|afi|mummo\w*"
    r"|isoäi\w*|isä\w*|äidin|vanaema\w*|vanaisa\w*|vecmām\w*|vectēv\w*|močiut\w*|seneli\w*|babk[ai]\w*|babičk\w*"
    r"|babiččin\w*|dědeček\w*|nagymam\w*|nagyi\w*|nagyapa\w*|бабин\w*|бабушкин\w*|бабусин\w*|дядов\w*|babin\w*"
    r"|bakin\w*|bake|baki|nonn[aoie]|abuel[oa]s?|avó|avô|oma|omas|omi|opa|opas|opi|grand(?:ma|pa|mother|father)s?"
    r"|gran|grans|granny|nan|nans|nana|nanas|mum|mums|mom|moms|mummy|mommy|mama|mamas|mamy|mami|mamei|mamá|mamma|dad"
    r"|dads|daddy|papa|papas|tata|taty|tatei|tatălui|anne|annem\w*|annen\w*|annesi\w*|babam\w*|babası\w*|babaanne\w*"
    r"|anneanne\w*|dede\w*|nenek|kakek|bà|ông|bibi|babu|saba|savta|mãe|pai|mère|père|madre|padre|mutter|vater"
    r"|μαμάς|γιαγιάς|παππού|мамин\w*|мамы|папин\w*|папы|مادربزرگ\w*|پدربزرگ\w*|مادرم|پدرم|جدتي|جدي|أمي|أبي"
    r"|סבתא|סבא|אמא|אבא|नानी|दादी|नाना|दादा|মায়ের|বাবার|দিদার|ঠাকুমার|ยาย|ย่า|ปู่"
    r"|奶奶|外婆|姥姥|爷爷|おばあちゃん|おじいちゃん|할머니|할아버지)(?:['’]s?)?")
_COPULA = frozenset(fold_confusables("is was e este je jest ist est es è é är er on era это е є είναι dir = : - — – "
                                     "to ir yra on oli").split())
# Small words KEEP_OPEN lacks: Hebrew, Arabic, Persian, Indic, Thai, Vietnamese, Tagalog, Swahili "of", "the", "to".
_SMALL = frozenset(fold_confusables("של את עם من في لل الى إلى عن از برای به ی را का की के को में এর ของ của 的 の 의 ng "
                                    "sa ni ya wa la na al ale lui").split())
# The value closes its clause: the end, punctuation, a bracket or a dash.
_CLOSES = re.compile(r"\s*(?:$|[\n.,;!?)\]»\"”'…]|[—–-]\s)")
_MAX_BETWEEN = 8


def _between_ok(token: str) -> bool:
    """A word that may stand between a PIN word and its value: small words, copulas, cards, banks, relatives, names."""
    word = token.strip("\"'`“”‘’«»()[]{},;:")
    folded = fold_confusables(word.lower())
    if not word or folded in _COPULA or folded in KEEP_OPEN or folded in _SMALL:
        return True
    if any(c.isdigit() for c in word):
        return False
    if word[:1] in "لبو" and len(word) > 3:   # an Arabic-script preposition or "and" glued on ("لبطاقة")
        word = word[1:]
    return CARD_WORDS.fullmatch(word) is not None or _BANKISH.fullmatch(word) is not None \
        or _KIN.fullmatch(word) is not None or PERSONAL.fullmatch(word) is not None \
        or PIN_WORDS.fullmatch(word) is not None or _PIN_GLUED.fullmatch(word) is not None \
        or (word[:1].isupper() and len(word) <= 14)


def _closing_value(shown: str, head_start: int, head_end: int, need_card: bool) -> tuple[int, int] | None:
    """The span of four to six digits closing the clause after a head, only card, bank, kin and small words between
    (a card word among them where `need_card`: a bare code word names a card's PIN only beside its card)."""
    stop = _CLAUSE_STOP.search(shown, head_end)
    previous, card = "", False
    for token in list(re.finditer(r"\S+", shown[head_end:stop.start() if stop else len(shown)]))[:_MAX_BETWEEN + 1]:
        raw = token.group(0).rstrip(".,;!?)»\"”'…")
        if raw.isdigit():
            start = head_end + token.start()
            end = start + len(raw)
            ok = 4 <= len(raw) <= 6 and not counting(raw) and fold_confusables(previous) not in YEAR_BEFORE \
                and (card or not need_card) and _CLOSES.match(shown, end) is not None \
                and not quantity_after(shown, end) and not MONEY_AFTER.match(shown, end) \
                and not guarded(shown, head_start, end) and not TIME_BEFORE.search(shown, max(0, start - 16), start)
            return (start, end) if ok else None
        if not _between_ok(token.group(0)):
            return None
        card = card or CARD_WORDS.fullmatch(token.group(0).strip("\"'`“”‘’«»()[]{},;:")) is not None
        previous = raw.lower()
    return None


def _year_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Four to six digits closing the clause after a PIN word, or after a code word and a card word ("код от
    бабушкиной карты 1942"), only card, bank, kin and small words between."""
    heads = {m.span(): False for pattern in (PIN_WORDS, _PIN_GLUED, _PIN_HEAD) for m in pattern.finditer(shown)}
    for code in CODE_WORDS.finditer(shown):
        heads.setdefault(code.span(), True)
    for (head_start, head_end), need_card in heads.items():
        if need_card and OTHER_NUMBER_WORDS.search(shown, max(0, head_start - 24), head_end):
            continue   # "promo code BT card 2024", "error code …": a code of another sort
        span = _closing_value(shown, head_start, head_end, need_card)
        if span is not None:
            yield "pin", span


def keypad_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each door or gate code named by its opening or its keypad, and each PIN shaped like a year."""
    yield from _opened_spans(shown)
    yield from _year_pin_spans(shown)
