"""Secrets said rather than written: digits as words, dial turns, a split password with its rule, a CJK answer.

The cue rules in `secret_cues.py` read a value shaped like a credential after its word. People also spell a PIN out
("the bike lock code is seven two nine four", "mi PIN es cuatro siete dos uno"), give a combination as turns of a
dial ("right 12, left 34, right 8", "右に3・左に17・右に22": `secret_spoken_dial`), split a password and say how
to join it ("hunter 22 bravo, with the spaces taken out", "も・み・じ・2・0・2・6（点は入れない）"), or answer a security question in
Chinese or Japanese ("密保问题…答案是 绍兴柯桥"), or close the value with a final copula where the verb comes last
("رمز وای‌فای خانه golestan-1403 است", "वाईफाई का पासवर्ड neem-tree-42 है"), type it out ("t r o m b o n e 7 7", the radio
alphabet, "9.0.4.4", CJK numerals and kana digit words), give it a few words on in the clause whatever the words
between ("Heslo k internetovému bankovnictví je Vltava_Most42", "…, so: Rufus1999"), or answer a security question
after "I put …". Each rule here needs its cue word before the value in the same clause, so spelled-out quantities,
phone numbers read aloud and street directions stay unflagged. All patterns are linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_corrections import CORRECTION
from .secret_cues import EXAMPLE, POLICY, REDACTED_SECRET, RULE_PROSE, STRIP, password_shaped, quantity_after
from .secret_lexicon import CUE, QUALIFIED
from .secret_sentences import code_named_near, lock_named_before
from .normalise import fold_confusables
from .secret_shapes import MONEY_AFTER, SERVICE_BEFORE
from .secret_spoken_dial import DIAL_CUE as _DIAL_CUE, dial_turn_spans
from .secret_spoken_words import DIGIT_WORD, DIGIT_WORD_SET, DIGIT_WORDS  # noqa: F401 (DIGIT_WORD: the learned stage's)

_WORDISH = re.compile(r"[^\s\d,\-.:;!?()\[\]{}\"«»“”/*#،؛۔]+")
_DIGIT_GAP = re.compile(r"[ ,\-،]{1,2}")   # the Arabic comma too: "خمسة، سبعة"
# A PIN's name the credential words miss: inside a word ("MPIN", "الـPIN"), Urdu "پن", Arabic "الرقم السري".
_SAID_PIN = re.compile(r"(?i)(?<![^\W\d_])m?pin(?![^\W\d_])|(?<=ال)ـ?pin|(?<![^\W\d_])پن(?![^\W\d_])|الرقم\s+السري"
                       r"|(?<![^\W\d_])(?:pin\s+code|pinkod\w*|pinkód\w*)(?![^\W\d_])")
# Words that make a spoken number something else (a phone, an order, a postcode, a flight).
_NOT_A_CODE = re.compile(r"(?i)phone|number\s+is|call|tel\b|zip|postal|post\s?code|order|tracking|flight|room|invoice"
                         r"|pedido|commande|bestell|teléfono|telefon|téléphone|телефон|заказ")
_CLAUSE = re.compile(r"[.!。！\n](?:\s|$)")   # "my PIN? nine nine one four": a question mark ends no clause
# Said over the phone: how the code was passed on, not a phone's number ("elle me l'a dicté au téléphone : neuf, …").
_BY_PHONE = re.compile(r"(?i)(?:au|par|over\s+the|on\s+the|by|am|per|por|al|pelo|ao|через|по)\s+(?:téléphone|phone|telefon"
                       r"|teléfono|telefono|telefone|телефону)\b")
# Between a code said and the same code said again: a correction ("no wait", "äh nein", "perdón"), a filler, a copula.
_SAID_AGAIN = re.compile(rf"(?i)[\s,.;:!?—–\-]*(?:(?:uh|um|er|erm|äh|ähm|euh|eh|ehm|hmm|э+|ну)[\s,.]+)?(?:{CORRECTION.pattern.removeprefix('(?i)')})"
                         r"[\s,.;:!?—–\-]*(?:(?:it['’]?s|is|ist|c['’]est|es|é|è|это)\s+)?")
# The phone a PIN unlocks, not a phone's number: "the pin for the new phone is …", "code de mon téléphone".
_PHONE_OWNED = re.compile(r"(?i)(?:(?:pin|code|passcode|lock)\s+(?:for|of|on|to)|pour|für|von|del?|do|da|dla|от|для)\s+"
                          r"(?:(?:the|my|his|her|your|our|their|mon|ma|le|la|das|dem|mein\w*|el|mi|o|a|meu|minha)\s+)?"
                          r"(?:(?:new|old|work|kid'?s|mom'?s|dad'?s|nouveau|neue[nms]?|nuevo|novo)\s+)?"
                          r"(?:phone|téléphone|telefon\w*|handy|teléfono|celular|móvil|movil|portable|телефона)\b")

# Counting, not a code: "one two three", "eins zwei drei".
_COUNTING = re.compile(r"(?i)one\W+two\W+three|uno\W+dos\W+tres|eins\W+zwei\W+drei|un\W+deux\W+trois|uno\W+due\W+tre"
                       r"|um\W+dois\W+três|een\W+twee\W+drie|ett\W+två\W+tre|en\W+to\W+tre|yksi\W+kaksi\W+kolme"
                       r"|jeden\W+dwa\W+trzy|один\W+два\W+три|bir\W+iki\W+üç")

# "with the spaces taken out", "ohne Leerzeichen", "sin los guiones", "（点は入れない）", "去掉空格": undo the split.
_JOIN_RULE = re.compile(
    r"(?i)(?:without|no|minus|remove|removing|drop|dropping|strip|take\s+out|taking\s+out)\s+(?:the\s+|any\s+)?"
    r"(?:spaces?|dots?|hyphens?|dashes?|blanks?|gaps?|periods?)"
    r"|(?:spaces?|dots?|hyphens?|dashes?|gaps?)\s+(?:taken\s+out|removed|dropped|stripped|left\s+out)"
    r"|all\s+(?:one\s+word|together)|(?:run|join|glue|put|write|type)\s+(?:it\s+|them\s+)?(?:all\s+)?together|todo\s+junto|tutto\s+attaccato|alles\s+zusammen|tout\s+attaché"
    r"|allt\s+ihop|todo\s+seguido|tudo\s+junto"
    r"|ohne\s+(?:die\s+)?(?:leerzeichen|punkte|bindestriche|striche)|zusammengeschrieben"
    r"|sin\s+(?:los\s+|las\s+)?(?:espacios|guiones|puntos)|sans\s+(?:les\s+)?(?:espaces|points|tirets)"
    r"|senza\s+(?:gli\s+|i\s+)?(?:spazi|punti|trattini)|sem\s+(?:os\s+)?(?:espaços|pontos|hífens)"
    r"|utan\s+(?:mellanslag|punkter|bindestreck)|zonder\s+(?:spaties|punten|streepjes)|без\s+(?:пробелов|точек|дефисов)"
    r"|[点・スペースハイフン]+は(?:入れない|なし|不要|抜く)|(?:点|スペース|ハイフン)なし"
    r"|(?:去掉|不要|没有|不带|不含)(?:空格|点|横杠|连字符)|(?:공백|띄어쓰기|점|하이픈)\s?(?:없이|빼고)")
# A rule about passwords, not one ("must be 12 characters long, without spaces").
_RULE_TALK = re.compile(r"(?i)\b(?:must|should|needs?|has\s+to|have\s+to|at\s+least|min(?:imum)?|max(?:imum)?|muss|müssen"
                        r"|debe|doit|deve|måste|moet|должен|chars?|digits?|letters?|long|stellen|cifre|dígitos)\b"
                        r"|characters?|zeichen|caract|文字|字符|位|자리|글자")
_PASSWORD_CUE_GROUPS = ("pw", "tail", "cjk")
_LEAD = re.compile(r"(?i)\s*(?:(?:is|was|ist|lautet|est|es|är|er|è|é|это|:|：|=|は|是|为|는|은|,)\s*)*")
_SPLIT_VALUE = re.compile(r"[「『\"'“(（]?\s*(?P<v>[^\W_](?:[\w]|[ ·・.\-_](?=\w)){3,60})\s*[」』\"'”)）]?[\s,，、(（]*"
                          r"(?:(?:with|but|and|just|mit|aber|avec|con|med)\s+(?:the\s+|all\s+)?)?$")

# A security question's answer in Chinese, Japanese or Korean: "密保问题 …答案是 绍兴柯桥", "秘密の質問…答えは 佐藤".
_CJK_ANSWER = re.compile(
    r"(?:密保|安全问题|安全問題|密码提示问题|秘密の質問|セキュリティ(?:ー)?質問|合言葉|보안\s?질문|비밀\s?질문)"
    r"[^\n]{0,40}?(?:答案|答え|回答|답변?)\s?(?:是|为|為|は|：|:|는|은)\s?[「『“\"']?(?P<v>[^\s，。、,.;；！!？?」]{1,24})")

# A quoted answer later in the same clause ("답: 초등학교 이름은 '새솔초'"): the answer named, then given.
_QUOTED_ANSWER = re.compile(r"[^\n.。]{0,30}?['\"“「『](?P<v>[^'\"”」』\n]{1,24})['\"”」』]")
# An answer that is a sentence about the answer ("答えは忘れないようにメモした", "答案是我妈妈的名字").
_PROSE_ANSWER = re.compile(r"ない|した|ます|ように|です|忘|记得|记不|的名字|什么|잊|몰라|모르")

# A value closed by a copula at the end of the clause, where the verb comes last (Persian, Hindi, Turkish, Japanese,
# Korean): "رمز وای‌فای خانه golestan-1403 است", "वाईफाई का पासवर्ड neem-tree-42 है", "wifi şifresi kedi-77 dir".
_FINAL_COPULA = re.compile(r"(?P<v>[\x21-\x7e]{6,64}?)[\s\-'’]*(?:است|هست|ast|है|हैं|h[ae]i|d[ıiuü]r|t[ıiuü]r|です|だ|입니다"
                           r"|이에요|예요|이다)(?!\w)")
_TOKEN = re.compile(r"(?<!\S)\S+")
_WIFI_CODE = re.compile(r"(?i)رمز\s+(?:وای\s?فای|وایفای|wi-?fi)")


def _redaction(shown: str, cue: re.Match[str]) -> bool:
    """A cue that is the word "secret" of an earlier redaction ("[secret removed]")."""
    return shown.startswith(REDACTED_SECRET, max(0, cue.start() - 1))


def _cued(text: str, start: int, reach: int, pattern: re.Pattern[str] | None = None) -> re.Match[str] | None:
    """The last cue in the same clause, within `reach` characters before `start` (a credential word by default)."""
    window = text[max(0, start - reach):start]
    ends = [m.end() for m in _CLAUSE.finditer(window)]
    window = window[ends[-1]:] if ends else window
    found = None
    for found in (pattern or CUE).finditer(window):
        pass
    return None if found is None or REDACTED_SECRET in window[max(0, found.start() - 1):found.end() + 9] else found


def _spoken_digits(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Digits said as words after a credential word, or beside a code, PIN or lock word in any form, before or after
    ("zwei-null-neun-vier ist der Code vom Briefkasten-Schloss", "Pinnen på bankkortet: fyra-sju-noll-två"); a run
    said again after a correction ("… zero nine zero three no wait zero nine three zero") takes the first one's kind."""
    last: tuple[str, int] | None = None
    for start, end, count in _digit_word_runs(shown):
        kind = _run_kind(shown, start, end, count)
        if kind is None and last is not None and count >= 4 and _SAID_AGAIN.fullmatch(shown, last[1], start):
            kind = last[0]
        if kind is not None:
            last = (kind, end)
            yield kind, (start, end)


def _run_kind(shown: str, start: int, end: int, count: int) -> str | None:
    """The kind of the digit-word run at start:end ("pin" or "password"), or None when it names no code."""
    if _other_number_before(shown[max(0, start - 50):start]) or quantity_after(shown, end):
        return None
    cue = _cued(shown, start, 50)
    if count == 3:   # a luggage or padlock combination: three digits after a lock or code word only
        if not _COUNTING.fullmatch(shown, start, end) and (cue is not None and (cue.group("pin") or cue.group("pintail"))) or _cued(shown, start, 50, _DIAL_CUE):
            return "pin"
        return None
    if cue is not None:
        return "password" if cue.group("pw") or cue.group("tail") else "pin"
    if not _NOT_A_CODE.search(shown, end, end + 40) and (code_named_near(shown, start, end)
                                                         or _cued(shown, start, 50, _SAID_PIN) is not None):
        return "pin"
    return None


def _other_number_before(window: str) -> bool:
    """A phone, an order or a postcode word nearer the spoken digits than any credential word ("phone PIN" is a PIN;
    "call me, PIN later: …" is too, "PIN, or call me on …" is a phone); the phone a code was said over is none."""
    masked = _BY_PHONE.sub(lambda m: " " * len(m.group(0)), window)
    masked = _PHONE_OWNED.sub(lambda m: " " * len(m.group(0)), masked)
    others = list(_NOT_A_CODE.finditer(masked))
    # a credential word ("PIN", "password"), not a place ("garage") nor a bare "code" ("zip code")
    cue = [m.end() for m in CUE.finditer(window) if _strength(m) in ("pin", "password")]
    return bool(others) and (not cue or others[-1].start() > cue[-1])


def _digit_word_runs(shown: str) -> Iterator[tuple[int, int, int]]:
    """Spans (and counts) of three or more digit words in a row, apart only by spaces, commas or hyphens ("seven two
    nine four", "fyra-sju-noll-två"), in any of the ~40 languages' digit words."""
    run: list[re.Match[str]] = []
    for word in (*_WORDISH.finditer(shown), None):
        if word is not None and word.group(0).lower().replace("i̇", "i") in DIGIT_WORD_SET \
                and (not run or _DIGIT_GAP.fullmatch(shown, run[-1].end(), word.start())):
            run.append(word)
            continue
        if len(run) >= 3:
            yield run[0].start(), run[-1].end(), len(run)
        run = [word] if word is not None and word.group(0).lower() in DIGIT_WORD_SET else []


def _joined_passwords(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for rule in _JOIN_RULE.finditer(shown):
        window_start = max(0, rule.start() - 80)
        cue = next((c for c in reversed(list(CUE.finditer(shown, window_start, rule.start())))
                    if any(c.group(g) for g in _PASSWORD_CUE_GROUPS) and not _redaction(shown, c)), None)
        if cue is None:
            continue
        lead = _LEAD.match(shown, cue.end())
        value = _SPLIT_VALUE.match(shown, lead.end() if lead else cue.end(), rule.start())
        if value is None or _RULE_TALK.search(value.group("v")):
            continue
        joined = re.sub(r"[ ·・.\-_]", "", value.group("v"))
        if any(c.isdigit() for c in joined) and any(c.isalpha() for c in joined) and 4 <= len(joined) <= 64:
            yield "password", value.span("v")


def _copula_closed(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for cue in (*CUE.finditer(shown), *_WIFI_CODE.finditer(shown)):
        if _redaction(shown, cue) or ("pin" in cue.re.groupindex
                                       and not any(cue.group(g) for g in _PASSWORD_CUE_GROUPS)):
            continue
        window_end = min(len(shown), cue.end() + 48)
        clause = _CLAUSE.search(shown, cue.end(), window_end)
        for token in _TOKEN.finditer(shown, cue.end(), clause.start() if clause else window_end):
            closed = _FINAL_COPULA.match(shown, token.start())
            if closed and password_shaped(closed.group("v")):
                yield "password", closed.span("v")
                break


# Password words that name a credential but say little of its shape (a key, a token, a login): not enough alone
# for a value several words later.
_VAGUE = re.compile(r"(?i)(?:api[ _\-]?|access[ _\-]?|master\s+)?key|token|secret|phrase|unlock(?:\s+phrase)?|creds?"
                    r"|credentials|log-?in|sign-?in|wi-?fi|wlan|hotspot|cl[ée]f?|cle|ключ|логин|psk|wep|wpa2?(?:[ \-]psk)?"
                    r"|🔑|🔐|🗝|(?:security|secret|memorable)\s+(?:question|answer|word)|maiden\s+name|identifiants?"
                    r"|zugangsdaten|schlüssel|PAT")
_PIN_WORD = re.compile(r"(?i)pin|puk|passcode|nip\b|пин|পিন|पिन|nenosiri|رمز|暗証|geheimzahl")
# Thai, Lao, Khmer and Burmese run their words together: no boundary after the cue.
_RUN_IN = re.compile(r"รหัสผ่าน|รหัส(?:พิน|เอทีเอ็ม|ATM)|ລະຫັດຜ່ານ|ពាក្យសម្ងាត់|စကားဝှက်")
_DOOR_CODE = re.compile(r"(?=\w*\d\w*\d\w*\d)\d\w{3,7}")   # an entry code with a letter in it ("15K7809")
_YEAR_ONLY = re.compile(r"(?:19|20)\d\d")
_CLAUSE_REACH, _CLAUSE_TOKENS, _LABELLED_TOKENS = 72, 7, 16
# Characters typed one by one ("t r o m b o n e 7 7"), digits keyed with dots ("9.0.4.4"), the radio alphabet.
_SPACED = re.compile(r"(?<!\S)\w(?: [\w!@#$%^&*+=?~\-]){5,}(?!\S)")   # one character at a time, symbols too
# Single digits keyed one by one, apart by spaces, maybe closed by a star or hash: "0 4 6 1", "7 1 2 *".
_SPACED_DIGITS = re.compile(r"(?<![\w.,/:\-])(?:\d(?: \d){3,9}(?: [*#])?|\d \d \d [*#])(?![\w.,/:\-]| \d)")
_DOTTED = re.compile(r"(?<![\w.])\d(?:\.\d){3,7}(?![\w]|\.\d)")
_NATO_WORD = (r"(?:alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike|november|oscar"
              rf"|papa|quebec|romeo|sierra|tango|uniform|victor|whiske?y|x-?ray|yankee|zulu|{DIGIT_WORDS})")
_NATO = re.compile(rf"(?i)(?<![^\W\d_]){_NATO_WORD}(?:[ ,\-]{{1,2}}{_NATO_WORD}){{3,15}}(?![^\W\d_])")
# One digit read in kana, longest first ("にー" before "に"): hiragana and katakana.
_KANA_DIGIT = ("きゅう|きゅー|キュウ|キュー|ぜろ|ゼロ|れい|レイ|まる|マル|いち|イチ|にー|ニー|さん|サン|よん|ヨン|しー|シー|ごー|ゴー"
               "|ろく|ロク|なな|ナナ|しち|シチ|はち|ハチ|に|ニ|し|シ|ご|ゴ|く|ク")
# Digits said in Chinese or Japanese (kanji, or kana words apart by spaces) after a credential word.
_CJK_DIGITS = re.compile(r"[零〇一二三四五六七八九两]{4,12}|(?:(?:ぜろ|れい|いち|に|さん|よん|し|ご|ろく|なな|しち|はち|きゅう|く)"
                         r"(?:[ 　・、]+|$|(?=[」』\"”)）。．！？]))){4,12}"
                         # kana digits run together, a long vowel mark allowed ("よんにーいちなな"), standing alone
                         rf"|(?<=[はがも:：「『、， 　])(?:{_KANA_DIGIT}){{4,8}}+(?=$|[ 　。．！？」』、)）]|です|だ|よ|ね)")
# A security answer given a few words after its question ("maiden name: I put Fitzgerald-Oyelaran"), or named before
# "as" ("… için Pamukşeker olarak kayıtlı").
_QUESTION = (r"(?:security|secret|challenge)\s+(?:question|answer)|memorable\s+word|maiden\s+name|güvenlik\s+sorusu"
             r"|sicherheitsfrage|question\s+secrète|pregunta\s+(?:de\s+)?(?:seguridad|secreta)|domanda\s+segreta"
             r"|контрольн\w+\s+вопрос|pytanie\s+pomocnicze|beveiligingsvraag")
_NOT_AN_ANSWER = r"(?!(?:What|Which|Who|Where|When|Why|How|Mother|Father|Name|First|The|My|Your|Our|Favou?rite|Street|City)\b)"
_ANSWER = (r"(?-i:" + _NOT_AN_ANSWER + r"[A-ZÀ-ÖØ-ÞĞİŞ][^\W\d_]{2,}(?:[\-'][^\W\d_]{2,})*)")
_GIVEN_ANSWER = re.compile(
    rf"(?i)(?:{_QUESTION})[^\n.;!?]{{0,50}}?(?:\bI\s+(?:put|used|wrote|gave|entered|typed|chose|picked|said|told\s+them|answered)\s+(?P<v>{_ANSWER})"
    rf"|[:：]\s*(?P<w>{_ANSWER})(?:\s*[.,;]|\s*$)|\s(?P<x>{_ANSWER})\s+(?:olarak|als|como|comme|come)\b)")
# A value named first and then said to be what one logs in with ("Blackbird_1987 — that's what I use for Steam"), or
# quoted after "use"/"type"/"enter" ("for the NAS admin use "violet.Harbor.12"").
_VALUE_FIRST = re.compile(r"(?i)(?<!\S)(?P<v>\S{6,64}?)[\s,]*[—–:\-]?\s*(?:that'?s|that\s+is|this\s+is|it'?s|is)\s+"
                          r"(?:what|the\s+one)\s+(?:I|we|he|she|it|the\s+[\w\-]+(?:\s+[\w\-]+)?)\s+(?:use[sd]?|type[sd]?|enter[sd]?"
                          r"|wants?|needs?|takes?|accepts?|asks?\s+for|log\s+in\s+with|sign\s+in\s+with)\b")
# A number said to open something: "4471 opens the side gate", "2580 disarms the alarm".
_OPENS = re.compile(r"(?i)(?<![\w\-])(?P<v>[*#]?\d{4,8}[*#]?)\s+(?:opens|unlocks|disarms|opened|unlocked|disarmed|öffnet|ouvre|abre|apre)"
                    r"\s+(?:(?:the|my|our|die|das|den|la|le|el|il)\s+)?(?:[\w\-]+\s+){0,2}?(?:gate|door|lock|safe|garage|padlock|locker"
                    r"|alarm|box|tür|tor|porte|portail|puerta|portón|porta|cancello|cadenas|candado|lucchetto|tresor|coffre)")
_USE_QUOTED = re.compile(r"(?i)\b(?:use|type|enter|try)\s+[\"“'‘](?P<v>[^\"”'’\s]{6,64})[\"”'’]")
# A lock or key box named before kana or Chinese digits ("オートロックの番号、いち・さん・なな・きゅう").
_CJK_LOCK = re.compile(r"キーボックス|オートロック|ロック|解錠|暗証|金庫|ダイヤル|门禁|門禁|密码锁|密碼鎖|保险柜|保險箱|도어락")
# PIN words in kana, or the ATM or cash card the digits are pressed at ("ATMで押すのは、いち・きゅう・よん・なな").
_KANA_CUE = re.compile(r"あんしょうばんごう|ぱすわーど|ぴんこーど|ひみつのばんごう|ATM|ＡＴＭ|キャッシュカード|銀行のカード")
# Words that make a clause about passwords in general or about a device, not one giving a value.
_ABOUT = re.compile(r"(?i)strength|meter|attackers?|crack|guess|\blike\b|\bworst\b|common|\bpad\b|model|\bsuch\b")


def _strength(cue: re.Match[str]) -> str | None:
    """"password" for a password word that says what it names, "pin" for a PIN word, "door" for an entry word (only a
    code with a letter in it counts after one), else None."""
    if cue.re is _RUN_IN:
        return "password"
    word = cue.group(0)
    if cue.group("pin") is not None:
        if _PIN_WORD.match(word):
            return "pin"
        return "door" if QUALIFIED.search(word) else None
    if any(cue.group(g) for g in _PASSWORD_CUE_GROUPS) and not cue.group("verb") and not _VAGUE.fullmatch(word):
        return "password"
    return None


def _clause_values(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """After a password or PIN word, the first value of its shape a few words on in the same clause, whatever the
    words between ("Heslo k internetovému bankovnictví je Vltava_Most42", "Nenosiri la M-Pesa yangu ni 7730"): a
    password shape with digits, or a number (4–10 digits after a PIN word, 6–12 after a password word)."""
    for cue in (*CUE.finditer(shown), *_RUN_IN.finditer(shown)):
        kind = _strength(cue)
        if _redaction(shown, cue) or shown[cue.start() - 1:cue.start()] in ("_", "-", ".") \
                or shown[cue.end():cue.end() + 1] in ("_", "-", "="):
            continue   # part of an identifier (`POSTGRES_PASSWORD_FILE=…`): the written forms' rules read those
        reach = min(len(shown), cue.end() + _CLAUSE_REACH)
        clause = _CLAUSE.search(shown, cue.end(), reach)
        end = clause.start() if clause else reach
        around = shown[max(0, cue.start() - 40):end]
        if EXAMPLE.search(around) or POLICY.search(around) or _ABOUT.search(around) or RULE_PROSE.search(around):
            continue
        yield from _keyed(shown, cue, kind, end)
        if kind is None:
            continue
        labelled, previous = False, ""
        for n, token in enumerate(_TOKEN.finditer(shown, cue.end(), end)):
            value = token.group(0).strip(STRIP)
            after_label, labelled = labelled, token.group(0).endswith((":", "：", "→", "->", "=>"))
            service, previous = previous in SERVICE_BEFORE and value[:1].isupper() and value.isalnum(), fold_confusables(value.lower())
            if service:
                continue   # "Пароль від Приват24 треба змінити": the service the password is for
            if n >= _LABELLED_TOKENS:
                break
            if n >= _CLAUSE_TOKENS and not after_label:
                continue   # further on, only a value given after a colon ("…, so: Rufus1999")
            start = token.start() + token.group(0).index(value) if value else token.start()
            digits = value.isdigit() and not _YEAR_ONLY.fullmatch(value) and not quantity_after(shown, start + len(value))
            if (kind == "password" and ((password_shaped(value) and any(c.isdigit() for c in value))
                                        or (digits and 6 <= len(value) <= 12))) \
                    or (kind == "pin" and digits and 4 <= len(value) <= 10) \
                    or (kind == "door" and _DOOR_CODE.fullmatch(value) and not value.isdigit()):
                yield ("password" if kind == "password" else "pin"), (start, start + len(value))
                break


def _keyed(shown: str, cue: re.Match[str], kind: str | None, end: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """A value typed out in the clause after a cue: characters one by one or the radio alphabet after a password word,
    digits keyed with dots after a code word."""
    if kind == "password" or (cue.re is CUE and any(cue.group(g) for g in _PASSWORD_CUE_GROUPS)):
        for pattern in (_SPACED, _NATO):
            found = pattern.search(shown, cue.end(), end)
            if found and any(c.isdigit() for c in found.group(0)) or (found and pattern is _NATO):
                yield "password", found.span()
                return
    if cue.re is CUE and (cue.group("pin") or cue.group("pintail")):
        found = _DOTTED.search(shown, cue.end(), end)
        if found:
            yield "pin", found.span()


def _keyed_digits(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Single digits keyed one by one after a lock, keypad or lift word ("Cancello …: premere 0 4 6 1 poi chiave")."""
    for run in (_SPACED_DIGITS.finditer(shown) if " " in shown else ()):
        if lock_named_before(shown, run.start()) and not quantity_after(shown, run.end()) \
                and not MONEY_AFTER.match(shown, run.end()):
            yield "pin", run.span()


def _cjk_digits(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for match in _CJK_DIGITS.finditer(shown):
        window = shown[max(0, match.start() - 16):match.start()]
        cue = _cued(shown, match.start(), 16)
        if (cue is not None and (cue.group("cjk") or cue.group("pin") or cue.group("pw"))) or _KANA_CUE.search(window) \
                or _DIAL_CUE.search(window) or _CJK_LOCK.search(window):
            yield "pin", (match.start(), match.start() + len(match.group(0).rstrip(" 　・、")))


def spoken_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each secret said rather than written: spelled-out digits, dial turns, a split password with
    the rule to join it, a value before a final copula, a CJK security answer. `shown` is the visible text (same positions as the folded one)."""
    yield from _spoken_digits(shown)
    yield from dial_turn_spans(shown)
    yield from _joined_passwords(shown)
    yield from _copula_closed(shown)
    yield from _clause_values(shown)
    yield from _cjk_digits(shown)
    yield from _keyed_digits(shown)
    for match in (*_VALUE_FIRST.finditer(shown), *_USE_QUOTED.finditer(shown)):
        value = match.group("v").strip(STRIP)
        if password_shaped(value) and any(c.isdigit() for c in value) and not EXAMPLE.search(shown):
            yield "password", match.span("v")
    for match in _OPENS.finditer(shown):
        if not _YEAR_ONLY.fullmatch(match.group("v").strip("*#")):
            yield "pin", match.span("v")
    for match in _GIVEN_ANSWER.finditer(shown):
        group = next(g for g in ("v", "w", "x") if match.group(g))
        yield "security answer", match.span(group)
    for match in _CJK_ANSWER.finditer(shown):
        if not _PROSE_ANSWER.search(match.group("v")) and not shown.startswith(REDACTED_SECRET, match.start("v")):
            yield "security answer", match.span("v")
            quoted = _QUOTED_ANSWER.match(shown, match.end("v"))
            if quoted:
                yield "security answer", quoted.span("v")
