"""Speaker shapes a catalogue of wire attributions found unread after the thirty-fifth
blind round, each by a general rule. Sentences of our own."""

import pytest

from claims.extraction import extract


def speaker_of(text, language, words):
    return next(p.speaker for p in extract(text, language=language) if words in p.quote)


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        ("Northgate Rail's spokesman said services would resume on Tuesday.", "en", "services would resume", "Northgate Rail"),
        ("The Red Cross’s spokeswoman said 40 people had been treated.", "en", "40 people", "Red Cross"),
        ("NATO's chief spokesman said 300 troops would leave in May.", "en", "300 troops would leave", "NATO"),
        # Spanish says it with "de", as it always did.
        ("La portavoz de la Cruz Roja dijo que 40 personas fueron atendidas.", "es", "40 personas", "Cruz Roja"),
    ],
)
def test_the_spokesperson_of_a_body_named_as_its_owner_speaks_for_it(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words",
    [
        # A person's spokesperson, and a single word that may be a surname, name no body.
        ("Laura Kent's spokesman said services would resume on Tuesday.", "en", "services would resume"),
        ("Kent's spokesman said 40 people had been treated.", "en", "40 people had been treated"),
        ("The company's spokesman said 40 people had been treated.", "en", "40 people had been treated"),
        ("El portavoz de Laura Kent dijo que 40 personas fueron atendidas.", "es", "40 personas"),
    ],
)
def test_the_spokesperson_of_a_person_or_an_unnamed_owner_is_no_one_named(text, language, words):
    assert speaker_of(text, language, words) is None


TWO_EN = "Frank Doyle, the union leader, met Laura Kent, the minister, on Monday. "
TWO_ES = "Pedro Salas, líder sindical, se reunió el lunes con Carmen Ortega, la ministra. "


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (TWO_EN + "The former said the strike would start on 3 May.", "en", "the strike would start", "Frank Doyle"),
        (TWO_EN + "The latter said the strike was unlawful under the 2016 act.", "en", "the strike was unlawful", "Laura Kent"),
        (
            TWO_EN + "The latter said the strike was unlawful under the 2016 act. She added that 40 staff would cover.",
            "en",
            "40 staff would cover",
            "Laura Kent",
        ),
        (TWO_ES + "El primero dijo que la huelga empezará el 3 de mayo.", "es", "la huelga empezará", "Pedro Salas"),
        (TWO_ES + "La segunda aseguró que la huelga es ilegal desde 2016.", "es", "la huelga es ilegal", "Carmen Ortega"),
        (TWO_ES + "Esta última dijo que la huelga es ilegal desde 2016.", "es", "la huelga es ilegal", "Carmen Ortega"),
        (
            TWO_ES + "El primero, visiblemente molesto, dijo que la huelga empezará el 3 de mayo.",
            "es",
            "la huelga empezará",
            "Pedro Salas",
        ),
    ],
)
def test_the_former_and_the_latter_are_the_first_and_second_of_two_people_just_named(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words, not_speaker",
    [
        # Three people named: which one is no one can say.
        (
            "Frank Doyle met Laura Kent and Tom Reed on Monday. The latter said the strike was unlawful under the 2016 act.",
            "en",
            "the strike was unlawful",
            "Tom Reed",
        ),
        (
            "Pedro Salas, Ana Gil y Carmen Ortega se reunieron el lunes. Esta última dijo que la huelga es ilegal desde 2016.",
            "es",
            "la huelga es ilegal",
            "Carmen Ortega",
        ),
        # "the former mayor" is a role, not the first of the two; "el primero en llegar"
        # describes someone.
        (TWO_EN + "The former mayor said the strike was unlawful under the 2016 act.", "en", "the strike was unlawful", "Frank Doyle"),
        (TWO_ES + "El primero en llegar dijo que la huelga empezará el 3 de mayo.", "es", "la huelga empezará", "Pedro Salas"),
        # "El último" is a man: not Carmen Ortega, the second named.
        (TWO_ES + "El último dijo que la huelga es ilegal desde 2016.", "es", "la huelga es ilegal", "Carmen Ortega"),
    ],
)
def test_the_former_or_the_latter_is_read_only_of_two_people_just_named(text, language, words, not_speaker):
    assert speaker_of(text, language, words) != not_speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Helen Price, 54, runs the shelter on Mill Road. The 54-year-old said demand had doubled since March.",
            "en",
            "demand had doubled",
            "Helen Price",
        ),
        (
            "54-year-old Helen Price runs the shelter. “Demand has doubled since March,” the 54-year-old said.",
            "en",
            "Demand has doubled",
            "Helen Price",
        ),
        (
            "Carmen Ortega, de 54 años, dirige el albergue. La mujer de 54 años dijo que la demanda se duplicó desde marzo.",
            "es",
            "la demanda se duplicó",
            "Carmen Ortega",
        ),
        (
            "Pedro Gil (19) estudia en Lima. «Los alquileres subieron un 20 % este año», dijo el joven de 19 años.",
            "es",
            "Los alquileres subieron",
            "Pedro Gil",
        ),
    ],
)
def test_a_person_called_by_the_age_the_text_gave_them_is_that_person(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words",
    [
        # Two people of that age, or no one of it.
        (
            "Helen Price, 54, and Tom Reed, 54, run the shelter. The 54-year-old said demand had doubled since March.",
            "en",
            "demand had doubled",
        ),
        ("Helen Price, 54, runs the shelter. The 32-year-old said demand had doubled since March.", "en", "demand had doubled"),
        # "el hombre" is not Carmen Ortega, whatever her age.
        (
            "Carmen Ortega, de 54 años, dirige el albergue. «La demanda se duplicó desde marzo», dijo el hombre de 54 años.",
            "es",
            "La demanda se duplicó",
        ),
    ],
)
def test_an_age_no_one_or_more_than_one_was_given_is_no_one_named(text, language, words):
    assert speaker_of(text, language, words) is None


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        ("Laura Kent admitted the plan was 40 days late.", "en", "the plan was 40 days late", "Laura Kent"),
        ("Laura Kent conceded the scheme had cost £2m more than planned.", "en", "the scheme had cost", "Laura Kent"),
        ("Northgate Rail acknowledges it had failed 40 customers.", "en", "it had failed 40 customers", "Northgate Rail"),
        # Spanish takes "que", as it always did.
        ("Lucía García Márquez reconoció que hubo 40 errores.", "es", "hubo 40 errores", "Lucía García Márquez"),
        ("Lucía García Márquez admitió que el plan llevaba 40 días de retraso.", "es", "el plan llevaba", "Lucía García Márquez"),
    ],
)
def test_admitting_or_conceding_a_clause_without_that_reports_it(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, words",
    [
        # What is admitted or conceded is a thing, not words the speaker said.
        ("Laura Kent admitted two counts of fraud and was jailed for 40 months.", "40 months"),
        ("Laura Kent conceded defeat after 40 years in the seat.", "40 years"),
        ("Laura Kent acknowledged the problem in 2020 and apologised to 40 families.", "40 families"),
    ],
)
def test_admitting_or_conceding_a_thing_reports_nothing(text, words):
    assert speaker_of(text, "en", words) is None


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Anna de la Vega, the mayor, opened the session. De la Vega said the budget was 40 million euros.",
            "en",
            "the budget was 40 million",
            "Anna de la Vega",
        ),
        (
            "Maria van der Berg, the engineer, inspected the dikes. Van der Berg said 40 metres had failed.",
            "en",
            "40 metres had failed",
            "Maria van der Berg",
        ),
        (
            "Ana de la Vega, alcaldesa, abrió la sesión. De la Vega dijo que el presupuesto era de 40 millones.",
            "es",
            "el presupuesto era de 40 millones",
            "Ana de la Vega",
        ),
        (
            "Ana de la Vega, alcaldesa, abrió la sesión. «Faltan 40 millones», aseguró De la Vega.",
            "es",
            "Faltan 40 millones",
            "Ana de la Vega",
        ),
    ],
)
def test_a_surname_two_particles_open_is_the_person_named_in_full_with_it(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        # Another surname with a particle is another person; a body keeps its name.
        (
            "Maria van der Berg, the engineer, inspected the dikes. Van Dijk said 40 metres had failed.",
            "en",
            "40 metres had failed",
            "Van Dijk",
        ),
        (
            "El Ministerio de la Vivienda informó de que faltan 40 millones.",
            "es",
            "faltan 40 millones",
            "Ministerio de la Vivienda",
        ),
    ],
)
def test_a_surname_with_particles_is_no_one_else_and_a_body_keeps_its_name(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Laura Kent met bankers on Monday. Speaking after the meeting, she said prices would rise by 5% in May.",
            "en",
            "prices would rise",
            "Laura Kent",
        ),
        (
            "Laura Kent met bankers on Monday. Writing in the Guardian, she said prices would rise by 5% in May.",
            "en",
            "prices would rise",
            "Laura Kent",
        ),
        (
            "Laura Kent met bankers on Monday. Addressing the conference, she said prices would rise by 5% in May.",
            "en",
            "prices would rise",
            "Laura Kent",
        ),
        (
            "Hablando tras la reunión, Carmen Ortega dijo que los precios subirán un 5 % en mayo.",
            "es",
            "los precios subirán",
            "Carmen Ortega",
        ),
    ],
)
def test_an_opening_that_says_where_or_how_someone_spoke_leaves_the_speaker_after_it(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words",
    [
        # "he" is not Laura Kent, however the sentence opens.
        (
            "Laura Kent met bankers on Monday. Speaking after the meeting, he said prices would rise by 5% in May.",
            "en",
            "prices would rise",
        ),
        (
            "Carmen Ortega se reunió con los bancos. Hablando tras la reunión, él dijo que los precios subirán un 5 % en mayo.",
            "es",
            "los precios subirán",
        ),
    ],
)
def test_an_opening_that_says_how_someone_spoke_names_no_one_by_itself(text, language, words):
    assert speaker_of(text, language, words) is None


@pytest.mark.parametrize(
    "text, words, speaker",
    [
        (
            "Carmen Ortega se reunió con los bancos. Los precios subirán un 5 % en mayo, aseguró.",
            "Los precios subirán",
            "Carmen Ortega",
        ),
        (
            "Carmen Ortega se reunió con los bancos el lunes. Los precios subirán un 5 % en mayo, añadió después.",
            "Los precios subirán",
            "Carmen Ortega",
        ),
        (
            "Carmen Ortega se reunió con los bancos. Los precios subirán un 5 % en mayo, aseguró este lunes.",
            "Los precios subirán",
            "Carmen Ortega",
        ),
    ],
)
def test_a_spanish_verb_with_no_subject_closing_a_statement_is_the_person_named_last(text, words, speaker):
    assert speaker_of(text, "es", words) == speaker


@pytest.mark.parametrize(
    "text, language, words",
    [
        # No one named before it; a body of many ("aseguraron") is not a person.
        ("La reunión duró 40 minutos. Los precios subirán un 5 % en mayo, aseguró.", "es", "Los precios subirán"),
        (
            "Los sindicatos se reunieron con la patronal. Los salarios subirán un 3 % en 2025, aseguraron.",
            "es",
            "Los salarios subirán",
        ),
        # English names its subject: "…, said." is no frame.
        ("Laura Kent met bankers. Prices will rise by 5% in May, said.", "en", "Prices will rise"),
    ],
)
def test_a_verb_with_no_subject_closing_a_statement_names_no_one_by_itself(text, language, words):
    assert speaker_of(text, language, words) is None
