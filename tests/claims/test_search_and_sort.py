"""Finding claims: the search box in every page's header, the claims list's sorts
(the same `ClaimFilter` parameter on the site and in the API), the dates on
every claim and article card, and what an empty search says to try next.
"""

import datetime
import re

import pytest
from django.urls import reverse
from django.utils import timezone
from rest_framework import status

from claims.filters import CLAIM_SORTS
from claims.models import Claim, Status
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory

pytestmark = pytest.mark.django_db

SEARCH_FORM = re.compile(r'<form class="site-search" role="search" method="get" action="([^"]+)">(.*?)</form>', re.S)
PUBLIC_PAGES = ["claims:home", "claims:list", "claims:articles", "claims:figures", "sources:list", "claims:methodology"]


@pytest.fixture
def sortable():
    """Five claims whose every sort gives a different order: added on different
    days, in different statuses, by sources named out of id order (and one
    with no source, the article's own reporting)."""
    article = ArticleFactory()
    zulia = SourceFactory(name="Zulia Governor")
    ministry = SourceFactory(name="Armed Forces Ministry")
    borges = SourceFactory(name="Julio Borges")
    rows = [
        # name, source, status, days ago added, days ago updated
        ("first", zulia, Status.FALSE, 5, 1),
        ("second", None, Status.UNVERIFIED, 4, 4),
        ("third", ministry, Status.FALSE, 3, 2),
        ("fourth", borges, Status.VERIFIED, 1, 3),
        ("fifth", ministry, Status.UNVERIFIED, 2, 5),
    ]
    now = timezone.now()
    made = {}
    for index, (name, source, claim_status, added, updated) in enumerate(rows):
        claim = ClaimFactory(article=article, start=index, end=index + 4, source=source, statement=f"The {name} claim.")
        Claim.objects.filter(pk=claim.pk).update(
            status=claim_status,
            verdict_summary="What we found." if claim_status in (Status.FALSE, Status.VERIFIED) else "",
            verdict_at=now if claim_status in (Status.FALSE, Status.VERIFIED) else None,
            created_at=now - datetime.timedelta(days=added),
            updated_at=now - datetime.timedelta(days=updated),
        )
        made[name] = claim.pk
    return made


EXPECTED = {
    "newest": ["fourth", "fifth", "third", "second", "first"],
    "oldest": ["first", "second", "third", "fifth", "fourth"],
    # false (latest change first), unverified (likewise), verified
    "status": ["first", "third", "second", "fifth", "fourth"],
    # Armed Forces Ministry (by id), Julio Borges, Zulia Governor, then no source
    "source": ["third", "fifth", "fourth", "first", "second"],
}


def test_every_sort_is_tested():
    assert set(EXPECTED) == set(CLAIM_SORTS)


@pytest.mark.parametrize("sort", sorted(EXPECTED))
def test_the_claims_page_sorts_by_date_status_and_source(client, sortable, sort):
    response = client.get(reverse("claims:list"), {"sort": sort})
    assert response.status_code == 200
    assert [claim.pk for claim in response.context["claims"]] == [sortable[name] for name in EXPECTED[sort]]


@pytest.mark.parametrize("sort", sorted(EXPECTED))
def test_the_api_takes_the_same_sort(client, sortable, sort):
    response = client.get(reverse("claim-list"), {"sort": sort})
    assert response.status_code == status.HTTP_200_OK
    assert [claim["id"] for claim in response.json()["results"]] == [sortable[name] for name in EXPECTED[sort]]


@pytest.mark.parametrize("sort", sorted(EXPECTED))
def test_api_cursor_pages_follow_the_sort(client, sortable, sort):
    """Two claims a page: the cursor carries the sort's values (a source's name
    included) and `next` walks the whole list once, in order; `previous` walks back."""
    url, seen, pages = reverse("claim-list") + f"?sort={sort}&page_size=2", [], []
    while url:
        page = client.get(url).json()
        pages.append(page)
        seen += [claim["id"] for claim in page["results"]]
        url = page["next"]
    assert seen == [sortable[name] for name in EXPECTED[sort]]
    back = client.get(pages[-1]["previous"]).json()
    assert [claim["id"] for claim in back["results"]] == seen[2:4]


def test_a_sort_that_does_not_exist_is_a_message_on_the_site_and_400_in_the_api(client, sortable):
    response = client.get(reverse("claims:list"), {"sort": "statement"})
    assert response.status_code == 200
    assert "Sort by: Select a valid choice. statement is not one of the available choices." in response.content.decode()
    assert len(response.context["claims"]) == 5
    api = client.get(reverse("claim-list"), {"sort": "statement"})
    assert api.status_code == status.HTTP_400_BAD_REQUEST
    assert "sort" in api.json()


def test_sorting_is_not_filtering(client, sortable, django_assert_num_queries):
    """A sort alone keeps the exact total and the list's query budget."""
    with django_assert_num_queries(2):
        response = client.get(reverse("claims:list"), {"sort": "source"})
    assert response.context["is_filtered"] is False
    assert "Showing 1–5 of 5 claims" in response.content.decode()


def test_the_sort_control_keeps_the_filters_and_the_pages_keep_the_sort(client, sortable):
    html = client.get(reverse("claims:list"), {"status": "false", "sort": "oldest"}).content.decode()
    # The control submits the filters' form, so the status filter goes with it.
    assert '<form class="filters" id="claim-filters" method="get"' in html
    assert re.search(r'<select name="sort" form="claim-filters" id="id_sort">', html)
    assert '<option value="oldest" selected>Oldest first</option>' in html
    assert '<button type="submit" form="claim-filters">Sort</button>' in html


def test_the_api_documents_the_sort(client):
    schema = client.get(reverse("api-schema"), {"format": "json"}).json()
    parameters = {parameter["name"]: parameter for parameter in schema["paths"]["/api/v1/claims/"]["get"]["parameters"]}
    assert parameters["sort"]["schema"]["enum"] == ["newest", "oldest", "source", "status"]


# The header's search box


@pytest.mark.parametrize("url_name", PUBLIC_PAGES)
def test_every_public_page_has_the_search_box_in_its_header(client, url_name):
    html = client.get(reverse(url_name)).content.decode()
    header = html.split('<header class="site-header">', 1)[1].split("</header>", 1)[0]
    action, form = SEARCH_FORM.search(header).groups()
    assert action == reverse("claims:list")
    assert '<label class="visually-hidden" for="site-search">Search claims</label>' in form
    assert '<input type="search" id="site-search" name="search"' in form


def test_object_pages_have_the_search_box_too(client):
    claim = ClaimFactory()
    for url in (claim.get_absolute_url(), claim.article.get_absolute_url(), claim.source.get_absolute_url()):
        assert SEARCH_FORM.search(client.get(url).content.decode()), url


def test_the_header_search_is_the_lists_search_filter(client):
    found = ClaimFactory(statement="Over one thousand soldiers have defected.")
    ClaimFactory(statement="The ministry counts troops.")
    response = client.get(reverse("claims:list"), {"search": "soldiers"})
    assert [claim.pk for claim in response.context["claims"]] == [found.pk]


# An empty search


def test_an_empty_search_explains_what_to_try(client):
    ClaimFactory(statement="Over one thousand soldiers have defected.")
    html = client.get(reverse("claims:list"), {"search": "zebras <b>"}).content.decode()
    assert "No claim matches “zebras &lt;b&gt;”. Things to try:" in html
    assert "Fewer words: every word you type must appear" in html
    assert "“defec” finds “defected” and “defectors”" in html
    assert "“guaido” finds “Guaidó”" in html
    assert f'<a href="{reverse("sources:list")}">sources</a>' in html
    assert "without the other filters" not in html


def test_an_empty_search_with_other_filters_offers_the_search_alone(client):
    ClaimFactory(statement="Over one thousand soldiers have defected.")
    html = client.get(reverse("claims:list"), {"search": "soldiers", "status": "false"}).content.decode()
    assert "No claim matches “soldiers” with these filters. Things to try:" in html
    assert f'<a href="{reverse("claims:list")}?search=soldiers">every claim matching these words</a>' in html


def test_no_match_without_a_search_says_so(client):
    ClaimFactory()
    html = client.get(reverse("claims:list"), {"status": "false"}).content.decode()
    assert "No claim matches these filters" in html
    assert "Things to try" not in html


# Dates on every card


def test_every_claim_card_shows_when_it_was_added_and_rated(client, sortable):
    html = client.get(reverse("claims:list")).content.decode()
    rated = Claim.objects.get(pk=sortable["first"])
    unrated = Claim.objects.get(pk=sortable["second"])
    assert f'added <time datetime="{rated.created_at.isoformat()}">' in html
    assert f'rated <time datetime="{rated.verdict_at.isoformat()}">' in html
    assert html.count('class="claim-item"') == html.count("added <time") == 5
    assert html.count("rated <time") == 3
    article_html = client.get(unrated.article.get_absolute_url()).content.decode()
    assert article_html.count("added <time") == 5


def test_every_article_card_shows_a_date(client):
    dated = ArticleFactory(published_on=datetime.date(2019, 5, 1))
    undated = ArticleFactory(published_on=None)
    html = client.get(reverse("claims:articles")).content.decode()
    assert '<time datetime="2019-05-01">1 May 2019</time>' in html
    assert f'added <time datetime="{undated.created_at.isoformat()}">' in html
    assert html.count('class="card article-card"') == 2 == html.count("<time")
    assert dated.get_absolute_url() in html
