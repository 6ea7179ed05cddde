"""Lock codes in ~50 languages: a lock, door, gate, intercom, garage, alarm, safe, locker, suitcase, bike or key-box
word and a code word in one clause, any filler between them and the value, the value before or after, glued to a
symbol or a word ("0607#", "*1234", "0815-Stern", "4711A") or a grammatical suffix ("7731-dir", "4571-es", "4830です").

A code word beside what it opens ("kapı şifresi site girişinde 0607#"), a combination or padlock word (then three digits
count too: "kombinasyon kilidi valiz: 347", "Zahlenschloss 613"), a verb of keying or opening beside a door ("il faut
taper 8823 au portail"), or a door or gate named as a label before its colon ("Tor zur Einfahrt vom Ferienhaus:
0815-Stern") gives the value. A number right after a number word or after the thing itself ("locker 2231", "Tor 3",
"kapı 12"), a number followed by a noun ("2400 bricks"), years, dates, times, prices, quantities, versions and other
sorts of numbers (order, flight, phone, postal, default) give none. All patterns are linear (no nested quantifiers that
can backtrack); the cue words are found in one scan of the clause.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator, NamedTuple

from .secret_concept_rules import _words
from .secret_cues import quantity_after
from .secret_shapes import COMBINATION_COUNT, DIGIT_BY_DIGIT, HHMM, MONEY_AFTER, MONEY_BEFORE, TIME_BEFORE, model_before

_W = r"[^\W\d_]*"   # the rest of an inflected or compound word
# Padlocks, combination locks and key boxes: a number near after one is its code (three digits too).
LOCKS = (
    r"(?:pad|bike|bicycle|cycle|door|gym|bag|smart|combination|suitcase|luggage|code|key|cable|chain)?\s?locks?\b"
    r"|padlock@|\w*schlo(?:ss|ß)@|\w*schlöss@|(?:cijfer|fiets|hang|ketting|code|combinatie|kabel|nummer)slot@"
    r"|\w*lås(?:en|et|a|ene)?\b|\w*lukko@|\w*lukon\b|\w*lukkoon\b|kilid@|kilit@|cadenas@|candado@|cadeado@|lucchett@"
    r"|serratur@|serrure@|замок\w*|замк\w*|zam(?:ek|ku|kiem|kem)\b|kłódk@|kłódce|zámek|zámku|zámok|(?:szám|kerékpár"
    r"|bicikli|kód|ajtó)zár@|zár(?:at|ja|ját)\b|lakat@|lacăt@|lacat@|lokot@|катинар\w*|катанац\w*|брав[аеиу]\w*"
    r"|λουκέτ@|κλειδαρι@|قفل|القفل|قفل‌|מנעול\w*|ताल[ाे]|তালা\w*|กุญแจ|ổ\s+khóa|khóa|gembok|kufuli|kandado|kadna|raka"
    r"|quful\w*|spyn@|slēdzen@|lukk(?:u|uga)?\b|lás(?:inn)?\b|សោ|ključavnic@|àgádágodo|agadagodo|mkpọchi|makulli"
    r"|ilokhi|பூட்டு\w*|తాళం|ಬೀಗ\w*|പൂട്ട്\w*|તાળું|ਤਾਲਾ|ቁልፍ|clo\b|锁|鎖|錠|ダイヤル|자물쇠|번호키|🔐|🔒|🔓|🗝|🔑|schluessel(?:kasten"
    r"|box|safe|tresor)@|khoa|(?:kod|hang|häng|cykel|kombinations|vapen)las(?:et|en)?\b|key\s?(?:box|safe)|keysafe"
    r"|lock\s?box|schlüssel(?:kasten|box|safe|tresor)@|boîte\s+à\s+clés?|boite\s+a\s+cles?|caja\s+de\s+llaves|cajetín"
    r"|cassetta\s+(?:delle\s+)?chiavi|caixa\s+de\s+chaves|sleutelkastje|sleutelkluis|nyckelskåp@|nøgleboks@"
    r"|nøkkelboks@|avainlaatik@|avainboksi@|skrzynk\w*\s+na\s+klucze|鍵ボックス|キーボックス|키박스")
# Safes: a code with a code word, a label or a glued key; no number of their own.
SAFES = (
    r"safes?\b|\w*tresor@|coffre-fort|coffre\s+fort|caja\s+fuerte|cofre|cassaforte|kluis\b|kassaskåp@|pengeskab@"
    r"|kassakaap@|sejf@|trezor@|széf@|seif@|sef\b|сейф\w*|сеф\w*|χρηματοκιβώτι\w*|seyf@|kasa(?:nın|sı|nin|si|sının"
    r"|sinin)?\b|(?:ال)?خزنة|[הלבמוש]{0,2}כספת|گاوصندوق|تجوری|तिजोरी|সিন্দুক|ตู้เซฟ|két\s+sắt|brankas|sefu|სეიფ\w*"
    r"|սեյֆ\w*|保险柜|保险箱|保險箱|金庫|금고")
# Combination words: a lock's code by name.
COMBINATIONS = (
    r"\w*combina@|combo\b|combi\b|kombi\b|\w*kombina@|kombinasi|zahlencode|cijfercode|yhdistelmä@|комбинац\w*"
    r"|комбінац\w*|συνδυασμ\w*|שילוב|تركيبة|कॉम्बिनेशन|কম্বিনেশন|조합|组合|組合|mchanganyiko|şifreli|sifreli|szyfrow@")
# Things a code opens that also carry a number ("Tor 3", "locker 2231"): doors, gates, entries, intercoms, garages,
# alarms, lockers, sheds.
THINGS = (
    r"🚪|\w*tuer\b|\w*tuere|bran[aeuy]\b|branu|porton\b|forrad\w*|darwaz\w*|darvaz\w*|cua|cong|ket\s+sat|doors?"
    r"|front\s?door|gates?|gateway|entrance|intercom|buzzer|garage@|alarm@|lockers?|shed|storage\s+unit|building"
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
    r"|pultahan|ganghaan|mlango|lango|geti|kabati|ilẹ̀kùn|ilekun|ilẹkun|géètì|geeti|ụzọ|uzo|ƙofa\w*|kofa\w*|isango"
    r"|yesango|umnyango|ucango|alamu|i-alamu|ye-alamu|igaraji|albaab\w*|irr?id\w*|gees(?:ka|ta)?\s+hore|garaash|pòt"
    r"|pòtay|potay|baryè|alam"
    r"|kūaha|kuaha|tatau|kēti|keti|karāti|karati|varavarana|கதவு\w*|తలుపు\w*|ಬಾಗಿಲ\w*|വാതിൽ\w*|દરવાજ\w*|ਦਰਵਾਜ\w*"
    r"|දොර\w*|တံခါး|ទ្វារ|ປະຕູ|atea\w*|ataria\w*|drws|giât|dora(?:s|is)|geata|bieb|vavahady|punku|urugi|irembo|oluggi"
    r"|omulyango|gedhi|musuwo|[የበለ]?በ[ርሩ]\w*|ጋራዥ|ማዕጾ|კარ\w*|ჭიშკარ\w*|դուռ|դռան|դարպաս\w*|门禁|門禁|大门|房门|家门|门口|单元门|楼门|院门"
    r"|门锁|大門|正門|裏門|門扉|門禁|門鎖|車庫|车库|车位|储物柜|寄存柜|ドア|玄関|オートロック|ロッカー|현관|대문|도어락|사물함")
# Suitcases and bikes: with a code word, a number beside them is the lock's code (three digits too).
GEAR = (
    r"suitcase\w*|luggage|valise@|maleta@|mala\b|valigi@|\w*koffer@|resväsk@|kuffert@|matkalauk@|walizk@|чемодан\w*"
    r"|чамадан\w*|bavul@|valiz@|βαλίτσ\w*|מזוודה|حقيبة|چمدان|सूटकेस|vali\b|koper\b|sanduku|行李箱|スーツケース|キャリーケース|캐리어"
    r"|여행\s?가방|bike|bicycle|fahrrad\w*|velo\w*|vélo|bici\w*|fiets\w*|cykel@|sykkel@|pyör@|rower@|kolo\b|bisiklet@"
    r"|velosiped@|велосипед\w*|ποδήλατ\w*|دراجة|אופניים|دوچرخه|साइकिल|sepeda|basikeli|baiskeli|bisiklèt|pahikara|keke"
    r"|ibhayisikili|baaskiil\w*|ብስክሌት|dvira\w*|jalgrat@|reiðhjól@|bicikl@|自行车|自転車|자전거|xe\s+đạp")
# Code words: the code, PIN, password or combination of what a lock or door opens, in ~60 languages.
CODES = (
    r"\w*codes?\b|pin\b|pins\b|pincode|passcode|password|geheimzahl|c[oó]dig@|clave|contraseña|senha|codice"
    r"|\w*kod(?:en|er|erna|e|u|em|a|y|ot|ja|ul|ului|unu|un|i|ni|ini|as|ą|s|o)?\b|\w*kood@|\w*koodi@|\w*kód@|\w*kóð@"
    r"|szyfr@|šifr@|şifr[eə]@|sifr[eə]@|parol@|код\w*|шифр\w*|парол\w*|пин\b|κωδικ\w*|(?:ال)?رمز|(?:ال)?كود"
    r"|الرقم\s+السري|ה?קוד|סיסמ\w*|کد|کوڈ|कोड|পিন|কোড|รหัส|mã|mã\s+số|mật\s+khẩu|mật\s+mã|kode|sandi|msimbo"
    r"|ma(?=\s+(?:cua|cong|khoa|ket|tu)\b)|namba\s+ya\s+siri|nambari\s+ya\s+siri|nenosiri|lambar\s+sirri\w*|kòd|kóòdù"
    r"|koodu|kódù|ikhodi|ikhowudi|khodi|khowudi|waehere|kaody|kodi|codi|kodea|côd|cód|kodiċi|குறியீடு|கோட்|కోడ్|ಕೋಡ್"
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
_SORTS = (("compound", COMPOUND), ("code", CODES), ("combination", COMBINATIONS), ("lock", LOCKS), ("safe", SAFES),
          ("thing", THINGS), ("gear", GEAR), ("numbers", NUMBERS), ("opens", OPENS), ("enter", ENTER), ("need", NEED))
_SCAN = re.compile("|".join(f"(?P<{name}>{_words(fragment.replace('@', _W))})" for name, fragment in _SORTS))
LOCK_TARGETS = frozenset(("lock", "safe", "thing", "gear", "compound"))
# Things numbered in a row (lockers, rooms, boxes): a bare label of one is its number ("Locker: 1024").
_NUMBERED = re.compile(r"(?i)\W*(?:lockers?|spind\w*|schlie(?:ß|ss)fach\w*|casiers?|taquillas?|armadietto|kluisje"
                       r"|skåp\w*|kaappi|szafka|шкафчик|dolap\w*|ロッカー|사물함|tor|gates?|rooms?|zimmer|box\w*|building"
                       r"|gebäude|bâtiment|edificio|bina\w*|apartman\w*|condo|residence|résidence|entrance|entrée"
                       r"|eingang)\W*")


# Keypad keys said as words after a value ("0815-Stern", "4012-Raute", "2580 star").
_KEYS = (r"stern|raute|star|hash|pound|étoile|dièse|estrella|almohadilla|asterisco|stella|cancelletto|ster|hekje"
         r"|stjärna|fyrkant|tähti|risuaita|gwiazdk\w{0,3}|krzyżyk|hvězdičk\w|mřížk\w|csillag|kettőskereszt|yıldız"
         r"|diyez|kare|звезд\w{0,5}|решетк\w{0,3}|решётк\w{0,3}|αστερίσκο\w?|δίεση")
# A lock code: 3–8 digits in any script, as a run or in groups (hyphens, dots, spaces, "・", "1 2 – 3 4 – 0 8"), maybe
# after # or *, maybe glued to a keypad key or a letter ("4711A", "58B21", "48К15"), maybe with a grammatical suffix
# kept out of the value ("7731-dir", "2846'dır", "4571-es", "5820:llä", "4830です", "617이야").
_VALUE = re.compile(
    r"(?<![.,/+\-#€$£])(?<!\d:)(?<!\d )(?<![\d_\u0900-\u0dff])(?<![^\W\d_\u0e00-\u0eff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])"
    r"(?P<v>[#*★✱]?(?:\d{3,8}|\d{1,3}(?:[\-‐–·.・]\d{1,3}){2,5}|\d(?: \d){2,7}|\d{2}(?: \d{2}){1,3}"
    r"|\d{1,2}(?: \d)?(?: ?[\-‐–] ?\d{1,2}(?: \d)?){2,4}|\d{1,4}[A-ZА-Я]\d{1,4}|\d{3,6}[A-ZА-Я])"
    rf"(?:\s?[#*★✱]|[\-\s](?i:{_KEYS})(?![^\W\d_]))?)"
    r"(?:['’\-](?:[dt][ıiuü]r|[dt][ıiuü]|[ıiuü]|y[ıiuü]|[aeoöá]s|koodi\w{0,3}|ll[aä]|n)|:(?:ll[aä]|n|ss[aä])|です|でした|だ"
    r"|이야|이에요|예요|입니다|이고|야|요|임|이다)?(?![\w/]|[,.:\-‐–·]\d|[\-‐–·][^\W\d_]|\s?[\d€$£%°])")
# Number words and words of place, time or price right before a value: a number, an hour, an amount; no code.
_NUMBER_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:number|nummer|numéro|número|numero|numara\w*|numer\w*|номер\w*|αριθμ\w*|nr|no|n°|nº|#|apt"
    r"|apartment|flat|wohnung|daire\w*|room|zimmer|chambre|habitación|camera|stanza|quarto|kamer|rum|huone\w*|pokój"
    r"|комнат\w*|квартир\w*|δωμάτιο|oda(?:sı|nın|si|nin)?|suite|etage|floor|stock|étage|piso|piano|kat|kerros\w*"
    r"|этаж\w*|platz|spot|seat|row|reihe|terminal|bus|tram|line|linie|haus|house|hausnummer|street|straße|rue|calle"
    r"|via|vía|gate\s+[a-z]|for|für|pour|por|per|um|at|am|bis|seit|since|in|im|von|from|vom|ab|until|till|to|by|à"
    r"|a\s+las|alle|às|saat|kl|klo|godz|в|до|с|от|desde|dès|depuis|sedan|siden|vanaf|od|z|ze|kadar|في|built|gebaut"
    r"|construit|construido|costruito|gebouwd|byggd|bygget|rakennettu|zbudowan\w*|inşa|построен\w*|year|jahr|année"
    r"|año|anno|jaar|år|vuonna|roku|yılı?|году?|vid|klockan|kello|om|ved|rond|around|um|gegen|vers|hacia|verso"
    r"|cerca\s+de|about|ungefähr|environ|circa|ca|approx\w*|etwa|около|yaklaşık|before|after|vor|nach|avant|après"
    r"|antes|después|prima|dopo|före|efter|innan|ennen|przed|после|önce|πριν)\W{0,3}$|(?:まで|から|까지|부터|到|从)\s*$")
# Units after a value in scripts that glue them; indefinite articles before a model ("ist ein Abus Bordo 6000").
_UNIT_AFTER = re.compile(r"\s?(?:メートル|センチ|ミリ|キロ|円|分|秒|時|個|人|米|公里|厘米|元|块|미터|센티|원|분|초|개|명)")
_ARTICLE = re.compile(r"(?i)(?<![^\W\d_])(?:a|an|ein|eine|einen|un|une|uno|una|um|uma|een|en|ett|et|bir|один|одна)\s")
# Other sorts of numbers in the clause: postal, order, tracking, flight, phone, invoice, model, version, price, score.
_OTHER = re.compile(
    r"(?i)postleitzahl|\bplz\b|\bzip\b|postal|post\s?code|posta\s+kodu|código\s+postal|code\s+postal|\bcap\b|order"
    r"|bestell|commande|pedido|ordine|bestelling|beställning|tilaus|zamówien|заказ|sipariş|tracking|sendung|kargo"
    r"|flight|\bflug|boarding|departure|abflug|uçuş|рейс|πτήση|航班|便名|항공편|phone|telefon|\btel\b|handy|телефон|invoice"
    r"|rechnung|receipt|quittung|beleg|reçu|recibo|ricevuta|kvitto|kuitti|paragon|чек\b|fiş|fatura|factur|iban|score"
    r"|spielstand|ergebnis|minute|minuto|dakika|match|\bspiel\b|partido|partita|maç|model|modèle|modelo|modell"
    r"|artikel|article|product|produkt|ürün|товар|προϊόν|\bsku\b|serial|seri\s+no|firmware|version|versión|versione"
    r"|\bv\d|订单|注文|주문|\bkg\b|kilo|gewicht|weighs|weight|ağırlı|вес\b|peso|poids|\bfee\b|\bcost|price|preis|kosten"
    r"|gebühr|miete|\brent\b|prix|loyer|precio|alquiler|prezzo|affitto|preço|fiyat|ücret|цена|τιμή|promo|rabatt"
    r"|gutschein|coupon|voucher|discount|réduction|descuento|sconto|korting|indirim|скидк|default|factory|werks\w*"
    r"|voreingestellt|par\s+défaut|d'usine|por\s+defecto|de\s+fábrica|predefinit|padrão|fabrieks|standaard"
    r"|по\s+умолчанию|заводск|varsayılan|fabrika|domyśln|fabryczn|výchozí|alapértelmezett|gyári|oletus|기본|默认|初期"
    r"|conduct|review|source\s+code|error|fehler|erreur|\bqr\b|barcode|bar\s+code|status|\bhttp|exit|country"
    r"|area\s+code|vorwahl|ländercode|indicatif|prefijo|prefisso|netnummer|riktnummer|suuntanumero|kierunkow|předvolb"
    r"|körzetszám|код\s+города|alan\s+kodu|κωδικός\s+περιοχής|section|sección|abschnitt|building\s+codes?|bauordnung"
    r"|paragraph|chapter|kapitel|\bpage|seite|página|pagina|polic(?:y|ies)|richtlinie|codes?\s+like|such\s+as"
    r"|e\.g\.|z\.\s?b\.|not\s+allowed|nicht\s+erlaubt|verboten|interdits?|prohibid|vietat")
# A question mark opens its answer ("Türcode? 4471"): it ends no clause.
_CLAUSE_END = re.compile(r"(?<!\bnr)(?<!\bNr)(?<!\bno)(?<!\bNo)(?<!\bst)(?<!\bSt)(?<!\bca)[.!。！;](?:\s|$)|\n")
# Words a value may be followed by before it is named ("4460 is the code …", "5513 c'est le code …").
_COPULA = re.compile(
    r"(?i)[\s»«\"'“”„]{0,3}(?:(?:das\s+ist|dat\s+is|det\s+är|det\s+er|that'?s|this\s+is|it'?s|is|ist|es|est|c'est|è|é"
    r"|är|er|on|to|je|jest|это|είναι|hii|ni|adalah|itu|là|hai|ही|है|dır|dir|se|waa|ithi|=|←|<-|->|→|:|–|—"
    r"|-)[\s»«\"'“”„,]{0,3})?(?:(?:the|my|our|der|die|das|le|la|les|el|los|il|lo|o|a|os|as|de|het|den|det|mein\w*|mon"
    r"|ma|mi|mio|mia)\s+)?")
_YEAR = re.compile(r"(?:19|20)\d\d")
_HHMM = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")
_CLOCK = re.compile(r"(?i)wecker|alarm\s*clock|réveil|despertador|sveglia|будильник|väckarklocka|herätys|budzik"
                    r"|çalar\s+saat|ξυπνητήρι|set\s+for|gestellt|\balarms?\b|alarme|alarma|allarme")
# What may follow a code: the clause's end, punctuation, a connective, a keypad key, a cue; a noun makes a count.
_TAIL = re.compile(
    r"(?i)[ \t]*(?:$|[^\w\s]|[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|(?:then"
    r"|and|und|dann|puis|et|y|luego|e|poi|en|och|og|ja|i|ve|sonra|и|και|ו|a|ka|na|tapos|followed|gefolgt|suivi|seguido"
    r"|seguito|gevolgd|sitten|potem|затем|потом|μετά|ثم|و|kadib|dabadeed|in|ein|auf|an|rein|{keys}|{enter}|{opens})"
    r"(?![^\W\d_]))".replace("{keys}", _KEYS).replace("{enter}", ENTER).replace("{opens}", OPENS))


def _lowered(text: str) -> str:
    """`text` lower-cased, letters whose lower case is longer ("İ") kept as they are: positions stay."""
    lowered = text.lower()
    return lowered if len(lowered) == len(text) else "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


class _Cues:
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
    return _Cues(_lowered(text), 0, len(text)).within(0, len(text))


def _ascii_digits(value: str) -> str:
    """The value's digits, in any script, as ASCII digits; other characters dropped."""
    return "".join(str(unicodedata.digit(c)) for c in value if c.isdigit())


def _date_like(value: str) -> bool:
    """Three groups that read as a day, a month and a 2- or 4-digit year (either order of day and month)."""
    groups = [g for g in re.split(r"[\-‐–·./・ ]+", value) if g]
    if len(groups) != 3 or len(groups[2]) not in (2, 4) or len(groups[0]) > 2 or len(groups[1]) > 2:
        return False
    first, second = int(_ascii_digits(groups[0]) or 0), int(_ascii_digits(groups[1]) or 0)
    return (1 <= first <= 31 and 1 <= second <= 12) or (1 <= first <= 12 and 1 <= second <= 31)


def _value_ok(shown: str, match: re.Match[str]) -> bool:
    """A code's shape: no version, price or quantity, no number word right before (dates: see `lock_spans`)."""
    value, end = match.group("v"), match.end()
    digits = _ascii_digits(value)
    if not 3 <= len(digits) <= 8 or not digits.strip("0"):
        return False   # "0-0-0": a lock's factory setting
    if "." in value and re.search(r"(?:^|\.)\d(?:\.|$)", value):
        return False   # a version ("4.2.8")
    if MONEY_AFTER.match(shown, end) or quantity_after(shown, end) or _UNIT_AFTER.match(shown, end) \
            or MONEY_BEFORE.search(shown, max(0, match.start() - 16), match.start()) \
            or model_before(shown, match.start()) or COMBINATION_COUNT.match(shown, end) \
            or (HHMM.fullmatch(value) and TIME_BEFORE.search(shown, max(0, match.start() - 12), match.start())):
        return False
    if not value.isdigit() and shown[max(0, match.start() - 40):match.start()].rstrip().endswith((":", "：")):
        return True   # "safe in the hotel room: 2716#": a glued key makes a code of a labelled number
    return not _NUMBER_BEFORE.search(shown, max(0, match.start() - 14), match.start())


def _clause_of(shown: str, start: int, end: int) -> tuple[int, int]:
    """The clause (at most a line, 90 characters each way) around `start`–`end`."""
    low = max(0, start - 90)
    stops = [m.end() for m in _CLAUSE_END.finditer(shown, low, start)]
    stop = _CLAUSE_END.search(shown, end, min(len(shown), end + 90))
    return (stops[-1] if stops else low), (stop.start() if stop else min(len(shown), end + 90))


class _Value(NamedTuple):
    """A value candidate in its clause: `low`–`high` the clause, `start`–`end` the value."""

    shown: str
    cues: _Cues
    low: int
    start: int
    end: int
    high: int
    plain: bool   # no key glued on (#, *, "Stern")
    number: bool   # plain and not grouped: reads as a number too
    three: bool


def _near_lock(v: _Value) -> bool:
    """A padlock, combination lock or key-box word at most 40 characters before the value, no digit or article
    between ("Fahrradschloss am Bahnhof 472", not "Das Fahrradschloss ist ein Abus Bordo 6000")."""
    found = v.cues.last("lock", v.low, v.start)
    between = v.shown[found:v.start] if found >= 0 else ""
    return found >= 0 and len(between) <= 40 and not any(c.isdigit() for c in between) \
        and not _ARTICLE.search(between)


def _named_before(v: _Value, tail_ok: bool) -> bool:
    """Cue words before the value in its clause: a code word with what it opens, or (the value closing its phrase,
    `tail_ok`) a lock word near it, a combination word with a lock, a door or safe as a label, a verb of keying or
    opening, a code word whose lock was named in the clause before."""
    cues = v.cues.within(v.low, v.start)
    code, targets = bool(cues & {"code", "compound"}), cues & LOCK_TARGETS
    before = v.shown[v.low:v.start]
    label = before.rstrip().endswith((":", "：", "=", "–", "—", "-", "→", ">", "?", "？", ")"))
    last = re.search(r"\S+(?=\s*$)", before)
    if v.number and not code and last and v.cues.at(v.low + last.start(), v.low + last.end(), {"thing"}):
        return False   # "locker 2231", "Tor 3", "kapı 12": the thing's own number
    if v.three:
        lockish = _near_lock(v) or ("combination" in v.cues.within(v.start - 50, v.start) and bool(targets or code))
        return (lockish and (tail_ok or code)) or bool(cues & {"gear", "lock"} and cues & {"code", "numbers"})
    if code and targets:
        return True
    if not tail_ok:
        return False   # "we need 2400 bricks for the building", "garage sale: 1500 items"
    if _near_lock(v) or ("combination" in cues and (targets or code or label)):
        return True
    if cues & {"enter", "need", "opens", "numbers"} and targets - {"gear"}:
        return True   # "la alarma se desactiva con 8812", "trzeba wpisać na klawiaturze 4412"
    words = before.strip(" :：-–—=→>?？\t").split()
    if len(words) == 1 and label and v.number and not _HHMM.fullmatch(v.shown[v.start:v.end]):
        return not _NUMBERED.fullmatch(words[0]) and bool(targets & {"thing", "safe"})   # "Haustür → 4471"
    if targets & {"thing", "safe", "lock"} and ((not v.number) or (label and len(words) >= 2)):
        return True
    previous = v.cues.within(v.low - 150, v.low) if v.low else frozenset()
    return bool(cues & {"code", "numbers", "enter"}) and not targets and bool(previous & LOCK_TARGETS)


def _named_after(v: _Value) -> bool:
    """The value first, then a copula and its code and lock words ("0607# kapı şifresi", "5513 c'est le code de la
    porte", "8734 qu'il faut taper au portillon"), or a code word before and the lock after ("il codice è 4460 per
    il cancello")."""
    code_before = "code" in v.cues.within(max(v.low, v.start - 30), v.start)
    head = _COPULA.match(v.shown, v.end, v.high)
    rest, rest_end = (head.end(), min(v.high, head.end() + 60)) if head else (v.high, v.high)
    if rest < rest_end and (len(v.shown[v.low:v.start].split()) <= 3 or code_before) \
            and not any(c.isdigit() for c in v.shown[rest:rest + 40]):
        cues = v.cues.within(rest, rest_end)
        code, targets = bool(cues & {"code", "compound"}), cues & LOCK_TARGETS
        first = v.cues.at(rest, -1, {name for name, _ in _SORTS} - {"need"})
        if v.three:
            return first and bool(cues & {"lock", "combination"})
        if first and (code and targets or "combination" in cues):
            return True
        if cues & {"enter", "opens"} and targets - {"gear"}:
            return True
    if code_before and not v.three and not v.cues.within(v.low, v.start) & {"thing", "lock"}:
        return bool(v.cues.within(v.end, min(v.high, v.end + 40)) & LOCK_TARGETS)
    return False


_GIVEN = re.compile(r"(?i)(?:[:：=(]|(?<![^\W\d_])(?:is|ist|est|es|è|é|är|er|on|je|jest|ithi|ni|se|waa|adalah|là|dır"
                    r"|lautet|c'est|это|είναι|הוא|هو)|\b(?:dır|dir))\s*$")
_CHANGED = re.compile(r"(?i)\W*(?:erneuert|geändert|gewechselt|changed|updated|renewed|modifié|changé|cambiad|cambiat"
                      r"|gewijzigd|veranderd|ändrad|endret|ændret|vaihd|zmienion|změněn|megváltoz|измен|değiş|άλλαξ"
                      r"|since|seit|depuis|desde|dal|sinds|sedan|siden|alkaen|od|с|beri|until|bis|jusqu|hasta|fino"
                      r"|tot)")


def _shape_ok(v: _Value, value: str) -> bool:
    """No alarm-clock time, no year unless given as a code after its code word and lock ("Ikhodi ye-alamu yendlu
    ithi 2029", not "Code für das Tor: 2024 erneuert"), no date unless a combination or lock word is near."""
    digits = _ascii_digits(value)
    before = v.cues.within(v.low, v.start)
    if _HHMM.fullmatch(digits) and "code" not in before and _CLOCK.search(v.shown, v.low, v.start):
        return False   # "Wecker auf 0545 gestellt", "Alarm: 0630"
    if v.plain and _YEAR.fullmatch(digits) and not DIGIT_BY_DIGIT.fullmatch(value):   # "1-9-6-0" is keyed, no year
        return bool(before & {"code", "compound"}) and bool(before & LOCK_TARGETS) \
            and _GIVEN.search(v.shown, v.low, v.start) is not None and _CHANGED.match(v.shown, v.end) is None
    if _date_like(value.strip("#*★✱ ")):
        return "." not in value and bool(v.cues.within(v.start - 40, v.start) & {"combination", "lock"})
    return True


_KEYED = re.compile(r"[#*★✱]|[^\W\d_]{3}")
_GROUPED = re.compile(r"\d\D+\d")


def lock_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each lock code named before or after its lock, door or combination word in the same clause
    (or with a code word after its lock was named in the clause before)."""
    if not any(c.isdigit() for c in shown):
        return
    lowered, scanned = "", {}
    for match in _VALUE.finditer(shown):
        if not _value_ok(shown, match):
            continue
        low, high = _clause_of(shown, match.start(), match.end())
        lowered = lowered or _lowered(shown)
        cues = scanned.setdefault((low, high), _Cues(lowered, max(0, low - 150), high))
        if not cues.hits or _OTHER.search(shown, low, high):
            continue   # no cue word near, or a number of another sort in the clause
        value = match.group("v")
        plain = _KEYED.search(value) is None
        number = plain and _GROUPED.search(value) is None   # a letter glued on ("Spind 214B") still reads as a number
        v = _Value(shown, cues, low, match.start(), match.end(), high, plain, number,
                   plain and len(_ascii_digits(value)) == 3)
        if _shape_ok(v, value) and (_named_before(v, _TAIL.match(shown, v.end) is not None) or _named_after(v)):
            yield "pin", match.span("v")
