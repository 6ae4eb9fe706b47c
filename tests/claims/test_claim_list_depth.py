"""Deep pages and status filters of the claim lists cost what the first page
does: a page past the first is one query whose subquery skips the earlier
rows by id (`newsroom.pagination.page_of_queryset`) and returns exactly the
rows plain slicing would; on PostgreSQL the default order and ?status= are
served by the public list indexes (migration 0021), checked with EXPLAIN."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from claims.filters import CLAIM_SORTS
from claims.models import Article, Claim, Status
from newsroom.pagination import paginate
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory

pytestmark = pytest.mark.django_db
POSTGRES = connection.vendor == "postgresql"
STATUSES = [Status.UNVERIFIED, Status.FALSE, Status.VERIFIED, Status.IN_REVIEW]
BODY = "Más de mil soldados han desertado, según el ministerio. " * 12  # room for 60 more claims


@pytest.fixture
def claims():
    """23 claims over three articles and four sources, mixed statuses, one
    machine proposal and one detached claim (no span: start and end NULL)."""
    sources = [SourceFactory(name=name) for name in ("Zoe", "Ana", "Luis", "Berta")]
    made = []
    for a in range(3):
        article = ArticleFactory(slug=f"story-{a}", body=BODY)
        for n in range(8 if a < 2 else 7):
            made.append(
                ClaimFactory(
                    article=article,
                    start=40 - 5 * n,  # the text order is not the creation order
                    end=44 - 5 * n,
                    source=sources[(a + n) % 4] if n != 3 else None,
                    status=STATUSES[(a + n) % 4],
                )
            )
    Claim.objects.filter(pk=made[5].pk).update(proposed=True)
    Claim.objects.filter(pk=made[9].pk).update(start=None, end=None)
    return made


def pages(queryset, per_page):
    """Every page of `queryset` as `paginate` reads it, and the page queries' SQL."""
    rows, sql = [], []
    number = 1
    while True:
        with CaptureQueriesContext(connection) as ctx:
            page = paginate(queryset, page_number=str(number), per_page=per_page).page
            rows.extend(claim.pk for claim in page.object_list)
        sql.extend(query["sql"] for query in ctx.captured_queries if "COUNT(" not in query["sql"].upper())
        if not page.has_next():
            return rows, sql
        number += 1


@pytest.mark.parametrize("sort", [None, *CLAIM_SORTS])
@pytest.mark.parametrize("status", [None, [Status.FALSE], [Status.FALSE, Status.UNVERIFIED]])
def test_deep_pages_hold_the_rows_plain_slicing_gives(claims, sort, status):
    listed = Claim.objects.visible_to(None).for_listing().defer("article__body")
    if status:
        listed = listed.filter(status__in=status)
    if sort:
        listed = listed.order_by(*CLAIM_SORTS[sort])
    expected = list(listed.values_list("pk", flat=True))
    rows, sql = pages(listed, per_page=3)
    assert rows == expected and len(rows) > 3
    first, *deeper = sql
    assert " IN (SELECT " not in first  # the first page needs no subquery
    assert deeper and all(" IN (SELECT " in query and "OFFSET" in query for query in deeper)


def test_a_distinct_queryset_is_sliced_as_it_is(claims):
    listed = Claim.objects.filter(article__slug__startswith="story").distinct().order_by("id")
    rows, sql = pages(listed, per_page=4)
    assert rows == list(listed.values_list("pk", flat=True))
    assert all(" IN (SELECT " not in query for query in sql)


def test_the_last_page_holds_the_orphans(claims):
    listed = Claim.objects.order_by("id")
    page = paginate(listed, page_number="3", per_page=10).page
    assert [claim.pk for claim in page.object_list] == list(listed.values_list("pk", flat=True)[20:])


@pytest.mark.parametrize(
    "params",
    [
        {"page": "3"},
        {"status": "false", "page": "2"},
        {"status": ["false", "verified"], "page": "2"},
        {"sort": "source", "page": "3"},
    ],
    ids=["deep", "status-deep", "two-statuses-deep", "by-source-deep"],
)
def test_a_deep_claims_page_costs_two_queries(client, claims, django_assert_num_queries, params):
    for n in range(60):  # enough claims for two pages of 25 of anything
        ClaimFactory(article=claims[0].article, start=100 + 5 * n, end=104 + 5 * n, status=STATUSES[n % 2 + 1])
    with django_assert_num_queries(2):  # a bounded count, the page
        response = client.get(reverse("claims:list"), params)
    assert response.status_code == 200
    assert response.context["page_obj"].number == int(params["page"])
    assert len(response.context["claims"]) > 0


def test_the_claims_page_shows_a_deep_page_in_text_order(client, claims):
    for n in range(30):
        ClaimFactory(article=claims[0].article, start=100 + 5 * n, end=104 + 5 * n)
    expected = list(
        Claim.objects.visible_to(None).order_by("article_id", "start", "end", "id").values_list("pk", flat=True)
    )
    shown = [claim.pk for claim in client.get(reverse("claims:list"), {"page": "2"}).context["claims"]]
    assert shown == expected[25:50]


# ------------------------------------------------------------- PostgreSQL plans


def plan(sql: str) -> str:
    """The plan PostgreSQL chooses with sorts and sequential scans ruled out: on a
    test table of a few rows it would otherwise read the table, whatever the
    indexes; with them ruled out only an index that serves the query fits."""
    with connection.cursor() as cursor:
        for setting in ("enable_seqscan", "enable_sort", "enable_incremental_sort", "enable_bitmapscan"):
            cursor.execute(f"SET LOCAL {setting} = off")
        cursor.execute("ANALYZE claims_claim")
        cursor.execute("EXPLAIN " + sql)
        return "\n".join(row[0] for row in cursor.fetchall())


def page_sql(client, params) -> list[str]:
    with CaptureQueriesContext(connection) as ctx:
        assert client.get(reverse("claims:list"), params).status_code == 200
    return [query["sql"] for query in ctx.captured_queries if "claims_claim" in query["sql"]]


@pytest.mark.postgresql  # PostgreSQL's plans
def test_a_deep_page_skips_its_offset_in_the_public_order_index(client, claims):
    for n in range(60):
        ClaimFactory(article=claims[0].article, start=100 + 5 * n, end=104 + 5 * n)
    _count, page = page_sql(client, {"page": "3"})
    subquery = page[page.index("IN (SELECT ") + 3 : page.rindex(")")]
    assert "claim_public_order_idx" in plan(subquery)


@pytest.mark.postgresql  # PostgreSQL's plans
def test_a_status_filter_is_an_index_range_of_the_public_status_index(client, claims):
    count, page = page_sql(client, {"status": "false"})
    assert "LIMIT 1001" in count
    assert "claim_public_status_idx" in plan(page)
    assert "Index Cond: ((status)::text = 'false'::text)" in plan(page)


@pytest.mark.postgresql  # PostgreSQL's plans
def test_the_public_list_indexes_leave_proposals_out(claims):
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE 'claim_public_%%'")
        definitions = dict(cursor.fetchall())
    assert set(definitions) == {"claim_public_order_idx", "claim_public_status_idx"}
    assert all("WHERE (NOT proposed)" in definition for definition in definitions.values())
    assert Article.objects.exists()
