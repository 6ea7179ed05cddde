"""The worker's mirror of the hot files: a secret-bearing entry is kept sealed (kind, redacted text, the real
text's hash), never verbatim; a verbatim row from an older install is sealed by the next reconcile."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tiered_memory.shared.safety import looks_secret
from tiered_memory.shared.text import content_hash
from tiered_memory.worker.mirror import mirror_text, resealed, stamp
from tiered_memory.worker.reconcile import reconcile

from support.worker_home import make_side
from test_worker_migration import service_for

SECRET = "Deploy with GH_TOKEN=ghp_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78"
VALUE = "ghp_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78"


@pytest.fixture
def side(tmp_path, monkeypatch):
    return make_side(tmp_path, monkeypatch)


def test_a_stamped_secret_entry_keeps_the_real_texts_hash_and_a_sealed_text() -> None:
    meta = stamp("memory", SECRET, 1.0)
    assert meta.content_hash == content_hash(SECRET)
    assert VALUE not in meta.text and looks_secret(meta.text) == "github token"


def test_a_benign_entry_is_mirrored_verbatim() -> None:
    text = "Use pnpm, not npm, in the frontend repo."
    assert stamp("memory", text, 1.0).text == text == mirror_text(text)


def test_a_sealed_row_or_a_move_in_progress_is_not_resealed() -> None:
    meta = stamp("memory", SECRET, 1.0)
    assert resealed(meta) is None
    assert resealed(replace(meta, text=SECRET, moving=True, cold_id=3)) is None


def test_reconcile_seals_a_verbatim_row_left_by_an_older_install(side) -> None:
    side.home.joinpath("memories").mkdir(exist_ok=True)
    side.home.joinpath("memories", "MEMORY.md").write_text(SECRET, encoding="utf-8")
    service = service_for(side.home)
    store = service.ctx.store
    store.put_hot_entry(replace(stamp("memory", SECRET, 1.0), text=SECRET))   # as the old worker wrote it
    assert store.get_hot_entry("memory", SECRET).text == SECRET
    reconcile(service.ctx, "memory", now=2.0)
    row = store.get_hot_entry("memory", SECRET)
    assert row is not None and VALUE not in row.text and looks_secret(row.text) == "github token"
    service.ctx.store.close()   # the last connection checkpoints the WAL into cold.db
    data = service.ctx.paths.data_dir
    assert [p.name for p in data.iterdir() if p.is_file() and VALUE.encode() in p.read_bytes()] == []
    assert side.entries() == [SECRET]   # the entry itself stays hot, as written
