"""The digits 0–9 as words, as `secret_spoken` reads a PIN said one digit at a time after a cue ("seven two nine four").

Three lists by reach: a dozen languages read anywhere, more read only after a cue, still more read after or beside
one; `DIGIT_WORD_SET` is all of them, lower case (also what `secret_spelled` counts as a spelled digit).
"""

from __future__ import annotations

# The digits 0–9 as words, in about a dozen languages (matched case-insensitively, whole words only).
DIGIT_WORDS = (
    "zero|oh|one|two|three|four|five|six|seven|eight|nine"
    "|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve"
    "|null|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun"
    "|zéro|un|deux|trois|quatre|cinq|six|sept|huit|neuf"
    "|due|tre|quattro|cinque|sei|sette|otto|nove"
    "|um|dois|três|quatro|sete|oito"
    "|nul|een|twee|drie|vijf|zes|zeven|negen"
    "|noll|ett|två|fyra|fem|sex|sju|åtta|nio"
    "|ноль|один|два|три|четыре|пять|шесть|семь|восемь|девять")
_WORD = rf"(?:{DIGIT_WORDS})(?![^\W\d_])"
DIGIT_WORD = _WORD   # one digit said as a word (used by the learned stage's value gate)
# More languages' digit words, read only after a cue (pl cs hu fi tr id/ms vi uk el ro da/no hi ar he; Korean).
_MORE_DIGIT_WORDS = (
    "zero|jeden|jedna|dwa|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|nula|dvě|tři|čtyři|pět|šest|sedm|osm|devět"
    "|nulla|egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc|nolla|yksi|kaksi|kolme|neljä|viisi|kuusi|seitsemän"
    "|kahdeksan|yhdeksän|sıfır|bir|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|nol|kosong|satu|dua|tiga|empat|lima|enam"
    "|tujuh|delapan|lapan|sembilan|không|một|hai|ba|bốn|năm|sáu|bảy|tám|chín|нуль|чотири|п'ять|шість|сім|вісім"
    "|дев'ять|μηδέν|ένα|δύο|τρία|τέσσερα|πέντε|έξι|επτά|οκτώ|εννέα|unu|doi|trei|patru|cinci|șase|șapte|opt|nouă"
    "|en|to|fire|seks|syv|otte|åtte|ni|शून्य|एक|दो|तीन|चार|पांच|पाँच|छह|सात|आठ|नौ|صفر|واحد|اثنان|ثلاثة|أربعة"
    "|خمسة|ستة|سبعة|ثمانية|تسعة|אפס|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|공|영|일|이|삼|사|오|육|칠|팔|구")
# Still more, read only after or beside a cue: hr/sr/bs, sk, sl, bg/mk/sr, lt, lv, et, is, ca, gl, eu, sq, fa, ur,
# bn, sw, tl, af, az, kk, ka, hy, ga, cy, ta, th, and spellings without accents or in speech ("funf", "tva", "otto").
_WORLD_DIGIT_WORDS = (
    "nula|jedan|jedna|jedno|dva|dvije|dve|četiri|cetiri|sedam|devet|šest|sest|štyri|styri|päť|pat|šesť|deväť|devat"
    "|nič|nic|ena|štiri|stiri|нула|едно|един|една|две|четири|шест|седем|седум|осем|осум|девет|један|седам|осам"
    "|nulis|vienas|du|trys|keturi|penki|šeši|sesi|septyni|aštuoni|astuoni|devyni|nulle|viens|divi|trīs|tris|četri"
    "|cetri|pieci|seši|septiņi|septini|astoņi|astoni|deviņi|devini|üks|uks|kaks|kolm|neli|viis|kuus|seitse|kaheksa"
    "|üheksa|uheksa|núll|einn|tveir|þrír|fjórir|fimm|sjö|átta|níu|dos|quatre|cinc|sis|vuit|nou|dous|catro|oito|nove"
    "|bat|bi|hiru|lau|bost|zazpi|zortzi|bederatzi|një|nje|dy|katër|kater|pesë|pese|gjashtë|gjashte|shtatë|shtate|tetë"
    "|tete|nëntë|nente|یک|دو|سه|چهار|پنج|شش|هفت|هشت|نه|ایک|تین|چار|پانچ|چھ|سات|آٹھ|نو|শূন্য|এক|দুই|তিন|চার|পাঁচ"
    "|ছয়|সাত|আট|নয়|sifuri|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|isa|dalawa|tatlo|apat|anim|pito|walo|siyam"
    "|nul|vyf|ses|sewe|agt|nege|dörd|dord|yeddi|səkkiz|sekkiz|doqquz|нөл|бір|екі|үш|төрт|бес|алты|жеті|сегіз|тоғыз"
    "|ნული|ერთი|ორი|სამი|ოთხი|ხუთი|ექვსი|შვიდი|რვა|ცხრა|զրո|մեկ|երկու|երեք|չորս|հինգ|վեց|յոթ|ութ|ինը|náid|aon|dó"
    "|trí|ceathair|cúig|sé|seacht|ocht|naoi|dim|dau|tri|pedwar|pump|chwech|saith|wyth|naw|பூஜ்யம்|ஒன்று|இரண்டு"
    "|மூன்று|நான்கு|ஐந்து|ஆறு|ஏழு|எட்டு|ஒன்பது|ศูนย์|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|funf|fuenf|tva|atta"
    "|dziewiec|piec|szesc|ctyri|sest|doi|sase|sapte|noua|dort|uc|bes|alti|sifir|εφτά|οχτώ|εννιά|ενα|δυο|τρια|εξι"
    "|אחד|שניים|שתים|שלושה|ארבעה|חמישה|שישה|שבעה|תשעה|اثنين|اتنين|تلاتة|اربعة|تمانية|tiga|satu")
DIGIT_WORD_SET = frozenset(word.lower() for group in (DIGIT_WORDS, _MORE_DIGIT_WORDS, _WORLD_DIGIT_WORDS)
                            for word in group.split("|"))
