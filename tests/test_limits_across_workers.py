"""The limits hold through a real multi-process server.

gunicorn runs the app with two worker processes, counting in a redis-server
this module starts on a free port, against a database of its own (a SQLite
file, or `<name>_workers` beside the PostgreSQL test database). The app is
loaded before forking, as `make serve` does (newsroom/gunicorn.conf.py), and a
server counts as started only once both workers have answered. Requests are
sent at once from several threads, so both workers answer (each access-log
line names the worker's process id), and one limit still holds:

- anonymous clients: one count per address, a made-up X-Forwarded-For ignored
  by default and honoured behind one trusted proxy (NUM_PROXIES=1);
- a signed-in client: one count per account;
- failed admin logins and wrong API tokens: the account and the address are
  locked out across workers, and `axes_reset` lifts the lock.

redis-server is Debian's (`make test` installs it when missing and it can,
newsroom/system_tools.py); without it these tests fail with the command to
run. They never skip.
"""

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import requests
from django.conf import settings

from newsroom.system_tools import ToolMissing, ensure_tool

ROOT = Path(__file__).resolve().parent.parent
OK, LIMITED, UNAUTHORIZED, FOUND = 200, 429, 401, 302
ANON_LIMIT, USER_LIMIT, FAILURE_LIMIT = 20, 10, 5
PASSWORD = "a-long-right-password-7"


def free_port(preferred: range) -> int:
    """A free port, from `preferred` when one is (this machine's share), else any."""
    for port in [*preferred, 0]:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return probe.getsockname()[1]
    raise RuntimeError("no free port")


def wait_for(check, what: str, timeout: float = 60.0, process=None, log: Path | None = None):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            break
        try:
            if check():
                return
        except (OSError, requests.RequestException):
            pass
        time.sleep(0.2)
    detail = log.read_text(errors="replace")[-3000:] if log and log.exists() else ""
    pytest.fail(f"{what} did not start\n{detail}")


# ------------------------------------------------------------------- services


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory):
    try:
        binary = ensure_tool("redis-server")
    except ToolMissing as missing:
        pytest.fail(str(missing))
    port = free_port(range(6391, 6400))
    log = tmp_path_factory.mktemp("redis") / "redis.log"
    process = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--logfile", str(log)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.STDOUT,
    )
    try:
        with socket.socket() as probe:
            wait_for(lambda: probe.connect_ex(("127.0.0.1", port)) == 0, "redis-server", process=process, log=log)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture(scope="module")
def database_url(tmp_path_factory):
    """A database of the servers' own, migrated by `manage.py migrate`."""
    test_database = settings.DATABASES["default"]
    if test_database["ENGINE"] == "django.db.backends.postgresql":
        import psycopg

        base = os.environ["DATABASE_URL"].rsplit("/", 1)[0]
        name = f"{test_database['NAME']}_workers"
        admin = f"{base}/postgres"
        with psycopg.connect(admin, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            connection.execute(f'CREATE DATABASE "{name}"')
        url = f"{base}/{name}"
    else:
        url = f"sqlite:///{tmp_path_factory.mktemp('workers') / 'db.sqlite3'}"
        admin = None
    result = manage("migrate", "--no-input", DATABASE_URL=url)
    assert result.returncode == 0, result.stdout + result.stderr
    yield url
    if admin:
        with psycopg.connect(admin, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def server_environment(**overrides) -> dict:
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("API_", "NUM_PROXIES", "REDIS_URL"))}
    environment.update(
        DEBUG="1",
        API_ANON_BURST_RATE=f"{ANON_LIMIT}/minute",
        API_ANON_RATE="1000/hour",
        API_USER_RATE=f"{USER_LIMIT}/minute",
        API_EXPORT_RATE="1000/minute",
        LOGIN_FAILURE_LIMIT=str(FAILURE_LIMIT),
        CONN_MAX_AGE="0",
        **overrides,
    )
    return environment


def manage(*args, **env):
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=server_environment(**env), capture_output=True, text=True
    )


@pytest.fixture(scope="module")
def accounts(database_url):
    """Three editors with known passwords and tokens: {username: token}."""
    code = (
        "import json, django; django.setup()\n"
        "from django.contrib.auth.models import Group, User\n"
        "from rest_framework.authtoken.models import Token\n"
        "editors = Group.objects.get(name='Editors')\n"
        "tokens = {}\n"
        "for name in ('ana', 'ben', 'cleo'):\n"
        f"    user = User.objects.create_user(name, password={PASSWORD!r}, is_staff=True)\n"
        "    user.groups.add(editors)\n"
        "    tokens[name] = Token.objects.create(user=user).key\n"
        "print(json.dumps(tokens))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=server_environment(DATABASE_URL=database_url, DJANGO_SETTINGS_MODULE="newsroom.settings"),
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


class Server:
    def __init__(self, url: str, log: Path, environment: dict):
        self.url, self.log, self.environment = url, log, environment

    def worker_pids(self, since: int) -> set[str]:
        """Process ids of the workers that answered requests logged after byte `since`."""
        return set(re.findall(r"^pid=<?(\d+)>? ", self.log.read_text(errors="replace")[since:], re.MULTILINE))

    def log_size(self) -> int:
        return len(self.log.read_text(errors="replace"))


@pytest.fixture(scope="module")
def start_server(redis_url, database_url, accounts, tmp_path_factory):
    """start_server(num_proxies) -> a gunicorn with two workers (one per setting, kept for the module)."""
    servers, processes = {}, []

    def start(num_proxies: int) -> Server:
        if num_proxies in servers:
            return servers[num_proxies]
        port = free_port(range(8150, 8200))
        log = tmp_path_factory.mktemp("gunicorn") / "gunicorn.log"
        environment = server_environment(DATABASE_URL=database_url, REDIS_URL=redis_url, NUM_PROXIES=str(num_proxies))
        process = subprocess.Popen(
            [
                sys.executable, "-m", "gunicorn", "newsroom.wsgi:application",
                "--workers", "2", "--preload", "--bind", f"127.0.0.1:{port}",
                "--access-logfile", str(log), "--error-logfile", str(log),
                "--access-logformat", 'pid=%(p)s %(s)s "%(r)s"',
            ],
            cwd=ROOT,
            env=environment,
            stdout=log.open("a"),
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
        processes.append(process)
        url = f"http://127.0.0.1:{port}"
        server = Server(url, log, environment)
        # The admin login page: an API address would spend a request of the limits.
        ready = lambda: requests.get(f"{url}/admin/login/", timeout=5).status_code == 200  # noqa: E731
        wait_for(ready, "gunicorn", process=process, log=log)

        # Ready means both workers answer: on a busy machine the second may
        # still be starting, and the first would then answer every request.
        def both_workers_answered() -> bool:
            if len(server.worker_pids(since=0)) == 2:
                return True
            at_once([ready] * 8)
            return False

        wait_for(both_workers_answered, "gunicorn's second worker", process=process, log=log)
        servers[num_proxies] = server
        return server

    yield start
    for process in processes:
        os.killpg(process.pid, signal.SIGTERM)
    for process in processes:
        process.wait(timeout=30)


@pytest.fixture
def fresh_limits(redis_url, database_url):
    """No request counted and no login failure recorded before each test."""
    import redis

    redis.Redis.from_url(redis_url).flushdb()
    result = manage("axes_reset", DATABASE_URL=database_url)
    assert result.returncode == 0, result.stderr


def at_once(calls) -> list[requests.Response]:
    with ThreadPoolExecutor(max_workers=8) as pool:
        return list(pool.map(lambda call: call(), calls))


def count(responses) -> dict[int, int]:
    totals = {}
    for response in responses:
        totals[response.status_code] = totals.get(response.status_code, 0) + 1
    return totals


# ---------------------------------------------------------------- rate limits


def test_one_anonymous_limit_across_two_workers(start_server, fresh_limits):
    server = start_server(0)
    before = server.log_size()
    url = f"{server.url}/api/v1/claims/"

    answers = at_once([lambda: requests.get(url, timeout=30)] * (2 * ANON_LIMIT))
    time.sleep(0.5)  # the access log is written after the answer

    assert count(answers) == {OK: ANON_LIMIT, LIMITED: ANON_LIMIT}
    assert len(server.worker_pids(since=before)) == 2, "both workers must have answered"
    refused = next(answer for answer in answers if answer.status_code == LIMITED)
    assert refused.headers["Content-Type"] == "application/json"
    assert 0 < int(refused.headers["Retry-After"]) <= 60


def test_a_made_up_forwarded_for_is_ignored_by_default(start_server, fresh_limits):
    url = f"{start_server(0).url}/api/v1/claims/"

    answers = at_once(
        [
            (lambda n=n: requests.get(url, headers={"X-Forwarded-For": f"198.51.100.{n}"}, timeout=30))
            for n in range(2 * ANON_LIMIT)
        ]
    )

    assert count(answers) == {OK: ANON_LIMIT, LIMITED: ANON_LIMIT}


def test_behind_one_proxy_each_forwarded_address_has_its_own_limit(start_server, fresh_limits):
    url = f"{start_server(1).url}/api/v1/claims/"

    def from_address(address, spoofed=None):
        forwarded = f"{spoofed}, {address}" if spoofed else address
        return lambda: requests.get(url, headers={"X-Forwarded-For": forwarded}, timeout=30)

    first = at_once([from_address("203.0.113.1", spoofed=f"10.9.9.{n}") for n in range(ANON_LIMIT + 5)])
    second = at_once([from_address("203.0.113.2")] * (ANON_LIMIT + 5))

    assert count(first) == {OK: ANON_LIMIT, LIMITED: 5}
    assert count(second) == {OK: ANON_LIMIT, LIMITED: 5}


def test_one_limit_per_account_across_workers(start_server, fresh_limits, accounts):
    server = start_server(0)
    url = f"{server.url}/api/v1/claims/"

    def as_user(name):
        return lambda: requests.get(url, headers={"Authorization": f"Token {accounts[name]}"}, timeout=30)

    ana = at_once([as_user("ana")] * (USER_LIMIT + 6))
    ben = at_once([as_user("ben")] * USER_LIMIT)

    assert count(ana) == {OK: USER_LIMIT, LIMITED: 6}
    assert count(ben) == {OK: USER_LIMIT}


# -------------------------------------------------------------- login lockout


def admin_login(server, username, password, address=None):
    session = requests.Session()
    headers = {"X-Forwarded-For": address} if address else {}
    page = session.get(f"{server.url}/admin/login/", headers=headers, timeout=30)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.text).group(1)
    return session.post(
        f"{server.url}/admin/login/?next=/admin/",
        data={"csrfmiddlewaretoken": token, "username": username, "password": password, "next": "/admin/"},
        headers=headers,
        allow_redirects=False,
        timeout=30,
    )


def test_failed_admin_logins_lock_the_account_across_workers(start_server, fresh_limits, database_url):
    server = start_server(1)
    before = server.log_size()

    # From a different address each time: the account itself is locked.
    wrong = [admin_login(server, "ana", "wrong", address=f"203.0.113.{n}").status_code for n in range(FAILURE_LIMIT)]
    # Then the right password, several at once so that both workers answer
    # (one at a time, the kernel may hand every connection to the same one).
    right = at_once(
        [(lambda n=n: admin_login(server, "ana", PASSWORD, address=f"203.0.113.{90 + n}")) for n in range(8)]
    )
    other = admin_login(server, "ben", PASSWORD, address="203.0.113.99")
    time.sleep(0.5)

    assert wrong == [OK] * (FAILURE_LIMIT - 1) + [LIMITED]
    assert [answer.status_code for answer in right] == [LIMITED] * 8
    assert "Sign-in locked" in right[0].text and "axes_reset" in right[0].text
    assert int(right[0].headers["Retry-After"]) == 15 * 60
    assert other.status_code == FOUND  # another account is not affected
    assert len(server.worker_pids(since=before)) == 2, "both workers must have answered"

    reset = manage("axes_reset_username", "ana", DATABASE_URL=database_url)
    assert reset.returncode == 0, reset.stderr
    assert admin_login(server, "ana", PASSWORD, address="203.0.113.99").status_code == FOUND


def test_failed_admin_logins_lock_the_address_across_workers(start_server, fresh_limits, database_url):
    server = start_server(1)
    names = ["nobody", "ana", "ben", "cleo", "ghost"]

    wrong = [admin_login(server, name, "wrong", address="198.51.100.7").status_code for name in names]
    same_address = admin_login(server, "cleo", PASSWORD, address="198.51.100.7")
    other_address = admin_login(server, "cleo", PASSWORD, address="198.51.100.8")

    assert wrong == [OK] * (FAILURE_LIMIT - 1) + [LIMITED]
    assert same_address.status_code == LIMITED
    assert other_address.status_code == FOUND

    assert manage("axes_reset", DATABASE_URL=database_url).returncode == 0
    assert admin_login(server, "cleo", PASSWORD, address="198.51.100.7").status_code == FOUND


def test_wrong_api_tokens_lock_the_address_across_workers(start_server, fresh_limits, accounts):
    server = start_server(1)
    url = f"{server.url}/api/v1/claims/"

    def with_token(token, address):
        return requests.get(url, headers={"Authorization": f"Token {token}", "X-Forwarded-For": address}, timeout=30)

    wrong = [with_token(f"wrong{n}", "198.51.100.20") for n in range(FAILURE_LIMIT)]
    right_here = with_token(accounts["ana"], "198.51.100.20")
    right_elsewhere = with_token(accounts["ana"], "198.51.100.21")
    anonymous_here = requests.get(url, headers={"X-Forwarded-For": "198.51.100.20"}, timeout=30)

    assert [answer.status_code for answer in wrong] == [UNAUTHORIZED] * (FAILURE_LIMIT - 1) + [LIMITED]
    assert right_here.status_code == LIMITED
    assert "Too many failed sign-in attempts" in right_here.json()["detail"]
    assert right_elsewhere.status_code == OK
    assert anonymous_here.status_code == OK  # reading needs no sign-in
