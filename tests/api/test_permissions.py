"""Who may do what through the API, as a table of cases per role.

Anonymous clients and readers (logged in, no staff role) only read; fact-checkers
and editors write claims, evidence and sources; of the workflow moves a
fact-checker may only take a claim into review, an editor may also rate it.
Every write is checked on the server, whatever the client sends.
"""

import pytest
from django.urls import reverse
from rest_framework import status
from rest_framework.test import APIClient

from claims.models import Claim, Status
from claims.workflow import claim_transition
from tests.api.builders import span, token_client
from tests.factories import EditorFactory, EvidenceFactory, FactCheckerFactory, UserFactory

pytestmark = pytest.mark.django_db

ROLES = {
    "anonymous": lambda: APIClient(),
    "reader": lambda: token_client(UserFactory()),
    "fact_checker": lambda: token_client(FactCheckerFactory()),
    "editor": lambda: token_client(EditorFactory()),
}


def read_claim(client, claim):
    return client.get(reverse("claim-detail", kwargs={"pk": claim.pk}))


def list_claims(client, claim):
    return client.get(reverse("claim-list"))


def export_csv(client, claim):
    return client.get(reverse("claim-export-csv"))


def create_claim(client, claim):
    payload = {
        "article": claim.article.pk,
        **span("235,000"),
        "statement": "The armed forces number 235,000 troops.",
        "kind": "statistic",
    }
    return client.post(reverse("claim-list"), payload, format="json")


def update_claim(client, claim):
    return client.patch(
        reverse("claim-detail", kwargs={"pk": claim.pk}), {"unit": "troops", "version": claim.version}, format="json"
    )


def add_evidence(client, claim):
    payload = {"title": "Press release", "reference": "MinDef 12/2019", "summary": "Gives 235,000.", "stance": "supports"}
    return client.post(reverse("claim-evidence", kwargs={"pk": claim.pk}), payload, format="json")


def create_source(client, claim):
    payload = {"name": "Ministry of Defense", "slug": "ministry-of-defense", "kind": "government_body"}
    return client.post(reverse("source-list"), payload, format="json")


def update_source(client, claim):
    return client.patch(reverse("source-detail", kwargs={"slug": claim.source.slug}), {"country": "Venezuela"}, format="json")


def take_into_review(client, claim):
    payload = {"to": "in_review", "note": "Checking the ministry's figure.", "version": claim.version}
    return client.post(reverse("claim-transition", kwargs={"pk": claim.pk}), payload, format="json")


def rate_verified(client, claim):
    editor = EditorFactory()
    EvidenceFactory(claim=claim, added_by=editor)
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    payload = {"to": "verified", "summary": "The ministry confirms it.", "version": claim.version}
    return client.post(reverse("claim-transition", kwargs={"pk": claim.pk}), payload, format="json")


OK, CREATED = status.HTTP_200_OK, status.HTTP_201_CREATED
UNAUTHENTICATED, FORBIDDEN = status.HTTP_401_UNAUTHORIZED, status.HTTP_403_FORBIDDEN

#                         anonymous        reader      fact_checker  editor
CASES = {
    list_claims: (OK, OK, OK, OK),
    read_claim: (OK, OK, OK, OK),
    export_csv: (OK, OK, OK, OK),
    create_claim: (UNAUTHENTICATED, FORBIDDEN, CREATED, CREATED),
    update_claim: (UNAUTHENTICATED, FORBIDDEN, OK, OK),
    add_evidence: (UNAUTHENTICATED, FORBIDDEN, CREATED, CREATED),
    create_source: (UNAUTHENTICATED, FORBIDDEN, CREATED, CREATED),
    update_source: (UNAUTHENTICATED, FORBIDDEN, OK, OK),
    take_into_review: (UNAUTHENTICATED, FORBIDDEN, OK, OK),
    rate_verified: (UNAUTHENTICATED, FORBIDDEN, FORBIDDEN, OK),
}


@pytest.mark.parametrize(
    "action, role, expected",
    [
        pytest.param(action, role, expected, id=f"{action.__name__}-{role}")
        for action, answers in CASES.items()
        for role, expected in zip(ROLES, answers, strict=True)
    ],
)
def test_role_may(action, role, expected, claim):
    client = ROLES[role]()
    before = Claim.objects.values("status", "version", "unit").get(pk=claim.pk)

    response = action(client, claim)

    assert response.status_code == expected, getattr(response, "data", None)
    if expected in (UNAUTHENTICATED, FORBIDDEN):
        assert "detail" in response.json()
        if action is not rate_verified:  # its set-up moves the claim itself
            assert Claim.objects.values("status", "version", "unit").get(pk=claim.pk) == before
    if expected == UNAUTHENTICATED:
        assert response["WWW-Authenticate"] == "Token"


def test_session_login_writes_with_csrf_token(fact_checker, claim):
    client = APIClient(enforce_csrf_checks=True)
    client.force_login(fact_checker)

    without_token = update_claim(client, claim)

    assert without_token.status_code == FORBIDDEN
    assert "CSRF" in without_token.json()["detail"]


def test_session_login_reads_like_staff(fact_checker, claim):
    client = APIClient()
    client.force_login(fact_checker)

    assert "summary_draft" in read_claim(client, claim).json()


@pytest.mark.parametrize("path", ["/api/v1/claims/", "/api/v1/claims/export.csv", "/api/v1/claimreview/"])
def test_a_bad_token_is_401_even_for_reads(claim, path):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")

    response = client.get(path)

    assert response.status_code == UNAUTHENTICATED
    assert response.json()["detail"] == "Invalid token."
