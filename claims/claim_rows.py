"""The API's claim list from `.values()` rows: `ClaimSerializer(many=True)`'s
JSON without a model instance.

A page of 50 claims read as model instances builds 50 claims, their articles,
sources and intermediaries, every piece of evidence and history entry, and
REST framework's fields for each serializer, per request; at a million claims
that was 2 to 4 times a hand-written `.values()` + JsonResponse view of the
same page (bench/bench_scale.py). Here a page is one `.values()` query,
whatever its size: the claims with their article, source and intermediary,
and in each claim's row its evidence (with its source) and its history as
JSON arrays (`_RelatedRows`), so the page costs one round trip to the
database, not three. Each row is made into the claim's JSON by plain
dictionary work, with the links from one `reverse()` per page
(`newsroom.row_serializers.route_link`).

What each value looks like is still `ClaimSerializer`'s: numbers, choices and
dates go through its own fields' `to_representation`, in its field order, and
staff-only fields are left out for readers as `StaffFieldsMixin` does; which
sources a client may see is `sources.models.sees_proposed_sources`, as
`SourceRefSerializer` asks. tests/api/test_claim_rows.py compares the two
byte for byte for readers and staff over claims with and without values,
verdicts, sources, intermediaries, evidence and history.
"""

import datetime
from functools import cache
from types import SimpleNamespace

from django.db.models import Aggregate, BooleanField, DateTimeField as DateTimeColumn, Expression, F, JSONField
from django.db.models.expressions import RawSQL
from django.db.models.functions import JSONObject
from django.urls import reverse
from rest_framework import serializers
from rest_framework import ISO_8601
from rest_framework.fields import DateTimeField
from rest_framework.reverse import reverse as api_reverse
from rest_framework.settings import api_settings

from claims.models import Claim, Evidence, ReviewEntry
from claims.serializers import ClaimSerializer
from newsroom.row_serializers import route_link
from sources.models import sees_proposed_sources

# The claim's own columns, as `ClaimSerializer` names them -> the column.
_COLUMNS = {
    "id": "id",
    "quote": "quote",
    "start": "start",
    "end": "end",
    "statement": "statement",
    "kind": "kind",
    "attribution": "attribution",
    "value": "value",
    "qualifier": "qualifier",
    "unit": "unit",
    "status": "status",
    "verdict": "verdict_summary",
    "verdict_at": "verdict_at",
    "version": "version",
    "created_at": "created_at",
    "updated_at": "updated_at",
    "assignee": "assignee__username",
    "summary_draft": "summary_draft",
    "proposed": "proposed",
    "confidence": "confidence",
}
# Fields whose `to_representation` gives back a value of this type unchanged
# (str(), int(), bool(), a choice's own string): no call needed.
_SHOWN_AS_IS = {
    serializers.CharField: str,
    serializers.ChoiceField: str,
    serializers.IntegerField: int,
    serializers.BooleanField: bool,
}
_SOURCE = ("id", "name", "slug", "proposed")
_LOOKUPS = [
    "source_sort",  # not shown: the key ?sort=source pages by, which the cursor reads from the row
    "article_id",
    "article__headline",
    "article__slug",
    *(f"{name}__{column}" for name in ("source", "via") for column in _SOURCE),
]
_EVIDENCE = {
    "id": "id",
    "title": "title",
    "url": "url",
    "reference": "reference",
    "summary": "summary",
    "stance": "stance",
    "created_at": "created_at",
    "added_by": "added_by__username",
}
_HISTORY = {
    "created_at": "created_at",
    "from_status": "from_status",
    "to_status": "to_status",
    "summary": "summary",
    "actor": "actor__username",
    "note": "note",
}


@cache
def _fields():
    """ClaimSerializer's fields, staff-only ones included, built once: what
    each value looks like (their `to_representation` keeps no state)."""
    return ClaimSerializer(context={"view": SimpleNamespace(swagger_fake_view=True)}).fields


def claim_values(claims, *, staff: bool):
    """The claims as `.values()` rows holding everything the list shows this
    client (staff or not: a reader's rows join no user for the assignee),
    their evidence and history included (`related_rows`)."""
    staff_only = () if staff else ClaimSerializer.staff_only_fields
    fields = _fields()
    return claims.values(
        *(column for name, column in _COLUMNS.items() if name not in staff_only),
        *_LOOKUPS,
        evidence_rows=_RelatedRows(Evidence, _nested_lookups(fields["evidence"], _EVIDENCE, staff)),
        history_rows=_RelatedRows(ReviewEntry, _nested_lookups(fields["history"], _HISTORY, staff)),
    )


class _JSONArray(Aggregate):
    """The group's values as one JSON array: PostgreSQL's JSONB_AGG, SQLite's JSON_GROUP_ARRAY."""

    function = "JSONB_AGG"
    output_field = JSONField()

    def as_sqlite(self, compiler, connection, **extra_context):
        return super().as_sql(compiler, connection, function="JSON_GROUP_ARRAY", **extra_context)


_OUTER_CLAIM = "claim_rows_outer_claim_id"  # in the cached SQL: the claim row's id, named at compile time


class _RelatedRows(Expression):
    """The claim's rows of `model` (`lookups` of each, and its ordering's
    fields) as one JSON array in the claim's own row: null for none, in no
    particular order (`related_rows` puts them in the model's).

    A correlated subquery built with the ORM once per process (`_related_sql`):
    building and compiling it per request cost more than the two queries it
    replaces."""

    output_field = JSONField()

    def __init__(self, model, lookups: list[str]):
        super().__init__()
        self.model = model
        self.keys = tuple(dict.fromkeys([*lookups, *(name.lstrip("-") for name in model._meta.ordering)]))

    def as_sql(self, compiler, connection):
        sql, params = _related_sql(self.model, self.keys, connection.alias)
        claim = f"{compiler.quote_name(compiler.query.base_table)}.{compiler.quote_name(Claim._meta.pk.column)}"
        return f"({sql.replace(_OUTER_CLAIM, claim)})", params


@cache
def _related_sql(model, keys: tuple[str, ...], using: str) -> tuple[str, tuple]:
    rows = model.objects.filter(claim_id=RawSQL(_OUTER_CLAIM, ())).order_by().values("claim")
    rows = rows.annotate(rows=_JSONArray(JSONObject(**{key: F(key) for key in keys}))).values("rows")
    return rows.query.get_compiler(using=using).as_sql()


@cache
def _loaders(model, keys: tuple[str, ...]) -> dict:
    """key -> what makes its JSON value the value `.values()` gives (dates;
    booleans, which SQLite's JSON holds as 0 and 1); the rest are JSON's own."""
    loaders = {}
    for key in keys:
        *relations, name = key.split("__")
        related = model
        for relation in relations:
            related = related._meta.get_field(relation).related_model
        field = related._meta.get_field(name)
        if isinstance(field, DateTimeColumn):
            loaders[key] = _moment
        elif isinstance(field, BooleanField):
            loaders[key] = _flag
    return loaders


def _flag(value):
    return value if value is None else bool(value)


def _moment(value: str | None):
    """An ISO 8601 date and time from the database's JSON: PostgreSQL's with
    its offset (UTC on Django's connections), SQLite's without (UTC)."""
    if value is None:
        return None
    moment = datetime.datetime.fromisoformat(value)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=datetime.UTC)


def related_rows(model, rows: list | None) -> list[dict]:
    """A claim row's JSON array of `model` rows (`_RelatedRows`) as
    `.values()` would give them, in the model's ordering."""
    if not rows:
        return []
    loaders = _loaders(model, tuple(rows[0])).items()
    for row in rows:
        for key, load in loaders:
            row[key] = load(row[key])
    for name in reversed(model._meta.ordering):  # stable sorts, the last key first
        key = name.lstrip("-")
        rows.sort(key=lambda row: row[key], reverse=name.startswith("-"))
    return rows


def _dates(field: DateTimeField):
    """value -> `field.to_representation(value)`, without its time zone
    conversion for a value the database gave in UTC when the page shows UTC."""
    represent = field.to_representation
    if str(field.timezone) != "UTC" or getattr(field, "format", api_settings.DATETIME_FORMAT) != ISO_8601:
        return represent

    def date(value):
        if value.tzinfo is not datetime.UTC:
            return represent(value)
        text = value.isoformat()
        return text[:-6] + "Z" if text.endswith("+00:00") else text

    return date


def _link(link, keys):
    """`link` from one call per page, or per row where its route refuses the template."""
    return route_link(link, keys) or link


class _Page:
    """What one page's rows share: the client, the links, the date format."""

    def __init__(self, request, staff: bool, format):
        self.staff = staff
        self.sees_proposed = sees_proposed_sources(getattr(request, "user", None))
        moment = DateTimeField()
        moment.timezone = moment.default_timezone()  # looked up once per page, not per value
        self.date = _dates(moment)

        def api_link(view_name, key):
            return _link(lambda values: api_reverse(view_name, kwargs=values, request=request, format=format), [key])

        self.claim_link = api_link("claim-detail", "pk")
        self.article_link = api_link("article-detail", "slug")
        self.source_link = api_link("source-detail", "slug")
        name, _kwargs = Claim.page_route_for(0, "")
        self.page_link = _link(lambda values: request.build_absolute_uri(reverse(name, kwargs=values)), ["pk", "slug"])

    def names(self, serializer_fields, staff_only) -> list[str]:
        """The fields this client sees, in the serializer's order (`StaffFieldsMixin`)."""
        return [name for name in serializer_fields if self.staff or name not in staff_only]

    def value(self, field):
        """value -> what `field` shows for it; None stays None, as in a serializer."""
        if isinstance(field, DateTimeField):
            date = self.date
            return lambda value: None if value is None else date(value)
        to_representation = field.to_representation
        shown_as_is = _SHOWN_AS_IS.get(type(field))
        if shown_as_is is not None:
            return lambda value: value if type(value) is shown_as_is or value is None else to_representation(value)
        return lambda value: None if value is None else to_representation(value)

    def source(self, row, prefix: str):
        """`SourceRefSerializer`: null for no source or one this client may not see."""
        pk = row[f"{prefix}id"]
        if pk is None or (row[f"{prefix}proposed"] and not self.sees_proposed):
            return None
        shown = {"id": pk, "name": row[f"{prefix}name"], "url": self.source_link({"slug": row[f"{prefix}slug"]})}
        if self.staff:
            shown["proposed"] = row[f"{prefix}proposed"]
        return shown

    def nested(self, serializer, columns: dict):
        """row -> the many-serializer's child for one related row."""
        fields = serializer.child.fields
        steps = []
        for name in self.names(fields, type(serializer.child).staff_only_fields):
            if name == "source":
                steps.append((name, lambda row: self.source(row, "source__"), False))
            else:
                # A name read through an empty relation: REST framework skips the field.
                steps.append((name, _column(columns[name], self.value(fields[name])), "__" in columns[name]))

        def render(row):
            out = {}
            for name, step, skip in steps:
                if skip and row[columns[name]] is None:
                    continue
                out[name] = step(row)
            return out

        return render


def _nested_lookups(serializer, columns: dict, staff: bool) -> list[str]:
    """The lookups `_Page.nested` reads from each row of the many-serializer's child."""
    shown = serializer.child.fields
    staff_only = () if staff else type(serializer.child).staff_only_fields
    lookups = []
    for name in shown:
        if name in staff_only:
            continue
        lookups += [f"source__{column}" for column in _SOURCE] if name == "source" else [columns[name]]
    return lookups


def _column(column: str, represent):
    return lambda row: represent(row[column])


def render_claims(rows, *, request, staff: bool, format=None) -> list[dict]:
    """The JSON of `ClaimSerializer(many=True)` for these `claim_values` rows,
    for a client who sees internal fields (`staff`) or not."""
    fields = _fields()
    page = _Page(request, staff, format)
    render_evidence = page.nested(fields["evidence"], _EVIDENCE)
    render_history = page.nested(fields["history"], _HISTORY)

    steps = []
    for name in page.names(fields, ClaimSerializer.staff_only_fields):
        if name == "assignee":  # a name through a relation, shown as null when there is none
            step = lambda row: row["assignee__username"]  # noqa: E731
        elif name in _COLUMNS:
            step = _column(_COLUMNS[name], page.value(fields[name]))
        elif name == "url":
            step = lambda row: page.claim_link({"pk": row["id"]})  # noqa: E731
        elif name == "page":
            step = lambda row: page.page_link(Claim.page_route_for(row["id"], row["statement"])[1])  # noqa: E731
        elif name == "article":
            step = lambda row: {  # noqa: E731
                "id": row["article_id"],
                "headline": row["article__headline"],
                "url": page.article_link({"slug": row["article__slug"]}),
            }
        elif name in ("source", "via"):
            step = lambda row, prefix=f"{name}__": page.source(row, prefix)  # noqa: E731
        elif name == "evidence":
            step = lambda row: [render_evidence(item) for item in related_rows(Evidence, row["evidence_rows"])]  # noqa: E731
        elif name == "history":
            step = lambda row: [render_history(item) for item in related_rows(ReviewEntry, row["history_rows"])]  # noqa: E731
        else:
            raise LookupError(f"ClaimSerializer shows {name!r}, which claim_rows does not know: add it here.")
        steps.append((name, step))
    return [{name: step(row) for name, step in steps} for row in rows]
