"""The cue words of lock codes in ~50 languages, by sort: locks, safes, combinations, things a code opens, gear, code
words, keying, needing and opening verbs, and code words glued to what they open; one scan names each word's sort.

Read by `secret_locks` (and, through it, by the digit, label, sentence and world-code stages).
"""

from __future__ import annotations

import re

from .secret_concept_patterns import words as _words

_W = r"[^\W\d_]*"   # the rest of an inflected or compound word
_IN = r"[\u0900-\u0dff]*"   # the rest of an Indic word: its letters, vowel signs and viramas ("ലോക്കറിന്റെ")
# Padlocks, combination locks and key boxes: a number near after one is its code (three digits too).
LOCKS = (
    r"(?:pad|bike|bicycle|cycle|door|gym|bag|smart|combination|suitcase|luggage|code|key|cable|chain)?\s?locks?\b"
    r"|padlock@|\w*schlo(?:ss|ß)@|\w*schlöss@|(?:cijfer|fiets|hang|ketting|code|combinatie|kabel|nummer)slot@"
    r"|\w*lås(?:en|et|a|ene)?\b|\w*lukko@|\w*lukon\b|\w*lukkoon\b|kilid@|kilit@|cadenas@|candado@|cadeado@|lucchett@"
    r"|serratur@|serrure@|замок\w*|замк\w*|zam(?:ek|ku|kiem|kem)\b|kłódk@|kłódce|zámek|zámku|zámok|(?:szám|kerékpár"
    r"|bicikli|kód|ajtó)zár@|zár(?:at|ja|ját)\b|lakat@|lacăt@|lacat@|lokot@|катинар\w*|катанац\w*|брав[аеиу]\w*"
    r"|λουκέτ@|κλειδαρι@|قفل|القفل|قفل‌?|מנעול\w*|ताल[ाे]|তালা\w*|กุญแจ|ổ\s+khóa|khóa|gembok|kufuli|kandado|kadna|raka"
    r"|quful\w*|spyn@|slēdzen@|lukk(?:u|uga)?\b|lás(?:inn)?\b|សោ|ključavnic@|àgádágodo|agadagodo|mkpọchi|makulli"
    r"|ilokhi|பூட்டு\w*|తాళం|ಬೀಗ\w*|പൂട്ട്\w*|તાળું|ਤਾਲਾ|ቁልፍ|clo\b|锁|鎖|錠|ダイヤル|자물쇠|번호키|🔐|🔒|🔓|🗝|🔑"
    r"|鍵の番号|鍵番号|鍵のナンバー|鍵の暗証|カギの番号|カギ番号|かぎの番号|ナンバーロック|ワイヤーロック|チェーンロック|သော့|ກະແຈ|taal[ae]\b|taalaa\b|schluessel(?:kasten"
    r"|box|safe|tresor)@|khoa|(?:kod|hang|häng|cykel|kombinations|vapen)las(?:et|en)?\b|key\s?(?:box|safe)|keysafe"
    r"|lock\s?box|schlüssel(?:kasten|box|safe|tresor)@|boîte\s+à\s+clés?|boite\s+a\s+cles?|caja\s+de\s+llaves|cajetín"
    r"|cassetta\s+(?:delle\s+)?chiavi|caixa\s+de\s+chaves|sleutelkastje|sleutelkluis|nyckelskåp@|nøgleboks@"
    r"|nøkkelboks@|avainlaatik@|avainboksi@|skrzynk\w*\s+na\s+klucze|鍵ボックス|キーボックス|키박스"
    r"|(?:het|dat|mijn|ons|zijn|haar|je)\s+slot\b|slot\s+van\b")
# Safes: a code with a code word, a label or a glued key; no number of their own.
SAFES = (
    r"safes?\b|(?:hotel|zimmer|wand|möbel|room)safes?\b|\w*tresor@|coffre-fort|coffre\s+fort|caja\s+fuerte|cofre"
    r"|cassaforte|kluis\b|kassaskåp@|pengeskab@"
    r"|kassakaap@|sejf@|trezor@|széf@|seif@|sef\b|сейф\w*|сеф\w*|χρηματοκιβώτι\w*|seyf@|kasa(?:nın|sı|nin|si|sının"
    r"|sinin)?\b|(?:ال)?خزنة|[הלבמוש]{0,2}כספת|گاوصندوق|تجوری|तिजोरी|সিন্দুক|ตู้เซฟ|két\s+sắt|brankas|sefu|სეიფ\w*"
    r"|սեյֆ\w*|保险柜|保险箱|保險箱|金庫|금고")
# Combination words: a lock's code by name.
COMBINATIONS = (
    r"\w*combina@|combo\b|combi\b|kombi\b|\w*kombina@|kombinasi|zahlencode|cijfercode|yhdistelmä@|комбинац\w*"
    r"|комбінац\w*|συνδυασμ\w*|שילוב|ה?צירוף|تركيبة|کمبینیشن|کومبینیشن|کامبینیشن|mchanganyiko|şifreli|sifreli|szyfrow@"
    r"|inhlanganisela\w*|კომბინაცი\w*|կոմբինացի\w*|조합|组合|組合"
    # Indic "combination" borrowed: Hindi, Marathi, Bengali, Gujarati, Punjabi, Odia, Tamil, Telugu, Kannada, Malayalam
    r"|(?:कॉम्बिने|कोम्बिने|কম্বিনে|કોમ્બિને|કૉમ્બિને|ਕੰਬੀਨੇ|ਕਾਂਬੀਨੇ|କମ୍ବିନେ|காம்பினே|கோம்பினே|కాంబినే|కోంబినే|ಕಾಂಬಿನೇ"
    r"|ಕೊಂಬಿನೇ|കോമ്പിനേ|കോംബിനേ|කොම්බිනේ)" + _IN)
# Things a code opens that also carry a number ("Tor 3", "locker 2231"): doors, gates, entries, intercoms, garages,
# alarms, lockers, sheds.
THINGS = (
    r"🚪|\w*tuer\b|\w*tuere|bran[aeuy]\b|branu|porton\b|forrad\w*|darwaz\w*|darvaz\w*|cua|cong|ket\s+sat|doors?"
    r"|front\s?door|foardoar|efterdoar|achterdoar|bûtendoar|gates?|gateway|entrance|intercom|buzzer|garage@|alarm@|lockers?|shed|storage\s+unit|building"
    r"|gebäude|bâtiment|edificio|edifício|palazzo|gebouw|byggnad\w*|bygning\w*|rakennu\w*|budyn\w*|budov\w*|épület\w*"
    r"|clădir\w*|здани\w*|будин\w*|κτίρι\w*|مبنى|המבנה|בניין|ساختمان|इमारत|ভবন|อาคาร|tòa\s+nhà|gedung|jengo|大楼|大樓|建物"
    r"|건물|wohnanlage|residence|résidence|urbanización|condominio|condo|osiedl\w*|\w*tür\b|\w*türe|(?:garagen|hof"
    r"|garten|einfahrts|eingangs|haus|roll|schiebe|zufahrts)?tor(?:es)?\b|einfahrt@|eingang@|klingel@|sprechanlage"
    r"|spind@|schlie(?:ß|ss)fach@|schuppen|gartenhaus@|keller@|porte@|portail@|portillon|entrée|immeuble|interphone"
    r"|digicode|casier@|abri|puerta@|portal@|portón|verja|portero|telefonillo|garaje|cochera|taquilla@|casillero"
    r"|trastero|porta\b|portas|portão|portao|portaria|interfone|garagem|cacifo|armário|portone|cancello|citofono"
    r"|allarme|armadietto|box\s+auto|\w*deur@|\w*poort@|\bhek\b|kluisje@|schuur|dörr@|porten|porttelefon"
    r"|grind(?:en)?\b|larm@|skåp@|förråd@|dør(?:en)?\b|grinda|garasje@|skap(?:et)?\b|bod(?:en)?\b|låge@|skab(?:et)?\b"
    r"|ovi\b|oven\b|ovea\b|ovessa\b|portti@|autotalli@|hälyty@|vaja@|varasto@|kaap(?:i|in|issa|ista|ille|pi)\b"
    r"|lokero@|uks\b|ukse\w*|värav@|garaaž@|hurð@|hlið@|drzwi@|bram@|furtk@|domofon@|garaż@|szafk@|skrytk@|komórk@"
    r"|dveř@|dvere|brán@|vchod@|garáž@|skříňk@|skrink@|ajtó@|kapu@|garázs@|riasztó@|szekrény@|ușa|ușii|usa\b|poart@"
    r"|interfon@|garaj@|dulap@|vrata|kapij@|ormarić@|dera\b|derës|portë|dur(?:ys|ų|ims)\b|vart(?:ai|ų)\b|durvis"
    r"|durvju|vārt@|двер\w*|дзвер\w*|ворот\w*|врат\w*|капиј\w*|калитк\w*|хвіртк\w*|подъезд\w*|під'їзд\w*|домофон\w*"
    r"|гараж\w*|сигнализац\w*|сигналізац\w*|шкафчик\w*|ячейк\w*|есік\w*|қақпа\w*|эшик\w*|дарвоза\w*|хаалга\w*|πόρτ\w*"
    r"|καγκελόπορτ\w*|εισόδ\w*|θυροτηλέφων\w*|γκαράζ|συναγερμ\w*|ντουλαπάκι\w*|kapı@|kapi(?:si|nin|ya|da)?\b|qapı@"
    r"|darvaza@|eshik@|darvoza@|diafon@|dolab@|dolap@|zil@|bina(?:nın|ya|nin|sı)?\b|apartman@|باب|الباب|بوابة|البوابة"
    r"|المدخل|الجراج|المرآب|الإنذار|الانتركم|الخزانة|خزانة|[הלבמוש]{0,2}(?:דלת|שער|כניסה|אינטרקום|לוקר|ארונית|אזעקה"
    r"|חניה)|درب|در\s+ورودی|ورودی|دزدگیر|کمد|پارکینگ|آیفون|دروازہ|دروازے|लॉकर|दरवाज़\w*|दरवाज\w*|गेट|अलार्म|দরজা\w*"
    r"|গেট|লকার|ประตู|ล็อกเกอร์|cửa|cổng|tủ\s+đồ|tủ\s+khóa|pintu|gerbang|pagar|loker|pinto|pintuan|tarangkahan"
    r"|(?:ലോക്ക|லாக்க|లాక|ಲಾಕ|લોક|ਲਾਕ|লকা)(?:ർ|ர|ర|ರ|ર|ਰ|র)" + _IN + r"|(?:el|l)?bab|(?:el|l)?baw+ab\w*|(?:el|l)?3[i]?mar\w*"
    r"|pultahan|ganghaan|mlango|lango|geti|kabati|ilẹ̀kùn|ilekun|ilẹkun|géètì|geeti|ụzọ|uzo|ƙofa\w*|kofa\w*|isango"
    r"|yesango|umnyango|ucango|alamu|i-alamu|ye-alamu|igaraji|albaab\w*|irr?id\w*|gees(?:ka|ta)?\s+hore|garaash|pòt"
    r"|pòtay|potay|baryè|alam"
    r"|kūaha|kuaha|tatau|kēti|keti|karāti|karati|varavarana|கதவு\w*|తలుపు\w*|ಬಾಗಿಲ\w*|വാതിൽ\w*|દરવાજ\w*|ਦਰਵਾਜ\w*"
    r"|දොර\w*|တံခါး|ទ្វារ|ປະຕູ|atea\w*|ataria\w*|drws|giât|dora(?:s|is)|geata|bieb|vavahady|punku|urugi|irembo|oluggi"
    r"|(?:drugs?|meds?|medication|medicine|treatment|clean\s+utility|cd|controlled\s+drugs?)\s+(?:room|cupboard|cabinet"
    r"|fridge)s?|medikamenten(?:raum|schrank)@|btm-schrank@|medicatie(?:ruimte|kast)@|medicijnkast@"
    r"|salle\s+de\s+soins|pharmacie\s+du\s+service|sala\s+de\s+medicaci[oó]n|stanza\s+dei\s+farmaci"
    r"|omulyango|gedhi|musuwo|[የበለ]?በ[ርሩ]\w*|ጋራዥ|ማዕጾ|კარ\w*|ჭიშკარ\w*|դուռ|դռան|դարպաս\w*|门禁|門禁|大门|房门|家门|门口|单元门|楼门|院门"
    r"|门锁|大門|正門|裏門|門扉|門禁|門鎖|車庫|车库|车位|储物柜|寄存柜|ドア|玄関|オートロック|ロッカー|현관|대문|도어락|사물함")
# Suitcases and bikes: with a code word, a number beside them is the lock's code (three digits too).
GEAR = (
    r"suitcase\w*|luggage|valise@|maleta@|mala\b|valigi@|\w*koffer@|resväsk@|kuffert@|matkalauk@|walizk@|чемодан\w*"
    r"|чамадан\w*|bavul@|valiz@|βαλίτσ\w*|מזוודה|حقيبة|چمدان|सूटकेस|vali\b|koper\b|sanduku|行李箱|スーツケース|キャリーケース|캐리어"
    r"|여행\s?가방|bike|bicycle|fahrrad\w*|velo\w*|vélo|bici\w*|\w*fiets@|cykel@|sykkel@|pyör@|rower@|kolo\b|bisiklet@"
    r"|velosiped@|велосипед\w*|ποδήλατ\w*|دراجة|אופניים|دوچرخه|साइकिल|sepeda|basikeli|baiskeli|bisiklèt|pahikara|keke"
    r"|ibhayisikili|saikil\w*|saikel\w*|baaskiil\w*|ብስክሌት|dvira\w*|jalgrat@|reiðhjól@|bicikl@|自行车|自転車|자전거|xe\s+đạp")
# Code words: the code, PIN, password or combination of what a lock or door opens, in ~60 languages.
CODES = (
    r"\w*codes?\b|pin\b|pins\b|pincode|passcode|password|geheimzahl|c[oó]dig@|clave|contraseña|senha|codice"
    r"|\w*kod(?:en|er|erna|e|u|em|a|y|ot|ja|ul|ului|unu|un|i|ni|ini|as|ą|s|o)?\b|\w*kood@|\w*koodi@|\w*kód@|\w*kóð@"
    r"|szyfr@|šifr@|şifr[eə]@|sifr[eə]@|parol@|код\w*|шифр\w*|парол\w*|пин\b|κωδικ\w*|(?:ال)?رمز|(?:ال)?كود"
    r"|الرقم\s+السري|ה?קוד|סיסמ\w*|کد|کوڈ|कोड|পিন|কোড|รหัส|mã|mã\s+số|mật\s+khẩu|mật\s+mã|kode|sandi|msimbo"
    r"|ma(?=\s+(?:cua|cong|khoa|ket|tu)\b)|namba\s+ya\s+siri|nambari\s+ya\s+siri|nenosiri|lambar\s+sirri\w*|kòd|kóòdù"
    r"|koodu|koade|kódù|ikhodi|ikhowudi|khodi|khowudi|waehere|kaody|kodi|codi|kodea|côd|cód|kodiċi|குறியீடு|கோட்|కోడ్|ಕೋಡ್"
    r"|കോഡ്|કોડ|ਕੋਡ|කේතය|ကုဒ်|លេខកូដ|ລະຫັດ|kowd\w*|ኮድ|ፓስወር\w*|ፓስዎርድ|კოდ\w*|կոդ\w*|кодун|кодни|fjalëkalim\w*"
    r"|nọmba\s+aṣiri|keypad|tastenfeld|ziffernfeld|clavier|teclado|tastierino|knappsats|tastatur|näppäim@|klawiatur@"
    r"|klávesnic@|клавиатур\w*|клавіатур\w*|tuş\s+takımı|πληκτρολόγι\w*|密码|密碼|暗証番号|暗証|コード|パスワード|键盘|비번|비밀번호|코드|암호")
# Weak code words (digits, numbers): a code only beside a lock, a safe, a thing or a suitcase.
NUMBERS = (
    r"numbers|digits|zahlen|ziffern|chiffres|números|numeri|cifre|cijfers|siffror|siffrene|numerot|cyfry|čísla|számok"
    r"|rakamlar@|цифры|цифри|цифр|αριθμοί|أرقام|ספרות|اعداد|अंक|ตัวเลข|số|angka|namba|数字|番号|숫자|번호")
# Entering a code: typing, punching in, pressing, dialling.
ENTER = (
    r"enter|type|punch(?:\s+in)?|key\s+in|dial|tap|tippen|eingeben|tippe|taper|tapez|composer|composez|saisir|entrer"
    r"|toets\w*|teclear|teclea|marcar|digitar|digita|digite|digitare|comporre|inserire|intoetsen|invoeren|intikken"
    r"|knappa\s+in|slå\s+in|tast\w*|näppäile|syötä|wpisa\w*|wpisz|wstuka\w*|zadej|zadat|beüt|tastează|introdu\w*"
    r"|набер\w*|набир\w*|набрать|введ\w*|ввод\w*|tuşla\w*|girin|gir\b|πληκτρολογ\w*|πάτα|הקש\w*|اضغط|ادخل|أدخل"
    r"|وارد\s+کن|दबा\w*|डाल\w*|nhập|bấm|ketik|masukkan|tekan|bonyeza|weka|riix|入力|押し|输入|按|입력|누르\w*|눌러")
# Needing a value to get in ("För grinden hos mormor behöver du 4471"): a cue only before the value.
NEED = (r"need|needs|brauchst|braucht|behöver|trenger|tarvitset|tarvitaan|il\s+faut|necesitas|necesita|precisa"
        r"|precisas|serve|nodig|potrzebujesz|potrzeba|нужен|нужно|надо|lazım|gerek\w*|χρειάζεσαι")
# Opening or disarming with a code.
OPENS = (
    r"opens?|unlocks?|ouvre|s'ouvre|öffnet|aufmachen|aufsperren|entsperr\w*|abre|apre|opent|öppnar|åpner|åbner|avaa"
    r"|aukeaa|otwiera|otevře|открывает|открывается|açar|açılır|ανοίγει|פותח|נפתח|يفتح|buka|membuka|mở|inafungua"
    r"|disarm\w*|deaktivier\w*|entschärf\w*|désactiv\w*|desactiv\w*|disattiv\w*|desativ\w*|uitschakel\w*|avaktiver\w*"
    r"|turns?\s+off|switch(?:es)?\s+off|ausschalten|éteindre|éteint|apagar|apaga|spegn\w*|uitzetten|stäng\w*\s+av"
    r"|slå\s+av|sammut\w*|kapat\w*|aç(?:mak|ar|ılır|ıl\w*|ın)?\b|κλείν\w*|выключ\w*|wyłącz\w*|rozbraj\w*|отключ\w*"
    r"|απενεργοπ\w*|geht\s+mit|開け|开|解除|해제")
# A code word glued to what it opens ("Türcode", "portkoden", "ovikoodi", "kapukód", "deurcode", "Garagentor-PIN").
COMPOUND_STEMS = (
    r"tür|haustür|tor|hoftor|garagentor|garagen?|alarm|alarmanlagen?|tresor|safe|schließfach|schliessfach|spind"
    r"|schloss|zahlenschloss|fahrradschloss|keller|klingel|eingangs?|haus|port|dörr|grind|larm|skåp|box|lås|cykellås"
    r"|dør|hage|sykkel|ovi|ulko-ovi|portti|hälytys|kaapin?|lokero|pyörän|lukon|lukko|kapu|ajtó|riasztó|széf|szekrény"
    r"|deur|voordeur|poort|hek|kluis|fiets|toegangs|uks|värava|garaaži|domofon|brama|sejf|schuur|gate|door|hurðar"
    r"|hliðs|lás|tuer|haustuer|tuere")
COMPOUND = (rf"(?:{COMPOUND_STEMS})(?:s|e|n|en|er)?-?(?:codes?|kod(?:en|er)?|kode(?:n|r)?|koodi@|kood@|kód@|kóð@"
            r"|pin(?:kod(?:en)?|kode(?:n)?|code)?)")
# One scan of lower-cased text names every cue word's sort (earlier sorts win where two match at one place).
SORTS = (("compound", COMPOUND), ("code", CODES), ("combination", COMBINATIONS), ("lock", LOCKS), ("safe", SAFES),
          ("thing", THINGS), ("gear", GEAR), ("numbers", NUMBERS), ("opens", OPENS), ("enter", ENTER), ("need", NEED))
_SCAN = re.compile("|".join(f"(?P<{name}>{_words(fragment.replace('@', _W))})" for name, fragment in SORTS))
LOCK_TARGETS = frozenset(("lock", "safe", "thing", "gear", "compound"))


def lower_same_length(text: str) -> str:
    """`text` lower-cased, letters whose lower case is longer ("İ") kept as they are: positions stay."""
    lowered = text.lower()
    return lowered if len(lowered) == len(text) else "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


class Cues:
    """The cue words of a stretch of text (one scan), asked by position."""

    def __init__(self, lowered: str, start: int, end: int) -> None:
        self.hits = [(m.lastgroup or "", m.start(), m.end()) for m in _SCAN.finditer(lowered, start, end)]

    def within(self, start: int, end: int) -> frozenset[str]:
        """The sorts of the cue words inside `start`–`end`."""
        return frozenset(name for name, low, high in self.hits if low >= start and high <= end)

    def at(self, start: int, end: int, sorts: frozenset[str] | set[str]) -> bool:
        """Whether a cue word of one of `sorts` spans exactly `start`–`end` (or begins at `start` when `end` < 0)."""
        return any(name in sorts and low == start and (end < 0 or high == end) for name, low, high in self.hits)

    def last(self, sort: str, start: int, end: int) -> int:
        """Where the last cue word of `sort` inside `start`–`end` ends, or -1."""
        return max((high for name, low, high in self.hits if name == sort and low >= start and high <= end), default=-1)


def lock_cues(text: str) -> frozenset[str]:
    """The sorts of lock cue words `text` holds ("lock", "safe", "thing", "gear", "code", "enter" …)."""
    return Cues(lower_same_length(text), 0, len(text)).within(0, len(text))
