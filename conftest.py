"""Project-wide pytest fixtures: users for each role, a fresh cache and English per test."""

import pytest
from django.conf import settings
from django.core.cache import cache
from django.test import override_settings
from django.utils import translation

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


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix, tmp_path_factory):
    """On SQLite, test in a database file rather than in memory, so that another
    process (a task worker started by a test, tests/task_worker.py) can open it."""
    from django.conf import settings

    database = settings.DATABASES["default"]
    if database["ENGINE"] == "django.db.backends.sqlite3":
        database.setdefault("TEST", {})["NAME"] = str(tmp_path_factory.mktemp("database") / "test.sqlite3")


IN_MEMORY_CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "tests"}}


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup):
    """Once the test database exists (`migrate` made its cache table), everything
    counts in a cache in memory, fixtures of every scope included. A module
    fixture that makes a request (tests/api/test_api_guide.py's schema) runs
    outside any test's transaction: with the database cache it committed
    rate-limit counts that a later test of the database cache found spent."""
    with override_settings(CACHES=IN_MEMORY_CACHES):
        yield


@pytest.fixture(autouse=True)
def cache_of_its_own(settings):
    """Each test starts with no rate limit spent, in a cache in memory: the
    database cache would add its queries to every query budget."""
    settings.CACHES = IN_MEMORY_CACHES
    cache.clear()


@pytest.fixture(autouse=True)
def english_to_start():
    """Each test starts in English: a request to a Spanish page leaves Spanish
    active in the thread (LocaleMiddleware activates, nothing deactivates), and
    the next test's reverse() would name /es/ addresses."""
    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.activate(settings.LANGUAGE_CODE)


def pytest_collection_modifyitems(config, items):
    """Tests marked `postgresql` (PostgreSQL's query plans, its COPY and
    full-text paths) are deselected on SQLite, where they have nothing to
    check, rather than skipped: a skip fails CI, and the PostgreSQL run runs them."""
    from django.db import connection

    if connection.vendor == "postgresql":
        return
    kept = [item for item in items if not item.get_closest_marker("postgresql")]
    if len(kept) < len(items):
        config.hook.pytest_deselected(items=[item for item in items if item.get_closest_marker("postgresql")])
        items[:] = kept


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """In CI (CI=true) a skipped test is a failure: a missing tool must never hide a test."""
    import os

    report = yield
    if report.skipped and os.environ.get("CI", "").lower() in {"1", "true", "yes"} and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where every test must run: {report.longrepr}"
    return report
