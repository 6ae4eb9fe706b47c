"""The claims list pages by cursor: following `next` visits every claim once
in the list's order, whatever the ordering (nullable fields included), new
claims never shift a page, `previous` walks back, no total is counted, and
`?page=N` still works with a bounded count."""

import datetime
import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone
from rest_framework import status

from claims.models import Claim
from newsroom.pagination import BoundedCountPaginator
from tests.api.builders import BODY
from tests.factories import ArticleFactory, ClaimFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def claims():
    article = ArticleFactory(body=BODY)
    made = []
    now = timezone.now()
    for start in range(23):
        claim = ClaimFactory(
            article=article, start=start, end=start + 1, quote=BODY[start],
            value=None if start % 4 == 0 else start % 5, status="unverified" if start % 3 else "in_review",
        )
        # Ties on updated_at, so the id must break them.
        Claim.objects.filter(pk=claim.pk).update(updated_at=now - datetime.timedelta(minutes=start // 3))
        made.append(claim)
    return made


def walk(client, url, params, *, direction="next"):
    pages, seen = 0, []
    response = client.get(url, params)
    while True:
        assert response.status_code == status.HTTP_200_OK, response.content
        body = response.json()
        seen += [row["id"] for row in body["results"]]
        pages += 1
        if not body[direction]:
            return seen, pages, body
        response = client.get(body[direction])


def expected_order(ordering: list[str]) -> list[int]:
    from django.db.models import F

    keys = []
    for name in ordering:
        field = F(name.lstrip("-"))
        keys.append(field.desc(nulls_first=True) if name.startswith("-") else field.asc(nulls_last=True))
    return list(Claim.objects.order_by(*keys).values_list("id", flat=True))


@pytest.mark.parametrize(
    "ordering, expected",
    [
        (None, ["article_id", "start", "end", "id"]),
        ("-updated_at", ["-updated_at", "id"]),
        ("value", ["value", "id"]),
        ("-value,-id", ["-value", "-id"]),
        ("status,-start", ["status", "-start", "id"]),
    ],
)
def test_following_next_visits_every_claim_once_in_order(api_client, claims, ordering, expected):
    params = {"page_size": 5, **({"ordering": ordering} if ordering else {})}
    seen, pages, last = walk(api_client, reverse("claim-list"), params)
    assert seen == expected_order(expected)
    assert pages == 5 and last["next"] is None


def test_previous_walks_back_to_the_first_page(api_client, claims):
    url = reverse("claim-list")
    first = api_client.get(url, {"page_size": 5, "ordering": "value"}).json()
    assert first["previous"] is None
    second = api_client.get(first["next"]).json()
    third = api_client.get(second["next"]).json()
    back = api_client.get(third["previous"]).json()
    assert [row["id"] for row in back["results"]] == [row["id"] for row in second["results"]]
    front = api_client.get(back["previous"]).json()
    assert [row["id"] for row in front["results"]] == [row["id"] for row in first["results"]]
    assert front["previous"] is None and front["next"]


def test_new_claims_do_not_shift_the_next_page(api_client, claims):
    first = api_client.get(reverse("claim-list"), {"page_size": 5, "ordering": "-updated_at"}).json()
    expected = api_client.get(first["next"]).json()["results"]
    for start in range(40, 45):  # newer than everything: they sort before the cursor
        ClaimFactory(article=claims[0].article, start=start, end=start + 1, quote=BODY[start])
    again = api_client.get(first["next"]).json()["results"]
    assert [row["id"] for row in again] == [row["id"] for row in expected]


@pytest.mark.parametrize("cursor", ["garbage", "eyJ4IjoxfQ==", "!!!", ""])
def test_a_bad_cursor_is_a_400(api_client, claims, cursor):
    response = api_client.get(reverse("claim-list"), {"cursor": cursor})
    if cursor == "":
        assert response.status_code == status.HTTP_200_OK  # no cursor: the first page
    else:
        assert response.status_code == status.HTTP_400_BAD_REQUEST
        assert "cursor" in response.json()


def test_a_cursor_from_another_ordering_is_a_400(api_client, claims):
    first = api_client.get(reverse("claim-list"), {"page_size": 5, "ordering": "value"}).json()
    cursor = re.search(r"cursor=([^&]+)", first["next"]).group(1)
    response = api_client.get(reverse("claim-list"), {"cursor": cursor, "ordering": "-updated_at"})
    assert response.status_code == status.HTTP_400_BAD_REQUEST


def test_cursor_pages_count_nothing_and_filters_select_no_distinct(api_client, claims):
    first = api_client.get(reverse("claim-list"), {"page_size": 5}).json()
    with CaptureQueriesContext(connection) as ctx:
        response = api_client.get(first["next"] + "&status=unverified&kind=fact")
    assert response.status_code == status.HTTP_200_OK
    sql = " ".join(query["sql"] for query in ctx.captured_queries)
    assert "COUNT(" not in sql.upper()
    assert "DISTINCT" not in sql.upper()
    assert '"body"' not in ctx.captured_queries[0]["sql"]  # the article body is never loaded


def test_page_numbers_still_work_with_a_bounded_count(api_client, claims, monkeypatch):
    page = api_client.get(reverse("claim-list"), {"page_size": 5, "page": 2}).json()
    assert page["count"] == 23 and len(page["results"]) == 5 and "page=3" in page["next"]
    monkeypatch.setattr(BoundedCountPaginator, "count_limit", 10)
    monkeypatch.setattr("newsroom.pagination.planner_estimate", lambda items: None)  # as on SQLite
    page = api_client.get(reverse("claim-list"), {"page_size": 5, "page": 2}).json()
    assert page["count"] is None and page["next"] is None


@pytest.mark.parametrize("value", ["a\x00b", "\ud800"])
@pytest.mark.parametrize("sort", ["status", "source"])
def test_a_cursor_holding_text_no_column_stores_is_a_400(api_client, claims, sort, value):
    import base64
    import json
    from urllib.parse import unquote

    first = api_client.get(reverse("claim-list"), {"page_size": 1, "sort": sort}).json()
    cursor = json.loads(base64.urlsafe_b64decode(unquote(re.search(r"cursor=([^&]+)", first["next"]).group(1))))
    cursor["v"][0] = value  # the status or the source's name: text PostgreSQL refuses
    forged = base64.urlsafe_b64encode(json.dumps(cursor).encode()).decode()

    response = api_client.get(reverse("claim-list"), {"page_size": 1, "sort": sort, "cursor": forged})

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "cursor" in response.json()
