"""`make run` passes the server's options through ARGS: a newcomer changes the port without reading the
Makefile. The real make starts the real server on the port given, which answers /health."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import urllib.request
from pathlib import Path

import pytest

from .live_server import REPO, free_port


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_run_passes_args_to_the_server(tmp_path: Path) -> None:
    port = free_port()
    db = tmp_path / "lobby.sqlite3"
    process = subprocess.Popen(
        ["make", "--no-print-directory", "run", f"ARGS=--port {port} --db {db} --bot-pacing 0"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
    )
    try:
        health = None
        for _ in range(1200):  # the port opens once the server can answer; this bounds a failure only
            if process.poll() is not None:
                break
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5) as answer:
                    health = json.loads(answer.read())
                break
            except OSError:
                try:
                    process.wait(0.1)
                except subprocess.TimeoutExpired:
                    pass
        output = b"" if health is not None else (process.stdout.read() if process.stdout else b"")
        assert health is not None, output.decode(errors="replace")
        assert "online" in health
        assert db.exists()  # the --db given, not the default store
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(30)
