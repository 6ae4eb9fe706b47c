"""What readers see of tracked figures: the list with each figure's latest value, and
one figure's timeline as rows for a data table and marks for a server-rendered SVG.

Readers see only values whose claims and sources they may see (the site's one
visibility rule: `Claim.objects.visible_to`, `Source.is_visible_to`); a disagreement
shows only when both of its values do. Every read here is a fixed number of queries,
however many values a figure has.
"""

from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from typing import NamedTuple

from django.db.models import Count, Exists, OuterRef, Q, QuerySet
from django.urls import reverse
from django.utils.dateformat import format as format_date
from django.utils.formats import get_format
from django.utils.translation import gettext

from claims.figure_links import value_bounds
from claims.models import VERDICTS, Claim, FigureDisagreement, FigureValue, Qualifier, TrackedFigure, sees_internal
from claims.templatetags.public_site import figure as figure_text
from sources.models import Source

# One colour per source, in order of first appearance; colour-blind safe (Okabe–Ito).
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")
CHART_WIDTH, CHART_HEIGHT = 640, 280
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 72, 16, 16, 40
MAX_DATE_LABELS = 6


def _visible_values(user) -> QuerySet[FigureValue]:
    values = FigureValue.objects.filter(claim__in=Claim.objects.visible_to(user))
    if not sees_internal(user):
        values = values.filter(Q(claim__source__isnull=True) | Q(claim__source__proposed=False))
    return values


def figures_for_listing(*, user) -> QuerySet[TrackedFigure]:
    """Tracked figures with at least one value this user may see, each with how many
    values and sources report it (two queries with `latest_values`)."""
    visible = _visible_values(user)
    return (
        TrackedFigure.objects.filter(Exists(visible.filter(figure=OuterRef("pk"))))
        .annotate(
            value_count=Count("values", filter=Q(values__in=visible), distinct=True),
            source_count=Count("values__claim__source", filter=Q(values__in=visible), distinct=True),
        )
        .order_by("name", "id")
    )


def latest_values(*, user, figures) -> dict[int, FigureValue]:
    """The latest visible value of each figure (by the date it refers to, then when
    it was linked), in one query."""
    ids = [figure.pk for figure in figures]
    latest = {}
    rows = (
        _visible_values(user)
        .filter(figure_id__in=ids)
        .select_related("claim", "claim__source")
        .order_by("figure_id", "-refers_to", "-claim__article__published_on", "-id")
    )
    for value in rows:
        latest.setdefault(value.figure_id, value)
    return latest


class Flag(NamedTuple):
    """A disagreement as the page shows it (a tuple: a figure reported a thousand
    times can have tens of thousands of disagreeing pairs)."""

    first_id: int
    second_id: int
    explained: bool
    note: str


@dataclass(slots=True)
class TimelineRow:
    """One value of the figure, with what the page, the feed and the API show of it:
    plain columns rather than model instances, which cost more to build than the
    rest of the page together for a figure reported a thousand times."""

    value_id: int
    refers_to: date | None
    linked_at: datetime
    claim_id: int
    number: Decimal  # the claim's value
    qualifier: str
    unit: str
    statement: str
    quote: str
    status: str
    article_slug: str
    article_headline: str
    published_on: date | None
    source: Source | None  # only its id, name, slug and `proposed` are loaded
    colour: str = ""
    claim_url: str = ""
    article_url: str = ""
    source_url: str = ""
    label: str = ""  # "more than 1,000"
    source_name: str = ""
    date_iso: str = ""
    date_text: str = ""
    disagrees_with: list[int] = field(default_factory=list)
    explained: bool = False
    # Chart geometry, in SVG user units.
    x: float = 0
    y_low: float = 0
    y_high: float = 0
    height: float = 0
    open_top: bool = False
    open_bottom: bool = False
    point: bool = True

    @property
    def has_verdict(self) -> bool:
        return self.status in VERDICTS


@dataclass
class Timeline:
    figure: TrackedFigure
    rows: list[TimelineRow]
    sources: list[tuple[str, str, str | None]]  # (name, colour, url)
    disagreements: list[Flag]
    explained: list[Flag]
    ticks: list[tuple[float, Decimal]]
    dates: list[tuple[float, str]]
    width: int = CHART_WIDTH
    height: int = CHART_HEIGHT
    plot_left: int = MARGIN_LEFT
    plot_right: int = CHART_WIDTH - MARGIN_RIGHT
    plot_top: int = MARGIN_TOP
    plot_bottom: int = CHART_HEIGHT - MARGIN_BOTTOM


TIMELINE_COLUMNS = (
    "pk",
    "refers_to",
    "linked_at",
    "claim_id",
    "claim__value",
    "claim__qualifier",
    "claim__unit",
    "claim__statement",
    "claim__quote",
    "claim__status",
    "claim__article__slug",
    "claim__article__headline",
    "claim__article__published_on",
)
SOURCE_COLUMNS = ("claim__source_id", "claim__source__name", "claim__source__slug", "claim__source__proposed")
SOURCE_FIELDS = ("id", "name", "slug", "proposed")


class _Addresses:
    """Claim and article addresses for many rows from one `reverse()` each: the URL
    resolver takes tens of microseconds a call, two thousand calls for a thousand
    values. Slugs are ASCII (`slugify`, `SlugField`), so they need no quoting."""

    PK, SLUG = 2147483647, "slug-placeholder"

    def __init__(self):
        self.claim = reverse("claims:detail", kwargs={"pk": self.PK, "slug": self.SLUG})
        self.article = reverse("claims:article", kwargs={"slug": self.SLUG})

    def claim_url(self, pk: int, statement: str) -> str:
        return self.claim.replace(str(self.PK), str(pk), 1).replace(self.SLUG, Claim.slug_for(statement), 1)

    def article_url(self, slug: str) -> str:
        return self.article.replace(self.SLUG, slug, 1)


def timeline(*, figure: TrackedFigure, user) -> Timeline:
    """The figure's visible values in time order with their chart marks (two queries)."""
    records = (
        _visible_values(user)
        .filter(figure=figure)
        .order_by("refers_to", "claim__article__published_on", "claim__article_id", "claim__start", "id")
        .values_list(*TIMELINE_COLUMNS, *SOURCE_COLUMNS)
    )
    flags = [
        Flag._make(row)
        for row in FigureDisagreement.objects.filter(figure=figure)
        .order_by("first_id", "second_id")
        .values_list("first_id", "second_id", "explained", "note")
    ]
    own_reporting = gettext("The article’s own reporting")
    not_known = gettext("Not known")
    qualifiers = {value: f"{label} " for value, label in Qualifier.choices}
    # The reader's language's own date (“4 March 2026”, “4 de marzo de 2026”), looked up once.
    day_format = get_format("DATE_FORMAT")
    addresses = _Addresses()
    database = records.db
    colours: dict[int | None, str] = {}
    sources_by_id: dict[int, Source] = {}
    source_urls: dict[int, str] = {}
    article_urls: dict[str, str] = {}
    date_texts: dict = {}
    sources = []
    rows = []
    width = len(TIMELINE_COLUMNS)
    for record in records:
        source_id = record[width]
        if source_id not in colours:
            colours[source_id] = PALETTE[len(colours) % len(PALETTE)]
            if source_id is not None:
                source = Source.from_db(database, SOURCE_FIELDS, record[width:])
                sources_by_id[source_id] = source
                source_urls[source_id] = source.get_absolute_url()
            sources.append(
                (record[width + 1] if source_id else own_reporting, colours[source_id], source_urls.get(source_id))
            )
        row = TimelineRow(*record[:width], source=sources_by_id.get(source_id))
        if row.article_slug not in article_urls:
            article_urls[row.article_slug] = addresses.article_url(row.article_slug)
        if row.refers_to not in date_texts:
            day = row.refers_to
            date_texts[day] = (day.isoformat(), format_date(day, day_format)) if day else ("", not_known)
        row.label = f"{qualifiers.get(row.qualifier, '')}{figure_text(row.number)}"
        row.source_name = record[width + 1] if source_id else own_reporting
        row.date_iso, row.date_text = date_texts[row.refers_to]
        row.colour = colours[source_id]
        row.claim_url = addresses.claim_url(row.claim_id, row.statement)
        row.article_url = article_urls[row.article_slug]
        row.source_url = source_urls.get(source_id, "")
        rows.append(row)
    by_id = {row.value_id: row for row in rows}
    # A disagreement shows only when both of its values do.
    flags = [flag for flag in flags if flag.first_id in by_id and flag.second_id in by_id]
    for flag in flags:
        by_id[flag.first_id].disagrees_with.append(flag.second_id)
        by_id[flag.second_id].disagrees_with.append(flag.first_id)
        if flag.explained:
            by_id[flag.first_id].explained = by_id[flag.second_id].explained = True
    result = Timeline(
        figure=figure,
        rows=rows,
        sources=sources,
        disagreements=flags,
        explained=[flag for flag in flags if flag.explained],
        ticks=[],
        dates=[],
    )
    _layout(result)
    return result


def _nice_top(largest: Decimal) -> Decimal:
    if largest <= 0:
        return Decimal(1)
    magnitude = Decimal(10) ** (len(str(int(largest))) - 1)
    for step in (1, 2, 5, 10):
        if largest <= step * magnitude:
            return step * magnitude
    return 10 * magnitude


def _layout(chart: Timeline) -> None:
    """Place each value: x by the date it refers to (undated values after the dated
    ones, in article order), y by its range; open ranges run to the edge."""
    if not chart.rows:
        return
    bounds = [value_bounds(row.number, row.qualifier or Qualifier.EXACT) for row in chart.rows]
    ends = (end for pair in bounds for end in (pair.low, pair.high) if end is not None)
    highest = max(Decimal(0), *ends, *(row.number for row in chart.rows))
    top = _nice_top(highest * Decimal("1.1"))
    plot_height = chart.plot_bottom - chart.plot_top
    scale = plot_height / float(top)

    def y(number: Decimal | None) -> float:
        if number is None:
            return float(chart.plot_top)
        clamped = min(max(number, Decimal(0)), top)
        return round(chart.plot_bottom - float(clamped) * scale, 1)

    chart.ticks = [(y(top * Decimal(i) / 4), (top * Decimal(i) / 4).normalize()) for i in range(5)]
    dated = sorted({row.refers_to for row in chart.rows if row.refers_to})
    undated = [row for row in chart.rows if not row.refers_to]
    width = chart.plot_right - chart.plot_left
    columns = len(dated) + len(undated)
    step = width / (columns + 1)
    x_of_date = {day: round(chart.plot_left + step * (i + 1), 1) for i, day in enumerate(dated)}
    # At most MAX_DATE_LABELS labels on the axis, evenly spread, always the first
    # and the last: a year of dates would print over one another.
    if len(dated) > MAX_DATE_LABELS:
        last = len(dated) - 1
        labelled = {dated[round(i * last / (MAX_DATE_LABELS - 1))] for i in range(MAX_DATE_LABELS)}
    else:
        labelled = set(dated)
    for day, x in x_of_date.items():
        if day in labelled:
            chart.dates.append((x, day.isoformat()))
    for i, row in enumerate(undated):
        row.x = round(chart.plot_left + step * (len(dated) + i + 1), 1)
    if undated:
        chart.dates.append((undated[0].x, gettext("date unknown")))
    for row, row_bounds in zip(chart.rows, bounds, strict=True):
        if row.refers_to:
            row.x = x_of_date[row.refers_to]
        row.point = (row.qualifier or Qualifier.EXACT) == Qualifier.EXACT
        row.open_top = row_bounds.high is None
        row.open_bottom = row_bounds.low is None
        row.y_high = y(row_bounds.high)
        row.y_low = y(row_bounds.low) if row_bounds.low is not None else float(chart.plot_bottom)
        row.height = round(max(row.y_low - row.y_high, 2.0), 1)
