"""Keyset (cursor) pagination for API lists that may hold a million rows.

A page is "the N rows after this one in the list's ordering": the cursor in
`next` carries the ordering values of the page's last row, and the next page
is a range read from the ordering's index (`WHERE (a, b, id) > (…) ORDER BY
a, b, id LIMIT N+1`), so page 20,000 costs what page 1 does, and rows
inserted meanwhile never shift a page or repeat one. No total is counted.
`previous` walks back the same way.

Any ordering the list accepts works, a related model's field (`source__name`)
and nullable fields included: NULLs sort
last ascending and first descending on every database, as PostgreSQL sorts
them by default, and the id always breaks ties.

`?page=N` still works for clients written against page numbers: those pages
count at most 10,000 rows (`newsroom.pagination.BoundedCountPaginator`), and
`count` is null past that (on PostgreSQL the pages go on to the planner's
estimate of the end, each a deeper OFFSET); the cursor goes on to the end.
"""

import base64
import json
from collections import OrderedDict
from types import SimpleNamespace

from django.db.models import F, OrderBy, Q
from django.utils.translation import gettext_lazy as _
from rest_framework.exceptions import ValidationError
from rest_framework.pagination import BasePagination, PageNumberPagination
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param

from newsroom.pagination import BoundedCountPaginator

BAD_CURSOR = _("Not a cursor this list gave (or the ordering changed): follow the `next` and `previous` links.")


class _Key:
    """One ordering field: its model field and direction."""

    def __init__(self, model, name: str):
        self.descending = name.startswith("-")
        parts = name.lstrip("-").split("__")
        # A field of the model, or of a related one (`source__name`): the
        # fields along the way, so a value is read through them.
        self.path = []
        for part in parts:
            field = model._meta.pk if part == "pk" else model._meta.get_field(part)
            self.path.append(field)
            model = field.related_model if field.is_relation else model
        self.field = self.path[-1]
        self.name = self.field.attname if len(self.path) == 1 else "__".join(parts)
        # Through a nullable relation a non-null field may be NULL too.
        self.null = any(field.null for field in self.path)
        self.own = len(self.path) == 1

    def order_by(self, reverse: bool):
        descending = self.descending != reverse
        expression = F(self.name)
        return expression.desc(nulls_first=True) if descending else expression.asc(nulls_last=True)

    def after(self, value, reverse: bool) -> Q | None:
        """Rows strictly after `value` in this key's direction (None: no row)."""
        descending = self.descending != reverse
        if value is None:
            # NULLs come last ascending and first descending.
            return Q(**{f"{self.name}__isnull": False}) if descending else None
        after = Q(**{f"{self.name}__lt" if descending else f"{self.name}__gt": value})
        if not descending and self.null:
            after |= Q(**{f"{self.name}__isnull": True})
        return after

    def from_(self, value, reverse: bool) -> Q:
        """Rows at or after `value`: one range (>=, <=) the index can start from."""
        descending = self.descending != reverse
        if value is None:
            return Q() if descending else Q(**{f"{self.name}__isnull": True})
        bound = Q(**{f"{self.name}__lte" if descending else f"{self.name}__gte": value})
        if not descending and self.null:
            bound |= Q(**{f"{self.name}__isnull": True})
        return bound

    def equal(self, value) -> Q:
        return Q(**{f"{self.name}__isnull": True}) if value is None else Q(**{self.name: value})

    def encode(self, obj):
        if isinstance(obj, dict):  # a `.values()` row holding this key's name
            value = obj[self.name]
            return None if value is None else self.field.value_to_string(SimpleNamespace(**{self.field.attname: value}))
        for field in self.path[:-1]:
            obj = getattr(obj, field.name)
            if obj is None:
                return None
        value = getattr(obj, self.field.attname)
        return None if value is None else self.field.value_to_string(obj)

    def decode(self, raw):
        return None if raw is None else self.field.to_python(raw)


def _ordering_name(item) -> str | None:
    """A field name ("-value", "source__name") for an ordering item, None for an
    expression that is not one field (`F("name").asc(nulls_last=True)` is one:
    keyset pages put NULLs where its convention says)."""
    if isinstance(item, str):
        return item
    if isinstance(item, OrderBy) and isinstance(item.expression, F):
        return ("-" if item.descending else "") + item.expression.name
    return None


def _keys(queryset) -> list[_Key]:
    items = list(queryset.query.order_by) or list(queryset.model._meta.ordering)
    names = [name for name in map(_ordering_name, items) if name is not None]
    keys = [_Key(queryset.model, name) for name in names]
    if not any(key.field.primary_key and key.own for key in keys):
        keys.append(_Key(queryset.model, "pk"))
    return keys


def _after(keys: list[_Key], values: list, reverse: bool) -> Q:
    """Rows after `values` in the keys' lexicographic order, plus a bound on
    the first key so the database reads an index range, not from the start."""
    condition = Q(pk__in=[])
    equal = Q()
    for key, value in zip(keys, values, strict=True):
        after = key.after(value, reverse)
        if after is not None:
            condition |= equal & after
        equal &= key.equal(value)
    return keys[0].from_(values[0], reverse) & condition


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
        keys = _keys(queryset)
        signature = ",".join(("-" if key.descending else "") + key.name for key in keys)
        raw = request.query_params.get(self.cursor_query_param)
        reverse, values = False, None
        if raw:
            try:
                cursor = json.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
                reverse, values = bool(cursor["r"]), [key.decode(v) for key, v in zip(keys, cursor["v"], strict=True)]
                if cursor["o"] != signature:
                    raise ValueError
            except Exception as error:  # any malformed cursor: bad base64, JSON, values
                raise ValidationError({self.cursor_query_param: [BAD_CURSOR]}) from error
        ordered = queryset.order_by(*(key.order_by(reverse) for key in keys))
        if values is not None:
            ordered = ordered.filter(_after(keys, values, reverse))
        rows = list(ordered[: size + 1])
        more = len(rows) > size
        rows = rows[:size]
        if reverse:
            rows.reverse()
        self.keys, self.signature, self.rows = keys, signature, rows
        self.has_next = more if not reverse else True
        self.has_previous = (values is not None) if not reverse else more
        if not rows:
            self.has_next = self.has_previous = False
        return rows

    def _link(self, obj, reverse: bool) -> str:
        cursor = {"o": self.signature, "r": int(reverse), "v": [key.encode(obj) for key in self.keys]}
        token = base64.urlsafe_b64encode(json.dumps(cursor, separators=(",", ":")).encode()).decode()
        url = remove_query_param(self.request.build_absolute_uri(), self.page_query_param)
        return replace_query_param(url, self.cursor_query_param, token)

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
