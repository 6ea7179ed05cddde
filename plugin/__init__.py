"""The in-process half: a thin Hermes MemoryProvider over host-independent selection, dedup and rendering.

Only `provider.py` imports Hermes; every other module here runs without it, so the CLI
(`python -m tiered_memory recall`) and the benchmarks use exactly the code prefetch uses.
"""
