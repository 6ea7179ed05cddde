"""Planted instructions: spot instruction-like text, and neutralise what reaches a prompt as inert data."""

from __future__ import annotations

import re

from .normalise import CONTROL as _CONTROL, SPACE as _SPACE, visible as _visible
from .secrets import REDACTED_SECRET

REDACTED_INSTRUCTION = "[instruction-like text removed]"

_FILLER = r"(?:[\w'’]+\s+){0,6}"
_INSTRUCTION_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("ignore instructions", re.compile(
        rf"(?i)\b(?:ignore|disregard|forget|override|bypass|skip)\s+{_FILLER}"
        r"(?:previous|prior|above|earlier|preceding|all|any|your|the|system|existing)\s+"
        rf"{_FILLER}(?:instructions?|prompts?|messages?|rules|guidelines|directives|context|guardrails)")),
    ("new instructions", re.compile(r"(?i)\b(?:new|updated|real|actual|hidden)\s+(?:system\s+)?instructions?\s*[:\-]")),
    ("system prompt", re.compile(r"(?i)\bsystem\s+(?:prompt|message|override|instruction)s?\b")),
    ("role hijack", re.compile(r"(?i)\byou\s+are\s+(?:\w+\s+){0,2}now\s+(?:(?:a|an|the|my)\s+)?(?:[\w\-]+\s+){0,2}"
                               r"(?:assistant|ai|bot|model|persona|character|agent|dan|jailbroken|unrestricted|unfiltered)\b")),
    ("role hijack", re.compile(rf"(?i)\b(?:pretend|act)\s+{_FILLER}(?:you\s+are|to\s+be|as\s+if)\b")),
    ("role hijack", re.compile(r"(?i)\bfrom\s+now\s+on,?\s+(?:you|always|never|respond|answer|reply)\b")),
    ("deception", re.compile(rf"(?i)\b(?:do\s+not|don'?t|never)\s+{_FILLER}(?:tell|inform|mention\s+(?:this\s+)?to)\s+the\s+user\b")),
    ("exfiltration", re.compile(rf"(?i)\b(?:send|post|upload|exfiltrate|leak|reveal)\s+{_FILLER}"
                                r"(?:api\s+keys?|credentials|secrets?|passwords?|tokens?|system\s+prompt|\.env)\b")),
    ("ignore instructions", re.compile(r"(?:忽略|无视|忽视|無視)\s*(?:之前|以上|先前|前面|上述|所有|全部|これまで|以前)?\s*的?\s*"
                                       r"(?:所有|全部)?\s*(?:指令|指示|提示|规则|命令|の指示)")),
    ("ignore instructions", re.compile(r"(?:이전|위의|모든)\s*(?:지시|명령|지침)\S*\s*(?:를|을)?\s*(?:무시|잊어)")),
)

# Chat-template and prompt-structure tokens.
_TEMPLATE_TOKENS = re.compile(
    r"<\|[^|<>]{0,40}\|>|\[/?INST\]|<</?SYS>>|</?s>|<\|?(?:endoftext|eot_id|begin_of_text|start_header_id|end_header_id)\|?>",
    re.IGNORECASE,
)
# Tag-like constructs that could open or close a prompt structure (<memory-context>, </system>, <tool_call>).
_TAG = re.compile(r"<\s*/?\s*[A-Za-z!?][^<>\n]{0,60}>")
_HEADING = re.compile(r"#{2,}\s*")
_FENCE = re.compile(r"`{3,}|~{3,}")
_ROLE_MARKER = re.compile(
    r"(?i)(?:^|(?<=[\s\]\)\}\"'.;!?]))\[?(system|assistant|user|developer|tool|human|instructions?|response)\s*(?:note)?\s*\]?\s*:"
)
_FAKE_NOTE = re.compile(r"(?i)\[\s*system\s+note\b[^\]]{0,300}\]?")


_ROLE_TURN = re.compile(
    r"(?im)^\s*(?:#+\s*)?\[?(?:system|assistant|user|developer|human|instructions?|response)\]?\s*:"
    r"|#{2,}\s*(?:instructions?|response|system|assistant)\b"
)


def injection_reason(text: str) -> str | None:
    """Why `text` reads like an instruction to the model rather than a remembered fact, or None."""
    if not text:
        return None
    raw = _visible(text)
    if _ROLE_TURN.search(raw):
        return "fake role turn"
    sample = _SPACE.sub(" ", raw)
    for kind, pattern in _INSTRUCTION_PATTERNS:
        if pattern.search(sample):
            return kind
    if _TEMPLATE_TOKENS.search(sample) or _FAKE_NOTE.search(sample):
        return "chat template token"
    if re.search(r"(?i)<\s*/?\s*memory[-_ ]?context", sample):
        return "memory-context tag"
    return None


def _defuse_tag(match: re.Match[str]) -> str:
    inner = match.group(0)[1:-1].strip()
    return "‹" + inner + "›"


def neutralise(text: str, *, max_chars: int | None = None) -> str:
    """One line of inert data: no hidden characters, tags, template tokens, role markers or instructions."""
    text = _visible(text or "")
    text = _CONTROL.sub(" ", text)
    text = _SPACE.sub(" ", text).strip()
    text = _FAKE_NOTE.sub(REDACTED_INSTRUCTION, text)
    text = _TEMPLATE_TOKENS.sub(" ", text)
    text = _TAG.sub(_defuse_tag, text)
    text = text.replace("<", "‹").replace(">", "›")
    text = _FENCE.sub("'", text)
    text = _HEADING.sub("", text)
    for _kind, pattern in _INSTRUCTION_PATTERNS:
        text = pattern.sub(REDACTED_INSTRUCTION, text)
    text = _ROLE_MARKER.sub(lambda m: f"({m.group(1).lower()})", text)
    text = _SPACE.sub(" ", text).strip()
    if max_chars is not None and len(text) > max_chars:
        text = text[: max(0, max_chars - 1)].rstrip() + "…"
    return text


def redacted_share(text: str) -> float:
    """Fraction of `text` taken by redaction markers (a line that is mostly redacted says nothing)."""
    if not text:
        return 0.0
    marked = text.count(REDACTED_INSTRUCTION) * len(REDACTED_INSTRUCTION) + text.count(REDACTED_SECRET) * len(
        REDACTED_SECRET)
    return marked / len(text)
