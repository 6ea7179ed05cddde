"""More public look-alikes: values quoted from fiction, a Wi-Fi network's name given alone, a Sentry DSN's public key,
business activity codes, a transaction's or block's hash named as such; blanked by `secret_public.mask` before the rules and the learned stage's gate read a text.

Fiction: a sentence that places a password or combination in a film, series, novel, game, joke or meme ("In
'Spaceballs' ist die Kombination 1-2-3-4-5", "en la peli la contraseña era swordfish", "Harry Potter: Passwort für den
Gryffindor-Turm war 'Caput Draconis'") in about forty languages; never a sentence that makes the value someone's own
("my", "mein", "mon" …, "I set"), one that names a password after a film ("benannt nach"), or a value built on the title.
A noun that is an everyday word in a neighbour language (es/it "cena" dinner, pl/cs "cena" price, it "conto" bill,
"conte" count, de "in Folge" in a row, it "cartone" box) reads as fiction only in its own language's frame ("na cena").
A network name (SSID, Netzwerkname, nom du réseau, 网络名 …) is masked with its label only when no other value is
given in the text (a name with its password stays for the rules). Every pattern is linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_dates import date_spans
from .secret_public_mixed import mixed_public_spans
from .secret_public_printed import printed_spans
from .secret_public_promo import promo_postal_spans
from .secret_public_routers import router_model_spans
from .secret_public_tickets import ticket_spans
from .secret_public_trade_codes import trade_code_spans
from .secret_public_values import value_word_spans
from .secret_public_words import _re, lower1, may_match
from .secret_said_words import keypad_runs

# A film, series, novel or game (any inflection the language puts on it): fiction only in a frame ("in the film").
_FICTION_NOUN = (
    r"films?|movies?|novels?|sitcoms?|episodes?|(?:tv\s+)?series|(?:tv\s+)?show(?!\s+(?:dis|this|these|them|am|it|your|him|her|me|us)\b)|cartoons?|anime|manga|comics?|sketch"
    r"|scene|fairy\s*tale|film(?:e|en|s)?|kinofilm\w*|roman(?:s|en|e|a|u|ie)?|serie[ns]?|folge(?=\s+\d)"
    r"|(?:letzten|neuen|ersten|dieser|einer|jener)\s+folge"
    r"|szene|märchen|zeichentrick\w*|série|scène"
    r"|dessin\s+animé|película|peli|novela|episodio|escena|cuento|filme|romance|episódio"
    r"|desenho\s+animado|romanzo|scena|fiaba|cartone\s+animat\w*|aflevering|sprookje|filmen|serien"
    r"|avsnitt(?:et)?|scenen|sagan|filmie|filmu|filmem|powieś\w*|serial\w*|odcink\w*|scen[ie]"
    r"|bajk\w*|seriál\w*|scéně|pohád\w*|filmben|filmnek|regény\w*|sorozat\w*|epizód\w*|jelenet\w*"
    r"|mesé\w*|serialul\w*|filmde|filminde|dizi\w*|sahne\w*|masal\w*|elokuva\w*|romaani\w*"
    r"|sarja\w*|jakso\w*|kohtaus\w*|phim|tiểu\s+thuyết|truyện|sinetron|dongeng)(?![^\W\d_])"
    r"|фильм\w*|кино\b|роман[еау]?\b|сериал\w*|сцен[еау]\b|сказк\w*|мульт\w*|фільм\w*|серіал\w*"
    r"|казц\w*|филм\w*|приказк\w*|ταινία\w*|μυθιστόρημα\w*|σειρά\b|επεισόδιο\w*|σκηνή\w*|فيلم|الفيلم"
    r"|رواية|الرواية|مسلسل|المسلسل|مشهد|סרט|בסרט|בסדרה|فیلم|رمان|سریال|फिल्म|फ़िल्म|उपन्यास|सीरियल"
    r"|धारावाहिक|หนัง(?!สือ)|ภาพยนตร์|นิยาย|ซีรีส์|ละคร")
# Nouns a value is quoted from inside their sentence without a frame: jokes and memes; in CJK, a noun with its "in".
_JOKE = (
    r"jokes?|memes?|witz(?:e|en)?|blague|mème|chiste|broma|piada|barzelletta|battuta|grap|mop|skämt(?:et)?|vitsen|vits"
    r"|vittighed(?:en)?|vitsi\w*|meemi\w*|kawał\w*|żart\w*|mem[ay]?|vtip\w*|vicc\w*|mém\w*|glum[ăe]\w*|bancul\w*|(?<=un\s)banc"
    r"|fıkra\w*|şaka\w*|trò\s+đùa|chuyện\s+cười|lelucon|candaan|lawakan"
    # words that are also "dinner", "price", "bill" or "count" elsewhere (es/it/pl/cs cena, it conto, conte): framed as fiction
    r"|(?:na|nessa|nesta|numa|naquela)\s+cena|(?:no|num|nesse|neste|naquele)\s+conto|(?:dans\s+(?:le|ce|un)|du)\s+conte"
    r")(?![^\W\d_])|анекдот\w*|шутк\w*|\bмем\w*"
    r"|жарт\w*|виц\w*|шега\w*|ανέκδοτο\w*|αστείο\w*|نكتة|النكتة|בדיחה|جوک|لطیفه|شوخی|मज़ाक|मजाक|चुटकुल\w*|มุก"
    r"|电影[里中]|電影[裡裏中]|在电影|影片中|小说[里中]|小說[裡中]|电视剧[里中]|電視劇[裡中]|部剧里|部剧中|部劇裡|部劇中"
    r"|笑话|笑話|段子|玩梗|这个梗|映画(?:で|の中|では|の)|ドラマ(?:で|の中|では)|アニメ(?:で|の中|では)|漫画で|小説で|ジョーク"
    r"|ネタ|ミーム|영화(?:에서|\s?속)|드라마(?:에서|\s?속)|애니(?:에서|\s?속)|소설(?:에서|\s?속)|농담|밈에서|밈으로"
    r"|फ़?िल्म\s+में|फ़िल्म\s+में|सीरियल\s+में|ในหนัง|ในภาพยนตร์|ในซีรีส์|ในละคร|ในนิยาย|elokuvassa|sarjassa|filmben|sorozatban|filmde|filminde|dizide|בסרט|בסדרה")
# Short CJK words ("in the drama", a meme) read by substring, outside the stems-filtered patterns.
_SHORT_CJK = ("剧里", "剧中", "劇裡", "劇中", "玩梗", "밈")
# A word that a hyphen joins to the next is its compound's head, not the noun: Gaelic "chiste-airgid" (a safe) holds
# no Spanish "chiste" (a joke); "TV-Serie", whose last part is the noun, still reads as one.
_WHOLE = r"(?<![^\W\d_])"
_WORD_END, _COMPOUND_END = r"(?![^\W\d_])", r"(?![^\W\d_]|-[^\W\d_])"
_FICTION_WORD = _re(rf"(?i){_WHOLE}(?:" + _FICTION_NOUN.replace(_WORD_END, _COMPOUND_END))
_FICTION_BARE = _re(rf"(?i){_WHOLE}(?:" + _JOKE.replace(_WORD_END, _COMPOUND_END))
# What places a value inside the work: a preposition or "like" at most three words before the noun.
_FRAME_BEFORE = _re(
    r"(?i)(?<![^\W\d_])(?:in|im|aus|from|dans|du|de|en|del|no|na|do|da|nel|nella|nello|dal|dalla|uit|i|från|fra|w|we"
    r"|ve|v|în|din|like|wie|comme|como|come|zoals|som|jak|jako|mint|gibi|в|во|из|у|з|във|от|как|як|като|στην|στο|στη"
    r"|από|όπως|في|من|كما|در|از|trong|như|di|dalam|dari|seperti|ใน|จาก|เหมือน)\s+(?:\S+\s+){0,3}$")
_UNLIKE = _re(r"(?i)\b(?:(?:not|nicht|pas|no|non|niet|inte|ikke|nie|nem)\s+(?:(?:just|so|genau|tout|ganz)\s+)?(?:wie|like|as|comme"
              r"|como|come|zoals|som|jak|mint)|unlike|anders\s+als|contrairement|a\s+diferencia|ellentétben)\b|\bне\s+как|不像"
              r"|じゃなく|와\s+달리")
_NOT_JOKE = _re(r"(?i)(?:\bheit|\bús|\bno|\bnot\s+a|\bkein\w*|\bohne|\bsans|\bsin|\bsem|\bsenza|\bgeen|\binget|\bingen|\bbez"
                r"|\bне|不是|じゃない|아니)\W{0,2}\w{0,6}\W{0,2}$")
# Frisian "mem" (mum, "fan mem", "myn mem", "heit en mem") is no Polish "mem" (a meme).
_FRISIAN_MEM = _re(r"(?i)(?<![^\W\d_])(?:fan|myn|dyn|syn|har|ús|us|jim|foar|mei|by|oan|en|heit)\s+mem$")
# Famous titles and places whose passwords people quote (as written; never a value itself).
_TITLE = re.compile(
    r"(?<![^\W\d_])(?:Spaceballs|Harry\s+Potter|Hogwarts|Gryffindor|Slytherin|Hufflepuff|Ravenclaw|Dumbledore|Star\s+Wars"
    r"|Star\s+Trek|War\s?Games|Jurassic\s+Park|Ali\s+Bab[aá]|Mr\.?\s+Robot|IT\s+Crowd|(?:The|Die|Les|Los|I)\s+Simpsons?"
    r"|Futurama|South\s+Park|bash\.org|xkcd|Herr\s+der\s+Ringe|Lord\s+of\s+the\s+Rings|Seigneur\s+des"
    r"\s+anneaux|Señor\s+de\s+los\s+anillos|Signore\s+degli\s+anelli|Mission:?\s+Impossible|Ghostbusters|Citizen\s+Kane"
    r"|Ocean's\s+(?:Eleven|11)|Doctor\s+Who|Indiana\s+Jones"
    r"|James\s+Bond|Swordfish|Tausendundeine\s+Nacht|1001\s+(?:Nacht|Nights|nuits|noches)|Mille\s+et\s+une\s+nuits"
    r"|mil\s+y\s+una\s+noches|Game\s+of\s+Thrones|Breaking\s+Bad|Stranger\s+Things|Squid\s+Game|Haus\s+des\s+Geldes"
    r"|Casa\s+de\s+papel|Money\s+Heist|Stirb\s+langsam|Die\s+Hard|Austin\s+Powers|The\s+Matrix|Asterix|Tintin"
    r"|Sesamstra(?:ße|sse)|Sesame\s+Street|Barrio\s+Sésamo|哈利波特|ハリー・ポッター|해리\s?포터|Гарри\s+Поттер|Спейсболы"
    r"|Звёздные\s+войны|Властелин\s+колец|Али-Баба)(?![^\W\d_])")
_AS_VALUE = re.compile(r"(?:[:=]|\b(?:is|ist|est|es|era|war|was|é|è))\s*['\"“„«‘]?$")
# Passwords and codes fiction made famous: with any fiction noun in their sentence, framed or not.
_FAMOUS = _re(
    r"(?i)(?<![\w\-])(?:hunter2|swordfish|1-2-3-4-5|1,\s?2,\s?3,\s?4,\s?5|12345|caput\s+draconis|fortuna\s+major"
    r"|pig\s+snout|alohomora|mellon|joshua|CPE\s?1704\s?TKS|xyzzy|plugh|iddqd|idkfa|0451|correct\s+horse\s+battery\s+staple"
    r"|Tr0ub4dor&3|open\s+sesame|sesam,?\s+öffne\s+dich|sésame,?\s+ouvre-toi|ábrete,?\s+sésamo|abre-te,?\s+sésamo"
    r"|apriti,?\s+sesamo|sesam,?\s+open\s+u|sezamie,?\s+otwórz\s+się)(?![\w\-])"
    r"|(?:Сезам|Сим-сим),?\s+откройся|افتح\s+يا\s+سمسم|芝麻开门|芝麻開門|開けゴマ|열려라\s?참깨")
# Words that make a value someone's own, or a password named after a film: such a sentence is kept for the rules.
_OWN = _re(
    r"(?i)\b(?:my|mine|our|ours|I\s+(?:use|used|set|chose|picked|changed|made|have)|I'(?:ve|m)\s+(?:set|using|used|changed)"
    r"|mein\w*|unser\w*|ich\s+(?:nutze|benutze|nehme|habe|hab)|mon|ma|mes|notre|nos|j'(?:utilise|ai)|mi|mis|nuestr\w*"
    r"|meu|minha|meus|minhas|noss[oa]s?|mio|mia|miei|mie|nostr[oaie]|mijn|onze|min|mitt|mina|vår\w*|minun|meidän"
    r"|mój|moja|moje|mojego|moim|nasz\w*|můj|moji|náš|naše|môj|az\s+én|benim|bizim|mea|mele|nostru|saya|aku|kami|tôi"
    r"|named\s+after|inspired\s+by|benannt|nach\s+dem\s+Film|angelehnt|inspiré|inspirad[oa]|ispirat[oa]|vernoemd"
    r"|uppkallad|döpt\s+efter|opkaldt|oppkalt|nazwan\w*|pojmenovan\w*|numit\s+după|adını\s+verdi\w*)\b"
    r"|\w+(?:şifrem|parolam|jelszavam|salasanani)\b|мо[йяеёи]\b|моего|моей|наш\w*|мі[йя]\b|моє|\bμου\b|\bμας\b|שלי|שלנו"
    r"|خاصتي|الخاص\s+بي|मेरा|मेरी|मेरे|हमारा|ของฉัน|ของผม|我的|我们的|我們的|私の|僕の|俺の|うちの|(?:^|\s)(?:내|제|나의|우리)\s"
    r"|назван\w*|названий|命名|にちなん|따서|theo\s+tên|dinamai")
# A value disowned in its sentence ("not mine", "nicht meins", "pas le mien"): its first-person word makes nothing one's own.
_DISOWN = _re(r"(?i)\b(?:not\s+(?:mine|my\s+(?:own|password|pin|code))|nicht\s+(?:meins|meines|meiner|mein\s+\w+)|pas\s+(?:le\s+mien|la\s+mienne|mon\s+\w+)"
              r"|no\s+(?:es\s+)?(?:el\s+)?m[íi]o|no\s+es\s+mi\s+\w+|n[ãa]o\s+(?:é\s+)?(?:o\s+)?meu|non\s+(?:è\s+)?(?:il\s+)?mio|niet\s+(?:van\s+)?mij(?:n|ne)?"
              r"|inte\s+min(?:a|t)?|ikke\s+min(?:e|t)?|nie\s+m[óo]j\w*|ei\s+minun|benim\s+değil)\b|не\s+мо[йяеё]\w*|不是我的")
# The punchline of the "my password is 'incorrect'" joke: told in the first person, so it passes `_OWN` when the
# sentence calls itself a joke or tells the punchline twice.
_JOKE_VALUE = _re(r"(?i)(?<![^\W\d_])(?:incorrect|falsch|incorrecto|incorreta|errato|sbagliata|fout|onjuist|felaktigt"
                  r"|forkert|feil|väärä|nieprawidłowe|błędne|špatné|helytelen|greșită|yanlış|неверный|неправильный"
                  r"|λάθος)(?![^\W\d_])|错误|錯誤|間違い|틀렸|틀린")
_FAMOUS_WORD = _re(r"(?i)\b(?:famous|legendary|classic|infamous|berühmt\w*|legendär\w*|klassisch\w*|Klassiker|célèbre"
                   r"|légendaire|culte|famos[oa]|clásic[oa]|clássic[oa]|leggendari[oa]|beroemd\w*|legendarisk\w*|kultow\w*"
                   r"|slavn\w*|híres|ünlü|efsane\w*)\b|известн\w*|легендарн\w*|знаменит\w*|有名|著名|经典|經典|유명")
_SENTENCE_END = re.compile(r"[.!?;]+(?=\s|$)|[。！？\n]")


def _sentences(text: str) -> Iterator[tuple[int, int]]:
    at = 0
    for end in _SENTENCE_END.finditer(text):
        yield at, end.end()
        at = end.end()
    if at < len(text):
        yield at, len(text)


def _title_in_value(sentence: str, titles: list[str]) -> bool:
    """A value built on the title ("Gryffindor2024!", "Matrix1999"): a password someone made, not one quoted."""
    words = [w.lower() for title in titles for w in title.split() if len(w) >= 4]
    for token in re.findall(r"\S*\d\S*|\S+[!@#$%&*]\S*", sentence):
        if any(w in token.lower() for w in words):
            return True
    return False


def _fiction(sentence: str) -> bool:
    """A sentence that places its value in a film, a series, a game or a joke (and makes it nobody's own)."""
    titles = [m.group(0) for m in _TITLE.finditer(sentence) if not _AS_VALUE.search(sentence, 0, m.start())]
    placed = bool(titles) or any(w in sentence for w in _SHORT_CJK) or any(
        not _NOT_JOKE.search(sentence, max(0, m.start() - 14), m.start()) and not _FRISIAN_MEM.search(sentence, 0, m.end())
        for m in _FICTION_BARE.finditer(sentence))
    jokes = len(_JOKE_VALUE.findall(sentence))
    if jokes >= 2 or jokes and placed and not titles:
        return True
    if not placed and _FAMOUS.search(sentence) and _FAMOUS_WORD.search(sentence):
        placed = True
    if not placed:
        nouns = list(_FICTION_WORD.finditer(sentence))
        placed = bool(nouns) and (_FAMOUS.search(sentence) is not None
                                  or any(_FRAME_BEFORE.search(sentence, max(0, m.start() - 40), m.start()) for m in nouns))
    owned = _OWN.search(_DISOWN.sub(" ", sentence)) if _DISOWN.search(sentence) else _OWN.search(sentence)
    return placed and not (owned or _UNLIKE.search(sentence) or _title_in_value(sentence, titles))


def fiction_spans(text: str) -> Iterator[tuple[int, int]]:
    """Each sentence that quotes a password or code from fiction (see the module's docstring): blanked whole."""
    lowered = lower1(text)
    if not (may_match(_FICTION_WORD, lowered) or may_match(_FICTION_BARE, lowered) or may_match(_TITLE, lowered)
            or may_match(_FAMOUS, lowered) or may_match(_JOKE_VALUE, lowered) or any(w in text for w in _SHORT_CJK)):
        return
    for start, end in _sentences(text):
        if _fiction(text[start:end]):
            yield start, end


# The name of a wireless network: SSID, network name, Netzwerkname, nom du réseau, 网络名 … (a Wi-Fi word may lead it).
_SSID_NAME = _re(
    r"(?i)(?:\b(?:wi-?fi|wlan|wireless)[\s\-]*)?(?:\bSSID\b|\bnetwork\s+name\b|\bname\s+of\s+the\s+(?:wi-?fi|network)\b"
    r"|\b(?:wi-?fi|wlan)[\s\-]?name\b|netzwerkname\w*|netzname|name\s+des\s+(?:wlans?|netzwerks)|\bnom\s+du\s+(?:réseau|wi-?fi)"
    r"(?:\s+(?:wi-?fi|sans\s+fil))?|nombre\s+de\s+(?:la\s+)?red(?:\s+wi-?fi)?|nombre\s+del\s+wi-?fi|nome\s+da\s+rede"
    r"(?:\s+wi-?fi)?|nome\s+(?:della\s+)?rete(?:\s+wi-?fi)?|nome\s+del\s+wi-?fi|netwerknaam|naam\s+van\s+het\s+(?:netwerk|wifi)"
    r"|nätverksnamn\w*|nätverkets\s+namn|netværksnavn\w*|nettverksnavn\w*|verkon\s+nimi|nazwa\s+sieci|název\s+sítě"
    r"|názov\s+siete|hálózat\s+neve|hálózatnév|numele\s+rețelei|ağ\s+adı|tên\s+(?:mạng|wi-?fi)|nama\s+(?:jaringan|wi-?fi)"
    r"|nama\s+rangkaian|\b(?:wi-?fi|network|net)\s+(?:ka|ki|da|er|cha|chi)\s+naa?m\b|\bjina\s+la\s+(?:wi-?fi|mtandao)\b"
    r"|\bpangalan\s+ng\s+(?:wi-?fi|network)\b|(?:वाई-?फ़ाई|वाईफाई|wifi)\s+का\s+नाम|وائی\s?فائی\s+کا\s+نام|(?:wi-?fi|wlan|netzwerk|network|réseau|red|rete|rede|netwerk|nätverk\w*)\s+(?:heißt|is\s+called"
    r"|s'appelle|se\s+llama|si\s+chiama|chama-se|heet|heter|hedder|nazywa\s+się))(?:\s*\((?:SSID|name)\))?"
    r"|(?:имя|название|назва|ім'я|име)\s+(?:на\s+)?(?:сети|мережі|мрежата|wi-?fi|вай-?фая?)|όνομα\s+(?:του\s+)?δικτύου"
    r"|اسم\s+(?:ال)?شبكة|שם\s+(?:ה)?רשת|نام\s+شبکه|नेटवर्क\s+(?:का\s+)?नाम|ชื่อ\s?(?:เครือข่าย|ไวไฟ|wi-?fi)|(?:无线)?网络名称?"
    r"|(?:無線)?網路名稱|wifi\s?名称?|WiFi\s?名|ネットワーク名|SSID名|네트워크\s?이름|와이파이\s?이름"
    r"|wi-?fi\s?の?名(?:前|字|稱|称)?|ネットワークの名前|网络的?名字|網路的?名字|와이파이\s?(?:의\s?)?이름")
_NAME_VALUE = re.compile(r"\s*(?:\((?:SSID|name)\))?(?:\s+[^\s:：=\d]{1,14}?){0,3}?\s*(?:[:：=]|\bis\b|\bist\b|\best\b"
                         r"|\bes\b|\bé\b|\bè\b|\bjest\b|\bär\b|\ber\b|\bon\b|\blà\b|\badalah\b|\bialah\b|คือ|→|-|は|是|叫做?|为|為|는|은)?\s*(?:[\"'“„«「](?P<q>[^\"'”“»」\n]{1,32})"
                         r"[\"'”“»」]|(?P<v>(?=[^\s,;()/—–、，。：；]*[A-Z0-9_\-])[^\s,;()/—–、，。：；]{2,32}"
                         r"(?: (?:[A-Z]{1,3}|\d{3,4}|\d(?:\.\d)?\s?G(?:Hz)?)(?![^\s,;()/—–])){0,2}))")
# A value left once the name is gone: digits, letters mixed with digits or symbols, a quoted or introduced word.
_OTHER_VALUE = re.compile(r"\d{2}|[^\W\d_][!@#$%^&*+=|/?_]|[!@#$%^&*+=|?_][^\W\d_]|[\"'“„«「][^\"'”»」\n]{2,40}[\"'”»」]"
                          r"|[:：=]\s*[^\s—–(]{2,}")
_PASSWORD_ON = _re(r"(?i)pass|pwd|\bpin\b|キー|키|钥|鑰|暗号|kennw|schlüssel|key|clave|clé|chiave|code|código|codice|senha|mot\s+de\s+passe|wachtw"
                   r"|lösen|adgang|salasan|hasł|heslo|jelsz|parol|şifre|sandi|mật\s+khẩu|пароль|ключ|κωδικ|كلمة|رمز|סיסמ"
                   r"|رمز|पासवर्ड|รหัส|密码|密碼|パスワード|비밀번호|비번")


def ssid_spans(text: str) -> Iterator[tuple[int, int]]:
    """A network's name after its label, label included, when nothing else in the text could be its password."""
    lowered = lower1(text)
    if not may_match(_SSID_NAME, lowered):
        return
    for label in _SSID_NAME.finditer(text):
        value = _NAME_VALUE.match(text, label.end())
        if value is None or _PASSWORD_ON.search(value.group(0)):
            continue
        rest = text[:label.start()] + " " + text[value.end():]
        if _OTHER_VALUE.search(rest) is None:
            yield label.start(), value.end()


# A Sentry DSN with its public key only (https://<key>@o1.ingest.sentry.io/2): its key is meant to ship in clients.
_CLIENT_SIDE = _re(r"(?i)public|publishable|öffentlich\w*|publique|pública|público|pubblic[ao]|openbare?|offentlig\w*"
                   r"|julkinen|publiczn\w*|veřejn\w*|nyilvános\w*|публичн\w*|公开|公開|공개|front-?end|client-?side|browser"
                   r"|côté\s+client|im\s+Frontend|safe\s+to\s+(?:expose|commit|share)|nur\s+(?:der\s+)?Public")
_SENTRY_DSN = re.compile(r"https?://[0-9a-f]{12,32}@[\w.\-]*sentry[\w.\-]*/\d+(?![\w:@])")


def sentry_spans(text: str) -> Iterator[tuple[int, int]]:
    """A key-only Sentry DSN in a text that calls it public or a client's (with a `key:secret@` it is not matched)."""
    if "sentry" in text.lower() and _CLIENT_SIDE.search(text):
        yield from (m.span() for m in _SENTRY_DSN.finditer(text))


# Business activity codes (APE/NAF, NACE, WZ, ATECO, CNAE, SBI, SNI, PKD, ОКВЭД …): public classifications.
_ACTIVITY_NAME = _re(
    r"(?i)\b(?:code\s+(?:APE|NAF)|(?-i:APE|NAF|NACE|ATECO|CNAE|SBI|SNI|PKD|TEÁOR|CAEN|NAICS|SIC|ANZSIC|KAD|TOL|KBLI|ISIC"
    r"|CIIU|SCIAN|CAE|NOGA|ÖNACE|PSIC|MSIC|TSIC|VSIC|KSIC|JSIC|OKED|EMTAK|EVRK|NKD|SKD|NAF-APE)"
    r"(?:[\s\-]?(?:code|kod|kód|kodu|Rev\.?\s?\d(?:\.\d)?|2008|2007|2025))?|WZ(?:[\s\-]?(?:code|2008|Schlüssel))|NACE[\s\-]kodu|(?-i:NIC)[\s\-]code"
    r"|Wirtschaftszweig\w*|(?:business\s+)?activity\s+code|industry\s+(?:classification\s+)?code|code\s+d'activité"
    r"|código\s+de\s+(?:actividad|atividade)(?:\s+económica)?|codice\s+attività|branschkod|branchecode|bransjekode"
    r"|näringsgrenskod|toimialakoodi|kod\s+PKD|kod\s+działalności|kód\s+činnosti|šifra\s+d[je]{1,2}latnosti"
    r"|faaliyet\s+kodu|mã\s+ngành(?:\s+kinh\s+tế)?|SBI-code)\b(?:\s?\(?(?:Rev\.?\s?\d(?:\.\d)?|20\d{2})\)?)?"
    r"|ОКВЭД\w*|ОКЭД|КВЕД|КИД|ΚΑΔ|код\w*\s+(?:вида\s+)?деятельности|行业代码|業種コード|업종\s?코드|סמל\s+ענף|رمز\s+النشاط")
# The value, after the name or a few words of the firm's ("al firmei", "of my company is", "der GmbH").
_ACTIVITY_VALUE = re.compile(r"[^\w\n]{0,6}(?:(?:[^\W\d_]{1,15}['’]?\s+){0,3}[^\W\d_]{1,15}(?:-[^\W\d_]{1,15})?[^\w\n]{1,4})?"
                             r"(?P<v>[A-Z]?\d{2}(?:[.,]?\d{1,2}){0,2}(?:\.?[A-Z])?)(?![\w.])")

# Between the name and the value, what makes it no firm's code: a PIN word ("SBI YONO MPIN 908070"), an app's or a
# bank's name in capitals (not a legal form or a country's: "NAICS code for our LLC is 541511").
_NOT_FIRM = _re(r"(?i:pin|pass|pwd|otp|parol|senha|clave|contrase|secret|token|\bkey|door|lock|safe|gate|alarm|пароль|пин"
                r"|şifre|sandi|mật\s+khẩu|密|暗証|비밀|암호|รหัส)"
                # capitals that name no app or bank: a company's legal form, a country ("for our LLC", "der US-Firma")
                r"|(?<![\w])(?!(?:LLC|LLP|LTD|INC|PLC|GmbH|AG|SA|SAS|SARL|SRL|SPA|BV|NV|AB|AS|OY|PT|CV|KG|UG|PLLC|CORP|CO"
                r"|US|USA|UK|EU|UAE|NZ|AU|IN|CA)(?![\w]))[A-Z]{2,}(?![\w])")


def activity_spans(text: str) -> Iterator[tuple[int, int]]:
    lowered = lower1(text)
    if not may_match(_ACTIVITY_NAME, lowered):
        return
    for name in _ACTIVITY_NAME.finditer(text):
        value = _ACTIVITY_VALUE.match(text, name.end())
        if value is not None and not _NOT_FIRM.search(text, name.end(), value.start("v")):
            yield name.start(), value.end("v")


# A transaction's or a block's hash, named as such in ~25 languages: public on the chain (a private key is no hash).
_TX_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:tx\s?(?:id|hash)|txid|transaction\s+(?:hash|id)|block\s+hash|Transaktions-?(?:hash|ID)"
    r"|hash\s+(?:de\s+(?:la\s+)?|da\s+|della\s+)?(?:transacci[óo]n|transação|transaction|transazione|transakcji|transaksi|bloque|bloco)"
    r"|transactiehash|işlem\s+(?:hash\w*|karma\w*)|mã\s+(?:hash\s+)?giao\s+dịch)(?![^\W\d_])"
    r"|х[эе]ш\w*\s+(?:транзакци\w*|блока)|транзакци\w*\s+х[эе]ш\w*|хеш\s+транзакції|交易哈希|交易hash|交易ID|区块哈希|交易雜湊"
    r"|トランザクションハッシュ|トランザクションID|트랜잭션\s?해시|거래\s?해시|(?:هاش|تجزئة)\s+(?:ال)?معاملة|هش\s+تراکنش|האש\s+של\s+העסקה")
_TX_VALUE = re.compile(r"(?<![0-9A-Za-z])(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Za-z])")
_KEY_WORD = _re(r"(?i)priv|secret|key|schlüssel|clave|clé|chiave|chave|klucz|anahtar|ключ|密钥|私钥|秘密鍵|개인\s?키|مفتاح|کلید|מפתח")


def tx_hash_spans(text: str) -> Iterator[tuple[int, int]]:
    """A 64-hex value within 40 characters after a transaction's or block's hash name, no key word between."""
    if not may_match(_TX_NAME, lower1(text)):
        return
    for name in _TX_NAME.finditer(text):
        value = _TX_VALUE.search(text, name.end(), min(len(text), name.end() + 110))
        if value is not None and value.start() - name.end() <= 40 and not _KEY_WORD.search(text, name.end(), value.start()):
            yield value.span()


def more_spans(text: str) -> Iterator[tuple[int, int]]:
    """Every span this module makes public."""
    yield from tx_hash_spans(text)
    yield from fiction_spans(text)
    yield from ssid_spans(text)
    yield from sentry_spans(text)
    yield from activity_spans(text)
    yield from trade_code_spans(text)   # HSN/SAC, industry codes in the scripts or a few words on (secret_public_trade_codes)
    keyed = list(keypad_runs(text)) if any(c.isdigit() for c in text) else []
    yield from (span for span in date_spans(text)   # years as dates, amounts, measures, place numbers
                if not any(a <= span[0] < b for a, b in keyed))   # "star 4 4 1 9 pound": the pound key, no price
    yield from ticket_spans(text)   # queue tickets, transit card numbers, all-zero sample ids
    yield from value_word_spans(text)   # a password manager's name, a strength rating, a key chord, a ticket
    yield from mixed_public_spans(text)   # a quiz game's PIN, a universal remote's device code, a course code
    yield from router_model_spans(text)   # "Router key: NTGR-WNDR-3700": a model number (secret_public_routers)
    yield from promo_postal_spans(text)   # promo codes, postcodes, India's postal PIN code (secret_public_promo)
    yield from printed_spans(text)   # postcodes, entity tax ids, tariff codes, waybills, quiz PINs (secret_public_printed)
