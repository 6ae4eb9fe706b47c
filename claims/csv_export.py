"""Claims as CSV, streamed so memory stays flat however many match.

`claims_csv_response` takes an already filtered, visible queryset (the API view
applies `ClaimFilter` and `Claim.objects.visible_to`) and streams every row,
not one page. Two paths produce the same bytes:

- on PostgreSQL the database writes the rows: the filtered queryset becomes
  `COPY (SELECT …) TO STDOUT WITH (FORMAT csv)` through psycopg, and its output
  is streamed to the client in blocks (about ten times the throughput of
  formatting rows in Python: a million claims in well under a minute);
- elsewhere (SQLite) the rows come from `QuerySet.iterator()` in chunks and go
  through `csv.writer`.

Each column is declared once, with how Python reads it from a claim and the
SQL expression that produces the same text, so the two paths cannot drift
(a test compares them row for row).

The file is UTF-8 with a byte-order mark, so spreadsheet programs open names
such as “Guaidó” intact, has a header row and ends lines with a line feed.
Timestamps are ISO 8601 in UTC to the second (`2026-03-01T12:00:00Z`); empty
and missing values are both empty cells.

A reader's export never names a proposed source: the source and intermediary
columns are empty for it, on both paths (`Source.is_visible_to`).

Formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-`,
`@`, a tab or a carriage return as a formula. By default every text column
(quotes, statements, names, slugs, units, summaries: `Column.text`) is
neutralised by `neutralise_formula`, which puts a single quote `'` before such
a value, so the spreadsheet shows it as text. Numeric columns (value, offsets,
ids, versions, confidence) and timestamps are left alone, so -5 stays a number.
`raw=True` (the API's `?raw=1`) exports every value as stored. Both paths
neutralise identically (a CASE expression on PostgreSQL).
"""

import contextlib
import csv
import datetime
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from django.core.exceptions import ObjectDoesNotExist
from django.db import connection
from django.db.models import (
    Case,
    Count,
    F,
    Func,
    OuterRef,
    Q,
    QuerySet,
    StringAgg,
    Subquery,
    TextField,
    Value,
    When,
)
from django.db.models.functions import Cast, Coalesce, Concat, Left, NullIf
from django.db.models.lookups import In
from django.http import StreamingHttpResponse
from django.urls import reverse
from django.utils import timezone

from claims.models import Claim, Evidence
from newsroom.public_address import absolute_url

CHUNK_SIZE = 2000
LINES_PER_WRITE = 500
# Bytes gathered from COPY before a block is handed to the server (COPY
# returns one row at a time; one write per row would be slow).
COPY_BLOCK_SIZE = 64 * 1024
BOM = "\ufeff"
LINE_END = "\n"
TIMESTAMP_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
# What a spreadsheet may read as the start of a formula (OWASP's list).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
FORMULA_ESCAPE = "'"


class _LineBuffer:
    """A file-like object whose write() returns the line instead of storing it."""

    def write(self, value: str) -> str:
        return value


def _text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if hasattr(value, "astimezone"):
        return value.astimezone(datetime.UTC).strftime(TIMESTAMP_FORMAT)
    return str(value)


class _UTCTimestamp(Func):
    """A timestamp as `_text` writes it, computed by PostgreSQL."""

    template = "to_char(%(expressions)s AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"
    output_field = TextField()


def _as_text(expression):
    return Cast(expression, TextField())


@dataclass(frozen=True)
class Column:
    """One column of the export: its header, how Python reads it from a claim,
    and the SQL expression (given the request's base URLs) that writes the
    same text on PostgreSQL."""

    name: str
    read: Callable[[Claim], object]
    sql: Callable[["ExportURLs"], object]
    text: bool = False  # free text a spreadsheet could take for a formula


def neutralise_formula(value: str) -> str:
    """`value` made safe to open in a spreadsheet: a single quote before a
    value that starts like a formula (`=`, `+`, `-`, `@`, tab, carriage
    return), so it is shown as text and never run."""
    return FORMULA_ESCAPE + value if value.startswith(FORMULA_STARTS) else value


def _neutralised(column: Column) -> Column:
    """`column` with `neutralise_formula` applied, in Python and in SQL alike."""

    def read(claim: Claim):
        value = column.read(claim)
        return neutralise_formula(value) if isinstance(value, str) else value

    def sql(urls):
        value = column.sql(urls)
        return Case(
            When(In(Left(value, 1), list(FORMULA_STARTS)), then=Concat(Value(FORMULA_ESCAPE), value)),
            default=value,
            output_field=TextField(),
        )

    return Column(column.name, read, sql, text=True)


@dataclass(frozen=True)
class ExportURLs:
    """The absolute addresses a row links to: `api` + id + "/" is the claim in
    the API, `page` + id + "/" its public page (which redirects to the address
    with the claim's slug)."""

    api: str
    page: str


def _id_link(prefix: str) -> Callable[[Claim], str]:
    return lambda claim: f"{prefix}{claim.pk}/"


def _id_link_sql(prefix: str):
    return Concat(Value(prefix), _as_text("id"), Value("/"), output_field=TextField())


def _field(path: str) -> Callable[[Claim], object]:
    """Read `path` ("article__slug") from a claim whose relations are selected."""

    def read(claim: Claim):
        value = claim
        for name in path.split("__"):
            value = getattr(value, name) if value is not None else None
        return value

    return read


def _plain(name: str, path: str | None = None, *, text: bool = False) -> Column:
    path = path or name
    return Column(name, _field(path), lambda urls: _as_text(F(path)), text=text)


def _source_column(name: str, relation: str, attribute: str, *, staff: bool) -> Column:
    """A column naming the claim's source, intermediary or article publisher
    (`relation`, e.g. "article__publisher"): empty for a reader when that
    source is proposed, as `Source.is_visible_to` decides (staff see every source)."""
    path = f"{relation}__{attribute}"
    text = attribute != "id"
    if staff:
        return _plain(name, path, text=text)
    source_of = _field(relation)

    def read(claim: Claim):
        source = source_of(claim)
        return getattr(source, attribute) if source is not None and not source.proposed else None

    def sql(urls):
        shown = Q(**{f"{relation}__proposed": False})
        return Case(When(shown, then=_as_text(F(path))), default=Value(None), output_field=TextField())

    return Column(name, read, sql, text=text)


def _tracked_figure() -> Column:
    """The slug of the tracked figure the claim is a value of (claims.figure_links),
    empty when it is none."""

    def read(claim: Claim):
        try:
            return claim.figure_value.figure.slug
        except ObjectDoesNotExist:
            return None

    return Column("tracked_figure", read, lambda urls: F("figure_value__figure__slug"), text=True)


def _evidence_urls() -> Subquery:
    """The claim's evidence URLs, space-separated (a URL holds no space), in
    the order they were added. SQLite before 3.44 cannot order an aggregate;
    there the rows come by the evidence index on claim, which keeps them in id
    order, the order they were added."""
    ordered = {"order_by": ("id",)} if connection.features.supports_aggregate_order_by_clause else {}
    urls = StringAgg("url", delimiter=Value(" "), **ordered)
    return Subquery(
        Evidence.objects.filter(claim=OuterRef("pk"))
        .exclude(url="")
        .order_by()
        .values("claim")
        .annotate(urls=urls)
        .values("urls")
    )


def _evidence_count() -> Coalesce:
    counted = Evidence.objects.filter(claim=OuterRef("pk")).order_by().values("claim").annotate(total=Count("pk"))
    return Coalesce(Subquery(counted.values("total")), 0)


# What the evidence columns read on both paths: the claims are annotated with
# these subqueries (one per column, not a query per row).
EVIDENCE_ANNOTATIONS = {"export_evidence_count": _evidence_count, "export_evidence_urls": _evidence_urls}


def _annotated(name: str, annotation: str, *, text: bool = False) -> Column:
    """A column read from an annotation that `with_evidence` adds on both paths."""
    return Column(name, _field(annotation), lambda urls: _as_text(F(annotation)), text=text)


def with_evidence(claims: QuerySet[Claim]) -> QuerySet[Claim]:
    return claims.annotate(**{name: build() for name, build in EVIDENCE_ANNOTATIONS.items()})


def _timestamp(name: str, path: str | None = None) -> Column:
    path = path or name
    return Column(name, _field(path), lambda urls: _UTCTimestamp(F(path)))


def _date(name: str, path: str) -> Column:
    """A date as ISO 8601 (`2019-03-04`) on both paths."""
    return Column(
        name,
        _field(path),
        lambda urls: Func(F(path), Value("YYYY-MM-DD"), function="to_char", output_field=TextField()),
    )


def claims_csv_columns(*, urls: ExportURLs, staff: bool, raw: bool = False) -> list[Column]:
    """The export's columns, in order; staff get four internal ones. Text
    columns are neutralised against formulas unless `raw`."""
    columns = [
        _plain("id"),
        Column("url", _id_link(urls.api), lambda urls: _id_link_sql(urls.api)),
        Column("page", _id_link(urls.page), lambda urls: _id_link_sql(urls.page)),
        _plain("article_id"),
        _plain("article_slug", "article__slug", text=True),
        _plain("article_headline", "article__headline", text=True),
        _plain("article_url", "article__url", text=True),
        _source_column("article_publisher", "article__publisher", "name", staff=staff),
        _date("article_published_on", "article__published_on"),
        _plain("quote", text=True),
        _plain("start"),
        _plain("end"),
        _plain("statement", text=True),
        _plain("kind"),
        _source_column("source_id", "source", "id", staff=staff),
        _source_column("source_slug", "source", "slug", staff=staff),
        _source_column("source_name", "source", "name", staff=staff),
        _plain("attribution", text=True),
        _source_column("via_id", "via", "id", staff=staff),
        _source_column("via_name", "via", "name", staff=staff),
        _plain("value"),
        _plain("qualifier"),
        _plain("unit", text=True),
        _tracked_figure(),
        _plain("rating", "status"),
        _plain("verdict_explanation", "verdict_summary", text=True),
        _timestamp("verdict_at"),
        _annotated("evidence_count", "export_evidence_count"),
        _annotated("evidence_urls", "export_evidence_urls", text=True),
        _plain("version"),
        _timestamp("created_at"),
        _timestamp("updated_at"),
    ]
    if staff:
        columns += [
            _plain("assignee", "assignee__username", text=True),
            _plain("summary_draft", text=True),
            Column(
                "proposed",
                _field("proposed"),
                lambda urls: Case(
                    When(proposed=True, then=Value("true")), default=Value("false"), output_field=TextField()
                ),
            ),
            _plain("confidence"),
        ]
    if raw:
        return columns
    return [_neutralised(column) if column.text else column for column in columns]


def _header(columns: list[Column]) -> str:
    return BOM + csv.writer(_LineBuffer(), lineterminator=LINE_END).writerow([column.name for column in columns])


def claims_csv_lines(*, claims: QuerySet[Claim], columns: list[Column]) -> Iterator[str]:
    """The CSV text formatted in Python, in pieces of a few hundred lines, the
    BOM and header first."""
    writer = csv.writer(_LineBuffer(), lineterminator=LINE_END)
    yield _header(columns)
    readers = [column.read for column in columns]
    lines = []
    for claim in with_evidence(claims).iterator(chunk_size=CHUNK_SIZE):
        lines.append(writer.writerow([_text(read(claim)) for read in readers]))
        if len(lines) >= LINES_PER_WRITE:
            yield "".join(lines)
            lines = []
    if lines:
        yield "".join(lines)


def claims_copy_sql(*, claims: QuerySet[Claim], columns: list[Column], urls: ExportURLs) -> str:
    """The `COPY … TO STDOUT` statement that writes the rows of `claims`
    (filters and ordering kept) as `claims_csv_lines` does. PostgreSQL only.

    Empty strings become NULL, which COPY writes as an empty unquoted cell
    (it would quote an empty string), as csv.writer does for both."""
    names = [f"c{index}" for index in range(len(columns))]
    annotations = {
        name: NullIf(column.sql(urls), Value(""), output_field=TextField())
        for name, column in zip(names, columns, strict=True)
    }
    rows = with_evidence(claims).annotate(**annotations).values_list(*names)
    sql, params = rows.query.sql_with_params()
    select = connection.ops.compose_sql(sql, params)
    return f"COPY ({select}) TO STDOUT WITH (FORMAT csv)"


def claims_copy_lines(*, claims: QuerySet[Claim], columns: list[Column], urls: ExportURLs) -> Iterator[bytes]:
    """The CSV written by PostgreSQL's COPY, in blocks, the BOM and header first."""
    statement = claims_copy_sql(claims=claims, columns=columns, urls=urls)
    yield _header(columns).encode()
    with connection.cursor() as cursor:
        # COPY runs on psycopg's own cursor, which Django does not log; log it
        # as Django logs a query (debug mode and query-count tests see it).
        logged = cursor.debug_sql(statement) if hasattr(cursor, "debug_sql") else contextlib.nullcontext()
        with logged, cursor.cursor.copy(statement) as copy:
            yield from _blocks(copy)


def _blocks(copy) -> Iterator[bytes]:
    """COPY's rows gathered into blocks of about COPY_BLOCK_SIZE bytes."""
    block, size = [], 0
    for data in copy:
        block.append(bytes(data))
        size += len(data)
        if size >= COPY_BLOCK_SIZE:
            yield b"".join(block)
            block, size = [], 0
    if block:
        yield b"".join(block)


def with_columns_related(claims: QuerySet[Claim], *, staff: bool) -> QuerySet[Claim]:
    """`claims` with the relations the columns read selected (the Python paths)."""
    claims = claims.select_related("article__publisher", "source", "via", "figure_value__figure")
    return claims.select_related("assignee") if staff else claims


def export_urls() -> ExportURLs:
    """The exports' links, under `NEWSROOM_URL` whatever host the export was
    asked through: a file saved and shared names the newsroom's own address."""
    return ExportURLs(
        api=absolute_url(reverse("claim-list")),
        # A claim's short address is the list's plus its id (claims:detail-short).
        page=absolute_url(reverse("claims:list")),
    )


def claims_csv_response(*, claims: QuerySet[Claim], request, staff: bool, raw: bool = False) -> StreamingHttpResponse:
    """A streamed CSV attachment of every claim in `claims`; `raw` turns off
    the neutralisation of formulas."""
    urls = export_urls()
    columns = claims_csv_columns(urls=urls, staff=staff, raw=raw)
    if connection.vendor == "postgresql":
        content = claims_copy_lines(claims=claims, columns=columns, urls=urls)
    else:
        content = claims_csv_lines(claims=with_columns_related(claims, staff=staff), columns=columns)
    response = StreamingHttpResponse(content, content_type="text/csv; charset=utf-8")
    filename = f"claims-{timezone.now():%Y-%m-%d}.csv"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
