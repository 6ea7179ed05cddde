"""Codes meant for a whole group look like PINs and open nothing of anyone's: blanked by `secret_public.mask`.

A game's room, lobby or party code, a quiz's PIN, an event's or a meeting's code sent to everyone ("kode room Mobile
Legends 48271 ajak semua", "code bi ngir dugg ci lëf bi: 7302, yónnee ko ñépp", "código de la sala: 5521, para
todos", "код мероприятия 4821 для всех", "みんなに", "모두에게"), and a room's label ("code de la salle: B204, bâtiment
Lavoisier", "Raum 3.014", "aula A-112") are read in about forty languages: a code word, then within its sentence a
code-shaped value and (for a code) an audience of many. Not read: a sentence naming a way in or a credential (a
door's, gate's, alarm's, safe's, locker's, Wi-Fi's, phone's, card's, bank's, account's or login's code, an OTP), a
code kept from others ("don't share", "only for me", "jangan", "bul ko yónnee"), a PIN word without a game, quiz or
event beside it, and a room's value made only of digits (a room's door code is written so). `kept_from_others` is
read by the quiz readers (`secret_public_printed`, `secret_public_mixed`, `secret_public_household`) too, and
`opens_something` by `secret_public_shared`. Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_concept_patterns import words as _words
from .secret_handed_codes import PRIVATE
from .secret_lock_words import COMBINATIONS, COMPOUND, GEAR, LOCKS, SAFES, THINGS
from .secret_public_words import lower1, may_match, sentences

_W = r"[^\W\d_]*"
# What a lock code opens (locks, safes, combinations, gear, "Türcode"), and the things a code opens (doors, gates …).
_LOCKED = re.compile("(?i)" + _words("|".join((LOCKS, SAFES, COMBINATIONS, GEAR, COMPOUND)).replace("@", _W)))
_THINGS = re.compile("(?i)" + _words(THINGS.replace("@", _W)))
# A building or its wing names where a room is, not a way in ("bâtiment Lavoisier", "Gebäude B", "корпус Б").
_BUILDING = _re(
    r"(?i)building|gebäude|bâtiment|edificio|edifício|palazzo|gebouw|byggnad\w*|bygning\w*|rakennu\w*|budyn\w*|budov\w*"
    r"|épület\w*|clădir\w*|здани\w*|будин\w*|κτίρι\w*|مبنى|המבנה|בניין|ساختمان|इमारत|ভবন|อาคาร|tòa\s+nhà|gedung|jengo"
    r"|大楼|大樓|建物|건물|bina\w*|residence|résidence|immeuble")
# Credentials, money and devices: a code in a sentence naming one of them is someone's, whoever it goes to.
_CREDENTIAL = _re(
    r"(?i)(?<![^\W\d_])(?:wi-?fi|wlan|wireless|password\w*|passwort\w*|passcode|passwd|pwd|senha|contrase\w*|clave"
    r"|mot\s+de\s+passe|mdp|kennwort|wachtwoord|lösenord\w*|passord\w*|salasan\w*|hasł\w*|heslo|jelsz\w*|parol\w*"
    r"|şifre\w*|sandi|kata\s+laluan|mật\s+khẩu|nenosiri|login|log-?in|sign-?in|account|konto|compte|cuenta|conta|akun"
    r"|card|karte\w*|carte|carta|tarjeta|kartu|cart[ãa]o|karta|kart\w*|atm|bank\w*|banco|banque|wallet|m-?pesa|momo|upi"
    r"|paypal|venmo|transaction\w*|transaksi|transacci[óo]n|pagamento|pago|payment|zahlung|puk|otp|tac|sms|verif\w*"
    r"|confirm\w*|bestätigung\w*|doğrulama|xác\s+(?:nhận|thực)|verifikasi|phone|telefon\w*|téléphone|teléfono|handy"
    r"|celular|hp|unlock\w*|entsperr\w*|parental|kindersicherung|netflix|disney|spotify|apple\s+id|icloud|gmail|e-?mail"
    r"|secret\w*|geheim\w*|rahasia|siri|private|privat\w*|privad[oa]|personal|personnel|persönlich)(?![^\W\d_])"
    r"|пароль|парол\w*|карт\w*|банк\w*|телефон\w*|смс|подтвержд\w*|кошел[её]к\w*|بطاق\w*|بنك|هاتف|كلمة\s+(?:ال)?سر"
    r"|رمز\s+(?:ال)?(?:تحقق|تأكيد)|کارت|بانک|رمز\s+عبور|گذرواژه|پاس\s?ورڈ|סיסמ\w*|כרטיס|בנק|पासवर्ड|कार्ड|बैंक|ओटीपी"
    r"|পাসওয়ার্ড|密码|密碼|口令|银行|銀行|卡号|验证码|驗證碼|パスワード|暗証|銀行|カード|認証|비밀번호|비번|암호|카드|은행|인증"
    r"|รหัสผ่าน|บัตร|ธนาคาร")


# Premises whose code lets one in: an office, a home, a flat, a hotel ("office code 4821 for the whole team").
_PREMISES = _re(
    r"(?i)(?<![^\W\d_])(?:office|bureau|büro|oficina|escrit[óo]rio|ufficio|kantoor|kontor\w*|toimisto\w*|biuro|kancelář"
    r"|iroda|birou|ofis\w*|kantor|ofisi|văn\s+phòng|home|house|casa|rumah|maison|haus|huis|hus|talo\w*|dom|nhà|nyumba"
    r"|apartment|flat|wohnung|appartement|apartamento|piso|appartamento|lägenhet\w*|asunto\w*|mieszkani\w*|daire\w*"
    r"|hotel\w*|hostel|airbnb|villa|studio|gym|storage)(?![^\W\d_])|офис\w*|дом\w*|квартир\w*|مكتب|دفتر|بيت|منزل|شقة"
    r"|خانه|گھر|משרד|בית|דירה|ऑफिस|दफ्तर|घर|办公室|辦公室|オフィス|사무실|家|집|บ้าน|ห้องพัก|酒店|ホテル|호텔")


def opens_something(text: str, low: int, high: int, rooms: bool = False) -> bool:
    """Whether `text[low:high]` names a way in (a lock, a door, a safe, gear, premises) or a credential, money or a
    device; with `rooms`, a building or premises named where a room is does not count."""
    if _LOCKED.search(text, low, high) or _CREDENTIAL.search(text, low, high):
        return True
    if not rooms and _PREMISES.search(text, low, high):
        return True
    return any(not (rooms and _BUILDING.fullmatch(m.group(0))) for m in _THINGS.finditer(text, low, high))


# A negation just before the audience: "don't send it to everyone", "jangan kirim ke semua", "bul ko yónnee ñépp".
NOT_TO = _re(
    r"(?i)(?<![^\W\d_])(?:don['’]?t|do\s+not|never|not|no|não|nao|nunca|jamais|ne|nicht|niemals|nie|non|niet|inte|ikke"
    r"|älä|jangan|usi\w*|bul|mat|mata|đừng|huwag|sakın|asla|не|ні|μην|לא|אל|مت|نہ|mat|मत|न)(?![^\W\d_])"
    r"|لا\s|نه\s|別|别|不要|勿|しないで|하지\s?마|ห้าม|อย่า")


def kept_from_others(text: str, low: int, high: int) -> bool:
    """Whether `text[low:high]` keeps its code for one person ("don't share", "only for me", "nur für mich", "僅限本人")."""
    return PRIVATE.search(text, low, high) is not None


_END = r"(?=\s*(?:[^\w\s]|$))"   # "for all" ending its clause (not "for all the doors")
# Many people a code is handed to: everyone, a class, a team, a squad, all the players, in ~40 languages.
_PEOPLE = (r"team|class|group|squad|crew|gang|guild|clan|lobby|party|players|members|students|pupils|kids|parents"
           r"|guests|participants|attendees|colleagues|staff|guys|friends|cousins|classmates|teammates|group\s+chat")
_AUDIENCE = _re(
    r"(?i)(?<![^\W\d_])(?:every(?:one|body)|all\s+of\s+(?:you|us|them)|(?:for|to|with)\s+all" + _END
    + r"|(?:for|to|with)\s+(?:all\s+)?(?:the\s+)?(?:whole|entire)\s+(?:" + _PEOPLE + r")|(?:for|to|with)\s+all\s+(?:the\s+)?(?:"
    + _PEOPLE + r")|(?:for|to|with)\s+the\s+(?:class|team|group|squad|gang|crew|group\s+chat)|invite\s+(?:all|the\s+gang)"
    r"|ajak\s+(?:semua|teman|geng|kawan)\w*|(?:untuk|buat|ke|kepada|bagi|utk)\s+semua(?:\s+(?:orang|teman|geng|kawan|anak"
    r"|murid|siswa|peserta|anggota|pemain|member|ortu|wali))?" + _END + r"|semua\s+(?:orang|geng|teman|kawan|peserta|pemain)"
    r"|satu\s+kelas|sekelas|seluruh\s+(?:kelas|tim|peserta|anggota)|(?:sa|para\s+sa|kayong|tayong)\s+lahat|lahat\s+kayo"
    r"|ñépp|ñepp|ñëpp|(?:kwa|ni)\s+wote|kila\s+mtu|wanafunzi\s+wote|wazazi\s+wote|ga\s+kowa|gbogbo\s+(?:eniyan|wa|yin)"
    r"|(?:ku)?bonke|wonke\s+umuntu|dhammaan|qof\s+walba|till\s+(?:alla|klassen|laget|gruppen)|för\s+alla|hela\s+(?:klassen"
    r"|laget|gruppen)|alla\s+i\s+(?:klassen|laget|gruppen)|til\s+(?:alle|klassen|laget|holdet|gruppen|gruppa)|for\s+alle"
    r"|hele\s+(?:klassen|laget|holdet|gruppen)|kaikille|luokalle|koko\s+(?:luokalle|luokka|porukalle|joukkueelle|ryhmälle)"
    r"|porukalle|ryhmälle|joukkueelle|(?:voor|aan)\s+(?:iedereen|allen|de\s+(?:hele\s+)?(?:klas|groep|ploeg))|iedereen"
    r"|hele\s+(?:klas|groep)|an\s+alle|für\s+alle" + _END + r"|für\s+(?:die\s+|das\s+)?(?:ganze\s+|gesamte\s+)?(?:klasse"
    r"|team|gruppe|mannschaft|runde)|mit\s+allen|für\s+euch\s+alle|alle\s+(?:eltern|schüler|kinder|spieler|gäste|teilnehmer)"
    r"|tout\s+le\s+monde|(?:à|pour)\s+tou(?:te)?s" + _END + r"|(?:à|pour)\s+toute\s+(?:la\s+(?:classe|bande|team)|l['’]équipe)"
    r"|(?:à|pour)\s+la\s+classe|tous\s+les\s+(?:joueurs|élèves|parents|participants|invités)"
    r"|(?:para|a)\s+tod[oa]s" + _END + r"|todo\s+el\s+mundo|(?:para|a)\s+(?:toda\s+)?(?:la\s+clase|el\s+grupo|el\s+equipo)"
    r"|todos\s+los\s+(?:jugadores|alumnos|padres|participantes|invitados)|(?:pra|pro)\s+(?:todos|todas|galera|turma|geral)"
    r"|(?:para|a)\s+(?:a\s+)?(?:galera|turma)|todo\s+mundo|galera\s+toda|chama\s+(?:a\s+galera|geral)"
    r"|(?:per|a)\s+tutti|(?:per\s+)?(?:tutta\s+)?la\s+classe|per\s+(?:il\s+gruppo|la\s+squadra)|pentru\s+to[țţt]i|tuturor"
    r"|pentru\s+(?:toată\s+)?clasa|(?:dla|do)\s+wszystkich|dla\s+(?:całej\s+)?klasy|wszystkim|pro\s+všechny|pre\s+všetkých"
    r"|všem|všetkým|pro\s+(?:celou\s+)?třídu|mindenkinek|(?:az\s+egész\s+)?osztálynak|herkese|herkes(?:\s+için|le)?"
    r"|tüm\s+(?:sınıf\w*|ekip\w*|takım\w*)|sınıfa|mọi\s+người|cả\s+(?:nhóm|lớp|team|đội)|tất\s+cả\s+(?:các\s+bạn|anh\s+em)"
    r"|anh\s+em|sab(?:ko|\s+ko|ke\s+liye|\s+ke\s+liye|hi\s+ko)|poori\s+class)(?![^\W\d_])"
    r"|(?:για|σε)\s+όλους|(?:σε\s+όλη\s+|για\s+)την\s+τάξη|для\s+вс(?:ех|іх)|(?<![^\W\d_])(?:всем|всім|усім)(?![^\W\d_])"
    r"|всему\s+классу|для\s+(?:всего\s+|всього\s+)?(?:класса|класу)|для\s+(?:всей\s+)?команды|всей\s+группе"
    r"|للجميع|للكل|لكل\s+(?:ال)?(?:فريق|صف|طلاب|أعضاء|ناس|الناس)|للفريق|للصف|للشباب|(?:برای|به)\s+همه|برای\s+کل\s+کلاس"
    r"|سب\s+کو|سب\s+کے\s+لی[ےئ]|سبھی\s+کو|לכולם|לכל\s+ה(?:כיתה|קבוצה|צוות|תלמידים|הורים|שחקנים)|सबको|सब\s+को|सब\s*के\s+लिए"
    r"|सभी\s+(?:को|के\s+लिए)|पूरी\s+(?:क्लास|कक्षा)|সবাইকে|সবার\s+জন্য|எல்லோருக்கும்|அனைவருக்கும்|எல்லாருக்கும்"
    r"|ለሁሉም|ሁላችሁ|大家|所有人|全班|全组|全組|各位|全体|全體|みんな|皆さん|みなさん|全員|모두|다들|전원|반\s?전체|다\s?같이"
    r"|ทุกคน|ทั้งห้อง|ทั้งทีม")

# A code's name: a code word (compounds too: "Raumcode", "spelkod", "Veranstaltungscode"), a room's, game's or
# meeting's ID or number; a PIN word counts only beside a game, a quiz or an event (`GAME`).
CODE_NAME = _re(
    r"(?i)[^\W\d_]{0,16}(?:code|codes|kode|kod|kodu|koodi|koden|codice|c[óo]digo|codigo|codul|kód|kodi|msimbo|mã)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:(?:room|game|lobby|party|match|server|event|meeting|session|quiz)[\s\-]?(?:id|number|no\.?)"
    r"|κωδικ\w*)(?![^\W\d_])|код\w*|کد|کوڈ|كود|رمز|קוד|कोड|কোড|コード|코드|码|碼|รหัส|ルーム\s?ID|房间号|房號|房号|会议号|會議號"
    r"|방\s?(?:번호|ID)")
PIN_NAME = _re(r"(?i)(?<![^\W\d_])(?:pin|pinen|pinkod\w*)(?![^\W\d_])|пин|पिन|핀|ピン")
GAME = _re(
    r"(?i)(?<![^\W\d_])(?:game|games|gaming|quiz\w*|kahoot\w*|quizizz|blooket|gimkit|mentimeter|menti|slido|wooclap|vevox"
    r"|jackbox|room|lobby|party|event|meeting|webinar|spiel\w*|jeu|juego|jogo|gioco|spel|peli|oyun\w*|gra|gry|permainan"
    r"|mchezo|trò\s+chơi)(?![^\W\d_])|игр\w*|ゲーム|게임|游戏|遊戲|لعب\w*|משחק|गेम|เกม")
GROUP_VALUE = re.compile(r"[^\n.;!?。\d]{0,40}?(?<![\w\-])(?P<v>\d(?:[ \-]?\d){3,11}|(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{4,10})"
                    r"(?![\w\-]|[.,]\d)")


# The sender's or each person's own code ("everyone gets their own code, mine is 4821"): not one group's.
OWN = _re(
    r"(?i)(?<![^\W\d_])(?:my|mine|own|each|individual\w*|eigene\w*|mein\w*|mon|ma|mes|propre|mi|mis|propi[oa]|meu|minha"
    r"|própri[oa]|mio|mia|propri[oa]|mijn|eigen|min|mitt|mina|oma|mój|moja|własn\w*|můj|benim|kendi|sendiri|riêng"
    r"|yangu|wangu)(?![^\W\d_])|мой|моя|сво[йеяи]\w*|власн\w*|שלי|मेरा|मेरी|अपना|अपनी|我的|自己|私の|自分の|내\s|나의|ของฉัน")


def _group_code_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The value after a code's name in a sentence handing it to many, nothing opened by it and nothing kept."""
    if not may_match(_AUDIENCE, lowered):
        return
    for low, high in sentences(text):
        audience = _AUDIENCE.search(text, low, high)
        if audience is None or opens_something(text, low, high) or kept_from_others(text, low, high) \
                or OWN.search(text, low, high) or NOT_TO.search(text, max(low, audience.start() - 24), audience.start()):
            continue
        names = [*CODE_NAME.finditer(text, low, high)]
        if GAME.search(text, low, high):
            names += PIN_NAME.finditer(text, low, high)
        for name in sorted(names, key=lambda m: m.start()):
            value = GROUP_VALUE.match(text, name.end(), high)
            if value is not None:
                yield value.span("v")
                break


# A room of a school, an office or a venue, with or without its code or number word.
_ROOM = _re(
    r"(?i)(?<![^\W\d_])(?:room|rooms|lecture\s+(?:hall|theatre)|classroom|raum|räume|hörsaal|zimmer|salle|sala|aula|lokaal"
    r"|zaal|lokal|luokka|sali|ruang|ruangan|kelas|phòng|derslik|sınıf|oda|amphi|auditorium|seminarraum|stanza)(?![^\W\d_])"
    r"|аудитори\w*|кабинет\w*|教室|会议室|會議室|講義室|강의실|교실|القاعة|قاعة|الغرفة|غرفة|כיתה|חדר|कक्ष|कमरा|ห้อง")
# A room's label: letters with digits ("B204", "4B", "A-214", "LT3.07", not "PIN-4821") or a floor and a room ("3.014").
_ROOM_LABEL = re.compile(r"[^\n.;!?\d]{0,30}?(?<![\w\-.])(?!PIN|PUK|ID|OTP|TAN|NIP|CVV|PW)(?P<v>[A-Z]{1,3}-?\d{1,4}(?:[.\-]\d{1,3})?[A-Z]?"
                         r"|\d{1,4}[A-Z](?![A-Za-z])|\d{1,2}[.\-]\d{2,3})(?![\w\-]|[.,]\d)")


def _room_label_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A room's label after a room word, in a sentence that names no way in nor a credential."""
    if not may_match(_ROOM, lowered):
        return
    for low, high in sentences(text):
        if opens_something(text, low, high, rooms=True) or kept_from_others(text, low, high):
            continue
        for room in _ROOM.finditer(text, low, high):
            value = _ROOM_LABEL.match(text, room.end(), high)
            if value is not None:
                yield value.span("v")


def group_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of codes handed to a whole group and of rooms' labels in `text` (see the module's docstring)."""
    if not any(c.isdigit() for c in text):
        return
    lowered = lower1(text)
    yield from _group_code_spans(text, lowered)
    yield from _room_label_spans(text, lowered)
