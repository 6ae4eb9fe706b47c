"""The markup of a tracked figure's timeline: one SVG mark and one table row per value.

Built with `format_html` (every value escaped) rather than in the template's loop:
a figure reported a thousand times renders its rows here in milliseconds, where the
template engine took seconds. The page template (templates/claims/figure_detail.html)
holds everything else: axes, legend, headings. Geometry and labels come from
`claims.figure_timeline`.
"""

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from claims.figure_timeline import Timeline, TimelineRow

DISAGREEMENT_COLOUR = "#b00020"


def _mark(row: TimelineRow, unit: str) -> SafeString:
    disagrees = bool(row.disagrees_with)
    title = format_html("<title>{} {} — {}</title>", row.label, unit, row.source_name)
    if row.point:
        shape = format_html(
            '<circle cx="{}" cy="{}" r="6" fill="{}" stroke="{}" stroke-width="{}"/>',
            row.x,
            row.y_high,
            row.colour,
            DISAGREEMENT_COLOUR if disagrees else "#fff",
            3 if disagrees else 1,
        )
    else:
        shape = format_html(
            '<rect x="{}" y="{}" width="14" height="{}" fill="{}" fill-opacity="0.35" stroke="{}" '
            'stroke-width="2"{} data-y-low="{}"/>',
            round(row.x - 7, 1),
            row.y_high,
            row.height,
            row.colour,
            DISAGREEMENT_COLOUR if disagrees else row.colour,
            SafeString(' stroke-dasharray="4 3"') if row.open_top or row.open_bottom else "",
            row.y_low,
        )
    return format_html(
        '<a href="{}" class="chart-mark" data-value-id="{}">{}{}</a>', row.claim_url, row.value.pk, title, shape
    )


def chart_marks(chart: Timeline) -> SafeString:
    unit = chart.figure.unit
    return SafeString("\n".join(_mark(row, unit) for row in chart.rows))


def _disagreement_cell(row: TimelineRow) -> SafeString:
    if not row.disagrees_with:
        return SafeString("—")
    others = len(row.disagrees_with)
    text = ngettext(
        '<strong>Disagrees</strong> with <a href="#value-{id}">{count} other value</a>',
        '<strong>Disagrees</strong> with <a href="#value-{id}">{count} other values</a>',
        others,
    )
    return format_html(
        text + "{explained}",
        id=row.disagrees_with[0],
        count=others,
        explained=_(" (explained below)") if row.explained else "",
    )


def _link_or_text(url: str, text: str) -> SafeString:
    return format_html('<a href="{}">{}</a>', url, text) if url else format_html("{}", text)


def table_rows(chart: Timeline) -> SafeString:
    return format_html_join(
        "\n",
        '<tr id="value-{}" data-value-id="{}"><td>{}</td><td><a href="{}">{} {}</a></td><td>{}</td>'
        '<td><a href="{}">{}</a></td><td>{}</td></tr>',
        (
            (
                row.value.pk,
                row.value.pk,
                format_html('<time datetime="{}">{}</time>', row.date_iso, row.date_text)
                if row.date_iso
                else row.date_text,
                row.claim_url,
                row.label,
                row.claim.unit,
                _link_or_text(row.source_url, row.source_name),
                row.article_url,
                row.claim.article.headline,
                _disagreement_cell(row),
            )
            for row in chart.rows
        ),
    )
