"""Value-aware duplicate detection: is a new text the *same* fact, an *update* of it, or different?

A changed number, date, version, path or name is an update, never a duplicate (the
reference's 8080 → 8443 bug, anchor §17 A.3): an update supersedes the old memory and
keeps both. "Same" needs the content terms to agree, not just a high cosine — e5-style
embedders put "likes hiking" and "likes swimming" at cosine 0.97. Cosine thresholds are
kept per embedding model; an unknown model gets a conservative default.

Everything here is pure: no I/O, no clock.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ..shared.classify import find_dates
from ..shared.text import content_hash, query_terms

SAME = "same"
UPDATE = "update"
DIFFERENT = "different"

# cosine at or above which two texts *may* be the same fact (lexical evidence still required)
SAME_COSINE: dict[str, float] = {
    "builtin:multilingual-e5-small-q4": 0.96,   # anisotropic: unrelated pairs sit near 0.75
    "ollama:qwen3-embedding:0.6b": 0.90,
    "openai:text-embedding-3-small": 0.88,
}
DEFAULT_SAME_COSINE = 0.95
# cosine at or above which two texts share a topic (lexical evidence still required)
TOPIC_COSINE: dict[str, float] = {
    "builtin:multilingual-e5-small-q4": 0.90,
    "ollama:qwen3-embedding:0.6b": 0.75,
    "openai:text-embedding-3-small": 0.70,
}
DEFAULT_TOPIC_COSINE = 0.90

SAME_TERMS = 0.9          # Jaccard of content terms for a wording-only difference
UPDATE_TERMS = 0.6        # Jaccard of the non-value terms for "same subject, new value"
TOPIC_TERMS = 0.5         # Jaccard for "same topic" (merge candidates inside hot)

_NUMBER = re.compile(r"\d+(?:[.,:/\-]\d+)*")
_IDENT = re.compile(r"[A-Za-z_][\w.\-/@:]*[\w]")
_WORD_AFTER = re.compile(r"(?<![.!?。！？:\n])\s+([A-Z][A-Za-z]+)")
_QUOTED = re.compile(r"[\"'`“‘「『]([^\"'`”’」』]{1,60})[\"'`”’」』]")


def same_cosine(model: str | None) -> float:
    return SAME_COSINE.get(model or "", DEFAULT_SAME_COSINE)


def topic_cosine(model: str | None) -> float:
    return TOPIC_COSINE.get(model or "", DEFAULT_TOPIC_COSINE)


def values(text: str) -> frozenset[str]:
    """The concrete values a fact carries: numbers, dates, versions, ports, quoted strings,
    and identifiers with digits, dots, slashes or inner capitals (paths, hosts, CamelCase)."""
    text = unicodedata.normalize("NFKC", text)
    found: set[str] = {m.group(0) for m in _NUMBER.finditer(text)}
    for match in _IDENT.finditer(text):
        token = match.group(0)
        if any(ch.isdigit() for ch in token) or any(ch in token for ch in "./@:") \
                or (any(ch.isupper() for ch in token[1:]) and any(ch.islower() for ch in token)):
            found.add(token.casefold())
    found.update(m.group(1).strip().casefold() for m in _QUOTED.finditer(text))
    for match in _WORD_AFTER.finditer(text):  # names: capitalised words not opening a sentence
        token = match.group(1)
        if len(token) > 1 and token[0].isupper():
            found.add(token.casefold())
    return frozenset(found)


def terms(text: str) -> frozenset[str]:
    """Content terms: words without stop words, CJK bigrams (see shared.text.query_terms)."""
    return frozenset(query_terms(text, max_terms=256))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def _value_terms(vals: frozenset[str]) -> frozenset[str]:
    """The terms the values contribute (so they can be set aside when comparing subjects)."""
    out: set[str] = set()
    for value in vals:
        out.update(query_terms(value, max_terms=64))
    return frozenset(out)


@dataclass(frozen=True)
class PairVerdict:
    """How a new text relates to an existing one, with the evidence."""

    kind: str                 # same | update | different
    term_similarity: float
    subject_similarity: float
    cosine: float | None
    values_changed: bool

    @property
    def same_topic(self) -> bool:
        return self.kind in (SAME, UPDATE)


def compare(new: str, old: str, *, cosine: float | None = None, model: str | None = None) -> PairVerdict:
    """Classify `new` against `old`.

    * same — equal content hash, or the same content terms and values (wording, case,
      punctuation or word order differ), or cosine ≥ the model's same-threshold with
      near-identical terms and equal values;
    * update — the same subject (non-value terms agree) with changed values, or a reworded
      fact whose terms largely agree: it supersedes the old one, which is kept as history;
    * different — anything else, and always two records dated on different days (two
      deployments of one service are two events; neither supersedes the other).
    """
    if content_hash(new) == content_hash(old):
        return PairVerdict(SAME, 1.0, 1.0, cosine, False)
    tn, to = terms(new), terms(old)
    vn, vo = values(new), values(old)
    term_sim = jaccard(tn, to)
    subject_sim = jaccard(tn - _value_terms(vn), to - _value_terms(vo))
    changed = vn != vo
    dates_new, dates_old = set(find_dates(new)), set(find_dates(old))
    if dates_new and dates_old and not dates_new & dates_old:
        # two dated records of different days are two events, not one fact updated
        return PairVerdict(DIFFERENT, term_sim, subject_sim, cosine, changed)
    if not changed:
        if term_sim >= 1.0:
            return PairVerdict(SAME, term_sim, subject_sim, cosine, False)
        if cosine is not None and cosine >= same_cosine(model) and term_sim >= SAME_TERMS:
            return PairVerdict(SAME, term_sim, subject_sim, cosine, False)
    if subject_sim >= UPDATE_TERMS and (changed or term_sim >= UPDATE_TERMS + 0.1):
        return PairVerdict(UPDATE, term_sim, subject_sim, cosine, changed)
    return PairVerdict(DIFFERENT, term_sim, subject_sim, cosine, changed)


def same_topic(a: str, b: str, *, cosine: float | None = None, model: str | None = None) -> bool:
    """Loose relation used to group hot entries for a merge: shared subject terms."""
    ta, tb = terms(a), terms(b)
    sim = jaccard(ta, tb)
    if sim >= TOPIC_TERMS:
        return True
    return cosine is not None and cosine >= topic_cosine(model) and sim >= TOPIC_TERMS - 0.2


_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|(?<=[。！？])")


def sentences(text: str) -> list[str]:
    parts = [p.strip() for p in _SENTENCE_END.split(text) if p and p.strip()]
    return parts or [text.strip()]


def merge_texts(texts: list[str]) -> str:
    """Concatenate the texts' sentences in order, dropping only sentences that are exactly
    repeated (same content hash). Never drops a unique sentence, so no fact is lost."""
    seen: set[str] = set()
    kept: list[str] = []
    for text in texts:
        for sentence in sentences(text):
            key = content_hash(sentence)
            if key in seen:
                continue
            seen.add(key)
            kept.append(sentence)
    joiner = " "
    return joiner.join(kept).strip()
