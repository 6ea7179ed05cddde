"""The labelled secrets corpus: synthetic secret-bearing memories and benign look-alikes, made deterministically.

`python -m tiered_memory.bench.secrets_corpus` rewrites `tests/data/secrets_dev.jsonl` and
`tests/data/secrets_heldout.jsonl`. Every value is random from a seeded generator (never a real
key). The two splits share kinds and value formats but not sentence templates or values:
templates are dealt alternately (the phase turning per kind), so held-out figures measure new
phrasings and new values of known kinds. Each line: text, secret, kind, lang, and for a secret
`value` (the substring that must never reach one of our files).
"""

from __future__ import annotations

import base64
import json
import random
import string
from pathlib import Path
from typing import Callable

from .secrets_templates import BENIGN_PROSE, BENIGN_TEMPLATES, SECRET_TEMPLATES

DATA_DIR = Path(__file__).resolve().parents[1] / "tests" / "data"
SPLITS = {"dev": 0, "heldout": 1}
PER_TEMPLATE = 2

_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_ALNUM = string.ascii_letters + string.digits
_WORDS = ("abandon ability absorb acoustic actress adapt aerobic affair agent airport alarm album alley "
          "amateur anchor ancient angle ankle antenna apology arctic arena armor arrow artist asthma atom "
          "auction august avocado awkward axis badge bamboo banana barrel basket battle beach bicycle "
          "blossom bracket breeze bridge bronze bubble cabin cactus camera canal canyon carbon cargo "
          "castle cattle ceiling cherry chimney cinnamon citizen clinic coconut comet copper coral cotton "
          "cousin coyote cradle crystal cupboard dolphin donkey dragon eagle eclipse elbow engine falcon "
          "fossil galaxy garlic ginger giraffe glacier harbor hazard helmet hockey island ivory jaguar").split()
_CONFUSABLE = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і", "s": "ѕ",
               "A": "Α", "B": "Β", "E": "Ε", "H": "Η", "K": "Κ", "M": "Μ", "O": "Ο", "P": "Ρ", "T": "Τ"}


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _password(rng: random.Random) -> str:
    word = rng.choice(_WORDS)
    style = rng.randrange(4)
    if style == 0:
        return f"{word.capitalize()}{rng.randrange(10, 9999)}{rng.choice('!#$%&*?')}"
    if style == 1:
        return f"{word}{rng.randrange(10, 99)}{rng.choice(_WORDS)}"
    if style == 2:
        return _pick(rng, _ALNUM + "!@#%^&*", rng.randrange(10, 18))
    return f"{rng.choice(_WORDS)}-{word}-{rng.randrange(100, 999)}"


def _luhn(rng: random.Random) -> str:
    prefix = rng.choice(["4", "51", "52", "55", "37", "6011"])
    length = 15 if prefix == "37" else 16
    digits = [int(c) for c in prefix] + [rng.randrange(10) for _ in range(length - len(prefix) - 1)]
    total = 0
    for i, d in enumerate(reversed(digits)):
        d = d * 2 if i % 2 == 0 else d
        total += d - 9 if d > 9 else d
    number = "".join(map(str, digits + [(10 - total % 10) % 10]))
    sep = rng.choice([" ", "-", ""])
    groups = [number[i:i + 4] for i in range(0, len(number), 4)]
    return sep.join(groups)


def _jwt(rng: random.Random) -> str:
    def part(obj: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")
    head = part({"alg": "HS256", "typ": "JWT"})
    body = part({"sub": str(rng.randrange(10**6)), "name": rng.choice(_WORDS), "iat": rng.randrange(10**9)})
    return f"{head}.{body}.{_pick(rng, _ALNUM + '-_', 43)}"


def _pem(rng: random.Random, label: str) -> str:
    body = _pick(rng, _ALNUM + "+/", 64)
    return f"-----BEGIN {label}----- {body} {_pick(rng, _ALNUM + '+/', 40)}= -----END {label}-----"


def _split(rng: random.Random, key: str) -> str:
    step = rng.choice([4, 5, 6, 8])
    sep = rng.choice([" ", "-", " - ", "  "])
    return sep.join(key[i:i + step] for i in range(0, len(key), step))


def _confusable(rng: random.Random, key: str) -> str:
    spots = [i for i, c in enumerate(key) if c in _CONFUSABLE]
    chosen = set(rng.sample(spots, min(len(spots), rng.randrange(1, 4)))) if spots else set()
    return "".join(_CONFUSABLE[c] if i in chosen else c for i, c in enumerate(key))


# kind -> value maker
VALUES: dict[str, Callable[[random.Random], str]] = {
    "env password": lambda r: _password(r),
    "env token": lambda r: _pick(r, _ALNUM, r.randrange(24, 41)),
    "redis url": lambda r: f"redis://:{_password(r)}@{r.choice(_WORDS)}.cache.internal:6379/{r.randrange(4)}",
    "database dsn": lambda r: (f"{r.choice(['postgres', 'postgresql', 'mysql', 'mongodb+srv', 'amqp'])}://"
                               f"{r.choice(_WORDS)}_user:{_password(r)}@db{r.randrange(9)}.example.net:5432/app"),
    "wifi password": _password,
    "password prose": _password,
    "card number": _luhn,
    "basic auth": lambda r: "Authorization: Basic " + base64.b64encode(
        f"{r.choice(_WORDS)}:{_password(r)}".encode()).decode(),
    "bearer token": lambda r: "Bearer " + _pick(r, _ALNUM + "._-", r.randrange(32, 60)),
    "gitlab token": lambda r: "glpat-" + _pick(r, _ALNUM + "_-", 20),
    "github token": lambda r: r.choice(["ghp_", "gho_", "ghs_"]) + _pick(r, _ALNUM, 36),
    "totp uri": lambda r: (f"otpauth://totp/{r.choice(_WORDS).capitalize()}:me%40example.com?secret="
                           f"{_pick(r, _B32, 32)}&issuer={r.choice(_WORDS).capitalize()}"),
    "totp seed": lambda r: " ".join(_pick(r, _B32, 4) for _ in range(r.choice([4, 8]))) if r.random() < 0.5
    else _pick(r, _B32, r.choice([16, 26, 32])),
    "hex private key": lambda r: "0x" + _pick(r, "0123456789abcdef", 64),
    "seed phrase": lambda r: " ".join(r.sample(_WORDS, r.choice([12, 24]))),
    "split key": lambda r: _split(r, r.choice([
        "sk-proj-" + _pick(r, _ALNUM, 40), "ghp_" + _pick(r, _ALNUM, 36),
        "AKIA" + _pick(r, string.ascii_uppercase + string.digits, 16), "glpat-" + _pick(r, _ALNUM, 20),
        "xoxb-" + _pick(r, string.digits, 12) + "-" + _pick(r, _ALNUM, 24)])),
    "look-alike letters": lambda r: _confusable(r, r.choice([
        "sk-proj-" + _pick(r, _ALNUM, 40), "xoxb-" + _pick(r, string.digits, 12) + "-" + _pick(r, _ALNUM, 24),
        "AKIA" + _pick(r, string.ascii_uppercase + string.digits, 16), "glpat-" + _pick(r, _ALNUM, 20)])),
    "aws access key": lambda r: r.choice(["AKIA", "ASIA"]) + _pick(r, string.ascii_uppercase + "234567", 16),
    "aws secret key": lambda r: _pick(r, _ALNUM + "+/", 40),
    "gcp service account": lambda r: (
        '{"type": "service_account", "project_id": "' + r.choice(_WORDS) + '-prod", "private_key_id": "'
        + _pick(r, "0123456789abcdef", 40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIE'
        + _pick(r, _ALNUM + "+/", 60) + '\\n-----END PRIVATE KEY-----\\n"}'),
    "azure storage key": lambda r: (f"DefaultEndpointsProtocol=https;AccountName={r.choice(_WORDS)}store;"
                                    f"AccountKey={_pick(r, _ALNUM + '+/', 86)}==;EndpointSuffix=core.windows.net"),
    "azure client secret": lambda r: _pick(r, _ALNUM, 3) + str(r.randrange(10)) + "Q~" + _pick(r, _ALNUM + "_.-~", 34),
    "slack token": lambda r: f"xox{r.choice('bpa')}-{r.randrange(10**11, 10**12)}-{r.randrange(10**12, 10**13)}-"
                             + _pick(r, _ALNUM, 24),
    "slack webhook": lambda r: (f"https://hooks.slack.com/services/T{_pick(r, string.ascii_uppercase + string.digits, 8)}"
                                f"/B{_pick(r, string.ascii_uppercase + string.digits, 10)}/{_pick(r, _ALNUM, 24)}"),
    "stripe key": lambda r: r.choice(["sk_live_", "rk_live_", "sk_test_"]) + _pick(r, _ALNUM, r.choice([24, 99])),
    "twilio key": lambda r: r.choice(["SK", "AC"]) + _pick(r, "0123456789abcdef", 32),
    "sendgrid key": lambda r: "SG." + _pick(r, _ALNUM + "_-", 22) + "." + _pick(r, _ALNUM + "_-", 43),
    "npm token": lambda r: "npm_" + _pick(r, _ALNUM, 36),
    "pypi token": lambda r: "pypi-AgEIcHlwaS5vcmc" + _pick(r, _ALNUM + "_-", 70),
    "discord token": lambda r: (base64.b64encode(str(r.randrange(10**17, 10**18)).encode()).decode().rstrip("=")
                                + "." + _pick(r, _ALNUM + "_-", 6) + "." + _pick(r, _ALNUM + "_-", 38)),
    "telegram bot token": lambda r: f"{r.randrange(10**8, 10**10)}:AA{_pick(r, _ALNUM + '_-', 33)}",
    "ssh private key": lambda r: _pem(r, "OPENSSH PRIVATE KEY"),
    "pgp private key": lambda r: _pem(r, "PGP PRIVATE KEY BLOCK"),
    "rsa private key": lambda r: _pem(r, r.choice(["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])),
    "jwt": _jwt,
    "netrc": lambda r: f"machine {r.choice(_WORDS)}.example.com login {r.choice(_WORDS)} password {_password(r)}",
    "openai key": lambda r: r.choice(["sk-proj-", "sk-"]) + _pick(r, _ALNUM + "_-", r.choice([48, 64])),
    "anthropic key": lambda r: "sk-ant-api03-" + _pick(r, _ALNUM + "_-", 80),
    "google api key": lambda r: "AIza" + _pick(r, _ALNUM + "_-", 35),
    "huggingface token": lambda r: "hf_" + _pick(r, _ALNUM, 34),
    "pin": lambda r: str(r.randrange(1000, 999999)),
    "sentry dsn": lambda r: f"https://{_pick(r, '0123456789abcdef', 32)}@o{r.randrange(10**5, 10**6)}.ingest.sentry.io/"
                            f"{r.randrange(10**6, 10**7)}",
    "sql server connection": lambda r: (f"Server=tcp:{r.choice(_WORDS)}.database.windows.net,1433;User ID=sa;"
                                       f"Password={_password(r)};Encrypt=True"),
    "digitalocean token": lambda r: "dop_v1_" + _pick(r, "0123456789abcdef", 64),
    "shopify token": lambda r: r.choice(["shpat_", "shpss_"]) + _pick(r, "0123456789abcdef", 32),
    "docker auth": lambda r: '{"auths": {"registry.example.com": {"auth": "' + base64.b64encode(
        f"{r.choice(_WORDS)}:{_password(r)}".encode()).decode() + '"}}}',
}

def _benign_values() -> dict[str, Callable[[random.Random], str]]:
    hexd = "0123456789abcdef"
    return {
        "git sha": lambda r: _pick(r, hexd, r.choice([7, 12, 40])),
        "uuid": lambda r: "-".join(_pick(r, hexd, n) for n in (8, 4, 4, 4, 12)),
        "sha256": lambda r: _pick(r, hexd, 64),
        "md5": lambda r: _pick(r, hexd, 32),
        "version": lambda r: f"{r.randrange(30)}.{r.randrange(40)}.{r.randrange(60)}" + r.choice(["", "-rc1", "+build.7", ".post1"]),
        "build id": lambda r: r.choice([f"build-2026{r.randrange(10, 13)}{r.randrange(10, 29)}-{r.randrange(1000, 9999)}",
                                        f"{r.randrange(10**6, 10**8)}", f"ci-{_pick(r, hexd, 8)}"]),
        "identifier": lambda r: r.choice(["get_user_by_email", "DatabaseConnectionPoolFactory", "TIERED_MEMORY_EMBEDDER",
                                          "handleOAuthCallbackRedirect", "api_token_ttl_seconds", "PasswordResetController",
                                          "MAX_PASSWORD_LENGTH", "secret_manager_client", "AuthTokenRefresher",
                                          "kube-system", "useAccessTokenQuery", "ENABLE_SECRET_SCANNING"]),
        "image base64": lambda r: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + _pick(r, _ALNUM + "+/", 60) + "==",
        "isbn": lambda r: r.choice(["978-0-13-468599-1", "978-1-4919-5017-9", "0-596-52068-9", "978-4-87311-778-2",
                                    "978-7-115-54608-1", "978-89-6626-315-3", "9780262046305"]),
        "phone": lambda r: r.choice([f"+1 415 555 {r.randrange(1000, 9999)}", f"+44 20 7946 {r.randrange(1000, 9999)}",
                                     f"138-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}",
                                     f"090-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}",
                                     f"010-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}"]),
        "order number": lambda r: r.choice([f"#{r.randrange(10**5, 10**7)}", f"ORD-{r.randrange(10**6, 10**8)}",
                                            f"{r.randrange(100, 999)}-{r.randrange(10**6, 10**7)}-{r.randrange(10**6, 10**7)}"]),
        "tracking number": lambda r: r.choice([f"1Z{_pick(r, string.ascii_uppercase + string.digits, 16)}",
                                               f"{r.randrange(10**11, 10**12)}"]),
        "docker digest": lambda r: "sha256:" + _pick(r, hexd, 64),
        "pod name": lambda r: f"{r.choice(_WORDS)}-api-{_pick(r, hexd, 10)}-{_pick(r, string.ascii_lowercase + string.digits, 5)}",
        "arn": lambda r: f"arn:aws:iam::{r.randrange(10**11, 10**12)}:role/{r.choice(_WORDS)}-deploy",
        "plain url": lambda r: r.choice([f"postgres://localhost:5432/{r.choice(_WORDS)}", "redis://localhost:6379/0",
                                         f"https://github.com/{r.choice(_WORDS)}/{r.choice(_WORDS)}",
                                         f"https://{r.choice(_WORDS)}.example.com/docs?page={r.randrange(9)}",
                                         f"mongodb://db{r.randrange(9)}.internal:27017/app"]),
        "non-secret env": lambda r: r.choice([f"DB_HOST=db{r.randrange(9)}.internal", f"API_TIMEOUT={r.randrange(5, 90)}",
                                              "LOG_LEVEL=debug", f"PORT={r.randrange(3000, 9000)}",
                                              "PASSWORD_MIN_LENGTH=12", "TOKEN_TTL=3600", "SECRET_BACKEND=vault",
                                              "API_KEY_HEADER=X-Api-Key", "AUTH_TOKEN_PATH=/run/secrets/token"]),
        "date and time": lambda r: f"2026-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}T{r.randrange(24):02d}:"
                                   f"{r.randrange(60):02d}:00Z",
        "ip and port": lambda r: f"10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(256)}:{r.randrange(1024, 65535)}",
        "slack id": lambda r: r.choice(["C", "U", "T"]) + _pick(r, string.ascii_uppercase + string.digits, 10),
        "aws account id": lambda r: str(r.randrange(10**11, 10**12)),
        "word list": lambda r: " ".join(r.sample(["python", "rust", "docker", "kubernetes", "terraform", "react",
                                                  "postgres", "redis", "nginx", "grafana", "kafka", "celery", "django",
                                                  "fastapi", "pytest", "numpy", "pandas", "linux"], 12)),
        "tx hash": lambda r: "0x" + _pick(r, hexd, 64),
        "file path": lambda r: r.choice(["/etc/nginx/sites-enabled/default", "~/.ssh/config", "~/.aws/credentials",
                                         "C:\\Users\\me\\AppData\\Roaming\\npm", "/run/secrets/db_password",
                                         "./config/secrets.example.yaml", "~/.netrc"]),
    }


BENIGN_VALUES = _benign_values()

def _dealt(templates: list[tuple[str, str]], split: int, rotation: int) -> list[tuple[str, str]]:
    """This split's templates: alternate ones, the phase rotated per kind so every language is in both splits."""
    return [t for i, t in enumerate(templates) if (i + rotation) % 2 == split]


def _items(split: int) -> list[dict]:
    rng = random.Random(7919 + split)
    out: list[dict] = []
    for k, (kind, templates) in enumerate(SECRET_TEMPLATES.items()):
        for lang, template in _dealt(templates, split, k):
            for _ in range(PER_TEMPLATE):
                value = VALUES[kind](rng)
                out.append({"text": template.format(v=value), "secret": True, "kind": kind, "lang": lang, "value": value})
    for k, (kind, templates) in enumerate(BENIGN_TEMPLATES.items()):
        for lang, template in _dealt(templates, split, k):
            for _ in range(PER_TEMPLATE):
                out.append({"text": template.format(v=BENIGN_VALUES[kind](rng)), "secret": False, "kind": kind, "lang": lang})
    for lang, text in BENIGN_PROSE[split::2]:
        out.append({"text": text, "secret": False, "kind": "security prose", "lang": lang})
    return out


def write(directory: Path = DATA_DIR) -> dict[str, int]:
    """Write both splits; returns the number of lines per split."""
    counts = {}
    for name, split in SPLITS.items():
        items = _items(split)
        path = directory / f"secrets_{name}.jsonl"
        path.write_text("".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items), encoding="utf-8")
        counts[name] = len(items)
    return counts


if __name__ == "__main__":
    print(write())
