"""Any OpenAI-compatible /v1/embeddings server (OpenAI, llama.cpp, vLLM, LM Studio), spoken with httpx."""

from __future__ import annotations

import base64
import binascii
import logging
from typing import Any

import httpx
import numpy as np

from ..errors import ConfigError, EmbedderProtocolError, EmbedderTimeout, EmbedderUnavailable
from .base import Embedder

log = logging.getLogger("tiered_memory.embedders")

DEFAULT_OPENAI_MODEL = "text-embedding-3-small"
_BODY_EXCERPT = 300
_MIN_TIMEOUT_S = 0.01  # an exhausted budget still gets a real (tiny) timeout, never a non-blocking socket


class OpenAIEmbedder(Embedder):
    """POST {base_url}/embeddings; `dim` learnt from the first answer; rows reordered by `index`."""

    def __init__(
        self,
        model: str,
        base_url: str,
        *,
        api_key: str | None = None,
        query_prefix: str = "",
        default_timeout: float = 10.0,
        transport: httpx.BaseTransport | None = None,
        batch_size: int = 32,
    ) -> None:
        if not base_url:
            raise ConfigError("the openai embedder needs embed_url (a base URL such as http://127.0.0.1:8080/v1)")
        self.model = model or DEFAULT_OPENAI_MODEL
        self.base_url = base_url.rstrip("/")
        self.model_id = f"openai:{self.model}"
        self.dim = None
        self.batch_size = batch_size
        self.query_prefix = query_prefix
        self.default_timeout = default_timeout
        # sent with each request, not set on the client: a key httpx cannot encode fails that
        # request (EmbedderUnavailable) instead of the constructor
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._http = httpx.Client(base_url=self.base_url, timeout=default_timeout, transport=transport)

    def _embed(self, texts: list[str], *, is_query: bool, timeout: float | None) -> np.ndarray:
        inputs = [self.query_prefix + text for text in texts] if is_query else list(texts)
        seconds = max(_MIN_TIMEOUT_S, self.default_timeout if timeout is None else timeout)
        payload = self._post(inputs, seconds)
        return self._vectors(payload, len(inputs))

    def _post(self, inputs: list[str], seconds: float) -> Any:
        body = {"model": self.model, "input": inputs, "encoding_format": "float"}
        where = f"{self.model_id} at {self.base_url}"
        try:
            response = self._http.post("/embeddings", json=body, headers=self._headers, timeout=seconds)
        except httpx.TimeoutException as exc:
            raise EmbedderTimeout(f"{where}: no answer within {seconds:.3f} s") from exc
        except httpx.NetworkError as exc:  # ConnectError (refused, DNS) and broken connections
            raise EmbedderUnavailable(f"{where}: cannot reach the server: {exc}") from exc
        except (httpx.UnsupportedProtocol, httpx.InvalidURL) as exc:
            raise EmbedderUnavailable(f"{where}: unusable base URL: {exc}") from exc
        except (httpx.RemoteProtocolError, httpx.DecodingError) as exc:
            raise EmbedderProtocolError(f"{where}: unreadable answer: {exc}") from exc
        except (httpx.HTTPError, UnicodeEncodeError) as exc:
            # an illegal header (a key with a newline or a non-ASCII character), a refusing proxy:
            # the message would echo the key, so only the kind is reported
            raise EmbedderUnavailable(f"{where}: the request could not be sent ({type(exc).__name__}); "
                                      f"check the API key and base URL for illegal characters") from exc
        if not response.is_success:
            excerpt = response.text[:_BODY_EXCERPT].strip()
            raise EmbedderUnavailable(f"{where}: HTTP {response.status_code}: {excerpt}")
        try:
            return response.json()
        except ValueError as exc:
            raise EmbedderProtocolError(f"{where}: answer is not JSON: {response.text[:_BODY_EXCERPT]!r}") from exc

    def _vectors(self, payload: Any, expected: int) -> np.ndarray:
        data = payload.get("data") if isinstance(payload, dict) else None
        if not isinstance(data, list) or len(data) != expected:
            count = len(data) if isinstance(data, list) else "no"
            raise EmbedderProtocolError(f"{self.model_id}: asked for {expected} vectors, got {count} data items")
        try:
            ordered = sorted(data, key=lambda item: int(item["index"]))
            rows = [self._row(item["embedding"]) for item in ordered]
            return np.vstack(rows)
        except (KeyError, TypeError, ValueError, binascii.Error) as exc:
            raise EmbedderProtocolError(f"{self.model_id}: malformed data item: {exc!r}") from exc

    @staticmethod
    def _row(embedding: Any) -> np.ndarray:
        """A float list, or base64 float32 from servers that ignore encoding_format."""
        if isinstance(embedding, str):
            return np.frombuffer(base64.b64decode(embedding, validate=True), dtype="<f4")
        if not isinstance(embedding, list):
            raise TypeError(f"embedding is {type(embedding).__name__}, not a list")
        return np.asarray(embedding, dtype=np.float32)

    def close(self) -> None:
        self._http.close()
