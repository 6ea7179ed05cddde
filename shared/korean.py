"""Korean query words to search stems: particles, endings and light verbs off, function words dropped.

Korean separates words with spaces, and a word is a stem followed by grammar: a particle after
a noun (사용자는, 서버에서는), an ending after a verb or adjective (필요하죠, 다니세요, 언제예요).
The index holds every bigram of the text, so a query word is searched by its stem alone: the
grammar that follows it in the question differs from the grammar in the memory. Rules here are
the language's, not any data set's: the case particles and their combinations, the copula and
the polite, formal and honorific endings, the 하다/되다 light verbs after a noun
(접속하려면 -> 접속), the honorific noun suffixes (어머님, 아내분), and the question and
auxiliary words that, like English "what" or "does", say nothing about a memory.
"""

from __future__ import annotations

# The rules the lexical leg applies (text.query_terms): "stem" = the grammar above off a word;
# "function" = question and auxiliary words dropped. bench korean measures each out of fold.
RULES = frozenset({"stem", "function"})

# Case particles and their usual combinations, longest first.
PARTICLES = tuple(sorted(
    """에서는 에게는 한테는 으로는 까지는 부터는 에서도 에게도 으로도 이라도 이라고 이나마
    에서 으로 에게 한테 께서 까지 부터 보다 처럼 만큼 하고 이랑 마다 조차 마저 밖에 이나 라고 라도 에는 로는
    는 은 가 이 를 을 에 의 도 로 와 과 만 랑 께 나""".split(), key=len, reverse=True))

# Endings after a noun (the copula) or after a verb stem, longest first: stripped from a word's end.
ENDINGS = tuple(sorted(
    """이었어요 이었나요 이었습니까 이에요 이었어 이었지 이었다 입니다 입니까 인가요 일까요 이예요
    예요 에요 이야 이다 인가 이죠 일까 였어 였다 였지 였나 인지
    으신가요 신가요 으신가 신가 습니까 습니다 십니까 십니다 셨어요 셨나요 시나요 시죠 세요 으세요 나요 까요 지요 네요 군요 거든요 는데요
    으려면 려면 으려고 려고 어요 아요 여요 어야 아야 었어 았어 었다 았다 었지 았지 는지 은지 지만 는데
    죠 는 은""".split(), key=len, reverse=True))

# The polite 요 after a verb's 아/어 form, which often fuses with the stem's last vowel (마시+어요 -> 마셔요,
# 주+어요 -> 줘요, 보+아요 -> 봐요): vowel indices of such a syllable, and the stem vowel a fused one restores.
_SYLLABLE_BASE, _VOWELS, _FINALS = 0xAC00, 21, 28
_POLITE_VOWELS = frozenset({0, 1, 4, 5, 6, 9, 10, 14})   # ㅏ ㅐ ㅓ ㅔ ㅕ ㅘ ㅙ ㅝ
_UNFUSED = {6: 20, 9: 8, 14: 13}                          # ㅕ -> ㅣ, ㅘ -> ㅗ, ㅝ -> ㅜ
_PAST_FINAL = 20                                          # ㅆ, the past tense's mark (빌렸, 갔, 먹었)

# A noun followed by 하다/되다 (접속하다, 보관되다): the stem ends where the light verb starts.
LIGHT_VERB = frozenset("하한할함합했해되된될됨됩됐돼")
HONORIFIC_SUFFIXES = ("님", "분")

# Question words, pronouns and auxiliary predicates: Korean's counterpart of the English stop words.
FUNCTION_WORDS = frozenset(
    """무엇 뭐 뭘 뭐가 뭐야 뭐예요 뭔가 무슨 어떤 어떻게 어떠 어때 어디 어디서 어디에 어디로 언제 누구 누가 왜 얼마 얼마나 몇
    어느 며칠 이거 그거 저거 이것 그것 저것 여기 거기 저기 그리고 그런데 하지만 그래서 정말 진짜 좀 너무 아주 제일 가장
    있어 있나 있는 있다 있지 없어 없나 없는 없다 하는 하고 해서 했어 했나 하나 하지 되는 되나 돼 해 안 못 수 것 거 때
    뭘로 뭐였지 뭐였어 뭔데 가요 와요 가 와
    하세요 하십니까 합니까 합니다 했어요 해요 해야 하죠 하나요 하려면 한다 했다 되나요 됩니까 됩니다 돼요 됐어 된다 되죠""".split())


def strip_particle(word: str, min_stem: int = 2) -> str:
    """`word` without its trailing case particle(s) when at least `min_stem` syllables remain."""
    for tail in PARTICLES:
        if word.endswith(tail) and len(word) - len(tail) >= min_stem:
            return word[: -len(tail)]
    return word


def strip_ending(word: str) -> str:
    """`word` without a copula or verb ending (the stem's last vowel restored where the ending fused
    with it), then without a 하다/되다 light verb after a noun of two or more syllables, then without
    an honorific noun suffix. A one-syllable verb stem may remain (먹는 -> 먹)."""
    for tail in ENDINGS:
        if word.endswith(tail) and len(word) > len(tail):
            word = word[: -len(tail)]
            break
    else:
        word = _without_fused_ending(word)
    for at in range(2, len(word)):
        if word[at] in LIGHT_VERB:
            return word[:at]
    if word.endswith(HONORIFIC_SUFFIXES) and len(word) >= 3:
        return word[:-1]
    return word


def _jamo(syllable: str) -> tuple[int, int] | None:
    """(vowel index, final index) of a Hangul syllable, None for anything else."""
    code = ord(syllable) - _SYLLABLE_BASE
    return ((code // _FINALS) % _VOWELS, code % _FINALS) if 0 <= code < 11172 else None


def _unfused(syllable: str, drop_final: bool) -> str:
    """마셔 -> 마시 (ㅕ -> ㅣ, ㅘ -> ㅗ, ㅝ -> ㅜ), and with `drop_final` 렸 -> 리 (the past tense's ㅆ off)."""
    code = ord(syllable) - _SYLLABLE_BASE
    vowel, final = (code // _FINALS) % _VOWELS, code % _FINALS
    code -= final if drop_final else 0
    return chr(_SYLLABLE_BASE + code + (_UNFUSED.get(vowel, vowel) - vowel) * _FINALS)


def _without_fused_ending(word: str) -> str:
    """An ending after a verb's 아/어 form that fused with the stem: 마셔요 -> 마시, 마쳐야 -> 마치,
    빌렸어 -> 빌리, 먹었다 -> 먹; 필요, 중요 (요 after ㅣ, ㅜ) and nouns stay whole."""
    if len(word) < 2:
        return word
    before = _jamo(word[-2])
    if before is None:
        return word
    vowel, final = before
    if word[-1] in "요야서" and final == 0 and vowel in _POLITE_VOWELS:
        return word[:-2] + _unfused(word[-2], False)
    if word[-1] in "어다지죠나니" and final == _PAST_FINAL:
        if word[-2] in "었았였":
            return word[:-2]
        return word[:-2] + _unfused(word[-2], True)
    return word


def stem(word: str, rules: frozenset[str]) -> str | None:
    """The stem of one Korean word under `rules` (None: a function word, no search term)."""
    if "function" in rules and word in FUNCTION_WORDS:
        return None
    base = strip_particle(word)
    if "stem" in rules:
        base = strip_ending(base)
        if len(base) < 2 or ("function" in rules and base in FUNCTION_WORDS):
            return None   # a one-syllable verb stem (먹는 -> 먹) would only be a prefix of many words
    return base
