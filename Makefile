# Every target installs what it needs into .venv by itself, on a fresh machine.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: install run run-cluster test test-fast bench lint rebuild-projections clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

## Start every game service (gunicorn) and a Celery worker; Ctrl-C stops them.
run: $(STAMP)
	$(PY) -m shared.cli run

## The production shape in miniature: a 6-node Redis Cluster, Celery on RabbitMQ, two instances per service.
run-cluster: $(STAMP)
	$(PY) -m shared.cli run-cluster

## The whole suite: unit (fakeredis), integration (real Redis, else embedded), end to end.
test: $(STAMP)
	$(PY) -m pytest -n 2 -q -p no:cacheprovider

## Figures and ratios, measured side by side in one run.
bench: $(STAMP)
	@status=0; $(PY) -m shared.bench || status=1; \
	$(PY) -m shared.cluster_bench || status=1; \
	for game in academic_society royal_archeology modern_society; do \
		if [ -f services/$$game/bench.py ]; then $(PY) -m services.$$game.bench || status=1; fi; \
	done; exit $$status

lint: $(STAMP)
	$(VENV)/bin/ruff check shared services tests

rebuild-projections: $(STAMP)
	$(PY) -m shared.cli rebuild-projections

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache *.egg-info
