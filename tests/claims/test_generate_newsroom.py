"""generate_newsroom fills the database with valid claims its triggers keep
counted and searchable, the same newsroom for the same seed."""

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from claims import generation

from claims.models import Article, Claim, ReviewEntry
from claims.search import claims_search
from claims.tallies import tallies_check

pytestmark = pytest.mark.django_db


def test_generated_claims_are_valid_counted_and_searchable():
    call_command("generate_newsroom", claims=120, seed=3)
    claims = list(Claim.objects.select_related("article", "source"))
    assert len(claims) == 120 and Article.objects.count() == 2
    assert all(claim.article.body[claim.start : claim.end] == claim.quote for claim in claims)
    assert {claim.article.language for claim in claims} <= {"en", "es"}
    assert len({claim.status for claim in claims}) >= 3
    assert ReviewEntry.objects.count() >= Claim.objects.exclude(status="unverified").count()
    assert not tallies_check()
    surname = claims[0].source.name.split()[-1]
    assert claims[0] in claims_search(queryset=Claim.objects.all(), text=surname)


def test_more_claims_add_to_the_newsroom():
    call_command("generate_newsroom", claims=10, seed=1)
    call_command("generate_newsroom", claims=10, seed=1)
    assert Claim.objects.count() == 20


def test_bad_sizes_are_command_errors():
    with pytest.raises(CommandError):
        call_command("generate_newsroom", claims=0)
    with pytest.raises(CommandError):
        call_command("generate_newsroom", claims=5, articles=9)


def _indexes_and_keys():
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT conrelid::regclass::text, pg_get_constraintdef(oid) FROM pg_constraint"
            " WHERE conrelid IN ('claims_claim'::regclass, 'claims_evidence'::regclass, 'claims_reviewentry'::regclass)"
            " UNION ALL SELECT indrelid::regclass::text, pg_get_indexdef(indexrelid) FROM pg_index"
            " WHERE indrelid IN ('claims_claim'::regclass, 'claims_evidence'::regclass, 'claims_reviewentry'::regclass)"
        )
        return sorted(cursor.fetchall())


def test_a_large_load_on_postgresql_rebuilds_what_it_dropped_and_documents_equal_the_trigger(monkeypatch):
    """The PostgreSQL path computes search documents set-wise with the trigger
    off and, for a large load, drops and rebuilds indexes and keys: the result
    must be what the per-row trigger and the migrations make."""
    if connection.vendor != "postgresql":  # SQLite has no such path: bulk_create and its triggers
        call_command("generate_newsroom", claims=60, seed=2)
        assert not tallies_check()
        return
    monkeypatch.setattr(generation, "REBUILD_FROM", 50)
    before = _indexes_and_keys()
    call_command("generate_newsroom", claims=60, seed=2)
    assert _indexes_and_keys() == before
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*), count(*) FILTER (WHERE search_document IS DISTINCT FROM"
            " claims_search_document(article_id, source_id, statement, quote, unit)) FROM claims_claim"
        )
        assert cursor.fetchone() == (60, 0)
        cursor.execute("SELECT tgenabled FROM pg_trigger WHERE tgname = 'claims_claim_search_document'")
        assert cursor.fetchone() == ("O",)  # the trigger is on again
    assert not tallies_check()


@pytest.mark.postgresql
@pytest.mark.django_db(transaction=True)
def test_a_generated_newsroom_is_vacuumed_so_index_only_scans_skip_the_table():
    call_command("generate_newsroom", claims=60, seed=4)
    with connection.cursor() as cursor:
        cursor.execute("SELECT relpages, relallvisible FROM pg_class WHERE relname = 'claims_claim'")
        pages, all_visible = cursor.fetchone()
    assert pages > 0 and all_visible == pages


def test_the_generator_shows_its_progress_and_gives_verdicts_evidence_and_history(capsys):
    from io import StringIO

    from claims.models import VERDICTS, Evidence

    out = StringIO()
    call_command("generate_newsroom", claims=200, seed=4, stdout=out)
    err = capsys.readouterr().err
    # Not a terminal: plain counts at each tenth of the way, no carriage returns.
    assert err.splitlines()[-1] == "Claims: 200/200" and "\r" not in err
    assert "Generated 200 claims" in out.getvalue()
    rated = Claim.objects.filter(status__in=VERDICTS)
    assert rated.exists() and not rated.filter(verdict_summary="").exists()
    # As the workflow asks: evidence for every verdict but "unverifiable".
    needs_evidence = rated.exclude(status="unverifiable")
    assert needs_evidence.exists() and not needs_evidence.exclude(pk__in=Evidence.objects.values("claim_id")).exists()
    assert not rated.exclude(pk__in=ReviewEntry.objects.values("claim_id")).exists()

