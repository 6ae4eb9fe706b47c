"""Claims as CSV, streamed row by row so memory stays flat however many match.

`claims_csv_response` takes an already filtered, visible queryset (the API view
applies `ClaimFilter` and `Claim.objects.visible_to`) and streams every row,
not one page: the rows come from `QuerySet.iterator()` in chunks and go
through `csv.writer` on a pseudo-buffer that hands each line straight back.

The file is UTF-8 with a byte-order mark, so spreadsheet programs open names
such as “Guaidó” intact, and has a header row. Cells are written exactly as
stored (no formula escaping): the export is data, and a leading “=” or “-” in
a quote is part of what the article said.
"""

import csv
from collections.abc import Callable, Iterator

from django.db.models import QuerySet
from django.http import StreamingHttpResponse
from django.urls import reverse
from django.utils import timezone

from claims.models import Claim

CHUNK_SIZE = 2000
LINES_PER_WRITE = 500
BOM = "\ufeff"


class _LineBuffer:
    """A file-like object whose write() returns the line instead of storing it."""

    def write(self, value: str) -> str:
        return value


def _text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return str(value)


def claims_csv_columns(*, api_claims_url: str, site_origin: str, staff: bool) -> list[tuple[str, Callable[[Claim], object]]]:
    """The export's columns: a header name and how to read it from a claim."""
    columns: list[tuple[str, Callable[[Claim], object]]] = [
        ("id", lambda claim: claim.pk),
        # The router's detail address is the list address plus the id; built
        # from one reverse() so 100,000 rows do not resolve 100,000 URLs.
        ("url", lambda claim: f"{api_claims_url}{claim.pk}/"),
        ("page", lambda claim: site_origin + claim.get_absolute_url()),
        ("article_id", lambda claim: claim.article_id),
        ("article_slug", lambda claim: claim.article.slug),
        ("article_headline", lambda claim: claim.article.headline),
        ("quote", lambda claim: claim.quote),
        ("start", lambda claim: claim.start),
        ("end", lambda claim: claim.end),
        ("statement", lambda claim: claim.statement),
        ("kind", lambda claim: claim.kind),
        ("source_id", lambda claim: claim.source_id),
        ("source_slug", lambda claim: claim.source.slug if claim.source_id else None),
        ("source_name", lambda claim: claim.source.name if claim.source_id else None),
        ("attribution", lambda claim: claim.attribution),
        ("via_id", lambda claim: claim.via_id),
        ("via_name", lambda claim: claim.via.name if claim.via_id else None),
        ("value", lambda claim: claim.value),
        ("qualifier", lambda claim: claim.qualifier),
        ("unit", lambda claim: claim.unit),
        ("status", lambda claim: claim.status),
        ("verdict", lambda claim: claim.verdict_summary),
        ("verdict_at", lambda claim: claim.verdict_at),
        ("version", lambda claim: claim.version),
        ("created_at", lambda claim: claim.created_at),
        ("updated_at", lambda claim: claim.updated_at),
    ]
    if staff:
        columns += [
            ("assignee", lambda claim: claim.assignee.username if claim.assignee_id else None),
            ("summary_draft", lambda claim: claim.summary_draft),
            ("proposed", lambda claim: claim.proposed),
            ("confidence", lambda claim: claim.confidence),
        ]
    return columns


def claims_csv_lines(*, claims: QuerySet[Claim], columns) -> Iterator[str]:
    """The CSV text in pieces of a few hundred lines, the BOM and header first."""
    writer = csv.writer(_LineBuffer())
    yield BOM + writer.writerow([name for name, _ in columns])
    readers = [read for _, read in columns]
    lines = []
    for claim in claims.iterator(chunk_size=CHUNK_SIZE):
        lines.append(writer.writerow([_text(read(claim)) for read in readers]))
        if len(lines) >= LINES_PER_WRITE:
            yield "".join(lines)
            lines = []
    if lines:
        yield "".join(lines)


def claims_csv_response(*, claims: QuerySet[Claim], request, staff: bool) -> StreamingHttpResponse:
    """A streamed CSV attachment of every claim in `claims`."""
    claims = claims.select_related("article", "source", "via")
    if staff:
        claims = claims.select_related("assignee")
    columns = claims_csv_columns(
        api_claims_url=request.build_absolute_uri(reverse("claim-list")),
        site_origin=request.build_absolute_uri("/").rstrip("/"),
        staff=staff,
    )
    response = StreamingHttpResponse(
        claims_csv_lines(claims=claims, columns=columns), content_type="text/csv; charset=utf-8"
    )
    filename = f"claims-{timezone.now():%Y-%m-%d}.csv"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
