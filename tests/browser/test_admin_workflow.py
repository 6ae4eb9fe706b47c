"""An editor verifies a claim in the admin, in a real Chromium; a fact-checker
is offered no verdict."""

import pytest
from django.core.management import call_command

from claims.models import Claim, Status
from tests.factories import EditorFactory, FactCheckerFactory

PASSWORD = "correct horse battery staple"


@pytest.fixture
def seeded(transactional_db):
    call_command("load_newsroom", stdout=open("/dev/null", "w"))


def log_in(page, username):
    page.goto("/admin/login/?next=/admin/claims/claim/")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_url("**/admin/claims/claim/")


def test_editor_takes_a_claim_through_review_to_a_verdict(seeded, page, screenshot):
    EditorFactory(username="edna")
    log_in(page, "edna")

    page.fill("#searchbar", "235,000")
    page.press("#searchbar", "Enter")
    page.click("#result_list a:has-text('235,000')")
    claim = Claim.objects.get(quote__contains="235,000")
    assert f"/admin/claims/claim/{claim.pk}/change/" in page.url

    page.click("a.claim-move:has-text('Take into review')")
    page.fill("textarea[name=note]", "Checking the ministry's published figures.")
    page.click("input[type=submit][value='Take into review']")
    page.wait_for_selector(".messagelist .success")

    page.click("text=Add another Evidence")
    page.fill("[name='evidence-0-title']", "Ministry of defense yearbook")
    page.select_option("[name='evidence-0-stance']", "supports")
    page.fill("[name='evidence-0-url']", "https://example.org/yearbook")
    page.fill("[name='evidence-0-summary']", "Lists 235,000 active troops.")
    page.click("input[name=_continue]")
    page.wait_for_selector(".messagelist .success")

    page.click("a.claim-move:has-text('Rate verified')")
    page.fill("textarea[name=summary]", "The ministry’s own yearbook gives the same figure.")
    page.fill("textarea[name=note]", "Yearbook matches.")
    page.click("input[type=submit][value='Rate verified']")
    page.wait_for_selector(".messagelist .success")

    history = page.locator(".inline-group:has-text('review history')")
    assert "Yearbook matches." in history.inner_text()
    assert "Verified" in history.inner_text()
    screenshot(page, "admin-claim-verified")

    claim.refresh_from_db()
    assert claim.status == Status.VERIFIED
    assert claim.evidence.get().added_by.username == "edna"
    assert [entry.to_status for entry in claim.reviews.all()] == [Status.VERIFIED, Status.IN_REVIEW]


def test_fact_checker_sees_no_verdict_action(seeded, page, screenshot):
    FactCheckerFactory(username="felix")
    claim = Claim.objects.get(quote__contains="ninety percent")
    Claim.objects.filter(pk=claim.pk).update(status=Status.IN_REVIEW)
    log_in(page, "felix")

    actions = page.locator("select[name=action] option").all_inner_texts()
    assert any("Take selected claims into review" in text for text in actions)
    assert not any("Rate" in text or "Reopen" in text for text in actions)

    page.goto(f"/admin/claims/claim/{claim.pk}/change/")
    assert page.locator("a.claim-move").count() == 0
    assert "no status change is open to your role" in page.inner_text("#content")
    screenshot(page, "admin-claim-fact-checker")


def test_editor_adds_a_claim_by_selecting_words_in_the_article(seeded, page):
    EditorFactory(username="edna")
    log_in(page, "edna")
    article = Claim.objects.get(quote__contains="235,000").article
    words = "Colombian authorities have provided these individuals"
    start = article.body.index(words)

    page.goto(f"/admin/claims/article/{article.pk}/change/")
    page.evaluate(
        """words => {
            const node = document.querySelector('.span-picker-text').firstChild;
            const at = node.textContent.indexOf(words);
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + words.length);
            const selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
        }""",
        words,
    )
    page.click("button.span-picker-add")
    page.wait_for_url("**/admin/claims/claim/add/**")
    assert page.input_value("#id_start") == str(start)
    assert page.input_value("#id_end") == str(start + len(words))
    assert page.input_value("#id_quote") == words

    page.fill("#id_statement", "Colombian authorities have given defectors safe-passage documents.")
    page.select_option("#id_kind", "fact")
    page.click("input[name=_save]")
    page.wait_for_selector(".messagelist .success")
    claim = Claim.objects.get(article=article, start=start, end=start + len(words))
    assert claim.quote == words and claim.status == Status.UNVERIFIED
