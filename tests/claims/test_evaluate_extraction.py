"""`manage.py evaluate_extraction`: the extractor's targets on the seed files."""

import io
import json

import pytest
from django.core.management import CommandError, call_command
from django.db import connections

from claims.extraction import SourceIndex, extract
from claims.extraction.evaluation import score
from claims.management.commands.evaluate_extraction import seed_answer_key
from claims.models import Article, Claim
from sources.models import Source
from tests.factories import ArticleFactory, ClaimFactory


def evaluate(*args) -> str:
    out = io.StringIO()
    call_command("evaluate_extraction", *args, stdout=out)
    return out.getvalue()


def seed_scores():
    sources, articles = seed_answer_key()
    known = SourceIndex(sources)
    return {a.slug: score(extract(a.body, known, language=a.language), a.curated) for a in articles}


def write_seed(directory, body, claims):
    (directory / "articles").mkdir()
    (directory / "articles" / "one.txt").write_text(body + "\n", encoding="utf-8")
    data = {
        "sources": [],
        "articles": [
            {"slug": "one", "headline": "One", "body_file": "articles/one.txt", "language": "en", "claims": claims}
        ],
    }
    (directory / "newsroom.json").write_text(json.dumps(data), encoding="utf-8")
    return directory


def test_the_answer_key_is_the_seed_files_with_exact_offsets():
    sources, articles = seed_answer_key()
    assert len(sources) >= 10
    assert sum(len(a.curated) for a in articles) >= 70
    for article in articles:
        for claim in article.curated:
            assert article.body[claim.start : claim.end] == claim.quote


def test_every_curated_figure_is_found_with_its_value_and_qualifier():
    for slug, result in seed_scores().items():
        assert result.figures > 0, slug
        assert result.wrong_figures == [], slug


def test_recall_over_all_curated_claims_is_at_least_ninety_percent():
    results = seed_scores().values()
    found = sum(r.found for r in results)
    curated = sum(r.curated for r in results)
    assert curated >= 70
    assert found / curated >= 0.9, [c.quote for r in results for c in r.missed]


def test_precision_stays_useful():
    results = seed_scores().values()
    assert sum(r.overlapping for r in results) / sum(r.proposals for r in results) >= 0.75


def test_the_command_meets_the_targets_and_prints_a_table():
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


@pytest.mark.django_db
def test_the_database_neither_changes_nor_counts():
    # Claims in the database, curated or not, are not the answer key: an article the
    # seed does not hold and a confirmed claim nobody could find change nothing.
    article = ArticleFactory(body="It is raining. Nobody knows why.")
    ClaimFactory(article=article, start=0, end=13, proposed=False)
    before = evaluate()
    counts = (Article.objects.count(), Claim.objects.count(), Source.objects.count())
    queries = []
    with connections["default"].execute_wrapper(lambda execute, sql, *rest: queries.append(sql)):
        assert evaluate() == before
    assert queries == []
    assert (Article.objects.count(), Claim.objects.count(), Source.objects.count()) == counts
    assert "raining" not in before and "TOTAL" in before


def test_a_missed_target_fails_the_command(tmp_path):
    seed = write_seed(
        tmp_path,
        "It is raining. Nobody knows why.",
        [{"quote": "It is raining", "statement": "It is raining.", "kind": "fact"}],
    )
    with pytest.raises(CommandError, match=r"recall 0\.0% is below the target 90%"):
        evaluate("--seed-dir", str(seed), "--min-recall", "0.9")


def test_a_seed_without_curated_claims_is_refused(tmp_path):
    seed = write_seed(tmp_path, "It is raining.", [])
    with pytest.raises(CommandError, match="no curated claims"):
        evaluate("--seed-dir", str(seed))


def test_a_quote_missing_from_its_text_is_reported(tmp_path):
    seed = write_seed(tmp_path, "It is raining.", [{"quote": "It snowed", "statement": "x", "kind": "fact"}])
    with pytest.raises(CommandError, match="Quote not found in the article body"):
        evaluate("--seed-dir", str(seed))


def test_targets_must_be_fractions():
    with pytest.raises(CommandError):
        evaluate("--min-recall", "90")
