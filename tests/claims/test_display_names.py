"""A claim's page names the desk that checked it by its public display name,
never the username, and the newsroom when none is set; ClaimReview stays the
newsroom's."""

import json

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from claims.models import Claim, StaffProfile
from claims.workflow import claim_transition
from tests.api.builders import rated
from tests.factories import ClaimFactory, EditorFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def newsroom_name(settings):
    settings.NEWSROOM_NAME = "The Example Times fact check"
    return settings.NEWSROOM_NAME


def claim_page(client, claim):
    claim = Claim.objects.get(pk=claim.pk)
    response = client.get(claim.get_absolute_url())
    assert response.status_code == 200
    return response.text


def test_the_rater_is_named_by_display_name_never_username(client, editor, newsroom_name):
    StaffProfile.objects.create(user=editor, display_name="Ana Pérez")
    claim = rated(ClaimFactory(), editor=editor)
    page = claim_page(client, claim)
    assert "Checked by Ana Pérez" in page
    assert editor.username not in page


@pytest.mark.parametrize("display_name", [None, ""])
def test_without_a_display_name_the_newsroom_checked_it(client, editor, newsroom_name, display_name):
    if display_name is not None:
        StaffProfile.objects.create(user=editor, display_name=display_name)
    claim = rated(ClaimFactory(), editor=editor)
    page = claim_page(client, claim)
    assert f"Checked by {newsroom_name}" in page
    assert editor.username not in page


def test_a_claim_without_a_verdict_names_no_checker(client, editor):
    StaffProfile.objects.create(user=editor, display_name="Ana Pérez")
    claim = ClaimFactory()
    claim_transition(claim=claim, to="in_review", by=editor)
    assert "Checked by" not in claim_page(client, claim)


def test_a_re_rating_names_the_latest_rater(client, editor):
    StaffProfile.objects.create(user=editor, display_name="Ana Pérez")
    other = EditorFactory(username="otto")
    StaffProfile.objects.create(user=other, display_name="Otto Ruiz")
    claim = rated(ClaimFactory(), editor=editor)
    claim_transition(claim=claim, to="in_review", by=other, note="New figures.")
    claim_transition(claim=claim, to="false", by=other, summary="The new yearbook contradicts it.")
    page = claim_page(client, claim)
    assert "Checked by Otto Ruiz" in page and "Ana Pérez" not in page


def test_claimreview_author_stays_the_newsroom(client, editor, newsroom_name):
    StaffProfile.objects.create(user=editor, display_name="Ana Pérez")
    rated(ClaimFactory(), editor=editor)
    feed = client.get(reverse("claimreview"))
    review = json.loads(b"".join(feed.streaming_content) if feed.streaming else feed.content)[0]
    assert review["author"]["name"] == newsroom_name
    assert "Ana Pérez" not in json.dumps(review, ensure_ascii=False)


def test_an_administrator_edits_the_display_name_on_the_user_page(client):
    admin_user = get_user_model().objects.create_superuser("root", "root@newsroom.test", "pw")
    staff = EditorFactory(username="ana")
    client.force_login(admin_user)
    url = reverse("admin:auth_user_change", args=[staff.pk])
    assert "staff_profile-0-display_name" in client.get(url).text
    data = {
        "username": "ana",
        "is_staff": "on",
        "is_active": "on",
        "groups": [group.pk for group in staff.groups.all()],
        "date_joined_0": staff.date_joined.strftime("%Y-%m-%d"),
        "date_joined_1": staff.date_joined.strftime("%H:%M:%S"),
        "staff_profile-TOTAL_FORMS": "1",
        "staff_profile-INITIAL_FORMS": "0",
        "staff_profile-0-display_name": "Ana Pérez",
    }
    response = client.post(url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors if response.context else ""
    assert StaffProfile.objects.get(user=staff).display_name == "Ana Pérez"
    assert "Ana Pérez" in client.get(reverse("admin:auth_user_changelist")).text
