"""A real HTTP embedding server on 127.0.0.1 speaking Ollama's and OpenAI's protocols, backed by the builtin model."""

from __future__ import annotations

import contextlib
import json
import logging
import re
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Iterator

import numpy as np

from tiered_memory.shared.embedders.builtin import BuiltinEmbedder

log = logging.getLogger("tiered_memory.tests.loopback_embed_server")

DEFAULT_MODELS = ("qwen3-embedding:0.6b", "text-embedding-3-small")
_QWEN_INSTRUCTION = re.compile(r"^Instruct:.*?\nQuery: ?", re.S)


@dataclass
class ServerOptions:
    """Knobs a test may change at any time, also between two calls."""

    models: set[str] = field(default_factory=lambda: set(DEFAULT_MODELS))
    delay_s: float = 0.0               # sleep before answering any request
    dim: int | None = None             # truncate every vector to this many values
    fail_status: int | None = None     # answer every request with this HTTP status
    malformed: bool = False            # answer embed requests with 200 and a body that is not JSON
    api_key: str | None = None         # /v1 requires "Authorization: Bearer <api_key>"
    reverse_data: bool = False         # /v1 lists data items in reverse order (clients must sort by index)


class LoopbackEmbedServer(ThreadingHTTPServer):
    """Counts what it is asked; `stop()` releases handlers still sleeping in a delay."""

    daemon_threads = True

    def __init__(self, options: ServerOptions) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.options = options
        self.embedder = BuiltinEmbedder()
        self.requests: Counter[str] = Counter()   # "POST /api/embed" -> count
        self.texts_embedded = 0
        self.stopping = threading.Event()
        self._count_lock = threading.Lock()
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"

    def count(self, method: str, path: str) -> int:
        with self._count_lock:
            return self.requests[f"{method} {path}"]

    def record(self, method: str, path: str, texts: int = 0) -> None:
        with self._count_lock:
            self.requests[f"{method} {path}"] += 1
            self.texts_embedded += texts

    def start(self) -> None:
        self._thread = threading.Thread(target=lambda: self.serve_forever(poll_interval=0.05), name="loopback-embed-server", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self.stopping.set()
        self.shutdown()
        self.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def vectors(self, texts: list[tuple[str, bool]]) -> list[list[float]]:
        """(text, is_query) pairs -> vectors from the real builtin model, truncated if asked."""
        out: list[np.ndarray | None] = [None] * len(texts)
        for is_query in (True, False):
            indices = [i for i, (_, q) in enumerate(texts) if q is is_query]
            if not indices:
                continue
            batch = [texts[i][0] for i in indices]
            rows = self.embedder.embed_queries(batch) if is_query else self.embedder.embed_passages(batch)
            for i, row in zip(indices, rows):
                out[i] = row
        limit = self.options.dim
        return [[float(x) for x in (row if limit is None else row[:limit])] for row in out if row is not None]

    def knows(self, model: str) -> bool:
        return model in self.options.models or f"{model}:latest" in self.options.models


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out in two writes; no 40 ms delayed-ACK stall
    server: LoopbackEmbedServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        log.debug("%s " + format, self.address_string(), *args)

    # -- plumbing -----------------------------------------------------------------------

    def _send_json(self, status: int, payload: Any) -> None:
        self._send_raw(status, json.dumps(payload).encode("utf-8"), "application/json")

    def _send_raw(self, status: int, body: bytes, content_type: str) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError) as exc:
            log.debug("client went away before the answer (%s): %s", self.path, exc)
            self.close_connection = True

    def _read_json(self) -> Any:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        return json.loads(raw or b"null")

    def _before_answer(self, texts: int = 0) -> bool:
        """Count, delay, and apply a forced failure; False when the answer has been sent already."""
        self.server.record(self.command, self.path, texts)
        options = self.server.options
        if options.delay_s and self.server.stopping.wait(options.delay_s):
            self.close_connection = True
            return False
        if options.fail_status is not None:
            self._send_json(options.fail_status, {"error": f"forced failure {options.fail_status}"})
            return False
        return True

    # -- routes -------------------------------------------------------------------------

    def do_GET(self) -> None:  # noqa: N802 - stdlib naming
        if not self._before_answer():
            return
        if self.path == "/api/tags":
            self._send_json(200, {"models": [_tag(name) for name in sorted(self.server.options.models)]})
        elif self.path == "/api/version":
            self._send_json(200, {"version": "0.6.5"})
        else:
            self._send_json(404, {"error": "not found"})

    def do_POST(self) -> None:  # noqa: N802 - stdlib naming
        try:
            body = self._read_json()
        except ValueError as exc:
            self.server.record(self.command, self.path)
            self._send_json(400, {"error": f"invalid JSON: {exc}"})
            return
        if self.path == "/api/embed":
            self._ollama_embed(body if isinstance(body, dict) else {})
        elif self.path == "/v1/embeddings":
            self._openai_embed(body if isinstance(body, dict) else {})
        else:
            self.server.record(self.command, self.path)
            self._send_json(404, {"error": "not found"})

    def _ollama_embed(self, body: dict[str, Any]) -> None:
        inputs = _as_list(body.get("input"))
        if not self._before_answer(len(inputs or [])):
            return
        model = str(body.get("model", ""))
        if not self.server.knows(model):
            self._send_json(404, {"error": f'model "{model}" not found, try pulling it first'})
            return
        if inputs is None:
            self._send_json(400, {"error": "invalid input type"})
            return
        if self.server.options.malformed:
            self._send_raw(200, b"<html>not an embedding</html>", "text/html")
            return
        started = time.perf_counter_ns()
        pairs = [(_QWEN_INSTRUCTION.sub("", text), True) if _QWEN_INSTRUCTION.match(text) else (text, False)
                 for text in inputs]
        vectors = self.server.vectors(pairs)
        self._send_json(200, {
            "model": model,
            "embeddings": vectors,
            "total_duration": time.perf_counter_ns() - started,
            "load_duration": 0,
            "prompt_eval_count": sum(len(text.split()) for text in inputs),
        })

    def _openai_embed(self, body: dict[str, Any]) -> None:
        inputs = _as_list(body.get("input"))
        if not self._before_answer(len(inputs or [])):
            return
        options = self.server.options
        if options.api_key is not None and self.headers.get("Authorization") != f"Bearer {options.api_key}":
            self._send_json(401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error",
                                            "code": "invalid_api_key"}})
            return
        model = str(body.get("model", ""))
        if not self.server.knows(model):
            self._send_json(404, {"error": {"message": f"The model `{model}` does not exist",
                                            "type": "invalid_request_error", "code": "model_not_found"}})
            return
        if inputs is None:
            self._send_json(400, {"error": {"message": "input must be a string or a list of strings",
                                            "type": "invalid_request_error"}})
            return
        if options.malformed:
            self._send_raw(200, b"<html>not an embedding</html>", "text/html")
            return
        pairs = [(text.removeprefix("query: "), text.startswith("query: ")) for text in inputs]
        data = [{"object": "embedding", "index": i, "embedding": vector}
                for i, vector in enumerate(self.server.vectors(pairs))]
        if options.reverse_data:
            data.reverse()
        tokens = sum(len(text.split()) for text in inputs)
        self._send_json(200, {"object": "list", "data": data, "model": model,
                              "usage": {"prompt_tokens": tokens, "total_tokens": tokens}})


def _as_list(value: Any) -> list[str] | None:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return value
    return None


def _tag(name: str) -> dict[str, Any]:
    return {
        "name": name,
        "model": name,
        "modified_at": "2025-01-01T00:00:00Z",
        "size": 639_150_000,
        "digest": "0" * 64,
        "details": {"format": "gguf", "family": "loopback", "parameter_size": "0.6B", "quantization_level": "Q8_0"},
    }


def start_server(**opts: Any) -> tuple[str, LoopbackEmbedServer]:
    """Start a server with ServerOptions(**opts); the caller must call `server.stop()`."""
    server = LoopbackEmbedServer(ServerOptions(**opts))
    server.start()
    return server.base_url, server


@contextlib.contextmanager
def running_server(**opts: Any) -> Iterator[tuple[str, LoopbackEmbedServer]]:
    """`with running_server(delay_s=2) as (base_url, server): ...`"""
    base_url, server = start_server(**opts)
    try:
        yield base_url, server
    finally:
        server.stop()


if __name__ == "__main__":
    url, srv = start_server()
    print(f"loopback embed server at {url} (Ollama: {url}, OpenAI: {url}/v1); Ctrl-C stops it", file=sys.stderr)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        srv.stop()
