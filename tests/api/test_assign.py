"""Assigning a claim through the API: the admin's rule (`claims.workflow.claims_assign`)
per role, the version guard, and the action in the OpenAPI schema."""

import pytest
from django.urls import reverse
from rest_framework import status

from tests.api.builders import token_client
from tests.factories import ArticleFactory, ClaimFactory, UserFactory

pytestmark = pytest.mark.django_db


def assign(client, claim, assignee, version=None):
    return client.post(
        reverse("claim-assign", args=[claim.pk]),
        {"assignee": assignee, "version": version or claim.version},
        format="json",
    )


# role -> expected answer when assigning a claim to a fact-checker
ROLE_CASES = [
    ("editor", status.HTTP_200_OK),
    ("fact_checker", status.HTTP_200_OK),
    ("reader", status.HTTP_403_FORBIDDEN),
]


@pytest.mark.parametrize(("role", "expected"), ROLE_CASES)
def test_who_may_assign(request, claim, fact_checker, role, expected):
    user = request.getfixturevalue(role)
    response = assign(token_client(user), claim, fact_checker.username)
    assert response.status_code == expected
    claim.refresh_from_db()
    assert (claim.assignee == fact_checker) is (expected == status.HTTP_200_OK)
    if expected == status.HTTP_200_OK:
        assert response.json()["assignee"] == fact_checker.username


def test_anonymous_clients_are_asked_to_authenticate(api_client, claim, editor):
    assert assign(api_client, claim, editor.username).status_code == status.HTTP_401_UNAUTHORIZED


def test_a_claim_can_be_unassigned(editor_client, claim, editor):
    claim.assignee = editor
    claim.save()
    response = assign(editor_client, claim, None)
    assert response.status_code == status.HTTP_200_OK
    claim.refresh_from_db()
    assert claim.assignee is None


def test_only_active_staff_can_be_assignees(editor_client, claim, reader):
    response = assign(editor_client, claim, reader.username)
    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "assignee" in response.json()
    former = UserFactory(username="former", is_staff=True, is_active=False)
    assert assign(editor_client, claim, former.username).status_code == status.HTTP_400_BAD_REQUEST
    assert assign(editor_client, claim, "nobody-by-that-name").status_code == status.HTTP_400_BAD_REQUEST
    claim.refresh_from_db()
    assert claim.assignee is None


def test_a_stale_version_is_refused(editor_client, claim, editor):
    stale = claim.version
    assert assign(editor_client, claim, editor.username).status_code == status.HTTP_200_OK
    response = assign(editor_client, claim, None, version=stale)
    assert response.status_code == status.HTTP_409_CONFLICT
    claim.refresh_from_db()
    assert claim.assignee == editor


def test_a_claim_of_a_draft_is_assignable_by_staff(editor_client, editor):
    draft_claim = ClaimFactory(article=ArticleFactory(state="draft"))
    assert assign(editor_client, draft_claim, editor.username).status_code == status.HTTP_200_OK


def test_assign_is_in_the_openapi_schema(api_client):
    paths = api_client.get("/api/schema/?format=json").json()["paths"]
    operation = paths["/api/v1/claims/{id}/assign/"]["post"]
    assert "Assign" in operation["summary"]
    assert {"200", "400", "403", "409"} <= set(operation["responses"])
