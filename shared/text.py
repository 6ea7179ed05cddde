"""Text normalisation, content hashing and the lexical terms (English stems + CJK bigrams)."""

from __future__ import annotations

import hashlib
import re
import unicodedata

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


def query_terms(text: str, *, max_terms: int = 256) -> list[str]:
    """Distinct search terms of a query: content words and CJK bigrams, in order."""
    text = unicodedata.normalize("NFKC", text).casefold()
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
            if has_cjk(part):
                grams = cjk_grams(_without_korean_particle(part))
                for gram in [g for g in grams if not _is_grammar_gram(g)] or grams:
                    add(gram)
            elif part not in STOPWORDS and len(part) > 1:
                add(part)
    return terms[:max_terms]


def cjk_share(terms: list[str]) -> float:
    """The share of query terms that are CJK bigrams (0.0 for an English query)."""
    return sum(1 for t in terms if has_cjk(t)) / len(terms) if terms else 0.0


def fts_match_expression(terms: list[str]) -> str | None:
    """An FTS5 OR-query of quoted terms; a lone CJK character becomes a prefix query."""
    parts = []
    for term in terms:
        quoted = '"' + term.replace('"', '""') + '"'
        if len(term) == 1 and has_cjk(term):
            quoted += "*"
        parts.append(quoted)
    return " OR ".join(parts) if parts else None
