#!/usr/bin/env bash
# Installs Debian's PostgreSQL server when it is missing: the cluster's store (issue 24) runs on it, and the
# tests (tests/cluster/) start a private one of their own with its initdb and postgres programs, which live
# under /usr/lib/postgresql/VERSION/bin/ (the version is the distribution's).
set -euo pipefail
if compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null && [ "${FORCE_INSTALL:-0}" != 1 ]; then
    exit 0
fi
FORCE_INSTALL=1 bash "$(dirname "$0")/apt-ensure.sh" ensure-postgres /usr/bin/pg_lsclusters postgresql
if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
    echo "ensure-postgres: the postgresql package did not provide /usr/lib/postgresql/*/bin/initdb" >&2
    exit 1
fi
