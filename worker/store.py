"""WorkerStore: the cold store plus the two tables only the worker writes (audit trail, hot-file mirror)."""

from __future__ import annotations

from ..shared.store import ColdStore
from .audit_log import AuditLogPart
from .mirror_table import MirrorTablePart


class WorkerStore(AuditLogPart, MirrorTablePart, ColdStore):
    """The worker's (and `audit` command's) view of cold.db; same error contract as ColdStore."""
