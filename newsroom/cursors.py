"""Keyset cursors: where a page of a list starts, as the ordering values of a
row, and the page after (or before) it read as an index range.

A page is "the N rows after this one in the list's ordering": a cursor
carries the ordering values of a page's last row (or, going back, its first),
and the next page is a range read from the ordering's index (`WHERE (a, b,
id) > (…) ORDER BY a, b, id LIMIT N+1`), so page 20,000 costs what page 1
does, and rows inserted meanwhile never shift a page or repeat one. The one
home of the rule for the API's `next`/`previous` (`newsroom.keyset`) and the
site's page links (`newsroom.pagination.paginate`).

Any ordering of model fields works, a related model's field (`source__name`)
and nullable fields included: NULLs sort last ascending and first descending
on every database, as PostgreSQL sorts them by default, and the id always
breaks ties. An ordering by an expression or an annotation (a search's rank)
has no cursor (`keyset_keys` is None).

A cursor is URL-safe base64 of `{"o": ordering, "r": backwards, "v": values}`;
one from another ordering, or damaged, raises `BadCursor`. `end_cursor`
(`"v": null` backwards) names the list's last page: its rows read backwards
from the end, no OFFSET.
"""

import base64
import json
import re
from types import SimpleNamespace
from typing import NamedTuple

from django.core.exceptions import FieldDoesNotExist
from django.db.models import F, OrderBy, Q, QuerySet
from django.db.models.expressions import Col
from django.db.models.lookups import GreaterThanOrEqual, LessThanOrEqual


UNSTORABLE = re.compile("[\ud800-\udfff]")


class BadCursor(ValueError):
    """A cursor this list did not give (damaged, or from another ordering)."""


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
        if isinstance(raw, str) and ("\x00" in raw or UNSTORABLE.search(raw)):
            # No stored value holds a NUL or a lone surrogate; PostgreSQL would refuse it as a 500.
            raise ValueError("a NUL or a lone surrogate in a cursor value")
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


def keyset_keys(queryset) -> list[_Key] | None:
    """The keys of `queryset`'s ordering, the id last (added when the ordering
    lacks it); None when the list cannot be paged by cursor: not an ordered,
    unsliced queryset (nor a UNION), or ordered by anything but fields (an
    expression, an annotation, a random order)."""
    query = getattr(queryset, "query", None)
    if not isinstance(queryset, QuerySet) or not queryset.ordered or query.is_sliced or query.combinator:
        return None
    items = list(query.order_by) or (list(queryset.model._meta.ordering) if query.default_ordering else [])
    names = [_ordering_name(item) for item in items]
    if None in names or "?" in names:
        return None
    try:
        keys = [_Key(queryset.model, name) for name in names]
    except FieldDoesNotExist:  # an annotation's name
        return None
    if not any(key.field.primary_key and key.own for key in keys):
        keys.append(_Key(queryset.model, "pk"))
    return keys


def keyset_ordered(queryset: QuerySet, keys: list[_Key]) -> QuerySet:
    """`queryset` in its keys' order with NULLs where cursors put them (last
    ascending on every database; SQLite's default puts them first), so pages
    read by number and by cursor agree."""
    return queryset.order_by(*(key.order_by(False) for key in keys))


def _signature(keys: list[_Key]) -> str:
    return ",".join(("-" if key.descending else "") + key.name for key in keys)


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


def _token(payload: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()


def cursor_token(keys: list[_Key], row, *, reverse: bool) -> str:
    """The cursor of the page after `row` (or, `reverse`, before it): `row` is
    a model instance or a `.values()` row holding the keys' names."""
    return _token({"o": _signature(keys), "r": int(reverse), "v": [key.encode(row) for key in keys]})


def end_cursor(keys: list[_Key]) -> str:
    """The cursor of the list's last page (read backwards from its end)."""
    return _token({"o": _signature(keys), "r": 1, "v": None})


def _decode(raw: str, keys: list[_Key]) -> tuple[bool, list | None]:
    try:
        cursor = json.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
        reverse = bool(cursor["r"])
        if cursor["o"] != _signature(keys) or (cursor["v"] is None and not reverse):
            raise ValueError
        if cursor["v"] is None:
            return True, None
        return reverse, [key.decode(value) for key, value in zip(keys, cursor["v"], strict=True)]
    except Exception as error:  # any malformed cursor: bad base64, JSON, values
        raise BadCursor(raw) from error


def _bound_join(queryset: QuerySet, key: _Key, value, reverse: bool) -> QuerySet:
    """The first key's bound also on the table its foreign key joins, when the
    list joins it (`claims_article.id >= X` beside `article_id >= X`, for the
    visibility filter's join): PostgreSQL does not carry the bound across the
    join, and its merge join otherwise reads the articles' index from the
    first article (12 → 0.5 ms for a page half-way through a million claims).
    Not for a nullable key (an outer join's NULLs)."""
    if value is None or not key.own or not key.field.is_relation or key.null:
        return queryset
    query = queryset.query
    for alias, join in query.alias_map.items():
        if getattr(join, "join_field", None) == key.field and join.parent_alias == query.base_table:
            column = Col(alias, key.field.target_field)
            bound = LessThanOrEqual if key.descending != reverse else GreaterThanOrEqual
            return queryset.filter(bound(column, value))
    return queryset


class CursorRows(NamedTuple):
    rows: list
    has_next: bool
    has_previous: bool


def read_page(queryset: QuerySet, *, keys: list[_Key], cursor: str | None, size: int) -> CursorRows:
    """The `size` rows `cursor` names (the first page without one): one query,
    an index range in the ordering's index. Raises `BadCursor`."""
    reverse, values = _decode(cursor, keys) if cursor else (False, None)
    ordered = queryset.order_by(*(key.order_by(reverse) for key in keys))
    if values is not None:
        ordered = _bound_join(ordered.filter(_after(keys, values, reverse)), keys[0], values[0], reverse)
    rows = list(ordered[: size + 1])
    more = len(rows) > size
    rows = rows[:size]
    if reverse:
        rows.reverse()
    if not rows:
        return CursorRows(rows, has_next=False, has_previous=False)
    if reverse:  # from the end (no values) nothing follows
        return CursorRows(rows, has_next=values is not None, has_previous=more)
    return CursorRows(rows, has_next=more, has_previous=values is not None)
