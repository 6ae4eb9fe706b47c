"""When a move asks for a note: never to take a claim into review or to give a
verdict (its summary says why); the admin asks why a verdict is reopened. One
declaration (`Move.note_required`), read by the admin's forms."""

import pytest
from django.urls import reverse

from claims.models import Status
from claims.workflow import claim_transition, move_for
from tests.factories import ClaimFactory, EvidenceFactory

pytestmark = pytest.mark.django_db

# (from, to) -> does the admin ask for a note?
NOTE_CASES = [
    (Status.UNVERIFIED, Status.IN_REVIEW, False),
    (Status.IN_REVIEW, Status.VERIFIED, False),
    (Status.IN_REVIEW, Status.UNVERIFIABLE, False),
    (Status.VERIFIED, Status.IN_REVIEW, True),
    (Status.FALSE, Status.IN_REVIEW, True),
]


def claim_at(status, editor):
    claim = ClaimFactory()
    EvidenceFactory(claim=claim, added_by=editor)
    if status != Status.UNVERIFIED:
        claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    if status not in (Status.UNVERIFIED, Status.IN_REVIEW):
        claim_transition(claim=claim, to=status, by=editor, summary="Checked.")
    return claim


@pytest.mark.parametrize(("from_status", "to_status", "asks"), NOTE_CASES)
def test_which_moves_ask_for_a_note(client, editor, from_status, to_status, asks):
    assert move_for(from_status=from_status, to_status=to_status).note_required is asks
    claim = claim_at(from_status, editor)
    client.force_login(editor)
    url = reverse("admin:claims_claim_transition", args=[claim.pk, to_status])
    response = client.post(url, {"note": "", "summary": "Checked.", "version": claim.version})
    claim.refresh_from_db()
    if asks:
        assert "This field is required" in response.text
        assert claim.status == from_status
    else:
        assert response.status_code == 302
        assert claim.status == to_status
        assert claim.reviews.first().note == ""


def test_taking_a_claim_into_review_in_the_admin_needs_no_note(client, fact_checker):
    claim = ClaimFactory()
    client.force_login(fact_checker)
    url = reverse("admin:claims_claim_transition", args=[claim.pk, Status.IN_REVIEW])
    response = client.post(url, {"note": "", "version": claim.version})
    assert response.status_code == 302
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW


def test_reopening_in_the_admin_asks_why(client, editor):
    claim = claim_at(Status.VERIFIED, editor)
    client.force_login(editor)
    url = reverse("admin:claims_claim_transition", args=[claim.pk, Status.IN_REVIEW])
    response = client.post(url, {"note": "", "version": claim.version})
    assert response.status_code == 200
    assert "This field is required" in response.text
    claim.refresh_from_db()
    assert claim.status == Status.VERIFIED


def test_bulk_take_into_review_needs_no_note(client, fact_checker):
    claims = [ClaimFactory(), ClaimFactory()]
    client.force_login(fact_checker)
    response = client.post(
        reverse("admin:claims_claim_changelist"),
        {
            "action": "take_into_review",
            "_selected_action": [claim.pk for claim in claims],
            "apply": "1",
            "note": "",
            "versions": " ".join(f"{claim.pk}:{claim.version}" for claim in claims),
        },
    )
    assert response.status_code == 302
    assert {claim.status for claim in type(claims[0]).objects.all()} == {Status.IN_REVIEW}
