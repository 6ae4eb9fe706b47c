"""Pronouns that agree with their person, Spanish speech verbs without a subject,
approximators, forecasts and halves: rules tested on sentences of our own, in
English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction import extract
from claims.extraction.figures import find_figures
from claims.extraction.gender import gender_of_first_name, gender_of_words
from claims.extraction.numbers import find_numbers


def quotes(text, language="en"):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


def speaker_of(text, words, language="en"):
    found = [p.speaker for p in extract(text, language=language) if words in p.quote]
    assert found, extract(text, language=language)
    return found[0]


# Pronouns agree --------------------------------------------------------------


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        # The last named person is a man: "she" is not him.
        (
            "The council's finance chief, Helen Marsh, presented the accounts. Her deputy, Tom Riley, "
            'defended the cuts.\n\n"We had no other choice," she said.',
            "en",
            "We had no other choice",
            "Helen Marsh",
        ),
        (
            "Mrs. Okafor chaired the meeting. Councillor Peter Lund asked about the roads. "
            '"The repairs start in May," she said.',
            "en",
            "The repairs start in May",
            "Okafor",
        ),
        # And "he" is not a woman the text showed to be one.
        (
            'Coach Martin Blake named his squad. The captain, Sarah Keane, is injured. "We will manage," he said.',
            "en",
            "We will manage",
            "Martin Blake",
        ),
        # A Spanish role's article says it: "la portavoz", "el portavoz".
        (
            "La portavoz del grupo, Irene Sala, pidió la dimisión. El alcalde, Jorge Peña, no respondió. "
            "«Es una vergüenza», dijo ella.",
            "es",
            "Es una vergüenza",
            "Irene Sala",
        ),
    ],
)
def test_a_pronoun_agrees_with_the_person_it_stands_for(text, language, words, speaker):
    assert speaker_of(text, words, language) == speaker


def test_she_after_an_unnamed_woman_is_nobody_named():
    text = (
        "The company's lawyer, Daniel Ross, said the firm had paid every worker.\n\n"
        "One former cleaner, a woman who did not want to be named, said she was owed three months of wages. "
        '"I stopped buying food," she said.'
    )
    assert speaker_of(text, "I stopped buying food") is None


def test_the_same_person_by_role_keeps_the_name():
    text = (
        "Mayor Anna Fields opened the session. The mayor said the budget was balanced. "
        '"We will not raise taxes," she said.'
    )
    assert speaker_of(text, "We will not raise taxes") == "Anna Fields"


@pytest.mark.parametrize(
    "words, gender",
    [
        ("Mrs.", "f"),
        ("la portavoz de la oposición", "f"),
        ("el portavoz", "m"),
        ("the club's spokesman", "m"),
        ("a nurse", None),
        ("His lawyer", None),
        ("Dr.", None),
        ("la Dra.", "f"),
    ],
)
def test_gender_of_a_title_or_role(words, gender):
    assert gender_of_words(words) == gender


@pytest.mark.parametrize(
    "name, gender",
    [
        ("Owen Baptiste", "m"),
        ("Rachel Finch", "f"),
        ("Lucía Soto", "f"),
        ("Joaquín Lerma", "m"),
        ("Baptiste", None),
        ("Nikita Orlov", None),
        ("Rocío Marín", "f"),
        ("Kim Lee", None),
    ],
)
def test_gender_of_a_first_name(name, gender):
    assert gender_of_first_name(name) == gender


# Spanish speech verbs without a subject ------------------------------------------


@pytest.mark.parametrize(
    "verb",
    [
        "afirmó",
        "aseguró",
        "señaló",
        "indicó",
        "explicó",
        "agregó",
        "añadió",
        "dijo",
        "sostuvo",
        "advirtió",
        "declaró",
        "subrayó",
        "insistió",
        "reiteró",
        "lamentó",
    ],
)
def test_a_spanish_verb_after_a_quote_speaks_for_the_person_just_named(verb):
    text = (
        "La directora del centro, Paula Herrero, presentó el plan de obras. "
        f"«Las aulas estarán listas en septiembre», {verb}."
    )
    assert quotes(text, "es") == [("Las aulas estarán listas en septiembre", "Paula Herrero")]


def test_a_spanish_verb_with_a_circumstance_and_no_subject():
    text = (
        "El consejero de Empleo, Andrés Villa, visitó la fábrica. "
        "«Ningún puesto está en peligro», aseguró en rueda de prensa."
    )
    assert quotes(text, "es") == [("Ningún puesto está en peligro", "Andrés Villa")]


def test_a_plural_spanish_verb_is_not_the_person_named_last():
    text = "El alcalde, Jorge Peña, presentó el plan. «Es insuficiente», aseguraron desde la oposición."
    assert quotes(text, "es") == [("Es insuficiente", None)]


def test_a_spanish_verb_without_a_subject_before_reported_words():
    text = "La ministra, Elena Ruiz, visitó el hospital. Además, añadió que la obra costará 12 millones de euros."
    figure = [p for p in extract(text, language="es") if p.kind == "statistic"][0]
    assert (figure.speaker, figure.value) == ("Elena Ruiz", Decimal(12_000_000))


# Approximators, forecasts and halves -------------------------------------------


def figures(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El gasto en cultura cayó casi un 12 % el año pasado.", "es", (Decimal(12), "less_than", "percent")),
        ("La factura subió alrededor de un 7 % en marzo.", "es", (Decimal(7), "approximately", "percent")),
        ("La temperatura ronda los 41 grados en el valle.", "es", (Decimal(41), "approximately", "grados")),
        ("Acudieron más o menos 300 vecinos a la asamblea.", "es", (Decimal(300), "approximately", "vecinos")),
        (
            "El proyecto costará del orden de 20 millones de euros.",
            "es",
            (Decimal(20_000_000), "approximately", "euros"),
        ),
        ("Participaron no menos de 80 voluntarios.", "es", (Decimal(80), "at_least", "voluntarios")),
        ("Se admitirán un máximo de 25 alumnos por aula.", "es", (Decimal(25), "at_most", "alumnos")),
        ("The repairs will cost in the region of $4 million.", "en", (Decimal(4_000_000), "approximately", "dollars")),
        ("Some 60 or so families were moved.", "en", (Decimal(60), "approximately", "families")),
        ("Tickets sold for as little as 5 pounds.", "en", (Decimal(5), "at_least", "pounds")),
        ("The deal is worth north of 900 jobs to the town.", "en", (Decimal(900), "more_than", "jobs")),
    ],
)
def test_approximators(text, language, expected):
    assert figures(text, language)[0] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Según el plan, el paro bajará hasta los 90.000 desempleados en 2028.", "exact"),
        ("La plantilla se reducirá hasta los 450 trabajadores.", "exact"),
        ("Las ventas podrían crecer hasta los 3 millones de unidades.", "exact"),
        ("El ayuntamiento ofrece ayudas de hasta 3.000 euros por familia.", "at_most"),
    ],
)
def test_hasta_after_a_change_is_where_it_ends(text, expected):
    assert figures(text, "es")[0][1] == expected


@pytest.mark.parametrize(
    "text, language, value, unit",
    [
        ("La espera en urgencias llegó a siete horas y media.", "es", Decimal("7.5"), "horas"),
        ("Las obras durarán dos años y medio más de lo previsto.", "es", Decimal("2.5"), "años"),
        ("La nueva planta costará cuatro millones y medio de euros.", "es", Decimal(4_500_000), "euros"),
        ("Medio millón de personas se manifestaron en la capital.", "es", Decimal(500_000), "personas"),
        ("Patients waited two and a half hours on average.", "en", Decimal("2.5"), "hours"),
        ("The new stand cost three and a half million pounds.", "en", Decimal(3_500_000), "pounds"),
        ("Half a million people signed the petition.", "en", Decimal(500_000), "people"),
        ("The crossing now takes an hour and a half.", "en", Decimal("1.5"), "hour"),
    ],
)
def test_halves(text, language, value, unit):
    assert figures(text, language)[0][::2] == (value, unit)


def test_half_past_is_not_a_half_more():
    assert [m.value for m in find_numbers("Cerró a las dos y media de la tarde.", language="es")] == [Decimal(2)]


def test_lowercase_ronda_is_not_a_street():
    assert figures("El precio ronda los 30 euros.", "es") == [(Decimal(30), "approximately", "euros")]


# Background and small counts -------------------------------------------------------


@pytest.mark.parametrize(
    "text, language",
    [
        ('"My father carried sacks all his life. He is 79."', "en"),
        ("After three years of talks, the strike ended.", "en"),
        ('"I catch the 38 to school," said one pupil.', "en"),
        ("The club was relegated two seasons ago.", "en"),
        ("Tras dos años de negociaciones, la huelga terminó.", "es"),
    ],
)
def test_background_that_is_not_a_figure(text, language):
    assert figures(text, language) == []


def test_a_streak_is_still_a_figure():
    assert figures("Prices have risen for 12 months in a row.") == [(Decimal(12), "exact", "months")]


def test_a_count_of_the_counted_things_after_a_possessive():
    assert figures("Reyes scored three of the team's five goals.")[0] == (Decimal(3), "exact", "goals")


def test_a_fraction_more_is_a_share():
    assert figures("Tickets cost a quarter more than last year.") == [(Decimal(25), "exact", "percent")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Las tarifas subirán entre un 5 y un 8 % en enero.", (Decimal(5), "at_least", "percent")),
        ("La reparación durará dos semanas como máximo.", (Decimal(2), "at_most", "semanas")),
        (
            "La afiliación creció un 3 % en el último año en toda la comarca del sur, hasta los 1.200 socios.",
            (Decimal(1200), "exact", "socios"),
        ),
    ],
)
def test_spanish_ranges_trailing_qualifiers_and_where_a_change_ends(text, expected):
    assert figures(text, "es")[-1] == expected


def test_trailing_at_least_in_english():
    assert figures("We need 300 volunteers at least.") == [(Decimal(300), "at_least", "volunteers")]


def test_a_spanish_verb_then_to_whom_has_the_subject_named_last():
    text = "La alcaldesa, Nuria Campos, visitó el barrio. «Vamos a reabrir el centro de salud», declaró a la prensa."
    assert quotes(text, "es") == [("Vamos a reabrir el centro de salud", "Nuria Campos")]


def test_a_paper_published_in_a_journal_is_the_journals():
    text = "Two in five patients relapsed within a year, according to a paper published in the Lancet Oncology."
    statistic = [p for p in extract(text) if p.kind == "statistic"][0]
    assert statistic.speaker == "Lancet Oncology"


# Spanish compound tenses, circumstances, "según explicó", "Para X", a role alone ----


@pytest.mark.parametrize(
    "text, speaker",
    [
        (
            "El alcalde, Ramón Vidal, visitó el barrio. «No hay fecha para la reapertura», ha explicado.",
            "Ramón Vidal",
        ),
        (
            "«Es un día triste», ha señalado en declaraciones a los medios el consejero de Salud, Javier Prieto.",
            "Javier Prieto",
        ),
        ("«Lo hemos hablado con todos», ha dicho Sánchez en una entrevista con Radio Norte.", "Sánchez"),
        (
            "La presidenta, Elena Soler, que habló ante 300 socios, aseguró: «No daremos un paso atrás».",
            "Elena Soler",
        ),
        ("«No estamos de acuerdo», han asegurado desde la patronal.", None),
    ],
)
def test_spanish_compound_tenses_and_circumstances(text, speaker):
    (found,) = quotes(text, "es")
    assert found[1] == speaker


@pytest.mark.parametrize(
    "text, speaker",
    [
        ("Según explicó la directora, Ana Gil, «el centro abrirá en mayo».", "Ana Gil"),
        ("Para el economista Pablo Ruiz, «la subida de tipos llegará tarde».", "Pablo Ruiz"),
        (
            "El incendio ha calcinado unas 1.500 hectáreas, según ha informado el servicio de emergencias.",
            "el servicio de emergencias",
        ),
    ],
)
def test_segun_with_a_verb_and_para_someone(text, speaker):
    found = [p for p in extract(text, language="es") if p.speaker or p.speaker_role]
    assert found and found[0].speaker == speaker


def test_para_a_time_is_not_a_speaker():
    proposals = extract("Para el próximo año, el Gobierno prevé un crecimiento del 2 %.", language="es")
    assert all(p.speaker is None and not p.speaker_role for p in proposals)


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La ministra de Trabajo, Inés Calvo, visitó la planta. «Lo haremos antes de verano», ha asegurado la ministra.",
            "es",
            "Inés Calvo",
        ),
        (
            'Prime Minister Helen Ward visited the site on Monday. "We will rebuild," the prime minister said.',
            "en",
            "Helen Ward",
        ),
        # Two people with the role: it could be either.
        (
            'The finance minister, Tom Ellis, and the health minister, Sara Kent, spoke. "We agree," the minister said.',
            "en",
            None,
        ),
        # An indefinite role is someone no one named.
        (
            'Mayor Ana Ruiz opened the meeting. "The report is late," a spokesperson for the mayor said.',
            "en",
            None,
        ),
        # The role's gender must fit: "la fiscal" is not the man who was a prosecutor.
        (
            "El fiscal, Pedro Soto, pidió cárcel. «No hay atenuantes», dijo la fiscal.",
            "es",
            None,
        ),
    ],
)
def test_a_definite_role_alone_is_the_one_person_named_with_it(text, language, speaker):
    (found,) = quotes(text, language)
    assert found[1] == speaker


def test_a_clause_after_said_is_not_its_speaker():
    text = "Dr. Ruth Kim, who leads the trial, said the results were encouraging."
    (found,) = [p for p in extract(text) if p.speaker]
    assert (found.quote, found.speaker) == ("the results were encouraging", "Ruth Kim")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The storm left 1.2m homes without power.", [(Decimal(1_200_000), "exact", "homes")]),
        ("Organisers said 3bn people watched.", [(Decimal(3_000_000_000), "exact", "people")]),
        ("She built a 5m wall and won the 100m hurdles.", []),
        ("Temperatures reached 41.3C in Seville.", [(Decimal("41.3"), "exact", "°C")]),
        ("In Córdoba the thermometer hit 40 °C.", [(Decimal(40), "exact", "°C")]),
    ],
)
def test_millions_glued_to_a_count_and_temperatures(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The river peaked 40cm below the record.", [(Decimal(40), "exact", "cm")]),
        ("Rainfall reached 120mm and winds hit 90mph.", [(Decimal(120), "exact", "mm"), (Decimal(90), "exact", "mph")]),
        ("The new plant produces 400MW.", [(Decimal(400), "exact", "MW")]),
    ],
)
def test_measures_written_onto_the_number(text, expected):
    assert figures(text) == expected


def test_hasta_after_a_change_named_by_a_noun():
    text = "El índice cerró con una subida del 0,8 %, hasta los 9.420 puntos."
    assert figures(text, "es")[-1] == (Decimal(9420), "exact", "puntos")


def test_a_percentage_of_a_year_ago_is_a_percent():
    text = "El 52 % aprueba la gestión, frente al 47 % de hace un año."
    assert [f[2] for f in figures(text, "es")][-1] == "percent"


@pytest.mark.parametrize(
    "text, words, speaker",
    [
        (
            'Sarah Lopez and her husband, Mark, were evacuated. "We ran," she said. "The water was at the door," '
            "he added.",
            "The water was at the door",
            "Mark",
        ),
        (
            'Asked whether she would resign, Health Secretary Julia Marsh said: "Absolutely not."',
            "Absolutely not",
            "Julia Marsh",
        ),
        (
            "Preguntada por la dimisión, la consejera Rosa Vidal respondió: «No me voy a ir».",
            "No me voy a ir",
            "Rosa Vidal",
        ),
    ],
)
def test_a_first_name_alone_and_an_asked_intro(text, words, speaker):
    language = "es" if "«" in text else "en"
    assert speaker_of(text, words, language) == speaker


def test_a_relative_clause_between_dashes_is_not_the_speaker():
    text = 'The minister — who took office in March — said the plan would cost "less than people think".'
    assert [p.speaker_role for p in extract(text) if p.speaker_role] == ["The minister"]


@pytest.mark.parametrize(
    "text, speaker, via",
    [
        ("«Vamos a recurrir la sentencia», explicó a EFE el abogado de la familia, Jorge Sanz.", "Jorge Sanz", "EFE"),
        ("«Faltan manos», dijo a la cadena SER la jefa de servicio, Marta Vela, en el hospital.", "Marta Vela", None),
        ("«Estoy feliz», reconoció tras el partido el delantero, Iván Cobo.", "Iván Cobo", None),
        ("«No nos escuchan», explicó a este periódico Luis Mora.", "Luis Mora", None),
    ],
)
def test_whom_and_when_before_a_subject_after_the_verb(text, speaker, via):
    (quote,) = [p for p in extract(text, language="es") if p.kind == "quote"]
    assert quote.speaker == speaker
    if via:
        assert quote.via == via


def test_en_palabras_de():
    text = "En palabras de la directora del museo, Clara Ibáñez, «es la mayor donación de nuestra historia»."
    assert [p.speaker for p in extract(text, language="es") if p.speaker] == ["Clara Ibáñez"]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Voters in the 18 to 24 age group backed the measure.", "en"),
        ("Turnout among 18-24 year-olds rose sharply.", "en"),
        ("Vivía en el número 12 de la calle Mayor.", "es"),
        ("La tienda abrió a finales de los años noventa.", "es"),
    ],
)
def test_age_groups_house_numbers_and_decades_are_not_figures(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text",
    [
        "—No vamos a dimitir —dijo Gómez a los periodistas—. Seguiremos trabajando.",
        "«Es pronto para valorar», señaló Gómez al término de la reunión.",
    ],
)
def test_when_or_to_whom_in_lower_case_after_a_name_is_not_the_name(text):
    assert {speaker for _, speaker in quotes(text, "es")} == {"Gómez"}


def test_a_trailing_according_to_a_description_is_the_frame_not_a_claim():
    text = "The plant would use up to 900,000 gallons a day, according to papers lodged with the council last week."
    assert [p.kind for p in extract(text)] == ["statistic"]


@pytest.mark.parametrize(
    "text, fragment",
    [
        (
            "La portavoz de la plataforma vecinal, Nuria Gil, criticó que el 40 % de las obras siga parado.",
            "La portavoz de la plataforma vecinal",
        ),
        ("Tidewater's head of operations, Ian Cole, said 300 jobs would go.", "Tidewater's head of operations"),
    ],
)
def test_a_role_before_a_name_is_no_claim_of_its_own(text, fragment):
    language = "es" if "criticó" in text else "en"
    assert all(p.quote != fragment for p in extract(text, language=language))
