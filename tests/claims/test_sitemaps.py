"""What search engines are told: the sitemap index and its sections (valid XML, only
what any reader may open), robots.txt, and the canonical link on every public page."""

import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest

from claims import figure_links
from claims.models import ClaimKind, TrackedFigure
from claims.sitemaps import SITEMAPS
from claims.views import CLAIMS_PER_PAGE
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceFactory

pytestmark = pytest.mark.django_db

SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


def xml(client, url):
    response = client.get(url)
    assert response.status_code == 200, response.content[:300]
    assert "xml" in response["Content-Type"]
    return ET.fromstring(response.content)


def locations(root):
    return [loc.text for loc in root.iter(f"{SITEMAP}loc")]


@pytest.fixture
def site(settings):
    settings.NEWSROOM_URL = "https://facts.example.org"
    public_source = SourceFactory(slug="minister")
    hidden_source = SourceFactory(slug="unconfirmed", proposed=True)
    article = ArticleFactory(slug="the-story")
    public = ClaimFactory(article=article, source=public_source, statement="The army has troops.")
    proposed = ClaimFactory(article=article, start=3, source=hidden_source, proposed=True)
    troops = TrackedFigure.objects.create(name="Troops", slug="troops", unit="troops")
    TrackedFigure.objects.create(name="Nothing public", slug="nothing-public", unit="troops")
    statistic = ClaimFactory(
        article=article, start=5, kind=ClaimKind.STATISTIC, value=Decimal(1000), qualifier="exact", unit="troops"
    )
    figure_links.figure_link_as_system(claim=statistic, figure=troops)
    hidden_statistic = ClaimFactory(
        article=article, start=7, kind=ClaimKind.STATISTIC, value=Decimal(5), qualifier="exact", unit="troops",
        proposed=True,
    )
    figure_links.figure_link_as_system(
        claim=hidden_statistic, figure=TrackedFigure.objects.get(slug="nothing-public")
    )
    return {"public": public, "proposed": proposed, "statistic": statistic}


def test_the_sitemap_index_names_every_section_under_the_site_address(client, site):
    root = xml(client, "/sitemap.xml")
    assert root.tag == f"{SITEMAP}sitemapindex"
    assert locations(root) == [f"https://facts.example.org/sitemap-{section}.xml" for section in SITEMAPS]


def test_the_sitemaps_list_only_what_readers_may_open(client, site):
    found = set()
    for section in SITEMAPS:
        root = xml(client, f"/sitemap-{section}.xml")
        assert root.tag == f"{SITEMAP}urlset"
        found |= set(locations(root))
    base = "https://facts.example.org"
    assert {
        base + "/",
        base + "/claims/",
        base + "/corrections/",
        base + "/methodology/",
        base + site["public"].get_absolute_url(),
        base + site["statistic"].get_absolute_url(),
        base + "/articles/the-story/",
        base + "/sources/minister/",
        base + "/figures/troops/",
    } <= found
    assert base + site["proposed"].get_absolute_url() not in found
    assert base + "/sources/unconfirmed/" not in found
    assert base + "/figures/nothing-public/" not in found
    # Every address opens for a reader.
    for url in found:
        assert client.get(url.removeprefix(base)).status_code == 200, url


def test_the_sitemaps_are_the_same_for_staff(client, site):
    anonymous = {section: client.get(f"/sitemap-{section}.xml").content for section in SITEMAPS}
    client.force_login(EditorFactory())
    for section in SITEMAPS:
        assert client.get(f"/sitemap-{section}.xml").content == anonymous[section]


def test_an_unknown_section_is_not_found(client, db):
    assert client.get("/sitemap-nothing.xml").status_code == 404


@pytest.mark.parametrize("size", [1, 10])
def test_sitemaps_take_the_same_queries_however_many_claims(client, size, django_assert_num_queries):
    for _ in range(size):
        ClaimFactory()
    with django_assert_num_queries(2):  # count, then the page
        assert client.get("/sitemap-claims.xml").status_code == 200
    with django_assert_num_queries(8):  # each of four sections: its count and its latest change
        assert client.get("/sitemap.xml").status_code == 200


def test_robots_txt_points_to_the_sitemap_and_keeps_crawlers_out_of_admin_and_api(client, settings):
    settings.NEWSROOM_URL = "https://facts.example.org"
    response = client.get("/robots.txt")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/plain")
    lines = response.content.decode().splitlines()
    assert lines[0] == "User-agent: *"
    assert {"Disallow: /admin/", "Disallow: /api/", "Sitemap: https://facts.example.org/sitemap.xml"} <= set(lines)


def canonical(html):
    links = [line for line in html.splitlines() if 'rel="canonical"' in line]
    assert len(links) == 1, links
    return links[0].strip()


def test_every_public_page_names_its_canonical_address(client, site):
    pages = [
        "/",
        "/claims/",
        site["public"].get_absolute_url(),
        "/articles/",
        "/articles/the-story/",
        "/sources/",
        "/sources/minister/",
        "/figures/",
        "/figures/troops/",
        "/corrections/",
        "/methodology/",
    ]
    for path in pages:
        html = client.get(path).content.decode()
        assert canonical(html) == f'<link rel="canonical" href="https://facts.example.org{path}">', path


def test_a_filtered_list_names_the_list_and_keeps_its_page(client, site):
    html = client.get("/claims/", {"status": "false", "search": "troops"}).content.decode()
    assert canonical(html) == '<link rel="canonical" href="https://facts.example.org/claims/">'
    html = client.get("/articles/", {"page": "1"}).content.decode()
    assert canonical(html) == '<link rel="canonical" href="https://facts.example.org/articles/">'


def test_a_later_page_of_a_list_names_itself_and_never_a_missing_page(client, settings):
    settings.NEWSROOM_URL = "https://facts.example.org"
    for _ in range(CLAIMS_PER_PAGE + 1):
        ClaimFactory()
    html = client.get("/claims/", {"page": "2", "status": "unverified"}).content.decode()
    assert canonical(html) == '<link rel="canonical" href="https://facts.example.org/claims/?page=2">'
    html = client.get("/claims/", {"page": "999"}).content.decode()
    assert canonical(html) == '<link rel="canonical" href="https://facts.example.org/claims/?page=2">'


def test_a_missing_page_names_no_canonical_address(client, db):
    response = client.get("/claims/999999/nothing/")
    assert response.status_code == 404
    assert 'rel="canonical"' not in response.content.decode()


XHTML = "{http://www.w3.org/1999/xhtml}"


def alternates(root):
    """Each listed address, with its <xhtml:link hreflang> alternates."""
    return {
        url.find(f"{SITEMAP}loc").text: {link.get("hreflang"): link.get("href") for link in url.iter(f"{XHTML}link")}
        for url in root.iter(f"{SITEMAP}url")
    }


def test_every_page_is_listed_in_both_languages_with_its_alternates(client, site):
    base = "https://facts.example.org"
    claim = site["public"].get_absolute_url()
    listed = alternates(xml(client, "/sitemap-claims.xml"))
    both = {"en": base + claim, "es": base + "/es" + claim, "x-default": base + claim}
    assert listed[base + claim] == both
    assert listed[base + "/es" + claim] == both
    pages = alternates(xml(client, "/sitemap-pages.xml"))
    assert pages[base + "/es/methodology/"] == {
        "en": base + "/methodology/",
        "es": base + "/es/methodology/",
        "x-default": base + "/methodology/",
    }
    # Every Spanish address opens, in Spanish.
    for url in [base + "/es" + claim, base + "/es/methodology/", base + "/es/sources/minister/"]:
        response = client.get(url.removeprefix(base))
        assert response.status_code == 200 and '<html lang="es">' in response.content.decode(), url


def test_the_default_address_keeps_a_slug_that_reads_like_a_language(client, site):
    SourceFactory(slug="en")
    listed = alternates(xml(client, "/sitemap-sources.xml"))
    assert listed["https://facts.example.org/sources/en/"]["x-default"] == "https://facts.example.org/sources/en/"


def test_a_section_split_into_pages_lists_every_address_once(client, site, monkeypatch):
    everything = set(alternates(xml(client, "/sitemap-claims.xml")))
    assert len(everything) == 4  # two public claims, in two languages
    monkeypatch.setattr(SITEMAPS["claims"], "limit", 3)
    first = list(alternates(xml(client, "/sitemap-claims.xml?p=1")))
    second = list(alternates(xml(client, "/sitemap-claims.xml?p=2")))
    assert len(first) == 3 and len(second) == 1
    assert set(first + second) == everything
    index = locations(xml(client, "/sitemap.xml"))
    assert "https://facts.example.org/sitemap-claims.xml?p=2" in index
