"""The transition_claim command applies the same workflow rules as the admin."""

import pytest
from django.core.management import CommandError, call_command

from claims.models import Status
from tests.factories import ClaimFactory, EditorFactory, FactCheckerFactory, UserFactory

pytestmark = pytest.mark.django_db


def test_moves_a_claim_and_records_the_note(capsys):
    claim = ClaimFactory()
    EditorFactory(username="edna")
    call_command("transition_claim", claim.pk, to="in_review", by="edna", note="Starting.")
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW
    assert claim.reviews.get().note == "Starting."
    assert "Unverified → In review" in capsys.readouterr().out


@pytest.mark.parametrize(
    "arguments, message",
    [
        ({"to": "false", "by": "edna"}, "cannot move to false"),
        ({"to": "in_review", "by": "nobody"}, "No user named"),
        ({"to": "in_review", "by": "edna", "expected_version": 7}, "changed by someone else"),
    ],
)
def test_bad_requests_are_command_errors(arguments, message):
    claim = ClaimFactory()
    EditorFactory(username="edna")
    with pytest.raises(CommandError, match=message):
        call_command("transition_claim", claim.pk, **arguments)
    claim.refresh_from_db()
    assert claim.status == Status.UNVERIFIED


def test_role_rules_apply():
    claim = ClaimFactory()
    FactCheckerFactory(username="felix")
    UserFactory(username="rita")
    call_command("transition_claim", claim.pk, to="in_review", by="felix")
    with pytest.raises(CommandError, match="it needs an editor"):
        call_command("transition_claim", claim.pk, to="unverifiable", by="felix", summary="s")
    with pytest.raises(CommandError, match="it needs a fact-checker or an editor"):
        call_command("transition_claim", ClaimFactory().pk, to="in_review", by="rita")


def test_unknown_claim():
    with pytest.raises(CommandError, match="No claim with id 999"):
        call_command("transition_claim", 999, to="in_review", by="x")
