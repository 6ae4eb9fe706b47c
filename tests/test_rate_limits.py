"""Rate limits in one process: who the client is, and the API's throttles.

The same limits across gunicorn workers and a real Redis are in
test_limits_across_workers.py.
"""

import logging
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import RequestFactory
from django.urls import reverse
from rest_framework import status
from rest_framework.test import APIClient

from newsroom.throttling import client_address
from tests.api.builders import token_client
from tests.factories import EditorFactory

ROOT = Path(__file__).resolve().parent.parent


def rates(settings, **rates):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}


def statuses(client, url, n, **headers):
    return [client.get(url, **headers).status_code for _ in range(n)]


OK, LIMITED = status.HTTP_200_OK, status.HTTP_429_TOO_MANY_REQUESTS


# ------------------------------------------------------------ the client's address


@pytest.mark.parametrize(
    ("num_proxies", "forwarded", "expected"),
    [
        (0, None, "10.0.0.9"),
        (0, "203.0.113.7", "10.0.0.9"),  # made up by the client: ignored
        (1, None, "10.0.0.9"),
        (1, "203.0.113.7", "203.0.113.7"),
        (1, "1.1.1.1, 203.0.113.7", "203.0.113.7"),  # the client wrote 1.1.1.1; the proxy appended the rest
        (2, "1.1.1.1, 203.0.113.7, 10.0.0.8", "203.0.113.7"),
        (3, "203.0.113.7, 10.0.0.8", "203.0.113.7"),  # fewer hops than proxies: the leftmost
        (1, "not-an-address", "10.0.0.9"),
        (1, " 2001:DB8::1 ", "2001:db8::1"),
    ],
)
def test_client_address_trusts_only_the_configured_proxies(settings, num_proxies, forwarded, expected):
    settings.NUM_PROXIES = num_proxies
    headers = {"REMOTE_ADDR": "10.0.0.9"}
    if forwarded is not None:
        headers["HTTP_X_FORWARDED_FOR"] = forwarded

    assert client_address(RequestFactory().get("/", **headers)) == expected


# ------------------------------------------------------------------- anonymous


def test_a_made_up_forwarded_for_does_not_escape_the_anonymous_limit(db, settings):
    rates(settings, anon_burst="3/minute", anon="100/hour")
    client = APIClient()
    answers = [
        client.get(reverse("claim-list"), HTTP_X_FORWARDED_FOR=f"198.51.100.{n}").status_code for n in range(5)
    ]

    assert answers == [OK, OK, OK, LIMITED, LIMITED]


def test_behind_one_proxy_each_forwarded_client_has_its_own_limit(db, settings):
    settings.NUM_PROXIES = 1
    rates(settings, anon_burst="2/minute", anon="100/hour")
    client = APIClient()
    url = reverse("claim-list")

    first = statuses(client, url, 3, HTTP_X_FORWARDED_FOR="6.6.6.6, 198.51.100.1")
    # The spoofed left part changes; the address the proxy saw does not.
    again = statuses(client, url, 1, HTTP_X_FORWARDED_FOR="7.7.7.7, 198.51.100.1")
    second = statuses(client, url, 2, HTTP_X_FORWARDED_FOR="198.51.100.2")

    assert (first, again, second) == ([OK, OK, LIMITED], [LIMITED], [OK, OK])


def test_a_429_is_json_with_the_seconds_left_in_retry_after(db, settings):
    rates(settings, anon_burst="1/minute", anon="100/hour")
    client = APIClient()
    client.get(reverse("claim-list"))

    refused = client.get(reverse("claim-list"))

    assert refused.status_code == LIMITED
    assert refused["Content-Type"] == "application/json"
    assert "throttled" in refused.json()["detail"].lower()
    assert 55 <= int(refused["Retry-After"]) <= 60


def test_the_limit_lifts_when_its_window_ends(db, settings):
    rates(settings, anon_burst="2/second", anon="100/hour")
    client = APIClient()
    url = reverse("claim-list")

    before = statuses(client, url, 3)
    time.sleep(1.2)
    after = statuses(client, url, 2)

    assert (before, after) == ([OK, OK, LIMITED], [OK, OK])


# --------------------------------------------------------------- signed-in users


def test_each_account_has_its_own_limit_whatever_its_address(db, settings):
    rates(settings, anon_burst="1/minute", anon="1/hour", user="3/minute")
    editor, other = token_client(EditorFactory()), token_client(EditorFactory())
    url = reverse("claim-list")

    mine = [editor.get(url, REMOTE_ADDR=f"192.0.2.{n}").status_code for n in range(4)]
    theirs = statuses(other, url, 2)

    assert (mine, theirs) == ([OK, OK, OK, LIMITED], [OK, OK])


def test_a_session_in_the_admin_counts_against_the_account_too(db, settings):
    rates(settings, anon_burst="100/minute", anon="100/hour", user="2/minute")
    client = APIClient()
    client.force_login(EditorFactory())

    assert statuses(client, reverse("claim-list"), 3) == [OK, OK, LIMITED]


# ----------------------------------------------------------------------- exports


@pytest.mark.parametrize("signed_in", [False, True])
def test_exports_have_their_own_lower_limit_shared_by_csv_and_claimreview(db, settings, signed_in):
    rates(settings, anon_burst="100/minute", anon="100/hour", user="100/minute", export="2/minute")
    client = token_client(EditorFactory()) if signed_in else APIClient()

    exports = [
        client.get(reverse("claim-export-csv")).status_code,
        client.get(reverse("claimreview")).status_code,
        client.get(reverse("claim-export-csv")).status_code,
        client.get(reverse("claimreview")).status_code,
    ]
    listing = client.get(reverse("claim-list")).status_code

    assert (exports, listing) == ([OK, OK, LIMITED, LIMITED], OK)


# ----------------------------------------------------------------------- the cache


def test_limits_count_in_the_database_cache_when_there_is_no_redis(db, settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": "newsroom_cache"}}
    rates(settings, anon_burst="2/minute", anon="100/hour")
    assert "newsroom_cache" in connection.introspection.table_names()  # made by migrate
    # The table outlives test transactions: whatever ran outside one (a fixture, another
    # process on this database) may have counted there. Cleared within this test's.
    cache.clear()

    assert statuses(APIClient(), reverse("claim-list"), 3) == [OK, OK, LIMITED]


def test_an_unreachable_cache_serves_the_request_and_logs_it(db, settings, caplog):
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": "redis://127.0.0.1:1/0"}
    }
    rates(settings, anon_burst="1/minute", anon="100/hour")

    with caplog.at_level(logging.ERROR, logger="newsroom.throttling"):
        answers = statuses(APIClient(), reverse("claim-list"), 2)

    assert answers == [OK, OK]
    assert "the cache is unavailable" in caplog.text


def settings_value(expression, **env):
    environment = {k: v for k, v in os.environ.items() if k not in {"REDIS_URL", "NUM_PROXIES"}}
    environment.update(DEBUG="1", DJANGO_SETTINGS_MODULE="newsroom.settings", **env)
    code = f"import django; django.setup(); from django.conf import settings; print({expression})"
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environment, capture_output=True, text=True)


def test_redis_url_chooses_the_redis_cache_and_its_absence_the_database():
    backend = "(settings.CACHES['default']['BACKEND'], settings.CACHES['default']['LOCATION'])"

    with_redis = settings_value(backend, REDIS_URL="redis://127.0.0.1:6391/0").stdout
    without = settings_value(backend).stdout

    assert with_redis.strip() == "('django.core.cache.backends.redis.RedisCache', 'redis://127.0.0.1:6391/0')"
    assert without.strip() == "('django.core.cache.backends.db.DatabaseCache', 'newsroom_cache')"


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"NUM_PROXIES": "one"}, "NUM_PROXIES must be a whole number"),
        ({"NUM_PROXIES": "-1"}, "NUM_PROXIES must be 0 or more"),
        ({"API_USER_RATE": "lots"}, "The user rate 'lots' must read like 60/minute"),
    ],
)
def test_bad_limit_settings_stop_the_start_with_a_message(env, message):
    result = settings_value("settings.NUM_PROXIES", **env)

    assert result.returncode != 0
    assert message in result.stderr
