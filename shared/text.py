"""Text normalisation, content hashing and the lexical terms (English stems + CJK bigrams)."""

from __future__ import annotations

import hashlib
import re
import unicodedata

from . import korean

# Han, Hiragana, Katakana (incl. halfwidth), Hangul syllables and jamo: scripts that
# unicode61 cannot split into words. Indexed as overlapping character bigrams.
_CJK_CLASS = (
    "\u3040-\u30ff"  # hiragana, katakana
    "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"  # han
    "\uac00-\ud7af\u1100-\u11ff\u3130-\u318f"  # hangul
    "\uff66-\uff9f"  # halfwidth katakana
)
_CJK_RUN = re.compile(f"[{_CJK_CLASS}]+")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)
_SPACE = re.compile(r"\s+")
_CJK_CHAR = re.compile(f"[{_CJK_CLASS}]")

# Function words and question words: they match everything and only dilute BM25.
STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are aren as at be because been before
    being below between both but by can cannot could couldn did didn do does doesn doing don down
    during each few for from further had hadn has hasn have haven having he her here hers herself
    him himself his how i if in into is isn it its itself just let me more most my myself no nor
    not of off on once only or other ought our ours ourselves out over own same shan she should
    shouldn so some such than that the their theirs them themselves then there these they this
    those through to too under until up very was wasn we were weren what when where which while
    who whom why will with won would wouldn you your yours yourself yourselves
    s t d ll m re ve y also ever maybe might must shall us yes okay ok get got like likely
    """.split()
)


# Query-side noise in CJK: bigrams that are grammar, not content. Hiragana-only bigrams are
# Japanese particles and inflections (いる, てい, って); Korean words end in particles and
# verb endings that would otherwise match nearly every memory (사용자는 -> 자는).
_HIRAGANA_ONLY = re.compile("[\u3040-\u309f]+")
_KO_PARTICLE_TAILS = ("에서", "으로", "에게", "까지", "부터", "보다", "처럼", "하고", "이랑",
                      "는", "은", "가", "이", "를", "을", "에", "의", "도", "로", "와", "과", "만", "랑")
_KO_ENDING_GRAMS = frozenset(
    "하는 하고 하다 한다 했다 해서 해요 하면 하지 있다 있는 있어 없는 없다 니다 습니 어요 아요 이다 이고 "
    "되는 된다 됐다 는데 지만 어서 아서 려고 는지 나요 까요 할까 이야 거야 뭐야 인가".split()
)


def _without_korean_particle(run: str) -> str:
    for tail in _KO_PARTICLE_TAILS:
        if run.endswith(tail) and len(run) - len(tail) >= 2:
            return run[: -len(tail)]
    return run


# A Korean word is delimited by spaces: its stem (shared/korean.py: particles, endings and light verbs
# off, 접속하려면 -> 접속; function words such as 언제, 무슨 no term) is searched as one term that needs all
# its bigrams, so a memory that shares only a piece of a longer word (프로 of 프로덕션, in 맥북 프로) is no
# lexical hit. With no rules (korean_rules=frozenset()) the stem is the word less one particle and a
# final 하다/되다 syllable, as before shared/korean.py.
_HANGUL_WORD = re.compile("[\uac00-\ud7af]+")
KOREAN_RULES: frozenset[str] = korean.RULES   # the shared/korean.py rules the lexical leg applies
_KO_VERB_SYLLABLES = frozenset("하한할했해되된될됐돼")


def _korean_word(part: str, rules: frozenset[str] = KOREAN_RULES) -> str | None:
    """The term of a Korean word: its stem's bigram, or "g1 g2 …", its stem's bigrams (grammar bigrams
    off the end), all of which a memory must hold; None for a one-syllable word or one not all Hangul,
    "" for a function word (no term; `rules`: see shared/korean.py)."""
    if not _HANGUL_WORD.fullmatch(part):
        return None
    if "function" in rules and part in korean.FUNCTION_WORDS:
        return ""
    if len(part) < 2:
        return None
    if "stem" in rules:
        stem = korean.stem(part, rules)
    else:
        stem = _without_korean_particle(part)
        if len(stem) >= 3 and stem[-1] in _KO_VERB_SYLLABLES:
            stem = stem[:-1]
        if "function" in rules and (part in korean.FUNCTION_WORDS or stem in korean.FUNCTION_WORDS):
            stem = None
    if stem is None:
        return ""
    grams = cjk_grams(stem)
    while len(grams) > 1 and _is_grammar_gram(grams[-1]):
        grams.pop()
    return " ".join(grams)


def _is_grammar_gram(gram: str) -> bool:
    return bool(_HIRAGANA_ONLY.fullmatch(gram)) or gram in _KO_ENDING_GRAMS


def normalize(text: str) -> str:
    """NFKC, whitespace collapsed, stripped: the form we store and display."""
    return _SPACE.sub(" ", unicodedata.normalize("NFKC", text)).strip()


def content_hash(text: str) -> str:
    """Hash of the case- and whitespace-insensitive content: equal hash = same memory."""
    key = normalize(text).casefold()
    key = re.sub(r"[\s\.。!！?？,，;；:：]+$", "", key)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def has_cjk(text: str) -> bool:
    return _CJK_RUN.search(text) is not None


def cjk_grams(run: str) -> list[str]:
    """Overlapping bigrams of one CJK run; a one-character run is its own term."""
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def index_terms(text: str) -> str:
    """The string FTS5 indexes: the text with every CJK run replaced by its bigrams.

    Latin-script words go through FTS5's `porter unicode61` tokenizer unchanged, so
    English is stemmed; CJK runs become space-separated bigrams, so 2-character words
    (认证, 비밀, 釜山) match no matter what particles or neighbours surround them.
    """
    text = unicodedata.normalize("NFKC", text)
    return _CJK_RUN.sub(lambda m: " " + " ".join(cjk_grams(m.group(0))) + " ", text)


def query_terms(text: str, *, max_terms: int = 256, korean_words: bool = False,
                korean_rules: frozenset[str] | None = None) -> list[str]:
    """Distinct search terms of a query: content words and CJK bigrams, in order; past
    `max_terms`, the first and the last half of them (a pasted log's question comes first or last).
    `korean_words` (the lexical leg): a Korean word is one term, its stem's bigram or "g1 g2 …",
    its stem's bigrams that must all match (see `_korean_word`; `korean_rules`, default KOREAN_RULES,
    picks shared/korean.py's rules), and a lone particle or a Korean function word none."""
    text = unicodedata.normalize("NFKC", text).casefold()
    rules = KOREAN_RULES if korean_rules is None else korean_rules
    terms: list[str] = []
    seen: set[str] = set()

    def add(term: str) -> None:
        if term not in seen:
            seen.add(term)
            terms.append(term)

    for match in _WORD.finditer(text):
        word = match.group(0)
        if not has_cjk(word):
            word = word.replace("’", "'").split("'")[0]
            if word and word not in STOPWORDS and (len(word) > 1 or word.isdigit()):
                add(word)
            continue
        for part in re.split(f"([{_CJK_CLASS}]+)", word):
            if not part:
                continue
            word_term = _korean_word(part, rules) if korean_words else None
            if word_term:
                add(word_term)
            elif word_term == "":
                continue   # a Korean function word (무슨, 언제, 있어): no search term
            elif korean_words and part in _KO_PARTICLE_TAILS:
                continue   # a particle on its own (DB는, NOAUTH로): grammar, not a search term
            elif has_cjk(part):
                grams = cjk_grams(_without_korean_particle(part))
                for gram in [g for g in grams if not _is_grammar_gram(g)] or grams:
                    add(gram)
            elif part not in STOPWORDS and len(part) > 1:
                add(part)
    if len(terms) <= max_terms:
        return terms
    return terms[: max_terms // 2] + terms[len(terms) - (max_terms - max_terms // 2):]


def cjk_share(terms: list[str]) -> float:
    """The share of query terms that are CJK bigrams (0.0 for an English query)."""
    return sum(1 for t in terms if has_cjk(t)) / len(terms) if terms else 0.0


def _quoted(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def fts_match_expression(terms: list[str]) -> str | None:
    """An FTS5 OR-query of quoted terms; a lone CJK character becomes a prefix query. A term of
    several CJK bigrams (a Korean word) matches only as a whole: (g1 AND g2 AND …), which scores
    as its bigrams did."""
    parts = []
    for term in terms:
        if has_cjk(term) and " " in term:
            parts.append("(" + " AND ".join(_quoted(gram) for gram in term.split()) + ")")
        else:
            parts.append(_quoted(term) + ("*" if len(term) == 1 and has_cjk(term) else ""))
    return " OR ".join(parts) if parts else None


def query_words(text: str) -> list[str]:
    """The space-separated words of a query, as written (punctuation attached): the units that
    `without_words` may leave out of the text the dense leg embeds."""
    return text.split()


def without_words(text: str, drop: set[str] | frozenset[str]) -> str:
    """`text` without the words in `drop` (words as `query_words` splits them), the rest joined by single
    spaces; `text` itself when nothing would be left out, or nothing with a search term would be left."""
    words = query_words(text)
    kept = [word for word in words if word not in drop]
    if len(kept) == len(words) or not query_terms(" ".join(kept), korean_words=True):
        return text
    return " ".join(kept)


# -- the bounded part of a long message that the dense leg embeds ------------------------------

# The embedding model's cost grows with every token. token_cost estimates multilingual-e5's
# token count from character classes (fitted on the dev sets and code/log pastes; it is at
# or above the real count for 95 % of them and at least 0.94 of it for all): CJK 0.9 per
# character, letters 0.3, digits 0.7, other visible characters 1.3, spaces free. A view is
# cut to a budget of estimated tokens without calling the tokenizer.
_CJK_TOKENS, _LETTER_TOKENS, _DIGIT_TOKENS, _OTHER_TOKENS = 0.9, 0.3, 0.7, 1.3


def _char_tokens(char: str) -> float:
    if char.isspace():
        return 0.0
    if _CJK_CHAR.match(char):
        return _CJK_TOKENS
    if char.isalpha():
        return _LETTER_TOKENS
    return _DIGIT_TOKENS if char.isdigit() else _OTHER_TOKENS


def token_cost(text: str) -> float:
    """Estimated model tokens of `text` (see above)."""
    return sum(_char_tokens(char) for char in text)


def _cut_head(text: str, budget: float) -> str:
    used = 0.0
    for index, char in enumerate(text):
        used += _char_tokens(char)
        if used > budget:
            return text[:index]
    return text


def _cut_tail(text: str, budget: float) -> str:
    return _cut_head(text[::-1], budget)[::-1]


def _key_terms(text: str, exclude: str, budget: float) -> str:
    """The message's most repeated content terms (ties: earlier first), in message order, within `budget`."""
    terms = query_terms(text, max_terms=4096)
    folded, excluded = text.casefold(), exclude.casefold()
    ranked = sorted(range(len(terms)), key=lambda i: (-folded.count(terms[i]), i))
    chosen, used = [], 0.0
    for i in ranked:
        cost = token_cost(terms[i])
        if terms[i] not in excluded and used + cost <= budget:
            chosen.append(i)
            used += cost
    return " ".join(terms[i] for i in sorted(chosen))


_MARKUP = re.compile(r"[^\w\s.,!?。，！？、'’]+")


def plain(text: str) -> str:
    """`text` without markup and symbols (quotes, brackets, slashes, colons…): words and sentence punctuation."""
    return _SPACE.sub(" ", _MARKUP.sub(" ", text)).strip()


VIEWS = ("whole", "tail", "headtail", "keytail")
HEAD_VIEWS = ("plain", "notags")

# A speaker tag that opens a dialogue line (<Bart>:, <Assistant>:) or marks a boundary (<BOD>): who speaks, not
# what about; the head view of a long message leaves it out.
_SPEAKER_TAG = re.compile(r"<[^<>\n]{1,40}>:?")


def head_view(text: str, budget: float, how: str = "notags") -> str:
    """The first `budget` estimated tokens of `text`'s words and sentence punctuation (`plain`); with
    `how` "notags", speaker tags (<Name>:) removed first. The dense leg's second view of a long message."""
    if how not in HEAD_VIEWS:
        raise ValueError(f"unknown head view {how!r} (one of {', '.join(HEAD_VIEWS)})")
    if how == "notags":
        text = _SPEAKER_TAG.sub(" ", text)
    return _cut_head(plain(text), budget).strip()


def embed_view(text: str, budget: float, view: str = "tail", *, strip_markup: bool = False) -> str:
    """What of `text` the dense leg embeds: all of it within `budget` estimated tokens, else
    (with `strip_markup`, the words and sentence punctuation of) `tail` (the last words,
    where a question usually ends), `headtail` (first and last halves) or `keytail` (the
    most repeated terms of the rest, then the last three quarters)."""
    if view == "whole" or len(_cut_head(text, budget)) == len(text):
        return text
    if strip_markup:
        text = plain(text)
    if view == "headtail":
        return _cut_head(text, budget / 2) + " … " + _cut_tail(text, budget / 2)
    if view == "keytail":
        tail = _cut_tail(text, budget * 0.75)
        keys = _key_terms(text[: len(text) - len(tail)], tail, budget - token_cost(tail))
        return (keys + " " + tail).strip()
    if view == "tail":
        return _cut_tail(text, budget)
    raise ValueError(f"unknown embed view {view!r} (one of {', '.join(VIEWS)})")
