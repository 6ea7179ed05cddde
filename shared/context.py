"""Conversation context: a memory stored beside a recalled one, in the same moment, shares its evidence.

A conversation imported turn by turn (a transcript, LoCoMo's dialogue turns) spreads one fact
over neighbouring memories: the question is asked in one turn and answered in the next, which
shares few words with the question. So a memory written right after (or before, or two turns
from) a well-recalled memory, under the same `event_time` to the minute, gets a share of that
memory's fused score. Memories without an event time (what the worker writes from the hot
tier), or with a date alone (a day holds many unrelated facts), have no neighbours here, so
for them recall is unchanged. Weights were chosen out of fold on the dev sets (BENCHMARKS.md,
"LoCoMo: conversation context").
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping, Protocol, Sequence

_MOMENT = re.compile(r"^\s*\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")   # a date with a time of day

Ranked = list[tuple[Any, dict[str, float]]]


class ContextWeights(Protocol):
    """The FusionParams fields this module reads."""

    context_after: float    # share of a hit's score given to the memory right after it (its reply)
    context_before: float   # … to the memory right before it
    context_two: float      # … to the memories two away (the one between in the same moment too)
    context_top: int        # hits: the fused top this many


class Reader(Protocol):
    def event_times(self, ids: Iterable[int], *, statuses: Sequence[str], target: str | None,
                    as_of: float | None) -> dict[int, str | None]: ...


def enabled(params: ContextWeights) -> bool:
    return params.context_top > 0 and any((params.context_after, params.context_before, params.context_two))


def is_moment(event_time: str | None) -> bool:
    """An event time that names a moment of a conversation (date and time of day), not just a day."""
    return bool(event_time) and _MOMENT.match(str(event_time)) is not None


def with_context(ranked: Ranked, moments: Mapping[Any, str | None], params: ContextWeights) -> Ranked:
    """`ranked` (fuse_ranking's evidence, best first) re-ranked with the context shares.

    `moments` maps memory ids to their event time; only ids in it (in scope) take part. Keys are
    consecutive integers in write order. Evidence gains "context" (the share added); a neighbour
    neither leg found enters with its share alone. Equal scores keep their fused order."""
    gains: dict[Any, float] = {}
    for hit, evidence in ranked[:params.context_top]:
        moment = moments.get(hit)
        if not is_moment(moment):
            continue
        for step, (near, far) in ((1, (params.context_after, params.context_two)),
                                  (-1, (params.context_before, params.context_two))):
            if moments.get(hit + step) != moment:
                continue
            if near:
                gains[hit + step] = gains.get(hit + step, 0.0) + near * evidence["fused"]
            if far and moments.get(hit + 2 * step) == moment:
                gains[hit + 2 * step] = gains.get(hit + 2 * step, 0.0) + far * evidence["fused"]
    if not gains:
        return ranked
    place = {key: i for i, (key, _) in enumerate(ranked)}
    merged = {key: dict(evidence) for key, evidence in ranked}
    for key, gain in gains.items():
        evidence = merged.setdefault(key, {"fused": 0.0})
        evidence["fused"] += gain
        evidence["context"] = gain
    return sorted(merged.items(), key=lambda item: (-item[1]["fused"], place.get(item[0], len(place)), item[0]))


def add_context(store: Reader, ranked: Ranked, params: ContextWeights, statuses: Sequence[str],
                target: str | None, as_of: float | None) -> Ranked:
    """`with_context` over the store: one light read of the top hits' and their neighbours' event
    times, in the legs' scope (`ColdStore.event_times`)."""
    hits = [key for key, _ in ranked[:params.context_top]]
    wanted = {hit + step for hit in hits for step in (-2, -1, 0, 1, 2)}
    moments = store.event_times(sorted(wanted), statuses=statuses, target=target, as_of=as_of)
    return with_context(ranked, moments, params)
