"""Stateful fuzz: Hermes' own `MemoryStore` (hermes-agent 0.19.0) and our `HotFile` take turns writing
one MEMORY.md. After every step both read the same entries, Hermes' drift guard accepts the file, and
the entries are exactly what a model of the two writers predicts (nothing lost, nothing doubled)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from tiered_memory.shared.errors import HotFileError
from tiered_memory.shared.hotfile import HotFile, round_trips

LIMIT = 600
WORDS = ["port", "8443", "tea", "한국어", "简洁", "絵文字", "§", "deploy", "x-y", "done."]
TEXT = st.lists(st.sampled_from(WORDS), min_size=1, max_size=5).map(" ".join)


@pytest.fixture(scope="module")
def memory_md(tmp_path_factory: pytest.TempPathFactory):
    pytest.importorskip("tools.memory_tool", reason="hermes-agent is not installed in this interpreter")
    home = tmp_path_factory.mktemp("fuzz_hotfile_home")
    patch = pytest.MonkeyPatch()
    patch.setenv("HERMES_HOME", str(home))
    (home / "memories").mkdir()
    yield home / "memories" / "MEMORY.md"
    patch.undo()


def test_hermes_and_our_writes_interleaved_keep_one_file_both_read_alike(memory_md) -> None:
    from tools.memory_tool import MemoryStore

    class TwoWriters(RuleBasedStateMachine):
        @initialize()
        def fresh_file(self) -> None:
            memory_md.write_bytes(b"")
            self.hermes = MemoryStore(memory_char_limit=LIMIT, user_char_limit=LIMIT)
            self.ours = HotFile(memory_md, LIMIT, scan_new_entries=False)
            self.model: list[str] = []

        def _fits(self, entries: list[str]) -> bool:
            return len("\n§\n".join(entries)) <= LIMIT

        @rule(text=TEXT)
        def hermes_adds(self, text: str) -> None:
            result = self.hermes.add("memory", text)
            if result.get("success") and text not in self.model:
                self.model.append(text)
            assert bool(result.get("success")) == (text in self.model)

        @rule(text=TEXT)
        def we_append(self, text: str) -> None:
            try:
                added = self.ours.append_entry(text)
            except HotFileError:
                assert not self._fits([*self.model, text]), "a write that fits was refused"
                return
            assert added == (text not in self.model)
            if added:
                self.model.append(text)

        @rule(index=st.integers(0, 20))
        def hermes_removes(self, index: int) -> None:
            if not self.model:
                return
            text = self.model[index % len(self.model)]
            if sum(text in entry for entry in self.model) > 1:
                return   # an ambiguous substring: Hermes refuses it, nothing to model
            assert self.hermes.remove("memory", text).get("success")
            self.model.remove(text)

        @rule(index=st.integers(0, 20), new=TEXT)
        def we_replace(self, index: int, new: str) -> None:
            if not self.model:
                return
            old = self.model[index % len(self.model)]
            expected = [e for e in self.model if e != old] if new in self.model and new != old else \
                [new if e == old else e for e in self.model]
            try:
                assert self.ours.replace_entry(old, new)
            except HotFileError:
                assert not self._fits(expected), "a replace that fits was refused"
                return
            self.model = expected

        @invariant()
        def both_read_the_model(self) -> None:
            if not hasattr(self, "ours"):
                return
            self.hermes.load_from_disk()
            assert self.ours.read() == self.model == self.hermes.memory_entries
            assert round_trips(memory_md.read_text(encoding="utf-8"), LIMIT)
            assert self.hermes._detect_external_drift("memory") is None

    TwoWriters.TestCase.settings = settings(max_examples=25, stateful_step_count=25, deadline=None,
                                            suppress_health_check=[HealthCheck.function_scoped_fixture])
    TwoWriters.TestCase().runTest()
