"""Benchmark: what the change log (claims.history) costs a write.

Fills a database (a throwaway SQLite file under /tmp by default; pass
DATABASE_URL for PostgreSQL, whose tables it empties first) with one article
and N claims, then times, interleaved over several repetitions, each write
with the record on and paused (`history_paused`: the triggers return at once):

- `QuerySet.update()` of all N claims (a bulk confirmation, an assignment);
- `bulk_update()` of N claims' spans (the re-anchoring after a correction);
- a single workflow move (`claim_transition`);

and counts the queries of a one-claim update made by a user and by nobody.

Prints the median times and their ratios. Goal: a bulk write at most about
twice as slow with its record (it writes a second row per row), a single
move one query more on PostgreSQL and none on SQLite.

    DEBUG=1 .venv/bin/python bench/bench_history.py --claims 5000 [--repeat 5]
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--claims", type=int, default=5000)
parser.add_argument("--repeat", type=int, default=5)
ARGS = parser.parse_args()

if not os.environ.get("DATABASE_URL"):
    os.environ["DATABASE_URL"] = f"sqlite:///{Path(tempfile.mkdtemp()) / 'bench_history.sqlite3'}"
os.environ.setdefault("DEBUG", "1")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")

import django  # noqa: E402

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.contrib.auth.models import Group  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection, transaction  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

from claims.history import history_actor, history_paused  # noqa: E402
from claims.models import Article, ArticleState, Claim, ClaimKind, Evidence, Stance  # noqa: E402
from claims.roles import EDITORS  # noqa: E402
from claims.workflow import claim_transition  # noqa: E402


class Rollback(Exception):
    pass


def fill(n: int):
    call_command("migrate", verbosity=0)
    call_command("flush", interactive=False, verbosity=0)
    editor = get_user_model().objects.create_user("bench-editor", is_staff=True)
    editor.groups.add(Group.objects.get(name=EDITORS))
    body = "x" * (2 * n + 10)
    article = Article.objects.create(headline="Bench", slug="bench", body=body, state=ArticleState.PUBLISHED)
    with history_paused():
        Claim.objects.bulk_create(
            [
                Claim(article=article, start=i, end=i + 1, quote="x", statement=f"Claim {i}.", kind=ClaimKind.FACT)
                for i in range(n)
            ],
            batch_size=1000,
        )
    claim = Claim.objects.order_by("id").first()
    Evidence.objects.create(
        claim=claim, url="https://example.org", title="E", summary="S", stance=Stance.SUPPORTS, added_by=editor
    )
    return editor, claim


def timed(write, *, recorded: bool) -> float:
    """Seconds for `write`, rolled back so every repetition starts alike."""
    start = time.perf_counter()
    try:
        with transaction.atomic():
            if recorded:
                write()
            else:
                with history_paused():
                    write()
            raise Rollback
    except Rollback:
        pass
    return time.perf_counter() - start


def main():
    editor, claim = fill(ARGS.claims)
    claims = list(Claim.objects.all())
    for moved in claims:
        moved.start, moved.end = moved.start + len(claims), moved.end + len(claims)  # clear of every span

    def update():
        Claim.objects.update(unit="troops")

    def bulk():
        Claim.objects.bulk_update(claims[::-1], ["start", "end"], batch_size=1000)

    def move():
        claim_transition(claim=Claim.objects.get(pk=claim.pk), to="in_review", by=editor)

    print(f"{connection.vendor}, {ARGS.claims} claims, median of {ARGS.repeat}")
    with history_actor(editor):
        for name, write in (
            ("QuerySet.update, all claims", update),
            ("bulk_update, all spans", bulk),
            ("one workflow move", move),
        ):
            times = {True: [], False: []}
            for _ in range(ARGS.repeat):
                for recorded in (False, True):
                    times[recorded].append(timed(write, recorded=recorded))
            on, off = statistics.median(times[True]), statistics.median(times[False])
            print(f"{name:32} recorded {on * 1000:9.1f} ms   paused {off * 1000:9.1f} ms   ratio {on / off:5.2f}")

    def one_update():
        Claim.objects.filter(pk=claim.pk).update(unit="soldiers")

    with history_actor(None):  # the first write after a user's clears the user
        timed(one_update, recorded=True)
    for actor in (None, editor):
        with history_actor(actor), CaptureQueriesContext(connection) as queries:
            timed(one_update, recorded=True)
        print(f"one claim updated {'by a user' if actor else 'by nobody'}: {len(queries)} queries")


if __name__ == "__main__":
    main()
