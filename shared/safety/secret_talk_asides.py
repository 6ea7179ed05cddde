"""An example word that opens an aside naming which of one's own credentials is meant makes no sample of the value.

"my password, for example the wifi one, is Sunny#2024", "mi contraseña, por ejemplo la del wifi, es …", "mein
Passwort (zum Beispiel das vom WLAN) ist …": the example word picks one credential out of the speaker's several; the
value after the aside is still theirs. `secret_talk.talk_only` passes over such a word when all of these hold: it
opens an aside set off by a comma, a dash or a bracket; the aside closes before the value, within a few words; only a
copula or a colon stands between the close and the value; and a first-person owner word ("my", "our", "mein", "mi",
"mon" …, the caller's pattern) comes before the aside in the sentence. A talk word outside an aside still makes talk
("example password, for example the wifi one, is X"), and so does one whose aside holds the value ("my password, for
example Sunny#2024, must be strong") or one with no owner ("a password, for example, is X").
"""

from __future__ import annotations

import re

_OPENERS = ",，(（[—–"
_CLOSERS = {",": ",，", "，": ",，", "(": ")）", "（": ")）", "[": "]", "—": "—,，", "–": "–,，"}
# After the aside, before the value: a colon, a dash or a copula only, in the languages of `secret_talk._EXAMPLE`.
_TO_VALUE = re.compile(
    r"(?i)\s*(?:[:：=→]|->|-|(?<![^\W\d_])(?:is|was|are|ist|war|lautet|es|era|est|était|c['’]est|é|è|era|is|er|är|on"
    r"|jest|to|je|это|adalah|ialah|ni|là|है|هو|هي|是|为|は|이|가|으로|dir|olan))?\s*[:：]?\s*$")
_LONGEST_ASIDE = 60
# One short word before the example word ("for example", "zum Beispiel", "por ejemplo", "na przykład").
_LEAD = re.compile(r"(?<![^\W\d_])[^\W\d_]{1,4}\s+$")


def _opener(sentence: str, at: int) -> int:
    """Where the aside that `at` opens begins: an opening mark right before it, spaces or one short word ("for",
    "zum", "por", "par", "na", "kwa") between, or -1."""
    lead = _LEAD.search(sentence, max(0, at - 8), at)
    before = sentence[:lead.start() if lead else at].rstrip()
    return len(before) - 1 if before and before[-1] in _OPENERS else -1


def example_in_owned_aside(sentence: str, talk_start: int, talk_end: int, value_at: int, owner: re.Pattern[str]) -> bool:
    """Whether the talk word at talk_start:talk_end of `sentence` opens an aside that closes right before the value
    at `value_at`, with an owner word before the aside (see the module docstring)."""
    opened = _opener(sentence, talk_start)
    if opened < 0 or talk_end > value_at or owner.search(sentence, 0, opened) is None:
        return False
    closers = _CLOSERS[sentence[opened]]
    close = next((i for i in range(talk_end, min(value_at, opened + _LONGEST_ASIDE)) if sentence[i] in closers), -1)
    if close < 0 or any(c.isdigit() for c in sentence[opened:close]):
        return False
    return _TO_VALUE.fullmatch(sentence, close + 1, value_at) is not None
