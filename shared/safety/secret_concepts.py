"""The multilingual concept table of the secret cues: what a code opens, and the head nouns that name a code, a PIN, a
password, a key or a security answer, in about forty languages, with the compound tails Germanic, Nordic, Finnish,
Hungarian and Dutch glue to the thing ("Kapukód", "Wifikoden", "Alarmanlagencode", "BankID-säkerhetskoden").

Each entry is a regex fragment; the rules in `secret_concept_rules.py` compile them (case-insensitive, on the visible
text, so Cyrillic, Greek, Hebrew and Arabic stay as written). Words are grouped by concept, languages in the order
en de fr es pt it nl sv no da fi is et pl cs sk hu ro hr/sr/sl bg ru uk el tr ar he fa ur hi bn th vi id ms tl sw zh ja
ko. Written from knowledge of those languages, not from a corpus.
"""

from __future__ import annotations

from .secret_lexicon_world import (ANSWER_WORDS, CODE_WORDS, CODEWORD_WORDS, LOOK_ALIKE_WORDS, PASSWORD_WORDS, PIN_WORDS,
                                   QUESTION_WORDS, THING_WORDS)

# Head nouns of a code (its value: digits, digits and letters, digits split by #, *, - or spaces). Alone they name
# codes of every sort (postal, promo, error), so a thing that a code opens must stand near them.
CODE_HEADS = (
    r"codes?|combination|combo|access\s+number|entry\s+number|claim\s+code|redemption\s+code|scratch\s+code"
    r"|Code|Kombination|Zahlenkombination|Nummernkombination|digicode|combinaison"
    r"|c[oó]digo|clave|combinaci[oó]n|combina[cç][aã]o|senha|codice|combinazione|combinatie"
    r"|kod(?:en|er|erna)?|kode(?:n|r|ne)?|kombinasjon(?:en)?|koodi\w{0,6}|yhdistelmä\w{0,4}|kóð(?:i|inn|a|ann)|kood\w{0,3}"
    r"|kody?|kodu|szyfr|kombinacj[ai]|kód(?:u|y|ja|ot|ját|om|unk|szám)?|kombinace|kombináció|cod(?:ul|ului|u)?"
    r"|combina[tț]i[ae]|šifr[au]|kôd|koda"
    r"|код(?:а|у|ом|от|ът)?|комбинаци[яю]|комбінаці[яю]|шифр"
    r"|κωδικ(?:ός|ό|ού|οί)|συνδυασμ(?:ός|ό)"
    r"|kod(?:u|unu)|şifre(?:si|sini)?"
    r"|(?:ال)?رمز|(?:ال)?كود|(?:ال)?رقم\s+(?:ال)?سري|ה?קוד|کد|رمز|کوڈ|कोड|কোড|รหัส|m[ãa](?:\s+s[ốo])?|m[ậa]t\s+m[ãa]"
    r"|kode|sandi|kowd|msimbo|kods|kodu|kodas|kodą|kodi|kodo|кодът|коды|коди|кодун|ኮድ|კოდი|კოდს|կոդ|կոդը"
    r"|លេខកូដ|កូដ|ລະຫັດ|ကုဒ်|kombi|combi"
    r"|密码|密碼|暗証番号|暗証コード|コード|パスコード|비밀번호|비번|코드|암호|"
    + CODE_WORDS)

# Head nouns of a PIN: a short number follows, with no thing needed to qualify them.
PIN_HEADS = (
    r"pin(?:[ \-]?(?:code|nummer|number|kod(?:en)?|kode(?:n)?|koodi|kód(?:ja)?|kod|码|碼|번호))?|puk(?:[ \-]?(?:code|kod(?:en)?|kode|koodi|kód))?"
    r"|passcode|geheimzahl|geheimnummer|code\s+confidentiel|code\s+secret|nip|n[uú]mero\s+secreto|numero\s+segreto"
    r"|(?:personal\s+)?identification\s+number|tunnusluku\w{0,8}|säkerhetskod(?:en)?|personlig\s+kod(?:en)?|(?-i:CID)(?=\s*[:#]?\s*\d{4}\b)"
    r"|пин(?:-?код)?|пін(?:-?код)?|пін-коду|пин-кода|ПИН|ПІН|κωδικός\s+PIN"
    r"|(?:ال)?رقم\s+(?:ال)?سري|رمز\s+(?:ال)?(?:PIN|بطاقة|البطاقة)|پین|رمز\s+کارت|पिन|পিন|รหัส(?:พิน|บัตร|เอทีเอ็ม|ATM)"
    r"|m[ãa]\s+pin|핀\s?번호|暗証番号|取件码|取件碼|取货码|提货码|开门码|门禁码|門禁碼|门禁密码|受取番号|受取コード|m-?pin|ایم\s?پن|ፒን|പിൻ|ପିନ|ਪਿੰਨ|પિન|పిన్|ಪಿನ್|පින්|პინ|personal\s+identification\s+number"
    r"|pinul|codul\s+pin|lambar\s+sirri|nọmba\s+aṣiri|inombolo\s+yemfihlo|namba\s+ya\s+siri|nambari\s+ya\s+siri|(?-i:TAC)|ပင်နံပါတ်|ပင်\s?ကုဒ်|ລະຫັດ\s?PIN|លេខ\s?PIN|"
    + PIN_WORDS)
# A card's verification code (three or four digits; OCR may read 0 as O and 1 as l).
CARD_CODE_HEADS = (r"cvv2?|cvc2?|csc|cid|card\s+security\s+code|kartenprüfnummer|cryptogramme"
                   r"|س[یي]\s?و[یي]\s?و[یي]\s?[۲2٢]?")   # Persian "سی‌وی‌وی۲" (CVV2; the ZWNJ is gone once visible)

# Lock words that carry their code word ("Kodlåset", "combination lock", "кодовый замок"): a code follows.
LOCK_HEADS = (
    r"combination\s+(?:lock|padlock)|code\s+lock|(?:zahlen|ziffern|nummern|kombinations)schloss\w*|cadenas\s+à\s+code"
    r"|candado\s+de\s+(?:combinaci[oó]n|c[oó]digo)|cadeado\s+de\s+(?:segredo|c[oó]digo)|lucchetto\s+a\s+combinazione"
    r"|(?:cijfer|combinatie|code)slot\w*|kod(?:e)?lås\w*|kombinationslås\w*|koodilukko\w*|numerolukko\w*|számzár\w*"
    r"|kłódk\w*\s+szyfrow\w*|zamek\s+szyfrow\w*|číselný\s+zámek|lacăt\s+cu\s+cifru|кодов\w*\s+(?:замок|замка|катинар)"
    r"|şifreli\s+kilit\w*|قفل\s+(?:رقمي|بالأرقام)|מנעול\s+(?:קוד|ספרות)|قفل\s+رمزدار|密码锁|ダイヤル錠|번호\s?자물쇠")
# Words of a spoken code word or safe word: a quoted phrase or the next word is the secret.
CODEWORD_HEADS = (
    r"code\s?word|codewort|kennwort|losung|mot\s+de\s+code|mot\s+secret|palabra\s+secreta"
    r"|palavra\s+secreta|parola\s+segreta|codewoord|kodord|tunnussana|кодов\w*\s+слов\w*|секретн\w*\s+слов\w*"
    r"|кодове\s+слово|контрольн\w*\s+слов\w*|контрольне\s+слово|kontrollwort|mot\s+de\s+contrôle"
    r"|palabra\s+de\s+control|słowo\s+kontroln\w*|hasło\s+kontroln\w*|kontrolní\s+slovo|gizli\s+kelime|كلمة\s+(?:ال)?سر|מילת\s+(?:ה)?(?:קוד|סוד)|کلمه\s+رمز|暗号|合言葉|암호|"
    + CODEWORD_WORDS)

# Head nouns of a password (a password-shaped value, or a Wi-Fi key of digits).
PASSWORD_HEADS = (
    r"pass(?:word|phrase)|passwd|pwd|passwort|kennwort|mot\s+de\s+passe|mdp|contrase[ñn]a|senha|palavra-passe"
    r"|parola\s+d'ordine|wachtwoord|lösenord(?:et)?|passord(?:et)?|adgangskode(?:n)?|kodeord(?:et)?|salasana(?:n|a)?"
    r"|lykilorð(?:ið)?|parool|hasł[oau]|heslo|hesla|jelszó|jelszava|jelszót|parol[ăa]|parola|lozink[au]|geslo"
    r"|парол[ьяюе]|пароль|лозинк[аеу]|κωδικός\s+πρόσβασης|συνθηματικό|şifre(?:si|sini)?"
    r"|كلمة\s+(?:ال)?(?:سر|مرور)|ה?סיסמ[הא]|סיסמת|رمز\s+(?:عبور|ورود)|گذرواژه|پسورد|پاس\s?ورڈ|पासवर्ड|পাসওয়ার্ড"
    r"|รหัสผ่าน|m[ậa]t\s+kh[ẩa]u|kata\s+(?:sandi|laluan)|nenosiri|密码|密碼|口令|パスワード|비밀번호|비번|암호"
    r"|lösen|losen|парол\w*|пароль\w*|лозинк\w*|slaptažod\w*|parole|գաղտնաբառ\w*|პაროლ\w*|የይለፍ\s+ቃል"
    r"|neno\s+(?:la\s+)?siri|nywila|kalmar\s+(?:sirri|wucewa)|[ọo]r[ọo]\s+igbaniw[ọo]le|iphasiwedi|ijambo\s+ry'ibanga"
    r"|erayga\s+sirta|furaha\s+sirta|okwuntughe|tenimiafina|phasewete|pasiwedi|wachtwoord|የሚስጥር\s+ቁጥር"
    r"|رمز(?=\s+(?:ایمیل|جیمیل|یاهو|اینستا\w*|حساب|گوشی|موبایل|تلگرام|واتس\s?اپ|لپ\s?تاپ|کامپیوتر|مودم|وای\s?فای|اینترنت))"
    r"|លេខសម្ងាត់|ລະຫັດຜ່ານ|စကားဝှက်|"
    + PASSWORD_WORDS)

# Compound tails: the head noun glued to the thing it opens ("Kapukód", "Toegangscode", "Alarmanlagencode").
COMPOUND_CODE_TAILS = (r"code|codes|kod|koden|koder|kode|koden|koder|koodi|koodin|koodia|kód|kódja|kódot|kódját"
                       r"|kóði|kóðinn|kood|koodi|pin|pinkod|pinkoden|pinkode|pinkoden|puk")
COMPOUND_PASSWORD_TAILS = (r"passwort|kennwort|wachtwoord|lösenord|lösenordet|passord|passordet|kodeord|salasana"
                           r"|salasanan|jelszó|jelszava|lykilorð|parool|schlüssel|sleutel|nyckel|nyckeln|nøkkel|nøkkelen"
                           r"|nøgle|nøglen|avain|kulcs|kulcsa")
# What a compound's first part may name: the things a code opens (Germanic, Nordic, Finnish, Hungarian, Dutch,
# Icelandic, Estonian stems; a linking -s-, -e-, -n- and one more short part may follow).
COMPOUND_STEMS = (
    r"tür|haustür|eingangs?|tor|hoftor|garagentor|garagen?|alarm|alarmanlage|tresor|safe|schließfach|schliessfach"
    r"|spind|schloss|fahrradschloss|zahlenschloss|fahrrad|keller|schlüsselkasten|schlüsselsafe|schlüsselbox|klingel"
    r"|sprechanlage|zugangs?|packstation|paket|abhol|entsperr|sperr|sicherheits|geheim|karten|bankkarten|handy|sim"
    r"|deur|voordeur|poort|hek|ingangs?|kluis|kluisje|slot|hangslot|fiets|fietsenstalling|fietsenhok|bergings?|toegangs?"
    r"|ophaal|afhaal|pakket|pakketautomaat|ontgrendel|sleutelkastje|beveiligings|pin|cijfer|pas"
    r"|dörr|ytterdörr|port|portar|grind|entré|larm|kassaskåps?|skåps?|box|lås|hänglås|cykel|cykelförråds?|förråds?"
    r"|åtkomst|passer|tillträdes|hämtnings|upphämtnings|paketbox|upplåsnings|nyckelskåps?|säkerhets|kort|bankkorts?"
    r"|bankid|porttelefon|dør|ytterdør|inngangs|garasje|skaps?|hengelås|sykkel|sykkelbod|bod|tilgangs|adgangs|hente|pakke"
    r"|pakkeboks|opplåsings|nøkkelboks|sikkerhets|bankkort|opgangs?|hoveddør|pengeskabs?|skabs?|hængelås|cykelkælder"
    r"|afhentnings|oplåsnings|nøgleboks|sikkerheds|dørtelefon|ovi|oven|ulko-oven|rappu|portti|portin|summeri|autotalli"
    r"|purku|hälytin|hälytys|radio|autoradio|föräldra|forældre|foreldre|ouder|eltern|jugendschutz|kassakaappi|kaappi|lokero|lukko|riippulukko|pyörä|pyöräkellari|varasto|kulku|pääsy|nouto"
    r"|paketti|pakettiautomaatti|avaus|lukitus|turva|kortti|pankkikortti|kapu|kapunyitó|ajtó|bejárati|lépcsőház"
    r"|kaputelefon|garázs|riasztó|széf|szekrény|lakat|bicikli|kerékpár|tároló|belépő|belépési|átvételi|csomag"
    r"|csomagautomata|feloldó|kártya|bankkártya|hurðar|hlið|þjófavarnar|bílskúrs|öryggis|ukse|värava|värav"
    r"|wifi|wi-fi|wlan|netzwerk|netwerk|nätverks|nettverks|netværks|verkko|hálózati|router|wpa")
# Stems after which the compound names a Wi-Fi or network key (the value is a password), not an entry code.
WIFI_STEMS = r"wifi|wi-fi|wlan|netzwerk|netwerk|nätverks|nettverks|netværks|verkko|hálózati|router|wpa"
# Stems after which the compound names a card's PIN (a number follows).
CARD_STEMS = r"kort|bankkorts?|bankkort|karten|bankkarten|kortti|pankkikortti|kártya|bankkártya|pin|sim"
# Parts that make a compound a code of another sort: discount, postal, bar, error, order, tracking … codes.
COMPOUND_DENY = (r"korting|rabatt|rabat|rabais|promo|kupon|coupon|gutschein|voucher|post|zip|bar|streck|qr|quell"
                 r"|source|fehler|error|status|farb|color|land|länder|vorwahl|swift|tracking|sendung|bestell|order"
                 r"|buchung|boeking|booking|rechnung|factuur|faktura|artikel|produkt|product|ean|zoll|tull|tarif"
                 r"|kampanj|alennus|kedvezmény|irányító|viite|tilaus|kunde|klant|referen|kund|bonus|aktions|spar")

# Things a code opens or guards, by language: a head noun near one of these names an entry/lock/alarm/pickup code.
THINGS = (
    # en
    r"doors?|front\s+door|entry|entrance|building|lobby|intercom|buzzer|keypad|gates?|garage|alarm|safe|lockers?"
    r"|lock\s?box|key\s?(?:box|safe)|padlock|lock|bike|bicycle|shed|storage\s+unit|access|pick-?up|collection|parcel"
    r"|package|gym|cabinet|mailbox|letterbox|gift\s?card|voicemail|screen\s?lock|unlock|sim"
    # de
    r"|tür\w*|haustür\w*|eingang\w*|hauseingang|tor(?:es)?|hoftor|gartentor|garagentor|garage|alarm\w*|tresor\w*"
    r"|schließfach\w*|schliessfach\w*|spind\w*|schloss\w*|fahrrad\w*|keller\w*|schlüssel(?:kasten|safe|box)\w*"
    r"|klingel\w*|sprechanlage|gegensprechanlage|zugang\w*|packstation\w*|paket\w*|abhol\w*|briefkasten\w*|entsperr\w*"
    r"|geschenkkarte"
    # fr
    r"|porte|entrée|immeuble|bâtiment|portail|portillon|interphone|garage|alarme|coffre(?:-fort)?|casier|cadenas|vélo"
    r"|local\s+vélo|boîte\s+à\s+clés?|accès|retrait|colis|consigne|carte\s+cadeau|déverrouillage"
    # es pt it
    r"|puerta|portal|port[oó]n|entrada|edificio|portero|interfono|telefonillo|garaje|alarma|caja\s+fuerte|taquilla"
    r"|casillero|candado|bici|bicicleta|acceso|recogida|paquete|tarjeta\s+regalo|desbloqueo|trastero"
    r"|porta|port[ãa]o|pr[ée]dio|edif[ií]cio|portaria|interfone|garagem|alarme|cofre|cacifo|arm[áa]rio|cadeado|acesso"
    r"|recolha|retirada|encomenda|pacote|cart[ãa]o\s+presente|desbloqueio"
    r"|portone|cancello|ingresso|palazzo|citofono|allarme|antifurto|cassaforte|armadietto|lucchetto|bicicletta"
    r"|accesso|ritiro|ritirare|pacco|carta\s+regalo|sblocco|cantina"
    # nl sv no da fi is et
    r"|deur|voordeur|poort|hek|ingang|gebouw|kluis\w*|hangslot|fiets\w*|berging|toegang|ophalen|afhalen|pakket\w*"
    r"|cadeaukaart|ontgrendel\w*|sleutelkast\w*"
    r"|dörr\w*|porten|entrén?|grind\w*|larm\w*|kassaskåp\w*|skåp\w*|hänglås\w*|cykel\w*|förråd\w*|åtkomst|tillträde"
    r"|upphämtning|paketbox\w*|presentkort\w*|upplåsning|nyckelskåp\w*|bankid"
    r"|dør\w*|inngang\w*|garasje\w*|hengelås\w*|sykkel\w*|tilgang|adgang|henting|pakkeboks\w*|gavekort\w*"
    r"|opplåsing|nøkkelboks\w*|opgang\w*|pengeskab\w*|hængelås\w*|afhentning|oplåsning|nøgleboks\w*"
    r"|ovi\w*|ulko-ov\w*|rappu\w*|portti\w*|summeri|autotalli\w*|hälyt\w*|kassakaappi\w*|lokero\w*|riippulukko\w*"
    r"|pyörä\w*|varasto\w*|pääsy\w*|nouto\w*|paketti\w*|lahjakortti\w*|hurð\w*|bílskúr\w*|uks\w*|värav\w*"
    # pl cs sk hu ro hr/sr/sl
    r"|drzwi|furtk\w*|bram\w*|wejści\w*|klatk\w*|domofon\w*|garaż\w*|alarm\w*|sejf\w*|szafk\w*|kłódk\w*|rower\w*"
    r"|dostęp\w*|odbior\w*|paczkomat\w*|paczk\w*|karta\s+podarunkowa|odblokowani\w*"
    r"|dveř\w*|dvere|dverí|vchod\w*|brán\w*|brank\w*|zvon\w*|garáž\w*|trezor\w*|skříň\w*|zámk\w*|kol\w*rn\w*|přístup\w*"
    r"|vstup\w*|vyzvednut\w*|výdejn\w*|bal[ií]k\w*|odemčen\w*|odomknut\w*"
    r"|kapu\w*|ajtó\w*|bejárat\w*|lépcsőház\w*|garázs\w*|riasztó\w*|széf\w*|szekrény\w*|lakat\w*|bicikli\w*"
    r"|kerékpár\w*|tároló\w*|belépő\w*|hozzáférés\w*|átvétel\w*|csomag\w*|ajándékkártya\w*|feloldó\w*"
    r"|u[șş][ăa]|u[șş]ii|usa|poart[ăa]|por[țţ]ii|intrare\w*|bloc\w*|scar[ăa]|interfon\w*|garaj\w*|alarm[ăa]|alarmei"
    r"|seif\w*|dulap\w*|lac[ăa]t\w*|biciclet\w*|acces\w*|ridicare|colet\w*|easybox|card\s+cadou|deblocare"
    r"|vrata|ulaz\w*|interfon|sef|ormarić\w*|lokot|bicikl\w*|pristup\w*|preuzim\w*|paket\w*|vrat\w*"
    r"|durvis|durvju|vārti|vārtu|signalizācij\w*|seif\w*|pakomāt\w*|skapīt\w*|durys|durų|vartai|vartų|signalizacij\w*"
    r"|paštomat\w*|spyn\w*|uks|ukse|värav\w*|pakiautomaat\w*|signalisatsioon\w*|app|apps|aplikac\w*|programėl\w*"
    r"|lietotn\w*|rakendus\w*|приложени\w*|застосунк\w*|sms|смс"
    # bg ru uk el
    r"|врат\w*|вход\w*|домофон\w*|гараж\w*|аларм\w*|сейф\w*|шкафч\w*|катинар\w*|велосипед\w*|достъп\w*|получаване"
    r"|пратк\w*|двер\w*|подъезд\w*|ворот\w*|калитк\w*|сигнализаци\w*|ячейк\w*|замк\w*|замок|доступ\w*|получени\w*"
    r"|постамат\w*|посылк\w*|подарочн\w*|разблокировк\w*|двері|дверей|під['ʼ’]?їзд\w*|вхід\w*|воріт|хвіртк\w*"
    r"|сигналізаці\w*|шафк\w*|комірк\w*|отриманн\w*|поштомат\w*|посилк\w*|розблокуванн\w*"
    r"|πόρτ\w*|εξώπορτ\w*|είσοδ\w*|εισόδου|θυροτηλέφων\w*|γκαράζ|συναγερμ\w*|χρηματοκιβώτι\w*|ντουλάπι\w*|λουκέτ\w*"
    r"|ποδήλατ\w*|παραλαβ\w*|δέμα\w*|πολυκατοικ\w*|κτίρι\w*|πολυκατοικίας|διαμερίσμ\w*|αποθήκ\w*"
    # tr ar he fa ur hi bn
    r"|kap[ıi]\w*|bina\w*|giri[şs]\w*|otopark\w*|garaj\w*|alarm\w*|kasa\w*|dolab\w*|dolap\w*|asma\s+kilit\w*"
    r"|bisiklet\w*|eri[şs]im\w*|teslim\w*|kargo\w*|hediye\s+kart\w*|ekran\s+kilid\w*"
    r"|(?:ال)?باب|(?:ال)?بوابة|(?:ال)?مدخل|(?:ال)?عمارة|(?:ال)?مبنى|(?:ال)?انتركم|(?:ال)?جراج|(?:ال)?كراج|(?:ال)?مرآب"
    r"|(?:ال)?إنذار|(?:ال)?خزنة|(?:ال)?خزانة|(?:ال)?قفل|(?:ال)?دراجة|(?:ال)?دخول|(?:ال)?استلام|(?:ال)?طرد|(?:ال)?خزائن"
    r"|[הלבמש]{0,2}(?:דלת|שער|כניסה|בניין|אינטרקום|חניון|אזעקה|כספת|לוקר|מנעול|אופניים|גישה|איסוף|חבילה|מחסן)"
    r"|در|درب|دربازکن|ساختمان|آیفون|ورودی|پارکینگ|دزدگیر|گاوصندوق|کمد|قفل|دوچرخه|دسترسی|تحویل|بسته|کارت\s+هدیه|انباری"
    r"|دروازے|دروازہ|گیٹ|الارم|لاکر|تالے|तिजोरी|दरवाज़े|दरवाजे|दरवाज़ा|दरवाजा|गेट|बिल्डिंग|अलार्म|लॉकर|ताले|ताला"
    r"|एक्सेस|पिकअप|पार्सल|দরজা\w*|গেট\w*|অ্যালার্ম|লকার|তালা\w*|সিন্দুক"
    # th vi id ms tl sw
    r"|ประตู\w*|รั้ว|คอนโด|ตึก|อาคาร|ลิฟต์|กันขโมย|ตู้เซฟ|เซฟ|ล็อกเกอร์|กุญแจ|จักรยาน|เข้าออก|เข้า|พัสดุ"
    r"|c[ửu]a|c[ổo]ng|t[òo]a\s+nh[àa]|chung\s+c[ưu]|gara|b[áa]o\s+đ[ộo]ng|k[ée]t(?:\s+s[ắa]t)?|t[ủu]\s+đ[ồo]|kh[óo]a"
    r"|xe\s+đ[ạa]p|truy\s+c[ậa]p|ra\s+v[àa]o|nh[ậa]n\s+h[àa]ng|b[ưu]u\s+ki[ệe]n|th[ẻe]\s+qu[àa]\s+t[ặa]ng"
    r"|pintu|gerbang|pagar|gedung|apartemen|perumahan|kompleks|garasi|alarm|penggera|brankas|peti\s+besi|loker|gembok"
    r"|mangga|sepeda|basikal|akses|masuk|pengambilan|paket|bungkusan|kartu\s+hadiah|kad\s+hadiah|buka\s+kunci"
    r"|pinto|pintuan|gusali|kandado|bisikleta|mlango|lango|geti|kabati|kufuli|baiskeli|kifurushi"
    # zh ja ko
    r"|门禁|門禁|大门|大門|单元门|入户门|门|門|车库|車庫|报警|警报|保险柜|保險櫃|保险箱|储物柜|柜子|挂锁|锁|鎖|自行车|自行車"
    r"|快递柜|取件|取货|丰巢|礼品卡|解锁|ドア|玄関|オートロック|エントランス|ガレージ|警報|金庫|ロッカー|宅配ボックス|宅配|南京錠"
    r"|自転車|駐輪場|受取|受け取り|ギフトカード|ロック解除|현관\w*|공동현관|대문|도어락|출입\w*|차고|경보|금고|사물함|자물쇠|자전거"
    # stairwells, a building's inner entry ("kāpņu telpas kods 7412K", "Treppenhaus-Code", "laiptinės kodas")
    r"|stairwells?|staircases?|stairways?|treppenhaus\w*|stiegenhaus\w*|escalier|escalera|escada|vano\s+scala"
    r"|scala|scale(?=\s+[A-Z](?![^\W\d_]))|scar[ăa]|scara|scării|scarii|klatk[aiąęe]|klatce|lépcsőház\w*|stiege"
    r"|stiegen|trappeopgang\w*|opgang\w*|vhod\w*|vchod\w*"
    r"|trappenhuis|trapphus\w*|trappuppgång\w*|uppgång\w*|oppgang\w*|trappeoppgang\w*|trappeopgang\w*|porraskäytäv\w*"
    r"|porrashuone\w*|rapun|trepikoda\w*|trepikoja|kāpņu|kāpņutelp\w*|laiptin\w*|schodišt\w*|schodisk\w*|stubišt\w*"
    r"|stopnišč\w*|степениште\w*|стълбищ\w*|парадн\w*|κλιμακοστάσι\w*|merdiven\w*|hyrj\w*|shkall\w*"
    r"|þjófavarn\w*|öryggiskerf\w*|derë\w*|derës|portë\w*|pallat\w*|влезн\w*|մուտք\w*|դուռ|դռան|դարպաս\w*|კარ\w*|ჭიშკ\w*|საკეტ\w*|በር|есік\w*|қақпа\w*|eshik\w*|darvoza\w*|qapı\w*"
    r"|택배함|무인택배|기프트\s?카드|잠금|ទ្វារ|ផ្ទះ|ទូដែក|ປະຕູ|ຕູ້ເຊບ|တံခါး|သော့|"
    + THING_WORDS)

# Wi-Fi and network words by language: a code or password word near one names a Wi-Fi key (a password).
WIFI = (
    r"wi-?fi|wlan|ssid|hotspot|router|wpa2?|network\s+key|netzwerk\w*|réseau|red\s+wifi|rede|rete|netwerk\w*"
    r"|nätverk\w*|nettverk\w*|netværk\w*|wifin|wifiin|wifiä|langatto\w*|verkon|hálózat\w*|sieci|síť\w*|siete|re[țţ]e\w*"
    r"|mre[žz]\w*|вай-?фа\w*|wi-?fi\w*|сет[иь]|мереж\w*|мрежа\w*|ασύρματ\w*|δικτύου|kablosuz|ağ|jaringan|rangkaian"
    r"|m[ạa]ng|(?:ال)?واي\s?فاي|(?:ال)?وايفاي|(?:ال)?شبكة|وای\s?فای|وایفای|ویفای|شبکه|[הלב]?וויי?פיי|[הלב]?רשת"
    r"|वाई-?फ़ाई|वाई-?फाई|वाईफाई|वाईफ़ाई|नेटवर्क|ওয়াই-?ফাই|ไวไฟ|ไว-ไฟ|เครือข่าย|无线|無線|网络|網路|ワイファイ|ネットワーク"
    r"|와이파이|네트워크")

# Key, token and secret words by language, and the words that make a key a credential (API, secret, private).
KEY_HEADS = (
    r"(?:app|client|api|webhook|signing|consumer|secret)[ _\-]?(?:secret|key)|appsecret|keys?|schlüssel|clé|clef|clave|chave|chiave|sleutel|nyckel(?:n)?|nøkkel(?:en)?|nøgle(?:n)?|avain|kulcs(?:a)?"
    r"|klucz(?:a)?|klíč|kľúč|cheie(?:a)?|klju[čc]|ключ(?:а)?|κλειδ(?:ί|ιού)|anahtar(?:ı)?|(?:ال)?مفتاح|מפתח|کلید"
    r"|कुंजी|কী|คีย์|kh[óo]a|kunci|susi|密钥|秘钥|金鑰|キー|키")
TOKEN_HEADS = r"segredo|secreto|segreto|sekret|секрет|tokens?|jeton|токен(?:а)?|τοκεν|توکن|توكن|טוקן|令牌|トークン|토큰|access\s+token|bearer"
KEY_QUALIFIERS = (
    r"api|secret\w*|private|client|app|application|bot|webhook|signing|encryption|master|access|auth|service"
    r"|geheim\w*|privat\w*|secr[èe]te?|priv[ée]e?|secret[oa]|privad[oa]|segret[oa]|privat[oa]|hemlig\w*|hemmelig\w*"
    r"|salai\w*|yksityi\w*|titkos|privát|tajn\w*|prywatn\w*|soukrom\w*|súkrom\w*|secret[ăa]|privat[ăa]|tajn\w*"
    r"|секретн\w*|приватн\w*|закрыт\w*|закрит\w*|μυστικ\w*|ιδιωτικ\w*|gizli|özel|(?:ال)?سري|(?:ال)?خاص|סודי|פרטי"
    r"|مخفی|خصوصی|गुप्त|निजी|ব্যক্তিগত|গোপন|ลับ|ส่วนตัว|b[íi]\s+m[ậa]t|ri[êe]ng(?:\s+t[ưu])?|rahasia|privat|peribadi"
    r"|秘密|私钥|私有|シークレット|秘密鍵|비밀|개인")

# A security question, by language (its answer follows a colon).
QUESTIONS = (
    r"security\s+question|secret\s+question|sicherheitsfrage|question\s+(?:secrète|de\s+sécurité)"
    r"|pregunta\s+(?:de\s+seguridad|secreta)|pergunta\s+(?:de\s+segurança|secreta)|domanda\s+(?:di\s+sicurezza|segreta)"
    r"|beveiligingsvraag|säkerhetsfråga\w*|sikkerhetsspørsmål\w*|sikkerhedsspørgsmål\w*|turvakysymy\w*"
    r"|biztonsági\s+kérdés\w*|pytani\w*\s+(?:bezpieczeństwa|pomocnicz\w*)|bezpečnostní\s+otázk\w*"
    r"|bezpečnostn[áé]\s+otázk\w*|întrebar\w*\s+de\s+securitate|контрольн\w*\s+(?:вопрос\w*|питанн\w*)"
    r"|секретн\w*\s+(?:вопрос\w*|питанн\w*)|ερώτηση\s+ασφαλείας|güvenlik\s+soru\w*|gizli\s+soru\w*"
    r"|(?:ال)?سؤال\s+(?:ال)?(?:أمان|سري|الأمني)|שאלת\s+(?:ה)?(?:אבטחה|אבטחת)|سوال\s+امنیتی|سوال\s+(?:ال)?سری"
    r"|सुरक्षा\s+प्रश्न|নিরাপত্তা\s+প্রশ্ন|คําถาม(?:ความ)?ปลอดภัย|c[âa]u\s+h[ỏo]i\s+b[ảa]o\s+m[ậa]t"
    r"|pertanyaan\s+keamanan|soalan\s+keselamatan|安全问题|密保问题|安全問題|秘密の質問|보안\s?질문|비밀\s?질문"
    r"|saugumo\s+klausim\w*|drošības\s+jautājum\w*|turvaküsimus\w*|sigurnosno\s+pitanj\w*|varnostn\w*\s+vprašanj\w*"
    r"|безбедносн\w*\s+питањ\w*|таен\s+въпрос|секретен\s+въпрос|öryggisspurning\w*|tanong\s+pangseguridad"
    r"|swali\s+la\s+usalama|sikkerhedsspørgsmål|sicherheitsabfrage|"
    + QUESTION_WORDS)
ANSWERS = (r"answer|antwort|réponse|respuesta|resposta|risposta|antwoord|svar(?:et)?|vastaus|válasz|odpowied[zź]"
           r"|odpověď|odpoveď|răspuns\w*|ответ|відповідь|απάντηση|cevap\w*|(?:ال)?جواب|(?:ال)?إجابة|תשובה|جواب|پاسخ"
           r"|उत्तर|जवाब|উত্তর|คําตอบ|c[âa]u\s+tr[ảa]\s+l[ờo]i|jawaban|jawapan|sagot|jibu|答案|答え|답|"
           + ANSWER_WORDS)

# Words that make the number after a code word another sort of number: stop reading there.
LOOK_ALIKES = (
    r"order|tracking|invoice|booking|reservation|reference|confirmation|flight|ticket|phone|tel|telephone|mobile|fax"
    r"|hotline|call|whatsapp|postcode|zip|postal|version|model|serial|imei|commit|hash|checksum|sha\d*|md5|iban|swift"
    r"|customer|floor|apartment|apt|room|suite|unit|street|colou?r|couleur|farb\w*|colore?|products?|produkt\w*|prodott\w*"
    r"|departure|boarding|terminal|abflug|boarding|départ|embarquement|salida|embarque|partenza|imbarco|vertrek|avgång"
    r"|afgang|lähtö|odlot|odlet|indulás|plecare|вылет|посадк\w*|виліт|kalkış|biniş|出発|搭乗|登机|起飞|출발|탑승"
    r"|product[oe]s?|produit\w*|produto\w*|artikel\w*|articles?|articol\w*|art[íi]culo\w*|sku|items?|ean|товар\w*|ürün\w*"
    r"|bestell\w*|sendung\w*|rechnung\w*|buchung\w*|reservierung\w*|referenz\w*|flug\w*|telefon\w*|handynummer|plz"
    r"|postleitzahl|modell\w*|serien\w*|kunden\w*|konto\w*|etage|stock|wohnung\w*|zimmer\w*|hausnummer|notfall\w*|notruf\w*"
    r"|commande|suivi|facture|réservation|vol|téléphone|portable|numéro\s+de\s+(?:téléphone|client)|modèle|étage"
    r"|appartement|chambre|pedido|seguimiento|factura|reserva|vuelo|teléfono|tel[ée]fono|m[óo]vil|celular|modelo"
    r"|piso|habitaci[óo]n|encomenda|rastreio|fatura|voo|telemóvel|andar|ordine|spedizione|fattura|prenotazione"
    r"|volo|cellulare|piano|stanza|bestelling|factuur|boeking|vlucht|telefoon|mobiel|verdieping|kamer"
    r"|beställning\w*|faktura\w*|bokning\w*|flyg\w*|mobil\w*|våning|lägenhet\w*|bestilling\w*|ordre\w*|tilaus\w*"
    r"|lasku\w*|varaus\w*|puhelin\w*|kerros|asunto|rendelés\w*|számla\w*|foglalás\w*|telefonszám\w*|emelet"
    r"|zamówieni\w*|faktur\w*|rezerwacj\w*|piętro|mieszkani\w*|objednávk\w*|rezervac\w*|patro|byt\w*"
    r"|comand\w*|factur\w*|rezervar\w*|etaj\w*|apartament\w*|заказ\w*|трек\w*|счет\w*|счёт\w*|брон\w*|рейс\w*"
    r"|телефон\w*|этаж\w*|квартир\w*|замовленн\w*|рахун\w*|поверх\w*|παραγγελί\w*|τηλέφων\w*|sipariş\w*|takip\w*"
    r"|telefon\w*|kat|daire\w*|(?:ال)?طلب|(?:ال)?تتبع|(?:ال)?فاتورة|(?:ال)?هاتف|(?:ال)?جوال|(?:ال)?طابق|(?:ال)?شقة"
    r"|הזמנה|משלוח|חשבונית|טלפון|קומה|דירה|سفارش|پیگیری|فاکتور|تلفن|موبایل|طبقه|واحد|ऑर्डर|ट्रैकिंग|फ़ोन|फोन"
    r"|मंजिल|फ्लैट|คําสั่งซื้อ|เบอร์|โทร|ชั้น|ห้อง|đơn\s+hàng|điện\s+thoại|tầng|phòng|pesanan|resi|telepon|lantai"
    r"|kamar|unit|订单|快递单|电话|手机|楼层|房间|注文|電話|階|部屋|주문|송장|전화|층|호실|"
    + LOOK_ALIKE_WORDS)

# Things a code opens that may label their code with no code word ("Haustür Oma Ilse: 2 8 0 4", "cadeado da bike:
# 0-4-8-1", "Szafka na siłowni, kłódka szyfrowa: 2008").
LOCK_THINGS = (
    r"front\s+door|door|gate|garage\s+door|garage|safe|padlock|lock\s?box|key\s?safe|keypad|alarm|bike\s+lock"
    r"|haustür|tür|hoftor|garagentor|tresor|schlüsseltresor|schlüsselsafe|schlüsselkasten|alarmanlage"
    r"|fahrradschloss|tastenfeld|porte|portail|digicode|coffre|cadenas|boîte\s+à\s+clés?|puerta|portón|caja\s+fuerte"
    r"|candado|cofre|cadeado|portão|porta|cassaforte|lucchetto|cancello|portone|deur|voordeur|poort|kluis|hangslot"
    r"|fietsslot|dörr|ytterdörr|kassaskåp|hänglås|cykellås|dør|hengelås|sykkellås|pengeskab|hængelås|ovi|portti"
    r"|kassakaappi|riippulukko|kapu|ajtó|széf|lakat|drzwi|furtka|brama|sejf|kłódka|dveře|brána|trezor|zámek"
    r"|zámek\s+na\s+kolo|ușa|poarta|seif|lacăt|дверь|калитка|ворота|сейф|замок|домофон|двері|хвіртка|кодовий\s+замок"
    r"|kapı|kasa|kilit|asma\s+kilit|الباب|البوابة|الخزنة|القفل|דלת|שער|כספת|מנעול|در|قفل|گاوصندوق|pintu|gerbang"
    r"|brankas|gembok|cửa|cổng|két|khóa|ổ\s+khóa|门禁|大门|保险柜|密码锁|玄関|金庫|현관|금고|자물쇠|도어락")
