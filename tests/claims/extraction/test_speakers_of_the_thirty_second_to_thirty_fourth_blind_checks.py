"""Speakers in forms the thirty-second to thirty-fourth blind checks found unread, each
by a general rule. Sentences of our own."""

import pytest

from claims.extraction import extract


def speaker_of(text, language, words):
    return next(p.speaker for p in extract(text, language=language) if words in p.quote)


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The Eastfield Gazette printed the letters in May. In a statement, the newspaper said its "
            "sources had been checked twice.",
            "en",
            "its sources had been checked",
            "Eastfield Gazette",
        ),
        (
            "The mayor sued the Morning Herald last year. The paper said the story was accurate.",
            "en",
            "the story was accurate",
            "Morning Herald",
        ),
        (
            "El alcalde demandó a El Heraldo del Sur por sus reportajes. En su defensa, el diario aseguró que "
            "todas sus fuentes eran fiables.",
            "es",
            "todas sus fuentes eran fiables",
            "Heraldo del Sur",
        ),
    ],
)
def test_a_newspaper_called_by_what_it_is_is_the_one_newspaper_named(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words",
    [
        (
            "The Eastfield Gazette and the Morning Herald both printed the letters. The newspaper said its "
            "sources had been checked twice.",
            "en",
            "its sources had been checked",
        ),
        ("The council met on Monday. The newspaper said its sources had been checked twice.", "en", "its sources"),
        (
            "El Ministerio de Salud publicó las cifras. El diario aseguró que todas sus fuentes eran fiables.",
            "es",
            "todas sus fuentes eran fiables",
        ),
    ],
)
def test_a_newspaper_by_its_kind_is_no_one_when_not_one_newspaper_is_named(text, language, words):
    assert speaker_of(text, language, words) is None


LEAD_ES = (
    "El juicio contra el exalcalde de Villanueva comenzó este lunes en la Audiencia Provincial con la "
    "declaración de los primeros testigos de la acusación.\n\n"
)


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Outside court, a spokeswoman for the Union of Local Printers said the case was being watched closely.",
            "en",
            "the case was being watched",
            "Union of Local Printers",
        ),
        ("Amid the protests, Maria Lopez said the plan had failed.", "en", "the plan had failed", "Maria Lopez"),
        (
            LEAD_ES + "Fuera del tribunal, una portavoz de la Asociación de Impresores dijo que el caso era grave.",
            "es",
            "el caso era grave",
            "Asociación de Impresores",
        ),
        (
            LEAD_ES + "A la salida del juzgado, el abogado Luis Peña afirmó que la sentencia era injusta.",
            "es",
            "la sentencia era injusta",
            "Luis Peña",
        ),
    ],
)
def test_where_they_spoke_opening_the_sentence_is_never_the_speaker(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


def test_a_place_opening_the_sentence_with_no_one_after_it_is_no_one():
    text = "Outside court, a spokeswoman said the case was being watched closely."
    assert speaker_of(text, "en", "the case was being watched") is None


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Coach Anna Berg defended the schedule, saying the pitch had been used “at least four times” this month.",
            "en",
            "saying the pitch",
            "Anna Berg",
        ),
        (
            LEAD_ES + "El alcalde Tomás Ortega defendió la obra, asegurando que había costado «menos de 40 millones "
            "de euros».",
            "es",
            "asegurando que había costado",
            "Tomás Ortega",
        ),
        # No one named opens the sentence: the figure is no one's.
        ("Rescuers searched the hillside overnight, saying at least 12 people were still missing.", "en", "12", None),
    ],
)
def test_a_figure_in_a_participle_clause_is_given_by_the_subject_speaking(text, language, words, speaker):
    figure = next(p for p in extract(text, language=language) if p.kind == "statistic" and words in p.quote)
    assert figure.speaker == speaker


@pytest.mark.parametrize(
    "text, speaker",
    [
        ("«Faltan médicos en la selva», afirmó la adjunta para la Salud de la Defensoría, Julia Ramos.", "Julia Ramos"),
        ("«Faltan médicos en la selva», dijo el coordinador del Programa de Salud Rural, Pablo Ibarra.", "Pablo Ibarra"),
        ("«Faltan médicos en la selva», explicó la asesora de la Consejería de Sanidad, Eva Mora.", "Eva Mora"),
    ],
)
def test_a_deputy_adviser_or_coordinator_of_a_body_set_off_before_a_name_is_that_person(text, speaker):
    assert speaker_of(text, "es", "Faltan médicos") == speaker


def test_a_deputy_of_a_body_with_no_name_after_is_no_one():
    assert speaker_of("«Faltan médicos en la selva», afirmó la adjunta de la Defensoría.", "es", "Faltan") is None


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


OFFICIAL_ES = (
    "La alcaldesa, Rosa María Quintela, anunció ayudas para los vecinos afectados por la riada. «Nadie se "
    "quedará atrás», afirmó en rueda de prensa.\n\n"
)


@pytest.mark.parametrize(
    "introduction",
    [
        "Tomás Arévalo, jubilado de 68 años, enseñó el sótano anegado de su casa.",
        "Nuria Beltrán, madre de dos alumnos del colegio, enseñó el sótano anegado de su casa.",
    ],
)
def test_a_bare_verb_after_a_person_introduced_by_an_age_or_a_kin_is_that_person(introduction):
    text = OFFICIAL_ES + introduction + " «El agua llegó al techo», dijo. «Lo perdimos todo»."
    speaker = introduction.split(",")[0]
    assert quote_speakers(text, "es") == ["Rosa María Quintela", speaker, speaker]


def test_a_dash_quote_after_a_mother_introduced_is_hers():
    text = (
        OFFICIAL_ES + "Nuria Beltrán, madre de una alumna, aseguró que nadie les avisó a tiempo.\n\n"
        "—Nos enteramos por la radio —lamentó—. Esa noche dormimos en casa de mi hermana."
    )
    assert quote_speakers(text, "es")[1:] == ["Nuria Beltrán", "Nuria Beltrán"]


def test_the_official_speaking_after_the_neighbour_is_still_the_official():
    text = (
        "Tomás Arévalo, jubilado de 68 años, enseñó el sótano anegado de su casa.\n\n"
        "La alcaldesa, Rosa María Quintela, anunció ayudas para los vecinos. «Nadie se quedará atrás», afirmó."
    )
    assert quote_speakers(text, "es") == ["Rosa María Quintela"]


YOUNG_ES = (
    "En el barrio de La Ribera, Daniel Ortuño, de {age} años, dejó el instituto en marzo. Ahora reparte pedidos "
    "en bicicleta por las tardes.\n\n"
    "«Me gustaban las clases, pero hacía falta dinero», contó el joven, el mayor de tres hermanos. «Quizá vuelva»."
)


def test_the_young_one_with_an_apposition_is_the_young_person_introduced():
    assert quote_speakers(YOUNG_ES.format(age=16), "es") == ["Daniel Ortuño", "Daniel Ortuño"]
    text = (
        "Amy Cole, 16, left school last spring to work at her uncle’s garage.\n\n"
        "“I liked school, but we needed the money,” said the teenager, the eldest of four. “Maybe next year.”"
    )
    assert quote_speakers(text, "en") == ["Amy Cole", "Amy Cole"]


def test_the_young_one_is_no_one_when_the_person_introduced_is_not_young():
    assert quote_speakers(YOUNG_ES.format(age=47), "es")[0] is None


@pytest.mark.parametrize(
    "text, speaker",
    [
        ("«El puerto sigue cerrado», explicó a Europa Press un portavoz de Protección Civil.", "Protección Civil"),
        ("«El puerto sigue cerrado», dijo a Onda Norte una portavoz de la Autoridad Portuaria.", "Autoridad Portuaria"),
        ("«El puerto sigue cerrado», explicó a Europa Press un portavoz.", None),
        ("«El puerto sigue cerrado», explicó en una entrevista con Radio Bética.", None),
    ],
)
def test_a_spokesperson_after_the_outlet_told_speaks_for_their_body(text, speaker):
    assert quote_speakers(text, "es") == [speaker]


def claims_of(text, language):
    return [(p.kind, p.speaker, p.quote) for p in extract(text, language=language)]


def test_what_is_reported_after_two_figures_joined_by_and_that_is_a_claim_of_its_own():
    text = (
        "El Ministerio de Vivienda atribuyó el retraso a la falta de obreros. En un comunicado, el ministerio "
        "señaló que ya se han firmado contratos por 120 millones de pesos (unos 6 millones de dólares) y que "
        "las obras terminarán «antes de que acabe el verano»."
    )
    assert ("fact", "Ministerio de Vivienda", "las obras terminarán «antes de que acabe el verano»") in claims_of(
        text, "es"
    )
    english = (
        "The Housing Department blamed a shortage of builders. In a statement, the department said it had signed "
        "contracts worth £120m ($150m) and that the work would be finished “before the end of the summer”."
    )
    assert any(
        speaker == "Housing Department" and quote.startswith("the work would be finished")
        for _, speaker, quote in claims_of(english, "en")
    )


def test_a_short_tail_after_the_figures_is_no_claim():
    text = (
        "El Ministerio de Vivienda atribuyó el retraso a la falta de obreros. En un comunicado, el ministerio "
        "señaló que ya se han firmado contratos por 120 millones de pesos (unos 6 millones de dólares) y que bastan."
    )
    assert not any(quote.endswith("bastan") for _, _, quote in claims_of(text, "es"))


MATCH_ES = (
    "El Arenal ganó la final de la Copa por 3-2 ante el Puerto Nuevo, vigente campeón, en un pabellón lleno.\n\n"
    "«Nos tocaba sufrir», explicó en la sala de prensa el entrenador del Arenal, Julián Benavente, que "
    "debutaba en una final.\n\n"
    "{subject} destacó el mérito de un equipo modesto. «Aquí nadie cobra una fortuna», añadió."
)


@pytest.mark.parametrize(
    "subject, speaker",
    [
        ("El técnico sevillano", "Julián Benavente"),
        ("El preparador gallego", "Julián Benavente"),
        # Someone else no one named spoke in between: the quote is not the coach's.
        ("Un aficionado sevillano", None),
    ],
)
def test_a_role_with_where_they_are_from_after_the_person_is_that_person(subject, speaker):
    assert quote_speakers(MATCH_ES.format(subject=subject), "es")[-1] == speaker


def test_an_unnamed_speaker_between_still_stops_he_in_english():
    text = (
        "Harbour City won the cup final 3-2 on Sunday in front of a full stadium.\n\n"
        "“We had to suffer,” said coach Tom Berg.\n\n"
        "An Italian fan said the referee had been poor. “It was unfair,” he added."
    )
    assert quote_speakers(text, "en") == ["Tom Berg", None]


BECOMING_ES = (
    "Clara Ibáñez, de Vecinos Unidos, se convierte en la primera alcaldesa de Villaseca tras una moción\n\n"
    "El pleno de Villaseca aprobó este viernes la moción de censura contra el regidor, Tomás Lucena, por 11 "
    "votos a 10.\n\n"
    "«Vamos a gobernar para todos los vecinos», afirmó {role}, que recibió el bastón de mando entre aplausos."
)


@pytest.mark.parametrize("role", ["la nueva alcaldesa", "la alcaldesa"])
def test_an_office_a_person_became_is_their_role(role):
    assert quote_speakers(BECOMING_ES.format(role=role), "es") == ["Clara Ibáñez"]


def test_an_office_no_one_became_is_no_one():
    text = BECOMING_ES.replace("se convierte en la primera alcaldesa de Villaseca", "presentó la moción en Villaseca")
    assert quote_speakers(text.format(role="la nueva alcaldesa"), "es") == [None]


def test_an_office_a_person_was_elected_to_in_english():
    text = (
        "Clara Ibanez was elected mayor of Westford on Friday after a recall vote that split the town.\n\n"
        "The council confirmed the count on Saturday morning.\n\n"
        "“We will govern for everyone,” the new mayor said."
    )
    assert quote_speakers(text, "en") == ["Clara Ibanez"]
