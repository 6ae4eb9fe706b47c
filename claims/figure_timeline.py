"""What readers see of tracked figures: the list with each figure's latest value, and
one figure's timeline as rows for a data table and marks for a server-rendered SVG.

Readers see only values whose claims and sources they may see (the site's one
visibility rule: `Claim.objects.visible_to`, `Source.is_visible_to`); a disagreement
shows only when both of its values do. Every read here is a fixed number of queries,
however many values a figure has.
"""

from dataclasses import dataclass, field
from decimal import Decimal

from django.db.models import Count, Exists, OuterRef, Q, QuerySet

from django.utils.formats import date_format
from django.utils.translation import gettext as _

from claims.figure_links import claim_bounds
from claims.templatetags.public_site import figure as figure_text
from claims.models import Claim, FigureDisagreement, FigureValue, Qualifier, TrackedFigure, sees_internal

# One colour per source, in order of first appearance; colour-blind safe (Okabe–Ito).
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")
CHART_WIDTH, CHART_HEIGHT = 640, 280
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 72, 16, 16, 40


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


@dataclass(frozen=True)
class Flag:
    """A disagreement as the page shows it."""

    first_id: int
    second_id: int
    explained: bool
    note: str


@dataclass
class TimelineRow:
    value: FigureValue
    claim: Claim
    colour: str
    claim_url: str = ""
    article_url: str = ""
    source_url: str = ""
    # Labels formatted once here: a thousand rows through template filters take
    # seconds, through these attributes a fraction of that.
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


def timeline(*, figure: TrackedFigure, user) -> Timeline:
    """The figure's visible values in time order with their chart marks (two queries)."""
    values = list(
        _visible_values(user)
        .filter(figure=figure)
        .select_related("claim", "claim__article", "claim__source")
        .defer("claim__article__body")
        .order_by("refers_to", "claim__article__published_on", "claim__article_id", "claim__start", "id")
    )
    shown = {value.pk for value in values}
    # Plain rows, not model instances: a figure reported a thousand times can
    # have tens of thousands of disagreeing pairs.
    flags = [
        Flag(*row)
        for row in FigureDisagreement.objects.filter(figure=figure)
        .order_by("first_id", "second_id")
        .values_list("first_id", "second_id", "explained", "note")
        if row[0] in shown and row[1] in shown
    ]
    colours: dict[int | None, str] = {}
    source_urls: dict[int, str] = {}
    article_urls: dict[int, str] = {}
    date_texts: dict = {}
    sources = []
    rows = []
    for value in values:
        claim = value.claim
        source = claim.source
        key = source.pk if source else None
        if key not in colours:
            colours[key] = PALETTE[len(colours) % len(PALETTE)]
            if source:
                source_urls[key] = source.get_absolute_url()
            sources.append(
                (source.name if source else _("The article’s own reporting"), colours[key], source_urls.get(key))
            )
        if claim.article_id not in article_urls:
            article_urls[claim.article_id] = claim.article.get_absolute_url()
        refers_to = value.refers_to
        if refers_to not in date_texts:
            date_texts[refers_to] = (
                (refers_to.isoformat(), date_format(refers_to)) if refers_to else ("", _("Not known"))
            )
        qualifier = f"{claim.get_qualifier_display()} " if claim.qualifier else ""
        rows.append(
            TimelineRow(
                label=f"{qualifier}{figure_text(claim.value)}",
                source_name=source.name if source else _("The article’s own reporting"),
                date_iso=date_texts[refers_to][0],
                date_text=date_texts[refers_to][1],
                value=value,
                claim=claim,
                colour=colours[key],
                # Built once per row, and once per article or source, not per cell.
                claim_url=claim.get_absolute_url(),
                article_url=article_urls[claim.article_id],
                source_url=source_urls.get(key, ""),
            )
        )
    by_id = {row.value.pk: row for row in rows}
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
    highest = Decimal(0)
    for row in chart.rows:
        bounds = claim_bounds(row.claim)
        highest = max(highest, *(b for b in (bounds.low, bounds.high, row.claim.value) if b is not None))
    top = _nice_top(highest * Decimal("1.1"))
    plot_height = chart.plot_bottom - chart.plot_top

    def y(number: Decimal | None) -> float:
        if number is None:
            return float(chart.plot_top)
        clamped = min(max(number, Decimal(0)), top)
        return round(chart.plot_bottom - float(clamped / top) * plot_height, 1)

    chart.ticks = [(y(top * Decimal(i) / 4), (top * Decimal(i) / 4).normalize()) for i in range(5)]
    dated = sorted({row.value.refers_to for row in chart.rows if row.value.refers_to})
    undated = [row for row in chart.rows if not row.value.refers_to]
    width = chart.plot_right - chart.plot_left
    columns = len(dated) + len(undated)
    step = width / (columns + 1)
    x_of_date = {day: round(chart.plot_left + step * (i + 1), 1) for i, day in enumerate(dated)}
    for day, x in x_of_date.items():
        chart.dates.append((x, day.isoformat()))
    for i, row in enumerate(undated):
        row.x = round(chart.plot_left + step * (len(dated) + i + 1), 1)
    if undated:
        chart.dates.append((undated[0].x, _("date unknown")))
    for row in chart.rows:
        if row.value.refers_to:
            row.x = x_of_date[row.value.refers_to]
        bounds = claim_bounds(row.claim)
        qualifier = row.claim.qualifier or Qualifier.EXACT
        row.point = qualifier == Qualifier.EXACT
        row.open_top = bounds.high is None
        row.open_bottom = bounds.low is None
        row.y_high = y(bounds.high)
        row.y_low = y(bounds.low) if bounds.low is not None else float(chart.plot_bottom)
        row.height = round(max(row.y_low - row.y_high, 2.0), 1)
