"""`python -m tiered_memory <command>`: status, recall, install, audit."""
