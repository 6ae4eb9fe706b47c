"""The public site in Spanish, in a real Chromium: every page type under /es/
with axe-core (no WCAG 2 A/AA violation) and no sideways scroll at 390 px, and
the language switch used without JavaScript."""

from tests.browser.conftest import PHONE_VIEWPORT, format_violations
from tests.browser.test_public_site import newsroom, page_types  # noqa: F401 (the fixture)


def spanish_page_types(newsroom):  # noqa: F811
    return {name: "/es" + url for name, url in page_types(newsroom).items()}


def test_every_spanish_page_type_has_no_wcag_a_or_aa_violations(page, newsroom, axe_violations, screenshot):  # noqa: F811
    found = {}
    for name, url in spanish_page_types(newsroom).items():
        response = page.goto(url)
        assert response.status == (404 if name == "404" else 200), name
        assert page.locator("html").get_attribute("lang") == "es", name
        violations = axe_violations(page)
        if violations:
            found[name] = format_violations(violations)
        screenshot(page, f"axe-es-{name}")
    assert not found, "axe-core found WCAG 2 A/AA violations:\n" + "\n".join(
        f"{name}:\n{report}" for name, report in found.items()
    )


def test_spanish_pages_fit_a_phone_screen(chromium_browser, live_server, newsroom, screenshot):  # noqa: F811
    context = chromium_browser.new_context(base_url=live_server.url, viewport=PHONE_VIEWPORT)
    page = context.new_page()
    try:
        overflowing = []
        for name, url in spanish_page_types(newsroom).items():
            page.goto(url)
            if page.evaluate("document.documentElement.scrollWidth > window.innerWidth + 1"):
                overflowing.append(name)
            if name in {"home", "claims-list", "claim", "article"}:
                screenshot(page, f"phone-es-{name}")
        assert not overflowing, f"these Spanish pages scroll sideways on a phone: {overflowing}"
    finally:
        context.close()


def test_the_language_switch_works_without_javascript(chromium_browser, live_server, newsroom):  # noqa: F811
    context = chromium_browser.new_context(base_url=live_server.url, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto("/claims/?status=false")
        page.get_by_role("button", name="Español").click()
        page.wait_for_url("**/es/claims/?status=false")
        assert page.get_by_role("heading", level=1).inner_text() == "Afirmaciones"
        page.get_by_role("button", name="English").click()
        page.wait_for_url("**/claims/?status=false")
        assert not page.url.split(live_server.url, 1)[1].startswith("/es/")
        assert page.get_by_role("heading", level=1).inner_text() == "Claims"
    finally:
        context.close()
