"""A config secret named in code form (JWT_SECRET, client_secret, DB_PASSWORD, apiToken), its random value later in the sentence.

"JWT_SECRET für die Vereins-App, in der Produktion gesetzt: 9f2c7b1e…", "… client_id 48213.apps (public) et client_secret
GOCSPX-7kQ2…": words in any language may stand between the name and the value. The name must be an identifier (an
underscore, a dot or camelCase) whose parts name a secret and none a public part (id, url, user, public …);
the value must look random (16+ characters, letters and digits alternating), and nothing that names another sort of
value (a commit, a hash, a version, an id) or another value may stand between. Every pattern is linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import benign_shape, code_like

_NAME = re.compile(r"(?<![\w$.{/\-])(?:[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)(?![\w\-])")
_PART = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z0-9]+(?![a-z])")
_SECRET_PARTS = frozenset("secret secrets password passwd pwd passphrase token apikey credential credentials "
                          "privatekey signingkey".split())
_KEY_QUALIFIERS = frozenset("api private signing access master encryption enc app auth client license licence hmac jwt "
                            "session webhook aes service account secret".split())
_PUBLIC_PARTS = frozenset("id ids url uri host hostname user username name public publishable pub site region port path "
                          "file env length len expiry expires ttl type algorithm alg issuer audience header prefix "
                          "primary foreign sort partition cache idempotency hint policy reset rotation field label "
                          "example sample dummy test placeholder".split())
_VALUE = re.compile(r"(?<![\w\-+/=.~])[A-Za-z0-9][A-Za-z0-9_\-+/=.~]{15,127}(?![\w\-+/=~])")
_SENTENCE_END = re.compile(r"[.!?;](?:\s|$)|[。！？\n]")
# Words that make the value another thing: a commit, a hash, a version, an id or an address.
_OTHER_THING = re.compile(r"(?i)(?<![^\W\d_])(?:commit\w*|sha\d*|hash\w*|checksum|digest|build|version|release|uuid|guid"
                          r"|request|trace|id|ids|url|link|host|user|username|e-?mail|fingerprint|example|sample|dummy"
                          r"|placeholder|beispiel|exemple|ejemplo|esempio|exemplo|пример)(?![^\W\d_])")


def secret_name(name: str) -> bool:
    """Whether an identifier names a secret: a secret part (or a key qualified as one) and no public part."""
    parts = [part.lower() for part in _PART.findall(name)]
    if not parts or any(part in _PUBLIC_PARTS for part in parts):
        return False
    keyed = any(part == "key" and (index > 0 and parts[index - 1] in _KEY_QUALIFIERS)
                for index, part in enumerate(parts))
    return keyed or any(part in _SECRET_PARTS for part in parts)


def _random(value: str) -> bool:
    """Letters and digits alternating four times or more, three of each at least: a generated value, not words."""
    kinds = ["d" if c.isdigit() else "a" for c in value if c.isalnum()]
    turns = sum(a != b for a, b in zip(kinds, kinds[1:]))
    return turns >= 4 and kinds.count("d") >= 3 and kinds.count("a") >= 3


def config_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each random value given after a config secret's name in the same sentence."""
    if "_" not in shown and "." not in shown and not re.search(r"[a-z][A-Z]", shown):
        return
    for name in _NAME.finditer(shown):
        if not secret_name(name.group(0)):
            continue
        stop = _SENTENCE_END.search(shown, name.end())
        hi = min(stop.start() if stop else len(shown), name.end() + 110)
        value = _VALUE.search(shown, name.end(), hi)
        if value is None:
            continue
        token = value.group(0).rstrip(".")
        between = shown[name.end():value.start()]
        if re.search(r"\d", between) or _OTHER_THING.search(between) or _NAME.search(between) \
                or not _random(token) or benign_shape(token) or code_like(token) \
                or re.search(r"(?i)xxx|your|example|changeme|placeholder", token):
            continue
        yield "config secret", (value.start(), value.start() + len(token))
