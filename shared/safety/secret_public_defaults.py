"""Codes nobody owns yet: a maker's default to be changed, a form's sample, a game code posted, a login service's name.

A padlock's "0-0-0 enligt manualen", a router's "admin/admin", "Werks-PIN 0000", "默认密码 123456" are printed in every
manual or on every sticker; a form's or a manual's sample ("contoh di formulir: PIN 123456", "Muster-PIN 1234",
"例: 0000") is written for everyone; a game's room code posted to the class group ("kod do gry w Gartic: X7P2Q,
wrzucam na grupę klasową", "código de la sala de Free Fire 8 8 1 2 0 3, júntense") lets everyone in; and a login
service's name ("NemLog-in", "MitID", "BankID", "DigiD", "ID-porten", "Smart-ID") in a text with no digit is a name,
not a value. Each is blanked as a span by `secret_public.mask`, so neither the rules nor the learned stage's value
gate reads it. What stays a secret, in about thirty languages: the value after a turn ("changed it to 4821", "mine is
889201", "my new code", "now", "but"), a non-trivial value named only by a manual or a sticker (a router's printed
Wi-Fi key is the network's key), a value in a sentence that keeps it ("don't share") or names a way in that is not a
game's, and a service's name in a text that gives digits (it may be the cue of "my MitID code 482913"). Two readers
give what stays: `turned_spans`, the value after a turn (with no code word only when the default or the sample was
given a value of about the same length just before: "the manual says 0000 but I set 7291", "el ejemplo es 123456, el
mío es 889201"), and `printed_key_spans`, a non-trivial default or printed key of a network or a device (a router, a
safe, a lock, an alarm) the text does not say was changed ("default WLAN key of the router: 48201937", "domyślny kod
sejfu to 4821"). Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_changed_words import CHANGED, RESET
from .secret_public_group import kept_from_others, opens_something
from .secret_public_parts import NOBODY
from .secret_lock_words import lock_cues
from .secret_note_words import OTHER
from .secret_public_words import lower1, may_match, sentences
from .secret_shapes import UNIT

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"
# A maker's default: what the device ships with, in ~35 languages (compounds: "standardkoden", "Werks-PIN", "fabrikskod").
_DEFAULT = _re(
    r"(?i)(?<![/:@])" + _L + r"(?:default\w*(?![:@/])|factory|factory[\s\-]set|out\s+of\s+the\s+box|preset|standard\w*"
    r"|werks\w*|ab\s+werk|voreingestellt\w*|par\s+défaut|d['’]usine|por\s+defecto|predeterminad[oa]|de\s+f[áa]brica"
    r"|padr[ãa]o|di\s+fabbrica"
    r"|predefinit[oa]|standaard\w*|fabrieks\w*|fabriks\w*|fabrikk\w*|domyśln\w*|fabryczn\w*|varsayılan|fabrika\w*"
    r"|bawaan|mặc\s+định|chaguo-?msingi|kiwandani|oletus\w*|tehdas\w*|alapértelmezett|gyári|implicit[aă]?|výchozí"
    r"|továrn\w*|predvolen\w*|výrobn\w*|tvornič\w*|zadan[aio]|εργοστασιακ\w*|προεπιλεγμέν\w*)" + _R
    + r"|по\s+умолчанию|заводск\w+|заводськ\w+|за\s+замовчуванням|ברירת\s+מחדל|الافتراضي[ةه]?|پیش\u200c?\s?فرض"
    r"|डिफ़ॉल्ट|डिफॉल्ट"
    r"|默认|默認|出厂|出廠|初期|デフォルト|기본|초기|ค่าเริ่มต้น|ค่าจากโรงงาน")
# Where a maker prints it: the manual, the sticker, the box (said before or after the value).
_PRINTED = _re(
    r"(?i)" + _L + r"(?:manual\w*|handbuch\w*|anleitung\w*|bedienungsanleitung|manuel|notice|mode\s+d['’]emploi"
    r"|instrucciones|instructions?|manuale|istruzioni|handleiding|bruksanvisning\w*|manualen|brugsanvisning\w*"
    r"|käyttöohje\w*|instrukcj\w*|návod\w*|kézikönyv\w*|kılavuz\w*|talimat\w*|panduan|petunjuk|hướng\s+dẫn|mwongozo"
    r"|sticker|aufkleber|étiquette|etiqueta|etichetta|klistermärke\w*|etiket\w*|naklejk\w*|stiker|nhãn|label"
    r"|εγχειρίδιο|οδηγίες)" + _R
    + r"|инструкци\w*|наклейк\w*|מדבקה|חוברת|دليل\s+الاستخدام|ملصق|دفترچه|راهنما|मैनुअल|स्टिकर|说明书|說明書|取扱説明書"
    r"|説明書|マニュアル|ラベル|설명서|매뉴얼|스티커|คู่มือ|สติกเกอร์")
# A value every such default is: one digit repeated, a run up or down (dashes or spaces between), or a known word.
_TRIVIAL_WORDS = frozenset(("admin", "password", "root", "guest", "user", "changeme", "default", "pass", "admin/admin",
                            "admin/password", "root/root", "user/user", "guest/guest", "1234", "0000"))
# A value: digits (maybe grouped by spaces, dashes or dots) or a known default word.
_VALUE = re.compile(r"(?<![\w\-./@:])(?P<v>\d(?:[ \-.]?\d){2,11}|(?:admin|root|guest|user)/(?:admin|root|guest|user|password"
                    r"|pass|1234|0000)|admin|root|guest|changeme)(?![\w\-/@:]|[.,]\d)", re.I)
# A turn: after it, a value is someone's own or the new one ("changed it to", "mine is", "my new code", "now", "but").
_TURN = _re(
    r"(?i)" + _L + r"(?:" + CHANGED + r"|now|jetzt|nun|maintenant"
    r"|ahora|agora|ora|adesso|nu|teraz|şimdi|artık|sekarang|skrg|bây\s+giờ|sasa|ngayon|but|aber|mais|pero|mas|ma|maar"
    r"|men|ale|tapi|nhưng|lakini|mine|my|mein\w*|mon|mes|mi|mis|mío|mía|meu|minha|mio|mia|mijn|mijne|min|mitt|mina"
    r"|mien|mienne|benimki"
    r"|moj\w*|mój|můj|benim|saya|aku|tôi|yangu|wangu|own|his|hers|their|theirs|seine?|ihre?|sua|suo"
    r"|zijn|haar|hans|hennes|hendes|jego|jej|onun|wake|(?-i:I)|ich|j['’]ai|yo|eu|io|ik|jag|jeg|minä|mimi"
    r"|eigene\w*|propre|propi[oa]|própri[oa]|sendiri|real|actual"
    r"|echte\w*|vrai\w*|verdadero|verdadeir[oa]|vero|asli|thật|halisi"
    r"|теперь|сейчас|мой|моя|мо[её]|его|её|ее|их|настоящ\w*|но|але|αλλά|τώρα|μου|אבל|שלי|עכשיו|לכן|لكن|الآن|خاصتي|مال[يی]"
    r"|اما|الان|لیکن|ابھی|मेरा|मेरी|अब|लेकिन|я|אני|أنا|मैंने|मैं)" + _R
    + r"|改成|换成|換成|现在|現在|但|我|今は|でも|私の|僕の|俺の|지금|하지만|내\s|제\s|ตอนนี้|แต่|ของฉัน"
    # "new" turns only before a code's word, "one" or a colon ("my new code", "neue PIN:", not "nya hänglåset")
    r"|" + _L + r"(?:new|neue\w*|nouveau|nouvelle|nuev[oa]|nov[oa]|nuov[oa]|nieuwe|ny|nya|nytt|nye|uusi|nowy|nowe|nowa"
    r"|yeni|baru|mới|mpya|bago|нов\w*|नया|新的?|新しい|새)" + _R + r"\s?(?:[:：]|one|ones|eins|un[ea]?|code\w*|kod\w*|kode\w*"
    r"|c[óo]dig\w*|pin\w*|pass\w*|senha|clave|contraseña|hasło|şifre|sandi|mã|код\w*|пин\w*|парол\w*|密码|暗証|코드|비밀번호)")
_GAP = 48


def _trivial(value: str) -> bool:
    """One digit repeated, a run up or down by one ("0-0-0", "1234", "9876"), or a known default word."""
    if value.lower() in _TRIVIAL_WORDS:
        return True
    digits = re.sub(r"[ \-.]", "", value)
    if not digits.isdigit():
        return False
    steps = {(int(b) - int(a)) % 10 for a, b in zip(digits, digits[1:])}
    return len(steps) == 1 and steps <= {0, 1, 9}


def _default_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """Values named a maker's default (any short number) or printed in its manual or on its sticker (a trivial one)."""
    if not (may_match(_DEFAULT, lowered) or may_match(_PRINTED, lowered)):
        return
    for low, high in sentences(text):
        cues = [*((m, True) for m in _DEFAULT.finditer(text, low, high)),
                *((m, False) for m in _PRINTED.finditer(text, low, high))]
        if not cues or kept_from_others(text, low, high) or _UNLOCK.search(text, low, high):
            continue
        for value in _VALUE.finditer(text, low, high):
            if any(_names(text, cue, value, default) for cue, default in cues):
                yield value.span("v")


# A default that is the live key or PIN of one account, card or network (a router's printed Wi-Fi key, a PIN letter's
# PIN): only a trivial value beside it is public.
LIVE = _re(
    r"(?i)(?<![A-Za-z])(?:wi-?fi|wlan)(?![A-Za-z])|无线|無線|路由器|ルーター|공유기"
    r"|" + _L + r"(?:wi-?fi|wlan|wpa2?|wireless|router\w*|modem\w*|hotspot|ssid|network|netzwerk|réseau|rede|rete|sieć|jaringan|mạng|card|karte"
    r"|carte|tarjeta|cart[ãa]o|carta|kartu|karta|kart|bank\w*|banco|banque|sim|puk|voicemail|mailbox|letter"
    r"|brief|lettre|courrier|account|konto|compte|cuenta|conta|akun|my|mine|mein\w*|mon|ma|mi|meu|minha|mio|mia|mijn"
    r"|min|mitt|mój|moja|benim|saya|aku)" + _R + r"|сет[ьи]|карт\w*|банк\w*|мой|моя|我的|私の|내\s|와이파이|ワイファイ")



def live_device(text: str, start: int, end: int) -> bool:
    """A network, card, account or device (a safe, a lock, a door, an alarm) named in text[start:end], or the writer:
    a default beside one is that thing's live code until the text says it was changed."""
    return LIVE.search(text, start, end) is not None or bool(lock_cues(text[start:end]) & _DEVICES)


_DEVICES = frozenset(("safe", "lock", "gear", "compound", "thing"))


def _names(text: str, cue: re.Match[str], value: re.Match[str], default: bool) -> bool:
    """Whether `cue` names `value`: before it with no turn between, or (a manual, a sticker) right after it."""
    short = re.sub(r"[ \-.]", "", value.group("v")).isdigit() and len(value.group("v")) <= 11
    if not (_trivial(value.group("v")) or default and short and not live_device(text, 0, value.start())):
        return False
    if cue.end() <= value.start():
        gap = text[cue.end():value.start()]
        return len(gap) <= _GAP and not _TURN.search(gap) and not _VALUE.search(gap)
    gap = text[value.end():cue.start()]
    before = text[max(0, value.start() - _GAP):value.start()]
    return _trivial(value.group("v")) and len(gap) <= 24 and not _TURN.search(before) and not _TURN.search(gap) \
        and not _CODE_WORD.search(gap) and not re.search(r"[\d,;:(（]", gap)


# A sample's noun (not the "for example" adverb a writer lists own codes after): on a form, in a manual, a specimen.
_SAMPLE = _re(
    r"(?i)" + _L + r"(?<!zum\s)(?<!par\s)(?<!por\s)(?<!per\s)(?<!ad\s)(?<!na\s)(?<!kwa\s)(?<!de\s)(?<!for\s)(?<!till\s)"
    r"(?:(?<![\-.@/])example(?![\-.]\w)|(?<![\-.@/])sample(?![\-.]\w)|specimen|muster\w*|beispiel\w*|exemple|ejemplo"
    r"|exemplo|esempio|voorbeeld|exempel|eksempel|esimerkki|przykład\w*|příklad|príklad|minta\w*|exemplu|primjer|örnek"
    r"|contoh|mfano|halimbawa|ví\s+dụ)" + _R
    + r"|(?<!на)пример(?![^\W\d_])|(?<!на)приклад(?![^\W\d_])|(?<!ל)דוגמה|مثال|نمونه|नमूना|उदाहरण(?!\s+के)"
    r"|例(?!えば|如)|示例|样例|样本|範例|見本|サンプル|예시|ตัวอย่าง|παράδειγμα")
_SAMPLE_DENIED = re.compile(r"(?i)(?:not|no|kein\w*|nicht|pas|non|não|nie|не|niet|inte|ikke|bukan|không|si|sio)\s+"
                            r"(?:[^\W\d_]{1,4}\s+){0,2}$|不是$|非$")   # "not the", "no el del", "nicht aus dem"
# A phone's unlock pattern ("Padrão de desbloqueio", "Muster vom Tablet", "Entsperrmuster"): neither sample nor default.
_UNLOCK = _re(r"(?i)(?<![^\W\d_])(?:\w{0,8}entsperr\w*|\w{0,6}sperrmuster\w*|muster\s+(?:vom|von|des|meines|am|fürs)"
              r"|desbloqu\w*|unlock\w*|déverrouill\w*|sblocc\w*|ontgrendel\w*|odblok\w*|kilid\w*)(?![^\W\d_])"
              r"|разблок\w*|解锁|解鎖|ロック解除|잠금\s*해제")
_SAMPLE_VALUE = re.compile(r"(?<![\w\-./+=@])(?P<v>\d(?:[ \-.]?\d){2,11}|(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{4,12})"
                           r"(?![\w\-/+=@]|[.,]\d)")


def _introducers(text: str, low: int, high: int) -> Iterator[tuple[int, int]]:
    """Each colon or "=" between a sample's word and its value: blanked with the value, so the value gate reads no
    ": PIN" left introduced (the label itself stays for the rules)."""
    return ((low + m.start(), low + m.end()) for m in re.finditer(r"[:：=]", text[low:high]))


def _sample_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The value a sample's noun names (within 40 characters, before any turn) and the colons introducing it."""
    if not may_match(_SAMPLE, lowered):
        return
    for low, high in sentences(text):
        if kept_from_others(text, low, high) or _UNLOCK.search(text, low, high):
            continue
        for word in _SAMPLE.finditer(text, low, high):
            if _SAMPLE_DENIED.search(text, max(low, word.start() - 16), word.start()):
                continue
            value = _SAMPLE_VALUE.search(text, word.end(), min(high, word.end() + 40))
            if value is not None and not _TURN.search(text, word.end(), value.start()):
                yield value.span("v")
                yield from _introducers(text, word.end(), value.start())


# A game people play together by a code (a room, a lobby, a party), by name or by a game word.
_GAME = _re(
    r"(?i)" + _L + r"(?:gartic(?:\s+phone)?|among\s+us|skribbl(?:\.io)?|kahoot\w*|jackbox|codenames|roblox|minecraft"
    r"|fortnite|free\s+fire|pubg|mobile\s+legends|brawl\s+stars|clash\s+royale|fall\s+guys|rocket\s+league|valorant"
    r"|geoguessr|quizizz|blooket|gimkit|pictionary|uno|lichess|chess\.com|game|games|gaming|lobby|spiel\w*|jeu|juego"
    r"|jogo|gioco|spel|peli\w*|oyun\w*|gra|gry|grze|grę|permainan|mchezo|trò\s+chơi|partida|match)" + _R
    + r"|игр\w*|гр[аиуі]\w*|ゲーム|게임|游戏|遊戲|لعب\w*|بازی|משחק|गेम|खेल|เกม")
# A code's or a room's word before the value.
_CODE = _re(
    r"(?i)[^\W\d_]{0,16}(?:code|codes|kode|kod|kodu|koodi|koden|codice|c[óo]digo|kód|msimbo|mã|sala|room|lobby|party"
    r"|raum|salle|stanza|pokój|pokoju|oda|phòng)" + _R + r"|код\w*|комнат\w*|кімнат\w*|کد|كود|رمز|קוד|कोड|コード|ルーム|코드"
    r"|방|码|碼|房间|房間|รหัส|ห้อง")
# Sent to many or called in: a group chat, a class group, "join", "come in", in ~30 languages.
_CALLED_IN = _re(
    r"(?i)" + _L + r"(?:join\w*|hop\s+in|jump\s+in|come\s+in|get\s+in|kommt\s+rein|macht\s+mit|rejoignez|venez|entrez"
    r"|únanse|júntense|unanse|juntense|entren|entrem|venham|entrate|unitevi|venite|kom\s+erin|doe\s+mee|kom\s+in"
    r"|dołączcie|wchodźcie|wbijajcie|zapraszam|gelin|katılın|gabung|masuk|ayo|vào\s+đi|vô\s+đi|jiungeni|ingieni|sali\s+kayo"
    r"|grup\w*|group\w*|groep\w*|grupp\w*|gruppe\w*|grupo\w*|gruppo\w*|groupe\w*|grupę|grupie|grupa|chat\w*|whatsapp"
    r"|discord|telegram|kikundi|nhóm|lớp)" + _R
    + r"|заходите|залетайте|присоединяйтесь|групп\w*|чат\w*|انضموا|تعالوا|ادخلوا|المجموعة|الجروب|بیاید|گروه|הצטרפו|בואו"
    r"|בקבוצה|आ\s+जाओ|जुड़ो|ग्रुप|群|来玩|快来|进来|加入|入って|参加|グループ|들어와|참여|단톡|เข้ามา|กลุ่ม")
_GAME_VALUE = re.compile(r"[^\n.;!?。]{0,40}?(?<![\w\-])(?P<v>\d(?:[ \-]?\d){3,11}|(?=[A-Za-z]*\d)[A-Za-z0-9]{4,10}"
                         r"|[A-Z]{4,8})(?![\w\-]|[.,]\d)")
# What keeps a game code someone's: a credential or an account ("password", "login", "2FA", "verification").
_ACCOUNT = _re(
    r"(?i)" + _L + r"(?:password\w*|passwort\w*|senha|contrase\w*|hasł\w*|şifre\w*|sandi|login|log-?in|account\w*|konto"
    r"|compte|cuenta|conta|akun|2fa|otp|verif\w*|sms|recovery|backup|parental|pin)" + _R + r"|парол\w*|аккаунт\w*|密码|비밀번호")


def _game_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A game's code or room value in a sentence that calls people in or posts it to a group, opening nothing else."""
    if not (may_match(_GAME, lowered) and may_match(_CALLED_IN, lowered)):
        return
    for low, high in sentences(text):
        if not (_GAME.search(text, low, high) and _CALLED_IN.search(text, low, high)) \
                or _ACCOUNT.search(text, low, high) or opens_something(text, low, high) \
                or kept_from_others(text, low, high) or NOBODY.search(text, low, high):   # a door's, a lock's or a home's code is a key, game or not
            continue
        for code in _CODE.finditer(text, low, high):
            value = _GAME_VALUE.match(text, code.end(), high)
            if value is not None and not _TURN.search(text, code.end(), value.start("v")):
                yield value.span("v")
                break


# A login service's name: a country's or a bank's sign-in, never a value itself.
LOGIN_SERVICE_NAMES = (
    r"NemLog-?[Ii]n|NemID|MitID|BankID|Mobilt\s+BankID|DigiD|itsme|Itsme|ID-porten|Smart-ID|Mobiil-ID"
    r"|Mobile-ID|SwissID|FranceConnect|SPID|BundID|ID\s+Austria|Handy-Signatur|ELSTER"
    r"|AusweisApp2?|e-Boks|Freja\s+eID|Suomi\.fi|Sing[Pp]ass|CorpPass|RealMe|myGovID|myGov|Login\.gov|ID\.me|e-Devlet"
    r"|ePUAP|mObywatel|eHerkenning|iDIN|LuxTrust|CSAM|DigiLocker|PhilSys|MyDigital\s+ID|eParaksts|mojeID|Госуслуги"
    r"|Дія|Diia|Sber\s?ID|Tinkoff\s?ID|BankID\s+på\s+fil|Vipps|MobilePay|Swish")
_SERVICE = re.compile(rf"(?<![\w\-@.])(?:{LOGIN_SERVICE_NAMES})(?![\w\-@])")


def _service_spans(text: str) -> Iterator[tuple[int, int]]:
    """A login service's name in a text with no digit: its capitals and hyphens are no value."""
    if not any(c.isdigit() for c in text):
        yield from (m.span() for m in _SERVICE.finditer(text))


def default_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of makers' defaults, samples' values, game codes posted to a group and login services' names."""
    yield from _service_spans(text)
    if not any(c.isdigit() for c in text) and not re.search(r"(?i)admin|root|guest|[A-Z]{4}", text):
        return
    lowered = lower1(text)
    yield from _default_spans(text, lowered)
    yield from _sample_spans(text, lowered)
    yield from _game_spans(text, lowered)


# The user's own value after a turn from a default or a sample: digits, or letters mixed with digits or symbols.
_OWN_VALUE = re.compile(r"[^\n.;!?。\d]{0,30}?(?<![\w\-./])(?P<v>\d(?:[ \-]?\d){2,11}"
                        r"|(?=[^\s,;]*\d)(?=[^\s,;]*[^\W\d_])[^\s,;:'\"“”«»()]{4,32})(?![\w\-]|[.,]\d)")
# A credential's or a code's word near the default or sample word: the text is about a code.
_CODE_WORD = _re(
    r"(?i)(?:" + _L + r"(?:pin|pins|puk|code|codes|kode|kod|koden|codice|c[óo]digo|passcode|password|passwort|kennwort"
    r"|mot\s+de\s+passe|contraseña|senha|sandi|hasło|heslo|şifre|parola|salasana|lösenord\w*|adgangskode|wachtwoord"
    r"|mật\s+khẩu|nenosiri|combination|kombination|combinaison|combinación)" + _R + r"|[^\W\d_]{2,16}(?:code|kode|kod|koden"
    r"|pin|passwort)" + _R + r"|пароль|пин|код\w*|סיסמה|קוד|رمز|كود|پین|पिन|密码|密碼|暗証番号|パスワード|비밀번호|รหัส)")


def turned_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("pin"/"password", span) of a value given after a turn from a default or a sample ("the example PIN 123456;
    mine is 889201", "factory code 0000, I changed it to 4821"): the default is public, the user's own is not."""
    if not any(c.isdigit() for c in shown):
        return
    lowered = lower1(shown)
    if not (may_match(_DEFAULT, lowered) or may_match(_SAMPLE, lowered) or may_match(_PRINTED, lowered)):
        return
    for cue in (*_DEFAULT.finditer(shown), *_SAMPLE.finditer(shown), *_PRINTED.finditer(shown)):
        worded = _CODE_WORD.search(shown, max(0, cue.start() - 24), cue.end() + 40) is not None
        for turn in _TURN.finditer(shown, cue.end(), min(len(shown), cue.end() + 120)):
            value = _OWN_VALUE.match(shown, turn.end())
            if value is None or _TURN.search(shown, turn.end(), value.start("v")):
                continue
            if worded or _paired(shown, cue.end(), turn.start(), value):
                digits = re.sub(r"[ \-]", "", value.group("v"))
                yield ("pin" if digits.isdigit() else "password"), value.span("v")
        if worded:
            return


# A public value given after the default's or sample's word and before the turn: masked to blanks, or digits.
_GIVEN_BEFORE = re.compile(r"[^\n.;!?。]{0,40}?(?P<g> {4,}|(?<!\d)\d{3,12}(?!\d|[\-./:]\d))")
# What may stand between the default's or sample's word and its value: saying, showing and being, small words ("the
# manual says 0000", "el ejemplo es 123456", "im Beispiel steht"); a noun there ("port", "timeout", "size") names the
# number as something else.
_SAYS = frozenset("""says said shows show states reads lists gives is was are has the a an of in on at it from
sagt steht stand zeigt nennt ist war laut im in der die das dem den des
dit dit: indique montre est était le la les l du de des dans selon
dice dicen decía indica muestra es era pone el la los las del de en según
diz mostra é era o a os as do da no na segundo
dice mostra è era il lo la nel nella del della secondo
zegt toont staat is was de het in op volgens
säger visar står är var i på enligt sier viser står er var i på ifølge
sanoo näyttää on oli mówi pokazuje to jest był w na według diyor gösteriyor gösterir yazıyor
говорит показывает указано написано это в на пишет согласно menyebut adalah ialah di tertulis nói là ghi trong""".split())
_OWN_TURN = _re(r"(?i)" + _L + r"(?:set|put|chose|picked|use|mine|my|mein\w*|mío|mía|mio|mia|meu|minha|mon|ma|mijn|min"
                r"|mitt|mój|moja|benim|benimki|mien|mienne|mijne|meins|saya|aku|eingestellt|gewählt|réglé|choisi|puse|elegí|escolhi|coloquei|messo|scelto"
                r"|gekozen|ingesteld|valde|valgte|satte|wybrałem|ustawiłem|zvolil|nastavil|seçtim|ayarladım|выбрал\w*"
                r"|поставил\w*|установил\w*|мой|моя|мо[её]|(?-i:I)|ich|j['’]ai|yo|eu|io|ik|jag|jeg|я|我)" + _R)


def _paired(shown: str, cue_end: int, turn_start: int, value: re.Match[str]) -> bool:
    """With no code word near: the default or the sample was given a value before the turn, the turn is the writer's
    own ("but I set 7291", "el mío es 889201"), and the own value is four to twelve digits or a password's shape, no
    unit, no other sort of number around ("the manual says 0000 but I set 7291")."""
    own = value.group("v")
    digits = re.sub(r"[ \-]", "", own)
    if digits.isdigit() and not 4 <= len(digits) <= 12:
        return False
    given = _GIVEN_BEFORE.match(shown, cue_end)
    if given is None or given.end() > turn_start + 1:
        return False
    words = re.findall(r"[^\W\d_]+", shown[cue_end:given.start("g")].lower())
    if len(words) > 3 or any(word not in _SAYS for word in words):
        return False   # "the example uses port 8080", "default timeout 300": a number of another sort
    shown_length = len(given.group("g")) - (1 if given.group("g").startswith(" ") else 0)   # a masked value's blanks
    if abs(shown_length - len(own)) > 2:
        return False   # "the form example shows 2024-01-01, I wrote 1990": a date, then a year, no pair of codes
    return _OWN_TURN.search(shown, given.end(), value.start("v")) is not None \
        and OTHER.search(shown, max(0, cue_end - 60), min(len(shown), value.end("v") + 30)) is None \
        and UNIT.match(shown, value.end("v")) is None


# A network's key words: a default or printed one of these is the network's live key ("default WLAN key 48201937").
_NETWORK = _re(r"(?i)(?<![A-Za-z])(?:wi-?fi|wlan|wpa2?|wpa-?key|ssid|hotspot|router|modem|fritz!?box)(?![A-Za-z])"
               r"|无线|無線|路由器|ルーター|와이파이|공유기|وای\s?فای|واي\s?فاي")
_KEY_WORD = _re(r"(?i)" + _L + r"(?:key|keys|password|passwort|kennwort|schlüssel|netzwerkschlüssel|wlan-schlüssel"
                r"|clé|cle|mot\s+de\s+passe|clave|contraseña|senha|chave|chiave|password|wachtwoord|sleutel|lösenord"
                r"|nyckel|passord|nøkkel|adgangskode|nøgle|salasana|avain|hasło|klucz|heslo|klíč|jelszó|kulcs|parol[aă]"
                r"|cheie|şifre|şifresi|sifre|anahtar\w*|kata\s+sandi|sandi|mật\s+khẩu|пароль|ключ\w*)" + _R
                + r"|密码|密碼|パスワード|暗号化キー|비밀번호|암호|كلمة\s+(?:ال)?سر|رمز")
_KEY_VALUE = re.compile(r"(?<![\w\-./@])(?P<v>\d{8,20}|(?=[^\s,;]*\d)(?=[^\s,;]*[^\W\d_])[^\s,;:'\"“”«»()]{8,63})"
                        r"(?![\w\-/@])")


def printed_key_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a network's or a device's default or printed key or code that the text does not say was
    changed: a router's sticker key is the network's key ("default WLAN key of the router: 48201937"), a safe's
    non-trivial factory code its code ("domyślny kod sejfu to 4821")."""
    lowered = lower1(shown)
    if not any(c.isdigit() for c in shown) or not (may_match(_DEFAULT, lowered) or may_match(_PRINTED, lowered)):
        return
    for low, high in sentences(shown):
        network = _NETWORK.search(shown, low, high) is not None
        if not (network or lock_cues(shown[low:high]) & _DEVICES) or _CHANGED_WORD.search(shown, low, high):
            continue
        for cue in (*_DEFAULT.finditer(shown, low, high), *_PRINTED.finditer(shown, low, high)):
            near = max(low, cue.start() - 30), min(high, cue.end() + 30)
            if not (_KEY_WORD.search(shown, *near) or _CODE_WORD.search(shown, *near)):
                continue
            value = (_KEY_VALUE if network else _DEVICE_VALUE).search(shown, cue.end(), min(high, cue.end() + 60))
            if value is not None and not _trivial(value.group("v")) and not UNIT.match(shown, value.end("v")):
                yield ("wifi password" if network else "pin"), value.span("v")
                break


_DEVICE_VALUE = re.compile(r"(?<![\w\-./@:])(?P<v>\d{3,8})(?![\w\-/@]|[.,:]\d)")
_CHANGED_WORD = _re(r"(?i)" + _L + r"(?:" + CHANGED + r"|" + RESET + r")" + _R)

