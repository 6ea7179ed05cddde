"""Long user messages for the prefetch benchmark: English and Chinese dialogue, code and log pastes (deterministic).

English and Chinese messages are MADial dev dialogue contexts (`--long-data` files), joined
until each reaches its target length; code/log messages are synthetic pastes (a traceback,
log lines, a config or a function) with a question before or after them. Targets cycle
through LENGTHS, so every language covers 600–4,000 characters alike.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ..shared.text import cjk_share, query_terms
from .retrieval import StoreData, format_table

LENGTHS = (600, 1000, 2000, 4000)
SEED = 12
LANGS = ("en", "zh", "code")

_QUESTIONS = (
    "Why does this fail after the upgrade?",
    "Can you tell me what is wrong here and how to fix it?",
    "What changed since last week that could cause this?",
    "Is this the same error we saw on the staging box?",
)
_SERVICES = ("billing", "auth", "search", "ingest", "gateway", "scheduler")
_FILES = ("app/main.py", "app/db/session.py", "workers/queue.py", "lib/http/client.py", "services/cache.py")


def _traceback(rng: random.Random) -> str:
    frames = "\n".join(f'  File "/srv/{rng.choice(_FILES)}", line {rng.randint(10, 900)}, in '
                       f"{rng.choice(['run', 'handle', 'connect', 'fetch', '_retry', 'commit'])}\n"
                       f"    {rng.choice(['result = self.pool.get(timeout=5)', 'conn.execute(sql, args)', 'return await client.send(req)'])}"
                       for _ in range(rng.randint(3, 7)))
    error = rng.choice(["TimeoutError: pool exhausted after 5.0 s", "ConnectionResetError: [Errno 104] peer reset",
                        "KeyError: 'tenant_id'", "sqlite3.OperationalError: database is locked"])
    return f"Traceback (most recent call last):\n{frames}\n{error}\n"


def _log(rng: random.Random) -> str:
    lines = []
    for i in range(rng.randint(6, 14)):
        level = rng.choice(["INFO", "INFO", "WARN", "ERROR", "DEBUG"])
        lines.append(f"2026-03-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{i:02d}:{rng.randint(0, 59):02d}Z "
                     f"{level} {rng.choice(_SERVICES)}[{rng.randint(100, 9999)}] "
                     f"{rng.choice(['request done', 'retrying upstream', 'slow query', 'cache miss', 'worker restarted'])} "
                     f"id={rng.getrandbits(48):012x} ms={rng.randint(1, 5000)}")
    return "\n".join(lines) + "\n"


def _config(rng: random.Random) -> str:
    service = rng.choice(_SERVICES)
    return (f"[{service}]\nhost = 10.0.{rng.randint(0, 255)}.{rng.randint(1, 254)}\nport = {rng.randint(1024, 65000)}\n"
            f"workers = {rng.randint(1, 32)}\ntimeout_s = {rng.randint(1, 120)}\n"
            f"database_url = postgresql://{service}@db-{rng.randint(1, 9)}:5432/{service}\n")


def _function(rng: random.Random) -> str:
    name = rng.choice(["load_settings", "sync_accounts", "rotate_keys", "merge_reports"])
    return (f"def {name}(path: str, *, retries: int = {rng.randint(1, 5)}) -> dict:\n"
            f"    for attempt in range(retries):\n        try:\n            with open(path) as handle:\n"
            f"                return json.load(handle)\n        except OSError as exc:\n"
            f"            log.warning('attempt %d failed: %s', attempt, exc)\n            time.sleep({rng.random():.2f})\n"
            f"    raise RuntimeError('gave up on ' + path)\n")


def code_paste(target: int, rng: random.Random) -> str:
    """A paste of about `target` characters with a question before or after it."""
    parts: list[str] = []
    while sum(len(p) for p in parts) < target:
        parts.append(rng.choice((_traceback, _log, _config, _function))(rng))
    question = rng.choice(_QUESTIONS)
    paste = "".join(parts)[: target - len(question) - 1]
    return f"{question}\n{paste}" if rng.random() < 0.3 else f"{paste}\n{question}"


def _joined(texts: Sequence[str], target: int, start: int) -> str:
    out, i = "", start
    while len(out) < target and texts:
        out = (out + "\n" + texts[i % len(texts)]).strip()
        i += 1
    return out[:max(target, 600)]


def long_messages(stores: Sequence[StoreData], per_lang: int) -> list[tuple[str, str]]:
    """(lang, message) pairs: `per_lang` each of en, zh (from the stores' queries) and code."""
    rng = random.Random(SEED)
    by_lang = {lang: [q["text"] for s in stores if s.lang == lang for q in s.queries] for lang in ("en", "zh")}
    out: list[tuple[str, str]] = []
    for i in range(per_lang):
        target = LENGTHS[i % len(LENGTHS)]
        for lang, texts in by_lang.items():
            if texts:
                out.append((lang, _joined(texts, target, (i * 7) % len(texts))))
        out.append(("code", code_paste(target, rng)))
    return out


def lang_of(text: str) -> str:
    """The language label of a short query: cjk when mostly CJK, else en."""
    return "cjk" if cjk_share(query_terms(text)) > 0.5 else "en"


def interleave(short: Sequence[str], long: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """(label, message): the short queries with the long messages spread evenly among them, so
    both see the same machine load; labels "short" and "long-<lang>"."""
    out: list[tuple[str, str]] = [("short", q) for q in short]
    step = max(1, len(out) // max(1, len(long)))
    for i, (lang, text) in enumerate(long):
        out.insert(min(len(out), i * (step + 1)), (f"long-{lang}", text))
    return out


def length_table(by_length: dict[str, Any]) -> str:
    """Short vs long messages: prefetch wall time per label (ms)."""
    order = ["short", "short-en", "short-cjk", "long", *(f"long-{lang}" for lang in LANGS)]
    rows = [[label, by_length[label]["p50"], by_length[label]["p95"], by_length[label]["p99"], by_length[label]["n"]]
            for label in order if label in by_length]
    return format_table(["messages", "p50", "p95", "p99", "n"], rows)
