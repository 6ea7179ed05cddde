"""Recalled text is data: spot secrets and instruction-like text, and neutralise what reaches a prompt.

Used by the plugin before a memory is rendered into a prompt (prefetch block, recall
tool) and by the worker before it stores anything. Stdlib and numpy only; never imports Hermes.

* `looks_secret(text)` names the kind of credential a text seems to contain (API keys,
  tokens, private keys, passwords, credentials in URLs), or None.
* `injection_reason(text)` names why a text reads like an order to a model (ignore-instructions,
  text addressed to an AI reader, secrecy, persona switches, shell and tool-call syntax,
  exfiltration, template tokens, fake role turns; ten languages, disguises undone; then a learned
  character n-gram classifier for new wordings), or None.
* `neutralise(text)` returns one line that cannot open or close a prompt structure:
  invisible and control characters removed, whitespace collapsed, chat-template tokens
  and `<memory-context>`-like tags defused, role labels (with the clause they introduce)
  and instruction-like phrases redacted.
"""

from .injection import REDACTED_INSTRUCTION, injection_reason, neutralise
from .secrets import REDACTED_SECRET, looks_secret, redact_secrets

__all__ = ["REDACTED_INSTRUCTION", "REDACTED_SECRET", "injection_reason", "looks_secret", "neutralise",
           "redact_secrets"]
