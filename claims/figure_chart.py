"""The markup of a tracked figure's timeline: one SVG mark and one table row per value.

Built here rather than in the template's loop: a figure reported a thousand times
renders its rows in milliseconds, where the template engine took seconds and
`format_html` (which escapes through lazy-aware wrappers, argument by argument)
a third of a second. So each fragment is a plain f-string, and **every text in it
passes through `escape`** (`html.escape`, quotes included); numbers are formatted
here. What repeats (a source's link, an article's link, the unit) is escaped once
per page, not once per row. The page template (templates/claims/figure_detail.html)
holds everything else: axes, legend, headings. Geometry and labels come from
`claims.figure_timeline`.
"""

from html import escape

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext, ngettext

from claims.figure_timeline import Timeline, TimelineRow

DISAGREEMENT_COLOUR = "#b00020"


def _mark(row: TimelineRow, unit: str) -> str:
    """One value's mark: a point for an exact value, a band for a range (dashed
    when open); `unit` is already escaped."""
    disagrees = bool(row.disagrees_with)
    title = f"<title>{escape(row.label)} {unit} — {escape(row.source_name)}</title>"
    if row.point:
        stroke, stroke_width = (DISAGREEMENT_COLOUR, 3) if disagrees else ("#fff", 1)
        shape = (
            f'<circle cx="{row.x}" cy="{row.y_high}" r="6" fill="{row.colour}" '
            f'stroke="{stroke}" stroke-width="{stroke_width}"/>'
        )
    else:
        dashed = ' stroke-dasharray="4 3"' if row.open_top or row.open_bottom else ""
        shape = (
            f'<rect x="{round(row.x - 7, 1)}" y="{row.y_high}" width="14" height="{row.height}" '
            f'fill="{row.colour}" fill-opacity="0.35" stroke="{DISAGREEMENT_COLOUR if disagrees else row.colour}" '
            f'stroke-width="2"{dashed} data-y-low="{row.y_low}"/>'
        )
    return f'<a href="{escape(row.claim_url)}" class="chart-mark" data-value-id="{row.value_id}">{title}{shape}</a>'


def chart_marks(chart: Timeline) -> SafeString:
    unit = escape(chart.figure.unit)
    return mark_safe("\n".join(_mark(row, unit) for row in chart.rows))  # every text escaped above


class _DisagreementCells:
    """The table's last column, its words translated once per page, not per row."""

    def __init__(self):
        self.template = gettext('<strong>Disagrees</strong> with <a href="#value-%(id)s">%(others)s</a>')
        self.explained_below = escape(gettext(" (explained below)"))
        self.others: dict[int, str] = {}

    def cell(self, row: TimelineRow) -> str:
        if not row.disagrees_with:
            return "—"
        count = len(row.disagrees_with)
        if count not in self.others:
            self.others[count] = escape(
                ngettext("%(count)s other value", "%(count)s other values", count) % {"count": count}
            )
        cell = self.template % {"id": row.disagrees_with[0], "others": self.others[count]}
        return cell + self.explained_below if row.explained else cell


def _link_or_text(url: str, text: str) -> str:
    return f'<a href="{escape(url)}">{escape(text)}</a>' if url else escape(text)


def table_rows(chart: Timeline) -> SafeString:
    disagreements = _DisagreementCells()
    sources: dict[tuple[str, str], str] = {}
    articles: dict[str, str] = {}
    units: dict[str, str] = {}
    lines = []
    for row in chart.rows:
        source = (row.source_url, row.source_name)
        if source not in sources:
            sources[source] = _link_or_text(*source)
        if row.article_url not in articles:
            articles[row.article_url] = _link_or_text(row.article_url, row.article_headline)
        if row.unit not in units:
            units[row.unit] = escape(row.unit)
        when = (
            f'<time datetime="{row.date_iso}">{escape(row.date_text)}</time>' if row.date_iso else escape(row.date_text)
        )
        lines.append(
            f'<tr id="value-{row.value_id}" data-value-id="{row.value_id}"><td>{when}</td>'
            f'<td><a href="{escape(row.claim_url)}">{escape(row.label)} {units[row.unit]}</a></td>'
            f"<td>{sources[source]}</td><td>{articles[row.article_url]}</td>"
            f"<td>{disagreements.cell(row)}</td></tr>"
        )
    return mark_safe("\n".join(lines))  # every text escaped above
