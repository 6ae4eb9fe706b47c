"""An import's queries do not grow with its proposals nor with the sources the
newsroom knows, and the sources it links are the ones every source would give."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from claims.extraction import extract
from claims.importing import article_import, known_sources
from claims.models import Claim
from sources.models import Source, SourceKind, SourceNameKey
from sources.name_keys import sources_named_in
from tests.factories import SourceAliasFactory, SourceFactory

pytestmark = pytest.mark.django_db

PARAGRAPH = (
    "More than {n},200 soldiers have deserted since March, reports the Interior Ministry. "
    "“We are doing everything we can,” said {person}, the ministry’s spokeswoman. "
    "“They lie about everything,” Carlos Ruiz, the opposition leader, told El Tiempo."
)
PEOPLE = ["Maria Lopez", "Ana Duarte", "Julia Marsh", "Elena Brandt", "Sofia Kemp", "Irene Vance"]


def article_text(paragraphs: int) -> str:
    return "Deserters\n" + "\n".join(
        PARAGRAPH.format(n=n + 1, person=PEOPLE[n % len(PEOPLE)]) for n in range(paragraphs)
    )


@pytest.fixture
def newsroom(db):
    ministry = SourceFactory(name="Interior Ministry", kind=SourceKind.GOVERNMENT_BODY)
    SourceAliasFactory(source=ministry, name="the Interior Ministry")
    SourceFactory(name="Carlos Ruiz", kind=SourceKind.PERSON)
    for n in range(40):
        SourceAliasFactory(source=SourceFactory(name=f"Someone Surname{n}"), name=f"Surname{n}")
    return ministry


def test_an_import_takes_as_many_queries_for_many_proposals_as_for_few(newsroom, django_assert_num_queries):
    with CaptureQueriesContext(connection) as few_queries:
        few = article_import(text=article_text(1), headline="Few")
    # Same shape, twelve times the proposals and six new speakers instead of one.
    with django_assert_num_queries(len(few_queries)):
        many = article_import(text=article_text(12), headline="Many")
    assert len(many.claims) >= 10 * len(few.claims) > 0
    assert len(many.sources_created) == 5  # Maria Lopez was created by the first import
    assert len(few_queries) <= 40


def test_the_sources_an_article_can_name_are_found_by_its_words(newsroom):
    text = article_text(2)
    found = {source.name for source in sources_named_in(text)}
    assert {"Interior Ministry", "Carlos Ruiz"} <= found
    assert not any(name.startswith("Someone") for name in found)
    # What the extractor proposes against those few is what it proposes against all.
    from claims.extraction import SourceIndex
    from sources.name_keys import known_source

    few = SourceIndex([known_source(s, [a.name for a in s.aliases.all()]) for s in sources_named_in(text)])
    assert extract(text, few) == extract(text, known_sources())


def test_an_import_links_known_sources_and_creates_each_new_one_once(newsroom):
    result = article_import(text=article_text(3), headline="Three")
    by_speaker = {claim.source.name for claim in result.claims if claim.source}
    assert {"Interior Ministry", "Carlos Ruiz", "Maria Lopez", "Ana Duarte", "Julia Marsh"} <= by_speaker
    assert sorted(source.name for source in result.sources_created) == [
        "Ana Duarte",
        "El Tiempo",
        "Julia Marsh",
        "Maria Lopez",
    ]
    assert all(source.proposed for source in result.sources_created)
    assert Source.objects.filter(name="Maria Lopez").count() == 1
    # A new source can be found by the next import.
    assert set(SourceNameKey.objects.filter(source__name="Maria Lopez").values_list("key", flat=True)) == {
        "maria",
        "lopez",
    }
    again = article_import(text=article_text(1), headline="Again")
    assert again.sources_created == []
    assert Claim.objects.filter(source__name="Maria Lopez").count() == 2


def test_name_keys_follow_renamed_sources_and_aliases(newsroom):
    source = SourceFactory(name="Harry Solano", kind=SourceKind.PERSON)
    keys = lambda: set(source.name_keys.values_list("key", flat=True))  # noqa: E731
    assert keys() == {"harry", "solano"}
    alias = SourceAliasFactory(source=source, name="the Colonel of Cúcuta")
    assert keys() == {"harry", "solano", "cucuta"}
    source.name = "Harold Solano"
    source.save()
    assert keys() == {"harold", "solano", "cucuta"}
    alias.delete()
    assert keys() == {"harold", "solano"}
    source = Source.objects.get(pk=source.pk)
    source.kind = SourceKind.ORGANIZATION
    source.save()
    assert keys() == {"solano"}


def test_name_keys_follow_bulk_updates_of_names_kinds_and_aliases(newsroom):
    source = SourceFactory(name="Harry Solano", kind=SourceKind.PERSON)
    other = SourceFactory(name="Irma Vidal", kind=SourceKind.PERSON)
    alias = SourceAliasFactory(source=source, name="the Colonel of Cúcuta")
    keys = lambda s: set(s.name_keys.values_list("key", flat=True))  # noqa: E731

    assert Source.objects.filter(pk=source.pk).update(name="Harold Solano") == 1
    assert keys(source) == {"harold", "solano", "cucuta"}
    Source.objects.filter(pk=source.pk).update(kind=SourceKind.ORGANIZATION)
    assert keys(source) == {"solano", "cucuta"}
    Source.objects.filter(pk=source.pk).update(description="unchanged keys")
    assert keys(source) == {"solano", "cucuta"}

    alias.name = "el Coronel de Pamplona"
    type(alias).objects.bulk_update([alias], ["name"])
    assert keys(source) == {"solano", "pamplona"}
    type(alias).objects.filter(pk=alias.pk).update(source=other)
    assert keys(source) == {"solano"}
    assert keys(other) == {"irma", "vidal", "pamplona"}
    assert {s.name for s in sources_named_in("Un coronel de Pamplona dijo")} == {"Irma Vidal"}

    other.name = "Irma Vidal Ruiz"
    Source.objects.bulk_update([other], ["name"])
    assert keys(other) == {"irma", "vidal", "ruiz", "pamplona"}
