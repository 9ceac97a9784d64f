#!/usr/bin/env bash
# Installs Debian's NATS server when it is missing: the cluster's processes (issue 24) talk over it, and the
# tests (tests/cluster/) start a private one of their own on a free loopback port.
set -euo pipefail
exec bash "$(dirname "$0")/apt-ensure.sh" ensure-nats /usr/sbin/nats-server nats-server
