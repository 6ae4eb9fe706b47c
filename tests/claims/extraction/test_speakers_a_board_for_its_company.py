"""A company's board speaks for the company ("In a statement, the board said …", "el
consejo de administración atribuyó …"): the one company the text named, and no one
when it named two or none; the story's body may be named in the paragraph after a
standfirst that names none ("La compañía, que acumulaba pérdidas …")."""

import pytest

from claims.extraction import extract


def speaker_of(text, language, opening):
    found = [p for p in extract(text, language=language) if p.quote.startswith(opening)]
    assert len(found) == 1, [p.quote for p in extract(text, language=language)]
    return found[0].speaker


@pytest.mark.parametrize(
    "text, language, opening, speaker",
    [
        (
            "The airline Skyway, founded in 2014, cancelled all its flights on Monday night.\n\n"
            "In a statement, the board said the collapse was caused by an “unsustainable” rise in fuel costs.",
            "en",
            "the collapse",
            "Skyway",
        ),
        (
            "La aerolínea Vuelaplus, fundada en 2014, canceló todos sus vuelos el lunes por la noche.\n\n"
            "En un comunicado, el consejo de administración atribuyó la quiebra al “encarecimiento "
            "insostenible” del combustible.",
            "es",
            "la quiebra",
            "Vuelaplus",
        ),
        (
            "La naviera Marsur cierra y deja en tierra a 3.000 viajeros\n\n"
            "La compañía, que acumulaba pérdidas de 40 millones de euros, presentó concurso de acreedores y "
            "canceló todas sus rutas a partir de la medianoche\n\n"
            "La naviera de bajo coste Marsur dejó de operar este martes tras presentar concurso de acreedores "
            "ante un juzgado de Cádiz, una decisión que afecta a unos 3.000 viajeros y a 200 empleados.\n\n"
            "Marsur operaba seis barcos entre la península y las islas.\n\n"
            "En un comunicado, la junta directiva atribuyó el cierre a la subida “insostenible” del "
            "combustible.",
            "es",
            "el cierre",
            "Marsur",
        ),
    ],
)
def test_a_board_speaks_for_the_company_named(text, language, opening, speaker):
    assert speaker_of(text, language, opening) == speaker


@pytest.mark.parametrize(
    "text, language, opening",
    [
        (
            "The airline Skyway and the carrier Jetlink both cancelled flights on Monday night.\n\n"
            "In a statement, the board said the collapse was caused by an “unsustainable” rise in fuel costs.",
            "en",
            "the collapse",
        ),
        (
            "El alcalde de Soria, Tomás Gil, aprobó el presupuesto el lunes por la mañana en el pleno.\n\n"
            "La junta directiva aseguró que las obras del polideportivo empezarán en marzo.",
            "es",
            "las obras",
        ),
    ],
)
def test_a_board_of_no_one_company_is_no_one(text, language, opening):
    assert speaker_of(text, language, opening) is None
