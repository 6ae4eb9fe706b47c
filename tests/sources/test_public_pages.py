"""The public source pages: who is quoted, and what became of their claims."""

import pytest
from django.urls import reverse

from claims.models import Stance, Status
from claims.workflow import claim_transition, evidence_add
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceAliasFactory, SourceFactory

pytestmark = pytest.mark.django_db


def rate(claim, to, *, by):
    """Give `claim` a verdict through the workflow, with one piece of evidence."""
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=by)
    evidence_add(
        claim=claim, by=by, title="A record", url=f"https://example.org/{claim.pk}", summary="It shows.", stance=Stance.SUPPORTS
    )
    claim_transition(claim=claim, to=to, by=by, summary="What we found.")


def populate(*, sources, claims_each, rated_each):
    editor = EditorFactory()
    army = SourceFactory(name="The army", kind="armed_force")
    via = SourceFactory(name="El País", kind="media_outlet")
    made = []
    for _ in range(sources):
        source = SourceFactory(affiliation=army)
        SourceAliasFactory(source=source)
        SourceAliasFactory(source=source)
        article = ArticleFactory()
        for index in range(claims_each):
            claim = ClaimFactory(article=article, start=index, end=index + 4, source=source, via=via)
            if index < rated_each:
                rate(claim, Status.VERIFIED, by=editor)
            made.append(claim)
    return made


@pytest.mark.parametrize(
    "size",
    [{"sources": 1, "claims_each": 1, "rated_each": 0}, {"sources": 6, "claims_each": 8, "rated_each": 2}],
    ids=["small", "large"],
)
def test_source_pages_query_counts_are_constant(client, django_assert_num_queries, size):
    claims = populate(**size)
    with django_assert_num_queries(4):  # sources with affiliations, aliases, claims' and relayed totals
        assert client.get(reverse("sources:list")).status_code == 200
    source = claims[-1].source
    # The source with its affiliation, aliases, members; status totals; its claims; claims it relayed.
    with django_assert_num_queries(6):
        assert client.get(source.get_absolute_url()).status_code == 200
    with django_assert_num_queries(6):
        assert client.get(claims[-1].via.get_absolute_url()).status_code == 200


def test_sources_list_shows_who_is_quoted_with_their_counts(client):
    army = SourceFactory(name="Venezuelan army", slug="venezuelan-army", kind="armed_force")
    colonel = SourceFactory(
        name="Rubén Paz",
        slug="ruben-paz",
        kind="person",
        description="Colonel who resigned",
        affiliation=army,
        country="Venezuela",
        notes="INTERNAL: do not contact before Friday.",
    )
    SourceAliasFactory(source=colonel, name="Colonel Paz")
    SourceAliasFactory(source=colonel, name="Rubén Paz")  # the name itself is not repeated as an alias
    first = ClaimFactory(source=colonel)
    ClaimFactory(article=first.article, start=30, end=40, source=colonel)
    ClaimFactory(article=first.article, start=50, end=60, source=colonel, proposed=True)
    rate(first, Status.FALSE, by=EditorFactory())
    response = client.get(reverse("sources:list"))
    html = response.content.decode()
    assert f'<a href="{colonel.get_absolute_url()}">Rubén Paz</a>' in html
    assert "Person · Venezuela" in html
    assert "Colonel who resigned" in html
    assert f'Part of <a href="{army.get_absolute_url()}">Venezuelan army</a>' in html
    assert "Also named: Colonel Paz</p>" in html
    assert "<strong>2</strong> claims, 1 with a verdict" in html, "the machine proposal is not counted"
    assert "1 false" in html and "1 unverified" in html
    assert "INTERNAL" not in html


def test_source_page_shows_the_source_its_claims_their_chart_and_relayed_claims(client):
    army = SourceFactory(name="Venezuelan army", slug="venezuelan-army", kind="armed_force")
    colonel = SourceFactory(name="Rubén Paz", slug="ruben-paz", affiliation=army, notes="INTERNAL NOTE")
    SourceAliasFactory(source=colonel, name="Colonel Paz")
    newspaper = SourceFactory(name="El País", slug="el-pais", kind="media_outlet")
    claim = ClaimFactory(source=colonel, via=newspaper, statement="Ninety percent of the armed forces are in discontent.")
    ClaimFactory(source=colonel, statement="HIDDEN PROPOSAL", proposed=True)

    response = client.get(colonel.get_absolute_url())
    html = response.content.decode()
    assert "<h1>Rubén Paz</h1>" in html
    assert "Colonel Paz" in html
    assert f'<a href="{army.get_absolute_url()}">Venezuelan army</a>' in html
    assert claim.get_absolute_url() in html
    assert "Ninety percent of the armed forces are in discontent." in html
    assert "HIDDEN PROPOSAL" not in html
    assert "INTERNAL NOTE" not in html
    assert 'class="status-chart"' in html
    assert 'href="/claims/?status=unverified&amp;source=ruben-paz"' in html
    assert '<a href="/claims/?source=ruben-paz">Filter and search these claims</a>' in html
    assert '<a href="/sources/" aria-current="true">Sources</a>' in html

    army_html = client.get(army.get_absolute_url()).content.decode()
    assert f'<a href="{colonel.get_absolute_url()}">Rubén Paz</a>' in army_html, "members are listed"

    relayed = client.get(newspaper.get_absolute_url()).content.decode()
    assert "Claims relayed by El País" in relayed
    assert claim.get_absolute_url() in relayed


def test_unknown_source_gives_the_styled_404(client):
    response = client.get(reverse("sources:detail", kwargs={"slug": "nobody"}))
    assert response.status_code == 404
    assert "Page not found" in response.content.decode()


def test_source_names_are_shown_as_text(client):
    source = SourceFactory(name="<script>alert(1)</script>", description="<b>role</b>")
    ClaimFactory(source=source)
    for url in (reverse("sources:list"), source.get_absolute_url()):
        html = client.get(url).content.decode()
        assert "<script>alert(1)" not in html and "<b>role" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
