"""Runs the command line: ``python -m playpalace_backgammon``."""

import sys

from .cli import main

sys.exit(main())
