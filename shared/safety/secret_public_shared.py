"""Codes handed to everyone, and one-time codes already spent: blanked by `secret_public.mask` before the rules read a text.

A code exists to let many in: a class's join code (Google Classroom, "kode kelas", "mã lớp"), and a game room's or a
group's code the text sends to everyone ("sent it to all parents", "pode mandar pra todo mundo", "sab bachon ke
parents ko diya", "dikirim ke grup wali murid"); a shop's Wi-Fi password written up for all its customers is read by
`secret_public_guest_wifi`. A one-time value the text says is spent opens nothing any more: an
OTP that has expired ("udah kadaluarsa", "ya caducó", "đã hết hạn"), a prepaid electricity token already loaded into
the meter ("loaded already", "sudah dimasukkan ke meteran"). A code the text lets go round ("ok to share", "geen
geheim", "staat op het rooster", "配ってOK", "אפשר לשתף עם כל ההורים") is public too (a number word counts
as a code word there, "номер полиса ОМС … он на карточке, не секрет", unless a card or a way in names the number), unless "not" precedes the
permission, a password word, a way in or a "but" with a second code shares its sentence. About twenty-five languages each. Not read: a code kept
from others ("don't send it to everyone", "jangan"), a door's, a card's or a home Wi-Fi's code (sharing a key is still
a key), a student's login, an OTP that will expire ("expires in 5 min", "nanti expired"), an unloaded token or voucher,
and a value the text gives as the new one. Only values are blanked; every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_lexicon import CUE, STRONG
from .secret_public_group import opens_something
from .secret_public_stale import stale_spans
from .secret_public_words import lower1, may_match, sentences


# A code-like value: letters and digits with a digit among them, four characters or more.
_CODE_AFTER = re.compile(r"[^\n.;!?]{0,60}?(?<![\w\-])(?P<v>\d{2,4}(?: \d{2,4}){1,3}(?![\w\-])"
                         r"|(?=[\w\-]*\d)[A-Za-z0-9][A-Za-z0-9\-]{3,24})(?![\w\-])")   # "k7f2mqa", "447 120"
# A password word or a login between a code's name and its value: the value is someone's credential.
_LOGIN = _re(r"(?i)pass|senha|contrase|clave|sandi|mật\s+khẩu|пароль|login|log-?in|usuario|user|akun|email|e-mail")
# Words that keep a code from others: "don't send it to everyone", "jangan", "mat bhejna", "usimpe".
KEPT = _re(
    r"(?i)(?<![^\W\d_])(?:don'?t|do\s+not|never|not\s+(?:ok|okay|fine|allowed|safe)\s+to|não|nao|no\s+(?:lo|la|se)|jangan|mat|usi\w+|ne\s+\w+\s+pas|nicht|nie|не|đừng"
    r"|huwag|sakın|kisi\s+ko|private|personal|pribadi|privad[oa]|confidential|rahasia|siri)(?![^\W\d_])")

# The join code of a class or a group, or a meeting's ID: its name (Google Classroom, "kode kelas", "mã lớp", "código da
# turma", "join code", "Zoom meeting ID"; a meeting's passcode keeps its own cue and is still read).
_CLASS = _re(
    r"(?i)(?<![^\W\d_])(?:(?:google\s+)?classroom\s+(?:code|kode|c[óo]digo|mã|kodu|kod)|class\s+code|code\s+(?:for|of)\s+(?:the\s+)?class"
    r"|join\s+code|group\s+code|meeting\s+(?:id|number)|meeting-id|webinar\s+id|besprechungs-?id|meeting-?kennung"
    r"|id\s+(?:de\s+(?:la\s+)?)?(?:réunion|reunión|reunião|riunione)|(?:c[óo]digo|code)\s+(?:de\s+)?(?:acceso\s+a\s+la\s+clase|groupe)"
    r"|kode\s+(?:kelas|classroom)|mã\s+lớp(?:\s+học)?|c[óo]digo\s+(?:de\s+|da\s+|del\s+)?(?:la\s+)?(?:clase|turma|aula|salón|curso)"
    r"|code\s+(?:de\s+)?(?:la\s+)?classe|code\s+du\s+cours|klassen-?code|kurs-?code|codice\s+(?:del(?:la)?\s+)?(?:classe|corso)"
    r"|klascode|sınıf\s+kodu|kod\s+(?:klasy|zajęć))(?![^\W\d_])|код\s+(?:класса|курса)|クラスコード|班级码|班級代碼|수업\s?코드"
    r"|클래스\s?코드|รหัสชั้นเรียน|(?:كود|رمز)\s+(?:الفصل|الصف)")
# A code handed to a whole group or to anyone (the audience is many: all parents, everyone, the class's group).
_BROADCAST = _re(
    r"(?i)(?<![^\W\d_])(?:(?:sent|shared|posted|given|forwarded)\s+(?:it\s+|this\s+)?(?:to|with)\s+(?:all|every\w*|the\s+whole"
    r"|the\s+(?:class|group|parents))|to\s+all\s+(?:the\s+)?(?:parents|students|pupils|kids|members|players)|for\s+everyone"
    r"|anyone\s+can\s+(?:join|use|have)|everyone\s+(?:has|knows|can\s+(?:join|see|use))"
    r"|sab(?:hi)?\s+(?:\w+\s+){0,3}?(?:ko|ke)\s+(?:\w+\s+){0,3}?(?:diya|diye|bheja|bhej\w*|share)|sabko\s+(?:diya|bheja|bhej\w*)"
    r"|(?:dikirim|dibagikan|dishare|dikasih)\s+(?:\w+\s+){0,3}?ke\s+(?:grup|group|semua)|ke\s+semua\s+(?:orang|wali|murid|siswa|ortu)"
    r"|semua\s+orang\s+(?:tahu|punya|bisa)|(?:mandar|enviar|passar|compartilhar)\s+(?:pra|para|a)\s+todo\s+mundo"
    r"|(?:mandou|enviou|mandó|envió)\s+(?:\w+\s+)?(?:pra|para|a)\s+todos|a\s+todos\s+los\s+(?:padres|alumnos|papás)"
    r"|todo\s+(?:el\s+)?mundo\s+(?:tem|sabe|tiene|sabe)|envoyé\s+à\s+tous|à\s+tous\s+les\s+(?:parents|élèves)"
    r"|tout\s+le\s+monde\s+(?:l'a|peut)|an\s+alle\s+(?:eltern|schüler|geschickt)|allen\s+eltern"
    r"|kwa\s+(?:wazazi\s+|wanafunzi\s+)?wote|kila\s+mtu\s+(?:anaiona|anajua|anayo)|gửi\s+cho\s+(?:tất\s+cả|cả\s+lớp|mọi\s+người|nhóm)"
    r"|(?:pinadala|sinend)\s+sa\s+lahat|para\s+sa\s+lahat|herkese\s+(?:gönder|at|paylaş)\w*)(?![^\W\d_])"
    r"|(?:разослал\w*|отправил\w*)\s+всем|всем\s+родителям|للجميع|所有人|大家都|全体家长|みんなに|全員に|모두에게")
_CODE_WORD = _re(r"(?i)(?<![^\W\d_])(?:code|kode|c[óo]digo|codice|kod\w*|mã)(?![^\W\d_])|код\w*|コード|코드|码|碼|รหัส|كود|رمز")
# What a shared code must not be: a way in, a card's, money's or a one-time code's (sharing a key is still a key).
_ACCESS = _re(
    r"(?i)wi-?fi|wlan|pass|door|tür|porte|puerta|porta|pintu|gate|gerbang|alarm|safe|cofre|tresor|lock|kunci|candado|locker"
    r"|otp|verif|sms|card|carte|tarjeta|kartu|cart[ãa]o|atm|bank|banco|voucher|gift|login|akun|account|conta|cuenta"
    r"|\bpin\b|upi|wallet|m-?pesa|momo|senha|sandi|clave|contrase")

# The text lets a code go round: "ok to share", "geen geheim", "staat op het rooster", "配ってOK", "אפשר לשתף".
_FREE = _re(
    r"(?i)(?<![^\W\d_])(?:(?:ok|okay|fine|free|safe)\s+to\s+(?:share|pass\s+(?:it\s+)?on|hand\s+out|give\s+out)"
    r"|(?:you\s+)?can\s+(?:share|forward|pass)\s+(?:it|this)|can\s+be\s+shared|feel\s+free\s+to\s+share|share\s+freely"
    r"|(?:it'?s\s+)?not\s+(?:a\s+)?secret|no\s+secret|everyone\s+(?:has|gets)\s+it|on\s+the\s+(?:schedule|rota|noticeboard|notice\s+board|timetable)"
    r"|geen\s+geheim|mag\s+(?:je\s+)?(?:gedeeld|delen|doorsturen)|staat\s+op\s+het\s+(?:rooster|schema|prikbord)|iedereen\s+heeft\s+(?:hem|het)"
    r"|kein\s+geheimnis|darf\s+(?:geteilt|weitergegeben)\s+werden|(?:kannst|kann\s+man|könnt\s+ihr)\s+(?:ihn\s+|es\s+)?(?:teilen|weitergeben)"
    r"|steht\s+im\s+(?:plan|aushang)|(?:ce\s+)?n['’]est\s+pas\s+(?:un\s+)?secret|pas\s+secret|peut\s+être\s+partagé|vous\s+pouvez\s+(?:le\s+)?partager"
    r"|no\s+es\s+(?:ningún\s+)?secreto|se\s+puede\s+(?:compartir|pasar)|puedes\s+(?:compartirlo|pasarlo)|n[ãa]o\s+é\s+segredo"
    r"|pode\s+(?:compartilhar|passar|divulgar)|non\s+è\s+(?:un\s+)?segreto|si\s+può\s+(?:condividere|girare)|nie\s+jest\s+tajn\w*"
    r"|można\s+(?:udostępni\w*|podać\s+dalej|rozesłać)|není\s+tajn\w*|nem\s+titkos|nu\s+e(?:ste)?\s+secret|se\s+poate\s+(?:da|trimite)"
    r"|gizli\s+değil|paylaşabilir\w*|bukan\s+rahasia|boleh\s+(?:dibagikan|disebar\w*|dishare)|không\s+(?:phải\s+)?bí\s+mật"
    r"|có\s+thể\s+chia\s+sẻ|si\s+siri|unaweza\s+kushiriki|hindi\s+sikreto|pwede\s+i-?share)(?![^\W\d_])"
    r"|не\s+секрет|можно\s+(?:делиться|раздать|переслать|поделиться)|ليس\s+سر[اًا]?|يمكن\s+مشاركت\w*|راز\s+نیست"
    r"|می\s?[‌ ]?توان\w*\s+(?:به\s+اشتراک|پخش)|לא\s+סוד|אפשר\s+לשתף|מותר\s+לשתף|शेयर\s+कर\s+सकते|कोई\s+(?:राज़|राज|सीक्रेट)\s+नहीं"
    r"|配って(?:OK|ok|ＯＫ|いい|大丈夫)|共有(?:OK|ok|ＯＫ|して(?:いい|大丈夫|OK))|シェア(?:OK|ok|して(?:いい|OK))|秘密じゃない"
    r"|可以(?:分享|转发|轉發|发给|發給)|不是秘密|공유해도\s?(?:돼|됩니다|괜찮)|공유\s?가능|비밀\s?아니|ไม่ใช่ความลับ|แชร์ได้")
_UNFREE = _re(r"(?i)(?<![^\W\d_])(?:not|n't|never|nicht|nie|pas|não|non|no)\W{1,3}$|(?:не|לא|אסור|ไม่|不|안)\s?$")
# A code word, compounds included ("Zaalcode", "Teilnahmecode", "参加コード", "קוד הצטרפות").
_ANY_CODE_WORD = _re(r"(?i)[^\W\d_]{0,16}(?:code|kode|kod|kodu|codice|c[óo]digo)(?![^\W\d_])|κωδικ\w*|код\w*|קוד|کد|کُد|कोड"
                     r"|コード|코드|码|碼|รหัส|كود|رمز"
                     # a number word: an id the writer calls no secret ("номер полиса ОМС … он на карточке, не секрет")
                     r"|(?<![^\W\d_])(?:number|nummer|numéro|número|numero|numer|číslo|nomor|numara\w*|nambari)(?![^\W\d_])"
                     r"|номер\w*|αριθμ\w*|رقم|شماره|מספר|नंबर|番号|号码|號碼|번호")
# A second code set against the shared one ("…不是秘密，但家里保险箱密码是 …"): the sentence is left whole.
_BUT = _re(r"(?i)(?<![^\W\d_])(?:but|aber|pero|mais|maar|ale|mutta|tapi|nhưng|lakini|fakat|но|але|αλλά|لكن|ولكن"
           r"|اما|אבל|लेकिन)(?![^\W\d_])|但|可是|けど|しかし|でも|하지만|그런데|แต่")
_FREE_VALUE = re.compile(r"[^\n.;!?]{0,90}?(?<![\w\-])(?P<v>\d{2,4}(?: \d{2,4}){1,3}(?![\w\-])"
                         r"|(?=[\w\-]*\d)[A-Za-z0-9][A-Za-z0-9\-]{3,24})(?![\w\-])")


# A one-time value: an OTP or a verification code, a prepaid electricity token, a voucher or a top-up.
_ONE_TIME = _re(
    r"(?i)(?<![^\W\d_])(?:otp|one[\s\-]?time\s+(?:code|password|pin)|(?:verification|confirmation|sms)\s+code|tac"
    r"|kode\s+(?:otp|verifikasi|konfirmasi|aktivasi)|c[óo]digo\s+(?:de\s+)?(?:verificaci[óo]n|verifica[çc][ãa]o|confirmaci[óo]n"
    r"|confirma[çc][ãa]o|sms)|code\s+(?:de\s+)?(?:vérification|confirmation)|bestätigungscode|sms-?code|codice\s+(?:di\s+)?verifica"
    r"|mã\s+(?:otp|xác\s+(?:nhận|thực))|nambari\s+ya\s+uthibitisho|doğrulama\s+kodu"
    r"|(?:elec\w*|prepaid|power|meter|luku|umeme|pln|listrik)\s+token|token\s+(?:listrik|pln|umeme|luku|de\s+luz|d'électricité)"
    r"|voucher|recharge|recarga|top[\s\-]?up|airtime|pulsa|scratch\s+card|vocha|coupon|cup[óo]n|cupom|gutschein)(?![^\W\d_])"
    r"|код\s+(?:подтверждения|из\s+смс|из\s+sms)|验证码|驗證碼|認証コード|確認コード|인증\s?번호|인증\s?코드|رمز\s+التحقق"
    r"|كود\s+التفعيل|کد\s+تایید")
# Spent, in the past: expired, no longer valid, already used or already loaded ("expires in 5 min" is no such word).
_SPENT = _re(
    r"(?i)(?<![^\W\d_])(?:(?:has|had|is|was|already|now|just|it'?s)\s+(?:already\s+)?expired|expired\s+(?:already|now|yesterday)"
    r"|no\s+longer\s+valid|not\s+valid\s+any\s?more|(?:already|been)\s+(?:used|loaded|entered|redeemed|topped\s+up|keyed\s+in)"
    r"|(?:used|loaded|entered|redeemed)\s+already|used\s+up"
    r"|(?:sudah|udah|telah|dah)\s+(?:tidak\s+berlaku|kadaluarsa|kedaluwarsa|kadaluwarsa|expired?|hangus|dipakai|terpakai"
    r"|digunakan|dimasukkan|diisi|diinput|lewat|luput|basi|tamat\s+tempoh)|tidak\s+berlaku\s+lagi|tamat\s+tempoh"
    r"|(?:sudah|udah|dah|telah)\s+(?:gak|ga|nggak|enggak|tidak|tak|ndak)\s+(?:berlaku|valid|bisa\s+(?:dipakai|digunakan))"
    r"|(?:kadaluarsa|kedaluwarsa|kadaluwarsa)(?!\s*[:\-]?\s*\d|\s+(?:dalam|pada|jam|menit|besok|nanti|tanggal|tgl|hari|bulan|tahun|akhir|setelah)(?![^\W\d_]))"
    r"|(?:ya\s+)?(?:caducó|expiró|venció)|(?:está|ya)\s+(?:caducado|vencido|expirado|usado|cargado)|ya\s+no\s+(?:sirve|vale|es\s+válido)"
    r"|ya\s+lo\s+(?:usé|cargué|metí)|expirou|já\s+(?:expirou|venceu|usei|usado|foi\s+usado|carregado|carreguei)|não\s+vale\s+mais"
    r"|(?:a|est)\s+expiré|est\s+périmé|n'est\s+plus\s+(?:valable|valide)|déjà\s+(?:utilisé|chargé|rechargé|saisi)"
    r"|abgelaufen|nicht\s+mehr\s+gültig|(?:schon|bereits)\s+(?:benutzt|verwendet|eingelöst|aufgeladen|eingegeben)"
    r"|scaduto|già\s+(?:usato|utilizzato|caricato)|verlopen|al\s+gebruikt|süresi\s+(?:doldu|geçti)|zaten\s+kullanıldı"
    r"|đã\s+(?:hết\s+hạn|dùng|sử\s+dụng|nạp)|hết\s+hạn\s+rồi|imeisha\s+muda|imekwisha\s+muda|imeshatumika|imeshaingizwa"
    r"|tayari\s+imetumika|(?:expired|nag-?expire|nagamit|na-?load)\s+na|(?:expire|use|load)\s+ho\s+(?:gaya|gayi|chuka|chuki))"
    r"(?![^\W\d_])|ист[её]к\w*|просрочен\w*|уже\s+(?:использован\w*|вв[её]л\w*|активирован\w*)|больше\s+не\s+действ\w*"
    r"|期限切れ|使用済み|已过期|过期了|已失效|已经?用(?:过|了)|已充值|만료(?:됐|되었)|이미\s?사용|انتهت\s+صلاحيت\w*|منتهي\s+الصلاحية"
    r"|تم\s+استخدام\w*|منقضی\s+شده|एक्सपायर\s+हो\s+(?:गया|गई)|หมดอายุแล้ว")
_NOT_YET = _re(r"(?i)(?<![^\W\d_])(?:not|n't|never|belum|blm|chưa|bado|hindi\s+pa|ainda\s+não|todavía\s+no|aún\s+no|pas\s+encore"
               r"|noch\s+nicht|nog\s+niet|henüz|ещё\s+не|еще\s+не|nahi|nahin)(?![^\W\d_])[^\n.;]{0,12}$"
               r"|(?:快|要|将|將|即将|就要|马上|馬上)$")   # "快过期了": about to expire
# "Not yet" anywhere in the sentence, or the spent word asked about: the code may still work.
_YET = _re(r"(?i)(?<![^\W\d_])(?:not\s+yet|belum|blm|chưa|bado|hindi\s+pa|ainda\s+não|todavía\s+no|aún\s+no|pas\s+encore"
           r"|noch\s+nicht|nog\s+niet|henüz|abhi\s+nahi)(?![^\W\d_])|ещё\s+не|еще\s+не|还没|まだ|아직")
_NEW = _re(r"(?i)(?<![^\W\d_])(?:new|fresh|baru|nuev[oa]|novo|nova|nouveau|nouvelle|neue[rn]?|mới|mpya|bago|yeni|нов\w*|naya|nayi)"
           r"(?![^\W\d_])|新|새|جديد|नया|नई")
_SPENT_VALUE = re.compile(r"(?<![\w\-])(?P<v>\d(?:[ \-]?\d){3,23}|(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{4,12})(?![\w\-])")


def _class_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The value after a class's join-code name, unless kept from others or a login stands between."""
    if not may_match(_CLASS, lowered):
        return
    for name in _CLASS.finditer(text):
        value = _CODE_AFTER.match(text, name.end())
        if value is not None and not _LOGIN.search(text, name.end(), value.start("v")) \
                and not KEPT.search(text, name.start(), min(len(text), value.end() + 60)):
            yield value.span("v")


def _broadcast_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A code in a sentence that hands it to everyone, when nothing makes it a way in, a card's or a one-time code."""
    if not may_match(_BROADCAST, lowered):
        return
    for low, high in sentences(text):
        shared = _BROADCAST.search(text, low, high)
        if shared is None or _ACCESS.search(text, low, high) or opens_something(text, low, high) \
                or KEPT.search(text, max(low, shared.start() - 16), shared.start()):
            continue
        for word in _CODE_WORD.finditer(text, low, high):
            value = _CODE_AFTER.match(text, word.end(), high)
            if value is not None:
                yield value.span("v")
                break


def _free_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A code in a sentence that lets it go round ("ok to share", "geen geheim"), unless kept, a way in or a login's."""
    if not may_match(_FREE, lowered):
        return
    for low, high in sentences(text):
        if any(_UNFREE.search(text, max(low, m.start() - 12), m.start()) for m in _FREE.finditer(text, low, high)):
            continue   # "not ok to share"
        rest = _FREE.sub(lambda m: " " * len(m.group(0)), text[low:high])   # "bukan rahasia", "не секрет": no keeping
        if rest == text[low:high] or _ACCESS.search(rest) or KEPT.search(rest) or STRONG.search(rest) or _BUT.search(rest):
            continue
        for word in _ANY_CODE_WORD.finditer(text, low, high):
            value = _FREE_VALUE.match(text, word.end(), high)
            if value is not None and not _LOGIN.search(text, word.end(), value.start("v")) \
                    and not opens_something(text, word.end(), value.start("v")):   # "номер карты …": a card's
                yield value.span("v")
                break


def _spent_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """Values in a sentence that calls its one-time code spent (expired, already used or loaded) and gives no new one."""
    if not (may_match(_ONE_TIME, lowered) and may_match(_SPENT, lowered)):
        return
    for low, high in sentences(text):
        spent = _SPENT.search(text, low, high)
        if spent is None or _ONE_TIME.search(text, low, high) is None or _YET.search(text, low, high) \
                or text[spent.end():spent.end() + 2].lstrip().startswith("?") \
                or _NOT_YET.search(text, max(low, spent.start() - 30), spent.start()):
            continue
        if _NEW.search(text, low, high) is None:   # "the old one expired, the new one is …": the sentence is left whole
            spent_words = [m.end() for m in _ONE_TIME.finditer(text, low, high)]
            yield from (value.span("v") for value in _SPENT_VALUE.finditer(text, low, high)
                        if not _own_credential_before(text, max([low, *(e for e in spent_words if e <= value.start())]),
                                                      value.start()))


# A code word of any kind ("code", "Kode", "код"): it may name the one-time code itself.
_ANY_CODE = re.compile(r"(?i)c[oó]d\w*|kod\w*|код\w*|κωδ\w*")


def _own_credential_before(text: str, low: int, at: int) -> bool:
    """A PIN or password word between the last one-time word (or the sentence's start) and the value at `at`: "my PIN
    is 4821, the voucher code … was already used" spends the voucher, not the PIN."""
    return any(cue.group("pw") is not None or not _ANY_CODE.fullmatch(cue.group(0)) for cue in CUE.finditer(text, low, at))


def shared_code_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the codes handed to everyone and the one-time codes spent in `text` (see the module's docstring)."""
    if not any(c.isdigit() for c in text):
        return
    lowered = lower1(text)
    yield from _class_spans(text, lowered)
    yield from _broadcast_spans(text, lowered)
    yield from _free_spans(text, lowered)
    yield from _spent_spans(text, lowered)
    yield from stale_spans(text)   # a PIN or password the text says is no longer in use (secret_public_stale)
