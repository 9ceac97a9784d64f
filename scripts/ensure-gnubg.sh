#!/usr/bin/env bash
# Installs Debian's GNU Backgammon program when it is missing: the record tests (tests/records/) import
# every exported .mat and SGF into it in batch mode and compare its positions and scores with our logs.
# This is the command-line program /usr/games/gnubg, apart from the gnubg Python package the bots use.
set -euo pipefail
exec bash "$(dirname "$0")/apt-ensure.sh" ensure-gnubg /usr/games/gnubg gnubg
