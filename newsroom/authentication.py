"""Failed sign-ins: the lockout after too many, in the admin and the API.

django-axes counts failed logins in the database (AccessAttempt), shared by
every worker, per account and per address (`newsroom.throttling.client_address`,
the same NUM_PROXIES rule as the rate limits). Past `LOGIN_FAILURE_LIMIT`
failures within `LOGIN_COOLOFF_MINUTES`, that account and that address are
refused for the cool-off, even with the right password.

- `lockout_parameters`: what a failure counts against. A failed password
  counts against its account and its address; a wrong API token names no
  account, so it counts against the address alone (counting it against "no
  account" would lock every token client out together).
- `LockoutTokenAuthentication`: REST framework's token authentication that
  counts wrong tokens as failed logins and refuses a locked-out address.
- `lockout_response`: the answer to a locked-out client, 429 with
  Retry-After: the API's JSON, or the admin's page (admin/locked_out.html).
"""

from django.conf import settings
from django.contrib.auth.signals import user_login_failed
from django.http import JsonResponse
from django.shortcuts import render
from rest_framework.authentication import TokenAuthentication, get_authorization_header
from rest_framework.exceptions import AuthenticationFailed

LOCKED_OUT_DETAIL = "Too many failed sign-in attempts. Try again in {minutes} minutes, or ask an editor to unlock you."


def lockout_parameters(request_or_attempt, credentials=None) -> list[str]:
    """AXES_LOCKOUT_PARAMETERS: per account and per address, or per address
    alone when no account was named."""
    if credentials is not None:
        username = credentials.get(settings.AXES_USERNAME_FORM_FIELD)
    else:
        username = getattr(request_or_attempt, "username", None) or getattr(request_or_attempt, "POST", {}).get(
            settings.AXES_USERNAME_FORM_FIELD
        )
    return ["username", "ip_address"] if username else ["ip_address"]


def cooloff_seconds() -> int:
    return int(settings.AXES_COOLOFF_TIME.total_seconds())


def lockout_response(request, original_response=None, credentials=None):
    """AXES_LOCKOUT_CALLABLE: one answer for a locked-out client, everywhere."""
    seconds = cooloff_seconds()
    minutes = max(1, round(seconds / 60))
    if request.path.startswith("/api/"):
        response = JsonResponse({"detail": LOCKED_OUT_DETAIL.format(minutes=minutes)}, status=429)
    else:
        context = {"minutes": minutes, "failure_limit": settings.AXES_FAILURE_LIMIT}
        response = render(request, "admin/locked_out.html", context, status=429)
    response["Retry-After"] = str(seconds)
    return response


class LockoutTokenAuthentication(TokenAuthentication):
    """`Authorization: Token <key>`, where a wrong key is a failed login.

    Only requests that present a token are counted; anonymous reads are not.
    While the client's address is locked out, no token is looked at.
    """

    def authenticate(self, request):
        header = get_authorization_header(request).split()
        if not header or header[0].lower() != self.keyword.lower().encode():
            return None
        from axes.handlers.proxy import AxesProxyHandler

        django_request = request._request
        if not AxesProxyHandler.is_allowed(django_request, {"username": None}):
            # AxesMiddleware turns the request into lockout_response.
            django_request.axes_locked_out = True
            raise AuthenticationFailed(LOCKED_OUT_DETAIL.format(minutes=max(1, round(cooloff_seconds() / 60))))
        try:
            return super().authenticate(request)
        except AuthenticationFailed:
            user_login_failed.send(sender=type(self), credentials={"username": None}, request=django_request)
            raise
