"""A password handed to a whole group for a game, a hunt or a club's app opens nobody's account: blanked by the mask.

The word of a church bingo ("a senha do bingo da igreja é 'abençoado'"), of a scavenger hunt ("Kennwort für die
Schnitzeljagd: Feuerdrache"), of a scouts' field game ("hasło na grę terenową harcerzy: 'zielony jeż'"), of a quiz
night or an Easter egg hunt is told to every player, and so is a party's watchword beside a group of children (not
a bare "party" or "birthday": "la parola d'ordine della festa a tema è 'pirati', va detta all'ingresso ai bambini"),
where the door it is said at opens nothing when the sentence says it is said ("every kid says it at the door"),
and a team's or a club's code for its league app ("U10 team code for the league app is HAWKS10") is one every
parent is sent. Read in about thirty-five languages: a group game's or
event's word (or a plain game word beside children, a party or a class), a password or code word, then the value
(quoted, or after ':', '=' or 'is'); a club's app needs a code word, never a password word (a parent's own login to
it is theirs). Not read: a sentence with the writer's own word ("my", "mein", "мой"), a way in or a credential beside
the game (an account, a login, a portal, a bank, a card, a PIN, a phone, a door: `opens_something` with the password
word itself set aside), a game platform's account (Steam, Xbox, PlayStation, Roblox …), or a hush ("don't tell the
kids", "nicht verraten", "никому"). Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_lexicon import STRONG
from .secret_public_group import CODE_NAME, OWN, PIN_NAME, kept_from_others, opens_something
from .secret_public_parts import NOBODY
from .secret_public_words import lower1, may_match, sentences

_L, _R = r"(?<![^\W\d_])", r"(?![^\W\d_])"
# A game or an event played by a whole group: bingo, a treasure or scavenger hunt, a scouts' field game, a quiz night.
_EVENT = _re(
    r"(?i)" + _L + r"(?:bingo\w*|loto|lotería|tombola|tómbola|scavenger\s+hunt|treasure\s+hunt|egg\s+hunt|paper\s+chase"
    r"|quiz\s+night|pub\s+quiz|trivia\s+night|escape\s+(?:game|room)|murder\s+mystery|larp|scouts?|cub\s+scouts"
    r"|brownies|girl\s+guides|youth\s+group|sunday\s+school|vbs|schnitzeljagd\w*|schatzsuche\w*|ostereiersuche|geländespiel"
    r"|pfadfinder\w*|jungschar|chasse\s+au\s+trésor|chasse\s+aux\s+œufs|jeu\s+de\s+piste|rallye|scouts?|louveteaux"
    r"|búsqueda\s+del\s+tesoro|caza\s+del\s+tesoro|yincana|gymkhana|gincana|caça\s+ao\s+tesouro|caça\s+aos\s+ovos"
    r"|brincadeira|escoteir\w*|caccia\s+al\s+tesoro|scout|speurtocht\w*|schattenjacht|vossenjacht\w*|padvinder\w*"
    r"|skattjakt\w*|tipspromenad|scouter|skattejagt|spejder\w*|speider\w*|aarreja\w*|partiolai\w*|podchody|harcerz\w*"
    r"|harcersk\w*|gr[aęy]\s+terenow\w*|podchod\w*|zuchy|bojovka|skaut\w*|hledání\s+pokladu|kincskeres\w*|cserkész\w*"
    r"|vânătoare\s+de\s+comori|cercetaș\w*|hazine\s+av\w*|izci\w*|perburuan\s+harta|berburu\s+harta|pramuka|perkemahan"
    r"|truy\s+tìm\s+kho\s+báu|hướng\s+đạo|trại\s+hè|sinh\s+hoạt\s+lớp|kutafuta\s+hazina|skauti|scouting)" + _R
    + r"|(?:ال|ل)بحث\s+عن\s+(?:ال)?كنز|квест\w*|пошук\w*\s+скарб\w*|поиск\w*\s+сокровищ|охот\w+\s+за\s+сокровищ\w*|скаут\w*|пластун\w*|бинго|лото"
    r"|κυνήγι\s+θησαυρού|πρόσκοπ\w*|البحث\s+عن\s+الكنز|الكشافة|كشاف\w*|بينغو|گنج\s*یابی|پیشاهنگ\w*|خزانے\s+کی\s+تلاش"
    r"|חיפוש\s+(?:ה)?מטמון|צופים|בינגו|ख़ज़ाने\s+की\s+खोज|खजाने\s+की\s+खोज|स्काउट|बिंगो|গুপ্তধন|ধাঁধা"
    r"|寻宝|尋寶|童军|童軍|宾果|賓果|宝探し|スカウト|ビンゴ|謎解き|보물\s?찾기|스카우트|빙고|ล่าสมบัติ|ลูกเสือ|บิงโก")
# A plain game word: counts beside a group of children, a party, a class or a camp.
_GAME = _re(
    r"(?i)" + _L + r"(?:game|games|[^\W\d_]{0,12}spiel\w*|jeu|jeux|juego|jogo|gioco|spel|spil|leikki\w*|gra|grę|gry|grze|hra|hru"
    r"|játék\w*|joc|oyun\w*|permainan|trò\s+chơi|mchezo|laro)" + _R + r"|игр\w*|гр[аиуі]\w*|παιχνίδι|لعب\w*|بازی|משחק"
    r"|खेल|গেম|游戏|遊戲|ゲーム|게임|เกม")
_GROUP = _re(
    r"(?i)" + _L + r"(?:kids?|children|child's|kinder\w*|enfants|niños|niñas|crianças|criançada|bambini|kinderen|barn\w*"
    r"|lapsi\w*|dzieci\w*|děti|gyerek\w*|copii|çocuk\w*|anak-anak|bocah|trẻ\s+em|các\s+bé|watoto|party|birthday\w*"
    r"|geburtstag\w*|anniversaire|cumpleaños|aniversário|compleanno|verjaardag|urodzin\w*|doğum\s+günü|ulang\s+tahun"
    r"|class|klasse|classe|clase|turma|klas|klasa|třída|sınıf|kelas|lớp|camp|lager|zeltlager|colonie|campamento"
    r"|acampamento|kamp|obóz|tábor|church|kirche|église|iglesia|igreja|chiesa|kerk|kościół\w*|parafi\w*|gereja"
    r"|nhà\s+thờ|kanisa)" + _R + r"|дет\w*|ребят\w*|праздник\w*|класс\w*|лагер\w*|церк\w*|παιδιά|الأطفال|أطفال|بچه\w*"
    r"|ילדים|बच्चों|বাচ্চা|孩子|小朋友|子ども|子供|아이들|어린이|เด็ก")
# A party (a theme or costume party, a kids' party): counts beside a group of children or guests other than itself.
_PARTY = _re(
    r"(?i)(?<![^\W\d_])[^\W\d_]{0,12}(?:party|partys|feest|feestje|fest|feste|feier|kalas|kalaset|juhla|juhlat)(?![^\W\d_])|" + _L + r"(?:parties|festa|feste|fête|fiesta|impreza|imprezy|imprezie|imprezę|oslava"
    r"|oslavě|buli|parti\w*|pesta|tiệc|sherehe|petrecer\w*|mottoparty|kostümparty|faschingsfeier|karneval\w*|carnaval|carnevale"
    r"|halloween\w*|fasching)" + _R + r"|вечеринк\w*|праздник\w*|свят\w*|γιορτ\w*|πάρτι|حفلة|حفل|جشن|مهمانی|מסיבה|पार्टी|পার্টি"
    r"|派对|派對|パーティー|파티|ปาร์ตี้|งานเลี้ยง")


# A club's or a team's app whose join code every member is sent.
_CLUB_APP = _re(
    r"(?i)" + _L + r"(?:(?:league|club|team|squad|parents?)\s+app|teamsnap|spond|heja|gamechanger|sportsengine|teamapp"
    r"|team\s+app|band\s+app|vereins-?app|mannschafts-?app|app\s+(?:du\s+club|de\s+l['’]équipe|del\s+(?:club|equipo)"
    r"|do\s+(?:clube|time)|della\s+squadra|van\s+de\s+(?:club|vereniging))|klubbapp\w*|aplikacj\w+\s+klubu)" + _R)
# A platform's account or a login: the password is someone's, game or not.
_ACCOUNT = _re(
    r"(?i)" + _L + r"(?:steam|xbox|playstation|psn|nintendo|epic\s+games|battle\.net|riot|roblox|minecraft|fortnite"
    r"|origin|ubisoft|twitch|discord|portal|login|log-?in|sign-?in|user\s?name|username|account\w*|kont(?:o|a|cie|em)"
    r"|compte|cuenta|conta|akun|profil\w*|e-?mail|gmail|moj(?:ego|ej|im|ą|a|e)|mého|mém|mojí|benim|saya|ku)" + _R
    + r"|аккаунт\w*|учётн\w*|учетн\w*|логин\w*|мо(?:его|ей|ём|ем|им)|мого|моєї|حساب\w*|חשבון|खाता|账号|帳號|アカウント|계정")
# A hush: the players must not learn it ("don't tell the kids", "nicht den Kindern verraten", "никому не говори").
_HUSH = _re(
    r"(?i)" + _L + r"(?:don['’]?t\s+tell|do\s+not\s+tell|not\s+to\s+tell|never\s+tell|keep\s+it\s+from"
    r"|nicht\s+(?:[^\W\d_]{1,20}\s+){0,3}verraten|verrat\w*\s+(?:es\s+)?nicht|ne\s+(?:le\s+|la\s+)?(?:dis|dites)\s+pas"
    r"|no\s+(?:se\s+)?(?:lo\s+|la\s+)?(?:digas|cuentes|digan)|não\s+(?:\w{1,20}\s+){0,2}(?:cont\w*|fal\w*|diga\w*)"
    r"|non\s+(?:dirlo|ditelo|dite)|niet\s+(?:\w{1,20}\s+){0,2}(?:verklappen|vertellen)|nie\s+(?:mów\w*|zdradzaj\w*|wygadaj\w*)"
    r"|berätta\s+inte|älä\s+kerro|söyleme\w*|jangan\s+(?:kasih\s+tahu|bilang|kasih\s+tau|beritahu)|đừng\s+nói"
    r"|usiwaambie)" + _R + r"|не\s+(?:\w{1,20}\s+){0,2}(?:говори\w*|рассказыва\w*|выда\w*)|لا\s+تخبر\w*|لا\s+تقول\w*"
    r"|אל\s+תגל\w*|אל\s+תגיד\w*|मत\s+बता\w*|别告诉|別告訴|内緒|말하지\s?마")


def held_back(text: str, low: int, high: int) -> bool:
    """Whether `text[low:high]` names a game platform's account, a login, the writer's own, or a hush from the players."""
    return bool(_ACCOUNT.search(text, low, high) or _HUSH.search(text, low, high) or OWN.search(text, low, high))


# Password words STRONG lacks: watchwords and the scripts' password words ("Losung", "合言葉", "كلمة السر").
_PASSWORD = _re(
    r"(?i)" + _L + r"(?:losung|parole|watchword|code\s?word|mot\s+d['’]ordre|santo\s+y\s+seña|contraseña"
    r"|parola\s+d['’]ordine|wachtwoord|jelszó|sana|sandi|kata\s+sandi|kata\s+laluan|mật\s+khẩu|nenosiri)" + _R
    + r"|(?:ال)?كلمة\s+(?:ال)?(?:سر|مرور)|رمز\s+(?:ال)?عبور|گذرواژه|סיסמ\w*|पासवर्ड|পাসওয়ার্ড|合言葉|暗号|口令|暗語|암호"
    r"|รหัสผ่าน|пароль\w*|κωδικ\w*")


# The value: a quoted word or phrase, else one word after ':', '=', a dash or a copula.
_QUOTED = re.compile(r"[^\n.;!?。]{0,40}?['\"‘’“”„«»「『]\s?(?P<v>[^\s'\"‘’“”„«»」』\n][^'\"‘’“”„«»」』\n]{0,38}?)\s?['\"‘’“”„«»」』]")
_SAID = _re(
    r"[^\n.;!?。]{0,40}?(?:[:：=]|\s[—–-]|(?i:" + _L + r"(?:is|es|est|ist|é|è|jest|je|är|er|on|ni|adalah|là|היא|הוא"
    r"|هي|هو)" + _R + r")|是|为|為|は|는|은)\s*(?P<v>[^\s'\"‘’“”„«»,;:()]{3,30})")


def _credential_beside(text: str, low: int, high: int) -> bool:
    """Whether `text[low:high]` names an account, a hush or a way in beyond the password word itself."""
    if held_back(text, low, high) or PIN_NAME.search(text, low, high):
        return True
    if kept_from_others(text, low, high) or NOBODY.search(text, low, high):
        return True
    set_aside = _PASSWORD.sub(lambda m: " " * len(m.group(0)), STRONG.sub(lambda m: " " * len(m.group(0)), text[low:high]))
    if _SAY.search(set_aside):   # "every kid says it at the door": where it is said, not what it opens
        set_aside = _ARRIVAL.sub(lambda m: " " * len(m.group(0)), set_aside)
    return opens_something(set_aside, 0, len(set_aside))


# The group words that only name a party or a birthday: beside a party word they add no group of children.
_PARTY_ONLY = _re(r"(?i)party|birthday\w*|geburtstag\w*|anniversaire|cumpleaños|aniversário|compleanno|verjaardag"
                  r"|urodzin\w*|doğum\s+günü|ulang\s+tahun|праздник\w*")
# Where a watchword is said on arrival ("every kid says it at the door", "am Eingang"): the door opens nothing here.
_ARRIVAL = _re(
    r"(?i)" + _L + r"(?:(?:at|by)\s+the\s+(?:door|entrance|gate)|on\s+arrival|am\s+(?:eingang|einlass)|an\s+der\s+tür"
    r"|vid\s+(?:dörren|ingången|entrén)|bij\s+(?:de\s+deur|de\s+ingang|binnenkomst)|à\s+l['’]entrée|à\s+la\s+porte"
    r"|en\s+(?:arrivant|la\s+entrada|la\s+puerta)|al\s+entrar|na\s+(?:entrada|porta)|all['’]ingresso|alla\s+porta"
    r"|przy\s+(?:wejściu|drzwiach)|na\s+wejściu|girişte|kapıda|saat\s+masuk|khi\s+vào)" + _R
    + r"|на\s+входе|у\s+(?:входа|двери)|στην\s+είσοδο|בכניסה|दरवाज़े\s+पर|दरवाजे\s+पर|入口で|进门|進門|门口|門口|입구에서")
# A verb of saying: the watchword is said aloud by everyone arriving.
_SAY = _re(
    r"(?i)" + _L + r"(?:say|says|said|saying|tell|sagt|sagen|zegt|zeggen|säger|siger|sier|dice|dicen|decir|dit|disent|dire"
    r"|diz|dizem|fala|falam|detta|dirla|mówi\w*|söyl\w*|diucapkan|nói|kusema)" + _R
    + r"|говор\w*|скаж\w*|λέ(?:νε|ει)|אומר\w*|बोल\w*|说|說|言う|言って|말해|พูด")


def _party_with_group(text: str, low: int, high: int) -> bool:
    """A party word and a group of children, a class or a camp that is not itself a party word in `text[low:high]`."""
    return bool(_PARTY.search(text, low, high)) and any(not _PARTY_ONLY.fullmatch(m.group(0))
                                                        for m in _GROUP.finditer(text, low, high))


def _value_span(text: str, at: int, high: int) -> tuple[int, int] | None:
    """The quoted phrase or the word given after the password or code word ending at `at`."""
    value = _QUOTED.match(text, at, high) or _SAID.match(text, at, high)
    return None if value is None else value.span("v")


def _names(text: str, low: int, high: int, codes_only: bool) -> Iterator[re.Match[str]]:
    """Password and code words in `text[low:high]`, in order (code words only for a club's app)."""
    found = [*CODE_NAME.finditer(text, low, high)]
    if not codes_only:
        found += [*STRONG.finditer(text, low, high), *_PASSWORD.finditer(text, low, high)]
    return iter(sorted(found, key=lambda m: (m.start(), -m.end())))   # "parola d'ordine" before its "parol"


def game_password_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of passwords and codes handed to a whole group for a game, an event or a club's app (module docstring)."""
    lowered = lower1(text)
    if not (may_match(_EVENT, lowered) or may_match(_GAME, lowered) or may_match(_CLUB_APP, lowered)
            or may_match(_PARTY, lowered)):
        return
    for low, high in sentences(text):
        event = _EVENT.search(text, low, high) or (_GAME.search(text, low, high) and _GROUP.search(text, low, high)) \
            or _party_with_group(text, low, high)
        app = _CLUB_APP.search(text, low, high)
        if not (event or app) or _credential_beside(text, low, high):
            continue
        for name in _names(text, low, high, codes_only=not event):
            span = _value_span(text, name.end(), high)
            if span is not None:   # the value and the rest of its sentence ("Feuerdrache (für Kinder!)")
                yield span[0], high
                break
