"""The home page lists the articles and their claims in a fixed number of queries."""

import pytest
from django.urls import reverse

from tests.factories import ArticleFactory, ClaimFactory

pytestmark = pytest.mark.django_db


def make_articles(count, claims_each):
    for _ in range(count):
        article = ArticleFactory()
        for index in range(claims_each):
            ClaimFactory(article=article, start=index, end=index + 5)


@pytest.mark.parametrize("articles, claims_each", [(1, 1), (4, 12)])
def test_home_query_count_does_not_grow_with_claims(client, django_assert_num_queries, articles, claims_each):
    make_articles(articles, claims_each)
    with django_assert_num_queries(2):
        response = client.get(reverse("claims:home"))
    assert response.status_code == 200
    assert response.content.decode().count('class="badge') == articles * claims_each


def test_home_shows_each_claim_with_source_and_status(client):
    claim = ClaimFactory(statement="The ministry counts 235,000 troops.")
    response = client.get(reverse("claims:home"))
    assert claim.article.headline in response.text
    assert "The ministry counts 235,000 troops." in response.text
    assert claim.source.name in response.text
    assert "Unverified" in response.text
