"""Past the bounded count, a list's total is PostgreSQL's estimate (“about
980,000”) and its pages go on to the estimated end: a page with fewer rows
than a full one is the real last page, a page past the real end gives the
last page and a message, never an error; nothing counts the whole list.
Without an estimate (SQLite, or a planner expecting fewer rows than were
counted) the total reads “more than 10,000” as before.

The paging rules are tested on both databases with the estimate patched in;
the estimate itself, from `EXPLAIN`, on PostgreSQL after `ANALYZE`."""

import re

import pytest
from django.contrib.admin.sites import site as admin_site
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import translation

import newsroom.pagination
from claims.models import Article, Claim
from newsroom.pagination import BoundedCountPaginator, bounded_total, count_text, paginate, planner_estimate
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory

pytestmark = pytest.mark.django_db

COUNT = re.compile(r"count\(", re.I)
ROWS = 30


@pytest.fixture
def small_limit(monkeypatch):
    monkeypatch.setattr(BoundedCountPaginator, "count_limit", 5)


@pytest.fixture
def claims():
    article, source = ArticleFactory(slug="the-article", body="word " * 200), SourceFactory(slug="the-source")
    return [ClaimFactory(article=article, source=source, start=5 * n, end=5 * n + 4) for n in range(ROWS)]


@pytest.fixture
def estimate(monkeypatch):
    """Makes the planner estimate what a test says (`estimate(100)`)."""

    def patch(rows):
        monkeypatch.setattr(newsroom.pagination, "planner_estimate", lambda items: rows)

    return patch


def analyze():
    with connection.cursor() as cursor:
        for table in ("claims_claim", "claims_article", "sources_source"):
            cursor.execute(f"ANALYZE {table}")


def claim_counts(ctx) -> list[str]:
    return [q["sql"] for q in ctx.captured_queries if COUNT.search(q["sql"]) and "claims_claim" in q["sql"]]


def ids(page) -> list[int]:
    return [claim.pk for claim in page.object_list]


# ------------------------------------------------------------- the rule itself


@pytest.mark.parametrize(
    ("count", "english", "spanish"),
    [
        (983_412, "about 980,000", "aproximadamente 980\xa0000"),
        (10_051, "about 10,000", "aproximadamente 10\xa0000"),
        (25_500, "about 26,000", "aproximadamente 26\xa0000"),
        (87, "about 87", "aproximadamente 87"),
    ],
)
def test_an_estimate_reads_about_two_significant_figures(count, english, spanish):
    assert count_text(count, exact=False, estimated=True) == english
    with translation.override("es"):
        assert count_text(count, exact=False, estimated=True) == spanish


def test_only_postgresql_has_a_planner_estimate(claims):
    estimated = planner_estimate(Claim.objects.all())
    assert (estimated is not None) == (connection.vendor == "postgresql")
    assert planner_estimate(list(Claim.objects.all())) is None


def test_a_planner_expecting_fewer_rows_than_counted_gives_more_than(small_limit, claims, estimate):
    estimate(4)  # the count found six
    paginator = paginate(Claim.objects.all(), page_number="1", per_page=2).page.paginator
    assert (paginator.count, paginator.count_is_estimate, paginator.count_text) == (5, False, "more than 5")


def test_pages_go_on_past_the_bounded_count_to_the_estimated_end(small_limit, claims, estimate):
    estimate(ROWS)
    listed = Claim.objects.order_by("id")
    expected = list(listed.values_list("pk", flat=True))
    with CaptureQueriesContext(connection) as ctx:
        pagination = paginate(listed, page_number="3", per_page=4)
    assert ids(pagination.page) == expected[8:12] and pagination.message == ""
    paginator = pagination.page.paginator
    assert (paginator.count, paginator.count_is_estimate, paginator.count_text) == (ROWS, True, f"about {ROWS}")
    assert pagination.page_range[-1] == 8 and pagination.page.has_next()
    # Nothing counts beyond the bounded count.
    assert claim_counts(ctx) and all("LIMIT 6" in sql for sql in claim_counts(ctx))


@pytest.mark.parametrize(("rows", "total"), [(ROWS, f"about {ROWS}"), (None, "more than 5")])
def test_selecting_every_claim_in_the_admin_says_the_total_as_the_list_does(
    client, editor, small_limit, claims, estimate, rows, total
):
    """Not “Select all 5 claims”: the paginator's limit (or its estimate) is not a count."""
    estimate(rows)
    client.force_login(editor)
    html = client.get(reverse("admin:claims_claim_changelist")).content.decode()
    assert f"Select all claims ({total})" in html and f"All claims selected ({total})" in html
    assert not re.search(r"Select all \d", html)


def test_an_admin_list_counted_to_its_end_selects_all_as_django_says_it(client, editor, claims, monkeypatch):
    monkeypatch.setattr(admin_site._registry[Claim], "list_per_page", 4)
    client.force_login(editor)
    html = client.get(reverse("admin:claims_claim_changelist")).content.decode()
    assert f"Select all {ROWS} claims" in html


def test_the_last_page_makes_the_total_exact(small_limit, claims, estimate):
    estimate(ROWS + 3)  # a little high: the real last page holds two rows
    listed = Claim.objects.order_by("id")
    page = paginate(listed, page_number="8", per_page=4).page
    assert ids(page) == list(listed.values_list("pk", flat=True))[28:]
    assert not page.has_next() and page.end_index() == ROWS
    assert (page.paginator.count_is_exact, page.paginator.count_text) == (True, str(ROWS))


def test_a_page_past_the_real_end_gives_the_last_page_and_says_so(small_limit, claims, estimate):
    estimate(100)  # 25 pages of 4 estimated; 8 real
    listed = Claim.objects.order_by("id")
    with CaptureQueriesContext(connection) as ctx:
        pagination = paginate(listed, page_number="20", per_page=4)
    assert pagination.page.number == 8
    assert ids(pagination.page) == list(listed.values_list("pk", flat=True))[28:]
    assert pagination.message == "There is no page 20; the last page is 8."
    assert pagination.page_range[-1] == 8 and pagination.page.paginator.count_text == str(ROWS)
    # The count that finds the end stops at the requested page's offset; the
    # last page is read backwards from the end, not after an OFFSET.
    assert [re.search(r"LIMIT (\d+)", sql).group(1) for sql in claim_counts(ctx)] == ["6", "77"]
    last_read = ctx.captured_queries[-1]["sql"]
    assert "DESC" in last_read and "OFFSET" not in last_read


def test_a_page_well_past_the_estimated_end_is_counted_before_it_is_read(small_limit, claims, estimate):
    estimate(100)  # 25 pages of 4 estimated
    listed = Claim.objects.order_by("id")
    with CaptureQueriesContext(connection) as ctx:
        pagination = paginate(listed, page_number="500", per_page=4)
    assert (pagination.page.number, pagination.message) == (8, "There is no page 500; the last page is 8.")
    counted, read = [q["sql"] for q in ctx.captured_queries][-2:]
    assert "LIMIT 1997" in counted and "OFFSET" not in read  # no read after an OFFSET of 1,996 rows


@pytest.mark.parametrize("page_number", ["99999999999999999999999", "5000000"])
def test_an_absurd_page_of_an_estimated_list_is_the_last_page(client, small_limit, claims, estimate, page_number):
    estimate(100)
    response = client.get(reverse("claims:list"), {"page": page_number})
    assert response.status_code == 200
    assert response.context["page_obj"].number == 2  # 30 claims, 25 a page
    assert f"There is no page {page_number}; the last page is 2." in response.content.decode()


def test_a_full_page_at_the_estimated_end_links_to_the_next(small_limit, claims, estimate):
    estimate(12)  # too low: three pages of 4 estimated, eight real
    listed = Claim.objects.order_by("id")
    expected = list(listed.values_list("pk", flat=True))
    page = paginate(listed, page_number="3", per_page=4).page
    assert ids(page) == expected[8:12] and page.has_next()
    page = paginate(listed, page_number="5", per_page=4).page  # past the estimate
    assert ids(page) == expected[16:20] and page.number == 5


def test_an_estimated_total_on_the_claims_page_and_the_home_page(client, small_limit, claims, estimate, monkeypatch):
    estimate(123_456)
    html = client.get(reverse("claims:list"), {"page": "2"}).content.decode()
    assert "Showing 26–30 of 30 claims" in html  # the second page was the last: exact
    html = client.get(reverse("claims:list")).content.decode()
    assert "Showing 1–25 of about 120,000 claims" in html
    assert "?page=4939" in html  # the estimated last page
    monkeypatch.setattr(newsroom.pagination, "COUNT_LIMIT", 0)
    html = client.get(reverse("claims:home")).content.decode()
    assert "in about 120,000 articles, from about 120,000 sources" in html
    with translation.override("es"):
        html = client.get(reverse("claims:list")).content.decode()
    assert "de aproximadamente 120\xa0000" in html


def test_the_admin_changelist_pages_past_the_count_and_says_about(
    client, editor, small_limit, claims, estimate, monkeypatch
):
    monkeypatch.setattr(admin_site._registry[Claim], "list_per_page", 4)
    estimate(ROWS)
    client.force_login(editor)
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(reverse("admin:claims_claim_changelist"), {"p": "4"})
    assert response.status_code == 200
    html = response.content.decode()
    assert f"about {ROWS} claims" in html and 'aria-current="page">4<' in html
    assert len(response.context["cl"].result_list) == 4
    assert claim_counts(ctx) and all("LIMIT 6" in sql for sql in claim_counts(ctx))


# ---------------------------------------------- PostgreSQL's estimate, analysed


@pytest.mark.postgresql  # the planner's estimate
def test_a_large_claims_page_says_about_n_in_three_queries_at_two_sizes(
    client, small_limit, claims, django_assert_num_queries
):
    for size in (ROWS, 3 * ROWS):
        for n in range(size - Claim.objects.count()):
            ClaimFactory(article=claims[0].article, start=200 + 5 * n, end=204 + 5 * n)
        analyze()
        for page_number in ("1", "2"):
            with CaptureQueriesContext(connection) as ctx, django_assert_num_queries(3):  # count, estimate, page
                assert client.get(reverse("claims:list"), {"page": page_number}).status_code == 200
            explains = [q["sql"] for q in ctx.captured_queries if q["sql"].startswith("EXPLAIN (FORMAT JSON)")]
            assert len(explains) == 1 and "ORDER BY" not in explains[0]
            assert all("LIMIT 6" in sql for sql in claim_counts(ctx))
        assert f"Showing 1–25 of about {size} claims" in client.get(reverse("claims:list")).content.decode()


@pytest.mark.postgresql  # the planner's estimate
def test_the_estimate_follows_the_filters(small_limit, claims):
    other = ArticleFactory(body="word " * 200)
    for n in range(12):
        ClaimFactory(article=other, start=5 * n, end=5 * n + 4)
    analyze()
    assert planner_estimate(Claim.objects.all()) == ROWS + 12
    assert planner_estimate(Claim.objects.filter(article=other)) == 12
    assert bounded_total(Article.objects.all(), limit=1).text == "about 2"  # the home page's totals


def test_the_api_pages_by_number_to_the_estimated_end_and_404s_past_the_real_end(client, small_limit, claims, estimate):
    estimate(100)
    page = client.get(reverse("claim-list"), {"page_size": 4, "page": 3}).json()
    assert page["count"] is None and len(page["results"]) == 4 and "page=4" in page["next"]
    page = client.get(reverse("claim-list"), {"page_size": 4, "page": 8}).json()
    assert page["count"] == ROWS and len(page["results"]) == 2 and page["next"] is None
    assert client.get(reverse("claim-list"), {"page_size": 4, "page": 20}).status_code == 404
