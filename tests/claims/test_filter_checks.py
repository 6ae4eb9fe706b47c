"""The claims page's status and kind checkboxes (`check_labels`,
`claims/_check_group.html`): written in one pass, each exactly as Django's
own checkbox widget template writes it, checked or not, in either language."""

import re

import pytest
from django.test import RequestFactory
from django.urls import reverse
from django.utils import translation

from claims.filters import ClaimFilter
from claims.models import Claim
from claims.templatetags.public_site import check_labels

pytestmark = pytest.mark.django_db


def checks_of(query: dict, name: str) -> str:
    request = RequestFactory().get("/claims/", query)
    form = ClaimFilter(request.GET, queryset=Claim.objects.all(), request=request).form
    return form[name]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize(
    "query", [{}, {"status": ["false", "verified"]}, {"kind": "statistic", "status": "bogus"}, {"kind": ["<x>"]}]
)
@pytest.mark.parametrize("name", ["status", "kind"])
def test_each_checkbox_is_what_djangos_widget_template_writes(language, query, name):
    with translation.override(language):
        field = checks_of(query, name)
        expected = "".join(
            f'\n      <label for="{c.id_for_label}">{c.tag()} {c.choice_label}</label>\n      ' for c in field
        )
        assert str(check_labels(field)) == expected
        assert expected.count("<input") == len(field.field.choices)


def test_a_checked_status_stays_checked_with_its_dot(client):
    html = client.get(reverse("claims:list"), {"status": ["false", "verified"]}).content.decode()
    checked = re.findall(r'<input type="checkbox" name="status" value="(\w+)" id="id_status_\d+" checked>', html)
    assert checked == ["verified", "false"]
    assert '<span class="dot status-bg-false" aria-hidden="true"></span>' in html
    assert (
        'name="kind" value="statistic"' in html and "checked" not in html.split('name="kind" value="statistic"')[1][:30]
    )
