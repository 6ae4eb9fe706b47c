"""`/healthz`: is this server able to answer readers? For load balancers and monitors.

200 with `{"status": "ok", "database": "ok"}` when the database answers a
query, 503 with `{"status": "unavailable", "database": "unreachable"}` when it
does not. It names no host, user, version or error text: the endpoint is
public. Never throttled and never cached.
"""

import logging

from django.db import DatabaseError, connection
from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

logger = logging.getLogger(__name__)


def database_reachable() -> bool:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            return cursor.fetchone() == (1,)
    except DatabaseError:
        # The details go to the server's log, never to the client.
        logger.exception("health check: the database is unreachable")
        return False


@never_cache
@require_safe
def healthz(request):
    if database_reachable():
        return JsonResponse({"status": "ok", "database": "ok"})
    return JsonResponse({"status": "unavailable", "database": "unreachable"}, status=503)
