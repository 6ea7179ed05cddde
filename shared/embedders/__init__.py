"""Pick the embedder the settings name; "auto" is a local Ollama that has the model right now, else builtin."""

from __future__ import annotations

import logging
import os
import urllib.parse
from typing import Any, Mapping

from ..config import DEFAULT_OLLAMA_MODEL, Settings
from ..errors import ConfigError
from .base import Embedder

log = logging.getLogger("tiered_memory.embedders")

AUTO_PROBE_TIMEOUT_S = 0.3
OPENAI_FALLBACK_KEY_ENV = "OPENAI_API_KEY"

__all__ = ["Embedder", "make_embedder", "resolve_auto", "ollama_has_model"]


def _environ(env: Mapping[str, str] | None) -> Mapping[str, str]:
    return os.environ if env is None else env


def _ollama_base_url(host: str) -> str:
    """The URL ollama.Client would use: no scheme means http and port 11434; an explicit scheme, 80/443."""
    scheme, sep, rest = host.partition("://")
    if sep:
        default_port = 443 if scheme == "https" else 80
    else:
        scheme, rest, default_port = "http", host, 11434
    split = urllib.parse.urlsplit(f"{scheme}://{rest}")
    hostname = split.hostname or "127.0.0.1"
    if ":" in hostname:
        hostname = f"[{hostname}]"
    path = split.path.strip("/")
    return f"{scheme}://{hostname}:{split.port or default_port}" + (f"/{path}" if path else "")


def _tag_names(payload: Any) -> set[str]:
    models = payload.get("models") if isinstance(payload, dict) else None
    names: set[str] = set()
    for entry in models if isinstance(models, list) else []:
        if isinstance(entry, dict):
            names.update(str(entry[field]) for field in ("name", "model") if entry.get(field))
    return names


def ollama_has_model(host: str, model: str, *, timeout: float = AUTO_PROBE_TIMEOUT_S) -> bool:
    """GET /api/tags with a short timeout: True only if the server answers and lists `model`."""
    import httpx

    url = f"{host}/api/tags"
    try:
        url = _ollama_base_url(host) + "/api/tags"
        response = httpx.get(url, timeout=timeout)
        response.raise_for_status()
        names = _tag_names(response.json())
    except (httpx.HTTPError, httpx.InvalidURL, ValueError) as exc:
        log.info("auto embedder: no Ollama at %s (%s)", url, exc.__class__.__name__)
        return False
    wanted = {model} if ":" in model else {model, model + ":latest"}
    if names & wanted:
        return True
    log.info("auto embedder: Ollama at %s does not have %s (pull it with: ollama pull %s)", url, model, model)
    return False


def resolve_auto(
    settings: Settings, *, env: Mapping[str, str] | None = None, probe_timeout: float = AUTO_PROBE_TIMEOUT_S
) -> str:
    """Return "ollama" if the configured/$OLLAMA_HOST/default Ollama has the model, else "builtin"."""
    from .ollama_backend import resolve_ollama_host

    host = resolve_ollama_host(settings.embed_url, _environ(env))
    model = settings.embed_model or DEFAULT_OLLAMA_MODEL
    if ollama_has_model(host, model, timeout=probe_timeout):
        return "ollama"
    log.info("auto embedder: using the builtin embedder")
    return "builtin"


def make_embedder(settings: Settings, *, env: Mapping[str, str] | None = None) -> Embedder | None:
    """The embedder for `settings.embedder`; None for "none". Constructing one makes no network call."""
    backend = settings.embedder
    if backend == "none":
        return None
    if backend == "auto":
        backend = resolve_auto(settings, env=env)
        if backend == "builtin" and settings.embed_model:
            log.info("auto embedder: embed_model %r applies to Ollama only; builtin has one model", settings.embed_model)
    if backend == "builtin":
        from .builtin import BuiltinEmbedder

        return BuiltinEmbedder()
    if backend == "ollama":
        from .ollama_backend import OllamaEmbedder, resolve_ollama_host

        return OllamaEmbedder(
            model=settings.embed_model or DEFAULT_OLLAMA_MODEL,
            host=resolve_ollama_host(settings.embed_url, _environ(env)),
            default_timeout=settings.embed_timeout_s,
        )
    if backend == "openai":
        return _make_openai(settings, _environ(env))
    raise ConfigError(f"unknown embedder backend {settings.embedder!r}")


def _make_openai(settings: Settings, env: Mapping[str, str]) -> Embedder:
    from .openai_backend import OpenAIEmbedder

    if not settings.embed_url:
        raise ConfigError("embedder 'openai' needs embed_url, e.g. https://api.openai.com/v1")
    api_key = env.get(settings.embed_api_key_env, "") or env.get(OPENAI_FALLBACK_KEY_ENV, "")
    if not api_key:
        log.info("openai embedder: neither $%s nor $%s is set; sending no Authorization header",
                 settings.embed_api_key_env, OPENAI_FALLBACK_KEY_ENV)
    return OpenAIEmbedder(
        model=settings.embed_model,
        base_url=settings.embed_url,
        api_key=api_key or None,
        default_timeout=settings.embed_timeout_s,
    )
