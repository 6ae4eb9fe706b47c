"""Status totals stay exact through every way a claim can change.

The counts in `StatusTally` are kept by database triggers (claims.tallies).
These tests drive every write path the product has — the workflow's moves
(one at a time and the admin's several in a row), content saves, bulk
confirmation, imports, bulk creation, publishing and withdrawing articles,
re-pointing a claim at another source, article or intermediary, raw bulk
updates and deletes — in a
seeded random order, and after each step compare the stored counts with a full
recount. Then the pages that show totals are checked against them.
"""

import random
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from claims import article_state, workflow
from claims.importing import article_import
from claims.models import VERDICTS, Claim, Status, StatusTally, TallyScope
from claims.tallies import status_totals, status_totals_by, tallies_check, tallies_rebuild, totals_count
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, EvidenceFactory, SourceFactory

pytestmark = pytest.mark.django_db


def counts(*, user=None, scope=TallyScope.NEWSROOM, scope_id=0) -> dict:
    return {row["status"]: row["count"] for row in status_totals(user=user, scope=scope, scope_id=scope_id)}


def test_a_new_claim_counts_in_the_newsroom_its_article_source_and_intermediary():
    source, via = SourceFactory(), SourceFactory()
    claim = ClaimFactory(source=source, via=via)
    editor = EditorFactory()
    assert counts(user=None)[Status.UNVERIFIED] == 1
    assert counts(user=None, scope=TallyScope.ARTICLE, scope_id=claim.article_id)[Status.UNVERIFIED] == 1
    assert counts(user=None, scope=TallyScope.SOURCE, scope_id=source.pk)[Status.UNVERIFIED] == 1
    assert counts(user=None, scope=TallyScope.VIA, scope_id=via.pk)[Status.UNVERIFIED] == 1
    assert counts(user=None, scope=TallyScope.SOURCE, scope_id=via.pk)[Status.UNVERIFIED] == 0
    assert counts(user=editor)[Status.UNVERIFIED] == 1


def test_machine_proposals_count_for_staff_only():
    ClaimFactory(proposed=True)
    ClaimFactory()
    editor = EditorFactory()
    assert counts(user=None)[Status.UNVERIFIED] == 1
    assert counts(user=editor)[Status.UNVERIFIED] == 2


def test_a_workflow_move_moves_the_count():
    editor = EditorFactory()
    claim = ClaimFactory()
    EvidenceFactory(claim=claim)
    workflow.claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    workflow.claim_transition(claim=claim, to=Status.FALSE, by=editor, summary="Wrong.")
    totals = counts(user=None)
    assert (totals[Status.UNVERIFIED], totals[Status.IN_REVIEW], totals[Status.FALSE]) == (0, 0, 1)


def test_totals_by_scope_come_in_one_query(django_assert_num_queries):
    articles = ArticleFactory.create_batch(3)
    for article in articles:
        ClaimFactory(article=article)
    with django_assert_num_queries(1):
        by_article = status_totals_by(user=None, scope=TallyScope.ARTICLE, scope_ids=[a.pk for a in articles])
    assert {key: totals_count(totals) for key, totals in by_article.items()} == {a.pk: 1 for a in articles}


SPANS = [(0, 24), (25, 60), (72, 100), (101, 130), (131, 150)]
IMPORTED = """Troops leave the barracks

More than 200 soldiers have left their posts, the Interior Ministry said on Monday.
“We are doing everything we can,” said Maria Lopez, the ministry’s spokeswoman.
"""


def _random_step(rng: random.Random, *, editor, articles, sources) -> str:
    """One random write through one of the product's write paths; returns its name."""
    claims = list(Claim.objects.all())
    step = rng.choice(
        [
            "create", "bulk_create", "import", "transition", "moves", "confirm", "article_state",
            "resource", "move_article", "bulk_status", "delete", "save",
        ]
        if claims
        else ["create", "bulk_create", "import"]
    )
    if step == "create":
        article = rng.choice(articles)
        taken = set(Claim.objects.filter(article=article).values_list("start", "end"))
        free = [span for span in SPANS if span not in taken]
        if free:
            start, end = rng.choice(free)
            ClaimFactory(
                article=article,
                start=start,
                end=end,
                source=rng.choice([*sources, None]),
                via=rng.choice([*sources, None]),
                proposed=rng.random() < 0.4,
            )
    elif step == "bulk_create":
        article = ArticleFactory()
        articles.append(article)
        Claim.objects.bulk_create(
            Claim(
                article=article,
                start=start,
                end=end,
                quote=article.body[start:end],
                statement=f"Bulk claim {start}",
                kind="fact",
                source=rng.choice([*sources, None]),
                proposed=rng.random() < 0.5,
            )
            for start, end in SPANS[: rng.randint(1, len(SPANS))]
        )
    elif step == "transition":
        claim = rng.choice(claims)
        moves = workflow.transitions_for(claim=claim, user=editor)
        if moves:
            move = rng.choice(moves)
            if not claim.evidence.exists():
                EvidenceFactory(claim=claim, added_by=editor)
            workflow.claim_transition(claim=claim, to=move.to_status, by=editor, summary="Checked.")
    elif step == "import":
        # An import stores a draft article and the extractor's proposals.
        articles.append(article_import(text=IMPORTED, by=editor).article)
    elif step == "moves":
        # The admin's one-screen verdict: several moves in a row.
        claim = rng.choice(claims)
        paths = workflow.move_paths_for(claim=claim, user=editor)
        if paths:
            if not claim.evidence.exists():
                EvidenceFactory(claim=claim, added_by=editor)
            path = [move.to_status for move in rng.choice(paths)]
            workflow.claim_moves(
                claim=claim, path=path, by=editor, note="Rechecked.", summary="Checked.", expected_version=claim.version
            )
    elif step == "article_state":
        # Publishing or withdrawing moves the article's confirmed claims in or out of the public counts.
        article = rng.choice(articles)
        article.refresh_from_db()
        moves = article_state.article_moves_for(article=article, user=editor)
        if moves:
            article_state.articles_transition(articles=[article], to=rng.choice(moves).to_state, by=editor, note="Retracted.")
    elif step == "confirm":
        workflow.claims_confirm(claims=rng.sample(claims, k=min(3, len(claims))), by=editor)
    elif step == "resource":
        # Re-point claims at another source and intermediary in one bulk update.
        ids = [claim.pk for claim in rng.sample(claims, k=min(4, len(claims)))]
        Claim.objects.filter(pk__in=ids).update(source=rng.choice([*sources, None]), via=rng.choice([*sources, None]))
    elif step == "move_article":
        claim = rng.choice(claims)
        target = ArticleFactory()
        articles.append(target)
        Claim.objects.filter(pk=claim.pk).update(article=target)
    elif step == "bulk_status":
        ids = [claim.pk for claim in rng.sample(claims, k=min(5, len(claims)))]
        to = rng.choice(Status.values)
        # A published summary belongs to a verdict only (a check constraint).
        cleared = {} if to in VERDICTS else {"verdict_summary": ""}
        Claim.objects.filter(pk__in=ids).update(status=to, proposed=rng.random() < 0.3, **cleared)
    elif step == "delete":
        claim = rng.choice(claims)
        claim.evidence.all().delete()
        if not claim.reviews.exists():
            claim.delete()
    elif step == "save":
        claim = rng.choice(claims)
        if not claim.has_verdict:
            claim.statement = claim.statement + " (edited)"
            claim.source = rng.choice(sources)
            workflow.claim_save(claim=claim, by=editor, expected_version=claim.version)
    return step


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_totals_equal_a_full_recount_after_every_write(seed):
    rng = random.Random(seed)
    editor = EditorFactory()
    articles = ArticleFactory.create_batch(3)
    sources = SourceFactory.create_batch(3)
    steps = []
    for _ in range(80):
        steps.append(_random_step(rng, editor=editor, articles=articles, sources=sources))
        assert tallies_check() == [], f"drift after {steps}"
    assert len(set(steps)) >= 10, "the walk should exercise most write paths"
    assert StatusTally.objects.exists()


def test_check_command_reports_drift_and_fix_repairs_it():
    ClaimFactory.create_batch(3)
    StatusTally.objects.filter(scope=TallyScope.NEWSROOM).update(count=99)
    out = StringIO()
    with pytest.raises(CommandError, match="differ"):
        call_command("check_status_tallies", stdout=out)
    assert "stored 99, actual 3" in out.getvalue()
    call_command("check_status_tallies", "--fix", stdout=out)
    assert tallies_check() == []
    assert "repaired" in out.getvalue()
    out = StringIO()
    call_command("check_status_tallies", stdout=out)
    assert "exact" in out.getvalue()


def test_rebuild_writes_no_empty_rows():
    claim = ClaimFactory()
    claim.delete()
    assert tallies_rebuild() == 0
    assert not StatusTally.objects.exists()


def test_the_triggers_are_installed_again_by_migrate():
    """A SQLite table rebuild drops a table's triggers; migrate puts them back."""
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("DROP TRIGGER claims_status_tally_insert")
        else:
            cursor.execute("DROP TRIGGER claims_status_tally_insert ON claims_claim")
    ClaimFactory()
    assert tallies_check() != []
    call_command("migrate", verbosity=0)
    tallies_rebuild()
    ClaimFactory()
    assert tallies_check() == []
