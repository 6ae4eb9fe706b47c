"""Who a client is, and how many requests it may make: the API's rate limits.

- `client_address(request)`: the client's IP address, taking `X-Forwarded-For`
  from as many trusted proxies as `NUM_PROXIES` says (default 0: the header is
  ignored, so nobody can make up an address). The API's throttles and the
  login lockout (django-axes, `AXES_CLIENT_IP_CALLABLE`) both ask it.
- The throttles, counted in the shared cache (`CACHES["default"]`: Redis when
  `REDIS_URL` is set, the database otherwise), so every worker on every machine
  counts against one limit:
  - `AnonBurstRateThrottle`, `AnonSustainedRateThrottle`: anonymous clients,
    per address (`anon_burst`, `anon`);
  - `UserRateThrottle`: signed-in clients, per account (`user`);
  - `ExportRateThrottle`: the CSV and ClaimReview exports, per account or per
    address (`export`), lower than the rest because each answer is large.

Each throttle counts in fixed windows that start at a client's first request:
one atomic `add` and one atomic `incr` per request (Redis `SET NX` and `INCR`),
so two workers answering at the same instant cannot both spend the last
request, which REST framework's read-then-write history allows. A refused
request is answered 429 with `Retry-After`, the seconds left in the window.
"""

import ipaddress
import logging
import math
import time

from django.conf import settings
from django.core.cache import cache
from rest_framework.settings import api_settings
from rest_framework.throttling import BaseThrottle

logger = logging.getLogger(__name__)


def _ip_or_none(value: str) -> str | None:
    try:
        return str(ipaddress.ip_address(value.strip()))
    except ValueError:
        return None


def client_address(request) -> str:
    """The client's address: REMOTE_ADDR, or with `NUM_PROXIES` = n > 0 the
    n-th address from the right in X-Forwarded-For, the one the outermost
    trusted proxy saw. Anything that is not an IP address falls back to the
    proxy's own address rather than becoming a key a client can vary."""
    remote = request.META.get("REMOTE_ADDR", "")
    num_proxies = settings.NUM_PROXIES
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if num_proxies > 0 and forwarded:
        addresses = forwarded.split(",")
        candidate = _ip_or_none(addresses[-min(num_proxies, len(addresses))])
        if candidate:
            return candidate
    return _ip_or_none(remote) or remote


class WindowRateThrottle(BaseThrottle):
    """At most N requests in each window of the rate's period, per client.

    Subclasses name a `scope` (its rate is read from
    REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] at request time, so settings
    overrides apply) and say whom they count in `get_ident_for`, or None for
    a client they leave alone.
    """

    scope: str = ""
    timer = time.time

    def get_ident(self, request):
        return client_address(request)

    def get_ident_for(self, request) -> str | None:
        raise NotImplementedError

    def rate(self) -> tuple[int, int] | None:
        rate = api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)
        if not rate:
            return None
        number, period = rate.split("/")
        return int(number), {"s": 1, "m": 60, "h": 3600, "d": 86400}[period.strip()[0]]

    def allow_request(self, request, view):
        self._wait = None
        rate = self.rate()
        ident = self.get_ident_for(request)
        if rate is None or ident is None:
            return True
        try:
            return self._counted(ident, *rate)
        except Exception:
            # A cache outage must not take the API down with it: serve, and say so.
            logger.exception("Rate limit %s not counted: the cache is unavailable", self.scope)
            return True

    def _counted(self, ident: str, limit: int, period: int) -> bool:
        key = f"throttle:{self.scope}:{ident}"
        now = self.timer()
        if cache.add(key, 0, period):
            # A new window: remember when it started, for Retry-After.
            cache.set(f"{key}:start", now, period)
        try:
            count = cache.incr(key)
        except ValueError:  # the window ended between add and incr
            cache.set(key, 1, period)
            cache.set(f"{key}:start", now, period)
            count = 1
        if count <= limit:
            return True
        started = cache.get(f"{key}:start", now)
        self._wait = max(1, math.ceil(started + period - now))
        return False

    def wait(self):
        return self._wait


class AnonBurstRateThrottle(WindowRateThrottle):
    scope = "anon_burst"

    def get_ident_for(self, request):
        return None if request.user and request.user.is_authenticated else self.get_ident(request)


class AnonSustainedRateThrottle(AnonBurstRateThrottle):
    scope = "anon"


class UserRateThrottle(WindowRateThrottle):
    scope = "user"

    def get_ident_for(self, request):
        return f"user-{request.user.pk}" if request.user and request.user.is_authenticated else None


class ExportRateThrottle(WindowRateThrottle):
    scope = "export"

    def get_ident_for(self, request):
        if request.user and request.user.is_authenticated:
            return f"user-{request.user.pk}"
        return self.get_ident(request)


API_THROTTLES = [AnonBurstRateThrottle, AnonSustainedRateThrottle, UserRateThrottle]
EXPORT_THROTTLES = [*API_THROTTLES, ExportRateThrottle]
