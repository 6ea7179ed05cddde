"""Codes handed over in a note: a device's pairing code kept for one person, and a bank token's PIN left to someone.

An app or device pairs with its owner by a short code (a parent's observer pairing code, a TV's link code, a
Bluetooth pairing PIN, a messenger's linking code). Such a code is read here only when the sentence keeps it for one
person ("for me only", "nur für mich", "僅限本人", "don't share"): a class join code sent to everyone, a manual's default
pairing PIN or an expired code stays public. A bank token's PIN ("clave token", "Token-PIN", "OTP PIN") is read after
a long aside naming who it is left to ("Clave token del Galicia de mi viejo, se la dejo a mi hermana que firma:
818244"), the value after a colon or a copula closing the sentence; a transaction's or order's reference word in the
aside, or no value at all ("el token de seguridad llega por SMS"), gives none. Shorter forms are read by the cue stages.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_words import sentences
from .secret_rule_checks import value_ok

# Pairing, linking and observer codes in ~35 languages (the word for "code" next to the word for "pairing").
PAIRING = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:pairing|link(?:ing)?|observer|enrol(?:l)?ment|connection|koppel(?:ings)?|kopplungs"
    r"|verknüpfungs|verbindungs|parkopplings|parrings|parings|pariliitos|yhdistämis|linkitys)[\s\-]?(?:code|pin|kode"
    r"|kod|koodi)"
    r"|code\s+(?:d'|de\s+)?(?:appairage|jumelage|association|liaison|couplage)|code\s+(?:d')?observateur"
    r"|c[oó]digo\s+de\s+(?:emparejamiento|vinculaci[oó]n|enlace|observador|pareamento|emparelhamento|v[ií]nculo)"
    r"|codice\s+(?:di\s+)?(?:abbinamento|associazione|accoppiamento|collegamento)|kod\s+(?:parowania|powiązania)"
    r"|párovací\s+kód|párosítási\s+kód|cod(?:ul)?\s+de\s+(?:asociere|împerechere|conectare)"
    r"|eşleştirme\s+kodu|eşleme\s+kodu|κωδικ\w*\s+(?:σύζευξης|αντιστοίχισης)"
    r"|mã\s+(?:ghép\s+nối|liên\s+kết|ghép\s+đôi)|kode\s+(?:pasangan|penautan|pemasangan|tautan|pairing)"
    r"|msimbo\s+wa\s+(?:kuoanisha|kuunganisha))(?![^\W\d_])"
    r"|код\w*\s+(?:для\s+)?(?:сопряжения|привязки|сполучення|прив['’]язки)"
    r"|(?:رمز|كود)\s+(?:ال)?(?:اقتران|ربط)|کد\s+(?:جفت\u200c?\s?سازی|پیوند)|(?:پیئرنگ|لنک|لنکنگ)\s+کوڈ"
    r"|קוד\s+(?:ה)?(?:צימוד|התאמה|קישור)|(?:पेयरिंग|लिंक|लिंकिंग)\s+कोड|(?:পেয়ারিং|লিংক)\s+কোড"
    r"|配对码|配對碼|绑定码|綁定碼|关联码|關聯碼|配对密码|配對密碼|ペアリング(?:用の?)?(?:コード|PIN|番号)|連携コード|リンクコード"
    r"|페어링\s?(?:코드|번호|PIN)|연동\s?코드|รหัส(?:จับคู่|ผูก)")
# The code itself: letters and digits (a digit among them), or digits in two groups.
_VALUE = re.compile(r"(?<![\w\-])(?P<v>(?=[A-Za-z]*\d)[A-Za-z0-9]{4,10}|\d{3,4}[ \-]\d{3,4}"
                    r"|(?=[A-Z\-]*\d)[A-Z0-9]{3,5}-[A-Z0-9]{3,5})(?![\w\-]|[.,]\d)")
_DIGIT = re.compile(r"\d")
# A sentence keeping the code for one person, in ~35 languages.
PRIVATE = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:for|to)\s+me\s+only|only\s+(?:for|to)\s+me|just\s+(?:for\s+me|mine)|(?:me|mine)\s+only"
    r"|(?:don['’]?t|do\s+not"
    r"|never)\s+(?:share|give|send|tell|pass)|not\s+to\s+be\s+shared|keep\s+(?:it\s+)?private|private|personal|secret"
    r"|nur\s+für\s+mich|nicht\s+(?:teilen|weiter\w*)|geheim|privat|persönlich"
    r"|(?:que|rien\s+que)\s+pour\s+moi|perso|pour\s+moi\s+seule?|ne\s+(?:pas|le)\s+(?:partager|donner|donne)"
    r"|personnel|privée?"
    r"|s[oó]lo\s+para\s+m[ií]|solamente\s+para\s+m[ií]|no\s+(?:lo\s+)?(?:compartir|compartas|des)|privad[oa]"
    r"|(?:só|somente|apenas)\s+para\s+mim|não\s+(?:compartilh|partilh|pass)\w*|pessoal"
    r"|solo\s+per\s+me|non\s+(?:condividere|darlo)|privato|personale|alleen\s+voor\s+mij|niet\s+(?:delen|doorgeven)"
    r"|persoonlijk|(?:bara|endast)\s+för\s+mig|dela\s+inte|kun\s+(?:til|for)\s+m(?:ig|eg)|bare\s+for\s+meg"
    r"|ikke\s+del\w*|vain\s+minulle|älä\s+jaa|tylko\s+dla\s+mnie|nie\s+(?:udostępniaj|podawaj)\w*|prywatn\w*"
    r"|jen\s+pro\s+mě|nesdílej\w*|csak\s+nekem|ne\s+oszd\s+meg|doar\s+pentru\s+mine|(?:sadece|yalnızca)\s+benim"
    r"|paylaşma|kimseye\s+verme|μόνο\s+για\s+μένα|μην\s+το\s+(?:μοιραστείς|δώσεις)|chỉ\s+(?:mình|cho)\s+tôi"
    r"|(?:đừng|không)\s+chia\s+sẻ|(?:hanya|khusus)\s+untuk\s+saya|jangan\s+(?:dibagi|dikasih|disebar|kasih)\w*"
    r"|rahsia|rahasia|para\s+sa\s+akin\s+lang|huwag\s+(?:ibahagi|ipamigay)|kwa\s+ajili\s+yangu\s+tu|usishiriki"
    r"|usimpe\s+mtu|siri)(?![^\W\d_])"
    r"|только\s+для\s+меня|не\s+делит\w*|не\s+давай\w*|никому\s+не|(?:тільки|лише)\s+для\s+мене|не\s+ділит\w*"
    r"|нікому\s+не|لي\s+فقط|خاص\s+بي|لا\s+(?:تشارك|تعط)\w*|فقط\s+برای\s+من|به\s+کسی\s+(?:نده|نگو)|خصوصی"
    r"|صرف\s+میرے\s+لی[ےئ]|کسی\s+کو\s+(?:نہ|مت)|רק\s+(?:בשבילי|לי)|(?:לא|אל)\s+(?:לשתף|תשתף|תמסור)|פרטי"
    r"|(?:सिर्फ|केवल)\s+मेरे\s+लिए|किसी\s+को\s+(?:मत|न)|শুধু\s+আমার\s+জন্য|কাউকে\s+দিও\s+না"
    r"|仅限本人|僅限本人|只给我|只給我|仅自己|僅自己|只限本人|仅供本人|僅供本人|不要(?:分享|告诉|告訴|外传|外傳)|别(?:分享|告诉)|勿外[传傳]"
    r"|自分専用|本人のみ|共有しない|教えないで|内緒|나만|본인만|공유\s?(?:하지\s?마|금지)|알려주지\s?마"
    r"|เฉพาะ(?:ฉัน|ผม)|(?:ห้าม|อย่า)(?:บอก|แชร์)")
# A sentence making the code public, a manual's default, or an expired one.
PUBLIC = re.compile(
    r"(?i)(?<![^\W\d_])(?:default|factory|manual|printed|everyone|all\s+(?:the\s+)?(?:parents|students|class)"
    r"|whole\s+class|(?:can|may|feel\s+free\s+to)\s+share|share\s+(?:it\s+)?with|expired|no\s+longer\s+valid"
    r"|standard\w*|werks\w*|handbuch|anleitung|alle\s+eltern|abgelaufen|par\s+défaut|manuel|tout\s+le\s+monde"
    r"|expiré|por\s+defecto|predeterminad[oa]|todos|caducad[oa]|vencid[oa]|expirad[oa]|padrão|tutti|scadut[oa]"
    r"|predefinit[oa]|iedereen|verlopen|alla|alle|wszyscy|domyśln\w*|herkes|varsayılan|по\s+умолчанию|для\s+всех"
    r"|истёк\w*|истек\w*|просрочен\w*)(?![^\W\d_])"
    r"|الافتراضي|للجميع|منتهي|پیش‌?فرض|همه|ברירת\s+מחדל|לכולם|פג\s+תוקף|डिफ़ॉल्ट|सभी|默认|默認|所有人|大家|已过期|已過期"
    r"|初期|デフォルト|期限切れ|みんな|기본값|모두|만료된|만료됐")
_YEAR = re.compile(r"(?:19|20)\d\d")
# The user's own code after a default one: "mine is", "meiner ist", "le mien est", "el mío es", "il mio è", "de mijne is".
OWN_CODE = re.compile(
    r"(?i)(?<![^\W\d_])(?:mine|my\s+own(?:\s+code)?|my\s+code|meiner|meins|mein\s+code|le\s+mien|la\s+mienne|mon\s+code"
    r"|el\s+m[ií]o|la\s+m[ií]a|mi\s+c[oó]digo|o\s+meu|a\s+minha|il\s+mio|la\s+mia|de\s+mijne|mijn\s+code|mój|moja"
    r"|mitt|min|benimki|мой|мій|mình|punyaku|kode\s+saya)(?![^\W\d_])[^\n\d.;!?。]{0,14}?"
    r"(?<![\w\-])(?P<v>(?=[A-Za-z]*\d)[A-Za-z0-9]{4,10}|(?=[A-Z\-]*\d)[A-Z0-9]{3,5}-[A-Z0-9]{3,5})(?![\w\-])")


def _pairing_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A pairing code's value in a sentence that (with the next one) keeps it for one person and nobody else."""
    spans = list(sentences(shown))
    for at, (low, high) in enumerate(spans):
        label = PAIRING.search(shown, low, high)
        reach = spans[at + 1][1] if at + 1 < len(spans) and spans[at + 1][1] - spans[at + 1][0] < 60 else high
        if label is None or PRIVATE.search(shown, low, reach) is None:
            continue
        if PUBLIC.search(shown, low, reach):   # the default is public; the user's own code beside it is not
            own = OWN_CODE.search(shown, label.end(), high)
            if own is not None and not _YEAR.fullmatch(own.group("v")):
                yield "pairing code", own.span("v")
            continue
        value = _VALUE.search(shown, label.end(), min(high, label.end() + 50))
        if value is not None and not _DIGIT.search(shown, label.end(), value.start()) \
                and not _YEAR.fullmatch(value.group("v")):
            yield "pairing code", value.span("v")


# A bank token's PIN or code, by name, in ~30 languages.
TOKEN_PIN = re.compile(
    r"(?i)(?<![^\W\d_])(?:clave\s+(?:del\s+)?token|clave\s+din[aá]mica|(?:pin|c[oó]digo)\s+del\s+token"
    r"|(?:senha|c[oó]digo|pin)\s+do\s+(?:i?token|cart[aã]o\s+token)"
    r"|(?:soft[\s\-]?)?token[\s\-](?:pin|passcode|password)"
    r"|otp[\s\-]pin|secure\s?key\s+pin|pin\s+(?:for|of)\s+(?:the\s+|my\s+|his\s+|her\s+)?(?:soft\s?)?token"
    r"|pin\s+(?:für|vom|des)\s+(?:den\s+|dem\s+)?token\w*|(?:chip)?tan[\s\-]?generator[\s\-]?pin"
    r"|(?:code\s+)?pin\s+du\s+(?:token|jeton)|code\s+du\s+(?:token|jeton)|pin\s+del\s+token|codice\s+(?:del\s+)?token"
    r"|pin(?:code)?\s+van\s+(?:de\s+)?(?:token|digipass|e\.?dentifier)|digipass[\s\-]?pin"
    r"|(?:pin|kod)\s+(?:do\s+)?tokena|token\s+şifre\w*|pin\s+token|kode\s+token|mã\s+(?:pin\s+)?token"
    r"|mật\s+khẩu\s+token)(?![^\W\d_])"
    r"|(?:пин|пін)(?:-код)?\s+(?:от\s+|від\s+)?токена|код\s+токена|(?:رمز|رقم|كود)\s+(?:ال)?توكن"
    r"|(?:ה)?קוד\s+(?:ה)?טוקן|סיסמת\s+(?:ה)?טוקן|令牌(?:密码|PIN)|U盾密码|K宝密码|トークン(?:の)?(?:PIN|暗証番号|パスワード)"
    r"|OTP\s?(?:비밀번호|비번|핀)")
# After the name, a long aside (who the PIN is left to), then a colon or a copula and the value closing the sentence.
_ASIDE = re.compile(r"[^\n\d.;!?。]{0,120}?(?:[:：=]|(?<![^\W\d_])(?:es|is|ist|est|é|è|är|er|jest|je)(?![^\W\d_]))\s*"
                    r"(?P<v>\d{4,8})(?![\w/\-]|[.,:]\d)")
# A reference, order or transaction word in the aside: the number is that, not the PIN.
_REFERENCE = re.compile(
    r"(?i)(?<![^\W\d_])(?:ref\w*|transac\w*|transfer\w*|operaci[oó]n|opera[cç][aã]o|comprobante|pedido|order"
    r"|folio|factura|invoice|n[uú]mero|number|nummer|numéro|numero|serie|serial|vorgang|bestell\w*|expir\w*|vence"
    r"|valid\w*|sms)(?![^\W\d_])")


def _token_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A token PIN's value after its name and an aside naming who it is left to."""
    for label in TOKEN_PIN.finditer(shown):
        aside = _ASIDE.match(shown, label.end())
        if aside is not None and _REFERENCE.search(shown, label.end(), aside.start("v")) is None:
            yield "pin", aside.span("v")


# A school's other numbers before a slash: a course, class, room, group or grade ("Untis Raum 204 / Turnhalle2").
_NOT_A_USER = re.compile(
    r"(?i)(?<![^\W\d_])(?:course|class|klas|klasse|kurs|room|raum|salle|aula|lokaal|sala|group|groep|gruppe|groupe"
    r"|grupo|period|stunde|lesson|les|uur|cours|note|cijfer|moyenne|grade|noten?|voto|nota|year|jaar|jahr|année)"
    r"(?![^\W\d_])")


def portal_login_ok(match: re.Match[str], sample: str) -> bool:
    """A password after a portal's user number, not after a course's, room's or class's number."""
    return value_ok(match, sample) \
        and _NOT_A_USER.search(sample, max(match.start(), match.start("u") - 12), match.start("u")) is None


def handed_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each pairing code kept for one person and each bank token PIN left to someone."""
    if not any(c.isdigit() for c in shown):
        return
    yield from _pairing_spans(shown)
    yield from _token_pin_spans(shown)
