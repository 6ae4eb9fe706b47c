"""A person's age after a trade in "-ero", maybe with what they tend ("un jardinero de 58
años", "un criancero de cabras de 70 años"), or after a nationality in "-án" ("un
ciudadano alemán de 41 años"), is no figure, as "un viticultor de 60 años" and "a
58-year-old gardener" are none. A thing so named keeps its length ("un crucero de 12
días", "un astillero de 40 años de historia"), and so does a term ("un acuerdo de 10
años"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Murió un jardinero de 58 años que podaba los árboles del parque.", "es"),
        ("Un criancero de cabras de 70 años encontró el nido.", "es"),
        ("La policía detuvo a un ciudadano alemán de 41 años en el aeropuerto.", "es"),
        ("Un panadero de 45 años abrió el horno a las cinco.", "es"),
        ("A 58-year-old gardener died in the heat.", "en"),
    ],
)
def test_an_age_after_a_trade_or_a_nationality_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Un crucero de 12 días recorre el Caribe.", "es", [("12", "días")]),
        ("El país firmó un acuerdo de 10 años con la empresa.", "es", [("10", "años")]),
        ("The gardener has worked in the park for 12 years.", "en", [("12", "years")]),
    ],
)
def test_a_thing_or_a_term_keeps_its_length(text, language, expected):
    assert figures(text, language) == expected
