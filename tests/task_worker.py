"""Running a real task worker (`manage.py db_worker`) in its own process on the test database."""

import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

from django.db import connection

PROJECT_DIR = Path(__file__).resolve().parent.parent


def test_database_url() -> str:
    """DATABASE_URL for the database this test run uses."""
    database = connection.settings_dict
    if connection.vendor == "sqlite":
        name = database["NAME"]
        assert name != ":memory:" and "mode=memory" not in str(name), (
            "A worker process cannot open an in-memory SQLite database; conftest.py sets a file."
        )
        return f"sqlite:///{name}"
    if connection.vendor == "postgresql":
        user = quote(database["USER"] or "", safe="")
        password = f":{quote(database['PASSWORD'], safe='')}" if database["PASSWORD"] else ""
        host = database["HOST"] or "127.0.0.1"
        port = f":{database['PORT']}" if database["PORT"] else ""
        return f"postgres://{user}{password}@{host}{port}/{quote(database['NAME'], safe='')}"
    raise AssertionError(f"No worker support for the {connection.vendor} test database.")


def worker_run(*, timeout: float = 120) -> subprocess.CompletedProcess:
    """Start `manage.py db_worker --batch`: it runs every queued task, then exits."""
    connection.close()  # SQLite: let the worker take its exclusive lock.
    environment = {**os.environ, "DATABASE_URL": test_database_url(), "DEBUG": "1"}
    completed = subprocess.run(
        [sys.executable, "manage.py", "db_worker", "--batch", "--no-reload", "--no-startup-delay"],
        cwd=PROJECT_DIR,
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert completed.returncode == 0, f"The worker failed:\n{completed.stdout}\n{completed.stderr}"
    return completed
