"""Repeated claims: the matcher's rule, finding earlier matches on the database,
recording a reuse, what readers see, and the matcher's measured precision."""

import io
import json
from decimal import Decimal

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.management import CommandError, call_command
from django.urls import reverse

from claims import matching
from claims.models import ClaimKind, ClaimMatch, Status
from tests.factories import ArticleFactory, ClaimFactory


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Unemployment fell to 7.2% in March.", "The jobless rate dropped to 7.2 percent in March.", True),
        ("Unemployment fell to 7.2% in March.", "Unemployment fell to 7.5% in April.", False),
        ("Exports to China fell by 15%.", "Exports to China rose by 15%.", False),
        ("About 40 governments back the plan.", "About 40 governments oppose the plan.", False),
        (
            "El banco central subió los tipos de interés al 4,5 %.",
            "The central bank raised interest rates to 4.5%.",
            True,
        ),
        ("The city will hire 45 nurses.", "The city will hire 45 police officers and 12 teachers.", False),
        ("The ceasefire began at midnight.", "At midnight the ceasefire took effect.", True),
        ("The ceasefire began at midnight.", "The prime minister will visit Brazil.", False),
    ],
)
def test_what_counts_as_the_same_claim(a, b, same):
    assert (matching.similarity(a, b) >= matching.MATCH_THRESHOLD) is same


def test_a_year_is_context_not_the_figure():
    assert matching.numbers_in("In 2023 the museum had 1.4 million visitors.") == {Decimal("1400000")}
    assert matching.numbers_in("Más de 12.400 pacientes fueron atendidos en febrero.") == {Decimal("12400")}


def claim(statement, *, value=None, **fields):
    kind = ClaimKind.STATISTIC if value is not None else ClaimKind.FACT
    extra = {"value": Decimal(value), "qualifier": "exact", "unit": "troops"} if value is not None else {}
    return ClaimFactory(
        article=fields.pop("article", None) or ArticleFactory(), statement=statement, kind=kind, **extra, **fields
    )


@pytest.mark.django_db
def test_earlier_matches_are_found_in_the_database():
    earlier = claim("The defense ministry says 235,000 troops remain on active duty.", value="235000")
    claim("The defense ministry says 150,000 troops remain on active duty.", value="150000")
    claim("The harvest fell by a third this year.")
    hidden = claim("The ministry of defense puts active troops at 235,000.", value="235000", proposed=True)
    new = claim("According to the ministry of defense, 235,000 soldiers are still active.", value="235000")
    found = matching.earlier_matches(claim=new, user=None)
    assert [other for other, _ in found] == [earlier]
    assert hidden not in [other for other, _ in found]


@pytest.mark.django_db
def test_a_reuse_is_recorded_once_by_a_staff_member(fact_checker, reader):
    earlier = claim("The bridge will cost 3.2 million euros.")
    new = claim("Repairing the bridge will cost €3.2 million.")
    with pytest.raises(PermissionDenied):
        matching.check_reuse(claim=new, earlier=earlier, by=reader)
    with pytest.raises(ValidationError, match="cannot repeat itself"):
        matching.check_reuse(claim=new, earlier=new, by=fact_checker)
    matching.check_reuse(claim=new, earlier=earlier, by=fact_checker, note="Same council figure.")
    with pytest.raises(ValidationError, match="already linked"):
        matching.check_reuse(claim=new, earlier=earlier, by=fact_checker)
    assert ClaimMatch.objects.count() == 1


@pytest.mark.django_db
def test_both_public_pages_show_the_other(client, fact_checker):
    earlier = claim(
        "The bridge will cost 3.2 million euros.", status=Status.VERIFIED, verdict_summary="Council budget."
    )
    new = claim("Repairing the bridge will cost €3.2 million.")
    matching.check_reuse(claim=new, earlier=earlier, by=fact_checker)
    assert earlier.statement in client.get(new.get_absolute_url()).content.decode()
    assert new.statement in client.get(earlier.get_absolute_url()).content.decode()
    hidden = claim("The bridge costs 3.2 million euros, says the mayor.", proposed=True)
    matching.check_reuse(claim=hidden, earlier=earlier, by=fact_checker)
    assert hidden.statement not in client.get(earlier.get_absolute_url()).content.decode()


@pytest.mark.django_db
def test_the_admin_offers_the_earlier_check_and_records_the_link(client, editor):
    earlier = claim("Unemployment fell to 7.2% in March.", status=Status.MISLEADING, verdict_summary="Seasonal.")
    new = claim("The jobless rate dropped to 7.2 percent in March.")
    client.force_login(editor)
    page = client.get(reverse("admin:claims_claim_change", args=[new.pk])).content.decode()
    assert earlier.statement in page and "link as a repeat" in page
    response = client.post(
        reverse("admin:claims_claimmatch_add"), {"claim": new.pk, "earlier": earlier.pk, "note": "Same survey."}
    )
    assert response.status_code == 302
    assert ClaimMatch.objects.get().linked_by == editor
    again = client.post(reverse("admin:claims_claimmatch_add"), {"claim": new.pk, "earlier": earlier.pk})
    assert again.status_code == 200 and "already linked" in again.content.decode()


def test_the_matcher_meets_its_goal_on_the_labelled_pairs():
    out = io.StringIO()
    call_command("evaluate_matching", "--min-precision", "0.9", "--min-recall", "0.7", stdout=out)
    assert "<- used" in out.getvalue()
    pairs = json.loads(matching_pairs_path().read_text(encoding="utf-8"))["pairs"]
    assert len(pairs) >= 100
    assert any(pair["same"] for pair in pairs) and any(not pair["same"] for pair in pairs)


def test_a_broken_pairs_file_is_a_command_error(tmp_path):
    path = tmp_path / "pairs.json"
    path.write_text(json.dumps({"pairs": [{"a": "x", "same": True}]}), encoding="utf-8")
    with pytest.raises(CommandError, match="Cannot read the labelled pairs"):
        call_command("evaluate_matching", "--pairs", str(path), stdout=io.StringIO())


def matching_pairs_path():
    from claims.management.commands.evaluate_matching import PAIRS_FILE

    return PAIRS_FILE
