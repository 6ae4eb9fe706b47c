"""The public site for readers: home, claims, a claim, articles, methodology, errors.

Each page is checked for what a reader relies on, for what a reader must never
see, and for a number of queries that does not grow with the data.
"""

import datetime
import html as html_lib
import json
import re
from urllib.parse import urljoin

import pytest
from django.db import connection
from django.test import RequestFactory
from django.urls import reverse
from django.views.defaults import server_error

from claims.filters import ClaimFilter
from claims.models import Article, Stance, Status
from claims.views import ARTICLES_PER_PAGE, CLAIMS_PER_PAGE
from claims.workflow import claim_save, claim_transition, claims_assign, evidence_add
from tests.factories import (
    ArticleFactory,
    ClaimFactory,
    EditorFactory,
    SourceAliasFactory,
    SourceFactory,
)

POSTGRES = connection.vendor == "postgresql"

pytestmark = pytest.mark.django_db

LD_JSON = re.compile(r'<script type="application/ld\+json">(.*?)</script>', re.S)


def rate(claim, to, *, by, summary="What we found, and why.", evidence=1):
    """Take `claim` into review, add evidence and give it a verdict, all through the workflow."""
    if claim.status != Status.IN_REVIEW:
        claim_transition(claim=claim, to=Status.IN_REVIEW, by=by, note="Internal: checking this one.")
    for number in range(evidence):
        evidence_add(
            claim=claim,
            by=by,
            title=f"Ministry record {number}",
            url=f"https://example.org/records/{claim.pk}/{number}",
            summary="The record gives the official figure.",
            stance=Stance.CONTRADICTS,
        )
    claim_transition(claim=claim, to=to, by=by, summary=summary, note="Internal note on the verdict.")
    return claim


def populate(*, articles, claims_each, rated_each):
    """Articles with claims by sources with aliases; some claims rated with evidence."""
    editor = EditorFactory()
    via = SourceFactory(kind="media_outlet")
    made = []
    for _ in range(articles):
        article = ArticleFactory()
        source = SourceFactory()
        SourceAliasFactory(source=source)
        for index in range(claims_each):
            claim = ClaimFactory(article=article, start=index, end=index + 5, source=source, via=via)
            made.append(claim)
            if index < rated_each:
                rate(claim, Status.FALSE, by=editor, evidence=2)
    return made


SMALL = {"articles": 1, "claims_each": 1, "rated_each": 0}
LARGE = {"articles": 4, "claims_each": 12, "rated_each": 3}
# More articles than fit on a page of the articles list.
MANY_ARTICLES = {"articles": ARTICLES_PER_PAGE + 2, "claims_each": 1, "rated_each": 1}

PAGINATION_NAV = re.compile(r'<nav class="pagination" aria-label="([^"]+)">(.*?)</nav>', re.S)
LINK = re.compile(r'<a href="([^"]*)"([^>]*)>(.*?)</a>', re.S)


def get(client, url, **params):
    response = client.get(url, params)
    return response, response.content.decode()


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


# Query budgets: the same count for a small and a large newsroom.


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["small", "large"])
def test_home_query_count_is_constant(client, django_assert_num_queries, size):
    populate(**size)
    # totals, sources, articles counted, latest verdicts, latest articles, their totals
    with django_assert_num_queries(6):
        response = client.get(reverse("claims:home"))
    assert response.status_code == 200


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["small", "large"])
@pytest.mark.parametrize(
    "params, queries",
    [
        ({}, 2),  # a bounded count, the page (no dropdowns of sources and articles)
        # PostgreSQL ranks: candidates from the words as typed (fewer than 1,001
        # here), then with the last word's prefix, the page by id; SQLite counts and pages.
        ({"status": ["false", "unverified"], "kind": "fact", "search": "Claim"}, 3 if POSTGRES else 2),
        ({"source": "source-slug"}, 3),  # + looking up the source's slug
        ({"page": "999"}, 2),
    ],
    ids=["all", "filtered", "by-source", "past-the-end"],
)
def test_claim_list_query_count_is_constant(client, django_assert_num_queries, size, params, queries):
    claims = populate(**size)
    if params.get("source"):
        params = {"source": claims[0].source.slug}
    with django_assert_num_queries(queries):
        response = client.get(reverse("claims:list"), params)
    assert response.status_code == 200


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["small", "large"])
def test_claim_detail_query_count_is_constant(client, django_assert_num_queries, size):
    claims = populate(**size)
    claim = claims[0]
    if size is LARGE:
        editor = EditorFactory()
        claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
        rate(claim, Status.MISLEADING, by=editor, evidence=3)
    url = claim.get_absolute_url()
    # The claim with its article, sources and tracked figure; its evidence; its
    # history; the claims linked to it as repeats (claims.matching).
    with django_assert_num_queries(4):
        response = client.get(url)
    assert response.status_code == 200


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["small", "large"])
def test_article_page_query_count_is_constant(client, django_assert_num_queries, size):
    claims = populate(**size)
    with django_assert_num_queries(3):  # the article, its claims with sources, status totals
        assert client.get(claims[-1].article.get_absolute_url()).status_code == 200


@pytest.mark.parametrize("size", [SMALL, MANY_ARTICLES], ids=["small", "more-than-a-page"])
@pytest.mark.parametrize("page", [None, "2", "999", "abc"], ids=["first", "second", "past-the-end", "not-a-number"])
def test_articles_list_query_count_is_constant(client, django_assert_num_queries, size, page):
    populate(**size)
    # Count the articles, the page of articles with publishers, the totals of that page's claims.
    with django_assert_num_queries(3):
        response = client.get(reverse("claims:articles"), {"page": page} if page else {})
    assert response.status_code == 200


def test_methodology_runs_no_query(client, django_assert_num_queries):
    with django_assert_num_queries(0):
        assert client.get(reverse("claims:methodology")).status_code == 200


# Home


def test_home_shows_totals_latest_verdicts_and_articles(client):
    claims = populate(articles=2, claims_each=3, rated_each=1)
    editor = EditorFactory()
    rate(claims[1], Status.VERIFIED, by=editor, summary="The record matches the figure.")
    response, html = get(client, reverse("claims:home"))
    assert response.status_code == 200
    assert "We track <strong>6 claims</strong> in 2 articles" in html
    totals = {row["status"]: row["count"] for row in response.context["totals"]}
    assert totals == {"unverified": 3, "in_review": 0, "verified": 1, "misleading": 0, "false": 2, "unverifiable": 0}
    assert [claim.pk for claim in response.context["latest"]][0] == claims[1].pk
    assert "The record matches the figure." in html
    for article in {claim.article for claim in claims}:
        assert article.get_absolute_url() in html
    assert 'class="status-chart"' in html
    assert f'href="{reverse("claims:list")}?status=false"' in html
    assert '<a href="/" aria-current="page">Home</a>' in html


def test_home_without_verdicts_says_so(client):
    ClaimFactory()
    assert "No verdicts have been published yet" in client.get("/").content.decode()


# Claims list


def test_claims_list_form_is_the_shared_claim_filter_sent_by_get(client):
    response, html = get(client, reverse("claims:list"))
    assert type(response.context["filter"]) is ClaimFilter
    assert response.context["form"] is response.context["filter"].form
    assert 'method="get"' in html
    for name in ("search", "status", "kind", "source", "article", "value_min", "value_max", "updated_since"):
        assert f'name="{name}"' in html
    assert '<label for="id_search">Search</label>' in html
    assert "<legend>Status</legend>" in html


def test_claims_list_filters_by_status_kind_source_article_and_words(client):
    editor = EditorFactory()
    guaido = SourceFactory(name="Juan Guaidó", slug="juan-guaido")
    other = SourceFactory()
    first = ClaimFactory(statement="Over one thousand soldiers have defected.", source=guaido, kind="statistic")
    second = ClaimFactory(statement="The ministry counts troops.", source=other, kind="fact")
    third = ClaimFactory(article=second.article, start=30, end=40, statement="Fear rules the barracks.", source=other)
    rate(first, Status.FALSE, by=editor)

    def listed(**params):
        return {claim.pk for claim in client.get(reverse("claims:list"), params).context["claims"]}

    assert listed() == {first.pk, second.pk, third.pk}
    assert listed(status="false") == {first.pk}
    assert listed(status=["false", "unverified"]) == {first.pk, second.pk, third.pk}
    assert listed(kind="statistic") == {first.pk}
    assert listed(source="juan-guaido") == {first.pk}
    assert listed(article=second.article.slug) == {second.pk, third.pk}
    assert listed(search="thousand soldiers") == {first.pk}
    assert listed(search="barracks", status="unverified") == {third.pk}


def test_claims_list_is_paginated_and_pages_keep_the_filters(client):
    article = ArticleFactory()
    for index in range(30):
        ClaimFactory(article=article, start=index, end=index + 3)
    response, html = get(client, reverse("claims:list"), status="unverified")
    assert len(response.context["claims"]) == 25
    assert "Showing 1–25 of 30 claims" in html
    assert 'href="?status=unverified&amp;page=2&amp;cursor=' in html  # the next page by cursor, filters kept
    response, html = get(client, reverse("claims:list"), status="unverified", page="2")
    assert len(response.context["claims"]) == 5
    assert "Showing 26–30 of 30 claims" in html


@pytest.mark.parametrize(
    "params, message",
    [
        ({"status": "bogus"}, "Status: Select a valid choice. bogus is not one of the available choices."),
        ({"kind": "nonsense"}, "Kind: Select a valid choice."),
        ({"source": "nope"}, "Source: Select a valid choice."),
        ({"article": "nope"}, "Article: Select a valid choice."),
        ({"updated_since": "notadate"}, "Updated since: Enter a valid date/time."),
        ({"value_min": "abc"}, "Value at least: Enter a number."),
        ({"search": "troops\x00"}, "Search: Null characters are not allowed."),
        ({"page": "999"}, "There is no page 999; the last page is 1."),
        ({"page": "abc"}, "“abc” is not a page number, so the first page is shown."),
        ({"page": "0"}, "There is no page 0, so the first page is shown."),
        ({"page": "-3"}, "There is no page -3, so the first page is shown."),
    ],
)
def test_bad_filter_values_show_the_page_with_a_message(client, params, message):
    claim = ClaimFactory()
    response, html = get(client, reverse("claims:list"), **params)
    assert response.status_code == 200
    assert message in html
    assert claim.get_absolute_url() in html, "the claims are still listed"


def test_a_bad_filter_is_dropped_and_the_good_ones_still_apply(client):
    kept = ClaimFactory(kind="statistic")
    ClaimFactory(kind="fact")
    response = client.get(reverse("claims:list"), {"kind": "statistic", "status": "bogus"})
    assert [claim.pk for claim in response.context["claims"]] == [kept.pk]


# A claim


def test_claim_page_shows_statement_quote_in_context_source_and_attribution(client):
    via = SourceFactory(name="El País", slug="el-pais", kind="media_outlet")
    article = ArticleFactory(body="First paragraph.\nThe ministry puts the number of troops at 235,000. Then more.\nLast.")
    start = article.body.index("235,000")
    claim = ClaimFactory(
        article=article,
        start=start,
        end=start + 7,
        statement="The ministry counts 235,000 troops.",
        attribution="told Spanish newspaper El País",
        via=via,
        kind="statistic",
        value="235000",
        qualifier="exact",
        unit="troops",
    )
    response, html = get(client, claim.get_absolute_url())
    assert response.status_code == 200
    assert "<h1 id=\"claim-heading\">The ministry counts 235,000 troops.</h1>" in html
    assert response.context["context_paragraphs"] == [
        f'The ministry puts the number of troops at <span class="claim-anchor" id="at-claim-{claim.pk}"></span>'
        '<mark class="claim-mark status-unverified">235,000</mark>. Then more.'
    ]
    assert "First paragraph." not in html
    assert f'<a href="{claim.source.get_absolute_url()}">{claim.source.name}</a>' in html
    assert "“told Spanish newspaper El País”" in html
    assert f'<a href="{via.get_absolute_url()}">El País</a>' in html
    assert "exactly 235,000 troops" in html
    assert f'{article.get_absolute_url()}#at-claim-{claim.pk}' in html
    assert "We have catalogued this claim but not checked it yet." in html
    assert 'type="application/ld+json"' not in html, "no ClaimReview without a verdict"


def test_claim_page_shows_the_verdict_its_explanation_and_the_evidence_with_its_stance(client):
    editor = EditorFactory()
    claim = rate(ClaimFactory(), Status.FALSE, by=editor, summary="No record supports the figure.")
    response, html = get(client, claim.get_absolute_url())
    assert '<span class="badge badge-large status-false">False</span>' in html
    assert "No record supports the figure." in html
    assert "Ministry record 0" in html and "Contradicts the claim" in html
    assert "https://example.org/records/" in html


def test_a_changed_verdict_shows_as_a_correction_with_the_public_history(client):
    editor = EditorFactory(username="edna-the-editor", first_name="Edna", last_name="Krabappel")
    claim = rate(ClaimFactory(), Status.VERIFIED, by=editor, summary="The record confirms it.")
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor, note="A reader sent new figures.")
    rate(claim, Status.FALSE, by=editor, summary="New records contradict it.", evidence=0)
    claim.refresh_from_db()
    response, html = get(client, claim.get_absolute_url())
    day = claim.verdict_at.strftime("%-d %B %Y")
    assert f"Updated on <time datetime=\"{claim.verdict_at.isoformat()}\">{day}</time>, previously rated Verified." in html
    assert [change["event"] for change in response.context["timeline"]] == ["review", "verdict", "reopened", "update"]
    assert "reopened for review; it was rated Verified." in html
    assert "previously rated Verified." in html
    assert "The record confirms it." in html, "the earlier explanation stays public"
    for staff_only in ("edna-the-editor", "Edna", "Krabappel", "A reader sent new figures.", "Internal"):
        assert staff_only not in html


def test_a_reopened_claim_says_it_is_being_checked_again(client):
    editor = EditorFactory()
    claim = rate(ClaimFactory(), Status.MISLEADING, by=editor)
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    html = client.get(claim.get_absolute_url()).content.decode()
    assert "reviewing this claim again: it was rated misleading before" in html
    assert 'type="application/ld+json"' not in html


def test_claim_page_never_shows_drafts_assignees_or_who_added_evidence(client):
    editor = EditorFactory(username="assigned-editor")
    claim = rate(ClaimFactory(), Status.VERIFIED, by=editor, summary="Published explanation.")
    claims_assign(claims=[claim], assignee=editor, by=editor)
    claim.refresh_from_db()
    claim.summary_draft = "SECRET DRAFT of the next verdict"
    claim_save(claim=claim, by=editor, expected_version=claim.version)
    html = client.get(claim.get_absolute_url()).content.decode()
    assert "Published explanation." in html
    assert "SECRET DRAFT" not in html
    assert "assigned-editor" not in html


def test_claim_review_json_ld(client, settings):
    settings.NEWSROOM_NAME = "The Daily Check"
    settings.NEWSROOM_URL = "https://news.example.org"
    editor = EditorFactory()
    source = SourceFactory(name="Colombia’s Foreign Ministry", kind="government_body")
    claim = ClaimFactory(source=source, statement="Over 1,000 soldiers defected </script><script>alert(1)</script> & fled.")
    rate(claim, Status.MISLEADING, by=editor, summary="Partly: the count includes police.")
    claim.refresh_from_db()
    html = client.get(claim.get_absolute_url()).content.decode()
    [raw] = LD_JSON.findall(html)
    assert "</script>" not in raw and "<script>" not in raw and "&" not in raw
    data = json.loads(raw)
    assert data["@type"] == "ClaimReview"
    assert data["claimReviewed"] == claim.statement
    assert data["url"] == "https://news.example.org" + claim.get_absolute_url()
    assert data["datePublished"] == data["dateModified"] == claim.verdict_at.astimezone(datetime.UTC).replace(microsecond=0).isoformat()
    assert data["author"] == {
        "@type": "Organization",
        "name": "The Daily Check",
        "url": "https://news.example.org/",
        "logo": {"@type": "ImageObject", "url": "https://news.example.org/static/img/logo.png"},
    }
    rating = data["reviewRating"]
    assert (rating["ratingValue"], rating["bestRating"], rating["worstRating"]) == (2, 3, 1)
    assert rating["alternateName"] == "Misleading"
    item = data["itemReviewed"]
    assert item["@type"] == "Claim"
    assert item["author"] == {
        "@type": "Organization",
        "name": "Colombia’s Foreign Ministry",
        "url": "https://news.example.org" + source.get_absolute_url(),
    }
    assert item["appearance"]["headline"] == claim.article.headline
    assert item["appearance"]["url"] == "https://news.example.org" + claim.article.get_absolute_url()


def test_claim_url_with_another_slug_redirects_to_the_canonical_one(client):
    claim = ClaimFactory(statement="Troops number 235,000.")
    canonical = claim.get_absolute_url()
    assert canonical.endswith("/troops-number-235000/")
    for url in (f"/claims/{claim.pk}/old-statement/", f"/claims/{claim.pk}/"):
        response = client.get(url)
        assert response.status_code == 301
        assert response["Location"] == canonical


# Articles


def test_article_page_marks_every_claim_in_the_text_and_lists_them_in_order(client):
    article = ArticleFactory(body="Over one thousand soldiers defected.\nThe ministry counts 235,000 troops.")
    later = ClaimFactory(article=article, start=article.body.index("235,000"), end=article.body.index(" troops"))
    outer = ClaimFactory(article=article, start=0, end=len("Over one thousand soldiers defected"))
    inner = ClaimFactory(article=article, start=5, end=len("Over one thousand"))
    rate(inner, Status.FALSE, by=EditorFactory())
    response, html = get(client, article.get_absolute_url())
    assert [claim.pk for claim in response.context["claims"]] == [outer.pk, inner.pk, later.pk]
    assert html.count("<p>", html.index('class="story-body"')) >= 2
    assert f'<mark class="claim-mark status-false overlap also-unverified"><a href="{inner.get_absolute_url()}">one thousand</a></mark>' in html
    assert f'<mark class="claim-mark status-unverified"><a href="{later.get_absolute_url()}">235,000</a></mark>' in html
    for number, claim in enumerate([outer, inner, later], start=1):
        assert f'href="{claim.get_absolute_url()}"><span class="visually-hidden">claim </span>{number}<' in html
        assert f'id="claim-{claim.pk}"' in html
    assert "Words in more than one claim" in html
    assert '<a href="/articles/" aria-current="page">' not in html
    assert '<a href="/articles/" aria-current="true">Articles</a>' in html


def test_articles_list_shows_each_article_with_its_counts(client):
    claims = populate(articles=2, claims_each=2, rated_each=1)
    html = client.get(reverse("claims:articles")).content.decode()
    for article in {claim.article for claim in claims}:
        assert f'<a href="{article.get_absolute_url()}">{article.headline}</a>' in html
    assert html.count("2 claims, 1 with a verdict.") == 2


def test_articles_list_second_page_shows_the_next_articles_with_their_counts(client):
    populate(**MANY_ARTICLES)
    ordered = list(Article.objects.all())
    first, html = get(client, reverse("claims:articles"))
    assert [row["article"] for row in first.context["article_rows"]] == ordered[:ARTICLES_PER_PAGE]
    assert f"Showing 1–{ARTICLES_PER_PAGE} of {len(ordered)} articles." in html
    assert ordered[-1].get_absolute_url() not in html

    second, html = get(client, reverse("claims:articles"), page="2")
    assert [row["article"] for row in second.context["article_rows"]] == ordered[ARTICLES_PER_PAGE:]
    assert f"Showing {ARTICLES_PER_PAGE + 1}–{len(ordered)} of {len(ordered)} articles." in html
    assert html.count("1 claim, 1 with a verdict.") == 2, "the page's articles have their own totals"
    assert ordered[0].get_absolute_url() not in html
    assert "<title>Articles, page 2 ·" in html
    assert '<nav class="pagination" aria-label="Pages of articles">' in html
    assert '<a href="?page=2" aria-current="page"><span class="visually-hidden">Page </span>2</a>' in html


def test_one_page_of_articles_has_no_pagination(client):
    populate(articles=2, claims_each=1, rated_each=0)
    html = client.get(reverse("claims:articles")).content.decode()
    assert 'class="pagination"' not in html
    assert "Showing" not in html


@pytest.mark.parametrize(
    "page, message, shown",
    [
        ("abc", "“abc” is not a page number, so the first page is shown.", 1),
        ("0", "There is no page 0, so the first page is shown.", 1),
        ("-1", "There is no page -1, so the first page is shown.", 1),
        ("999", "There is no page 999; the last page is 2.", 2),
    ],
)
def test_articles_list_bad_page_shows_a_real_page_with_a_message(client, page, message, shown):
    populate(**MANY_ARTICLES)
    response, html = get(client, reverse("claims:articles"), page=page)
    assert response.status_code == 200
    assert f'<div class="notice" role="alert"><p>{message}</p></div>' in html
    assert response.context["page_obj"].number == shown
    assert response.context["article_rows"], "the articles are still listed"
    assert f"page={page}" not in html, "the links name real pages"


def test_articles_list_page_links_round_trip(client):
    populate(**MANY_ARTICLES)
    url = reverse("claims:articles")
    first = client.get(url)
    links = pagination_links(first.content.decode(), url)
    assert links["current"] == f"{url}?page=1"
    assert links["Next"].startswith(f"{url}?page=2&cursor=")
    second = client.get(links["Next"])
    assert second.context["page_obj"].number == 2
    back = pagination_links(second.content.decode(), links["Next"])
    assert back["current"] == links["Next"]
    assert "Next" not in back, "the last page has no next page"
    again = client.get(back["Previous"])
    assert again.context["article_rows"] == first.context["article_rows"]


def test_claims_list_pages_round_trip_with_their_filters(client):
    source = SourceFactory(slug="the-source")
    article = ArticleFactory()
    kept = [
        ClaimFactory(article=article, start=index, end=index + 3, kind="statistic", source=source)
        for index in range(CLAIMS_PER_PAGE + 4)
    ]
    ClaimFactory(article=article, start=90, end=95, kind="fact", source=source)
    url = reverse("claims:list") + "?kind=statistic&source=the-source"
    first = client.get(url)
    links = pagination_links(first.content.decode(), url)
    assert links["Next"].startswith(reverse("claims:list") + "?kind=statistic&source=the-source&page=2&cursor=")
    second = client.get(links["Next"])
    assert second.context["form"].cleaned_data["kind"] == ["statistic"]
    assert [claim.pk for claim in second.context["claims"]] == [claim.pk for claim in kept[CLAIMS_PER_PAGE:]]
    back = pagination_links(second.content.decode(), links["Next"])
    assert back["current"] == links["Next"]
    assert [claim.pk for claim in client.get(back["Previous"]).context["claims"]] == [
        claim.pk for claim in kept[:CLAIMS_PER_PAGE]
    ]


# Text as text


def test_html_in_articles_and_claims_is_shown_as_text(client):
    body = "Officials said <script>alert(1)</script> and <b>more</b>.\nSecond <i>line</i>."
    article = ArticleFactory(headline="<em>Headline</em>", body=body)
    start = body.index("<script>")
    claim = ClaimFactory(
        article=article,
        start=start,
        end=start + len("<script>alert(1)</script>"),
        statement="<img src=x onerror=alert(2)> is a claim",
        attribution="<u>says</u>",
        source=SourceFactory(name="<b>Source</b>"),
    )
    rate(claim, Status.FALSE, by=EditorFactory(), summary="<script>alert(3)</script>")
    for url in ("/", reverse("claims:list"), claim.get_absolute_url(), article.get_absolute_url(), reverse("claims:articles")):
        html = client.get(url).content.decode()
        for raw in ("<script>alert", "<img src=x", "<b>", "<em>Headline", "<u>says", "<i>line"):
            assert raw not in html, (url, raw)
    article_html = client.get(article.get_absolute_url()).content.decode()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;</a></mark>" in article_html
    claim_html = client.get(claim.get_absolute_url()).content.decode()
    assert "&lt;img src=x onerror=alert(2)&gt; is a claim" in claim_html
    assert "&lt;script&gt;alert(3)&lt;/script&gt;" in claim_html


# Visibility: one rule, every page


@pytest.fixture
def proposal(db):
    article = ArticleFactory()
    ClaimFactory(article=article, statement="A confirmed claim.")
    return ClaimFactory(
        article=article, start=30, end=40, statement="A MACHINE PROPOSAL.", proposed=True, confidence="0.420"
    )


@pytest.mark.parametrize(
    "role, sees",
    [("anonymous", False), ("reader", False), ("fact_checker", True), ("editor", True)],
)
def test_machine_proposals_are_shown_to_staff_only(client, request, proposal, role, sees):
    if role != "anonymous":
        client.force_login(request.getfixturevalue(role))
    detail = client.get(proposal.get_absolute_url())
    assert detail.status_code == (200 if sees else 404)
    for url in (reverse("claims:list"), proposal.article.get_absolute_url(), proposal.source.get_absolute_url()):
        html = client.get(url).content.decode()
        assert ("A MACHINE PROPOSAL." in html or proposal.get_absolute_url() in html) is sees, url
    home = client.get("/")
    assert home.context["claim_count"] == (2 if sees else 1)


# Errors and navigation


@pytest.mark.parametrize(
    "url",
    ["/claims/999999/some-claim/", "/articles/no-such-article/", "/sources/no-such-source/", "/no/such/page/"],
)
def test_unknown_addresses_give_the_styled_404(client, url):
    response = client.get(url)
    assert response.status_code == 404
    html = response.content.decode()
    assert "<h1>Page not found</h1>" in html
    assert "css/site.css" in html
    assert 'aria-label="Main"' in html


def test_server_error_page_renders_without_a_request_context():
    response = server_error(RequestFactory().get("/"))
    assert response.status_code == 500
    assert "Something went wrong" in response.content.decode()


@pytest.mark.parametrize(
    "url_name, label",
    [("claims:home", "Home"), ("claims:list", "Claims"), ("claims:articles", "Articles"), ("sources:list", "Sources"), ("claims:methodology", "Methodology")],
)
def test_navigation_marks_the_current_page(client, url_name, label):
    html = client.get(reverse(url_name)).content.decode()
    assert f'<a href="{reverse(url_name)}" aria-current="page">{label}</a>' in html
    assert html.count('aria-current="page"') == 1


def test_methodology_explains_statuses_corrections_principles_and_the_rating_scale(client):
    html = client.get(reverse("claims:methodology")).content.decode()
    for label in Status.labels:
        assert str(label) in html
    for principle in (
        "Nonpartisanship and fairness",
        "Transparency of sources",
        "Transparency of funding and organization",
        "Transparency of methodology",
        "An open and honest corrections policy",
    ):
        assert principle in html
    assert "<code>bestRating</code> 3 and <code>worstRating</code> 1" in html
    assert "no <code>ratingValue</code>: unverifiable" in html
    assert "Updated on (date), previously rated (old rating)" in html


def test_methodology_shows_the_corrections_contact_and_about_page_when_configured(client, settings):
    settings.NEWSROOM_CORRECTIONS_CONTACT = "corrections@news.example.org"
    settings.NEWSROOM_ABOUT_URL = "https://news.example.org/about"
    page = client.get(reverse("claims:methodology")).text
    assert 'href="mailto:corrections@news.example.org"' in page
    assert 'href="https://news.example.org/about"' in page


def test_the_methodology_links_to_the_corrections_log_and_its_feed(client):
    for prefix, words in (("", "corrections log"), ("/es", "registro de correcciones")):
        page = client.get(f"{prefix}/methodology/").content.decode()
        assert f'href="{prefix}/corrections/">{words}</a>' in page
        assert 'href="/feeds/corrections/"' in page or f'href="{prefix}/feeds/corrections/"' in page
