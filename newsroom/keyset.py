"""Keyset (cursor) pagination for API lists that may hold a million rows.

A page is "the N rows after this one in the list's ordering": the cursor in
`next` carries the ordering values of the page's last row, and the next page
is a range read from the ordering's index, so page 20,000 costs what page 1
does (the cursors and the range: `newsroom.cursors`, which the site's page
links use too). No total is counted. `previous` walks back the same way.

`?page=N` still works for clients written against page numbers: those pages
count at most 10,000 rows (`newsroom.pagination.BoundedCountPaginator`), and
`count` is null past that (on PostgreSQL the pages go on to the planner's
estimate of the end, each a deeper OFFSET); the cursor goes on to the end.
"""

from collections import OrderedDict

from django.utils.translation import gettext_lazy as _
from rest_framework.exceptions import ValidationError
from rest_framework.pagination import BasePagination, PageNumberPagination
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param

from newsroom.cursors import BadCursor, cursor_token, keyset_keys, read_page
from newsroom.pagination import BoundedCountPaginator

BAD_CURSOR = _("Not a cursor this list gave (or the ordering changed): follow the `next` and `previous` links.")


class BoundedPageNumberPagination(PageNumberPagination):
    django_paginator_class = BoundedCountPaginator

    def get_paginated_response(self, data):
        paginator = self.page.paginator
        return Response(
            OrderedDict(
                count=paginator.count if paginator.count_is_exact else None,
                next=self.get_next_link(),
                previous=self.get_previous_link(),
                results=data,
            )
        )


class KeysetPagination(BasePagination):
    """Cursor pages over the queryset's ordering; `?page=N` falls back to
    bounded page numbers. Page size as `page_size_class` says."""

    cursor_query_param = "cursor"
    page_query_param = "page"
    page_size_class = None  # a PageNumberPagination subclass giving page_size and its parameter

    def _page_size(self, request) -> int:
        return self.page_size_class().get_page_size(request)

    def paginate_queryset(self, queryset, request, view=None):
        self.request = request
        self.by_page = None
        if self.page_query_param in request.query_params and self.cursor_query_param not in request.query_params:
            self.by_page = type("ByPage", (BoundedPageNumberPagination, self.page_size_class), {})()
            return self.by_page.paginate_queryset(queryset, request, view)
        size = self._page_size(request)
        # The list's ordering is always fields (StrictOrderingFilter); the id alone otherwise.
        keys = keyset_keys(queryset) or keyset_keys(queryset.order_by("pk"))
        try:
            page = read_page(queryset, keys=keys, cursor=request.query_params.get(self.cursor_query_param), size=size)
        except BadCursor as error:
            raise ValidationError({self.cursor_query_param: [BAD_CURSOR]}) from error
        self.keys, self.rows = keys, page.rows
        self.has_next, self.has_previous = page.has_next, page.has_previous
        return page.rows

    def _link(self, obj, reverse: bool) -> str:
        url = remove_query_param(self.request.build_absolute_uri(), self.page_query_param)
        return replace_query_param(url, self.cursor_query_param, cursor_token(self.keys, obj, reverse=reverse))

    def get_next_link(self):
        return self._link(self.rows[-1], reverse=False) if self.has_next else None

    def get_previous_link(self):
        return self._link(self.rows[0], reverse=True) if self.has_previous else None

    def get_paginated_response(self, data):
        if self.by_page is not None:
            return self.by_page.get_paginated_response(data)
        return Response(OrderedDict(next=self.get_next_link(), previous=self.get_previous_link(), results=data))

    def get_paginated_response_schema(self, schema):
        return {
            "type": "object",
            "required": ["results"],
            "properties": {
                "count": {
                    "type": "integer",
                    "nullable": True,
                    "description": "Only with ?page=N: the total, or null past 10,000.",
                },
                "next": {"type": "string", "nullable": True, "format": "uri"},
                "previous": {"type": "string", "nullable": True, "format": "uri"},
                "results": schema,
            },
        }

    def get_schema_operation_parameters(self, view):
        by_page = self.page_size_class().get_schema_operation_parameters(view)
        return [
            {
                "name": self.cursor_query_param,
                "required": False,
                "in": "query",
                "description": "The page after (or before) another: take it from `next` or `previous`.",
                "schema": {"type": "string"},
            },
            *by_page,
        ]
