"""An article's corrections through the API: anyone reads those of a published
article, editors correct; a stale correction is 409, bad input 400, never 500."""

import pytest
from django.urls import reverse
from rest_framework import status

from claims.corrections import article_correct
from claims.models import ArticleState, Claim, Status
from tests.api.builders import BODY, rated, token_client
from tests.factories import ArticleFactory

pytestmark = pytest.mark.django_db

CORRECTED = BODY.replace("235,000", "230,000")


def url(article):
    return reverse("article-corrections", kwargs={"slug": article.slug})


@pytest.mark.parametrize(
    ("role", "answer"),
    [
        ("anonymous", status.HTTP_401_UNAUTHORIZED),
        ("reader", status.HTTP_403_FORBIDDEN),
        ("fact_checker", status.HTTP_403_FORBIDDEN),
        ("editor", status.HTTP_201_CREATED),
    ],
)
def test_only_editors_correct(request, api_client, article, claim, role, answer):
    client = api_client if role == "anonymous" else token_client(request.getfixturevalue(role))
    response = client.post(url(article), {"body": CORRECTED, "note": "Troop number.", "based_on": 0}, format="json")
    assert response.status_code == answer, response.content
    assert article.corrections.count() == (1 if answer == status.HTTP_201_CREATED else 0)


def test_a_correction_answers_what_it_did_to_the_claims(editor_client, editor, article, claim):
    troops = Claim.objects.create(
        article=article,
        statement="The army has 235,000 troops.",
        kind="statistic",
        start=BODY.index("235,000"),
        end=BODY.index("235,000") + 7,
        quote="235,000",
    )
    rated(troops, editor=editor)
    response = editor_client.post(
        url(article), {"body": CORRECTED, "note": "Troop number.", "based_on": 0}, format="json"
    )
    assert response.status_code == status.HTTP_201_CREATED, response.content
    data = response.json()
    assert (data["number"], data["note"], data["previous_body"]) == (1, "Troop number.", BODY)
    assert data["changes"] == [{"removed": "235,000", "inserted": "230,000"}]
    assert data["claims"] == [
        {
            "claim": troops.pk,
            "outcome": "changed",
            "old_start": troops.start,
            "old_end": troops.end,
            "old_quote": "235,000",
            "new_start": troops.start,
            "new_end": troops.end,
            "new_quote": "230,000",
            "reopened": True,
        }
    ]
    troops.refresh_from_db()
    assert troops.status == Status.IN_REVIEW


def test_a_stale_correction_is_409_with_the_current_number(editor_client, editor, article, claim):
    article_correct(article=article, body=BODY + " More.", note="More.", by=editor, based_on=0)
    response = editor_client.post(url(article), {"body": CORRECTED, "note": "Late.", "based_on": 0}, format="json")
    assert response.status_code == status.HTTP_409_CONFLICT
    assert response.json()["current_version"] == 1


@pytest.mark.parametrize(
    "payload",
    [
        {"body": BODY, "note": "Unchanged.", "based_on": 0},
        {"body": CORRECTED, "note": "", "based_on": 0},
        {"body": CORRECTED, "note": "No base."},
        {"body": CORRECTED, "note": "Negative.", "based_on": -1},
        {"body": CORRECTED, "note": "Huge.", "based_on": 10**12},
        {"body": CORRECTED + "\x00", "note": "Null byte.", "based_on": 0},
        {"body": ["not", "text"], "note": "List.", "based_on": 0},
    ],
)
def test_bad_input_is_400(editor_client, article, claim, payload):
    response = editor_client.post(url(article), payload, format="json")
    assert response.status_code == status.HTTP_400_BAD_REQUEST, response.content
    assert not article.corrections.exists()


def test_a_draft_is_not_corrected_and_its_corrections_are_not_listed(editor_client, api_client, editor):
    draft = ArticleFactory(body=BODY, state=ArticleState.DRAFT)
    response = editor_client.post(url(draft), {"body": CORRECTED, "note": "Draft.", "based_on": 0}, format="json")
    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert api_client.get(url(draft)).status_code == status.HTTP_404_NOT_FOUND
    assert api_client.get(reverse("article-corrections", kwargs={"slug": "no-such"})).status_code == 404


def test_readers_list_the_corrections_with_public_claims_only(api_client, editor, article, claim):
    Claim.objects.filter(pk=claim.pk).update(proposed=True)
    article_correct(
        article=article,
        body="Intro.\n" + BODY.replace("thousand", "thousand or so"),
        note="Fix.",
        by=editor,
        based_on=0,
    )
    staff = token_client(editor).get(url(article)).json()["results"][0]
    assert [c["claim"] for c in staff["claims"]] == [claim.pk]
    listing = api_client.get(url(article))
    assert listing.status_code == status.HTTP_200_OK
    (correction,) = listing.json()["results"]
    assert correction["note"] == "Fix." and correction["claims"] == []
    assert correction["page"].endswith(f"/corrections/{article.corrections.get().pk}/")
