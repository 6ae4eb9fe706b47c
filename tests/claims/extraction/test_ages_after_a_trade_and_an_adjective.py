"""A person described by a trade and one adjective, or named by a nationality, then an age
is no figure: "un bombero voluntario de 26 años", "Un andinista polaco de 41 años", "un
trabajador rural de 38 en Pozo Colorado", "un polaco de 35 años y una checa de 29," (as
"a Polish woman, 41," and "a 26-year-old volunteer firefighter" are none in English). A
thing's term ("una hipoteca de 30 años"), time at work ("de 20 años de antigüedad"), an
age bound ("menor de 30 años") and a count with its noun stay as they were. Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Juzgan a un bombero voluntario de 26 años acusado de provocar el incendio.", "es"),
        ("Un andinista polaco de 41 años murió el lunes en el cerro.", "es"),
        ("Murió un trabajador rural de 38 en Pozo Colorado.", "es"),
        ("Los heridos, un polaco de 35 años y una checa de 29, fueron evacuados.", "es"),
        ("Una enfermera jubilada de 67 años encabezó la marcha.", "es"),
        ("El detenido es un sueco de 52 que vivía en la zona.", "es"),
        ("A Polish woman, 41, died on Monday on the mountain.", "en"),
        ("Police charged a 26-year-old volunteer firefighter with starting the blaze.", "en"),
    ],
)
def test_an_age_after_a_trade_and_an_adjective_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Firmó una hipoteca de 30 años.", "es", [("30", "exact", "años")]),
        ("Compró un saco de 50 kilos.", "es", [("50", "exact", "kilos")]),
        ("Contrató a un trabajador temporal de 38 en total.", "es", [("38", "exact", "un trabajador temporal")]),
        ("The climbers carried 41 kilos of gear.", "en", [("41", "exact", "kilos")]),
    ],
)
def test_terms_and_counts_stay_figures(text, language, expected):
    assert figures(text, language) == expected
