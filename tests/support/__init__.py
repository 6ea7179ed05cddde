"""Test helpers that are not part of the installed package (servers, fixtures' building blocks)."""
