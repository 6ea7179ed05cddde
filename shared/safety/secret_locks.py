"""Lock codes in ~50 languages: a lock, door, gate, intercom, garage, alarm, safe, locker, suitcase, bike or key-box word
and a code word in one clause, any filler between them and the value, the value before or after, glued to a symbol or
a word ("0607#", "*1234", "0815-Stern", "4711A") or a grammatical suffix ("7731-dir", "4571-es", "4830です", "482번").

A code word beside what it opens ("kapı şifresi site girişinde 0607#"), a combination or padlock word (then three digits
count too: "kombinasyon kilidi valiz: 347", "Zahlenschloss 613"), or a door or gate named as a label before its colon
("Tor zur Einfahrt vom Ferienhaus: 0815-Stern") gives the value. A number right after a number word or after the thing
itself ("locker 2231", "Tor 3", "kapı 12"), years, dates, times, prices, quantities and other sorts of numbers (order,
flight, phone, postal) give none. All patterns are linear (no nested quantifiers that can backtrack).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

from .secret_concept_rules import _words
from .secret_cues import quantity_after
from .secret_shapes import MONEY_AFTER

_W = r"[^\W\d_]*"   # the rest of an inflected or compound word
# Padlocks, combination locks and key boxes: a number near after one is its code (three digits too).
LOCKS = (
    r"(?:pad|bike|bicycle|cycle|door|gym|bag|smart|combination|suitcase|luggage|code|key|cable|chain)?\s?locks?\b"
    r"|padlock@|\w*schlo(?:ss|ß)@|\w*schlöss@|(?:cijfer|fiets|hang|ketting|code|combinatie|kabel|nummer)slot@"
    r"|\w*lås(?:en|et|a|ene)?\b|\w*lukko@|\w*lukon\b"
    r"|\w*lukkoon\b|kilid@|kilit@|cadenas@|candado@|cadeado@|lucchett@|serratur@|serrure@|замок\w*|замк\w*"
    r"|zam(?:ek|ku|kiem|kem)\b|kłódk@|kłódce|zámek|zámku|zámok|(?:szám|kerékpár|bicikli|kód|ajtó)zár@|zár(?:at|ja|ját)\b"
    r"|lakat@|lacăt@"
    r"|lacat@|lokot@|катинар\w*|катанац\w*|брав[аеиу]\w*|λουκέτ@|κλειδαρι@|قفل|القفل|قفل‌|מנעול\w*|ताल[ाे]|তালা\w*"
    r"|กุญแจ|ổ\s+khóa|khóa|gembok|kufuli|kandado|kadna|raka|quful\w*|spyn@|slēdzen@|lukk(?:u|uga)?\b|lás(?:inn)?\b"
    r"|ključavnic@|àgádágodo|agadagodo|mkpọchi|makulli|ilokhi|锁|鎖|錠|ダイヤル|자물쇠|번호키"
    r"|key\s?(?:box|safe)|keysafe|lock\s?box|schlüssel(?:kasten|box|safe|tresor)@|boîte\s+à\s+clés?|boite\s+a\s+cles?"
    r"|caja\s+de\s+llaves|cajetín|cassetta\s+(?:delle\s+)?chiavi|caixa\s+de\s+chaves|sleutelkastje|sleutelkluis"
    r"|nyckelskåp@|nøgleboks@|nøkkelboks@|avainlaatik@|avainboksi@|skrzynk\w*\s+na\s+klucze|鍵ボックス|キーボックス|키박스")
# Safes: a code with a code word, a label or a glued key; no number of their own.
SAFES = (
    r"safes?\b|\w*tresor@|coffre-fort|coffre\s+fort|caja\s+fuerte|cofre|cassaforte|kluis\b|kassaskåp@|pengeskab@"
    r"|kassakaap@|sejf@|trezor@|széf@|seif@|sef\b|сейф\w*|сеф\w*|χρηματοκιβώτι\w*|seyf@|kasa(?:nın|sı|nin|si)?\b"
    r"|(?:ال)?خزنة|[הלבמוש]{0,2}כספת|گاوصندوق|تجوری|तिजोरी|সিন্দুক|ตู้เซฟ|két\s+sắt|brankas|sefu|სეიფ\w*|սեյֆ\w*"
    r"|保险柜|保险箱|保險箱|金庫|금고")
# Combination words: a lock's code by name.
COMBINATIONS = (
    r"combina@|combo\b|combi\b|kombi\b|kombina@|kombinasi|zahlencode|cijfercode|yhdistelmä@|комбинац\w*|комбінац\w*"
    r"|συνδυασμ\w*|שילוב|تركيبة|कॉम्बिनेशन|কম্বিনেশন|조합|组合|組合|mchanganyiko|şifreli|sifreli|szyfrow@")
# Things a code opens that also carry a number ("Tor 3", "locker 2231"): doors, gates, entries, intercoms, garages,
# alarms, lockers, sheds.
THINGS = (
    r"doors?|front\s?door|gates?|gateway|entrance|intercom|buzzer|garage@|alarm@|lockers?|shed|storage\s+unit"
    r"|\w*tür\b|\w*türe|(?:garagen|hof|garten|einfahrts|eingangs|haus|roll|schiebe|zufahrts)?tor(?:es)?\b|einfahrt@"
    r"|eingang@|klingel@|sprechanlage|spind@|schlie(?:ß|ss)fach@|schuppen|gartenhaus@|keller@|porte@|portail@"
    r"|portillon|entrée|immeuble|interphone|digicode|casier@|abri|puerta@|portal@|portón|verja|portero|telefonillo"
    r"|garaje|cochera|taquilla@|casillero|trastero|porta\b|portas|portão|portao|portaria|interfone|garagem|cacifo"
    r"|armário|portone|cancello|citofono|allarme|armadietto|box\s+auto|\w*deur@|\w*poort@|\bhek\b|kluisje@|schuur"
    r"|dörr@|porten|porttelefon|grind(?:en)?\b|larm@|skåp@|förråd@|dør(?:en)?\b|grinda|garasje@|skap(?:et)?\b"
    r"|bod(?:en)?\b|låge@|skab(?:et)?\b|ovi\b|oven\b|ovea\b|ovessa\b|portti@|autotalli@|hälyty@|vaja@|varasto@"
    r"|kaap(?:i|in|issa|ista|ille|pi)\b|lokero@|uks\b|ukse\w*|värav@|garaaž@|hurð@|hlið@|drzwi@|bram@|furtk@"
    r"|domofon@|garaż@|szafk@|skrytk@|komórk@|dveř@|dvere|brán@|vchod@|garáž@|skříňk@|skrink@|ajtó@|kapu@|garázs@"
    r"|riasztó@|szekrény@|ușa|ușii|usa\b|poart@|interfon@|garaj@|dulap@|vrata|kapij@|ormarić@|dera\b|derës|portë"
    r"|dur(?:ys|ų|ims)\b|vart(?:ai|ų)\b|durvis|durvju|vārt@|двер\w*|дзвер\w*|ворот\w*|врат\w*|капиј\w*|калитк\w*"
    r"|хвіртк\w*|подъезд\w*|під'їзд\w*|домофон\w*|гараж\w*|сигнализац\w*|сигналізац\w*|шкафчик\w*|ячейк\w*|есік\w*"
    r"|қақпа\w*|эшик\w*|дарвоза\w*|хаалга\w*|πόρτ\w*|καγκελόπορτ\w*|εισόδ\w*|θυροτηλέφων\w*|γκαράζ|συναγερμ\w*"
    r"|ντουλαπάκι\w*|kapı@|kapi\b|kapisi|qapı@|darvaza@|eshik@|darvoza@|diafon@|dolab@|dolap@|zil@|bina(?:nın|ya|nin|sı)?\b"
    r"|apartman@|باب|الباب|بوابة|البوابة|المدخل|الجراج|المرآب|الإنذار|الانتركم|الخزانة|خزانة"
    r"|[הלבמוש]{0,2}(?:דלת|שער|כניסה|אינטרקום|לוקר|ארונית|אזעקה|חניה)|درب|در\s+ورودی|ورودی|دزدگیر|کمد|پارکینگ|آیفون"
    r"|دروازہ|دروازے|लॉकर|दरवाज़\w*|दरवाज\w*|गेट|अलार्म|দরজা\w*|গেট|লকার|ประตู|ล็อกเกอร์|cửa|cổng|tủ\s+đồ|tủ\s+khóa"
    r"|pintu|gerbang|pagar|loker|pinto|pintuan|tarangkahan|pultahan|ganghaan|mlango|lango|geti|kabati|ilẹ̀kùn|ilekun"
    r"|ilẹkun|géètì|geeti|ụzọ|uzo|ƙofa\w*|kofa\w*|isango|yesango|umnyango|ucango|alamu|i-alamu|ye-alamu|igaraji"
    r"|albaab\w*|irid\w*|garaash|pòt|pòtay|potay|baryè|alam|kūaha|kuaha|tatau|kēti|keti|karāti|karati|varavarana"
    r"|vavahady|punku|urugi|irembo|oluggi|omulyango|gedhi|musuwo|[የበለ]?በር|በሩ|ጋራዥ|ማዕጾ|კარ\w*|ჭიშკარ\w*|դուռ|դռան"
    r"|դարպաս\w*|门禁|門禁|门|門|车库|车位|储物柜|寄存柜|ドア|玄関|オートロック|ロッカー|현관|대문|도어락|사물함")
# Suitcases and bikes: with a code word, a number beside them is the lock's code (three digits too).
GEAR = (
    r"suitcase\w*|luggage|valise@|maleta@|mala\b|valigi@|\w*koffer@|resväsk@|kuffert@|matkalauk@|walizk@"
    r"|чемодан\w*|чамадан\w*|bavul@|valiz@|βαλίτσ\w*|מזוודה|حقيبة|چمدان|सूटकेस|vali\b|koper\b|sanduku|行李箱"
    r"|スーツケース|キャリーケース|캐리어|여행\s?가방|bike|bicycle|fahrrad\w*|velo\w*|vélo|bici\w*|fiets\w*|cykel@"
    r"|sykkel@|pyör@|rower@|kolo\b|bisiklet@|velosiped@|велосипед\w*|ποδήλατ\w*|دراجة|אופניים|دوچرخه|साइकिल|sepeda"
    r"|basikeli|baiskeli|bisiklèt|pahikara|keke|ibhayisikili|baaskiil\w*|ብስክሌት|dvira\w*|jalgrat@|reiðhjól@|bicikl@"
    r"|自行车|自転車|자전거|xe\s+đạp")
# Code words: the code, PIN, password or combination of what a lock or door opens, in ~60 languages.
CODES = (
    r"\w*codes?\b|pin\b|pins\b|pincode|passcode|password|geheimzahl|c[oó]dig@|clave|contraseña|senha|codice"
    r"|\w*kod(?:en|er|erna|e|u|em|a|y|ot|ja|ul|ului|unu|un|i|ni|ini|as|ą|s|o)?\b|\w*kood@|\w*koodi@|\w*kód@|\w*kóð@"
    r"|szyfr@|šifr@|şifr[eə]@|sifr[eə]@|parol@|код\w*|шифр\w*|парол\w*|пин\b|κωδικ\w*|(?:ال)?رمز|(?:ال)?كود"
    r"|الرقم\s+السري|ה?קוד|סיסמ\w*|کد|کوڈ|कोड|পিন|কোড|รหัส|mã|mã\s+số|mật\s+khẩu|mật\s+mã|kode|sandi|msimbo"
    r"|namba\s+ya\s+siri|nambari\s+ya\s+siri|nenosiri|lambar\s+sirri\w*|kòd|kóòdù|koodu|kódù|ikhodi|ikhowudi|khodi"
    r"|khowudi|waehere|kaody|kodi|kowd\w*|ኮድ|ፓስወር\w*|ፓስዎርድ|კოდ\w*|կոդ\w*|кодун|кодни|fjalëkalim\w*|nọmba\s+aṣiri"
    r"|keypad|tastenfeld|ziffernfeld|clavier|teclado|tastierino|knappsats|tastatur|näppäim@|klawiatur@|klávesnic@"
    r"|клавиатур\w*|клавіатур\w*|tuş\s+takımı|πληκτρολόγι\w*|密码|密碼|暗証番号|暗証|コード|パスワード|键盘|비번|비밀번호|코드|암호")
# Weak code words (digits, numbers): a code only beside a lock, a safe, a thing or a suitcase.
NUMBERS = (
    r"numbers|digits|zahlen|ziffern|chiffres|números|numeri|cifre|cijfers|siffror|siffrene|numerot|cyfry|čísla|számok"
    r"|rakamlar@|цифры|цифри|цифр|αριθμοί|أرقام|ספרות|اعداد|अंक|ตัวเลข|số|angka|namba|数字|番号|숫자|번호")
# Entering a code: typing, punching in, pressing, dialling.
ENTER = (
    r"enter|type|punch(?:\s+in)?|key\s+in|dial|tap|tippen|eingeben|tippe|taper|tapez|composer|composez|saisir|entrer"
    r"|teclear|teclea|marcar|digitar|digite|digitare|comporre|inserire|intoetsen|invoeren|intikken|knappa\s+in"
    r"|slå\s+in|tast\w*|näppäile|syötä|wpisa\w*|wpisz|wstuka\w*|zadej|zadat|beüt|tastează|introdu\w*|набер\w*|набир\w*"
    r"|набрать|введ\w*|ввод\w*|tuşla\w*|girin|gir\b|πληκτρολογ\w*|πάτα|הקש\w*|اضغط|ادخل|أدخل|وارد\s+کن|दबा\w*"
    r"|डाल\w*|nhập|bấm|ketik|masukkan|tekan|bonyeza|weka|riix|入力|押し|输入|按|입력|누르\w*|눌러")
# Opening or disarming with a code.
OPENS = (
    r"opens?|unlocks?|ouvre|s'ouvre|öffnet|aufmachen|aufsperren|entsperr\w*|abre|apre|opent|öppnar|åpner|åbner|avaa"
    r"|aukeaa|otwiera|otevře|открывает|открывается|açar|açılır|ανοίγει|פותח|נפתח|يفتح|buka|membuka|mở|inafungua"
    r"|disarm\w*|deaktivier\w*|entschärf\w*|désactiv\w*|desactiv\w*|disattiv\w*|desativ\w*|uitschakel\w*|avaktiver\w*"
    r"|wyłącz\w*|rozbraj\w*|отключ\w*|απενεργοπ\w*|geht\s+mit|開け|开|解除|해제")
_BOUNDED = {name: "(?i)" + _words(fragment.replace("@", _W)) for name, fragment in
            (("lock", LOCKS), ("safe", SAFES), ("combination", COMBINATIONS), ("thing", THINGS), ("gear", GEAR),
             ("code", CODES), ("numbers", NUMBERS), ("enter", ENTER), ("opens", OPENS))}
_LOCK, _SAFE, _COMBINATION, _THING, _GEAR, _CODE_WORD, _NUMBERS, _ENTER, _OPENS = (
    re.compile(_BOUNDED[name]) for name in ("lock", "safe", "combination", "thing", "gear", "code", "numbers", "enter",
                                             "opens"))
# A code word glued to what it opens ("Türcode", "portkoden", "ovikoodi", "kapukód", "deurcode", "Garagentor-PIN").
COMPOUND_STEMS = (
    r"tür|haustür|tor|hoftor|garagentor|garagen?|alarm|alarmanlagen?|tresor|safe|schließfach|schliessfach|spind|schloss"
    r"|zahlenschloss|fahrradschloss|keller|klingel|eingangs?|haus|port|dörr|grind|larm|skåp|box|lås|cykellås|dør"
    r"|hage|sykkel|ovi|ulko-ovi|portti|hälytys|kaapin?|lokero|pyörän|lukon|lukko|kapu|ajtó|riasztó|széf|szekrény"
    r"|deur|voordeur|poort|hek|kluis|fiets|toegangs|uks|värava|garaaži|domofon|brama|sejf|schuur|gate|door")
_COMPOUND = re.compile("(?i)" + _words(rf"(?:{COMPOUND_STEMS})(?:s|e|n|en|er)?-?(?:codes?|kod(?:en|er)?|kode(?:n|r)?"
                                       rf"|koodi{_W}|kood{_W}|kód{_W}|pin(?:kod(?:en)?|kode(?:n)?|code)?)"))
_ANY = re.compile("|".join(_BOUNDED.values()).replace("(?i)", "") .join(("(?i)(?:", ")")) + "|" + _COMPOUND.pattern[4:])


# Keypad keys said as words after a value ("0815-Stern", "4012-Raute", "2580 star").
_KEYS = (r"stern|raute|star|hash|pound|étoile|dièse|estrella|almohadilla|asterisco|stella|cancelletto|ster|hekje"
         r"|stjärna|fyrkant|tähti|risuaita|gwiazdk\w{0,3}|krzyżyk|hvězdičk\w|mřížk\w|csillag|kettőskereszt|yıldız"
         r"|diyez|kare|звезд\w{0,5}|решетк\w{0,3}|решётк\w{0,3}|αστερίσκο\w?|δίεση")
# A lock code: 3–8 digits in any script, as a run or in groups (hyphens, dots, spaces, "・", "1 2 – 3 4 – 0 8"), maybe
# after # or *, maybe glued to a keypad key or a letter ("4711A", "58B21", "48К15"), maybe with a grammatical suffix
# kept out of the value ("7731-dir", "2846'dır", "4571-es", "5820:llä", "4830です", "617이야").
_VALUE = re.compile(
    r"(?<![.,/+\-#€$£])(?<!\d:)(?<![\d_\u0900-\u0dff])(?<![^\W\d_\u0e00-\u0eff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])"
    r"(?P<v>[#*]?(?:\d{3,8}|\d{1,3}(?:[\-‐–·.・]\d{1,3}){2,5}|\d(?: \d){2,7}|\d{2}(?: \d{2}){1,3}"
    r"|\d{1,2}(?: \d)?(?: ?[\-‐–] ?\d{1,2}(?: \d)?){2,4}|\d{2,4}[A-ZА-Я]\d{1,4}|\d{3,6}[A-ZА-Я])"
    rf"(?:\s?[#*]|[\-\s](?i:{_KEYS})(?![^\W\d_]))?)"
    r"(?:['’\-](?:[dt][ıiuü]r|[dt][ıiuü]|[ıiuü]|y[ıiuü]|[aeoöá]s|koodi\w{0,3}|ll[aä]|n)|:(?:ll[aä]|n|ss[aä])"
    r"|です|でした|だ|이야|이에요|예요|입니다|이고|야|요|임|이다)?"
    r"(?![\w/]|[,.:\-‐–·]\d|[\-‐–·][^\W\d_]|\s?[\d€$£%°])")
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
    r"|cerca\s+de|about|ungefähr|environ|circa|ca|approx\w*|etwa|около|yaklaşık)\W{0,3}$|(?:まで|から|까지|부터|到|从)\s*$")
# Units after a value in scripts that glue them, and indefinite articles before a model name ("ist ein Abus Bordo 6000").
_UNIT_AFTER = re.compile(r"\s?(?:メートル|センチ|ミリ|キロ|円|分|秒|時|個|人|米|公里|厘米|元|块|미터|센티|원|분|초|개|명)")
_ARTICLE = re.compile(r"(?i)(?<![^\W\d_])(?:a|an|ein|eine|einen|un|une|uno|una|um|uma|een|en|ett|et|bir|один|одна)\s")
# Other sorts of numbers in the clause: postal, order, tracking, flight, phone, invoice, model, version, price, score.
_OTHER = re.compile(
    r"(?i)postleitzahl|\bplz\b|\bzip\b|postal|post\s?code|posta\s+kodu|código\s+postal|code\s+postal|\bcap\b|order"
    r"|bestell|commande|pedido|ordine|bestelling|beställning|tilaus|zamówien|заказ|sipariş|tracking|sendung|kargo"
    r"|flight|\bflug|boarding|departure|abflug|uçuş|рейс|πτήση|航班|便名|항공편|phone|telefon|\btel\b|handy|телефон"
    r"|invoice|rechnung|receipt|quittung|beleg|reçu|recibo|ricevuta|kvitto|kuitti|paragon|чек\b|fiş|fatura|factur"
    r"|iban|score|spielstand|ergebnis|minute|minuto|dakika|match|\bspiel\b|partido|partita|maç|model|modèle|modelo"
    r"|modell|artikel|article|product|produkt|ürün|товар|προϊόν|\bsku\b|serial|seri\s+no|firmware|version|versión"
    r"|versione|\bv\d|订单|注文|주문|\bkg\b|kilo|gewicht|weighs|weight|ağırlı|вес\b|peso|poids|\bfee\b|\bcost|price"
    r"|preis|kosten|gebühr|miete|\brent\b|prix|loyer|precio|alquiler|prezzo|affitto|preço|fiyat|ücret|цена|τιμή"
    r"|promo|rabatt|gutschein|coupon|voucher|discount|réduction|descuento|sconto|korting|indirim|скидк|default"
    r"|factory|werks\w*|voreingestellt|par\s+défaut|d'usine|por\s+defecto|de\s+fábrica|predefinit|padrão|fabrieks"
    r"|standaard|по\s+умолчанию|заводск|varsayılan|fabrika|domyśln|fabryczn|výchozí|alapértelmezett|gyári|oletus"
    r"|기본|默认|初期|conduct|review|source\s+code|error|fehler|erreur|\bqr\b|barcode|bar\s+code|status|\bhttp|exit"
    r"|country|area\s+code|vorwahl|ländercode|indicatif|prefijo|prefisso|netnummer|riktnummer|suuntanumero"
    r"|kierunkow|předvolb|körzetszám|код\s+города|alan\s+kodu|κωδικός\s+περιοχής|section|sección|abschnitt"
    r"|paragraph|chapter|kapitel|\bpage|seite|página|pagina")
_CLAUSE_END = re.compile(r"(?<!\bnr)(?<!\bNr)(?<!\bno)(?<!\bNo)(?<!\bst)(?<!\bSt)(?<!\bca)[.!?。！？;](?:\s|$)|\n")
# Words a value may be followed by before it is named ("4460 is the code …", "5513 c'est le code …").
_COPULA = re.compile(
    r"(?i)[\s»«\"'“”„]{0,3}(?:(?:das\s+ist|dat\s+is|det\s+är|det\s+er|that'?s|this\s+is|it'?s|is|ist|es|est|c'est"
    r"|è|é|är|er|on|to|je|jest|это|είναι|hii|ni|adalah|itu|là|hai|ही|है|dır|dir|se|waa|ithi|=|←|<-|->|→|:|–|—|-)"
    r"[\s»«\"'“”„,]{0,3})?"
    r"(?:(?:the|my|our|der|die|das|le|la|les|el|los|il|lo|o|a|os|as|de|het|den|det|mein\w*|mon|ma|mi|mio|mia)\s+)?")
_YEAR = re.compile(r"(?:19|20)\d\d")
_HHMM = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")
_CLOCK = re.compile(r"(?i)wecker|alarm\s*clock|réveil|despertador|sveglia|будильник|väckarklocka|herätys|budzik"
                    r"|çalar\s+saat|ξυπνητήρι|set\s+for|gestellt|\balarms?\b|alarme|alarma|allarme")
LOCK_TARGETS = frozenset(("lock", "safe", "thing", "gear", "compound"))
_CUES = (("lock", _LOCK), ("safe", _SAFE), ("combination", _COMBINATION), ("thing", _THING), ("gear", _GEAR),
         ("code", _CODE_WORD), ("numbers", _NUMBERS), ("enter", _ENTER), ("opens", _OPENS), ("compound", _COMPOUND))


def lock_cues(text: str) -> frozenset[str]:
    """The sorts of lock cue words `text` holds ("lock", "safe", "thing", "gear", "code", "enter" …)."""
    if not _ANY.search(text):
        return frozenset()
    return frozenset(name for name, pattern in _CUES if pattern.search(text))


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


def _plain(value: str) -> bool:
    """Digits only, nothing glued: a number as well as a code."""
    return value.isdigit()


def _value_ok(shown: str, match: re.Match[str]) -> bool:
    """A code's shape: no date, version, plain year, price or quantity, no number word right before."""
    value = match.group("v")
    digits = _ascii_digits(value)
    near = shown[max(0, match.start() - 40):match.start()]
    if not 3 <= len(digits) <= 8 or not digits.strip("0"):
        return False   # "0-0-0": a lock's factory setting
    if "." in value and re.search(r"(?:^|\.)\d(?:\.|$)", value):
        return False   # a version ("4.2.8")
    if _date_like(value.strip("#* ")) and ("." in value or not (_COMBINATION.search(near) or _LOCK.search(near))):
        return False   # a date, unless a combination word stands right before hyphenated groups ("Kombi 27-04-19")
    if MONEY_AFTER.match(shown, match.end()) or quantity_after(shown, match.end()) or _UNIT_AFTER.match(shown, match.end()):
        return False
    if not _plain(value) and near.rstrip().endswith((":", "：")):
        return True   # "safe in the hotel room: 2716#": a glued key makes a code of a labelled number
    return not _NUMBER_BEFORE.search(shown, max(0, match.start() - 14), match.start())


def _clause_of(shown: str, start: int, end: int) -> tuple[int, int]:
    """The clause (at most a line, 90 characters each way) around `start`–`end`."""
    low = max(0, start - 90)
    stops = [m.end() for m in _CLAUSE_END.finditer(shown, low, start)]
    stop = _CLAUSE_END.search(shown, end, min(len(shown), end + 90))
    return (stops[-1] if stops else low), (stop.start() if stop else min(len(shown), end + 90))


def _last_word(before: str) -> str:
    """The last word before a value ("locker " → "locker")."""
    words = before.rstrip().split()
    return words[-1] if words else ""


def _near_lock(before: str) -> bool:
    """A padlock, combination lock or key-box word at most 40 characters before the value, no digit between."""
    found = None
    for found in _LOCK.finditer(before, max(0, len(before) - 48)):
        pass
    between = before[found.end():] if found else ""
    return found is not None and len(between) <= 40 and not any(c.isdigit() for c in between) \
        and not _ARTICLE.search(between)


def _named_before(before: str, plain: bool, three: bool, previous: frozenset[str]) -> bool:
    """Cue words before the value in its clause: a lock word near it, a code word with what it opens, a combination
    word with a lock, a door or safe as a label, a code word whose lock was named in the clause before."""
    cues = lock_cues(before)
    code = bool(cues & {"code", "compound"})
    targets = cues & LOCK_TARGETS
    label = before.rstrip().endswith((":", "：", "=", "–", "-"))
    if plain and not code and _THING.fullmatch(_last_word(before)):
        return False   # "locker 2231", "Tor 3", "kapı 12": the thing's own number
    if three:
        near = lock_cues(before[-50:])
        return _near_lock(before) or ("combination" in near and bool(targets or code)) or ("gear" in cues and code)
    if _near_lock(before) or (code and targets) or ("combination" in cues and (targets or code or label)):
        return True
    if cues & {"enter", "opens", "numbers"} and targets - {"gear"}:
        return True   # "la alarma se desactiva con 8812", "trzeba wpisać na klawiaturze 4412"
    if targets & {"thing", "safe"} and ((not plain) or (label and len(before.strip(" :：-–=\t").split()) >= 2)):
        return True
    return bool(cues & {"code", "numbers", "enter"}) and not targets and bool(previous & LOCK_TARGETS)


def _named_after(before: str, after: str, three: bool) -> bool:
    """The value first, then a copula and its code and lock words ("0607# kapı şifresi", "5513 c'est le code de la
    porte", "8734 qu'il faut taper au portillon"), or a code word before and the lock after ("il codice è 4460 per
    il cancello")."""
    code_before = _CODE_WORD.search(before[-30:])
    head = _COPULA.match(after)
    rest = after[head.end():head.end() + 60] if head else ""
    if rest and (len(before.split()) <= 3 or code_before) and not any(c.isdigit() for c in rest[:40]):
        cues = lock_cues(rest)
        code, targets = bool(cues & {"code", "compound"}), cues & LOCK_TARGETS
        first = _ANY.match(rest)
        if three:
            return bool(first) and bool(cues & {"lock", "combination"})
        if first and (code and targets or "combination" in cues):
            return True
        if cues & {"enter", "opens"} and targets - {"gear"}:
            return True
    if code_before and not three and not (_THING.search(before) or _LOCK.search(before)):
        return bool(lock_cues(after[:40]) & LOCK_TARGETS)
    return False


_GIVEN = re.compile(r"(?i)(?:[:：=]|(?<![^\W\d_])(?:is|ist|est|es|è|é|är|er|on|je|jest|ithi|ni|se|waa|adalah|là|dır"
                    r"|lautet|c'est|это|είναι|הוא|هو)|\b(?:dır|dir))\s*$")
_CHANGED = re.compile(r"(?i)\W*(?:erneuert|geändert|gewechselt|changed|updated|renewed|modifié|changé|cambiad|cambiat"
                      r"|gewijzigd|veranderd|ändrad|endret|ændret|vaihd|zmienion|změněn|megváltoz|измен|değiş|άλλαξ"
                      r"|since|seit|depuis|desde|dal|sinds|sedan|siden|alkaen|od|с|beri|until|bis|jusqu|hasta|fino|tot)")


def _year_code(before: str, after: str) -> bool:
    """A year-shaped value given as a code: a code word and what it opens before it, then a copula or a colon, and
    no word of a change or a time after it ("Ikhodi ye-alamu yendlu ithi 2029", not "Code für das Tor: 2024
    erneuert")."""
    cues = lock_cues(before)
    return bool(cues & {"code", "compound"}) and bool(cues & LOCK_TARGETS) and _GIVEN.search(before) is not None \
        and _CHANGED.match(after) is None


def lock_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each lock code named before or after its lock, door or combination word in the same clause
    (or with a code word after its lock was named in the clause before)."""
    if not any(c.isdigit() for c in shown) or not _ANY.search(shown):
        return
    for match in _VALUE.finditer(shown):
        if not _value_ok(shown, match):
            continue
        low, high = _clause_of(shown, match.start(), match.end())
        before, after = shown[low:match.start()], shown[match.end():high]
        if _OTHER.search(before) or _OTHER.search(after):
            continue
        value = match.group("v")
        plain = _plain(value)
        if _HHMM.fullmatch(_ascii_digits(value)) and _CLOCK.search(before) and not _CODE_WORD.search(before):
            continue   # "Wecker auf 0545 gestellt", "Alarm: 0630"
        if plain and _YEAR.fullmatch(_ascii_digits(value)) and not _year_code(before, after):
            continue   # "Code für das Tor: 2024 erneuert", "built 1998"
        three = plain and len(_ascii_digits(value)) == 3
        previous = lock_cues(shown[max(0, low - 150):low]) if low else frozenset()
        if _named_before(before, plain, three, previous) or _named_after(before, after, three):
            yield "pin", match.span("v")
