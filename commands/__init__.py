"""The user's commands (`python -m tiered_memory …`, `hermes tiered_memory …`) as plain functions.

Each command is a Python function returning JSON-able data; the argparse layer
(`main.py`, `register…` in each module) only parses, calls and prints. Callers such as
the dashboard use the functions directly (`home` is a HERMES_HOME path):

* `status.collect(home)` — health document; `doctor.run_checks(home, unpark=False)`
* `memories.list_memories(home, target=, type=, status="live", since=, until=, source=, limit=)`,
  `memories.search_memories(home, query, k=10)`, `memories.show_memory(home, id)`
* `mutate.edit_memory(home, id, text)`, `mutate.forget_memory(home, id)`,
  `mutate.restore_memory(home, id)`, `mutate.purge(home, memory_id=None, trash=False)`,
  `mutate.reembed(home)` — changes go through the worker or under its lock (`writer.py`)
* `export.export_memories(home, path, history=False, trash=False, vectors=False, markdown=False)`,
  `transfer.import_memories(home, path, fmt=None, embed=True)` (formats: `importers.READERS`)
* `leave.leave(home, out_dir=None, restore_hot=False, disable=True)`
* `recall.explain(home, text)`, `audit.collect(home)`

They raise `TieredMemoryError` subclasses (`common.CommandFailed`: exit 1,
`common.UsageError` / `ConfigError`: exit 2) with a one-line message naming the fix.
"""
