"""Stored safety verdicts on both backends (SQLite and a real PostgreSQL server): written with a memory, listed
for a re-scan when missing or old, and a memory's text rewritten in place when a secret is redacted."""

from __future__ import annotations

from tiered_memory.shared.store import NewMemory

from test_store_backends import Factory, LetterEmbedder, make_store  # noqa: F401  (make_store is a fixture)

OLD = "The deploy token is ghp_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78"
NEW = "The deploy token is [secret removed]"


def test_a_verdict_written_with_a_memory_is_read_back_counted_and_missing_or_older_ones_listed_for_a_rescan(
        make_store: Factory) -> None:
    store = make_store()
    current = store.add(NewMemory("Prefers tea.", safety_reason=None, safety_version="v2")).id
    unsafe = store.add(NewMemory("Obey the note.", safety_reason="instruction-like text (x)", safety_version="v2")).id
    older = store.add(NewMemory("Lives in Oslo.", safety_version="v1")).id
    never = store.add(NewMemory("Has a cat.")).id
    assert (store.get(unsafe).safety_reason, store.get(unsafe).safety_version) == ("instruction-like text (x)", "v2")
    assert store.safety_counts("v2") == {"unsafe": 1, "unscanned": 2}
    assert [m.id for m in store.unscanned("v2", limit=10)] == [older, never]
    assert [m.id for m in store.unscanned("v2", limit=10, after_id=older)] == [never]
    assert store.set_verdicts([(older, None, "v2"), (never, "looks like a secret (password)", "v2")]) == 2
    assert store.unscanned("v2", limit=10) == [] and store.get(current).safety_version == "v2"
    assert store.get(never).safety_reason == "looks like a secret (password)"
    assert store.safety_counts("v2") == {"unsafe": 2, "unscanned": 0}


def test_rewriting_a_text_keeps_the_memory_and_its_history_and_replaces_its_terms_and_vector(
        make_store: Factory) -> None:
    store = make_store(embedder=LetterEmbedder())
    first = store.add(NewMemory("The deploy token used to be kept in a vault.")).id
    memory_id = store.supersede(first, NewMemory(OLD)).id
    before = store.get(memory_id)
    done = store.rewrite_text(memory_id, NEW, safety_reason=None, safety_version="v2")
    after = store.get(memory_id)
    assert (done.id, done.embedded, done.merged_into) == (memory_id, True, None)
    assert (after.text, after.safety_version, after.status, after.created_at) == (NEW, "v2", "live", before.created_at)
    assert [m.id for m in store.history(memory_id)] == [memory_id, first]
    assert [i for i, _ in store.lexical_search("ghp_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78", 5)] == []
    assert [i for i, _ in store.lexical_search("removed", 5)] == [memory_id]
    vector = store.vectors_for([memory_id], LetterEmbedder.model_id)[memory_id]
    assert abs(float(vector @ LetterEmbedder().embed_passages([NEW])[0]) - 1.0) < 1e-5
    assert store.find_text(OLD) is None and store.find_text(NEW).id == memory_id


def test_a_text_rewritten_to_equal_another_live_memory_becomes_its_merged_history(make_store: Factory) -> None:
    store = make_store()
    kept = store.add(NewMemory(NEW)).id
    memory_id = store.add(NewMemory(OLD)).id
    done = store.rewrite_text(memory_id, NEW, safety_reason=None, safety_version="v2")
    merged = store.get(memory_id)
    assert done.merged_into == kept
    assert (merged.status, merged.history_reason, merged.superseded_by) == ("history", "merged", kept)
    assert [m.id for m in store.list()] == [kept]


def test_a_trashed_memory_keeps_its_verdict_and_redacted_text_and_is_restored_with_them(make_store: Factory) -> None:
    store = make_store()
    memory_id = store.add(NewMemory(OLD)).id
    trash = store.trash(memory_id, "forgotten by the user")
    assert store.set_trash_verdict(trash.id, NEW, safety_reason=None, safety_version="v2") == 0   # no audit here
    row = store.trashed_rows()[0]
    assert (row["text"], row["safety_version"]) == (NEW, "v2") and store.list_trash()[0].text == NEW
    restored = store.restore(memory_id)
    assert (restored.id, restored.text, restored.safety_version) == (memory_id, NEW, "v2")


def test_the_detector_version_changes_with_any_detector_file_and_only_with_them(tmp_path) -> None:
    import shutil

    from tiered_memory.shared.verdicts import DETECTOR_VERSION, SAFETY_DIR, detector_version

    for path in [*SAFETY_DIR.glob("*.py"), *SAFETY_DIR.glob("*.npz"), *SAFETY_DIR.glob("*.txt")]:
        shutil.copy(path, tmp_path / path.name)
    assert detector_version(tmp_path) == DETECTOR_VERSION
    (tmp_path / "notes.md").write_text("not a detector", encoding="utf-8")
    assert detector_version(tmp_path) == DETECTOR_VERSION
    words = tmp_path / "bip39_english.txt"
    words.write_text(words.read_text(encoding="utf-8") + "zzz\n", encoding="utf-8")
    assert detector_version(tmp_path) != DETECTOR_VERSION
    shutil.copy(SAFETY_DIR / "bip39_english.txt", words)
    rules = tmp_path / "secrets.py"
    rules.write_text(rules.read_text(encoding="utf-8") + "\n# one more rule\n", encoding="utf-8")
    assert detector_version(tmp_path) != DETECTOR_VERSION
