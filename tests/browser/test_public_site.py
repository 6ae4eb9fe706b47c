"""A reader's path through the public site in a real Chromium, and axe-core on every page type.

The seed newsroom is loaded and verdicts are made through the workflow, as an
editor would. The reader's path runs with JavaScript switched off: the site
must work without it. Screenshots of every page go to test-artifacts/screenshots/
(or $SCREENSHOT_DIR).
"""

import io
import json
import re

import pytest
from django.core.management import call_command

from claims.models import Claim, ClaimKind, Stance, Status
from claims.workflow import claim_save, claim_transition, evidence_add
from tests.browser.conftest import DESKTOP_VIEWPORT, PHONE_VIEWPORT, format_violations
from tests.factories import EditorFactory


@pytest.fixture
def newsroom(live_server, transactional_db):
    """The seed newsroom with a verdict, a corrected verdict, a claim under review
    and a claim nested inside another (so overlapping marks are on the page)."""
    call_command("load_newsroom", stdout=io.StringIO())
    editor = EditorFactory()

    def rate(claim, to, summary):
        if claim.status != Status.IN_REVIEW:
            claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
        evidence_add(
            claim=claim,
            by=editor,
            title="Foreign Ministry press release",
            url="https://example.org/press-release",
            summary="The ministry's own count of defectors.",
            stance=Stance.CONTEXT,
        )
        claim_transition(claim=claim, to=to, by=editor, summary=summary)

    sourced = Claim.objects.filter(source__isnull=False).select_related("source", "article")
    false_claim = sourced.filter(source__slug="juan-guaido").order_by("article_id", "start").first()
    rate(false_claim, Status.FALSE, "No record supports this figure.")
    corrected = sourced.exclude(pk=false_claim.pk).order_by("article_id", "start").first()
    rate(corrected, Status.VERIFIED, "The ministry's figure matches.")
    claim_transition(claim=corrected, to=Status.IN_REVIEW, by=editor)
    rate(corrected, Status.MISLEADING, "The figure includes police officers.")
    claim_transition(
        claim=sourced.exclude(pk__in=[false_claim.pk, corrected.pk]).first(), to=Status.IN_REVIEW, by=editor
    )
    words = corrected.quote.split(" ")[:3]
    nested_end = corrected.start + len(" ".join(words))
    claim_save(
        claim=Claim(
            article=corrected.article,
            start=corrected.start,
            end=nested_end,
            quote=corrected.article.body[corrected.start : nested_end],
            statement="A claim nested in another one.",
            kind=ClaimKind.FACT,
        ),
        by=editor,
        expected_version=None,
    )
    return {"false": Claim.objects.select_related("source", "article").get(pk=false_claim.pk), "corrected": corrected}


def test_reader_goes_from_home_to_a_claim_its_article_and_its_source_without_javascript(
    chromium_browser, live_server, newsroom, screenshot
):
    claim = newsroom["false"]
    context = chromium_browser.new_context(
        base_url=live_server.url, viewport=DESKTOP_VIEWPORT, java_script_enabled=False
    )
    context.set_default_timeout(10_000)
    page = context.new_page()
    try:
        page.goto("/")
        assert page.get_by_role("heading", level=1).inner_text() == "What the newsroom is checking"
        assert page.locator("table.status-chart").count() == 1
        assert claim.statement in page.locator("#latest-heading + ul").inner_text()
        screenshot(page, "home")

        page.get_by_role("navigation", name="Main").get_by_role("link", name="Claims").click()
        page.wait_for_url(re.compile(r"/claims/$"))
        assert page.get_by_role("link", name="Claims", exact=True).get_attribute("aria-current") == "page"
        screenshot(page, "claims")

        page.get_by_role("group", name="Status").get_by_label("False").check()
        page.get_by_role("button", name="Apply filters").click()
        page.wait_for_url(re.compile(r"status=false"))
        results = page.locator(".results .claim-item")
        assert results.count() == 1
        assert page.get_by_label("False").is_checked(), "the form shows the filter in force"
        screenshot(page, "claims-filtered-false")

        results.get_by_role("link", name=claim.statement).click()
        page.wait_for_url(f"**{claim.get_absolute_url()}")
        assert page.get_by_role("heading", level=1).inner_text() == claim.statement
        assert page.locator(".verdict .badge").inner_text() == "False"
        assert "No record supports this figure." in page.locator(".verdict").inner_text()
        assert page.locator(".in-context mark").inner_text() == claim.quote
        review = json.loads(page.locator('script[type="application/ld+json"]').text_content())
        assert review["reviewRating"]["alternateName"] == "False"
        screenshot(page, "claim")

        page.get_by_role("link", name="See this claim in the full article").click()
        page.wait_for_url(f"**{claim.article.get_absolute_url()}#at-claim-{claim.pk}")
        highlight = page.locator(f"#at-claim-{claim.pk} + mark")
        assert "status-false" in highlight.get_attribute("class")
        assert highlight.get_by_role("link").get_attribute("href") == claim.get_absolute_url()
        assert highlight.is_visible()
        assert page.locator(".story-body mark").count() >= Claim.objects.filter(article=claim.article).count()
        screenshot(page, "article")

        page.locator(f"#claim-{claim.pk}").get_by_role("link", name=claim.source.name, exact=True).click()
        page.wait_for_url(f"**{claim.source.get_absolute_url()}")
        assert page.get_by_role("heading", level=1).inner_text() == claim.source.name
        assert page.locator(".claim-list").get_by_role("link", name=claim.statement).count() == 1
        screenshot(page, "source")
    finally:
        context.close()


def page_types(newsroom):
    claim = newsroom["corrected"]
    return {
        "home": "/",
        "claims-list": "/claims/?status=false&status=misleading&search=",
        "claims-list-bad-filters": "/claims/?status=bogus&updated_since=notadate&page=abc",
        # An empty search's advice, with the sort control set.
        "claims-no-match": "/claims/?search=zebras&status=false&sort=oldest",
        "claim": claim.get_absolute_url(),
        "article": claim.article.get_absolute_url(),
        "articles": "/articles/",
        "sources": "/sources/",
        "source": claim.source.get_absolute_url(),
        "methodology": "/methodology/",
        "figures": "/figures/",
        "figure": "/figures/venezuelan-military-defectors-in-colombia/",
        "corrections": "/corrections/",
        "404": "/claims/999999/no-such-claim/",
    }


def test_every_page_type_has_no_wcag_a_or_aa_violations(page, newsroom, axe_violations, screenshot):
    found = {}
    for name, url in page_types(newsroom).items():
        response = page.goto(url)
        assert response.status == (404 if name == "404" else 200), name
        if name == "article":
            assert page.locator(".story-body mark.overlap").count() >= 1
        violations = axe_violations(page)
        if violations:
            found[name] = format_violations(violations)
        screenshot(page, f"axe-{name}")
    assert not found, "axe-core found WCAG 2 A/AA violations:\n" + "\n".join(
        f"{name}:\n{report}" for name, report in found.items()
    )


def test_keyboard_users_can_skip_to_the_content_and_see_where_focus_is(page, newsroom):
    page.goto("/claims/")
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to content")
    assert page.evaluate("document.activeElement.textContent") == "Skip to content"
    box = skip.bounding_box()
    assert box and box["x"] >= 0 and box["y"] >= 0, "the skip link shows when focused"
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "main"


def test_pages_fit_a_phone_screen(chromium_browser, live_server, newsroom, screenshot):
    context = chromium_browser.new_context(base_url=live_server.url, viewport=PHONE_VIEWPORT)
    page = context.new_page()
    try:
        overflowing = []
        for name, url in page_types(newsroom).items():
            page.goto(url)
            if page.evaluate("document.documentElement.scrollWidth > window.innerWidth + 1"):
                overflowing.append(name)
            if name in {"home", "claims-list", "claim", "article"}:
                screenshot(page, f"phone-{name}")
        assert not overflowing, f"these pages scroll sideways on a phone: {overflowing}"
    finally:
        context.close()


def test_a_tracked_figure_reads_without_javascript(chromium_browser, live_server, newsroom, screenshot):
    """The timeline is inline SVG: drawn by the server, with its data table beside it."""
    context = chromium_browser.new_context(base_url=live_server.url, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto("/figures/")
        page.get_by_role("link", name="Members of Venezuela’s armed forces who have defected to Colombia").click()
        chart = page.get_by_role("group", name=re.compile("over time"))
        assert chart.is_visible()
        marks = page.locator("svg .chart-mark")
        rows = page.locator("table.figure-values tbody tr")
        assert marks.count() == rows.count() == 2
        for index in range(rows.count()):
            assert marks.nth(index).get_attribute("data-value-id") == rows.nth(index).get_attribute("data-value-id")
        screenshot(page, "figure-no-js")
        rows.first.get_by_role("link").first.click()
        assert page.get_by_role("link", name=re.compile("Members of Venezuela")).count() >= 1
    finally:
        context.close()
