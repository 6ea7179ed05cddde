"""A memory's safety verdict: scanned once by the worker, stored with the detector version, trusted per turn.

The worker scans a text when it writes it to cold and stores `(reason, version)` with the
memory (`NewMemory.safety_reason` / `safety_version`); maintenance re-scans memories whose
verdict is missing or from another detector version. The plugin trusts a stored verdict of
the current version and scans only the others, so a turn whose candidates all carry a current
verdict runs no detector and loads no detector model.

This module is the one door to the detectors for stored verdicts (`scan`, `Verdict`, `DETECTOR_VERSION`).
"""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

SAFETY_DIR = Path(__file__).resolve().parent / "safety"


def detector_version(folder: Path = SAFETY_DIR) -> str:
    """A digest of the detectors' code, weights and word lists (`shared/safety/*.py`, `*.npz`, `*.txt`): any change
    to a rule, a cue list, a word list or a model makes every stored verdict stale, with no version bump to remember."""
    digest = hashlib.sha1()
    for path in sorted([*folder.glob("*.py"), *folder.glob("*.npz"), *folder.glob("*.txt")]):
        digest.update(path.name.encode("utf-8") + b"\0" + path.read_bytes())
    return f"safety-{digest.hexdigest()[:12]}"


# A verdict stored under another version is scanned again (maintenance) and not trusted per turn.
DETECTOR_VERSION = detector_version()

SECRET_PREFIX = "looks like a secret ("
INJECTION_PREFIX = "instruction-like text ("

T = TypeVar("T")


@dataclass(frozen=True)
class Verdict:
    """What the detectors found in one text: a secret's kind, why it reads like an order, or neither."""

    secret: str | None
    injection: str | None
    version: str

    @property
    def unsafe(self) -> bool:
        return bool(self.secret or self.injection)

    @property
    def reason(self) -> str | None:
        """The stored wording: "looks like a secret (KIND)" / "instruction-like text (WHY)", or None when safe."""
        if self.secret:
            return f"{SECRET_PREFIX}{self.secret})"
        if self.injection:
            return f"{INJECTION_PREFIX}{self.injection})"
        return None


def scan(text: str, *, vector: Any = None, model_id: str | None = None, embed: bool = True) -> Verdict:
    """The detectors' verdict on `text`. `vector`/`model_id`: the text's stored passage vector, which a detector may
    reuse; `embed=False` (per-turn callers) never runs an embedder. Without a vector the verdict is cached per text
    (the worker checks, then stamps, the same text)."""
    return _cached(text, embed) if vector is None else _detect(text, vector, model_id, embed)


@functools.lru_cache(maxsize=2048)
def _cached(text: str, embed: bool) -> Verdict:
    return _detect(text, None, None, embed)


def _detect(text: str, vector: Any, model_id: str | None, embed: bool) -> Verdict:
    from .safety import injection_reason, looks_secret   # loaded on the first scan, never for a stored verdict
    from .safety.secret_e5 import learned_secret
    from .safety.secret_withheld import withhold

    secret = looks_secret(text)
    if secret is None:   # the learned stage: only with a vector given or embedded here (never with embed=False)
        secret = learned_secret(text, vector=vector, model_id=model_id, embed=embed)
        if secret is not None:
            withhold(text, secret)   # no span to redact: whatever this process writes of it keeps no text
    injection = None if secret else injection_reason(text, vector=vector, model_id=model_id, embed=embed)
    return Verdict(secret, injection, DETECTOR_VERSION)


def stored(reason: str | None, version: str | None) -> Verdict | None:
    """The verdict a memory carries, when it is of the current detector version; else None (scan it)."""
    if version != DETECTOR_VERSION:
        return None
    if reason is None:
        return Verdict(None, None, version)
    if reason.startswith(SECRET_PREFIX):
        return Verdict(reason[len(SECRET_PREFIX):].removesuffix(")") or "secret", None, version)
    return Verdict(None, reason.removeprefix(INJECTION_PREFIX).removesuffix(")") or reason, version)


def verdict_of(memory: Any, *, scan_missing: bool = True, vector: Any = None, model_id: str | None = None
               ) -> Verdict | None:
    """A memory's current verdict, per turn: the stored one, else a fresh scan that embeds nothing (or None with
    `scan_missing=False`)."""
    found = stored(getattr(memory, "safety_reason", None), getattr(memory, "safety_version", None))
    if found is not None or not scan_missing:
        return found
    return scan(memory.text, vector=vector, model_id=model_id, embed=False)


def stamped(item: T, verdict: Verdict | None = None) -> T:
    """`item` (a NewMemory) carrying the verdict on its text (scanned here when not given)."""
    verdict = verdict or scan(item.text)  # type: ignore[attr-defined]
    return replace(item, safety_reason=verdict.reason, safety_version=verdict.version)  # type: ignore[type-var]
