"""Benchmarks for tiered_memory: `python -m tiered_memory.bench {retrieval,scale,prefetch,governance}`."""
