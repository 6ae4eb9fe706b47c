"""Speakers in forms wire copy uses that the sixth and seventh blind checks found
unread, each by a general rule: more Spanish and English speech verbs ("contestó",
"confesó", "ha avisado", "conceded"); "dijo a la AFP Rosa Giménez" (an outlet's
initials, then the speaker); "explicó Gil a este diario"; "declaró en la primera
sesión" (no subject: the person named last); a name inside the quoted words is never
their speaker; a body's initials are the name it was given with ("the National
Weather Institute (NWI)" … "The NWI"); ", adding: “…”" is the sentence's speaker; a
colon that names someone the text introduced ("Ruiz: «…»", "Lo cuenta Marta Gil, …:
«…»"), not a label ("Update: “…”"). Sentences of
our own."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


def speakers(text, language):
    return [(p.kind, p.speaker) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ("—Me enteré por la radio, como todos —contestó Varela.", "es", "Varela"),
        ("«No me lo creo», confesó Lucía Prats, emocionada, en la meta.", "es", "Lucía Prats"),
        ("La próxima edición empezará en Bilbao. Moreno ya ha avisado: «Vuelvo para ganar».", "es", "Moreno"),
        ('"We were second best," Tom Hale conceded after the match.', "en", "Tom Hale"),
    ],
)
def test_more_speech_verbs(text, language, speaker):
    assert quote_speakers(text, language) == [speaker]


def test_an_outlets_initials_then_the_speaker():
    text = (
        '"Seguimos sin agua y nadie vino", dijo a la AFP Lorena Benítez, de 45 años, maestra. '
        '"¿Qué más tenemos que esperar?"'
    )
    assert quote_speakers(text, "es") == ["Lorena Benítez", "Lorena Benítez"]


def test_a_surname_said_to_this_paper_is_the_person_named_in_full():
    text = (
        "La consejera de Cultura, Inés Prado Lasa, presentó el plan.\n\n"
        "—No podemos hacerlo todo en un año —explicó Prado a este diario—. Pero lo haremos."
    )
    assert quote_speakers(text, "es") == ["Inés Prado Lasa", "Inés Prado Lasa"]


@pytest.mark.parametrize(
    "text",
    [
        "El exalcalde Tomás Ortega negó este martes haber cobrado comisiones. «Yo nunca he cobrado nada. Nunca», "
        "declaró en la primera sesión.",
        "El exalcalde de Villarreal del Monte (Huesca) Tomás Ortega negó ante el tribunal haber cobrado comisiones. "
        "«Yo nunca he cobrado nada», declaró en la primera sesión de la vista oral.",
    ],
)
def test_a_verb_without_subject_before_where_it_was_said_is_the_person_named_last(text):
    assert quote_speakers(text, "es") == ["Tomás Ortega"]


def test_a_name_inside_the_quoted_words_is_not_their_speaker():
    text = (
        "El noruego Lars Berg, su gran rival, terminó segundo.\n\n"
        "—Fuerza en la montaña, nada más. Pablo ha sido el mejor y lo digo sin problema —respondió a este periódico."
    )
    assert quote_speakers(text, "es") == ["Lars Berg"]


@pytest.mark.parametrize(
    "text, language, body",
    [
        (
            "Winds reached 140 mph, the National Weather Institute (NWI) said. The NWI had warned of a "
            '"catastrophic" storm surge along the coast.',
            "en",
            "National Weather Institute",
        ),
        (
            "La Organización Nacional de Aguas (ONA) publicó el balance. La ONA había advertido de una sequía "
            "«sin precedentes» en la región.",
            "es",
            "Organización Nacional de Aguas",
        ),
    ],
)
def test_a_bodys_initials_are_the_name_the_text_gave_them_with(text, language, body):
    assert speakers(text, language)[-1] == ("fact", body)


def test_a_quotation_after_adding_is_the_sentences_speaker():
    text = (
        '"We won a fair deal," said Megan Hollis, the union\'s chair in Cardiff.\n\n'
        'She told local radio the walkout had been "the toughest call of our careers", adding: '
        '"No teacher wants to leave a classroom."'
    )
    assert quote_speakers(text, "en") == ["Megan Hollis"] * 3


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ("La alcaldesa, Marta Ruiz, habló con los vecinos. Ruiz: «No vamos a cerrar la escuela».", "es", "Marta Ruiz"),
        ('Mayor Ana Ruiz spoke to residents on Monday. Ana Ruiz: "We will not close the school."', "en", "Ana Ruiz"),
        ("Lo explica Marta Gil, de 52 años, cuya hija trabaja en el puerto: «Nadie nos avisó».", "es", "Marta Gil"),
        ("Marta Gil, de 52 años, lo resume así: «Nadie nos avisó de nada».", "es", "Marta Gil"),
        ('Anna Price, a nurse at the clinic, put it simply: "We are exhausted."', "en", "Anna Price"),
    ],
)
def test_a_colon_after_a_name_opens_that_persons_words(text, language, speaker):
    assert quote_speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        ('The sign on the door was blunt: "Closed until further notice."', "en"),
        ('The report had a clear title: "Waiting for care."', "en"),
        ("El lema de la marcha era claro: «Ni una menos».", "es"),
        # A label is no one the text introduced.
        ('Update: "The road has reopened to traffic."', "en"),
        ("Nota: «El texto ha sido editado por razones de espacio».", "es"),
        ('Breaking News: "The road has reopened to traffic."', "en"),
    ],
)
def test_a_colon_after_no_name_gives_no_speaker(text, language):
    assert all(p.speaker is None for p in extract(text, language=language))


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La ministra de Trabajo, Elena Ortiz, recibió a este diario en su despacho.\n\nP: ¿Va a dimitir?\n\n"
            "R: No. Tengo un mandato y lo voy a cumplir hasta el final.\n\nP: ¿Y la reforma?\n\n"
            "R: Saldrá adelante antes del verano, con o sin apoyos.",
            "es",
            "Elena Ortiz",
        ),
        (
            "We spoke to the harbour master, Liam Burke, on Friday.\n\nQ: Will the port reopen?\n\n"
            "A: Yes. We expect the first ships back soon.\n\nQ: And the jobs?\n\nA: Every one of them is safe.",
            "en",
            "Liam Burke",
        ),
    ],
)
def test_every_answer_of_an_interview_is_the_interviewees(text, language, speaker):
    assert quote_speakers(text, language) == [speaker, speaker]
