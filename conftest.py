"""Project-wide pytest fixtures: users for each role and a seeded newsroom."""

import pytest

from tests.factories import EditorFactory, FactCheckerFactory, UserFactory


@pytest.fixture
def editor(db):
    return EditorFactory(username="edna")


@pytest.fixture
def fact_checker(db):
    return FactCheckerFactory(username="felix")


@pytest.fixture
def reader(db):
    """A logged-in user with no staff role: treated as a reader."""
    return UserFactory(username="rita")
