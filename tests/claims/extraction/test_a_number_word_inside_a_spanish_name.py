"""A Spanish number word capitalised inside a name in running text is no figure: "en el
Plan Tres Mil", "la zona del Plan Tres Mil", "el ejido El Diez", "la colonia Cinco
Caminos". A number word opening a sentence ("Dos personas murieron. Tres siguen
graves."), in a quotation ("«Tres de cada diez»") or in English counts as before.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Dos niños cruzaban un canal en el Plan Tres Mil, al sureste de la ciudad.", [("2", "niños")]),
        ("Los vecinos del barrio Plan Tres Mil acusan al municipio.", []),
        ("En el ejido El Diez, al sur de la ciudad, Rosa siembra maíz.", []),
        ("El agua llegó a la colonia Cinco Caminos durante la noche.", []),
    ],
)
def test_a_number_word_inside_a_name_is_no_figure(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Dos personas murieron. Tres siguen graves.", "es", [("2", "personas"), ("3", "personas")]),
        ("Según el sondeo, «Tres de cada diez» no votan.", "es", [("30", "percent")]),
        ("The storm left Two people dead, officials said.", "en", [("2", "people")]),
    ],
)
def test_a_count_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected


def test_a_headline_ending_on_a_name_leaves_the_bodys_first_count():
    text = (
        "Mueren seis mineros tras un derrumbe en una mina de Zacatecas\n\n"
        "Seis mineros murieron y otros cuatro permanecen atrapados, informaron las autoridades."
    )
    assert ("6", "mineros") in figures(text, "es")
