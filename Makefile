# Every target installs what it needs into .venv by itself, on a fresh machine.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: install run test test-fast bench lint rebuild-projections clients clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

# openapi-typescript and tsc for the generated-client tests, pinned by the lock file (skipped without Node.js).
NODE_TOOLS := clients/typescript/node_modules/.package-lock.json
$(NODE_TOOLS): clients/typescript/package-lock.json
	if command -v npm >/dev/null 2>&1; then cd clients/typescript && npm ci --no-audit --no-fund; fi

## Start every game service (gunicorn) and a Celery worker; Ctrl-C stops them.
run: $(STAMP)
	$(PY) -m shared.cli run

## The whole suite: unit (fakeredis), integration (real Redis, else embedded), end to end.
test: $(STAMP) $(NODE_TOOLS)
	$(PY) -m pytest -n 2 -q -p no:cacheprovider

## Figures and ratios, measured side by side in one run.
bench: $(STAMP)
	@status=0; $(PY) -m shared.bench || status=1; \
	for game in academic_society royal_archeology modern_society; do \
		if [ -f services/$$game/bench.py ]; then $(PY) -m services.$$game.bench || status=1; fi; \
	done; exit $$status

lint: $(STAMP)
	$(VENV)/bin/ruff check shared services tests

rebuild-projections: $(STAMP)
	$(PY) -m shared.cli rebuild-projections

## Regenerate clients/ (documents, Python clients, TypeScript types) from each service's OpenAPI document.
clients: $(STAMP) $(NODE_TOOLS)
	$(PY) -m shared.clients

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache *.egg-info
