"""Importing an article through `manage.py import_article`, and proposing its claims."""

import io
from decimal import Decimal

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.management import CommandError, call_command

from claims import importing
from claims.extraction import Proposal
from claims.importing import MAX_ARTICLE_CHARACTERS, article_import, claims_propose, known_sources
from claims.models import Article, Claim, Status
from sources.models import Source, SourceKind
from tests.factories import ClaimFactory, SourceAliasFactory, SourceFactory

pytestmark = pytest.mark.django_db

TEXT = """Over 1,200 soldiers have deserted since March, reports the Interior Ministry.
“We are doing everything we can,” said Maria Lopez, the ministry’s spokeswoman.
“They lie about everything,” Carlos Ruiz, the opposition leader, told El Tiempo.
"""


@pytest.fixture
def interior_ministry(db):
    ministry = SourceFactory(
        name="Interior Ministry", slug="interior-ministry", kind=SourceKind.GOVERNMENT_BODY
    )
    SourceAliasFactory(source=ministry, name="the Interior Ministry")
    return ministry


def run(*args, stdin=None) -> str:
    out = io.StringIO()
    call_command(
        "import_article", *args, stdout=out, stderr=io.StringIO(), **({"stdin": stdin} if stdin else {})
    )
    return out.getvalue()


def nothing_stored():
    return Article.objects.count() == 0 and Claim.objects.count() == 0


def test_import_from_a_file(tmp_path, interior_ministry):
    path = tmp_path / "article.txt"
    path.write_text(TEXT, encoding="utf-8")
    output = run(
        str(path),
        "--headline",
        "Soldiers desert",
        "--url",
        "https://example.org/desert",
        "--published-on",
        "2019-03-01",
        "--publisher",
        "The Daily Planet",
    )

    article = Article.objects.get()
    assert article.headline == "Soldiers desert"
    assert article.slug == "soldiers-desert"
    assert article.body == TEXT.strip()
    assert article.published_on.isoformat() == "2019-03-01"
    assert article.publisher.name == "The Daily Planet"
    assert article.publisher.kind == SourceKind.MEDIA_OUTLET

    figure = Claim.objects.get(kind="statistic", value__isnull=False)
    assert figure.quote == "Over 1,200 soldiers have deserted since March"
    assert (figure.value, figure.qualifier, figure.unit) == (Decimal("1200"), "more_than", "soldiers")
    assert figure.source == interior_ministry
    assert figure.attribution == "reports"
    for claim in Claim.objects.all():
        assert claim.proposed
        assert claim.status == Status.UNVERIFIED
        assert article.body[claim.start : claim.end] == claim.quote
        assert Decimal("0") <= claim.confidence <= Decimal("1")

    assert "Imported “Soldiers desert”" in output
    assert "[statistic] “Over 1,200 soldiers have deserted since March” more than 1200 soldiers" in output
    assert "Interior Ministry (confidence 0.900)" in output


def test_unknown_speakers_become_sources_with_their_role(tmp_path, interior_ministry):
    path = tmp_path / "article.txt"
    path.write_text(TEXT, encoding="utf-8")
    run(str(path))

    ruiz = Source.objects.get(name="Carlos Ruiz")
    assert ruiz.kind == SourceKind.PERSON
    assert ruiz.description == "the opposition leader"
    quote = Claim.objects.get(quote="They lie about everything")
    assert quote.kind == "quote"
    assert quote.source == ruiz
    assert quote.via.name == "El Tiempo"
    assert quote.attribution == "told El Tiempo"
    lopez = Claim.objects.get(quote="We are doing everything we can").source
    assert (lopez.name, lopez.description) == ("Maria Lopez", "the ministry’s spokeswoman")


def test_import_from_standard_input_derives_the_headline(interior_ministry):
    output = run("-", stdin=io.BytesIO(TEXT.encode("utf-8")))
    article = Article.objects.get()
    assert article.headline == "Over 1,200 soldiers have deserted since March, reports the Interior Ministry."
    assert article.claims.count() >= 3
    assert f"with {article.claims.count()} proposed claims" in output


def test_proposing_twice_adds_nothing_and_leaves_existing_claims_alone(interior_ministry):
    result = article_import(text=TEXT)
    article = result.article
    kept = result.claims[0]
    kept.statement = "Edited by an editor."
    kept.proposed = False
    kept.save()
    claims_before = list(Claim.objects.order_by("pk").values())
    sources_before = Source.objects.count()

    assert claims_propose(article=article) == []
    assert list(Claim.objects.order_by("pk").values()) == claims_before
    assert Source.objects.count() == sources_before


def test_a_curated_claim_on_the_same_span_is_not_duplicated(interior_ministry):
    article = Article.objects.create(headline="Deserters", slug="deserters", body=TEXT.strip())
    span = "Over 1,200 soldiers have deserted since March"
    curated = ClaimFactory(
        article=article, start=0, end=len(span), statement="Curated.", source=interior_ministry
    )
    created = claims_propose(article=article)
    assert created
    assert not any((c.start, c.end) == (0, len(span)) for c in created)
    curated.refresh_from_db()
    assert curated.statement == "Curated."
    assert not curated.proposed


def test_an_empty_file_is_refused(tmp_path):
    path = tmp_path / "empty.txt"
    path.write_text("  \n\n", encoding="utf-8")
    with pytest.raises(CommandError, match="The article is empty"):
        run(str(path))
    assert nothing_stored()


def test_bytes_that_are_not_utf8_are_refused_without_a_traceback(tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes("Más de mil soldados".encode("latin-1"))
    with pytest.raises(CommandError, match=r"is not UTF-8 text: the byte at position 1"):
        run(str(path))
    with pytest.raises(CommandError, match="Standard input is not UTF-8"):
        run("-", stdin=io.BytesIO(b"\xff\xfe\x00bad"))
    assert nothing_stored()


def test_html_is_reduced_to_plain_text(tmp_path):
    path = tmp_path / "article.html"
    path.write_text(
        "<html><head><title>Ignored</title><style>p {color: red}</style></head><body>"
        "<h1>Soldiers desert</h1><p>Over 1,200 soldiers have deserted, reports the <b>Interior Ministry</b>.</p>"
        "<p>“We will win,” says Ana&nbsp;Morales.</p><script>alert('x')</script></body></html>",
        encoding="utf-8",
    )
    run(str(path))
    article = Article.objects.get()
    assert article.headline == "Soldiers desert"
    assert article.body == (
        "Soldiers desert\n"
        "Over 1,200 soldiers have deserted, reports the Interior Ministry.\n"
        "“We will win,” says Ana Morales."
    )
    assert Claim.objects.filter(quote="We will win", source__name="Ana Morales").exists()


def test_an_oversize_article_is_refused(tmp_path):
    path = tmp_path / "huge.txt"
    path.write_text("word " * (MAX_ARTICLE_CHARACTERS // 5 + 1), encoding="utf-8")
    with pytest.raises(CommandError, match="at most 200,000 can be imported"):
        run(str(path))
    huge = tmp_path / "huger.txt"
    huge.write_bytes(b"a" * (MAX_ARTICLE_CHARACTERS * 4 + 10))
    with pytest.raises(CommandError, match="longer than 200,000 characters"):
        run(str(huge))
    assert nothing_stored()


def test_an_article_with_a_stored_url_is_refused(tmp_path):
    path = tmp_path / "article.txt"
    path.write_text(TEXT, encoding="utf-8")
    run(str(path), "--url", "https://example.org/a")
    claims = Claim.objects.count()
    with pytest.raises(CommandError, match="An article with the URL https://example.org/a is already stored"):
        run(str(path), "--url", "https://example.org/a")
    assert Article.objects.count() == 1
    assert Claim.objects.count() == claims


@pytest.mark.parametrize(
    "args, message",
    [
        (["--published-on", "1 March 2019"], "--published-on must be a date as YYYY-MM-DD"),
        (["--url", "not a url"], "Enter a valid URL"),
    ],
)
def test_bad_options_are_refused(tmp_path, args, message):
    path = tmp_path / "article.txt"
    path.write_text(TEXT, encoding="utf-8")
    with pytest.raises(CommandError, match=message):
        run(str(path), *args)
    assert nothing_stored()


def test_a_missing_file_is_refused():
    with pytest.raises(CommandError, match="No such file: /nowhere/article.txt"):
        run("/nowhere/article.txt")


def test_the_same_headline_gets_a_new_slug():
    first = article_import(text="Floods hit the north.\nAt least 12 people died on Monday.")
    second = article_import(text="Floods hit the north.\nMore than 30 people died on Tuesday.")
    assert (first.article.slug, second.article.slug) == ("floods-hit-the-north", "floods-hit-the-north-2")


def test_a_failure_while_proposing_stores_nothing(monkeypatch, interior_ministry):
    def broken_extract(text, known, language="en"):
        return [Proposal(start=0, end=4, quote="not the text", kind="fact", statement="Broken.")]

    monkeypatch.setattr(importing, "extract", broken_extract)
    with pytest.raises(ValidationError, match="The quote must equal the article text"):
        article_import(text=TEXT)
    assert nothing_stored()
    assert Source.objects.count() == 1


def test_importing_needs_the_add_article_permission(reader, editor):
    with pytest.raises(PermissionDenied):
        article_import(text=TEXT, by=reader)
    assert nothing_stored()
    assert article_import(text=TEXT, by=editor).article.pk


def test_known_sources_are_read_in_two_queries(django_assert_num_queries):
    for n in range(5):
        source = SourceFactory()
        SourceAliasFactory(source=source, name=f"Alias {n}")
    with django_assert_num_queries(2):
        known = known_sources()
    assert len(known) == 5
    assert all(len(source.aliases) == 1 for source in known)


def test_an_unnamed_speaker_reads_in_the_articles_order(db):
    from claims.importing import article_import

    result = article_import(text="Flood toll\nAt least 40 people died, according to local doctors.")
    claim = next(c for c in result.claims if c.value == 40)
    assert claim.source is None
    assert claim.attribution == "according to local doctors"


def test_every_source_an_import_creates_is_proposed_and_existing_ones_are_untouched(interior_ministry):
    before = Source.objects.get(pk=interior_ministry.pk)
    result = article_import(text=TEXT, publisher="The Daily Planet")
    created = {source.name for source in result.sources_created}
    assert {"The Daily Planet", "Carlos Ruiz", "Maria Lopez", "El Tiempo"} <= created
    assert set(Source.objects.filter(proposed=True).values_list("name", flat=True)) == created
    assert not Source.objects.visible_to(None).filter(name__in=created).exists()
    after = Source.objects.get(pk=interior_ministry.pk)
    assert (after.proposed, after.name, after.description, after.updated_at) == (
        False,
        before.name,
        before.description,
        before.updated_at,
    )


def test_a_new_publisher_is_reported_with_the_new_sources(tmp_path, interior_ministry):
    path = tmp_path / "article.txt"
    path.write_text(TEXT, encoding="utf-8")
    output = run(str(path), "--publisher", "The Daily Planet")
    assert "New source: The Daily Planet (Media outlet)" in output
    assert Source.objects.get(name="The Daily Planet").proposed


@pytest.mark.parametrize("given", ["El Tiempo", "el tiempo", "ET"])
def test_an_existing_outlet_is_the_publisher_by_name_or_alias(tmp_path, interior_ministry, given):
    outlet = SourceFactory(name="El Tiempo", slug="el-tiempo", kind=SourceKind.MEDIA_OUTLET)
    SourceAliasFactory(source=outlet, name="ET")
    path = tmp_path / "article.txt"
    path.write_text(TEXT, encoding="utf-8")
    output = run(str(path), "--publisher", given)
    assert Article.objects.get().publisher == outlet
    assert "New source: El Tiempo" not in output
    outlet.refresh_from_db()
    assert not outlet.proposed


@pytest.mark.parametrize(
    "given, kind",
    [
        ("Carlos Ruiz", SourceKind.PERSON),
        ("Ruiz", SourceKind.PERSON),
        ("interior ministry", SourceKind.GOVERNMENT_BODY),
    ],
)
def test_a_publisher_that_is_not_a_media_outlet_is_refused(tmp_path, interior_ministry, given, kind):
    ruiz = SourceFactory(name="Carlos Ruiz", slug="carlos-ruiz", kind=SourceKind.PERSON)
    SourceAliasFactory(source=ruiz, name="Ruiz")
    sources = Source.objects.count()
    path = tmp_path / "article.txt"
    path.write_text(TEXT, encoding="utf-8")
    with pytest.raises(CommandError, match="not a media outlet"):
        run(str(path), "--publisher", given)
    assert nothing_stored()
    assert Source.objects.count() == sources
    with pytest.raises(ValidationError):
        article_import(text=TEXT, publisher=given)
    assert nothing_stored()


@pytest.mark.parametrize(
    "text, language, name, description, kind",
    [
        (
            "Protests\n“We will not stop,” said Maria Fernanda Lopez, a student leader at the Central University.",
            "en",
            "Maria Fernanda Lopez",
            "a student leader at the Central University",
            SourceKind.PERSON,
        ),
        (
            "Protestas\n«No vamos a parar», dijo Ana Beltrán, una enfermera del Hospital Central.",
            "es",
            "Ana Beltrán",
            "una enfermera del Hospital Central",
            SourceKind.PERSON,
        ),
        (
            "Arrests\nMore than 300 people were detained, according to a report by the NGO Control Ciudadano.",
            "en",
            "Control Ciudadano",
            "the NGO",
            SourceKind.ORGANIZATION,
        ),
        (
            "Detenciones\nMás de 300 personas fueron detenidas, según un informe de la ONG Foro Penal.",
            "es",
            "Foro Penal",
            "la ONG",
            SourceKind.ORGANIZATION,
        ),
    ],
)
def test_one_new_source_per_speaker_described_by_its_role(text, language, name, description, kind):
    result = article_import(text=text, language=language)
    assert [(s.name, s.description, s.kind) for s in result.sources_created] == [(name, description, kind)]
    assert all(claim.source.name == name for claim in result.claims if claim.kind != "event")


def test_a_vague_estimating_speaker_is_named_in_the_attribution(tmp_path):
    path = tmp_path / "article.txt"
    path.write_text("Protests\nThe government puts the number of arrests at 12.", encoding="utf-8")
    output = run(str(path))
    assert "exactly 12 arrests — The government puts at" in output
    assert "the article" not in output
    result = article_import(text="Protests\nThe government puts the number of arrests at 12.")
    [claim] = result.claims
    assert (claim.value, claim.unit, claim.source) == (Decimal("12"), "arrests", None)
    assert claim.attribution == "The government puts at"
    assert result.sources_created == []
