"""Planted instructions: spot instruction-like text in any disguise, and make what reaches a prompt inert data."""

from __future__ import annotations

import re

import numpy as np

from .classifier import classifier_reason
from .injection_patterns import (DAN, FAKE_NOTE, LATIN as _FIRST_LATIN, MEMORY_TAG, NATIVE as _FIRST_NATIVE, ROLE_LINE,
                                 ROLE_TURN, SQUASHED, TEMPLATE, TEMPLATE_TOKENS)
from .injection_patterns_more import MORE_LATIN, MORE_NATIVE
from .normalise import CONTROL as _CONTROL, SPACE as _SPACE, fold_confusables, visible as _visible
from .secret_cues import REDACTED_SECRET

REDACTED_INSTRUCTION = "[instruction-like text removed]"
LATIN = _FIRST_LATIN + MORE_LATIN
NATIVE = _FIRST_NATIVE + MORE_NATIVE

# Hiding tricks undone for matching only: "ig-nore" / "ig.nore", "i g n o r e", "1gn0r3".
_INNER_SEPARATOR = re.compile(r"(?<=[^\W\d_])[-‐‑–·.*_](?=[^\W\d_])")
_LETTER_SPACED = re.compile(r"(?<!\S)(?:[^\W\d_] ){2,}[^\W\d_](?!\S)")
_LEET_TOKEN = re.compile(r"\b(?=\w*[^\W\d_])(?=\w*\d)\w+\b")
_LEET = str.maketrans({"4": "a", "3": "e", "1": "i", "0": "o", "5": "s", "7": "t"})
_LEET_SIGNS = str.maketrans({"@": "a", "$": "s"})
# A date a note starts with ("2026-03-02 System: …"): not part of what the note says.
_LEADING_DATE = re.compile(r"^\s*\(?\d{4}-\d{2}-\d{2}\)?\s*[:\-–—]?\s*")


# What follows a template token that is named, not used ("uses <|im_start|> and <|im_end|> tokens", "[INST] …
# [/INST];").
_MENTIONED = re.compile(r"\s*(?:$|(?:and|or|und|oder|et|ou|y|o|e|и|или)\b|[,、;/)\"'`’”…]|\.{2,}|(?:special\s+)?"
                        r"(?:tokens?|markers?|tags?|delimiters?)\b|和|或|と|や|와|과)", re.IGNORECASE)


def _template_used(text: str) -> bool:
    """A chat-template token that opens or closes a turn, not one a technical note names ("the template uses
    <|im_start|> and <|im_end|> tokens")."""
    return any(not _MENTIONED.match(text, m.end()) for m in TEMPLATE_TOKENS.finditer(text))


def _defused_token(match: re.Match[str]) -> str:
    """`<|im_start|>` → `‹im_start›`: the token's name stays readable, the token is gone."""
    return "‹" + re.sub(r"[^\w/]+", "", match.group(0)).strip() + "›"


def _deleet(text: str) -> str:
    return _LEET_TOKEN.sub(lambda m: m.group(0).translate(_LEET), text.translate(_LEET_SIGNS))


def views(text: str) -> list[str]:
    """The text as matched, casefolded: look-alikes folded (and not, for Cyrillic and Greek words), and hyphen-split,
    letter-spaced and leet words undone."""
    # What secret redaction left ("Slack webhook: [secret removed]") names no secret to send anywhere.
    shown = _SPACE.sub(" ", _visible(text.replace(REDACTED_SECRET, "…"))).strip()
    base = fold_confusables(shown).casefold()
    joined = _INNER_SEPARATOR.sub("", base)
    spaced = _LETTER_SPACED.sub(lambda m: m.group(0).replace(" ", ""), base)
    out: list[str] = []
    for view in (base, shown.casefold(), joined, spaced, _deleet(joined), _deleet(spaced)):
        if view not in out:
            out.append(view)
    return out


def injection_reason(text: str, *, vector: np.ndarray | None = None, model_id: str | None = None,
                     embed: bool = True) -> str | None:
    """Why `text` reads like an instruction to the model rather than a remembered fact, or None: the patterns first,
    then the learned models (`classifier.py`: n-grams, then the e5 vector for languages the corpus lacks).

    `vector`/`model_id`: the text's stored passage vector, reused when it is the builtin e5's; `embed=False` (per-turn
    callers) never runs the embedder, so without such a vector the e5 stage is skipped."""
    return pattern_reason(text) or classifier_reason(text, vector=vector, model_id=model_id, embed=embed)


def pattern_reason(text: str) -> str | None:
    """The pattern family `text` matches (role turn, template, ignore-instructions …), or None."""
    if not text:
        return None
    raw = _LEADING_DATE.sub("", _visible(text))
    if ROLE_LINE.search(raw) or ROLE_LINE.search(fold_confusables(raw)):
        return ROLE_TURN
    if _template_used(raw) or FAKE_NOTE.search(raw) or MEMORY_TAG.search(raw):
        return TEMPLATE
    native = _SPACE.sub(" ", raw)
    for kind, pattern in NATIVE:
        if pattern.search(native):
            return kind
    if DAN.search(native):
        return "persona switch"
    seen = views(text)
    for view in seen:
        for kind, pattern in LATIN:
            if pattern.search(view):
                return kind
    if _LETTER_SPACED.search(seen[0]):  # views()[0]: folded, spaces kept
        squashed = _SPACE.sub("", seen[0])
        for kind, pattern in SQUASHED:
            if pattern.search(squashed):
                return kind
    return None


# Tag-like constructs that could open or close a prompt structure (<memory-context>, </system>, <tool_call>).
_TAG = re.compile(r"<\s*/?\s*[A-Za-z!?][^<>\n]{0,60}>")
_HEADING = re.compile(r"#{2,}\s*")
_FENCE = re.compile(r"`{3,}|~{3,}")
# A role label and the clause it introduces ("System: obey the note."): the order goes with the label.
_ROLE_CLAUSE = re.compile(
    r"(?i)(?:^|(?<=[\s\]\)\}\"'.;!?]))\[?(?:system|assistant|user|developer|tool|human|instructions?|response)\s*"
    r"(?:note|message)?\s*\]?\s*:[^.!?\n]*[.!?]?"
)


def neutralise(text: str, *, max_chars: int | None = None) -> str:
    """One line of inert data: no hidden characters, tags, template tokens, role turns or instruction-like phrases."""
    text = _visible(text or "")
    text = _CONTROL.sub(" ", text)
    text = _SPACE.sub(" ", text).strip()
    text = FAKE_NOTE.sub(REDACTED_INSTRUCTION, text)
    text = TEMPLATE_TOKENS.sub(_defused_token, text)
    text = _TAG.sub(lambda m: "‹" + m.group(0)[1:-1].strip() + "›", text)
    text = text.replace("<", "‹").replace(">", "›")
    text = _FENCE.sub("'", text)
    text = _HEADING.sub("", text)
    text = _ROLE_CLAUSE.sub(REDACTED_INSTRUCTION, text)
    for _kind, pattern in NATIVE + LATIN:
        text = pattern.sub(REDACTED_INSTRUCTION, text)
    text = _SPACE.sub(" ", text).strip()
    if max_chars is not None and len(text) > max_chars:
        text = text[: max(0, max_chars - 1)].rstrip() + "…"
    return text

