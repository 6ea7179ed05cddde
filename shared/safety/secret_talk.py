"""Talk about a secret gives none: statistics, factory defaults, examples, expired codes, policies and games.

"Most common PIN is 1234", "Code PIN par défaut 0000", "Example password: Hunter2, never use it", "Kode voucher 8821
sudah kedaluwarsa", "Kata sandi minimal 8 karakter", "The code word for today's game is 'banana'" and "密码写在路由器背面"
name a credential word and a value, yet the value is public knowledge, a sample, spent, or no value at all. Every stage
reads them as a secret, so `secrets._all_spans` asks `talk_only` once for each span instead of six stages each keeping a
copy. A first-person word beside the value ("my PIN", "I set", "ich hab", "mine") keeps the secret: ownership beats
'example' or 'default' only when the value is someone's; a game's word stays a secret beside a platform's account, a
login or a hush from the players (`secret_public_games.held_back`: "don't tell the kids").
"""

from __future__ import annotations

import re

from .secret_changed_words import CHANGED, RESET
from .secret_dictated import kept_elsewhere
from .secret_digits import counting
from .secret_public_defaults import live_device
from .secret_public_games import held_back
from .secret_example_words import SAMPLE_DENIED
from .secret_lookalikes import public_lookalike
from .secret_note_words import OTHER, credential_word
from .secret_talk_asides import example_in_owned_aside
from .secret_talk_hints import hint_only
from .secret_talk_pointers import pointer_only
from .secret_small_world import decoy_set_aside
from .secret_remittance import transfer_kept

# A word starts or ends here: no letter or digit beside it, save Chinese, Japanese or Korean (written without spaces).
_W = r"(?<![^\W_\u3040-\u9fff\uac00-\ud7af])"
_E = r"(?![^\W_\u3040-\u9fff\uac00-\ud7af])"

# How often people pick it: "most common PIN", "Top 10 passwords", in ~20 languages.
_STATS = (
    r"most\s+(?:common|popular|used|frequent)|commonest|top\s*\d+|worst\s+passwords|common\s+(?:pins?|passwords)"
    r"|häufigste[nrs]?|beliebteste[nrs]?|meistgenutzte[nrs]?|más\s+(?:común|comunes|usad[oa]s?|popular(?:es)?)"
    r"|plus\s+(?:courant|fréquent|utilisé|répandu)e?s?|più\s+(?:comun[ei]|usat[oaie]|diffus[oaie])"
    r"|mais\s+(?:comum|comuns|usad[oa]s?|popular(?:es)?)|самы[йе]\s+(?:популярн|распространённ|распространенн|частые)\w*"
    r"|najczęstsz\w*|najpopularniejsz\w*|meest\s+(?:gebruikte|voorkomende)|populairste|en\s+yaygın|en\s+çok\s+kullanılan"
    r"|paling\s+(?:umum|populer|sering)|yang\s+paling\s+banyak|ya\s+kawaida\s+zaidi|maarufu\s+zaidi|phổ\s+biến\s+nhất"
    r"|सबसे\s+(?:आम|लोकप्रिय)|الأكثر\s+شيوعا|الأكثر\s+استخداما|最常见|最常用|最常見|よく使われる|一番多い|가장\s*흔한|가장\s*많이"
    r"|yaygın\s+şifreler|najčastejš\w*|legnépszerűbb\w*|leggyakoribb"
    # a ranking: "the top two passwords of the year", "Passwort-Rangliste", "classement des mots de passe"
    r"|top\s+(?:two|three|four|five|ten|twenty|fifty|hundred)|(?:passwords?|pins?)\s+of\s+the\s+year|most\s+(?:hacked|guessed)"
    r"|ranking|rangliste|classement|clasificación|classifica|рейтинг\w*|sıralama\w*|peringkat|排行|ランキング|순위")
# A value the maker ships, public in every manual.
_DEFAULT = (
    r"default|factory|out\s+of\s+the\s+box|par\s+défaut|d['’]usine|por\s+defecto|predeterminad[oa]|de\s+fábrica|padrão"
    r"|predefinit[oa]|di\s+fabbrica|werks\S*|werkseitig\w*|voreingestellt\w*|standard-(?:pin|passwort|kennwort|code)"
    r"|по\s+умолчанию|заводск\w+|domyśln\w+|fabryczn\w+|standaard|fabrieks\w*|varsayılan|fabrika\s+ayar\w*|bawaan"
    r"|kiwanda|chaguo-?msingi|mặc\s+định|डिफ़ॉल्ट|الافتراضي[ةه]?|默认|默認|出厂|出廠|初期|デフォルト|기본값?|초기")
# A sample shown to teach, not to use.
_EXAMPLE = (
    r"(?<![-.@/])example(?![-.]\w)|for\s+instance|sample|beispiel\w*|ejemplo|exemple|exemplo|esempio|voorbeeld|пример\w*|przykład\w*|örnek"
    r"|contoh|mfano|ví\s+dụ|उदाहरण|مثال|例如|示例|例えば|サンプル|예시|예를\s*들어"
    # said to be no one's: "obviously not real", "a dummy", "made-up", "fictitious", in ~25 languages
    r"|dummy|made[\s-]up|fictitious|not\s+(?:a\s+)?real|placeholder|nicht\s+echt|fiktiv\w*|erfunden\w*"
    r"|pas\s+(?:un\s+)?vrai\w*|fictif\w*|no\s+es\s+real|ficticio\w*|não\s+é\s+real|fictíci[oa]s?|non\s+è\s+reale"
    r"|fittizi[oa]|niet\s+echt|verzonnen|fictief|не\s+настоящ\w*|вымышленн\w*|выдуманн\w*|нереальн\w*|nieprawdziw\w*"
    r"|fikcyjn\w*|gerçek\s+değil|uydurma|bukan\s+(?:asli|yang\s+asli)|si\s+halisi|không\s+có\s+thật|काल्पनिक|नकली"
    r"|وهمي|ليس\s+حقيقي|غير\s+حقيقي|ساختگی|בדוי|假的|虚构|虛構|ダミー|架空|가짜|더미|不是真的?|并非真|並非真|非真实|非真實"
    r"|本物(?:では|じゃ)ない|実在しない|진짜가\s?아닌|진짜\s?아님|실제가\s?아닌")
# Spent: nothing left to open.
_EXPIRED = (
    r"expired|no\s+longer\s+valid|abgelaufen|ungültig|expiré|périmé|caducad[oa]|vencid[oa]|expirad[oa]|scadut[oa]"
    r"|истёк|истек|просрочен\w*|wygasł\w*|nieważn\w*|verlopen|süresi\s+dol(?:du|muş)|(?:sudah|telah|udah|dah)\s+k[ae]d[ae]?luw?arsa"
    r"|tidak\s+berlaku\s+lagi|imeisha\s+muda\s+wake|đã\s+hết\s+hạn|समाप्त\s+हो\s+गया|انتهت\s+صلاحيت\w+|已过期|已過期"
    r"|期限切れ|만료됐|만료되었|만료된")
# A rule about passwords: a length counted in characters or digits.
_UNITS = (r"\s*(?:characters?|chars?|digits?|letters?|zeichen|ziffern|stellen|caractères|chiffres|caracteres|dígitos|caratteri"
          r"|cifre|символ\w*|цифр\w*|znak\w*|cyfr\w*|tekens|cijfers|karakter|hane|digit|angka|huruf|herufi|tarakimu|ký\s+tự"
          r"|chữ\s+số|अक्षर|अंक|حروف|أحرف|أرقام|位|个字符|文字|桁|자리?|글자|tecken|tegn|merkkiä|znaků|znakov|χαρακτήρ\w*|תווים"
          r"|کاراکتر|caractere)")
# A rule right after the value: the value names what the password is for ("Lösenordet till 1177 ska vara minst 12 tecken").
_MUST = re.compile(r"(?i)\s*(?:ska\s+vara|skal\s+være|må\s+være|skal\s+vere|must\s+be|has\s+to\s+be|needs\s+to\s+be"
                   r"|should\s+be|muss|soll|doit|doivent|debe|deben|tiene\s+que|deve|devono|precisa|moet|pitää\s+olla|täytyy"
                   r"|musi|musí|должен|должна|должно|olmalı|harus|lazima|phải|必须|必須|須|해야|يجب|باید|חייב)(?![^\W_])")
_POLICY = (
    r"(?:at\s+least\s+\d+|minimum\s+(?:of\s+)?\d+|minimal\s+\d+|mindestens\s+\d+|au\s+moins\s+\d+|al\s+menos\s+\d+"
    r"|pelo\s+menos\s+\d+|almeno\s+\d+|не\s+менее\s+\d+|минимум\s+\d+|co\s+najmniej\s+\d+|minstens\s+\d+|en\s+az\s+\d+"
    r"|sekurang-kurangnya\s+\d+|angalau\s+\w*\s*\d+|ít\s+nhất\s+\d+|至少\s*\d+|\d+\s*文字以上|\d+\s*자\s*이상|\d+\s*位以上"
    r"|على\s+الأقل\s+\d+|कम\s+से\s+कम\s+\d+|minst\s+\d+|mindst\s+\d+|vähintään\s+\d+|legalább\s+\d+|najmanje\s+\d+"
    r"|cel\s+puțin\s+\d+|alespoň\s+\d+|aspoň\s+\d+|minimálně\s+\d+|κατ[άα]\s+ελάχιστον\s+\d+|לפחות\s+\d+|حداقل\s+\d+"
    r"|no\s+mínimo\s+\d+|op\s+zijn\s+minst\s+\d+|ten\s+minste\s+\d+|mínimo\s+(?:de\s+)?\d+|minimo\s+\d+)" + _UNITS)
# A word for a children's game, a quiz or a party.
_GAME = (
    r"game|treasure\s+hunt|scavenger\s+hunt|spiel|juego|jeu|jogo|gioco|spel|игр[аеуы]|gra|gry|oyun|permainan"
    r"|mchezo|trò\s+chơi|खेल|لعبة|游戏|遊戲|ゲーム|게임")
_GAME_RE = re.compile(rf"(?i){_W}(?:{_GAME}){_E}")
_DEFAULT_RE = re.compile(rf"(?i){_W}(?:{_DEFAULT}){_E}")
_STRONG_TALK = re.compile(rf"(?i){_W}(?:{_STATS}|{_EXAMPLE}){_E}")
_EXAMPLE_RE = re.compile(rf"(?i){_EXAMPLE}")
_EXPIRED_RE = re.compile(rf"(?i){_W}(?:{_EXPIRED}){_E}")
_POLICY_RE = re.compile(rf"(?i){_W}(?:{_POLICY}){_E}")
# Everyday words of Arabizi (Arabic in Latin letters, digits for ع ح ء خ ق): "el code taba3 el wifi maktoub 3al 7eit"
# names where the code is written; its "taba3" (of), "3al" (on), "7eit" (wall) are words, never the code.
_ARABIZI_WORDS = frozenset((
    "taba3", "tab3", "ta3", "taa3", "bta3", "beta3", "bta3t", "mta3", "mte3", "ntaa3", "taba3i", "bta3i", "ta3i", "3al",
    "3ala", "3a", "3an", "3en", "3ind", "3nd", "3end", "3and", "ma3", "m3a", "ma3i", "ya3ni", "ba3d", "b3d", "ba3den",
    "7eit", "7ait", "7ayt", "7et", "7ita", "7ata", "7atta", "7atta", "sa7", "3am", "2al", "2ana", "2enta", "la2", "ba2a",
    "2abl", "5ali", "5od", "5alas", "5alass", "3shan", "3ashan", "3alashan", "wa7ed", "wa7ad", "wa7de", "7ad", "7aga",
    "7aja", "ra7", "la7", "sa3a", "3amel", "3ayez", "3ayz", "3aref", "3arfa", "7abibi", "ma3lesh", "ma3lish", "2odam",
    "l7eit", "3al7eit", "3al7ayt", "5ara", "ma7al", "el7eit", "fo2", "ta7t", "ta7", "3omri", "wla7ad", "7ada"))
# A password's or PIN's rule named before the value: what is asked of every password ("the password rule: all fours?",
# "Passwortregel: …", "règle du mot de passe : …", "密码规则：…"), not one.
_RULE_NAME = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:password|passwort|pin|passcode|kennwort|wachtwoord|lösenords?|hasła|hesla|jelszó|şifre)[\s\-]?"
    r"(?:rules?|policy|policies|requirements?|regeln?|richtlinien?|vorgaben?|anforderungen?|regels?|vereisten|regler"
    r"|krav|zasady|pravidla|szabály\w*|kuralları?)|(?:règles?|exigences?|politique)\s+(?:du|des|de)\s+(?:mots?\s+de\s+passe|code|pin)"
    r"|(?:reglas?|requisitos?|pol[ií]tica)\s+de\s+(?:la\s+|las\s+)?(?:contraseñas?|claves?|pin)"
    r"|(?:regras?|requisitos?|pol[ií]tica)\s+d[ae]s?\s+senhas?|(?:regol[ae]|requisiti)\s+(?:della\s+|delle\s+|per\s+la\s+)?password"
    r"|aturan\s+(?:kata\s+sandi|password|pin))(?![^\W\d_])"
    r"|правил\w*\s+(?:для\s+)?парол\w*|требовани\w*\s+к\s+парол\w*|密码规则|密碼規則|密码要求|パスワードの?(?:ルール|規則|要件)"
    r"|비밀번호\s?(?:규칙|정책)|قواعد\s+كلمة\s+(?:ال)?(?:مرور|سر)")
# Where it is written, with no value: "密码写在路由器背面", "كلمة السر مكتوبة على الراوتر".
_WRITTEN = re.compile(
    r"(?i)(?:written\s+on|printed\s+on|on\s+the\s+(?:back|sticker|label)|steht\s+(?:auf|hinten)|écrit\s+sur|escrit[oa]\s+en"
    r"|escrit[oa]\s+n[oa]|scritt[oa]\s+su|написан\w*\s+на|tertulis\s+di|imeandikwa|مكتوب[ةه]?\s+على|写在|寫在|印在|貼って|書いて"
    r"|적혀)")
# A first-person word: the value is someone's own.
_OWNER = re.compile(
    r"(?i)(?<![^\W_])(?:my|mine|i|i['’]ve|i\s+set|our|ours|ich|mein\w*|unser\w*|mi|mis|mío|mía|nuestr[oa]s?|mon|ma|mes"
    r"|notre|je|j['’]ai|meu|minha|nosso|nossa|mio|mia|мой|моя|мое|моё|наш\w*|я|mój|moja|moje|mijn|ons|onze|benim"
    r"|le\s+mien|la\s+mienne|mijne|benimki|meins"
    r"|saya|aku|kami|kita|yangu|wangu|changu|letu|yetu|tôi|मेरा|मेरी|رقمي|내|제|우리)(?![^\W_])"
    r"|我的|我们的|我們的|私の|僕の|俺の|自分の|うちの")
_OPEN, _CLOSE = "(（[", ")）]"


def _aside(sentence: str, at: int, value_at: int) -> bool:
    """Whether sentence[at] lies in brackets that close before the value at `value_at` (a label's aside)."""
    opened = max(sentence.rfind(mark, 0, at) for mark in _OPEN)
    return opened != -1 and not any(mark in sentence[opened:at] for mark in _CLOSE) \
        and any(mark in sentence[at:value_at] for mark in _CLOSE)


_NEW = re.compile(r"(?i)(?<![^\W_])(?:new|now|neu\w*|nuev[oa]|nouv\w+|nov[oa]|baru|mpya|mới|новый|новая|nowy|nowe|新)"
                  r"(?![^\W_])")
_SENTENCE = re.compile(r"[.!?\n。！？;；]")
_SEGMENT = re.compile(r"[,.;!?\n。，；！？،()（）]")
_TIME_BEFORE = re.compile(r"(?i)(?<![^\W_])(?<!set\s)(?<!changed\s)(?<!reset\s)(?:at|às|as|um|à|a\s+las|alle|saa|pukul|jam|в|o|lúc|om|kl\.?)\s*$")
# A file's number at an office, not the document's: "Passport application reference number: PA2024XYZ".
_FILE_NUMBER = re.compile(
    r"(?i)(?<![^\W_])(?:aktenzeichen|(?:application|reference|tracking|booking|receipt|ticket|case|dossier|antrags?"
    r"|solicitud|demande|pedido|domanda|заявки|wniosku|aanvraag|başvuru|permohonan|ombi)(?:\s+(?:reference|ref\.?))?"
    r"[\s-]*(?:number|no\.?|nr\.?|#|nummer|número|numéro|numero|номер|numer|nomor|namba))\s*[:=#]?\s*$")
# Forgetting a code is talk about it: "lo olvidé, el soporte dice 3 1 0 5" gives a service number, not the code.
_FORGOT = re.compile(r"(?i)forg[eo]t\w*|vergess\w*|vergaß|oubli\w*|olvid\w*|esquec\w*|esqueci|dimentic\w*|zapomn\w*|"
                     r"забы\w*|забу\w*|unut\w*|نسيت|نسي|فراموش\w*|שכח\w*|忘|잊|quên|lupa|sahau|vergeten|glömt|glemt|"
                     r"elfelejt\w*|unohdin|unohtu\w*|भूल|ভুলে")
# Someone who answers for the bank or the shop: what they say is their number, not the forgotten code.
_SUPPORT = re.compile(rf"(?i){_W}(?:support|soporte|suporte|supporto|assistance|assistenza|atendimento|kundendienst"
                      r"|helpdesk|help\s+desk|service\s+desk|agent[ea]?|operator|operadora?|поддержк\w*|destek|dukungan"
                      rf"|huduma|hỗ\s+trợ|الدعم|پشتیبانی|תמיכה|客服|サポート|고객센터){_E}")
# A public number turned into the code: "his house number twice: 217217", "Geburtsjahr rückwärts: 9491".
_DERIVED = re.compile(
    rf"(?i){_W}(?:twice|doubled|repeated|backwards?|reversed|in\s+reverse|zweimal|doppelt|rückwärts|umgekehrt"
    r"|deux\s+fois|à\s+l['’]envers|inversée?|dos\s+veces|al\s+revés|invertid[oa]|duas\s+vezes|ao\s+contrário"
    r"|due\s+volte|al\s+contrario|al\s+rovescio|twee\s+keer|achterstevoren|omgekeerd|två\s+gånger|baklänges|to\s+ganger"
    r"|baklengs|kahdesti|takaperin|dwa\s+razy|od\s+tyłu|wspak|dvakrát|pozpátku|kétszer|visszafelé|de\s+două\s+ori"
    r"|дважды|два\s+раза|наоборот|задом\s+наперё?е?д|двічі|навпаки|iki\s+(?:kez|defa|kere)|tersten|dua\s+kali|terbalik"
    r"|mara\s+mbili|kinyume|hai\s+lần|ngược\s+lại|दो\s+बार|उल्टा|مرتين|معكوس|بالعكس|دو\s+بار|برعکس|פעמיים|הפוך"
    rf"|两次|兩次|倒过来|倒過來|反过来|反過來|2回|逆さ?|두\s?번|거꾸로){_E}")
# The real one, set against a sample ("the real SSN", "die echte Nummer", "el número de verdad", "настоящий").
_REAL = re.compile(
    rf"(?i){_W}(?:real|actual|echte[nrs]?|richtige[nrs]?|vrai[es]?|véritable|verdader[oa]|de\s+verdad|verdadeir[oa]"
    r"|ver[oa]|vero|echt|riktiga?|ægte|oikea|prawdziw\w*|skutečn\w*|valódi|настоящ\w*|реальн\w*|справжн\w*|gerçek"
    rf"|asli|sebenarnya|halisi|thật|असली|الحقيقي|حقیقی|האמיתי|真的|真正的?|本物|本当の|진짜|실제){_E}")
# Someone else's, named in the value's own clause: "hers is …", "el suyo es …", "seine ist …".
_THEIRS = re.compile(
    rf"(?i){_W}(?:hers|his|theirs|her\s+own|his\s+own|seine[rs]?|ihre[rs]?|la\s+sienne|le\s+sien|el\s+suyo|la\s+suya"
    r"|o\s+dela|o\s+dele|a\s+dela|a\s+dele|il\s+suo|la\s+sua|zijne|haar|hennes|hans|его|её|ее|jego|jej|onunki"
    rf"|miliknya|yake|wake|của\s+(?:bà|ông|anh|chị|mẹ|bố)|उसका|उसकी|لها|له|שלה|שלו|他的|她的|彼の|彼女の|그의|그녀의){_E}")
# An abbreviation's case or article ending written after a colon (sv, no, da, fi): the word, not a value after it.
_COLON_SUFFIX = re.compile(r"[^\W\d_]{2,12}:(?:t|n|en|et|er|erna|ena|ar|a|in|ia|iä|ä|ssa|ssä|lla|llä|lle|sta|stä|ta|tä"
                           r"|hin|ksi|na|nä|ja|jä)")
_GIVEN = re.compile(r"(?:[:：=→—–\-]|->)\s*$")
_COMMON_VALUES = {"admin", "password", "root", "guest", "user", "default", "changeme", "letmein", "hunter2", "1234",
                  "0000", "12345", "123456", "1111", "passw0rd", "qwerty"}


def _bounds(text: str, start: int, end: int, pattern: re.Pattern[str]) -> tuple[int, int]:
    before = [m.end() for m in pattern.finditer(text, 0, start)]
    after = pattern.search(text, end)
    return (before[-1] if before else 0), (after.start() if after else len(text))


# Addresses and hosts ("db0.example.net", "redis://default:…") name no talk word.
_ADDRESS = re.compile(r"\S+://\S+|\S+@\S+|[\w-]+(?:\.[\w-]+)+")


def _talk_outside(sentence: str, start: int, end: int) -> bool:
    """A statistic or example word in the sentence but not inside the value ("sample" is a seed phrase's word too)."""
    return any((m.end() <= start or m.start() >= end)
               and not (_EXAMPLE_RE.fullmatch(m.group(0)) and example_in_owned_aside(sentence, *m.span(), start, _OWNER))
               for m in _STRONG_TALK.finditer(sentence))   # "my password, for example the wifi one, is …": which one


def _forgotten(shown: str, s_lo: int, start: int) -> bool:
    """A word for forgetting before the value in its sentence, and a helpline or support word after the last
    credential word there: the value is that line's number ("lo olvidé, el soporte dice 3 1 0 5"; not "I forgot my
    PIN, it's 4471", "PIN GoPay jangan lupa: 550183", "Unutma: TC kimlik numaram 10000000146")."""
    if not _FORGOT.search(shown, s_lo, start):
        return False
    before, at = shown[s_lo:start], 0
    while (word := credential_word(before[at:])) is not None and word.end() > 0:
        at += word.end()
    return bool(OTHER.search(before, at) or _SUPPORT.search(before, at))   # not "Unutma: TC kimlik numaram …"


def _claimed_real(shown: str, s_lo: int, s_hi: int, g_lo: int, g_hi: int) -> bool:
    """A value said to be the real one, or someone's, after a sample was set aside: "The real SSN, not the sample one: …",
    "078-05-1120 no wait that's the sample one, hers is 521 44 9087" ("obviously not real" claims nothing)."""
    talk = [m.span() for m in _STRONG_TALK.finditer(shown, s_lo, s_hi)]
    if not talk:
        return False
    real = any(not any(a <= m.start() < b for a, b in talk) and not SAMPLE_DENIED.search(shown, max(0, m.start() - 14), m.start())
               for m in _REAL.finditer(shown, s_lo, s_hi))
    theirs = not any(g_lo <= a < g_hi for a, b in talk) and _THEIRS.search(shown, g_lo, g_hi) is not None
    return real or theirs


def _plain(text: str) -> str:
    return _ADDRESS.sub(lambda m: " " * len(m.group(0)), text)


def _clock(value: str) -> bool:
    return len(value) == 4 and value.isdecimal() and int(value[:2]) < 24 and int(value[2:]) < 60


def _value_of(span_text: str) -> str:
    tokens = re.findall(r"[^\s:=：'\"‘’“”«»]+", span_text)
    return tokens[-1].strip(".,;") if tokens else ""


_CHANGED_RE = re.compile(rf"(?i){_W}(?:{CHANGED}|{RESET}|сбросил\w*){_E}")


def _live_default(shown: str, value: str, s_lo: int, s_hi: int, g_lo: int) -> bool:
    """A default that is still the live key or PIN of one network, card or account (a router's Wi-Fi key, a PUK), not
    said to be changed: a value no run or repeat makes everyone's."""
    digits = value.strip("'\"‘’“”")
    common = digits.lower() in _COMMON_VALUES or (digits.isdigit() and counting(digits))
    return not common and live_device(shown, g_lo, s_hi) and not _CHANGED_RE.search(shown, s_lo, s_hi)


def talk_only(shown: str, start: int, end: int) -> bool:
    """Whether the span at start:end sits in talk about a secret (a statistic, a factory default, an example, an expired
    code, a policy, a game's word, where it is written) rather than giving someone's own."""
    if kept_elsewhere(shown, start, end) or pointer_only(shown, start, end):
        # at reception, masked, reset, "not written here" (secret_dictated); "on the router", "dein Vorname" (_pointers)
        return True
    derived = _DERIVED.search(shown, max(0, start - 40), start) and _GIVEN.search(shown, max(0, start - 4), start)
    if not derived and public_lookalike(shown, start, end):
        return True   # a postcode, promo or house number, a date or year, a value a rule forbids
    if shown[start:end].lower() in _ARABIZI_WORDS:
        return True   # "el code taba3 el wifi": an Arabizi word after the code word, not its value
    if _COLON_SUFFIX.fullmatch(shown[start:end]):
        return True   # "wifi:t", "PIN:en", "SMS:et": a Swedish or Finnish ending after a colon, the word itself
    value = _value_of(shown[start:end])
    if _clock(value) and _TIME_BEFORE.search(shown[max(0, start - 12):start]):
        return True   # a time of day after a time word: "muda todo dia às 1200", "kikao saa 1400"
    at = end - len(value)
    if (_FILE_NUMBER.search(shown[max(0, start - 60):start]) or _FILE_NUMBER.search(shown[max(0, at - 60):at])) \
            and not transfer_kept(shown):
        return True   # an office's file number, not the document's (a transfer's reference kept for one collector is its pickup code)
    s_lo, s_hi = _bounds(shown, start, end, _SENTENCE)
    g_lo, g_hi = _bounds(shown, start, end, _SEGMENT)
    near = shown[g_lo:g_hi]
    if hint_only(shown, s_lo, start, end):
        return True   # a hint to the password ("Подсказка к паролю: …"), or a network with none ("بدون كلمة سر")
    if _forgotten(shown, s_lo, start) and not _NEW.search(near):
        return True   # someone forgot it ("I forgot my PIN"), and the number after is a helpline's, not the code
    if decoy_set_aside(shown, start, end):   # "(not «abandon», that was the video's example): tribe, …" (secret_small_world)
        return False
    if _OWNER.search(near) or _NEW.search(near) or _claimed_real(shown, s_lo, s_hi, g_lo, g_hi):
        return False
    sentence = _plain(shown[s_lo:s_hi])
    if _POLICY_RE.search(sentence, 0, max(0, start - s_lo)) or _RULE_NAME.search(sentence, 0, max(0, start - s_lo)):
        return True   # a rule stated before the value; one after it ("Passwort: X (mindestens 12 Zeichen)") judges it
    must = _MUST.match(shown, end, s_hi)
    if must and _POLICY_RE.search(_plain(shown[must.end():s_hi])):
        return True   # "X must be at least 12 characters": X is what the password is for
    if _talk_outside(sentence, start - s_lo, end - s_lo) or _EXPIRED_RE.search(_plain(near)) \
            or _GAME_RE.search(sentence) and value.strip("'\"‘’“”").isalpha() and not held_back(sentence, 0, len(sentence)):
        return True   # a game's word is a word: "the code word for today's game is 'banana'"
    if _DEFAULT_RE.search(_plain(near)):   # a maker's default beside it, the well-known kind, not a sticker's key
        if _live_default(shown, value, s_lo, s_hi, g_lo):
            return False   # "la contraseña por defecto del wifi es 73920184": the network's key while it is unchanged
        return value.isdigit() and len(value) <= 8 or value.lower() in _COMMON_VALUES
    return _written_only(shown, sentence, start, s_lo)


def _written_only(shown: str, sentence: str, start: int, s_lo: int) -> bool:
    """Whether the sentence says where the secret is written (before the value) rather than giving it."""
    written = _WRITTEN.search(sentence)
    if not written or written.start() > start - s_lo:   # before the value, or the written word read as one ("مكتوبة")
        return False
    if _aside(sentence, written.start(), start - s_lo):
        return False   # "Krankenversichertennr. (steht auf der eGK) A123456780": where the card shows it, aside
    gap = shown[s_lo + written.end():start]   # a value is given by ':', 'is' or 'replaced with' after the place
    if not gap.strip() and written.group(0).lower().startswith("steht auf"):
        return False   # "das steht auf 5-1-8": a dial set to the value, not a place it is written on
    return not re.search(r"(?i)[:：=→]|->|(?<![^\W_])(?:is|ist|est|es|é|是|هي|ni|adalah|with|replaced|changed|now|mit"
                         r"|durch|par|con|com|dengan|na|на)(?![^\W_])", gap)
