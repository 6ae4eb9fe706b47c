"""The JSON Lines export: one typed JSON object per claim, the CSV's columns and visibility."""

import csv
import datetime
import io
import json
from decimal import Decimal

import pytest
from django.db import connection
from django.urls import reverse
from rest_framework import status

from tests.api.builders import BODY, rated, span
from tests.factories import ArticleFactory, ClaimFactory, EvidenceFactory, SourceFactory

pytestmark = pytest.mark.django_db


def lines(client, query=None) -> list[dict]:
    response = client.get(reverse("claim-export-jsonl"), query or {})
    assert response.status_code == status.HTTP_200_OK
    assert response.streaming
    assert response["Content-Type"] == "application/jsonl; charset=utf-8"
    assert response["Content-Disposition"].endswith('.jsonl"')
    text = b"".join(response.streaming_content).decode("utf-8")
    assert text == "" or text.endswith("\n")
    return [json.loads(line) for line in text.splitlines()]


def csv_rows(client, query=None) -> list[dict]:
    response = client.get(reverse("claim-export-csv"), {**(query or {}), "raw": "1"})
    raw = b"".join(response.streaming_content).decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(raw, newline="")))


@pytest.fixture
def claims(editor):
    outlet = SourceFactory(name="El País", slug="el-pais", kind="media_outlet")
    article = ArticleFactory(
        body=BODY, publisher=outlet, url="https://news.example/a", published_on=datetime.date(2019, 3, 4)
    )
    checked = rated(
        ClaimFactory(article=article, kind="statistic", value=Decimal("235000.25"), unit="troops", **span("235,000")),
        editor=editor,
        summary='=Per the "record"',
    )
    EvidenceFactory(claim=checked, url="", reference="Gazette no. 41", added_by=editor)
    proposed_source = SourceFactory(name="Unconfirmed", slug="unconfirmed", proposed=True)
    quoted = ClaimFactory(article=article, source=proposed_source, statement="Ñandú: «sí»", **span("The ministry"))
    return checked, quoted


def test_each_line_is_one_typed_claim(api_client, claims):
    checked, quoted = claims
    rows = {row["id"]: row for row in lines(api_client, {"ordering": "id"})}
    assert set(rows) == {checked.pk, quoted.pk}
    row = rows[checked.pk]
    assert row["value"] == Decimal("235000.25") and isinstance(row["value"], float)
    assert row["start"] == checked.start and row["version"] == checked.version
    assert row["rating"] == "verified" and row["verdict_explanation"] == '=Per the "record"'  # not neutralised
    assert row["evidence_count"] == 2 and row["evidence_urls"] == [checked.evidence.exclude(url="").get().url]
    assert row["article_published_on"] == "2019-03-04" and row["article_publisher"] == "El País"
    assert row["verdict_at"].endswith("Z") and datetime.datetime.fromisoformat(row["verdict_at"]).tzinfo == datetime.UTC
    assert "assignee" not in row  # staff columns are staff's
    other = rows[quoted.pk]
    assert other["statement"] == "Ñandú: «sí»"
    assert (other["source_name"], other["source_id"], other["value"], other["evidence_urls"]) == (
        None,
        None,
        None,
        None,
    )
    assert other["evidence_count"] == 0


@pytest.mark.parametrize(
    ("stored", "written"),
    [("0.10", "0.1"), ("235000", "235000"), ("1234567890123456.0001", "1234567890123456.0001"), ("-5", "-5")],
)
def test_exact_decimals_are_written_digit_for_digit(api_client, stored, written):
    claim = ClaimFactory(article=ArticleFactory(body=BODY), kind="statistic", value=Decimal(stored), **span("Over one"))
    claim.refresh_from_db()
    response = api_client.get(reverse("claim-export-jsonl"))
    line = b"".join(response.streaming_content).decode()
    # What the database holds, every digit (SQLite keeps a decimal as a
    # double, so there the 20-digit value is already rounded when stored).
    assert json.loads(line, parse_float=Decimal)["value"] == claim.value
    if connection.vendor == "postgresql" or len(stored) < 16:
        assert f'"value": {written},' in line


def test_same_columns_and_rows_as_the_csv(api_client, editor_client, claims):
    for client in (api_client, editor_client):
        jsonl = lines(client, {"ordering": "-id"})
        rows = csv_rows(client, {"ordering": "-id"})
        assert [list(line) for line in jsonl] == [list(row) for row in rows]
        for line, row in zip(jsonl, rows, strict=True):
            for name, value in line.items():
                expected = row[name]
                if value is None:
                    assert expected == ""
                elif isinstance(value, list):
                    assert expected == " ".join(value)
                elif isinstance(value, bool):
                    assert expected == str(value).lower()
                elif isinstance(value, float):
                    assert Decimal(expected) == Decimal(repr(value))
                else:
                    assert expected == str(value), name


def test_staff_see_internal_columns_and_proposed_sources(editor_client, claims):
    _, quoted = claims
    row = {row["id"]: row for row in lines(editor_client)}[quoted.pk]
    assert row["source_name"] == "Unconfirmed" and row["proposed"] is False
    assert {"assignee", "summary_draft", "proposed", "confidence"} <= set(row)


def test_filters_apply_and_bad_filters_are_a_json_400(api_client, claims):
    checked, _ = claims
    assert [row["id"] for row in lines(api_client, {"status": "verified"})] == [checked.pk]
    response = api_client.get(reverse("claim-export-jsonl"), {"status": "debunked"})
    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "status" in response.json()


def test_an_empty_export_is_empty(api_client):
    assert lines(api_client) == []


@pytest.mark.parametrize("client_fixture", ["api_client", "editor_client"])
def test_query_count_is_constant(request, django_assert_num_queries, client_fixture, editor):
    client = request.getfixturevalue(client_fixture)
    article = ArticleFactory(body=BODY)
    # Staff: the failed-login lock of their address, the token lookup, then the
    # user's and the groups' permissions (the role check); then the one query.
    expected = 1 if client_fixture == "api_client" else 5

    def add_claims(starts):
        for start in starts:
            claim = ClaimFactory(article=article, start=start, end=start + 2, quote=BODY[start : start + 2])
            EvidenceFactory(claim=claim, added_by=editor)

    add_claims(range(3))
    with django_assert_num_queries(expected):
        lines(client)
    add_claims(range(3, 40))
    with django_assert_num_queries(expected):
        assert len(lines(client)) == 40
