# Every target sets up what it needs: a fresh machine needs only python3 and make.
# The distribution's Python is built with profile-guided optimisation (about 10% faster here than a plain
# build); use it when it is 3.11 or newer and can make virtual environments, else whatever python3 is.
PYTHON ?= $(shell for p in /usr/bin/python3 python3; do \
	$$p -c 'import sys, ensurepip, venv; sys.exit(sys.version_info < (3, 11))' 2>/dev/null && { echo $$p; break; }; \
	done)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: venv run cluster test bench lint browser clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,fast]'
	touch $(STAMP)

venv: $(STAMP)

# Options for the server pass through ARGS, e.g. make run ARGS="--port 8131" (make run ARGS=--help lists them).
ARGS ?=
run: venv
	$(PY) -m playpalace_backgammon serve $(ARGS)

# nats-server, a private PostgreSQL, two table owners and two gateways on loopback ports (docs/scaling.md);
# Ctrl+C stops them all. Options pass through ARGS, e.g. make cluster ARGS="--port 9101 --owner-ttl 5".
cluster: venv
	PYTHON=$(PY) bash scripts/cluster.sh $(ARGS)

browser:
	bash scripts/ensure-chromium.sh

# Four worker processes, a test module each at a time (many tests wait on a browser, a server or gnubg, so two
# more than the cores keep both busy: 171 s against 187 s with three and 218 s with six, on two cores), the
# longest modules handed out first (tests/conftest.py); then, alone, the tests that measure latency or memory
# (marked serial).
# Bytecode is written even where the environment says not to (PYTHONDONTWRITEBYTECODE): every worker, server
# and gnubg process the tests start would otherwise compile the package, and pytest rewrite every test module,
# again (about 4 s of CPU for each worker's collection alone).
# The serial pass collects only the modules that hold a serial test (collecting them all costs ~1.5 s).
SERIAL_MODULES = $(shell grep -rlE --include="test_*.py" "pytest\.mark\.serial\b" tests)
test: venv browser
	bash scripts/ensure-gnubg.sh
	bash scripts/ensure-postgres.sh
	bash scripts/ensure-nats.sh
	env -u PYTHONDONTWRITEBYTECODE $(PY) -m compileall -q playpalace_backgammon bench
	env -u PYTHONDONTWRITEBYTECODE $(PY) -m pytest -q $(PYTEST_ARGS) -n 4 --dist loadfile --no-loadscope-reorder -m "not serial"
	env -u PYTHONDONTWRITEBYTECODE $(PY) -m pytest -q -m serial $(SERIAL_MODULES)

bench: venv
	$(PY) -m bench

lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy --strict playpalace_backgammon

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
