"""A claim's internal comments through the API: staff only, per role; never in
the claim's public answer, the CSV or ClaimReview."""

import pytest
from django.urls import reverse
from rest_framework import status

from claims.comments import comment_add
from tests.api.builders import rated, token_client
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

SECRET = "Internal: wait for the callback from the ministry before rating."


def comments_url(claim):
    return reverse("claim-comments", args=[claim.pk])


# role -> (GET answer, POST answer)
ROLE_CASES = [
    ("editor", status.HTTP_200_OK, status.HTTP_201_CREATED),
    ("fact_checker", status.HTTP_200_OK, status.HTTP_201_CREATED),
    ("reader", status.HTTP_403_FORBIDDEN, status.HTTP_403_FORBIDDEN),
    ("roleless_staff", status.HTTP_403_FORBIDDEN, status.HTTP_403_FORBIDDEN),
    ("anonymous", status.HTTP_401_UNAUTHORIZED, status.HTTP_401_UNAUTHORIZED),
]


@pytest.fixture
def roleless_staff(db):
    return UserFactory(username="intern", is_staff=True)


@pytest.mark.parametrize(("role", "reads", "writes"), ROLE_CASES)
def test_who_may_read_and_write_comments(request, api_client, claim, editor, role, reads, writes):
    comment_add(claim=claim, by=editor, body=SECRET)
    client = api_client if role == "anonymous" else token_client(request.getfixturevalue(role))
    listing = client.get(comments_url(claim))
    assert listing.status_code == reads
    if reads == status.HTTP_200_OK:
        assert [row["body"] for row in listing.json()["results"]] == [SECRET]
    else:
        assert SECRET not in listing.text
    added = client.post(comments_url(claim), {"body": f"Agreed, @{editor.username}."}, format="json")
    assert added.status_code == writes
    if writes == status.HTTP_201_CREATED:
        assert added.json()["mentions"] == [editor.username]
    assert claim.comments.count() == (2 if writes == status.HTTP_201_CREATED else 1)


def test_unknown_mentions_and_empty_comments_are_400(editor_client, claim):
    response = editor_client.post(comments_url(claim), {"body": "@ghost look"}, format="json")
    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "@ghost" in response.json()["body"][0]
    assert editor_client.post(comments_url(claim), {"body": ""}, format="json").status_code == 400
    assert editor_client.post(comments_url(claim), {}, format="json").status_code == 400
    assert not claim.comments.exists()


def test_no_such_claim_is_404(editor_client):
    assert editor_client.get(reverse("claim-comments", args=[999999])).status_code == 404


def test_other_methods_are_405(editor_client, claim):
    assert editor_client.delete(comments_url(claim)).status_code == status.HTTP_405_METHOD_NOT_ALLOWED


def test_comments_are_in_no_public_answer_and_no_export(api_client, editor_client, claim, editor):
    rated(claim, editor=editor)
    comment_add(claim=claim, by=editor, body=SECRET)
    for client in (api_client, editor_client):
        for url in (
            reverse("claim-detail", args=[claim.pk]),
            reverse("claim-list"),
            reverse("claim-export-csv"),
            reverse("claimreview"),
        ):
            response = client.get(url)
            assert response.status_code == 200, url
            body = b"".join(response.streaming_content) if response.streaming else response.content
            assert SECRET.encode() not in body, url


def test_the_list_reads_in_a_fixed_number_of_queries(editor_client, claim, editor):
    comment_add(claim=claim, by=editor, body=f"Note, @{editor.username}")
    one_comment = _queries(editor_client, claim)
    for n in range(6):
        author = UserFactory(is_staff=True, is_superuser=True)
        comment_add(claim=claim, by=author, body=f"More {n} @{editor.username}")
    assert _queries(editor_client, claim) == one_comment


def _queries(client, claim) -> int:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client.get(comments_url(claim))  # caches warmed
    with CaptureQueriesContext(connection) as captured:
        assert client.get(comments_url(claim)).status_code == 200
    return len(captured)
