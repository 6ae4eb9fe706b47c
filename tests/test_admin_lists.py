"""The admin's lists render for staff in a number of queries that does not grow with rows."""

import pytest
from django.urls import reverse

from tests.factories import ArticleFactory, ClaimFactory, SourceAliasFactory

pytestmark = pytest.mark.django_db


def populate(rows):
    article = ArticleFactory()
    for index in range(rows):
        claim = ClaimFactory(article=article, start=index, end=index + 4)
        SourceAliasFactory(source=claim.source)


@pytest.mark.parametrize("url_name", ["admin:claims_claim_changelist", "admin:claims_article_changelist", "admin:sources_source_changelist"])
def test_admin_list_query_count_is_constant(client, editor, django_assert_max_num_queries, url_name):
    client.force_login(editor)
    populate(2)
    client.get(reverse(url_name))  # warm caches (content types, permissions)
    with django_assert_max_num_queries(20) as small:
        assert client.get(reverse(url_name)).status_code == 200
    populate(25)
    with django_assert_max_num_queries(20) as large:
        assert client.get(reverse(url_name)).status_code == 200
    assert len(large.captured_queries) == len(small.captured_queries)
