"""How long someone has been at something is a duration the sentence asserts, a figure
(the corpus README's convention, years included): a life's work, years somewhere, a span
told in a relative clause or an apposition, "llevar" with years or seasons, and an end
put to a period. A year, a date, a time of day, an age and time judged as it was lived
stay no figure. Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit.split()[0]) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Years at a trade or a place, in a perfect tense or a past one.
        ('"I have been repairing boats here for 25 years," he said.', "en", [("25", "exact", "years")]),
        ("«Llevo veinte años arreglando barcas en este puerto», dijo.", "es", [("20", "exact", "años")]),
        ("Ines Morel has kept bees on the hillside for 35 years.", "en", [("35", "exact", "years")]),
        ("Su tía trabajó en la panadería durante 28 años.", "es", [("28", "exact", "años")]),
        ("Su tía trabajó 28 años en la panadería.", "es", [("28", "exact", "años")]),
        # A relative clause or an apposition.
        ("The guard, who had patrolled the dock for 19 years, retired in May.", "en", [("19", "exact", "years")]),
        ("La guardia, que vigiló el muelle durante 19 años, se jubiló en mayo.", "es", [("19", "exact", "años")]),
        ("Omar Pike, a bus driver for 14 years, joined the protest.", "en", [("14", "exact", "years")]),
        ("Una vecina que vive en el barrio desde hace más de treinta años pidió ayuda.", "es",
         [("30", "more_than", "años")]),
        # "llevar" with years, seasons or hours told in passing.
        ("Llevamos cinco años reclamando un semáforo.", "es", [("5", "exact", "años")]),
        ("El equipo llevaba tres temporadas sin ascender.", "es", [("3", "exact", "temporadas")]),
        ("La enfermera, que llevaba once horas de guardia, fue atendida.", "es", [("11", "exact", "horas")]),
        # A family's generations on the land.
        ("His family has grazed sheep on the moor for five generations.", "en", [("5", "exact", "generations")]),
        # An end put to a period.
        ("The ruling ended four years of frozen rents.", "en", [("4", "exact", "years")]),
        ("La reforma pone fin a tres años de congelación de las tarifas.", "es", [("3", "exact", "años")]),
    ],
)
def test_how_long_someone_has_been_at_something_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A year, a date, a time of day, an age.
        ("She opened the bakery in 1998.", "en"),
        ("La panadería abrió el 4 de mayo.", "es"),
        ("The ferry left at 6 o'clock.", "en"),
        ("Carmen Ruiz, de 71 años, pidió ayuda.", "es"),
        # Time judged as it was lived, and the time before what happened next.
        ("«Han sido tres años muy duros para el barrio», dijo.", "es"),
        ("The town went through two long, hard years after the flood.", "en"),
        ("After two years of talks, the deal was signed.", "en"),
        ("Tras dos años de obras, el puente reabrió.", "es"),
    ],
)
def test_years_dates_times_ages_and_time_judged_stay_no_figure(text, language):
    assert figures(text, language) == []
