"""Filtering, search, ordering and pagination of /api/v1/claims/.

The API filters with claims.filters.ClaimFilter, the public claims page's
own FilterSet, so each filter here is the one readers use on the site.
"""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import timezone
from rest_framework import status

from claims.api import ClaimViewSet
from claims.export_api import ClaimCSVExportView, ClaimReviewView
from claims.filters import ClaimFilter
from claims.models import Claim, Status
from tests.api.builders import BODY, span
from tests.factories import ArticleFactory, ClaimFactory, SourceAliasFactory, SourceFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def claims(article, guaido):
    """Four claims with distinct statuses, kinds, values and sources."""
    ministry = SourceFactory(name="Foreign Ministry", slug="foreign-ministry")
    SourceAliasFactory(source=guaido, name="the young opposition leader")
    other_article = ArticleFactory(slug="troops", body=BODY)
    made = {
        "defected": ClaimFactory(
            article=article, source=ministry, kind="statistic", value=Decimal("1000"),
            statement="Over one thousand soldiers have defected.", **span("Over one thousand soldiers have defected"),
        ),
        "troops": ClaimFactory(
            article=article, source=ministry, kind="statistic", value=Decimal("235000"),
            statement="The armed forces number 235,000.", **span("235,000"),
        ),
        "fear": ClaimFactory(
            article=article, source=guaido, kind="quote",
            statement="Soldiers are afraid.", **span("“There is a lot of fear,” said Guaidó"),
        ),
        "elsewhere": ClaimFactory(
            article=other_article, source=None, kind="event",
            statement="Defections continue.", **span("reports the Foreign Ministry"),
        ),
    }
    Claim.objects.filter(pk=made["troops"].pk).update(status=Status.IN_REVIEW)
    Claim.objects.filter(pk=made["fear"].pk).update(status=Status.FALSE, verdict_summary="No.", verdict_at=timezone.now())
    Claim.objects.filter(pk=made["elsewhere"].pk).update(updated_at=timezone.now() - timedelta(days=30))
    return made


def listed(client, query):
    response = client.get(reverse("claim-list"), query)
    assert response.status_code == status.HTTP_200_OK, response.json()
    return [claim["id"] for claim in response.json()["results"]]


def ids(claims, *names):
    return sorted(claims[name].pk for name in names)


def test_the_api_uses_the_public_sites_filterset():
    assert ClaimViewSet.filterset_class is ClaimFilter
    assert ClaimCSVExportView.filterset_class is ClaimFilter
    assert ClaimReviewView.filterset_class is ClaimFilter


@pytest.mark.parametrize(
    "query, expected",
    [
        ({"status": "unverified"}, ["defected", "elsewhere"]),
        ({"status": ["in_review", "false"]}, ["troops", "fear"]),
        ({"kind": "statistic"}, ["defected", "troops"]),
        ({"kind": ["quote", "event"]}, ["fear", "elsewhere"]),
        ({"source": "juan-guaido"}, ["fear"]),
        ({"article": "troops"}, ["elsewhere"]),
        ({"value_min": "1000"}, ["defected", "troops"]),
        ({"value_min": "1001", "value_max": "300000"}, ["troops"]),
        ({"value_max": "999.5"}, []),
        ({"updated_since": "PLACEHOLDER"}, ["defected", "troops", "fear"]),
        ({"search": "armed forces"}, ["troops"]),
        ({"search": "afraid"}, ["fear"]),
        ({"search": "Guaidó"}, ["fear"]),  # the quote, and the source's name
        ({"search": "young opposition leader"}, ["fear"]),  # an alias
        ({"search": "Foreign Ministry"}, ["defected", "troops", "elsewhere"]),  # source name and quote
        ({"status": "unverified", "kind": "statistic"}, ["defected"]),
    ],
)
def test_filters(api_client, claims, query, expected):
    if query.get("updated_since") == "PLACEHOLDER":
        query = {"updated_since": (timezone.now() - timedelta(days=1)).isoformat()}

    assert sorted(listed(api_client, query)) == ids(claims, *expected)


def test_an_empty_filter_is_no_filter(api_client, claims):
    assert len(listed(api_client, {"search": "", "value_min": "", "source": "", "ordering": ""})) == 4


@pytest.mark.parametrize("ordering", ["value", "-value", "updated_at", "-updated_at", "created_at", "-start"])
def test_ordering(api_client, claims, ordering):
    got = listed(api_client, {"ordering": ordering})
    field = ordering.lstrip("-")
    values = [v for v in (getattr(Claim.objects.get(pk=pk), field) for pk in got) if v is not None]

    assert len(got) == 4
    assert values == sorted(values, reverse=ordering.startswith("-"))


def test_ordering_by_several_fields(api_client, claims):
    got = listed(api_client, {"ordering": "kind,-id"})

    assert got == [claims[name].pk for name in ("elsewhere", "fear", "troops", "defected")]


def test_ordering_by_an_unknown_field_is_400(api_client, claims):
    response = api_client.get(reverse("claim-list"), {"ordering": "statement"})

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "ordering" in response.json()


def test_pagination_with_bounded_page_size(api_client, article):
    for start in range(0, 120):
        ClaimFactory(article=article, start=start, end=start + 1, quote=BODY[start])

    first = api_client.get(reverse("claim-list")).json()
    small = api_client.get(reverse("claim-list"), {"page_size": 7, "page": 2}).json()
    capped = api_client.get(reverse("claim-list"), {"page_size": 1000}).json()
    last = api_client.get(reverse("claim-list"), {"page_size": 100, "page": 2}).json()

    assert ("count" in first, len(first["results"])) == (False, 50)  # cursor pages count nothing
    assert "cursor=" in first["next"]
    assert [c["start"] for c in small["results"]] == list(range(7, 14))
    assert len(capped["results"]) == 100
    assert (len(last["results"]), last["next"]) == (20, None)


@pytest.mark.parametrize(
    "query, expected",
    [
        ({"page": 99}, status.HTTP_404_NOT_FOUND),
        ({"page": "last"}, status.HTTP_200_OK),
        ({"page": "first"}, status.HTTP_404_NOT_FOUND),
        ({"page_size": 0}, status.HTTP_400_BAD_REQUEST),
        ({"page_size": "ten"}, status.HTTP_400_BAD_REQUEST),
    ],
)
def test_bad_pages(api_client, claims, query, expected):
    assert api_client.get(reverse("claim-list"), query).status_code == expected


def test_list_query_count_does_not_depend_on_filters(api_client, claims, django_assert_num_queries):
    with django_assert_num_queries(1):  # the page (no count) with its evidence and history
        api_client.get(reverse("claim-list"), {"status": ["unverified", "false"], "search": "soldiers", "ordering": "-value"})
