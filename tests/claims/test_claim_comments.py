"""Internal comments on a claim: who may read and write them (per role, in the
admin), which @mentions are valid, the desk's "Mentions me" queue, and that no
public page shows them."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse

from claims.comments import comment_add, mentioned_usernames
from claims.models import Claim, ClaimComment
from tests.api.builders import rated
from tests.factories import ClaimFactory, EditorFactory, UserFactory

pytestmark = pytest.mark.django_db

SECRET = "Internal: the spokesman asked us not to quote him yet."


@pytest.fixture
def claim(db):
    return ClaimFactory()


def change_url(claim):
    return reverse("admin:claims_claim_change", args=[claim.pk])


def comment_url(claim):
    return reverse("admin:claims_claim_comment", args=[claim.pk])


@pytest.mark.parametrize(
    "text, names",
    [
        ("@edna please look", ["edna"]),
        ("Ask @felix. And @edna, then @felix again.", ["felix", "edna"]),
        ("Mail edna@newsroom.test, not a mention", []),
        ("(@otto) and @a.b-c.", ["otto", "a.b-c"]),
        ("@ alone, @@twice", []),
    ],
)
def test_mentions_are_read_from_the_text(text, names):
    assert mentioned_usernames(text) == names


# role -> (sees the thread on the change page, may add a comment there)
ROLE_CASES = [
    ("editor", True, True),
    ("fact_checker", True, True),
]


@pytest.mark.parametrize(("role", "reads", "writes"), ROLE_CASES)
def test_staff_roles_read_and_write_the_thread_in_the_admin(request, client, claim, editor, role, reads, writes):
    user = request.getfixturevalue(role)
    comment_add(claim=claim, by=editor, body=SECRET)
    client.force_login(user)
    page = client.get(change_url(claim))
    assert (SECRET in page.text) is reads
    response = client.post(comment_url(claim), {"body": f"Seen, @{editor.username}."})
    assert response.status_code == 302
    assert response.url == change_url(claim) + "#comments"
    latest = ClaimComment.objects.last()
    assert latest.author == user and list(latest.mentions.all()) == [editor]
    assert f"Seen, @{editor.username}." in client.get(change_url(claim)).text


def test_staff_without_a_role_and_readers_neither_read_nor_write(client, claim, editor, reader):
    comment_add(claim=claim, by=editor, body=SECRET)
    roleless = UserFactory(username="intern", is_staff=True)
    client.force_login(roleless)
    assert client.post(comment_url(claim), {"body": "Hello"}).status_code == 403
    client.force_login(reader)
    assert client.post(comment_url(claim), {"body": "Hello"}).status_code == 302  # to the admin login
    assert ClaimComment.objects.count() == 1
    with pytest.raises(PermissionDenied):
        comment_add(claim=claim, by=reader, body="Hello")


def test_a_mention_of_no_colleague_is_a_form_error_naming_it(client, claim, editor, reader):
    client.force_login(editor)
    response = client.post(comment_url(claim), {"body": "Ask @nobody and @rita"})
    assert response.status_code == 400
    assert "@nobody, @rita" in response.text  # a reader is no colleague
    assert not ClaimComment.objects.exists()
    assert client.post(comment_url(claim), {"body": "   "}).status_code == 400


def test_an_empty_or_overlong_comment_is_refused(claim, editor):
    with pytest.raises(ValidationError):
        comment_add(claim=claim, by=editor, body="  ")
    with pytest.raises(ValidationError):
        comment_add(claim=claim, by=editor, body="x" * 4001)


def test_a_mention_waits_in_the_desk_until_answered(client, claim, editor, fact_checker):
    other = ClaimFactory(article=claim.article, start=30, end=60)
    comment_add(claim=claim, by=editor, body=f"@{fact_checker.username} can you find the yearbook?")
    comment_add(claim=claim, by=editor, body=f"@{fact_checker.username} any news?")  # same claim: counted once
    comment_add(claim=other, by=fact_checker, body=f"@{editor.username} done on my side")
    client.force_login(fact_checker)
    desk = {row["queue"].key: row for row in client.get(reverse("admin-desk")).context["queues"]}
    assert desk["mentions"]["count"] == 1
    listing = client.get(desk["mentions"]["url"])
    assert [row.pk for row in listing.context["cl"].result_list] == [claim.pk]

    comment_add(claim=other, by=fact_checker, body=f"Note to self, @{fact_checker.username}: call back.")
    desk = {row["queue"].key: row for row in client.get(reverse("admin-desk")).context["queues"]}
    assert desk["mentions"]["count"] == 1  # a note to oneself is no mention to answer

    comment_add(claim=claim, by=fact_checker, body="Found it, adding it as evidence.")
    desk = {row["queue"].key: row for row in client.get(reverse("admin-desk")).context["queues"]}
    assert desk["mentions"]["count"] == 0
    assert client.get(desk["mentions"]["url"]).context["cl"].result_count == 0


def test_comments_never_reach_a_public_page(client, claim, editor, reader):
    rated(claim, editor=editor)
    comment_add(claim=claim, by=editor, body=SECRET)
    claim = Claim.objects.get(pk=claim.pk)
    for user in (None, reader):
        if user:
            client.force_login(user)
        for url in (claim.get_absolute_url(), claim.article.get_absolute_url(), reverse("claims:list"), "/"):
            page = client.get(url, follow=True)
            assert page.status_code == 200, url
            assert SECRET not in page.text, url


def test_the_thread_is_read_in_a_fixed_number_of_queries(client, claim, editor):
    client.force_login(editor)
    comment_add(claim=claim, by=editor, body=f"Note for @{editor.username}")
    one_comment = _queries(client, claim)
    for n in range(8):
        comment_add(claim=claim, by=EditorFactory(), body=f"More {n} for @{editor.username}")
    assert _queries(client, claim) == one_comment


def _queries(client, claim) -> int:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client.get(change_url(claim))  # caches warmed (content types, permissions)
    with CaptureQueriesContext(connection) as captured:
        assert client.get(change_url(claim)).status_code == 200
    return len(captured)
