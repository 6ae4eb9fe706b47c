"""The public corrections log (/corrections/) and its Atom feed: corrections of
published articles and changed ratings, newest first, only what readers may
see, linked from each article and claim page, in a fixed number of queries."""

import xml.etree.ElementTree as ET

import pytest
from django.urls import reverse
from django.utils import timezone

from claims.article_state import article_transition
from claims.corrections import article_correct
from claims.models import ArticleState, Claim, ReviewEntry, Status
from claims.workflow import claim_transition
from tests.claims.test_feeds import ATOM, FEED_LINK, atom, rate
from tests.factories import ArticleFactory, ClaimFactory

pytestmark = pytest.mark.django_db

BODY = "The mayor said 300 homes were built last year.\nThe council denied that rents rose by 20 percent."


def claim_on(article, words, **fields):
    start = article.body.index(words)
    return ClaimFactory(article=article, start=start, end=start + len(words), **fields)


def rerate(claim, to, *, by):
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=by, note="New evidence.")
    return rate(claim, to, by=by, summary=f"Now {to}.")


@pytest.fixture
def newsroom(editor):
    """A corrected article, a re-rated claim, a claim rated once, a re-rating to the same verdict,
    and what readers must never see: a withdrawn article's correction, a proposed claim's re-rating."""
    article = ArticleFactory(body=BODY, headline="Homes and rents", slug="homes-and-rents")
    homes = claim_on(article, "300 homes were built", statement="The city built 300 homes.")
    rents = claim_on(article, "rents rose by 20 percent", statement="Rents rose by 20 percent.")
    rate(homes, Status.VERIFIED, by=editor)
    rerate(homes, Status.FALSE, by=editor)
    rate(rents, Status.MISLEADING, by=editor)
    rerate(rents, Status.MISLEADING, by=editor)  # the same verdict again: not a change
    article_correct(
        article=article,
        body=BODY.replace("300 homes", "310 homes"),
        note="The number of homes was 310.",
        by=editor,
        based_on=0,
    )

    withdrawn = ArticleFactory(body=BODY, headline="A withdrawn story", slug="withdrawn-story")
    hidden_claim = claim_on(withdrawn, "300 homes were built", statement="Hidden: homes.")
    rate(hidden_claim, Status.VERIFIED, by=editor)
    rerate(hidden_claim, Status.FALSE, by=editor)
    article_correct(article=withdrawn, body=BODY + " Hidden.", note="Hidden correction.", by=editor, based_on=0)
    article_transition(article=withdrawn, to=ArticleState.WITHDRAWN, by=editor, note="Withdrawn.")

    public = ArticleFactory(body=BODY, headline="Another story", slug="another-story")
    proposed = claim_on(public, "300 homes were built", statement="Hidden: a proposal.")
    Claim.objects.filter(pk=proposed.pk).update(proposed=True, status=Status.FALSE)
    now = timezone.now()
    ReviewEntry.objects.create(
        claim=proposed, actor=editor, created_at=now, from_status="in_review", to_status="verified"
    )
    ReviewEntry.objects.create(claim=proposed, actor=editor, created_at=now, from_status="in_review", to_status="false")
    homes.refresh_from_db()
    return {"article": article, "homes": homes, "rents": rents}


def test_the_log_lists_corrections_and_changed_ratings_newest_first(client, newsroom):
    response = client.get(reverse("claims:corrections"))
    assert response.status_code == 200
    entries = response.context["entries"]
    assert [entry.kind for entry in entries] == ["correction", "rerating"]
    correction, rerating = entries
    assert correction.correction.note == "The number of homes was 310."
    assert [(r.old_quote, r.new_quote) for r in correction.correction.affected] == [
        ("300 homes were built", "310 homes were built")
    ]
    assert (rerating.claim, rerating.previous_label, rerating.review.to_status) == (
        newsroom["homes"],
        "Verified",
        Status.FALSE,
    )
    html = response.content.decode()
    assert "<del>300</del> → <ins>310</ins>" in html
    assert "Previously rated Verified, now rated <strong>False</strong>." in html
    assert "its rating is being checked again" in html
    for private in ("Hidden", "withdrawn-story"):
        assert private not in html
    assert f'{FEED_LINK} title="Corrections and changed ratings" href="{reverse("feeds:corrections")}">' in html


def test_each_article_and_claim_page_links_to_its_own_entries(client, newsroom):
    article, homes, rents = newsroom["article"], newsroom["homes"], newsroom["rents"]
    article_link = f"{reverse('claims:corrections')}?article={article.slug}"
    claim_link = f"{reverse('claims:corrections')}?claim={homes.pk}"
    assert article_link in client.get(article.get_absolute_url()).content.decode()
    assert claim_link in client.get(homes.get_absolute_url()).content.decode()

    assert [e.kind for e in client.get(article_link).context["entries"]] == ["correction", "rerating"]
    assert [e.kind for e in client.get(claim_link).context["entries"]] == ["correction", "rerating"]
    # Rents: re-rated to the same verdict, and its words untouched by the correction.
    assert client.get(f"{reverse('claims:corrections')}?claim={rents.pk}").context["entries"] == []


@pytest.mark.parametrize(
    "query",
    [
        "?article=withdrawn-story",
        "?article=no-such-article",
        "?article=a%00b",  # PostgreSQL refuses a NUL in text
        "?article=%ED%A0%80",  # a lone surrogate's bytes
        "?claim=abc",
        "?claim=999999",
        "?claim=99999999999999999999",
    ],
)
def test_the_log_of_something_a_reader_may_not_see_is_not_found(client, newsroom, query):
    assert client.get(reverse("claims:corrections") + query).status_code == 404


def test_a_correction_page_shows_the_text_before_it(client, newsroom):
    correction = newsroom["article"].corrections.get()
    response = client.get(correction.get_absolute_url())
    assert response.status_code == 200
    html = response.content.decode()
    assert "The mayor said 300 homes were built last year." in html
    assert "The number of homes was 310." in html
    hidden = ArticleFactory._meta.model.objects.get(slug="withdrawn-story").corrections.get()
    assert client.get(hidden.get_absolute_url()).status_code == 404
    assert client.get(reverse("claims:correction", kwargs={"pk": 999999})).status_code == 404


@pytest.mark.parametrize("pk", ["99999999999999999999", "9223372036854775808", "0"])
def test_a_correction_number_no_id_can_be_is_not_found(client, newsroom, pk):
    # A 64-bit id's limit and beyond: SQLite's driver and PostgreSQL refuse the number itself.
    assert client.get(f"/corrections/{pk}/").status_code == 404


def test_a_detached_claim_page_says_its_words_were_removed(client, newsroom, editor):
    article = newsroom["article"]
    article_correct(article=article, body=article.body.split("\n")[0], note="Cut the council.", by=editor, based_on=1)
    html = client.get(newsroom["rents"].get_absolute_url()).content.decode()
    assert "A correction of the article removed the words this claim was about" in html
    article_html = client.get(article.get_absolute_url()).content.decode()
    assert "(removed from the text by a correction)" in article_html
    assert f'id="at-claim-{newsroom["rents"].pk}"' not in article_html


def test_the_feed_lists_the_same_public_entries(client, newsroom):
    root = atom(client, reverse("feeds:corrections"))
    titles = [entry.findtext(f"{ATOM}title") for entry in root.iter(f"{ATOM}entry")]
    assert titles == ["Correction: Homes and rents", "Rating changed to False: The city built 300 homes."]
    summaries = [entry.findtext(f"{ATOM}summary") for entry in root.iter(f"{ATOM}entry")]
    assert "The number of homes was 310." in summaries[0] and "“300” now reads “310”." in summaries[0]
    assert "Previously rated Verified, now rated False." in summaries[1]
    assert "Hidden" not in ET.tostring(root, encoding="unicode")


def _corrections(article, count, editor):
    for number in range(count):
        article_correct(
            article=article, body=f"{article.body}\nLine {number}.", note=f"Line {number}.", by=editor, based_on=number
        )


def test_the_log_runs_the_same_queries_however_many_entries(client, editor, django_assert_num_queries):
    small, large = ArticleFactory(body=BODY), ArticleFactory(body=BODY)
    rerate(rate(claim_on(small, "300 homes were built"), Status.VERIFIED, by=editor), Status.FALSE, by=editor)
    rerate(rate(claim_on(large, "300 homes were built"), Status.VERIFIED, by=editor), Status.FALSE, by=editor)
    _corrections(small, 1, editor)
    with django_assert_num_queries(5):
        client.get(reverse("claims:corrections"))
    _corrections(large, 6, editor)
    with django_assert_num_queries(5):
        response = client.get(reverse("claims:corrections"))
    assert len(response.context["entries"]) == 9


def test_the_log_is_paginated(client, editor):
    article = ArticleFactory(body=BODY)
    _corrections(article, 27, editor)
    first = client.get(reverse("claims:corrections"))
    assert [e.correction.number for e in first.context["entries"]][:2] == [27, 26]
    assert len(first.context["entries"]) == 25
    second = client.get(reverse("claims:corrections") + "?page=2")
    assert [e.correction.number for e in second.context["entries"]] == [2, 1]
    assert client.get(reverse("claims:corrections") + "?page=abc").status_code == 200


def test_the_feed_runs_the_same_queries_however_many_entries(client, editor, django_assert_num_queries):
    article = ArticleFactory(body=BODY)
    _corrections(article, 1, editor)
    with django_assert_num_queries(3):
        client.get(reverse("feeds:corrections"))
    article2 = ArticleFactory(body=BODY)
    _corrections(article2, 5, editor)
    with django_assert_num_queries(3):
        client.get(reverse("feeds:corrections"))
