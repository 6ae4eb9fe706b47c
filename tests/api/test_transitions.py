"""POST /api/v1/claims/{id}/transition/: the only way the API changes a status.

The endpoint hands the move to claims.workflow.claim_transition and reports
its answer: 200 with the claim, 403 when the role may not, 409 for a stale
version, 400 with field errors for a move that does not exist or a verdict
without summary or evidence.
"""

import pytest
from django.urls import reverse
from rest_framework import status

from claims.models import Claim, ReviewEntry, Status
from claims.workflow import claim_transition
from tests.factories import EvidenceFactory

pytestmark = pytest.mark.django_db


def transition(client, claim, **payload):
    return client.post(reverse("claim-transition", kwargs={"pk": claim.pk}), payload, format="json")


@pytest.fixture
def in_review(claim, editor):
    EvidenceFactory(claim=claim, added_by=editor)
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    return claim


def test_fact_checker_takes_a_claim_into_review(fact_checker_client, fact_checker, claim):
    response = transition(fact_checker_client, claim, to="in_review", note="Checking the count.", version=claim.version)

    assert response.status_code == status.HTTP_200_OK, response.json()
    assert response.json()["status"] == "in_review"
    assert response.json()["version"] == claim.version + 1
    entry = ReviewEntry.objects.get(claim=claim)
    assert (entry.actor, entry.from_status, entry.to_status, entry.note) == (
        fact_checker,
        Status.UNVERIFIED,
        Status.IN_REVIEW,
        "Checking the count.",
    )
    assert response.json()["history"][0]["note"] == "Checking the count."


def test_editor_sets_a_verdict_with_its_summary(editor_client, api_client, in_review):
    response = transition(
        editor_client, in_review, to="misleading", summary="The count includes police officers.", version=in_review.version
    )

    assert response.status_code == status.HTTP_200_OK, response.json()
    public = api_client.get(reverse("claim-detail", kwargs={"pk": in_review.pk})).json()
    assert (public["status"], public["verdict"]) == ("misleading", "The count includes police officers.")
    assert public["history"][0] == {
        "created_at": public["history"][0]["created_at"],
        "from_status": "in_review",
        "to_status": "misleading",
        "summary": "The count includes police officers.",
    }


def test_editor_reopens_a_verdict(editor_client, in_review, editor):
    claim_transition(claim=in_review, to=Status.VERIFIED, by=editor, summary="Confirmed.")

    response = transition(editor_client, in_review, to="in_review", note="New figures.", version=in_review.version)

    assert response.status_code == status.HTTP_200_OK
    assert (response.json()["status"], response.json()["verdict"]) == ("in_review", "")


def test_fact_checker_may_not_set_a_verdict(fact_checker_client, in_review):
    response = transition(fact_checker_client, in_review, to="verified", summary="Looks right.", version=in_review.version)

    assert response.status_code == status.HTTP_403_FORBIDDEN
    assert "editor" in response.json()["detail"]
    assert Claim.objects.get(pk=in_review.pk).status == Status.IN_REVIEW


def test_stale_version_is_refused_with_409(editor_client, fact_checker, claim):
    read_version = claim.version
    claim_transition(claim=Claim.objects.get(pk=claim.pk), to=Status.IN_REVIEW, by=fact_checker)

    response = transition(editor_client, claim, to="in_review", version=read_version)

    assert response.status_code == status.HTTP_409_CONFLICT
    assert response.json()["current_version"] == read_version + 1
    assert "changed by someone else" in response.json()["detail"]
    assert ReviewEntry.objects.filter(claim=claim).count() == 1


def test_verdict_without_summary_is_400(editor_client, in_review):
    response = transition(editor_client, in_review, to="verified", summary="  ", version=in_review.version)

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "summary" in response.json()
    assert Claim.objects.get(pk=in_review.pk).status == Status.IN_REVIEW


def test_verdict_without_evidence_is_400(editor_client, editor, claim):
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)

    response = transition(editor_client, claim, to="false", summary="No such figure.", version=claim.version)

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "evidence" in response.json()


@pytest.mark.parametrize(
    "payload, field",
    [
        ({"to": "verified", "summary": "Skip review."}, "to"),  # no such move from unverified
        ({"to": "debunked"}, "to"),  # not a status
        ({"to": "in_review", "version": "one"}, "version"),
        ({"to": "in_review", "version": None}, "version"),
        ({"version": 1}, "to"),
    ],
)
def test_impossible_moves_are_400_with_field_errors(editor_client, claim, payload, field):
    payload = {"version": claim.version, **payload}
    if payload["version"] is None:
        del payload["version"]

    response = transition(editor_client, claim, **payload)

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert field in response.json()
    assert Claim.objects.get(pk=claim.pk).status == Status.UNVERIFIED


def test_hidden_claims_cannot_be_moved_by_readers(reader_client, claim):
    Claim.objects.filter(pk=claim.pk).update(proposed=True)

    response = transition(reader_client, claim, to="in_review", version=claim.version)

    assert response.status_code == status.HTTP_403_FORBIDDEN


def test_unknown_claim_is_404(editor_client, claim):
    response = editor_client.post(
        reverse("claim-transition", kwargs={"pk": claim.pk + 1000}), {"to": "in_review", "version": 1}, format="json"
    )

    assert response.status_code == status.HTTP_404_NOT_FOUND
