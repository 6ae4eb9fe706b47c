"""Admin query strings with a NUL byte are a 400, not a 500.

The admin's changelist filters (`?kind=…`, `?state__exact=…`) go straight into
the query, and PostgreSQL refuses a NUL byte in any text ("PostgreSQL text
fields cannot contain NUL"), which Django reports as a server error. No filter
value or search holds a NUL, so such a request is refused before it is read.
"""

from django.core.exceptions import SuspiciousOperation


class AdminQueryNulRefused:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith("/admin/") and "\x00" in "".join(
            f"{name}{value}" for name, values in request.GET.lists() for value in values
        ):
            raise SuspiciousOperation("A NUL byte in the admin's query string.")
        return self.get_response(request)
