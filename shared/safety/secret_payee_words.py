"""Who an account belongs to, in the languages round 27's account tables missed: payees, legal forms, paying, rent.

`secret_private_accounts` reads an account number beside an account word as a private person's secret unless the text
marks it as a public payee's. Its tables cover about forty languages; these extend them to the Caucasus and Central
Asia (Georgian, Armenian, Azerbaijani, Kazakh, Uzbek), South Asia (Urdu, Hindi, Marathi, Nepali, Bengali, Punjabi,
Gujarati, Tamil, Telugu, Kannada, Malayalam, Sinhala), Persian, Arabic, Hebrew, Turkish, Thai, Vietnamese, Indonesian
and Malay, Tagalog, Swahili, Amharic, Greek, the Balkans (Serbo-Croatian, Bulgarian, Macedonian, Slovenian, Albanian,
Romanian), the Baltics, Hungarian and Ukrainian: a business, shop, school, charity, landlord or invoice word
("კომპანიის IBAN", "دکان کا IBAN"), a legal form (შპს, ՍՊԸ, MMC, ЖШС, MChJ, Pvt Ltd, SIA, UAB, OÜ, ЕООД), paying
("გადასახდელად", "ادائیگی کے لیے") and rent named as a heading. Against them: a first-person cue ("ჩემი", "میرا", "իմ")
and a word of receiving money ("to receive", "მისაღებად", "وصول"), which keep an account the user's own, and the
postpositions ("ev sahibi için", "მეპატრონისთვის", "مالک مکان کے لیے") that give a payee as the one the user's own
account is handed to. Every pattern is a bounded alternation.
"""

from __future__ import annotations

import re

_APOS = "[ʻ'’`]?"

# A business, shop, school, charity, landlord, invoice or public body (language by language, in the order above).
PAYEE_WORLD = re.compile("(?i)" + "|".join((
    r"კომპანი|მაღაზი|ფირმ|ორგანიზაცი|ბიზნეს|სკოლ|საბავშვო|უნივერსიტეტ|ქველმოქმედ|შემოწირულ|ფონდ|ეკლესი|მეპატრონ"
    r"|გამქირავებ|ინვოის|ფაქტურ|კლინიკ|რესტორ",
    r"ընկերությ|խանութ|ֆիրմ|կազմակերպությ|դպրոց|մանկապարտեզ|համալսարան|բարեգործ|նվիրատվ|հիմնադրամ|եկեղեց|տանտեր"
    r"|վարձատու|ապրանքագ|բիզնես|կլինիկ|ռեստորան",
    r"şirkət|\bdükan|müəssisə|təşkilat|məktəb|bağça|xeyriyyə|\bianə|məscid|kirayəverən",
    r"дүкен|кәсіпорын|ұйым|мектеп|балабақша|қайырымдылық|демеушілік|\bқор\b|мешіт|пәтер\s+иесі|үй\s+иесі",
    rf"kompaniya|do{_APOS}kon|korxona|tashkilot|maktab|bog{_APOS}cha|xayriya|ehson|jamg{_APOS}arma|uy\s+egasi"
    r"|дўкон|корхона|ташкилот|мактаб|боғча|хайрия|уй\s+эгаси",
    r"کمپنی|دکان|دُکان|کاروبار|ادارہ|ادارے|تنظیم|اسکول|سکول|مدرسہ|کالج|یونیورسٹی|خیرات|فلاحی|عطیہ|عطیات|چند(?:ہ|ے)"
    r"|ٹرسٹ|فاؤنڈیشن|مالک\s+مکان|انوائس|ہسپتال|کلینک|ریسٹورنٹ",
    r"موسسه|مؤسسه|بنیاد|سازمان|آموزشگاه|دانشگاه|مهدکودک|بیمارستان|کلینیک|رستوران|صاحب[\s\u200c]*خانه|نذر|صدقه",
    r"مكتب|مطعم|مستشفى|عيادة|روضة|جامعة|المؤجر|مؤجر|صاحب\s+العقار|مالك\s+العقار|صدقة|زكاة|كنيسة",
    r"חברת|מרפאה|גן\s+(?:ה)?ילדים|ועד\s+(?:ה)?בית|מוסד|מסעדה|קופת\s+חולים|משכירה",
    r"işletme|kuruluş|\bkurum\b|\blise|üniversite|hastane|\bklinik|restoran|\bkafe\b",
    r"फर्म|कारोबार|व्यापार|व्यवसाय|प्रतिष्ठान|संगठन|कॉलेज|महाविद्यालय|अस्पताल|क्लिनिक|चंदा|चन्दा|मस्जिद|गुरुद्वार|चर्च"
    r"|मालिक\s+मकान|मकान-मालिक|इनवॉइस|चालान",
    r"शाळ|धर्मादाय|देणगी|घरमालक|कम्पनी|पसल|घरबेटी|घरधनी",
    r"প্রতিষ্ঠান|ব্যবসা|কলেজ|বিশ্ববিদ্যালয়|হাসপাতাল|বাড়িওয়ালা|ফাউন্ডেশন|ট্রাস্ট|চাঁদা|অনুদান|ইনভয়েস",
    r"ਕੰਪਨੀ|ਦੁਕਾਨ|ਸਕੂਲ|ਕਾਲਜ|ਗੁਰਦੁਆਰ|ਮੰਦਰ|ਦਾਨ|ਮਕਾਨ\s+ਮਾਲਕ|ਕਾਰੋਬਾਰ|ਟਰੱਸਟ",
    r"કંપની|દુકાન|શાળા|સ્કૂલ|કોલેજ|ટ્રસ્ટ|દાન|મંદિર|મકાન\s*માલિક|વેપાર|પેઢી",
    r"நிறுவன|கடை(?!சி)|பள்ளி|கல்லூரி|அறக்கட்டளை|நன்கொடை|கோயில்|கோவில்|வீட்டு\s+உரிமையாளர்|தொண்டு",
    r"కంపెనీ|సంస్థ|దుకాణ|షాప్|పాఠశాల|స్కూల్|కళాశాల|విరాళ|ట్రస్ట్|దేవాలయ|ఇంటి\s+యజమాని",
    r"ಕಂಪನಿ|ಅಂಗಡಿ|ಶಾಲೆ|ಕಾಲೇಜು|ದೇಣಿಗೆ|ದೇವಸ್ಥಾನ|ಟ್ರಸ್ಟ್|ಮನೆ\s+ಮಾಲೀಕ|ಸಂಸ್ಥೆ",
    r"കമ്പനി|കടയ|സ്ഥാപന|സ്കൂൾ|വിദ്യാലയ|കോളേജ്|സംഭാവന|ട്രസ്റ്റ്|ക്ഷേത്ര|പള്ളി|വീട്ടുടമ",
    "සමාගම|ව්\u200d?යාපාර|ආයතන|සාප්පු|කඩය|පාසල|විද්\u200d?යාල|පරිත්\u200d?යාග|පන්සල|දේවස්ථාන|නිවාස\\s+හිමි|ගෙවල්\\s+හිමි",
    r"ห้าง|กิจการ|ธุรกิจ|องค์กร|มหาวิทยาลัย|โรงพยาบาล|คลินิก",
    r"doanh\s+nghiệp|\btiệm|\bquán\b|đại\s+lý|bệnh\s+viện|phòng\s+khám|chủ\s+trọ|\bquỹ\b|hợp\s+tác\s+xã|học\s+phí",
    r"\bkantin|\brestoran|rumah\s+sakit|\bklinik|universitas|\bkampus|\bvihara|lembaga|organisasi|komunitas|penjual"
    r"|pedagang|\bolshop|\bbisnis|syarikat|perniagaan|tuan\s+rumah|ibu\s+kos|bapak\s+kos",
    r"kompanya|kumpanya|tindahan|negosyo|paaralan|eskwelahan|eskuwelahan|simbahan|kawanggawa|donasyon|may-?ari\s+ng\s+(?:bahay|paupahan|tindahan|apartment)"
    r"|\bkasero|\bkasera|paupahan",
    r"biashara|taasisi|shirika|hospitali|zahanati|hoteli|michango|sadaka|\bzaka\b",
    r"ኩባንያ|ድርጅት|ሱቅ|ትምህርት\s+ቤት|ት/ቤት|ሆስፒታል|ቤተ\s+ክርስቲያን|መስጊድ|በጎ\s+አድራጎት|ልገሳ|እርዳታ|አከራይ|የቤት\s+ባለቤት|ደረሰኝ",
    r"επιχε[ιί]ρησ|μαγαζ|καταστ[ηή]ματ|φιλανθρωπ|[ιί]δρυμα|ιδρ[υύ]ματ|εκκλησ|νοσοκομε|κλινικ|φροντιστ[ηή]ρι"
    r"|νηπιαγωγε|σπιτονοικοκ[υύ]ρ|κοιν[οό]χρηστ",
    r"preduzeć|poduzeć|prodavnic|\bradnj|\bobrt\b|vrtić|bolnic|ordinacij|dobrotvor|humanitar|crkv|džamij|zaklad"
    r"|fondacij|\bgazd[aeiu]\b|предузећ|продавниц|радњ|вртић|болниц|добротвор|хуманитар|цркв|станодав|газд[аеиу]\b",
    r"училищ|детска\s+градин|дарени|благотворител|църкв|хазя|наемодател|сдружени|училишт|градинк|донациј|станодавач",
    r"podjetj|\bšol[aeio]\b|vrtec|vrtca|društv|dobrodeln|cerkv|najemodajal",
    r"kompani|dyqan|biznes|\bfirm[ëe]|shkoll|kopsht|spital|bamirës|dhurim|dhurat|xhami|\bkish[aëe]|qiradhën"
    r"|fatur[ëe]",
    r"companie|companii|societat|întreprinder|afacer|grădiniț|biseric|fundați|donați|caritate|locator",
    r"įmon[ėei]|parduotuv|mokykl|darželi|labdar|\bparamos\b|aukoj|bažnyči|nuomotoj|faktūr|uzņēmum|veikal|bērnudārz"
    r"|labdarīb|ziedojum|baznīc|izīrētāj|rēķin|ettevõt|\bpood|\bpoe\b|\bkool(?:i|ile)?\b|lasteaed|ülikool|heategev"
    r"|annetus|\bkirik|üürileandj|\barve\b",
    r"\bbolt\b|\bboltban|üzlet|vállalkozás|vállalat|társaság|alapítvány|adomány|egyház|templom|óvod|egyetem|kórház"
    r"|rendelő|bérbeadó",
    r"підприємств|крамниц|садок|університет|лікарн|клінік|церкв|громад(?!ян)|ОСББ|предприяти|учреждени|больниц|клиник|садик"
    r"|\bТСЖ\b",
)))

# Legal forms after (or before) a company's name, in the same languages; case-sensitive, as written on a letterhead.
LEGAL_WORLD = re.compile("|".join((
    r"(?<![\w.])(?:Pvt|Pte|Tbk|Sdn|OÜ|MTÜ|FIE|SIA|UAB|VšĮ|MMC|ASC|QSC|MChJ|YaTT|PFA|Nyrt|SHPK|Sh\.p\.k|sh\.p\.k"
    r"|d\.d\.|j\.d\.o\.o|Limited|Cty|HTX|МЧЖ|ЖШС|АҚ|ЕООД|ООД|ЕАД|ДООЕЛ|ДОО|ФОП|ПП|АЖ)(?!\w)",
    r"(?<!\w)(?:შპს|სს|ი/მ|ՍՊԸ|ՓԲԸ|ԲԲԸ|ذ\.م\.م|ش\.م\.م|ش\.م\.ع|בע״מ)(?!\w)|سهامی\s+(?:خاص|عام)|مسئولیت\s+محدود",
    r"(?:پرائیویٹ|پرائیوٹ)\s+لمیٹڈ|لمیٹڈ|प्राइवेट\s+लिमिटेड|लिमिटेड|লিমিটেড|ਲਿਮਟਿਡ|લિમિટેડ|லிமிடெட்|లిమిటెడ్|ಲಿಮಿಟೆಡ್",
    r"ലിമിറ്റഡ്|ලිමිටඩ්|ห้างหุ้นส่วน|จำกัด|ኃ[./]የተ[./]የግ[./]ማ|(?<!\w)(?:Ο\.Ε\.|Ε\.Ε\.|Α\.Ε\.|Ι\.Κ\.Ε\.|Ε\.Π\.Ε\.)",
)))

# Paying someone: an infinitive of paying or a noun of payment (the account the money goes to).
TO_PAY_WORLD = re.compile("(?i)" + "|".join((
    r"გადასახდ|გადახდ|վճար|ödəniş|ödəmə|төле|тўлов|тўла[шб]|" + rf"to{_APOS}l(?:ov|ash|ab|ang)",
    r"ادائیگی|ادا\s+کر|سداد|تسديد|תשלום|पेमेंट|अदा\s+कर|भरण्यासाठी|भुक्तानी|तिर्न|পরিশোধ|পেমেন্ট|ਭੁਗਤਾਨ|ਅਦਾਇਗੀ",
    r"ચૂકવ|ચુકવ|પેમેન્ટ|செலுத்த|கட்டண|చెల్లించ|చెల్లింపు|ಪಾವತಿ|അടയ്ക്ക|അടക്ക|ගෙවීම|ගෙවන්න|ชำระ|จ่ายค่า",
    r"đóng\s+(?:tiền|học\s+phí)|pembayaran|membayar|\bbayaran\b|\bbayad\b|magbayad|pambayad|pagbabayad|ibayad",
    r"\blipa\b|kulipia|ክፍያ|ለመክፈል|πληρ[ωώ][μσ]|εξ[οό]φλησ|καταβολ|plaćanj|\bplatiti\b|za\s+uplat|плаћањ|платити",
    r"плащан|да\s+платя|плаќањ|plačil|plačati|mokėjim|sumokėt|apmokėt|maksājum|samaksā|apmaksā|\bmakse\b|maksmiseks",
    r"заплатит\w*|\bплатить|tasumiseks|\bpages[ëe]|\bpagesa|paguar|\bplată\b|\bplăți|\bplăti|pentru\s+plat|achit|\bfizetni|befizet|kifizet"
    r"|сплат",
)))

# Rent named before the value: where the rent goes.
RENT_WORLD = re.compile("(?i)" + "|".join((
    r"ქირ(?:ა|ის|ას|ით)|(?<!աշխատա)վարձ(?:ը|ի|ավճար|ակալ)|kirayə|icarə|жалда|жалға|пәтерақы|ijara|ижара",
    r"کرایہ|کرائے|کرایے|किराए|किराये|भाड्या|भाडे|भाडा|ভাড়া|ਕਿਰਾਇ|ਕਿਰਾਏ|ભાડ|வாடகை|అద్దె|ಬಾಡಿಗೆ|വാടക|කුලිය|කුලී",
    r"tiền\s+(?:trọ|phòng)|\bkos(?:an)?\b|\bupa\b|ኪራይ|ενο[ιί]κι|νο[ιί]κι|najam|najamnin|stanarin|kirij",
    r"кириј|станарин|најам|наем|najemnin|nuom(?:a|os|ą)\b|\bīr(?:e|es|i)\b|\büür|qira|lakbér|albérlet",
)))

# A first-person or family cue ("my", "our", a possessive suffix): the account is the user's own.
OWN_WORLD = re.compile("|".join((
    r"ჩემი|ჩემს\b|ჩვენი|ჩემის\b|(?<!\w)(?:իմ|մեր)(?!\w)|իմը|(?i:\b(?:mənim|bizim|mening|bizning|mans|mana|manu|mūsu"
    r"|minu|meie|mu|ime|imi|jonë|mea|mei|nostru|noastr\w*|naš\w*|yangu|wangu|yetu|wetu|ko|aking|akin|namin|ku|kami"
    r"|gue|gw|μου|μας|мој|моја|моје|мое|мого|моєї|мою|наш\w*|менің|біздің|менинг|számlám|számlaszámom)\b)",
    r"(?i:iban-om|\baz\s+én\b|rekeningku|akunku|hesab[ıi]m)|میرا|میری|میرے|ہمارا|ہماری|ہمارے|حسابم|شبام|(?:حساب|شبا|کارت)‌?ی?\s+من(?!\w)|مال\s+من",
    r"\u200cام(?!\w)|الخاص\s+بي|خاصتي|(?<!\w)لي(?!\w)|שלנו|मेरी|हमारा|हमारी|हमारे|माझा|माझे|माझी|माझं|माझ्या|आमचा|आमचे|आमची",
    r"मेरो|हाम्रो|আমাদের|ਮੇਰਾ|ਮੇਰੀ|ਮੇਰੇ|ਸਾਡਾ|ਸਾਡੀ|ਸਾਡੇ|મારો|મારું|મારી|મારા|અમારો|અમારું|અમારી|અમારા|எனது|என்னுடைய",
    r"எங்கள்|(?<!\S)என்(?=\s)|(?<!\S)(?:నా|మా)(?=\s)|నాది|ನನ್ನ|ನಮ್ಮ|എന്റെ|ഞങ്ങളുടെ|මගේ|මාගේ|අපේ|අපගේ|ของเรา|ของหนู",
    r"ของดิฉัน|የኔ|የእኔ|የእኛ|የኛ",
)))

# Receiving money into the account (a salary, a transfer to come): a word of paying then names the payer, not a payee.
RECEIVE = re.compile("(?i)" + "|".join((
    r"\bto\s+receive|\breceiving\b|\bget\s+paid|receber|recibir|\bcobrar|recevoir|empfang|erhalten|ricever|ontvangen\b|otrzyma|получени|получить|отриман|отримати",
    r"\balmak|\bterima\b|\bmenerima\b|nhận\s+(?:tiền|lương)|รับเงิน|受取|收款|받을|استلام|لاستلام|לקבלת|לקבל|دریافت|وصول",
    r"प्राप्त|पाने|मिळण्या|পাওয়ার|ਪ੍ਰਾਪਤ|મેળવ|பெற|స్వీకర|ಸ್ವೀಕರ|സ്വീകര|ලබා\s+ගැනීම|მისაღებ|ხელფას|ստանալ|qəbul",
    r"olish\s+uchun|алу\s+үшін|kupokea|tumanggap|ለመቀበል|λ[ηή]ψη|να\s+λ[αά]β|primanj|prejem|gauti|saņem|saamiseks",
    r"marrë|încasa|fogad|зарплат|заплат(?:а|ата)\b|maaş|gaji|sahod|sweldo|mshahara|تنخواہ|حقوق|वेतन|सैलरी|पगार|বেতন|ਤਨਖ|પગાર",
    r"சம்பள|జీత|ಸಂಬಳ|ശമ്പള|වැටුප|เงินเดือน|lương|ደሞዝ|ደመወዝ|μισθ(?:ός|ό|ού|οδοσ)|salari|salary|wages|rrog",
)))

# A payee given as the one the user's own account is for: a preposition before the word, a postposition after it.
FOR_BEFORE = re.compile(r"(?:برای|به|إلى|الى|до|для|за|на|pentru|către|për|για|στον|στην|σε|προς|kwa|para\s+sa|sa|cho"
                        r"|untuk|kepada|buat|ke|ให้|给)\s+(?:\S+\s+)?$")
FOR_AFTER = re.compile(r"\w*\s*(?:için|üçün|uchun|үшін|के\s+लि(?:ए|ये)|को(?!\w)|کے\s+ل(?:ی|ئ)ے|کیلئے|کو(?!\w)|साठी"
                       r"|लाई|को\s+लागि|জন্য|ਲਈ|ਨੂੰ|માટે|க்கு|కోసం|ಗಾಗಿ|සඳහා|のため|에게|한테)|\w*თვის")


def for_payee(text: str, start: int, end: int) -> bool:
    """Whether the payee word at start:end is given as whom the account is handed to ("ev sahibi için")."""
    return FOR_BEFORE.search(text[max(0, start - 30):start]) is not None or FOR_AFTER.match(text, end) is not None
