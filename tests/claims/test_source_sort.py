"""`?sort=source` reads the claim's own copy of its source's sort key
(`Claim.source_sort`, claims.source_sort): the database keeps it right through
every write, renames included, and PostgreSQL reads the sorted pages from
its index instead of sorting every claim."""

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from claims.models import ChangeRecord, Claim
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory

pytestmark = pytest.mark.django_db

POSTGRES = connection.vendor == "postgresql"


@pytest.fixture
def newsroom():
    article = ArticleFactory()
    sources = {
        name: SourceFactory(name=name) for name in ("Pedro Ruiz", "Óscar Nadal", "ana Blanco", "Nadia Ortega")
    }
    claims = {}
    for index, (label, source) in enumerate(
        [("pedro", "Pedro Ruiz"), ("oscar", "Óscar Nadal"), ("own", None), ("ana", "ana Blanco"), ("nadia", "Nadia Ortega")]
    ):
        claims[label] = ClaimFactory(
            article=article, start=index, end=index + 4, source=sources.get(source), statement=f"Claim {label}."
        )
    return sources, claims


def site_order(client, claims) -> list[str]:
    response = client.get(reverse("claims:list"), {"sort": "source"})
    by_pk = {claim.pk: label for label, claim in claims.items()}
    return [by_pk[claim.pk] for claim in response.context["claims"]]


def api_order(client, claims) -> list[str]:
    """The whole list through the API's cursor, two claims a page."""
    by_pk = {claim.pk: label for label, claim in claims.items()}
    url, seen = reverse("claim-list") + "?sort=source&page_size=2", []
    while url:
        page = client.get(url).json()
        seen += [by_pk[row["id"]] for row in page["results"]]
        url = page["next"]
    return seen


def test_sources_sort_a_to_z_whatever_their_case_and_accents_with_no_source_last(client, newsroom):
    _sources, claims = newsroom
    expected = ["ana", "nadia", "oscar", "pedro", "own"]
    assert site_order(client, claims) == expected
    assert api_order(client, claims) == expected


def test_renaming_a_source_reorders_its_claims(client, newsroom):
    sources, claims = newsroom
    pedro = sources["Pedro Ruiz"]
    pedro.name = "Alberto Ruiz"
    pedro.save()
    assert site_order(client, claims) == ["pedro", "ana", "nadia", "oscar", "own"]
    # A bulk rename too: the database, not the model's save, keeps the key.
    type(pedro).objects.filter(pk=sources["Nadia Ortega"].pk).update(name="Zoe Ortega")
    assert api_order(client, claims) == ["pedro", "ana", "oscar", "nadia", "own"]


def test_a_claims_source_changed_by_any_write_moves_it(client, newsroom):
    sources, claims = newsroom
    own = claims["own"]
    own.source = sources["ana Blanco"]
    own.save()
    Claim.objects.filter(pk=claims["pedro"].pk).update(source=None)
    # Equal keys: by id ("own" was added before "ana").
    assert site_order(client, claims) == ["own", "ana", "nadia", "oscar", "pedro"]
    # Nobody can write a key that disagrees with the source.
    Claim.objects.filter(pk=claims["oscar"].pk).update(source_sort="0aaa")
    assert Claim.objects.get(pk=claims["oscar"].pk).source_sort == "0oscar nadal"
    assert Claim.objects.get(pk=claims["pedro"].pk).source_sort == "1"


def test_a_rename_records_the_source_not_every_claim(newsroom):
    sources, _claims = newsroom
    before = ChangeRecord.objects.filter(model="claims.claim").count()
    source = sources["Pedro Ruiz"]
    source.name = "Alberto Ruiz"
    source.save()
    assert ChangeRecord.objects.filter(model="claims.claim").count() == before
    assert ChangeRecord.objects.filter(model="sources.source", object_id=source.pk, action="update").exists()


@pytest.mark.postgresql  # PostgreSQL's plans: SQLite sorts a laptop's claims in no time
def test_sorted_pages_are_read_from_the_index_on_postgresql(client, newsroom):
    """The first page and a page the cursor reaches: each an index range in
    the list's order, no sort (which would read every claim first)."""
    with CaptureQueriesContext(connection) as ctx:
        first = client.get(reverse("claim-list"), {"sort": "source", "page_size": 2}).json()
        client.get(first["next"])
        client.get(reverse("claims:list"), {"sort": "source"})
    pages = [
        query["sql"]
        for query in ctx.captured_queries
        if '"claims_claim"."source_sort"' in query["sql"] and "ORDER BY" in query["sql"] and "COUNT(" not in query["sql"]
    ]
    assert len(pages) == 3
    with connection.cursor() as cursor:
        # A tiny table would be read whole and sorted anyway: plans as at a million rows.
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_sort = off")
        cursor.execute("SET LOCAL enable_bitmapscan = off")
        for sql in pages:
            cursor.execute("EXPLAIN " + sql)
            plan = "\n".join(row[0] for row in cursor.fetchall())
            assert "claim_source_sort_idx" in plan, plan
            assert "Sort Key" not in plan, plan


def test_generated_claims_carry_the_key_the_triggers_make():
    """generate_newsroom computes the keys set-wise with the trigger off (PostgreSQL)
    or through the triggers (SQLite): the same keys as any other write."""
    call_command("generate_newsroom", claims=60, seed=2)
    generated = dict(Claim.objects.values_list("pk", "source_sort"))
    Claim.objects.update(source_sort="")  # the triggers put every key right again
    assert dict(Claim.objects.values_list("pk", "source_sort")) == generated
    assert all(key.startswith("0") for key in generated.values())
    if POSTGRES:
        with connection.cursor() as cursor:
            cursor.execute("SELECT tgenabled FROM pg_trigger WHERE tgname = 'claims_claim_source_sort'")
            assert cursor.fetchone() == ("O",)  # on again after the load
