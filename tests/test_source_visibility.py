"""A proposed (machine-created, unconfirmed) source is never named to a reader.

One newsroom where every way of reaching a source leads to a proposed one: an
article's publisher, a source's affiliation, an evidence item's source, a
claim's source and its intermediary. The claims themselves are confirmed and
rated, so every page, API endpoint and export shows them. Readers (anonymous
or logged in without a role) must find none of the proposed sources' names or
addresses anywhere; staff see them all, marked as proposed; once confirmed
(an editor's save of the source, or the confirmation of a claim that names
it) readers see them too.
"""

import re
import csv
import io
import json

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from claims.workflow import claims_confirm
from sources.models import Source
from tests.api.builders import BODY, rated, span, token_client
from tests.factories import ArticleFactory, ClaimFactory, EvidenceFactory, SourceAliasFactory, SourceFactory

pytestmark = pytest.mark.django_db

# role -> proposed source, named so that no other text on a page contains it.
HIDDEN = {
    "publisher": ("Zorblat Gazette", "zorblat-gazette", "media_outlet"),
    "affiliation": ("Quixmor Brigade", "quixmor-brigade", "armed_force"),
    "evidence": ("Vextrin Ministry", "vextrin-ministry", "government_body"),
    "source": ("Plumwick Colonel", "plumwick-colonel", "person"),
    "via": ("Yarrowdel Radio", "yarrowdel-radio", "media_outlet"),
}


@pytest.fixture(autouse=True)
def fresh_throttle_counts():
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def api_client():
    return APIClient()


@pytest.fixture
def newsroom(editor):
    hidden = {
        role: SourceFactory(name=name, slug=slug, kind=kind, proposed=True)
        for role, (name, slug, kind) in HIDDEN.items()
    }
    article = ArticleFactory(headline="Soldiers defect", slug="soldiers-defect", body=BODY, publisher=hidden["publisher"])
    spokesperson = SourceFactory(name="Ana Public", slug="ana-public", affiliation=hidden["affiliation"])
    relayed = ClaimFactory(
        article=article,
        source=spokesperson,
        via=hidden["via"],
        statement="Over one thousand soldiers have defected.",
        **span("Over one thousand soldiers have defected"),
    )
    EvidenceFactory(claim=relayed, added_by=editor, source=hidden["evidence"], reference="Release 12")
    rated(relayed, editor=editor)
    # The evidence factory's own item has no source; the proposed issuer is on the first.
    attributed = ClaimFactory(
        article=article,
        source=hidden["source"],
        statement="The armed forces number 235,000.",
        **span("235,000"),
    )
    rated(attributed, editor=editor)
    return {"hidden": hidden, "article": article, "spokesperson": spokesperson, "claims": [relayed, attributed]}


def public_addresses(newsroom) -> list[str]:
    """Every page and API address that shows the newsroom's claims, article or sources."""
    relayed, attributed = newsroom["claims"]
    article = newsroom["article"]
    return [
        reverse("claims:home"),
        reverse("claims:list"),
        relayed.get_absolute_url(),
        attributed.get_absolute_url(),
        reverse("claims:articles"),
        article.get_absolute_url(),
        reverse("sources:list"),
        newsroom["spokesperson"].get_absolute_url(),
        reverse("claim-list"),
        reverse("claim-detail", args=[relayed.pk]),
        reverse("claim-detail", args=[attributed.pk]),
        reverse("article-list"),
        reverse("article-detail", args=[article.slug]),
        reverse("source-list"),
        reverse("source-detail", args=[newsroom["spokesperson"].slug]),
        reverse("claim-export-csv"),
        reverse("claimreview"),
    ]


def body_of(response) -> str:
    if response.streaming:
        return b"".join(response.streaming_content).decode("utf-8-sig")
    return response.content.decode()


def names_found(text: str) -> set[str]:
    """Which proposed sources `text` names or links (by name or slug)."""
    return {role for role, (name, slug, _kind) in HIDDEN.items() if name in text or slug in text}


@pytest.fixture(params=["anonymous", "reader"])
def reader_clients(request, reader):
    """A site client and an API client for a reader."""
    site = Client()
    if request.param == "reader":
        site.force_login(reader)
        return site, token_client(reader)
    return site, APIClient()


def fetch(clients, address):
    site, api = clients
    return (api if address.startswith("/api/") else site).get(address)


def test_a_reader_finds_no_proposed_source_anywhere(newsroom, reader_clients):
    for address in public_addresses(newsroom):
        response = fetch(reader_clients, address)
        assert response.status_code == 200, address
        assert names_found(body_of(response)) == set(), address


def test_a_proposed_sources_page_answers_404_to_a_reader(newsroom, reader_clients):
    for source in newsroom["hidden"].values():
        assert fetch(reader_clients, source.get_absolute_url()).status_code == 404
        assert fetch(reader_clients, reverse("source-detail", args=[source.slug])).status_code == 404


def test_a_reader_is_told_a_source_exists_without_its_name(newsroom, client):
    _relayed, attributed = newsroom["claims"]
    page = client.get(attributed.get_absolute_url()).content.decode()
    assert "A source not yet confirmed" in page
    assert "The article’s own reporting" not in page


def test_the_api_gives_null_for_a_proposed_source(newsroom, api_client):
    relayed, attributed = newsroom["claims"]
    claim = api_client.get(reverse("claim-detail", args=[relayed.pk])).json()
    assert claim["via"] is None
    assert claim["source"]["name"] == "Ana Public"
    assert "proposed" not in claim["source"]
    assert claim["evidence"][0]["source"] is None
    assert api_client.get(reverse("claim-detail", args=[attributed.pk])).json()["source"] is None
    article = api_client.get(reverse("article-detail", args=["soldiers-defect"])).json()
    assert article["publisher"] is None
    assert [claim["source"] for claim in article["claims"]][1] is None
    source = api_client.get(reverse("source-detail", args=["ana-public"])).json()
    assert source["affiliation"] is None
    assert "proposed" not in source


def test_the_exports_leave_a_proposed_source_out(newsroom, api_client):
    relayed, attributed = newsroom["claims"]
    rows = {
        int(row["id"]): row
        for row in csv.DictReader(io.StringIO(body_of(api_client.get(reverse("claim-export-csv")))))
    }
    assert rows[relayed.pk]["source_name"] == "Ana Public"
    assert (rows[relayed.pk]["via_id"], rows[relayed.pk]["via_name"]) == ("", "")
    assert [rows[attributed.pk][column] for column in ("source_id", "source_slug", "source_name")] == ["", "", ""]
    reviews = {
        review["claimReviewed"]: review["itemReviewed"]
        for review in json.loads(body_of(api_client.get(reverse("claimreview"))))
    }
    assert reviews[relayed.statement]["author"]["name"] == "Ana Public"
    assert "author" not in reviews[attributed.statement]


def test_staff_see_every_proposed_source_marked_as_proposed(newsroom, editor):
    site = Client()
    site.force_login(editor)
    clients = (site, token_client(editor))
    relayed, attributed = newsroom["claims"]
    pages = {
        relayed.get_absolute_url(): {"publisher", "via", "evidence", "affiliation"},
        attributed.get_absolute_url(): {"publisher", "source"},
        newsroom["article"].get_absolute_url(): {"publisher", "source", "via"},
        reverse("claims:articles"): {"publisher"},
        reverse("sources:list"): set(HIDDEN),
        newsroom["spokesperson"].get_absolute_url(): {"affiliation"},
    }
    for address, roles in pages.items():
        page = body_of(fetch(clients, address))
        assert names_found(page) >= roles, address
        assert "source-proposed" in page, address
    claim = clients[1].get(reverse("claim-detail", args=[relayed.pk])).json()
    assert (claim["via"]["name"], claim["via"]["proposed"]) == ("Yarrowdel Radio", True)
    assert claim["evidence"][0]["source"]["proposed"] is True
    assert claim["source"]["proposed"] is False
    article = clients[1].get(reverse("article-detail", args=["soldiers-defect"])).json()
    assert article["publisher"]["name"] == "Zorblat Gazette"
    source = clients[1].get(reverse("source-detail", args=["ana-public"])).json()
    assert (source["affiliation"]["name"], source["proposed"]) == ("Quixmor Brigade", False)
    exported = body_of(clients[1].get(reverse("claim-export-csv")))
    assert names_found(exported) == {"publisher", "source", "via"}  # the article_publisher column
    assert names_found(body_of(clients[1].get(reverse("claimreview")))) == {"source"}


def test_an_editors_save_in_the_admin_confirms_a_source(newsroom, editor, client):
    site = Client()
    site.force_login(editor)
    publisher = newsroom["hidden"]["publisher"]
    change = reverse("admin:sources_source_change", args=[publisher.pk])
    form = {
        "name": publisher.name,
        "slug": publisher.slug,
        "kind": publisher.kind,
        "aliases-TOTAL_FORMS": "0",
        "aliases-INITIAL_FORMS": "0",
        "claims-TOTAL_FORMS": "0",
        "claims-INITIAL_FORMS": "0",
    }
    response = site.post(change, form)
    assert response.status_code == 302, response.content.decode()[:2000]
    publisher.refresh_from_db()
    assert publisher.proposed is False
    assert "Zorblat Gazette" in client.get(newsroom["article"].get_absolute_url()).content.decode()
    assert client.get(publisher.get_absolute_url()).status_code == 200


def test_confirming_a_claim_confirms_its_source_and_intermediary(newsroom, editor, client, api_client):
    hidden = newsroom["hidden"]
    proposal = ClaimFactory(
        article=newsroom["article"],
        source=hidden["source"],
        via=hidden["via"],
        proposed=True,
        **span("“There is a lot of fear,” said Guaidó"),
    )
    claims_confirm(claims=[proposal], by=editor)
    assert set(Source.objects.filter(proposed=True).values_list("slug", flat=True)) == {
        "zorblat-gazette", "quixmor-brigade", "vextrin-ministry"
    }
    page = client.get(newsroom["article"].get_absolute_url()).content.decode()
    assert names_found(page) == {"source", "via"}
    exported = body_of(api_client.get(reverse("claim-export-csv")))
    assert names_found(exported) == {"source", "via"}


def test_a_save_through_the_api_confirms_a_source(newsroom, editor, api_client):
    via = newsroom["hidden"]["via"]
    response = token_client(editor).patch(
        reverse("source-detail", args=[via.slug]), {"country": "Venezuela"}, format="json"
    )
    assert response.status_code == 200, response.json()
    assert response.json()["proposed"] is False
    relayed = newsroom["claims"][0]
    assert api_client.get(reverse("claim-detail", args=[relayed.pk])).json()["via"]["name"] == "Yarrowdel Radio"


MARKS = re.compile(r"</?mark\b[^>]*>")


def claims_found(clients, text) -> dict[str, bool]:
    """Whether the newsroom's attributed claim is found by `text` on the claims
    page and in the API list (and in the admin, for a staff client)."""
    site, api = clients
    statement = "The armed forces number 235,000."
    listed = api.get(reverse("claim-list"), {"search": text}).json()["results"]
    found = {
        # The list marks the searched words (claims.search_marks): compare the text without the marks.
        "page": statement in MARKS.sub("", site.get(reverse("claims:list"), {"search": text}).content.decode()),
        "api": statement in [claim["statement"] for claim in listed],
    }
    admin = site.get(reverse("admin:claims_claim_changelist"), {"q": text})
    if admin.status_code == 200:
        found["admin"] = statement in MARKS.sub("", admin.content.decode())
    return found


def test_a_reader_finds_no_claim_by_a_proposed_sources_name(newsroom, reader_clients):
    SourceAliasFactory(source=newsroom["hidden"]["source"], name="Colonel Thistlebrook")
    for text in ["Plumwick", "plumwick colonel", "Thistlebrook", "Plumwick 235,000", "armed Plumwick"]:
        assert claims_found(reader_clients, text) == {"page": False, "api": False}, text
    # The claim's own words still find it; so does the source's name once it is confirmed.
    assert claims_found(reader_clients, "armed forces") == {"page": True, "api": True}
    Source.objects.filter(pk=newsroom["hidden"]["source"].pk).update(proposed=False)
    for text in ["Plumwick", "Thistlebrook", "Plumwick 235,000"]:
        assert claims_found(reader_clients, text) == {"page": True, "api": True}, text


def test_staff_find_claims_by_a_proposed_sources_name(newsroom, editor):
    SourceAliasFactory(source=newsroom["hidden"]["source"], name="Colonel Thistlebrook")
    site = Client()
    site.force_login(editor)
    clients = (site, token_client(editor))
    for text in ["Plumwick", "Thistlebrook", "Plumwick 235,000"]:
        assert claims_found(clients, text) == {"page": True, "api": True, "admin": True}, text
