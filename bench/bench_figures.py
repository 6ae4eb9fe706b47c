"""Benchmark: a tracked figure's timeline with many values, against a page of claims.

Fills a throwaway SQLite database (a file under /tmp, removed afterwards) with one
tracked figure of N values (each a statistic claim in its own article, dated over
a year, from a handful of sources, some disagreeing), then renders, interleaved
over several repetitions:

- `/figures/<slug>/`: the chart (every value a mark) and the data table;
- the baseline: `/claims/?page=1`, a page of 25 claims, measured in the same run.

Prints the median time of each, their ratio, and the number of queries of the
figure page (constant in N). Goal: a timeline of 1,000 values well under a second.

    DEBUG=1 .venv/bin/python bench/bench_figures.py --values 1000 [--repeat 5] [--profile]

`--profile` prints a pyinstrument call tree of one figure-page render (the hot path).
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--values", type=int, default=1000)
parser.add_argument("--repeat", type=int, default=5)
parser.add_argument("--profile", action="store_true", help="print a pyinstrument profile of one render")
ARGS = parser.parse_args()

DATABASE = Path(tempfile.mkdtemp()) / "bench_figures.sqlite3"
os.environ["DATABASE_URL"] = f"sqlite:///{DATABASE}"
os.environ.setdefault("DEBUG", "1")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

from claims.figure_links import disagreements_refresh  # noqa: E402
from claims.models import Article, ArticleState, Claim, ClaimKind, FigureValue, TrackedFigure  # noqa: E402
from sources.models import Source, SourceKind  # noqa: E402


def fill(values: int) -> TrackedFigure:
    call_command("migrate", verbosity=0)
    figure = TrackedFigure.objects.create(name="Troops on active duty", slug="troops", unit="troops")
    sources = [
        Source.objects.create(name=f"Ministry {n}", slug=f"ministry-{n}", kind=SourceKind.GOVERNMENT_BODY)
        for n in range(6)
    ]
    body = "The ministry puts active troops at 235,000 as of this week."
    start = date(2019, 1, 1)
    # Published, so readers see them; bulk-created, so filling takes seconds.
    articles = Article.objects.bulk_create(
        Article(
            headline=f"Report {n}",
            slug=f"report-{n}",
            body=body,
            published_on=start + timedelta(days=n % 365),
            state=ArticleState.PUBLISHED,
        )
        for n in range(values)
    )
    claims = Claim.objects.bulk_create(
        Claim(
            article=article,
            start=0,
            end=len(body),
            quote=body,
            statement=f"Active troops number {235000 + (n % 7) * 20000}.",
            kind=ClaimKind.STATISTIC,
            source=sources[n % len(sources)],
            value=Decimal(235000 + (n % 7) * 20000),
            qualifier="more_than" if n % 5 == 0 else "exact",
            unit="troops",
        )
        for n, article in enumerate(articles)
    )
    FigureValue.objects.bulk_create(
        FigureValue(figure=figure, claim=claim, refers_to=article.published_on)
        for claim, article in zip(claims, articles, strict=True)
    )
    disagreements_refresh(figure=figure)
    return figure


def timed(client: Client, url: str) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one request: on a shared machine the wall
    clock counts the other processes' turns too, the CPU time only this one's."""
    started, cpu_started = time.perf_counter(), time.process_time()
    response = client.get(url)
    assert response.status_code == 200, (url, response.status_code)
    return time.perf_counter() - started, time.process_time() - cpu_started


def main() -> None:
    print(f"Filling a database with one figure of {ARGS.values} values…", flush=True)
    figure = fill(ARGS.values)
    client = Client(HTTP_HOST="localhost")
    figure_url, baseline_url = f"/figures/{figure.slug}/", "/claims/?page=1"
    timed(client, figure_url), timed(client, baseline_url)  # warm caches
    figure_times, baseline_times = [], []
    for _ in range(ARGS.repeat):
        figure_times.append(timed(client, figure_url))
        baseline_times.append(timed(client, baseline_url))
    with CaptureQueriesContext(connection) as queries:
        client.get(figure_url)
    figure_wall, figure_cpu = (statistics.median(times) for times in zip(*figure_times, strict=True))
    baseline_wall, baseline_cpu = (statistics.median(times) for times in zip(*baseline_times, strict=True))
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(
        f"figure page, {ARGS.values} values: median {figure_wall * 1000:.0f} ms wall, "
        f"{figure_cpu * 1000:.0f} ms CPU ({len(queries)} queries)"
    )
    print(f"claims page (baseline):        median {baseline_wall * 1000:.0f} ms wall, {baseline_cpu * 1000:.0f} ms CPU")
    print(f"ratio figure / baseline: {figure_wall / baseline_wall:.1f} wall, {figure_cpu / baseline_cpu:.1f} CPU")
    if ARGS.profile:
        from pyinstrument import Profiler

        with Profiler() as profiler:
            client.get(figure_url)
        print(profiler.output_text(unicode=True, color=False, show_all=False))


try:
    main()
finally:
    DATABASE.unlink(missing_ok=True)
