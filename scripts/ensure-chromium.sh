#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (the tests drive /usr/bin/chromium;
# Playwright's own browser download is not used). On a fresh machine the package lists are empty, so the
# lists are refreshed first. FORCE_INSTALL=1 runs the installation even when Chromium is there.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ] && [ "${FORCE_INSTALL:-0}" != 1 ]; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "ensure-chromium: no apt-get here; install Chromium so that $CHROMIUM exists" >&2
    exit 1
fi
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "ensure-chromium: run as root (or install sudo) to install Chromium" >&2
        exit 1
    fi
    SUDO=(sudo)
fi
APT=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get)
echo "ensure-chromium: installing Debian's chromium (apt-get update, then install)"
"${APT[@]}" update -qq
# A font, so that screenshots show text on minimal systems too.
"${APT[@]}" install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
if [ ! -x "$CHROMIUM" ]; then
    echo "ensure-chromium: the chromium package did not provide $CHROMIUM" >&2
    exit 1
fi
"$CHROMIUM" --version 2>/dev/null
