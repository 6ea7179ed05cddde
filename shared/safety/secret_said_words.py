"""Words for codes said rather than typed: what a PIN or code opens, the words that restate a value, keypad keys.

Shared by `secret_said_codes` (a value restated after "o sea", "つまり"; digits keyed between star and pound; a PIN in
spaced groups) and `secret_public_more` (a keypad's pound key is no price). Every pattern is linear.
"""

from __future__ import annotations

import re
from typing import Iterator

# A word starts or ends here: no letter beside it, save Chinese, Japanese or Korean ("八達通App嘅PIN").
_W = r"(?<![^\W\d_\u3040-\u9fff\uac00-\ud7af])"
_E = r"(?![^\W\d_\u3040-\u9fff\uac00-\ud7af])"

# A PIN, a code, or the thing one opens (an ATM, a card, a lock, a key box, a gate, an alarm), in ~40 languages.
CODE_PLACE = re.compile(
    rf"(?i){_W}(?:pin|pins|pincode|pin-?kode?|pin-?code|mpin|upi\s+pin|passcode|code|codes|kode|koden|kod|kodu|kód|kódja"
    r"|koodi|código|codigo|codice|codul|κωδικ\w*|код\w*|пин\w*|пін\w*|шифр\w*|şifre\w*|sifre\w*|parola|sandi|senha"
    r"|clave|combination|combinación|combinaison|kombination|combinazione|combinação|combinatie|kombinacj\w*|комбинаци\w*"
    r"|atm|cajero|caixa\s+eletr\w+|distributeur|bancomat|geldautomat|bankomat\w*|банкомат\w*|pinautomaat"
    r"|key\s?box|key\s+safe|lock\s?box|schlüsselkasten|schlüsseltresor|schlüsselbox|boîte\s+à\s+clés?|caja\s+de\s+llaves"
    r"|sleutelkastje|sleutelkluis|nyckelskåp|nøgleboks|safe|tresor|coffre|cofre|caja\s+fuerte|cassaforte|sejf|сейф\w*"
    r"|lock|padlock|candado|cadenas|cadeado|lucchetto|kłódk\w*|замок|замка|kilit\w*|alarm\w*|сигнализаци\w*|gate"
    r"|portão|portón|portail|cancello|poort|brama|ворот\w*|kapı|door|puerta|porte|tür|porta|deur|drzwi|двер\w*"
    r"|домофон\w*|interphone|interfono|intercom|citofono|interfon\w*|digicode|wps|puk"
    r"|رمز\w*|الرمز|كود|الكود|رقم\s+سري|الرقم\s+السري|صراف\w*|کد|رمز\s+دوم|خودپرداز|פין|קוד|כספומט|סיסמ\w*"
    r"|पिन|कोड|एटीएम|পিন|কোড|பின்|ரகசிய|mã\s+pin|mã\s+số|rút\s+tiền|รหัส|kata\s+sandi|nambari\s+ya\s+siri|siri|pini"
    r"|card|carte|karte|tarjeta|cartão|carta|kaart|kort|kortet|kartu|kadi|karta|карт[аыу]|بطاقة|کارت|כרטיס|thẻ"
    rf"|ኮድ|ፒን){_E}"
    r"|カード|卡|카드|暗証番号|暗証|パスコード|キーボックス|キーケース|ダイヤル|オートロック|暗码|密码|密碼|門禁|门禁|取款|提款|비밀번호|비번|현관|도어락")
# Words that restate what came before as one value: "o sea 1703", "つまり3705", "i.e. 4471", "тобто 3691".
RESTATE = re.compile(
    rf"(?i){_W}(?:i\.\s?e\.?|so|thus|hence|ergo|então|entonces|alors|dann|that\s+is|that\s+makes|which\s+makes|which\s+gives|so\s+it['’]s|in\s+other\s+words|meaning"
    r"|all\s+together|together|o\s+sea|osea|es\s+decir|o\s+lo\s+que\s+es\s+lo\s+mismo|ou\s+seja|quer\s+dizer|ou\s+melhor"
    r"|c['’]est-à-dire|c[-\s]à[-\s]d|soit|donc|also|d\.\s?h\.|das\s+heißt|sprich|zusammen|cioè|ossia|ovvero|quindi"
    r"|dus|oftewel|met\s+andere\s+woorden|samen|alltså|dvs\.?|altså|eli|siis|czyli|tj\.|tzn\.|tedy|to\s+znamená|vagyis"
    r"|azaz|adică|то\s+есть|т\.\s?е\.|тобто|т\.\s?б\.|тоест|значи|yani|yaani|yaitu|yakni|jadi|artinya|ertinya|tức\s+là"
    r"|nghĩa\s+là|ibig\s+sabihin|kumbe|ni\s+kusema|maana\s+yake|يعني|أي|اي|یعنی|כלומר|matlab|यानी|यानि|मतलब"
    rf"|অর্থাৎ|মানে|δηλαδή|dakle|односно|tai\s+yra|t\.\s?y\.|ehk|ya['’]ni){_E}"
    r"|つまり|すなわち|要するに|也就是说|也就是|就是|即是|即|즉|그러니까|다시\s*말해")
# A keypad's keys: star, hash, pound and their names in ~35 languages.
KEYPAD_KEY = (
    r"star|hash|pound|asterisk|hashtag|stern(?:chen)?|raute|étoile|dièse|estrella|asterisco|almohadilla|numeral|cancelletto"
    r"|cerquilha|jogo\s+da\s+velha|sterretje|hekje|stjärna|fyrkant|tähti|risuaita|gwiazdka|krzyżyk|hvězdička|mřížka"
    r"|csillag|kettőskereszt|steluță|diez|звездочка|звёздочка|решетка|решётка|зірочка|ґратка|yıldız|kare|αστερίσκος"
    r"|δίεση|כוכבית|סולמית|نجمة|مربع|ستاره|مربع|स्टार|हैश|স্টার|dấu\s+sao|dấu\s+thăng|bintang|pagar|nyota|星号|井号"
    r"|米印|シャープ|별표|샵|[*#＊＃※]")
_KEY = rf"(?:{_W}(?:{KEYPAD_KEY}){_E}|[*#＊＃])"
# Digits keyed one by one between keypad keys: "star 4 4 1 9 pound", "* 1 9 9 5 #", "4 4 1 9 then hash".
KEYPAD_RUN = re.compile(
    rf"(?i){_KEY}[ \t]*[,:]?[ \t]*(?P<v>\d(?:[ \t,.\-–]{{1,2}}\d){{2,7}}|\d{{3,8}})[ \t]*,?[ \t]*(?:and\s+|then\s+)?{_KEY}"
    r"|(?<![\d*#])(?P<w>\d(?:[ \t,.\-–]{1,2}\d){3,7})[ \t]*,?[ \t]*(?:and\s+|then\s+)?"
    rf"{_W}(?:pound|hash|raute|dièse|almohadilla|cancelletto|cerquilha|hekje|решетка|решётка|井号|シャープ|샵){_E}")
# A phone menu or a USSD short code, not a lock: "press 1 for Spanish", "dial *#06#", "*100# for the balance".
PHONE_MENU = re.compile(
    rf"(?i){_W}(?:dial\w*|call\w*|press\s+\d|menu|option|extension|imei|ussd|balance|saldo|guthaben|solde|recharge"
    r"|recarga|aufladen|top[\s-]?up|bundle|data\s+plan|paquete|forfait|abonnement|баланс\w*|пополн\w*|bakiye|pulsa"
    rf"|salio|vifurushi|رصيد|شحن|موجودی|शेष|बैलेंस|余额|残高|잔액){_E}")

# A phone's unlock pattern, named: its dots are then given as numbers 1-9 ("punkterna 1-4-7-8-9").
UNLOCK_PATTERN = re.compile(
    rf"(?i){_W}(?:unlock\s+pattern|pattern\s+lock|lock\s+pattern|swipe\s+pattern|unlock\s+shape|entsperrmuster\w*"
    r"|sperrmuster\w*|schéma\s+de\s+déverrouillage|patrón\s+de\s+desbloqueo|padrão\s+de\s+desbloqueio"
    r"|sequenza\s+di\s+sblocco|segno\s+di\s+sblocco|ontgrendel(?:patroon|\s+patroon)|upplåsningsmönst\w*|opl[åa]sningsmønst\w*"
    r"|lukitus(?:kuvio|kuvion)\w*|wzór\s+odblokowania|gest\s+odblokowania|gesto\s+de\s+desbloqueo|графическ\w+\s+ключ\w*"
    r"|графічн\w+\s+ключ\w*|kilit\s+desen\w*|ekran\s+deseni|pola\s+kunci|pola\s+buka|hình\s+mở\s+khóa|mchoro\s+wa\s+kufungua"
    rf"|نمط\s+القفل|الگوی\s+قفل|תבנית\s+(?:נעילה|פתיחה)|पैटर्न\s+लॉक|लॉक\s+पैटर्न){_E}"
    r"|解锁图案|解鎖圖案|锁屏图案|鎖屏圖案|ロック(?:解除)?パターン|パターンロック|잠금\s?패턴|패턴\s?잠금")
PATTERN_DOTS = re.compile(r"(?<![\d.,/])[1-9](?:[ \t]?[-–→>,][ \t]?[1-9]){3,8}(?![\d]|[.,/]\d)")


def keypad_runs(text: str) -> Iterator[tuple[int, int]]:
    """Every keypad run's span, keys included: the pound key after keyed digits is no price."""
    return (run.span() for run in KEYPAD_RUN.finditer(text))
