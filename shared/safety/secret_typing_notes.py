"""A typing note ("all lower case", "bez razmaka", "välilyönneillä", "ตัวพิมพ์เล็ก") beside a password says a value was given.

People who pass a password on in chat add how to type it: the case, the spaces, one word or several. A rule about how
passwords must be made uses the same words, so a note counts only in a sentence with no modal of obligation ("must",
"muss", "doit", "debe", "phải", "ต้อง" …): `MODAL` names those.
"""

from __future__ import annotations

import re

# Case and spacing notes in ~50 languages (en de fr es pt it nl sv no da fi pl cs sk hu ro hr sr sl ru uk bg tr az uz
# kk id ms vi tl sw el he ar fa ur hi bn ta th ja zh ko ga cy ca lt lv et is af sq).
_SPACED = (
    r"all\s+(?:in\s+)?(?:lower\s?-?case|small(?:\s+letters)?|caps|one\s+word)|lower\s?-?case|small\s+letters|capital\s+(?:first"
    r"|letter\s+first|at\s+the\s+start)|first\s+letter\s+capital\w*|no\s+spaces?|without\s+(?:any\s+)?spaces?"
    r"|with\s+(?:a\s+)?spaces?|spaces?\s+(?:in\s+)?between|one\s+word"
    r"|kleingeschrieben|klein\s+geschrieben|alles\s+klein|kleinbuchstaben|großbuchstaben|groß\s+am\s+anfang"
    r"|ohne\s+leerzeichen|mit\s+leerzeichen|zusammengeschrieben|in\s+einem\s+wort"
    r"|(?:tout\s+)?en\s+minuscules?|en\s+majuscules?|sans\s+espaces?|avec\s+(?:des\s+|un\s+)?espaces?|majuscule\s+au\s+d[ée]but"
    r"|tout\s+attaché|(?:todo\s+)?en\s+min[úu]sculas?|en\s+may[úu]sculas?|sin\s+espacios?|con\s+espacios?|todo\s+junto"
    r"|todo\s+pegado|may[úu]scula\s+al\s+(?:principio|inicio)|primera\s+may[úu]scula|(?:tudo\s+)?(?:em\s+)?min[úu]sculas?"
    r"|tudo\s+min[úu]sculo|sem\s+espa[çc]os?|com\s+espa[çc]os?|primeira\s+mai[úu]scula|(?:tutto\s+)?minuscol[oe]"
    r"|tutto\s+attaccato|senza\s+spazi|con\s+(?:gli\s+|uno\s+)?spazi?o?|kleine\s+letters|zonder\s+spaties|met\s+spaties?"
    r"|aan\s+elkaar|små\s+bokstäver|gemener|utan\s+mellanslag|med\s+mellanslag|ihopskrivet|små\s+bokstaver"
    r"|uten\s+mellomrom|med\s+mellomrom|små\s+bogstaver|uden\s+mellemrum|med\s+mellemrum|pienillä(?:\s+kirjaimilla)?"
    r"|ilman\s+välilyön\w*|välilyönnei?llä|välilyönnillä|yhteen\s+kirjoitettuna|małymi(?:\s+literami)?|bez\s+spacji"
    r"|ze\s+spacj\w+|z\s+dużej\s+litery|malými\s+písmen\w*|bez\s+mezer|s\s+mezerami|bez\s+medzier|s\s+medzerami"
    r"|kisbetűvel|kisbetűkkel|szóköz\s+nélkül|szóközzel|egybeírva|(?:cu\s+)?litere\s+mici|f[ăa]r[ăa]\s+spa[țţt]ii"
    r"|cu\s+spa[țţt]ii|malim\s+slovima|sve\s+malim|sve\s+mala\s+slova|velikim\s+(?:početnim|slovom)|bez\s+razmaka"
    r"|sa?\s+razmak\w*|z\s+malimi\s+črkami|brez\s+presledkov|s\s+presledki|маленькими(?:\s+буквами)?|строчными"
    r"|без\s+пробел\w*|с\s+пробел\w*|через\s+пробел|малими\s+літерами|без\s+пропусків|з\s+пробіл\w*|без\s+пробілів"
    r"|малки\s+букви|без\s+интервал\w*|küçük\s+harf\w*|boşluksuz|boşluklu|boşluk\s+(?:var|yok)|bitişik|kiçik\s+hərf\w*"
    r"|boşluqsuz|kichik\s+harf\w*|кіші\s+әріп\w*|бос\s+орынсыз|huruf\s+kecil(?:\s+semua)?|tanpa\s+spasi|pakai\s+spasi"
    r"|dengan\s+spasi|ada\s+spasi|chữ\s+thường|viết\s+thường|không\s+(?:có\s+)?(?:dấu\s+)?cách|có\s+dấu\s+cách|viết\s+liền"
    r"|maliliit\s+na\s+titik|walang\s+espasyo|may\s+espasyo|herufi\s+ndogo|bila\s+nafasi|πεζά|μικρά\s+γράμματα"
    r"|χωρίς\s+κενά|με\s+κενά|litir\s+bheag|litreacha\s+beaga|gach\s+litir\s+beag|gan\s+spás|le\s+spás"
    r"|llythrennau\s+bach|heb\s+fylchau|en\s+minúscules|sense\s+espais|amb\s+espais|mažosiomis\s+raidėmis|be\s+tarpų"
    r"|su\s+tarpais|mazajiem\s+burtiem|bez\s+atstarpēm|ar\s+atstarpēm|väikeste\s+tähtedega|tühikuteta|tühikutega"
    r"|lágstöfum|án\s+bila|kleinletters|sonder\s+spasies|met\s+spasies|me\s+shkronja\s+të\s+vogla|pa\s+hapësira"
    # one word, capitals, and more spellings: fr es ca de fi tl ha cs sk
    r"|(?:en\s+)?un\s+seul\s+mot|en\s+una\s+(?:sola\s+)?palabra|tot\s+junt|in\s+(?:all\s+)?capitals|capital\s+letters?"
    r"|großgeschrieben|gro(?:ß|ss)e?\s+anfangsbuchstaben?|pienellä|pienin\s+kirjaimin|isolla\s+alkukirjaimella"
    r"|(?:lahat\s+)?maliliit(?:\s+na\s+(?:letra|titik))?|[ƙk]ananan\s+haruffa|velkými(?:\s+písmeny)?|veľkými"
    r"|velkým\s+písmenem|mayúsculas?\s+(?:inicial|al\s+principio)|con\s+may[úu]scula|majúscules"
    # small letters in ka hy am yo zu so mn mk bg be eu fy lb mt jv ceb
    r"|პატარა\s+ასო\w*|փոքրատառ\w*|lẹ́tà\s+kékeré|leta\s+kekere|amancane|izinhlamvu\s+ezincane|xarf(?:aha|o)\s+yaryar"
    r"|жижиг\s+үсг\w*|мали\s+букви|малымі\s+літарамі|letra\s+xehe\w*|lytse\s+letters|kleng\w*\s+buschtawen"
    r"|ittri\s+żgħar|huruf\s+cilik|gagmay\s+nga\s+letra"
    # a capital first, in ~20 languages
    r"|capital\s+[^\W\d_](?![^\W\d_])|with\s+a\s+capital|capitali[sz]ed|upper\s?-?case\s+first|gro(?:ß|ss)e[mnr]?\s+\w+"
    r"|avec\s+une\s+majuscule|com\s+mai[úu]scula|mai[úu]scula\s+no\s+(?:come[çc]o|in[íi]cio)|con\s+la\s+maiuscola"
    r"|maiuscol[ao]\s+iniziale|met\s+(?:een\s+)?hoofdletter|med\s+stor\s+(?:begynnelse|for)?bokstav|med\s+stort\s+\w+"
    r"|s\s+velkým\s+\w+|s\s+veľkým\s+\w+|büyük\s+harfle|baş\s+harfi\s+büyük|huruf\s+(?:besar|kapital)(?:\s+di\s+depan)?"
    r"|viết\s+hoa(?:\s+chữ\s+đầu)?|с\s+большой\s+буквы|с\s+заглавной(?:\s+буквы)?|з\s+великої\s+літери"
    r"|wielką\s+literą|herufi\s+kubwa\s+mwanzoni|(?:lahat\s+)?malaking\s+titik")
_UNSPACED = (
    r"אותיות\s+קטנות|בלי\s+רווחים|ללא\s+רווחים|עם\s+רווח\w*|[أا]حرف\s+صغيرة|حروف\s+صغيرة|بدون\s+(?:مسافات?|فراغ)"
    r"|مع\s+مسافة|بمسافة|حروف\s+کوچک|بدون\s+فاصله|با\s+فاصله|چھوٹے\s+حروف|بغیر\s+(?:اسپیس|سپیس)|छोटे\s+अक्षर"
    r"|बिना\s+स्पेस|स्पेस\s+के\s+साथ|बीच\s+में\s+स्पेस|सब\s+छोटे|ছোট\s+হাতের|স্পেস\s+(?:আছে|ছাড়া|সহ|দিয়ে|নেই)"
    r"|মাঝে\s+স্পেস|সব\s+ছোট|सानो\s+अक्षर|කුඩා\s+අකුරු|નાના\s+અક્ષર|ਛੋਟੇ\s+ਅੱਖਰ|చిన్న\s+అక్షర|ಸಣ್ಣ\s+ಅಕ್ಷರ"
    r"|ചെറിയ\s+അക്ഷര|စာလုံးသေး|ຕົວພິມນ້ອຍ|ትንሽ\s+ፊደል|சிறிய\s+எழுத்து|இடைவெளி\s+இல்லாமல்|இடைவெளியுடன்|ตัวพิมพ์เล็ก|ไม่มีเว้นวรรค|ไม่เว้นวรรค"
    r"|มีเว้นวรรค|ตัวเล็ก(?:หมด|ทั้งหมด)|អក្សរតូច|小文字|大文字|スペース(?:なし|無し|あり|入り)|首字母大[写寫]|첫\s?글자\s?대문자|대문자|全部?小[写寫]|小寫|没有空格|沒有空格"
    r"|不带空格|中间有空格|有空格|無空格|소문자|띄어쓰기\s?(?:없이|있음|포함)|공백\s?(?:없이|포함)")
TYPING_NOTE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_SPACED})(?![^\W\d_])|{_UNSPACED}")
# Obligation: a rule about how to make a password, not a note on one that was given.
MODAL = re.compile(
    r"(?i)(?<![^\W\d_])(?:must|should|has\s+to|have\s+to|needs?\s+to|required?|muss|müssen|soll|sollte|doit|doivent"
    r"|devrait|debe|deben|tiene\s+que|deve|devem|tem\s+que|dovrebbe|moet|moeten|måste|skal|skall|pitää|täytyy|tulee"
    r"|musi|muszą|powinn\w+|должен|должна|должно|должны|повинен|musí|kell|trebuie|mora|moraju|treba|olmalı|gerek\w*"
    r"|harus|mesti|phải|lazima|inapaswa|πρέπει|allowed|erlaubt|autorisé|permitid\w+|policy|richtlinie|politique"
    r"|política|polityka|политик\w*)(?![^\W\d_])|צריכ?ה?|חייב\w*|يجب|باید|चाहिए|হবে|ต้อง|必须|必須|なければ|해야|以上|以下"
    r"|してください|请|請|하세요|이상|이하")
