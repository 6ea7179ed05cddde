"""From ranked candidates to the injected top 5: dedup, backfill, relevance gate, render — and why each was dropped.

Pure: takes recall's ranked candidates plus the evidence at hand (cosines, hot entries,
the session ledger) and returns the block and a verdict for every candidate. Prefetch,
`python -m tiered_memory recall` and the benchmark all go through `select`.

Order per candidate, in rank order: forgotten → secret → instruction-like (the worker's stored verdict of the
current detector version; a fresh scan only for a memory without one) → already injected this session →
already in MEMORY.md/USER.md → repeats a memory chosen above → no evidence at all (below
the floor) → eligible. The first `top` eligible ones are chosen (dropped ones are thus
backfilled from further down the ranking). The relevance gate then asks whether any
eligible candidate shows the query is about the store at all; if none does, nothing is
injected. Finally the chosen ones are rendered under the character cap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Collection, Sequence

import numpy as np

from ..shared.recall import Candidate
from ..shared.store import Memory
from ..shared.text import has_cjk
from ..shared.verdicts import verdict_of
from .dedup import Fingerprint, HotEntry, HotSnapshot, SessionLedger, duplicate_reason, hot_duplicate
from .evidence import Evidence, GateProfile, above_floor, evidence_for, gate_terms, median_cosine, supporting_rule
from .render import BLOCK_CHARS, render_block

TOP = 5

# Verdicts, in the order they are tried.
INJECTED = "injected"
FORGOTTEN = "forgotten"
SECRET = "secret"
UNSAFE = "unsafe"
SESSION_DUP = "session-dup"
HOT_DUP = "hot-dup"
REPEAT = "repeat"
WEAK = "below-floor"
GATE = "gate"
BEYOND_TOP = "beyond-top"
CAP = "cap"


@dataclass
class Decision:
    """One candidate's fate, with the evidence behind it."""

    memory: Memory
    rank: int
    score: float
    lexical_rank: int | None
    dense_rank: int | None
    evidence: Evidence
    verdict: str = ""
    detail: str = ""
    support: str | None = None
    scanned: bool = False   # no current stored verdict: the detectors ran on it this turn

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.memory.id,
            "rank": self.rank,
            "text": self.memory.text,
            "score": round(self.score, 6),
            "lexical_rank": self.lexical_rank,
            "dense_rank": self.dense_rank,
            "cosine": None if self.evidence.cosine is None else round(self.evidence.cosine, 4),
            "matched_terms": list(self.evidence.matched),
            "support": self.support,
            "verdict": self.verdict,
            "detail": self.detail,
            "scanned": self.scanned,
        }


@dataclass
class Selection:
    """What to inject and why."""

    block: str
    injected: list[Memory]
    decisions: list[Decision]
    gate: str
    why_empty: str | None = None
    profile: GateProfile | None = None
    terms: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for decision in self.decisions:
            out[decision.verdict] = out.get(decision.verdict, 0) + 1
        return out


@dataclass
class SelectionInputs:
    """The evidence `select` may use besides the candidates themselves."""

    profile: GateProfile
    cosines: dict[int, float] = field(default_factory=dict)      # query cosine per memory id
    vectors: dict[int, np.ndarray] = field(default_factory=dict)  # passage vector per memory id
    model: str | None = None                                       # the model of `cosines` / `vectors`
    hot_entries: list[HotEntry] = field(default_factory=list)
    hot: HotSnapshot | None = None                                 # for hot-entry vectors
    ledger: SessionLedger | None = None
    forgotten: Collection[int] = ()
    top: int = TOP
    max_chars: int = BLOCK_CHARS


def _unsafe(decision: Decision, inputs: SelectionInputs, *, scan: bool = True) -> tuple[str, str] | None:
    """(verdict, detail) when the memory must stay out of every prompt: its stored verdict of the current
    detector version, else (`scan`) a fresh scan — only memories stored before verdicts or since a detector
    change cost one. `scan=False` trusts only a stored verdict (for candidates that are never rendered)."""
    memory = decision.memory
    verdict = verdict_of(memory, scan_missing=False)
    if verdict is None and scan:
        verdict = verdict_of(memory, vector=inputs.vectors.get(memory.id), model_id=inputs.model)
        decision.scanned = True
    if verdict is None or not verdict.unsafe:
        return None
    return (SECRET if verdict.secret else UNSAFE), f"{verdict.reason}; never injected"


def _screen(decision: Decision, fingerprint: Fingerprint, chosen: list[tuple[Decision, Fingerprint]],
            inputs: SelectionInputs, *, safety: bool = True) -> tuple[str, str] | None:
    """(verdict, detail) when the candidate is dropped before the gate, else None.

    `safety=False` skips the (costly) scan of a memory without a current stored verdict: for candidates
    below the top ones already chosen, which are never rendered (`_supporters` scans them if they are needed)."""
    memory = decision.memory
    if memory.id in inputs.forgotten:
        return FORGOTTEN, "forgotten with tiered_memory_forget in this process"
    unsafe = _unsafe(decision, inputs, scan=safety)
    if unsafe:
        return unsafe
    if inputs.ledger is not None:
        seen = inputs.ledger.seen(memory.id, fingerprint)
        if seen:
            return SESSION_DUP, seen
    if inputs.hot_entries:
        vector = inputs.vectors.get(memory.id)
        dup = hot_duplicate(fingerprint, vector, inputs.model, inputs.profile.hot_duplicate,
                            inputs.hot_entries, inputs.hot)
        if dup:
            return HOT_DUP, dup
    for earlier, earlier_print in chosen:
        reason = duplicate_reason(fingerprint, earlier_print)
        if reason:
            return REPEAT, f"{reason} of #{earlier.memory.id}, chosen above"
    if not above_floor(decision.evidence, inputs.profile):
        floor = inputs.profile.floor
        detail = "no query term and no cosine" if decision.evidence.cosine is None or floor is None else \
            f"no query term and cosine {decision.evidence.cosine:.3f} < {floor:.3f}"
        return WEAK, detail
    return None


def _supporters(eligible: list[tuple[Decision, Fingerprint]], inputs: SelectionInputs) -> list[Decision]:
    """The eligible candidates that show the query is about stored memories; one below the top
    counts only once it passes the safety scan it skipped (an unsafe memory never opens the gate)."""
    chosen = [d for d, _ in eligible[:inputs.top] if d.support]
    return chosen or [d for d, _ in eligible[inputs.top:] if d.support and _unsafe(d, inputs) is None]


def _decide(query: str, candidates: Sequence[Candidate], inputs: SelectionInputs
            ) -> tuple[list[str], list[Decision], list[tuple[Decision, Fingerprint]]]:
    """(gate terms, a decision per candidate, the eligible ones in rank order): every drop before the gate."""
    terms = gate_terms(query)
    cjk = has_cjk(query)
    # The median of what the searches found: a memory that came in only beside a hit (conversation context) is no
    # sample of how close this query's candidates typically are, and its lower cosine would inflate every margin.
    median = median_cosine([inputs.cosines[c.memory.id] for c in candidates
                            if c.memory.id in inputs.cosines and (c.lexical_rank or c.dense_rank)])
    decisions: list[Decision] = []
    eligible: list[tuple[Decision, Fingerprint]] = []
    for rank, candidate in enumerate(candidates, start=1):
        memory = candidate.memory
        fingerprint = Fingerprint.of(memory.text)
        ev = evidence_for(terms, memory.text, inputs.cosines.get(memory.id), cjk=cjk, median=median,
                          stems=fingerprint.terms)
        decision = Decision(memory, rank, candidate.score, candidate.lexical_rank, candidate.dense_rank, ev)
        decision.support = supporting_rule(ev, inputs.profile)
        decisions.append(decision)
        dropped = _screen(decision, fingerprint, eligible[: inputs.top], inputs, safety=len(eligible) < inputs.top)
        if dropped is not None:
            decision.verdict, decision.detail = dropped
            continue
        eligible.append((decision, fingerprint))
    return terms, decisions, eligible


def _nothing_eligible(decisions: list[Decision], inputs: SelectionInputs, terms: list[str]) -> Selection:
    counts = Selection("", [], decisions, "").counts()
    summary = ", ".join(f"{n} {verdict}" for verdict, n in sorted(counts.items()))
    if WEAK in counts:
        return Selection("", [], decisions, "failed", f"relevance gate: no candidate has a query term or "
                         f"enough cosine ({summary})", inputs.profile, terms)
    return Selection("", [], decisions, "nothing eligible", f"every candidate was dropped ({summary})",
                     inputs.profile, terms)


def select(query: str, candidates: Sequence[Candidate], inputs: SelectionInputs) -> Selection:
    """Dedup, backfill, gate and render the ranked candidates for `query`."""
    terms, decisions, eligible = _decide(query, candidates, inputs)
    chosen = [d for d, _ in eligible[: inputs.top]]
    for decision, _ in eligible[inputs.top:]:
        decision.verdict, decision.detail = BEYOND_TOP, f"eligible, but {inputs.top} better-ranked ones were chosen"
    supporters = _supporters(eligible, inputs)
    if not candidates:
        return Selection("", [], decisions, "no candidates", "no memory matched the query", inputs.profile, terms)
    if not eligible:
        return _nothing_eligible(decisions, inputs, terms)
    if not supporters:
        for decision in chosen:
            decision.verdict, decision.detail = GATE, "no candidate shows the query is about stored memories"
        return Selection("", [], decisions, "failed",
                         f"relevance gate ({inputs.profile.source} profile): query unrelated to every candidate",
                         inputs.profile, terms)
    gate = f"passed: #{supporters[0].memory.id} by {supporters[0].support}"
    block, fitted = render_block([d.memory for d in chosen], max_chars=inputs.max_chars)
    for index, decision in enumerate(chosen):
        if index < fitted:
            decision.verdict = INJECTED
        else:
            decision.verdict, decision.detail = CAP, f"block would exceed {inputs.max_chars} characters"
    injected = [d.memory for d in chosen[:fitted]]
    return Selection(block, injected, decisions, gate, None if injected else "nothing fits the cap",
                     inputs.profile, terms)
