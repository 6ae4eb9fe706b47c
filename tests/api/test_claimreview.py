"""ClaimReview that consumers accept, for every verdict: the schema.org types and the
properties Google's Fact Check markup requires, a rating always within its own scale
(an unverifiable claim has no number, only its label), the newsroom as the review's
author and as the claim's author for its own reporting, the dates of a re-rating,
the article where the claim appeared and the claim's language.

Each object is also read as JSON-LD by pyld, the JSON-LD processor, which expands
every term to its IRI: the tests run offline, so pyld's document loader answers the
`https://schema.org` context with the part of schema.org's own context this markup
relies on (`@vocab` is schema.org); each expanded type and property is then checked
against schema.org's vocabulary (which types exist, which properties each type has,
inheritance included), so a misspelt or misplaced property fails."""

import datetime
import json

import pytest
from pyld import jsonld
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
    "Claim": {"@type", "author", "appearance", "inLanguage"},
    "CreativeWork": {"@type", "url", "headline"},
    "Organization": {"@type", "name", "url"},
    "ImageObject": {"@type", "url"},
    "Person": {"@type", "name", "url"},
    "Rating": {"@type", "bestRating", "worstRating", "alternateName", "ratingExplanation"},
}


SCHEMA = "https://schema.org/"
# schema.org's vocabulary for what ClaimReview markup uses: each type's parent,
# and the types each property is defined on (its domainIncludes).
PARENT = {
    "ClaimReview": "Review",
    "Review": "CreativeWork",
    "Claim": "CreativeWork",
    "NewsArticle": "Article",
    "Article": "CreativeWork",
    "ImageObject": "MediaObject",
    "MediaObject": "CreativeWork",
    "CreativeWork": "Thing",
    "Organization": "Thing",
    "Person": "Thing",
    "Rating": "Intangible",
    "Intangible": "Thing",
}
DEFINED_ON = {
    "name": {"Thing"},
    "url": {"Thing"},
    "alternateName": {"Thing"},
    "author": {"CreativeWork", "Rating"},
    "datePublished": {"CreativeWork"},
    "dateModified": {"CreativeWork"},
    "headline": {"CreativeWork"},
    "inLanguage": {"CreativeWork"},
    "claimReviewed": {"ClaimReview"},
    "itemReviewed": {"Review", "AggregateRating"},
    "reviewRating": {"Review"},
    "appearance": {"Claim"},
    "logo": {"Organization", "Brand", "Place", "Product", "Service"},
    "ratingValue": {"Rating"},
    "bestRating": {"Rating"},
    "worstRating": {"Rating"},
    "ratingExplanation": {"Rating"},
}
CONTEXT = {"@vocab": SCHEMA}


def offline_loader(url, options=None):
    assert url.rstrip("/") == SCHEMA.rstrip("/"), f"markup asks for another context: {url}"
    return {
        "contentType": "application/ld+json",
        "contextUrl": None,
        "documentUrl": url,
        "document": {"@context": CONTEXT},
    }


def ancestors(kind: str) -> set[str]:
    found = {kind}
    while kind in PARENT:
        kind = PARENT[kind]
        found.add(kind)
    return found


def assert_schema_org(review):
    """pyld's expansion of `review` holds only schema.org types, each property on a type that has it."""
    [expanded] = jsonld.expand(review, {"documentLoader": offline_loader})

    def check(node):
        types = [iri.removeprefix(SCHEMA) for iri in node.get("@type", [])]
        assert len(types) == 1 and types[0] in PARENT, node.get("@type")
        for key, values in node.items():
            if key.startswith("@"):
                continue
            assert key.startswith(SCHEMA), f"{key} is not a schema.org term"
            name = key.removeprefix(SCHEMA)
            assert DEFINED_ON.get(name, set()) & ancestors(types[0]), f"schema.org has no {name} on {types[0]}"
            for value in values:
                if "@type" in value:
                    check(value)
                else:
                    assert "@value" in value, value

    check(expanded)


def feed(client):
    response = client.get(reverse("claimreview"))
    assert response.status_code == 200
    return json.loads(b"".join(response.streaming_content))


def assert_valid(review):
    assert review["@context"] == "https://schema.org"
    assert_schema_org(review)
    assert SHAPE["ClaimReview"] <= review.keys()
    assert review["@type"] == "ClaimReview"
    for node, expected in [
        (review["itemReviewed"], {"Claim"}),
        (review["itemReviewed"]["appearance"], {"CreativeWork"}),
        (review["itemReviewed"]["author"], {"Person", "Organization"}),
        (review["author"], {"Organization"}),
        (review["author"]["logo"], {"ImageObject"}),
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
    assert review["author"] == {
        "@type": "Organization",
        "name": "The Daily Check",
        "url": "https://facts.example.org/",
        "logo": {"@type": "ImageObject", "url": "https://facts.example.org/static/img/logo.png"},
    }
    assert review["inLanguage"] == review["itemReviewed"]["inLanguage"] == "es"  # the claim's language
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


def test_a_misplaced_property_is_caught(client, editor):
    rated(ClaimFactory(), editor=editor, to=Status.FALSE)
    [review] = feed(client)
    assert_schema_org(review)
    for broken in (
        {**review, "ratingValue": 1},  # a Rating's property on the review
        {**review, "reviewRating": {**review["reviewRating"], "ratingValu": 1}},  # misspelt
        {**review, "itemReviewed": {**review["itemReviewed"], "@type": "Claimm"}},  # no such type
    ):
        with pytest.raises(AssertionError):
            assert_schema_org(broken)


def test_the_logo_can_be_the_newsrooms_own(client, editor, settings):
    settings.NEWSROOM_LOGO_URL = "https://cdn.example.org/our-logo.png"
    rated(ClaimFactory(), editor=editor, to=Status.FALSE)
    [review] = feed(client)
    assert review["author"]["logo"]["url"] == "https://cdn.example.org/our-logo.png"


def test_the_default_logo_is_served(client):
    response = client.get("/static/img/logo.png")
    assert response.status_code == 200
    assert b"".join(response.streaming_content).startswith(b"\x89PNG")


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
