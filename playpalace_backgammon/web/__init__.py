"""The accessible browser client: static HTML, CSS and JavaScript served by the lobby host.

The files under ``static/`` need no build step and fetch nothing from outside; the page opens a websocket to
the host that served it and renders whatever PlayPalace packets the server sends (menus, the 2x12 board grid,
speech, prompts, chat). ``STATIC_DIR`` is where the host finds them.
"""

from pathlib import Path

STATIC_DIR: Path = Path(__file__).resolve().parent / "static"
"""Directory holding index.html and the assets it loads by relative URL."""
