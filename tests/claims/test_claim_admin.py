"""The admin as editors and fact-checkers use it: workflow moves with notes,
bulk actions, evidence, the read-only history and lost-update protection."""

import itertools

import pytest
from django.urls import reverse
from django.utils import timezone

from claims.models import VERDICTS, Claim, Evidence, Status
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, EvidenceFactory, FactCheckerFactory

pytestmark = pytest.mark.django_db

ALLOWED = {
    (Status.UNVERIFIED, Status.IN_REVIEW): {"fact_checker", "editor"},
    **{(Status.IN_REVIEW, v): {"editor"} for v in VERDICTS},
    **{(v, Status.IN_REVIEW): {"editor"} for v in VERDICTS},
}
ROLE_FACTORIES = {"fact_checker": FactCheckerFactory, "editor": EditorFactory}


def claim_at(status, **fields):
    claim = ClaimFactory(**fields)
    EvidenceFactory(claim=claim)
    extra = {"verdict_summary": "Found.", "verdict_at": timezone.now()} if status in VERDICTS else {}
    Claim.objects.filter(pk=claim.pk).update(status=status, **extra)
    claim.refresh_from_db()
    return claim


def transition_url(claim, to):
    return reverse("admin:claims_claim_transition", args=[claim.pk, to])


def change_url(claim):
    return reverse("admin:claims_claim_change", args=[claim.pk])


def bulk_apply(client, action, ids, **fields):
    """Choose a bulk action as the list does: the intermediate page, then apply
    with the claim versions that page carries."""
    changelist = reverse("admin:claims_claim_changelist")
    page = client.post(changelist, {"action": action, "_selected_action": ids})
    versions = page.context["form"]["versions"].value()
    return client.post(
        changelist,
        {"action": action, "_selected_action": ids, "apply": "1", "versions": versions, **fields},
        follow=True,
    )


@pytest.mark.parametrize(
    "role, from_status, to_status",
    [
        (role, a, b)
        for role in ROLE_FACTORIES
        for a, b in itertools.product(Status.values, Status.values)
        if a != b
    ],
)
def test_transition_matrix_through_the_admin(client, role, from_status, to_status):
    claim = claim_at(from_status)
    client.force_login(ROLE_FACTORIES[role]())
    response = client.post(
        transition_url(claim, to_status),
        {"note": "Checked.", "summary": "What we found.", "version": claim.version},
    )
    claim.refresh_from_db()
    if role in ALLOWED.get((from_status, to_status), set()):
        assert response.status_code == 302
        assert claim.status == to_status
        assert claim.reviews.get().note == "Checked."
    else:
        assert response.status_code == 403
        assert claim.status == from_status
        assert not claim.reviews.exists()


def test_change_page_offers_only_the_moves_of_the_users_role(client):
    claim = claim_at(Status.IN_REVIEW)
    client.force_login(FactCheckerFactory())
    page = client.get(change_url(claim)).text
    assert "no status change is open to your role" in page
    assert "Rate false" not in page
    client.force_login(EditorFactory())
    page = client.get(change_url(claim)).text
    for label in ("Rate verified", "Rate misleading", "Rate false", "Rate unverifiable"):
        assert label in page
    assert transition_url(claim, "false") in page


def test_the_claim_form_has_no_free_status_field(client):
    claim = claim_at(Status.UNVERIFIED)
    client.force_login(EditorFactory())
    response = client.get(change_url(claim))
    assert 'name="status"' not in response.text
    assert "adminform" in response.context


def test_a_verdict_through_the_admin_needs_a_summary_and_keeps_the_note(client):
    claim = claim_at(Status.IN_REVIEW)
    client.force_login(EditorFactory())
    response = client.post(transition_url(claim, "false"), {"note": "Ministry data.", "summary": "", "version": claim.version})
    assert response.status_code == 200
    assert "This field is required" in response.text
    response = client.post(
        transition_url(claim, "false"),
        {"note": "Ministry data.", "summary": "The ministry’s figures contradict it.", "version": claim.version},
    )
    assert response.status_code == 302
    claim.refresh_from_db()
    assert claim.status == Status.FALSE
    assert claim.verdict_summary == "The ministry’s figures contradict it."


def test_a_verdict_without_evidence_is_refused_with_a_form_error(client):
    claim = ClaimFactory()
    Claim.objects.filter(pk=claim.pk).update(status=Status.IN_REVIEW)
    client.force_login(EditorFactory())
    response = client.post(transition_url(claim, "verified"), {"note": "n", "summary": "s", "version": 1})
    assert response.status_code == 200
    assert "Add at least one piece of evidence" in response.text
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW


def test_a_stale_move_is_refused_with_a_message(client):
    claim = claim_at(Status.IN_REVIEW)
    client.force_login(EditorFactory())
    response = client.post(
        transition_url(claim, "verified"), {"note": "n", "summary": "s", "version": claim.version - 1}, follow=True
    )
    assert "changed by someone else" in response.text
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW


def claim_form_data(claim, **changes):
    data = {
        "article": claim.article_id,
        "start": claim.start,
        "end": claim.end,
        "quote": claim.quote,
        "statement": claim.statement,
        "kind": claim.kind,
        "source": claim.source_id or "",
        "attribution": claim.attribution,
        "via": "",
        "value": "",
        "qualifier": "",
        "unit": "",
        "summary_draft": claim.summary_draft,
        "assignee": "",
        "confidence": "",
        "expected_version": claim.version,
        "evidence-TOTAL_FORMS": 0,
        "evidence-INITIAL_FORMS": 0,
        "evidence-MIN_NUM_FORMS": 0,
        "evidence-MAX_NUM_FORMS": 1000,
        "reviews-TOTAL_FORMS": 0,
        "reviews-INITIAL_FORMS": 0,
        "reviews-MIN_NUM_FORMS": 0,
        "reviews-MAX_NUM_FORMS": 0,
    }
    data.update(changes)
    return data


def test_two_editors_saving_the_same_claim_the_second_is_refused(client):
    claim = ClaimFactory()
    first, second = EditorFactory(), EditorFactory()
    loaded = client.get  # both load the form at version 1
    client.force_login(first)
    assert loaded(change_url(claim)).context["adminform"].form["expected_version"].value() == 1
    data_first = claim_form_data(claim, statement="First editor's wording.")
    data_second = claim_form_data(claim, statement="Second editor's wording.")
    assert client.post(change_url(claim), data_first).status_code == 302
    client.force_login(second)
    response = client.post(change_url(claim), data_second)
    assert response.status_code == 200
    assert "changed by someone else" in response.text
    claim.refresh_from_db()
    assert claim.statement == "First editor's wording."
    assert claim.version == 2


def test_a_quote_that_does_not_match_the_article_is_a_form_error(client):
    claim = ClaimFactory()
    client.force_login(EditorFactory())
    response = client.post(change_url(claim), claim_form_data(claim, quote="Not the words"))
    assert response.status_code == 200
    assert "must equal the article text" in response.text


def test_evidence_added_inline_records_who_added_it(client):
    claim = ClaimFactory()
    checker = FactCheckerFactory()
    client.force_login(checker)
    data = claim_form_data(
        claim,
        **{
            "evidence-TOTAL_FORMS": 1,
            "evidence-0-title": "Ministry press release",
            "evidence-0-stance": "supports",
            "evidence-0-url": "https://example.org/release",
            "evidence-0-reference": "",
            "evidence-0-summary": "Gives the same figure.",
            "evidence-0-source": "",
        },
    )
    response = client.post(change_url(claim), data)
    assert response.status_code == 302, response.context and response.context["adminform"].form.errors
    evidence = Evidence.objects.get(claim=claim)
    assert evidence.added_by == checker
    assert evidence.title == "Ministry press release"


def test_history_is_shown_newest_first_and_read_only(client):
    claim = claim_at(Status.UNVERIFIED)
    editor = EditorFactory()
    client.force_login(editor)
    client.post(transition_url(claim, "in_review"), {"note": "first move", "version": claim.version})
    claim.refresh_from_db()
    client.post(transition_url(claim, "verified"), {"note": "second move", "summary": "s", "version": claim.version})
    page = client.get(change_url(claim)).text
    assert page.index("second move") < page.index("first move")
    assert 'name="reviews-0-note"' not in page


def test_bulk_take_into_review_then_rate_false_through_the_intermediate_page(client):
    claims = [claim_at(Status.UNVERIFIED) for _ in range(3)]
    no_evidence = ClaimFactory()
    client.force_login(EditorFactory())
    changelist = reverse("admin:claims_claim_changelist")
    ids = [c.pk for c in claims] + [no_evidence.pk]
    page = client.post(changelist, {"action": "take_into_review", "_selected_action": ids})
    assert page.status_code == 200 and "Why:" in page.text
    bulk_apply(client, "take_into_review", ids, note="Batch.")
    assert Claim.objects.filter(pk__in=ids, status=Status.IN_REVIEW).count() == 4
    response = bulk_apply(client, "rate_false", ids, note="Batch.", summary="Contradicted.")
    assert Claim.objects.filter(pk__in=ids, status=Status.FALSE).count() == 3
    assert "1 skipped" in response.text and "evidence" in response.text


def test_a_verdict_action_without_a_summary_stays_on_the_intermediate_page(client):
    claim = claim_at(Status.IN_REVIEW)
    client.force_login(EditorFactory())
    response = bulk_apply(client, "rate_verified", [claim.pk], note="n", summary="")
    assert response.status_code == 200
    assert "This field is required" in response.text
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW


def test_fact_checkers_are_not_offered_verdict_actions(client):
    ClaimFactory()
    client.force_login(FactCheckerFactory())
    page = client.get(reverse("admin:claims_claim_changelist")).text
    assert "take_into_review" in page
    assert "rate_false" not in page and "reopen" not in page
    client.force_login(EditorFactory())
    assert "rate_false" in client.get(reverse("admin:claims_claim_changelist")).text


def test_assigning_from_the_list_and_filtering_assigned_to_me(client):
    claims = [ClaimFactory(), ClaimFactory()]
    other = ClaimFactory()
    checker = FactCheckerFactory()
    client.force_login(EditorFactory())
    changelist = reverse("admin:claims_claim_changelist")
    bulk_apply(client, "assign_claims", [c.pk for c in claims], assignee=checker.pk)
    assert set(Claim.objects.filter(assignee=checker)) == set(claims)
    client.force_login(checker)
    response = client.get(changelist, {"assignee": "me"})
    assert {c.pk for c in response.context["cl"].result_list} == {c.pk for c in claims}
    assert other.pk not in {c.pk for c in response.context["cl"].result_list}


def test_search_finds_claims_by_source_alias(client):
    claim = ClaimFactory(statement="Fear in the ranks.")
    claim.source.aliases.create(name="the young opposition leader")
    ClaimFactory(statement="Something else.")
    client.force_login(FactCheckerFactory())
    response = client.get(reverse("admin:claims_claim_changelist"), {"q": "young opposition"})
    assert [c.pk for c in response.context["cl"].result_list] == [claim.pk]


def test_article_page_lists_claims_in_text_order_and_offers_the_span_picker(client):
    article = ArticleFactory()
    late = ClaimFactory(article=article, start=40, end=50, statement="Later claim.")
    early = ClaimFactory(article=article, start=0, end=8, statement="Earlier claim.")
    client.force_login(EditorFactory())
    page = client.get(reverse("admin:claims_article_change", args=[article.pk])).text
    assert page.index(early.statement) < page.index(late.statement)
    assert "span-picker" in page and "span_picker.js" in page


def test_the_claim_form_takes_the_span_from_the_selection(client):
    article = ArticleFactory()
    client.force_login(FactCheckerFactory())
    response = client.get(reverse("admin:claims_claim_add"), {"article": article.pk, "start": 5, "end": 13, "quote": article.body[5:13]})
    form = response.context["adminform"].form
    assert (form["start"].value(), form["end"].value(), form["quote"].value()) == ("5", "13", article.body[5:13])


@pytest.mark.parametrize("role", ["fact_checker", "editor"])
def test_claim_change_page_query_count_is_constant(client, django_assert_max_num_queries, role):
    client.force_login(ROLE_FACTORIES[role]())
    small = claim_at(Status.IN_REVIEW)
    client.get(change_url(small))
    with django_assert_max_num_queries(40) as few:
        assert client.get(change_url(small)).status_code == 200
    large = claim_at(Status.IN_REVIEW)
    EvidenceFactory.create_batch(8, claim=large)
    editor = EditorFactory()
    from claims.workflow import claim_transition
    for _ in range(4):
        claim_transition(claim=large, to=Status.UNVERIFIABLE, by=editor, summary="s")
        claim_transition(claim=large, to=Status.IN_REVIEW, by=editor)
    with django_assert_max_num_queries(40) as many:
        assert client.get(change_url(large)).status_code == 200
    assert len(many.captured_queries) == len(few.captured_queries)


@pytest.mark.parametrize("role", ["fact_checker", "editor"])
def test_claim_list_query_count_is_constant_for_each_role(client, django_assert_max_num_queries, role):
    client.force_login(ROLE_FACTORIES[role]())
    ClaimFactory()
    url = reverse("admin:claims_claim_changelist")
    client.get(url)
    with django_assert_max_num_queries(25) as few:
        client.get(url)
    for claim in ClaimFactory.create_batch(30):
        EvidenceFactory(claim=claim)
    with django_assert_max_num_queries(25) as many:
        assert client.get(url).status_code == 200
    assert len(many.captured_queries) == len(few.captured_queries)


def test_readers_without_a_staff_role_cannot_reach_the_admin(client, reader):
    client.force_login(reader)
    response = client.get(reverse("admin:claims_claim_changelist"))
    assert response.status_code == 302 and "login" in response["Location"]


def test_a_move_the_role_may_not_make_is_refused_before_the_form(client):
    claim = claim_at(Status.FALSE)
    client.force_login(FactCheckerFactory())
    assert client.get(transition_url(claim, "in_review")).status_code == 403


def test_an_articles_text_is_locked_once_claims_anchor_to_it(client):
    article = ArticleFactory()
    claim = ClaimFactory(article=article, start=5, end=12)
    client.force_login(EditorFactory())
    url = reverse("admin:claims_article_change", args=[article.pk])
    page = client.get(url)
    assert 'name="body"' not in page.text
    data = {
        "headline": "New headline",
        "slug": article.slug,
        "publisher": "",
        "url": "",
        "published_on": "",
        "byline": "",
        "language": "en",
        "body": "New first line.\n" + article.body,
        "claims-TOTAL_FORMS": 1,
        "claims-INITIAL_FORMS": 1,
        "claims-MIN_NUM_FORMS": 0,
        "claims-MAX_NUM_FORMS": 1000,
        "claims-0-id": claim.pk,
        "claims-0-article": article.pk,
    }
    response = client.post(url, data)
    assert response.status_code == 302
    article.refresh_from_db()
    assert article.headline == "New headline"
    assert article.body[claim.start : claim.end] == claim.quote


def test_proposed_and_confidence_cannot_be_set_in_the_claim_form(client):
    claim = ClaimFactory()
    client.force_login(FactCheckerFactory())
    page = client.get(change_url(claim)).text
    assert 'name="proposed"' not in page and 'name="confidence"' not in page


def test_evidence_behind_a_published_verdict_cannot_be_changed_or_removed(client):
    claim = claim_at(Status.VERIFIED)
    evidence = claim.evidence.get()
    client.force_login(EditorFactory())
    page = client.get(change_url(claim)).text
    assert 'name="evidence-0-title"' not in page and 'name="evidence-0-DELETE"' not in page
    assert evidence.title in page
    data = claim_form_data(
        claim,
        **{
            "evidence-TOTAL_FORMS": 2,
            "evidence-INITIAL_FORMS": 1,
            "evidence-0-id": evidence.pk,
            "evidence-0-claim": claim.pk,
            "evidence-0-DELETE": "on",
            "evidence-1-title": "A later report",
            "evidence-1-stance": "context",
            "evidence-1-url": "https://example.org/later",
            "evidence-1-reference": "",
            "evidence-1-summary": "Adds context.",
            "evidence-1-source": "",
        },
    )
    response = client.post(change_url(claim), data)
    assert response.status_code == 302
    assert set(claim.evidence.values_list("title", flat=True)) == {evidence.title, "A later report"}


def test_admin_search_ignores_accents(client):
    claim = ClaimFactory(statement="Guaidó says there is fear.")
    ClaimFactory(statement="Something else.")
    client.force_login(FactCheckerFactory())
    response = client.get(reverse("admin:claims_claim_changelist"), {"q": "guaido"})
    assert [c.pk for c in response.context["cl"].result_list] == [claim.pk]


def test_editing_what_a_published_verdict_is_about_is_a_form_error_pointing_to_reopen(client):
    claim = claim_at(Status.FALSE)
    client.force_login(EditorFactory())
    before = Claim.objects.values().get(pk=claim.pk)

    response = client.post(change_url(claim), claim_form_data(claim, statement="Reworded.", unit="troops"))

    assert response.status_code == 200
    [error] = response.context["adminform"].form.non_field_errors()
    assert "published verdict (false)" in error and "statement" in error and "unit" in error
    assert "Reopen it first" in error
    assert Claim.objects.values().get(pk=claim.pk) == before


def test_the_claim_form_without_its_version_changes_nothing(client):
    claim = ClaimFactory()
    client.force_login(EditorFactory())
    data = claim_form_data(claim, statement="Reworded.")
    del data["expected_version"]

    response = client.post(change_url(claim), data)

    assert response.status_code == 200
    assert "sent without the version" in response.text
    claim.refresh_from_db()
    assert claim.statement != "Reworded." and claim.version == 1


def test_a_move_posted_without_a_version_is_not_applied(client):
    claim = claim_at(Status.UNVERIFIED)
    client.force_login(EditorFactory())

    response = client.post(transition_url(claim, "in_review"), {"note": "Checked."})

    assert response.status_code == 200
    assert "sent without the version" in response.text
    claim.refresh_from_db()
    assert (claim.status, claim.version, claim.reviews.count()) == (Status.UNVERIFIED, 1, 0)


def test_a_bulk_move_skips_claims_changed_since_the_page_was_shown(client):
    claims = [claim_at(Status.UNVERIFIED) for _ in range(2)]
    client.force_login(EditorFactory())
    changelist = reverse("admin:claims_claim_changelist")
    ids = [c.pk for c in claims]
    page = client.post(changelist, {"action": "take_into_review", "_selected_action": ids})
    versions = page.context["form"]["versions"].value()
    Claim.objects.filter(pk=claims[0].pk).update(version=5)  # someone else saved it meanwhile

    response = client.post(
        changelist,
        {"action": "take_into_review", "_selected_action": ids, "apply": "1", "note": "n", "versions": versions},
        follow=True,
    )

    assert "1 skipped" in response.text and "changed by someone else" in response.text
    assert list(Claim.objects.filter(pk__in=ids).order_by("pk").values_list("status", flat=True)) == [
        Status.UNVERIFIED,
        Status.IN_REVIEW,
    ]


def test_a_bulk_action_posted_without_versions_changes_nothing(client):
    claim = claim_at(Status.UNVERIFIED)
    client.force_login(EditorFactory())
    changelist = reverse("admin:claims_claim_changelist")
    for action, fields in [("take_into_review", {"note": "n"}), ("assign_claims", {"assignee": ""})]:
        response = client.post(changelist, {"action": action, "_selected_action": [claim.pk], "apply": "1", **fields})
        assert response.status_code == 200
        assert "sent without the version" in response.text
    claim.refresh_from_db()
    assert (claim.status, claim.version) == (Status.UNVERIFIED, 1)


# --- The one-screen verdict: move, evidence and summary in one save -----------

NEW_EVIDENCE = {
    "evidence-TOTAL_FORMS": 1,
    "evidence-0-title": "Ministry of defense yearbook",
    "evidence-0-stance": "supports",
    "evidence-0-url": "https://example.org/yearbook",
    "evidence-0-reference": "",
    "evidence-0-summary": "Lists 235,000 active troops.",
    "evidence-0-source": "",
}


def move_choices(client, claim):
    form = client.get(change_url(claim)).context["adminform"].form
    return [value for value, _ in form.fields["workflow_move"].choices]


def test_an_editor_takes_a_claim_from_unverified_to_a_verdict_with_evidence_in_one_save(client):
    claim = ClaimFactory()
    editor = EditorFactory()
    client.force_login(editor)
    assert "in_review,verified" in move_choices(client, claim)
    data = claim_form_data(
        claim, workflow_move="in_review,verified", summary_draft="The yearbook gives the same figure.", **NEW_EVIDENCE
    )
    response = client.post(change_url(claim), data, follow=True)
    assert response.status_code == 200
    claim.refresh_from_db()
    assert claim.status == Status.VERIFIED
    assert claim.verdict_summary == "The yearbook gives the same figure."
    assert claim.evidence.get().added_by == editor
    assert [(e.from_status, e.to_status, e.actor) for e in claim.reviews.order_by("created_at", "id")] == [
        (Status.UNVERIFIED, Status.IN_REVIEW, editor),
        (Status.IN_REVIEW, Status.VERIFIED, editor),
    ]
    assert "Verified: done" in response.text


@pytest.mark.parametrize(
    "changes, field, message",
    [
        ({"summary_draft": "Found."}, None, "Add at least one piece of evidence"),
        ({**NEW_EVIDENCE, "summary_draft": ""}, "summary_draft", "A verdict needs a summary"),
    ],
)
def test_a_verdict_the_workflow_refuses_stores_nothing_and_says_why(client, changes, field, message):
    claim = ClaimFactory()
    client.force_login(EditorFactory())
    response = client.post(change_url(claim), claim_form_data(claim, workflow_move="in_review,false", **changes))
    assert response.status_code == 200
    form = response.context["adminform"].form
    errors = form.errors[field] if field else form.non_field_errors()
    assert any(message in error for error in errors)
    claim.refresh_from_db()
    assert claim.status == Status.UNVERIFIED and claim.version == 1
    assert not claim.reviews.exists() and not claim.evidence.exists()


def test_a_fact_checker_may_only_take_into_review_from_the_form(client):
    claim = ClaimFactory()
    client.force_login(FactCheckerFactory())
    assert move_choices(client, claim) == ["", "in_review"]
    data = claim_form_data(claim, workflow_move="in_review,verified", summary_draft="s")
    response = client.post(change_url(claim), data)
    assert response.status_code == 200 and "workflow_move" in response.context["adminform"].form.errors
    response = client.post(change_url(claim), claim_form_data(claim, workflow_move="in_review"))
    assert response.status_code == 302
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW


def test_reopening_from_the_form_needs_a_note(client):
    claim = claim_at(Status.VERIFIED)
    client.force_login(EditorFactory())
    assert move_choices(client, claim) == ["", "in_review"]
    response = client.post(change_url(claim), claim_form_data(claim, workflow_move="in_review"))
    assert response.status_code == 200 and "workflow_note" in response.context["adminform"].form.errors
    response = client.post(
        change_url(claim), claim_form_data(claim, workflow_move="in_review", workflow_note="New yearbook out.")
    )
    assert response.status_code == 302
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW and claim.reviews.get().note == "New yearbook out."


def test_no_move_field_for_a_role_without_moves(client):
    claim = claim_at(Status.IN_REVIEW)
    client.force_login(FactCheckerFactory())
    page = client.get(change_url(claim)).text
    assert 'name="workflow_move"' not in page
    response = client.post(change_url(claim), claim_form_data(claim, workflow_move="verified", summary_draft="s"))
    assert response.status_code == 200
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW
