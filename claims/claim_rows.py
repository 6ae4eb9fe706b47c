"""The API's claim list from `.values()` rows: `ClaimSerializer(many=True)`'s
JSON without a model instance.

A page of 50 claims read as model instances builds 50 claims, their articles,
sources and intermediaries, every piece of evidence and history entry, and
REST framework's fields for each serializer, per request; at a million claims
that was 2 to 4 times a hand-written `.values()` + JsonResponse view of the
same page (bench/bench_scale.py). Here a page is three `.values()` queries
(the claims with their article, source and intermediary; their evidence with
its source; their history), whatever its size, and each row is made into the
claim's JSON by plain dictionary work, with the links from one `reverse()`
per page (`newsroom.row_serializers.route_link`).

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
    client (staff or not: a reader's rows join no user for the assignee)."""
    staff_only = () if staff else ClaimSerializer.staff_only_fields
    return claims.values(*(column for name, column in _COLUMNS.items() if name not in staff_only), *_LOOKUPS)


def _by_claim(model, lookups, ids) -> dict:
    """claim id -> its rows of `model` (in the model's ordering, as a prefetch reads them)."""
    rows = {}
    for row in model.objects.filter(claim_id__in=ids).values("claim_id", *lookups):
        rows.setdefault(row["claim_id"], []).append(row)
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
        """(row -> the many-serializer's child for one related row, the
        lookups its rows need)."""
        fields = serializer.child.fields
        steps, lookups = [], []
        for name in self.names(fields, type(serializer.child).staff_only_fields):
            if name == "source":
                steps.append((name, lambda row: self.source(row, "source__"), False))
                lookups += [f"source__{column}" for column in _SOURCE]
            else:
                lookups.append(columns[name])
                # A name read through an empty relation: REST framework skips the field.
                steps.append((name, _column(columns[name], self.value(fields[name])), "__" in columns[name]))

        def render(row):
            out = {}
            for name, step, skip in steps:
                if skip and row[columns[name]] is None:
                    continue
                out[name] = step(row)
            return out

        return render, lookups


def _column(column: str, represent):
    return lambda row: represent(row[column])


def render_claims(rows, *, request, staff: bool, format=None) -> list[dict]:
    """The JSON of `ClaimSerializer(many=True)` for these `claim_values` rows,
    for a client who sees internal fields (`staff`) or not."""
    fields = _fields()
    page = _Page(request, staff, format)
    ids = [row["id"] for row in rows]
    render_evidence, evidence_lookups = page.nested(fields["evidence"], _EVIDENCE)
    render_history, history_lookups = page.nested(fields["history"], _HISTORY)
    evidence = _by_claim(Evidence, evidence_lookups, ids) if ids else {}
    history = _by_claim(ReviewEntry, history_lookups, ids) if ids else {}

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
            step = lambda row: [render_evidence(item) for item in evidence.get(row["id"], ())]  # noqa: E731
        elif name == "history":
            step = lambda row: [render_history(item) for item in history.get(row["id"], ())]  # noqa: E731
        else:
            raise LookupError(f"ClaimSerializer shows {name!r}, which claim_rows does not know: add it here.")
        steps.append((name, step))
    return [{name: step(row) for name, step in steps} for row in rows]
