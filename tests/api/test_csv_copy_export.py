"""The CSV export's two paths write the same bytes.

On PostgreSQL the database writes the rows (COPY … TO STDOUT); elsewhere
Python does. Both come from one column list, and here they are compared byte
for byte on data chosen to trip a CSV writer: commas, quotes, line breaks and
carriage returns inside cells, accents, empty and missing values, decimals,
timestamps with and without fractions of a second, the staff columns, cells
a spreadsheet would run as formulas (neutralised, and raw), and a proposed
source (left out for readers).
"""

import datetime

import pytest
from django.db import connection
from django.urls import reverse

from claims import csv_export
from claims.csv_export import ExportURLs, claims_copy_lines, claims_csv_columns, claims_csv_lines
from claims.models import Claim
from tests.api.builders import BODY, rated, span
from tests.factories import ArticleFactory, ClaimFactory, EvidenceFactory, SourceFactory

pytestmark = pytest.mark.django_db

URLS = ExportURLs(api="http://testserver/api/v1/claims/", page="http://testserver/claims/")


@pytest.fixture
def awkward_claims(editor):
    outlet = SourceFactory(name="El País", slug="el-pais", kind="media_outlet")
    article = ArticleFactory(
        headline='Troops, "defections" and\nmore',
        slug="troops",
        body=BODY,
        publisher=outlet,
        url="https://news.example/troops?a=1,b=2",
        published_on=datetime.date(2019, 3, 4),
    )
    hidden_publisher = SourceFactory(
        name="=Proposed outlet", slug="proposed-outlet", kind="media_outlet", proposed=True
    )
    other = ArticleFactory(slug="other", body=BODY, publisher=hidden_publisher)
    plain = ClaimFactory(
        article=article,
        source=None,
        statement='He said: "fear",\r\nand left; 50% agree, ‘quietly’.',
        kind="statistic",
        value="1000.5",
        qualifier="more_than",
        unit="soldiers, mostly young",
        **span("Over one thousand soldiers have defected"),
    )
    quoted = ClaimFactory(
        article=article,
        via=outlet,
        attribution="told El País",
        statement="Guaidó: ‘There is a lot of fear’.",
        kind="quote",
        summary_draft="Draft, with a comma",
        assignee=editor,
        confidence="0.75",
        proposed=True,
        **span("“There is a lot of fear,” said Guaidó"),
    )
    checked = rated(
        ClaimFactory(article=article, **span("235,000")), editor=editor, summary="Checked\nagainst the record."
    )
    EvidenceFactory(claim=checked, url="https://gov.example/a?x=1,2", added_by=editor)
    EvidenceFactory(claim=checked, url="", reference="Gazette no. 41,234", added_by=editor)
    EvidenceFactory(claim=checked, url="https://gov.example/b", added_by=editor)
    ClaimFactory(article=other, **span("The ministry"))
    formulas = ClaimFactory(
        article=article,
        source=SourceFactory(name="@everyone", slug="-at-everyone", proposed=True),
        via=SourceFactory(name="+Radio", slug="plus-radio"),
        statement='=HYPERLINK("http://evil.test","click")',
        attribution="\ttold the radio",
        kind="statistic",
        value="-5",
        unit="-5 degrees",
        summary_draft="\r=1+1",
        **span("The ministry of defense"),
    )
    # A timestamp on a whole second, which isoformat() would print differently.
    Claim.objects.filter(pk=plain.pk).update(updated_at=datetime.datetime(2026, 3, 1, 12, 0, tzinfo=datetime.UTC))
    return [plain, quoted, formulas]


@pytest.mark.parametrize("raw", [False, True], ids=["neutralised", "raw"])
@pytest.mark.parametrize("staff", [False, True], ids=["reader", "staff"])
def test_copy_and_python_paths_write_the_same_bytes(awkward_claims, staff, raw):
    claims = Claim.objects.all().order_by("-id")
    columns = claims_csv_columns(urls=URLS, staff=staff, raw=raw)
    python = "".join(
        claims_csv_lines(
            claims=claims.select_related("article__publisher", "source", "via", "assignee"), columns=columns
        )
    ).encode()
    if connection.vendor == "postgresql":
        copied = b"".join(claims_copy_lines(claims=claims, columns=columns, urls=URLS))
        assert copied == python
        assert (b"'=HYPERLINK" in copied) is not raw
        assert (b"@everyone" in copied) is staff
        assert (b"Proposed outlet" in copied) is staff
        assert b"https://gov.example/a?x=1,2 https://gov.example/b" in copied
        assert copied.count(b"\n") > 3
    else:
        # SQLite has no COPY: the export is the Python path, which must still
        # give every row.
        assert python.decode().count("Guaidó") >= 1
        assert len(python.decode("utf-8-sig").splitlines()) > 3


def test_the_export_uses_copy_on_postgresql_and_python_elsewhere(api_client, awkward_claims, monkeypatch):
    calls = []
    monkeypatch.setattr(csv_export, "claims_copy_lines", lambda **kw: calls.append("copy") or iter([b""]))
    monkeypatch.setattr(csv_export, "claims_csv_lines", lambda **kw: calls.append("python") or iter([""]))
    b"".join(api_client.get(reverse("claim-export-csv")).streaming_content)
    assert calls == ["copy" if connection.vendor == "postgresql" else "python"]


def test_copy_blocks_are_gathered_not_one_per_row(awkward_claims, monkeypatch):
    monkeypatch.setattr(csv_export, "COPY_BLOCK_SIZE", 10**6)
    rows = [f"row {n}\n".encode() for n in range(50)]
    assert list(csv_export._blocks(iter(rows))) == [b"".join(rows)]
    monkeypatch.setattr(csv_export, "COPY_BLOCK_SIZE", 1)
    assert len(list(csv_export._blocks(iter(rows)))) == 50


@pytest.mark.parametrize("state", ["draft", "withdrawn"])
def test_both_paths_leave_out_claims_of_unpublished_articles_for_readers(awkward_claims, state):
    """The COPY statement is built from the visible queryset, so it filters on
    the article's state exactly as the Python path does."""
    from django.contrib.auth.models import AnonymousUser

    hidden = ArticleFactory(slug="unpublished", body=BODY, state=state, withdrawn_note="Retracted.")
    ClaimFactory(article=hidden, statement="Claim of an unpublished article.", **span("235,000"))
    claims = Claim.objects.visible_to(AnonymousUser()).order_by("-id")
    columns = claims_csv_columns(urls=URLS, staff=False)
    python = "".join(
        claims_csv_lines(claims=claims.select_related("article__publisher", "source", "via"), columns=columns)
    )
    assert "Claim of an unpublished article." not in python
    assert "Checked" in python
    if connection.vendor == "postgresql":
        assert "published" in csv_export.claims_copy_sql(claims=claims, columns=columns, urls=URLS)
        assert b"".join(claims_copy_lines(claims=claims, columns=columns, urls=URLS)) == python.encode()
