"""The seed newsroom: every claim anchored to its words, loaded once."""

from decimal import Decimal

import pytest
from django.core.management import call_command

from claims.models import Article, Claim, Status
from claims.newsroom_seed import SEED_DIR, SeedDataError, quote_span
from sources.models import Source, SourceAlias

pytestmark = pytest.mark.django_db


@pytest.fixture
def seeded(db):
    call_command("load_newsroom", stdout=open("/dev/null", "w"))


def test_every_seed_quote_is_the_body_slice_at_its_offsets(seeded):
    claims = list(Claim.objects.select_related("article"))
    assert len(claims) >= 40
    for claim in claims:
        assert claim.article.body[claim.start : claim.end] == claim.quote
        claim.full_clean()


def test_each_article_has_its_claims_catalogued_and_unverified(seeded):
    for article in Article.objects.all():
        assert article.claims.count() >= 15
    assert set(Claim.objects.values_list("status", flat=True)) == {Status.UNVERIFIED}


def test_article_bodies_are_the_texts_as_published(seeded):
    shared = SEED_DIR / "articles"
    for article in Article.objects.all():
        text = (shared / f"{article.slug}.txt").read_text(encoding="utf-8").rstrip("\n")
        assert article.body == text
    assert "Guaidó" in Article.objects.get(slug="venezuelan-armed-forces-defect-to-colombia").body


def test_metadata_the_texts_do_not_give_stays_empty(seeded):
    for article in Article.objects.all():
        assert article.publisher is None
        assert article.published_on is None
        assert article.url == ""
        assert article.byline == ""


@pytest.mark.parametrize(
    "quote_part, value, qualifier, unit, source_name",
    [
        ("over one thousand members", Decimal("1000"), "more_than", "members of the armed forces", "Colombia’s Foreign Ministry"),
        ("235,000", Decimal("235000"), "exact", "troops", "Venezuela’s ministry of defense"),
        ("ninety percent", Decimal("90"), "exact", "percent of the armed forces", "Rubén Alberto Paz Jiménez"),
    ],
)
def test_headline_figures(seeded, quote_part, value, qualifier, unit, source_name):
    claim = Claim.objects.select_related("source").get(quote__contains=quote_part, kind="statistic")
    assert claim.value == value
    assert claim.qualifier == qualifier
    assert claim.unit == unit
    assert source_name in claim.source.name


def test_sources_carry_roles_aliases_and_affiliations(seeded):
    guaido = Source.objects.get(name="Juan Guaidó")
    assert "interim president" in guaido.description
    assert set(guaido.aliases.values_list("name", flat=True)) >= {"Guaidó", "the young opposition leader"}
    colonel = Source.objects.get(name__contains="Paz Jiménez")
    assert colonel.affiliation is not None
    assert "armed forces" in colonel.affiliation.name.lower()
    quote = Claim.objects.get(quote__startswith="There is lot of fear")
    assert quote.source == guaido
    assert quote.via.name == "El País"


def test_load_newsroom_is_idempotent(db, capsys):
    call_command("load_newsroom")
    first = capsys.readouterr().out
    counts = (Article.objects.count(), Claim.objects.count(), Source.objects.count(), SourceAlias.objects.count())
    call_command("load_newsroom")
    second = capsys.readouterr().out
    assert "Loaded the seed newsroom" in first
    assert "already loaded; nothing changed" in second
    assert counts == (
        Article.objects.count(),
        Claim.objects.count(),
        Source.objects.count(),
        SourceAlias.objects.count(),
    )


def test_reloading_keeps_an_editors_later_changes(seeded):
    claim = Claim.objects.first()
    Claim.objects.filter(pk=claim.pk).update(statement="Edited by an editor.")
    call_command("load_newsroom", stdout=open("/dev/null", "w"))
    claim.refresh_from_db()
    assert claim.statement == "Edited by an editor."


def test_quote_span_finds_the_requested_occurrence():
    body = "one two one two"
    assert quote_span(body=body, quote="two", occurrence=2) == (12, 15)
    with pytest.raises(SeedDataError, match="give its occurrence"):
        quote_span(body=body, quote="one")
    with pytest.raises(SeedDataError, match="not found"):
        quote_span(body=body, quote="three")
