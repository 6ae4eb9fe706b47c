"""The public source pages: who is quoted, and what became of their claims."""

import html as html_lib
import re
from urllib.parse import urljoin

import pytest
from django.urls import reverse

from claims.models import Stance, Status
from claims.views import CLAIMS_PER_PAGE
from claims.workflow import claim_transition, evidence_add
from sources.models import Source
from sources.views import SOURCES_PER_PAGE
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceAliasFactory, SourceFactory

pytestmark = pytest.mark.django_db

PAGINATION_NAV = re.compile(r'<nav class="pagination" aria-label="([^"]+)">(.*?)</nav>', re.S)
LINK = re.compile(r'<a href="([^"]*)"([^>]*)>(.*?)</a>', re.S)


def pagination_links(html, url):
    """{text: absolute URL} of the links in the page's pagination nav ("Next", "2",
    "current" for the aria-current one), resolved against `url` as a browser would."""
    [(_label, nav)] = PAGINATION_NAV.findall(html)
    links = {}
    for href, attributes, text in LINK.findall(nav):
        target = urljoin(url, html_lib.unescape(href))
        links[re.sub(r"<[^>]+>|Page | page", "", text).strip()] = target
        if 'aria-current="page"' in attributes:
            links["current"] = target
    return links


def rate(claim, to, *, by):
    """Give `claim` a verdict through the workflow, with one piece of evidence."""
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=by)
    evidence_add(
        claim=claim, by=by, title="A record", url=f"https://example.org/{claim.pk}", summary="It shows.", stance=Stance.SUPPORTS
    )
    claim_transition(claim=claim, to=to, by=by, summary="What we found.")


def populate(*, sources, claims_each, rated_each):
    editor = EditorFactory()
    army = SourceFactory(name="The army", kind="armed_force")
    via = SourceFactory(name="El País", kind="media_outlet")
    made = []
    for _ in range(sources):
        source = SourceFactory(affiliation=army)
        SourceAliasFactory(source=source)
        SourceAliasFactory(source=source)
        article = ArticleFactory()
        for index in range(claims_each):
            claim = ClaimFactory(article=article, start=index, end=index + 4, source=source, via=via)
            if index < rated_each:
                rate(claim, Status.VERIFIED, by=editor)
            made.append(claim)
    return made


SMALL = {"sources": 1, "claims_each": 1, "rated_each": 0}
MANY_SOURCES = {"sources": SOURCES_PER_PAGE + 2, "claims_each": 1, "rated_each": 1}  # more than a page
MANY_CLAIMS = {"sources": 2, "claims_each": CLAIMS_PER_PAGE + 5, "rated_each": 3}  # more than a page each


@pytest.mark.parametrize("size", [SMALL, MANY_SOURCES], ids=["small", "more-than-a-page"])
@pytest.mark.parametrize("page", [None, "2", "999", "abc"], ids=["first", "second", "past-the-end", "not-a-number"])
def test_sources_list_query_count_is_constant(client, django_assert_num_queries, size, page):
    populate(**size)
    # Count the sources, the page of sources with affiliations, their aliases,
    # the page's claims' totals by source and by who relayed them.
    with django_assert_num_queries(5):
        response = client.get(reverse("sources:list"), {"page": page} if page else {})
    assert response.status_code == 200


@pytest.mark.parametrize("size", [SMALL, MANY_CLAIMS], ids=["small", "more-than-a-page"])
@pytest.mark.parametrize("page", [None, "2", "999", "abc"], ids=["first", "second", "past-the-end", "not-a-number"])
def test_source_page_query_count_is_constant(client, django_assert_num_queries, size, page):
    claims = populate(**size)
    params = {"page": page} if page else {}
    # The source with its affiliation, aliases, members; status totals of all its
    # claims; count them; the page of claims; the latest claims it relayed and
    # their total (from the status tallies).
    with django_assert_num_queries(8):
        assert client.get(claims[-1].source.get_absolute_url(), params).status_code == 200
    # A source with no claims of its own has an empty page, which needs no query.
    with django_assert_num_queries(7):
        assert client.get(claims[-1].via.get_absolute_url(), params).status_code == 200


def test_sources_list_shows_who_is_quoted_with_their_counts(client):
    army = SourceFactory(name="Venezuelan army", slug="venezuelan-army", kind="armed_force")
    colonel = SourceFactory(
        name="Rubén Paz",
        slug="ruben-paz",
        kind="person",
        description="Colonel who resigned",
        affiliation=army,
        country="Venezuela",
        notes="INTERNAL: do not contact before Friday.",
    )
    SourceAliasFactory(source=colonel, name="Colonel Paz")
    SourceAliasFactory(source=colonel, name="Rubén Paz")  # the name itself is not repeated as an alias
    first = ClaimFactory(source=colonel)
    ClaimFactory(article=first.article, start=30, end=40, source=colonel)
    ClaimFactory(article=first.article, start=50, end=60, source=colonel, proposed=True)
    rate(first, Status.FALSE, by=EditorFactory())
    response = client.get(reverse("sources:list"))
    html = response.content.decode()
    assert f'<a href="{colonel.get_absolute_url()}">Rubén Paz</a>' in html
    assert "Person · Venezuela" in html
    assert "Colonel who resigned" in html
    assert f'Part of <a href="{army.get_absolute_url()}">Venezuelan army</a>' in html
    assert "Also named: Colonel Paz</p>" in html
    assert "<strong>2</strong> claims, 1 with a verdict" in html, "the machine proposal is not counted"
    assert "1 false" in html and "1 unverified" in html
    assert "INTERNAL" not in html


def test_source_page_shows_the_source_its_claims_their_chart_and_relayed_claims(client):
    army = SourceFactory(name="Venezuelan army", slug="venezuelan-army", kind="armed_force")
    colonel = SourceFactory(name="Rubén Paz", slug="ruben-paz", affiliation=army, notes="INTERNAL NOTE")
    SourceAliasFactory(source=colonel, name="Colonel Paz")
    newspaper = SourceFactory(name="El País", slug="el-pais", kind="media_outlet")
    claim = ClaimFactory(source=colonel, via=newspaper, statement="Ninety percent of the armed forces are in discontent.")
    ClaimFactory(source=colonel, statement="HIDDEN PROPOSAL", proposed=True)

    response = client.get(colonel.get_absolute_url())
    html = response.content.decode()
    assert "<h1>Rubén Paz</h1>" in html
    assert "Colonel Paz" in html
    assert f'<a href="{army.get_absolute_url()}">Venezuelan army</a>' in html
    assert claim.get_absolute_url() in html
    assert "Ninety percent of the armed forces are in discontent." in html
    assert "HIDDEN PROPOSAL" not in html
    assert "INTERNAL NOTE" not in html
    assert 'class="status-chart"' in html
    assert 'href="/claims/?status=unverified&amp;source=ruben-paz"' in html
    assert '<a href="/claims/?source=ruben-paz">Filter and search these claims</a>' in html
    assert '<a href="/sources/" aria-current="true">Sources</a>' in html

    army_html = client.get(army.get_absolute_url()).content.decode()
    assert f'<a href="{colonel.get_absolute_url()}">Rubén Paz</a>' in army_html, "members are listed"

    relayed = client.get(newspaper.get_absolute_url()).content.decode()
    assert "Claims relayed by El País" in relayed
    assert claim.get_absolute_url() in relayed


def test_every_claim_a_source_relayed_is_reached_through_the_via_filter(client):
    """The source page shows the latest relayed claims and links to all of
    them: the claim list's `via` filter, the same in the API."""
    newspaper = SourceFactory(name="El País", slug="el-pais", kind="media_outlet")
    relayed = [ClaimFactory(via=newspaper) for _ in range(12)]
    ClaimFactory(via=newspaper, statement="HIDDEN PROPOSAL", proposed=True)
    ClaimFactory(statement="Not relayed by the newspaper.")

    page = client.get(newspaper.get_absolute_url()).content.decode()
    assert '<a href="/claims/?via=el-pais">All 12 claims it relayed, to filter and search</a>' in page

    listed = client.get("/claims/?via=el-pais&page=1")
    assert listed.status_code == 200
    assert sorted(claim.pk for claim in listed.context["claims"]) == sorted(claim.pk for claim in relayed)
    api = client.get("/api/v1/claims/?via=el-pais&page_size=100").json()
    assert sorted(row["id"] for row in api["results"]) == sorted(claim.pk for claim in relayed)
    unknown = client.get("/api/v1/claims/?via=nobody")
    assert unknown.status_code == 400 and "via" in unknown.json()


def test_unknown_source_gives_the_styled_404(client):
    response = client.get(reverse("sources:detail", kwargs={"slug": "nobody"}))
    assert response.status_code == 404
    assert "Page not found" in response.content.decode()


def test_source_names_are_shown_as_text(client):
    source = SourceFactory(name="<script>alert(1)</script>", description="<b>role</b>")
    ClaimFactory(source=source)
    for url in (reverse("sources:list"), source.get_absolute_url()):
        html = client.get(url).content.decode()
        assert "<script>alert(1)" not in html and "<b>role" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


# Pagination


def test_sources_list_second_page_shows_the_next_sources_with_their_counts(client):
    populate(**MANY_SOURCES)
    ordered = list(Source.objects.all())
    first = client.get(reverse("sources:list"))
    assert [row["source"] for row in first.context["rows"]] == ordered[:SOURCES_PER_PAGE]
    assert f"Showing 1–{SOURCES_PER_PAGE} of {len(ordered)} sources." in first.content.decode()

    second = client.get(reverse("sources:list"), {"page": "2"})
    html = second.content.decode()
    rows = second.context["rows"]
    assert [row["source"] for row in rows] == ordered[SOURCES_PER_PAGE:]
    assert f"Showing {SOURCES_PER_PAGE + 1}–{len(ordered)} of {len(ordered)} sources." in html
    for row in rows:
        quoted = row["source"].name.startswith("Source")
        assert (row["count"], row["rated"]) == ((1, 1) if quoted else (0, 0)), row["source"]
    relayed = {row["source"].name: row["relayed"] for row in first.context["rows"] + rows}
    assert relayed["El País"] == SOURCES_PER_PAGE + 2, "relayed counts are not cut to the page"
    assert ordered[0].get_absolute_url() not in html
    assert "<title>Sources, page 2 ·" in html
    assert '<nav class="pagination" aria-label="Pages of sources">' in html
    assert '<a href="?page=2" aria-current="page"><span class="visually-hidden">Page </span>2</a>' in html


def test_source_page_lists_a_page_of_claims_but_charts_them_all(client):
    claims = populate(**MANY_CLAIMS)
    source = claims[-1].source
    own = [claim for claim in claims if claim.source == source]
    first = client.get(source.get_absolute_url())
    html = first.content.decode()
    assert [claim.pk for claim in first.context["claims"]] == [claim.pk for claim in own[:CLAIMS_PER_PAGE]]
    assert f"({len(own)}, 3 with a verdict)" in html
    assert f"Showing 1–{CLAIMS_PER_PAGE} of {len(own)}." in html

    second = client.get(source.get_absolute_url(), {"page": "2"})
    html = second.content.decode()
    assert [claim.pk for claim in second.context["claims"]] == [claim.pk for claim in own[CLAIMS_PER_PAGE:]]
    assert f"Showing {CLAIMS_PER_PAGE + 1}–{len(own)} of {len(own)}." in html
    totals = {row["status"]: row["count"] for row in second.context["totals"]}
    assert totals["verified"] == 3 and totals["unverified"] == len(own) - 3, "the chart counts every claim"
    assert f"({len(own)}, 3 with a verdict)" in html
    assert own[0].get_absolute_url() not in html
    assert f"<title>{source.name}, claims page 2 ·" in html
    assert '<nav class="pagination" aria-label="Pages of claims by this source">' in html
    assert 'href="?page=1#claims-heading" rel="prev"' in html


def test_a_source_with_one_page_of_claims_has_no_pagination(client):
    claim = ClaimFactory()
    html = client.get(claim.source.get_absolute_url()).content.decode()
    assert 'class="pagination"' not in html
    assert "Showing" not in html


@pytest.mark.parametrize(
    "page, message, shown",
    [
        ("abc", "“abc” is not a page number, so the first page is shown.", 1),
        ("0", "There is no page 0, so the first page is shown.", 1),
        ("-1", "There is no page -1, so the first page is shown.", 1),
        ("999", "There is no page 999; the last page is 2.", 2),
        ("2.5", "“2.5” is not a page number, so the first page is shown.", 1),
    ],
)
@pytest.mark.parametrize("page_type", ["sources", "source"])
def test_bad_page_values_show_a_real_page_with_a_message(client, page, message, shown, page_type):
    if page_type == "sources":
        populate(**MANY_SOURCES)
        url = reverse("sources:list")
    else:
        url = populate(**MANY_CLAIMS)[-1].source.get_absolute_url()
    response = client.get(url, {"page": page})
    html = response.content.decode()
    assert response.status_code == 200
    assert f'<div class="notice" role="alert"><p>{message}</p></div>' in html
    assert response.context["page_obj"].number == shown
    assert response.context["page_obj"].object_list, "the page still lists what it lists"
    assert f"page={page}" not in html, "the links name real pages"


def test_sources_list_page_links_round_trip(client):
    populate(**MANY_SOURCES)
    url = reverse("sources:list")
    first = client.get(url)
    links = pagination_links(first.content.decode(), url)
    assert links["current"] == f"{url}?page=1"
    second = client.get(links["Next"])
    assert second.context["page_obj"].number == 2
    back = pagination_links(second.content.decode(), links["Next"])
    assert back["current"] == links["Next"]
    assert "Next" not in back
    assert client.get(back["Previous"]).context["rows"] == first.context["rows"]


def test_source_page_links_round_trip_to_the_filtered_claims_list(client):
    claims = populate(**MANY_CLAIMS)
    source = claims[-1].source
    url = source.get_absolute_url()
    first = client.get(url)
    links = pagination_links(first.content.decode(), url)
    assert links["Next"].startswith(f"{url}?page=2&cursor=") and links["Next"].endswith("#claims-heading")
    second = client.get(links["Next"])
    source_page_two = [claim.pk for claim in second.context["claims"]]
    back = pagination_links(second.content.decode(), links["Next"])
    assert back["current"] == links["Next"]
    assert [claim.pk for claim in client.get(back["Previous"]).context["claims"]] == [
        claim.pk for claim in first.context["claims"]
    ]

    # The "filter and search" link opens the claims list on the same claims, page by page.
    filtered = f"{reverse('claims:list')}?source={source.slug}"
    assert f'<a href="{filtered}">Filter and search these claims</a>' in first.content.decode()
    listed = client.get(filtered)
    assert listed.context["page_obj"].paginator.count == len(source_page_two) + CLAIMS_PER_PAGE
    next_page = pagination_links(listed.content.decode(), filtered)["Next"]
    assert next_page.startswith(f"{filtered}&page=2&cursor=")
    assert [claim.pk for claim in client.get(next_page).context["claims"]] == source_page_two


def test_sources_found_by_extraction_stay_internal_until_confirmed(client, editor):
    from sources.models import Source
    from tests.factories import SourceFactory

    found = SourceFactory(name="Carlos Ruiz", slug="carlos-ruiz", proposed=True)
    assert client.get(reverse("sources:detail", args=["carlos-ruiz"])).status_code == 404
    assert "Carlos Ruiz" not in client.get(reverse("sources:list")).text
    assert "Carlos Ruiz" not in client.get(reverse("claims:list")).text  # not in the source filter
    client.force_login(editor)
    assert client.get(reverse("sources:detail", args=["carlos-ruiz"])).status_code == 200
    Source.objects.filter(pk=found.pk).update(proposed=False)
    client.logout()
    assert client.get(reverse("sources:detail", args=["carlos-ruiz"])).status_code == 200
