"""Seed phrases named by a word count or a recovery/seed/wallet label in any of ~40 languages, then the words.

"12 slov k peněžence: orbit canyon …", "frase de recuperação da carteira: lunar bicycle …", "24 kelimelik cüzdan
yedeği — …": a label (a count of words, or a wallet, seed or recovery word), up to forty characters of its own on the
line, a colon, a dash or a line break, then twelve to twenty-four short lowercase words, all but two of the BIP-39
list and not in its alphabetical order. A vocabulary, spelling, shopping or song list named before them is no seed.
Part of a phrase kept apart ("عبارة المحفظة الجزء الأول: forest quiz pledge salad") is four or more BIP-39 words after
such a label and a part word ("part one", "Teil 1", "الجزء الأول"), or six or more closing a line that opens with a
wallet label ("Фраза от кошелька … нет, по-английски: velvet nose …"). A seed written in words of one's own language
("Die 12 Wörter vom Papier im Tresor: Tiger Flöte …") is exactly as many different words as counted, the label naming
a safe, paper or wallet.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_phrases import bip39_words
from .secret_word_lists import WORD_LISTS

_COUNT = (r"(?:12|15|18|21|24|twelve|twenty[- ]?four|zwölf|vierundzwanzig|douze|vingt-quatre|doce|veinticuatro|doze"
          r"|vinte\s+e\s+quatro|dodici|ventiquattro|twaalf|tolv|kaksitoista|dwanaście|dvanáct|dvanásť|tizenkét"
          r"|doisprezece|двенадцать|дванадцять|on\s+iki|yirmi\s+dört|δώδεκα|dua\s+belas|mười\s+hai|kumi\s+na\s+mbili"
          r"|اثنا\s+عشر|اثنتا\s+عشرة|دوازده|שתים\s+עשרה|बारह|বারো|สิบสอง|十二|二十四|열두)")
_WORDS = (r"words?|wörter\w*|worte|mots|palabras|palavras|parole|woorden|ord(?:en|et)?|sanaa|sanan|słów|slov\w*"
          r"|слов\w*|слів|kelime\w*|sözcük\w*|szó\w*|szav\w*|cuvinte|riječi|reči|besed\w*|λέξε\w*|kata|từ|maneno"
          r"|salita|كلمات|كلمة|واژه|کلمه|מילים|शब्द\w*|শব্দ|คํา|単語|語|个?词|個?詞|助记词|助記詞|단어|개\s?단어")
# A wallet, seed or recovery label (the phrase, the wallet it opens, the backup it is).
_LABEL = (
    r"seed|mnemonic|recovery\s+(?:phrase|words|sheet|seed)|backup\s+(?:phrase|words)|secret\s+(?:recovery\s+)?phrase"
    r"|wallet|metamask|ledger|trezor|exodus|phantom|electrum|keystone|trust\s+wallet|bip-?39"
    r"|wiederherstellungs\w*|brieftasche|phrase\s+de\s+r[ée]cup[ée]ration|portefeuille|frase\s+(?:de\s+)?(?:recuperaci[oó]n"
    r"|recupera[çc][ãa]o|semilla|di\s+recupero|seed)|semilla|billetera|cartera|carteira|portafoglio|herstel\w*"
    r"|portemonnee|återställning\w*|plånbok\w*|gjenoppretting\w*|lommebok\w*|gendannelse\w*|tegnebog\w*|palautus\w*"
    r"|lompakko\w*|fraz\w+\s+odzyskiw\w*|portfel\w*|obnovovac\w*|fráze\s+pro\s+obnoven\w*|peněžen\w*|peňažen\w*"
    r"|helyreállító\w*|tárcá\w*|pénztárc\w*|frază\s+de\s+recuperare|portofel\w*|фраз\w+\s+восстановлени\w*|сид-?фраз\w*"
    r"|мнемони\w*|кошел[её]к\w*|кошельк\w*|гаманц\w*|гаманець|фраз\w+\s+відновлен\w*|kurtarma\s+ifade\w*|cüzdan\w*"
    r"|frasa\s+pemulihan|dompet|frasa\s+benih|cụm\s+từ\s+(?:khôi\s+phục|hạt\s+giống)|ví\s+(?:tiền|crypto|metamask)"
    r"|maneno\s+ya\s+(?:kurejesha|siri)|pochi|عبارة\s+(?:الاسترداد|الاسترجاع|الاستعادة)|محفظ\w*|عبارت\s+بازیابی"
    r"|کیف\s+پول|ביטוי\s+(?:שחזור|סיד)|ארנק|रिकवरी\s+फ्रेज़?|सीड\s+फ्रेज़?|वॉलेट|ওয়ালেট|วลี(?:กู้คืน|สํารอง)|กระเป๋า"
    r"|助记词|助記詞|钱包|錢包|恢复短语|シード(?:フレーズ)?|ニーモニック|ウォレット|復元フレーズ|시드\s?(?:문구|구문)?|지갑"
    r"|복구\s?(?:문구|구문|단어)")
_LABELLED = re.compile(
    rf"(?i)(?<![^\W\d_])(?:(?P<n>{_COUNT})[ \t\-]*(?:{_WORDS})(?![^\W\d_])|(?:{_LABEL}))"
    r"[^\n:：=—–]{0,40}?(?:[ \t]*[:：=—–][ \t]*|[ \t]+-[ \t]+|[ \t]*\n)[ \t]*\n?[ \t]*"
    r"(?P<w>[a-z]{3,8}(?:(?:[ \t,;]+\n?|\n)[ \t]*(?:\d{1,2}[.)]\s*)?[a-z]{3,8}){11,23})")
_WORD_LIST = WORD_LISTS
# The words first, the label after them ("orbit canyon … noble — frase de recuperação da carteira").
_RUN = re.compile(r"(?i)(?<![^\W\d_])[a-z]{3,8}(?:[ \t,;]+[a-z]{3,8}){11,23}(?![^\W\d_])")
_CLOSING = re.compile(rf"(?i)[ \t,;:(\[\-—–]*(?:(?:is|are|=|->|→|это|是|は|adalah|là|ist|sind|est|sont|es|son|é|são|è|sono|to)\s+)?"
                      rf"[^\n.!?]{{0,20}}?(?:{_LABEL})")


# A count of words kept in a safe, on paper or in a wallet ("Die 12 Wörter vom Papier im Tresor: Tiger Flöte …"): then
# exactly that many words of any language closing the text or the line, when they are not the list's own words.
_KEPT = (r"tresor\w*|safe|papier|paper|zettel|coffre|caja\s+fuerte|cassaforte|kluis|kassaskåp\w*|sejf\w*|сейф\w*"
         r"|бумаж\w*|листок\w*|kasa|金庫|保险柜|保險箱|금고")
_COUNTED_ANY = re.compile(
    rf"(?i)(?<![^\W\d_])(?P<n>{_COUNT})[ \t\-]*(?:{_WORDS})(?![^\W\d_])(?P<label>[^\n:：=—–]{{0,50}}?)[ \t]*[:：=—–][ \t]*"
    r"(?P<w>[^\W\d_]{3,12}(?:[ \t,;]+[^\W\d_]{3,12}){11,23})[ \t.]*$")


def kept_seed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Exactly as many words as counted, after a count label naming a safe, paper or wallet: a seed written down in
    words of the writer's own language (no BIP-39 list to check them against), all different, not alphabetical."""
    for match in _COUNTED_ANY.finditer(shown):
        label, words = match.group("label"), re.findall(r"[^\W\d_]+", match.group("w"))
        if not re.search(rf"(?i)(?<![^\W\d_])(?:{_KEPT}|{_LABEL})", label) or len(words) != _counted(match.group("n")):
            continue
        lowered = [w.lower() for w in words]
        if len(set(lowered)) == len(lowered) and lowered != sorted(lowered) \
                and not _WORD_LIST.search(shown, max(0, match.start() - 60), match.start("w")):
            yield "seed phrase", match.span("w")


# A wallet or seed label, then (after a correction or a note, "… нет, по-английски:") six or more BIP-39 words closing
# the text or its line: the phrase, or the part of it written down.
_CLOSING_WORDS = re.compile(
    rf"(?i)(?<![^\W\d_])(?:{_LABEL})[^\n]{{0,80}}?[:：][ \t]*(?P<w>[a-z]{{3,8}}(?:[ \t,]+[a-z]{{3,8}}){{5,23}})[ \t.]*$",
    re.MULTILINE)


def closing_seed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Six to twenty-four different BIP-39 words, not alphabetical, closing a line that opens with a wallet label."""
    listed = bip39_words()
    for match in _CLOSING_WORDS.finditer(shown):
        names = re.findall(r"[a-z]+", match.group("w").lower())
        if all(w in listed for w in names) and len(set(names)) == len(names) and names != sorted(names) \
                and not _WORD_LIST.search(shown, max(0, match.start() - 60), match.start("w")):
            yield "seed phrase", match.span("w")


def named_seed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The words after a count-of-words or wallet/seed/recovery label: mostly BIP-39 words, not alphabetical."""
    yield from partial_seed_spans(shown)
    yield from kept_seed_spans(shown)
    yield from closing_seed_spans(shown)
    if len(shown) < 60:
        return
    listed = bip39_words()
    for match in _LABELLED.finditer(shown):
        words = list(re.finditer(r"[a-z]+", match.group("w").lower()))[:24]   # "Orbit Canyon …" as typed
        count = _counted(match.group("n"))
        if count and len(words) < count:
            continue   # fewer words than the label counts ("24 mots : " and twelve words): a list, not the phrase
        words = words[:count] if count else words[:len(words) - len(words) % 3]   # 12, 15, 18, 21 or 24 words
        names = [w.group(0) for w in words]
        if len(names) < 12 or sum(w in listed for w in names) < len(names) - 2 or names == sorted(names):
            continue
        if _WORD_LIST.search(shown, max(0, match.start() - 60), match.start("w")):
            continue
        yield "seed phrase", (match.start("w"), match.start("w") + words[-1].end())
    for run in _RUN.finditer(shown):
        words = list(re.finditer(r"[a-z]+", run.group(0).lower()))
        words = words[:len(words) - len(words) % 3]   # "… crane est ma phrase": the copula is no seed word
        names, end = [w.group(0) for w in words], run.start() + words[-1].end()
        if sum(w in listed for w in names) >= len(names) - 2 and names != sorted(names) and _CLOSING.match(shown, end) \
                and not _WORD_LIST.search(shown, max(0, run.start() - 60), end + 60):
            yield "seed phrase", (run.start(), end)


# A part of the phrase kept apart ("wallet phrase part one: forest quiz pledge salad, part two in the drawer").
_PART = (r"part\s+(?:one|two|three|four|[1-4]|i{1,3})|(?:first|second|last)\s+(?:half|part)|teil\s+(?:[1-4]|eins|zwei)"
         r"|(?:erste|zweite)r?\s+teil|parte\s+(?:[1-4]|uno|una|um|uma|dos|duas)|(?:primera|primeira|segunda)\s+parte"
         r"|(?:première|1re|deuxième|2e)\s+partie|partie\s+[1-4]|deel\s+[1-4]|część\s+[1-4]|част(?:ь|ина)\s+[1-4]"
         r"|phần\s+[1-4]|bagian\s+[1-4]|sehemu\s+ya\s+\w+|الجزء\s+\S+|القسم\s+\S+|بخش\s+\S+|חלק\s+\S+"
         r"|第[一二三1-3]部分|前半|後半|上半|下半")
_PARTIAL = re.compile(
    rf"(?i)(?:{_LABEL}|(?:ال)?محفظ\w*)[^\n]{{0,30}}?(?:{_PART})[^\n:：=—–]{{0,20}}?[ \t]*[:：=—–][ \t]*"
    r"(?P<w>[a-z]{3,8}(?:[ \t,;]+[a-z]{3,8}){3,11})(?![^\W\d_])")


def partial_seed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Four to twelve BIP-39 words under a wallet or seed label and a part word, not in alphabetical order."""
    listed = bip39_words()
    for match in _PARTIAL.finditer(shown):
        words = list(re.finditer(r"[a-z]+", match.group("w").lower()))
        kept = next((i for i, w in enumerate(words) if w.group(0) not in listed), len(words))   # ", part two …"
        names = [w.group(0) for w in words[:kept]]
        if len(names) >= 4 and names != sorted(names) \
                and not _WORD_LIST.search(shown, max(0, match.start() - 60), match.start("w")):
            yield "seed phrase", (match.start("w"), match.start("w") + words[kept - 1].end())


def _counted(number: str | None) -> int:
    """The count a label gives (0 for none): digits, or a numeral that is twenty-four or else twelve."""
    if not number:
        return 0
    if number.isdigit():
        return int(number)
    return 24 if re.search(r"(?i)four|vier|quatre|cuatro|quatro|quattro|dört|二十四", number) else 12
