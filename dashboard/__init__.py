"""The Memory tab of `hermes dashboard`: manifest, plain-JS page and a thin FastAPI router over `commands`."""
