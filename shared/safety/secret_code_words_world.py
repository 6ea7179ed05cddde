"""Words for codes and what they open that the lock tables lack: Celtic, Balkan, Baltic, Caucasus, Central Asian, Indic,
African and Pacific forms, inflected (genitive and possessive endings), for safes, building entries, letterboxes, apps,
e-wallets, devices and the digits on a card's back.

Read by `secret_codes_world`; each pattern is a plain alternation of words (no nested quantifiers), matched on
lower-cased NFKC text with letter boundaries on both sides.
"""

from __future__ import annotations

import re
import unicodedata

_W = r"[^\W\d_]{0,6}"   # an inflection or possessive ending ("коды", "kodunu", "კოდი", "kodas")
# Letters of scripts written without spaces: a word may touch them ("八達通App嘅PIN", "รหัสแอปธนาคาร").
_UNSPACED = r"\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"


def _words(pattern: str) -> re.Pattern[str]:
    """`pattern` (NFKC, '@' an inflected ending) between letter boundaries, case-insensitive."""
    body = unicodedata.normalize("NFKC", pattern).replace("@", _W)
    return re.compile(rf"(?i)(?<![^\W\d_{_UNSPACED}])(?:{body})(?![^\W\d_{_UNSPACED}])")


# A code, PIN, cipher or password word, in the forms a label takes (lenited Celtic "chòd", Welsh "nghôd", case endings).
CODE_WORDS = _words(
    r"codes?|code-?pin|pin|pin-?@|pincode@|passcode|passwords?|còd|chòd|cod|codul|codului|codurile|chód|cód|côd|gôd|nghôd|chôd|kod@|kód@"
    r"|kood@|koodi@|kóð@|codi@|código@|codice|kodas|kodą|kodo|kodu|kods|koda|kodai|kodi@|kodu@|kodun@|kodis"
    r"|kodea|kodearen|kodigo|koda@|koade@|kodenn|c'hod|chod|numera\s+faalilolilo"
    r"|код@|коды|кодот|кодът|кодын|кодунун|кодини|кодига|коду|шифр@|шифра|шифру|шифре|šifr@|sifr@|şifr@|lozink@|лозинк@"
    r"|парол@|parol@|parool@|salasana@|slaptažod@|парола@|пин@|пін@|нууц\s+үг@|рамз@|ramz@|açar\s+söz@"
    r"|კოდ@|პაროლ@|პინ@|կոդ@|գաղտնաբառ@|պին@|fjalëkalim@|kodi"
    r"|(?:ال)?رمز|(?:ال)?كود|کد|کُد|رمز\s+عبور|کوڈ|ה?קוד|סיסמ@|קוד\s+סודי"
    r"|कोड|कूट|पिन|पासवर्ड|কোড|পিন|পাসওয়ার্ড|குறியீடு|கோட்|கடவுச்சொல்|కోడ్|ಕೋಡ್|കോഡ്|કોડ|ਕੋਡ|කේතය|ကုဒ်"
    r"|รหัส@|mã|mã\s+số|mật\s+mã|mật\s+khẩu|kode|sandi|kata\s+sandi|kata\s+laluan|nombor\s+pin|msimbo|nenosiri"
    r"|namba\s+ya\s+siri|nambari\s+ya\s+siri|lambar\s+sirri@|nọ́mbà\s+àṣírí|kóòdù|koodu|ikhodi|iphasiwedi|khodi"
    r"|waehere|kaody|kōdē|numera\s+faalilolilo|nūmela\s+huna|kowd@|ኮድ@|ፒን|密码|密碼|暗証番号|暗証|コード|パスワード"
    # English loans written in other scripts: code, password, passcode (a vowel sign or virama ends no word).
    r"|โค้ด|โค๊ด|កូដ|ໂຄດ|කෝඩ්|කෝඩ(?![\u0d80-\u0dff])|பாஸ்வேர்ட்|பாஸ்வேர்டு|పాస్\u200c?వర్డ్|ಪಾಸ್\u200c?ವರ್ಡ್"
    r"|പാസ്\u200c?വേഡ്|પાસવર્ડ|ਪਾਸਵਰਡ|පාස්වර්ඩ්|พาสเวิร์ด|ፓስወርድ|पासकोड|পাসকোড|பாஸ்கோட்|పాస్\u200c?కోడ్"
    r"|ಪಾಸ್\u200c?ಕೋಡ್|പാസ്\u200c?കോഡ്|પાસકોડ|ਪਾਸਕੋਡ|พาสโค้ด|пасскод@|пасворд@|پسورد|پاسورد|باسورد|פאסוורד"
    r"|비번|비밀번호|코드|암호")
# Safes and strongboxes named in the languages the lock tables skip ("ciste-airgid", "kasafortë", "seifas").
SAFE_WORDS = _words(
    r"safe|ਸੇਫ@|સેફ@|सेफ@|সেফ@|ሴፍ@|ciste-airgid|chiste-airgid|ciste\s+airgid|cófra@|chófra@|taisceán@|taisceadá@"
    r"|thaisceadá@|sêff|sefe|sefa"
    r"|kasa\s+pancerna|páncélszekrény@|sejfu|сейфа|сейфтің|сейфи|seyfi@|seyfin@|سیف|سیفٹی\s+لاکر|coffr\s+arian"
    r"|kasafort@|seif@"
    r"|sef@|seyf@|seıf@|сейфи@|сеф@|сейф@|trezor@|kaxxaforti|peningaskáp@|caixa\s+forta|caixa\s+forte|kutxa\s+gotor@"
    r"|peti\s+besi"
    # romanised: Arabizi, Persian, Hindi, Hebrew, Greek, pinyin, romaji, Korean ("l khazné", "gavsandogh", "tijori")
    r"|khazn[ae]@|khazné|khazneh|5azn[ae]@|kha2n[ae]|gavsando[oq]?gh@|gavsandugh|tijor[iy]@|tijoree|kasefet|kasefet@"
    r"|xrimatokivoti@|chrimatokivoti@|bao\s?xian\s?(?:xiang|gui)|kinko|geumgo"
    r"|peti\s+keselamatan|kaha\s+de\s+yero|sefu|pettagam@|பெட்டகம்@|तिजोरी|লকার|சேஃப்|సేఫ్|ಸೇಫ್|സേഫ്"
    r"|(?:ال)?خزنة|گاوصندوق|تجوری|[הלבמוש]{0,2}כספת|სეიფ@|սեյֆ@|保险柜|保险箱|保險箱|金庫|금고|két\s+sắt|brankas")
# Entries, buildings, stairwells, intercoms and letterboxes ("улаз у зграду", "hyrjes", "įėjimo", "подъезда").
ENTRY_WORDS = _words(
    r"улаз@|ulaz@|зград@|zgrad@|влез@|вход@|входн@|зданн@|будинк@|під'їзд@|під’їзд@|пад'езд@|пад’езд@|падʼезд@|уваход@|будын@|дамафон@|подъезд@|подјезд@|hyrj@|ndërtes@|pallat@"
    r"|portë@|portës|mynedfa|fynedfa|fhynedfa|ddrws"
    r"|įėjim@|laiptin@|namo|namų|ieej@|kāpņutelp@|mājas|trepikoja|trepikoda|sissepääs@|välisuks@|кіреберіс@|ғимарат@"
    r"|подъезд@|kirish@|кириш@|kireberis@|ǵımarat@|gımarat@|podezd@|бино@|bino@|podyezd@|podezd@|giriş@|giris@|bina@"
    r"|apartman@|орц@|байр@|даромад@|даромадгоҳ@"
    r"|შესასვლელ@|სადარბაზო@|შენობ@|კარ@|մուտք@|շենք@|շքամուտք@|դուռ@|դռան"
    r"|doras|dorais|geata|togalach@|foirgneamh@|fhoirgnimh|mynedfa|adeilad@|porzh|atari@|sarrera@|eraikin@"
    r"|entry|entryway|entrance|lobby|building|stairwell|intercom|buzzer|eingang@|gebäude@|haus|hauses|haustür@"
    r"|treppenhaus@"
    r"|entrée|immeuble|digicode|interphone|interfon@|portal|edificio|entrada|edifício|prédio|ingresso|palazzo|portone|citofono"
    r"|ingang|gebouw|portiek|trappenhuis|porten|porttelefon@|trappuppgång@|oppgang@|opgang@|rappu@|porras@|klatk@"
    r"|wejści@|budyn@"
    r"|domofon@|vchod@|budov@|lépcsőház@|kapualj@|bejárat@|intrare@|bloc@|scara|scării|είσοδ@|πολυκατοικ@|θυροτηλέφων@"
    r"|[הלבמוש]{0,2}(?:כניסה|בניין|אינטרקום)|(?:ال)?مدخل|العمارة|عمارة|البناية|ورودی|ساختمان|آیفون|दरवाज़@|दरवाज@"
    r"|प्रवेश|बिल्डिंग|सोसाइटी|इमारत|गेट@|গেট@|প্রবেশ|ভবন|గేట్@|భవనం|భవన@|ಗೇಟ್@|ಕಟ್ಟಡ@|ಅಪಾರ್ಟ್ಮೆಂಟ್|ഗേറ്റ്@|കെട്ടിട@|ગેટ@"
    r"|બિલ્ડિંગ|ਗੇਟ@|ਇਮਾਰਤ|கேட்@|ගේට්ටුව|ගේට්ටුවේ|stigagang@|inngang@|anddyri@|நுழைவு|கட்டிட@|ప్రవేశ@|ಪ್ರವೇಶ@|പ്രവേശന@|પ્રવેશ@|ਪ੍ਰਵੇਸ਼"
    r"|อาคาร|ทางเข้า|tòa\s+nhà|cổng|lối\s+vào|gedung|pintu\s+masuk|bangunan|gusali|pasukan|jengo|lango|mlango"
    r"|ẹnu\s+ọ̀nà"
    r"|umnyango|isango|入口|大楼|大樓|楼道|单元门|門禁|门禁|エントランス|オートロック|玄関|현관|공동현관|출입문"
    r"|letterbox|letter\s+box|mailbox|mail\s+box|post\s?box|briefkast@|postkast@|boîte\s+aux\s+lettres|buzón|buzon"
    r"|cassetta\s+(?:delle\s+)?(?:lettere|postale)|caixa\s+de\s+correio|brievenbus|postlåd@|postkass@|postilaatik@"
    r"|skrzynk@\s+pocztow@|poštovní\s+schránk@|postaláda@|cutie\s+poștală|cutia\s+poștală|почтов@\s+ящик@"
    r"|поштанск@\s+сандуч@|поштанск@\s+кутиј@|пощенска\s+кутия|поштенско\s+сандаче|posta\s+kutusu|γραμματοκιβώτι@"
    r"|תיבת\s+(?:ה)?דואר|صندوق\s+البريد|صندوق\s+پست|पोस्ट\s+बॉक्स|लेटर\s+बॉक्स|डाकपेटी|লেটার\s+বক্স|ডাকবাক্স"
    r"|信箱|邮箱|郵便受け|郵便ポスト|우편함|hộp\s+thư|kotak\s+surat|peti\s+surat|sanduku\s+la\s+barua|bosca\s+poist"
    r"|blwch\s+post|bosca-litrichean|bogsa-litrichean|pašto\s+dėž@|pastkastīt@|postkast@")
# Apps, e-wallets and mobile banks ("қосымшасының", "ilovasi", "uygulaması", "cüzdanı", "hamyon").
APP_WORDS = _words(
    r"apps?|app's|appen|appi@|applikation@|application|aplikac@|aplikasi|aplicaci@|aplicativo@|applicazion@|applicati@"
    r"|sovellu@|alkalmaz@|uygulama@|tətbiq@|ilova@|илова@|qosymsha@|qoldanba@|goşundy@|goshundy@|қосымша@|қолданба@"
    r"|тиркеме@|замима@|приложени@|прилож@"
    r"|додат@|застосун@|апликациј@|апликаци@|aplikacij@|aplikacion@|aplicați@|aplicaţi@|aplicatia@|aplicatiei|lietotn@"
    r"|programėl@|rakendus@|აპლიკაცი@|აპ@"
    r"|հավելված@|аппликейшн@|апп@|ऐप|एप|অ্যাপ|ஆப்|యాప్|ಆ್ಯಪ್|ആപ്പ്|એપ|ਐਪ|แอป@|แอพ@|ứng\s+dụng|アプリ|앱|应用|應用"
    r"|تطبيق@|التطبيق|اپلیکیشن|اپ|אפליקצי@|אפליקציית|programu|aplikesheni"
    r"|wallet@|e-wallet@|ewallet@|portefeuille|billetera|carteira|portafoglio|portemonnee|plånbok@|lommebok@|tegnebog@"
    r"|lompakko@|lompakon|portfel@|peněžen@|pénztárc@|portofel@|кошел@|кошельк@|гаманц@|гаманець|әмиян@|hamyon@|hamyan@"
    r"|cüzdan@|pul\s+kisəsi@|капчык@|钱包|錢包|ウォレット|지갑|ví\s+điện\s+tử|dompet\s+digital|e-dompet|pochi"
    r"|محفظة@|المحفظة|کیف\s+پول|ארנק@|वॉलेट|ওয়ালেট|mobile\s+banking|online-banking|onlinebanking|net\s?banking"
    r"|интернет-банк@|мобильн@\s+банк@|мобільн@\s+банк@|banca\s+móvil|banco\s+móvil|banca\s+online")
# The back of a card, and cards ("בגב הכרטיס", "Kartenrückseite", "на обороте карты", "kartın arkasındaki").
BACK_WORDS = _words(
    r"back|reverse|rear|rückseite|kartenrückseite|hinten|au\s+dos|du\s+dos|verso|revers|reverso|dorso|retro|achterkant"
    r"|achterzijde"
    r"|baksid@|bagsid@|baksid@|kääntöpuol@|takana|takapuol@|tył|tyłu|odwrocie|rewers@|zadní|rubu|hátoldal@|hátulj@"
    r"|spate|spatele|dosul|обратн@|оборот@|зворот@|задн@|полеђин@|poleđin@|stražnj@|zadnj@|arka|arkası@|arkasında@"
    r"|arkayüz@|arka\s+yüz@|arxa@|πίσω|גב|בגב"
    r"|ظهر|خلف|پشت|पीछे|पिछले|পিছনে|পেছনে|பின்புற@|பின்னால்|వెనుక|ಹಿಂಭಾಗ@|പിന്നിൽ|પાછળ|ਪਿੱਛੇ|ด้านหลัง|หลัง"
    r"|უკანა|ზურგ@|հետև@|հետեւ@|arxas@|arxasında@|gale|tagakülje@|tagakülg@|mặt\s+sau|belakang|likod|nyuma|ẹ̀yìn|emuva"
    r"|背面|裏面|裏側|뒷면|뒤|cúl|chúl|cefn|atzeal@|галын\s+ар|артқы@|orqa@")
CARD_WORDS = _words(
    r"cards?|karte@|kortel@|kaardi@|carte|tarjeta@|carta|cartão|cartao|kaart@|kort@|kortti@|kortin|karta|karty|kartě"
    r"|kartu|kártyá@"
    r"|kártya@|cardului|card@|карт@|kart@|κάρτ@|כרטיס@|הכרטיס|بطاقة@|البطاقة|کارت@|कार्ड|কার্ড|கார்டு@|కార్డ్|ಕಾರ್ಡ್"
    r"|കാർഡ്|કાર્ડ|ਕਾਰਡ|บัตร@|thẻ|kad|kadi|káàdì|ikhadi|卡|カード|카드|cárta|chárta|cerdyn|cerdyn|gerdyn|ngherdyn|txartel@"
    r"|ბარათ@"
    r"|քարտ@|картасы@|картаның|kartasi|kartası")
# Digits as a word ("three digits", "ספרות", "cifre"): a card's back digits are named by them.
DIGIT_WORDS = _words(
    r"digits?|numbers?|ziffern|zahlen|chiffres|dígitos|números|cifre|numeri|cijfers|siffror|cifre|cyfr@|číslic@|čísl@"
    r"|számjegy@|cifrele|цифр@|цифри|rakam@|ψηφί@|αριθμ@|ספרות|הספרות|أرقام|الأرقام|ارقام|اعداد|अंक|সংখ্যা|இலக்க@"
    r"|位数|位數|三位|四位|ციფრ@|თანრიგ@|թվանշան@|rəqəm@|skaitmen@|numbrit|numbrid|raqam@|цифрлар@|сан|сандар@"
    r"|అంకెలు|ಅಂಕೆ@|അക്ക@|આંક@|ตัวเลข|chữ\s+số|số|angka|digit|tarakimu|nambari|数字|桁|숫자|자리|sifr@|raqam@")
# Unlocking a device, an app or a screen ("to unlock my kindle", "entsperren", "разблокировать", "kilidini açmak").
UNLOCK_WORDS = _words(
    r"unlock@|entsperr@|déverrouill@|deverrouill@|desbloque@|desbloquear|sblocc@|ontgrendel@|lås\s+upp|låsa\s+upp"
    r"|låse\s+opp|låse\s+op|avata\s+lukitus|odblok@|odemkn@|odomkn@|feloldás@|deblocare|debloca@|разблок@|разблокир@"
    r"|розблокув@"
    r"|откључа@|otključa@|kilidini\s+aç@|kilidi\s+aç@|ξεκλείδω@|ξεκλειδώ@|לפתוח\s+את\s+הנעילה|פתיחת\s+נעילה"
    r"|إلغاء\s+القفل"
    r"|فتح\s+القفل"
    r"|باز\s+کردن\s+قفل|अनलॉक|আনলক|அன்லாக்|అన్‌?లాక్|ปลดล็อก@|mở\s+khóa|buka\s+kunci|membuka\s+kunci|i-unlock"
    r"|kufungua|解锁|解鎖|ロック解除|잠금\s?해제|qulfdan\s+chiqar@|құлпын\s+аш@|құлыптан\s+босат@")
# A device that takes a PIN to unlock.
DEVICE_WORDS = _words(
    r"kindle|ipad|iphone|tablet@|laptop@|phone|handy|smartphone|telefon@|téléphone|portable|móvil|celular|cellulare"
    r"|telefoon|mobil@|puhelin@|telefonu|telemóvel|telemovel|телефон@|смартфон@|τηλέφων@|κινητ@|[הלבמוש]{0,2}טלפון"
    r"|هاتف@|جوال@|گوشی|फ़ोन|फोन|ফোন|போன்"
    r"|ఫోన్|ಫೋನ್|ഫോൺ|ફોન|ਫ਼ੋਨ|โทรศัพท์|มือถือ|điện\s+thoại|hp|ponsel|simu|手机|手機|スマホ|携帯|휴대폰|폰"
    r"|screen|bildschirm|écran|pantalla|schermo|tela|scherm|skärm@|skjerm@|näyt@|ekran@|экран@|екран@|οθόν@|מסך"
    r"|شاشة|صفحه|स्क्रीन|স্ক্রিন|หน้าจอ|màn\s+hình|layar|skrini|屏幕|画面|화면|e-reader|ereader|reader|watch|uhr")
# Padlocks and locks named in languages the lock tables skip (Frisian "fytsslot", Breton "prenn", Kazakh "құлып").
LOCK_WORDS = _words(
    r"fytsslot|hingstslot|kombinaasjeslot|koadeslot|nûmerslot|prenn@|potailh@|glas|ghlas|glas-fuirmeachaidh|clo"
    r"|clo\s+beic|"
    r"giltzarrapo@|sarrail@|spyn@|slēdzen@|piekaramslēdzen@|tabaluk@|drynin|dryni|drynit|катанец@|катинар@"
    r"|საკეტ@|ბოქლომ@|կողպեք@|kilid@|qıfıl@|qifil@|құлып@|қулф@|qulf@|кулпу@|цоож@|gulp@|kufuli|kandado|padlock"
    r"|kadenas|kadna|katanac@|makulli|agadagodo|àgádágodo|ታላ|ቁልፍ|ताला|তালা|பூட்டு@|తాళం|ಬೀಗ@|പൂട്ട്@|તાળું|ਤਾਲਾ|ගුල්ල"
    r"|သော့|ກະແຈ|ແມ່ກະແຈ"
    r"|ổ\s+khóa|gembok|kandaduhan|tāpuni|zámok|lokot@"
    # romanised: Arabizi and Persian "lock" (قفل), Hindi "taala", Russian "zamok", Hebrew "man'ul", pinyin "suo"
    r"|2[ei]fl@|2efel|2ifil|qifl@|ghofl@|taala|zamok|zamka|zamku|man['’]?ul|manul|men\s?suo|mima\s?suo"
    # "lock" as a loan word in other scripts ("প্যারেন্টাল লক কোড", "पैरेंटल लॉक", "ლოქ კოდი"); a vowel sign or virama
    # after it makes another word ("লক্ষ", "லாக்கர்").
    r"|লক(?![\u0980-\u09ff])|लॉक(?![\u0900-\u097f])|லாக்(?![\u0b80-\u0bff])|లాక్(?![\u0c00-\u0c7f])"
    r"|ಲಾಕ್(?![\u0c80-\u0cff])|ലോക്ക്(?![\u0d00-\u0d7f])|લૉક(?![\u0a80-\u0aff])|ਲੌਕ(?![\u0a00-\u0a7f])"
    r"|ਲਾਕ(?![\u0a00-\u0a7f])|ලොක්(?![\u0d80-\u0dff])|ล็อค|ล็อก|ឡុក|ລັອກ|လော့ခ်|ሎክ|ლოქ@|ლოკ@|լոք@|лок|локу|лока"
    r"|لوك|נעילה|הנעילה|נעילת|kilit@|khóa|khoá")
# Things numbered in their series that a code word may stand beside: a keypad's name for a bike, a gym's locker.
GEAR_WORDS = _words(
    r"bici|bike|fiets@|fyts@|beic@|beisicil@|rothar@|baisikeli|kẹ̀kẹ́|ibhayisikili|velosiped@|велосипед@|velo|vélo"
    r"|sal-sport|locker@|ലോക്കർ@|ലോക്കറ@|ലോക്കര@|லாக்கர்@|లాకర్@|ಲಾಕರ್@|લોકર@|ਲਾਕਰ@|लॉकर@|লকার@|lócaer@|taisceadá@"
    r"|dolap@|шкафчик@|ormarić@|skapet|kaappi@|szafk@|skříňk@")
# NATO and other spelling words that lead a keyed code ("bravo-7-4-2").
SPELLING_WORDS = (r"alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike|november|oscar"
                  r"|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky|x-ray|yankee|zulu")
# "Secret number" phrases that name a PIN by themselves ("lambarka sirta", "ரகசிய எண்", "umubare w'ibanga").
SECRET_NUMBER_WORDS = _words(
    r"secret\s+(?:number|code|pin)|geheim(?:e|es)?\s+(?:zahl|nummer|code)|numéro\s+secret|code\s+secret"
    r"|número\s+secreto"
    r"|código\s+secreto|numero\s+segreto|codice\s+segreto|geheime?\s+(?:nummer|code)|hemlig(?:t|a)?\s+(?:nummer|kod)"
    r"|hemmelig(?:t|e)?\s+(?:nummer|kode)|salainen\s+(?:numero|koodi)|tajn[yýíá]\s+(?:kod|číslo|numer)|titkos\s+(?:kód"
    r"|szám)"
    r"|секретн\w*\s+(?:код|номер|число)|таємн\w*\s+(?:код|номер)|тајн\w*\s+(?:број|шифр\w*)|gizli\s+(?:numara|kod"
    r"|şifre)"
    r"|μυστικ\w*\s+(?:αριθμ\w*|κωδικ\w*)|קוד\s+סודי|מספר\s+סודי|الرقم\s+السري|رقم\s+سري|رمز\s+سري|رمز\s+دوم|خفیہ\s+نمبر"
    r"|गुप्त\s+(?:संख्या|नंबर|कोड)|गोप्य\s+नम्बर|গোপন\s+(?:নম্বর|কোড)|ரகசிய\s+(?:எண்|குறியீடு)|రహస్య\s+(?:సంఖ్య|కోడ్)"
    r"|ರಹಸ್ಯ\s+(?:ಸಂಖ್ಯೆ|ಕೋಡ್)|രഹസ്യ\s+(?:നമ്പർ|കോഡ്)|ગુપ્ત\s+(?:નંબર|કોડ)|ਗੁਪਤ\s+(?:ਨੰਬਰ|ਕੋਡ)|රහස්\s+(?:අංකය|කේතය)"
    r"|lambar\s+sirri\w*|lambarka\s+sirta|lambar\s+sirta|lakkoofsa\s+icciitii|umubare\s+w'ibanga|nọ́mbà\s+àṣírí"
    r"|nọmba\s+nzuzo|nhamba\s+yakavanzika|inombolo\s+yemfihlo|inombolo\s+eyimfihlo|nomoro\s+ya\s+sephiri|የሚስጥር\s+ቁጥር"
    r"|ሚስጥራዊ\s+ቁጥር|namba\s+ya\s+siri|nambari\s+ya\s+siri|nomor\s+rahasia|kode\s+rahasia|nombor\s+rahsia"
    r"|numerong\s+lihim|lihim\s+na\s+numero|số\s+bí\s+mật|mã\s+bí\s+mật|เลขลับ|รหัสลับ|秘密(?:番号|数字|号码)|비밀\s?숫자"
    r"|helu\s+huna|numera\s+faalilolilo|naba\s+vuni|nama\s+huna|tau\s+muna|kaody\s+miafina|isa\s+miafina"
    r"|cód\s+rúnda|uimhir\s+rúnda|còd\s+dìomhair|àireamh\s+dhìomhair|rhif\s+cyfrinachol|cod\s+cyfrinachol"
    r"|niverenn\s+guzh|kod\s+kuzh|zenbaki\s+sekretu|kode\s+sekretu|numru\s+sigriet|kodiċi\s+sigriet"
    r"|leyninúmer\w*|slaptas\s+(?:kodas|numeris)|slepen\w*\s+(?:kods|numurs)|salajane\s+(?:kood|number)"
    r"|numri\s+sekret|kodi\s+sekret|maxfiy\s+(?:raqam|kod)|құпия\s+(?:сан|код|нөмір)|жашыруун\s+(?:сан|код)"
    r"|рамзи\s+махфӣ|нууц\s+(?:код|дугаар)|gizlin\s+(?:san|kod)|gizli\s+kod|საიდუმლო\s+(?:კოდი|ნომერი)"
    r"|գաղտնի\s+(?:կոդ|համար)\w*|kodi\s+ya\s+siri")
# A card's security code by name ("kod zabezpieczający", "mã bảo mật", "nambari ya usalama", "სურსათ…").
SECURITY_WORDS = _words(
    r"security\s+(?:code|number|digits)|sicherheits(?:code|nummer)|kartenprüfnummer|prüfnummer|prüfziffer@"
    r"|code\s+de\s+sécurité|código\s+de\s+seguridad|codice\s+di\s+sicurezza|código\s+de\s+segurança|beveiligingscode"
    r"|säkerhetskod@|sikkerhetskode@|sikkerhedskode@|turvakoodi@|turvakood@|kod\s+zabezpieczając@|bezpečnostní\s+kód@"
    r"|bezpečnostný\s+kód@|biztonsági\s+kód@|cod(?:ul)?\s+de\s+securitate|код@\s+безопасност@|код@\s+безпек@"
    r"|сигурносн@\s+код@|kod\s+sigurnosti|sigurnosni\s+kod|varnostn@\s+kod@|kodi\s+i\s+sigurisë|güvenlik\s+kod@"
    r"|təhlükəsizlik\s+kod@|xavfsizlik\s+kod@|қауіпсіздік\s+код@|κωδικ@\s+ασφαλείας|קוד\s+(?:ה)?אבטחה|رمز\s+(?:ال)?أمان"
    r"|کد\s+امنیتی|सुरक्षा\s+कोड|নিরাপত্তা\s+কোড|பாதுகாப்பு\s+குறியீடு|భద్రతా\s+కోడ్|ಭದ್ರತಾ\s+ಕೋಡ್|സുരക്ഷാ\s+കോഡ്"
    r"|સુરક્ષા\s+કોડ|ਸੁਰੱਖਿਆ\s+ਕੋਡ|รหัสความปลอดภัย|mã\s+bảo\s+mật|kode\s+keamanan|kod\s+keselamatan"
    r"|nambari\s+ya\s+usalama|namba\s+ya\s+usalama|lambar\s+tsaro|ikhodi\s+yokuphepha|安全码|安全碼|セキュリティコード"
    r"|보안\s?코드|უსაფრთხოების\s+კოდ@|անվտանգության\s+կոդ@|saugos\s+kod@|drošības\s+kod@|turvakood@")
