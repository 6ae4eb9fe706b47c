"""How long importing one article takes, and how many queries, in a small newsroom
and in a big one, measured in one run (issue 10's goal: under 0.5 s at a million
claims, and a number of queries that does not grow with the proposals).

Needs two migrated PostgreSQL databases: the seed newsroom (`load_newsroom`) and a
big one (`generate_newsroom --claims 1000000`). The script runs itself once per
database (Django has one default database per process); each run imports the same
generated articles (`bench_extraction.article`: quotes, figures, reported
statements, speakers known and new) one by one through `claims.importing.article_import`,
all inside one transaction that is rolled back, so the database is left as it was
(the `sources` migrations it lacks, the name keys, are applied inside that
transaction too, and undone with it; the other apps' must be applied already).
It prints, per database, the median and slowest import (with the CPU time the
importing process spent: on a busy machine the rest is mostly waiting for a core)
and the queries of each article size, then the big newsroom's median against the
small one's.

    DEBUG=1 .venv/bin/python bench/bench_import.py \\
        --small postgres://postgres@127.0.0.1:5432/newsroom \\
        --big postgres://postgres@127.0.0.1:5432/newsroom_1m [--articles 5]
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZES = (150, 1000)  # words: an article with few proposals and one with many


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", required=False, help="URL of the seed newsroom's database")
    parser.add_argument("--big", required=False, help="URL of the database with about a million claims")
    parser.add_argument("--articles", type=int, default=5, help="articles of each size per database")
    parser.add_argument("--seed", type=int, default=20190301)
    parser.add_argument("--measure", help=argparse.SUPPRESS)  # internal: one database, JSON out
    return parser.parse_args()


class Rollback(Exception):
    pass


def measure(args) -> dict:
    os.environ["DATABASE_URL"] = args.measure
    os.environ.setdefault("DEBUG", "1")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection, reset_queries, transaction
    from django.test.utils import CaptureQueriesContext

    from bench.bench_extraction import article
    from claims.importing import article_import
    from claims.models import Claim
    from sources.models import Source

    rng = random.Random(args.seed)
    texts = {size: [article(rng, size) for _ in range(args.articles)] for size in SIZES}
    result = {"claims": 0, "sources": 0, "sizes": {}}
    try:
        with transaction.atomic():
            # The name keys, if the database has none yet (undone with the rest); the
            # other apps' migrations are the database's owner's to run.
            call_command("migrate", "sources", verbosity=0)
            result["claims"] = Claim.objects.count()
            result["sources"] = Source.objects.count()
            for size, articles in texts.items():
                timings, cpu, queries, proposals = [], [], [], []
                for number, text in enumerate(articles):
                    reset_queries()  # the log keeps 9,000 queries; a slow import can make more
                    with CaptureQueriesContext(connection) as captured:
                        started, started_cpu = time.perf_counter(), time.process_time()
                        imported = article_import(text=text, headline=f"Bench import {size}-{number}")
                        timings.append(time.perf_counter() - started)
                        cpu.append(time.process_time() - started_cpu)
                    queries.append(len(captured))
                    proposals.append(len(imported.claims))
                result["sizes"][size] = {"timings": timings, "cpu": cpu, "queries": queries, "proposals": proposals}
            raise Rollback
    except Rollback:
        pass
    return result


def main():
    args = parse_args()
    if args.measure:
        print(json.dumps(measure(args)))
        return
    runs = {}
    for label, url in (("small", args.small), ("big", args.big)):
        if not url:
            continue
        child = [sys.executable, __file__, "--measure", url, "--articles", str(args.articles), "--seed", str(args.seed)]
        out = subprocess.run(child, check=True, capture_output=True, text=True, cwd=ROOT).stdout
        runs[label] = json.loads(out.strip().splitlines()[-1])
    medians = {}
    for label, run in runs.items():
        print(f"{label}: {run['claims']:,} claims, {run['sources']:,} sources")
        for size, figures in run["sizes"].items():
            median = statistics.median(figures["timings"])
            medians.setdefault(label, []).append(median)
            print(
                f"  {size}-word articles: median {median * 1000:.0f} ms "
                f"({statistics.median(figures['cpu']) * 1000:.0f} ms of it this process's CPU), "
                f"slowest {max(figures['timings']) * 1000:.0f} ms, "
                f"queries {sorted(set(figures['queries']))}, proposals {sorted(set(figures['proposals']))}"
            )
    if len(runs) == 2:
        print(f"big against small, 1,000-word median: {medians['big'][-1] / medians['small'][-1]:.2f}×")
    if "big" in runs:
        goal = "met" if medians["big"][-1] < 0.5 else "NOT met"
        print(f"goal, a 1,000-word import under 0.5 s in the big newsroom: {goal}")


if __name__ == "__main__":
    main()
