"""Benchmark: a tracked figure's timeline with many values, against a page of claims.

Fills a throwaway SQLite database (a file under /tmp, removed afterwards) with one
tracked figure of N values (each a statistic claim in its own article, dated over
a year, from a handful of sources, some disagreeing), then renders, interleaved
over several repetitions:

- `/figures/<slug>/`: the chart (every value a mark) and the data table;
- the baseline: `/claims/?page=1`, a page of 25 claims, measured in the same run.

Prints the median time of each, their ratio, and the number of queries of the
figure page (constant in N). Goal: a timeline of 1,000 values well under a second.

    DEBUG=1 .venv/bin/python bench/bench_figures.py --values 1000 [--repeat 5]
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
from claims.models import Article, Claim, ClaimKind, FigureValue, TrackedFigure  # noqa: E402
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
    for n in range(values):
        article = Article.objects.create(
            headline=f"Report {n}", slug=f"report-{n}", body=body, published_on=start + timedelta(days=n % 365)
        )
        claim = Claim.objects.create(
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
        FigureValue.objects.create(figure=figure, claim=claim, refers_to=article.published_on)
    disagreements_refresh(figure=figure)
    return figure


def timed(client: Client, url: str) -> float:
    started = time.perf_counter()
    response = client.get(url)
    assert response.status_code == 200, (url, response.status_code)
    return time.perf_counter() - started


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
    figure_median, baseline_median = statistics.median(figure_times), statistics.median(baseline_times)
    print(f"figure page, {ARGS.values} values: median {figure_median * 1000:.0f} ms ({len(queries)} queries)")
    print(f"claims page (baseline):        median {baseline_median * 1000:.0f} ms")
    print(f"ratio figure / baseline: {figure_median / baseline_median:.1f}")


try:
    main()
finally:
    DATABASE.unlink(missing_ok=True)
