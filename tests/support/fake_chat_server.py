"""A loopback OpenAI-compatible chat server that logs what Hermes sends and answers from a script.

POST /v1/chat/completions answers streaming (SSE chunks, tool_calls deltas, finish_reason
"tool_calls") or not; GET /v1/models and /api/v1/models list one model. Every request
body is kept in `requests`. A test scripts tool calls with `call_tool_next(name, args)`:
the next request that offers that tool and has no tool result after its last user
message gets the call; every other request gets a short text answer.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections import deque
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODEL = "fake-model"
DEFAULT_TEXT = "Noted."


@dataclass
class ScriptedCall:
    name: str
    arguments: dict[str, Any]


class FakeChatServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.requests: list[dict[str, Any]] = []
        self.script: deque[ScriptedCall] = deque()
        self.reply_text = DEFAULT_TEXT
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> "FakeChatServer":
        self._thread = threading.Thread(target=self.serve_forever, name="fake-chat-server", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self.shutdown()
        self.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    # -- scripting -------------------------------------------------------------------------

    def call_tool_next(self, name: str, arguments: dict[str, Any]) -> None:
        with self._lock:
            self.script.append(ScriptedCall(name, dict(arguments)))

    def reset(self) -> None:
        with self._lock:
            self.requests.clear()
            self.script.clear()

    def _record(self, body: dict[str, Any]) -> None:
        with self._lock:
            self.requests.append(body)

    def _next_call(self, body: dict[str, Any]) -> ScriptedCall | None:
        offered = {t.get("function", {}).get("name") for t in body.get("tools") or [] if isinstance(t, dict)}
        messages = body.get("messages") or []
        last_user = max((i for i, m in enumerate(messages) if m.get("role") == "user"), default=-1)
        answered = any(m.get("role") == "tool" for m in messages[last_user + 1:])
        with self._lock:
            if self.script and not answered and self.script[0].name in offered:
                return self.script.popleft()
        return None

    # -- what the tests read ---------------------------------------------------------------

    def chat_requests(self) -> list[dict[str, Any]]:
        """Requests that carry the conversation (they offer tools; auxiliary calls such as titles do not)."""
        with self._lock:
            return [r for r in self.requests if r.get("tools")]

    def requests_with_user_text(self, text: str) -> list[dict[str, Any]]:
        """Chat requests whose latest user message contains `text`."""
        return [r for r in self.chat_requests() if text in last_user_content(r)]


def message_text(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content or ""


def last_user_content(body: dict[str, Any]) -> str:
    for message in reversed(body.get("messages") or []):
        if message.get("role") == "user":
            return message_text(message)
    return ""


def user_contents(body: dict[str, Any]) -> list[str]:
    return [message_text(m) for m in body.get("messages") or [] if m.get("role") == "user"]


def system_prompt(body: dict[str, Any]) -> str:
    return "\n".join(message_text(m) for m in body.get("messages") or [] if m.get("role") == "system")


class _Handler(BaseHTTPRequestHandler):
    server: FakeChatServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        return

    def _json(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            self._json(200, {"object": "list", "data": [{"id": MODEL, "object": "model", "owned_by": "test",
                                                          "context_length": 131072}]})
        else:
            self._json(404, {"error": {"message": f"no route {self.path}"}})

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        try:
            body = json.loads(self.rfile.read(length) or b"{}")
        except ValueError:
            self._json(400, {"error": {"message": "bad json"}})
            return
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._json(404, {"error": {"message": f"no route {self.path}"}})
            return
        self.server._record(body)
        call = self.server._next_call(body)
        if body.get("stream"):
            self._stream(body, call)
        else:
            self._json(200, _completion(body, call, self.server.reply_text))

    def _stream(self, body: dict[str, Any], call: ScriptedCall | None) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        for chunk in _chunks(body, call, self.server.reply_text):
            self.wfile.write(b"data: " + json.dumps(chunk).encode("utf-8") + b"\n\n")
            self.wfile.flush()
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True


def _usage() -> dict[str, int]:
    return {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}


def _completion(body: dict[str, Any], call: ScriptedCall | None, text: str) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": None if call else text}
    if call:
        message["tool_calls"] = [{"id": f"call_{uuid.uuid4().hex[:12]}", "type": "function",
                                  "function": {"name": call.name, "arguments": json.dumps(call.arguments)}}]
    return {"id": f"chatcmpl-{uuid.uuid4().hex[:12]}", "object": "chat.completion", "created": int(time.time()),
            "model": body.get("model", MODEL),
            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if call else "stop"}],
            "usage": _usage()}


def _chunks(body: dict[str, Any], call: ScriptedCall | None, text: str) -> list[dict[str, Any]]:
    base = {"id": f"chatcmpl-{uuid.uuid4().hex[:12]}", "object": "chat.completion.chunk",
            "created": int(time.time()), "model": body.get("model", MODEL)}

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    out = [chunk({"role": "assistant", "content": ""})]
    if call:
        arguments = json.dumps(call.arguments)
        half = len(arguments) // 2
        call_id = f"call_{uuid.uuid4().hex[:12]}"
        out.append(chunk({"tool_calls": [{"index": 0, "id": call_id, "type": "function",
                                          "function": {"name": call.name, "arguments": arguments[:half]}}]}))
        out.append(chunk({"tool_calls": [{"index": 0, "function": {"arguments": arguments[half:]}}]}))
        out.append(chunk({}, "tool_calls"))
    else:
        for i in range(0, len(text), 8):
            out.append(chunk({"content": text[i:i + 8]}))
        out.append(chunk({}, "stop"))
    out.append({**base, "choices": [], "usage": _usage()})
    return out


def start_server() -> FakeChatServer:
    return FakeChatServer().start()
