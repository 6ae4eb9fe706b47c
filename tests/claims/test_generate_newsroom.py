"""generate_newsroom fills the database with valid claims its triggers keep
counted and searchable, the same newsroom for the same seed."""

import pytest
from django.core.management import CommandError, call_command

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
