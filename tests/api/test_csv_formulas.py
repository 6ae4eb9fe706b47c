"""CSV cells a spreadsheet would run as formulas are neutralised by default.

Through the real export view, so on PostgreSQL this is the COPY path and on
SQLite the Python path (`test_csv_copy_export.py` checks that the two agree
byte for byte).
"""

import csv
import io

import pytest
from django.urls import reverse
from rest_framework import status

from claims.csv_export import neutralise_formula
from tests.api.builders import span
from tests.factories import ClaimFactory, SourceFactory

pytestmark = pytest.mark.django_db

STARTS = ["=", "+", "-", "@", "\t", "\r"]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("=1+1", "'=1+1"),
        ("+34 600", "'+34 600"),
        ("-5 degrees", "'-5 degrees"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tx", "'\tx"),
        ("\r=1", "'\r=1"),
        ("", ""),
        ("5 - 3", "5 - 3"),
        (" =1", " =1"),
        ("'=1", "'=1"),
        ("Guaidó", "Guaidó"),
    ],
)
def test_neutralise_formula(value, expected):
    assert neutralise_formula(value) == expected


def rows(client, query: str = "") -> dict[int, dict]:
    response = client.get(reverse("claim-export-csv") + query)
    assert response.status_code == status.HTTP_200_OK
    text = b"".join(response.streaming_content).decode("utf-8-sig")
    return {int(row["id"]): row for row in csv.DictReader(io.StringIO(text, newline=""))}


@pytest.fixture
def formula_claims(article, editor):
    """One claim per dangerous first character, in every kind of text column."""
    spans = ["Over one thousand", "soldiers have defected", "reports the Foreign Ministry",
             "The ministry of defense", "the number of troops", "235,000"]
    claims = {}
    for start, text in zip(STARTS, spans, strict=True):
        claims[start] = ClaimFactory(
            article=article,
            statement=f"{start}statement",
            source=SourceFactory(name=f"{start}name", slug=f"source-{len(claims)}"),
            via=SourceFactory(name=f"{start}via", slug=f"via-{len(claims)}"),
            attribution=f"{start}attribution",
            unit=f"{start}unit",
            kind="statistic",
            value="-5",
            summary_draft=f"{start}draft",
            assignee=editor,
            **span(text),
        )
    return claims


# column -> what follows the dangerous character in the fixture
TEXT_COLUMNS = {"statement": "statement", "source_name": "name", "via_name": "via", "attribution": "attribution", "unit": "unit"}


def test_text_cells_starting_like_a_formula_get_a_quote(api_client, formula_claims):
    exported = rows(api_client)
    for start, claim in formula_claims.items():
        for column, rest in TEXT_COLUMNS.items():
            assert exported[claim.pk][column] == f"'{start}{rest}", (start, column)


def test_numbers_stay_numbers(api_client, formula_claims):
    exported = rows(api_client)
    for claim in formula_claims.values():
        assert exported[claim.pk]["value"] == "-5.0000"
        assert exported[claim.pk]["start"] == str(claim.start)


def test_staff_columns_are_neutralised_too(editor_client, formula_claims):
    exported = rows(editor_client)
    for start, claim in formula_claims.items():
        assert exported[claim.pk]["summary_draft"] == f"'{start}draft"
        assert exported[claim.pk]["assignee"] == "edna"


@pytest.mark.parametrize("flag", ["1", "true"])
def test_raw_gives_the_stored_values(api_client, formula_claims, flag):
    exported = rows(api_client, f"?raw={flag}")
    for start, claim in formula_claims.items():
        assert exported[claim.pk]["statement"] == f"{start}statement"
        assert exported[claim.pk]["source_name"] == f"{start}name"
        assert exported[claim.pk]["value"] == "-5.0000"


def test_raw_0_is_the_default(api_client, formula_claims):
    assert rows(api_client, "?raw=0") == rows(api_client)


def test_a_bad_raw_value_is_a_400(api_client, formula_claims):
    response = api_client.get(reverse("claim-export-csv") + "?raw=maybe")
    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "raw" in response.json()


def test_the_schema_documents_raw(api_client):
    schema = api_client.get("/api/schema/?format=json").json()
    operation = schema["paths"]["/api/v1/claims/export.csv"]["get"]
    raw = next(parameter for parameter in operation["parameters"] if parameter["name"] == "raw")
    assert "single quote" in raw["description"]
    assert "formula" in operation["description"]
