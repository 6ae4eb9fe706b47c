"""The production server (`make serve`: gunicorn with newsroom/gunicorn.conf.py) answers its health check."""

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = Path(sys.executable).parent / "gunicorn"
PRODUCTION = {
    "DEBUG": "0",
    "SECRET_KEY": "a-production-key-for-the-test-" + "k" * 40,
    "ALLOWED_HOSTS": "127.0.0.1",
    "WORKERS": "2",
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def serve(database_url: str, tmp_path: Path):
    """gunicorn as `make serve` starts it; yields its base URL once it answers."""
    port = free_port()
    environment = {
        **{k: v for k, v in os.environ.items() if k not in {"DEBUG", "DJANGO_ALLOW_ASYNC_UNSAFE"}},
        **PRODUCTION,
        "PORT": str(port),
        "DATABASE_URL": database_url,
    }
    log = (tmp_path / f"gunicorn-{port}.log").open("w+")
    process = subprocess.Popen(
        [str(GUNICORN), "--config", "newsroom/gunicorn.conf.py"], cwd=ROOT, env=environment, stdout=log, stderr=log
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            log.seek(0)
            pytest.fail(f"gunicorn exited ({process.returncode}):\n{log.read()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            time.sleep(0.2)
    return process, url


def stop(process):
    process.terminate()
    process.wait(timeout=30)


@pytest.fixture
def sqlite_database(tmp_path):
    url = f"sqlite:///{tmp_path / 'production.sqlite3'}"
    environment = {**os.environ, **PRODUCTION, "DATABASE_URL": url}
    environment.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    result = subprocess.run(
        [sys.executable, "manage.py", "migrate", "--no-input"], cwd=ROOT, env=environment, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return url


def test_two_gunicorn_workers_answer_the_health_check_with_the_database_reachable(sqlite_database, tmp_path):
    process, url = serve(sqlite_database, tmp_path)
    try:
        status, body = get(f"{url}/healthz")
    finally:
        stop(process)
    assert (status, body) == (200, b'{"status": "ok", "database": "ok"}')


def test_the_health_check_answers_503_while_the_database_is_down(tmp_path):
    # Nothing listens on port 9: the database is unreachable.
    process, url = serve("postgres://newsroom:a-db-password@127.0.0.1:9/newsroom", tmp_path)
    try:
        status, body = get(f"{url}/healthz")
        assert process.poll() is None, "the server keeps running while the database is down"
    finally:
        stop(process)
    assert status == 503
    assert body == b'{"status": "unavailable", "database": "unreachable"}'
    assert b"a-db-password" not in body
