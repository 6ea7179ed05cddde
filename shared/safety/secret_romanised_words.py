"""Password and code words written in romanised chat or in less common scripts, for the fallback's clause reading.

People type the word for "password" the way they say it when their keyboard lacks the script: pinyin "mima shi …" (密码)
and "kouling" (口令), Hebrew in Latin letters "ha-sisma shel …", Yiddish "פּאַראָל", Greeklish "kodikos tou email", romaji
"pasuwaado" and "anshou bangou", Korean "bimilbeonho", Thai "rahat phan", Hindi and Urdu "gupt shabd", Persian
"gozarvazhe", Arabizi "kelmet el ser". These are read like any other password word by `secret_fallback` (its clause,
value shapes, vetoes for talk, resets, defaults and other sorts of code apply unchanged): letters with digits, or 4–8
digits. Words that also name a course's, a product's or any code ("šifra", "шифра", Persian "ramz" alone, pinyin
"mima" without a copula) only count before a value with letters and digits ("šifra predmeta 4021" is a course code,
"шифра за банкинг Дунав_Калемегдан3" a password). A PIN word right after CJK text ("車のスマートキーのPIN 3 3 0 1") has
no word boundary before it; `cjk_pin_spans` reads its digits, spaced or not, unless the clause names a default, a
sample or a change (then only the digits said to be the PIN now). In a clause naming a safe or a lock ("l khazné",
"tijori", "2efel"), a dial's combination ("12-40-7") counts after any of these words or a code word.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_code_words_world import LOCK_WORDS, SAFE_WORDS
from .secret_sentence_stems import LOCK_CONTEXT

_AL = r"(?:[ae]l[\s\-]?|[ae]ll?-|l-?)?"
# Password words, romanised or in a less common script; a value of digits alone counts after them.
ROMAN_PASSWORD = re.compile(
    r"(?<![^\W\d_])(?:"
    r"mi\s?ma(?=\s*(?:shi|wei|jiu\s+shi|是|[:：=]))|kou\s?ling|mimama"   # pinyin: 密码 with its copula, 口令
    r"|mat\s?ma(?=\s*(?:hai|係|系|[:：=]))"   # Cantonese jyutping 密碼
    r"|(?:ha-?)?sisma(?:t|h|ot|'ot)?|sismaot|hasismaot"   # Hebrew in Latin letters
    r"|k[wo]d[iy]k[oó]s|kodiko|kwdiko|synthimatiko"   # Greeklish
    r"|pasuw[aā]+do|pasuwa-do|pasuwaado|ansh[oō]u?[\s\-]?bang[oō]u?|anshoubangou"   # romaji
    r"|bimil\s?beon\s?ho|bimil\s?bun\s?ho|bimilbeonho|bibeon|bibun"   # Korean
    r"|rahat\s?(?:phan|pan|phaan|pahn)|ra\s?hat\s?phan"   # Thai
    r"|gaghtnabar\w{0,3}|yeyil[ae]?f[ae]?\s+qal|kadavu\s?ch?ol|ragasiya\s+(?:en|ennu|code|kod)"   # hy, am, ta
    r"|gop[oa]n\s+(?:number|nombor|nambar|code|kod)|gopya\s+(?:number|nambar|code)"   # bn, ne
    r"|gupt\s+(?:number|nambar|ank|code|kod)"   # hi
    r"|gupt\s?shabd|khufia\s+(?:code|lafz|number|nambar)|paas\s?word|paasvard|pasvard"   # Hindi, Urdu
    r"|gozar\s?vazhe|gozarvaje|ramz(?:[\s\-]?e)?[\s\-]?(?:obu?o?r|oboor|vorud|voroud)"   # Persian
    r"|k[ae]l[ie]?m[ae]t\s+" + _AL + r"s[ie]rr?|k[ae]l[ie]?m[ae]t\s+" + _AL + r"m[ou]r[ou]{1,2}r"   # Arabizi
    r"|parol['’ʹь]?|parolya|parolem"   # Russian and Ukrainian transliterated
    r")(?![^\W\d_])"
    # Yiddish פּאַראָל (pointed or bare), with the article or a plural.
    r"|(?<![\u05d0-\u05ea])[דה]?פ\u05bc?א[\u05b7\u05b8]?ר[\u05b7]?א[\u05b8]?ל(?:ן|ען)?(?![\u05d0-\u05ea])")
# Words that name a password or any code: only a value with letters and digits counts after them.
ROMAN_CIPHER = re.compile(
    r"(?<![^\W\d_])(?:šifr[aueo]|sifr[auo]|šifrom|шифр[аеуо]|шифром|ramz(?:-?e)?|mi\s?ma|mima-?ye)(?![^\W\d_])")

# "For example", "a sample", "a rule" in romanised chat: a value beside one is no one's password ("kodikos 1234 einai
# paradeigma", "mima lizi: abc123", "masalan sifre Ankara1923").
ROMAN_TALK = re.compile(
    r"(?<![^\W\d_])(?:paradeigma|paradigma|gia\s+paradeigma|p\.?\s?x|mithal|mithaal|masalan|maslan|misal|misaal|mesela"
    r"|ornek|örnek|lizi|shili|dugma|le-?dugma|lemashal|tatoeba|reibun|yesi|yeyseo|na\s+primer|naprimer|primjer"
    r"|primer|npr|jaise|udaharan|udahran|chang\s?du|zhishao|gui\s?ze|kisoku|gyuchik)(?![^\W\d_])")

# A PIN word glued to CJK text, then its digits (spaced one by one or not), with nothing but a colon, a copula or a
# particle between.
_CJK = r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_CJK_PIN = re.compile(rf"(?<=[{_CJK}])(?:PIN|Pin|pin)(?:[\s\-]?(?:コード|番号|码|碼|번호|코드|code))?")
_DIGITS_AFTER = re.compile(r"[ \t\u3000]*(?:[:：=]|は|是|为|為|는|은)?[ \t\u3000]*(?P<v>\d(?:[ \u3000]?\d){3,7})(?![\d\-./:])")
# A default, a sample, a change or a reset in the clause: a factory or example PIN, or talk about one.
_CJK_PUBLIC = re.compile(r"初期|デフォルト|既定|默认|默認|出厂|出廠|기본|초기|例|例如|示例|サンプル|예시|例えば|変更|变更|更改"
                         r"|修改|변경|リセット|重置|재설정|忘れ|忘记|忘記|잊")
_CLAUSE_END = re.compile(r"[。！？!?\n]")
# The PIN now, after a default or an old one ("初期値 0 0 0 0 だったが今は 3 3 0 1", "改成 5813").
_NOW = re.compile(r"(?:今は|現在は|现在是|现在|改成|改为|改為|지금은|이제는)[ \t\u3000]*"
                  r"(?P<v>\d(?:[ \u3000]?\d){3,7})(?![\d\-./:])")
# A dial's combination: three or four numbers of one or two digits ("12-40-7", "36-24-8-15").
_DIAL = re.compile(r"\d{1,2}(?:-\d{1,2}){2,3}")
# Lock words of things with no dial: a phone, a SIM, a bank card, a cash machine.
_NO_DIAL = re.compile(r"handy|phone|t[eé]l[eé]?fo|t[ée]l[ée]phon|جوال|هاتف|موبايل|טלפון|τηλέφων|телефон|puhelin|sim"
                      r"|card|cart[ae]|tarjeta|karte|kort|karta|карт|بطاقة|כרטיס|κάρτα|debit|kredit|credit|cajero"
                      r"|automat|atm|bankomat")


# What a word for any code names when it is no password, in the genitive right after it: a course, a product, an
# article, an activity, a payment's purpose, an error, a discount ("šifra predmeta", "шифра производа", "ramz-e takhfif").
_CIPHER_OTHER = re.compile(
    r"[\s\-]+(?:predmet|предмет|proizvod|производ|artik[a-z]?l|артик[а-я]?л|kurs|курс|djelatnost|delatnost|делатност"
    r"|zanimanj|занимањ|op[sš]tin|општин|dr[zž]av|држав|pla[cć]anj|плаћањ|namjen|namen|намен|uslug|услуг|gre[sš]k"
    r"|грешк|boj[ei]|боје|fakultet|факултет|studij|smjer|smer|смер|programa|програма|katalog|каталог|kupon|купон"
    r"|promo|popust|попуст|banke|банке|zemlje|земље|takhf[ie]+f|paketa|пакета|narud[zž]b|наруџб|fakture|фактуре"
    r"|radnika|радника|zaposlen|запослен)")


def cipher_public(lowered: str, start: int, end: int) -> bool:
    """A word for any code (`start`–`end` in `lowered`) that the word after it names as another sort of code."""
    return _CIPHER_OTHER.match(lowered, end) is not None


def locked(clause: str) -> bool:
    """`clause` (lowered) names a safe, a padlock or another lock: digits under a code word there open it."""
    return bool(SAFE_WORDS.search(clause) or LOCK_WORDS.search(clause) or LOCK_CONTEXT.search(clause))


def dial_combination(value: str, clause: str) -> bool:
    """A safe's or padlock's dial combination: `value` shaped like one, and `clause` (lowered) naming a safe or lock
    that has a dial, not a phone or a card ("le motif du carrelage est 3-3-1-1, photo sur mon téléphone")."""
    if not _DIAL.fullmatch(value) or len(set(value.split("-"))) < 2:
        return False
    return bool(SAFE_WORDS.search(clause) or LOCK_WORDS.search(clause)
                or any(not _NO_DIAL.search(m.group(0)) for m in LOCK_CONTEXT.finditer(clause)))


def cjk_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("pin", span) of the digits after a PIN word that follows CJK text; in a clause about a default or an old PIN,
    only the digits said to be the PIN now."""
    if "pin" not in shown.lower():
        return
    for word in _CJK_PIN.finditer(shown):
        stop = _CLAUSE_END.search(shown, word.end())
        starts = [m.end() for m in _CLAUSE_END.finditer(shown, max(0, word.start() - 80), word.start())]
        low, high = (starts[-1] if starts else max(0, word.start() - 80)), (stop.start() if stop else len(shown))
        if _CJK_PUBLIC.search(shown, low, high):
            now = _NOW.search(shown, word.end(), high)
            if now is not None:
                yield "pin", now.span("v")   # a default or an old PIN first, the one in use after it
            continue
        given = _DIGITS_AFTER.match(shown, word.end())
        digits = given.group("v").replace(" ", "").replace("\u3000", "") if given else ""
        if given is not None and digits not in "0123456789" and digits != "0000":
            yield "pin", given.span("v")
