"""The admin as a daily tool on a 1366×768 laptop, in a real Chromium: the claim
list fits without horizontal scrolling, j/k step through a filtered list, and
one claim goes from unverified to a verdict with evidence in a counted number
of clicks and fields (the figure in the README)."""

import pytest
from django.core.management import call_command

from claims.models import Claim, Status
from tests.factories import EditorFactory

PASSWORD = "correct horse battery staple"
LAPTOP = {"width": 1366, "height": 768}
LONG_STATEMENT = (
    "The armed forces lost more than one thousand soldiers, officers and national guardsmen to "
    "desertion across the Colombian and Brazilian borders in the first three months of the year, "
    "according to a tally the migration authorities compiled from border crossing records."
)


@pytest.fixture
def seeded(transactional_db):
    call_command("load_newsroom", stdout=open("/dev/null", "w"))
    claim = Claim.objects.filter(status=Status.UNVERIFIED).order_by("pk").first()
    Claim.objects.filter(pk=claim.pk).update(statement=LONG_STATEMENT)
    return claim


@pytest.fixture
def laptop(page):
    page.set_viewport_size(LAPTOP)
    return page


def log_in(page, username, next_url="/admin/claims/claim/"):
    page.goto(f"/admin/login/?next={next_url}")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_url(f"**{next_url}")


def horizontal_overflow(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_claim_list_fits_a_1366_pixel_screen(seeded, laptop, screenshot, language):
    EditorFactory(username="edna")
    laptop.set_extra_http_headers({"Accept-Language": language})
    log_in(laptop, "edna")
    assert laptop.evaluate("document.documentElement.lang").startswith(language)
    screenshot(laptop, f"admin-claim-list-1366-{language}", full_page=False)
    assert horizontal_overflow(laptop) <= 0
    # Nor does the list scroll inside its own box (the admin's .results would).
    assert laptop.evaluate("(el => el.scrollWidth - el.clientWidth)(document.querySelector('.results'))") <= 0
    for column in ("statement_cut", "status_display", "assignee", "updated_on"):
        box = laptop.locator(f"#result_list th.column-{column}").bounding_box()
        assert box and box["x"] + box["width"] <= LAPTOP["width"], column
    # The long statement is cut, with the whole of it on hover (title).
    cell = laptop.locator(f"#result_list [title='{LONG_STATEMENT}']")
    assert cell.count() == 1
    assert len(cell.inner_text()) < len(LONG_STATEMENT)


def test_j_and_k_step_through_a_filtered_list_and_its_claims(seeded, laptop):
    EditorFactory(username="edna")
    log_in(laptop, "edna")
    laptop.goto("/admin/claims/claim/?status__exact=unverified&o=-6.1")  # newest first, as a desk would
    links = laptop.locator("#result_list tbody th.field-statement_cut a, #result_list tbody td.field-statement_cut a")
    hrefs = [links.nth(i).get_attribute("href") for i in range(3)]
    laptop.keyboard.press("j")
    laptop.keyboard.press("j")
    assert laptop.locator("tr.claim-key-current").count() == 1
    laptop.keyboard.press("k")
    laptop.keyboard.press("j")
    laptop.keyboard.press("Enter")
    laptop.wait_for_url(f"**{hrefs[1].split('?')[0]}**")
    assert "_changelist_filters" in laptop.url  # the list's filters come along
    laptop.keyboard.press("j")
    laptop.wait_for_url(f"**{hrefs[2].split('?')[0]}**")
    laptop.keyboard.press("k")
    laptop.wait_for_url(f"**{hrefs[1].split('?')[0]}**")
    # Typing in a field is typing, not navigating.
    laptop.fill("#id_statement", "")
    laptop.type("#id_statement", "jk")
    assert hrefs[1].split("?")[0] in laptop.url


def test_j_and_k_cross_to_the_next_and_previous_page_of_the_list(seeded, laptop):
    """Past the last row, j opens the next page on its first row; before the
    first row, k opens the previous page on its last row (the seed's 74 claims
    are two pages of 50)."""
    EditorFactory(username="edna")
    log_in(laptop, "edna")
    laptop.goto("/admin/claims/claim/?o=-6.1&p=2")
    current = laptop.locator("tr.claim-key-current th.field-statement_cut a, tr.claim-key-current td.field-statement_cut a")
    laptop.keyboard.press("j")
    laptop.keyboard.press("k")
    laptop.wait_for_url("**/admin/claims/claim/?o=-6.1&p=1")
    rows = laptop.locator("#result_list tbody tr")
    assert rows.count() == 50
    assert "claim-key-current" in rows.nth(49).get_attribute("class")
    last_on_first_page = current.get_attribute("href")
    laptop.keyboard.press("k")
    assert "claim-key-current" in rows.nth(48).get_attribute("class")
    laptop.keyboard.press("j")
    assert current.get_attribute("href") == last_on_first_page
    laptop.keyboard.press("j")
    laptop.wait_for_url("**p=2**")
    assert "claim-key-current" in laptop.locator("#result_list tbody tr").first.get_attribute("class")
    # The last page has no next one: j stays on its last row.
    for _ in range(30):
        laptop.keyboard.press("j")
    assert "p=2" in laptop.url
    assert "claim-key-current" in laptop.locator("#result_list tbody tr").last.get_attribute("class")


class Counted:
    """The page, counting what a person does: clicks, and fields typed into or chosen."""

    def __init__(self, page):
        self.page, self.clicks, self.fields = page, 0, 0

    def click(self, selector):
        self.page.click(selector)
        self.clicks += 1

    def fill(self, selector, value):
        self.page.fill(selector, value)
        self.fields += 1

    def choose(self, selector, value):
        self.page.select_option(selector, value)
        self.fields += 1


def test_one_claim_from_unverified_to_a_verdict_with_evidence_in_three_clicks(seeded, laptop, screenshot):
    """The README's figure: from the filtered claim list to a published verdict."""
    EditorFactory(username="edna")
    claim = seeded
    log_in(laptop, "edna", next_url="/admin/claims/claim/?status__exact=unverified")
    me = Counted(laptop)

    me.click(f"#result_list a[href*='/admin/claims/claim/{claim.pk}/change/']")
    me.choose("#id_workflow_move", "in_review,verified")
    me.click("text=Add another Evidence")
    me.fill("[name='evidence-0-title']", "Migration authority border tally")
    me.choose("[name='evidence-0-stance']", "supports")
    me.fill("[name='evidence-0-url']", "https://example.org/tally")
    me.fill("[name='evidence-0-summary']", "Counts 1,012 crossings by service members.")
    me.fill("#id_summary_draft", "The border tally counts more than a thousand.")
    me.click("input[name=_continue]")
    laptop.wait_for_selector(".messagelist .success")
    screenshot(laptop, "admin-one-screen-verdict", full_page=False)

    claim.refresh_from_db()
    assert claim.status == Status.VERIFIED
    assert claim.evidence.get().title == "Migration authority border tally"
    assert me.clicks <= 5
    assert (me.clicks, me.fields) == (3, 6)  # README: "Fewer clicks"
