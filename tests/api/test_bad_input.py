"""Bad input gets a 400 with field errors, unknown things a 404: never a 500.

Model validation (`full_clean()` in claims.workflow) raises Django's
ValidationError; the API's exception handler answers it as a 400 naming the
fields, like a serializer error.
"""

import pytest
from django.urls import reverse
from rest_framework import status

from claims.models import Claim
from sources.models import Source
from tests.api.builders import span

pytestmark = pytest.mark.django_db


@pytest.fixture
def new_claim(article, guaido):
    """A valid new claim; each case below spoils one thing."""
    return {
        "article": article.pk,
        **span("235,000"),
        "statement": "The armed forces number 235,000.",
        "kind": "statistic",
        "source": guaido.pk,
        "value": "235000",
        "qualifier": "exact",
        "unit": "troops",
    }


@pytest.mark.parametrize(
    "change, field",
    [
        ({"quote": "236,000"}, "quote"),  # the span does not hold these words
        ({"start": 0}, "quote"),  # a span that does not match the quote
        ({"end": 100_000}, "end"),  # outside the body
        ({"start": 10, "end": 10}, "end"),  # empty span
        ({"start": -1}, "start"),
        ({"value": "about a thousand"}, "value"),  # not a number
        ({"value": "NaN"}, "value"),
        ({"value": "1e400"}, "value"),
        ({"value": True}, "value"),
        ({"value": None}, "qualifier"),  # a qualifier needs a value
        ({"kind": "rumour"}, "kind"),
        ({"qualifier": "roughly"}, "qualifier"),
        ({"statement": ""}, "statement"),
        ({"statement": 42}, "statement"),  # a number, not a string
        ({"statement": "bad\x00byte"}, "statement"),
        ({"article": 999_999}, "article"),
        ({"article": "soldiers-defect"}, "article"),
        ({"source": 999_999}, "source"),
        ({"confidence": "0.5"}, "confidence"),  # only extraction sets it
        ({"proposed": True}, "proposed"),  # only extraction sets it; confirming clears it
        ({"status": "verified"}, "status"),  # statuses move only through /transition/
        ({"verdict_summary": "Rated true."}, "verdict_summary"),
        ({"colour": "red"}, "colour"),  # unknown fields are not silently dropped
        ({"start": 99}, "quote"),
    ],
)
def test_bad_claims_are_400_with_field_errors(fact_checker_client, new_claim, change, field):
    payload = {**new_claim, **change}

    response = fact_checker_client.post(reverse("claim-list"), payload, format="json")

    assert response.status_code == status.HTTP_400_BAD_REQUEST, response.content
    assert field in response.json(), response.json()
    assert not Claim.objects.exists()


def test_a_second_claim_on_the_same_span_is_a_409_conflict(fact_checker_client, new_claim):
    assert fact_checker_client.post(reverse("claim-list"), new_claim, format="json").status_code == status.HTTP_201_CREATED

    response = fact_checker_client.post(reverse("claim-list"), new_claim, format="json")

    assert response.status_code == status.HTTP_409_CONFLICT
    assert response.json()["fields"] == ["article", "start", "end"]
    assert Claim.objects.count() == 1


def test_update_with_a_span_outside_the_article_is_400(editor_client, claim):
    response = editor_client.patch(
        reverse("claim-detail", kwargs={"pk": claim.pk}), {"end": 5000, "version": claim.version}, format="json"
    )

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "end" in response.json()
    assert Claim.objects.get(pk=claim.pk).version == claim.version


def test_update_without_a_version_is_400(editor_client, claim):
    response = editor_client.patch(reverse("claim-detail", kwargs={"pk": claim.pk}), {"unit": "x"}, format="json")

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "version" in response.json()


@pytest.mark.parametrize(
    "body, content_type",
    [
        ('{"statement": "unterminated', "application/json"),
        ("[1, 2, 3]", "application/json"),
        ('"a string"', "application/json"),
        ('{"value": NaN}', "application/json"),
    ],
)
def test_unreadable_bodies_are_400(fact_checker_client, body, content_type):
    response = fact_checker_client.generic("POST", reverse("claim-list"), body, content_type=content_type)

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert response.json()


def test_form_encoded_bodies_are_415(fact_checker_client):
    response = fact_checker_client.post(reverse("claim-list"), {"statement": "x"}, format="multipart")

    assert response.status_code == status.HTTP_415_UNSUPPORTED_MEDIA_TYPE


@pytest.mark.parametrize(
    "payload, field",
    [
        ({"title": "Release", "summary": "Says so.", "stance": "supports"}, "non_field_errors"),  # no URL, no reference
        ({"title": "Release", "url": "not a url", "summary": "s", "stance": "supports"}, "url"),
        ({"title": "Release", "reference": "R-1", "summary": "s", "stance": "agrees"}, "stance"),
        ({"title": "", "reference": "R-1", "summary": "s", "stance": "supports"}, "title"),
    ],
)
def test_bad_evidence_is_400(fact_checker_client, claim, payload, field):
    response = fact_checker_client.post(reverse("claim-evidence", kwargs={"pk": claim.pk}), payload, format="json")

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert field in response.json(), response.json()


@pytest.mark.parametrize(
    "payload, field",
    [
        ({"name": "Ministry", "slug": "not a slug", "kind": "government_body"}, "slug"),
        ({"name": "", "slug": "ministry", "kind": "government_body"}, "name"),
        ({"name": "Ministry", "slug": "ministry", "kind": "ministry"}, "kind"),
        ({"name": "Ministry", "slug": "ministry", "kind": "person", "affiliation": 999_999}, "affiliation"),
    ],
)
def test_bad_sources_are_400(fact_checker_client, guaido, payload, field):
    response = fact_checker_client.post(reverse("source-list"), payload, format="json")

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert field in response.json(), response.json()
    assert Source.objects.count() == 1


def test_a_taken_slug_is_a_409_conflict_naming_the_field(fact_checker_client, guaido):
    payload = {"name": "Ministry", "slug": "juan-guaido", "kind": "government_body"}

    response = fact_checker_client.post(reverse("source-list"), payload, format="json")

    assert response.status_code == status.HTTP_409_CONFLICT
    assert response.json() == {"detail": "Source with this Slug already exists.", "fields": ["slug"]}
    assert Source.objects.count() == 1


def test_a_source_cannot_belong_to_itself(fact_checker_client, guaido):
    url = reverse("source-detail", kwargs={"slug": guaido.slug})

    response = fact_checker_client.patch(url, {"affiliation": guaido.pk}, format="json")

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert response.json()["affiliation"] == ["A source cannot be its own affiliation."]


def test_affiliation_cycles_are_refused(fact_checker_client, guaido):
    from tests.factories import SourceFactory

    party = SourceFactory(affiliation=guaido)
    url = reverse("source-detail", kwargs={"slug": guaido.slug})

    response = fact_checker_client.patch(url, {"affiliation": party.pk}, format="json")

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "cycle" in response.json()["affiliation"][0]


@pytest.mark.parametrize(
    "query, field",
    [
        ({"status": "debunked"}, "status"),
        ({"status": ["verified", "rumoured"]}, "status"),
        ({"kind": "rumour"}, "kind"),
        ({"source": "nobody"}, "source"),
        ({"article": "no-such-article"}, "article"),
        ({"value_min": "lots"}, "value_min"),
        ({"value_max": "Infinity"}, "value_max"),
        ({"updated_since": "yesterday"}, "updated_since"),
        ({"updated_since": "0001-01-01T00:00:00+05:00"}, "updated_since"),  # not representable in UTC
        ({"search": "nul\x00byte"}, "search"),
        ({"ordering": "-quote"}, "ordering"),
        ({"page_size": "-3"}, "page_size"),
    ],
)
@pytest.mark.parametrize("endpoint", ["claim-list", "claim-export-csv", "claimreview"])
def test_bad_filters_are_400(api_client, claim, endpoint, query, field):
    response = api_client.get(reverse(endpoint), query)

    if endpoint != "claim-list" and field == "page_size":
        assert response.status_code == status.HTTP_200_OK  # exports are not paginated
        return
    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert field in response.json()


def test_far_time_zone_offsets_are_understood(api_client, claim):
    response = api_client.get(reverse("claim-list"), {"updated_since": "2000-01-01T00:00:00-20:05"})

    assert response.status_code == status.HTTP_200_OK
    assert len(response.json()["results"]) == 1


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/claims/999999/",
        "/api/v1/claims/99999999999999999999999/",
        "/api/v1/claims/not-a-number/",
        "/api/v1/claims/1.5/",
        "/api/v1/articles/no-such-article/",
        "/api/v1/articles/caf%C3%A9/",
        "/api/v1/sources/nobody/",
        "/api/v1/sources/%00/",
        "/api/v1/no-such-endpoint/",
    ],
)
def test_unknown_things_are_json_404(editor_client, path):
    response = editor_client.get(path)

    assert response.status_code == status.HTTP_404_NOT_FOUND
    assert response["Content-Type"] == "application/json"


@pytest.mark.parametrize("path", ["/api/v1/claims/999999/", "/api/v1/sources/nobody/", "/api/v1/claims/999999/evidence/"])
def test_writes_to_unknown_things_are_404(editor_client, path):
    method = editor_client.post if path.endswith("evidence/") else editor_client.patch

    assert method(path, {"version": 1}, format="json").status_code == status.HTTP_404_NOT_FOUND
