"""Project-wide pytest fixtures: users for each role, a fresh cache per test."""

import pytest
from django.core.cache import cache

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


@pytest.fixture(autouse=True)
def cache_of_its_own(settings):
    """Each test starts with no rate limit spent, in a cache in memory: the
    database cache would add its queries to every query budget."""
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "tests"}}
    cache.clear()
