# Tapete: `make run` serves the API (http://127.0.0.1:8000, docs at /docs) with a worker;
# `make test` installs and runs every test. Only Python 3.11+ is needed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: install run worker test lint format openapi openapi-lint sdk bots latency bench clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ is needed"'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

install: $(STAMP)

run: install
	$(PY) -m service.launcher

worker: install
	$(PY) -m workers.main

lint: install
	$(VENV)/bin/ruff check service workers tests bench
	$(VENV)/bin/ruff format --check service workers tests bench
	$(VENV)/bin/mypy service workers

format: install
	$(VENV)/bin/ruff check --fix service workers tests bench
	$(VENV)/bin/ruff format service workers tests bench

test: lint openapi-lint
	$(PY) -m pytest -q

# Bot strength: win rates with 95% intervals per pairing (a benchmark, not a test).
BOTS_ARGS ?= --games 40 --budget-ms 200
bots: install
	$(PY) -m bench.bots $(BOTS_ARGS)

# Bot reply and timer lateness through the real stack (API, workers, Redis).
latency: install
	$(PY) -m bench.latency

# Load, long-polls, bots, timers, storage and engines against a baseline (docs/performance.md).
# BENCH_ARGS=--quick for a 2-minute smoke run; results in bench/results/.
BENCH_ARGS ?=
bench: install
	command -v wrk >/dev/null || (apt-get update -qq && apt-get install -y -qq wrk)
	$(PY) -m pip install --quiet -e '.[dev,bench]'
	$(PY) -m bench.run $(BENCH_ARGS)

openapi: install
	$(PY) -m service.api.export openapi/openapi.json

# Redocly CLI (pinned in openapi/package.json) with the committed ruleset: any problem fails.
openapi-lint:
	cd openapi && npm ci --no-audit --no-fund --prefer-offline --silent && \
		npx redocly lint openapi.json --config redocly.yaml

# The SDKs' generated code from the committed document (tests fail if it is stale).
sdk: install
	rm -rf sdk/python/tapete_client
	$(PY) -m openapi_python_client generate --path openapi/openapi.json \
		--config sdk/python/generator.yaml --meta none --output-path sdk/python/tapete_client
	cd sdk/typescript && npm ci --no-audit --no-fund --prefer-offline --silent && npm run generate

clean:
	rm -rf $(VENV) .data .pytest_cache .mypy_cache .ruff_cache .hypothesis
