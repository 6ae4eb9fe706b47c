"""The admin's "Correct this article" page and the review of flagged claims:
editors only (checked on the server), errors and races as form errors, the
old and new words side by side after saving."""

import pytest
from django.contrib.auth.models import Permission
from django.urls import reverse

from claims.corrections import article_correct
from claims.models import ArticleState, Claim, ClaimReanchor, Correction
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, FactCheckerFactory, UserFactory

pytestmark = pytest.mark.django_db

BODY = "The mayor said 300 homes were built last year.\nThe council denied that rents rose by 20 percent."


@pytest.fixture
def article():
    article = ArticleFactory(body=BODY)
    for words in ("300 homes were built", "rents rose by 20 percent"):
        start = BODY.index(words)
        ClaimFactory(article=article, start=start, end=start + len(words))
    return article


def correct_url(article):
    return reverse("admin:claims_article_correct", args=[article.pk])


def post(client, article, body, note="Fixed the number.", based_on=0):
    return client.post(correct_url(article), {"body": body, "note": note, "based_on": based_on})


ROLES = {
    "anonymous": None,
    "reader": lambda: UserFactory(),
    "staff without a role": lambda: UserFactory(is_staff=True),
    "fact_checker": FactCheckerFactory,
    "editor": EditorFactory,
}


@pytest.mark.parametrize(
    ("role", "expected"),
    [("anonymous", 302), ("reader", 302), ("staff without a role", 403), ("fact_checker", 403), ("editor", 200)],
)
def test_only_editors_open_and_post_the_correction_page(client, article, role, expected):
    if ROLES[role]:
        client.force_login(ROLES[role]())
    assert client.get(correct_url(article)).status_code == expected
    response = post(client, article, BODY.replace("300", "310"))
    assert response.status_code == (302 if expected == 200 else expected)
    assert Correction.objects.filter(article=article).exists() == (expected == 200)
    review = reverse("admin:claims_article_correction", args=[article.pk, 1])
    if expected == 200:
        assert client.get(review).status_code == 200
    else:
        assert client.get(review).status_code in (302, 403, 404)


def test_the_article_page_links_to_the_correction_page_for_editors_only(client, article):
    change = reverse("admin:claims_article_change", args=[article.pk])
    client.force_login(EditorFactory())
    assert correct_url(article) in client.get(change).content.decode()
    client.force_login(FactCheckerFactory())
    assert correct_url(article) not in client.get(change).content.decode()


def test_a_published_articles_body_is_not_editable_in_its_form(client, editor):
    article = ArticleFactory(body=BODY)
    client.force_login(editor)
    form = client.get(reverse("admin:claims_article_change", args=[article.pk])).context["adminform"].form
    assert "body" not in form.fields
    draft = ArticleFactory(body=BODY, state=ArticleState.DRAFT)
    form = client.get(reverse("admin:claims_article_change", args=[draft.pk])).context["adminform"].form
    assert "body" in form.fields


def test_after_saving_the_editor_sees_old_and_new_words_side_by_side_and_reviews_them(client, article, editor):
    client.force_login(editor)
    response = post(client, article, BODY.replace("300 homes", "310 homes"), based_on=0)
    review = reverse("admin:claims_article_correction", args=[article.pk, 1])
    assert response.status_code == 302 and response["Location"] == review
    page = client.get(review)
    html = page.content.decode()
    assert "<mark>300 homes were built</mark>" in html
    assert "<mark>310 homes were built</mark>" in html
    assert "1 claim waits for your review" in html
    flagged = ClaimReanchor.objects.get(outcome="changed")
    response = client.post(review, {"reanchor": flagged.pk})
    assert response.status_code == 302
    flagged.refresh_from_db()
    assert flagged.reviewed_by == editor
    assert "claim waits for your review" not in client.get(review).content.decode()
    assert client.post(review, {"reanchor": "nope"}).status_code == 404


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"body": BODY, "note": "Nothing.", "based_on": 0}, "body"),
        ({"body": BODY + " More.", "note": "", "based_on": 0}, "note"),
        ({"body": BODY + " \x00", "note": "Null.", "based_on": 0}, "body"),
        ({"body": BODY + " More.", "note": "More.", "based_on": "x"}, "based_on"),
    ],
)
def test_bad_input_is_a_form_error(client, article, editor, data, field):
    client.force_login(editor)
    response = client.post(correct_url(article), data)
    assert response.status_code == 200
    assert field in response.context["form"].errors
    assert not Correction.objects.exists()


def test_a_correction_made_meanwhile_is_a_form_error_answered_409(client, article, editor):
    article_correct(article=article, body=BODY + " First.", note="First.", by=EditorFactory(), based_on=0)
    client.force_login(editor)
    response = post(client, article, BODY + " Second.", based_on=0)
    assert response.status_code == 409
    assert "Someone else corrected this article" in response.content.decode()
    article.refresh_from_db()
    assert article.body == BODY + " First."


def test_a_draft_is_not_corrected_here(client, editor):
    draft = ArticleFactory(body=BODY, state=ArticleState.DRAFT)
    client.force_login(editor)
    response = client.get(correct_url(draft))
    assert response.status_code == 302
    assert response["Location"] == reverse("admin:claims_article_change", args=[draft.pk])


def test_an_editor_without_the_correct_permission_is_refused(client, article):
    user = UserFactory(is_staff=True)
    user.user_permissions.add(*Permission.objects.filter(codename__in=["view_article", "change_article"]))
    client.force_login(user)
    assert client.get(correct_url(article)).status_code == 403
    assert post(client, article, BODY + " More.").status_code == 403
    assert Claim.objects.filter(article=article, start__isnull=True).count() == 0


def test_a_detached_claims_admin_page_says_a_correction_removed_its_words(client, article, editor):
    article_correct(article=article, body=BODY.split("\n")[0], note="Cut the council.", by=editor, based_on=0)
    rents = Claim.objects.get(article=article, quote="rents rose by 20 percent")
    assert rents.is_detached
    client.force_login(editor)
    html = client.get(reverse("admin:claims_claim_change", args=[rents.pk])).content.decode()
    assert "A correction of the article removed these words" in html
    assert "<del>rents rose by 20 percent</del>" in html
