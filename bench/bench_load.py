"""Benchmark: a bounded load test of the production server (`make serve`) on 127.0.0.1.

For each of the home page, the claims page, a claim page, the API's claim list
and the CSV export, wrk (Debian's package; installed by
newsroom/system_tools.py when missing and run as root) holds 50 connections
open for 60 s and this prints requests/s, the median and 99th-percentile
latency, and the answers: 2xx/3xx, 429 (the API's documented rate limits, see
the README's Limits) and errors (any other status, and connection errors and
timeouts). Goal: 0 errors.

By default the script starts the server itself exactly as `make serve` does
(production settings, collectstatic, migrations, gunicorn with
newsroom/gunicorn.conf.py) on DATABASE_URL, after loading the seed newsroom
into it, and stops it at the end. --url measures a server already running.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/newsroom \\
        .venv/bin/python bench/bench_load.py [--duration 60] [--connections 50] \\
        [--port 8100] [--workers 5] [--raise-limits] [--url http://127.0.0.1:8000]

--raise-limits starts the server with the API's rate limits far above what
one machine can send, to measure the API's own throughput rather than how
fast it refuses (every request here comes from one address, so at the
production limits almost all API requests are 429s).
"""

import argparse
import json
import os
import re
import secrets
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from newsroom.system_tools import ToolMissing, ensure_tool  # noqa: E402

# Counts every answer by status in each wrk thread, and sums them at the end;
# wrk itself only says "non-2xx or 3xx", which would mix 429s with errors.
WRK_SCRIPT = r"""
wrk.headers["X-Forwarded-Proto"] = "https"
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} end
function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      totals[tostring(status)] = (totals[tostring(status)] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(totals) do table.insert(parts, string.format('"%s": %d', status, count)) end
  io.write("BENCH_RESULT ", string.format(
    '{"requests": %d, "duration_us": %d, "p50_us": %d, "p99_us": %d, "connect": %d, "read": %d, '
    .. '"write": %d, "timeout": %d, "statuses": {%s}}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout,
    table.concat(parts, ", ")))
end
"""


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", type=int, default=60, help="seconds per endpoint (default 60)")
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--threads", type=int, default=2, help="wrk threads (default 2)")
    parser.add_argument("--url", help="measure this running server instead of starting one")
    parser.add_argument("--port", type=int, default=8100, help="port for the server this script starts")
    parser.add_argument("--workers", type=int, help="gunicorn workers (default: newsroom/gunicorn.conf.py's)")
    parser.add_argument("--raise-limits", action="store_true", help="API rate limits out of reach")
    return parser.parse_args()


def production_environment(args) -> dict[str, str]:
    environment = {
        **os.environ,
        "DEBUG": "0",
        "SECRET_KEY": os.environ.get("SECRET_KEY") or secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "127.0.0.1",
        # As behind the TLS proxy: wrk sends X-Forwarded-Proto: https.
        "SECURE_PROXY_SSL_HEADER": "1",
        "PORT": str(args.port),
    }
    if args.workers:
        environment["WORKERS"] = str(args.workers)
    if args.raise_limits:
        for name in ("API_ANON_BURST_RATE", "API_ANON_RATE", "API_USER_RATE", "API_EXPORT_RATE"):
            environment[name] = "100000000/minute"
    return environment


def get(url: str, timeout: float = 10) -> tuple[int, str]:
    request = urllib.request.Request(url, headers={"X-Forwarded-Proto": "https"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, ""
    except OSError:
        return 0, ""


def start_server(args):
    if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
        sys.exit("Set DATABASE_URL to a PostgreSQL database (production runs on PostgreSQL), e.g.\n"
                 "    DATABASE_URL=postgres://postgres@127.0.0.1:5432/newsroom .venv/bin/python bench/bench_load.py")
    environment = production_environment(args)
    python = str(ROOT / ".venv" / "bin" / "python")
    print("loading the seed newsroom…", file=sys.stderr, flush=True)
    subprocess.run([python, "manage.py", "migrate", "--no-input", "-v0"], cwd=ROOT, env=environment, check=True)
    subprocess.run([python, "manage.py", "load_newsroom"], cwd=ROOT, env=environment, check=True,
                   stdout=subprocess.DEVNULL)
    log = tempfile.NamedTemporaryFile("w+", prefix="bench-serve-", suffix=".log", delete=False)
    print(f"starting `make serve` on 127.0.0.1:{args.port} (log: {log.name})…", file=sys.stderr, flush=True)
    server = subprocess.Popen(["make", "--no-print-directory", "serve"], cwd=ROOT, env=environment,
                              stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{args.port}"
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if server.poll() is not None:
            log.seek(0)
            sys.exit(f"`make serve` exited ({server.returncode}):\n{log.read()[-3000:]}")
        if get(f"{url}/healthz", timeout=2)[0] == 200:
            return server, url
        time.sleep(0.5)
    stop_server(server)
    sys.exit("the server did not answer /healthz within 180 s")


def stop_server(server):
    # make, then gunicorn's arbiter and its workers: one process group.
    try:
        os.killpg(server.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)


def endpoints(url: str) -> list[tuple[str, str]]:
    status, html = get(f"{url}/claims/")
    match = re.search(r'href="(/claims/\d+/[^"/]+/)"', html)
    if status != 200 or not match:
        sys.exit(f"/claims/ answered {status} without a link to a claim: is the seed newsroom loaded?")
    return [
        ("home /", "/"),
        ("claims page /claims/", "/claims/"),
        ("a claim page /claims/<id>/<slug>/", match.group(1)),
        ("API list /api/v1/claims/", "/api/v1/claims/"),
        ("CSV export /api/v1/claims/export.csv", "/api/v1/claims/export.csv"),
    ]


def run_wrk(wrk: str, script: str, url: str, args) -> dict:
    command = [wrk, f"--threads={args.threads}", f"--connections={args.connections}",
               f"--duration={args.duration}s", "--timeout=10s", f"--script={script}", url]
    result = subprocess.run(command, capture_output=True, text=True)
    line = next((line for line in result.stdout.splitlines() if line.startswith("BENCH_RESULT ")), None)
    if result.returncode != 0 or line is None:
        sys.exit(f"wrk failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return json.loads(line.removeprefix("BENCH_RESULT "))


def main():
    args = parse_args()
    try:
        wrk = ensure_tool("wrk")
    except ToolMissing as error:
        sys.exit(str(error))
    server = None
    if args.url:
        url = args.url.rstrip("/")
    else:
        server, url = start_server(args)
    try:
        with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
            script.write(WRK_SCRIPT)
        targets = endpoints(url)
        print(f"{args.connections} connections, {args.duration} s per endpoint, {url}"
              + (", API rate limits raised" if args.raise_limits else ", production rate limits"))
        header = f"{'endpoint':<42} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'2xx/3xx':>9} {'429':>8} {'errors':>7}"
        print(header)
        print("-" * len(header))
        total_errors = 0
        for name, path in targets:
            get(url + path)  # one request first, so no worker meets the page cold
            result = run_wrk(wrk, script.name, url + path, args)
            statuses = {int(status): count for status, count in result["statuses"].items()}
            ok = sum(count for status, count in statuses.items() if 200 <= status < 400)
            throttled = statuses.get(429, 0)
            socket_errors = result["connect"] + result["read"] + result["write"] + result["timeout"]
            errors = sum(statuses.values()) - ok - throttled + socket_errors
            total_errors += errors
            rate = result["requests"] / (result["duration_us"] / 1e6)
            print(f"{name:<42} {rate:>8.1f} {result['p50_us'] / 1000:>8.1f} {result['p99_us'] / 1000:>8.1f} "
                  f"{ok:>9} {throttled:>8} {errors:>7}", flush=True)
            other = {status: count for status, count in statuses.items() if not (200 <= status < 400 or status == 429)}
            if other or socket_errors:
                print(f"    errors: statuses {other}, connect {result['connect']}, read {result['read']}, "
                      f"write {result['write']}, timeout {result['timeout']}")
        print(f"errors other than the documented 429s: {total_errors}")
        return 1 if total_errors else 0
    finally:
        if server is not None:
            stop_server(server)


if __name__ == "__main__":
    sys.exit(main())
