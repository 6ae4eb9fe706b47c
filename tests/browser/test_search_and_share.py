"""The header's search box, the claims list's sort and the share section in a
real Chromium: on a 390 px phone, with JavaScript off (the site works without
it) and on (the copy-link button)."""

import re

import pytest
from playwright.sync_api import expect

from claims.models import Status
from tests.browser.conftest import PHONE_VIEWPORT
from tests.claims.test_feeds import rate
from tests.factories import ClaimFactory, EditorFactory, SourceFactory

SCROLLS_SIDEWAYS = "document.documentElement.scrollWidth > window.innerWidth + 1"


@pytest.fixture
def claims(live_server, transactional_db):
    editor = EditorFactory()
    guaido = SourceFactory(name="Juan Guaidó", slug="juan-guaido")
    ministry = SourceFactory(name="Armed Forces Ministry", slug="ministry")
    found = ClaimFactory(source=guaido, statement="Over one thousand soldiers have defected to Colombia.")
    rate(found, Status.FALSE, by=editor, summary="The records show 300.")
    other = ClaimFactory(source=ministry, statement="The armed forces number 235,000.")
    return {"found": found, "other": other}


@pytest.fixture
def phone(chromium_browser, live_server):
    def open_context(*, javascript: bool):
        context = chromium_browser.new_context(
            base_url=live_server.url, viewport=PHONE_VIEWPORT, java_script_enabled=javascript
        )
        context.set_default_timeout(10_000)
        contexts.append(context)
        return context.new_page()

    contexts = []
    yield open_context
    for context in contexts:
        context.close()


def test_the_header_search_works_on_a_phone_without_javascript(phone, claims, screenshot):
    page = phone(javascript=False)
    page.goto("/methodology/")
    search = page.get_by_role("search").get_by_label("Search claims")
    assert search.is_visible()
    box = search.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE_VIEWPORT["width"], "the box fits the screen"
    assert not page.evaluate(SCROLLS_SIDEWAYS)
    screenshot(page, "phone-header-search")

    search.fill("guaido")
    page.get_by_role("search").get_by_role("button", name="Search").click()
    page.wait_for_url(re.compile(r"/claims/\?search=guaido$"))
    results = page.locator(".results .claim-item")
    assert results.count() == 1
    assert claims["found"].statement in results.inner_text()
    assert "rated" in results.locator(".meta").inner_text()
    assert not page.evaluate(SCROLLS_SIDEWAYS)
    screenshot(page, "phone-search-results")

    page.get_by_role("search").get_by_label("Search claims").fill("zebras")
    page.get_by_role("search").get_by_role("button", name="Search").click()
    page.wait_for_url(re.compile(r"search=zebras"))
    assert "Things to try" in page.locator(".results").inner_text()
    assert not page.evaluate(SCROLLS_SIDEWAYS)


def test_the_sort_keeps_the_filters_without_javascript(phone, claims):
    page = phone(javascript=False)
    page.goto("/claims/?kind=fact")
    page.get_by_label("Sort by").select_option("source")
    page.get_by_role("button", name="Sort", exact=True).click()
    page.wait_for_url(re.compile(r"sort=source"))
    assert "kind=fact" in page.url
    statements = page.locator(".results .claim-statement a").all_inner_texts()
    assert statements == [claims["other"].statement, claims["found"].statement], (
        "Armed Forces Ministry, then Juan Guaidó"
    )
    assert not page.evaluate(SCROLLS_SIDEWAYS)


def test_the_share_section_copies_the_link_with_javascript_and_shows_it_without(phone, claims, live_server, settings):
    claim = claims["found"]
    plain = phone(javascript=False)
    plain.goto(claim.get_absolute_url())
    assert plain.get_by_role("button", name="Copy link").count() == 0, "hidden without the script"
    address = plain.get_by_label("Link to this page")
    assert address.input_value().endswith(claim.get_absolute_url())
    assert plain.get_by_role("link", name="WhatsApp").get_attribute("href").startswith("https://wa.me/?text=")
    assert not plain.evaluate(SCROLLS_SIDEWAYS)

    page = phone(javascript=True)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page.goto(claim.get_absolute_url())
    page.get_by_role("button", name="Copy link").click()
    # The copy is asynchronous (the clipboard answers a promise): wait for the status.
    expect(page.locator(".copy-status")).to_have_text("Link copied")
    assert page.evaluate("navigator.clipboard.readText()") == address.input_value()
    card = page.request.get(f"/claims/{claim.pk}/card.png")
    assert card.status == 200 and card.headers["content-type"] == "image/png"
