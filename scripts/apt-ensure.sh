#!/usr/bin/env bash
# Usage: apt-ensure.sh NAME PROGRAM PACKAGE...
# Installs Debian's PACKAGEs when PROGRAM (an absolute path) is missing, so that it exists afterwards.
# On a fresh machine the package lists are empty, so they are refreshed first. FORCE_INSTALL=1 runs the
# installation even when the program is there. NAME prefixes every message.
set -euo pipefail
if [ $# -lt 3 ]; then
    echo "usage: apt-ensure.sh NAME PROGRAM PACKAGE..." >&2
    exit 2
fi
NAME=$1 PROGRAM=$2
shift 2
if [ -x "$PROGRAM" ] && [ "${FORCE_INSTALL:-0}" != 1 ]; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "$NAME: no apt-get here; install $1 so that $PROGRAM exists" >&2
    exit 1
fi
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "$NAME: run as root (or install sudo) to install $1" >&2
        exit 1
    fi
    SUDO=(sudo)
fi
APT=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get)
echo "$NAME: installing Debian's $1 (apt-get update, then install)"
"${APT[@]}" update -qq
"${APT[@]}" install -y -qq --no-install-recommends "$@" >/dev/null
if [ ! -x "$PROGRAM" ]; then
    echo "$NAME: the $1 package did not provide $PROGRAM" >&2
    exit 1
fi
