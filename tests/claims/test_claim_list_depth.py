"""Deep pages and status filters of the claim lists cost what the first page
does: a page past the first is one query whose subquery skips the earlier
rows by id (`newsroom.pagination.page_of_queryset`) and returns exactly the
rows plain slicing would; on PostgreSQL the default order and ?status= are
served by the public list indexes (migration 0021), checked with EXPLAIN.

A page reached by the site's links is read by its cursor (`newsroom.cursors`):
the same rows as plain slicing for every sort and status filter, walking
forwards and back, stable when claims are added meanwhile, two queries at any
depth, and on PostgreSQL an index range with no OFFSET."""

import pytest
from django.contrib.admin.sites import site as admin_site
from django.db import connection
from django.db.models import F
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from claims.filters import CLAIM_SORTS
from claims.models import Article, Claim, Status
from newsroom.cursors import keyset_keys, keyset_ordered
from newsroom.pagination import BoundedCountPaginator, paginate
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
    # A detached claim (no span) after the others on both databases, as PostgreSQL sorts NULLs.
    in_text_order = ("article_id", F("start").asc(nulls_last=True), F("end").asc(nulls_last=True), "id")
    expected = list(Claim.objects.visible_to(None).order_by(*in_text_order).values_list("pk", flat=True))
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


# ------------------------------------------------------------- pages by cursor


def listing(status=None, sort=None):
    listed = Claim.objects.visible_to(None).for_listing().defer("article__body")
    if status:
        listed = listed.filter(status__in=status)
    return listed.order_by(*CLAIM_SORTS[sort]) if sort else listed


def follow(queryset, per_page, direction="next", start=("1", None)):
    """Every page from `start` (a page number and cursor), following each
    page's `direction` link: the pages (number, ids) and their queries' SQL."""
    seen, sql = [], []
    page_number, cursor = start
    while True:
        with CaptureQueriesContext(connection) as ctx:
            pagination = paginate(queryset, page_number=page_number, per_page=per_page, keyset=True, cursor=cursor)
        assert pagination.message == ""
        seen.append((pagination.page.number, [claim.pk for claim in pagination.page.object_list]))
        sql.extend(query["sql"] for query in ctx.captured_queries if "COUNT(" not in query["sql"].upper())
        link = getattr(pagination, direction)
        if link is None:
            return seen, sql
        page_number, cursor = str(link.number), link.cursor


@pytest.mark.parametrize("sort", [None, *CLAIM_SORTS])
@pytest.mark.parametrize("status", [None, [Status.FALSE], [Status.FALSE, Status.UNVERIFIED]])
def test_following_the_links_gives_the_rows_plain_slicing_gives(claims, sort, status):
    listed = listing(status, sort)
    # NULLs (a detached claim's span) last on both databases, as PostgreSQL sorts them.
    expected = list(keyset_ordered(listed, keyset_keys(listed)).values_list("pk", flat=True))
    forwards, sql = follow(listed, per_page=2)
    assert [number for number, _ in forwards] == list(range(1, len(forwards) + 1))
    assert [pk for _, ids in forwards for pk in ids] == expected and len(forwards) > 1
    _first, *by_cursor = sql
    assert by_cursor and all("OFFSET" not in query and " IN (SELECT " not in query for query in by_cursor)
    # The last page's "Previous" walks back through the same pages.
    last_number, _ids = forwards[-1]
    last = paginate(listed, page_number=str(last_number), per_page=2, keyset=True)
    backwards, _sql = follow(listed, per_page=2, direction="previous", start=(str(last_number), None))
    assert backwards == forwards[::-1]
    assert last.previous.cursor if last_number > 2 else last.previous.cursor is None


def test_a_page_by_cursor_is_not_shifted_by_claims_added_before_it(claims):
    listed = listing()
    second = paginate(listed, page_number="2", per_page=4, keyset=True).next
    shown = [claim.pk for claim in paginate(listed, page_number="2", per_page=4).page.object_list]
    after = list(keyset_ordered(listed, keyset_keys(listed)).values_list("pk", flat=True))[8:12]
    # New claims early in the text order, before the page the link names.
    for n in range(3):
        ClaimFactory(article=claims[0].article, start=1 + n, end=2 + n)
    page = paginate(listed, page_number=str(second.number), per_page=4, keyset=True, cursor=second.cursor).page
    assert [claim.pk for claim in page.object_list] == after and page.number == 3
    assert not set(shown) & set(after)


def test_the_last_page_of_an_estimated_list_is_read_from_its_end(claims, monkeypatch):
    monkeypatch.setattr(BoundedCountPaginator, "count_limit", 5)
    monkeypatch.setattr("newsroom.pagination.planner_estimate", lambda items: 30)  # a little high
    listed = listing()
    expected = list(keyset_ordered(listed, keyset_keys(listed)).values_list("pk", flat=True))
    first = paginate(listed, page_number="1", per_page=4, keyset=True)
    last = first.links[-1]
    assert last.number == 8 and last.cursor
    with CaptureQueriesContext(connection) as ctx:
        end = paginate(listed, page_number=str(last.number), per_page=4, keyset=True, cursor=last.cursor)
    assert [claim.pk for claim in end.page.object_list] == expected[-4:] and end.next is None
    assert not any("OFFSET" in query["sql"] for query in ctx.captured_queries)
    before = paginate(listed, page_number=str(end.previous.number), per_page=4, keyset=True, cursor=end.previous.cursor)
    assert [claim.pk for claim in before.page.object_list] == expected[-8:-4]


@pytest.mark.parametrize(
    "cursor",
    [
        "garbage",
        "eyJvIjoiaWQiLCJyIjowLCJ2IjpbIjEiXX0=",
        "eyJvIjoiYXJ0aWNsZV9pZCxzdGFydCxlbmQsaWQiLCJyIjowLCJ2IjpudWxsfQ==",
    ],
    ids=["not-base64-json", "another-ordering", "no-values-forwards"],
)
@pytest.mark.parametrize("page", ["7", "abc"])
def test_a_damaged_cursor_shows_the_first_page_and_says_so(client, claims, cursor, page):
    response = client.get(reverse("claims:list"), {"page": page, "cursor": cursor})
    assert response.status_code == 200
    assert response.context["page_obj"].number == 1
    assert "This link to a page of the list is damaged or out of date" in response.content.decode()


def test_a_damaged_cursor_is_explained_in_spanish_under_es(client, claims):
    response = client.get("/es/claims/", {"page": "3", "cursor": "garbage"})
    assert response.status_code == 200 and response.context["page_obj"].number == 1
    assert "Este enlace a una página de la lista está dañado o caducado" in response.content.decode()


def test_a_cursor_from_another_sort_shows_the_first_page(client, claims):
    for n in range(10):
        ClaimFactory(article=claims[0].article, start=100 + 5 * n, end=104 + 5 * n)
    link = client.get(reverse("claims:list"), {"sort": "newest"}).context["next_link"]
    response = client.get(reverse("claims:list"), {"sort": "source", "page": link.number, "cursor": link.cursor})
    assert response.context["page_obj"].number == 1 and response.context["page_message"]


@pytest.mark.parametrize(
    "params",
    [{}, {"status": "false"}, {"status": ["false", "verified"]}, {"sort": "source"}, {"sort": "newest"}],
    ids=["default", "status", "two-statuses", "by-source", "newest"],
)
def test_a_claims_page_reached_by_its_link_costs_two_queries(client, claims, django_assert_num_queries, params):
    for n in range(60):  # enough claims for two pages of 25 of anything
        ClaimFactory(article=claims[0].article, start=100 + 5 * n, end=104 + 5 * n, status=STATUSES[n % 2 + 1])
    link = client.get(reverse("claims:list"), params).context["next_link"]
    with django_assert_num_queries(2):  # a bounded count, the page (an index range)
        response = client.get(reverse("claims:list"), {**params, "page": link.number, "cursor": link.cursor})
    assert response.context["page_obj"].number == 2 and len(response.context["claims"]) > 0
    html = response.content.decode()
    assert "Showing 26–" in html and 'rel="prev"' in html and "cursor=" in html


def test_the_admin_changelist_past_its_end_goes_back_to_the_first_page(client, editor, claims, monkeypatch):
    """Django's own rule for a page number past the end (`?e=1`, the first
    page): no error page, and the estimated list's pages before it work."""
    monkeypatch.setattr(admin_site._registry[Claim], "list_per_page", 4)
    monkeypatch.setattr(BoundedCountPaginator, "count_limit", 5)
    monkeypatch.setattr("newsroom.pagination.planner_estimate", lambda items: 30)
    client.force_login(editor)
    response = client.get(reverse("admin:claims_claim_changelist"), {"p": "1000000"})
    assert response.status_code == 302 and response["Location"].endswith("?e=1")
    assert client.get(response["Location"]).status_code == 200
    assert client.get(reverse("admin:claims_claim_changelist"), {"p": "6"}).status_code == 200


@pytest.mark.postgresql  # PostgreSQL's plans
@pytest.mark.parametrize(
    ("params", "index"),
    [({}, "claim_public_order_idx"), ({"sort": "source"}, "claim_source_sort_idx")],
    ids=["default", "by-source"],
)
def test_a_page_by_cursor_is_an_index_range(client, claims, params, index):
    for n in range(60):
        ClaimFactory(article=claims[0].article, start=100 + 5 * n, end=104 + 5 * n)
    link = client.get(reverse("claims:list"), params).context["next_link"]
    [page] = [
        sql for sql in page_sql(client, {**params, "page": link.number, "cursor": link.cursor}) if "COUNT(" not in sql
    ]
    assert "OFFSET" not in page and " IN (SELECT " not in page
    if not params:  # the article bound also on the joined articles, so a merge join starts there
        assert '"claims_article"."id" >=' in page
    chosen = plan(page)
    assert index in chosen and "Index Cond" in chosen
