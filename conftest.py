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


def pytest_runtest_logreport(report):
    """In CI (CI=true) a skipped test is a failure: a missing tool must never hide a test."""
    import os

    if report.skipped and os.environ.get("CI", "").lower() in {"1", "true", "yes"} and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where every test must run: {report.longrepr}"
