"""The admin's own screens speak the editor's language.

An editor whose browser asks for Spanish (or who chose it with the switch)
gets the claim list, a claim's page, a bulk action's confirmation page and its
messages, a workflow move and the desk in Spanish: the project's own strings
(actions, filters, columns, fieldsets, forms, flash messages) as well as
Django's. Each test names Spanish words the page must show and the English
ones it must no longer show.
"""

import pytest
from django.urls import reverse

from claims.models import Status
from tests.claims.test_claim_admin import claim_at
from tests.factories import EditorFactory

pytestmark = pytest.mark.django_db

CHANGELIST = reverse("admin:claims_claim_changelist")


@pytest.fixture
def editor_in_spanish(client):
    client.force_login(EditorFactory())
    client.cookies["django_language"] = "es"
    return client


def assert_spanish(html, spanish, english):
    assert 'lang="es"' in html
    for words in spanish:
        assert words in html, f"{words!r} missing"
    for words in english:
        assert words not in html, f"{words!r} left in English"


def test_the_claim_list_in_spanish(editor_in_spanish):
    claim_at(Status.IN_REVIEW)
    html = editor_in_spanish.get(CHANGELIST).content.decode()
    assert_spanish(
        html,
        [
            "Calificar como falsas las afirmaciones seleccionadas…",
            "Poner en revisión las afirmaciones seleccionadas",
            "Asignar las afirmaciones seleccionadas a…",
            "Por responsable",
            "Asignadas a mí",
            "Aún sin pruebas",
            "Por cifra en seguimiento",
            "discrepa de otra fuente",
        ],
        [
            "Rate selected claims",
            "Take selected claims into review",
            "Assign selected claims",
            "Assigned to me",
            "No evidence yet",
            "disagrees with another source",
            "Confirm selected machine proposals",
        ],
    )


def test_a_claims_page_in_spanish(editor_in_spanish):
    claim = claim_at(Status.IN_REVIEW)
    html = editor_in_spanish.get(reverse("admin:claims_claim_change", args=[claim.pk])).content.decode()
    assert_spanish(
        html,
        [
            ">Verificación</h2>",
            ">La afirmación</h2>",
            "Estado:",
            "Cita en su párrafo",
            "Para las cifras: la cantidad normalizada.",
            # The model's own labels and help texts.
            "Modificar afirmación",
            ">Cita:</label>",
            ">Calificador:</label>",
            "Las palabras exactas del artículo",
            "Resumen del veredicto (borrador)",
        ],
        [
            ">Verification</h2>",
            ">The claim</h2>",
            "Status:",
            "Quote in its paragraph",
            "For statistics",
            "Change claim",
            ">Quote:</label>",
            ">Qualifier:</label>",
            "The exact words in the article",
            "Verdict summary (draft)",
        ],
    )


def test_a_bulk_verdicts_confirmation_page_and_its_messages_in_spanish(editor_in_spanish):
    rated = claim_at(Status.IN_REVIEW)
    unverified = claim_at(Status.UNVERIFIED)
    ids = [rated.pk, unverified.pk]
    page = editor_in_spanish.post(CHANGELIST, {"action": "rate_false", "_selected_action": ids})
    assert_spanish(
        page.content.decode(),
        ["Falso: 2 afirmaciones", "Estas afirmaciones:", "Aplicar a 2 afirmaciones", "Resumen del veredicto", "Cancelar"],
        ["claim(s)", "These claims:", "Apply to", "Verdict summary", ">Cancel<"],
    )
    response = editor_in_spanish.post(
        CHANGELIST,
        {
            "action": "rate_false",
            "_selected_action": ids,
            "apply": "1",
            "versions": page.context["form"]["versions"].value(),
            "note": "Revisado.",
            "summary": "El registro dice otra cosa.",
        },
        follow=True,
    )
    assert_spanish(
        response.content.decode(),
        ["1 afirmación pasó a «falso».", "1 omitida:"],
        ["claim moved", "skipped"],
    )
    rated.refresh_from_db()
    assert rated.status == Status.FALSE


def test_assigning_in_spanish(editor_in_spanish):
    claim = claim_at(Status.IN_REVIEW)
    page = editor_in_spanish.post(CHANGELIST, {"action": "assign_claims", "_selected_action": [claim.pk]})
    assert_spanish(page.content.decode(), ["Asignar afirmaciones", "Nadie (quitar la asignación)"], ["Nobody"])
    response = editor_in_spanish.post(
        CHANGELIST,
        {
            "action": "assign_claims",
            "_selected_action": [claim.pk],
            "apply": "1",
            "versions": page.context["form"]["versions"].value(),
            "assignee": "",
        },
        follow=True,
    )
    assert_spanish(response.content.decode(), ["1 afirmación quedó sin asignar."], ["unassigned", "nobody"])


def test_a_workflow_move_in_spanish(editor_in_spanish):
    claim = claim_at(Status.IN_REVIEW)
    url = reverse("admin:claims_claim_transition", args=[claim.pk, Status.VERIFIED])
    page = editor_in_spanish.get(url).content.decode()
    assert_spanish(page, ["Ahora:", "Afirmación:", "Resumen del veredicto"], ["Now:", "Claim:", "Verdict summary"])
    response = editor_in_spanish.post(
        url, {"note": "Comprobado.", "summary": "Es cierto.", "version": claim.version}, follow=True
    )
    assert_spanish(response.content.decode(), ["hecho. El cambio consta en el historial de revisión."], [": done."])


def test_the_desk_in_spanish(editor_in_spanish):
    claim_at(Status.IN_REVIEW)
    html = editor_in_spanish.get(reverse("admin-desk")).content.decode()
    assert_spanish(
        html,
        ["Su mesa de trabajo", "Asignadas a mí", "En revisión, a la espera de veredicto", "Cola", "Pendientes"],
        ["Your desk", "Assigned to me", "waiting for a verdict", ">Queue<", ">Waiting<", "What waits for you"],
    )
    index = editor_in_spanish.get(reverse("admin:index")).content.decode()
    assert_spanish(
        index,
        [
            "Su mesa de trabajo</strong></a>: lo que tiene asignado",
            "Afirmaciones, fuentes y verificación",
            "Afirmaciones y verificación",
        ],
        ["Your desk", "Claims, sources and verification", "Claims and verification"],
    )


def test_the_admin_stays_english_for_an_english_editor(client):
    client.force_login(EditorFactory())
    claim_at(Status.IN_REVIEW)
    html = client.get(CHANGELIST, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Rate selected claims false…" in html and "Calificar" not in html


def test_a_claims_own_errors_in_spanish(editor_in_spanish):
    claim = claim_at(Status.IN_REVIEW)
    url = reverse("admin:claims_claim_change", args=[claim.pk])
    page = editor_in_spanish.get(url)
    data = {
        name: value
        for name, value in page.context["adminform"].form.initial.items()
        if value is not None and not isinstance(value, list)
    }
    data.update(
        {
            "article": claim.article_id,
            "qualifier": "more_than",
            "value": "",
            "expected_version": claim.version,
            "evidence-TOTAL_FORMS": 0,
            "evidence-INITIAL_FORMS": 0,
            "reviews-TOTAL_FORMS": 0,
            "reviews-INITIAL_FORMS": 0,
        }
    )
    html = editor_in_spanish.post(url, data).content.decode()
    assert_spanish(html, ["Un calificador necesita un valor."], ["A qualifier needs a value."])


def test_the_apis_own_errors_in_spanish(db):
    from tests.api.builders import token_client
    from tests.factories import ClaimFactory

    claim = ClaimFactory()
    client = token_client(EditorFactory())
    response = client.patch(
        reverse("claim-detail", args=[claim.pk]),
        {"status": "false", "start": "doce", "version": claim.version},
        format="json",
        HTTP_ACCEPT_LANGUAGE="es",
    )
    assert response.status_code == 400
    assert response.json() == {
        "status": ["El estado solo cambia mediante POST /api/v1/claims/{id}/transition/."],
        "start": ["Se esperaba un número entero."],
    }


def test_an_articles_page_and_its_span_picker_in_spanish(editor_in_spanish):
    claim = claim_at(Status.IN_REVIEW)
    html = editor_in_spanish.get(reverse("admin:claims_article_change", args=[claim.article_id])).content.decode()
    assert_spanish(
        html,
        [
            "Añadir una afirmación desde la selección",
            'data-selected="Caracteres seleccionados: %(start)s–%(end)s."',
            "Historial de estados",
            ">Titular:</label>",
        ],
        ["Add a claim from the selection", "Selected characters", "State history", ">Headline:</label>"],
    )
