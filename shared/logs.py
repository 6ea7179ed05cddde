"""Our own log file: failures the host would swallow at DEBUG land here at WARNING."""

from __future__ import annotations

import logging
import logging.handlers
import threading
from pathlib import Path

from . import private

LOGGER_NAME = "tiered_memory"


class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log whose files are 0600 whatever the umask (memory text can appear in warnings)."""

    def _open(self):  # type: ignore[no-untyped-def]
        stream = super()._open()
        private.make_private(Path(self.baseFilename))
        return stream

_configured: set[Path] = set()
_lock = threading.Lock()


def setup_file_logging(log_file: Path, *, level: int = logging.INFO,
                       max_bytes: int = 1_000_000, backups: int = 3) -> logging.Logger:
    """Attach one rotating file handler for `log_file` to the `tiered_memory` logger (idempotent)."""
    logger = logging.getLogger(LOGGER_NAME)
    path = Path(log_file).resolve()
    with _lock:
        if path not in _configured:
            private.ensure_dir(path.parent)
            handler = PrivateRotatingFileHandler(path, maxBytes=max_bytes, backupCount=backups,
                                                 encoding="utf-8")
            handler.setFormatter(logging.Formatter(
                "%(asctime)s %(levelname)s %(process)d %(threadName)s %(name)s: %(message)s"))
            logger.addHandler(handler)
            _configured.add(path)
        if logger.level == logging.NOTSET or logger.level > level:
            logger.setLevel(level)
    return logger
