"""A password's hint, or a network said to need no password, gives no password: the value after it is not one.

"A dica da senha do e-mail é 'cachorro da infância'", "Подсказка к паролю: «кличка первой собаки»", "パスワードのヒント：
犬の名前" give what reminds someone of a password, and "الواي فاي مفتوح بدون كلمة سر، اسمه Cafe_Free", "WLAN ohne
Passwort, es heißt Gast" give a network's name. Read by `secret_talk.talk_only` for every stage's span. Only the
credential word nearest before the value counts: "Password hint: dog, password: Rex2019" still gives Rex2019.
"""

from __future__ import annotations

import re

from .secret_note_words import credential_word

# Hint words in ~40 languages; "reminder", "Hinweis" or "tip" alone also open a note that gives the password, so
# they count only in compounds or fused to the credential word (below). Thai "ำ" is read decomposed (NFKC: "ํา"), so
# "คำใบ้" is written both ways.
_HINT = (
    r"hint|clue|indice|indication|pista|indicio|dica|suggerimento|indizio|geheugensteun|ledtråd|huskeregel|vihje"
    r"|podpowied[zź]|wskazówk\w*|nápověd\w*|nápoved\w*|emlékeztető|indiciu|подсказк\w*|підказк\w*|подсещане|nagovještaj"
    r"|nagoveštaj|ipucu|ipuçları|petunjuk|pembayang|kidokezo|gợi\s+ý|pahiwatig|संकेत|हिंट|ইঙ্গিত|تلميح\w*|راهنما\w*"
    r"|רמז|提示|ヒント|힌트|ค(?:ำ|ํา)ใบ้|υπόδειξη|pista|vísbending|vihjeen|gedächtnisstütze|merkhilfe|eselsbrücke"
    r"|(?:passwort|kennwort)-?(?:hinweis|erinnerung)|wachtwoord-?hint|lösenordstips|jelszóemlékeztető|password\s+reminder"
    r"|aide-mémoire|lembrete|recordatorio|promemoria|напоминалк\w*")
_HINT_RE = re.compile(rf"(?i)(?<![^\W_])(?:{_HINT})(?![^\W_])|提示|ヒント|힌트|ค(?:ำ|ํา)ใบ้")
# Between a hint word and its password word: prepositions, articles, a possessive, an account's name; no colon.
_HINT_THEN_WORD = re.compile(rf"(?i)(?<![^\W_])(?:{_HINT})[ \t]*-?[ \t]*(?:[^\W\d_][\w.\-]*[ \t]+){{0,3}}$|(?:提示|ヒント|힌트|ค(?:ำ|ํา)ใบ้)[の的]?$")
# Right after the password word, a reminder is a hint too: "Passwort-Hinweis", "password reminder", "mot de passe (rappel)".
_AFTER_ONLY = r"hinweis|erinnerung|tipp|reminder|herinnering|påminnelse|rappel|вопрос-напоминание"
_WORD_THEN_HINT = re.compile(rf"(?i)^(?:[ \t]*-?[ \t]*|[の的]|[ \t]+[^\W\d_]+[ \t]+)"
                             rf"(?:(?:{_HINT}|{_AFTER_ONLY})(?![^\W_])|提示|ヒント|힌트|ค(?:ำ|ํา)ใบ้)")
# Without a password: a word for "no" or "without" before the password word, "none" after it, or fused with it.
_NO_BEFORE = re.compile(
    r"(?i)(?<![^\W_])(?:no|without|w/o|ohne|kein\w*|sans|pas\s+de|sin|sem|senza|zonder|geen|utan|uden|uten|ingen|ilman"
    r"|bez|без|tanpa|bila|không\s+(?:có|cần)|không|बिना|بدون|بلا|بی|ללא|בלי|χωρίς|sense|walang|nincs|fără|nema|brez)"
    r"[ \t]*(?:(?:a|an|any|the|ein\w*|une?|de|d['’]|la|el|um|uma|una|un|der|die|das"
    r"|il|lo|een|någon|noget|noe|żadnego|никакого|any)[ \t]+)?$|(?:无|無|没有|沒有|不需要|不用|免|ไม่มี)[ \t]*$")
_NONE_AFTER = re.compile(
    r"(?i)^[ \t]*[:：=\-–]?[ \t]*(?:none|no(?:ne)?\s+needed|not\s+needed|keins?|keine[ns]?|nicht\s+nötig|aucun|ninguna|ningun[oa]"
    r"|nenhuma|nessuna|geen|ingen|inget|nincs|нет|не\s+нужен|немає|yok|tidak\s+ada|hakuna|không\s+có|नहीं|لا\s+يوجد|ندارد"
    r"|无|無|なし|不要|불필요|없음|없어|ei\s+ole|nu\s+are|brak|není|nema)(?![^\W_])")
_FUSED_NONE = re.compile(r"(?i)(?:siz|sız|ton|less|los|frei|free|mentes|nélkül)$")
# A network's name words, or a clause break: what follows names the network, not its password.
_NAMED = re.compile(
    r"(?i)[,،、，;(（—–]|(?<![^\W_])(?:name[ds]?|called|ssid|hei(?:ß|ss)t|nom|nombre|nome|naam|namn|navn|nimi|nazwa"
    r"|název|név|numele|имя|название|называется|зовут|ad[ıi]|ismi|nama|jina|tên|नाम|اسم\w*|نام\w*|שם|名前?|名称|이름)")

_NETWORK = re.compile(r"(?i)wi-?fi|wlan|hotspot|wpa2?|wep|psk|вай-?фа\w*")


def _last_credential(shown: str, lo: int, hi: int) -> tuple[int, int] | None:
    """The span of the last credential word in shown[lo:hi]."""
    before, at, last = shown[lo:hi], 0, None
    while (word := credential_word(before[at:])) is not None and word.end() > 0:
        if not _NETWORK.fullmatch(word.group(0)):   # "senha no wifi": the network is what the password opens
            last = (lo + at + word.start(), lo + at + word.end())
        at += word.end()
    return last


def _hinted(shown: str, word: tuple[int, int]) -> bool:
    """A hint word fused to the password word: "dica da senha", "Подсказка к паролю", "password hint", "密码提示"."""
    lo, hi = word
    return bool(_HINT_THEN_WORD.search(shown[max(0, lo - 40):lo]) or _WORD_THEN_HINT.match(shown[hi:hi + 24]))


def _denied(shown: str, word: tuple[int, int], start: int) -> bool:
    """"Without a password" or "password: none", and the value after a break or a name word: a network's name."""
    lo, hi = word
    negated = (_NO_BEFORE.search(shown[max(0, lo - 30):lo]) or _NONE_AFTER.match(shown[hi:hi + 20])
               or _FUSED_NONE.search(shown[lo:hi]))
    return bool(negated) and _NAMED.search(shown, hi, start) is not None


def hint_only(shown: str, s_lo: int, start: int, end: int) -> bool:
    """Whether the value at start:end follows, in its sentence from `s_lo`, a password word that names a hint (and the
    value has no digit: "password hint: it's Harbor#Lights1988", "密码提示：…，实际是 wangcai0815" give the password
    itself) or no password at all; a compound hint word ("Passworthinweis") after the last password word counts too."""
    s_lo = max(s_lo, start - 240)   # a long run-on sentence: only the words before the value count
    word = _last_credential(shown, s_lo, start)
    worded = not any(c.isdigit() for c in shown[start:end])
    hints = [m for m in _HINT_RE.finditer(shown, s_lo, start)]
    if worded and hints and (word is None or hints[-1].start() >= word[1]) and _fused_hint(hints[-1].group(0)):
        return True
    return word is not None and (worded and _hinted(shown, word) or _denied(shown, word, start))


def _fused_hint(word: str) -> bool:
    return bool(re.search(r"(?i)passwort|kennwort|wachtwoord|lösenord|jelszó|password", word))
