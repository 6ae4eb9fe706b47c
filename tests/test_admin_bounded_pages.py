"""No admin page grows with the newsroom: the claim form searches for its
article instead of listing every one, a source's page lists its latest claims
and links to the rest, and the sources list reads its claim counts from the
status totals instead of counting claims."""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from sources.admin import LatestClaimsFormSet
from tests.factories import ArticleFactory, ClaimFactory, SourceFactory

pytestmark = pytest.mark.django_db


def test_the_claim_form_searches_for_its_article(client, editor):
    claim = ClaimFactory()
    ArticleFactory.create_batch(3)
    client.force_login(editor)
    for url in (reverse("admin:claims_claim_change", args=[claim.pk]), reverse("admin:claims_claim_add")):
        html = client.get(url).content.decode()
        select = re.search(r'<select name="article"[^>]*>.*?</select>', html, re.S)
        assert select and "admin-autocomplete" in select.group(0)
        assert select.group(0).count("<option") <= 2  # the chosen article only, not every one
    response = client.get(
        reverse("admin:autocomplete"),
        {"app_label": "claims", "model_name": "claim", "field_name": "article", "term": claim.article.headline[:8]},
    )
    assert response.status_code == 200
    assert str(claim.article.pk) in {row["id"] for row in response.json()["results"]}
    # As one types: headlines and bylines, not every article's body.
    with CaptureQueriesContext(connection) as ctx:
        client.get(
            reverse("admin:autocomplete"),
            {"app_label": "claims", "model_name": "claim", "field_name": "article", "term": "anything"},
        )
    assert not any('"body"' in query["sql"] and "LIKE" in query["sql"].upper() for query in ctx.captured_queries)


def test_the_articles_list_counts_at_most_the_limit(client, editor, monkeypatch):
    from newsroom.pagination import BoundedCountPaginator

    monkeypatch.setattr(BoundedCountPaginator, "count_limit", 2)
    ArticleFactory.create_batch(4)
    client.force_login(editor)
    with CaptureQueriesContext(connection) as ctx:
        assert client.get(reverse("admin:claims_article_changelist")).status_code == 200
    counts = [query["sql"] for query in ctx.captured_queries if "COUNT(" in query["sql"].upper() and "claims_article" in query["sql"]]
    assert counts and all("LIMIT 3" in sql for sql in counts)


@pytest.fixture
def quoted_source(monkeypatch):
    monkeypatch.setattr(LatestClaimsFormSet, "shown", 3)
    source = SourceFactory(name="Often Quoted")
    article = ArticleFactory()
    ClaimFactory(article=article, start=20, end=24, proposed=True, source=source)  # staff count it too
    claims = [
        ClaimFactory(article=article, source=source, start=n, end=n + 3, statement=f"Statement number {n:02d}.")
        for n in range(7)
    ]
    return source, claims


def test_a_source_page_lists_its_latest_claims_and_links_to_all(client, editor, quoted_source):
    source, claims = quoted_source
    client.force_login(editor)
    html = client.get(reverse("admin:sources_source_change", args=[source.pk])).content.decode()
    shown = [claim for claim in claims if claim.statement in html]
    assert [claim.statement[-3:-1] for claim in shown] == ["04", "05", "06"]  # the latest three
    assert f"?source__id__exact={source.pk}" in html and "All claims attributed to this source (8)" in html


def test_a_source_with_many_claims_still_saves(client, editor, quoted_source):
    source, _claims = quoted_source
    client.force_login(editor)
    url = reverse("admin:sources_source_change", args=[source.pk])
    page = client.get(url)
    form = page.context["adminform"].form
    data = {name: form.initial.get(name) or "" for name in form.fields}
    data.update({"name": "Often Quoted Again", "slug": source.slug, "kind": source.kind})
    for formset in page.context["inline_admin_formsets"]:
        management = formset.formset.management_form
        data.update({management.add_prefix(key): value for key, value in management.initial.items()})
        for inline_form in formset.formset.forms:
            pk_field = inline_form._meta.model._meta.pk.name
            if inline_form.instance.pk:
                data[inline_form.add_prefix(pk_field)] = inline_form.instance.pk
            fk = getattr(formset.formset, "fk", None)
            if fk is not None:
                data[inline_form.add_prefix(fk.name)] = source.pk
    response = client.post(url, {key: value for key, value in data.items() if value is not None})
    assert response.status_code == 302, response.content.decode()[:2000]
    source.refresh_from_db()
    assert source.name == "Often Quoted Again"


def test_the_sources_list_reads_claim_counts_from_the_totals(client, editor, quoted_source):
    client.force_login(editor)
    with CaptureQueriesContext(connection) as ctx:
        html = client.get(reverse("admin:sources_source_changelist"), {"o": "-6"}).content.decode()
    assert re.search(r'field-claim_count">8<', html)
    listed = [query["sql"] for query in ctx.captured_queries if "sources_source" in query["sql"]]
    assert listed and not any("GROUP BY" in sql and "claims_claim" in sql for sql in listed)
