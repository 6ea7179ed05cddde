"""The user's commands (`python -m tiered_memory …`, `hermes tiered_memory …`) as plain functions.

Each command is a Python function returning JSON-able data; the argparse layer
(`main.py`, `register…` in each module) only parses, calls and prints. Callers such as
the dashboard use the functions directly (`home` is a HERMES_HOME path):

* `status.collect(home)` — health document; `doctor.run_checks(home, unpark=False)`
* `memories.list_memories(home, target=, type=, status=, since=, until=, source=, limit=)`,
  `memories.search_memories(home, query, k=)`, `memories.show_memory(home, id)`
* `mutate.edit_memory(home, id, text)`, `mutate.forget_memory(home, id)`,
  `mutate.restore_memory(home, id)`, `mutate.purge(home, id=None, trash=False)`,
  `mutate.reembed(home)` — changes go through the worker (see `writer.py`)
* `transfer.export_memories(home, path, include_history=, include_trash=, vectors=)`,
  `transfer.import_memories(home, path, fmt=None)`
* `leave.leave(home, out_dir=None, restore_hot=True)`
* `recall.explain(home, text)`, `audit.collect(home)`

They raise `TieredMemoryError` subclasses (`common.CommandFailed`: exit 1,
`common.UsageError` / `ConfigError`: exit 2) with a one-line message naming the fix.
"""
