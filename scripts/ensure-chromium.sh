#!/usr/bin/env bash
# Installs Debian's headless Chromium for the browser tests when it is missing (the tests drive
# /usr/bin/chromium-headless-shell: the same engine without the full browser's windowing, which costs the
# browser tests a third less CPU; Playwright's own browser download is not used), with a font, so that
# screenshots show text on minimal systems too.
set -euo pipefail
CHROMIUM=/usr/bin/chromium-headless-shell
already=0
[ -x "$CHROMIUM" ] && [ "${FORCE_INSTALL:-0}" != 1 ] && already=1
bash "$(dirname "$0")/apt-ensure.sh" ensure-chromium "$CHROMIUM" chromium-headless-shell fonts-dejavu-core
[ "$already" = 1 ] || "$CHROMIUM" --version 2>/dev/null
