"""Identity documents as people name them in world languages, and the words that make one someone's or a public office's.

`secret_natids` appends these names to its rows (passport, driving licence, ID card and voter card, health insurance,
tax number) or reads them as rows (South African ids, residence permits, pensions, birth certificates), so a number after "pasipoti", "baasaboor", "ፓስፖርት", "шиноснома", "tusifolau", "indangamuntu",
"katin zabe", "NHIS", "mituelle" … is read with the shapes and guards of those rows. `PERSONAL` holds the possessives
of these languages ("yangu", "wami", "yanjye", "kayga", "ман", "taku", "lo'u", "ቁጥሬ" …), which make a number whose
check fails still someone's; `SERVICE` the words for a phone, an office, a hotline, a fee or a form, which make a
number after (or just before) a document's name the public number of the office that issues it.
Patterns are plain strings: `secret_natids` NFKC-normalises and folds them as it does its own.
"""

from __future__ import annotations

# Passports: Swahili, Somali, Hausa, Amharic, Tigrinya, Oromo, Zulu/Xhosa, Sesotho/Setswana, Shona, Chichewa,
# Kinyarwanda, Luganda, Yoruba, Igbo, Twi, Malagasy, Lingala, Wolof, Haitian, Samoan, Tongan, Fijian, Maori, Tajik,
# Armenian, Georgian, Pashto/Dari, Nepali, Sinhala, Khmer, Lao, Burmese, Czech/Slovak genitive ("číslo pasu").
PASSPORT = (
    r"pasipoti\w*|paspoti\w*|pasipoto\w*|pasiporo\w*|pasipooti\w*|pasip[oɔ]l[oɔ]\w*|pasipaoro\w*|baasaboor\w*|basaboor\w*"
    r"|fasfo\w*|paspo\b|paspọtụ\w*|paspɔt\w*|paaspoort\w*|paaspoor\w*|paspò\w*|paspote\w*|paasipooti\w*|iphasipoti\w*"
    r"|phasepoto\w*|phasaporoto\w*|tusifolau\w*|uruwhenua\w*|ìwé\s+ìrìnnà|iwe\s+irinna|ፓስፖር[ትተቲቴ]\w*"
    r"|шиноснома\w*|անձնագ[իր]\w*|пасапорт\w*|პასპორტ\w*|پاسپورټ|پاسپورت|राहदानी|ගමන්\s*බලපත්\S*"
    r"|លិខិតឆ្លងដែន|ໜັງສືຜ່ານແດນ|ພາສປອດ|နိုင်ငံကူးလက်မှတ်|čísl\w+\s+pasu|číslo\s+cestovního|pasu\s+č\.|\bpas\s+č\.|cestovného\s+pasu"
    r"|pasaporti\w*|pasapoti\w*|pasaport[aë]\w*|pasbort\w*|pas\s+taistil|پاسپۆرت\S*|pasaporta\s+min")

# National ID cards and their numbers, voter cards, residence books.
ID_CARD = (
    r"kitambulisho\w*|kadi\s+ya\s+(?:utambulisho|uraia|kitambulisho)|namba\s+ya\s+(?:NIDA|utambulisho)"
    r"|katin\s+(?:shaida|ɗan\s+ƙasa|dan\s+kasa)\b|lambar\s+(?:shaida|ɗan\s+ƙasa)\b|kaarka\s+aqoonsi\w*|aqoonsi\w*"
    r"|መታወቂያ\w*|ፋይዳ|ፋይዳ\s+ቁጥ\w*|ወረቐት\s+መንነት|መንነት|eenyummaa|waraqaa\s+eenyummaa"
    r"|\w{0,4}mazisi\w*|\w{0,4}sazisi\w*|\bomang\b|boitsebiso|boitshupo|chitupa\w*|chiphaso\w*"
    r"|indangamuntu\w*|endagamuntu\w*|ndagamuntu\w*|kara-?panondro\w*|karapanondro\w*|kaadị\s+njirimara|njirimara"
    r"|káàdì\s+ìdánimọ̀|kaadi\s+idanimo|ìdánimọ̀|nọ́mbà\s+ìdánimọ̀|kat\s+(?:idantite|idantifikasyon|elektoral)|kart\s+idantite"
    r"|\b(?-i:NINU|UgandaID)\b|national\s+id(?:entity)?\s+(?:card|number|no)|pambansang\s+ID|\b(?-i:PhilID)\b"
    r"|жеке\s+куәлі\w*|жеке\s+номер\w*|жеке\s+сәйкестендіру\w*|шахсий\s+рақам\w*|shaxsiy\s+raqam\w*|ID-karta\w*|\bID\s+kart(?:a|ı|am|ım)\w*|رقم\s+هويتي"
    r"|şəxsiyyət\s+vəsiqə\w*|şahsyýet\w*|პირადობის\s+მოწმობ\w*|иргэний\s+үнэмлэх\w*|राष्ट्रिय\s+परिचय\s*पत्र\w*"
    r"|ບັດປະຈໍາຕົວ|ပြည်သူ့စိစစ်ရေး|تذکر[هېې]\S*|تذکیره|նույնականացման\s+քարտ\w*"
    r"|pepa\s+fa'?asinomaga|kaati\s+ID|\bcarnet\s+de\s+identidad"
    # Albanian, Maltese, Irish, Welsh, Kurdish (Sorani and Kurmanji), Basque, Breton: id cards and personal numbers
    r"|numri\s+(?:personal|i\s+identitetit)|letërnjoftim\w*|karta\s+tal-identit[àa]|numru\s+tal-(?:ID|identit[àa])"
    r"|cárta\s+aitheantais|uimhir\s+(?:PSP|aitheantais)|cerdyn\s+adnabod|rhif\s+(?:yswiriant\s+gwladol|adnabod)"
    r"|ناسنامە\S*|ژمارەی\s+ناسنامە\S*|nasname\w*|hejmara\s+nasname\w*|nortasun\s+agiri\w*|NAN(?:aren)?\s+zenbaki\w*"
    # Voter cards: Nigeria's PVC, Kenya's, Tanzania's, Ghana's, Haiti's, Mexico's INE, the DRC's card.
    r"|voter'?s?\s+(?:card|id|registration)\s*(?:number|no)?|\b(?-i:PVC)\s+(?:card|number|no\.?|nọ́mbà|namba|lambar\w*)|(?:number|nọ́mbà|namba|lambar\w*|kaadi|katin)\s+(?-i:PVC)\b|permanent\s+voter'?s?\s+card"
    r"|kadi\s+ya\s+(?:mpiga\s+kura|kupigia\s+kura)|kitambulisho\s+cha\s+mpiga\s+kura|katin\s+zab\w*|kaarka\s+cod\w*"
    r"|káàdì\s+ìdìbò|kaadi\s+idibo|kaadị\s+ntuli\s+aka|የመራጭ\s+ካርድ|ikarita\s+y'?itora|carte\s+d'électeur|carte\s+d'electeur"
    r"|kalati\s+(?:ya\s+)?(?:\w+\s+){0,3}(?:électeur|electeur|idantite|identité)|credencial\s+(?:para\s+votar|del?\s+INE)|t[íi]tulo\s+(?:de\s+)?eleitor(?:al)?|carn[eê]\s+electoral|tarjeta\s+electoral|\b(?-i:INE)\s+(?:clave|n[úu]mero)|избирател\w+\s+(?:карт\w*|билет\w*)")

# South Africa's identity document in its languages: Zulu umazisi with any class prefix ("kamazisi", "yomazisi",
# "lomazisi"), Xhosa isazisi ("yesazisi"), Sotho/Tswana/Pedi boitsebiso/boitshupo, Tsonga, Afrikaans, the green ID book.
ZA_ID = (r"\w{0,4}mazisi\w*|\w{0,4}sazisi\w*|boitsebiso|boitshupo|boitšhupo|vutitivisi|ID-?boekie|identiteitsdokument"
         r"|(?:green\s+)?\bID\s+book|smart\s+ID(?:\s+card)?")

# Driving licences.
LICENCE = (
    r"leseni\s+ya\s+(?:udereva|kuendesha)\w*|lasisin\s+tu[ƙk]i|lasisi\s+tu[ƙk]i|liisanka\s+darawal\w*"
    r"|liisan\w*\s+baabuur|መንጃ\s+ፈቃድ\w*|መንጃ\s+ፍቃድ\w*|ilayisensi\s+yoku\w+|ilayisenisi\s+yoku\w+|rezinesi\s+rekutyaira"
    r"|uruhushya\s+rwo\s+gutwara\w*|layisinsi\s+y'?oku\w+|layisensi\s+y'?oku\w+|laisensi\s+ya\s+(?:udereva|kuendesha)|ìwé\s+àṣẹ\s+ìwakọ̀|iwe\s+ase\s+iwako"
    r"|akwụkwọ\s+ikike\s+ịnya|lisensya\s+(?:sa|ng)\s+pagmamaneho|driver'?s?\s+lisensya|lisensya\s+ko|laisene\s+ave\w*|raihana\s+taraiwa|laiseni\s+(?:ni\s+)?(?:draiva|faka'?uli)|pèmi\s+kondwi"
    r"|lisans\s+(?:kondwi|chofè)|fahazoan-?d[àa]lana\s+mitondra|жүргізуші\s+куәлі\w*|айдоочу\w*\s+күбөлүг\w*"
    r"|айдоочулук\s+күбөлүк\w*|haydovchilik\s+guvohnoma\w*|ҳайдовчилик\s+гувоҳнома\w*|шаҳодатномаи\s+ронандаг\w*"
    r"|sürücülük\s+vəsiqə\w*|sürüjilik\s+şahadatnama\w*|მართვის\s+მოწმობ\w*|жолоочийн\s+үнэмлэх\w*"
    r"|सवारी\s+चालक\s+अनुमतिपत्र\w*|ड्राइभिङ\s+लाइसेन्स|վարորդական\s+(?:իրավունք|վկայական)\w*"
    r"|د\s+موټر\s+چلولو\s+جواز|ප්‍?රියදුරු\s+බලපත්\S*|රියදුරු\s+බලපත්\S*|ប័ណ្ណបើកបរ|ໃບຂັບຂີ່|ယာဉ်မောင်းလိုင်စင်"
    r"|řidičák\w*|vodičák\w*")

# Health insurance and social security membership (member numbers, not the insurer's).
HEALTH = (
    r"\b(?-i:NHIS|NHIA|CBHI|RSSB|SSNIT|NSSF|NAPSA|CNPS|CNSS|CNAM|SHIF|ESSALUD|EsSalud)\b"
    r"(?:\s+(?:card|number|no|namba|kaad|nɔma|card\s+number))?|mituelle\w*|mutuelle\s+de\s+sant[ée]|\bmitiweli\w*"
    r"|bima\s+ya\s+afya|kadi\s+ya\s+bima|inshorar\s+lafiya|caymiska\s+caafimaad\w*|የጤና\s+መድን\w*|ìbánigbófò\s+ìlera"
    r"|inshuwalansi\s+ya\s+\w+|umwishingizi|ubwisungane|asirans\s+sante|kat\s+asirans|seguro\s+(?:social|m[ée]dico|de\s+salud)\s+(?:n[úu]mero|no)"
    r"|krankenkassen-?(?:nr\.?|nummer)|kranken(?:kassen|versicherungs)karte|versicherten-?nr\.?|\bKVNR\b"
    r"|медициналық\s+сақтандыру\w*|медицинск\w+\s+полис\w*|\bполис\w*\s+медицинск\w*|tibbi\s+sığorta\w*|sug'urta\s+polis\w*"
    r"|სამედიცინო\s+დაზღვევ\w*|эрүүл\s+мэндийн\s+даатгал\w*|स्वास्थ्य\s+बीमा|स्वास्थ्य\s+बिमा|zdravotn\w+\s+pojišťovn\w*")

# Residence permits and foreigners' cards in Europe, the Americas, Asia and the Middle East.
RESIDENCE = (
    r"aufenthalts(?:titel|erlaubnis|karte|gestattung)\w*|niederlassungserlaubnis|\b(?-i:eAT)\b|titre\s+de\s+séjour"
    r"|carte\s+de\s+(?:séjour|résident)|numéro\s+(?:étranger|AGDREF)|\b(?-i:TIE)\b|tarjeta\s+de\s+(?:residencia|identidad\s+de\s+extranjero)"
    r"|permiso\s+de\s+residencia|permesso\s+di\s+soggiorno|carta\s+di\s+soggiorno|verblijfs(?:vergunning|document|pas)\w*"
    r"|\b(?-i:BRP)\b|biometric\s+residence|residen(?:ce|cy)\s+(?:permit|card)|permanent\s+resident\s+card|\b(?-i:PR)\s+card"
    r"|work\s+permit|arbeitserlaubnis|特別永住者証明書|居留证|居留許可|永久居留|외국인\s?등록증|kart\w+\s+pobytu|zezwoleni\w+\s+na\s+pobyt"
    r"|povolení\s+k\s+pobytu|povolenie\s+na\s+pobyt|autoriza[çc][ãa]o\s+de\s+resid[êe]ncia|t[íi]tulo\s+de\s+resid[êe]ncia"
    r"|cart[ãa]o\s+de\s+resid\w+|\b(?-i:C?RNM|RNE)\b|вид\w*\s+на\s+жительств\w*|\b(?-i:ВНЖ|РВП)\b|посвідк\w+\s+на\s+\w*\s?проживання"
    r"|ikamet\s+(?:izni|kartı|tezkeresi)|yabancı\s+kimlik|uppehålls(?:tillstånd|kort)\w*|\b(?-i:UT)-kort|opholds(?:tilladelse|kort)\w*"
    r"|oppholds(?:tillatelse|kort)\w*|oleskelulu\w*|tartózkodási\s+(?:engedély|kártya)\w*|permis\w*\s+de\s+ședere"
    r"|boravišn\w+\s+dozvol\w*|dozvol\w+\s+boravka|dovoljenj\w+\s+za\s+prebivanje|άδει\w{0,3}\s+διαμονής|разрешени\w+\s+за\s+пребиваване"
    r"|leidim\w+\s+gyventi|uzturēšanās\s+atļauj\w*|elamisloa?\w*|רישיון\s+שהייה|אשרת\s+שהייה|کارت\s+اقامت|تصريح\s+(?:ال)?إقامة"
    r"|بطاقة\s+(?:ال)?إقامة|निवास\s+परमिट|thẻ\s+tạm\s+trú|\b(?-i:KITAS|KITAP)\b|izin\s+tinggal|ใบอนุญาตทํางาน"
    # French "permis", Catalan, Icelandic, Albanian, Maltese, Georgian, Armenian, Kazakh, Chinese, Korean, Vietnamese,
    # Thai, Malay, Swahili, Urdu, Bengali, Persian, Portuguese and Spanish variants
    r"|permis\s+de\s+(?:séjour|resid[eé]nce|travail)|autorisation\s+de\s+séjour|permís\s+de\s+resid[eè]ncia"
    r"|targeta\s+de\s+resid[eè]ncia|dvalarleyfi\w*|leje\s+(?:e\s+)?qëndrimi|permess\s+ta'?\s+residenza"
    r"|ბინადრობის\s+(?:ნებართვ|მოწმობ)\w*|կացության\s+(?:քարտ|թույլտվությ)\w*|ықтиярхат\w*|тұруға\s+рұқсат\w*"
    r"|居住证|居住證|在留カード|체류\s?(?:카드|허가)|thẻ\s+thường\s+trú|ใบถิ่นที่อยู่|pas\s+(?:kerja|pelajar|lawatan)"
    r"|kibali\s+cha\s+(?:ukaazi|kuishi)|رہائشی\s+اجازت\s*نامہ|বসবাসের\s+অনুমতি|پروانه\s+اقامت|اقامت\s*نامه"
    r"|autoriza[çc][ãa]o\s+de\s+perman[êe]ncia|carn[eé]\s+de\s+extranjer[ií]a|c[ée]dula\s+de\s+extranjer[ií]a"
    r"|residence\s+(?:number|no)|resident\s+(?:permit|id|card)\s+(?:number|no)|alien\s+card|\b(?-i:ARC)\s+(?:number|no)")

# Pension and provident-fund numbers: Japan's 基礎年金番号, China's 社保号 and housing fund, India's PF/UAN/ESIC,
# Malaysia's EPF/KWSP and SOCSO, Hong Kong's MPF, Indonesia's BPJS Ketenagakerjaan, pension numbers in Europe.
PENSION = (
    r"基礎年金番号|年金番号|年金手帳の?番号|社保号|社保账号|社会保障号码?|公积金(?:账号|号)|強積金(?:帳戶)?號碼|국민연금\s?번호"
    r"|\b(?-i:EPF|KWSP|SOCSO|PERKESO|ESIC|ESI|MPF|PF)\s*(?:number|no\.?|nombor|account|akaun|IP\s+number|ka\s+number)"
    r"|\b(?-i:KWSP|PERKESO)\b|BPJS\s+Ketenagakerjaan|Jamsostek|pension\s+(?:number|no)|Rentennummer|Renten-?Nr\.?"
    r"|numéro\s+de\s+pension|número\s+de\s+pensi[óo]n|pensioennummer|pensionsnummer"
    # the Pacific provident funds (Fiji, Samoa, Vanuatu, Solomon Islands, Papua New Guinea, Tonga)
    r"|\b(?-i:FNPF|SNPF|VNPF|SINPF|NPF|NASFUND|NAMBAWAN\s+SUPER|RSF)\s*(?:member\s+)?(?:number|no\.?|numera|numela|nambawan|namba|fika)")

# Birth certificates and military ids: Soviet-style "серия II-МЮ № 512345", a register's year and number, Bangladesh's
# 17-digit birth registration, Pakistan's B-form.
BIRTH = (
    r"birth\s+(?:certificate|registration)(?:\s+(?:number|no))?|свидетельств\w*\s+о\s+рождении|свідоцтв\w*\s+про\s+народження"
    r"|пасведчанн\w+\s+аб\s+нараджэнні|туу\s+туралы\s+куәлі\w*|военн\w+\s+билет\w*|військов\w+\s+квит\w*|Geburtsurkunde\w*"
    r"|acte\s+de\s+naissance|acta\s+de\s+nacimiento|partida\s+de\s+nacimiento|certificado\s+de\s+nacimiento"
    r"|certid[ãa]o\s+de\s+nascimento|atto\s+di\s+nascita|certificato\s+di\s+nascita|geboorteakte\w*|akt\w*\s+urodzenia"
    r"|rodn\w+\s+list\w*|doğum\s+belgesi\w*|شهادة\s+(?:ال)?ميلاد|תעודת\s+לידה|जन्म\s+प्रमाण\s*पत्र|জন্ম\s+(?:সনদ|নিবন্ধন)\S*"
    r"|\b(?-i:BRN)\b|پیدائش\s+(?:کا\s+)?سرٹیفکیٹ|ب\s*فارم|\b(?-i:B-?form)\b|出生医学证明|出生证明?|出生証明書|출생증명서"
    r"|giấy\s+khai\s+sinh|สูติบัตร|akta\s+kelahiran|sijil\s+kelahiran|cheti\s+cha\s+kuzaliwa|የልደት\s+ሰርተፊኬት")

# Personal tax numbers.
TAX = (
    r"namba\s+ya\s+(?:mlipa\s*kodi|utambulisho\s+wa\s+mlipa\s*kodi)|lambar\s+haraji|lambarta\s+haraji|lambarka\s+canshuur\w*"
    r"|የግብር\s+ከፋይ\s+(?:መለያ\s+)?ቁጥር\w*|\b(?-i:TPIN|STIR|СТИР|РМА|IFU|NIU|TINU)\b|рақами\s+мушаххас\w*|soliq\s+to'lovchi\w*"
    r"|vergi\s+ödəyicisi\w*|salgyt\w*\s+belgi\w*|ИНН\s+физическ\w*|салық\s+төлеуші\w*|\b(?-i:PAN)\s+(?:नम्बर|number|no)"
    r"|स्थायी\s+लेखा\s+नम्बर|nama\s+(?-i:IRD)|(?-i:IRD)\s+nama"
    # South Africa's income tax reference, in Afrikaans and by the revenue service's name
    r"|(?:inkomste)?belasting(?:verwysings)?nommer|belasting\s+verwysingsnommer|\b(?-i:SARS)\s+(?:tax\s+)?(?:number|no|reference)")

# Tax numbers a company has as well as a person, in scripts the rows above lack, and the Czech/Slovak DIČ.
TAX_ANYONE = (r"税号|纳税人识别号|納稅人識別號|稅籍編號|納税者番号|납세자\s?번호|الرقم\s+الضريبي|رقم\s+التعريف\s+الضريبي"
              r"|شماره\s+(?:اقتصادی|مالیاتی)|מספר\s+עוסק|מספר\s+תיק\s+במס|कर\s+पहचान\s+संख्या|\b(?-i:DIČ|DIC)\b"
              # European tax numbers a company has too: Slovenian, Croatian/Serbian, Bulgarian, Slovak, Baltic, Finnish,
              # Dutch, Romanian, Turkish, Albanian.
              r"|davčn\w+\s+številk\w*|porezn\w+\s+broj\w*|порески\s+број\w*|даночен\s+број|данъчен\s+номер"
              r"|daňov\w+\s+identifikačn\w+\s+čísl\w*|mokesčių\s+mokėtojo\s+(?:kod|numer)\w*|nodokļu\s+maksātāja\s+(?:numur|kod)\w*"
              r"|maksukohustuslase\s+number|veronumer\w*|verotunnu\w*|fiscaal\s+nummer|cod(?:ul)?\s+fiscal|vergi\s+numara\w*|vergi\s+kimlik\s+no\w*"
              r"|numri\s+fiskal")

# "ID" alone is too common a word: it names an id with a possessive in the name ("ID yangu", "ID ko", "ID wami").
OWN_ID = (r"\b(?-i:ID)\s+(?:yangu|wangu|yanjye|yange|yami|wami|lami|kayga|gayga|ko|koo|mwen|ahy|nkem|mi|tèmi|lo'u|taku"
          r"|toku|na\s+ngai|ya\s+ngai|ya\s+ka|ya\s+me|sa\s+me|ya\s+mama|ya\s+baba)\b")

# Names that make a number an id only with a possessive near: "number of ID" in Bantu languages, a bare NIN.
WEAK_ID = (r"(?:namba|nambari|nhamba|nimero|nomba|numero|inombolo|lambar\w*|nọ́mbà|nɔma)\s+(?:\w+\s+){0,2}"
           r"(?:ya|ye|wa|la|ra|y'|ka|ta|ea|o|ng|sa|yo)\s*(?-i:ID)\b|\b(?-i:NIN)\b")

# Whose: possessives and relatives of the languages above ("yangu", "wami", "yanjye", "kayga", "ман", "lo'u" …).
PERSONAL = (
    r"\b(?:yangu|wangu|changu|langu|zangu|vyangu|kwangu|mwanangu|nawa|mahaifiya\w*|mahaifi\w*|matata|mijina"
    r"|(?:ta|na)\s+(?:hajiya|alhaji|malam|mallam|inna)|\w+(?:kayga|kaygu|tayda|taydu|gayga|hayga|kiisa|keeda|kaaga)"
    r"|hooyaday|aabbahay|walaalkay|koo|kiyya|wami|yami|lami|kwami|zami|ya\s+ka|yanga|wanga|changa|zanga|rangu|dzangu"
    r"|yanjye|wanjye|ryanjye|cyanjye|byanjye|zanjye|yange|wange|lyange|kyange|zange|gwange|bwange|na\s+ngai|ya\s+ngai"
    r"|nke\s+m|tèmi|màámi|maami|mọ́mì|(?:bàbá|baba|ìyá|iya|ẹ̀gbọ́n|egbon|àbúrò|aburo|ọmọ|omo|ọkọ|oko|ìyàwó|iyawo)\s+mi|ahy|aking|akin|nako|akong|'eku|ʻeku|hoku|noqu|lo'?u|la'u|taku|tāku|toku|tōku|mwen|pa\s+m|ñuqap"
    r"|mening|menim|meniň|mənim|tatínk\w*|mamink\w*|manžel\w*|babičk\w*|dědečk\w*|dcer\w*"
    # Albanian ime/sime and "X im", Maltese tiegħi and -i kin words, Irish "mo" and Welsh "fy" before kin, Kurmanji "X min"
    r"|ime|sime|nënës|babait|(?:babai|vëllai|burri|djali)\s+im|tiegħi|tagħi|ommi|missieri|oħti|ħuja"
    r"|mo\s+(?:mháthar|mhamaí|athair|dheartháir|dheirfiúr|bhean|fhear|iníon|mhac)"
    r"|fy\s+(?:mam|nhad|mrawd|chwaer|ngwraig|ngŵr|merch|mab|mhasbort|rhif)|(?:nasnameya|pasaporta|hejmara)\s+min"
    # Luxembourgish, Czech, Slovene, Polish and Greek kin in the genitive ("vum Bomi", "dědy", "očeta", "της μαμάς")
    r"|mío|mía|bomi|bopi|mamm|papp|děd\w*|očeta|mame|babice|dedka|brata|siostry|μαμά\w*|μπαμπά\w*)\b"
    r"|\b(?:ман|менин|менің|менинг|миний|модар\w*|падар\w*|энем\w*|атам\w*|апам\w*|агам\w*|эжем\w*)\b"
    r"|የኔ|የእኔ|ቁጥሬ|መታወቂያዬ|ፓስፖርቴ|የእናቴ|የአባቴ|የባለቤቴ|ናተይ|ቁጽረይ|ჩემი|ჩემს|मेरो|मेरी|මගේ|របស់ខ្ញុំ|ຂອງຂ້ອຍ"
    r"|ကျွန်တော့်|ကျွန်မ|ငါ့|زما|زموږ|\bիմ\b")

# A phone, an office, a hotline, a fee, a form or a hospital: the number is the office's, not anyone's id.
SERVICE = (
    r"(?i)\b(?:simu|piga|ofisi|ofis|huduma\s+kwa\s+wateja|wateja|ada\s+ya|waya|ofishin|kuɗi\w*|kudi\w*|biya\w*|receipt|rasiti|risiti|taleefan\w*|telefoon\w*"
    r"|xafiis\w*|lacag\w*|ucingo|ifoni|ihhovisi|runhare|nhare|(?<!mon\s)(?<!son\s)(?<!ton\s)(?<!le\s)(?<!du\s)(?<!au\s)(?<!votre\s)(?<!notre\s)(?<!leur\s)mari|hofisi|telefoni|terefone|ibiro|amafaranga|essimu"
    r"|ọ́fíìsì|ofiisi|owó|fóònù|fonu|ekwenti|ụlọ\s+ọrụ|fomu|fọ́ọ̀mù|foomka|fòm|biwo|lajan|telefòn|birao"
    r"|hospital\w*|hospitali|asibiti|isbitaal\w*|esibhedlela|chipatala|ibitaro|kliniki|customer|toll[\s\-]?free"
    r"|helpline|call\s+cent(?:er|re)|contribution\w*|mchango|michango|covers|pays"
    r"|glaoch|teileafón|ffoniwch|ffôn|ffonio|thirrni|telefononi|ċempel\w*|deitu|deitzeko"
    r"|pension\w*|pensheni|watu|abantu|abanyamuryango|wanachama|members|patients|wagonjwa|imeongezeka|shilingi|naira|cedi|birr|kwacha|rand|tsh|ksh|ugx|rwf|frw|ghs|ngn|etb)\b"
    r"|ስልክ|ቢሮ|ክፍያ|ፎርም|ሆስፒታል|₦|телефон\w*|офис\w*|бөлім\w*|бюро|ҳаққ|төлем\w*|пошлин\w*|больниц\w*|бланк\w*"
    r"|ტელეფონ\w*|ოფის\w*|утас|फोन|कार्यालय|शुल्क|दस्तुर|فون|دفتر|تيليفون|ټیلیفون|հեռախոս\w*|գրասենյակ\w*|վճար\w*")

# The words of `SERVICE` that name a form: a form to fill with someone's own id is no office's number.
FORM = r"(?i)fomu|fọ́ọ̀mù|foomka|fòm|ፎርም|бланк\w*"

# Words for "number" that, beside a name, make even an abbreviation an id's name.
NUMBER_WORD = (
    r"\b(?:namba|nambari|nomba|nimero|numera|lambar\w*|lamba|inombolo|nhamba|nọ́mbà|nọmba|nɔma|nimewo"
    r"|raqam\w*|nömrə\w*|nomer\w*|belgi\w*)\b|ቁጥር\w*|ቁጥሬ|ቁጽሪ|рақам\w*|дугаар\w*|नम्बर|नंबर|ნომერ\w*|համար\w*|شمېره|شماره")

# Companies in the languages above that `secret_public_words.COMPANY` lacks: their tax and registration numbers are public.
COMPANY = (
    r"(?i)\b(?:kompaniya\w*|korxona\w*|tashkilot\w*|şirkət\w*|müəssisə\w*|təşkilat\w*|MChJ|MMC|shirkat\w*|kampaniyasi"
    r"|kompanija\w*|kampuni\w*|kamfan\w*|sosyete|antrepriz|kompanyon)\b|ширкат\w*|кәсіпорын\w*|ұйым\w*|корхона\w*"
    r"|ташкилот\w*|компанияс\w*|кампани\w*|ድርጅቱ|ኩባንያው|კომპანი\w*|ընկերությ\w*|کمپنۍ|شرکت"
    # Greek: a garage, a shop, a firm, a business, a restaurant, a pharmacy, a supplier (their ΑΦΜ is on every receipt)
    r"|συνεργεί\w*|καταστήματ\w*|κατάστημα|εταιρεί\w*|εταιρί\w*|επιχείρησ\w*|μαγαζι\w*|εστιατορί\w*|ταβέρν\w*"
    r"|φαρμακεί\w*|προμηθευτ\w*|λογιστ\w*"
    # Indonesian and Malay: an office, a firm, a shop ("NPWP kantor …")
    r"|(?<![^\W\d_])(?:kantor|perusahaan|toko|syarikat|kedai)(?![^\W\d_])")

# A count or an amount right after the number: people, members, money ("NHIS covers 80000 patients", "200000 shillings").
AMOUNT_AFTER = (
    r"(?i)\s*(?:shillings?|shilingi|sh\b|naira|cedis?|birr|kwacha|rand|francs?|frw|rwf|ksh|kes|tsh|tzs|ugx|ngn|ghs|etb|usd"
    r"|dollars?|euros?|som|сом\w*|теңге|тенге|сомон\w*|people|persons|patients|members|users|watu|wagonjwa|wanachama"
    r"|abantu|abanyamuryango|mutane|dad|ሰዎች|ብር|человек|адам)\b")
