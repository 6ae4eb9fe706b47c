"""Bad claim data is refused, by model validation and by the database itself."""

from decimal import Decimal

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import ProtectedError

from claims.models import Claim
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory

pytestmark = pytest.mark.django_db

BODY = "The ministry puts the number of troops at 235,000."


@pytest.fixture
def article():
    return ArticleFactory(body=BODY)


def build_claim(article, **overrides):
    fields = dict(
        article=article,
        start=BODY.index("235,000"),
        end=BODY.index("235,000") + 7,
        quote="235,000",
        statement="There are 235,000 troops.",
        kind="statistic",
    )
    fields.update(overrides)
    return Claim(**fields)


def test_a_matching_span_is_valid(article):
    claim = build_claim(article, value=Decimal("235000"), qualifier="exact", unit="troops")
    claim.full_clean()
    claim.save()
    assert claim.status == "unverified"


def test_span_outside_the_body_is_refused(article):
    claim = build_claim(article, start=len(BODY) - 2, end=len(BODY) + 5, quote="0.xxxxx")
    with pytest.raises(ValidationError) as error:
        claim.full_clean()
    assert "outside the article body" in str(error.value.message_dict["end"])


def test_quote_that_differs_from_the_body_shows_expected_and_found(article):
    claim = build_claim(article, quote="235.000")
    with pytest.raises(ValidationError) as error:
        claim.full_clean()
    message = error.value.message_dict["quote"][0]
    assert "Expected “235,000”" in message
    assert "found “235.000”" in message


def test_start_not_before_end_is_refused_by_validation(article):
    claim = build_claim(article, start=10, end=10)
    with pytest.raises(ValidationError) as error:
        claim.full_clean()
    assert "end" in error.value.message_dict


@pytest.mark.parametrize(
    "overrides, constraint",
    [
        ({"start": 10, "end": 10}, "claim_start_before_end"),
        ({"start": 12, "end": 5}, "claim_start_before_end"),
        ({"status": "debunked"}, "claim_status_valid"),
        ({"kind": "rumour"}, "claim_kind_valid"),
        ({"qualifier": "more_than", "value": None}, "claim_qualifier_needs_value"),
        ({"confidence": Decimal("1.5")}, "claim_confidence_in_unit_range"),
    ],
)
def test_the_database_refuses_what_validation_would(article, overrides, constraint):
    claim = build_claim(article, **overrides)
    with pytest.raises(IntegrityError), transaction.atomic():
        claim.save()
    with pytest.raises(ValidationError) as error:
        claim.full_clean()
    assert error.value.messages


def test_unknown_status_is_refused_by_validation(article):
    claim = build_claim(article)
    claim.status = "debunked"
    with pytest.raises(ValidationError) as error:
        claim.full_clean(exclude=[])
    assert "Unknown status. Choose one of: unverified, in_review" in str(error.value)


def test_negative_start_is_refused_by_the_database(article):
    with pytest.raises(IntegrityError), transaction.atomic():
        Claim.objects.bulk_create([build_claim(article, start=-1)])


def test_the_same_span_twice_is_refused(article):
    build_claim(article).save()
    with pytest.raises(IntegrityError), transaction.atomic():
        build_claim(article, statement="Another reading.").save()


def test_deleting_a_source_that_claims_depend_on_is_refused():
    source = SourceFactory()
    ClaimFactory(source=source)
    with pytest.raises(ProtectedError):
        source.delete()
    assert source.__class__.objects.filter(pk=source.pk).exists()


def test_deleting_an_article_with_claims_is_refused():
    claim = ClaimFactory()
    with pytest.raises(ProtectedError):
        claim.article.delete()
    assert Claim.objects.filter(pk=claim.pk).exists()
