"""`manage.py extract_claims`: inline with progress, or queued for a worker process."""

import io

import pytest
from django.core.management import CommandError, call_command

from claims.models import BackgroundTask, Claim
from tests.factories import ArticleFactory, ClaimFactory
from tests.task_worker import worker_run

BODY = (
    "More than 1,000 soldiers have defected since February, reports the Foreign Ministry. "
    "“There is a lot of fear,” said Colonel Ana Ruiz."
)


class Terminal(io.StringIO):
    def isatty(self):
        return True


def extract(*args) -> str:
    out = io.StringIO()
    call_command("extract_claims", *args, stdout=out)
    return out.getvalue()


@pytest.mark.django_db
def test_inline_run_proposes_claims_for_every_article_once_and_keeps_curated_ones():
    articles = [ArticleFactory(body=BODY) for _ in range(3)]
    curated = ClaimFactory(article=articles[0], start=0, end=9, statement="Curated by an editor.")

    output = extract()

    proposed = Claim.objects.filter(proposed=True)
    assert {claim.article_id for claim in proposed} == {article.pk for article in articles}
    assert f"Proposed {proposed.count()} new claim(s) for 3 article(s)" in output
    assert "Proposed 0 new claim(s) for 3 article(s)" in extract()
    assert Claim.objects.filter(proposed=True).count() == proposed.count()
    curated.refresh_from_db()
    assert (curated.statement, curated.proposed, curated.version) == ("Curated by an editor.", False, 1)


@pytest.mark.django_db
def test_named_articles_only_by_id_or_slug():
    first, second, untouched = (ArticleFactory(body=BODY) for _ in range(3))
    assert "for 2 article(s)" in extract(str(first.pk), second.slug)
    assert not Claim.objects.filter(article=untouched).exists()
    assert Claim.objects.filter(article=first).exists() and Claim.objects.filter(article=second).exists()


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["no-such-article", "99999", "99999999999999999999999"])
def test_an_unknown_article_is_a_command_error(name):
    ArticleFactory(body=BODY)
    with pytest.raises(CommandError, match="No article"):
        extract(name)
    assert not Claim.objects.exists()


@pytest.mark.django_db
def test_progress_is_plain_counts_when_not_a_terminal():
    for _ in range(20):
        ArticleFactory(body=BODY)
    lines = [line for line in extract().splitlines() if line.startswith("Extracting:")]
    assert lines[0] == "Extracting: 1/20"
    assert lines[-1] == "Extracting: 20/20"
    assert len(lines) == 11  # the first, each tenth, the last
    assert "\r" not in extract()


@pytest.mark.django_db
def test_progress_is_a_bar_on_a_terminal():
    for _ in range(3):
        ArticleFactory(body=BODY)
    out = Terminal()
    call_command("extract_claims", stdout=out)
    assert "\r" in out.getvalue()
    assert "3/3" in out.getvalue()
    assert "article" in out.getvalue()


@pytest.mark.django_db(transaction=True)
def test_queued_extraction_is_run_by_a_worker_process_and_counts_its_progress():
    articles = [ArticleFactory(body=BODY) for _ in range(2)]

    output = extract("--enqueue")

    background_task = BackgroundTask.objects.get()
    assert f"Queued task {background_task.pk}" in output
    assert (background_task.state, background_task.done, background_task.total) == ("queued", 0, 2)
    assert background_task.task_result_id
    assert not Claim.objects.exists()

    worker_run()

    background_task.refresh_from_db()
    assert (background_task.state, background_task.done, background_task.total) == ("succeeded", 2, 2)
    proposed = Claim.objects.filter(proposed=True)
    assert {claim.article_id for claim in proposed} == {article.pk for article in articles}
    assert background_task.result == {"articles": 2, "claims_proposed": proposed.count()}
    assert background_task.started_at and background_task.finished_at
