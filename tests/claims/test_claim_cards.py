"""A list's claim cards (`claims.claim_cards`, `claims/_claim_items.html`):
each shows the claim's status, statement with the searched words marked,
source (as the reader may see it), article, kind and dates, in the page's
language, from data prepared once per page."""

import datetime
import re

import pytest
from django.urls import reverse

from claims.claim_cards import claim_cards
from claims.models import Claim, ClaimKind, Status
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceFactory

pytestmark = pytest.mark.django_db


def card_html(html: str) -> str:
    """The first claim card of a page, its whitespace collapsed."""
    [card] = re.findall(r'<li class="claim-item">.*?</li>', html, flags=re.S)[:1]
    return " ".join(card.split())


@pytest.fixture
def rated(db):
    claim = ClaimFactory(
        statement="Guaidó says 5 <b>soldiers</b> defected.",
        attribution="said",
        kind=ClaimKind.STATISTIC,
        status=Status.FALSE,
        article=ArticleFactory(headline="Border & crossings", slug="border"),
        source=SourceFactory(name="Juan Guaidó", slug="juan-guaido"),
        verdict_at=datetime.datetime(2026, 2, 1, 8, 0, tzinfo=datetime.UTC),
    )
    Claim.objects.filter(pk=claim.pk).update(created_at=datetime.datetime(2026, 1, 31, 23, 30, tzinfo=datetime.UTC))
    return claim


def test_a_card_shows_the_claim_its_source_article_kind_and_dates(client, rated):
    html = client.get(reverse("claims:list"), {"search": "guaido"}).content.decode()
    url = rated.get_absolute_url()
    assert card_html(html) == (
        '<li class="claim-item"> <p class="claim-statement"><span class="badge status-false">False</span> '
        f'<a href="{url}"><mark class="search-match">Guaidó</mark> says 5 &lt;b&gt;soldiers&lt;/b&gt; defected.</a></p> '
        '<p class="meta"> <a href="/sources/juan-guaido/">Juan Guaidó</a> (said) '
        '<span class="sep">in</span> <a href="/articles/border/">Border &amp; crossings</a> '
        '<span class="sep">·</span> Statistic '
        '<span class="sep">·</span> added <time datetime="2026-01-31T23:30:00+00:00">31 January 2026</time> '
        '<span class="sep">·</span> rated <time datetime="2026-02-01T08:00:00+00:00">1 February 2026</time> '
        "</p> </li>"
    )


def test_a_card_speaks_the_pages_language(client, rated):
    url = rated.get_absolute_url()
    html = card_html(client.get("/es" + reverse("claims:list")).content.decode())
    assert '<a href="/es/sources/juan-guaido/">' in html and '<a href="/es/articles/border/">' in html
    assert f'<a href="/es{url}">' in html
    assert ">Falso</span>" in html and "Cifra" in html
    assert '<time datetime="2026-01-31T23:30:00+00:00">31 de enero de 2026</time>' in html


def test_a_card_names_a_proposed_source_only_to_those_who_see_it(client):
    claim = ClaimFactory(source=SourceFactory(name="Unconfirmed Colonel", proposed=True), attribution="said")
    ClaimFactory(source=None, statement="The newsroom's own count.")
    html = client.get(reverse("claims:list")).content.decode()
    assert "Unconfirmed Colonel" not in html and "A source not yet confirmed" in html
    assert "The article’s own reporting" in html
    client.force_login(EditorFactory())
    html = client.get(reverse("claims:list")).content.decode()
    assert (
        f'<a href="{claim.source.get_absolute_url()}">Unconfirmed Colonel</a> <span class="badge source-proposed"'
        in html
    )


def test_cards_are_made_without_a_query(rated, django_assert_num_queries):
    claims = list(Claim.objects.for_listing())
    with django_assert_num_queries(0):
        [card] = claim_cards(claims=claims, user=None, search="defecting")
    assert card["statement"] == 'Guaidó says 5 &lt;b&gt;soldiers&lt;/b&gt; <mark class="search-match">defected</mark>.'
    # Without its source (a source's own page): the source is not even read.
    claims = list(Claim.objects.select_related("article"))
    with django_assert_num_queries(0):
        [card] = claim_cards(claims=claims, user=None, with_source=False)
    assert card["source"] is None


def test_claims_of_the_same_day_keep_their_own_times():
    first, second = ClaimFactory(), ClaimFactory()
    morning = datetime.datetime(2026, 3, 2, 8, 15, tzinfo=datetime.UTC)
    Claim.objects.filter(pk=first.pk).update(created_at=morning)
    Claim.objects.filter(pk=second.pk).update(created_at=morning + datetime.timedelta(hours=12))
    cards = claim_cards(claims=Claim.objects.for_listing().order_by("pk"), user=None)
    assert [(card["created_iso"], card["created"]) for card in cards] == [
        ("2026-03-02T08:15:00+00:00", "2 March 2026"),
        ("2026-03-02T20:15:00+00:00", "2 March 2026"),
    ]
