"""Public look-alikes of secrets: spans of a text that hold key material or ids meant to be shared, masked before the rules read it.

Public keys (a PGP PUBLIC KEY BLOCK, an `ssh-rsa AAAA…` line), chain addresses named as such (Bitcoin, Tron, Ethereum,
bech32), reCAPTCHA site keys, a Twilio Account SID, Google Docs share links, and the values documentation publishes as
samples (AWS's `…EXAMPLE` keys, the jwt.io token) look like secrets and are not. `public_spans` finds them; `mask`
blanks them (same length, so positions hold) in the text the rules and the learned stage's value gate read.
Every pattern here is linear: no search restarts from each candidate.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from typing import Iterator

_BEGIN_PUBLIC = re.compile(r"-----BEGIN (?:PGP |RSA |SSH2? )?PUBLIC KEY(?: BLOCK)?-----")
_END = "-----END "
_SSH_PUBLIC = re.compile(r"(?<![\w\-])(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com"
                         r"|sk-ecdsa-sha2-nistp256@openssh\.com)\s+AAAA[A-Za-z0-9+/]{16,}={0,3}(?:\s+[\w.@\-]+)?"
                         # the blob alone: it names its key type (ssh-rsa, ssh-ed25519, ecdsa-…, ssh-dss) in its first bytes
                         r"|(?<![A-Za-z0-9+/])AAAA(?:B3NzaC1yc2E|C3NzaC1lZDI1NTE5|E2VjZHNhLXNoYTIt|B3NzaC1kc3M)[A-Za-z0-9+/]{16,}={0,3}")
# Addresses: public by design, when the text calls them an address or a receiving wallet.
_ADDRESS_WORD = re.compile(r"(?i)address|adresse|direcci[oó]n|endere[cç]o|indirizzo|\badres\b|адрес|地址|アドレス|주소"
                           r"|عنوان|כתובת|para\s+recibir|to\s+receive|deposit|einzahl|TRC-?20|ERC-?20|BEP-?20|\bUSDT\b")
_ADDRESS = re.compile(r"(?<![A-Za-z0-9])(?:0x[0-9a-fA-F]{40}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33}"
                      r"|4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}|[LMD][1-9A-HJ-NP-Za-km-z]{26,33}"   # Monero, Litecoin, Dogecoin
                      r"|(?:bc|ltc|tb)1[02-9ac-hj-np-z]{20,87})(?![A-Za-z0-9])")
_SITE_KEY_WORD = re.compile(r"(?i)site\s?key|data-sitekey|recaptcha|turnstile")
_SITE_KEY = re.compile(r"(?<![\w\-])(?:6L|0x4)[A-Za-z0-9_\-]{20,40}(?![\w\-])")
_SID = re.compile(r"(?i:\bSID\b)\W{0,4}(?:(?:is|=|:)\W{0,3})?(?P<v>AC[0-9a-f]{32})(?![A-Za-z0-9])")
_SHARE_LINK = re.compile(r"(?i)\b(?:docs|drive|sheets|slides|forms)\.google\.com/[^\s?#]*"
                         r"|\b(?:youtu\.be|youtube\.com/watch\?v=)[\w\-]+")
# Documented sample values: a token ending in EXAMPLE or EXAMPLEKEY (AWS's convention), the jwt.io token.
_EXAMPLE_TOKEN = re.compile(r"(?<![\w/+=\-])[A-Za-z0-9/+=_\-]*EXAMPLE(?:KEY)?(?![\w/+=\-])")   # as published, nothing added
_JWT = re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.(?P<p>eyJ[A-Za-z0-9_\-]{8,})\.[A-Za-z0-9_\-]{8,}")
_SAMPLE_CLAIMS = ({"sub": "1234567890", "name": "John Doe"},)


def _sample_jwt(payload: str) -> bool:
    """A JWT whose claims are the jwt.io sample's (sub 1234567890, John Doe)."""
    try:
        claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return False
    return isinstance(claims, dict) and any(all(claims.get(k) == v for k, v in sample.items())
                                            for sample in _SAMPLE_CLAIMS)


def _public_blocks(text: str) -> Iterator[tuple[int, int]]:
    """Each `-----BEGIN … PUBLIC KEY…-----` block to its END line (or the text's end); a cursor, so linear."""
    at = 0
    while True:
        begin = _BEGIN_PUBLIC.search(text, at)
        if begin is None:
            return
        end = text.find(_END, begin.end())
        stop = len(text) if end < 0 else text.find("-----", end + len(_END))
        stop = len(text) if stop < 0 else stop + 5
        yield begin.start(), stop
        at = stop


def public_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of public key material, addresses, site keys, SIDs, share links and documented samples in `text`."""
    if "PUBLIC KEY" in text:
        yield from _public_blocks(text)
    if "AAAA" in text:
        yield from (m.span() for m in _SSH_PUBLIC.finditer(text))
    if _ADDRESS_WORD.search(text):
        yield from (m.span() for m in _ADDRESS.finditer(text))
    if _SITE_KEY_WORD.search(text):
        yield from (m.span() for m in _SITE_KEY.finditer(text))
    if "SID" in text.upper():
        yield from (m.span("v") for m in _SID.finditer(text))
    yield from (m.span() for m in _SHARE_LINK.finditer(text))
    if "EXAMPLE" in text:
        yield from (m.span() for m in _EXAMPLE_TOKEN.finditer(text))
    if "eyJ" in text:
        yield from (m.span() for m in _JWT.finditer(text) if _sample_jwt(m.group("p")))


def mask(text: str) -> str:
    """`text` with every public span blanked by spaces (same length)."""
    spans = sorted(public_spans(text))
    if not spans:
        return text
    out, at = [], 0
    for start, end in spans:
        if end <= at:
            continue
        start = max(start, at)
        out += [text[at:start], " " * (end - start)]
        at = end
    out.append(text[at:])
    return "".join(out)
