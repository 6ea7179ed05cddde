"""Prefetch of a long message: its tail and its head are both embedded and searched; a short message has one view."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tiered_memory.plugin import prefetch
from tiered_memory.plugin.dedup import SessionLedger
from tiered_memory.plugin.prefetch import run_prefetch
from tiered_memory.plugin.runtime import Runtime
from tiered_memory.shared.config import Paths, Settings
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.recall import dense_views, merge_views
from tiered_memory.shared.store import ColdStore, NewMemory

FACTS = ["Bart performed a magic trick at the New Year's Eve party and everyone clapped.",
         "Bart planted tomatoes in the garden with his grandmother.",
         "Bart's favourite food is condensed milk toast.",
         "The next school trip goes to the science museum."]
LONG = ('<Bart>: "Remember my magic trick at the New Year\'s Eve party?"\n'
        + '<Assistant>: "Of course, tell me everything that happened afterwards."\n' * 8
        + '<Bart>: "So then what do you think I should do next time?"')


@pytest.fixture(scope="module")
def runtime(tmp_path_factory: pytest.TempPathFactory) -> Runtime:
    home = Path(tmp_path_factory.mktemp("home"))
    with ColdStore(Paths(home).cold_db, embedder=BuiltinEmbedder()) as store:
        store.add_many([NewMemory(f, target="user") for f in FACTS])
    runtime = Runtime(Paths(home), Settings(embedder="builtin", worker=False), start_worker=False)
    runtime.warm_now()
    return runtime


def test_a_long_messages_prefetch_searches_with_its_tail_and_its_head_merged(runtime: Runtime,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prefetch, "HEAD_LATE_S", None)   # wait for the head however loaded the machine is
    views = dense_views(LONG)
    outcome = run_prefetch(runtime, LONG, SessionLedger("long"), budget_s=30.0)
    assert len(views) == 2 and outcome.record["dense_views"] == 2 and outcome.recall is not None
    builtin = BuiltinEmbedder()
    store = runtime.store()
    assert store is not None
    lists = [store.dense_search(builtin.embed_query(view), builtin.model_id, 50) for view in views]
    merged = [key for key, _ in merge_views(lists, 5.0, 50)]
    dense_order = [c.memory.id for c in sorted((c for c in outcome.recall.candidates if c.dense_rank is not None),
                                                key=lambda c: c.dense_rank or 0)]
    assert dense_order == merged[:len(dense_order)]
    assert outcome.recall.query_vector is not None
    assert float(outcome.recall.query_vector @ builtin.embed_query(views[0])) > 0.999


def test_a_short_messages_prefetch_embeds_it_once(runtime: Runtime) -> None:
    outcome = run_prefetch(runtime, "What did Bart do at the New Year's Eve party?", SessionLedger("short"),
                           budget_s=30.0)
    assert outcome.record["dense_views"] == 1
    assert outcome.recall is not None and np.asarray(outcome.recall.query_vector).shape == (384,)
