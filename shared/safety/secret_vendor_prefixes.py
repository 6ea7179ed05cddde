"""Access tokens by a well-known vendor prefix that `secret_formats._VENDOR` lacks, each with its body's shape.

A token pasted with no key word ("טוקן של הבוט בווטסאפ EAAGm0PX4ZCpsBAKx9Lq2 אל תעלה לגיט") is a secret by its prefix
alone when the prefix is one a vendor gives its secrets: Meta's Graph and WhatsApp Cloud tokens (EAA…), Instagram's
(IGQV…, IGAA…), Google's OAuth client secrets (GOCSPX-) and refresh tokens (1//0…), Heroku (HRKU-), Bitbucket app
passwords (ATBB), Brevo (xkeysib-), Pinecone (pcsk_), LangSmith (lsv2_), Tavily (tvly-), Cerebras (csk-), Supabase
secret keys (sb_secret_), Neon (napi_), Render (rnd_), CircleCI (CCIPAT_), Buildkite (bkua_), SonarQube (squ_, sqp_,
sqa_), Docker organisation tokens (dckr_oat_), Terraform Cloud (.atlasv1.), Dynatrace (dt0c01.), New Relic insert keys
(NRII-), Contentful (CFPAT-), Typeform (tfp_), Nostr private keys (nsec1), Yandex (y0_, AQVN), VK (vk1.a.), Xendit,
Midtrans, Mercado Pago and Braintree production tokens, Amazon's LWA refresh tokens (Atzr|), Dropbox (sl.), Adafruit
(aio_), Prefect (pnu_), and Discord's and Microsoft Teams' webhook URLs. The prefix alone ("EAAG"), a public id (a
Facebook page id, a publishable key, a WhatsApp group's invite link) or a body with no digits is not read: the body
must be long enough for its vendor and hold letters and digits mixed, as generated tokens do.
"""

from __future__ import annotations

import re
from typing import Iterator

_VENDOR_MORE = re.compile(
    r"(?<![A-Za-z0-9_\-])(?P<v>(?:EAA[A-Z][A-Za-z0-9]{16,400}|IGQV[A-Za-z0-9_\-]{20,400}|IGAA[A-Za-z0-9_\-]{20,400}"
    r"|GOCSPX-[A-Za-z0-9_\-]{20,40}|1//0[A-Za-z0-9_\-]{30,200}|HRKU-[A-Za-z0-9_\-]{20,80}|ATBB[A-Za-z0-9]{20,60}"
    r"|xkeysib-[0-9a-f]{32,64}-[A-Za-z0-9]{8,32}|xsmtpsib-[0-9a-f]{32,64}-[A-Za-z0-9]{8,32}|pcsk_[A-Za-z0-9_]{20,100}"
    r"|lsv2_(?:pt|sk)_[0-9a-f]{20,40}(?:_[0-9a-f]{6,20})?|tvly-[A-Za-z0-9\-]{20,60}|csk-[a-z0-9]{20,60}"
    r"|sb_secret_[A-Za-z0-9_\-]{16,60}|napi_[a-z0-9]{30,80}|rnd_[A-Za-z0-9]{20,60}|CCIPAT_[A-Za-z0-9_]{20,80}"
    r"|bkua_[0-9a-f]{30,50}|sq[upa]_[0-9a-f]{30,50}|dckr_oat_[A-Za-z0-9_\-]{16,60}"
    r"|[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-]{40,100}|dt0c01\.[A-Z0-9]{24}\.[A-Za-z0-9]{40,80}"
    r"|NRII-[A-Za-z0-9_\-]{20,60}|CFPAT-[A-Za-z0-9_\-]{20,60}|tfp_[A-Za-z0-9_\-]{20,80}|nsec1[02-9ac-hj-np-z]{58}"
    r"|y0_[A-Za-z0-9_\-]{30,100}|AQVN[A-Za-z0-9_\-]{30,60}|vk1\.a\.[A-Za-z0-9_\-]{30,300}"
    r"|xnd_(?:production|development)_[A-Za-z0-9]{20,80}|(?:SB-)?Mid-server-[A-Za-z0-9_\-]{16,40}"
    r"|APP_USR-\d{10,20}-\d{6}-[0-9a-f]{32}-\d{6,12}|access_token\$production\$[a-z0-9]{10,20}\$[0-9a-f]{20,40}"
    r"|Atzr\|[A-Za-z0-9_\-]{30,400}|sl\.[A-Za-z0-9_\-]{40,300}|aio_[A-Za-z0-9]{28}|pnu_[A-Za-z0-9]{30,40}"
    r"|(?:https?://)?(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_\-]{50,80}"
    r"|(?:https?://)?[a-z0-9\-]{2,40}\.webhook\.office\.com/webhookb2/[A-Za-z0-9@\-/]{40,300}))(?![A-Za-z0-9_\-])")
_CUES = ("eaa", "igqv", "igaa", "gocspx-", "1//0", "hrku-", "atbb", "sib-", "pcsk_", "lsv2_", "tvly-", "csk-",
         "sb_secret_", "napi_", "rnd_", "ccipat_", "bkua_", "squ_", "sqp_", "sqa_", "dckr_oat_", ".atlasv1.", "dt0c01.",
         "nrii-", "cfpat-", "tfp_", "nsec1", "y0_", "aqvn", "vk1.a.", "xnd_", "mid-server-", "app_usr-",
         "access_token$", "atzr|", "sl.", "aio_", "pnu_", "/api/webhooks/", ".webhook.office.com/")


# "Token" and "API key" in scripts and languages the password-word rules do not read ("טוקן של הבוט", "токен бота",
# "بوت توكن", "tokenim", "ключ API"), with the inflections and prefixes they take.
_TOKEN_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:[והשבלמ]{0,2}טוקן|(?:ال)?توكن|(?:ال)?تۆكن|توکن|ٹوکن|токен\w{0,3}|टोकन|টোকেন|โทเค็น|ტოკენ\w{0,3}"
    r"|token(?:im|in|i|ı|ım|ın|u|a|em|ul|it|ia|ite|ет)|διακριτικ\w{0,3}|(?:api[\s\-]?)?ключ\w{0,2}(?:\s+(?:от\s+)?api)?"
    r"|(?:api[\s\-]?)?ключ(?:і|а)?|مفتاح(?:\s+(?:ال)?api)?|کلید(?:\s+api)?|api\s+(?:कुंजी|চাবি|anahtar\w{0,3}|kulcs\w{0,2}"
    r"|klucz\w{0,2}|klíč\w{0,2}|atslēg\w{0,2}|raktas|võti|avain\w{0,3}))(?![^\W\d_])")
_TOKEN_VALUE = re.compile(r"(?<![\w\-.:/])(?P<v>[A-Za-z0-9_\-.:]{16,200})(?![\w\-/@])")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def token_word_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("token", span) of a generated value within 40 characters after a token or API-key word of `_TOKEN_WORD`, or
    30 before it; not a wallet's or a contract's address (0x…), a UUID (an order's or a device's id) or a URL."""
    if not any(c.isdigit() for c in sample):
        return
    for word in _TOKEN_WORD.finditer(sample):
        low, high = max(0, word.start() - 50), min(len(sample), word.end() + 60)
        for value in _TOKEN_VALUE.finditer(sample, low, high):
            token = value.group("v").rstrip(".:")
            near = word.end() <= value.start() <= word.end() + 40 or word.start() - 30 <= value.end() <= word.start()
            if near and _generated(token) and any(c.isupper() for c in token) and any(c.islower() for c in token) \
                    and not token.lower().startswith("0x") and not _UUID.search(token) \
                    and not re.search(r"[\n.!?]\s", sample[min(word.end(), value.end()):max(word.start(), value.start())]):
                yield "token", (value.start(), value.start() + len(token))
                break


def _generated(value: str) -> bool:
    """A generated body: three digits or more among four letters or more (a word, a name or "EAAG…" typed as a word
    has none), and not one character repeated eight times (a placeholder)."""
    digits = sum(c.isdigit() for c in value)
    return digits >= 3 and sum(c.isalpha() for c in value) >= 4 and not re.search(r"(.)\1{7}", value)


def vendor_prefix_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("vendor token", span) of each token with a prefix in `_VENDOR_MORE` and a generated body."""
    lowered = sample.lower()
    if not any(cue in lowered for cue in _CUES):
        return
    for match in _VENDOR_MORE.finditer(sample):
        if _generated(match.group("v")):
            yield "vendor token", match.span("v")
