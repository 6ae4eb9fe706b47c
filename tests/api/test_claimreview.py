"""ClaimReview that consumers accept, for every verdict: the schema.org types and the
properties Google's Fact Check markup requires, a rating always within its own scale
(an unverifiable claim has no number, only its label), the newsroom as the review's
author and as the claim's author for its own reporting, the dates of a re-rating,
the article where the claim appeared and the claim's language.

pyld would need schema.org's context from the network to expand the markup, and the
tests run offline: the vocabulary is checked against an explicit list instead."""

import datetime
import json

import pytest
from django.urls import reverse

from claims.claimreview import BEST_RATING, REQUIRED, WORST_RATING
from claims.models import VERDICT_STATUSES, Status
from claims.workflow import claim_transition
from tests.api.builders import rated
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceFactory

pytestmark = pytest.mark.django_db

# schema.org types and the properties each must carry here.
SHAPE = {
    "ClaimReview": set(REQUIRED) | {"dateModified", "inLanguage"},
    "Claim": {"@type", "author", "appearance"},
    "CreativeWork": {"@type", "url", "headline"},
    "Organization": {"@type", "name", "url"},
    "Person": {"@type", "name", "url"},
    "Rating": {"@type", "bestRating", "worstRating", "alternateName", "ratingExplanation"},
}


def feed(client):
    response = client.get(reverse("claimreview"))
    assert response.status_code == 200
    return json.loads(b"".join(response.streaming_content))


def assert_valid(review):
    assert review["@context"] == "https://schema.org"
    assert SHAPE["ClaimReview"] <= review.keys()
    assert review["@type"] == "ClaimReview"
    for node, expected in [
        (review["itemReviewed"], {"Claim"}),
        (review["itemReviewed"]["appearance"], {"CreativeWork"}),
        (review["itemReviewed"]["author"], {"Person", "Organization"}),
        (review["author"], {"Organization"}),
        (review["reviewRating"], {"Rating"}),
    ]:
        assert node["@type"] in expected, node
        assert SHAPE[node["@type"]] <= node.keys(), node
    rating = review["reviewRating"]
    assert (rating["worstRating"], rating["bestRating"]) == (WORST_RATING, BEST_RATING)
    if "ratingValue" in rating:
        assert isinstance(rating["ratingValue"], int)
        assert WORST_RATING <= rating["ratingValue"] <= BEST_RATING
    assert rating["alternateName"]
    assert review["datePublished"] <= review["dateModified"]


@pytest.fixture
def editor():
    return EditorFactory()


@pytest.mark.parametrize("verdict", VERDICT_STATUSES)
def test_every_verdict_is_valid_claimreview(client, editor, verdict, settings):
    settings.NEWSROOM_NAME, settings.NEWSROOM_URL = "The Daily Check", "https://facts.example.org"
    article = ArticleFactory(url="https://news.example.org/story", language="es")
    article.published_on = "2019-03-04"
    article.save()
    rated(ClaimFactory(article=article, source=SourceFactory(name="Defence Minister")), editor=editor, to=verdict)
    [review] = feed(client)
    assert_valid(review)
    assert review["author"] == {"@type": "Organization", "name": "The Daily Check", "url": "https://facts.example.org/"}
    assert review["inLanguage"] == "es"
    assert review["itemReviewed"]["author"]["name"] == "Defence Minister"
    assert review["itemReviewed"]["appearance"]["url"] == "https://news.example.org/story"
    assert review["itemReviewed"]["appearance"]["datePublished"] == "2019-03-04"
    rating = review["reviewRating"]
    assert rating["alternateName"] == Status(verdict).label
    if verdict == Status.UNVERIFIABLE:
        assert "ratingValue" not in rating, "unverifiable is not on the scale: label only"
    else:
        assert "ratingValue" in rating


def test_the_articles_own_reporting_is_authored_by_the_newsroom(client, editor, settings):
    settings.NEWSROOM_NAME = "The Daily Check"
    rated(ClaimFactory(source=None), editor=editor, to=Status.FALSE)
    [review] = feed(client)
    assert_valid(review)
    assert review["itemReviewed"]["author"]["name"] == "The Daily Check"


def test_an_unconfirmed_source_is_left_out_not_replaced_by_the_newsroom(client, editor):
    hidden = SourceFactory(name="Unconfirmed Colonel", proposed=True)
    rated(ClaimFactory(source=hidden), editor=editor, to=Status.FALSE)
    [review] = feed(client)
    assert "author" not in review["itemReviewed"]
    assert "Unconfirmed Colonel" not in json.dumps(review)


def test_a_rerated_claim_keeps_its_first_date_and_shows_when_it_changed(client, editor, monkeypatch):
    march = datetime.datetime(2019, 3, 4, 12, 30, 15, 999, tzinfo=datetime.UTC)
    monkeypatch.setattr("claims.workflow.timezone.now", lambda: march)
    claim = rated(ClaimFactory(), editor=editor, to=Status.FALSE)
    monkeypatch.undo()
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor, note="New evidence.")
    claim_transition(claim=claim, to=Status.UNVERIFIABLE, by=editor, summary="The record was withdrawn.")
    claim.refresh_from_db()
    [review] = feed(client)
    assert_valid(review)
    assert review["datePublished"] == "2019-03-04T12:30:15+00:00"
    assert review["dateModified"] == claim.verdict_at.astimezone(datetime.UTC).replace(microsecond=0).isoformat()
    assert review["dateModified"] > review["datePublished"]
    assert review["reviewRating"]["alternateName"] == "Unverifiable"
    assert "ratingValue" not in review["reviewRating"]

    # the claim's page embeds the same dates
    page = client.get(claim.get_absolute_url()).content.decode()
    assert "2019-03-04T12:30:15+00:00" in page and review["dateModified"] in page
