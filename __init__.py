"""tiered_memory: a Hermes memory provider with a small hot tier and a recallable cold tier.

Hermes discovers this directory because the text register_memory_provider appears here.
Nothing is imported at module level: the sidecar worker and the CLI import this package
without loading Hermes.
"""


def register(ctx) -> None:
    """Hermes entry point: hand the host one provider instance (no side effects)."""
    from .plugin.provider import TieredMemoryProvider

    ctx.register_memory_provider(TieredMemoryProvider())
