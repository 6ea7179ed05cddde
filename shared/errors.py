"""The error hierarchy: every failure tiered_memory raises on purpose is a TieredMemoryError.

    TieredMemoryError
    ├── ConfigError                 bad settings file or value
    ├── StoreError                  the cold store cannot be used
    │   ├── StoreCorruptError       the file is not a readable SQLite database (names the file)
    │   ├── SchemaTooNewError       written by a newer tiered_memory; we refuse to write to it
    │   ├── MemoryNotFound          no live memory or trash entry with that id
    │   └── StoreUnavailable        the database server cannot be reached now (PostgreSQL); retry later
    ├── EmbedderError               no vectors this time; recall degrades to lexical-only
    │   ├── EmbedderUnavailable     server unreachable, package missing, model not pulled
    │   ├── EmbedderTimeout         no answer within the timeout
    │   ├── EmbedderProtocolError   an answer we cannot use (bad JSON, wrong count)
    │   └── EmbedderDimensionError  vectors of a different dimension than the model's record
    ├── QueueError                  the job queue cannot be used
    │   └── QueueFull               bounded queue at capacity; the job was not recorded
    ├── HotFileError                MEMORY.md / USER.md cannot be read or written safely
    │   └── HotFileDriftError       the file does not round-trip; Hermes would refuse it too
    ├── WorkerAlreadyRunning        another worker holds this HERMES_HOME's lock (a second start exits 0)
    └── ProviderNotWanted           the user opted out of tiered_memory: the worker stops, hot files untouched
"""


class TieredMemoryError(Exception):
    """Base class of every error tiered_memory raises deliberately."""


class ConfigError(TieredMemoryError):
    """A settings file or value is invalid."""


class StoreError(TieredMemoryError):
    """The cold store cannot be opened or used."""


class StoreCorruptError(StoreError):
    """The database file is unreadable; it is left untouched."""


class SchemaTooNewError(StoreError):
    """The database was written by a newer version; no writes are made."""


class MemoryNotFound(StoreError):
    """No memory (or trash entry) has the given id."""


class StoreUnavailable(StoreError):
    """The cold store's server cannot be reached now; nothing was written, retry later."""


class EmbedderError(TieredMemoryError):
    """The embedder produced no usable vectors."""


class EmbedderUnavailable(EmbedderError):
    """The embedding backend cannot be reached or loaded."""


class EmbedderTimeout(EmbedderError):
    """The embedding backend did not answer in time."""


class EmbedderProtocolError(EmbedderError):
    """The embedding backend answered with something unusable."""


class EmbedderDimensionError(EmbedderError):
    """Vectors do not have the dimension recorded for the model."""


class QueueError(TieredMemoryError):
    """The durable job queue cannot be used."""


class QueueFull(QueueError):
    """The bounded queue is at capacity; the job was dropped."""


class HotFileError(TieredMemoryError):
    """A hot file (MEMORY.md / USER.md) cannot be handled safely."""


class HotFileDriftError(HotFileError):
    """A hot file does not round-trip through the Hermes format."""


class WorkerAlreadyRunning(TieredMemoryError):
    """Another worker process already serves this HERMES_HOME."""


class ProviderNotWanted(TieredMemoryError):
    """The user opted out (provider changed, plugin removed, or disabled): the worker stops."""
