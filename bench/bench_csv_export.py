"""Benchmark: the CSV export streams with flat memory as the rows grow.

Builds a throwaway SQLite database in a temporary directory (never the
project's own), fills it with 10,000 and then 100,000 claims, and exports them
through the real view, /api/v1/claims/export.csv, with Django's test client,
consuming `streaming_content` chunk by chunk as a downloading client would.
For each size it prints rows per second (an untraced run) and the peak Python
memory allocated during the export (a second run under tracemalloc, which
slows code down, so its time is not used).

    DEBUG=1 .venv/bin/python bench/bench_csv_export.py [--sizes 10000 100000]
"""

import argparse
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

WORK_DIR = tempfile.TemporaryDirectory(prefix="bench-csv-")
# Before Django reads the settings: the benchmark never touches db.sqlite3.
os.environ["DATABASE_URL"] = f"sqlite:///{WORK_DIR.name}/bench.sqlite3"
os.environ.setdefault("DEBUG", "1")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection, reset_queries  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import override_settings, setup_test_environment  # noqa: E402
from django.urls import reverse  # noqa: E402
from django.utils import timezone  # noqa: E402

from claims.management.progress import Progress  # noqa: E402
from claims.models import Article, ArticleState, Claim, ClaimKind, Status  # noqa: E402
from sources.models import Source, SourceKind  # noqa: E402

CLAIMS_PER_ARTICLE = 1000
SPAN = 12
SENTENCE = "Más de mil soldados, dijo Guaidó, han desertado a Colombia; el ministerio “confirma” 1.012. "


def add_claims(total: int) -> None:
    """Bring the database up to `total` claims, in bulk (no per-row validation)."""
    have = Claim.objects.count()
    sources = list(Source.objects.all())
    if not sources:
        sources = Source.objects.bulk_create(
            Source(name=f"Juan Guaidó {n}", slug=f"juan-guaido-{n}", kind=SourceKind.PERSON) for n in range(50)
        )
    body = SENTENCE * ((CLAIMS_PER_ARTICLE + SPAN) // len(SENTENCE) + 1)
    now = timezone.now()
    progress = Progress(sys.stderr, total=total, label=f"adding claims up to {total:,}", unit="claim")
    progress.advance(have)
    while have < total:
        article = Article.objects.create(
            headline=f"Deserciones, parte {have // CLAIMS_PER_ARTICLE}",
            slug=f"deserciones-{have // CLAIMS_PER_ARTICLE}",
            body=body,
            state=ArticleState.PUBLISHED,
        )
        batch = min(CLAIMS_PER_ARTICLE, total - have)
        Claim.objects.bulk_create(
            (
                Claim(
                    article=article,
                    start=start,
                    end=start + SPAN,
                    quote=body[start : start + SPAN],
                    statement=f"Claim {have + start}: more than 1,000 soldiers defected, says Guaidó.",
                    kind=ClaimKind.STATISTIC,
                    source=sources[start % len(sources)],
                    value=1000 + start,
                    qualifier="more_than",
                    unit="soldados",
                    status=Status.UNVERIFIED,
                    created_at=now,
                    updated_at=now,
                )
                for start in range(batch)
            ),
            batch_size=2000,
        )
        have += batch
        progress.advance(batch)
    progress.close()


def export(client: Client) -> tuple[int, int]:
    """Download the CSV chunk by chunk, keeping nothing; return (rows, bytes)."""
    response = client.get(reverse("claim-export-csv"))
    assert response.status_code == 200, response.status_code
    assert response.streaming
    lines = size = 0
    for chunk in response.streaming_content:
        lines += chunk.count(b"\n")
        size += len(chunk)
    response.close()
    return lines - 1, size  # less the header


def measure(client: Client, expected_rows: int) -> dict:
    reset_queries()
    started = time.perf_counter()
    rows, size = export(client)
    elapsed = time.perf_counter() - started
    assert rows == expected_rows, (rows, expected_rows)

    tracemalloc.start()
    tracemalloc.reset_peak()
    baseline = tracemalloc.get_traced_memory()[0]
    export(client)
    peak = tracemalloc.get_traced_memory()[1] - baseline
    tracemalloc.stop()
    return {"rows": rows, "bytes": size, "seconds": elapsed, "rows_per_second": rows / elapsed, "peak_bytes": peak}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    args = parser.parse_args()

    setup_test_environment()  # lets the test client's "testserver" host in
    call_command("migrate", verbosity=0)
    client = Client()
    print(f"database: {connection.settings_dict['NAME']} ({connection.vendor})")
    print(f"{'rows':>8} {'MB out':>8} {'seconds':>8} {'rows/s':>9} {'peak MB (tracemalloc)':>22}")
    rates = {"anon": "1000000/hour", "anon_burst": "1000000/minute"}
    with override_settings(REST_FRAMEWORK={**django.conf.settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}):
        for size in sorted(args.sizes):
            add_claims(size)
            result = measure(client, size)
            print(
                f"{result['rows']:>8} {result['bytes'] / 1e6:>8.1f} {result['seconds']:>8.2f} "
                f"{result['rows_per_second']:>9.0f} {result['peak_bytes'] / 1e6:>22.2f}"
            )
    WORK_DIR.cleanup()


if __name__ == "__main__":
    main()
