"""A long message's second dense view: its head beside its tail, embedded side by side, the two lists merged."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest

from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.recall import FusionParams, dense_query, dense_views, merge_views, recall
from tiered_memory.shared.store import ColdStore, NewMemory
from tiered_memory.shared.text import head_view, token_cost

DIALOGUE = ('<BOD>\n<Bart>: "Guess what, I am going to perform a magic trick at the New Year\'s Eve party!"\n'
            + '<Assistant>: "That sounds wonderful, tell me more about the evening and who will be there."\n' * 6
            + '<Bart>: "I really want to make that evening very special for everyone."')
TWO_VIEWS = FusionParams(head_tokens=16.0, head_view="notags")


@pytest.fixture(scope="module")
def builtin() -> BuiltinEmbedder:
    return BuiltinEmbedder()


def test_a_long_message_gets_its_tail_and_its_head_a_short_one_only_itself() -> None:
    views = dense_views(DIALOGUE, TWO_VIEWS)
    assert views[0] == dense_query(DIALOGUE, TWO_VIEWS) and DIALOGUE.endswith(views[0])
    assert views[1].startswith("Guess what, I am going to perform a magic") and token_cost(views[1]) <= 16.0
    assert dense_views("Where does Bart perform his magic trick?", TWO_VIEWS) == [
        "Where does Bart perform his magic trick?"]
    assert dense_views(DIALOGUE, FusionParams(head_tokens=0.0)) == [dense_query(DIALOGUE)]


def test_the_notags_head_drops_speaker_tags_and_the_plain_head_only_their_brackets() -> None:
    assert "Bart" not in head_view(DIALOGUE, 16.0, "notags") and "BOD" not in head_view(DIALOGUE, 16.0, "notags")
    assert head_view(DIALOGUE, 16.0, "plain").startswith("BOD Bart Guess what")
    with pytest.raises(ValueError, match="unknown head view 'middle'"):
        head_view(DIALOGUE, 16.0, "middle")


def test_merged_views_rank_by_reciprocal_rank_summed_over_views_and_keep_each_memorys_best_cosine() -> None:
    tail = [(1, 0.9), (2, 0.8), (3, 0.7)]
    head = [(3, 0.95), (4, 0.85), (1, 0.6)]
    merged = merge_views([tail, head], 5.0, 10)
    # 1: 1/6 + 1/8, 3: 1/8 + 1/6 (tie: the better cosine, 0.95, first), 2: 1/7, 4: 1/7 (tie: cosine 0.85 > 0.8)
    assert merged == [(3, 0.95), (1, 0.9), (4, 0.85), (2, 0.8)]
    assert merge_views([tail], 5.0, 2) == tail[:2]


def test_two_views_embedded_side_by_side_equal_each_view_embedded_alone(builtin: BuiltinEmbedder) -> None:
    views = dense_views(DIALOGUE, TWO_VIEWS)
    alone = np.stack([builtin.embed_query(view) for view in views])
    for _ in range(5):
        together = builtin.embed_views(views, timeout=30.0)
        assert together.shape == (2, builtin.dim)
        assert np.allclose(together, alone, atol=1e-5)


def test_side_by_side_views_and_passages_on_other_threads_give_the_same_vectors(builtin: BuiltinEmbedder) -> None:
    passages = [f"Memory number {i} is about the tent, the flights and the budget." for i in range(16)]
    expected = builtin.embed_passages(passages)
    views = dense_views(DIALOGUE, TWO_VIEWS)
    got: list[np.ndarray] = []
    writer = threading.Thread(target=lambda: got.append(builtin.embed_passages(passages)))
    writer.start()
    together = [builtin.embed_views(views, timeout=30.0) for _ in range(3)]
    writer.join()
    assert np.allclose(got[0], expected, atol=1e-5)
    assert all(np.allclose(t, together[0], atol=1e-5) for t in together)


def test_recall_of_a_long_message_ranks_its_dense_leg_by_both_views_merged(tmp_path: Path,
                                                                           builtin: BuiltinEmbedder) -> None:
    facts = ["Bart performed a magic trick at the New Year's Eve party and everyone clapped.",
             "Bart planted tomatoes in the garden with his grandmother.",
             "Bart's favourite food is condensed milk toast.",
             "The next school trip goes to the science museum."]
    message = ('<Bart>: "Remember my magic trick at the New Year\'s Eve party?"\n'
               + '<Assistant>: "Of course, tell me everything that happened afterwards."\n' * 5
               + '<Bart>: "So then what do you think I should do next time?"')
    views = dense_views(message, TWO_VIEWS)
    with ColdStore(tmp_path / "cold.db", embedder=builtin) as store:
        store.add_many([NewMemory(f) for f in facts])
        result = recall(store, message, mode="dense", params=TWO_VIEWS)
        lists = [store.dense_search(builtin.embed_query(view), builtin.model_id, 100) for view in views]
    assert len(views) == 2
    assert result.ids == [key for key, _ in merge_views(lists, TWO_VIEWS.views_rrf_k, 100)]
    assert result.query_vector is not None and float(result.query_vector @ builtin.embed_query(views[0])) > 0.999


def test_a_view_embedded_beside_equals_it_embedded_alone_and_none_is_started_while_that_thread_is_busy(
        builtin: BuiltinEmbedder) -> None:
    from tiered_memory.shared.embedders import builtin as engine

    head = dense_views(DIALOGUE, TWO_VIEWS)[1]
    assert np.allclose(builtin.embed_beside(head).result(timeout=30), builtin.embed_query(head), atol=1e-5)
    busy = engine._side_worker.submit(lambda: engine._encode_on_worker(["a long pasted log line " * 200] * 3, False))
    skipped = builtin.embed_beside(head)
    busy.result(timeout=120)
    assert skipped.cancelled()
    assert builtin.embed_beside(head).result(timeout=30).shape == (builtin.dim,)
