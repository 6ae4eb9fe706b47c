"""gunicorn's settings for `make serve` (production), read from the environment.

- PORT: the port to listen on (default 8000).
- HOST: the address to listen on (default 127.0.0.1: a TLS proxy on the same
  machine forwards to it; set 0.0.0.0 when the proxy runs elsewhere).
- WORKERS: worker processes (default 2 × CPU cores + 1, gunicorn's advice).
- GUNICORN_TIMEOUT: seconds a worker may spend on one request before it is
  restarted (default 30; the CSV export streams, so it is not cut off).

Sync workers: every request is short and database-bound, the app is plain
WSGI, and a worker that blocks on one slow client cannot stall the others.
"""

import multiprocessing
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WORKERS") or multiprocessing.cpu_count() * 2 + 1)
worker_class = "sync"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 30
# Restart each worker now and then, so a slow leak cannot grow without bound.
max_requests = 5000
max_requests_jitter = 500
# Logs to stdout/stderr, for systemd's journal or the container's log.
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
# The app is loaded once, before forking: a broken setting fails at start, not per worker.
preload_app = True
wsgi_app = "newsroom.wsgi:application"
# Behind the TLS proxy gunicorn trusts X-Forwarded-* only from these addresses.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")
# gunicorn's control socket is one fixed path per user ($HOME/.gunicorn/gunicorn.ctl):
# a second server on the machine (staging beside production, the tests) would
# take it over. Signals (HUP to reload, TERM to stop) do the same job.
control_socket_disable = True
