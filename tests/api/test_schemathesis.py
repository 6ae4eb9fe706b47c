"""Fuzz the API against its own OpenAPI schema with schemathesis, in-process.

Every operation in /api/schema/ is called with generated valid and invalid
input, anonymously and with an editor's token: no answer may be a server
error, and every answer must conform to the schema (status code, content
type, headers, body). A small newsroom is loaded first so ids and slugs in
the schema's examples can hit real objects.
"""

import os
from contextlib import contextmanager

import pytest
import schemathesis
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from rest_framework.authtoken.models import Token
from schemathesis.specs.openapi.checks import positive_data_acceptance

from tests.api.builders import rated, span
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceFactory

MAX_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "50"))


@contextmanager
def database_connection_kept_open():
    """Django closes the database connection when a request finishes; within
    a test that would end the test's transaction. Django's own test client
    disconnects that handler around each request; the WSGI handler here is
    called by schemathesis, so the handler stays disconnected while it runs."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


app = WSGIHandler()
with database_connection_kept_open():
    schema = schemathesis.openapi.from_wsgi("/api/schema/?format=json", app)

FUZZ_SETTINGS = settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
    database=None,
)
# Data that fits the schema may still be refused for reasons a schema cannot
# express (a quote that is not the article's text at start–end, an id that
# does not exist, a move the workflow does not have): that is a correct 400/404,
# so the "valid data must be accepted" check does not apply.
EXCLUDED_CHECKS = [positive_data_acceptance]


@pytest.fixture
def newsroom(db, settings):
    """A small newsroom, the throttles out of the way, the connection kept open."""
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"anon": "100000/hour", "anon_burst": "100000/minute"},
    }
    editor = EditorFactory(username="fuzz-editor")
    article = ArticleFactory(slug="soldiers-defect")
    source = SourceFactory(slug="juan-guaido", name="Juan Guaidó")
    first = ClaimFactory(article=article, source=source, **span("Over one thousand", article.body))
    ClaimFactory(article=article, source=source, proposed=True, **span("235,000", article.body))
    rated(first, editor=editor)
    with database_connection_kept_open():
        yield {"editor": editor}


@schema.parametrize()
@FUZZ_SETTINGS
def test_api_conforms_to_schema_for_anonymous_clients(case, newsroom):
    case.call_and_validate(excluded_checks=EXCLUDED_CHECKS)


@schema.parametrize()
@FUZZ_SETTINGS
def test_api_conforms_to_schema_for_staff(case, newsroom):
    token = Token.objects.get_or_create(user=newsroom["editor"])[0]
    case.call_and_validate(headers={"Authorization": f"Token {token.key}"}, excluded_checks=EXCLUDED_CHECKS)
