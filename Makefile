# Two commands set everything up on a fresh machine:
#   make run    serve the app with the seed newsroom at http://127.0.0.1:8000
#               (PORT=8100 for another port); it keeps serving until Ctrl-C
#   make test   in a second terminal: install what the tests need (Chromium
#               included) and run the whole suite (SQLite unless DATABASE_URL is set)
# Production: make serve (gunicorn; PORT, WORKERS and the settings from the
# environment, see the README).

PYTHON ?= $(shell command -v python3.13 2>/dev/null || echo python3)
VENV := .venv
BIN := $(VENV)/bin
# Development mode for the local server and the test run; production sets
# DEBUG off and a SECRET_KEY (see the README).
export DEBUG ?= 1
# The port `make run` and `make serve` listen on.
export PORT ?= 8000

.PHONY: run test test-tools messages lint install install-dev migrate seed serve check-deploy clean

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.version_info[:2] == (3, 13) or sys.exit(f"Python 3.13 is required, found {sys.version.split()[0]} at {sys.executable}. Install 3.13 (README: Getting Python 3.13), e.g. `uv python install 3.13`, then: make PYTHON=$$(uv python find 3.13) ...")'
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
		$(BIN)/python manage.py runserver 127.0.0.1:$(PORT)

# Programs the suite drives: Debian's Chromium and redis-server (the limit
# tests start their own), installed when missing and we are root, else the
# exact command to run (newsroom/system_tools.py).
test-tools: install-dev
	$(BIN)/python -m newsroom.system_tools chromium redis-server gettext

# The Spanish catalogue (README: Languages): gather every marked string from
# the code and templates into locale/es/LC_MESSAGES/django.po (translations
# kept, new strings empty, vanished ones dropped), then compile django.mo.
# Commit both; the server reads the .mo, so serving needs no gettext tools.
MESSAGES_IGNORE := --ignore=.venv --ignore=staticfiles --ignore=tests --ignore=bench
messages: install test-tools
	$(BIN)/python manage.py makemessages --locale=es --no-obsolete --add-location=file $(MESSAGES_IGNORE)
	$(BIN)/python manage.py compilemessages --locale=es $(MESSAGES_IGNORE)

test: install-dev test-tools
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# Production: settings from the environment (SECRET_KEY, ALLOWED_HOSTS,
# DATABASE_URL, ...; see the README), DEBUG forced off.
serve: export DEBUG = 0
serve: install
	$(BIN)/python manage.py collectstatic --no-input --verbosity 0
	$(BIN)/python manage.py migrate --no-input
	exec $(BIN)/gunicorn --config newsroom/gunicorn.conf.py

lint: install-dev
	$(BIN)/ruff check .

check-deploy: install
	DEBUG=0 SECRET_KEY="$$($(BIN)/python -c 'import secrets; print(secrets.token_urlsafe(50))')" \
		ALLOWED_HOSTS=news.example.org $(BIN)/python manage.py check --deploy --fail-level WARNING

clean:
	rm -rf $(VENV) staticfiles .pytest_cache
