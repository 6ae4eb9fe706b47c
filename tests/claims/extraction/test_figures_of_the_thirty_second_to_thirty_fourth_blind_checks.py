"""Counts and units from the thirty-second to thirty-fourth blind checks, on sentences of
our own in English and Spanish: a part of a group one owns ("two of my brothers"), with
the sentences where each rule must not fire."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Two of my brothers work at the mill.", "en", [("2", "exact", "brothers")]),
        ("She said three of my neighbours had moved away.", "en", [("3", "exact", "neighbours")]),
        ("Dos de mis hermanos trabajan en la fábrica.", "es", [("2", "exact", "hermanos")]),
        ("Según contó, tres de tus vecinos se mudaron.", "es", [("3", "exact", "vecinos")]),
        # No group after "of": the number is no count.
        ("Two of mine were late again.", "en", []),
        ("He said two of my own had left.", "en", []),
    ],
)
def test_a_part_of_a_group_someone_owns_counts_the_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The tanker made a 1.5-billion-litre delivery.", [("1500000000", "exact", "litres")]),
        ("Farmers expect a 2-million-tonne harvest this year.", [("2000000", "exact", "tonnes")]),
        # A scale not hyphened onto a noun is read as before.
        ("The probe flew 4.1 billion kilometres.", [("4100000000", "exact", "kilometres")]),
    ],
)
def test_a_scale_hyphened_into_a_measure_multiplies_it(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "actuales", "anteriores", "antes" say when, not what is counted: the figure
        # compared with, or the same things counted before, say what.
        (
            "La diputación subirá su aportación a 8 millones de euros, frente a los 5 millones actuales.",
            [("8000000", "exact", "euros"), ("5000000", "exact", "euros")],
        ),
        (
            "La empresa contrató a 40 personas, frente a las 25 anteriores.",
            [("40", "exact", "personas"), ("25", "exact", "personas")],
        ),
        (
            "La cooperativa ha plantado 300 olivos y plantará otros 200 antes del verano.",
            [("300", "exact", "olivos"), ("200", "exact", "olivos")],
        ),
        # The noun before them is still what is counted.
        ("Los 12 meses anteriores fueron peores.", [("12", "exact", "meses")]),
    ],
)
def test_a_word_of_time_after_a_number_is_no_unit(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "El informe señala una caída en el número de socios, que pasó de 2.400 a unos 2.100.",
            "es",
            [("2400", "exact", "socios"), ("2100", "approximately", "socios")],
        ),
        (
            "The library reported a rise in borrowers, which climbed to 4,800.",
            "en",
            [("4800", "exact", "borrowers")],
        ),
        # A singular noun before the relative is no count of things.
        ("El paro, que bajó a 3.000, preocupa.", "es", [("3000", "exact", "")]),
        # The relative's own noun still counts: "reached 400 workers".
        ("He toured the plant, which reached 400 workers last year.", "en", [("400", "exact", "workers")]),
    ],
)
def test_a_relative_pronoun_before_a_change_counts_the_noun_it_stands_for(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "above"/"below" say where a count stands against a mark, not what it counts.
        (
            "The union collected 4,210 pledges, some 700 above the number it needed.",
            [("4210", "exact", "pledges"), ("700", "approximately", "pledges")],
        ),
        ("The appeal raised 2,000 donations, 300 below the target.", [("2000", "exact", "donations"), ("300", "exact", "donations")]),
        # A noun before "above" is still what is counted.
        ("The river peaked 30 centimetres above the flood mark.", [("30", "exact", "centimetres")]),
    ],
)
def test_above_or_below_a_mark_is_no_unit(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "un"/"a" after a part of a group is an article, not the whole it is part of.
        (
            "Según el juez, dos de los acusados firmaron un pacto con la fiscalía.",
            "es",
            [("2", "exact", "acusados")],
        ),
        # A whole counted is still what the part counts.
        (
            "Two of the 12 defendants signed a deal.",
            "en",
            [("2", "exact", "defendants"), ("12", "exact", "defendants")],
        ),
    ],
)
def test_an_article_after_a_part_is_no_whole(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Tres de los pasajeros necesitaron atención médica.", "es", [("3", "exact", "pasajeros")]),
        ("Dos de los socios han firmado un pacto con el banco.", "es", [("2", "exact", "socios")]),
        ("Cuatro de los heridos siguen graves.", "es", [("4", "exact", "heridos")]),
        ("Three of the injured remain in hospital.", "en", [("3", "exact", "injured")]),
        # A part that speaks is who speaks, not a figure.
        ("Two of the officers said they had seen nothing.", "en", []),
        ("Dos de los vecinos aseguraron que no oyeron nada.", "es", []),
        ("Dos de los testigos declararon ante el juez.", "es", []),
    ],
)
def test_a_part_opening_its_clause_counts_what_befell_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "of them" after a measure counts the group counted before it, not the measure;
        # "the other two" is then the rest of that group.
        (
            "Los otros cinco pescadores, en un bote de 9 metros, fueron rescatados, y tres de ellos siguen "
            "ingresados. Los otros dos recibieron el alta.",
            "es",
            [("5", "exact", "pescadores"), ("9", "exact", "metros"), ("3", "exact", "pescadores"),
             ("2", "exact", "pescadores")],
        ),
        (
            "Six walkers were lifted from a 30-metre ledge, and four of them remain in hospital.",
            "en",
            [("6", "exact", "walkers"), ("30", "exact", "metres"), ("4", "exact", "walkers")],
        ),
        # A count before "of them" still says what they are.
        (
            "Nine people were hurt, five of them children.",
            "en",
            [("9", "exact", "people"), ("5", "exact", "children")],  # a described part (corpus README)
        ),
    ],
)
def test_of_them_after_a_measure_counts_the_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # How often, or by how much, between "superar" and the number: still above it.
        ("Las temperaturas rebasan a menudo los 40 grados.", [("40", "more_than", "grados")]),
        ("En invierno las olas superan con frecuencia los 6 metros.", [("6", "more_than", "metros")]),
        ("Las ventas superaron con creces las 3.000 unidades.", [("3000", "more_than", "unidades")]),
        # Without a verb of exceeding the number is exact.
        ("Las olas miden con frecuencia 6 metros.", [("6", "exact", "metros")]),
    ],
)
def test_an_adverb_of_frequency_after_superar_keeps_more_than(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # The other side's tally, after "por" and before the side's name, counts what
        # the first side's did, "veces" included.
        ("El Betis tiró 18 veces a puerta, por 9 del Sevilla.", [("18", "exact", "veces"), ("9", "exact", "veces")]),
        ("Lanzó 41 veces, por 29 de la Real Sociedad.", [("41", "exact", "veces"), ("29", "exact", "veces")]),
        # "ganó por 3 goles" names its own noun; no side is named after a bare "por".
        ("El equipo ganó por 3 goles.", [("3", "exact", "goles")]),
    ],
)
def test_the_other_sides_tally_counts_what_the_first_did(text, expected):
    assert figures(text, "es") == expected
