"""Search ignores case and accents on every database, and reaches aliases."""

import pytest

from claims.models import Claim
from claims.selectors import claims_search
from tests.factories import ClaimFactory, SourceAliasFactory, SourceFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def claims():
    guaido = SourceFactory(name="Juan Guaidó")
    SourceAliasFactory(source=guaido, name="the young opposition leader")
    return {
        "guaido": ClaimFactory(source=guaido, statement="There is a lot of fear in the armed forces."),
        "colonel": ClaimFactory(source=SourceFactory(name="Rubén Paz Jiménez"), statement="NINETY PERCENT ARE IN DISCONTENT."),
        "curly": ClaimFactory(statement="Venezuela’s ministry of defense puts troops at 235,000."),
    }


def found(text):
    return set(claims_search(queryset=Claim.objects.all(), text=text).values_list("statement", flat=True))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("guaido", "guaido"),
        ("GUAIDÓ fear", "guaido"),
        ("Jimenez", "colonel"),
        ("ruben discontent", "colonel"),
        ("Percent", "colonel"),
        ("Venezuela's ministry", "curly"),
        ("young opposition", "guaido"),
    ],
)
def test_search_ignores_case_and_accents(claims, text, expected):
    assert found(text) == {claims[expected].statement}


def test_every_word_must_match(claims):
    assert found("guaido discontent") == set()
    assert found("") == {claim.statement for claim in claims.values()}
