#!/usr/bin/env bash
# make cluster: a whole cluster on this machine (docs/scaling.md, "Trying it"). Installs Debian's PostgreSQL
# and nats-server when missing, then runs the cluster's supervisor (host/cluster/local.py) in place of this
# shell, so that Ctrl+C, or killing it, stops every process it started. PYTHON is the interpreter to use
# (make passes its virtual environment's); its arguments pass through (--owners, --port, --owner-ttl, ...).
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-postgres.sh"
bash "$here/ensure-nats.sh"
exec "${PYTHON:-python3}" -m playpalace_backgammon.host.cluster.local "$@"
