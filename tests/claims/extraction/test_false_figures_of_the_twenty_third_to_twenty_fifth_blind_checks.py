"""Numbers that are no figure, from the misses of the twenty-third to twenty-fifth blind
checks, each tested on sentences of our own in English and Spanish, with the shapes that
must keep their figure."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit.split()[0] if f.unit else "") for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        # A service's short number, after "número"/"number" and what the line is.
        ("Sanidad habilitó el número gratuito 4343 para resolver dudas.", "es"),
        ("El ayuntamiento abrió el número de atención 1550 para los vecinos.", "es"),
        ("Families can ring the free number 0300 for advice.", "en"),
        ("Residents can use the helpline number 8080 around the clock.", "en"),
    ],
)
def test_a_service_number_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El número de contagios llegó a 4343.", "es", [("4343", "contagios")]),
        ("The number of callers rose to 4343 last year.", "en", [("4343", "callers")]),
        ("La línea gratuita recibió 4343 llamadas.", "es", [("4343", "llamadas")]),
    ],
)
def test_a_count_of_a_number_or_a_line_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A city's division named by its number.
        ("La galería está en el distrito 8 de la capital.", "es", []),
        ("Los robos subieron en los distritos 3 y 5.", "es", []),
        ("La violencia bajó en la comuna 13 de Medellín.", "es", []),
        ("Officers from precinct 9 made the arrest.", "en", []),
        ("The school is in district 4 of the city.", "en", []),
        # What a district has or lost is counted.
        ("El distrito tiene 40 escuelas.", "es", [("40", "escuelas")]),
        ("The district lost 300 jobs.", "en", [("300", "jobs")]),
        ("En el distrito, 300 familias perdieron su casa.", "es", [("300", "familias")]),
    ],
)
def test_a_district_by_its_number_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # An age after "at", closing what someone does or did.
        ("She lost her savings and is now cleaning offices at 68.", "en", []),
        ("He retired at 65, after the mine closed.", "en", []),
        ("Still coaching at 80, she led the team to a title.", "en", []),
        ("Perdió sus ahorros y ahora limpia oficinas a los 68.", "es", []),
        ("Se jubiló a los 65, cuando cerró la mina.", "es", []),
        # A level, a price or a speed after "at" keeps its number.
        ("Shares closed at 71 on Friday.", "en", [("71", "")]),
        ("The index was trading at 71.", "en", [("71", "")]),
        ("He was caught driving at 70.", "en", [("70", "")]),
        ("The death toll stood at 71.", "en", [("71", "death")]),
        # A point or a comma before a digit goes on with the number: no age.
        ("Investors sold, valuing the group at 41.2 billion euros.", "en", [("41200000000", "euros")]),
        (
            "Trading closed higher, valuing the firm at 25.6 billion Norwegian crowns ($2.4 billion).",
            "en",
            [("25600000000", "Norwegian"), ("2400000000", "dollars")],
        ),
        ("Floods hit the valley, putting losses at 45,000 hectares.", "en", [("45000", "hectares")]),
    ],
)
def test_an_age_after_at_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A group counted before, named again by its number with nothing after it.
        ('Eleven miners died in the blast. "My brother was one of the eleven."', "en", [("11", "miners")]),
        ("Murieron once mineros. «Mi hermano era uno de los once», dijo.", "es", [("11", "mineros")]),
        # Part of a group counted with its noun counts both.
        ("Two of the 11 victims were children.", "en", [("2", "victims"), ("11", "victims")]),
        ("Dos de los 11 heridos siguen ingresados.", "es", [("2", "heridos"), ("11", "heridos")]),
    ],
)
def test_a_group_named_again_by_its_number_is_no_new_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # How often, where it defines the group the sentence is about.
        ("Commuters who cross the A4 bridge twice every working day now pay about $3,000 a year.", "en",
         [("3000", "dollars")]),
        ("Nurses who work three times a week earn less.", "en", []),
        ("Los conductores que cruzan el puente dos veces al día pagan ya unos 3.000 euros al año.", "es",
         [("3000", "euros")]),
        # How often something happened, or happens, is counted.
        ("He was arrested twice last year.", "en", [("2", "times")]),
        ("The bus runs four times a day.", "en", [("4", "times")]),
        ("El autobús pasa cuatro veces al día.", "es", [("4", "veces")]),
        ("The man who was arrested twice last year was freed.", "en", [("2", "times")]),
    ],
)
def test_how_often_defining_a_group_is_no_figure(text, language, expected):
    assert figures(text, language) == expected
