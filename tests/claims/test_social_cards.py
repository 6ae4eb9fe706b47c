"""Sharing: Open Graph and X/Twitter card tags on the claim, article, source and
figure pages (absolute URLs), the rating card image drawn for each public claim
(cached, with an ETag; 404 for anything a reader may not see), and share links
that need no third-party script."""

import io
import re
from urllib.parse import quote

import pytest
from django.core.cache import cache
from django.urls import reverse
from django.utils import translation
from PIL import Image

from claims import figure_links, social_cards
from claims.article_state import article_transition
from claims.models import ArticleState, Claim, Status, TrackedFigure
from tests.claims.test_feeds import rate, statistic
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceFactory

pytestmark = pytest.mark.django_db

SITE = "https://news.example.org"
META = re.compile(r'<meta (?:property|name)="((?:og|twitter):[a-z:_]+)" content="([^"]*)">')
SHARE_HOSTS = (
    "https://twitter.com/intent/tweet?",
    "https://www.facebook.com/sharer/sharer.php?",
    "https://www.linkedin.com/sharing/share-offsite/?",
    "https://wa.me/?",
    "mailto:?",
)


@pytest.fixture(autouse=True)
def site(settings):
    settings.NEWSROOM_URL = SITE
    cache.clear()


@pytest.fixture
def editor():
    return EditorFactory()


@pytest.fixture
def rated_claim(editor):
    source = SourceFactory(name="Juan Guaidó", slug="juan-guaido")
    claim = ClaimFactory(source=source, statement="Over one thousand soldiers have defected.")
    return rate(claim, Status.FALSE, by=editor, summary="The ministry's records show 300.")


def meta_tags(html: str) -> dict[str, str]:
    tags = dict(META.findall(html))
    assert len(tags) == len(META.findall(html)), "each tag once"
    return tags


def card_url(claim) -> str:
    return reverse("claims:card", kwargs={"pk": claim.pk})


def png_size(content: bytes) -> tuple[int, int]:
    image = Image.open(io.BytesIO(content))
    assert image.format == "PNG"
    return image.size


# Meta tags


def test_a_claim_page_has_open_graph_and_twitter_tags_with_its_card(client, rated_claim):
    tags = meta_tags(client.get(rated_claim.get_absolute_url()).content.decode())
    page = SITE + rated_claim.get_absolute_url()
    assert tags == {
        "og:site_name": "Newsroom Fact Tracker",
        "og:type": "article",
        "og:title": "Over one thousand soldiers have defected.",
        "og:description": "False: The ministry&#x27;s records show 300.",
        "og:url": page,
        "og:image": SITE + card_url(rated_claim),
        "og:image:type": "image/png",
        "og:image:width": "1200",
        "og:image:height": "630",
        "og:image:alt": "Rated False: “Over one thousand soldiers have defected.”",
        "twitter:card": "summary_large_image",
        "twitter:title": "Over one thousand soldiers have defected.",
        "twitter:description": "False: The ministry&#x27;s records show 300.",
        "twitter:image": SITE + card_url(rated_claim),
        "twitter:image:alt": "Rated False: “Over one thousand soldiers have defected.”",
    }
    assert f'<link rel="canonical" href="{page}">' in client.get(rated_claim.get_absolute_url()).content.decode()


def test_an_unrated_claim_describes_itself_by_its_status(client):
    claim = ClaimFactory(statement="The ministry counts troops.")
    tags = meta_tags(client.get(claim.get_absolute_url()).content.decode())
    assert tags["og:description"] == "Unverified: The ministry counts troops."
    assert tags["og:image"] == SITE + card_url(claim)


def test_article_source_and_figure_pages_have_the_tags_with_absolute_urls(client, rated_claim):
    troops = TrackedFigure.objects.create(name="Troops on duty", slug="troops", unit="troops")
    figure_links.figure_link_as_system(claim=statistic("1000", day=4), figure=troops)
    article, source = rated_claim.article, rated_claim.source
    pages = {
        article.get_absolute_url(): ("article", article.headline, f"Every claim in “{article.headline}”"),
        source.get_absolute_url(): ("profile", "Juan Guaidó", "Claims attributed to Juan Guaidó and what we found."),
        troops.get_absolute_url(): (
            "website",
            "Troops on duty",
            "Troops on duty: every value reported, by whom and when.",
        ),
    }
    for path, (og_type, title, description) in pages.items():
        tags = meta_tags(client.get(path).content.decode())
        assert tags["og:type"] == og_type
        assert tags["og:title"] == tags["twitter:title"] == title
        assert tags["og:description"].startswith(description)
        assert tags["og:url"] == SITE + path
        assert tags["og:image"] == tags["twitter:image"] == SITE + reverse("claims:site-card")
        assert tags["twitter:card"] == "summary_large_image"
        for name in ("og:url", "og:image", "twitter:image"):
            assert tags[name].startswith(SITE + "/"), (path, name)


def test_every_page_has_the_newsrooms_tags(client, db):
    tags = meta_tags(client.get(reverse("claims:methodology")).content.decode())
    assert tags["og:title"] == "Newsroom Fact Tracker"
    assert tags["og:url"] == SITE + reverse("claims:methodology")
    assert tags["og:image"] == SITE + reverse("claims:site-card")


# The card images


def test_a_public_claims_card_is_a_png_with_an_etag_and_caching_headers(client, rated_claim, django_assert_num_queries):
    with django_assert_num_queries(1):  # the claim with its source (the cache is the database's on SQLite/PostgreSQL)
        response = client.get(card_url(rated_claim), HTTP_HOST="testserver")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/png"
    assert png_size(response.content) == (1200, 630)
    assert response["ETag"].startswith('"') and response["Cache-Control"] == "public, max-age=3600"
    again = client.get(card_url(rated_claim), HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304
    assert again.content == b""


def test_the_site_card_is_a_png(client, db):
    response = client.get(reverse("claims:site-card"))
    assert response.status_code == 200
    assert png_size(response.content) == (1200, 630)


def test_a_card_is_drawn_once_and_redrawn_when_the_rating_changes(client, rated_claim, editor, monkeypatch):
    drawn = []
    real = social_cards.card_png
    monkeypatch.setattr(social_cards, "card_png", lambda card: drawn.append(card) or real(card))
    first = client.get(card_url(rated_claim))
    second = client.get(card_url(rated_claim))
    assert len(drawn) == 1, "the second request is served from the shared cache"
    assert first.content == second.content and first["ETag"] == second["ETag"]
    assert drawn[0].badge == "False" and drawn[0].byline == "Claimed by Juan Guaidó"
    rate(rated_claim, Status.MISLEADING, by=editor, summary="Partly: 300 by the records, more by other counts.")
    third = client.get(card_url(rated_claim))
    assert len(drawn) == 2 and drawn[1].badge == "Misleading"
    assert third["ETag"] != first["ETag"]
    assert client.get(card_url(rated_claim), HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 200


def test_a_card_never_names_an_unconfirmed_source(client):
    claim = ClaimFactory(source=SourceFactory(name="Unconfirmed Colonel", proposed=True))
    assert social_cards.claim_card(claim=claim).byline == ""
    assert social_cards.claim_card(claim=ClaimFactory(source=None)).byline == "The article’s own reporting"
    assert client.get(card_url(claim)).status_code == 200


@pytest.mark.parametrize("case", ["proposed", "draft article", "withdrawn article", "no such claim"])
@pytest.mark.parametrize("as_staff", [False, True], ids=["reader", "editor"])
def test_only_public_claims_have_a_card(client, editor, case, as_staff):
    claim = ClaimFactory(
        proposed=case == "proposed",
        article=ArticleFactory(state=ArticleState.DRAFT if case == "draft article" else ArticleState.PUBLISHED),
    )
    if case == "withdrawn article":
        article_transition(article=claim.article, to=ArticleState.WITHDRAWN, by=editor, note="Sourcing failed.")
    url = reverse("claims:card", kwargs={"pk": claim.pk + 1000 if case == "no such claim" else claim.pk})
    if as_staff:
        client.force_login(editor)
    assert client.get(url).status_code == 404


def test_staff_viewing_a_claim_readers_cannot_see_get_no_card_and_no_share_links(client, editor):
    claim = ClaimFactory(proposed=True)
    client.force_login(editor)
    html = client.get(claim.get_absolute_url()).content.decode()
    assert meta_tags(html)["og:image"] == SITE + reverse("claims:site-card")
    assert 'class="share"' not in html
    assert Claim.objects.filter(pk=claim.pk).exists()


# Share links


def test_share_links_use_the_canonical_url_and_no_third_party_script(client, rated_claim):
    html = client.get(rated_claim.get_absolute_url()).content.decode()
    page = SITE + rated_claim.get_absolute_url()
    share = html[html.index('<section class="share"') : html.index("</section>", html.index('<section class="share"'))]
    hrefs = re.findall(r'<a href="([^"]+)">', share)
    assert len(hrefs) == len(SHARE_HOSTS)
    for href, host in zip(hrefs, SHARE_HOSTS, strict=True):
        assert href.startswith(host)
        assert quote(page, safe="") in href
    assert quote("Over one thousand soldiers have defected.", safe="") in hrefs[0]
    # The copy button works without JavaScript as a read-only field holding the address.
    assert f'<input type="text" id="share-url" value="{page}" readonly>' in share
    assert re.search(
        r'<button type="button" class="copy-link" data-copy="share-url" [^>]*hidden>Copy link</button>', share
    )
    scripts = re.findall(r'<script src="([^"]+)"', html)
    assert scripts == ["/static/js/share.js"]


def test_article_source_and_figure_pages_have_share_links(client, rated_claim):
    troops = TrackedFigure.objects.create(name="Troops on duty", slug="troops", unit="troops")
    figure_links.figure_link_as_system(claim=statistic("1000", day=4), figure=troops)
    for url in (
        rated_claim.article.get_absolute_url(),
        rated_claim.source.get_absolute_url(),
        troops.get_absolute_url(),
    ):
        html = client.get(url).content.decode()
        assert quote(SITE + url, safe="") in html and 'class="share"' in html, url


def test_hot_pages_keep_their_query_budgets(client, rated_claim, django_assert_num_queries):
    # The tags and links come from what the page already loaded.
    claim_url, article_url = rated_claim.get_absolute_url(), rated_claim.article.get_absolute_url()
    with django_assert_num_queries(4):
        assert client.get(claim_url).status_code == 200
    with django_assert_num_queries(3):
        assert client.get(article_url).status_code == 200


def test_a_spanish_page_names_its_spanish_card(client, rated_claim, monkeypatch):
    drawn = []
    real = social_cards.card_png
    monkeypatch.setattr(social_cards, "card_png", lambda card: drawn.append(card) or real(card))
    with translation.override("en"):
        claim_path, english_card = rated_claim.get_absolute_url(), card_url(rated_claim)
    spanish_card = "/es" + english_card
    html = client.get("/es" + claim_path).content.decode()
    assert meta_tags(html)["og:image"] == SITE + spanish_card
    assert "Compartir esta página" in html
    spanish = client.get(spanish_card)
    english = client.get(english_card)
    assert spanish.status_code == english.status_code == 200
    assert [card.byline for card in drawn] == ["Afirmado por Juan Guaidó", "Claimed by Juan Guaidó"]
    assert drawn[0].dateline.startswith("Calificado el ")
    assert spanish["ETag"] != english["ETag"]
