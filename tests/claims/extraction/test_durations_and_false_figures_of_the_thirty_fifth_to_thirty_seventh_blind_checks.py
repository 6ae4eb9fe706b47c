"""Durations, time phrases and numbers that are no figure, from the misses of the
thirty-fifth to thirty-seventh blind rounds: a body numbered after a number sign, a
walk named by its distance. Sentences of our own in English and Spanish, with the
sentences where each rule must not fire."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit.split()[0] if f.unit else "") for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A court or a unit numbered after "N°", "Nº", "n.º", "No.": a name, not a count.
        ("La causa pasó al Juzgado Penal N° 2 de Lima.", "es", []),
        ("El titular del Juzgado Federal Nº 4 de Salta ordenó 12 detenciones.", "es", [("12", "exact", "detenciones")]),
        ("La unidad n.º 4 de la policía detuvo a 12 personas.", "es", [("12", "exact", "personas")]),
        ("The appeal was heard in Court No. 3 at Leeds.", "en", []),
        # A degree sign after a number is still a temperature.
        ("La temperatura llegó a 5° en Lima.", "es", [("5", "exact", "°C")]),
        # A walk named by its distance, after a record, a medal or a placing.
        ("La marchista batió el récord nacional de los 20 kilómetros marcha en Quito.", "es", []),
        ("Fue tercera en los 35 km marcha del campeonato.", "es", []),
        ("She won silver in the 20km race walk in Rome.", "en", []),
        # A distance walked is a figure.
        ("Marchó 20 kilómetros bajo la lluvia.", "es", [("20", "exact", "kilómetros")]),
        ("He walked 20 kilometres to the border.", "en", [("20", "exact", "kilometres")]),
    ],
)
def test_numbered_bodies_and_named_races_are_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A few things pointed back to, as "both" does.
        ("Mañana necesitaremos las dos cosas, dijo el entrenador.", "es", []),
        ("These two things are not in contradiction, he said.", "en", []),
        ("Compró dos cosas en la tienda.", "es", [("2", "exact", "cosas")]),
        ("He bought two things at the shop.", "en", [("2", "exact", "things")]),
        # A place whose name opens with a number word.
        ("Es una mujer de 60 años, vecina de Dos Hermanas, que espera una operación.", "es", []),
        ("She grew up on a farm near Two Rivers.", "en", []),
        # A count of places, in a sentence or a title-case headline, stays a figure.
        ("Fires broke out in two counties.", "en", [("2", "exact", "counties")]),
        ("Storm Hits Homes in Two Counties", "en", [("2", "exact", "Counties")]),
        ("Los dos equipos empataron.", "es", [("2", "exact", "equipos")]),
    ],
)
def test_both_things_and_places_named_with_a_number_are_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The gap since the last such event, counted back from the latest.
        ("It was the airline's second profit warning in three months.", "en", [("3", "exact", "months")]),
        ("It was the third burst on the same stretch of pipe in 18 months.", "en", [("18", "exact", "months")]),
        ("Second failure in 14 months for the maker.", "en", [("14", "exact", "months")]),
        # "the second time in …" and the Spanish count count the span too (corpus README,
        # 6 December: the span of a record); a moment ahead and a year do not.
        ("It was the second time in five months that it cut prices.", "en", [("5", "exact", "months")]),
        ("The second phase will be finished in three months.", "en", []),
        ("He won his second title in 2019.", "en", []),
        ("Se trata del tercer aplazamiento en cuatro años.", "es", [("4", "exact", "años")]),
    ],
)
def test_an_ordinal_event_in_a_span_counts_the_span(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The level a wait or a term is put at.
        ("El tiempo medio de espera se situó en 142 días.", "es", [("142", "exact", "días")]),
        ("Es un trámite que la ley fija en 45 días hábiles.", "es", [("45", "exact", "días")]),
        ("La demora quedó en 20 minutos.", "es", [("20", "exact", "minutos")]),
        # A period that frames the clause stays background.
        ("En 20 minutos llegó la ayuda.", "es", []),
        ("La ayuda llegó en 20 minutos de caos.", "es", []),
    ],
)
def test_a_wait_put_at_a_level_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # How long a bond between two parties runs, written onto its noun.
        ("The firm signed a 20-year power purchase agreement.", "en", [("20", "exact", "years")]),
        ("The port was handed over under a 25-year concession.", "en", [("25", "exact", "years")]),
        # An age written onto a noun stays no figure.
        ("The 10-year-old agreement was scrapped.", "en", []),
    ],
)
def test_the_length_of_an_agreement_written_onto_it_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # How long something has not happened is more than the span.
        ("The roads have not been resurfaced for more than 30 years.", "en", [("30", "more_than", "years")]),
        ("The bridge hasn't been painted in more than ten years.", "en", [("10", "more_than", "years")]),
        ("No ha llovido durante más de 40 días.", "es", [("40", "more_than", "días")]),
        # What is denied above the number is still a ceiling.
        ("Nobody waited for more than two hours.", "en", [("2", "at_most", "hours")]),
        ("Ningún hogar pagará más de 30 euros.", "es", [("30", "at_most", "euros")]),
    ],
)
def test_a_span_something_has_not_happened_in_is_more_than_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # How short the interval between two events was, stressed by "only", "apenas".
        ("La empresa avisó apenas sesenta minutos antes de que cerraran las puertas.", "es",
         [("60", "exact", "minutos")]),
        ("The firm warned staff only two hours before the doors closed.", "en", [("2", "exact", "hours")]),
        # The time between two events opening its sentence is one too.
        ("Dos años después, la fábrica cerró.", "es", [("2", "exact", "años")]),
        ("Just two days later, it reopened.", "en", [("2", "exact", "days")]),
    ],
)
def test_a_short_interval_stressed_before_an_event_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # How long someone has been doing what the gerund says.
        ("In 30 years of running races, I have never seen this.", "en", [("30", "exact", "years")]),
        ("In my 20 years of teaching, nothing like this happened.", "en", [("20", "exact", "years")]),
        ("En 20 años cultivando la tierra nunca vi algo así.", "es", [("20", "exact", "años")]),
        # Years of a thing are how long it went on too: the corpus annotates every "in/en
        # N years of/de …" with a number as a duration (19 of 19), as it does after
        # "tras"/"after" (16 of 16).
        ("In two years of talks, nothing changed.", "en", [("2", "exact", "years")]),
        ("En dos años de obras no se avanzó.", "es", [("2", "exact", "años")]),
        # No number, no figure.
        ("In the early years of the policy, attendance rose.", "en", []),
    ],
)
def test_years_spent_doing_something_are_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The people a relative clause picks out by what happened to them twice.
        ("The group urged customers who had been charged twice to contact their banks.", "en", []),
        ("Pidió a los clientes que fueron cobrados dos veces que llamen al banco.", "es", []),
        # How often it happened, asserted, stays a figure.
        ("The suspect was arrested twice last year.", "en", [("2", "exact", "times")]),
        ("Some customers were charged twice.", "en", [("2", "exact", "times")]),
        ("El sospechoso fue detenido dos veces.", "es", [("2", "exact", "veces")]),
    ],
)
def test_twice_that_picks_out_a_group_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "you look twice": you doubt what you see, as "think twice" is no count.
        ("When a runner suddenly turns into a champion, you look twice.", "en", []),
        ("She looked twice at the result before she believed it.", "en", []),
        # A count of times stays a figure.
        ("The river flooded twice this year.", "en", [("2", "exact", "times")]),
    ],
)
def test_looking_twice_is_no_count(text, language, expected):
    assert figures(text, language) == expected
