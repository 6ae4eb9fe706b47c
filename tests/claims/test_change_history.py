"""Every edit on the record (claims.history): who changed what, when, with the
values before and after, whatever the write path — a form, the workflow's
conditional UPDATEs, QuerySet.update, bulk_update, the admin's bulk actions,
the API — and the admin's History page that shows it to staff only."""

import pytest
from django.core.management import call_command
from django.db import DatabaseError, connection, transaction
from django.urls import reverse
from django.utils import timezone

from claims.admin.history import text_difference
from claims.history import history_actor
from claims.models import ArticleState, ChangeLogImmutable, ChangeRecord, Claim, Status
from claims.corrections import article_correct
from claims.workflow import claim_save, claim_transition, claims_confirm
from sources.models import SourceAlias
from tests.api.builders import token_client
from tests.factories import (
    ArticleFactory,
    ClaimFactory,
    EditorFactory,
    EvidenceFactory,
    SourceAliasFactory,
    SourceFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db


def changes(obj):
    """The object's change records, oldest first."""
    return list(ChangeRecord.objects.of(obj).filter(action="update").order_by("id"))


def test_an_edit_records_who_and_each_changed_value_before_and_after(editor):
    claim = ClaimFactory(statement="Over one thousand soldiers defected.")
    claim.statement = "More than 1,000 soldiers defected."
    claim.unit = "soldiers"
    claim_save(claim=claim, by=editor, expected_version=claim.version)

    edit = [record for record in changes(claim) if "statement" in record.before][-1]
    assert edit.before == {"statement": "Over one thousand soldiers defected.", "unit": ""}
    assert edit.after == {"statement": "More than 1,000 soldiers defected.", "unit": "soldiers"}
    assert edit.actor == editor
    assert edit.parent_id == claim.article_id
    assert timezone.now() - edit.created_at < timezone.timedelta(minutes=1)
    # The save's version bump is on the record too.
    assert any(record.before.get("version") == 1 and record.after.get("version") == 2 for record in changes(claim))


def test_a_creation_and_a_deletion_record_the_whole_row(editor):
    source = SourceFactory()
    with history_actor(editor):
        alias = SourceAliasFactory(source=source, name="Guaidó")
        alias_id = alias.pk
        alias.delete()
    created, deleted = ChangeRecord.objects.filter(model="sources.sourcealias", object_id=alias_id).order_by("id")
    assert (created.action, created.before, created.after) == (
        "create",
        None,
        {"id": alias_id, "source_id": source.pk, "name": "Guaidó"},
    )
    assert (deleted.action, deleted.before, deleted.after) == (
        "delete",
        {"id": alias_id, "source_id": source.pk, "name": "Guaidó"},
        None,
    )
    assert created.parent_id == deleted.parent_id == source.pk
    assert created.actor == deleted.actor == editor


def test_queryset_update_records_every_row_with_the_actor(editor):
    claims = ClaimFactory.create_batch(3)
    with history_actor(editor):
        assert Claim.objects.filter(pk__in=[claim.pk for claim in claims]).update(unit="troops") == 3
    for claim in claims:
        (record,) = changes(claim)
        assert (record.before, record.after, record.actor) == ({"unit": ""}, {"unit": "troops"}, editor)


def test_bulk_update_records_every_row_as_re_anchoring_does(editor):
    article = ArticleFactory(body="Soldiers defected. Many soldiers defected, reports say.")
    first = ClaimFactory(article=article, start=0, end=18, quote="Soldiers defected.")
    second = ClaimFactory(article=article, start=19, end=42, quote="Many soldiers defected,")
    first.start, first.end = 5, 23
    second.start, second.end = 24, 47
    with history_actor(editor):
        Claim.objects.bulk_update([first, second], ["start", "end"])
    assert [(r.before, r.after) for r in changes(first)] == [({"start": 0, "end": 18}, {"start": 5, "end": 23})]
    assert [(r.before, r.after) for r in changes(second)] == [({"start": 19, "end": 42}, {"start": 24, "end": 47})]
    assert {r.actor for r in changes(first) + changes(second)} == {editor}


def test_a_correction_records_the_new_text_and_every_claim_it_moved(editor):
    body = "Intro. Soldiers defected, reports say. The colonel spoke."
    article = ArticleFactory(body=body)
    moved = ClaimFactory(article=article, start=7, end=37, quote="Soldiers defected, reports say")
    gone = ClaimFactory(article=article, start=38, end=56, quote="The colonel spoke.")
    article_correct(
        article=article, body="A longer intro. Soldiers defected, reports say.", note="Cut.", by=editor, based_on=0
    )
    (text,) = changes(article)
    assert (text.before["body"], text.after["body"], text.actor) == (
        body,
        "A longer intro. Soldiers defected, reports say.",
        editor,
    )
    # The re-anchoring clears the spans it moves, then sets them (so no two
    # claims hold the same words in between): both writes are on the record.
    records = changes(moved)
    assert (records[0].before["start"], records[-1].after["start"], records[-1].after["end"]) == (7, 16, 46)
    assert {record.actor for record in records + changes(gone)} == {editor}
    detach = changes(gone)[0]
    assert detach.before == {"start": 38, "end": 56}
    assert detach.after == {"start": None, "end": None}


def test_a_write_that_changes_only_updated_at_leaves_no_record():
    claim = ClaimFactory()
    Claim.objects.filter(pk=claim.pk).update(updated_at=timezone.now())
    assert changes(claim) == []


def test_a_write_outside_any_actor_is_recorded_without_one():
    claim = ClaimFactory()
    Claim.objects.filter(pk=claim.pk).update(unit="troops")
    (record,) = changes(claim)
    assert record.actor is None


def test_a_workflow_move_records_the_status_and_the_version_bump(editor):
    claim = ClaimFactory()
    EvidenceFactory(claim=claim)
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    (record,) = changes(claim)
    assert record.before == {"status": "unverified", "version": 1}
    assert record.after == {"status": "in_review", "version": 2}
    assert record.actor == editor


def test_a_claim_confirmed_in_bulk_records_each_claim_and_its_source(client, editor):
    source = SourceFactory(proposed=True)
    claims = ClaimFactory.create_batch(2, proposed=True, source=source)
    client.force_login(editor)
    response = client.post(
        reverse("admin:claims_claim_changelist"),
        {"action": "confirm_proposals", "_selected_action": [claim.pk for claim in claims]},
    )
    assert response.status_code == 302
    for claim in claims:
        (record,) = changes(claim)
        assert record.before == {"proposed": True, "version": 1}
        assert record.after == {"proposed": False, "version": 2}
        assert record.actor == editor
    (record,) = changes(source)
    assert (record.before, record.after, record.actor) == ({"proposed": True}, {"proposed": False}, editor)


def test_an_api_write_is_recorded_as_the_token_users():
    """The middleware reads the user when the write happens: a token user is
    only known once the API has authenticated the request."""
    editor = EditorFactory()
    source = SourceFactory(description="Interim president")
    response = token_client(editor).patch(
        reverse("source-detail", args=[source.slug]), {"description": "Former interim president"}, format="json"
    )
    assert response.status_code == 200, response.content
    (record,) = changes(source)
    assert record.before == {"description": "Interim president"}
    assert record.after == {"description": "Former interim president"}
    assert record.actor == editor


def test_the_change_log_cannot_be_changed_or_deleted():
    ClaimFactory()
    record = ChangeRecord.objects.first()
    with pytest.raises(ChangeLogImmutable):
        ChangeRecord.objects.update(actor=None)
    with pytest.raises(ChangeLogImmutable):
        record.delete()
    with pytest.raises(DatabaseError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("UPDATE claims_changerecord SET object_id = 0")


def test_the_triggers_are_installed_again_by_migrate():
    """A SQLite table rebuild drops a table's triggers; migrate puts them back."""
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("DROP TRIGGER claims_claim_history_update")
        else:
            cursor.execute("DROP TRIGGER claims_claim_history_update ON claims_claim")
    claim = ClaimFactory()
    Claim.objects.filter(pk=claim.pk).update(unit="troops")
    assert changes(claim) == []
    call_command("migrate", verbosity=0)
    Claim.objects.filter(pk=claim.pk).update(unit="soldiers")
    assert [(r.before, r.after) for r in changes(claim)] == [({"unit": "troops"}, {"unit": "soldiers"})]


def test_a_generated_newsroom_is_nobodys_edit_and_the_record_resumes_after():
    call_command("generate_newsroom", claims=60, seed=2)
    assert Claim.objects.count() == 60
    assert not ChangeRecord.objects.exists()
    claim = Claim.objects.first()
    Claim.objects.filter(pk=claim.pk).update(unit="troops")
    assert len(changes(claim)) == 1


# --------------------------------------------------------------- the admin


def history_url(obj):
    return reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_history", args=[obj.pk])


def test_the_history_page_shows_each_change_before_and_after_with_who(client, editor):
    claim = ClaimFactory(statement="Over one thousand soldiers defected.")
    claim.statement = "More than 1,000 soldiers defected."
    claim_save(claim=claim, by=editor, expected_version=claim.version)
    EvidenceFactory(claim=claim, title="Ministry release")
    client.force_login(editor)

    response = client.get(history_url(claim))

    assert response.status_code == 200
    page = response.content.decode()
    row = next(row for row in response.context["rows"] if row.record.before and "statement" in row.record.before)
    assert row.record.actor == editor
    assert [(d.label, d.before, d.after) for d in row.differences] == [
        ("Statement", "Over one thousand soldiers defected.", "More than 1,000 soldiers defected.")
    ]
    assert "Over one thousand soldiers defected." in page and "More than 1,000 soldiers defected." in page
    assert editor.username in page
    assert "Evidence: Ministry release" in page  # the claim's evidence is part of its history


def test_the_history_page_names_related_objects_and_choices(client, editor):
    old, new = SourceFactory(name="Juan Guaidó"), SourceFactory(name="Nicolás Maduro")
    claim = ClaimFactory(source=old)
    with history_actor(editor):
        Claim.objects.filter(pk=claim.pk).update(source=new, status=Status.IN_REVIEW)
    client.force_login(editor)
    rows = client.get(history_url(claim)).context["rows"]
    differences = {d.label: (d.before, d.after) for d in rows[0].differences}
    assert differences == {"Source": ("Juan Guaidó", "Nicolás Maduro"), "Status": ("Unverified", "In review")}


def test_a_source_history_shows_its_aliases(client, editor):
    source = SourceFactory(name="Juan Guaidó")
    SourceAliasFactory(source=source, name="Guaidó")
    SourceAlias.objects.filter(source=source).update(name="J. Guaidó")
    client.force_login(editor)
    page = client.get(history_url(source)).content.decode()
    assert "Source alias: J. Guaidó" in page
    assert "Guaidó" in page and "a script (no user)" in page


def test_a_long_text_shows_only_the_words_that_changed():
    before = "The ministry of defense puts the number of troops at 235,000. " * 3 + "The colonel said so."
    after = "The ministry of defense puts the number of troops at 235,000. " * 3 + "The general said so."
    old, new = text_difference(before, after)
    assert "<del>colonel</del>" in old and "<ins>general</ins>" in new
    assert old.startswith("…") and "235,000" in old  # unchanged words elided to a few around the change
    assert len(new) < len(after)


def test_an_article_correction_shows_as_a_word_difference(client, editor):
    article = ArticleFactory(body="Over one thousand soldiers have defected, reports the Foreign Ministry. " * 3)
    with history_actor(editor):
        ArticleFactory._meta.model.objects.filter(pk=article.pk).update(
            body=article.body.replace("Foreign Ministry", "Defense Ministry", 1)
        )
    client.force_login(editor)
    page = client.get(history_url(article)).content.decode()
    assert "<del>Foreign</del>" in page and "<ins>Defense</ins>" in page


@pytest.mark.parametrize(
    "who, expected",
    [("anonymous", 302), ("reader", 302), ("staff_without_role", 403), ("fact_checker", 200), ("editor", 200)],
)
def test_only_newsroom_staff_see_the_history(client, request, who, expected):
    users = {
        "anonymous": None,
        "reader": lambda: request.getfixturevalue("reader"),
        "staff_without_role": lambda: UserFactory(is_staff=True),
        "fact_checker": lambda: request.getfixturevalue("fact_checker"),
        "editor": lambda: request.getfixturevalue("editor"),
    }
    if users[who] is not None:
        client.force_login(users[who]())
    claim = ClaimFactory()
    for obj in (claim, claim.article, claim.source):
        response = client.get(history_url(obj))
        assert response.status_code == expected, obj
        if expected == 302:
            assert response.url.startswith(reverse("admin:login"))


def test_readers_never_see_the_change_log(client):
    claim = ClaimFactory(statement="Over one thousand soldiers defected.", article__state=ArticleState.PUBLISHED)
    Claim.objects.filter(pk=claim.pk).update(statement="A statement readers see now.")
    claim.refresh_from_db()
    page = client.get(claim.get_absolute_url())
    assert page.status_code == 200
    assert "Over one thousand soldiers defected." not in page.content.decode()


# -------------------------------------------------- outside a test transaction


@pytest.mark.django_db(transaction=True)
def test_a_write_in_autocommit_is_recorded_with_its_actor_and_the_next_without():
    """On PostgreSQL the actor is a setting local to a transaction: a write
    outside one is wrapped in one, and the setting never outlives it."""
    editor = EditorFactory()
    claim = ClaimFactory()
    with history_actor(editor):
        Claim.objects.filter(pk=claim.pk).update(unit="troops")
    Claim.objects.filter(pk=claim.pk).update(unit="soldiers")
    assert [record.actor for record in changes(claim)] == [editor, None]


@pytest.mark.django_db(transaction=True)
def test_a_flush_leaves_no_record_behind():
    """SQLite's flush deletes rows; that is not an edit, and the records it
    would write must not outlive the flush into the next test."""
    with transaction.atomic():
        claim = ClaimFactory()
        claims_confirm(claims=[claim], by=EditorFactory())
    assert ChangeRecord.objects.exists()
    call_command("flush", interactive=False, verbosity=0)
    assert not ChangeRecord.objects.exists()
