"""The cold store on real SQLite files: schema, integrity guards, lexical index, trash."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tiered_memory.shared.errors import MemoryNotFound, SchemaTooNewError, StoreCorruptError
from tiered_memory.shared.recall import recall
from tiered_memory.shared.store import MIGRATIONS, ColdStore, NewMemory


def test_a_fresh_store_is_migrated_to_the_latest_schema_and_reopens_with_its_memories(tmp_path: Path) -> None:
    path = tmp_path / "cold.db"
    with ColdStore(path) as store:
        first = store.add(NewMemory("User's name is Alex.", target="user"))
    with ColdStore(path) as store:
        assert store.get(first.id).text == "User's name is Alex."
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_store_written_by_a_newer_version_is_refused_without_any_write(tmp_path: Path) -> None:
    path = tmp_path / "cold.db"
    ColdStore(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(SchemaTooNewError, match="newer than this tiered_memory"):
        ColdStore(path)
    assert path.read_bytes() == before


def test_a_corrupt_database_file_is_reported_by_name_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "cold.db"
    path.write_bytes(b"this is not sqlite at all" * 100)
    before = path.read_bytes()
    with pytest.raises(StoreCorruptError) as info:
        ColdStore(path)
    assert str(path) in str(info.value)
    assert path.read_bytes() == before


def test_a_database_with_a_valid_header_but_garbage_pages_is_reported_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "cold.db"
    with ColdStore(path) as store:
        store.add(NewMemory("something to keep"))
    data = bytearray(path.read_bytes())
    data[16:100] = b"\xff" * 84  # clobber the header fields after the magic string
    path.write_bytes(bytes(data))
    for suffix in ("-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    with pytest.raises(StoreCorruptError) as info:
        ColdStore(path)
    assert str(path) in str(info.value)
    assert path.read_bytes() == bytes(data)


def test_the_same_content_is_stored_once_whatever_its_case_and_spacing(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        first, second, third = store.add_many([
            NewMemory("Deploy target is Fly.io."),
            NewMemory("  deploy   target is fly.io "),
            NewMemory("Deploy target is Fly.io."),
        ])
        assert first.created and not second.created and not third.created
        assert first.id == second.id == third.id
        assert store.count() == 1


def test_english_queries_find_memories_through_stemming(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        target = store.add(NewMemory("Caroline went running with her dogs every morning")).id
        store.add(NewMemory("Melanie paints sunsets on weekends"))
        result = recall(store, "does she still run with the dog?", mode="lexical")
    assert result.ids[0] == target
    assert result.candidates[0].lexical_rank == 1


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Redis 비밀번호 환경변수가 빠져 있어서 NOAUTH 오류가 난다.", "비밀"),
        ("Redis 비밀번호 환경변수가 빠져 있어서 NOAUTH 오류가 난다.", "환경변수"),
        ("Redis 密码环境变量缺失，导致 NOAUTH 错误。", "密码"),
        ("认证服务在周一迁移到了新集群。", "认证"),
        ("来週は釜山に出張する予定です。", "釜山"),
        ("Redis のパスワード環境変数が欠けているため NOAUTH エラーが発生する。", "環境"),
    ],
)
def test_two_character_korean_chinese_and_japanese_words_are_found_lexically(
        tmp_path: Path, text: str, word: str) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        wanted = store.add(NewMemory(text)).id
        store.add(NewMemory("The user prefers green tea over coffee."))
        store.add(NewMemory("사용자는 커피보다 녹차를 좋아한다. 用户喜欢绿茶。お茶が好き。"))
        result = recall(store, word, mode="lexical")
    assert result.ids[:1] == [wanted]


def test_a_trashed_memory_is_not_recalled_and_comes_back_under_its_old_id(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        memory_id = store.add(NewMemory("The staging database runs on port 5433")).id
        entry = store.trash(memory_id, reason="forget tool")
        assert entry.text == "The staging database runs on port 5433"
        assert recall(store, "staging database port", mode="lexical").ids == []
        with pytest.raises(MemoryNotFound):
            store.get(memory_id)
        restored = store.restore(memory_id)
        assert restored.id == memory_id
        assert recall(store, "staging database port", mode="lexical").ids == [memory_id]
        assert store.list_trash() == []


def test_a_superseded_fact_keeps_its_history_and_only_the_new_value_is_live(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        old = store.add(NewMemory("The API listens on port 8080")).id
        new = store.supersede(old, NewMemory("The API listens on port 8443")).id
        history = store.get(old)
        assert history.status == "history" and history.superseded_by == new and history.valid_to
        assert recall(store, "API port", mode="lexical").ids == [new]
        both = recall(store, "API port", mode="lexical", statuses=("live", "history")).ids
        assert sorted(both) == sorted([old, new])


def test_writes_without_an_embedder_are_stored_lexical_only_with_the_reason(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        result = store.add(NewMemory("Lexical only please"))
        assert result.created and not result.embedded
        assert result.reason == "no embedder configured"
        found = recall(store, "lexical")
    assert found.mode == "lexical" and found.degraded == "no embedder configured"


def test_restoring_a_memory_whose_text_was_stored_again_keeps_a_single_copy(tmp_path: Path) -> None:
    with ColdStore(tmp_path / "cold.db") as store:
        first = store.add(NewMemory("The cat is called Miso")).id
        store.trash(first, reason="forget tool")
        again = store.add(NewMemory("The cat is called Miso")).id
        restored = store.restore(first)
        assert restored.id == again
        assert store.count() == 1 and store.list_trash() == []


def test_a_write_that_fails_halfway_is_rolled_back_and_leaves_the_store_usable(tmp_path: Path) -> None:
    import numpy as np

    from tiered_memory.shared.errors import StoreError

    with ColdStore(tmp_path / "cold.db") as store:
        first = store.add(NewMemory("The cat is called Miso"), embed=False).id
        vectors = np.eye(2, 4, dtype=np.float32)
        with pytest.raises(StoreError):   # the second id names no memory: the foreign key fails mid-transaction
            store.import_vectors("m", [first, first + 1000], vectors)
        assert store.stored_models() == {} and store.vectors_for([first], "m") == {}
        assert store.add(NewMemory("still writable")).created
        assert store.import_vectors("m", [first], vectors[:1]) == 1


def test_korean_particles_and_japanese_inflections_are_not_query_terms() -> None:
    from tiered_memory.shared.text import query_terms

    korean = query_terms("사용자는 어떤 컴퓨터를 써?")
    assert "사용" in korean and "자는" not in korean
    japanese = query_terms("ユーザーはどれくらい走っている？")
    assert "走っ" in japanese and "いる" not in japanese and "てい" not in japanese
    assert query_terms("认证服务为什么失败") [:2] == ["认证", "证服"]


def test_a_schema_another_process_migrated_after_this_one_looked_is_not_migrated_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a fresh HERMES_HOME: Hermes' plugin and the worker it just spawned open status.db together
    from tiered_memory.shared import db

    path = tmp_path / "cold.db"
    late = db.connect(path)
    ColdStore(path).close()                      # the other process migrates the file ...
    real = db.schema_version
    reads: list[int] = []

    def stale_first_read(conn: sqlite3.Connection, at: Path) -> int:
        reads.append(1)
        return 0 if len(reads) == 1 else real(conn, at)   # ... after this one read version 0

    monkeypatch.setattr(db, "schema_version", stale_first_read)
    try:
        assert db.migrate(late, path, MIGRATIONS) == len(MIGRATIONS)
    finally:
        late.close()
    with ColdStore(path) as store:
        assert store.add(NewMemory("still one schema")).created


def test_garbage_pages_found_by_a_query_raise_store_corrupt_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "cold.db"
    with ColdStore(path) as store:
        store.add_many([NewMemory(f"memory number {i} about topic {i % 7} " + "padding " * 40) for i in range(400)])
        assert store.count() == 400
    data = bytearray(path.read_bytes())
    page = 8192
    for start in range(page * 3, len(data) - page, page):   # leave the header and the schema page
        data[start:start + page] = b"\xa5" * page
    path.write_bytes(bytes(data))
    with ColdStore(path) as store:
        with pytest.raises(StoreCorruptError) as info:
            store.list()
    assert str(path) in str(info.value)


def test_a_closed_store_raises_store_error_not_a_raw_sqlite_error(tmp_path: Path) -> None:
    from tiered_memory.shared.errors import StoreError

    store = ColdStore(tmp_path / "cold.db")
    store.close()
    with pytest.raises(StoreError) as info:
        store.count()
    assert not isinstance(info.value, sqlite3.Error)
    assert str(tmp_path / "cold.db") in str(info.value)
