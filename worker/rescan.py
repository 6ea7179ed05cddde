"""Cold memories scanned again when the detectors change: a secret is redacted in place, hostile text marked.

Memories stored before verdicts existed, or under another detector version (`shared/verdicts.py`),
are scanned in bounded batches by maintenance, each batch committed on its own. What is found:

* **a secret**: the text is redacted in the cold store itself (`rewrite_text`: same id, type,
  history links and counts; new terms and vector; the old text leaves the FTS index on the next
  compaction, the vectors, the audit as a purge redacts it, and sessions.db), with an audit record;
  a trashed memory's restorable copy is redacted the same way (`set_trash_verdict`);
* **instruction-like text**: the verdict is stored, so the memory is never recalled into a prompt,
  with a `marked_unsafe` audit record (and the pass's count in `status`);
* **nothing**: the verdict is stored, so prefetch trusts it and never scans the memory again.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from ..shared.store import Memory
from ..shared.verdicts import DETECTOR_VERSION, Verdict, scan
from .context import WorkerContext

log = logging.getLogger("tiered_memory.worker.rescan")

RESCAN_BATCH = 200         # memories per transaction
RESCAN_BUDGET_S = 10.0     # seconds of scanning per pass (at ~1.5 ms a text: ~6,000 memories); the rest next tick


def rescan(ctx: WorkerContext, now: float, *, budget_s: float = RESCAN_BUDGET_S,
           batch: int = RESCAN_BATCH) -> dict[str, Any]:
    """Scan memories without a verdict of the current detector version (at least one batch per pass, more
    within `budget_s`); returns the counts for the maintenance report."""
    counts = {"version": DETECTOR_VERSION, "scanned": 0, "redacted": 0, "marked_unsafe": 0}
    deadline = time.monotonic() + budget_s
    after = 0
    while True:
        memories = ctx.store.unscanned(DETECTOR_VERSION, limit=batch, after_id=after)
        if not memories:
            rescan_trash(ctx, now, counts)
            counts["done"] = True
            return counts
        verdicts: list[tuple[int, str | None, str]] = []
        model = ctx.store.model_id
        vectors = ctx.store.vectors_for([m.id for m in memories], model) if model else {}
        for memory in memories:   # a stored passage vector spares a detector that reuses it an embedding
            verdict, text = scan(memory.text, vector=vectors.get(memory.id), model_id=model), memory.text
            if verdict.secret:
                verdict, text = redact(ctx, memory, verdict, now)
                counts["redacted"] += 1
            else:
                verdicts.append((memory.id, verdict.reason, verdict.version))
            if verdict.injection:
                _mark_unsafe(ctx, memory, text, verdict, now)
                counts["marked_unsafe"] += 1
        ctx.store.set_verdicts(verdicts)
        counts["scanned"] += len(memories)
        after = memories[-1].id
        if time.monotonic() >= deadline:
            counts["done"] = False
            return counts


def redact(ctx: WorkerContext, memory: Memory, verdict: Verdict, now: float) -> tuple[Verdict, str]:
    """Remove the secret from the stored memory (in place, nothing else of it lost); returns the new text and
    its verdict."""
    from .maintenance import forget_in_sessions

    text, after = _redacted(memory.text, verdict)
    rewrite = ctx.store.rewrite_text(memory.id, text, safety_reason=after.reason, safety_version=after.version)
    forget_in_sessions(ctx, [memory.id])
    detail: dict[str, Any] = {"detector": verdict.version, "kind": verdict.secret, "embedded": rewrite.embedded,
                              "audit_redacted": rewrite.audit_redacted}
    if rewrite.merged_into is not None:
        detail["merged_into"] = rewrite.merged_into
    ctx.store.record_audit(ctx.run_id, "redacted", memory.target, text,
                           f"{verdict.reason} found by a newer detector; the secret was removed from the stored text",
                           memory_id=memory.id, detail=detail, at=now)
    ctx.diagnostics.incr("worker.redacted_secret")
    log.warning("cold memory #%s held a %s the detector that stored it missed; redacted", memory.id, verdict.secret)
    return after, text


def rescan_trash(ctx: WorkerContext, now: float, counts: dict[str, Any]) -> None:
    """Trashed memories (restorable for the retention period) get a verdict too; a secret is redacted in the row."""
    from .maintenance import forget_in_sessions

    for row in ctx.store.trashed_rows():
        if row.get("safety_version") == DETECTOR_VERSION:
            continue
        text = str(row["text"])
        verdict = scan(text)
        if verdict.secret:
            text, after = _redacted(text, verdict)
            redacted = ctx.store.set_trash_verdict(row["trash_id"], text, safety_reason=after.reason,
                                                   safety_version=after.version)
            forget_in_sessions(ctx, [int(row["id"])])
            ctx.store.record_audit(ctx.run_id, "redacted", str(row["target"]), text,
                                   f"{verdict.reason} found by a newer detector in a trashed memory; the secret was "
                                   "removed from its restorable copy", memory_id=int(row["id"]),
                                   detail={"detector": verdict.version, "audit_redacted": redacted}, at=now)
            counts["redacted"] += 1
        else:
            ctx.store.set_trash_verdict(row["trash_id"], text, safety_reason=verdict.reason,
                                        safety_version=verdict.version)
        counts["scanned"] += 1


def _redacted(text: str, verdict: Verdict) -> tuple[str, Verdict]:
    """`text` without the secret `verdict` found, and the new text's verdict."""
    from ..shared.safety import redact_secrets

    redacted = redact_secrets(text)
    after = scan(redacted)
    if after.secret:   # the redaction left a secret the detector still sees: keep only what it was
        redacted = f"[text removed: it held a {verdict.secret}]"
        after = scan(redacted)
    return redacted, after


def _mark_unsafe(ctx: WorkerContext, memory: Memory, text: str, verdict: Verdict, now: float) -> None:
    """A memory now read as a planted order: its verdict keeps it out of every prompt; say so in the audit."""
    if memory.safety_reason == verdict.reason:
        return   # already marked by an older version for the same reason: no second record
    ctx.store.record_audit(ctx.run_id, "marked_unsafe", memory.target, text,
                           f"{verdict.reason} found by a newer detector; never recalled into a prompt",
                           memory_id=memory.id, detail={"detector": verdict.version}, at=now)
    ctx.diagnostics.incr("worker.marked_unsafe")
