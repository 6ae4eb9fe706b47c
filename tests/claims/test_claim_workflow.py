"""The verification workflow: who may move a claim where, what a verdict needs,
an append-only history, and no lost updates."""

import itertools
from datetime import timedelta

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from claims.models import VERDICTS, Claim, ReviewEntry, ReviewHistoryImmutable, Status
from claims.workflow import (
    StaleClaim,
    TransitionForbidden,
    TransitionNotAllowed,
    claim_save,
    claim_transition,
    claims_assign,
    claims_confirm,
    evidence_add,
    transitions_for,
)
from tests.factories import (
    ClaimFactory,
    EditorFactory,
    EvidenceFactory,
    FactCheckerFactory,
    SourceFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db

ROLES = {
    "reader": lambda: UserFactory(),
    "fact_checker": lambda: FactCheckerFactory(),
    "editor": lambda: EditorFactory(),
}

ALLOWED_MOVES = {
    (Status.UNVERIFIED, Status.IN_REVIEW): {"fact_checker", "editor"},
    **{(Status.IN_REVIEW, verdict): {"editor"} for verdict in VERDICTS},
    **{(verdict, Status.IN_REVIEW): {"editor"} for verdict in VERDICTS},
}


def claim_at(status):
    """A claim already at `status`, with evidence and a drafted summary (test set-up only)."""
    claim = ClaimFactory(summary_draft="What we found.")
    EvidenceFactory(claim=claim)
    if status in VERDICTS:
        Claim.objects.filter(pk=claim.pk).update(status=status, verdict_summary="What we found.", verdict_at=timezone.now())
    else:
        Claim.objects.filter(pk=claim.pk).update(status=status)
    claim.refresh_from_db()
    return claim


@pytest.mark.parametrize(
    "role, from_status, to_status",
    [
        (role, from_status, to_status)
        for role in ROLES
        for from_status, to_status in itertools.product(Status.values, Status.values)
        if from_status != to_status
    ],
)
def test_transition_matrix(role, from_status, to_status):
    claim = claim_at(from_status)
    user = ROLES[role]()
    allowed_roles = ALLOWED_MOVES.get((from_status, to_status))
    if allowed_roles is None:
        with pytest.raises(TransitionNotAllowed):
            claim_transition(claim=claim, to=to_status, by=user, note="n")
    elif role not in allowed_roles:
        with pytest.raises(TransitionForbidden):
            claim_transition(claim=claim, to=to_status, by=user, note="n")
    else:
        claim_transition(claim=claim, to=to_status, by=user, note="n")
        claim.refresh_from_db()
        assert claim.status == to_status
        assert claim.reviews.count() == 1
        return
    claim.refresh_from_db()
    assert claim.status == from_status
    assert not claim.reviews.exists()


def test_unknown_status_is_not_a_move():
    claim = claim_at(Status.IN_REVIEW)
    with pytest.raises(TransitionNotAllowed) as error:
        claim_transition(claim=claim, to="debunked", by=EditorFactory())
    assert "is not a status" in str(error.value)


@pytest.mark.parametrize(
    "role, expected",
    [
        ("reader", []),
        ("fact_checker", []),
        ("editor", ["verified", "misleading", "false", "unverifiable"]),
    ],
)
def test_transitions_offered_in_review(role, expected):
    claim = claim_at(Status.IN_REVIEW)
    assert [move.to_status for move in transitions_for(claim=claim, user=ROLES[role]())] == expected


def test_fact_checker_is_offered_only_take_into_review():
    checker = FactCheckerFactory()
    assert [m.to_status for m in transitions_for(claim=claim_at(Status.UNVERIFIED), user=checker)] == ["in_review"]
    assert transitions_for(claim=claim_at(Status.FALSE), user=checker) == []


def test_a_verdict_needs_a_summary():
    claim = ClaimFactory()
    EvidenceFactory(claim=claim)
    editor = EditorFactory()
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    with pytest.raises(ValidationError) as error:
        claim_transition(claim=claim, to=Status.FALSE, by=editor, summary="   ")
    assert "summary" in error.value.message_dict
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW


@pytest.mark.parametrize("verdict", [Status.VERIFIED, Status.MISLEADING, Status.FALSE])
def test_a_verdict_other_than_unverifiable_needs_evidence(verdict):
    claim = ClaimFactory()
    editor = EditorFactory()
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    with pytest.raises(ValidationError) as error:
        claim_transition(claim=claim, to=verdict, by=editor, summary="Because.")
    assert "evidence" in error.value.message_dict


def test_unverifiable_needs_no_evidence_and_publishes_the_summary():
    claim = ClaimFactory()
    editor = EditorFactory()
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    claim_transition(claim=claim, to=Status.UNVERIFIABLE, by=editor, summary="No record exists.")
    claim.refresh_from_db()
    assert claim.status == Status.UNVERIFIABLE
    assert claim.verdict_summary == "No record exists."
    assert claim.verdict_at is not None


def test_the_drafted_summary_is_used_when_none_is_given():
    claim = claim_at(Status.IN_REVIEW)
    claim_transition(claim=claim, to=Status.VERIFIED, by=EditorFactory())
    claim.refresh_from_db()
    assert claim.verdict_summary == "What we found."


def test_reopening_withdraws_the_published_verdict_but_keeps_it_in_the_history():
    claim = claim_at(Status.IN_REVIEW)
    editor = EditorFactory()
    claim_transition(claim=claim, to=Status.FALSE, by=editor, summary="Contradicted by the ministry.")
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor, note="New figures published.")
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW
    assert claim.verdict_summary == ""
    assert claim.reviews.filter(to_status=Status.FALSE, summary="Contradicted by the ministry.").exists()


def test_n_transitions_leave_n_entries_with_actors_times_and_notes():
    claim = claim_at(Status.UNVERIFIED)
    checker, editor = FactCheckerFactory(), EditorFactory()
    steps = [
        (Status.IN_REVIEW, checker, "Taking it."),
        (Status.MISLEADING, editor, "Rated."),
        (Status.IN_REVIEW, editor, "Reopened after a reader's email."),
        (Status.VERIFIED, editor, "Confirmed by the ministry."),
    ]
    before = timezone.now()
    for to, user, note in steps:
        claim_transition(claim=claim, to=to, by=user, note=note, summary="Summary." if to in VERDICTS else None)
    entries = list(claim.reviews.order_by("created_at", "id"))
    assert len(entries) == len(steps)
    previous = Status.UNVERIFIED
    for entry, (to, user, note) in zip(entries, steps, strict=True):
        assert (entry.from_status, entry.to_status, entry.actor, entry.note) == (previous, to, user, note)
        assert before <= entry.created_at <= timezone.now()
        previous = to
    assert [e.pk for e in claim.reviews.all()] == [e.pk for e in reversed(entries)]  # newest first


def test_review_entries_cannot_be_changed_or_deleted():
    claim = claim_at(Status.UNVERIFIED)
    entry = claim_transition(claim=claim, to=Status.IN_REVIEW, by=EditorFactory(), note="original")
    entry.note = "rewritten"
    with pytest.raises(ReviewHistoryImmutable):
        entry.save()
    with pytest.raises(ReviewHistoryImmutable):
        entry.delete()
    with pytest.raises(ReviewHistoryImmutable):
        ReviewEntry.objects.filter(pk=entry.pk).update(note="rewritten")
    with pytest.raises(ReviewHistoryImmutable):
        ReviewEntry.objects.filter(pk=entry.pk).delete()
    # Even bypassing the ORM's guards, the database refuses a rewrite, and on
    # PostgreSQL a deletion too (see migration 0002 for SQLite's deletes).
    if connection.vendor == "postgresql":
        with pytest.raises(IntegrityError), transaction.atomic():
            ReviewEntry.objects.filter(pk=entry.pk)._raw_delete(ReviewEntry.objects.db)
    with pytest.raises(IntegrityError), transaction.atomic():
        super(type(ReviewEntry.objects.all()), ReviewEntry.objects.filter(pk=entry.pk)).update(note="rewritten")
    entry.refresh_from_db()
    assert entry.note == "original"


def test_a_stale_transition_is_refused():
    claim = claim_at(Status.IN_REVIEW)
    editor = EditorFactory()
    seen_version = claim.version
    ClaimFactory._meta.model.objects.filter(pk=claim.pk)  # another user saves meanwhile:
    other = Claim.objects.get(pk=claim.pk)
    other.statement = "Someone else's edit."
    claim_save(claim=other, by=editor, expected_version=seen_version)
    with pytest.raises(StaleClaim) as error:
        claim_transition(claim=claim, to=Status.VERIFIED, by=editor, expected_version=seen_version)
    assert "changed by someone else" in str(error.value)
    claim.refresh_from_db()
    assert claim.status == Status.IN_REVIEW


def test_two_editors_saving_from_the_same_version_second_is_refused():
    claim = ClaimFactory()
    first, second = Claim.objects.get(pk=claim.pk), Claim.objects.get(pk=claim.pk)
    first.statement = "First editor's wording."
    claim_save(claim=first, by=EditorFactory(), expected_version=first.version)
    second.statement = "Second editor's wording."
    with pytest.raises(StaleClaim):
        claim_save(claim=second, by=EditorFactory(), expected_version=second.version)
    claim.refresh_from_db()
    assert claim.statement == "First editor's wording."
    assert claim.version == 2


def test_saving_content_never_changes_the_status():
    claim = claim_at(Status.IN_REVIEW)
    claim.status = Status.VERIFIED  # a tampered form cannot slip a status in
    claim.statement = "Reworded."
    claim_save(claim=claim, by=EditorFactory(), expected_version=claim.version)
    claim.refresh_from_db()
    assert (claim.status, claim.statement) == (Status.IN_REVIEW, "Reworded.")


@pytest.mark.parametrize("field, value", [("statement", "Fewer than 10 soldiers defected."), ("unit", "police"), ("source", None)])
def test_what_a_published_verdict_is_about_cannot_change_until_reopened(field, value):
    claim = claim_at(Status.FALSE)
    editor = EditorFactory()
    setattr(claim, field, value)
    with pytest.raises(ValidationError, match="Reopen it first"):
        claim_save(claim=claim, by=editor, expected_version=claim.version)
    claim.refresh_from_db()
    assert getattr(claim, field) != value
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor, note="Correcting the wording.")
    setattr(claim, field, value)
    claim_save(claim=claim, by=editor, expected_version=claim.version)
    claim.refresh_from_db()
    assert getattr(claim, field) == value


def test_a_rated_claim_can_still_be_assigned_and_its_next_summary_drafted():
    claim = claim_at(Status.VERIFIED)
    claim.assignee = FactCheckerFactory()
    claim.summary_draft = "A better explanation for the next review."
    claim_save(claim=claim, by=EditorFactory(), expected_version=claim.version)
    claim.refresh_from_db()
    assert claim.summary_draft == "A better explanation for the next review."


def test_saving_or_confirming_a_claim_confirms_its_sources_for_readers():
    from sources.models import Source

    proposal = ClaimFactory(proposed=True, source=SourceFactory(proposed=True), via=SourceFactory(proposed=True))
    other = ClaimFactory(proposed=True, source=SourceFactory(proposed=True))
    assert not Source.objects.visible_to(None).filter(pk=proposal.source_id).exists()
    claims_confirm(claims=[proposal], by=EditorFactory())
    visible = Source.objects.visible_to(None)
    assert visible.filter(pk__in=[proposal.source_id, proposal.via_id]).count() == 2
    assert not visible.filter(pk=other.source_id).exists()
    claim_save(claim=other, by=EditorFactory(), expected_version=other.version)
    other.refresh_from_db()
    assert not other.proposed
    assert visible.filter(pk=other.source_id).exists()


def test_readers_may_not_save_assign_or_add_evidence():
    claim = ClaimFactory()
    reader = UserFactory()
    with pytest.raises(PermissionDenied):
        claim_save(claim=claim, by=reader, expected_version=claim.version)
    with pytest.raises(PermissionDenied):
        claims_assign(claims=[claim], assignee=None, by=reader)
    with pytest.raises(PermissionDenied):
        evidence_add(claim=claim, by=reader, url="https://example.org", title="t", summary="s", stance="supports")


def test_assigning_claims_to_a_fact_checker():
    claims = [ClaimFactory(), ClaimFactory()]
    checker = FactCheckerFactory()
    assert claims_assign(claims=claims, assignee=checker, by=EditorFactory()) == 2
    assert set(Claim.objects.filter(assignee=checker)) == set(claims)
    with pytest.raises(ValidationError):
        claims_assign(claims=claims, assignee=UserFactory(), by=EditorFactory())


def test_evidence_is_validated_and_records_who_added_it():
    claim = ClaimFactory()
    checker = FactCheckerFactory()
    evidence = evidence_add(
        claim=claim, by=checker, reference="Press release 23/2019", title="Ministry release",
        summary="Gives the number.", stance="supports",
    )
    assert evidence.added_by == checker
    with pytest.raises(ValidationError):
        evidence_add(claim=claim, by=checker, title="No link", summary="s", stance="supports")
    with pytest.raises(ValidationError):
        evidence_add(claim=claim, by=checker, url="https://example.org", title="t", summary="s", stance="agrees")


def test_verdict_time_is_recorded_for_the_public_page():
    claim = claim_at(Status.IN_REVIEW)
    claim_transition(claim=claim, to=Status.VERIFIED, by=EditorFactory())
    claim.refresh_from_db()
    assert timezone.now() - claim.verdict_at < timedelta(minutes=1)
