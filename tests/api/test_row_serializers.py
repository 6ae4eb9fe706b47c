"""A list of claims (`RowListSerializer`, per-page work done once) shows each
claim exactly as the claim's own serializer does, for readers and staff,
whatever the claim holds: no source, a proposed one, an intermediary,
evidence with or without a document or a source, history, a value."""

import datetime
from decimal import Decimal
from urllib.parse import quote

import pytest
from django.contrib.auth.models import AnonymousUser
from django.utils import timezone
from django.utils.http import RFC3986_SUBDELIMS
from rest_framework.request import Request
from rest_framework.test import APIRequestFactory

from claims.api import claims_with_details
from claims.models import Claim, Stance
from claims.serializers import ClaimSerializer
from newsroom.row_serializers import RowListSerializer, route_link
from tests.api.builders import BODY, rated, span
from tests.factories import ArticleFactory, ClaimFactory, EvidenceFactory, SourceFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def claims(editor):
    article = ArticleFactory(body=BODY, slug="soldiers-defect")
    plain = ClaimFactory(article=article, source=None, **span("Over one thousand soldiers"))
    statistic = ClaimFactory(
        article=article,
        source=SourceFactory(name="Juan Guaidó", slug="juan-guaido"),
        via=SourceFactory(proposed=True),
        value=Decimal("235000"),
        qualifier="approximately",
        unit="troops",
        assignee=editor,
        summary_draft="Draft.",
        **span("235,000"),
    )
    rated(statistic, editor=editor, to="misleading", summary="Counts reservists.")
    EvidenceFactory(claim=statistic, url="", reference="Gazette 41.2", source=SourceFactory(), added_by=editor)
    EvidenceFactory(claim=statistic, source=SourceFactory(proposed=True), stance=Stance.CONTRADICTS, added_by=editor)
    proposal = ClaimFactory(
        article=article,
        source=SourceFactory(proposed=True),
        proposed=True,
        confidence=Decimal("0.812"),
        **span("“There is a lot of fear,”"),
    )
    Claim.objects.filter(pk=proposal.pk).update(updated_at=timezone.now() - datetime.timedelta(days=400))
    return [plain, statistic, proposal]


@pytest.mark.parametrize("who", ["anonymous", "reader", "editor"])
def test_a_list_shows_each_claim_as_its_own_serializer_does(claims, editor, who):
    user = {"anonymous": None, "reader": UserFactory(), "editor": editor}[who]
    request = Request(APIRequestFactory().get("/api/v1/claims/", {"format": "json"}))
    request.user = user or AnonymousUser()
    context = {"request": request}
    staff = who == "editor"
    rows = list(claims_with_details(claims=Claim.objects.visible_to(user), staff=staff).order_by("id"))
    assert len(rows) == (3 if staff else 2)

    listed = ClaimSerializer(rows, many=True, context=context)
    assert isinstance(listed, RowListSerializer)
    one_by_one = [ClaimSerializer(row, context=context).data for row in rows]

    assert listed.data == one_by_one
    assert [list(row) for row in listed.data] == [list(row) for row in one_by_one]  # same keys, same order
    shown = {key for row in listed.data for key in row}
    assert ("assignee" in shown) is staff
    assert all(row["url"].endswith(f"/api/v1/claims/{row['id']}/?format=json") for row in listed.data)


@pytest.mark.parametrize("value", ["soldiers-defect", "a_b.c~d", 42, "", "año", "a b", "50%", "x/y?z", "it's"])
def test_a_link_quotes_its_values_as_reverse_does(value):
    """A slug or a number is kept as it is; anything else is quoted as
    django.urls quotes a reversed path."""
    one = route_link(lambda values: f"http://testserver/sources/{values['slug']}/", ["slug"])
    two = route_link(lambda values: f"/claims/{values['pk']}/{values['slug']}/", ["pk", "slug"])
    quoted = quote(str(value), safe=RFC3986_SUBDELIMS + "/~:@")
    assert one({"slug": value}) == f"http://testserver/sources/{quoted}/"
    assert two({"pk": 7, "slug": value}) == f"/claims/7/{quoted}/"
