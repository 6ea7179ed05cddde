"""The checks a format or keyword rule's match must pass before `secrets` names it: a credential-like value, a PIN
not worn or measured, a Luhn-valid card that is not a published test card, a key with entropy that is not an address,
a hash or a publishable key, a URL password that is not a placeholder."""

from __future__ import annotations

import re

from .secret_cues import benign_shape, code_like, pin_worn, quantity_after
from .secret_formats import card_prefix_ok, generated_key, published_test_card


def path_like(value: str) -> bool:
    return value.count("/") > 1 and not (any(c.isdigit() for c in value) and any(c.isupper() for c in value))


def credential_like(value: str, *, digits_ok: bool = False) -> bool:
    """A value that reads as a password or key rather than a word, a path or a placeholder."""
    value = value.strip(".,;:)]}>'\"`。，、」）*")
    if re.fullmatch(r"[a-z]+\?", value):
        return False   # "password policy?": a lower-case word closing a question, not a value
    if digits_ok and value.isdigit() and 4 <= len(value) <= 12:
        return True
    if generated_key(value):
        return True   # a framework's generated key (Django SECRET_KEY: 50 characters, symbols and parentheses among them)
    if len(value) < 6 or path_like(value) or value[0] in "/~$<{%[(\\" or re.match(r"[A-Za-z]:\\", value) or code_like(value) \
            or benign_shape(value) \
            or value.lower().startswith(("http", "see", "your", "xxx", "***", "1password")):
        return False
    lower, upper = any(c.islower() for c in value), any(c.isupper() for c in value)
    digit = any(c.isdigit() for c in value)
    symbol = any(not c.isalnum() and c not in "-_." for c in value)
    return (digit and (lower or upper)) or (symbol and (lower or upper)) or (lower and upper and len(value) >= 10)


PUBLIC = re.compile(r"(?i)\b(?:public|publishable)(?:_?key)?\b[^\n]{0,12}$")


def value_ok(match: re.Match[str], sample: str) -> bool:
    """A credential-like value, not one called public ("Mapbox public token pk.…")."""
    return credential_like(match.group("v")) and not PUBLIC.search(sample, max(0, match.start() - 30), match.start())


def pin_ok(match: re.Match[str], _sample: str) -> bool:
    value = match.group("v")
    code = value.strip("*# ").replace("-", "").replace(" ", "")
    return credential_like(code if code.isdigit() else value, digits_ok=True) and not pin_worn(_sample, match.end("v"))


def product_key_ok(match: re.Match[str], _sample: str) -> bool:
    """Five groups of five capitals and digits (a Windows or Office key), digits and letters mixed through them."""
    key = match.group(0)
    return sum(c.isdigit() for c in key) >= 4 and sum(c.isalpha() for c in key) >= 8


def lock_pin_ok(match: re.Match[str], sample: str) -> bool:
    """A code after a lock word, not a measure ("ドアの高さは 2 1 0 0 mm")."""
    return pin_ok(match, sample) and not quantity_after(sample, match.end("v"))


# The word "password" in the languages the lexicon reads: a documented DSN's placeholder ("usuario:senha@localhost").
PLACEHOLDERS = frozenset("password pass passwd pwd secret *** ... … xxx xxxx senha contraseña contrasena passwort kennwort "
                          "wachtwoord motdepasse mot_de_passe mdp haslo hasło parola lösenord losenord salasana heslo jelszo "
                          "sifre şifre пароль parol 密码 パスワード 비밀번호 changeme mypassword yourpassword".split())


def not_placeholder(match: re.Match[str], _sample: str) -> bool:
    """A URL password that is not a placeholder (`PASSWORD`, `***`, `…`, `<pass>`, `${DB_PASS}`)."""
    password = match.group("p")
    return password.lower() not in PLACEHOLDERS and password[0] not in "<{$[%"


NOT_A_CARD = re.compile(r"(?i)\btest\b|imei|meid|iccid|serial|\bs/?n\b|barcode|tracking")


def luhn_ok(match: re.Match[str], sample: str) -> bool:
    if NOT_A_CARD.search(sample[max(0, match.start() - 30):match.start()]):
        return False  # a published test card ("Stripe test card 4242 …"), an IMEI, a serial number
    number = "".join(c for c in match.group(0) if c.isdigit())
    if not card_prefix_ok(number) or published_test_card(number, sample, *match.span()):
        return False
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d > 4 else d * 2) for i, d in enumerate(map(int, reversed(number))))
    return total % 10 == 0


TX_CONTEXT = re.compile(r"(?i)(?:\btx|txid|transaction|hash|block|交易|哈希|トランザクション|ハッシュ|트랜잭션|해시)")


def not_tx_hash(match: re.Match[str], sample: str) -> bool:
    """0x + 64 hex digits is a private key unless the text around calls it a transaction/block hash."""
    return not TX_CONTEXT.search(sample[max(0, match.start() - 40):match.start()])


def random_looking(token: str) -> bool:
    """Mixed case and digits spread through it (an identifier like FactoryBean2024 has them at one place)."""
    return (any(c.islower() for c in token) and any(c.isupper() for c in token)
            and sum(c.isdigit() for c in token) >= 3 and len(re.findall(r"\d+", token)) >= 2)


NOT_A_KEY_BEFORE = re.compile(r"(?i)(?:base64,|ssh-(?:rsa|ed25519|dss)\s+|ecdsa-sha2-\S+\s+|(?:sha256|sha1|md5):)$")
# Shapes that are public by definition: publishable keys, SRI hashes, extended public keys (BIP-32), Nostr npubs.
PUBLIC_PREFIXES = ("pk.", "pk_", "sha256-", "sha384-", "sha512-", "xpub", "ypub", "zpub", "tpub", "upub", "vpub",
                    "npub1")
ADDRESS = re.compile(r"0x[0-9a-fA-F]{40}|[13][1-9A-HJ-NP-Za-km-z]{25,34}")   # Ethereum / Bitcoin addresses (public)


def entropy_ok(match: re.Match[str], sample: str) -> bool:
    if ADDRESS.fullmatch(match.group(0)) or match.group(0).startswith(PUBLIC_PREFIXES) \
            or PUBLIC.search(sample, max(0, match.start() - 30), match.start()):
        return False   # a chain address, a publishable key, anything called public
    if NOT_A_KEY_BEFORE.search(sample[max(0, match.start() - 30):match.start()]):
        return False  # an inline image (data: URI), an SSH public key or a labelled fingerprint
    return random_looking(match.group(0))


def base32_ok(match: re.Match[str], _sample: str) -> bool:
    token = match.group("v").replace(" ", "")
    return sum(c.isdigit() for c in token) >= 2 and sum(c.isalpha() for c in token) >= 8
