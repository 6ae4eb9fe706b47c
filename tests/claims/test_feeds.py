"""The Atom feeds: valid XML, the right entries in the right order, only what any
reader may see (never a proposed claim or source), autodiscovery links on the pages,
and a number of queries that does not grow with the entries."""

import datetime
import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest
from django.urls import reverse

from claims import figure_links
from claims.feeds import FEED_LENGTH
from claims.models import ClaimKind, Stance, Status, TrackedFigure
from claims.workflow import claim_transition, evidence_add
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceFactory

pytestmark = pytest.mark.django_db

ATOM = "{http://www.w3.org/2005/Atom}"
FEED_LINK = '<link rel="alternate" type="application/atom+xml"'


def rate(claim, to, *, by, summary="What we found, and why."):
    if claim.status != Status.IN_REVIEW:
        claim_transition(claim=claim, to=Status.IN_REVIEW, by=by, note="Checking.")
    if not claim.evidence.exists():
        evidence_add(
            claim=claim,
            by=by,
            title="Ministry record",
            url=f"https://example.org/records/{claim.pk}",
            summary="The record gives the official figure.",
            stance=Stance.CONTRADICTS,
        )
    claim_transition(claim=claim, to=to, by=by, summary=summary, note="Internal note.")
    claim.refresh_from_db()
    return claim


def atom(client, url):
    """The feed at `url`, parsed: fails unless it is well-formed Atom."""
    response = client.get(url)
    assert response.status_code == 200, response.content[:300]
    assert response["Content-Type"].startswith("application/atom+xml")
    root = ET.fromstring(response.content)
    assert root.tag == f"{ATOM}feed"
    for required in ("title", "id", "updated"):
        assert root.find(f"{ATOM}{required}") is not None, required
    for entry in root.iter(f"{ATOM}entry"):
        for required in ("title", "id", "updated"):
            assert entry.find(f"{ATOM}{required}") is not None and entry.find(f"{ATOM}{required}").text, required
    return root


def entries(root):
    return [
        {
            "title": entry.findtext(f"{ATOM}title"),
            "link": entry.find(f"{ATOM}link").get("href"),
            "summary": entry.findtext(f"{ATOM}summary"),
            "author": entry.findtext(f"{ATOM}author/{ATOM}name"),
        }
        for entry in root.iter(f"{ATOM}entry")
    ]


@pytest.fixture
def editor():
    return EditorFactory()


def test_the_verdicts_feed_lists_the_newest_verdicts_readers_may_see(client, editor, settings):
    rate(ClaimFactory(statement="Older checked claim."), Status.FALSE, by=editor)
    rate(ClaimFactory(statement="Newer checked claim."), Status.VERIFIED, by=editor)
    ClaimFactory(statement="Not yet checked.")
    proposed = rate(ClaimFactory(statement="A machine proposal."), Status.FALSE, by=editor)
    type(proposed).objects.filter(pk=proposed.pk).update(proposed=True)
    hidden_source = SourceFactory(name="Unconfirmed Colonel", proposed=True)
    rate(ClaimFactory(statement="Said by an unconfirmed source.", source=hidden_source), Status.FALSE, by=editor)

    response = client.get(reverse("feeds:verdicts"))
    found = entries(atom(client, reverse("feeds:verdicts")))
    titles = [entry["title"] for entry in found]
    assert titles == [
        "False: Said by an unconfirmed source.",
        "Verified: Newer checked claim.",
        "False: Older checked claim.",
    ]
    assert "Unconfirmed Colonel" not in response.content.decode()
    assert found[0]["author"] is None and found[1]["author"].startswith("Source ")

    client.force_login(editor)  # the same feed for staff: a feed is public
    assert [entry["title"] for entry in entries(atom(client, reverse("feeds:verdicts")))] == titles

    # links under the site's address; text escaped once, as Atom's type="html" asks
    rate(ClaimFactory(statement="Newest <checked> claim."), Status.VERIFIED, by=editor, summary="A & B <agree>.")
    first = entries(atom(client, reverse("feeds:verdicts")))[0]
    assert first["title"] == "Verified: Newest <checked> claim."
    assert first["summary"] == "A &amp; B &lt;agree&gt;."
    assert first["link"].startswith(settings.NEWSROOM_URL.rstrip("/") + "/claims/")


@pytest.mark.parametrize("feed", ["verdicts", "source"])
def test_a_re_rated_claim_keeps_one_entry_published_when_first_rated(client, editor, monkeypatch, feed):
    march = datetime.datetime(2019, 3, 4, 12, 30, 15, tzinfo=datetime.UTC)
    monkeypatch.setattr("claims.workflow.timezone.now", lambda: march)
    claim = rate(ClaimFactory(statement="Checked twice."), Status.FALSE, by=editor)
    rate(ClaimFactory(statement="Checked once, later.", source=claim.source), Status.FALSE, by=editor)
    monkeypatch.undo()
    rate(ClaimFactory(statement="Checked once, in between.", source=claim.source), Status.VERIFIED, by=editor)
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor, note="New records.")
    claim = rate(claim, Status.MISLEADING, by=editor, summary="The new records change the picture.")

    url = reverse("feeds:verdicts") if feed == "verdicts" else reverse("feeds:source", args=[claim.source.slug])
    root = atom(client, url)
    [entry] = [entry for entry in root.iter(f"{ATOM}entry") if entry.findtext(f"{ATOM}title").endswith("twice.")]
    assert entry.findtext(f"{ATOM}title") == "Misleading: Checked twice."
    assert datetime.datetime.fromisoformat(entry.findtext(f"{ATOM}published")) == march
    assert datetime.datetime.fromisoformat(entry.findtext(f"{ATOM}updated")) == claim.verdict_at
    # The re-rating is the newest verdict, so its entry comes first.
    assert root.find(f"{ATOM}entry") is entry


def test_the_verdicts_feed_is_well_formed_when_empty(client):
    assert entries(atom(client, reverse("feeds:verdicts"))) == []


def test_a_source_feed_lists_its_checked_claims_only(client, editor):
    source = SourceFactory(name="Defence Minister", slug="defence-minister")
    rate(ClaimFactory(source=source, statement="The minister's checked claim."), Status.MISLEADING, by=editor)
    ClaimFactory(source=source, statement="The minister's unchecked claim.")
    rate(ClaimFactory(statement="Someone else's claim."), Status.FALSE, by=editor)
    proposed = rate(ClaimFactory(source=source, statement="A proposal."), Status.FALSE, by=editor)
    type(proposed).objects.filter(pk=proposed.pk).update(proposed=True)

    found = entries(atom(client, reverse("feeds:source", args=["defence-minister"])))
    assert [entry["title"] for entry in found] == ["Misleading: The minister's checked claim."]
    assert found[0]["author"] == "Defence Minister"


def test_a_proposed_or_unknown_source_has_no_feed(client, editor):
    SourceFactory(slug="unconfirmed", proposed=True)
    assert client.get(reverse("feeds:source", args=["unconfirmed"])).status_code == 404
    assert client.get(reverse("feeds:source", args=["nobody"])).status_code == 404
    client.force_login(editor)
    assert client.get(reverse("feeds:source", args=["unconfirmed"])).status_code == 404


def statistic(value, *, day, **fields):
    return ClaimFactory(
        article=ArticleFactory(published_on=datetime.date(2019, 3, day)),
        kind=ClaimKind.STATISTIC,
        value=Decimal(value),
        qualifier="exact",
        unit="troops",
        statement=f"The army has {value} troops.",
        **fields,
    )


@pytest.fixture
def troops():
    return TrackedFigure.objects.create(name="Troops on duty", slug="troops", unit="troops")


def test_a_figure_feed_lists_its_public_values_newest_first(client, troops):
    for value, day in [("1000", 4), ("900", 20)]:
        figure_links.figure_link_as_system(claim=statistic(value, day=day), figure=troops)
    figure_links.figure_link_as_system(claim=statistic("7", day=25, proposed=True), figure=troops)
    colonel = SourceFactory(name="Unconfirmed Colonel", proposed=True)
    figure_links.figure_link_as_system(claim=statistic("8", day=26, source=colonel), figure=troops)

    root = atom(client, reverse("feeds:figure", args=["troops"]))
    summaries = [entry["summary"] for entry in entries(root)]
    assert summaries == [
        "The army has 900 troops. Refers to 2019-03-20.",
        "The army has 1000 troops. Refers to 2019-03-04.",
    ]
    assert "Unconfirmed Colonel" not in ET.tostring(root, encoding="unicode")


def test_a_figure_with_no_public_value_has_no_feed(client, troops):
    figure_links.figure_link_as_system(claim=statistic("7", day=4, proposed=True), figure=troops)
    assert client.get(reverse("feeds:figure", args=["troops"])).status_code == 404
    assert client.get(reverse("feeds:figure", args=["nothing"])).status_code == 404


@pytest.mark.parametrize("size", [1, 12])
def test_feeds_take_the_same_queries_however_many_entries(client, editor, troops, size, django_assert_num_queries):
    source = SourceFactory(slug="minister")
    for n in range(size):
        claim = statistic(str(1000 + n), day=1 + n, source=source)
        rate(claim, Status.FALSE, by=editor)
        figure_links.figure_link_as_system(claim=claim, figure=troops)
    with django_assert_num_queries(1):
        assert len(entries(atom(client, reverse("feeds:verdicts")))) == size
    with django_assert_num_queries(2):
        assert len(entries(atom(client, reverse("feeds:source", args=["minister"])))) == size
    with django_assert_num_queries(3):
        assert len(entries(atom(client, reverse("feeds:figure", args=["troops"])))) == size


def test_a_feed_lists_at_most_its_length(client, editor):
    for _ in range(FEED_LENGTH + 1):
        rate(ClaimFactory(), Status.FALSE, by=editor)
    assert len(entries(atom(client, reverse("feeds:verdicts")))) == FEED_LENGTH


def test_pages_name_their_feeds_for_autodiscovery(client, editor, troops):
    source = SourceFactory(slug="minister")
    claim = statistic("1000", day=4, source=source)
    figure_links.figure_link_as_system(claim=claim, figure=troops)
    verdicts = f'{FEED_LINK} title="Newsroom Fact Tracker: new verdicts" href="/feeds/verdicts/">'
    home = client.get(reverse("claims:home")).content.decode()
    assert verdicts in home
    page = client.get(source.get_absolute_url()).content.decode()
    assert f'href="{reverse("feeds:source", args=["minister"])}"' in page and FEED_LINK in page
    page = client.get(troops.get_absolute_url()).content.decode()
    assert f'href="{reverse("feeds:figure", args=["troops"])}"' in page
    for url in (reverse("feeds:source", args=["minister"]), reverse("feeds:figure", args=["troops"])):
        assert client.get(url).status_code == 200


def test_a_proposed_source_page_names_no_feed_to_staff(client, editor):
    source = SourceFactory(slug="unconfirmed", proposed=True)
    client.force_login(editor)
    page = client.get(source.get_absolute_url()).content.decode()
    assert reverse("feeds:source", args=["unconfirmed"]) not in page
