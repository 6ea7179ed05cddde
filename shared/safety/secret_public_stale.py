"""Stale values: a PIN, password or code the text says is no longer the one in use, blanked before the rules read it.

"my pin is no longer 1234, changed it at the branch", "el código viejo era 5521, ya lo cambié", "die alte PIN 1234 geht
nicht mehr": the value named is the one that stopped working, which opens nothing now, so it is no secret. Read in
about fifteen languages, three ways: the value right after "no longer (is)" / "not … anymore" / "used to be"
("ya no es", "nicht mehr", "n'est plus", "não é mais", "non è più", "niet meer", "bukan … lagi", "больше не"), the
value right after an "old" credential word ("old PIN", "alte PIN", "ancien code", "clave vieja", "PIN lama", "старый
пароль"), and a value right before "no longer works" / "doesn't work anymore" ("geht nicht mehr", "ne marche plus",
"ya no sirve", "sudah tidak berlaku"). Only that value is blanked: a new one in the same text ("my new pin is 4821,
the old 1234 no longer works") is still read by the rules. A value the text calls new is left alone, and so is an "old"
value that is asked about ("is the old pin 1234?"); a "no longer" asked ("is my pin no longer 1234?", "ist die PIN nicht
mehr 4821?") still doubts the value, so it is blanked. A former home's door code is stale too (`secret_public_former`).
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_changed import changed_value_spans
from .secret_public_dead import dead_credential_spans, still_live
from .secret_public_former import former_home_spans
from .secret_public_words import _re, lower1, may_match

# The value: a token holding a digit (digits may come in groups), or a quoted word; CJK ends it ('8812改成了4821').
_VALUE = r"(?P<v>[\"'“«]?(?=[^\s,;.!?]*\d)[^\s,;!?\"'”»\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{3,40}?(?:[ \-]\d{2,6}){0,3}[\"'”»]?)(?=[\s,;.!?)]|$)"
_VALUE_RE = re.compile(_VALUE)
# "no longer (is)", "not … anymore", "used to be": the value that follows is the old one.
_NO_LONGER = _re(
    r"(?i)(?<![^\W\d_])(?:(?:is|was|are)\s+)?(?:no\s+longer|not\s+any\s?more|used\s+to\s+be|formerly|previously)"
    r"(?:\s+(?:is|be|was|just))?\s*[:=]?\s*"
    r"|(?<![^\W\d_])(?:ya\s+no\s+es|ya\s+no\s+era|antes\s+era|n['’]est\s+plus|n['’]était\s+plus|était\s+avant"
    r"|não\s+é\s+mais|já\s+não\s+é|non\s+è\s+più|prima\s+era|ist\s+nicht\s+mehr|war\s+früher|früher\s+war"
    r"|nicht\s+mehr|niet\s+meer|was\s+vroeger|vroeger\s+was|sudah\s+bukan|bukan\s+lagi|dulunya|nie\s+jest\s+już)\s*[:=]?\s*"
    r"|больше\s+не\s+|уже\s+не\s+|раньше\s+был\w*\s+")
# An "old" credential word, the adjective before or after it, then at most five words (a place, a verb) before the value.
_OLD = (r"old|previous|former|earlier|alte[nrs]?|frühere[nrs]?|vorherige[nrs]?|ancien(?:ne)?|vecchi[oa]|oude|vorige"
        r"|stary|stare|starego|starym|eski|стар\w+|прежн\w+")
_CREDENTIAL = (r"pin|password|passcode|code|combination|combo|passwort|kennwort|kombination|mot\s+de\s+passe|c[oó]digo"
               r"|clave|contraseña|senha|codice|pincode|wachtwoord|kod|hasło|şifres?i?|sandi|kode|пин\w*|парол\w*|код\w*")
_OLD_AFTER = r"viej[oa]|antigu[oa]|anterior|antig[oa]|vecchi[oa]|precedente|lama"
_OLD_NAME = _re(
    rf"(?i)(?<![^\W\d_])(?:(?:{_OLD})\s+(?:{_CREDENTIAL})|eski(?:\s+[^\W\d_]+)?\s+şifres?i?|(?:{_CREDENTIAL})\s+(?:{_OLD_AFTER}))"
    r"(?![^\W\d_])(?P<gap>(?:\s+[^\W\d_]+){0,5}?)\s*[:=]?\s*(?=[\"'“«]?[^\s,;.!?]*\d)"
    r"|(?:旧的?|以前的?|原来的?|古い|前の|예전|이전|옛날)\s?(?P<cjk>[^\W\d_]{0,6}?)(?:密码|密碼|口令|暗証番号|パスワード|비밀번호|비번)\s*[:：]?\s*")
# A gap that gives the new value: "old PIN was replaced by 4821".
_CHANGED_GAP = _re(r"(?i)(?<![^\W\d_])(?:new|now|replaced|changed|neu\w*|jetzt|nouveau|nouvelle|maintenant|nuev[oa]|ahora"
                   r"|nov[oa]|agora|nuov[oa]|ora|nieuwe?|nu|nowy|nowe|teraz|yeni|artık|baru|sekarang|нов\w*|теперь|сейчас)(?![^\W\d_])")
# After the value: it stopped working.
_STOPPED = _re(
    r"(?i)\s*[,:\-–]?\s*(?:(?:no\s+longer|doesn['’]t|does\s+not|won['’]t|isn['’]t)\s+(?:works?|valid|work(?:s|ing)?\s+any\s?more"
    r"|valid\s+any\s?more)|(?:is\s+)?not\s+valid\s+any\s?more|(?:geht|gilt|funktioniert)\s+nicht\s+mehr"
    r"|ne\s+(?:marche|fonctionne)\s+plus|n['’]est\s+plus\s+valable|ya\s+no\s+(?:sirve|funciona|vale)"
    r"|não\s+(?:funciona|serve)\s+mais|já\s+não\s+(?:funciona|serve)|non\s+funziona\s+più|werkt\s+niet\s+meer"
    r"|(?:sudah|udah)\s+(?:tidak|gak|nggak)\s+(?:berlaku|bisa)|już\s+nie\s+działa|nie\s+działa\s+już|iptal\s+oldu"
    r"|artık\s+çalışmıyor|geçersiz)(?![^\W\d_])|больше\s+не\s+работает|уже\s+не\s+работает"
    r"|已经?作废|作废了|已经?失效|失效了|不能用了|已经?不用了|もう使えない|使えなくなった|無効になった|더\s?이상\s?안\s?(?:돼|됨|맞)")
# A question about it ("is it no longer 1234?"), or the value called new: not a stale value.
_ASKED = re.compile(r"^[^\n.!]{0,12}\?")
_NEW_BEFORE = _re(r"(?i)(?<![^\W\d_])(?:new|neue[rns]?|nouveau|nouvelle|nuev[oa]|nov[oa]|nuov[oa]|nieuwe|baru|нов\w*|yeni)"
                  r"(?![^\W\d_])[^\n.;,]{0,20}$")


def _after(text: str, pattern: re.Pattern[str], gap: bool = False) -> Iterator[tuple[int, int]]:
    """The value right after each cue of `pattern`, unless called new, or (`gap`: an "old" name) asked about or given as
    a replacement."""
    for cue in pattern.finditer(text):
        found = _VALUE_RE.match(text, cue.end())
        between = (cue.group("gap") or cue.group("cjk") or "") if gap else ""
        asked = gap and found is not None and _ASKED.match(text[found.end():]) is not None
        if found is not None and not asked and not _CHANGED_GAP.search(between) \
                and not _NEW_BEFORE.search(text, max(0, cue.start() - 24), cue.start()):
            yield found.span("v")


_BEFORE_STOPPED = re.compile(r"(?<![\w\-])(?P<v>(?=[^\s,;]*\d)[^\s,;:!?\"'“”«»]{3,40})$")


def stale_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of values `text` says are no longer the ones in use (see the module's docstring)."""
    if not any(c.isdigit() for c in text):
        return
    lowered = lower1(text)
    if may_match(_NO_LONGER, lowered):
        yield from _after(text, _NO_LONGER)
    if may_match(_OLD_NAME, lowered) and not still_live(text):   # "old PIN 1234, I still use it": in use
        yield from _after(text, _OLD_NAME, gap=True)
    if may_match(_STOPPED, lowered):
        for stop in _STOPPED.finditer(text):
            value = _BEFORE_STOPPED.search(text, max(0, stop.start() - 40), stop.start())
            if value is not None and not _NEW_BEFORE.search(text, max(0, value.start() - 24), value.start()):
                yield value.span("v")
    yield from former_home_spans(text)   # the door code of a home moved out of (secret_public_former)
    yield from dead_credential_spans(text)   # an old credential changed, reset or revoked (secret_public_dead)
    yield from changed_value_spans(text)   # a code given in the past tense, then changed (secret_public_changed)
