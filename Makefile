# Two commands set everything up on a fresh machine:
#   make run    serve the app with the seed newsroom at http://127.0.0.1:8000
#   make test   run the whole test suite (SQLite unless DATABASE_URL is set)

PYTHON ?= $(shell command -v python3.13 2>/dev/null || echo python3)
VENV := .venv
BIN := $(VENV)/bin
# Development mode for the local server and the test run; production sets
# DEBUG off and a SECRET_KEY (see the README).
export DEBUG ?= 1

.PHONY: run test lint install install-dev migrate seed check-deploy clean

$(BIN)/python:
	$(PYTHON) -c 'import sys; assert sys.version_info[:2] == (3, 13), f"Python 3.13 is required, found {sys.version.split()[0]}"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.installed-dev: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@ $(VENV)/.installed

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev

migrate: install
	$(BIN)/python manage.py migrate --no-input

seed: migrate
	$(BIN)/python manage.py load_newsroom

# A task worker runs beside the server (imports and extraction queued in the
# admin run in it) and stops with it.
run: seed
	$(BIN)/python manage.py ensure_local_editor
	$(BIN)/python manage.py db_worker --no-reload & worker=$$!; \
		trap 'kill $$worker 2>/dev/null' EXIT INT TERM; \
		$(BIN)/python manage.py runserver 127.0.0.1:8000

test: install-dev
	$(BIN)/python -m pytest $(PYTEST_ARGS)

lint: install-dev
	$(BIN)/ruff check .

check-deploy: install
	DEBUG=0 SECRET_KEY="$$($(BIN)/python -c 'import secrets; print(secrets.token_urlsafe(50))')" \
		ALLOWED_HOSTS=news.example.org $(BIN)/python manage.py check --deploy --fail-level WARNING

clean:
	rm -rf $(VENV) staticfiles .pytest_cache
