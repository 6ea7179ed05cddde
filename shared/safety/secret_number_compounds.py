"""Two-digit numbers (10–99) as words in the languages `secret_number_pairs` lacks, and the century words of a year.

A PIN is often said in pairs ("hatvanhét-tizenkilenc", "چهل و دو هفده", "ארבעים ושתיים שבע עשרה", "बयालीस सत्रह",
"empat puluh dua tujuh belas"). `COMPOUNDS` maps each written form (a space in it stands for any spacing, a hyphen for
a hyphen or a space) to {language: "42"}, the languages being those of `secret_digit_words`, so that a run keeps to one
language. A year said in full ("mil novecientos noventa y uno", "тысяча девятьсот…") reads as its century ("19") and
the pair after it.
"""

from __future__ import annotations

# Units 1–9 as written inside a compound (variants apart by "/"); teens 10–19; tens 20–90.
_UNITS = {
    "hu": "egy két/kettő/ketto/ket három/harom négy/negy öt/ot hat hét/het nyolc kilenc",
    "fi": "yksi kaksi kolme neljä/nelja viisi kuusi seitsemän/seitseman kahdeksan yhdeksän/yhdeksan",
    "af": "een twee drie vier vyf ses sewe agt nege",
    "id": "satu dua tiga empat lima enam tujuh delapan/lapan sembilan",
    "sw": "moja mbili tatu nne tano sita saba nane tisa",
    "ro": "unu doi/două/doua trei patru cinci șase/sase șapte/sapte opt nouă/noua",
    "cs": "jedna dva/dvě tři/tri čtyři/ctyri pět/pet šest/sest sedm osm devět/devet",
    "hr": "jedan/jedna dva/dvije tri četiri/cetiri pet šest/sest sedam osam devet",
    "ca": "u/un dos tres quatre cinc sis set vuit nou",
    "no": "en/ett to tre fire fem seks sju/syv åtte/atte ni",
    "da": "en to tre fire fem seks syv otte ni",
    "vi": "mốt/một/mot hai ba tư/bốn/bon lăm/năm/lam sáu/sau bảy/bay tám/tam chín/chin",
    "el": "ένα/ενα δύο/δυο τρία/τρια τέσσερα/τεσσερα πέντε/πεντε έξι/εξι επτά/εφτά/επτα οκτώ/οχτώ/οκτω εννέα/εννιά/εννεα",
    "fa": "یک دو سه چهار پنج شش هفت هشت نه",
    "ar": "واحد اثنين/اتنين/إثنين/اثنان ثلاثة/تلاتة/ثلاث أربعة/اربعة/أربع/اربع خمسة/خمس ستة/ست سبعة/سبع "
          "ثمانية/تمانية/ثمان تسعة/تسع",
    "he": "אחת/אחד שתיים/שתים/שניים/שנים שלוש/שלושה ארבע/ארבעה חמש/חמישה שש/שישה שבע/שבעה שמונה תשע/תשעה",
    "ha": "ɗaya/daya biyu uku huɗu/hudu biyar shida bakwai takwas tara",
    "tl": "isa dalawa tatlo apat lima anim pito walo siyam",
    "zh": "一 二 三 四 五 六 七 八 九",
    "th": "เอ็ด สอง สาม สี่ ห้า หก เจ็ด แปด เก้า",
    "ko": "일 이 삼 사 오 육 칠 팔 구",
    "kon": "하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉",   # Korean native numbers ("마흔둘" 42)
    "te": "ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది",
    "kn": "ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು",
    "am": "አንድ ሁለት ሶስት/ሦስት አራት አምስት ስድስት ሰባት ስምንት ዘጠኝ",
    "so": "kow laba saddex afar shan lix toddoba siddeed sagaal",
    "lt": "vienas du trys keturi penki šeši/sesi septyni aštuoni/astuoni devyni",
    "et": "üks/uks kaks kolm neli viis kuus seitse kaheksa üheksa/uheksa",
    "bg": "един/една/едно два/две три четири пет шест седем осем девет",
    "sk": "jeden/jedna dva/dve tri štyri/styri päť/pat šesť/sest sedem osem deväť/devat",
}
_TEENS = {
    "hu": "tíz/tiz tizenegy tizenkettő/tizenketto tizenhárom/tizenharom tizennégy/tizennegy tizenöt/tizenot tizenhat "
          "tizenhét/tizenhet tizennyolc tizenkilenc",
    "fi": "kymmenen yksitoista kaksitoista kolmetoista neljätoista/neljatoista viisitoista kuusitoista "
          "seitsemäntoista/seitsemantoista kahdeksantoista yhdeksäntoista/yhdeksantoista",
    "af": "tien elf twaalf dertien veertien vyftien sestien sewentien agttien/agtien negentien",
    "id": "sepuluh sebelas dua_belas tiga_belas empat_belas lima_belas enam_belas tujuh_belas delapan_belas/lapan_belas "
          "sembilan_belas",
    "sw": "kumi kumi_na_moja kumi_na_mbili kumi_na_tatu kumi_na_nne kumi_na_tano kumi_na_sita kumi_na_saba "
          "kumi_na_nane kumi_na_tisa",
    "ro": "zece unsprezece doisprezece/douăsprezece/douasprezece treisprezece paisprezece cincisprezece "
          "șaisprezece/saisprezece șaptesprezece/saptesprezece optsprezece nouăsprezece/nouasprezece",
    "cs": "deset jedenáct/jedenact dvanáct/dvanact třináct/trinact čtrnáct/ctrnact patnáct/patnact šestnáct/sestnact "
          "sedmnáct/sedmnact osmnáct/osmnact devatenáct/devatenact",
    "hr": "deset jedanaest dvanaest trinaest četrnaest/cetrnaest petnaest šesnaest/sesnaest sedamnaest osamnaest "
          "devetnaest",
    "ca": "deu onze dotze tretze catorze quinze setze disset divuit dinou",
    "no": "- elleve tolv tretten fjorten femten seksten sytten atten nitten",
    "da": "- elleve tolv tretten fjorten femten seksten sytten atten nitten",
    "vi": "mười/muoi mười_một mười_hai mười_ba mười_bốn mười_lăm mười_sáu mười_bảy mười_tám mười_chín",
    "el": "δέκα/δεκα έντεκα/εντεκα δώδεκα/δωδεκα δεκατρία/δεκατρια δεκατέσσερα/δεκατεσσερα δεκαπέντε/δεκαπεντε "
          "δεκαέξι/δεκαεξι δεκαεπτά/δεκαεφτά/δεκαεπτα δεκαοκτώ/δεκαοχτώ/δεκαοκτω δεκαεννέα/δεκαεννιά/δεκαεννεα",
    "fa": "ده یازده دوازده سیزده چهارده پانزده/پونزده شانزده/شونزده هفده/هیفده هجده/هیجده/هژده نوزده",
    "ar": "عشرة/عشره احدعشر/حداشر/احداشر/إحدى_عشر/أحد_عشر اثنا_عشر/اثني_عشر/اتناشر/إتناشر ثلاثة_عشر/تلتاشر/تلاتاشر "
          "أربعة_عشر/اربعتاشر/أربعتاشر/اربعطاشر خمسة_عشر/خمستاشر/خمسطاشر ستة_عشر/ستاشر/سطاشر سبعة_عشر/سبعتاشر/سبعطاشر "
          "ثمانية_عشر/تمنتاشر/تمانتاشر/تمنطاشر تسعة_عشر/تسعتاشر/تسعطاشر",
    "he": "עשר/עשרה אחת_עשרה/אחד_עשר שתים_עשרה/שתיים_עשרה/שנים_עשר שלוש_עשרה/שלושה_עשר ארבע_עשרה/ארבעה_עשר "
          "חמש_עשרה/חמישה_עשר שש_עשרה/שישה_עשר שבע_עשרה/שבעה_עשר שמונה_עשרה/שמונה_עשר תשע_עשרה/תשעה_עשר",
    "ha": "goma goma_sha_ɗaya/goma_sha_daya goma_sha_biyu goma_sha_uku goma_sha_huɗu/goma_sha_hudu goma_sha_biyar "
          "goma_sha_shida goma_sha_bakwai goma_sha_takwas goma_sha_tara",
    "tl": "sampu labing-isa/labingisa labindalawa labintatlo labing-apat/labingapat labinlima labing-anim/labinganim "
          "labimpito/labinpito labingwalo labinsiyam",
    "zh": "十 十一 十二 十三 十四 十五 十六 十七 十八 十九",
    "th": "สิบ สิบเอ็ด สิบสอง สิบสาม สิบสี่ สิบห้า สิบหก สิบเจ็ด สิบแปด สิบเก้า",
    "ko": "십 십일 십이 십삼 십사 십오 십육/심육 십칠 십팔 십구",
    "kon": "열 열하나 열둘 열셋 열넷 열다섯 열여섯 열일곱 열여덟 열아홉",
    "te": "పది పదకొండు పన్నెండు పదమూడు పద్నాలుగు పదిహేను పదహారు పదిహేడు పద్దెనిమిది పంతొమ్మిది",
    "kn": "ಹತ್ತು ಹನ್ನೊಂದು ಹನ್ನೆರಡು ಹದಿಮೂರು ಹದಿನಾಲ್ಕು ಹದಿನೈದು ಹದಿನಾರು ಹದಿನೇಳು ಹದಿನೆಂಟು ಹತ್ತೊಂಬತ್ತು",
    "am": "አስር/አሥር አስራ_አንድ አስራ_ሁለት አስራ_ሶስት/አስራ_ሦስት አስራ_አራት አስራ_አምስት አስራ_ስድስት አስራ_ሰባት አስራ_ስምንት "
          "አስራ_ዘጠኝ",
    "so": "toban kow_iyo_toban laba_iyo_toban saddex_iyo_toban afar_iyo_toban shan_iyo_toban lix_iyo_toban "
          "toddoba_iyo_toban siddeed_iyo_toban sagaal_iyo_toban",
    "lt": "dešimt/desimt vienuolika dvylika trylika keturiolika penkiolika šešiolika/sesiolika septyniolika "
          "aštuoniolika/astuoniolika devyniolika",
    "et": "kümme/kumme üksteist/uksteist kaksteist kolmteist neliteist viisteist kuusteist seitseteist kaheksateist "
          "üheksateist/uheksateist",
    "bg": "десет единадесет/единайсет дванадесет/дванайсет тринадесет/тринайсет четиринадесет/четиринайсет "
          "петнадесет/петнайсет шестнадесет/шестнайсет седемнадесет/седемнайсет осемнадесет/осемнайсет "
          "деветнадесет/деветнайсет",
    "sk": "desať/desat jedenásť/jedenast dvanásť/dvanast trinásť/trinast štrnásť/strnast pätnásť/patnast "
          "šestnásť/sestnast sedemnásť/sedemnast osemnásť/osemnast devätnásť/devatnast",
}
_TENS = {
    "hu": "húsz/husz harminc negyven ötven/otven hatvan hetven nyolcvan kilencven",
    "fi": "kaksikymmentä kolmekymmentä neljäkymmentä viisikymmentä kuusikymmentä seitsemänkymmentä "
          "kahdeksankymmentä yhdeksänkymmentä",
    "af": "twintig dertig veertig vyftig sestig sewentig tagtig negentig",
    "id": "dua_puluh tiga_puluh empat_puluh lima_puluh enam_puluh tujuh_puluh delapan_puluh sembilan_puluh",
    "sw": "ishirini thelathini arobaini hamsini sitini sabini themanini tisini",
    "ro": "douăzeci/douazeci treizeci patruzeci cincizeci șaizeci/saizeci șaptezeci/saptezeci optzeci nouăzeci/nouazeci",
    "cs": "dvacet třicet/tricet čtyřicet/ctyricet padesát/padesat šedesát/sedesat sedmdesát/sedmdesat "
          "osmdesát/osmdesat devadesát/devadesat",
    "hr": "dvadeset trideset četrdeset/cetrdeset pedeset šezdeset/sezdeset sedamdeset osamdeset devedeset",
    "ca": "vint trenta quaranta cinquanta seixanta setanta vuitanta noranta",
    "no": "tjue/tyve tretti/tredve førti/forti/firti femti seksti sytti åtti/atti nitti",
    "da": "tyve tredive fyrre halvtreds tres halvfjerds firs halvfems",
    "vi": "hai_mươi/hai_muoi ba_mươi/ba_muoi bốn_mươi/bon_muoi năm_mươi/nam_muoi sáu_mươi/sau_muoi "
          "bảy_mươi/bay_muoi tám_mươi/tam_muoi chín_mươi/chin_muoi",
    "el": "είκοσι/εικοσι τριάντα/τριαντα σαράντα/σαραντα πενήντα/πενηντα εξήντα/εξηντα εβδομήντα/εβδομηντα "
          "ογδόντα/ογδοντα ενενήντα/ενενηντα",
    "fa": "بیست سی چهل پنجاه شصت هفتاد هشتاد نود",
    "ar": "عشرين/عشرون ثلاثين/تلاتين/ثلاثون أربعين/اربعين/أربعون خمسين/خمسون ستين/ستون سبعين/سبعون ثمانين/تمانين/ثمانون "
          "تسعين/تسعون",
    "he": "עשרים שלושים ארבעים חמישים שישים שבעים שמונים תשעים",
    "ha": "ashirin talatin arbaʼin/arba'in/arbain hamsin sittin sabaʼin/saba'in/sabain tamanin casaʼin/casa'in/casain",
    "tl": "dalawampu tatlumpu apatnapu limampu animnapu pitumpu walumpu siyamnapu",
    "zh": "二十 三十 四十 五十 六十 七十 八十 九十",
    "th": "ยี่สิบ สามสิบ สี่สิบ ห้าสิบ หกสิบ เจ็ดสิบ แปดสิบ เก้าสิบ",
    "ko": "이십 삼십 사십 오십 육십 칠십 팔십 구십",
    "kon": "스물 서른 마흔 쉰 예순 일흔 여든 아흔",
    "te": "ఇరవై ముప్పై/ముప్ఫై నలభై యాభై అరవై డెబ్బై ఎనభై తొంభై",
    "kn": "ಇಪ್ಪತ್ತು ಮೂವತ್ತು ನಲವತ್ತು ಐವತ್ತು ಅರವತ್ತು ಎಪ್ಪತ್ತು ಎಂಬತ್ತು ತೊಂಬತ್ತು",
    "am": "ሃያ/ሀያ ሰላሳ/ሠላሳ አርባ ሃምሳ/ሀምሳ ስልሳ/ስድሳ ሰባ ሰማንያ ዘጠና",
    "so": "labaatan soddon afartan konton lixdan toddobaatan siddeetan sagaashan",
    "lt": "dvidešimt/dvidesimt trisdešimt/trisdesimt keturiasdešimt/keturiasdesimt penkiasdešimt/penkiasdesimt "
          "šešiasdešimt/sesiasdesimt septyniasdešimt/septyniasdesimt aštuoniasdešimt/astuoniasdesimt "
          "devyniasdešimt/devyniasdesimt",
    "et": "kakskümmend/kakskummend kolmkümmend/kolmkummend nelikümmend/nelikummend viiskümmend/viiskummend "
          "kuuskümmend/kuuskummend seitsekümmend/seitsekummend kaheksakümmend/kaheksakummend üheksakümmend/uheksakummend",
    "bg": "двадесет/двайсет тридесет/трийсет четиридесет/четирсет петдесет шестдесет седемдесет осемдесет деветдесет",
    "sk": "dvadsať/dvadsat tridsať/tridsat štyridsať/styridsat päťdesiat/patdesiat šesťdesiat/sestdesiat "
          "sedemdesiat osemdesiat deväťdesiat/devatdesiat",
}
# Languages whose words are each 1–99 apart from any rule (Hindi), or fused by sandhi (Tamil), listed from 10.
_LISTED = {
    "hi": "दस ग्यारह बारह तेरह चौदह पंद्रह/पन्द्रह सोलह सत्रह अठारह/अट्ठारह उन्नीस बीस इक्कीस बाईस/बाइस तेईस/तेइस चौबीस "
          "पच्चीस छब्बीस सत्ताईस/सत्ताइस अट्ठाईस/अठाईस उनतीस/उन्तीस तीस इकतीस/इकत्तीस बत्तीस तैंतीस/तेंतीस चौंतीस पैंतीस छत्तीस "
          "सैंतीस अड़तीस/अडतीस उनतालीस/उन्तालीस चालीस इकतालीस बयालीस/बियालीस तैंतालीस/तेंतालीस चवालीस/चौवालीस "
          "पैंतालीस छियालीस सैंतालीस अड़तालीस/अडतालीस उनचास पचास इक्यावन बावन तिरेपन/तिरपन चौवन पचपन छप्पन सत्तावन "
          "अट्ठावन/अठावन उनसठ साठ इकसठ बासठ तिरेसठ/तिरसठ चौंसठ पैंसठ छियासठ सड़सठ/सडसठ अड़सठ/अडसठ उनहत्तर सत्तर "
          "इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी/उनासी अस्सी इक्यासी बयासी तिरासी "
          "चौरासी पचासी छियासी सत्तासी अट्ठासी/अठासी नवासी नब्बे इक्यानवे/इक्यानबे बानवे/बानबे तिरानवे/तिरानबे "
          "चौरानवे/चौरानबे पचानवे/पचानबे छियानवे/छियानबे सत्तानवे/सत्तानबे अट्ठानवे/अट्ठानबे निन्यानवे/निन्यानबे",
    "ta": "பத்து பதினொன்று/பதினொன்னு பன்னிரண்டு/பன்னெண்டு பதிமூன்று/பதின்மூன்று பதினான்கு/பதினாலு பதினைந்து/பதினஞ்சு "
          "பதினாறு பதினேழு பதினெட்டு பத்தொன்பது",
}
# Where the compounds 21–99 follow no rule worth writing out, the teens and the round tens alone (10–19, 20, 30 … 90).
_ROUND = {
    "bn": "দশ এগারো/এগার বারো/বার তেরো/তের চোদ্দ/চৌদ্দ পনেরো/পনের ষোলো/ষোল সতেরো/সতের আঠারো/আঠার উনিশ "
          "বিশ/কুড়ি তিরিশ/ত্রিশ চল্লিশ পঞ্চাশ ষাট সত্তর আশি নব্বই",
    "ur": "دس گیارہ بارہ تیرہ چودہ پندرہ سولہ سترہ اٹھارہ انیس بیس تیس چالیس پچاس ساٹھ ستر - نوے",
    "mr": "दहा अकरा बारा तेरा चौदा पंधरा सोळा सतरा अठरा एकोणीस वीस तीस चाळीस पन्नास साठ सत्तर ऐंशी नव्वद",
}
_TA_TENS = "இருபது முப்பது நாற்பது ஐம்பது அறுபது எழுபது எண்பது தொண்ணூறு"
_TA_STEMS = "இருபத்து/இருபத்தி முப்பத்து/முப்பத்தி நாற்பத்து/நாற்பத்தி ஐம்பத்து/ஐம்பத்தி அறுபத்து/அறுபத்தி " \
            "எழுபத்து/எழுபத்தி எண்பத்து/எண்பத்தி தொண்ணூற்று/தொண்ணூற்றி"
_TA_UNITS = "ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது"
# A Tamil unit starting with a vowel fuses with the tens stem: its vowel becomes a sign on the stem's last consonant.
_TA_SIGNS = {"இ": "ி", "ஒ": "ொ", "ஐ": "ை", "ஆ": "ா", "ஏ": "ே", "எ": "ெ", "உ": "ு"}

# A year's century said before its last two digits ("mil novecientos | noventa y uno", "nineteen hundred and …").
CENTURIES = {
    "mil novecientos": {"es": "19"}, "mil ochocientos": {"es": "18"}, "dos mil": {"es": "20", "pt": "20"},
    "mil novecentos": {"pt": "19"}, "mil novecentos e": {"pt": "19"}, "millenovecento": {"it": "19"},
    "duemila": {"it": "20"}, "mille neuf cent": {"fr": "19"}, "dix-neuf cent": {"fr": "19"}, "deux mille": {"fr": "20"},
    "neunzehnhundert": {"de": "19"}, "zweitausend": {"de": "20"}, "nineteen hundred": {"en": "19"},
    "nineteen hundred and": {"en": "19"}, "two thousand": {"en": "20"}, "two thousand and": {"en": "20"},
    "тысяча девятьсот": {"ru": "19"}, "две тысячи": {"ru": "20"}, "тисяча дев'ятсот": {"uk": "19"},
    "дві тисячі": {"uk": "20"}, "tysiąc dziewięćset": {"pl": "19"}, "dwa tysiące": {"pl": "20"},
    "bin dokuz yüz": {"tr": "19"}, "iki bin": {"tr": "20"},
}


# How each language writes tens and a unit together ("{t}" the tens, "{u}" the unit); tens then unit by a space if
# unlisted.
_GLUES = {
    "hu": ("{t}{u}", "{t}-{u}"), "fi": ("{t}{u}", "{t}-{u}"), "no": ("{t}{u}", "{t}-{u}", "{u}og{t}"),
    "af": ("{u}-en-{t}", "{u}en{t}", "{u} en {t}"), "da": ("{u}og{t}", "{u}-og-{t}", "{u} og {t}"),
    "ar": ("{u} و{t}", "{u} و {t}", "{u} {t}"), "fa": ("{t} و {u}", "{t}و{u}", "{t} {u}"),
    "he": ("{t} ו{u}", "{t} ו-{u}", "{t} {u}"), "sw": ("{t} na {u}",), "ha": ("{t} da {u}",),
    "so": ("{t} iyo {u}", "{u} iyo {t}"), "bg": ("{t} и {u}",), "ro": ("{t} și {u}", "{t} si {u}", "{t} şi {u}"),
    "zh": ("{t}{u}",), "th": ("{t}{u}",), "ko": ("{t}{u}",), "kon": ("{t}{u}",),   # written without spaces: "四十二", "สี่สิบสอง", "사십이"
    "tl": ("{t}'t {u}", "{t}t {u}"), "hr": ("{t} {u}", "{t} i {u}"), "ca": ("{t}-{u}",),
}


def _glue(language: str, tens: str, unit: str) -> list[str]:
    """The ways `language` writes tens and a unit together."""
    if language == "hu" and tens in ("húsz", "husz"):
        return [f"huszon{unit}"]
    if language == "ca" and tens == "vint":
        return [f"vint-i-{unit}"]
    return [form.format(t=tens, u=unit) for form in _GLUES.get(language, ("{t} {u}",))]


def _slots(row: str) -> list[list[str]]:
    return [[v.replace("_", " ") for v in slot.split("/") if v != "-"] for slot in row.split()]


def _tamil() -> dict[str, int]:
    forms = {form: 10 + n for n, slot in enumerate(_slots(_LISTED["ta"])) for form in slot}
    units = _TA_UNITS.split()
    for t, (tens, stems) in enumerate(zip(_TA_TENS.split(), _TA_STEMS.split())):
        forms[tens] = 20 + 10 * t
        for u, unit in enumerate(units):
            for stem in stems.split("/"):
                forms[f"{stem} {unit}"] = 21 + 10 * t + u
                forms[f"{stem}{unit}"] = 21 + 10 * t + u
            sign = _TA_SIGNS.get(unit[0])
            if sign is not None:
                forms[stems.split("/")[0][:-1] + sign + unit[1:]] = 21 + 10 * t + u
    return forms


def _compounds() -> dict[str, dict[str, str]]:
    forms: dict[str, dict[str, str]] = {}

    def put(form: str, language: str, number: int) -> None:
        forms.setdefault(form, {})[language] = f"{number:02d}"

    for language, row in _UNITS.items():
        units = _slots(row)
        for n, slot in enumerate(_slots(_TEENS[language])):
            for form in slot:
                put(form, language, 10 + n)
        for t, tens_slot in enumerate(_slots(_TENS[language])):
            for tens in tens_slot:
                put(tens, language, 20 + 10 * t)
                for u, unit_slot in enumerate(units):
                    for unit in unit_slot:
                        for form in _glue(language, tens, unit):
                            put(form, language, 21 + 10 * t + u)
    for n, slot in enumerate(_slots(_LISTED["hi"])):
        for form in slot:
            put(form, "hi", 10 + n)
    for language, row in _ROUND.items():
        for n, slot in enumerate(_slots(row)):
            for form in slot:
                put(form, language, 10 + n if n < 10 else 10 * (n - 8))
    for form, number in _tamil().items():
        put(form, "ta", number)
    for form, languages in CENTURIES.items():
        forms.setdefault(form, {}).update(languages)
    return forms


COMPOUNDS = _compounds()
