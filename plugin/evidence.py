"""Relevance evidence for a recalled memory, and the per-embedding-model gate that judges it.

Evidence is how many of the query's content terms the memory contains (light stemming,
request words like "explain" left out), the cosine between query and memory in the
embedder's space, and how far that cosine stands above the median of all candidates.
Cosines do not transfer between models (the builtin e5 puts unrelated text at 0.75-0.85),
so each model gets a `GateProfile`:

* the builtin model's profile was measured on the LoCoMo, MADial and cjk-facts12 dev sets
  against an unrelated-query probe (bench/prefetch.py; BENCHMARKS.md, "Prefetch");
* any other model is calibrated once on a fixed set of question/fact pairs
  (`CALIBRATION_PAIRS`): the thresholds sit at the same relative positions between that
  model's mean unrelated cosine and its median related cosine;
* until a profile exists, only lexical rules apply.
"""

from __future__ import annotations

import json
import logging
import os
import re
import statistics
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Sequence

import numpy as np

from ..shared import private
from ..shared.embedders.base import Embedder
from ..shared.text import query_terms

log = logging.getLogger("tiered_memory.plugin.evidence")

# Words that say what to do with the answer, not what it is about.
REQUEST_WORDS = frozenset(
    """
    explain describe difference differences list tell give show write summarize summarise define definition
    meaning mean means compute calculate solve convert translate example examples please help know remind
    """.split()
)
_HOW_DOES_IT_WORK = re.compile(r"(?i)\bhow\b.*\bworks?\W*$")
_SUFFIXES = ("ing", "ed", "es", "s", "ly")
_NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")


def stem(term: str) -> str:
    """A light suffix-stripping stem, enough to match 'works' with 'work' and 'painted' with 'paint'."""
    for suffix in _SUFFIXES:
        if len(term) > len(suffix) + 2 and term.endswith(suffix):
            return term[: -len(suffix)]
    return term


def term_stems(text: str) -> frozenset[str]:
    """Stemmed content terms of a text (CJK as bigrams)."""
    return frozenset(stem(t) for t in query_terms(text))


def gate_terms(query: str) -> list[str]:
    """The query's content terms that count as topical evidence."""
    terms = [t for t in query_terms(query) if t not in REQUEST_WORDS]
    if _HOW_DOES_IT_WORK.search(query.strip()):
        terms = [t for t in terms if stem(t) != "work"]
    return terms


def numbers(text: str) -> frozenset[str]:
    return frozenset(_NUMBER.findall(text))


@dataclass(frozen=True)
class Evidence:
    """What ties one memory to the query."""

    matched: tuple[str, ...]   # query terms found in the memory
    terms: int                 # the query's gate terms
    cosine: float | None       # query-memory cosine, None without a usable query vector
    cjk: bool = False          # the query has CJK text (bigram terms)
    margin: float | None = None  # cosine minus the median cosine of all candidates (None: too few)

    @property
    def coverage(self) -> float:
        return len(self.matched) / self.terms if self.terms else 0.0


MARGIN_MIN_CANDIDATES = 5


def median_cosine(cosines: Sequence[float]) -> float | None:
    """The typical cosine of this query's candidates; None when there are too few to say."""
    if len(cosines) < MARGIN_MIN_CANDIDATES:
        return None
    return float(statistics.median(cosines))


def evidence_for(terms: Sequence[str], memory_text: str, cosine: float | None, *, cjk: bool = False,
                 median: float | None = None, stems: frozenset[str] | None = None) -> Evidence:
    """The evidence tying one memory to the query (`stems`: the memory's term stems, if already known)."""
    stems = term_stems(memory_text) if stems is None else stems
    matched = tuple(t for t in terms if stem(t) in stems)
    margin = None if cosine is None or median is None else cosine - median
    return Evidence(matched, len(terms), cosine, cjk, margin)


@dataclass(frozen=True)
class GateProfile:
    """Cosine thresholds for one embedding model (None: lexical rules only)."""

    model: str | None
    strong: float | None = None         # cosine alone shows the query is about this memory
    support: float | None = None        # cosine that, with ≥ 2 matched terms (or all of them), shows it
    margin: float | None = None         # … or with one matched term, if it stands this far above the median
    floor: float | None = None          # a memory with no matched term needs this cosine to be injected
    hot_duplicate: float | None = None  # passage cosine at which a memory restates a hot entry
    source: str = "lexical"             # measured | calibrated | lexical
    version: int = 0                    # CALIBRATION_VERSION of a calibrated profile

    def to_json(self) -> dict[str, object]:
        return asdict(self)


LEXICAL_ONLY = GateProfile(model=None)

BUILTIN_MODEL_ID = "builtin:multilingual-e5-small-q4"
# Measured with bench/prefetch.py: LoCoMo, MADial (en, zh) and cjk-facts12 questions against the
# 61-query unrelated probe (bench/prefetch_probe.py) on each of those stores and a 10k-memory store.
BUILTIN_PROFILE = GateProfile(BUILTIN_MODEL_ID, strong=0.855, support=0.80, margin=0.04, floor=0.81,
                              hot_duplicate=0.96, source="measured")
KNOWN_PROFILES = {BUILTIN_MODEL_ID: BUILTIN_PROFILE}

# Relative positions of the thresholds between the mean unrelated cosine (0) and the
# median related cosine (1), taken from the builtin model's measured profile.
_STRONG_AT = 1.085
_SUPPORT_AT = 0.41
_FLOOR_AT = 0.53
_MARGIN_OF_SPREAD = 0.49
CALIBRATION_VERSION = 3   # bump when the rules or the relative positions change: cached profiles are redone
_HOT_DUP_TOWARDS_ONE = 0.75


def supporting_rule(ev: Evidence, profile: GateProfile) -> str | None:
    """Which rule makes this memory evidence that the query is about the store, or None."""
    m = len(ev.matched)
    if ev.cosine is not None and profile.strong is not None and profile.support is not None:
        if ev.cosine >= profile.strong:
            return "cosine"
        if ev.cosine >= profile.support and (m >= 2 or (m >= 1 and m == ev.terms)):
            return "terms+cosine"
        if (ev.cosine >= profile.support and m >= 1 and profile.margin is not None and ev.margin is not None
                and ev.margin >= profile.margin):
            return "term+margin"
        return "terms" if m >= 3 else None
    if m >= 3 or (m >= 2 and (ev.cjk or ev.coverage >= 0.5)) or (m >= 1 and m == ev.terms):
        return "terms"
    return None


def above_floor(ev: Evidence, profile: GateProfile) -> bool:
    """A memory worth injecting once the query passed: a matched term, or enough cosine."""
    if ev.matched:
        return True
    return ev.cosine is not None and profile.floor is not None and ev.cosine >= profile.floor


# -- calibration for models without a measured profile -----------------------------------

CALIBRATION_PAIRS: tuple[tuple[str, str], ...] = (
    ("What does my sister do for a living?", "My sister Maya works as a marine biologist in Lisbon."),
    ("Which editor theme do I like?", "User prefers dark mode in every editor."),
    ("When is my dentist appointment?", "Dentist appointment on March 14 at 9am with Dr. Alvarez."),
    ("What's my dog's name?", "Our golden retriever is called Biscuit."),
    ("Where did we go on holiday last summer?", "Last summer the family spent two weeks hiking in the Dolomites."),
    ("Which database does the billing service use?", "The billing service stores invoices in PostgreSQL 15."),
    ("What am I allergic to?", "User is allergic to peanuts and shellfish."),
    ("What language am I learning?", "User has been studying Japanese for a year, currently at JLPT N4."),
    ("Who is my manager?", "User reports to Priya Raman, head of platform engineering."),
    ("What's my favourite band?", "User's favourite band is Radiohead; saw them live in 2017."),
    ("How do I like my coffee?", "User drinks coffee black, no sugar, one cup each morning."),
    ("What car do I drive?", "User drives a blue 2019 Subaru Outback."),
    ("When is my wife's birthday?", "Wife Elena's birthday is on 2 September."),
    ("Which city do I live in?", "User lives in Rotterdam, near the Kralingse Plas."),
    ("What sport do I play on weekends?", "User plays five-a-side football every Saturday morning."),
    ("What did the doctor say about my knee?", "Orthopedist said the knee pain is a mild meniscus strain; physio twice a week."),
    ("What's the deadline for the grant proposal?", "Grant proposal for the ocean sensors project is due 30 June."),
    ("Which laptop do I use for work?", "Work laptop is a ThinkPad X1 Carbon running Fedora."),
    ("What are my kids' names?", "User's children are Noah (8) and Lea (5)."),
    ("What book am I reading now?", "Currently reading 'The Left Hand of Darkness' by Ursula K. Le Guin."),
)


def profile_from_cosines(model: str, unrelated_mean: float, related_median: float) -> GateProfile:
    """Place the thresholds between a model's unrelated mean and related median as for the builtin model."""
    spread = related_median - unrelated_mean
    if spread <= 0.005:
        log.warning("calibration of %s cannot tell related from unrelated text (spread %.4f); lexical gate only",
                    model, spread)
        return GateProfile(model, source="lexical")
    return GateProfile(
        model,
        strong=round(unrelated_mean + _STRONG_AT * spread, 4),
        support=round(unrelated_mean + _SUPPORT_AT * spread, 4),
        margin=round(_MARGIN_OF_SPREAD * spread, 4),
        floor=round(unrelated_mean + _FLOOR_AT * spread, 4),
        hot_duplicate=round(related_median + _HOT_DUP_TOWARDS_ONE * (1.0 - related_median), 4),
        source="calibrated",
        version=CALIBRATION_VERSION,
    )


def calibrate(embedder: Embedder, *, timeout: float | None = None) -> GateProfile:
    """Embed the calibration pairs and derive the model's profile (raises EmbedderError)."""
    questions = embedder.embed_queries([q for q, _ in CALIBRATION_PAIRS], timeout=timeout)
    facts = embedder.embed_passages([f for _, f in CALIBRATION_PAIRS], timeout=timeout)
    sims = questions @ facts.T
    related = np.diag(sims)
    unrelated = sims[~np.eye(len(CALIBRATION_PAIRS), dtype=bool)]
    return profile_from_cosines(embedder.model_id, float(unrelated.mean()), float(statistics.median(related)))


class ProfileCache:
    """Calibrated profiles per model id, kept in `$HERMES_HOME/tiered_memory/calibration.json`."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def load(self, model: str) -> GateProfile | None:
        if model in KNOWN_PROFILES:
            return KNOWN_PROFILES[model]
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            log.warning("ignoring unreadable calibration file %s: %s", self.path, exc)
            return None
        entry = data.get(model) if isinstance(data, dict) else None
        if not isinstance(entry, dict):
            return None
        try:
            profile = GateProfile(**entry)
        except TypeError as exc:
            log.warning("ignoring calibration entry for %s in %s: %s", model, self.path, exc)
            return None
        return profile if profile.version == CALIBRATION_VERSION else None

    def save(self, profile: GateProfile) -> None:
        if profile.model is None:
            return
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            data = data if isinstance(data, dict) else {}
        except (FileNotFoundError, ValueError):
            data = {}
        data[profile.model] = profile.to_json()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        private.make_private(tmp)   # our files are 0600 whatever the umask
        os.replace(tmp, self.path)
