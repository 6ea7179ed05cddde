"""A code the text puts in the past and then says was changed ("gate code was 4477 before the strata changed it") opens nothing now.

Policy (round 34): "the gate code was 4477 before the strata changed it last month", "o código do cadeado era 0421
mas o clube trocou tudo", "4477 was the code but they changed everything", "ПИН был 1597, потом его сменили", "暗証番号は
1357だったけど変わった": the value is given in the past tense ("was", "era", "war", "был", "だった", "였", "था", "بود")
beside a credential's word, and the same sentence (or the next) says, after the value, that it was changed, replaced,
reset, revoked or no longer works, with no negation right before ("hasn't changed" is none). That value is blanked (a
public span, so the learned stage's value gate does not see it either); a new value in the same text ("… changed it to
8264") is not, and is read by the rules as before. Not read: a question, a change said to come after the value's time
("the code was 4477 after they changed it", "since", "nach", "después", "بعد", "之后"), a text that says the value is
still used or the change is yet to come ("still", "tomorrow", "will change it", `secret_public_dead.still_live`; an
"until" that leads into the change verb is no such word), a doubt ("not sure if they changed it", "değiştirdi mi
bilmiyorum", "no sé si lo cambiaron"), a change of something else where the language shows the verb's object ("changed
the batteries"; "changed the lock", "changed it", "trocou tudo" count), and a value the text calls new. "Old"
credentials with no past tense ("old PIN 1597 no longer works") are `secret_public_dead`'s. Every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_dead import credential_words, death_words, still_live
from .secret_public_words import _re, sentences

_B, _E = r"(?<![^\W\d_])", r"(?![^\W\d_])"

# A past copula right before the value: "was", "war", "était", "era", "был", "היה", "كان", "trước đây là", "以前是".
_PAST = (r"was|used\s+to\s+be|had\s+been|war|lautete|était|etait|a\s+été|era|fue|foi|fora|vroeger|był[ao]?"
         r"|brzmiał[ao]?|byl[ao]?|bol[ao]?|bio|bila|bilo|je\s+bio|je\s+bila|a\s+fost|fusese|volt|oli|var|var\s+tidigare"
         r"|dulu(?:nya)?(?:\s+(?:adalah|ialah))?|sebelumnya|dati(?:ng)?(?:\s+ay)?|kaniadto|kaniadto\s+kay|ilikuwa|lilikuwa"
         r"|ulikuwa|ikuwa|önceden|eskiden|trước\s+(?:đây\s+)?là|hồi\s+trước\s+là|ήταν|был[ao]?|була|був|було|беше|бе|היה"
         r"|הייתה|היתה|كان|كانت|كانت\s+هي|پہلے|पहले|আগে\s+ছিল|เคยเป็น|เดิมคือ|เคยเป็นรหัส")
_PAST_BEFORE = _re(rf"(?i){_B}(?:{_PAST}){_E}\s*[:=\-–]?\s*[\"'“«]?$|(?:以前|之前|原来|原來|本来|本來|曾经|曾經)(?:是|为|為)\s*[:：]?\s*$"
                   r"|(?:前|昔|以前)は\s*$|전에는?\s*$|원래는?\s*$")
# A past copula right after the value: "4477'ydi", "4477 idi", "۴۴۷۷ بود", "4477 था", "1357だった", "1357였는데".
_PAST_AFTER = _re(r"(?i)[\"'”»]?\s?(?:['’]?y?(?:dı|di|du|dü|tı|ti|tu|tü)(?![^\W\d_])|idi(?![^\W\d_])|بود|تھا|تھی|تھے"
                  r"|volt(?![^\W\d_])|था|थी|थे|ছিল|இருந்தது|だった|でした|였|이었|었)")
# The value first, then a past copula and the credential's word: "4477 was the code", "0421 era o código".
_PAST_NAMED = _re(rf"(?i)[\"'”»]?\s*(?:{_PAST}){_E}\s+(?:(?:the|our|my|his|her|their|o|a|el|la|le|der|die|das|il|lo"
                  r"|de|het|nasz[ae]?|mój|moja|наш\w{0,2}|мой|моя|ang|yang)\s+)?(?:[^\W\d_]+\s+){0,2}")
# The value: a token holding a digit (digit groups "551 902" are one value); kana, hanzi and hangul end it.
_CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_VALUE = re.compile(rf"(?<![^\W{_CJK}])(?<!-)(?=[\w\-#!@$%&*+./]*\d)(?:(?![{_CJK}])[\w\-#!@$%&*+./]){{3,40}}?"
                    rf"(?:\s\d{{2,6}}){{0,3}}(?=[\s,;.!?)\"'’”»{_CJK}\uff01-\uff60]|$)")
# The change came before the value's time: the value may be the new one.
_AFTER_CHANGE = _re(
    rf"(?i){_B}(?:after|since|once|seit|seitdem|nachdem|nach|depuis|après|desde|después|depois|dopo|da\s+quando|sinds"
    r"|nadat|na|od|po|után|óta|jälkeen|efter|etter|sonra|beri|sejak|setelah|sesudah|sau\s+khi|tangu|baada|pagkatapos"
    r"|после|с\s+тех\s+пор|після|відколи|μετά|από\s+τότε|אחרי|מאז|بعد|بعدما|از\s+وقتی|के\s+बाद|से)(?![^\W\d_])"
    r"|以来|之后|之後|以後|以后|後で|이후|후에|หลังจาก")
# "until": leads into the change ("was 4477 until they changed it"), not a sign the value is still used.
_UNTIL = _re(r"(?i)(?<![^\W\d_])(?:until|till|bis|hasta\s+que|hasta|até|até\s+que|jusqu['’]à\s+ce\s+qu['’]?|fino\s+a\s+quando"
             r"|totdat|tot|dopóki|aż|до\s+тех\s+пор|пока|sampai|hingga|hadi|hanggang)(?![^\W\d_])")
_NEW = _re(rf"(?i){_B}(?:new|current|now|neue?[rns]?|jetzt|nouveau|nouvelle|nuev[oa]|ahora|nov[oa]|agora|nuov[oa]|nieuwe"
           r"|nowy|nowa|teraz|yeni|baru|mới|bago)(?![^\W\d_])[^\n.;,]{0,16}$|(?:нов\w{0,3}|теперь|зараз|新|새)\S{0,4}\s?$")
# The change verb's object, in a language with articles: "changed the batteries" changed something else, while "changed
# the lock", "reset the router", "changed it", "trocou tudo" or a credential's word ("changed the code") retired the value.
_OBJECT = _re(r"(?i)\s+(?:the|my|our|his|her|their|a|an|der|die|das|den|dem|le|la|les|el|los|las|o|os|as|il|lo|gli|de|het"
              r"|een|ein|eine|einen|un|une|uno|una|um|uma)\s+(?P<o>(?:[^\W\d_]+\s?){1,3})")
_ALL = _re(r"(?i)(?<![^\W\d_])(?:lock|locks|padlocks?|lockbox|keypad|keypads|panel|system|cylinder|router|modem|routeur"
           r"|roteador|módem|opener|everything|all|schloss|schlösser|serrure|cerradura|chave|fechadura|serratura|slot"
           r"|sistema|système|tastiera|teclado|alles|tout|todo|tudo|tutto)(?![^\W\d_])")
# Doubt that the change happened: "değiştirdi mi bilmiyorum", "not sure if they changed it", "vielleicht geändert".
_DOUBT = _re(
    r"(?i)(?<![^\W\d_])(?:not\s+sure|don['’]?t\s+know|do\s+not\s+know|no\s+idea|maybe|perhaps|probably|might|may\s+have"
    r"|vielleicht|weiß\s+nicht|keine\s+ahnung|peut[\-\s]être|sais\s+pas|quizás?|tal\s+vez|no\s+sé|talvez|não\s+sei|forse"
    r"|non\s+so|misschien|weet\s+niet|może|nie\s+wiem|možná|nevím|poate|nu\s+știu|talán|nem\s+tudom|ehkä|en\s+tiedä"
    r"|kanske|vet\s+inte|kanskje|vet\s+ikke|måske|ved\s+ikke|ίσως|δεν\s+ξέρω|belki|bilmiyorum|emin\s+değilim"
    r"|mungkin|entah|tidak\s+tahu|nggak\s+tahu|baka|siguro|ewan|labda|sijui|có\s+lẽ|không\s+biết|возможно|может\s+быть"
    r"|не\s+знаю|можливо|може|אולי|לא\s+יודע\w?|ربما|يمكن|لا\s+أعرف|مش\s+عارف\w?|شاید|نمی\u200c?دونم"
    r"|پتا\s+نہیں|शायद|पता\s+नहीं|হয়তো|জানি\s+না)(?![^\W\d_])|不知道|也许|也許|可能|かも|わからない|分からない|모르겠|아마")
_ASKED_AFTER = re.compile(r"\s*m[iıuü](?:s[iıuü]n|y[iıuü]z)?(?![^\W\d_])")
_CRED_REACH = 50   # the credential's word ends this many characters before the past copula at most


def _past_value(text: str, low: int, value: re.Match[str]) -> int | None:
    """Where the words read after the value start, when `value` is given in the past tense beside a credential's word;
    None when it is not."""
    before = text[max(low, value.start() - 30):value.start()]
    past = _PAST_BEFORE.search(before)
    if past is not None:
        copula = value.start() - len(before) + past.start()
        words = credential_words(text, max(low, copula - 80), copula + 1)
        return value.end() if any(copula - _CRED_REACH <= end <= copula + 1 for _, end in words) else None
    after = _PAST_AFTER.match(text, value.end())
    if after is not None:
        words = credential_words(text, max(low, value.start() - _CRED_REACH), value.start())
        return after.end() if any(True for _ in words) else None
    for start, end in credential_words(text, value.end(), min(len(text), value.end() + 40)):
        if _PAST_NAMED.fullmatch(text, value.end(), start):   # "4477 was the code": the credential's word closes it
            return end
    return None


def _changed_after(text: str, verbs: list[tuple[int, int]], start: int, high: int) -> tuple[int, int] | None:
    """The first of the sentence's change, revocation or "no longer works" phrases `verbs` after `start` that no
    "after"/"since" word before it puts ahead of the value's time, no "mi" asks about, and whose object (where the
    language shows one) is the credential, a lock or everything."""
    for verb_start, verb_end in verbs:
        if verb_start < start:
            continue
        if _AFTER_CHANGE.search(text, start, verb_start) is not None or _ASKED_AFTER.match(text, verb_end):
            return None   # "was 4477 after they changed it", "değiştirdi mi"
        obj = _OBJECT.match(text, verb_end, high)
        if obj is None or _ALL.search(obj.group("o")) or any(True for _ in credential_words(text, *obj.span("o"))):
            return verb_start, verb_end
    return None


def _live(text: str, value_start: int, verb_end: int) -> bool:
    """Whether the text says the value is still used or the change is to come, an "until" leading into the change
    aside ("was 4477 until they changed it")."""
    between = _UNTIL.sub(lambda m: " " * len(m.group()), text[value_start:verb_end])
    return still_live(text[:value_start] + between + text[verb_end:])


def changed_value_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the values `text` gives in the past tense beside a credential's word and then says were changed."""
    if not any(c.isdigit() for c in text) or len(text) > 2000:
        return
    live_anywhere = still_live(text)   # once: blanking "until" only ever takes liveness away
    bounds = list(sentences(text))
    for index, (low, high) in enumerate(bounds):
        if "?" in text[low:high + 1]:
            continue
        scope = bounds[index + 1][1] if index + 1 < len(bounds) and "?" not in text[high:bounds[index + 1][1] + 1] else high
        verbs: list[tuple[int, int]] | None = None
        for value in _VALUE.finditer(text, low, high):
            read_from = None if _NEW.search(text, max(low, value.start() - 24), value.start()) else _past_value(text, low, value)
            if read_from is None:
                continue
            if verbs is None:
                verbs = [] if _DOUBT.search(text, low, scope) else death_words(text, low, scope)
            verb = _changed_after(text, verbs, read_from, scope)
            if verb is not None and not (live_anywhere and _live(text, value.start(), verb[1])):
                yield value.start(), value.end()
