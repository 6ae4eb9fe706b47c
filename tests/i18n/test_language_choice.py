"""Which language a page speaks, and how a reader switches.

The public site's address decides (English unprefixed, Spanish under /es/), so a
shared link opens in the language it was shared in; the admin and the API keep
one address and follow the reader's choice, then their browser.
"""

import pytest
from django.urls import reverse
from rest_framework import status

pytestmark = pytest.mark.django_db


def test_unprefixed_public_pages_are_english_whatever_the_browser_asks(client):
    response = client.get("/claims/", HTTP_ACCEPT_LANGUAGE="es")
    html = response.content.decode()
    assert response.status_code == status.HTTP_200_OK
    assert '<html lang="en">' in html
    assert ">Claims</a>" in html
    assert response["Content-Language"] == "en"


def test_es_prefix_serves_the_page_in_spanish(client):
    response = client.get("/es/claims/", HTTP_ACCEPT_LANGUAGE="en")
    html = response.content.decode()
    assert response.status_code == status.HTTP_200_OK
    assert '<html lang="es">' in html
    assert ">Afirmaciones</a>" in html
    assert response["Content-Language"] == "es"


def test_a_language_cookie_does_not_change_a_shared_public_address(client):
    client.cookies["django_language"] = "es"
    assert '<html lang="en">' in client.get("/claims/").content.decode()


def test_every_page_names_its_address_in_each_language(client, settings):
    settings.NEWSROOM_URL = "https://news.example.org"
    html = client.get("/es/methodology/").content.decode()
    assert '<link rel="alternate" hreflang="en" href="https://news.example.org/methodology/">' in html
    assert '<link rel="alternate" hreflang="es" href="https://news.example.org/es/methodology/">' in html
    assert '<link rel="canonical" href="https://news.example.org/es/methodology/">' in html


def test_the_switch_is_a_form_that_works_without_script_and_keeps_the_filters(client):
    html = client.get("/claims/", {"status": "false", "page": "1"}).content.decode()
    assert f'action="{reverse("set_language")}" method="post"' in html
    assert '<input type="hidden" name="next" value="/claims/?status=false">' in html
    assert '<button type="submit" name="language" value="es" lang="es">Español</button>' in html
    assert '<span class="language-current" lang="en" aria-current="true">English</span>' in html


def test_switching_to_spanish_goes_to_the_same_page_under_es(client):
    # No CSRF token needed: reading the public site sets no cookie.
    client.handler.enforce_csrf_checks = True
    response = client.post(reverse("set_language"), {"language": "es", "next": "/claims/?status=false"})
    assert response.status_code == status.HTTP_302_FOUND
    assert response["Location"] == "/es/claims/?status=false"
    assert response.cookies["django_language"].value == "es"


@pytest.mark.parametrize("browser", ["en", "es"])
def test_switching_back_to_english_drops_the_prefix(client, browser):
    response = client.post(
        reverse("set_language"), {"language": "en", "next": "/es/sources/?page=2"}, HTTP_ACCEPT_LANGUAGE=browser
    )
    assert response["Location"] == "/sources/?page=2"


def test_switching_never_redirects_off_site(client):
    response = client.post(reverse("set_language"), {"language": "es", "next": "https://evil.example/"})
    assert response["Location"] == "/es/"


def test_reading_the_public_site_sets_no_cookie(client):
    response = client.get("/es/")
    assert response.cookies == {}


def test_the_admin_follows_the_chosen_language_then_the_browser(client):
    login = reverse("admin:login")
    assert 'lang="es"' in client.get(login, HTTP_ACCEPT_LANGUAGE="es").content.decode()
    assert 'lang="en"' in client.get(login, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    client.cookies["django_language"] = "es"
    assert 'lang="es"' in client.get(login, HTTP_ACCEPT_LANGUAGE="en").content.decode()


def test_an_unknown_address_under_es_is_a_spanish_404(client):
    response = client.get("/es/no-such-page/")
    assert response.status_code == status.HTTP_404_NOT_FOUND
    assert '<html lang="es">' in response.content.decode()
