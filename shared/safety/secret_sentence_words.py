"""Lock codes given before or after their lock word, in any script's digits, and values pointed at by an arrow.

People name a lock and its code in any order ("8842 das ist der code vom fahrradschloss", "কাবার্ডের তালার কম্বিনেশন
৭-৩-৯", "Schloss vom Spind im Fitnessstudio: 27-14-39", "Η μπάρα … ανοίγει με 5 5 0 8 #") and point at a password
with an arrow and a chat abbreviation ("Tinka1988! <- dat is het ww van m'n ing app"). A lock word (lock, padlock,
locker, gate, barrier, suitcase … in ~40 languages) or a combination word, then a code of 3–8 digits (grouped by
hyphens, dots or spaces, maybe closed by # or "dann Raute") on its label line or within its clause, or a code before
a copula and a code word with a lock word, or after "opens with", counts. Dates, times, prices, quantities, scores,
room and street numbers, and codes of other sorts (postal, order, flight) give none. All patterns are linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import digit_string as _ascii_digits   # a value's digits, any script, as ASCII
from .secret_cues import password_shaped, quantity_after
from .secret_digit_words import AMOUNT_AFTER
from .secret_locks import LOCK_TARGETS, lock_cues, lock_spans
from .secret_shapes import COMBINATION_COUNT, HHMM, MONEY_AFTER, MONEY_BEFORE, TIME_BEFORE, model_before

# Apps whose code word beside a password-shaped value names its password ("TikTok รหัส somtam_Pla99"); no number.
APP_CONTEXT = re.compile(r"tiktok|twitter|snapchat|discord|roblox|youtube|google|yahoo|shopee|lazada|tokopedia|gojek"
                          r"|zalo|viber|wechat|kakao|linkedin|reddit|twitch|xbox|playstation|nintendo|fortnite")
LIFT = re.compile(r"keypad|tastenfeld|ziffernfeld|clavier|teclado|tastierino|knappsats|tastatur|näppäim|klawiatur"
                   r"|ascensor|ascenseur|ascensore|aufzug|fahrstuhl|elevator|\blift\b|hiss|heis|elevador|hissi|winda|лифт|ασανσέρ"
                   r"|asansör|מעלית|مصعد|premere|drücken|press|appuyer|pulsar|tryck|druk")
# Words after which the clause says where a password is written or found, not what it is.
ELSEWHERE = re.compile(
    r"steht|stehen|klebt|liegt|rückseite|aufkleber|zettel|back|underneath|sticker|label|printed|written|étiquette|dos"
    r"|sous|dessous|detrás|debajo|etiqueta|dietro|sotto|etichetta|achterkant|onderkant|baksidan|undersidan|bagsiden"
    r"|bakside|baksiden|takana|pohjassa|tarrassa|arkasında|altında|етикетк\w*|сзади|обороте|наклейк\w*")
# Talk about passwords rather than one: how long, what they must hold, forgetting, resetting, sending.
TALK = re.compile(
    r"\b(?:must|should|needs?\s+to|has\s+to|at\s+least|min(?:imum)?|max(?:imum)?|muss|müssen|sollte|mindestens"
    r"|doit|deve|debe|måste|moet|skal|pitää|musi|должен|zeichen|characters?|caract[eè]res|caracteres|caratteri|tekens"
    r"|tecken|tegn|merkkiä|znaków|символ\w*|digits?|stellen|chiffres|d[ií]gitos|cifre|cijfers|siffror|cifre|reset|forgot"
    r"|vergessen|oublié|olvid\w+|dimenticat\w+|vergeten|glömt|glemt|unohdin|zapomniał\w*|забыл\w*|unuttum|expires?|strength"
    r"|stärke|meter|policy|richtlinie|rules?|regeln|hint|tipp|how\s+to|wie\s+man|comment|cómo|come\s+si)\b")
# Lock, locker, gate, barrier and luggage words in ~40 languages (stems: inflected and compound forms included).
LOCK_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:pad|bike|door|gym|bag|smart|combination)?lock|schlo(?:ss|ß)|spind|schließfach|schliessfach"
    r"|tresor|\bsafe\b|kluis|hangslot|kettingslot|fietsslot"
    r"|cadenas|cadenass?|candado|cadeado|lucchett|serratura|serrure|fechadura|cerradura|\blås|hänglås|hengelås|lukko"
    r"|riippulukko|kłódk|zamek|zámek|zámok|замок|замка|замке|kilit|asma\s+kilit|قفل|מנעול|κλειδαρι|λουκέτο|lakat|brava"
    r"|ključavnic|lacăt|lacat|locker|casier|taquilla|armadietto|kast(?:je)?\b|skåp|skab|skap|kaappi|dolap|шкафчик"
    r"|ячейк|toranlage|gartentor|hoftor|garagentor|einfahrtstor|\btor(?:es)?\b|\bgate\b|portail|portón|porton|cancello"
    r"|portão|poort|\bhek\b|grind|brama|furtk|ворот|калитк|بوابة|שער|schranke|barrier|barrière|barrera|sbarra|μπάρα"
    r"|μπαρα|шлагбаум|bariyer|koffer|suitcase|luggage|valise|maleta|valigia|bagaglio|resväska|kuffert|matkalaukku"
    r"|walizk|чемодан|bavul|valiz|koper|kopor|sanduku|kufuli|gembok|kunci|mangkuk|khóa|ổ\s+khóa|তালা|তালার|ताला|ताले"
    r"|تالا|பூட்டு|తాళం|ಬೀಗ|പൂട്ട്|તાળું|ਤਾਲਾ|කොක්ක|ကြိုး|សោ|ቁልፍ|กุญแจ|锁|鎖|錠|자물쇠|atariko|ataria\b|atariaren|\batea\b|atearen|ateko"
    r"|briefkasten|mailbox|brievenbus|postlåda|postkasse|boîte\s+aux\s+lettres|buzón|cassetta\s+postale|skrzynk"
    r"|fahrradschlo|veloschlo|fietsslot|cykellås|sykkellås|pyöränlukko")
# Combination words: a lock's code by name.
COMBINATION = re.compile(
    r"(?i)combina|kombina|kombinasi|komb\b|combo\b|zahlencode|zahlenschloss|siffer|cijfercode|numerokoodi|комбинац|συνδυασμ"
    r"|שילוב|تركيبة|कॉम्बिनेशन|কম্বিনেশন|காம்பினேஷன்|コンビネーション|조합|组合|組合|การรวม|mchanganyiko")
# A code, PIN or secret-number word beside a lock word.
CODE_WORD = re.compile(r"(?i)cod|kod|kód|kood|код|קוד|كود|رمز|کد|कोड|কোড|รหัส|コード|코드|码|碼|\bmã\b|(?<![^\W\d_])pin(?![^\W\d_])"
                       r"|пин|şifre|sifre"
                       r"|namba\s+ya\s+siri|geheimzahl|\bnip\b|κωδικ")
# "opens with", "is opened by": a code said to open something.
OPENS_WITH = re.compile(
    r"(?i)(?:opens?|opened|unlocks?|ouvre|s'ouvre|öffnet|geöffnet|abre|se\s+abre|si\s+apre|apre|åpner|åpnes|öppnar|öppnas"
    r"|åbner|åbnes|aukeaa|avautuu|otwiera(?:\s+się)?|otevře|открывается|открывает|açılır|açılıyor|ανοίγει|נפתח|يفتح"
    r"|terbuka|buka|mở|inafunguka|wordt\s+geopend|gaat\s+open|opent)\s+(?:with|by|avec|mit|con|com|med|per|z|kodem"
    r"|кодом|με|עם|ب|dengan|bằng|kwa|door|met|using)?\s*(?:(?:the|le|la|el|il|den|dem|der|o|a|code|kod|kodem|koden"
    r"|código|codice|κωδικό|кодом)\s+){0,2}")
# A code of 3–8 digits in any script: a run, digits grouped by hyphens, dots or spaces, maybe closed by # or *.
_CODE = re.compile(r"(?<![\w.,:/+\-#€$£])(?P<v>\d{3,8}|\d{1,3}(?:[\-‐–·.]\d{1,3}){2,5}|\d(?: \d){2,7}|\d{2}(?: \d{2}){1,3})"
                   r"(?P<end>\s?[#*])?(?![\w,/\-‐–·]|[.:]\d|\s?[\d€$£%°])")
_AFTER_KEY = re.compile(r"(?i)\s*(?:dann|then|puis|luego|poi|daarna|sedan|sitten|potem|потом|sonra|μετά)\s+"
                        r"(?:raute|hash|pound|dièse|almohadilla|cancelletto|hekje|fyrkant|risuaita|krzyżyk|решётк|решетк"
                        r"|diyez|δίεση|star|stern|étoile|asterisco|ok|enter)")
# Things a number near a lock word is, when it is no code: a room, a floor, a street, a number, a score, a time, a price.
_NOT_CODE_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:number|nummer|numéro|número|numero|номер|numara|numer|αριθμός|zimmer|room|chambre|habitación|camera|kamer|rum|huone|pokój|номер|oda|δωμάτιο|nr|no|n°|nº|#|apt|suite|etage"
    r"|floor|stock|piso|piano|straße|strasse|street|rue|calle|via|weg|gasse|haus|house|gate\s+[a-z]|platz|spot|stellplatz"
    r"|seat|sitz|reihe|row|terminal|flug|flight|vol|vuelo|bus|tram|linie|line|kosten|cost|preis|price|prix|precio|für"
    r"|for|pour|por|per|um|at|am|um|bis|seit|since|in|im|von|from|de|del|vom|ab|from|at|score|stand|tor:|to)\W*$")
_OTHER = re.compile(r"(?i)postleitzahl|\bplz\b|zip|postal|post\s?code|código\s+postal|code\s+postal|cap\b|order|bestell"
                    r"|commande|pedido|ordine|bestelling|beställning|sipariş|firmware|version|versión|model|modèle|modelo"
                    r"|tracking|sendung|flight|flug|boarding|terminal|phone|telefon|tel\b|handy|invoice|rechnung|iban"
                    r"|score|spielstand|ergebnis|minute|minuto|gewonnen|won|lost|verloren|match|spiel|partido|partita"
                    r"|formation|aufstellung|taktik|tactic|system|sistema|formazione")
_CLAUSE_END = re.compile(r"[.!?。！？;](?:\s|$)|\n")
_COPULA_START = re.compile(r"(?i)\s*[,:\-–—]?\s*(?:das\s+ist|dat\s+is|det\s+är|det\s+er|that'?s|this\s+is|is|ist|es|est"
                           r"|c'est|è|é|är|er|on|to|je|jest|это|είναι|hii|ni|adalah|itu|là|hai|dır|dir|=|←|<-)\b")
_YEAR = re.compile(r"(?:19|20)\d\d")


def _date_like(value: str) -> bool:
    """Three groups that read as a day, a month and a 2- or 4-digit year (either order of day and month)."""
    groups = re.split(r"[\-‐–·./ ]", value)
    if len(groups) != 3 or len(groups[2]) not in (2, 4) or len(groups[0]) > 2 or len(groups[1]) > 2:
        return False
    first, second = int(_ascii_digits(groups[0]) or 0), int(_ascii_digits(groups[1]) or 0)
    return (1 <= first <= 31 and 1 <= second <= 12) or (1 <= first <= 12 and 1 <= second <= 31)


def _code_ok(shown: str, match: re.Match[str]) -> bool:
    """A lock code's shape: 3–8 digits, no date, no plain year, no price or quantity after, no room or street before."""
    value = match.group("v")
    digits = _ascii_digits(value)
    if not 3 <= len(digits) <= 8 or _date_like(value) or (value.isdigit() and _YEAR.fullmatch(digits)):
        return False
    if "." in value and re.search(r"(?:^|\.)\d(?:\.|$)", value):
        return False   # a version ("4.2.8")
    if len(digits) == 3 and value.isdigit() and not match.group("end"):
        return False   # "365 Fenster", "Spind 214": three bare digits are too often a count or a number
    until = match.end()
    before = shown[max(0, match.start() - 16):match.start()]
    if MONEY_AFTER.match(shown, until) or quantity_after(shown, until) or COMBINATION_COUNT.match(shown, until) \
            or MONEY_BEFORE.search(before) or model_before(shown, match.start()) \
            or (HHMM.fullmatch(value) is not None and TIME_BEFORE.search(before)):
        return False   # a price, a count ("1000 combinations"), a model ("a Master Lock 1500D"), a time ("after 2200")
    return not _NOT_CODE_BEFORE.search(shown, max(0, match.start() - 16), match.start())


def _clause_of(shown: str, start: int, end: int) -> tuple[int, int]:
    """The clause (at most a line, 90 characters each way) around `start`–`end`."""
    low = max(0, start - 90)
    stops = [m.end() for m in _CLAUSE_END.finditer(shown, low, start)]
    stop = _CLAUSE_END.search(shown, end, min(len(shown), end + 90))
    return (stops[-1] if stops else low), (stop.start() if stop else min(len(shown), end + 90))


def lock_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each lock code named before or after its lock or combination word in the same clause."""
    if not any(c.isdigit() for c in shown):
        return
    for match in _CODE.finditer(shown):
        if not _code_ok(shown, match):
            continue
        low, high = _clause_of(shown, match.start(), match.end())
        before, after = shown[low:match.start()], shown[match.end():high]
        if _OTHER.search(before) or _OTHER.search(after):
            continue
        end = match.end()
        key = _AFTER_KEY.match(shown, end)
        if _lock_before(before, match) or _lock_after(after):
            yield "pin", (match.start(), key.end() if key else end)
    yield from lock_spans(shown)


def _lock_before(before: str, match: re.Match[str]) -> bool:
    """A lock or combination word before the code in its clause: as a label ("Spind …: 27-14-39"), with a code word
    ("atariko kodea 2-0-1-9"), with "opens with", or a grouped code closing the clause ("kufuli … 9-2-7")."""
    lock, combination = LOCK_WORD.search(before), COMBINATION.search(before)
    keyed = lock or combination or CODE_WORD.search(before) or match.group("end") or not match.group("v").isdigit()
    if keyed and OPENS_WITH.search(before[-60:]) and re.search(r"(?i)(?:with|avec|mit|con|com|med|με|z|kodem|кодом|dengan|bằng"
                                                     r"|kwa|met|code|kod|koden|código|codice|κωδικό)\s*$", before):
        return True
    if not (lock or combination):
        return False
    if combination or CODE_WORD.search(before):
        return True
    if match.group("v").isdigit() and len(before.strip(" :：-–=\t").split()) <= 1:
        return False   # "Locker: 1024": a bare lock word as the label of a plain number is the locker's number
    return before.rstrip().endswith((":", "：", "-", "–", "=")) or not match.group("v").isdigit()


def _lock_after(after: str) -> bool:
    """A copula, then a code word and a lock or combination word after the code ("8842 das ist der code vom
    fahrradschloss"), or "opens the …" ("4471 öffnet die Haustür")."""
    head = _COPULA_START.match(after)
    rest = after[head.end():head.end() + 60] if head else ""
    if not head:
        return False
    return bool((CODE_WORD.search(rest) or COMBINATION.search(rest)) and (LOCK_WORD.search(rest) or COMBINATION.search(rest)))


# A value, then an arrow pointing back at it, then a password word or chat abbreviation in a few words.
_ARROW_BACK = re.compile(r"(?<!\S)(?P<v>\S{6,64})\s*(?:<-+|<=+|←|⬅|<<)\s*(?P<rest>[^\n]{0,60})")
_PASSWORD_ABBREV = re.compile(
    r"(?i)(?<![^\W\d_])(?:ww|pw|pwd|pswd|passw\w*|pass|mdp|wachtwoord|password|passwort|kennwort|contraseña|contra"
    r"|senha|lösen\w*|passord|kodeord|salasana\w*|hasło|heslo|şifre\w*|sifre\w*|пароль|парол\w*|pin|pincode|code|kod"
    r"|kode|koodi)(?![^\W\d_])")


def arrow_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each password-shaped value pointed at by an arrow and named by a password word or its chat
    abbreviation ("Tinka1988! <- dat is het ww van m'n ing app")."""
    if "<" not in shown and "←" not in shown and "⬅" not in shown:
        return
    for match in _ARROW_BACK.finditer(shown):
        value = match.group("v")
        word = _PASSWORD_ABBREV.search(match.group("rest"))
        if word is None or word.start() > 30:
            continue
        if password_shaped(value) and any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            yield "password", match.span("v")


# Numbers 0–99 said as words, compounds included: fr "quatre-vingt-quinze", de "fünfundneunzig", es "noventa y cinco",
# it "novantacinque", pt "noventa e cinco", en "ninety-five", nl "vijfennegentig".
_UNIT = {"fr": "un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|zéro|zero",
         "de": "null|eins|ein|zwei|drei|vier|fünf|fuenf|funf|sechs|sieben|acht|neun",
         "es": "cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve",
         "it": "zero|uno|due|tre|quattro|cinque|sei|sette|otto|nove",
         "pt": "zero|um|uma|dois|duas|três|tres|quatro|cinco|seis|sete|oito|nove",
         "en": "zero|oh|one|two|three|four|five|six|seven|eight|nine",
         "nl": "nul|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen"}
_TEEN_TENS = {
    "fr": "dix|onze|douze|treize|quatorze|quinze|seize|vingts?|trente|quarante|cinquante|soixante|septante|octante|huitante"
          "|nonante",
    "de": "zehn|elf|zwölf|zwoelf|dreizehn|vierzehn|fünfzehn|fuenfzehn|sechzehn|siebzehn|achtzehn|neunzehn|zwanzig"
          "|dreißig|dreissig|vierzig|fünfzig|fuenfzig|sechzig|siebzig|achtzig|neunzig",
    "es": "diez|once|doce|trece|catorce|quince|dieci\\w{3,6}|veinte|veinti\\w{2,6}|treinta|cuarenta|cincuenta|sesenta"
          "|setenta|ochenta|noventa",
    "it": "dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|vent\\w{0,7}|trent\\w{0,7}"
          "|quarant\\w{0,7}|cinquant\\w{0,7}|sessant\\w{0,7}|settant\\w{0,7}|ottant\\w{0,7}|novant\\w{0,7}",
    "pt": "dez|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezasseis|dezessete|dezassete|dezoito|dezenove|dezanove"
          "|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa",
    "en": "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty"
          "|sixty|seventy|eighty|ninety",
    "nl": "tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig"
          "|vijftig|zestig|zeventig|tachtig|negentig"}
_UNITS = "|".join(_UNIT.values())
_TENS = "|".join(_TEEN_TENS.values())
# One number 10–99 (or a unit beside one) as one or more words: "quatre-vingt-dix-sept", "zweiundvierzig", "noventa y
# cinco", "vijfennegentig", "thirty two".
_COMPOUND = (rf"(?:(?:{_UNITS})(?:und|en|ën)(?:{_TENS})|(?:{_TENS})(?:[\- ](?:et|e|y|and)?[\- ]?(?:{_TENS}|{_UNITS})){{0,3}}"
             rf"|(?:{_UNITS})-(?:{_TENS})(?:-(?:{_TENS}|{_UNITS})){{0,2}})")
_NUMBER_WORD = rf"(?:{_COMPOUND}|{_UNITS})(?![^\W\d_])"
_SPOKEN_RUN = re.compile(rf"(?i)(?<![^\W\d_])(?P<v>{_NUMBER_WORD}(?:[ ,\-]{{1,2}}{_NUMBER_WORD}){{1,5}})")
_TENS_WORD = re.compile(rf"(?i){_TENS}")
_UNIT_AFTER = re.compile(r"(?i)\s*(?:euros?|€|dollars?|\$|francs?|pesos?|ans|años|anni|anos|jahre?n?|years?|jaar"
                         r"|heures?|horas?|ore|uhr|hours?|minutes?|minutos?|minuti|minuten|mètres?|metros?|meter|km"
                         r"|kilos?|grammes?|gramos?|personnes|personas|persone|leute|people|fois|veces|volte|mal|times"
                         r"|%|pour\s?cent|por\s?ciento|prozent|percent)(?![^\W\d_])")
_SPOKEN_CUE = re.compile(r"(?i)(?:(?:code|código|codice|kod|kode|pin|combina|kombina|digicode|passcode|geheimzahl)"
                         r"[^\n.!?]{0,30}?(?:[:：]|\b(?:est|es|ist|è|é|is|lautet|c'est|sind|era|war|was)\b)"
                         r"|\b(?:geht|öffnet|opens|ouvre|abre|apre|opent|öppnas|åpnes)\s+(?:mit|with|avec|con|com|met|med))"
                         r"[\s\"'„“«‚‘]*$")
_SPOKEN_YEAR = re.compile(r"(?i)^(?:nineteen|twenty|neunzehnhundert|zwanzig)\b")


def spoken_number_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each code said as two or more numbers in words, tens and compounds among them ("code portail :
    quatre-vingt-quinze trente-deux", "Türcode: zweiundvierzig siebzehn"), right after a code or lock word and a colon
    or copula; no amount, age, hour or year ("twenty twenty-four")."""
    lowered = shown.lower()
    if not any(w in lowered for w in ("cod", "cód", "kod", "pin", "combina", "kombina", "geheimzahl", " mit ", " with ",
                                      " avec ", " con ", " com ", " met ", " med ")):
        return
    for match in _SPOKEN_RUN.finditer(shown):
        before = shown[max(0, match.start() - 60):match.start()]
        units_only = not _TENS_WORD.search(match.group("v"))
        if units_only and (len(re.findall(r"[^\W\d_]+", match.group("v"))) < 3 or not lock_cues(before) & LOCK_TARGETS):
            continue   # digits said one by one count beside a lock ("cadenas de la valise : sept-zéro-quatre")
        if _UNIT_AFTER.match(shown, match.end()) or AMOUNT_AFTER.match(shown, match.end()):
            continue   # an amount in words ("… sjutton kronor", "… dix-sept euros")
        cue = _SPOKEN_CUE.search(before)
        if cue is None or _OTHER.search(before[cue.start():]) or _SPOKEN_YEAR.match(match.group("v")):
            continue
        yield "pin", match.span("v")
