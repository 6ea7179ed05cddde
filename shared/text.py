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


def normalize(text: str) -> str:
    """NFKC, whitespace collapsed, stripped: the form we store and display."""
    return _SPACE.sub(" ", unicodedata.normalize("NFKC", text)).strip()


def content_hash(text: str) -> str:
    """Hash of the case- and whitespace-insensitive content: equal hash = same memory."""
    key = normalize(text).casefold()
    key = re.sub(r"[\s\.。!！?？,，;；:：]+$", "", key)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def is_cjk_char(ch: str) -> bool:
    return bool(_CJK_RUN.fullmatch(ch))


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
                for gram in cjk_grams(part):
                    add(gram)
            elif part not in STOPWORDS and len(part) > 1:
                add(part)
    return terms[:max_terms]


def fts_match_expression(terms: list[str]) -> str | None:
    """An FTS5 OR-query of quoted terms; a lone CJK character becomes a prefix query."""
    parts = []
    for term in terms:
        quoted = '"' + term.replace('"', '""') + '"'
        if len(term) == 1 and has_cjk(term):
            quoted += "*"
        parts.append(quoted)
    return " OR ".join(parts) if parts else None
