"""Every public page type renders in English and in Spanish.

Each page is fetched at its English address and under /es/, and checked for the
page's language, a phrase of its own in that language, numbers and dates
written the reader's way, and no English chrome left on the Spanish page.
Machine data (SVG coordinates, the sitemap) stays the same; the exports'
independence from the client's language is tested in tests/api/test_exports.py.
"""

import datetime
import re
from decimal import Decimal

import pytest
from django.urls import reverse
from rest_framework import status

from claims import figure_links
from claims.models import ClaimKind, Stance, Status, TrackedFigure
from claims.workflow import claim_transition, evidence_add
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceFactory

pytestmark = pytest.mark.django_db

# English words of the site's chrome that a Spanish page must not show.
ENGLISH_CHROME = ["Skip to content", ">Claims<", ">Articles<", ">Sources<", ">Methodology<", "Feed of new verdicts"]


@pytest.fixture
def newsroom(db):
    editor = EditorFactory()
    source = SourceFactory(name="Ministerio de Defensa", slug="mindef")
    article = ArticleFactory(
        slug="tropas", headline="Las tropas", language="es", published_on=datetime.date(2026, 3, 4)
    )
    claim = ClaimFactory(
        article=article,
        source=source,
        kind=ClaimKind.STATISTIC,
        value=Decimal("235000"),
        unit="tropas",
        statement="El ministerio cuenta 235.000 tropas.",
    )
    claim_transition(claim=claim, to=Status.IN_REVIEW, by=editor)
    evidence_add(
        claim=claim,
        by=editor,
        title="Registro",
        url="https://example.org/r",
        summary="Cifra oficial.",
        stance=Stance.CONTRADICTS,
    )
    claim_transition(claim=claim, to=Status.FALSE, by=editor, summary="El registro dice otra cosa.")
    figure = TrackedFigure.objects.create(name="Tropas activas", slug="tropas-activas", unit="tropas")
    figure_links.figure_link_as_system(claim=claim, figure=figure)
    return {"claim": claim, "article": article, "source": source, "figure": figure}


def pages(newsroom):
    return {
        "home": (reverse("claims:home"), "Lo que verifica la redacción"),
        "claims": (reverse("claims:list"), "Filtrar afirmaciones"),
        "search, nothing found": (reverse("claims:list") + "?search=zzzz", "Ninguna afirmación coincide"),
        "claim": (newsroom["claim"].get_absolute_url(), "Nuestro veredicto"),
        "articles": (reverse("claims:articles"), "Cada noticia que publicamos"),
        "article": (newsroom["article"].get_absolute_url(), "Afirmaciones de esta noticia"),
        "sources": (reverse("sources:list"), "Las personas, organizaciones y documentos"),
        "source": (newsroom["source"].get_absolute_url(), "Sobre esta fuente"),
        "figures": (reverse("claims:figures"), "Cifras en seguimiento"),
        "figure": (newsroom["figure"].get_absolute_url(), "Cronología"),
        "methodology": (reverse("claims:methodology"), "Cómo verificamos las afirmaciones"),
    }


PAGE_NAMES = [
    "home",
    "claims",
    "search, nothing found",
    "claim",
    "articles",
    "article",
    "sources",
    "source",
    "figures",
    "figure",
    "methodology",
]


@pytest.mark.parametrize("name", PAGE_NAMES)
def test_every_page_is_english_unprefixed_and_spanish_under_es(client, newsroom, name):
    path, spanish = pages(newsroom)[name]
    english = client.get(path).content.decode()
    assert '<html lang="en">' in english
    assert spanish not in english

    response = client.get("/es" + path)
    assert response.status_code == status.HTTP_200_OK, path
    html = response.content.decode()
    assert '<html lang="es">' in html
    assert spanish in html
    for words in ENGLISH_CHROME:
        assert words not in html, f"{words!r} left in English on /es{path}"
    # Every link to another public page stays in Spanish.
    for link in re.findall(r'<a href="(/[^"]*)"', html):
        assert link.startswith(("/es/", "/static/")), f"{link} leaves Spanish on /es{path}"


def test_the_404_page_in_both_languages(client):
    assert "Page not found" in client.get("/no-such-page/").content.decode()
    html = client.get("/es/no-such-page/").content.decode()
    assert "Página no encontrada" in html and '<html lang="es">' in html


def test_numbers_and_dates_follow_the_reader(client, newsroom):
    path = newsroom["claim"].get_absolute_url()
    english = client.get(path).content.decode()
    spanish = client.get("/es" + path).content.decode()
    assert "235,000 tropas" in english and "235.000 tropas" in spanish
    assert "4 March 2026" in english and "4 de marzo de 2026" in spanish
    assert ">Falso</span>" in spanish


def test_the_article_language_marks_its_words_on_a_page_in_another(client, newsroom):
    path = newsroom["article"].get_absolute_url()
    english = client.get(path).content.decode()
    assert '<h1 id="article-heading" lang="es">Las tropas</h1>' in english
    assert '<div class="story-body" lang="es">' in english
    spanish = client.get("/es" + path).content.decode()
    assert '<h1 id="article-heading">Las tropas</h1>' in spanish


def test_chart_coordinates_stay_machine_numbers_in_spanish(client, newsroom):
    html = client.get("/es" + newsroom["figure"].get_absolute_url()).content.decode()
    svg = html[html.index("<svg role") : html.index("</svg>", html.index("<svg role"))]
    coordinates = re.findall(r'\b(?:x|y|x1|x2|y1|y2|cx|cy|width|height)="([^"]*)"', svg)
    assert coordinates
    assert all(re.fullmatch(r"-?\d+(\.\d+)?%?", value) for value in coordinates), coordinates


def test_feeds_follow_the_address(client, newsroom):
    english = client.get(reverse("feeds:verdicts")).content.decode()
    assert "new verdicts" in english and "False: El ministerio" in english
    spanish = client.get("/es" + reverse("feeds:verdicts")).content.decode()
    assert "nuevos veredictos" in spanish and "Falso: El ministerio" in spanish
    assert "/es/claims/" in spanish


def test_sitemap_is_the_same_whatever_the_client_language(client, newsroom):
    url = reverse("sitemap-section", kwargs={"section": "claims"})
    assert client.get(url, HTTP_ACCEPT_LANGUAGE="es").content == client.get(url).content


def test_workflow_errors_in_the_admin_language(client, newsroom):
    from django.utils import translation

    from claims.workflow import TransitionNotAllowed

    with translation.override("es"), pytest.raises(TransitionNotAllowed) as error:
        claim_transition(claim=newsroom["claim"], to=Status.UNVERIFIED, by=EditorFactory())
    assert "Una afirmación en estado «falso» no puede pasar a «sin verificar»." in error.value.messages


def test_api_errors_follow_accept_language(client, newsroom):
    response = client.get(reverse("claim-list"), {"status": "nonsense"}, HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "Escoja una opción válida" in response.content.decode()
    assert response["Content-Language"] == "es"


def test_the_projects_own_api_errors_follow_accept_language(client, newsroom):
    response = client.get(reverse("claim-list"), {"ordering": "nonsense"}, HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "Ordene por uno o varios de" in response.content.decode()
    assert client.get("/api/no-such-thing/", HTTP_ACCEPT_LANGUAGE="es").json() == {"detail": "No encontrado."}
    assert client.get("/api/no-such-thing/").json() == {"detail": "Not found."}


def test_the_figure_timeline_writes_dates_the_readers_way(client, newsroom):
    figure = newsroom["figure"]
    figure.values.update(refers_to=datetime.date(2026, 3, 4))
    english = client.get(figure.get_absolute_url()).content.decode()
    spanish = client.get("/es" + figure.get_absolute_url()).content.decode()
    assert '<time datetime="2026-03-04">4 March 2026</time>' in english
    assert '<time datetime="2026-03-04">4 de marzo de 2026</time>' in spanish
    assert "4 marzo 2026" not in spanish
