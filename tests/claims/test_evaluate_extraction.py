"""`manage.py evaluate_extraction` on the seed newsroom: the extractor's targets."""

import io

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from claims.extraction import extract
from claims.extraction.evaluation import CuratedClaim, score
from claims.importing import known_sources
from claims.models import Article, Claim
from sources.models import Source
from tests.factories import ArticleFactory, ClaimFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def seeded(db):
    call_command("load_newsroom", stdout=io.StringIO())


def evaluate(*args) -> str:
    out = io.StringIO()
    call_command("evaluate_extraction", *args, stdout=out)
    return out.getvalue()


def seed_scores():
    known = known_sources()
    results = {}
    for article in Article.objects.all():
        curated = [
            CuratedClaim(c.start, c.end, c.quote, c.kind, c.value, c.qualifier)
            for c in article.claims.filter(proposed=False)
        ]
        results[article.slug] = score(extract(article.body, known, language=article.language), curated)
    return results


def test_every_curated_figure_is_found_with_its_value_and_qualifier(seeded):
    for slug, result in seed_scores().items():
        assert result.figures > 0, slug
        assert result.wrong_figures == [], slug


def test_recall_over_all_curated_claims_is_at_least_ninety_percent(seeded):
    results = seed_scores().values()
    found = sum(r.found for r in results)
    curated = sum(r.curated for r in results)
    assert curated >= 70
    assert found / curated >= 0.9, [c.quote for r in results for c in r.missed]


def test_precision_stays_useful(seeded):
    results = seed_scores().values()
    assert sum(r.overlapping for r in results) / sum(r.proposals for r in results) >= 0.75


def test_the_command_meets_the_targets_and_prints_a_table(seeded):
    output = evaluate("--min-recall", "0.9", "--min-figure-agreement", "1")
    lines = output.splitlines()
    assert lines[0].split() == [
        "article",
        "curated",
        "found",
        "recall",
        "proposed",
        "overlap",
        "precision",
        "figures",
    ]
    assert any(line.startswith("ex-venezuelan-soldiers-risk-of-defecting ") for line in lines)
    assert any(line.startswith("venezuelan-armed-forces-defect-to-colombia ") for line in lines)
    total = next(line for line in lines if line.startswith("TOTAL"))
    assert total.split()[-1] == "6/6"
    assert "figures 6/6 with the right value and qualifier" in output


def test_the_command_writes_nothing(seeded):
    counts = (Article.objects.count(), Claim.objects.count(), Source.objects.count())
    with CaptureQueriesContext(connection) as queries:
        evaluate()
    writes = [
        q["sql"] for q in queries.captured_queries if not q["sql"].lstrip().upper().startswith("SELECT")
    ]
    assert writes == []
    assert (Article.objects.count(), Claim.objects.count(), Source.objects.count()) == counts


def test_a_missed_target_fails_the_command():
    article = ArticleFactory(body="It is raining. Nobody knows why.")
    ClaimFactory(article=article, start=0, end=13, proposed=False)
    with pytest.raises(CommandError, match=r"recall 0\.0% is below the target 90%"):
        evaluate("--min-recall", "0.9")


def test_proposed_claims_are_not_taken_for_curated_ones():
    article = ArticleFactory()
    ClaimFactory(article=article, proposed=True)
    with pytest.raises(CommandError, match="No article has curated claims"):
        evaluate()


def test_targets_must_be_fractions():
    with pytest.raises(CommandError):
        evaluate("--min-recall", "90")
