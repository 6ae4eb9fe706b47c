"""The exports: every matching claim as CSV, and ClaimReview JSON-LD for every verdict."""

import csv
import datetime
import io
import json

import pytest
from django.urls import reverse
from rest_framework import status

from claims.models import Claim, Status
from newsroom.public_address import absolute_url
from tests.api.builders import BODY, rated, span
from tests.factories import ArticleFactory, ClaimFactory, EvidenceFactory, SourceFactory

pytestmark = pytest.mark.django_db

PUBLIC_COLUMNS = [
    "id", "url", "page", "article_id", "article_slug", "article_headline", "article_url", "article_publisher",
    "article_published_on", "quote", "start", "end", "statement", "kind", "source_id", "source_slug",
    "source_name", "attribution", "via_id", "via_name", "value", "qualifier", "unit", "tracked_figure",
    "rating", "verdict_explanation", "verdict_at", "evidence_count", "evidence_urls", "version", "created_at",
    "updated_at",
]  # fmt: skip
STAFF_COLUMNS = ["assignee", "summary_draft", "proposed", "confidence"]


def export(client, query=None):
    response = client.get(reverse("claim-export-csv"), query or {})
    assert response.status_code == status.HTTP_200_OK
    assert response.streaming
    raw = b"".join(response.streaming_content)
    return response, raw


def parse(raw: bytes) -> list[dict]:
    assert raw.startswith("\ufeff".encode())
    return list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"), newline="")))


def text(value) -> str:
    if value is None:
        return ""
    if hasattr(value, "astimezone"):
        return value.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return str(value)


def database_row(claim: Claim) -> dict:
    publisher = claim.article.publisher
    return {
        "id": str(claim.pk),
        "url": absolute_url(f"/api/v1/claims/{claim.pk}/"),
        "page": absolute_url(f"/claims/{claim.pk}/"),
        "article_id": str(claim.article_id),
        "article_slug": claim.article.slug,
        "article_headline": claim.article.headline,
        "article_url": claim.article.url,
        "article_publisher": publisher.name if publisher and not publisher.proposed else "",
        "article_published_on": text(claim.article.published_on),
        "quote": claim.quote,
        "start": str(claim.start),
        "end": str(claim.end),
        "statement": claim.statement,
        "kind": claim.kind,
        "source_id": text(claim.source_id),
        "source_slug": claim.source.slug if claim.source else "",
        "source_name": claim.source.name if claim.source else "",
        "attribution": claim.attribution,
        "via_id": text(claim.via_id),
        "via_name": claim.via.name if claim.via else "",
        "value": text(claim.value),
        "qualifier": claim.qualifier,
        "unit": claim.unit,
        "tracked_figure": "",  # none of these claims is a tracked figure's value
        "rating": claim.status,
        "verdict_explanation": claim.verdict_summary,
        "verdict_at": text(claim.verdict_at),
        "evidence_count": str(claim.evidence.count()),
        "evidence_urls": " ".join(item.url for item in claim.evidence.order_by("id") if item.url),
        "version": str(claim.version),
        "created_at": text(claim.created_at),
        "updated_at": text(claim.updated_at),
    }


@pytest.fixture
def tricky_claims(claim, editor, article):
    """Claims whose text tests the CSV: commas, quotes, newlines, accents, no source."""
    el_pais = SourceFactory(name="El País", slug="el-pais", kind="media_outlet")
    quoted = ClaimFactory(
        article=article,
        source=claim.source,
        via=el_pais,
        kind="quote",
        attribution="told Spanish newspaper El País",
        statement='Guaidó said: "There is a lot of fear",\nand soldiers know it.',
        **span("“There is a lot of fear,” said Guaidó"),
    )
    anonymous = ClaimFactory(article=article, source=None, kind="statistic", value="235000", **span("235,000"))
    rated(claim, editor=editor, summary="Ministry figures, 1,012 by 3 May; “more than” holds.")
    return [claim, quoted, anonymous]


def test_csv_parses_back_to_the_database_rows(api_client, tricky_claims):
    response, raw = export(api_client)

    rows = parse(raw)
    claims = Claim.objects.select_related("article", "source", "via").order_by("article_id", "start", "end", "id")
    assert list(rows[0].keys()) == PUBLIC_COLUMNS
    assert rows == [database_row(claim) for claim in claims]
    assert "Juan Guaidó" in {row["source_name"] for row in rows}
    assert "El País" in {row["via_name"] for row in rows}


def test_csv_headers(api_client, claim):
    response, raw = export(api_client)

    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="claims-')
    assert response["Content-Disposition"].endswith('.csv"')
    assert raw.decode("utf-8").startswith("\ufeffid,url,page,")
    assert "Guaidó".encode() in raw


def test_csv_has_every_matching_claim_not_one_page(api_client, article):
    for start in range(150):
        ClaimFactory(article=article, start=start, end=start + 2, quote=BODY[start : start + 2])

    _, raw = export(api_client)

    assert len(parse(raw)) == 150


def test_csv_names_the_article_and_counts_and_links_the_evidence(api_client, editor_client, editor):
    outlet = SourceFactory(name="El País", slug="el-pais", kind="media_outlet")
    proposed_outlet = SourceFactory(name="Unconfirmed Daily", slug="unconfirmed", kind="media_outlet", proposed=True)
    article = ArticleFactory(
        body=BODY, publisher=outlet, url="https://news.example/story", published_on=datetime.date(2019, 3, 4)
    )
    checked = rated(ClaimFactory(article=article, **span("235,000")), editor=editor, summary="Per the record.")
    first_url = checked.evidence.get().url
    EvidenceFactory(claim=checked, url="", reference="Gazette no. 41", added_by=editor)
    EvidenceFactory(claim=checked, url="https://gov.example/b", added_by=editor)
    bare = ClaimFactory(article=ArticleFactory(body=BODY, publisher=proposed_outlet), **span("The ministry"))

    _, raw = export(api_client)
    rows = {row["id"]: row for row in parse(raw)}
    row = rows[str(checked.pk)]
    assert row["article_publisher"] == "El País"
    assert row["article_url"] == "https://news.example/story"
    assert row["article_published_on"] == "2019-03-04"
    assert (row["rating"], row["verdict_explanation"]) == ("verified", "Per the record.")
    assert row["evidence_count"] == "3"  # the reference without a URL is counted, not linked
    assert row["evidence_urls"] == f"{first_url} https://gov.example/b"
    assert row["verdict_at"].endswith("Z") and "." not in row["verdict_at"]
    assert datetime.datetime.fromisoformat(row["verdict_at"]).tzinfo == datetime.UTC
    bare_row = rows[str(bare.pk)]
    assert (bare_row["evidence_count"], bare_row["evidence_urls"], bare_row["article_publisher"]) == ("0", "", "")
    assert bare_row["article_published_on"] == ""

    _, staff_raw = export(editor_client)
    assert {row["id"]: row for row in parse(staff_raw)}[str(bare.pk)]["article_publisher"] == "Unconfirmed Daily"


@pytest.mark.parametrize("export_name", ["claim-export-csv", "claim-export-jsonl", "claimreview"])
def test_exports_do_not_depend_on_the_readers_language(client, tricky_claims, export_name):
    def body(**headers):
        response = client.get(reverse(export_name), **headers)
        assert response.status_code == status.HTTP_200_OK
        return b"".join(response.streaming_content)

    english = body(HTTP_ACCEPT_LANGUAGE="en")
    assert b"/claims/" in english and b"/es/" not in english
    assert body(HTTP_ACCEPT_LANGUAGE="es") == english
    client.post(reverse("set_language"), {"language": "es", "next": "/"})  # the language switch's cookie
    assert body() == english


@pytest.mark.parametrize("export_name", ["claim-export-csv", "claim-export-jsonl", "claimreview"])
def test_exports_link_under_the_newsrooms_address_whatever_the_host(client, settings, tricky_claims, export_name):
    """A file saved and shared names the newsroom's own address, as the feeds
    and the sitemap do, not the host the export was asked through."""
    settings.NEWSROOM_URL = "https://facts.example.org"
    settings.ALLOWED_HOSTS = ["internal.example", "facts.example.org"]
    response = client.get(reverse(export_name), HTTP_HOST="internal.example")
    assert response.status_code == status.HTTP_200_OK
    body = b"".join(response.streaming_content)
    assert b"https://facts.example.org/claims/" in body
    assert b"internal.example" not in body


def test_export_errors_still_speak_the_readers_language(api_client):
    response = api_client.get(reverse("claim-export-csv"), {"status": "debunked"}, HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == status.HTTP_400_BAD_REQUEST
    english = api_client.get(reverse("claim-export-csv"), {"status": "debunked"}, HTTP_ACCEPT_LANGUAGE="en")
    assert response.json()["status"] != english.json()["status"]


def test_csv_takes_the_list_filters_and_ordering(api_client, tricky_claims):
    _, raw = export(api_client, {"kind": ["quote", "statistic"], "ordering": "-id"})
    ids = [int(row["id"]) for row in parse(raw)]

    assert ids == sorted((c.pk for c in tricky_claims), reverse=True)
    _, raw = export(api_client, {"status": "verified"})
    assert [int(row["id"]) for row in parse(raw)] == [tricky_claims[0].pk]


def test_csv_bad_filter_is_a_json_400(api_client, claim):
    response = api_client.get(reverse("claim-export-csv"), {"status": "debunked"}, HTTP_ACCEPT="text/csv")

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert response["Content-Type"] == "application/json"
    assert "status" in response.json()


def test_csv_hides_proposals_and_internal_columns_from_anonymous_clients(api_client, editor_client, claim, article):
    proposal = ClaimFactory(article=article, proposed=True, confidence="0.75", summary_draft="Draft", **span("235,000"))

    _, public = export(api_client)
    _, staff = export(editor_client)

    assert [int(row["id"]) for row in parse(public)] == [claim.pk]
    assert b"Draft" not in public
    staff_rows = {int(row["id"]): row for row in parse(staff)}
    assert list(next(iter(staff_rows.values())).keys()) == PUBLIC_COLUMNS + STAFF_COLUMNS
    assert staff_rows[proposal.pk]["proposed"] == "true"
    assert staff_rows[proposal.pk]["confidence"] == "0.750"
    assert staff_rows[proposal.pk]["summary_draft"] == "Draft"


@pytest.mark.parametrize("client_fixture", ["api_client", "editor_client"])
def test_csv_query_count_is_constant(request, django_assert_num_queries, article, client_fixture):
    client = request.getfixturevalue(client_fixture)
    # Staff: the failed-login lock of their address, the token lookup, then the
    # user's and the groups' permissions (the role check).
    expected = 1 if client_fixture == "api_client" else 5
    for start in range(3):
        ClaimFactory(article=article, start=start, end=start + 2, quote=BODY[start : start + 2])
    with django_assert_num_queries(expected):
        export(client)
    for start in range(3, 60):
        ClaimFactory(article=article, start=start, end=start + 2, quote=BODY[start : start + 2])
    with django_assert_num_queries(expected):
        _, raw = export(client)
    assert len(parse(raw)) == 60


# -------------------------------------------------------------- ClaimReview


def streamed_json(response):
    return json.loads(b"".join(response.streaming_content).decode("utf-8"))


REQUIRED_CLAIM_REVIEW = {
    "@context",
    "@type",
    "url",
    "claimReviewed",
    "itemReviewed",
    "author",
    "datePublished",
    "reviewRating",
}


def test_claimreview_lists_every_visible_verdict(api_client, tricky_claims, editor, article):
    _, quoted, unrated = tricky_claims
    rated(quoted, editor=editor, to=Status.FALSE, summary="He said it about officers.")
    proposal = ClaimFactory(article=article, proposed=True, **span("Over one thousand"))
    rated(proposal, editor=editor)

    response = api_client.get(reverse("claimreview"))

    assert response.status_code == status.HTTP_200_OK
    assert response["Content-Type"] == "application/ld+json"
    assert response.streaming, "the feed of every verdict is streamed, never built whole"
    reviews = streamed_json(response)
    assert [review["claimReviewed"] for review in reviews] == [tricky_claims[0].statement, quoted.statement]
    for review in reviews:
        assert REQUIRED_CLAIM_REVIEW <= review.keys()
        assert (review["@context"], review["@type"]) == ("https://schema.org", "ClaimReview")
        assert review["itemReviewed"]["@type"] == "Claim"
        assert {"@type", "headline", "url"} <= review["itemReviewed"]["appearance"].keys()
        rating = review["reviewRating"]
        assert {
            "@type",
            "ratingValue",
            "bestRating",
            "worstRating",
            "alternateName",
        } <= rating.keys()  # no unverifiable here
        assert rating["worstRating"] <= rating["ratingValue"] <= rating["bestRating"]
    assert reviews[1]["reviewRating"]["alternateName"] == "False"
    assert reviews[1]["reviewRating"]["ratingExplanation"] == "He said it about officers."
    assert reviews[1]["itemReviewed"]["author"]["name"] == "Juan Guaidó"


def test_claimreview_is_json_ld_whatever_the_client_accepts(api_client, claim, editor):
    rated(claim, editor=editor)

    response = api_client.get(reverse("claimreview"), HTTP_ACCEPT="application/json")

    assert response["Content-Type"] == "application/ld+json"
    assert len(streamed_json(response)) == 1


def test_claimreview_query_count_is_constant(api_client, django_assert_num_queries, editor):
    def rate_new_claims(count):
        for _ in range(count):
            rated(ClaimFactory(article=ArticleFactory(body=BODY), **span("235,000")), editor=editor)

    rate_new_claims(1)
    with django_assert_num_queries(1):
        streamed_json(api_client.get(reverse("claimreview")))
    rate_new_claims(10)
    with django_assert_num_queries(1):
        assert len(streamed_json(api_client.get(reverse("claimreview")))) == 11


def test_claimreview_feed_is_one_json_array_across_fetch_chunks(api_client, editor, monkeypatch):
    """The stream is fetched in chunks; the pieces still make one valid array."""
    monkeypatch.setattr("claims.export_api.STREAM_CHUNK_SIZE", 2)
    for _ in range(5):
        rated(ClaimFactory(article=ArticleFactory(body=BODY), **span("235,000")), editor=editor)
    response = api_client.get(reverse("claimreview"))
    pieces = list(response.streaming_content)
    assert len(pieces) == 7  # "[", five reviews, "]"
    assert len(json.loads(b"".join(pieces))) == 5


def test_claimreview_feed_with_no_verdicts_is_an_empty_array(api_client):
    assert streamed_json(api_client.get(reverse("claimreview"))) == []
