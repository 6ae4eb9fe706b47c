"""Benchmark: the exports on PostgreSQL against the database's own COPY.

Fills a throwaway PostgreSQL database (created and dropped by this script;
never the project's own) with N claims, a tenth of them with a verdict, then,
interleaved over several repetitions:

- the CSV export through the real view, /api/v1/claims/export.csv, consumed
  chunk by chunk as a downloading client would;
- the baseline: `COPY (SELECT …) TO STDOUT` of the same columns straight
  through psycopg, read to the end;

and prints the median throughput of each and their ratio (goal: ≥ 0.7), the
peak Python memory of one export under tracemalloc (goal: under 200 MB), and
the peak memory of the ClaimReview feed at a tenth of the verdicts and at all
of them (goal: flat).

    .venv/bin/python bench/bench_exports.py --claims 1000000 \
        [--server postgres://postgres@127.0.0.1:5432] [--database newsroom_bench_exports] [--repeat 3]
"""

import argparse
import os
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

import psycopg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--claims", type=int, default=200_000)
    parser.add_argument("--server", default="postgres://postgres@127.0.0.1:5432")
    parser.add_argument("--database", default="newsroom_bench_exports")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--keep", action="store_true", help="Keep the database for another run.")
    return parser.parse_args()


ARGS = parse_args()
with psycopg.connect(f"{ARGS.server}/postgres", autocommit=True) as admin:
    exists = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [ARGS.database]).fetchone()
    if not exists:
        admin.execute(f'CREATE DATABASE "{ARGS.database}"')
os.environ["DATABASE_URL"] = f"{ARGS.server}/{ARGS.database}"
os.environ.setdefault("DEBUG", "1")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import override_settings, setup_test_environment  # noqa: E402
from django.urls import reverse  # noqa: E402
from django.utils import timezone  # noqa: E402

from claims.csv_export import ExportURLs, claims_copy_sql, claims_csv_columns  # noqa: E402
from claims.management.progress import Progress  # noqa: E402
from claims.models import Article, ArticleState, Claim, ClaimKind, ReviewEntry, Status  # noqa: E402
from sources.models import Source, SourceKind  # noqa: E402

CLAIMS_PER_ARTICLE = 500  # verdicts on every tenth: values 1000, 1010, … 1490
SPAN = 12
SENTENCE = "Más de mil soldados, dijo Guaidó, han desertado a Colombia; el ministerio “confirma” 1.012. "


def fill(total: int) -> None:
    """Bring the database up to `total` claims in bulk, every tenth with a verdict."""
    have = Claim.objects.count()
    if have >= total:
        return
    sources = list(Source.objects.all()) or Source.objects.bulk_create(
        Source(name=f"Fuente {n}", slug=f"fuente-{n}", kind=SourceKind.PERSON) for n in range(500)
    )
    actor = get_user_model().objects.get_or_create(username="bench-editor", defaults={"is_staff": True})[0]
    body = SENTENCE * ((CLAIMS_PER_ARTICLE + SPAN) // len(SENTENCE) + 1)
    now = timezone.now()
    progress = Progress(sys.stderr, total=total, label="filling", unit="claim")
    progress.advance(have)
    while have < total:
        number = have // CLAIMS_PER_ARTICLE
        article = Article.objects.create(
            headline=f"Deserciones {number}", slug=f"deserciones-{number}", body=body, state=ArticleState.PUBLISHED
        )
        batch = min(CLAIMS_PER_ARTICLE, total - have)
        claims = Claim.objects.bulk_create(
            (
                Claim(
                    article=article,
                    start=start,
                    end=start + SPAN,
                    quote=body[start : start + SPAN],
                    statement=f"Claim {have + start}: more than 1,000 soldiers defected, says a colonel.",
                    kind=ClaimKind.STATISTIC,
                    source=sources[(have + start) % len(sources)],
                    value=1000 + start,
                    qualifier="more_than",
                    unit="soldados",
                    status=Status.FALSE if start % 10 == 0 else Status.UNVERIFIED,
                    verdict_summary="The ministry's count is lower." if start % 10 == 0 else "",
                    verdict_at=now if start % 10 == 0 else None,
                    created_at=now,
                    updated_at=now,
                )
                for start in range(batch)
            ),
            batch_size=5000,
        )
        ReviewEntry.objects.bulk_create(
            ReviewEntry(claim=claim, actor=actor, created_at=now, from_status=Status.IN_REVIEW, to_status=claim.status)
            for claim in claims
            if claim.status == Status.FALSE
        )
        have += batch
        progress.advance(batch)
    progress.close()


def download(client: Client, url: str) -> int:
    """Fetch `url` chunk by chunk, keeping nothing; return the bytes."""
    response = client.get(url)
    assert response.status_code == 200, response.status_code
    size = sum(len(chunk) for chunk in response.streaming_content)
    response.close()
    return size


def copy_baseline() -> int:
    """COPY of the same columns straight through psycopg, read to the end."""
    urls = ExportURLs(api="http://testserver/api/v1/claims/", page="http://testserver/claims/")
    statement = claims_copy_sql(
        claims=Claim.objects.filter(proposed=False), columns=claims_csv_columns(urls=urls, staff=False), urls=urls
    )
    size = 0
    with connection.cursor() as cursor, cursor.cursor.copy(statement) as copy:
        for data in copy:
            size += len(data)
    return size


def timed(function, *args) -> tuple[float, int]:
    started = time.perf_counter()
    size = function(*args)
    return time.perf_counter() - started, size


def peak_memory(function, *args) -> float:
    tracemalloc.start()
    baseline = tracemalloc.get_traced_memory()[0]
    function(*args)
    peak = tracemalloc.get_traced_memory()[1] - baseline
    tracemalloc.stop()
    return peak / 1e6


def main() -> None:
    setup_test_environment()  # lets the test client's "testserver" host in
    call_command("migrate", verbosity=0)
    fill(ARGS.claims)
    rows = Claim.objects.filter(proposed=False).count()
    verdicts = Claim.objects.with_verdict().count()
    print(f"database {ARGS.database}: {rows:,} claims, {verdicts:,} with a verdict")
    client = Client()
    csv_url = reverse("claim-export-csv")
    rates = {scope: "100000000/minute" for scope in settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]}
    with override_settings(REST_FRAMEWORK={**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}):
        product, baseline = [], []
        for repetition in range(ARGS.repeat):
            seconds, size = timed(download, client, csv_url)
            product.append(seconds)
            baseline_seconds, _ = timed(copy_baseline)
            baseline.append(baseline_seconds)
            print(f"  run {repetition + 1}: export {seconds:.2f} s ({size / 1e6:.0f} MB), COPY {baseline_seconds:.2f} s")
        export_s, copy_s = statistics.median(product), statistics.median(baseline)
        print(f"CSV export: {rows / export_s:,.0f} rows/s; COPY baseline: {rows / copy_s:,.0f} rows/s; "
              f"ratio {copy_s / export_s:.2f} (goal ≥ 0.7)")
        print(f"CSV export peak Python memory: {peak_memory(download, client, csv_url):.1f} MB (goal < 200)")
        feed = reverse("claimreview")
        # Verdicts sit on values 1000, 1010, … 1490 of every article: value_max=1040 is a tenth of them.
        tenth = Claim.objects.with_verdict().filter(value__lte=1040).count()
        print(f"ClaimReview feed peak memory: {peak_memory(download, client, f'{feed}?value_max=1040'):.1f} MB "
              f"with {tenth:,} verdicts, {peak_memory(download, client, feed):.1f} MB with {verdicts:,} (goal: flat)")
    if not ARGS.keep:
        connection.close()
        with psycopg.connect(f"{ARGS.server}/postgres", autocommit=True) as admin:
            admin.execute(f'DROP DATABASE "{ARGS.database}"')


if __name__ == "__main__":
    main()
