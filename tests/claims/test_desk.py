"""The desk: each queue's count equals the rows of the filtered admin list it
links to, for each role; queues show only to those who may act on them."""

import re
from decimal import Decimal

import pytest
from django.urls import reverse

from claims.admin.desk import QUEUES
from claims.comments import comment_add
from claims.corrections import article_correct, claim_reanchor_review
from claims.models import ClaimMatch, FigureSuggestion, Status, SuggestionState, TrackedFigure
from tests.api.builders import rated
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory

pytestmark = pytest.mark.django_db

STATISTIC = {"kind": "statistic", "value": Decimal("1000"), "unit": "troops"}


@pytest.fixture
def workload(editor, fact_checker):
    other = EditorFactory(username="otto")
    published = ArticleFactory()
    ArticleFactory(state="draft")
    ArticleFactory(state="draft")
    ClaimFactory(article=published, assignee=editor)
    ClaimFactory(article=published, assignee=editor, start=30, end=60)
    ClaimFactory(article=published, assignee=other, start=61, end=70)
    in_review = ClaimFactory(article=published, assignee=fact_checker, start=71, end=80, **STATISTIC)
    type(in_review).objects.filter(pk=in_review.pk).update(status=Status.IN_REVIEW)
    done = ClaimFactory(article=published, assignee=editor, start=81, end=90, **STATISTIC)
    rated(done, editor=editor)  # a verdict: no longer in my queue
    ClaimFactory(article=published, proposed=True, start=91, end=99)
    figure = TrackedFigure.objects.create(name="Troops", slug="troops", unit="troops")
    FigureSuggestion.objects.create(claim=done, figure=figure, score="0.8")
    # Mentions: edna twice on one claim (one line), felix once and answered.
    comment_add(claim=in_review, by=other, body=f"@{editor.username} can you rate this?")
    comment_add(claim=in_review, by=other, body=f"@{editor.username} and @{fact_checker.username}, any news?")
    comment_add(claim=done, by=other, body=f"@{editor.username} the yearbook is in.")
    comment_add(claim=in_review, by=fact_checker, body="Looking for the yearbook.")
    FigureSuggestion.objects.create(claim=in_review, figure=figure, score="0.7", state=SuggestionState.REJECTED)
    # Corrections: one article whose changed claim waits for review, one reviewed,
    # one whose correction left its claim's words alone.
    for review in (False, True):
        corrected = ArticleFactory()
        ClaimFactory(article=corrected)  # "Over one thousand soldier"
        changed = corrected.body.replace("Over one thousand", "Nearly one thousand")
        result = article_correct(article=corrected, body=changed, note="The count.", by=editor, based_on=0)
        [reanchor] = [item for item in result.reanchors if item.flagged]
        if review:
            claim_reanchor_review(reanchor=reanchor, by=editor)
    # Repeats: one waiting for its earlier verdict, one whose earlier claim has none,
    # one that already has its own verdict.
    waiting, unchecked, settled = (ClaimFactory(article=published, start=s, end=s + 5) for s in (100, 106, 112))
    rated(settled, editor=editor)
    ClaimMatch.objects.create(claim=waiting, earlier=done)
    ClaimMatch.objects.create(claim=unchecked, earlier=waiting)
    ClaimMatch.objects.create(claim=settled, earlier=done)
    untouched = ArticleFactory()
    ClaimFactory(article=untouched)
    article_correct(article=untouched, body=untouched.body + " Updated.", note="A line.", by=editor, based_on=0)


def desk_counts(client) -> dict[str, tuple[int, str]]:
    page = client.get(reverse("admin-desk"))
    assert page.status_code == 200
    return {row["queue"].key: (row["count"], row["url"]) for row in page.context["queues"]}


@pytest.mark.parametrize("role", ["editor", "fact_checker"])
def test_each_count_equals_its_filtered_list(request, client, workload, role):
    user = request.getfixturevalue(role)
    client.force_login(user)
    counts = desk_counts(client)
    assert counts
    for key, (count, url) in counts.items():
        listing = client.get(url)
        assert listing.status_code == 200, key
        assert "e=1" not in listing.url if hasattr(listing, "url") else True  # not an invalid-filter redirect
        assert listing.context["cl"].result_count == count, key


def test_the_counts_are_what_each_queue_holds(client, editor, workload):
    client.force_login(editor)
    counts = {key: count for key, (count, _) in desk_counts(client).items()}
    assert counts == {
        "assigned": 2,
        "mentions": 2,
        "in_review": 1,
        "proposals": 1,
        "drafts": 2,
        "corrections": 1,
        "carry_over": 1,
        "disagreements": 0,
        "suggestions": 1,
    }


def test_a_fact_checker_has_no_verdict_queue(client, fact_checker, workload):
    client.force_login(fact_checker)
    counts = desk_counts(client)
    assert "in_review" not in counts
    assert "corrections" not in counts  # reviewing a correction is an editor's
    assert "carry_over" not in counts  # so is carrying a verdict over
    assert counts["assigned"][0] == 1
    assert counts["mentions"][0] == 0  # felix answered


def test_the_desk_is_for_staff_and_linked_from_the_admin_index(client, editor, reader):
    client.force_login(reader)
    assert client.get(reverse("admin-desk")).status_code == 302  # to the admin login
    client.force_login(editor)
    assert reverse("admin-desk") in client.get(reverse("admin:index")).text


def test_the_desk_takes_one_query_per_queue(client, editor, workload, django_assert_max_num_queries):
    client.force_login(editor)
    with django_assert_max_num_queries(len(QUEUES) + 6):
        client.get(reverse("admin-desk"))


def test_every_queue_links_to_an_admin_list_it_can_filter():
    for queue in QUEUES:
        assert re.match(r"^[a-z_]+$", queue.key)
        assert queue.params
