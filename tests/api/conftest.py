"""Fixtures for the API tests: clients per role, a small newsroom."""

import pytest
from rest_framework.test import APIClient

from tests.api.builders import BODY, span, token_client
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory


@pytest.fixture
def api_client():
    return APIClient()


@pytest.fixture
def editor_client(editor):
    return token_client(editor)


@pytest.fixture
def fact_checker_client(fact_checker):
    return token_client(fact_checker)


@pytest.fixture
def reader_client(reader):
    return token_client(reader)


@pytest.fixture
def article(db):
    return ArticleFactory(headline="Soldiers defect", slug="soldiers-defect", body=BODY)


@pytest.fixture
def guaido(db):
    return SourceFactory(name="Juan Guaidó", slug="juan-guaido", notes="Internal: call his office first.")


@pytest.fixture
def claim(article, guaido):
    return ClaimFactory(
        article=article,
        source=guaido,
        statement="Over one thousand soldiers have defected.",
        kind="statistic",
        value="1000",
        qualifier="more_than",
        unit="soldiers",
        **span("Over one thousand soldiers have defected"),
    )
