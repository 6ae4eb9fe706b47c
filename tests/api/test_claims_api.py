"""Reading and writing claims, articles and sources through /api/v1/: what each
client sees, in a fixed number of queries, and writes that go through the workflow."""

import re

import pytest
from django.urls import reverse
from rest_framework import status

from claims.models import Claim, Evidence, Status
from sources.models import Source
from tests.api.builders import BODY, rated, span
from tests.factories import ArticleFactory, ClaimFactory, SourceAliasFactory, SourceFactory, UserFactory

pytestmark = pytest.mark.django_db

INTERNAL_CLAIM_FIELDS = {"assignee", "summary_draft", "proposed", "confidence"}


def make_claims(count, *, editor):
    """`count` claims across articles, each with a source alias, evidence and history."""
    claims = []
    for _ in range(count):
        article = ArticleFactory(body=BODY)
        claim = ClaimFactory(article=article, **span("Over one thousand soldiers"))
        SourceAliasFactory(source=claim.source)
        claims.append(rated(claim, editor=editor))
    return claims


# ------------------------------------------------------------------ reading


def test_claim_shows_the_public_record(api_client, claim, editor):
    rated(claim, editor=editor, summary="The ministry confirmed the figure.")

    response = api_client.get(reverse("claim-detail", kwargs={"pk": claim.pk}))

    assert response.status_code == status.HTTP_200_OK
    data = response.json()
    assert data["id"] == claim.pk
    assert data["url"] == f"http://testserver/api/v1/claims/{claim.pk}/"
    assert data["page"] == "http://testserver" + claim.get_absolute_url()
    assert data["article"] == {
        "id": claim.article.pk,
        "headline": "Soldiers defect",
        "url": "http://testserver/api/v1/articles/soldiers-defect/",
    }
    assert data["source"] == {
        "id": claim.source.pk,
        "name": "Juan Guaidó",
        "url": "http://testserver/api/v1/sources/juan-guaido/",
    }
    assert (data["quote"], data["start"], data["end"]) == (claim.quote, claim.start, claim.end)
    assert (data["kind"], data["value"], data["qualifier"], data["unit"]) == (
        "statistic",
        "1000.0000",
        "more_than",
        "soldiers",
    )
    assert data["status"] == Status.VERIFIED
    assert data["verdict"] == "The ministry confirmed the figure."
    assert data["version"] == claim.version
    assert [entry["to_status"] for entry in data["history"]] == [Status.VERIFIED, Status.IN_REVIEW]
    assert len(data["evidence"]) == 1


def test_anonymous_clients_see_no_internal_fields_or_staff_names(api_client, claim, editor):
    rated(claim, editor=editor)

    data = api_client.get(reverse("claim-detail", kwargs={"pk": claim.pk})).json()

    assert not INTERNAL_CLAIM_FIELDS & data.keys()
    assert all(entry.keys() == {"created_at", "from_status", "to_status", "summary"} for entry in data["history"])
    assert all("added_by" not in item for item in data["evidence"])
    assert editor.username not in str(data)


@pytest.mark.parametrize("client_fixture", ["fact_checker_client", "editor_client"])
def test_staff_see_internal_fields(request, client_fixture, claim, editor):
    Claim.objects.filter(pk=claim.pk).update(assignee=editor, confidence="0.900")
    rated(claim, editor=editor)

    data = request.getfixturevalue(client_fixture).get(reverse("claim-detail", kwargs={"pk": claim.pk})).json()

    assert INTERNAL_CLAIM_FIELDS <= data.keys()
    assert data["assignee"] == editor.username
    assert data["confidence"] == "0.900"
    assert data["history"][0]["actor"] == editor.username
    assert data["evidence"][0]["added_by"] == editor.username


def test_verdict_is_the_published_summary_never_the_draft(api_client, editor_client, claim):
    Claim.objects.filter(pk=claim.pk).update(summary_draft="Draft: still checking the ministry.")

    public = api_client.get(reverse("claim-detail", kwargs={"pk": claim.pk})).json()
    staff = editor_client.get(reverse("claim-detail", kwargs={"pk": claim.pk})).json()

    assert public["verdict"] == ""
    assert "Draft" not in str(public)
    assert staff["summary_draft"] == "Draft: still checking the ministry."
    assert staff["verdict"] == ""


def test_machine_proposals_are_hidden_from_anonymous_clients(api_client, reader_client, editor_client, claim):
    proposal = ClaimFactory(article=claim.article, proposed=True, **span("235,000"))

    assert api_client.get(reverse("claim-detail", kwargs={"pk": proposal.pk})).status_code == status.HTTP_404_NOT_FOUND
    assert reader_client.get(reverse("claim-detail", kwargs={"pk": proposal.pk})).status_code == status.HTTP_404_NOT_FOUND
    assert [c["id"] for c in api_client.get(reverse("claim-list")).json()["results"]] == [claim.pk]
    staff_ids = {c["id"] for c in editor_client.get(reverse("claim-list")).json()["results"]}
    assert staff_ids == {claim.pk, proposal.pk}
    article = api_client.get(reverse("article-detail", kwargs={"slug": claim.article.slug})).json()
    assert [c["id"] for c in article["claims"]] == [claim.pk]
    assert article["claim_count"] == 1


# The page (no count: cursor pages) with its evidence and history in each
# claim's row. Staff pay four more queries: the failed-login lock of their
# address, checked before a token is looked up, the token and its user, and
# their permissions, loaded once for the role check.
@pytest.mark.parametrize("client_fixture, queries", [("api_client", 1), ("editor_client", 5)])
def test_claim_list_query_count_is_constant(request, django_assert_num_queries, editor, client_fixture, queries):
    client = request.getfixturevalue(client_fixture)
    make_claims(2, editor=editor)
    with django_assert_num_queries(queries):
        small = client.get(reverse("claim-list"))
    make_claims(20, editor=editor)
    with django_assert_num_queries(queries):
        large = client.get(reverse("claim-list"))
    assert (len(small.json()["results"]), len(large.json()["results"])) == (2, 22)


def test_a_reader_signed_in_to_the_site_pays_for_the_session_and_the_user_alone(client, django_assert_num_queries, editor):
    """The session and its user, then the page: what the benchmark's reader pays."""
    client.force_login(UserFactory())
    make_claims(3, editor=editor)
    with django_assert_num_queries(3):
        assert len(client.get(reverse("claim-list")).json()["results"]) == 3


# A claim's own address: the claim, then its evidence and history (prefetched).
@pytest.mark.parametrize("client_fixture, queries", [("api_client", 3), ("editor_client", 7)])
def test_claim_detail_query_count(request, django_assert_num_queries, claim, editor, client_fixture, queries):
    client = request.getfixturevalue(client_fixture)
    rated(claim, editor=editor)
    with django_assert_num_queries(queries):
        assert client.get(reverse("claim-detail", kwargs={"pk": claim.pk})).status_code == status.HTTP_200_OK


def test_article_list_and_detail_query_counts_are_constant(api_client, django_assert_num_queries, editor):
    make_claims(2, editor=editor)
    with django_assert_num_queries(2):
        small = api_client.get(reverse("article-list"))
    claims = make_claims(15, editor=editor)
    article = claims[0].article
    for index in range(1, 8):
        ClaimFactory(article=article, start=index * 5, end=index * 5 + 3, quote=BODY[index * 5 : index * 5 + 3])
    with django_assert_num_queries(2):
        large = api_client.get(reverse("article-list"))
    with django_assert_num_queries(4):
        detail = api_client.get(reverse("article-detail", kwargs={"slug": article.slug}))
    assert (small.json()["count"], large.json()["count"]) == (2, 17)
    assert len(detail.json()["claims"]) == 8
    assert detail.json()["body"] == BODY


def test_source_list_and_detail(api_client, editor_client, django_assert_num_queries, claim, editor, guaido):
    rated(claim, editor=editor)
    SourceAliasFactory(source=guaido, name="Guaidó")
    ClaimFactory(article=claim.article, source=guaido, **span("235,000"))
    with django_assert_num_queries(3):
        listed = api_client.get(reverse("source-list"))
    for _ in range(10):
        SourceAliasFactory(source=SourceFactory(affiliation=guaido))
    with django_assert_num_queries(3):
        assert api_client.get(reverse("source-list")).json()["count"] == 11
    with django_assert_num_queries(3):
        detail = api_client.get(reverse("source-detail", kwargs={"slug": "juan-guaido"}))

    assert listed.json()["results"][0]["aliases"] == ["Guaidó"]
    assert "notes" not in listed.json()["results"][0]
    tally = {row["status"]: row["count"] for row in detail.json()["claim_tally"]}
    assert tally == {"unverified": 1, "in_review": 0, "verified": 1, "misleading": 0, "false": 0, "unverifiable": 0}
    assert editor_client.get(reverse("source-detail", kwargs={"slug": "juan-guaido"})).json()["notes"] == (
        "Internal: call his office first."
    )


def test_source_tally_counts_only_visible_claims(api_client, editor_client, claim, guaido):
    ClaimFactory(article=claim.article, source=guaido, proposed=True, **span("235,000"))

    def unverified(client):
        tally = client.get(reverse("source-detail", kwargs={"slug": "juan-guaido"})).json()["claim_tally"]
        return next(row["count"] for row in tally if row["status"] == "unverified")

    assert (unverified(api_client), unverified(editor_client)) == (1, 2)


# ------------------------------------------------------------------ writing


def test_fact_checker_creates_a_claim(fact_checker_client, article, guaido):
    payload = {
        "article": article.pk,
        **span("The ministry of defense puts the number of troops at 235,000"),
        "statement": "Venezuela's armed forces number 235,000 troops.",
        "kind": "statistic",
        "source": guaido.pk,
        "value": 235000,
        "qualifier": "exact",
        "unit": "troops",
    }

    response = fact_checker_client.post(reverse("claim-list"), payload, format="json")

    assert response.status_code == status.HTTP_201_CREATED, response.json()
    claim = Claim.objects.get(pk=response.json()["id"])
    assert response["Location"] == f"http://testserver/api/v1/claims/{claim.pk}/"
    assert (claim.status, claim.value, claim.version) == (Status.UNVERIFIED, 235000, 1)
    assert response.json()["status"] == "unverified"


def test_update_needs_the_version_read_and_stale_versions_get_409(editor_client, claim):
    url = reverse("claim-detail", kwargs={"pk": claim.pk})
    read = editor_client.get(url).json()

    first = editor_client.patch(url, {"unit": "members of the armed forces", "version": read["version"]}, format="json")
    stale = editor_client.patch(url, {"unit": "soldiers and officers", "version": read["version"]}, format="json")

    assert first.status_code == status.HTTP_200_OK
    assert first.json()["version"] == read["version"] + 1
    assert stale.status_code == status.HTTP_409_CONFLICT
    assert stale.json()["current_version"] == read["version"] + 1
    claim.refresh_from_db()
    assert claim.unit == "members of the armed forces"


def test_a_stale_patch_that_lost_to_a_verdict_is_409_not_400(editor_client, editor, claim):
    url = reverse("claim-detail", kwargs={"pk": claim.pk})
    read = editor_client.get(url).json()
    rated(claim, editor=editor)  # meanwhile, a verdict froze the claim's words

    stale = editor_client.patch(url, {"statement": "Reworded.", "version": read["version"]}, format="json")

    assert stale.status_code == status.HTTP_409_CONFLICT
    assert "changed by someone else" in stale.json()["detail"]
    assert stale.json()["current_version"] == claim.version
    claim.refresh_from_db()
    assert (claim.statement, claim.status) == ("Over one thousand soldiers have defected.", "verified")


def test_put_replaces_content(editor_client, claim, guaido):
    url = reverse("claim-detail", kwargs={"pk": claim.pk})
    payload = {
        "article": claim.article.pk,
        **span("“There is a lot of fear,” said Guaidó"),
        "statement": "Soldiers fear reprisals for defecting.",
        "kind": "quote",
        "source": guaido.pk,
        "value": None,
        "qualifier": "",
        "unit": "",
        "version": claim.version,
    }

    response = editor_client.put(url, payload, format="json")

    assert response.status_code == status.HTTP_200_OK, response.json()
    claim.refresh_from_db()
    assert (claim.kind, claim.quote, claim.value) == ("quote", "“There is a lot of fear,” said Guaidó", None)


def test_status_cannot_be_written_except_by_transition(editor_client, claim):
    url = reverse("claim-detail", kwargs={"pk": claim.pk})

    response = editor_client.patch(url, {"status": "verified", "verdict": "Yes", "version": claim.version}, format="json")

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "/transition/" in response.json()["status"][0]
    assert "/transition/" in response.json()["verdict"][0]
    claim.refresh_from_db()
    assert (claim.status, claim.verdict_summary, claim.version) == (Status.UNVERIFIED, "", 1)


def test_add_evidence_to_a_claim(fact_checker_client, fact_checker, claim, guaido):
    response = fact_checker_client.post(
        reverse("claim-evidence", kwargs={"pk": claim.pk}),
        {
            "title": "Ministry press release",
            "url": "https://example.org/release",
            "summary": "Counts 1,012 defections.",
            "stance": "supports",
            "source": guaido.pk,
        },
        format="json",
    )

    assert response.status_code == status.HTTP_201_CREATED, response.json()
    evidence = Evidence.objects.get(pk=response.json()["id"])
    assert (evidence.claim, evidence.added_by, evidence.source) == (claim, fact_checker, guaido)
    assert response.json()["source"]["name"] == "Juan Guaidó"


def test_create_and_update_a_source(fact_checker_client, guaido):
    created = fact_checker_client.post(
        reverse("source-list"),
        {"name": "Foreign Ministry", "slug": "foreign-ministry", "kind": "government_body", "country": "Colombia"},
        format="json",
    )
    assert created.status_code == status.HTTP_201_CREATED, created.json()
    assert created.json()["claim_tally"][0] == {"status": "unverified", "label": "Unverified", "count": 0, "percent": 0}

    url = reverse("source-detail", kwargs={"slug": "foreign-ministry"})
    changed = fact_checker_client.patch(url, {"affiliation": guaido.pk, "homepage": "https://example.org"}, format="json")

    assert changed.status_code == status.HTTP_200_OK, changed.json()
    source = Source.objects.get(slug="foreign-ministry")
    assert (source.affiliation, source.homepage) == (guaido, "https://example.org")


# ------------------------------------------------------- limits and schema


def test_anonymous_bursts_are_throttled_with_retry_after(api_client, settings, claim):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"anon": "600/hour", "anon_burst": "3/minute"},
    }
    answers = [api_client.get(reverse("claim-list")).status_code for _ in range(4)]

    assert answers == [status.HTTP_200_OK] * 3 + [status.HTTP_429_TOO_MANY_REQUESTS]
    throttled = api_client.get(reverse("claim-list"))
    assert 0 < int(throttled["Retry-After"]) <= 60


def test_staff_tokens_are_not_throttled_as_anonymous(editor_client, settings, claim):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"anon": "1/hour", "anon_burst": "1/minute"},
    }
    answers = {editor_client.get(reverse("claim-list")).status_code for _ in range(3)}

    assert answers == {status.HTTP_200_OK}


def test_openapi_schema_and_local_docs(api_client):
    schema = api_client.get("/api/schema/?format=json")
    docs = api_client.get("/api/docs/")
    redoc = api_client.get("/api/redoc/")

    assert schema.status_code == status.HTTP_200_OK
    paths = schema.json()["paths"]
    assert {"/api/v1/claims/", "/api/v1/claims/{id}/transition/", "/api/v1/claims/export.csv", "/api/v1/claimreview/"} <= paths.keys()
    transition = paths["/api/v1/claims/{id}/transition/"]["post"]["responses"]
    assert {"200", "400", "401", "403", "404", "409", "429"} <= transition.keys()
    assert "text/csv" in paths["/api/v1/claims/export.csv"]["get"]["responses"]["200"]["content"]
    assert "application/ld+json" in paths["/api/v1/claimreview/"]["get"]["responses"]["200"]["content"]
    claim_component = schema.json()["components"]["schemas"]["Claim"]
    assert INTERNAL_CLAIM_FIELDS <= claim_component["properties"].keys()
    assert "status" in claim_component["required"]
    assert not INTERNAL_CLAIM_FIELDS & set(claim_component["required"])  # anonymous answers omit them
    # Swagger UI from the sidecar's static files; ReDoc's bundle through
    # newsroom/api_docs.py, which drops its one off-site image.
    for page, local_bundle in ((docs, "/static/drf_spectacular_sidecar/"), (redoc, "/api/redoc/redoc.standalone.js")):
        assert page.status_code == status.HTTP_200_OK
        html = page.content.decode()
        assert local_bundle in html
        assert "cdn." not in html and "unpkg" not in html
        assert not re.search(r'(src|href)="(https?:)?//', html), "the docs load nothing from another site"
    # Swagger UI's own off-site request, which it makes only on a host other than
    # localhost (so a browser test never sees it): the validator badge, off.
    assert '"validatorUrl": null' in docs.content.decode()


def test_unknown_api_addresses_answer_json_404(api_client):
    response = api_client.post("/api/v1/nothing-here/")

    assert response.status_code == status.HTTP_404_NOT_FOUND
    assert response.json() == {"detail": "Not found."}


def test_staff_without_a_newsroom_role_see_only_what_readers_see(api_client, claim):
    from rest_framework.authtoken.models import Token

    from tests.factories import UserFactory

    ClaimFactory(article=claim.article, proposed=True, **span("235,000"))
    roleless = UserFactory(is_staff=True)
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=roleless).key}")

    data = api_client.get(reverse("claim-list")).json()

    assert [row["id"] for row in data["results"]] == [claim.pk]
    assert not INTERNAL_CLAIM_FIELDS & set(data["results"][0])
