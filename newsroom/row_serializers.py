"""Lists through REST framework serializers at the cost of a hand-written view.

REST framework renders each row of a list field by field through generic
machinery: every field's `get_attribute`, every hyperlink by `reverse()` and
`build_absolute_uri()`, every datetime after looking the time zone up again.
For a page of 50 claims with their article, sources, evidence and history
that is most of the request (3.9x a `.values()` + JsonResponse view at a
million claims, measured by bench/bench_scale.py).

`RowListSerializer` (a serializer's `Meta.list_serializer_class`) gives the
same JSON with the per-page work done once: each field becomes a function of
the instance, built when the page is rendered; a hyperlink to an object is
one `reverse()` for the page (a template split around a sentinel key, the key
quoted as `reverse()` quotes it); a datetime field gets the page's time zone.

It understands plain fields (a dotted `source`), hyperlinked identity fields,
fields with a `row_renderer()` of their own, nested serializers (one or many) and serializers that only hide some objects
by saying so with `shown(instance)` (see `claims.serializers.SourceRefSerializer`).
(The API's claim list itself goes further, from `.values()` rows without
instances: `claims.claim_rows`; an article's claims still come through here.)
Any other field, or a nested serializer with its own `to_representation`, is
rendered the generic way, so the output never differs:
tests/api/test_row_serializers.py compares both paths field for field.
"""

import re
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import quote

from django.core.exceptions import ObjectDoesNotExist
from django.db.models.manager import BaseManager
from rest_framework import serializers
from rest_framework.fields import DateTimeField, SkipField
from rest_framework.relations import HyperlinkedIdentityField, PKOnlyObject, RelatedField

# A key no object has; digits only, so any pk or slug pattern accepts it.
_SENTINEL = "8675309123456789"
# What django.urls quotes a reversed path with (URLResolver._reverse_with_prefix).
_SAFE = "!$&'()*+,;=" + "/~:@"
# What quote() never escapes: most slugs and every number, kept as they are
# without its per-character work.
_UNQUOTED = re.compile(r"[A-Za-z0-9_.~-]*")

Render = Callable[[Any], Any]


class _Sentinel:
    """An object whose every attribute, its pk included, is `value`."""

    def __init__(self, value):
        self.pk = value

    def __getattr__(self, name):
        return self.pk


def _generic(field) -> Render:
    """The field as REST framework's Serializer.to_representation renders it."""

    def render(instance):
        attribute = field.get_attribute(instance)
        check_for_none = attribute.pk if isinstance(attribute, PKOnlyObject) else attribute
        return None if check_for_none is None else field.to_representation(attribute)

    return render


def _attribute(field) -> Render | None:
    """instance -> the field's attribute by plain getattr, falling back to the
    field's own lookup (defaults, nulls, skipping) where the path has a None,
    a mapping or a callable on it. None when the field has no plain path."""
    attrs = tuple(field.source_attrs)
    if not attrs:
        return None

    def attribute(instance):
        value = instance
        for name in attrs:
            if value is None or isinstance(value, Mapping):
                return field.get_attribute(instance)
            try:
                value = getattr(value, name)
            except ObjectDoesNotExist:
                return field.get_attribute(instance)
            if callable(value) and not isinstance(value, BaseManager):
                return field.get_attribute(instance)
        return value

    return attribute


def route_link(link: Callable[[dict], str], keys) -> Callable[[dict], str] | None:
    """values -> link(values) from a single call of `link` (a reverse(), say):
    its answer for sentinel values, split around them, the values quoted as
    reverse() quotes them. None when a sentinel does not come back once."""
    sentinels = {key: f"{_SENTINEL}{n}" for n, key in enumerate(keys)}
    key_of = {sentinel: key for key, sentinel in sentinels.items()}
    url = str(link(sentinels))
    pattern = re.compile("|".join(sentinels.values()))
    found = pattern.findall(url)
    if sorted(found) != sorted(sentinels.values()):
        return None
    first, *pieces = pattern.split(url)
    order = [key_of[sentinel] for sentinel in found]
    if len(order) == 1:  # most links: one pk or slug
        (key,), (last,) = order, pieces
        return lambda values: f"{first}{_quoted(values[key])}{last}"

    def render(values):
        parts = [first]
        for key, piece in zip(order, pieces, strict=True):
            parts += (_quoted(values[key]), piece)
        return "".join(parts)

    return render


def _quoted(value) -> str:
    """A value in a path, quoted as reverse() quotes it."""
    text = str(value)
    return text if _UNQUOTED.fullmatch(text) else quote(text, safe=_SAFE)


def _identity_link(field: HyperlinkedIdentityField) -> Render:
    """The object's hyperlink from one template per page."""
    lookup = field.lookup_field
    link = route_link(lambda values: field.to_representation(_Sentinel(values[lookup])), [lookup])
    if link is None:
        return _generic(field)

    def render(instance):
        if instance.pk in (None, ""):
            return None
        return link({lookup: getattr(instance, lookup)})

    return render


def _field_renderer(field) -> Render:
    if isinstance(field, serializers.ListSerializer):
        attribute = _attribute(field)
        child = row_renderer(field.child)
        if attribute is None:
            return _generic(field)

        def many(instance):
            items = attribute(instance)
            if items is None:
                return None
            return [child(item) for item in (items.all() if isinstance(items, BaseManager) else items)]

        return many
    if isinstance(field, serializers.BaseSerializer):
        attribute = _attribute(field)
        child = row_renderer(field)
        if attribute is None:
            return _generic(field)

        def one(instance):
            value = attribute(instance)
            return None if value is None else child(value)

        return one
    if hasattr(field, "row_renderer"):
        return field.row_renderer()
    if isinstance(field, HyperlinkedIdentityField) and field.source == "*":
        return _identity_link(field)
    if isinstance(field, RelatedField):
        return _generic(field)
    if isinstance(field, DateTimeField) and not hasattr(field, "timezone"):
        field.timezone = field.default_timezone()  # what enforce_timezone looks up per value
    attribute = _attribute(field)
    if attribute is None:
        return _generic(field)
    to_representation = field.to_representation

    def plain(instance):
        value = attribute(instance)
        return None if value is None else to_representation(value)

    return plain


def row_renderer(serializer: serializers.BaseSerializer) -> Render:
    """instance -> serializer.to_representation(instance), the per-field work done once."""
    shown = getattr(serializer, "shown", None)
    custom = type(serializer).to_representation is not serializers.Serializer.to_representation
    if not isinstance(serializer, serializers.Serializer) or (custom and shown is None):
        return serializer.to_representation
    steps = [(field.field_name, _field_renderer(field)) for field in serializer._readable_fields]

    def render(instance):
        if shown is not None and not shown(instance):
            return None
        row = {}
        for name, step in steps:
            try:
                row[name] = step(instance)
            except SkipField:
                pass
        return row

    return render


class RowListSerializer(serializers.ListSerializer):
    """`many=True` with the child's JSON, made by `row_renderer`."""

    def to_representation(self, data):
        items = data.all() if isinstance(data, BaseManager) else data
        render = row_renderer(self.child)
        return [render(item) for item in items]
