"""Household numbers that open nothing of anyone's: a quiz game's PIN handed to a room, and a PIN a bank's advice gives
as an example of what not to choose. Blanked by `secret_public.mask` before the rules read a text.

A quiz game's PIN (Kahoot, Quizizz, Blooket, Mentimeter …) exists to let a whole class, party or family join ("Kahoot-PIN
für den Kindergeburtstag: 771 3305", "Kahoot PIN ya darasa: 617 2093", "код для викторины в школе: 5813"): the app's
name, or a quiz word with a code or PIN word, names the value, in about thirty languages. A figure in advice ("PIN
niemals notieren, z.B. nicht 1234 oder Geburtsjahr", "never use e.g. 0000") is what nobody should pick: a weak shape
(a run, one digit repeated, a year) or a negated value right after a for-example mark, in a text that warns or gives
an example. Not read: a sentence that makes the number a card's, a phone's, a door's, a login's or a wallet's, or keeps
it from others ("don't share"), and a value the advice text calls someone's own ("my PIN is, for example, 4831").
Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_public_group import kept_from_others
from .secret_public_words import sentences
from .secret_public_words import lower1, may_match

# A quiz app whose PINs are game rooms (inflected: "Kahoota", "Kahoot'a", "Kahoot-PIN").
_GAME_APP = _re(r"(?i)(?<![^\W\d_])(?:kahoot|quizizz|wayground|blooket|gimkit|mentimeter|slido|socrative|nearpod"
                r"|baamboozle|quizlet\s+live|jackbox|menti\.com)[^\W\d_]{0,4}(?![^\W\d_])")
# A quiz or trivia game, or a game's PIN, in ~30 languages.
_QUIZ = _re(
    r"(?i)(?<![^\W\d_])(?:quiz\w*|quizz\w*|kwis\w*|kviz\w*|kvíz\w*|kuis|kuiz|trivia|pub\s+quiz|game\s+pin|spiel-?pin"
    r"|pin\s+(?:du|de|do|da|del)\s+(?:jeu|juego|jogo|gioco)|pin\s+gry|bilgi\s+yarışması|yarışma\w*|chemsha\s+bongo"
    r"|jaribio|câu\s+đố|đố\s+vui|teka-?teki|frågesport|tietovisa|juego\s+de\s+preguntas|jogo\s+de\s+perguntas)"
    r"(?![^\W\d_])|викторин\w*|вікторин\w*|مسابق[ةه]|क्विज़?|কুইজ|クイズ|퀴즈|问答|答题|竞赛|測驗|测验|小测|ควิซ|ตอบคำถาม")
_CODE_WORD = _re(r"(?i)(?<![^\W\d_])(?:pin|code|kode|c[óo]digo|codice|kod\w*|mã|nambari|namba|nummer|numer\w*|number)"
                 r"(?![^\W\d_])|код\w*|пин|PIN|رمز|كود|कोड|পিন|コード|코드|码|碼|รหัส")
# A number that opens something of one person's: not a room code.
_ACCESS = _re(
    r"(?i)(?<![^\W\d_])(?:wi-?fi|wlan|password|passwort|senha|contrase\w*|clave|hasło|пароль|login|log-?in|account|konto"
    r"|cuenta|conta|akun|card|karte|carte|carta|tarjeta|kartu|cart[ãa]o|karta|atm|bank\w*|banco|wallet|m-?pesa|momo|upi|sim"
    r"|door|tür|porte|puerta|porta|gate|tor|alarm|safe|tresor|cofre|lock|phone|telefon|téléphone|teléfono|handy|celular"
    r"|otp|sms|verif\w*|parent(?:al)?\s+(?:lock|control)|kindersicherung)(?![^\W\d_])"
    r"|карт\w*|банк\w*|телефон\w*|двер\w*|кошел[её]к\w*|بطاق|بنك|هاتف|كلمة\s+(?:ال)?سر|卡|银行|密码|手机|門|门")
_KEPT = _re(
    r"(?i)(?<![^\W\d_])(?:don'?t\s+(?:share|send|give|tell)|do\s+not\s+(?:share|send|give)|private|personal|secret"
    r"|nicht\s+weiter\w*|geheim|ne\s+(?:le\s+)?(?:partag|donn)\w*|no\s+(?:lo\s+)?(?:compartas|des)|privad[oa]|rahasia"
    r"|jangan\s+(?:dibagi|dikasih|disebar)\w*|usi\w+|nie\s+(?:udostępniaj|podawaj)\w*)(?![^\W\d_])"
    r"|никому\s+не|не\s+(?:давай|говори)\w*")
# A game's value: digits in groups (a PIN of six to ten digits, "771 3305", "38 271 54", "6 2 8 1 9 4 3"), or letters
# and digits.
_GAME_VALUE = re.compile(r"(?<![\w\-])(?P<v>\d{2,4}(?:[ \-]?\d{2,4}){0,3}|\d(?:[ \-]\d){3,9}|(?=[A-Za-z]*\d)(?=\d*[A-Za-z])"
                         r"[A-Za-z0-9]{5,8})(?![\w\-]|[.,]\d)")


def _game_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The value after a quiz app's name, or after a quiz word with a PIN or code word, in a sentence that makes it
    nothing of one person's and keeps it from nobody."""
    if not (may_match(_GAME_APP, lowered) or may_match(_QUIZ, lowered)):
        return
    for low, high in sentences(text):
        app = _GAME_APP.search(text, low, high)
        quiz = _QUIZ.search(text, low, high)
        if app is None and (quiz is None or _CODE_WORD.search(text, low, high) is None):
            continue
        if _ACCESS.search(text, low, high) or _KEPT.search(text, low, high) or kept_from_others(text, low, high):
            continue
        named = min(m.start() for m in (app, quiz) if m is not None)
        value = next((m for m in _GAME_VALUE.finditer(text, named, min(high, named + 80))
                      if 4 <= sum(c.isdigit() for c in m.group("v")) <= 10), None)
        if value is not None:
            yield value.span("v")


# A for-example mark, then (a negation, a quote) the value: "z.B. nicht 1234", "e.g. 0000", "par exemple pas 1111".
_FOR_EXAMPLE = _re(
    r"(?i)(?<![^\W\d_])(?:e\.\s?g\.|z\.\s?b\.|p\.\s?ex\.|np\.|for\s+example|for\s+instance|such\s+as|like|zum\s+beispiel"
    r"|beispielsweise|wie|etwa|par\s+exemple|comme|por\s+ejemplo|por\s+exemplo|como|ad\s+esempio|per\s+esempio|tipo|bijv\."
    r"|bijvoorbeeld|zoals|na\s+przykład|jak|typu|örneğin|mesela|gibi|misalnya|contohnya|seperti|ví\s+dụ(?:\s+như)?|như"
    r"|kama|halimbawa|tulad\s+ng)(?![^\W\d_])|например|наприклад|типа|مثلا|مثل|على\s+سبيل\s+المثال|לדוגמה|כמו"
    r"|जैसे|उदाहरण\s+के\s+लिए|যেমন|比如|例如|例えば|예를\s+들어|เช่น")
_EXAMPLE_VALUE = re.compile(r"[\s:,]{0,3}(?P<neg>(?:nicht|not|no|pas|nie|не|não|nunca|kein\w*|niemals|never|jamais"
                            r"|nigdy|asla|jangan|usitumie|nada\s+de)\s+)?[\"'„“«]?(?P<v>\d{4,8})(?![\w\-]|[.,]\d)")
# The next item of the example's list: "… oder 0000", "… ou 1111", "… или 0000".
_LISTED = _re(r"(?i)\s*(?:,|/|or|oder|ou|o|y|lub|albo|или|або|veya|ya\s+da|atau|au|hoặc|ama|أو|או|या|বা|或|または|또는)\s*"
              r"[\"'„“«]?(?P<v>\d{4,8})(?![\w\-]|[.,]\d)")
# The text warns or gives an example: a bank's advice, a rule for choosing a PIN.
_ADVICE = _re(
    r"(?i)(?<![^\W\d_])(?:never|don'?t|avoid|niemals|nie|nicht|vermeide\w*|jamais|évite\w*|ne\s+\w+\s+(?:pas|jamais)"
    r"|nunca|evite\w*|evita\w*|non|nigdy|unikaj\w*|asla|kullanma\w*|jangan|usitumie|beispiel\w*|example\w*"
    r"|exemple\w*|ejemplo\w*|exemplo\w*|esempio|przykład\w*|tip\w*|advice|hinweis\w*|ratschl\w*|conseil\w*|consejo\w*"
    r"|dica\w*|wskazówk\w*|brief|letter|lettre|carta|list|schreiben)(?![^\W\d_])|никогда|не\s+\w+те|избега\w*|пример\w*"
    r"|لا\s+ت|أبدا|אל\s+ת|कभी\s+न|কখনো|不要|绝不|決して|절대")
# A door's, gate's, Wi-Fi's or safe's code before the mark: "the gate code is like 1111" is that code.
_DOOR = _re(r"(?i)(?<![^\W\d_])(?:door|gate|wi-?fi|alarm|safe|locker|tür\w*|tor|porte|portail|puerta|portão|porta|cofre"
            r"|tresor|brama|drzwi|kapı|pintu)(?![^\W\d_])|двер\w*|домофон\w*|ворот\w*|门|ドア|باب")
# "my PIN is, for example, 4831": someone's own value after all.
_OWN = _re(r"(?i)(?<![^\W\d_])(?:my|mein\w*|mon|ma|mi|mio|mia|meu|minha|mój|moja|benim|saya|meine)\s+(?:pin|code|kod\w*)"
           r"|мой\s+(?:пин|код)|我的")


def _weak(digits: str) -> bool:
    """The examples banks give: one digit repeated, a run up or down, two digits alternating, or a year."""
    steps = {(int(b) - int(a)) % 10 for a, b in zip(digits, digits[1:])}
    years = len(digits) == 4 and digits[:2] in ("19", "20")
    return len(steps) == 1 and steps <= {0, 1, 9} or len(set(digits[::2])) == len(set(digits[1::2])) == 1 or years


def _example_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A weak or negated value right after a for-example mark, in a text that warns or gives an example."""
    if not may_match(_FOR_EXAMPLE, lowered) or not may_match(_ADVICE, lowered) or _OWN.search(text):
        return
    for mark in _FOR_EXAMPLE.finditer(text):
        value = _EXAMPLE_VALUE.match(text, mark.end())
        if value is None or (value.group("neg") is None and not _weak(value.group("v"))) \
                or _DOOR.search(text, max(0, mark.start() - 60), mark.start()):
            continue
        if _ADVICE.search(text, max(0, mark.start() - 120), mark.start()) or value.group("neg"):
            yield value.span("v")
            more = _LISTED.match(text, value.end())
            if more is not None and _weak(more.group("v")):
                yield more.span("v")   # "z.B. nicht 1234 oder 0000"


def household_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of quiz games' PINs and advice's example PINs in `text` (see the module's docstring)."""
    if not any(c.isdigit() for c in text):
        return
    lowered = lower1(text)
    yield from _game_spans(text, lowered)
    yield from _example_spans(text, lowered)
