"""Tracked figures: what a value says, when two disagree, the date a value refers to,
suggestions, who may link, and what readers see on the pages and in the API."""

import datetime
import re
from decimal import Decimal

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse

from claims import figure_links
from claims.figure_links import bounds_meet, refers_to_for, value_bounds
from claims.figure_timeline import timeline
from claims.models import (
    ClaimKind,
    FigureDisagreement,
    FigureSuggestion,
    FigureValue,
    SuggestionState,
    TrackedFigure,
)
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory

MARCH_4 = datetime.date(2019, 3, 4)


def statistic(value, qualifier="exact", unit="troops", statement="The army has troops.", article=None, **fields):
    article = article or ArticleFactory(published_on=fields.pop("published_on", MARCH_4))
    return ClaimFactory(
        article=article,
        kind=ClaimKind.STATISTIC,
        value=Decimal(value),
        qualifier=qualifier,
        unit=unit,
        statement=statement,
        **fields,
    )


@pytest.fixture
def troops(db):
    return TrackedFigure.objects.create(
        name="Troops still on active duty", slug="active-troops", unit="troops", subject="armed forces"
    )


# --- the rule, as a table -----------------------------------------------------------------

# (first value, qualifier, second value, qualifier, same period?) -> disagree?
DISAGREEMENT_CASES = [
    ("1000", "more_than", "235", "exact", True, True),
    ("1000", "more_than", "235", "exact", False, False),  # a trend, weeks apart
    ("60", "more_than", "1000", "approximately", False, False),
    ("60", "more_than", "1000", "approximately", True, False),  # 1,000 is more than 60
    ("1000", "exact", "1000", "exact", True, False),
    ("1000", "exact", "1001", "exact", True, True),
    ("1000", "approximately", "1050", "exact", True, False),  # within 10%
    ("1000", "approximately", "1200", "exact", True, True),
    ("1000", "more_than", "1000", "exact", True, True),  # not more than itself
    ("1000", "at_least", "1000", "exact", True, False),
    ("500", "less_than", "500", "exact", True, True),
    ("500", "at_most", "500", "exact", True, False),
    ("500", "less_than", "600", "more_than", True, True),
    ("500", "at_most", "400", "at_least", True, False),
    ("100", "approximately", "95", "approximately", True, False),
]


@pytest.mark.parametrize(("a", "qa", "b", "qb", "same_period", "disagree"), DISAGREEMENT_CASES)
def test_disagreement_rule(db, troops, a, qa, b, qb, same_period, disagree):
    first = statistic(a, qa)
    second = statistic(b, qb, published_on=MARCH_4 if same_period else datetime.date(2019, 4, 20))
    figure_links.figure_link_as_system(claim=first, figure=troops)
    figure_links.figure_link_as_system(claim=second, figure=troops)
    assert FigureDisagreement.objects.filter(figure=troops).exists() is disagree
    if same_period:
        assert bounds_meet(value_bounds(Decimal(a), qa), value_bounds(Decimal(b), qb)) is not disagree


def test_undated_values_compare_only_within_one_article(db, troops):
    article = ArticleFactory(published_on=None)
    figure_links.figure_link_as_system(claim=statistic("1000", "more_than", article=article), figure=troops)
    figure_links.figure_link_as_system(claim=statistic("235", start=30, article=article), figure=troops)
    figure_links.figure_link_as_system(claim=statistic("5", published_on=None), figure=troops)
    pairs = list(FigureDisagreement.objects.values_list("first__claim__value", "second__claim__value"))
    assert pairs == [(Decimal("1000"), Decimal("235"))]


def test_flags_follow_the_values_and_an_explanation_survives(db, troops, editor):
    high = statistic("1000", "more_than")
    low = statistic("235")
    figure_links.figure_link_as_system(claim=high, figure=troops)
    low_value = figure_links.figure_link_as_system(claim=low, figure=troops)
    flag = FigureDisagreement.objects.get()
    figure_links.disagreement_explain(flag=flag, by=editor, note="One counts officers, the other all ranks.")
    figure_links.disagreements_refresh(figure=troops)
    assert FigureDisagreement.objects.get().note.startswith("One counts")
    figure_links.figure_value_date_set(value=low_value, refers_to=datetime.date(2019, 5, 1), by=editor)
    assert not FigureDisagreement.objects.exists()


def test_an_explanation_needs_a_note_and_an_editor(db, troops, editor, fact_checker):
    figure_links.figure_link_as_system(claim=statistic("1000", "more_than"), figure=troops)
    figure_links.figure_link_as_system(claim=statistic("235"), figure=troops)
    flag = FigureDisagreement.objects.get()
    with pytest.raises(PermissionDenied):
        figure_links.disagreement_explain(flag=flag, by=fact_checker, note="Because.")
    with pytest.raises(ValidationError, match="readers see this note"):
        figure_links.disagreement_explain(flag=flag, by=editor, note="  ")
    flag.refresh_from_db()
    assert not flag.explained


# --- dates ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "published", "expected"),
    [
        ("more than 600 troops as of March 1", MARCH_4, datetime.date(2019, 3, 1)),
        ("600 troops by February 20, 2018", MARCH_4, datetime.date(2018, 2, 20)),
        ("600 soldados al 2 de marzo", MARCH_4, datetime.date(2019, 3, 2)),
        ("600 troops as of December 30", MARCH_4, datetime.date(2018, 12, 30)),
        ("600 troops since February 23", MARCH_4, MARCH_4),  # a period that ends now
        ("600 troops", MARCH_4, MARCH_4),
        ("600 troops as of March 1", None, None),
        ("600 troops", None, None),
    ],
)
def test_the_date_a_value_refers_to(db, words, published, expected):
    article = ArticleFactory(body=words + ".", published_on=published)
    claim = statistic("600", article=article, start=0, end=len(words))
    assert refers_to_for(claim=claim) == expected


# --- suggestions ---------------------------------------------------------------------------------


def test_a_stored_statistic_is_suggested_figures_with_its_unit_and_words(db, troops, editor):
    other = TrackedFigure.objects.create(name="Countries backing the plan", slug="countries", unit="countries")
    claim = statistic("235000", statement="The ministry puts active troops of the armed forces at 235,000.")
    figure_links.claim_stored(claim=claim)
    assert list(FigureSuggestion.objects.values_list("figure__slug", flat=True)) == ["active-troops"]
    assert other.suggestions.count() == 0

    suggestion = FigureSuggestion.objects.get()
    figure_links.suggestion_accept(suggestion=suggestion, by=editor)
    assert FigureValue.objects.get(claim=claim).figure == troops
    assert not FigureSuggestion.objects.exists()


def test_a_rejected_suggestion_is_not_made_again(db, troops, fact_checker):
    claim = statistic("235000", statement="Active troops in the armed forces number 235,000.")
    [suggestion] = figure_links.suggestions_refresh(claim=claim)
    figure_links.suggestion_reject(suggestion=suggestion, by=fact_checker)
    assert figure_links.suggestions_refresh(claim=claim) == []
    assert FigureSuggestion.objects.get().state == SuggestionState.REJECTED


def test_saving_a_statistic_through_the_workflow_suggests(db, troops, editor):
    from claims.workflow import claim_save

    claim = statistic("200000", statement="Active troops of the armed forces number 200,000.")
    claim_save(claim=claim, by=editor, expected_version=claim.version)
    assert FigureSuggestion.objects.filter(claim=claim, figure=troops).exists()


# --- linking ----------------------------------------------------------------------------------


def test_linking_needs_a_role_and_a_trackable_claim(db, troops, reader, fact_checker):
    claim = statistic("235000")
    with pytest.raises(PermissionDenied):
        figure_links.figure_link(claim=claim, figure=troops, by=reader)
    with pytest.raises(ValidationError, match="Only a statistic"):
        figure_links.figure_link(claim=ClaimFactory(), figure=troops, by=fact_checker)
    share = statistic("90", unit="percent of the armed forces")
    with pytest.raises(ValidationError, match="percentage and a count"):
        figure_links.figure_link(claim=share, figure=troops, by=fact_checker)
    value = figure_links.figure_link(claim=claim, figure=troops, by=fact_checker)
    assert value.linked_by == fact_checker and value.refers_to == MARCH_4


def test_a_claim_belongs_to_one_figure(db, troops, fact_checker):
    claim = statistic("235000")
    figure_links.figure_link(claim=claim, figure=troops, by=fact_checker)
    other = TrackedFigure.objects.create(name="Soldiers", slug="soldiers", unit="troops")
    with pytest.raises(ValidationError, match="already linked to “Troops still on active duty”"):
        figure_links.figure_link(claim=claim, figure=other, by=fact_checker)
    assert FigureValue.objects.filter(claim=claim).count() == 1


def test_a_figure_started_from_a_claim(db, editor, reader):
    claim = statistic("40", unit="governments", statement="About 40 governments back the plan.")
    with pytest.raises(PermissionDenied):
        figure_links.figure_create_from_claim(claim=claim, by=reader)
    value = figure_links.figure_create_from_claim(claim=claim, by=editor)
    assert (value.figure.name, value.figure.slug, value.figure.unit) == ("Governments", "governments", "governments")
    second = statistic("41", unit="governments", statement="41 governments back it.")
    assert figure_links.figure_create_from_claim(claim=second, by=editor).figure.slug == "governments-2"


# --- what readers see --------------------------------------------------------------------------


def test_readers_see_only_confirmed_claims_and_sources(db, troops, client, editor):
    figure_links.figure_link_as_system(claim=statistic("1000", "more_than"), figure=troops)
    hidden = statistic("235", proposed=True)
    figure_links.figure_link_as_system(claim=hidden, figure=troops)
    proposed_source = SourceFactory(name="Unconfirmed Colonel", proposed=True)
    figure_links.figure_link_as_system(claim=statistic("7", source=proposed_source), figure=troops)

    page = client.get(reverse("claims:figure", args=["active-troops"])).content.decode()
    assert "1,000" in page and "Unconfirmed Colonel" not in page
    assert "Disagrees" not in page  # the disagreeing value is a proposal
    api = client.get("/api/v1/figures/active-troops/").json()
    assert [row["value"] for row in api["values"]] == ["1000.0000"]
    assert api["disagreements"] == []

    client.force_login(editor)
    page = client.get(reverse("claims:figure", args=["active-troops"])).content.decode()
    assert "Unconfirmed Colonel" in page and "Disagrees" in page


def test_a_figure_with_no_public_value_is_not_public(db, troops, client):
    figure_links.figure_link_as_system(claim=statistic("235", proposed=True), figure=troops)
    assert client.get(reverse("claims:figure", args=["active-troops"])).status_code == 404
    assert client.get("/api/v1/figures/").json()["results"] == []
    assert "Troops still on active duty" not in client.get(reverse("claims:figures")).content.decode()


CHART_MARK = re.compile(
    r'<a href="([^"]+)" class="chart-mark" data-value-id="(\d+)"><title>(.*?) troops — (.*?)</title>'
    r'<(circle|rect) (?:cx="[^"]+" cy|x="[^"]+" y)="([^"]+)"'
)
TABLE_ROW = re.compile(
    r'<tr id="value-(\d+)" data-value-id="\d+"><td>.*?</td><td><a href="([^"]+)">(.*?) troops</a></td><td>(.*?)</td>'
)


def test_the_chart_and_the_table_show_the_same_values(db, troops, client):
    colonel = SourceFactory(name="Colonel <b>Ramos</b> & “Co”")
    for value, qualifier, day in [("1000", "more_than", 4), ("900", "approximately", 20), ("235", "exact", 4)]:
        claim = statistic(value, qualifier, published_on=datetime.date(2019, 3, day), source=colonel)
        figure_links.figure_link_as_system(claim=claim, figure=troops)
    page = client.get(reverse("claims:figure", args=["active-troops"])).content.decode()
    chart = page[page.index("<svg role") : page.index("</svg>")]
    table = page[page.index('<table class="figure-values"') : page.index("</table>")]
    marks = CHART_MARK.findall(chart)
    rows = TABLE_ROW.findall(table)
    # Mark for mark and row for row: the same value, label, link, in the same order.
    ids = [str(row.value_id) for row in timeline(figure=troops, user=None).rows]
    assert [mark[1] for mark in marks] == [row[0] for row in rows] == ids
    assert [(mark[0], mark[2]) for mark in marks] == [(row[1], row[2]) for row in rows]
    assert [mark[2] for mark in marks] == ["more than 1,000", "exactly 235", "approximately 900"]
    # Higher values sit higher on the chart (a smaller y): 1,000 and up above ~900 above 235.
    heights = {mark[2]: float(mark[5]) for mark in marks}
    assert heights["more than 1,000"] < heights["approximately 900"] < heights["exactly 235"]
    assert [mark[4] for mark in marks] == ["rect", "circle", "rect"]
    assert 'stroke-dasharray="4 3"' in chart  # "more than" is an open bar
    assert table.count("<strong>Disagrees</strong>") == 2
    # Every text is escaped, in the chart's titles and in the table.
    assert "<b>Ramos</b>" not in page
    assert {mark[3] for mark in marks} == {"Colonel &lt;b&gt;Ramos&lt;/b&gt; &amp; “Co”"}
    assert all("Colonel &lt;b&gt;Ramos&lt;/b&gt; &amp; “Co”</a>" in row[3] for row in rows)


def test_the_date_axis_labels_a_few_dates_however_many(db, troops, client):
    for day in range(1, 29):
        claim = statistic(str(1000 + day), published_on=datetime.date(2019, 2, day))
        figure_links.figure_link_as_system(claim=claim, figure=troops)
    chart = timeline(figure=troops, user=None)
    labels = [label for _, label in chart.dates]
    assert 2 <= len(labels) <= 6
    assert labels[0] == "2019-02-01" and labels[-1] == "2019-02-28"


@pytest.mark.parametrize("values", [2, 20])
def test_pages_and_api_take_the_same_queries_however_many_values(db, troops, client, values, django_assert_num_queries):
    for n in range(values):
        figure_links.figure_link_as_system(claim=statistic(str(1000 + n)), figure=troops)
    with django_assert_num_queries(3):
        assert client.get(reverse("claims:figure", args=["active-troops"])).status_code == 200
    with django_assert_num_queries(3):
        assert client.get(reverse("claims:figures")).status_code == 200
    with django_assert_num_queries(4):
        assert client.get("/api/v1/figures/active-troops/").status_code == 200


def test_the_claim_page_names_its_figure(db, troops, client):
    claim = statistic("235000")
    figure_links.figure_link_as_system(claim=claim, figure=troops)
    page = client.get(claim.get_absolute_url()).content.decode()
    assert 'href="/figures/active-troops/"' in page


def test_api_list_filters_by_unit_and_source(db, troops, client):
    source = SourceFactory(slug="ministry")
    figure_links.figure_link_as_system(claim=statistic("235000", source=source), figure=troops)
    countries = TrackedFigure.objects.create(name="Countries", slug="countries", unit="countries")
    figure_links.figure_link_as_system(claim=statistic("50", unit="countries"), figure=countries)
    assert [f["slug"] for f in client.get("/api/v1/figures/?unit=countries").json()["results"]] == ["countries"]
    assert [f["slug"] for f in client.get("/api/v1/figures/?source=ministry").json()["results"]] == ["active-troops"]
    listed = client.get("/api/v1/figures/").json()["results"]
    assert {f["slug"]: f["latest"]["value"] for f in listed} == {"active-troops": "235000.0000", "countries": "50.0000"}


def test_the_seed_links_its_figures_without_inventing_values(db):
    from claims.newsroom_seed import newsroom_seed_load

    newsroom_seed_load()
    defectors = TrackedFigure.objects.get(slug="venezuelan-military-defectors-in-colombia")
    assert sorted((v.claim.value, v.claim.qualifier) for v in defectors.values.all()) == [
        (Decimal("1000"), "approximately"),
        (Decimal("1000"), "more_than"),
    ]
    assert not FigureDisagreement.objects.exists()
    newsroom_seed_load()  # idempotent
    assert FigureValue.objects.count() == 3


def test_the_csv_export_names_each_claims_figure(db, troops, client):
    import csv
    import io

    linked = statistic("235000")
    figure_links.figure_link_as_system(claim=linked, figure=troops)
    alone = statistic("12", unit="countries")
    response = client.get("/api/v1/claims/export.csv")
    rows = list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode("utf-8-sig"))))
    by_id = {int(row["id"]): row["tracked_figure"] for row in rows}
    assert by_id[linked.pk] == "active-troops" and by_id[alone.pk] == ""


def test_the_admin_pages_of_figures_suggestions_and_disagreements(db, troops, client, editor):
    figure_links.figure_link_as_system(claim=statistic("1000", "more_than"), figure=troops)
    figure_links.figure_link_as_system(claim=statistic("235"), figure=troops)
    suggested = statistic("200000", statement="Active troops of the armed forces number 200,000.")
    figure_links.suggestions_refresh(claim=suggested)
    client.force_login(editor)
    for name in ("trackedfigure", "figurevalue", "figuresuggestion", "figuredisagreement"):
        assert client.get(reverse(f"admin:claims_{name}_changelist")).status_code == 200, name
    assert client.get(reverse("admin:claims_trackedfigure_change", args=[troops.pk])).status_code == 200
    flag = FigureDisagreement.objects.get()
    url = reverse("admin:claims_figuredisagreement_change", args=[flag.pk])
    assert "readers see this note" in client.post(url, {"note": ""}).content.decode()
    assert client.post(url, {"note": "Different dates of count."}).status_code == 302
    flag.refresh_from_db()
    assert flag.explained and flag.explained_by == editor
    suggestion = FigureSuggestion.objects.get(claim=suggested)
    response = client.post(
        reverse("admin:claims_figuresuggestion_changelist"),
        {"action": "accept", "_selected_action": [suggestion.pk]},
    )
    assert response.status_code == 302
    assert FigureValue.objects.filter(claim=suggested, figure=troops).exists()
    disagreeing = client.get(reverse("admin:claims_claim_changelist") + "?figure_flag=disagrees").content.decode()
    assert "result" in disagreeing


def test_api_search_takes_every_word_and_long_input(db, troops, client, django_assert_max_num_queries):
    figure_links.figure_link_as_system(claim=statistic("235000"), figure=troops)
    assert [f["slug"] for f in client.get("/api/v1/figures/?search=active troops").json()["results"]] == [
        "active-troops"
    ]
    assert client.get("/api/v1/figures/?search=active navy").json()["results"] == []
    with django_assert_max_num_queries(4):
        response = client.get("/api/v1/figures/", {"search": " ".join(["troops"] * 500)})
    assert response.status_code == 200


def test_the_suggestion_list_survives_a_claim_whose_value_was_removed(db, troops, client, editor):
    claim = statistic("200000", statement="Active troops of the armed forces number 200,000.")
    figure_links.suggestions_refresh(claim=claim)
    type(claim).objects.filter(pk=claim.pk).update(value=None, qualifier="")
    client.force_login(editor)
    page = client.get(reverse("admin:claims_figuresuggestion_changelist"))
    assert page.status_code == 200 and "no value" in page.content.decode()


# --- who may do what, as a table -------------------------------------------------------------


def _link(claim, troops, user):
    return figure_links.figure_link(claim=claim, figure=troops, by=user)


def _unlink(claim, troops, user):
    figure_links.figure_unlink(value=figure_links.figure_link_as_system(claim=claim, figure=troops), by=user)


def _explain(claim, troops, user):
    figure_links.figure_link_as_system(claim=claim, figure=troops)
    figure_links.figure_link_as_system(claim=statistic("10"), figure=troops)
    flag = FigureDisagreement.objects.get()
    figure_links.disagreement_explain(flag=flag, by=user, note="One counts officers only.")


PERMISSION_CASES = [
    (_link, "nobody", False),
    (_link, "reader", False),
    (_link, "fact_checker", True),
    (_link, "editor", True),
    (_unlink, "nobody", False),
    (_unlink, "reader", False),
    (_unlink, "fact_checker", True),
    (_unlink, "editor", True),
    (_explain, "nobody", False),
    (_explain, "reader", False),
    (_explain, "fact_checker", False),
    (_explain, "editor", True),
]


@pytest.mark.parametrize(("write", "role", "allowed"), PERMISSION_CASES)
def test_who_may_link_unlink_and_explain(request, troops, write, role, allowed):
    user = None if role == "nobody" else request.getfixturevalue(role)
    claim = statistic("235000")
    if not allowed:
        with pytest.raises(PermissionDenied):
            write(claim, troops, user)
        return
    write(claim, troops, user)
    if write is _link:
        assert FigureValue.objects.get(claim=claim).linked_by == user
    elif write is _unlink:
        assert not FigureValue.objects.filter(claim=claim).exists()
    else:
        assert FigureDisagreement.objects.get().explained_by == user


def test_a_staff_member_whose_staff_status_was_removed_may_not_link(db, troops, fact_checker):
    fact_checker.is_staff = False
    fact_checker.save()
    with pytest.raises(PermissionDenied):
        figure_links.figure_link(claim=statistic("235000"), figure=troops, by=fact_checker)


@pytest.mark.parametrize(("role", "allowed"), [("reader", False), ("fact_checker", True), ("editor", True)])
def test_the_admin_unlinks_through_figure_links(db, troops, client, request, role, allowed):
    value = figure_links.figure_link_as_system(claim=statistic("1000", "more_than"), figure=troops)
    figure_links.figure_link_as_system(claim=statistic("235"), figure=troops)
    assert FigureDisagreement.objects.count() == 1
    client.force_login(request.getfixturevalue(role))
    client.post(reverse("admin:claims_figurevalue_changelist"), {"action": "unlink", "_selected_action": [value.pk]})
    assert FigureValue.objects.filter(pk=value.pk).exists() is not allowed
    # The flags follow: with one value left, nothing disagrees.
    assert FigureDisagreement.objects.count() == (0 if allowed else 1)


# --- round trips ------------------------------------------------------------------------------


def test_the_api_gives_back_every_value_as_linked(db, troops, client):
    source = SourceFactory(slug="ministry", name="Ministry of Defense")
    high = statistic("1000", "more_than", source=source, published_on=datetime.date(2019, 3, 4))
    low = statistic("235", published_on=datetime.date(2019, 3, 6))
    linked = [
        figure_links.figure_link_as_system(claim=high, figure=troops),
        figure_links.figure_link_as_system(claim=low, figure=troops),
    ]
    body = client.get("/api/v1/figures/active-troops/").json()
    got = {row["id"]: row for row in body["values"]}
    for value in linked:
        claim = value.claim
        row = got[value.pk]
        assert (Decimal(row["value"]), row["qualifier"], row["unit"]) == (claim.value, claim.qualifier, claim.unit)
        assert row["refers_to"] == value.refers_to.isoformat()
        assert row["article"] == claim.article.slug
        assert (row["source"]["id"] if row["source"] else None) == claim.source_id
        # The claim's own address answers with the same value; its page is the claim's page.
        assert Decimal(client.get(row["claim"]).json()["value"]) == claim.value
        assert row["claim_page"].endswith(claim.get_absolute_url())
    assert body["disagreements"] == [{"values": [linked[0].pk, linked[1].pk], "explained": False, "note": ""}]
    assert got[linked[0].pk]["disagrees_with"] == [linked[1].pk]


def test_the_csv_figure_column_leads_back_to_the_figure(db, troops, client):
    import csv
    import io

    claim = statistic("235000")
    value = figure_links.figure_link_as_system(claim=claim, figure=troops)
    response = client.get("/api/v1/claims/export.csv")
    rows = list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode("utf-8-sig"))))
    [row] = [row for row in rows if int(row["id"]) == claim.pk]
    figure = client.get(f"/api/v1/figures/{row['tracked_figure']}/").json()
    assert [v["id"] for v in figure["values"]] == [value.pk]
    assert figure["values"][0]["claim"].endswith(f"/api/v1/claims/{claim.pk}/")
