"""An editor corrects a published article in a real Chromium and reviews the
claims whose words changed; readers then find the correction in the log."""

import pytest
from django.utils import timezone

from claims.models import ArticleState, Claim, ClaimReanchor, Correction, Status
from tests.browser.conftest import format_violations
from tests.browser.test_console import ConsoleWatch
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory

PASSWORD = "correct horse battery staple"
BODY = (
    "The mayor said 300 homes were built last year.\n"
    "The council denied that rents rose by 20 percent.\n"
    "A spokesperson said the new bridge will open in May."
)
CORRECTED = (
    "The mayor said 310 homes were built last year.\n"
    "The council denied that rents rose by 20 percent.\n"
    "An earlier version of this story misstated the number of homes."
)


@pytest.fixture
def article(transactional_db):
    article = ArticleFactory(body=BODY, state=ArticleState.PUBLISHED, headline="Homes and rents", slug="homes")
    for words, statement in [
        ("300 homes were built", "The city built 300 homes last year."),
        ("rents rose by 20 percent", "Rents rose by 20 percent."),
        ("the new bridge will open in May", "The bridge opens in May."),
    ]:
        start = BODY.index(words)
        ClaimFactory(article=article, start=start, end=start + len(words), statement=statement)
    homes = Claim.objects.get(statement__startswith="The city built")
    Claim.objects.filter(pk=homes.pk).update(
        status=Status.VERIFIED, verdict_summary="Matches the register.", verdict_at=timezone.now()
    )
    return article


def test_an_editor_corrects_an_article_and_reviews_the_flagged_claims(article, page, screenshot, axe_violations):
    EditorFactory(username="edna")
    page.goto(f"/admin/login/?next=/admin/claims/article/{article.pk}/change/")
    page.fill("#id_username", "edna")
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_url(f"**/admin/claims/article/{article.pk}/change/")

    page.click("a.article-correct")
    page.wait_for_url(f"**/admin/claims/article/{article.pk}/correct/")
    assert page.input_value("textarea[name=body]") == BODY
    page.fill("textarea[name=body]", CORRECTED)
    page.fill("textarea[name=note]", "The number of homes was 310, not 300; the bridge sentence was wrong.")
    page.click("input[type=submit][value='Save the correction']")

    page.wait_for_url(f"**/admin/claims/article/{article.pk}/corrections/1/")
    assert "2 claims wait for your review" in page.inner_text("#content")
    changed = page.locator("tr.reanchor-changed")
    assert changed.locator(".words-before mark").inner_text() == "300 homes were built"
    assert changed.locator(".words-after mark").inner_text() == "310 homes were built"
    assert "its verdict was reopened" in changed.inner_text()
    detached = page.locator("tr.reanchor-detached")
    assert "Gone from the text" in detached.inner_text()
    screenshot(page, "admin-correction-review")
    assert not (violations := axe_violations(page)), format_violations(violations)

    changed.locator("input[value='Mark reviewed']").click()
    page.wait_for_selector(".messagelist .success")
    page.locator("tr.reanchor-detached input[value='Mark reviewed']").click()
    page.wait_for_selector(".messagelist .success")
    assert "Reviewed by edna" in page.locator("tr.reanchor-changed").inner_text()
    assert "wait for your review" not in page.inner_text("#content")

    correction = Correction.objects.get(article=article)
    assert ClaimReanchor.objects.filter(correction=correction, reviewed_by__username="edna").count() == 2
    homes = Claim.objects.get(statement__startswith="The city built")
    assert (homes.status, homes.quote) == (Status.IN_REVIEW, "310 homes were built")
    assert Claim.objects.get(statement__startswith="The bridge").is_detached

    # Readers: the correction in the log, the detached claim's page saying why.
    page.context.clear_cookies()
    watch = ConsoleWatch(page)
    assert watch.visit("/corrections/") == []
    assert "The number of homes was 310" in page.inner_text("main")
    assert "“300 homes were built” now reads “310 homes were built”" in page.inner_text("main")
    assert not (violations := axe_violations(page)), format_violations(violations)
    screenshot(page, "public-corrections-log")
    page.click("text=The text before this correction")
    assert "The mayor said 300 homes were built last year." in page.inner_text("main")
