"""Importing and extracting through the admin, with the same services as the command."""

import pytest
from django.urls import reverse

from claims.models import Article, Claim
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, FactCheckerFactory
from tests.task_worker import tasks_run_here

pytestmark = pytest.mark.django_db

TEXT = (
    "Ministry counts 235,000 troops\n"
    "More than 1,000 soldiers have defected since February, reports the Foreign Ministry. "
    "“There is a lot of fear,” said Colonel Ana Ruiz."
)


def test_editor_imports_pasted_text_and_claims_are_proposed(client):
    client.force_login(EditorFactory())
    response = client.post(reverse("admin:claims_article_import"), {"text": TEXT, "language": "en"})
    assert response.status_code == 302
    tasks_run_here()
    article = Article.objects.get()
    assert article.headline == "Ministry counts 235,000 troops"
    proposals = Claim.objects.filter(article=article)
    assert proposals.exists()
    assert all(claim.proposed and claim.status == "unverified" for claim in proposals)
    figure = proposals.get(quote__contains="1,000")
    assert (figure.value, figure.qualifier) == (1000, "more_than")


def test_bad_text_is_a_form_error_and_nothing_is_stored(client):
    client.force_login(EditorFactory())
    response = client.post(reverse("admin:claims_article_import"), {"text": "   ", "language": "en"})
    assert response.status_code == 200
    assert not Article.objects.exists()


def test_a_duplicate_url_is_refused_with_a_message(client):
    ArticleFactory(url="https://news.example.org/a")
    client.force_login(EditorFactory())
    response = client.post(
        reverse("admin:claims_article_import"), {"text": TEXT, "url": "https://news.example.org/a", "language": "en"}
    )
    assert response.status_code == 200
    assert "already" in response.text
    assert Article.objects.count() == 1


def test_fact_checkers_may_not_import_articles(client):
    client.force_login(FactCheckerFactory())
    assert client.get(reverse("admin:claims_article_import")).status_code == 403


def test_extract_action_adds_proposals_once_and_keeps_editor_claims(client):
    article = ArticleFactory(body=TEXT)
    curated = ClaimFactory(article=article, start=0, end=8, statement="Curated by an editor.")
    client.force_login(EditorFactory())
    changelist = reverse("admin:claims_article_changelist")
    client.post(changelist, {"action": "extract_claims", "_selected_action": [article.pk]})
    tasks_run_here()
    first = Claim.objects.filter(article=article, proposed=True).count()
    assert first > 0
    client.post(changelist, {"action": "extract_claims", "_selected_action": [article.pk]})
    tasks_run_here()
    assert Claim.objects.filter(article=article, proposed=True).count() == first
    curated.refresh_from_db()
    assert (curated.statement, curated.proposed, curated.version) == ("Curated by an editor.", False, 1)


def test_confirming_proposals_publishes_them(client):
    proposal = ClaimFactory(proposed=True)
    assert not Claim.objects.visible_to(None).filter(pk=proposal.pk).exists()
    client.force_login(EditorFactory())
    client.post(reverse("admin:claims_claim_changelist"), {"action": "confirm_proposals", "_selected_action": [proposal.pk]})
    assert Claim.objects.visible_to(None).filter(pk=proposal.pk).exists()
