"""Hybrid recall on real SQLite with the real builtin embedder and loopback embedding servers."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Callable

import pytest

from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.embedders.ollama_backend import OllamaEmbedder
from tiered_memory.shared.recall import recall
from tiered_memory.shared.store import ColdStore, NewMemory

FACTS = [
    "The user is allergic to peanuts.",
    "The staging database runs PostgreSQL 14 on port 5433.",
    "Deploys go to Fly.io from the main branch every Friday.",
    "The user's daughter Mia starts primary school in September.",
    "Backups of the photo library are kept on a Hetzner storage box.",
]


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def builtin() -> BuiltinEmbedder:
    return BuiltinEmbedder()


def store_with(path: Path, embedder, facts=FACTS) -> tuple[ColdStore, dict[str, int]]:
    store = ColdStore(path, embedder=embedder)
    results = store.add_many([NewMemory(text) for text in facts])
    return store, {text: r.id for text, r in zip(facts, results)}


def test_a_paraphrase_with_no_shared_word_is_found_by_the_dense_leg_alone(tmp_path: Path, builtin) -> None:
    store, ids = store_with(tmp_path / "cold.db", builtin)
    with store:
        assert store.lexical_search("which foods should I avoid when I cook dinner for them?", 20) == []
        result = recall(store, "which foods should I avoid when I cook dinner for them?")
    assert result.mode == "dense"
    assert result.ids[0] == ids["The user is allergic to peanuts."]
    assert result.candidates[0].legs == ("dense",)


def test_fusion_keeps_lexical_evidence_in_the_top_five(tmp_path: Path, builtin) -> None:
    store, ids = store_with(tmp_path / "cold.db", builtin)
    with store:
        result = recall(store, "port 5433")
        top = result.candidates[0]
    assert top.memory.id == ids["The staging database runs PostgreSQL 14 on port 5433."]
    assert set(top.legs) == {"lexical", "dense"}
    assert result.mode == "hybrid" and result.degraded is None
    assert top.explain()["lexical"]["rank"] == 1


def test_an_unreachable_embedding_server_gives_lexical_results_and_says_why(
        tmp_path: Path, loopback_embed_server: Callable) -> None:
    url, _server = loopback_embed_server()
    store, ids = store_with(tmp_path / "cold.db", OllamaEmbedder(host=url))
    with store:
        dead = OllamaEmbedder(host=f"http://127.0.0.1:{closed_port()}")
        result = recall(store, "staging database port", embedder=dead, embed_timeout=2.0)
    assert result.mode == "lexical"
    assert result.ids[0] == ids["The staging database runs PostgreSQL 14 on port 5433."]
    assert "EmbedderUnavailable" in (result.degraded or "")


def test_a_slow_embedding_server_gives_lexical_results_after_the_timeout(
        tmp_path: Path, loopback_embed_server: Callable) -> None:
    url, server = loopback_embed_server()
    embedder = OllamaEmbedder(host=url)
    store, ids = store_with(tmp_path / "cold.db", embedder)
    server.options.delay_s = 3.0
    with store:
        result = recall(store, "staging database port", embedder=embedder, embed_timeout=0.3)
    assert result.mode == "lexical"
    assert "EmbedderTimeout" in (result.degraded or "")
    assert result.ids[0] == ids["The staging database runs PostgreSQL 14 on port 5433."]


def test_vectors_of_the_wrong_dimension_are_refused_and_recall_stays_lexical(
        tmp_path: Path, loopback_embed_server: Callable) -> None:
    url, server = loopback_embed_server()
    store, ids = store_with(tmp_path / "cold.db", OllamaEmbedder(host=url))
    server.options.dim = 128
    with store:
        result = recall(store, "staging database port", embedder=OllamaEmbedder(host=url))
    assert result.mode == "lexical"
    assert "EmbedderDimensionError" in (result.degraded or "")
    assert result.ids[0] == ids["The staging database runs PostgreSQL 14 on port 5433."]


def test_a_write_during_a_dimension_fault_is_stored_lexical_only_and_backfilled_later(
        tmp_path: Path, loopback_embed_server: Callable) -> None:
    url, server = loopback_embed_server()
    embedder = OllamaEmbedder(host=url)
    store, _ids = store_with(tmp_path / "cold.db", embedder)
    with store:
        server.options.dim = 128
        store.embedder = OllamaEmbedder(host=url)
        written = store.add(NewMemory("The office wifi is called Nebula"))
        assert written.created and not written.embedded and "128" in (written.reason or "")
        assert store.pending_vectors() == 1
        server.options.dim = None
        store.embedder = OllamaEmbedder(host=url)
        assert store.backfill_vectors() == 1
        assert store.pending_vectors() == 0
        assert recall(store, "office wifi name").ids[0] == written.id


def test_a_change_of_embedding_model_is_detected_and_vectors_are_not_mixed(
        tmp_path: Path, builtin, loopback_embed_server: Callable) -> None:
    url, _server = loopback_embed_server()
    store, ids = store_with(tmp_path / "cold.db", builtin)
    with store:
        other = OllamaEmbedder(host=url)
        result = recall(store, "staging database port", embedder=other)
        assert result.mode == "lexical"
        assert "not mixing models" in (result.degraded or "")
        assert builtin.model_id in (result.degraded or "") and other.model_id in (result.degraded or "")
        assert store.stored_models() == {builtin.model_id: len(FACTS)}
        store.embedder = other
        assert store.pending_vectors() == len(FACTS)
        assert store.backfill_vectors() == len(FACTS)
        assert store.stored_models() == {builtin.model_id: len(FACTS), other.model_id: len(FACTS)}
        again = recall(store, "which foods should I avoid when I cook dinner for them?", embedder=other)
    assert again.mode == "dense" and again.model == other.model_id
    assert again.ids[0] == ids["The user is allergic to peanuts."]


def test_the_vec0_backend_ranks_exactly_like_the_numpy_backend(tmp_path: Path, builtin) -> None:
    numpy_store, _ = store_with(tmp_path / "cold.db", builtin)
    numpy_store.close()
    queries = ["peanuts", "where are backups", "school", "deploy schedule", "database port"]
    with ColdStore(tmp_path / "cold.db", embedder=builtin, vector_backend="numpy") as store:
        expected = [recall(store, q, mode="dense").ids for q in queries]
    with ColdStore(tmp_path / "cold.db", embedder=builtin, vector_backend="vec0") as store:
        assert store.index.name == "vec0"
        assert [recall(store, q, mode="dense").ids for q in queries] == expected
        added = store.add(NewMemory("The car needs new winter tyres before November.")).id
        assert recall(store, "winter tyres for the car", mode="dense").ids[0] == added


def test_the_dense_leg_never_returns_superseded_history_unless_asked(tmp_path: Path, builtin) -> None:
    store, ids = store_with(tmp_path / "cold.db", builtin)
    with store:
        old = ids["The staging database runs PostgreSQL 14 on port 5433."]
        new = store.supersede(old, NewMemory("The staging database runs PostgreSQL 16 on port 5434.")).id
        live = recall(store, "staging database version and port", mode="dense", k=len(FACTS) + 1).ids
        everything = recall(store, "staging database version and port", mode="dense", k=len(FACTS) + 1,
                            statuses=("live", "history")).ids
    assert new in live and old not in live
    assert old in everything and new in everything


def test_a_read_only_store_uses_vec0_when_its_index_is_complete_and_numpy_when_it_lags(
        tmp_path: Path, builtin) -> None:
    path = tmp_path / "cold.db"
    with ColdStore(path, embedder=builtin, vector_backend="vec0") as writer:
        writer.add_many([NewMemory(text) for text in FACTS])
    with ColdStore(path, embedder=builtin, vector_backend="vec0", readonly=True) as reader:
        assert reader.index.name == "vec0"
        assert recall(reader, "peanuts", mode="dense").ids
    with ColdStore(path, embedder=builtin) as numpy_writer:  # writes vectors without touching vec0
        numpy_writer.add(NewMemory("The car needs new winter tyres before November."))
    with ColdStore(path, embedder=builtin, vector_backend="vec0", readonly=True) as reader:
        assert reader.index.name == "numpy"
        assert recall(reader, "winter tyres for the car", mode="dense").ids[0] == reader.count()
