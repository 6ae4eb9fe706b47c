"""Admin query strings the database cannot read are a 400, not a 500.

The admin's changelist filters (`?kind=…`, `?state__exact=…`,
`?publisher__exact=…`) go straight into the query. PostgreSQL refuses a NUL
byte in any text ("PostgreSQL text fields cannot contain NUL"), and neither
database holds an integer beyond 64 bits (SQLite's driver raises
OverflowError, PostgreSQL "bigint out of range"): Django reports both as a
server error when the changelist counts its rows. No filter value or search
holds a NUL, and no id or count is that large, so such a request is refused
before it is read, with a message saying which parameter.
"""

import re

from django.http import HttpResponseBadRequest
from django.utils.translation import gettext as _

BIGINT = 2**63 - 1
INTEGER = re.compile(r"[+-]?\d+")
SEARCH_VAR = "q"  # words, searched as text: a long number is a fine search


def too_large_integer(name: str, value: str) -> bool:
    return name != SEARCH_VAR and INTEGER.fullmatch(value.strip()) is not None and abs(int(value)) > BIGINT


class AdminQueryRefused:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith("/admin/"):
            pairs = [(name, value) for name, values in request.GET.lists() for value in values]
            for name, value in pairs:
                if "\x00" in name or "\x00" in value:
                    return refused(
                        _("The parameter %(name)s holds a NUL byte, which no filter or search holds; remove it from the address.")
                        % {"name": name.replace("\x00", "\\0")}
                    )
                if too_large_integer(name, value):
                    return refused(
                        _("The filter %(name)s is a number larger than any id or count (%(limit)s); remove it from the address.")
                        % {"name": name, "limit": f"{BIGINT:,}"}
                    )
        return self.get_response(request)


def refused(message: str) -> HttpResponseBadRequest:
    return HttpResponseBadRequest(message, content_type="text/plain; charset=utf-8")
