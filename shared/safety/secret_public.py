"""Public look-alikes of secrets: spans of a text that hold key material or ids meant to be shared, masked before the rules read it.

Public keys (a PGP PUBLIC KEY BLOCK, an `ssh-rsa AAAA…` line), chain addresses named as such (Bitcoin, Tron, Ethereum,
bech32), reCAPTCHA site keys, a Twilio Account SID, Google Docs share links, and the values documentation publishes as
samples (AWS's `…EXAMPLE` keys, the jwt.io token) and a JWT's header shown alone look like secrets and are not. `public_spans` finds them; `mask`
blanks them (same length, so positions hold) in the text the rules and the learned stage's value gate read.
Also as families, in about forty languages (words in `secret_public_words.py`): a value the same clause calls public
beside a key word or a sample from the docs, publishable keys (Mapbox `pk.`, Stripe `pk_`), Twilio resource ids,
Microsoft's KMS client keys, a company's registration or tax number, an order number, the "forgot password" label;
payment, order, referral and postal details shared to be paid or found are in `secret_public_pay.py`; values quoted
from fiction, a Wi-Fi network's name given alone, key-only Sentry DSNs and business activity codes in `secret_public_more.py`;
meters, bus lines, school and bill codes, SKUs, batches and flat units in `secret_public_labels.py`; class codes, codes
sent to everyone and spent one-time codes (an expired OTP, a loaded electricity token) in `secret_public_shared.py`;
OTPs, pickup and return codes expired, timed out, used, collected or cancelled, in ~40 languages, in `secret_public_spent.py`;
a file's, a case's, a claim's, an appointment's or a booking's number in `secret_public_cases.py`.
Every pattern here is linear: no search restarts from each candidate.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from typing import Iterator

from .secret_clauses import CLAUSE_END
from .secret_example_words import SAMPLE_DENIED
from .secret_ids_purpose import clause_purposes, first_outside
from .secret_id_slang import late_owned
from .secret_public_passes import pass_card_spans
from .secret_public_labels import label_public_spans
from .secret_public_guest_wifi import guest_wifi_spans
from .secret_public_shared import shared_code_spans
from .secret_public_spent import spent_code_spans
from .secret_public_handed import handed_public_spans
from .secret_public_usernames import username_spans
from .secret_negated_values import negated_spans
from .secret_public_household import household_spans
from .secret_public_group import group_spans
from .secret_public_parts import part_spans
from .secret_public_games import game_password_spans
from .secret_natids_regions import creole_own
from .secret_public_business import business_number_spans
from .secret_public_by_design import by_design_spans
from .secret_public_cases import case_spans
from .secret_public_defaults import default_spans
from .secret_public_keys import key_spans
from .secret_public_makers import maker_spans
from .secret_public_more import more_spans
from .secret_public_pay import payment_spans
from .secret_public_places import place_spans
from .secret_public_words import (BUSINESS_ID, COMPANY, CREDENTIAL_STEM, DOCUMENTED_KEYS, EXAMPLE_WORD, FOR_EXAMPLE,
                                  FORGOT_LABEL, GVLKS, KEY_NOUN, KMS_CUE, NOT_PUBLIC, ORDER_NAME, PASSWORD_STEM, PERSONAL,
                                  PUBLIC_WORD, TAX_NAME, lower1, may_match)

_BEGIN_PUBLIC = re.compile(r"-----BEGIN (?:(?:PGP |RSA |SSH2? )?PUBLIC KEY(?: BLOCK)?|CERTIFICATE|X509 CRL)-----")   # a certificate is public too
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
                         r"|\b(?:youtu\.be|youtube\.com/watch\?v=)[\w\-]+"
                         # a group's invite link, made to be passed on: Discord, WhatsApp, Telegram, Signal, LINE
                         r"|\b(?:discord\.gg/|discord(?:app)?\.com/invite/|chat\.whatsapp\.com/|t\.me/(?:\+|joinchat/)"
                         r"|signal\.group/#|line\.me/ti/g2?/)[\w\-]{4,64}")
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


# A JWT's header on its own (base64url of {"alg": …, "typ": …}): it names the algorithm and carries no claim or key;
# a token with its payload and signature is matched whole by the rules, and stays a secret.
_LONE_SEGMENT = re.compile(r"(?<![\w.\-])eyJ[A-Za-z0-9_\-]{8,}={0,2}(?![\w\-]|\.[\w\-])")
_HEADER_KEYS = frozenset(("alg", "typ", "kid", "cty", "enc", "zip", "crit", "x5t", "x5t#S256", "x5u", "jku", "b64"))


def _jwt_header(segment: str) -> bool:
    """Whether a base64url segment decodes to a JOSE header alone: an "alg" and only public header fields."""
    try:
        fields = json.loads(base64.urlsafe_b64decode(segment.rstrip("=") + "=" * (-len(segment.rstrip("=")) % 4)))
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return False
    return isinstance(fields, dict) and "alg" in fields and set(fields) <= _HEADER_KEYS


def _public_blocks(text: str) -> Iterator[tuple[int, int]]:
    """Each `-----BEGIN … PUBLIC KEY…-----` or certificate block to its END line (or the text's end); a cursor, so linear."""
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


# Publishable by design: Mapbox `pk.` tokens, Stripe `pk_live_`/`pk_test_` keys, Twilio ids other than an API key's
# (SK…) or an account's (AC…, redacted unless called a SID): MG messaging services, PN numbers, SM/MM messages ….
_PUBLISHABLE = re.compile(r"(?<![\w.\-])(?:pk\.eyJ[A-Za-z0-9_\-]{8,}(?:\.[A-Za-z0-9_\-]+)*|pk_(?:live|test)_[0-9A-Za-z]{16,}"
                          r"|(?:MG|PN|SM|MM|CA|RE|CF|QU|VA|IS|WS|WA|WW|WK|WT|WQ|CH|MD|HX|BU|US|ZS|FW|KS|NO|TR)[0-9a-f]{32})(?![\w\-])")
_PRODUCT_KEY = re.compile(r"(?<![\w\-])[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}(?![\w\-])")
# A value the words around may call public or a sample: eight or more key characters with a digit among them.
_VALUE = re.compile(r"(?<![\w/+=\-.])(?=[^\s]*\d)[A-Za-z0-9][A-Za-z0-9_\-./+=:~]{7,}")
# An id-like value after a business id's name: an optional country prefix, then digits in groups (letters allowed).
_BUSINESS_VALUE = re.compile(r"(?:[A-Z]{2,3}[ \-]?)?[0-9A-Z]*\d[0-9A-Z]*(?:[ \-./][0-9A-Z]*\d[0-9A-Z]*){0,5}")
_ORDER_VALUE = re.compile(r"[#№]?\s?(?=[A-Z0-9\-]*\d{4})[A-Z0-9][A-Z0-9\-]{5,40}(?![\w])")


def _fixed_spans(text: str) -> Iterator[tuple[int, int]]:
    """Values public by shape or by name: publishable keys, Twilio resource ids, KMS client keys, vendors' docs keys."""
    yield from (m.span() for m in _PUBLISHABLE.finditer(text))
    if "eyJ" in text:
        yield from (m.span() for m in _LONE_SEGMENT.finditer(text) if _jwt_header(m.group(0)))
    for key in _PRODUCT_KEY.finditer(text):
        if key.group(0) in GVLKS or KMS_CUE.search(text, max(0, key.start() - 90), key.start()):
            yield key.span()
    for key in DOCUMENTED_KEYS:
        at = text.find(key)
        if at >= 0 and not _set_as_secret(text, at):
            yield at, at + len(key)


# A secret's name assigned the value (`AWS_SECRET_ACCESS_KEY=`, `"client_secret": "`), the assignment's end at $.
_SECRET_NAME_SET = re.compile(r"(?i)[A-Z0-9_.\-]*(?:SECRET|PRIVATE|PASSWORD|PASSWD|TOKEN)[A-Z0-9_.\-]*[\"']?\s*[=:]\s*[\"']?$")


_TOKEN_END = re.compile(r"[^A-Za-z0-9/+=_\-]")


def _set_as_secret(text: str, at: int) -> bool:
    """A vendor's docs key at `at` assigned to a secret's name in a text that never calls it an example or sample:
    a user's own .env holding the docs value reads as set for use, so it is kept a secret (the key's own "EXAMPLE"
    is no such word)."""
    if not _SECRET_NAME_SET.search(text, max(0, at - 80), at):
        return False
    end = _TOKEN_END.search(text, at)
    return not (EXAMPLE_WORD.search(text, 0, at) or EXAMPLE_WORD.search(text, end.start() if end else len(text)))


# Prefixes only a secret key carries: no word around makes such a value public.
_SECRET_PREFIX = re.compile(r"(?:sk|rk)_live_|sk-|gh[pousr]_|github_pat_|xox[abposre]-|AKIA|ASIA|glpat-|SG\.|AIza|npm_|hf_"
                            r"|pypi-|AGE-SECRET|-----BEGIN")
# At most one word between a public word and the key noun it describes ("clave pública", "public signing key").
_ONE_WORD = re.compile(r"\W{0,3}(?:[^\W\d]+\W{1,3})?$")


def _beside_key_noun(text: str, word: re.Match[str]) -> bool:
    after = KEY_NOUN.match(text, word.end() + len(re.match(r"\W{0,3}(?:[^\W\d]+\W{1,3})?", text[word.end():]).group(0)))
    after = after or KEY_NOUN.match(text, word.end() + len(re.match(r"\W{0,3}", text[word.end():]).group(0)))
    before = [m for m in KEY_NOUN.finditer(text, max(0, word.start() - 24), word.start())
              if _ONE_WORD.match(text[m.end():word.start()])]
    return after is not None or bool(before) or KEY_NOUN.search(word.group(0)) is not None   # 公钥, открытый ключ


def _called_public(text: str) -> Iterator[tuple[int, int]]:
    """A value the same clause calls public beside a key word ("clave pública de Mapbox: pk…", "публичный ключ: …"),
    or a sample from the docs ("l'exemple utilise le jeton sk_test_…"); not when a word takes it back ("not public")."""
    lowered = lower1(text)
    if not (may_match(PUBLIC_WORD, lowered) or may_match(EXAMPLE_WORD, lowered)) \
            or (may_match(NOT_PUBLIC, lowered) and NOT_PUBLIC.search(text)):
        return
    figures = [m.span() for m in FOR_EXAMPLE.finditer(text)] if may_match(FOR_EXAMPLE, lowered) else []
    words = [m for m in PUBLIC_WORD.finditer(text) if _beside_key_noun(text, m)] if may_match(PUBLIC_WORD, lowered) else []
    if may_match(EXAMPLE_WORD, lowered):
        words += [m for m in EXAMPLE_WORD.finditer(text) if not any(a <= m.start() < b for a, b in figures)
                  and not SAMPLE_DENIED.search(text, max(0, m.start() - 16), m.start())]   # "not the sample one: …"
    for word in words:
        end = CLAUSE_END.search(text, word.end())
        value = _VALUE.search(text, word.end(), end.start() if end else len(text))
        if value is not None and value.start() - word.end() <= 60 and not _SECRET_PREFIX.match(value.group(0)) \
                and not (word.re is PUBLIC_WORD and PASSWORD_STEM.search(text, word.end(), value.start())):
            yield value.span()
        last = None
        for last in _VALUE.finditer(text, max(0, word.start() - 40), word.start()):
            pass
        between = text[last.end():word.start()] if last is not None else ""
        if last is not None and not CLAUSE_END.search(between) and not _SECRET_PREFIX.match(last.group(0)) \
                and (word.re is PUBLIC_WORD or "(" in between or "（" in between) \
                and not PASSWORD_STEM.search(text, max(0, last.start() - 30), word.start()):
            yield last.span()   # "… 5UsY…= (our public key)", "… (clé de test publique de Stripe)"


def _named_value(text: str, at: int, value: re.Pattern[str], gap: int) -> tuple[int, int] | None:
    """The span of `value` (six digits or more) after at most `gap` characters (no digit, no credential word)."""
    window = text[at:at + gap + 3]
    for between in re.finditer(r"(?<![^\W\d_])(?=[#№]?\s?[A-Z0-9])|(?=[#№]?\s?\d)", window):
        if re.search(r"[\d\n]", window[:between.start()]) or CREDENTIAL_STEM.search(window[:between.start()]):
            return None
        start = at + between.start()
        start += len(re.match(r"[#№]?\s?", text[start:]).group(0)) if not text[start:start + 1].isalnum() else 0
        found = value.match(text, start)
        if found and sum(c.isdigit() for c in found.group(0)) >= 6:
            return found.span()   # the first word that reads as the value: "der GmbH 5133/…" skips "GmbH"
    return None


def _business_spans(text: str) -> Iterator[tuple[int, int]]:
    """A business id after its name (VAT, SIRET, KvK, ЄДРПОУ …) unless a possessive stands right before the name, and a
    tax id the text makes a company's ("NIP firmy", "Mã số thuế công ty", "ИНН организации") unless it makes it someone's own."""
    lowered = lower1(text)
    names = [m for m in BUSINESS_ID.finditer(text) if not PERSONAL.search(text, max(0, m.start() - 12), m.start())
             and not creole_own(text, m.start(), m.end()) and not late_owned(text, m.start(), m.end())] \
        if may_match(BUSINESS_ID, lowered) else []   # "moje DIČ": a person's (the Czech DIČ is a birth number)
    names += [m for m in (TAX_NAME.finditer(text) if may_match(TAX_NAME, lowered) else ())
              if first_outside(COMPANY, text, max(0, m.start() - 30), m.end() + 25, clause_purposes(text, m.start(), m.end()))
              and not PERSONAL.search(text, max(0, m.start() - 30), m.end() + 25)]
    for name in names:
        span = _named_value(text, name.end(), _BUSINESS_VALUE, 30)
        if span is not None:
            yield span


# Between an order's name and a colon before its value: a shop and what was bought, no verb that gives a code.
_ORDER_TO_COLON = re.compile(r"[^\d\n:：]{0,60}[:：]\s*")
_GIVES = re.compile(r"(?i)\b(?:opens?|öffnet|ouvre|abre|apre|opent|öppnar|is|ist|est|es|era|war|was|é|è)\b")


def _order_spans(text: str) -> Iterator[tuple[int, int]]:
    """An order id after its name ("Flipkart ऑर्डर आईडी OD7856…", "Bestellnummer 304-…", "订单号 …"), or after the shop and
    the thing bought up to a colon ("Número de pedido de Amazon (el candado): 408-…", "Ordernummer från Clas Ohlson: …")."""
    for name in ORDER_NAME.finditer(text) if may_match(ORDER_NAME, lower1(text)) else ():
        span = _named_value(text, name.end(), _ORDER_VALUE, 16)
        colon = _ORDER_TO_COLON.match(text, name.end()) if span is None else None
        if colon is not None and not CREDENTIAL_STEM.search(colon.group(0)) and not _GIVES.search(colon.group(0)):
            found = _ORDER_VALUE.match(text, colon.end())
            span = found.span() if found else None
        if span is not None:
            yield span


# A number, a dash, then what it is: "1500 — код заказа в приложении", "4471 - order number", "8812: número de pedido".
_VALUE_THEN_NAME = re.compile(r"(?<![\w\-])(?P<v>#?\d{3,12})\s*[—–\-:=]\s*(?:(?:the|your|el|le|la|der|die|ваш|твой)\s+)?"
                              r"(?:(?:code|kode|kod|código|codice|код|номер|number|numéro|número|numero|nummer|Nr\.?)\s+)?")


def _order_before_name(text: str) -> Iterator[tuple[int, int]]:
    """A number that a dash makes an order's: the order's name right after it."""
    for value in _VALUE_THEN_NAME.finditer(text):
        if ORDER_NAME.match(text, value.end()) and not CREDENTIAL_STEM.search(text, max(0, value.start() - 20), value.start()):
            yield value.span("v")


def public_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of public key material, addresses, site keys, SIDs, share links and documented samples in `text`."""
    if "PUBLIC KEY" in text or "-----BEGIN CERTIFICATE" in text or "-----BEGIN X509" in text:
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
        yield from (m.span() for m in _EXAMPLE_TOKEN.finditer(text)   # the value after a `NAME=` the token holds
                    if not _set_as_secret(text, m.start() + m.group(0).rfind("=") + 1))
    if "eyJ" in text:
        yield from (m.span() for m in _JWT.finditer(text) if _sample_jwt(m.group("p")))
    yield from _fixed_spans(text)
    yield from _called_public(text)
    yield from _business_spans(text)
    yield from business_number_spans(text)   # an agent's till, a shop's TIN, a company's KRA PIN (secret_public_business)
    yield from _order_spans(text)
    if may_match(ORDER_NAME, lower1(text)):
        yield from _order_before_name(text)
    yield from payment_spans(text)
    yield from more_spans(text)
    yield from key_spans(text)
    yield from place_spans(text)
    yield from pass_card_spans(text)   # "Monatspass Nr. 004512", "gym pass C01X00T47" (secret_public_passes)
    yield from label_public_spans(text)   # meters, bus lines, school and bill codes, SKUs, batches (secret_public_labels)
    yield from guest_wifi_spans(text)   # a public place's guest Wi-Fi password put up for all (secret_public_guest_wifi)
    yield from shared_code_spans(text)   # class codes, codes sent to all, spent OTPs and tokens (secret_public_shared)
    yield from spent_code_spans(text)   # OTPs, pickup and return codes expired, used or cancelled (secret_public_spent)
    yield from case_spans(text)   # a file's, a case's, an appointment's or a booking's number (secret_public_cases)
    yield from household_spans(text)   # quiz games' PINs, advice's example PINs (secret_public_household)
    yield from group_spans(text)   # codes handed to a whole group, rooms' labels (secret_public_group)
    yield from part_spans(text)   # spare parts' codes, game rooms' codes with a call to join (secret_public_parts)
    yield from game_password_spans(text)   # a bingo's, a hunt's, a scout game's word, a club app's code (secret_public_games)
    yield from handed_public_spans(text)   # default pairing codes, token PIN references, hours (secret_public_handed)
    yield from maker_spans(text)   # fault and service codes, card-stop lines, manuals' sample passwords (secret_public_makers)
    yield from username_spans(text)   # a user name or login id with no password beside it (secret_public_usernames)
    yield from negated_spans(text)   # "the door code is not 1990", the only value given (secret_negated_values)
    yield from by_design_spans(text)   # transit card numbers, group names, transfer references, generic keys (secret_public_by_design)
    yield from default_spans(text)   # makers' defaults, forms' samples, game codes posted, login services' names (secret_public_defaults)
    if may_match(FORGOT_LABEL, lower1(text)):
        yield from (m.span() for m in FORGOT_LABEL.finditer(text))


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
