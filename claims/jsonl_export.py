"""Claims as JSON Lines (https://jsonlines.org/): one JSON object per claim, for pipelines.

The objects hold the CSV export's columns under the same names, with the same
visibility (a reader's export never names a proposed source or publisher) and
the same staff columns, but typed rather than text: ids, offsets, versions and
the evidence count are integers; `value` and `confidence` numbers (exact
decimals written as JSON numbers with all their digits); `proposed` a boolean; timestamps ISO 8601
in UTC to the second; `article_published_on` a date; `evidence_urls` a list;
an empty or missing value is `null`. Formulas are not neutralised: JSON Lines
is not opened in a spreadsheet.

The rows are read as the CSV's Python path reads them (`QuerySet.iterator`
in chunks, the evidence columns as subqueries), on every database, so memory
stays flat however many claims match.
"""

import datetime
import json
from collections.abc import Iterator
from decimal import Decimal

from django.db.models import QuerySet
from django.http import StreamingHttpResponse
from django.utils import timezone

from claims.csv_export import (
    CHUNK_SIZE,
    TIMESTAMP_FORMAT,
    Column,
    claims_csv_columns,
    export_urls,
    with_columns_related,
    with_evidence,
)
from claims.models import Claim

MEDIA_TYPE = "application/jsonl"
LINES_PER_WRITE = 500


def _json(value) -> str:
    """`value` as JSON; a Decimal as a number with exactly its digits (json
    would need a float, which keeps only about 16 of the 20 a value may have)."""
    if isinstance(value, Decimal):
        return format(value.normalize(), "f")
    return json.dumps(value, ensure_ascii=False)


def _typed(column: Column, value):
    if value is None or value == "":
        return None
    if column.name == "evidence_urls":
        return value.split(" ")
    if isinstance(value, datetime.datetime):
        return value.astimezone(datetime.UTC).strftime(TIMESTAMP_FORMAT)
    if isinstance(value, datetime.date):
        return value.isoformat()
    return value


def claims_jsonl_lines(*, claims: QuerySet[Claim], columns: list[Column]) -> Iterator[str]:
    """The JSON Lines text, in pieces of a few hundred lines."""
    lines = []
    for claim in with_evidence(claims).iterator(chunk_size=CHUNK_SIZE):
        pairs = (f"{_json(column.name)}: {_json(_typed(column, column.read(claim)))}" for column in columns)
        lines.append("{" + ", ".join(pairs) + "}\n")
        if len(lines) >= LINES_PER_WRITE:
            yield "".join(lines)
            lines = []
    if lines:
        yield "".join(lines)


def claims_jsonl_response(*, claims: QuerySet[Claim], request, staff: bool) -> StreamingHttpResponse:
    """A streamed JSON Lines attachment of every claim in `claims`."""
    columns = claims_csv_columns(urls=export_urls(), staff=staff, raw=True)
    claims = with_columns_related(claims, staff=staff)
    response = StreamingHttpResponse(
        claims_jsonl_lines(claims=claims, columns=columns), content_type=f"{MEDIA_TYPE}; charset=utf-8"
    )
    response["Content-Disposition"] = f'attachment; filename="claims-{timezone.now():%Y-%m-%d}.jsonl"'
    return response
