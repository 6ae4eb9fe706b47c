"""Every response carries the Content-Security-Policy (no inline script without
the request's nonce) and the Permissions-Policy, on every page type."""

import io
import re

import pytest
from django.core.management import call_command
from rest_framework import status

from claims.models import Article, Claim
from newsroom.api_docs import OFF_SITE_LOGO
from sources.models import Source


@pytest.fixture
def seeded(db):
    call_command("load_newsroom", stdout=io.StringIO())


def script_src(response) -> list[str]:
    policy = dict(
        directive.strip().split(" ", 1) for directive in response["Content-Security-Policy"].split(";")
    )
    return policy["script-src"].split()


def page_paths():
    claim = Claim.objects.filter(source__isnull=False, proposed=False).select_related("article").first()
    return [
        "/",
        "/claims/",
        claim.get_absolute_url(),
        "/articles/",
        Article.objects.first().get_absolute_url(),
        "/sources/",
        Source.objects.filter(claims__isnull=False).first().get_absolute_url(),
        "/methodology/",
        "/api/v1/claims/",
        f"/api/v1/claims/{claim.pk}/",
        "/api/v1/claims/export.csv",
        "/api/v1/claimreview/",
        "/api/schema/",
        "/api/docs/",
        "/api/redoc/",
        "/admin/login/",
        "/healthz",
    ]


def test_every_page_type_has_a_csp_without_unsafe_inline_scripts_and_a_permissions_policy(seeded, client):
    for path in page_paths():
        response = client.get(path)
        assert response.status_code == status.HTTP_200_OK, path
        sources = script_src(response)
        assert "'self'" in sources, path
        assert "'unsafe-inline'" not in sources and "'unsafe-eval'" not in sources, path
        assert "default-src 'self'" in response["Content-Security-Policy"], path
        assert "frame-ancestors 'none'" in response["Content-Security-Policy"], path
        assert "camera=()" in response["Permissions-Policy"] and "geolocation=()" in response["Permissions-Policy"]


def test_the_admin_for_a_signed_in_editor_has_the_csp(seeded, client, editor):
    client.force_login(editor)
    claim = Claim.objects.first()
    for path in ["/admin/", "/admin/claims/claim/", f"/admin/claims/claim/{claim.pk}/change/"]:
        response = client.get(path)
        assert response.status_code == status.HTTP_200_OK, path
        assert "'unsafe-inline'" not in script_src(response), path


def test_errors_carry_the_csp_too(db, client):
    response = client.get("/claims/999999/nothing/")
    assert response.status_code == status.HTTP_404_NOT_FOUND
    assert "script-src 'self'" in response["Content-Security-Policy"]


@pytest.mark.parametrize("path", ["/api/docs/"])
def test_inline_scripts_of_the_api_docs_carry_this_responses_nonce(db, client, path):
    response = client.get(path)
    nonce = re.search(r"'nonce-([^']+)'", response["Content-Security-Policy"]).group(1)
    inline_scripts = re.findall(r"<script(?![^>]*\bsrc=)([^>]*)>", response.content.decode())
    assert inline_scripts, "the Swagger UI page starts itself with an inline script"
    assert all(f'nonce="{nonce}"' in attributes for attributes in inline_scripts)
    # A fresh nonce for every response.
    assert nonce not in client.get(path)["Content-Security-Policy"]


def test_no_project_template_has_an_inline_script_without_a_nonce():
    from pathlib import Path

    templates = Path(__file__).resolve().parents[2] / "templates"
    offenders = []
    for template in templates.rglob("*.html"):
        for attributes in re.findall(r"<script(?![^>]*\bsrc=)([^>]*)>", template.read_text()):
            if "csp_nonce" not in attributes and "application/ld+json" not in attributes:
                offenders.append(f"{template.relative_to(templates)}: <script{attributes}>")
    assert offenders == []


def test_redoc_bundle_is_served_locally_without_its_off_site_logo(db, client):
    page = client.get("/api/redoc/")
    assert b"/api/redoc/redoc.standalone.js" in page.content
    response = client.get("/api/redoc/redoc.standalone.js")
    assert response.status_code == status.HTTP_200_OK
    assert response["Content-Type"].startswith("text/javascript")
    assert OFF_SITE_LOGO not in response.content and b"Redoc" in response.content
    again = client.get("/api/redoc/redoc.standalone.js", HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == status.HTTP_304_NOT_MODIFIED


def test_favicon_ico_leads_to_the_sites_icon(db, client):
    response = client.get("/favicon.ico")
    assert response.status_code == status.HTTP_301_MOVED_PERMANENTLY
    assert response["Location"].endswith("img/favicon.svg")
