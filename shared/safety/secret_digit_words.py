"""The digits 0–9 as words in ~65 languages, and runs of them said one digit at a time ("дев'ять-сім-нуль-два").

Each language's words are listed in digit order so that a run can be read back as digits (to tell a code from counting
"one two three four" or a factory "zero zero zero zero"); two-digit forms ("forty-seven", "vingt et un", English
"double seven") come from `secret_number_pairs` and `secret_number_compounds` ("hatvanhét", "چهل و دو", "बयालीस",
and a year's century). A run gives four to eight digits from words apart only by spaces, hyphens, commas, dots or
"and", all of them words of one language (so that "en to" in Danish prose and "bir" as a Turkish article do not join a
Norwegian or Turkish run of their own; of a mixed run the longest one-language stretch counts); scripts written
without spaces (Thai, Lao, Khmer, Burmese, Chinese, Korean) may run their words together. A run longer
than eight digits (a phone number read out) gives nothing.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator, NamedTuple

from .secret_number_compounds import COMPOUNDS
from .secret_number_pairs import PAIRS
from .secret_shapes import MONEY_AFTER, MONEY_BEFORE

# One row a language: ten slots, 0 to 9; a slot may hold variants apart by "/".
_TABLE = {
    "en": "zero/oh/nought one two three four five six seven eight nine",
    "es": "cero uno/una dos tres cuatro cinco seis siete ocho nueve",
    "pt": "zero um/uma dois/duas três/tres quatro cinco seis/meia sete oito nove",
    "fr": "zéro/zero un/une deux trois quatre cinq six sept huit neuf",
    "it": "zero uno/una due tre quattro cinque sei sette otto nove",
    "ca": "zero un/u/una dos/dues tres quatre cinc sis set vuit nou",
    "gl": "cero un/unha dous/dúas tres catro cinco seis sete oito nove",
    "eu": "zero bat bi hiru lau bost sei zazpi zortzi bederatzi",
    "de": "null eins/ein zwei/zwo drei vier fünf/fuenf/funf sechs sieben acht neun",
    "nl": "nul een/één twee drie vier vijf zes zeven acht negen",
    "af": "nul een twee drie vier vyf ses sewe agt nege",
    "sv": "noll ett/en två/tva tre fyra fem sex sju åtta/atta nio",
    "no": "null en/ett/én to tre fire fem seks sju/syv åtte ni",
    "da": "nul en/et to tre fire fem seks syv otte ni",
    "is": "núll/null einn/eitt tveir/tvö þrír/þrjú fjórir/fjögur fimm sex sjö átta níu",
    "fi": "nolla yksi kaksi kolme neljä/nelja viisi kuusi seitsemän/seitseman kahdeksan yhdeksän/yhdeksan",
    "et": "null üks/uks kaks kolm neli viis kuus seitse kaheksa üheksa/uheksa",
    "pl": "zero jeden/jedna dwa/dwie trzy cztery pięć/piec sześć/szesc siedem osiem dziewięć/dziewiec",
    "cs": "nula jedna/jeden dva/dvě tři/tri čtyři/ctyri pět/pet šest/sest sedm osm devět/devet",
    "sk": "nula jeden/jedna dva/dve tri štyri/styri päť/pat šesť/sest sedem osem deväť/devat",
    "sl": "nič/nic ena dva/dve tri štiri/stiri pet šest/sest sedem osem devet",
    "hr": "nula jedan/jedna/jedno dva/dvije/dve tri četiri/cetiri pet šest/sest sedam osam devet",
    "sr": "нула један/једна два три четири пет шест седам осам девет",
    "bg": "нула едно/един/една две/два три четири пет шест седем осем девет",
    "mk": "нула еден/една два три четири пет шест седум осум девет",
    "ru": "ноль/нуль один/одна два/две три четыре пять шесть семь восемь девять",
    "uk": "нуль/ноль один/одна два/дві три чотири п'ять шість сім вісім дев'ять",
    "be": "нуль адзін/адна два/дзве тры чатыры пяць шэсць сем восем дзевяць",
    "lt": "nulis vienas du trys keturi penki šeši/sesi septyni aštuoni/astuoni devyni",
    "lv": "nulle viens divi trīs/tris četri/cetri pieci seši/sesi septiņi/septini astoņi/astoni deviņi/devini",
    "hu": "nulla egy kettő/kettö/ketto három/harom négy/negy öt/ot hat hét/het nyolc kilenc",
    "ro": "zero unu doi trei patru cinci șase/şase/sase șapte/şapte/sapte opt nouă/noua",
    "sq": "zero një/nje dy tre/tri katër/kater pesë/pese gjashtë/gjashte shtatë/shtate tetë/tete nëntë/nente",
    "el": "μηδέν/μηδεν ένα/ενα δύο/δυο τρία/τρια τέσσερα/τεσσερα πέντε/πεντε έξι/εξι επτά/εφτά/επτα οκτώ/οχτώ/οκτω "
          "εννέα/εννιά/εννεα",
    "ga": "náid/naid/a_náid aon/a_haon dó/do/a_dó/a_do trí/tri/a_trí/a_tri ceathair/a_ceathair cúig/cuig/a_cúig "
          "sé/se/a_sé seacht/a_seacht ocht/a_hocht naoi/a_naoi",
    "gd": "neoni/a_neoni aon/a_h-aon/a_haon dhà/dha/a_dhà/a_dha trì/tri/a_trì ceithir/a_ceithir còig/coig/a_còig "
          "sia/a_sia seachd/a_seachd ochd/a_h-ochd/a_hochd naoi/a_naoi",
    "br": "mann/zero unan daou/div tri/teir pevar/peder pemp c'hwec'h seizh eizh nav",
    "fy": "nul ien twa trije fjouwer fiif seis sân/san acht njoggen",
    "lb": "null eent/een zwee/zwou dräi/drai véier/veier fënnef/fennef sechs siwen aacht/acht néng/neng",
    "cy": "dim un dau/dwy tri/tair pedwar/pedair pump chwech saith wyth naw",
    "mt": "żero/zero wieħed/wiehed tnejn tlieta erbgħa/erbgha ħamsa/hamsa sitta sebgħa/sebgha tmienja disgħa/disgha",
    "tr": "sıfır/sifir bir iki üç/uc dört/dort beş/bes altı/alti yedi sekiz dokuz",
    "az": "sıfır/sifir bir iki üç/uc dörd/dord beş/bes altı/alti yeddi səkkiz/sekkiz doqquz",
    "uz": "nol bir ikki uch to'rt/tort besh olti yetti sakkiz to'qqiz/toqqiz",
    "kk": "нөл бір екі үш төрт бес алты жеті сегіз тоғыз",
    "ka": "ნული ერთი ორი სამი ოთხი ხუთი ექვსი შვიდი რვა ცხრა",
    "hy": "զրո մեկ երկու երեք չորս հինգ վեց յոթ ութ ինը",
    "ar": "صفر واحد/واحدة اثنان/اثنين/اتنين ثلاثة/ثلاث/تلاتة أربعة/اربعة/أربع خمسة/خمس ستة/ست سبعة/سبع ثمانية/ثمانية/تمانية "
          "تسعة/تسع",
    "fa": "صفر یک/يك دو سه چهار پنج شش/شیش هفت هشت نه",
    "ur": "صفر ایک دو تین چار پانچ چھ سات آٹھ نو",
    "he": "אפס אחת/אחד שתיים/שתים/שניים שלוש/שלושה ארבע/ארבעה חמש/חמישה שש/שישה שבע/שבעה שמונה תשע/תשעה",
    "hi": "शून्य/जीरो/ज़ीरो एक दो तीन चार पाँच/पांच छह/छः/छे सात आठ नौ",
    "mr": "शून्य/झिरो/शुन्य एक दोन तीन चार पाच सहा सात आठ नऊ",
    "bn": "শূন্য/জিরো এক দুই তিন চার পাঁচ ছয়/ছয় সাত আট নয়/নয়",
    "gu": "શૂન્ય/ઝીરો એક બે ત્રણ ચાર પાંચ છ સાત આઠ નવ",
    "pa": "ਸਿਫ਼ਰ/ਸਿਫਰ/ਜ਼ੀਰੋ/ਜੀਰੋ ਇੱਕ/ਇਕ ਦੋ ਤਿੰਨ ਚਾਰ ਪੰਜ ਛੇ ਸੱਤ ਅੱਠ ਨੌਂ/ਨੌ",
    "ta": "பூஜ்ஜியம்/பூஜ்யம்/சைபர்/ஜீரோ/ஸீரோ ஒன்று/ஒண்ணு/ஒன்னு இரண்டு/ரெண்டு மூன்று/மூணு/மூனு நான்கு/நாலு ஐந்து/அஞ்சு/அஞ்சி "
          "ஆறு ஏழு எட்டு ஒன்பது/ஒம்பது",
    "te": "సున్నా/జీరో ఒకటి రెండు మూడు నాలుగు ఐదు/అయిదు ఆరు ఏడు ఎనిమిది తొమ్మిది",
    "kn": "ಸೊನ್ನೆ/ಸೊನ್ನಿ/ಜೀರೋ ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು/ನಾಕು ಐದು/ಅಯ್ದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು/ಒಂಭತ್ತು",
    "ml": "പൂജ്യം/സീറോ ഒന്ന് രണ്ട് മൂന്ന് നാല് അഞ്ച് ആറ് ഏഴ് എട്ട് ഒമ്പത്/ഒൻപത്",
    "si": "බිංදුව එක දෙක තුන හතර පහ හය හත අට නවය",
    "ne": "शून्य एक दुई तीन चार पाँच छ सात आठ नौ",
    "vi": "không/khong một/mot hai ba bốn/bon năm/nam/lăm sáu/sau bảy/bay tám/tam chín/chin",
    "id": "nol/kosong satu dua tiga empat lima enam tujuh delapan/lapan sembilan",
    "tl": "sero/zero isa dalawa tatlo apat lima anim pito walo siyam",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
    "ha": "sifili/sifiri daya/ɗaya biyu uku hudu/huɗu biyar shida bakwai takwas tara",
    "yo": "odo/òdo/òfo ookan/okan/oókan/ọ̀kan/ọkan/kan eeji/meji/méjì/èjì éèta/eeta/meta/mẹ́ta/mẹta/ẹ̀ta eerin/merin/mẹ́rin/mẹrin"
          " aarun/marun/márùn/márun/àrún/márùn-ún/márùnún eefa/mefa/mẹ́fà/mẹfa/ẹ̀fà eeje/meje/méje/méjè/èje eejo/mejo/mẹ́jọ/mẹjọ/ẹ̀jọ"
          " eesan/mesan/mẹ́sàn/mẹsan/ẹ̀sán/mẹ́sàn-án/mẹ́sàán",
    "ig": "efu/zero otu abụọ/abuo atọ/ato anọ/ano ise isii/isi asaa asatọ/asato itoolu/iteghete",
    "so": "eber kow laba saddex afar shan lix toddoba siddeed sagaal",
    "zu": "iqanda/zero/uziro kunye/nye/okunye kubili/bili kuthathu/thathu/kathathu kune kuhlanu/hlanu isithupha isikhombisa "
          "isishiyagalombili isishiyagalolunye",
    "xh": "unothi/zero inye/nye zimbini/mbini zintathu/ntathu zine zintlanu/ntlanu zintandathu/ntandathu sixhenxe "
          "sibhozo lithoba",
    "rw": "zeru rimwe kabiri gatatu kane gatanu gatandatu karindwi umunani icyenda",
    "om": "duwwaa/zeeroo tokko lama sadii afur shan jaha torba saddeet sagal",
    "mg": "aotra iray/iraika roa telo efatra dimy enina fito valo sivy",
    "sm": "selo tasi lua tolu fā/fa lima ono fitu valu iva",
    "mi": "kore tahi rua toru whā/wha rima ono whitu waru iwa",
    "to": "noa taha ua tolu fā/fa nima ono fitu valu hiva",
    "fj": "saiva dua rua tolu vā/va lima ono vitu walu ciwa",
    "haw": "ʻole/'ole ʻekahi/'ekahi/ekahi ʻelua/'elua/elua ʻekolu/'ekolu/ekolu ʻehā/'eha/eha ʻelima/'elima/elima "
           "ʻeono/'eono/eono ʻehiku/'ehiku/ehiku ʻewalu/'ewalu/ewalu ʻeiwa/'eiwa/eiwa",
    "ceb": "sero/zero usa duha tulo upat lima unom pito walo siyam",
    "jv": "nol siji loro telu papat lima enem pitu wolu sanga",
    "ht": "zewo en/youn de twa kat senk sis sèt/set uit nèf/nef",
    "qu": "ch'usaq huk iskay kimsa tawa pichqa suqta qanchis pusaq isqun",
    "ku": "sifir yek du sê/se çar/car pênc/penc şeş/ses heft heşt/hest neh",
    "ps": "صفر یو دوه درې څلور پنځه شپږ اووه اته نهه",
    "tg": "сифр/нол як ду се чор панҷ/панч шаш ҳафт/хафт ҳашт/хашт нӯҳ/нух/нўҳ",
    "ky": "нөл бир эки үч төрт беш алты жети сегиз тогуз",
    "tk": "nol bir iki üç/uc dört/dort bäş/bash alty ýedi/yedi sekiz dokuz",
    "uz_cy": "нол бир икки уч тўрт/турт беш олти етти саккиз тўққиз/туккиз",
    "mn": "тэг нэг хоёр гурав дөрөв тав зургаа долоо найм ес",
    "tt": "нуль/ноль бер ике өч дүрт биш алты җиде/жиде сигез тугыз",
    "or": "ଶୂନ୍ୟ ଏକ ଦୁଇ ତିନି ଚାରି ପାଞ୍ଚ ଛଅ ସାତ ଆଠ ନଅ",
    "as": "শূন্য এক দুই তিনি চাৰি পাঁচ ছয় সাত আঠ ন",
    "ti": "ዜሮ ሓደ ክልተ ሰለስተ ኣርባዕተ ሓሙሽተ ሽዱሽተ ሸውዓተ ሸሞንተ ትሽዓተ",
    "am": "ዜሮ አንድ ሁለት ሶስት/ሦስት አራት አምስት ስድስት ሰባት ስምንት ዘጠኝ",
    "ko": "공/영 일 이 삼 사 오 육/륙 칠 팔 구",
    "kon": "영 하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉",
    "zh": "零/〇/洞 一/幺/壹 二/两/貳/贰 三/叁/參 四/肆 五/伍 六/陆/陸 七/柒 八/捌 九/玖",
    # Written in Latin letters, as chat often is (Hinglish, Arabizi, pinyin, romaji).
    "hi_lat": "shunya/sunya/zero ek do teen/tin char/chaar paanch/panch chhe/chhah/chah saat/sat aath/ath nau/nao",
    "bn_lat": "shunno/shunyo ek dui tin char pach/panch chhoy/choy sat at/aat noy",
    "ar_lat": "sifr/sefr wahid/wahed ithnan/etnen/itnain thalatha/talata/tlata arba'a khamsa sitta/setta sab'a "
              "thamaniya/tamanya tis'a",
    "fa_lat": "sefr yek do se chahar/chahaar panj shesh/shish haft hasht noh/nouh",
    "zh_lat": "ling yi/yao er/liang san si wu liu qi ba jiu",
    "ja_lat": "zero/rei/maru ichi ni san yon/shi go roku nana/shichi hachi kyuu/kyu/ku",
    "th": "ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า",
    "lo": "ສູນ ໜຶ່ງ/ນຶ່ງ ສອງ ສາມ ສີ່ ຫ້າ ຫົກ ເຈັດ ແປດ ເກົ້າ",
    "km": "សូន្យ មួយ ពីរ បី បួន ប្រាំ ប្រាំមួយ ប្រាំពីរ ប្រាំបី ប្រាំបួន",
    "my": "သုည တစ် နှစ် သုံး လေး ငါး ခြောက် ခုနစ် ရှစ် ကိုး",
}
# Scripts written without spaces between words: their digit words may run together ("เก้าเจ็ดศูนย์สอง").
_UNSPACED = frozenset(("zh", "th", "lo", "km", "my", "ko"))
_APOSTROPHES = "'’ʼ`"


def _key(word: str) -> str:
    """A word as looked up: NFKC (as the text it reads is), lower case, every apostrophe the plain one, a hyphen or
    spacing inside one space."""
    lowered = re.sub(r"[ \t\-]+", " ", unicodedata.normalize("NFKC", word).lower())
    for mark in _APOSTROPHES[1:]:
        lowered = lowered.replace(mark, "'")
    return lowered


# word -> {language: the digits it stands for} (one digit, or two for "forty-seven")
_WORDS: dict[str, dict[str, str]] = {}
for _language, _row in _TABLE.items():
    for _digit, _slot in enumerate(_row.split()):
        for _variant in _slot.split("/"):   # "_" joins a form of two words (Irish "a_seacht", as said in a row)
            _WORDS.setdefault(_key(_variant.replace("_", " ")), {})[_language] = str(_digit)
for _forms in (PAIRS, COMPOUNDS):
    for _form, _languages in _forms.items():
        _WORDS.setdefault(_key(_form), {}).update(_languages)
_GLUED = frozenset(word for word, langs in _WORDS.items() if set(langs) <= _UNSPACED)


def _alternation(words: list[str]) -> str:
    """Longest first; an apostrophe any apostrophe."""
    return "|".join(re.escape(w).replace("'", f"[{_APOSTROPHES}]") for w in sorted(words, key=len, reverse=True))


_GLUED_WORD = re.compile(_alternation(sorted(_GLUED)))
# A word of a spaced script: letters, marks and apostrophes, no digits, spaces, hyphens or punctuation (a danda,
# an Arabic comma or question mark too: "छह, एक, नौ।").
_TOKEN = re.compile(r"[^\s\d_,，、\-‐–—·.;:/…!?()\[\]{}\"«»“”„*#+=<>|।॥。！？؟،؛۔・]+")
_UNSPACED_CHARS = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3000-\u9fff\uac00-\ud7af]")
_LONGEST = max(len(k.split()) for k in _WORDS)   # the most words one form spans ("quatre vingt dix neuf")
_JOIN = re.compile(r"[ \t]+|[ \t]?[\-‐][ \t]?")
# Between two digit words: a space, a hyphen, a comma (Arabic and Persian too), a dot or a slash, or "and" before the last ("cuatro, siete, dos y
# uno").
_GAP = re.compile(r"[ \t]{0,2}[,，、\-‐–—·.;/…،؛・][ \t]{0,2}|[ \t]{1,2}(?:(?:and|y|e|und|et|och|og|ja|és|ve|и|і|та|a|và|dan"
                  r"|na|و|ו|और|এবং|와|과|和)[ \t]{1,2})?")
# Korean digit syllables are everyday syllables too ("일일이 사람…"): a Korean run stands alone, no syllable glued on.
_HANGUL = re.compile(r"[\uac00-\ud7af]")
_KOREAN_SUFFIX = re.compile(r"(?:이야|야|요|예요|이에요|입니다|이고|고|임|이다)$")
_KOREAN_ENDING = re.compile(r"(?:이야|야|요|예요|이에요|입니다|이고|고|임|이다)?(?![\uac00-\ud7af])")
# Chinese numerals before a date or measure word are a year or an amount ("二〇二四年").
_CJK_MEASURE = re.compile(r"\s?[年月日号號点點分秒元块塊个個次岁歲位楼樓层層室]")
RUN_MIN, RUN_MAX = 4, 8
# Two numbers said in pairs that read as a year or a clock time ("nineteen eighty-four", "twelve thirty"): no code.
_YEAR = re.compile(r"(?:19|20)\d\d")
_TIME = re.compile(r"(?:[01]\d|2[0-3])(?:00|15|30|45)")


# After number words, a currency or a word of thousands makes them an amount ("… kaksikymmentäkolme euroa",
# "چهل و دو هفده هزار تومان"); before them, a price or a room word ("قیمت", "farashi", "chumba"): no code either way.
AMOUNT_AFTER = re.compile(r"(?i)\s*(?:euro\w*|tomans?|تومان|ریال|rand|рубл\w*|гривен\w*|рубл\w*|руб|гривн\w*|грн"
                           r"|रुपय\w*|रुपए|रुपये|روپے|টাকা|naira|cedi|birr|kron\w*|krón\w*|kroon\w*|krone\w*|kr|öre|øre"
                           r"|złot\w*|zł|zl|grosz\w*|forint\w*|ft|lei|leu|bani|leva|лев\w*|лв|kun\w*|dinar\w*|динар\w*"
                           r"|denar\w*|денар\w*|korun\w*|koruny|kč|haléř\w*|lir\w*|kuruş|manat\w*|tenge|теңге|тенге"
                           r"|сом\w*|som|lari|ლარი|dram\w*|драм\w*|sum|сўм|шекел\w*|shekel\w*|שקל\w*|ש\"ח|dirham\w*"
                           r"|درهم|ريال|جنيه|دينار|dollar\w*|dólar\w*|dolar\w*|доллар\w*|pesos?|reais|real|yen|yuan|円|元"
                           r"|원|won|pounds?|quid|bucks?|pence|pfund|livres?|libras?|sterlin\w*|franc\w*|frank\w*|rappen|cents?"
                           r"|centavos?|céntimos?|centimes?|centesimi|kopek\w*|копе\w*|kopiy\w*|rupees?|rupiah|ringgit|baht"
                           r"|บาท|đồng|dong|peso|pisos?|shilling\w*|shilingi|schilling\w*|kwacha|cedis|dalasi|ariary"
                           r"|thousand|tausend|mille|mil|mila|tusen|tusind|tuhat\w*|tysiąc\w*|tisíc\w*|ezer|mii|bin"
                           r"|тысяч\w*|тисяч\w*|هزار|ألف|الف|אלף|हज़ार|हजार|ribu|elfu|dubu|lakh|लाख|만|천|万|千)(?![^\W\d_])")
_PRICE_OR_ROOM = re.compile(r"(?i)(?<![^\W\d_])(?:farashi|chumba|qolka|kamar|phòng|اتاق|غرفة|חדר|कमरा)(?![^\W\d_])"
                            r"[^\n.!?]{0,12}$")


def _amount(shown: str, start: int, end: int) -> bool:
    """Number words that give a price, an amount or a room, not a code."""
    if MONEY_AFTER.match(shown, end) or AMOUNT_AFTER.match(shown, end):
        return True
    before = shown[max(0, start - 30):start]
    return MONEY_BEFORE.search(before.rstrip() + " ") is not None or _PRICE_OR_ROOM.search(before) is not None


class Run(NamedTuple):
    """Digit words said one at a time: where they stand and the digits they give."""

    start: int
    end: int
    digits: str


def _one_language(words: list[str]) -> str | None:
    """The digits the words give in a language all of them belong to, or None."""
    shared = set.intersection(*(set(_WORDS[_key(w)]) for w in words))
    if not shared:
        return None
    language = sorted(shared)[0]
    return "".join(_WORDS[_key(w)][language] for w in words)


def _korean_stem(token: str) -> str:
    """A spaced Korean number word before a copula or ending ("열일곱이야" -> "열일곱"), else ""."""
    ending = _KOREAN_SUFFIX.search(token) if _HANGUL.match(token) else None
    stem = token[:ending.start()] if ending else ""
    return stem if _key(stem) in _WORDS and _key(stem) not in _GLUED else ""


def _items(shown: str) -> list[tuple[int, int, str]]:
    """(start, end, word) of every digit word or two-digit form in `shown`, in order: spaced words looked up whole
    (forms of several words, "forty-seven", "vingt et un", tried longest first), words of unspaced scripts found
    inside any run of letters."""
    tokens = list(_TOKEN.finditer(shown))
    items: list[tuple[int, int, str]] = []
    at = 0
    while at < len(tokens):
        for span in range(min(_LONGEST, len(tokens) - at), 0, -1):
            last = tokens[at + span - 1]
            if span > 1 and not all(_JOIN.fullmatch(shown, tokens[k].end(), tokens[k + 1].start())
                                    for k in range(at, at + span - 1)):
                continue
            text = shown[tokens[at].start():last.end()]
            if _key(text) in _WORDS and _key(text) not in _GLUED:
                items.append((tokens[at].start(), last.end(), text))
                at += span
                break
        else:
            token = tokens[at]
            stem = _korean_stem(token.group(0))
            if stem:   # a native Korean number with a copula on it ("열일곱이야")
                items.append((token.start(), token.start() + len(stem), stem))
            elif _UNSPACED_CHARS.search(token.group(0)):
                items += [(token.start() + m.start(), token.start() + m.end(), m.group(0))
                          for m in _GLUED_WORD.finditer(token.group(0))]
            at += 1
    return items


def _joined(shown: str, left: tuple[int, int, str], right: tuple[int, int, str]) -> bool:
    """Two items next to each other in one run: glued (unspaced scripts) or apart only by a gap."""
    if left[1] == right[0]:
        return _key(left[2]) in _GLUED and _key(right[2]) in _GLUED
    return _GAP.fullmatch(shown, left[1], right[0]) is not None


def _bounded(shown: str, start: int, end: int) -> bool:
    """No Hangul syllable glued to either end of a Korean run; no measure word after Chinese numerals."""
    if _HANGUL.match(shown, start) and ((start > 0 and _HANGUL.match(shown, start - 1)) or not _KOREAN_ENDING.match(shown, end)):
        return False
    return not _CJK_MEASURE.match(shown, end)


def _best(shown: str, run: list[tuple[int, int, str]], least: int = RUN_MIN, years: bool = False) -> Run | None:
    """The run itself if its words share a language, else its longest stretch that does ("PIN hai char saat do nau":
    Vietnamese "hai" before a Hindi run); it must give 4–8 digits and, as two pairs, no clock time (nor a year unless
    `years`)."""
    for size in range(len(run), 1, -1):
        for first in range(len(run) - size + 1):
            part = run[first:first + size]
            digits = _one_language([w for _, _, w in part])
            if digits is None:
                continue
            start, end = part[0][0], part[-1][1]
            if least <= len(digits) <= RUN_MAX and _bounded(shown, start, end) \
                    and not (size == 2 and (_TIME.fullmatch(digits) or (not years and _YEAR.fullmatch(digits)))):
                return Run(start, end, digits)
            return None   # the longest stretch of one language is no code: no shorter part of it is either
    return None


def digit_word_runs(shown: str, least: int = RUN_MIN, years: bool = False) -> Iterator[Run]:
    """Runs of digit words of one language giving `least` (4) to 8 digits in `shown`, apart only by spaces, hyphens,
    commas, dots or "and" (nothing between words of unspaced scripts); a padlock's three takes `least` 3. Two numbers
    that read as a clock time give nothing, nor as a year unless `years` (a reader that has seen a PIN's label asks)."""
    items = _items(shown)
    run: list[tuple[int, int, str]] = []
    for item in (*items, None):
        if item is not None and run and _joined(shown, run[-1], item):   # a longer run (a phone number) is none
            run.append(item)
            continue
        found = _best(shown, run, least, years) if len(run) >= 2 else None
        if found is not None and not _amount(shown, found.start, found.end):
            yield found
        run = [item] if item is not None else []


class Said(NamedTuple):
    """A long number said in digit words: where it stands, and its digits grouped as said ("512 44 9031")."""

    start: int
    end: int
    grouped: str


_GROUP_BREAK = re.compile(r"[,，、\-‐–·.;/…،؛・]")   # a pause between groups; a space alone goes on within one


def said_numbers(shown: str, least: int = 7, most: int = 20) -> Iterator[Said]:
    """Numbers of `least` to `most` digits said word by word in one language, with the groups the speaker paused
    between kept apart by a space ("five one two, four four, nine zero three one" -> "512 44 9031"): an id or a card
    read out. A run of one language only; a longer or mixed run gives nothing."""
    items = _items(shown)
    run: list[tuple[int, int, str]] = []
    for item in (*items, None):
        if item is not None and run and _joined(shown, run[-1], item):
            run.append(item)
            continue
        said = _grouped(shown, run) if len(run) >= 3 else None
        if said is not None and least <= sum(c.isdigit() for c in said.grouped) <= most:
            yield said
        run = [item] if item is not None else []


def _grouped(shown: str, run: list[tuple[int, int, str]]) -> Said | None:
    shared = set.intersection(*(set(_WORDS[_key(w)]) for _, _, w in run))
    if not shared:
        return None
    language = sorted(shared)[0]
    parts = [_WORDS[_key(run[0][2])][language]]
    for left, right in zip(run, run[1:]):
        parts.append((" " if _GROUP_BREAK.search(shown, left[1], right[0]) else "") + _WORDS[_key(right[2])][language])
    return Said(run[0][0], run[-1][1], "".join(parts))
