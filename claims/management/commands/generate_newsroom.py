"""`manage.py generate_newsroom --claims N`: fill the database with a synthetic newsroom."""

import time

from django.core.management.base import BaseCommand, CommandError

from claims.generation import newsroom_generate

MAX_COUNT = 100_000_000  # a hundred times the largest newsroom benchmarked
from claims.management.progress import Progress


class Command(BaseCommand):
    help = (
        "Add a synthetic newsroom for benchmarks: N claims in about N/50 articles (a quarter in Spanish) "
        "from about N/200 sources, with verdicts, evidence and history. COPY on PostgreSQL."
    )

    def add_arguments(self, parser):
        parser.add_argument("--claims", type=int, default=10_000, help="How many claims (default 10,000).")
        parser.add_argument("--articles", type=int, help="How many articles (default claims / 50).")
        parser.add_argument("--sources", type=int, help="How many sources (default claims / 200).")
        parser.add_argument("--seed", type=int, default=1, help="Random seed: the same seed, the same newsroom.")

    def handle(self, *args, claims, articles, sources, seed, **options):
        for name, value in (("--claims", claims), ("--articles", articles), ("--sources", sources)):
            if value is not None and value < 1:
                raise CommandError(f"{name} must be at least 1.")
            if value is not None and value > MAX_COUNT:  # 10**23 would run until memory ran out
                raise CommandError(f"{name} must be at most {MAX_COUNT:,}.")
        if articles and articles > claims:
            raise CommandError("--articles cannot exceed --claims: every article holds at least one claim.")
        started = time.monotonic()
        # One bar (or plain counts in a log) per stage: claims, then indexes and keys.
        shown: list[Progress] = []

        def progress(stage, done, total):
            if not shown or shown[-1].label != stage.capitalize():
                if shown:
                    shown[-1].close()
                shown.append(Progress(self.stderr, total=total, label=stage.capitalize(), unit=stage.split()[0]))
            shown[-1].update(done, total)

        try:
            report = newsroom_generate(claims=claims, articles=articles, sources=sources, seed=seed, progress=progress)
        finally:
            if shown:
                shown[-1].close()
        self.stdout.write(
            self.style.SUCCESS(
                f"Generated {report.claims:,} claims in {report.articles:,} articles from {report.sources:,} sources, "
                f"{report.evidence:,} evidence, {report.reviews:,} review entries in {time.monotonic() - started:.0f} s."
            )
        )
