"""Recalled text is data: spot secrets and instruction-like text, and neutralise what reaches a prompt.

Used by the plugin before a memory is rendered into a prompt (prefetch block, recall
tool) and by the worker before it stores anything. Stdlib only; never imports Hermes.

* `looks_secret(text)` names the kind of credential a text seems to contain (API keys,
  tokens, private keys, passwords, credentials in URLs), or None.
* `injection_reason(text)` names instruction-like framing ("ignore all previous
  instructions", fake role turns, chat-template tokens), or None.
* `neutralise(text)` returns one line that cannot open or close a prompt structure:
  invisible and control characters removed, whitespace collapsed, chat-template tokens
  and `<memory-context>`-like tags defused, role markers and instruction-like phrases
  redacted.
"""

from __future__ import annotations

import re
import unicodedata

REDACTED_INSTRUCTION = "[instruction-like text removed]"
REDACTED_SECRET = "[secret removed]"

# Zero-width, bidi-control and other invisible code points used to hide text.
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f]"
)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_SPACE = re.compile(r"\s+")


def _visible(text: str) -> str:
    """`text` as it reads: NFKC-normalised, invisible characters removed (so they cannot split a pattern)."""
    return _INVISIBLE.sub("", unicodedata.normalize("NFKC", text))

# -- secrets --------------------------------------------------------------------------------

_SECRET_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("private key", re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----")),
    ("openai key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}")),
    ("anthropic key", re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{20,}")),
    ("github token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})")),
    ("aws access key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("aws secret", re.compile(r"(?i)aws_?secret_?access_?key\s*[:=]\s*\S{16,}")),
    ("slack token", re.compile(r"\bxox[abposr]-[A-Za-z0-9\-]{10,}")),
    ("google api key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}")),
    ("stripe key", re.compile(r"\b(?:sk|rk|pk)_live_[0-9A-Za-z]{16,}")),
    ("huggingface token", re.compile(r"\bhf_[A-Za-z0-9]{30,}")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}")),
    ("bearer token", re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/\-]{20,}=*")),
    ("credentials in url", re.compile(r"(?i)\b[a-z][a-z0-9+.\-]*://[^\s:/@]+:[^\s:/@]+@[^\s/]+")),
    ("password", re.compile(
        r"(?i)\b(?:password|passwd|passphrase|pwd|passcode|pin)(?:\s+(?:is|was|=|:)|\s*[:=])\s*[\"'`]?[^\s\"'`]{4,}"
    )),
    ("api key", re.compile(
        r"(?i)\b(?:secret|api[ _\-]?key|access[ _\-]?key|auth[ _\-]?token|access[ _\-]?token|client[ _\-]?secret"
        r"|private[ _\-]?key|token)(?:\s+(?:is|was|=|:)|\s*[:=])\s*[\"'`]?(?=[^\s\"'`]*[0-9_\-])[^\s\"'`]{8,}"
    )),
    ("password", re.compile(r"(?:密码|口令|密碼|パスワード|비밀번호)\s*(?:是|为|為|は|:|：|=|는|은)\s*\S{4,}")),
)
# A long run of mixed-case letters and digits (≥ 32): random-looking, so probably a key.
_HIGH_ENTROPY = re.compile(r"[A-Za-z0-9+/_\-]{32,}")


def _random_looking(token: str) -> bool:
    return (any(c.islower() for c in token) and any(c.isupper() for c in token)
            and sum(c.isdigit() for c in token) >= 3)


def looks_secret(text: str) -> str | None:
    """The kind of secret `text` appears to contain ("openai key", "password", ...), or None."""
    if not text:
        return None
    sample = _visible(text)
    for kind, pattern in _SECRET_PATTERNS:
        if pattern.search(sample):
            return kind
    for match in _HIGH_ENTROPY.finditer(sample):
        if _random_looking(match.group(0)):
            return "random-looking token"
    return None


def redact_secrets(text: str) -> str:
    """`text`, read as `looks_secret` reads it, with every secret-looking span replaced by a marker."""
    text = _visible(text or "")
    for _kind, pattern in _SECRET_PATTERNS:
        text = pattern.sub(REDACTED_SECRET, text)
    return _HIGH_ENTROPY.sub(lambda m: REDACTED_SECRET if _random_looking(m.group(0)) else m.group(0), text)


# -- instruction-like framing ---------------------------------------------------------------

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
