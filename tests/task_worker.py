"""Running a real task worker (`manage.py db_worker`) in its own process on the test database."""

import os
import subprocess
import sys
from pathlib import Path
from unittest import mock
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


def worker_start(*arguments: str) -> subprocess.Popen:
    """Start a worker (`manage.py db_worker` with `arguments`) on the test database."""
    connection.close()  # SQLite: let the workers take their exclusive lock.
    return subprocess.Popen(
        [sys.executable, "manage.py", "db_worker", "--no-reload", "--no-startup-delay", *arguments],
        cwd=PROJECT_DIR,
        env={**os.environ, "DATABASE_URL": test_database_url(), "DEBUG": "1"},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def worker_run(*, timeout: float = 120, processes: int = 1, worker_id: str | None = None) -> list[str]:
    """Start `processes` workers (`manage.py db_worker --batch`) at once: together they
    run every queued task, then exit. Returns each worker's output."""
    arguments = ["--batch", *(["--worker-id", worker_id] if worker_id else [])]
    workers = [worker_start(*arguments) for _ in range(processes)]
    outputs = []
    for worker in workers:
        try:
            output, _ = worker.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            worker.kill()
            output, _ = worker.communicate()
            raise AssertionError(f"A worker was still running after {timeout} s:\n{output}") from None
        assert worker.returncode == 0, f"A worker failed:\n{output}"
        outputs.append(output)
    return outputs


def tasks_run_here() -> None:
    """Run every queued task in this process, through the same worker loop as
    `db_worker` (for tests that do not need a separate process)."""
    from django_tasks_db.management.commands import db_worker

    # The worker closes connections it thinks are stale, which inside a test's
    # transaction is every connection.
    with mock.patch.object(db_worker, "close_old_connections"):
        db_worker.Worker(
            queue_names=["default"],
            interval=0,
            batch=True,
            backend_name="default",
            startup_delay=False,
            max_tasks=None,
            worker_id="test-in-process",
            excluded_queue_names=[],
        ).run()
