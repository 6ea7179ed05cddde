"""Secrets: name the kind of credential a text carries, and redact every such span."""

from __future__ import annotations

import re

from .normalise import visible as _visible

REDACTED_SECRET = "[secret removed]"

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
