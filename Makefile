# Tapete: `make run` serves the API (http://127.0.0.1:8000, docs at /docs) with a worker;
# `make test` installs and runs every test. Only Python 3.11+ is needed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: install run worker test lint format openapi openapi-lint contract-gate sdk web-sdk bots latency bench image image-tools compat clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ is needed"'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

install: $(STAMP)

run: install
	$(PY) -m service.runtime.launcher

worker: install
	$(PY) -m workers.main

LINTED_PY := sdk/python/tapete_sdk sdk/python/examples sdk/python/generate_actions.py \
	sdk/python/client_document.py openapi/gate.py openapi/release.py
lint: install
	$(VENV)/bin/ruff check service workers tests bench $(LINTED_PY)
	$(VENV)/bin/ruff format --check service workers tests bench $(LINTED_PY)
	MYPYPATH=sdk/python $(VENV)/bin/mypy service workers bench sdk/python/tapete_sdk \
		sdk/python/generate_actions.py sdk/python/client_document.py openapi/gate.py openapi/release.py

format: install
	$(VENV)/bin/ruff check --fix service workers tests bench $(LINTED_PY)
	$(VENV)/bin/ruff format service workers tests bench $(LINTED_PY)

# image-tools first: with podman and mmdebstrap, tests/deploy/test_image.py builds the image and
# smoke-tests it; without them it skips and says why.
# The tests mostly wait (timers, workers, browsers), so they run in TEST_WORKERS processes at once,
# each with its own Redis (tests/conftest.py); TEST_WORKERS=0 runs them in this one process.
TEST_WORKERS ?= 4
test: lint openapi-lint contract-gate image-tools
	$(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadgroup --no-loadscope-reorder

# The container image (deploy/Dockerfile) built with podman, on a Debian base made from Debian
# packages (no container registry needed): docs/operations.md, "Building the image here".
# Settings such as IMAGE=... are read from the environment by deploy/image/build.sh.
image: image-tools
	deploy/image/build.sh

# podman and mmdebstrap, installed when missing and this is root on a machine with apt-get;
# otherwise a note (never an error: `make test` then skips the image smoke test).
image-tools:
	@if command -v podman >/dev/null && command -v mmdebstrap >/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
			apt-get install -y -qq podman mmdebstrap >/dev/null) \
		|| echo "note: could not install podman and mmdebstrap; the image smoke test will skip"; \
	else \
		echo "note: podman and mmdebstrap are missing (install them as root with apt-get);" \
			"the image smoke test will skip"; \
	fi

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

# Reliability drills, each on a private stack and bounded in time (not part of `make test`):
# kill -9 of Redis, the API and workers during play, a Redis outage, random-code probes, a Swiss
# tournament under worker and API kills. Prints every count and exits 1 unless all are 0.
# DRILLS_ARGS: --quick (short versions),
# --profile compose (Compose's Redis settings, 2 API processes) or embedded (Redis as `make run`
# starts it), --seed N, --only kill,outage,probes,tournament, --frozen-after SECONDS.
DRILLS_ARGS ?=
.PHONY: drills
drills: install
	$(PY) -m bench.drills $(DRILLS_ARGS)

openapi: install
	$(PY) -m service.export openapi/openapi.json

# Redocly CLI (pinned in openapi/package.json) with the committed ruleset: any problem fails.
openapi-lint:
	cd openapi && npm ci --ignore-scripts --no-audit --no-fund --prefer-offline --silent && \
		npx redocly lint openapi.json --config redocly.yaml

# The breaking-change gate (openapi/gate.py; docs/api.md): Optic (pinned in openapi/package.json)
# compares openapi.json with the latest openapi/releases/X.Y.Z.json and fails on a breaking change
# unless the major version was raised and CHANGELOG.md marks it **BREAKING**.
contract-gate: install
	cd openapi && npm ci --ignore-scripts --no-audit --no-fund --prefer-offline --silent && cd .. && \
		$(PY) openapi/gate.py

# The SDKs' generated code from the committed document (tests fail if it is stale), then their
# artifacts in sdk/dist/ (not committed): the Python sdist and the wheel built from it, and the
# npm tarball (`npm pack`, whose `prepare` builds dist/). `make test` builds its own to test.
sdk: install
	rm -rf sdk/python/tapete_client
	$(PY) sdk/python/client_document.py openapi/openapi.json $(VENV)/client-openapi.json
	$(PY) -m openapi_python_client generate --path $(VENV)/client-openapi.json \
		--config sdk/python/generator.yaml --meta none --output-path sdk/python/tapete_client
	$(PY) sdk/python/generate_actions.py openapi/openapi.json sdk/python/tapete_sdk/actions.py
	cd sdk/typescript && npm ci --no-audit --no-fund --prefer-offline --silent && npm run generate && npm run build:web
	rm -rf sdk/dist && mkdir -p sdk/dist
	$(PY) -m build --outdir sdk/dist sdk/python && rm -rf sdk/python/*.egg-info
	cd sdk/typescript && npm pack --pack-destination ../dist --no-audit --no-fund --prefer-offline --silent

# The web client's committed copy of the TypeScript SDK (service/web/static/vendor/tapete-sdk.js,
# one ES module made by esbuild): `make run` needs no node. A test checks it is current.
web-sdk:
	cd sdk/typescript && npm ci --no-audit --no-fund --prefer-offline --silent && npm run build:web

# The newest releases of the four packages whose internals or undocumented parts Tapete uses
# (service/http/compat.py) in a scratch venv, and the tests that would notice a break run there:
# the fast path's equivalence with Litestar, the server protocol, the Redis clients. It reports
# (versions, then pytest's summary); it never fails, so an upgrade is a known quantity.
COMPAT_VENV := .compat-venv
COMPAT_PACKAGES := litestar uvicorn httptools redis
COMPAT_TESTS := tests/http/test_fast_path.py tests/http/test_answer_message.py \
	tests/http/test_unknown_methods.py tests/http/test_coalesced_writes.py tests/http/test_head.py \
	tests/http/test_no_reference_cycles.py tests/http/test_compat.py \
	tests/storage/test_multiplexed_redis.py tests/storage/test_subscriber.py
compat:
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ is needed"'
	rm -rf $(COMPAT_VENV)
	$(PYTHON) -m venv $(COMPAT_VENV)
	$(COMPAT_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(COMPAT_VENV)/bin/python -m pip install --quiet -e '.[dev]'
	$(COMPAT_VENV)/bin/python -m pip install --quiet --upgrade $(COMPAT_PACKAGES)
	@TAPETE_ALLOW_UNTESTED_DEPENDENCIES=1 $(COMPAT_VENV)/bin/python -c 'from importlib.metadata import version; \
		from service.http.compat import TESTED; \
		[print(f"make compat: {p} {version(p)} (tested {TESTED[p][0]} up to {TESTED[p][1]})") for p in TESTED]' 2>/dev/null
	@TAPETE_ALLOW_UNTESTED_DEPENDENCIES=1 $(COMPAT_VENV)/bin/python -m pytest -q -p no:cacheprovider \
		$(COMPAT_TESTS) -k "not the_installed_versions_are_the_tested_ones"; \
		status=$$?; if [ $$status -eq 0 ]; then echo "make compat: the newest releases pass"; \
		else echo "make compat: failures with the newest releases (pytest exit $$status; see above)"; fi

# Everything `make run` and `make test` leave in the checkout: the venv, the tables (.data/),
# the tools' caches, npm's packages and Python's bytecode.
clean:
	rm -rf $(VENV) $(COMPAT_VENV) .data .pytest_cache .mypy_cache .ruff_cache .hypothesis *.egg-info \
		openapi/node_modules sdk/typescript/node_modules sdk/typescript/dist sdk/dist
	find . -path ./.git -prune -o -name __pycache__ -type d -exec rm -rf {} +
