"""The API's claim list is made from `.values()` rows (`claims.claim_rows`),
not from model instances: its JSON must be byte for byte the claim
serializer's, for readers and staff, whatever a claim holds, and readers must
never see a proposed (unconfirmed) source. Its query count does not grow with
the page."""

import datetime
import json
from decimal import Decimal

import pytest
from django.contrib.auth.models import AnonymousUser
from django.utils import timezone
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.test import APIRequestFactory

from claims.api import claims_with_details
from claims.claim_rows import claim_values, render_claims
from claims.models import Claim, Stance
from claims.serializers import ClaimSerializer
from tests.api.builders import BODY, rated, span, token_client
from tests.factories import ArticleFactory, ClaimFactory, EvidenceFactory, SourceFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def claims(editor):
    """Claims with and without a value, a verdict, a source, an intermediary,
    evidence and history; confirmed and proposed sources everywhere a source
    can be named; a machine proposal; a claim a correction detached."""
    article = ArticleFactory(body=BODY, slug="soldiers-defect", headline="Soldiers “defect”")
    hidden = SourceFactory(proposed=True, name="Unconfirmed Person", slug="unconfirmed-person")
    plain = ClaimFactory(article=article, source=None, **span("Over one thousand soldiers"))
    statistic = ClaimFactory(
        article=article,
        source=SourceFactory(name="Juan Guaidó", slug="juan-guaido"),
        via=SourceFactory(name="Foreign Ministry", slug="foreign-ministry"),
        value=Decimal("235000"),
        qualifier="approximately",
        unit="troops",
        assignee=editor,
        summary_draft="Draft.",
        attribution="said in a statement",
        **span("235,000"),
    )
    rated(statistic, editor=editor, to="misleading", summary="Counts reservists, ñ and “quotes”.")
    EvidenceFactory(claim=statistic, url="", reference="Gazette 41.2", source=SourceFactory(), added_by=editor)
    EvidenceFactory(claim=statistic, source=hidden, stance=Stance.CONTRADICTS, added_by=editor)
    EvidenceFactory(claim=statistic, source=None, added_by=editor)
    hidden_source = ClaimFactory(article=article, source=hidden, via=hidden, value=Decimal("0.5"), **span("fear"))
    rated(hidden_source, editor=editor, to="verified")
    proposal = ClaimFactory(
        article=article,
        source=SourceFactory(proposed=True),
        proposed=True,
        confidence=Decimal("0.812"),
        **span("“There is a lot of fear,”"),
    )
    detached = ClaimFactory(article=article, start=None, end=None, quote="words a correction removed")
    Claim.objects.filter(pk=proposal.pk).update(updated_at=timezone.now() - datetime.timedelta(days=400))
    return [plain, statistic, hidden_source, proposal, detached]


def _request(user):
    request = Request(APIRequestFactory().get("/api/v1/claims/", {"format": "json"}))
    request.user = user or AnonymousUser()
    return request


@pytest.mark.parametrize("who", ["anonymous", "reader", "editor"])
def test_rows_give_the_claim_serializers_json_byte_for_byte(claims, editor, who):
    user = {"anonymous": None, "reader": UserFactory(), "editor": editor}[who]
    staff = who == "editor"
    request = _request(user)
    visible = Claim.objects.visible_to(user).order_by("id")
    assert visible.count() == (5 if staff else 4)

    rows = render_claims(list(claim_values(visible, staff=staff)), request=request, staff=staff)
    instances = claims_with_details(claims=visible, staff=staff)
    serialized = [ClaimSerializer(claim, context={"request": request}).data for claim in instances]

    assert JSONRenderer().render(rows) == JSONRenderer().render(serialized)
    shown = {key for row in rows for key in row}
    assert ("assignee" in shown) is staff and ("confidence" in shown) is staff


@pytest.mark.parametrize("who", ["anonymous", "reader"])
def test_readers_never_see_an_unconfirmed_source(claims, who):
    user = UserFactory() if who == "reader" else None
    visible = Claim.objects.visible_to(user).order_by("id")
    rows = render_claims(list(claim_values(visible, staff=False)), request=_request(user), staff=False)

    text = json.dumps(rows, ensure_ascii=False)
    assert "Unconfirmed Person" not in text and "unconfirmed-person" not in text
    hidden_claim = next(row for row in rows if row["id"] == claims[2].pk)
    assert hidden_claim["source"] is None and hidden_claim["via"] is None
    statistic = next(row for row in rows if row["id"] == claims[1].pk)
    # rated()'s evidence names no source, the gazette a confirmed one, then the hidden one, then none.
    assert [item["source"] is None for item in statistic["evidence"]] == [True, False, True, True]


def test_the_list_shows_each_claim_as_its_own_address_does(claims, editor):
    client = token_client(editor)
    listed = client.get("/api/v1/claims/", {"page_size": 100}).json()["results"]
    assert len(listed) == len(claims)
    for row in listed:
        alone = client.get(f"/api/v1/claims/{row['id']}/").json()
        assert json.dumps(row) == json.dumps(alone)


def test_a_page_of_100_costs_the_queries_of_a_page_of_1(django_assert_num_queries, editor, reader):
    article = ArticleFactory(body=BODY)
    source = SourceFactory()
    for n in range(101):
        claim = ClaimFactory(article=article, source=source, via=SourceFactory(proposed=n % 2 == 0), start=0, end=n + 1)
        EvidenceFactory(claim=claim, source=source, added_by=editor)
        rated(claim, editor=editor)
    # The lockout check, the token and its user, (staff: the user's permissions,)
    # the claims with their evidence and history.
    for client, queries in ((token_client(reader), 3), (token_client(editor), 5)):
        with django_assert_num_queries(queries):
            assert len(client.get("/api/v1/claims/", {"page_size": 1}).json()["results"]) == 1
        with django_assert_num_queries(queries):
            page = client.get("/api/v1/claims/", {"page_size": 100}).json()
        assert len(page["results"]) == 100 and page["next"]
        with django_assert_num_queries(queries):
            assert len(client.get(page["next"]).json()["results"]) == 1
