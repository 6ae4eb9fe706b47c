"""Public pages for tracked figures: `/figures/` and `/figures/<slug>/`.

Thin views over `claims.figure_timeline`, which applies the site's visibility rule
and lays out the chart; the templates only format.
"""

from django.http import Http404
from django.shortcuts import get_object_or_404, render

from claims.figure_chart import chart_marks, table_rows
from claims.figure_timeline import figures_for_listing, latest_values, timeline
from claims.models import TrackedFigure
from newsroom.pagination import paginate

FIGURES_PER_PAGE = 50


def figure_list(request):
    pagination = paginate(
        figures_for_listing(user=request.user), page_number=request.GET.get("page"), per_page=FIGURES_PER_PAGE
    )
    figures = list(pagination.page.object_list)
    latest = latest_values(user=request.user, figures=figures)
    rows = [{"figure": figure, "latest": latest.get(figure.pk)} for figure in figures]
    return render(request, "claims/figure_list.html", {"section": "figures", "rows": rows, **pagination.context()})


def figure_detail(request, slug):
    figure = get_object_or_404(TrackedFigure, slug=slug)
    chart = timeline(figure=figure, user=request.user)
    if not chart.rows:
        # A figure no reader-visible claim reports yet is not public.
        raise Http404("No such figure.")
    return render(
        request,
        "claims/figure_detail.html",
        {
            "section": "figures",
            "figure": figure,
            "chart": chart,
            "marks": chart_marks(chart),
            "rows": table_rows(chart),
        },
    )
