#!/usr/bin/env bash
# Installs Debian's GNU Backgammon program when it is missing: the record tests (tests/records/) import
# every exported .mat and SGF into it in batch mode and compare its positions and scores with our logs.
# This is the command-line program /usr/games/gnubg, apart from the gnubg Python package the bots use.
# On a fresh machine the package lists are empty, so they are refreshed first. FORCE_INSTALL=1 runs the
# installation even when the program is there.
set -euo pipefail
GNUBG=/usr/games/gnubg
if [ -x "$GNUBG" ] && [ "${FORCE_INSTALL:-0}" != 1 ]; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "ensure-gnubg: no apt-get here; install GNU Backgammon so that $GNUBG exists" >&2
    exit 1
fi
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "ensure-gnubg: run as root (or install sudo) to install gnubg" >&2
        exit 1
    fi
    SUDO=(sudo)
fi
APT=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get)
echo "ensure-gnubg: installing Debian's gnubg (apt-get update, then install)"
"${APT[@]}" update -qq
"${APT[@]}" install -y -qq --no-install-recommends gnubg >/dev/null
if [ ! -x "$GNUBG" ]; then
    echo "ensure-gnubg: the gnubg package did not provide $GNUBG" >&2
    exit 1
fi
