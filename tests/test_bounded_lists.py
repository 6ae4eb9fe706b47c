"""No list counts the whole table: the public pages count at most 10,001 rows
and, without a planner's estimate (SQLite; tests/test_estimated_pages.py for
PostgreSQL's), say “more than 10,000”, the admin changelist does the same and offers no
date hierarchy or dropdown of every article, the home page shows the latest
articles only, and the claims page's filter form has no dropdown of every
source and article."""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from claims.views import HOME_ARTICLES
from newsroom.pagination import BoundedCountPaginator, paginate
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory

pytestmark = pytest.mark.django_db

COUNT = re.compile(r"count\(", re.I)


@pytest.fixture
def small_limit(monkeypatch):
    monkeypatch.setattr(BoundedCountPaginator, "count_limit", 5)


@pytest.fixture
def no_estimate(monkeypatch):
    """No planner estimate, as on SQLite, on either database."""
    monkeypatch.setattr("newsroom.pagination.planner_estimate", lambda items: None)


@pytest.fixture
def claims():
    article, source = ArticleFactory(slug="the-article"), SourceFactory(slug="the-source")
    return [ClaimFactory(article=article, source=source, start=n, end=n + 5) for n in range(8)]


def counts(ctx) -> list[str]:
    return [
        query["sql"] for query in ctx.captured_queries if COUNT.search(query["sql"]) and "claims_claim" in query["sql"]
    ]


def test_a_count_past_the_limit_reads_more_than(small_limit, no_estimate, claims):
    from claims.models import Claim

    with CaptureQueriesContext(connection) as ctx:
        pagination = paginate(Claim.objects.all(), page_number="1", per_page=2)
    paginator = pagination.page.paginator
    assert (paginator.count, paginator.count_is_exact, paginator.count_text) == (5, False, "more than 5")
    assert paginator.num_pages == 3
    [count_sql] = counts(ctx)
    assert "LIMIT 6" in count_sql


def test_a_count_under_the_limit_is_exact(small_limit, claims):
    from claims.models import Claim

    paginator = paginate(Claim.objects.all()[:4], page_number=None, per_page=2).page.paginator
    assert (paginator.count, paginator.count_is_exact, paginator.count_text) == (4, True, "4")


def test_claims_page_says_more_than_and_stops_paging_at_the_limit(client, small_limit, no_estimate, claims):
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(reverse("claims:list"), {"page": "9"})
    html = response.content.decode()
    assert "of more than 5 claims" in html
    assert "Only the first 5 results are paged" in html
    assert all("LIMIT 6" in sql for sql in counts(ctx))


def test_claims_filter_form_has_no_dropdown_of_sources_or_articles(client, claims):
    html = client.get(reverse("claims:list"), {"source": "the-source"}).content.decode()
    assert '<select name="source"' not in html and '<select name="article"' not in html
    assert re.search(r'<input type="text" name="source" value="the-source"', html)
    assert "Showing 1–8 of 8 claims" in html


def test_home_shows_only_the_latest_articles(client):
    for n in range(HOME_ARTICLES + 3):
        ArticleFactory(headline=f"Story {n}", published_on=f"2020-01-{n + 1:02d}")
    html = client.get(reverse("claims:home")).content.decode()
    assert f"Story {HOME_ARTICLES + 2}" in html and "Story 0<" not in html
    assert f"All {HOME_ARTICLES + 3} articles" in html


def test_home_counts_articles_and_sources_up_to_the_limit(client, monkeypatch, no_estimate, django_assert_num_queries):
    import newsroom.pagination

    for n in range(HOME_ARTICLES + 3):
        ArticleFactory(headline=f"Story {n}", published_on=f"2020-01-{n + 1:02d}", publisher=SourceFactory())
    monkeypatch.setattr(newsroom.pagination, "COUNT_LIMIT", HOME_ARTICLES + 1)
    with CaptureQueriesContext(connection) as ctx, django_assert_num_queries(6):
        html = client.get(reverse("claims:home")).content.decode()
    assert f"in more than {HOME_ARTICLES + 1} articles, from more than {HOME_ARTICLES + 1} sources" in html
    assert ">All articles</a>" in html
    totals = [query["sql"] for query in ctx.captured_queries if COUNT.search(query["sql"]) and "claims_claim" not in query["sql"]]
    assert len(totals) == 2 and all(f"LIMIT {HOME_ARTICLES + 2}" in sql for sql in totals)


def test_admin_changelist_counts_at_most_the_limit(client, editor, small_limit, claims):
    client.force_login(editor)
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(reverse("admin:claims_claim_changelist"))
    assert response.status_code == 200
    sql = counts(ctx)
    assert sql and all("LIMIT 6" in query for query in sql)
    html = response.content.decode()
    assert "updated_at__year" not in html  # no date hierarchy
    assert "article__id__exact" in html  # the bounded article filter


def test_admin_article_filter_lists_a_few_recent_articles_and_the_chosen_one(client, editor, claims):
    old = ArticleFactory(headline="An old story", published_on="2001-01-01")
    for n in range(20):
        ArticleFactory(headline=f"Recent {n}", published_on="2025-01-01")
    client.force_login(editor)
    html = client.get(reverse("admin:claims_claim_changelist")).content.decode()
    assert "An old story" not in html
    html = client.get(reverse("admin:claims_claim_changelist"), {"article__id__exact": old.pk}).content.decode()
    assert "An old story" in html


def test_a_filtered_claims_page_counts_up_to_a_thousand(client, claims, no_estimate, monkeypatch):
    monkeypatch.setattr("claims.views.FILTERED_COUNT_LIMIT", 3)
    html = client.get(reverse("claims:list"), {"search": "checkable"}).content.decode()
    assert "of more than 3 claims" in html
    html = client.get(reverse("claims:list")).content.decode()
    assert "of 8 claims" in html


def test_a_bounded_count_does_not_sort_what_it_counts(claims):
    # Sorting every match before counting 1,001 of them cost 0.4 s for a
    # common word at a million claims.
    from claims.models import Claim

    with CaptureQueriesContext(connection) as ctx:
        paginate(Claim.objects.order_by("-updated_at"), page_number="1", per_page=2)
    [count_sql] = counts(ctx)
    assert "ORDER BY" not in count_sql
