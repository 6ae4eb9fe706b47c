"""Carrying an earlier check's verdict over to a claim linked as its repeat: only an
editor, only through `claims.workflow.verdict_carry_over`, always as a review entry
that names the earlier check; in the admin (list action and the match's page) and
the API; and readers see where the verdict came from."""

from decimal import Decimal

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse
from rest_framework import status
from rest_framework.test import APIClient

from claims import matching
from claims.models import ClaimKind, ClaimMatch, ReviewEntry, Status
from claims.workflow import StaleClaim, TransitionNotAllowed, claim_transition, verdict_carry_over
from tests.factories import ArticleFactory, ClaimFactory, EvidenceFactory

pytestmark = pytest.mark.django_db


def checked(editor, statement="Unemployment fell to 7.2% in March.", verdict=Status.MISLEADING, **fields):
    claim = ClaimFactory(
        article=ArticleFactory(), statement=statement, kind=ClaimKind.STATISTIC, value=Decimal("7.2"), **fields
    )
    EvidenceFactory(claim=claim, added_by=editor)
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    claim_transition(claim=claim, to=verdict, by=editor, summary="The March figure is seasonally adjusted.")
    return claim


@pytest.fixture
def match(editor):
    earlier = checked(editor)
    repeat = ClaimFactory(article=ArticleFactory(), statement="The jobless rate dropped to 7.2 percent in March.")
    return matching.check_reuse(claim=repeat, earlier=earlier, by=editor, note="Same survey.")


# --- the rule, for each role --------------------------------------------------------------


@pytest.mark.parametrize(
    ("role", "allowed"),
    [("nobody", False), ("reader", False), ("fact_checker", False), ("editor", True)],
)
def test_only_an_editor_carries_a_verdict_over(request, match, role, allowed):
    user = None if role == "nobody" else request.getfixturevalue(role)
    if not allowed:
        with pytest.raises(PermissionDenied):
            verdict_carry_over(match=match, by=user)
        match.claim.refresh_from_db()
        assert match.claim.status == Status.UNVERIFIED and not match.claim.reviews.exists()
        return
    entry = verdict_carry_over(match=match, by=user, note="Same survey, same month.")
    claim = match.claim
    claim.refresh_from_db()
    assert (claim.status, claim.verdict_summary) == (Status.MISLEADING, "The March figure is seasonally adjusted.")
    assert claim.verdict_at is not None
    assert (entry.actor, entry.from_status, entry.to_status, entry.carried_from) == (
        user,
        Status.UNVERIFIED,
        Status.MISLEADING,
        match.earlier,
    )
    assert f"our check of claim {match.earlier.pk}" in entry.note and entry.note.endswith("Same survey, same month.")
    assert ReviewEntry.objects.filter(claim=claim).count() == 1


def test_nothing_is_carried_over_without_a_verdict_a_public_check_or_from_a_judged_claim(editor):
    unchecked = ClaimFactory(statement="The bridge will cost 3.2 million euros.")
    repeat = ClaimFactory(statement="Repairing the bridge will cost €3.2 million.")
    match = matching.check_reuse(claim=repeat, earlier=unchecked, by=editor)
    with pytest.raises(ValidationError, match="no verdict to carry over"):
        verdict_carry_over(match=match, by=editor)

    hidden = checked(editor, statement="The bridge costs 3.2 million euros, says the mayor.")
    type(hidden).objects.filter(pk=hidden.pk).update(proposed=True)
    match = matching.check_reuse(claim=repeat, earlier=hidden, by=editor)
    with pytest.raises(ValidationError, match="not public"):
        verdict_carry_over(match=match, by=editor)

    judged = checked(editor, statement="The council says the bridge costs 3.2 million.", verdict=Status.VERIFIED)
    earlier = checked(editor, statement="The bridge will cost 3.2 million euros in all.")
    match = matching.check_reuse(claim=judged, earlier=earlier, by=editor)
    with pytest.raises(TransitionNotAllowed, match="reopen it"):
        verdict_carry_over(match=match, by=editor)
    assert repeat.reviews.count() == 0


def test_a_stale_version_is_refused(match, editor):
    with pytest.raises(StaleClaim):
        verdict_carry_over(match=match, by=editor, expected_version=match.claim.version + 5)
    verdict_carry_over(match=match, by=editor, expected_version=match.claim.version)


def test_a_claim_in_review_can_take_the_verdict(match, editor):
    claim_transition(claim=match.claim, to=Status.IN_REVIEW, by=editor)
    entry = verdict_carry_over(match=match, by=editor)
    assert (entry.from_status, entry.to_status) == (Status.IN_REVIEW, Status.MISLEADING)


# --- the admin ------------------------------------------------------------------------------


@pytest.mark.parametrize(("role", "carried"), [("fact_checker", False), ("editor", True)])
def test_the_match_list_action_carries_the_verdict_for_editors_only(client, request, match, role, carried):
    client.force_login(request.getfixturevalue(role))
    page = client.get(reverse("admin:claims_claimmatch_changelist")).content.decode()
    assert ("Carry the earlier verdict over" in page) is carried
    assert "checked on" in page  # the earlier check's verdict and date
    client.post(
        reverse("admin:claims_claimmatch_changelist"),
        {"action": "carry_verdict_over", "_selected_action": [match.pk]},
    )
    match.claim.refresh_from_db()
    assert (match.claim.status == Status.MISLEADING) is carried


@pytest.mark.parametrize(("role", "carried"), [("fact_checker", False), ("editor", True)])
def test_the_match_page_has_a_carry_over_button_for_editors_only(client, request, match, role, carried):
    client.force_login(request.getfixturevalue(role))
    url = reverse("admin:claims_claimmatch_change", args=[match.pk])
    page = client.get(url).content.decode()
    assert ("Carry the earlier verdict over" in page) is carried
    response = client.post(url, {"CHANGE_FORM-action": "carry_verdict_over", "_selected_action": [match.pk]})
    assert response.status_code in (302, 403)
    match.claim.refresh_from_db()
    assert (match.claim.status == Status.MISLEADING) is carried
    if carried:
        assert ReviewEntry.objects.get(claim=match.claim).carried_from == match.earlier


def test_the_admin_says_why_a_verdict_cannot_be_carried(client, editor):
    unchecked = ClaimFactory(statement="The bridge will cost 3.2 million euros.")
    repeat = ClaimFactory(statement="Repairing the bridge will cost €3.2 million.")
    match = matching.check_reuse(claim=repeat, earlier=unchecked, by=editor)
    client.force_login(editor)
    response = client.post(
        reverse("admin:claims_claimmatch_changelist"),
        {"action": "carry_verdict_over", "_selected_action": [match.pk]},
        follow=True,
    )
    assert "no verdict to carry over" in response.content.decode()


# --- the API --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("role", "expected"),
    [
        ("nobody", status.HTTP_401_UNAUTHORIZED),
        ("reader", status.HTTP_403_FORBIDDEN),
        ("fact_checker", status.HTTP_403_FORBIDDEN),
        ("editor", status.HTTP_200_OK),
    ],
)
def test_the_api_carries_a_verdict_over_for_editors_only(request, match, role, expected):
    client = APIClient()
    if role != "nobody":
        client.force_authenticate(request.getfixturevalue(role))
    response = client.post(
        reverse("claim-carry-over", kwargs={"pk": match.claim_id}),
        {"earlier": match.earlier_id, "note": "Same survey.", "version": match.claim.version},
        format="json",
    )
    assert response.status_code == expected, response.content
    match.claim.refresh_from_db()
    assert (match.claim.status == Status.MISLEADING) is (expected == status.HTTP_200_OK)
    if expected == status.HTTP_200_OK:
        assert response.json()["status"] == "misleading"


def test_the_api_answers_400_without_a_link_and_409_for_a_stale_version(match, editor):
    client = APIClient()
    client.force_authenticate(editor)
    url = reverse("claim-carry-over", kwargs={"pk": match.claim_id})
    other = checked(editor, statement="Inflation reached 3% in May.")
    response = client.post(url, {"earlier": other.pk, "version": match.claim.version}, format="json")
    assert response.status_code == status.HTTP_400_BAD_REQUEST and "link the two" in response.json()["earlier"][0]
    response = client.post(url, {"earlier": match.earlier_id, "version": match.claim.version + 3}, format="json")
    assert response.status_code == status.HTTP_409_CONFLICT
    assert not ClaimMatch.objects.get(pk=match.pk).claim.reviews.exists()


# --- what readers see -----------------------------------------------------------------------


def test_each_public_page_shows_the_other_and_the_repeat_names_the_check(client, match, editor):
    verdict_carry_over(match=match, by=editor)
    repeat_page = client.get(match.claim.get_absolute_url()).content.decode()
    earlier_page = client.get(match.earlier.get_absolute_url()).content.decode()
    assert match.earlier.statement in repeat_page and match.claim.statement in earlier_page
    assert "carried over from our earlier check" in repeat_page
    assert f'href="{match.earlier.get_absolute_url()}" class="carried-from"' in repeat_page
    assert "carried over" not in earlier_page


def test_the_spanish_page_says_where_the_verdict_came_from(client, match, editor):
    from django.utils import translation

    verdict_carry_over(match=match, by=editor)
    with translation.override("es"):
        url = match.claim.get_absolute_url()
    page = client.get(url).content.decode()
    assert "El veredicto se trasladó de nuestra verificación anterior" in page
