"""Browser tests of the web client: real Chromium driven by Playwright against the real lobby server."""
