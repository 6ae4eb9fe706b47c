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


@pytest.fixture(autouse=True)
def fast_password_hashing(settings):
    """Tests create many users; a deliberately slow hasher would dominate the run."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
