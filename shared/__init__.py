"""Code shared by the in-Hermes plugin and the sidecar worker; never imports Hermes."""
