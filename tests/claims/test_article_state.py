"""Article states: who may publish and withdraw, and what readers see of a draft
or a withdrawn article (nothing of a draft; a withdrawn article's note, without
its claims) on every page, in the API, the CSV, ClaimReview and the totals."""

import threading
import time
from decimal import Decimal

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.urls import reverse
from rest_framework.test import APIClient

from claims import figure_links
from claims.article_state import article_transition
from claims.importing import article_import
from claims.newsroom_seed import newsroom_seed_load
from claims.models import (
    Article,
    ArticleState,
    ArticleStateEntry,
    Claim,
    ClaimKind,
    ReviewHistoryImmutable,
    TallyScope,
    TrackedFigure,
)
from claims.tallies import status_totals, tallies_check, tallies_rebuild, totals_count
from tests.api.builders import BODY, rated, span, token_client
from tests.concurrency import run_concurrently
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def api_client():
    return APIClient()

DRAFT, PUBLISHED, WITHDRAWN = ArticleState.DRAFT, ArticleState.PUBLISHED, ArticleState.WITHDRAWN

# (role, from, to, note) -> outcome: "moved", "forbidden" (role) or "refused" (no such move / no note)
MOVE_CASES = [
    ("editor", DRAFT, PUBLISHED, "", "moved"),
    ("editor", PUBLISHED, WITHDRAWN, "The figures were wrong.", "moved"),
    ("editor", PUBLISHED, WITHDRAWN, "", "refused"),
    ("editor", PUBLISHED, WITHDRAWN, "   ", "refused"),
    ("editor", DRAFT, WITHDRAWN, "Never mind.", "refused"),
    ("editor", WITHDRAWN, PUBLISHED, "", "refused"),
    ("editor", PUBLISHED, DRAFT, "", "refused"),
    ("editor", DRAFT, "archived", "", "refused"),
    ("fact_checker", DRAFT, PUBLISHED, "", "forbidden"),
    ("fact_checker", PUBLISHED, WITHDRAWN, "The figures were wrong.", "forbidden"),
    ("reader", DRAFT, PUBLISHED, "", "forbidden"),
    ("reader", PUBLISHED, WITHDRAWN, "The figures were wrong.", "forbidden"),
]


@pytest.mark.parametrize(("role", "from_state", "to_state", "note", "outcome"), MOVE_CASES)
def test_article_moves_per_role(request, role, from_state, to_state, note, outcome):
    user = request.getfixturevalue(role)
    article = ArticleFactory(state=from_state, withdrawn_note="Earlier." if from_state == WITHDRAWN else "")
    if outcome == "moved":
        entry = article_transition(article=article, to=to_state, by=user, note=note)
        article.refresh_from_db()
        assert article.state == to_state
        assert (entry.actor, entry.from_state, entry.to_state, entry.note) == (user, from_state, to_state, note)
        if to_state == WITHDRAWN:
            assert article.withdrawn_note == note
        return
    expected = PermissionDenied if outcome == "forbidden" else ValidationError
    with pytest.raises(expected):
        article_transition(article=article, to=to_state, by=user, note=note)
    article.refresh_from_db()
    assert article.state == from_state
    assert not ArticleStateEntry.objects.exists()


def test_the_state_history_is_append_only(editor):
    article = ArticleFactory(state=DRAFT)
    entry = article_transition(article=article, to=PUBLISHED, by=editor)
    with pytest.raises(ReviewHistoryImmutable):
        entry.delete()
    with pytest.raises(ReviewHistoryImmutable):
        ArticleStateEntry.objects.all().update(note="rewritten")


def test_imported_and_new_articles_start_as_drafts(editor):
    imported = article_import(text="Over one thousand soldiers have defected, the ministry said.", by=editor)
    assert imported.article.state == DRAFT
    assert Article.objects.create(headline="New", slug="new", body="Text.").state == DRAFT


# --- what readers see ---------------------------------------------------------------------


@pytest.fixture
def newsroom(editor):
    """A published, a draft and a withdrawn article, each with a confirmed claim
    with a verdict by the same source, linked to one tracked figure."""
    source = SourceFactory(name="Defence ministry", slug="defence-ministry")
    figure = TrackedFigure.objects.create(name="Defections", slug="defections", unit="soldiers")
    claims = {}
    for state in (PUBLISHED, DRAFT, WITHDRAWN):
        article = ArticleFactory(headline=f"The {state} story", slug=f"{state}-story", body=BODY, state=DRAFT)
        claim = ClaimFactory(
            article=article,
            source=source,
            statement=f"Statement of the {state} story.",
            kind=ClaimKind.STATISTIC,
            value=Decimal("1000"),
            unit="soldiers",
            **span("Over one thousand soldiers have defected"),
        )
        rated(claim, editor=editor)
        figure_links.figure_link_as_system(claim=claim, figure=figure)
        if state != DRAFT:
            article_transition(article=article, to=PUBLISHED, by=editor)
        if state == WITHDRAWN:
            article_transition(article=article, to=WITHDRAWN, by=editor, note="Our figures were wrong.")
        claims[state] = claim
    return {"source": source, "figure": figure, **claims}


PUBLIC_PAGES = [
    reverse("claims:home"),
    reverse("claims:list"),
    reverse("claims:articles"),
    reverse("sources:detail", kwargs={"slug": "defence-ministry"}),
    reverse("claims:figures"),
    reverse("claims:figure", kwargs={"slug": "defections"}),
]


@pytest.mark.parametrize("url", PUBLIC_PAGES)
def test_claims_of_drafts_and_withdrawn_articles_are_on_no_public_page(client, newsroom, url):
    page = client.get(url).text
    if url == reverse("claims:figures"):
        assert "1 value from 1 source" in page
    else:
        assert "The published story" in page or "Statement of the published story." in page
    assert "Statement of the draft story." not in page
    assert "Statement of the withdrawn story." not in page
    assert "The draft story" not in page
    if "figures" in url:
        assert "The withdrawn story" not in page


def test_staff_see_drafts_and_their_claims(client, editor, newsroom):
    client.force_login(editor)
    assert "Statement of the draft story." in client.get(reverse("claims:list")).text
    page = client.get(reverse("claims:article", kwargs={"slug": "draft-story"})).text
    assert "only the newsroom sees this article" in page


def test_a_draft_and_its_claims_are_not_found_by_readers(client, reader, newsroom):
    for user in (None, reader):
        if user:
            client.force_login(user)
        assert client.get(reverse("claims:article", kwargs={"slug": "draft-story"})).status_code == 404
        assert client.get(newsroom[DRAFT].get_absolute_url()).status_code == 404
        assert client.get(newsroom[WITHDRAWN].get_absolute_url()).status_code == 404
        # Naming a draft in a filter does not reveal it either.
        assert "Statement of the draft story." not in client.get(reverse("claims:list") + "?article=draft-story").text


def test_a_withdrawn_article_says_so_with_its_note_and_lists_no_claims(client, newsroom):
    page = client.get(reverse("claims:article", kwargs={"slug": "withdrawn-story"})).text
    assert "This article was withdrawn" in page
    assert "Our figures were wrong." in page
    assert "Statement of the withdrawn story." not in page
    assert "Withdrawn." in client.get(reverse("claims:articles")).text


def test_the_api_shows_readers_no_draft_and_no_claim_of_an_unpublished_article(api_client, newsroom):
    statements = [row["statement"] for row in api_client.get(reverse("claim-list")).json()["results"]]
    assert statements == ["Statement of the published story."]
    for state in (DRAFT, WITHDRAWN):
        assert api_client.get(reverse("claim-detail", args=[newsroom[state].pk])).status_code == 404
    articles = {row["slug"]: row for row in api_client.get(reverse("article-list")).json()["results"]}
    assert set(articles) == {"published-story", "withdrawn-story"}
    assert articles["withdrawn-story"]["state"] == WITHDRAWN
    assert articles["withdrawn-story"]["withdrawn_note"] == "Our figures were wrong."
    assert articles["withdrawn-story"]["claim_count"] == 0
    assert api_client.get(reverse("article-detail", args=["draft-story"])).status_code == 404
    withdrawn = api_client.get(reverse("article-detail", args=["withdrawn-story"])).json()
    assert withdrawn["claims"] == []
    source = api_client.get(reverse("source-detail", args=["defence-ministry"])).json()
    assert "Statement of the draft story." not in str(source)
    figure = api_client.get(reverse("figure-detail", args=["defections"])).json()
    assert len(figure["values"]) == 1


def test_the_api_shows_staff_drafts(editor, newsroom):
    client = token_client(editor)
    assert len(client.get(reverse("claim-list")).json()["results"]) == 3
    assert client.get(reverse("article-detail", args=["draft-story"])).json()["state"] == DRAFT


def test_the_csv_export_leaves_out_claims_of_unpublished_articles(api_client, editor, newsroom):
    # On PostgreSQL this is the COPY path, elsewhere the Python one.
    export = b"".join(api_client.get(reverse("claim-export-csv")).streaming_content).decode()
    assert "Statement of the published story." in export
    assert "Statement of the draft story." not in export
    assert "Statement of the withdrawn story." not in export
    staff_export = b"".join(token_client(editor).get(reverse("claim-export-csv")).streaming_content).decode()
    assert "Statement of the draft story." in staff_export


def test_claimreview_leaves_out_claims_of_unpublished_articles(api_client, newsroom):
    feed = b"".join(api_client.get(reverse("claimreview")).streaming_content).decode()
    assert "Statement of the published story." in feed
    assert "Statement of the draft story." not in feed
    assert "Statement of the withdrawn story." not in feed


def test_readers_totals_count_only_claims_of_published_articles(editor, newsroom):
    reader = AnonymousUser()
    assert totals_count(status_totals(user=reader)) == 1
    assert totals_count(status_totals(user=editor)) == 3
    source_id = newsroom["source"].pk
    assert totals_count(status_totals(user=reader, scope=TallyScope.SOURCE, scope_id=source_id)) == 1
    draft = newsroom[DRAFT].article
    assert totals_count(status_totals(user=reader, scope=TallyScope.ARTICLE, scope_id=draft.pk)) == 0
    assert tallies_check() == []
    # Publishing the draft moves its claim into the readers' totals, and the
    # counts still equal a full recount.
    article_transition(article=draft, to=PUBLISHED, by=editor)
    assert totals_count(status_totals(user=reader)) == 2
    assert totals_count(status_totals(user=reader, scope=TallyScope.ARTICLE, scope_id=draft.pk)) == 1
    assert tallies_check() == []
    article_transition(article=draft, to=WITHDRAWN, by=editor, note="Retracted.")
    assert totals_count(status_totals(user=reader)) == 1
    assert tallies_check() == []


def test_totals_stay_exact_when_claims_change_in_an_unpublished_article(editor, newsroom):
    draft = newsroom[DRAFT].article
    moved = ClaimFactory(article=draft, **span("235,000"))
    ClaimFactory(article=draft, proposed=True, **span("The ministry of defense"))
    Claim.objects.filter(article=draft).update(proposed=False)
    assert tallies_check() == []
    assert totals_count(status_totals(user=AnonymousUser())) == 1
    # A claim moved from a draft into a published article becomes public, and back.
    Claim.objects.filter(pk=moved.pk).update(article=newsroom[PUBLISHED].article)
    assert totals_count(status_totals(user=AnonymousUser())) == 2
    Claim.objects.filter(pk=moved.pk).update(article=draft)
    assert totals_count(status_totals(user=AnonymousUser())) == 1
    assert tallies_check() == []
    article_transition(article=draft, to=PUBLISHED, by=editor)
    assert totals_count(status_totals(user=AnonymousUser())) == 4
    Claim.objects.filter(article=draft).exclude(pk=newsroom[DRAFT].pk).delete()
    assert totals_count(status_totals(user=AnonymousUser())) == 2
    assert tallies_check() == []


# --- the admin ------------------------------------------------------------------------------


def test_the_admin_lists_states_with_a_filter(client, editor, newsroom):
    client.force_login(editor)
    url = reverse("admin:claims_article_changelist")
    page = client.get(url, {"state__exact": DRAFT}).text
    assert "The draft story" in page
    assert "The published story" not in page


def test_an_editor_publishes_from_the_admin(client, editor):
    article = ArticleFactory(state=DRAFT)
    client.force_login(editor)
    response = client.post(
        reverse("admin:claims_article_changelist"), {"action": "publish", "_selected_action": [article.pk]}
    )
    assert response.status_code == 302
    article.refresh_from_db()
    assert article.state == PUBLISHED
    assert ArticleStateEntry.objects.get().actor == editor


def test_withdrawing_from_the_admin_asks_for_a_note(client, editor):
    article = ArticleFactory(state=PUBLISHED)
    client.force_login(editor)
    url = reverse("admin:claims_article_changelist")
    chosen = {"action": "withdraw", "_selected_action": [article.pk]}
    assert "Why the article is withdrawn" in client.post(url, chosen).text
    page = client.post(url, {**chosen, "apply": "1", "note": ""}).text
    assert "This field is required" in page
    article.refresh_from_db()
    assert article.state == PUBLISHED
    client.post(url, {**chosen, "apply": "1", "note": "A source recanted."})
    article.refresh_from_db()
    assert (article.state, article.withdrawn_note) == (WITHDRAWN, "A source recanted.")


def test_a_fact_checker_cannot_publish_even_by_posting_the_action(client, fact_checker):
    article = ArticleFactory(state=DRAFT)
    client.force_login(fact_checker)
    url = reverse("admin:claims_article_changelist")
    assert 'value="publish"' not in client.get(url).text
    client.post(url, {"action": "publish", "_selected_action": [article.pk]})
    client.post(url, {"action": "withdraw", "_selected_action": [article.pk], "apply": "1", "note": "x"})
    article.refresh_from_db()
    assert article.state == DRAFT


def test_the_seed_articles_are_published():
    newsroom_seed_load()
    assert Article.objects.exists()
    assert not Article.objects.exclude(state=PUBLISHED).exists()



@pytest.mark.django_db(transaction=True)
def test_totals_stay_exact_when_an_article_is_published_while_its_claims_are_written(editor):
    """The claims' tally trigger holds a share lock on the article until its
    transaction ends, so a publication waits for it and then counts its claim
    (without the lock, the new claim would stay counted as unpublished)."""
    # A transactional test starts from what the last one's flush left: on SQLite
    # flush deletes table by table and the claims' triggers fire, so start exact.
    tallies_rebuild()
    article = ArticleFactory(state=DRAFT, body=BODY)
    written = threading.Event()

    def add_claim():
        with transaction.atomic():
            ClaimFactory(article=article, **span("235,000"))
            written.set()
            time.sleep(0.5)  # still uncommitted while the editor publishes

    def publish():
        written.wait(timeout=10)
        article_transition(article=Article.objects.get(pk=article.pk), to=PUBLISHED, by=editor)

    outcomes = run_concurrently(add_claim, publish)
    assert not any(isinstance(outcome, Exception) for outcome in outcomes), outcomes
    assert tallies_check() == []
    assert totals_count(status_totals(user=AnonymousUser())) == 1


def test_the_article_admin_page_shows_its_state_history(client, editor):
    article = ArticleFactory(state=DRAFT)
    article_transition(article=article, to=PUBLISHED, by=editor)
    article_transition(article=article, to=WITHDRAWN, by=editor, note="A source recanted.")
    client.force_login(editor)
    page = client.get(reverse("admin:claims_article_change", args=[article.pk])).text
    assert "Published → Withdrawn: A source recanted." in page
    assert "Draft → Published" in page


@pytest.mark.parametrize("url", ["/feeds/verdicts/", "/feeds/sources/defence-ministry/"])
def test_the_feeds_leave_out_claims_of_unpublished_articles(client, newsroom, url):
    feed = client.get(url).content.decode()
    assert "Statement of the published story." in feed
    assert "Statement of the draft story." not in feed
    assert "Statement of the withdrawn story." not in feed


def test_the_sitemap_lists_no_draft(client, newsroom):
    articles = client.get("/sitemap-articles.xml").content.decode()
    assert "published-story" in articles
    assert "draft-story" not in articles
    claims = client.get("/sitemap-claims.xml").content.decode()
    assert f"/claims/{newsroom[DRAFT].pk}/" not in claims
