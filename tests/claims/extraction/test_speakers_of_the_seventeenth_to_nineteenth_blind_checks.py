"""Speakers of forms the seventeenth to nineteenth blind checks missed, as general
rules on sentences of our own in English and Spanish."""

import pytest

from claims.extraction import extract


def speaker_of(text, language, words):
    found = [(p.kind, p.quote, p.speaker) for p in extract(text, language=language)]
    return next(who for _, quote, who in found if words in quote), found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Health Minister Rosa Vidal visited the ward on Monday.\n\n"
            'Asked by a reporter whether she would resign, Vidal said: "I am not going anywhere."',
            "en",
            "not going anywhere",
            "Rosa Vidal",
        ),
        (
            'Health Minister Rosa Vidal visited the ward on Monday.\n\nWhen asked, Vidal said: "I am staying."',
            "en",
            "I am staying",
            "Rosa Vidal",
        ),
        (
            "La consejera Rosa Vidal visitó el hospital el lunes.\n\n"
            "Preguntada por los periodistas, Vidal respondió: «No voy a dimitir».",
            "es",
            "No voy a dimitir",
            "Rosa Vidal",
        ),
        (
            "La consejera Rosa Vidal visitó el hospital el lunes.\n\n"
            "Cuando fue preguntada, Vidal respondió: «No voy a dimitir».",
            "es",
            "No voy a dimitir",
            "Rosa Vidal",
        ),
    ],
)
def test_someone_asked_before_they_answer(text, language, words, speaker):
    """ "Asked by a reporter whether …, X said:", "When asked, X said:", "Cuando fue
    preguntada, X respondió:": who asked and what come before the speaker."""
    assert speaker_of(text, language, words)[0] == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The bakery, owned by Crumbwell Foods, employs 40 people. "
            'The company said in a statement that it was "devastated" by the fire.',
            "en",
            "devastated",
            "Crumbwell Foods",
        ),
        (
            "La planta, gestionada por Lácteos Norteños, emplea a 85 personas. "
            "La empresa dijo que estaba «destrozada».",
            "es",
            "destrozada",
            "Lácteos Norteños",
        ),
    ],
)
def test_who_owns_or_runs_a_place_is_a_company(text, language, words, speaker):
    """ "The bakery, owned by Crumbwell Foods, …. The company said": the owner of a
    place is the company the text then calls by its kind."""
    assert speaker_of(text, language, words)[0] == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "El alcalde abrirá un expediente a la promotora, Sonora Eventos, por los retrasos.\n\n"
            'La promotora dijo que fue "un fallo puntual".',
            "es",
            "un fallo puntual",
            "Sonora Eventos",
        ),
        (
            "The council hired the contractor, Brightline Build, in May.\n\n"
            'The contractor said the work was "on schedule".',
            "en",
            "on schedule",
            "Brightline Build",
        ),
        (
            "El gobernador explicó que la empresa constructora, Puentes del Sur, deberá responder.\n\n"
            "La constructora, por su parte, señaló en un comunicado que la obra «cumplió todas las normas».",
            "es",
            "cumplió todas las normas",
            "Puentes del Sur",
        ),
        ('The council met on Monday.\n\nThe contractor said the work was "on schedule".', "en", "on schedule", None),
    ],
)
def test_a_company_called_by_its_trade(text, language, words, speaker):
    """ "la promotora, Sonora Eventos" and then "La promotora dijo": a company called
    by its trade, given before its name (set off by a comma or not); no one when no
    body of that trade was named."""
    assert speaker_of(text, language, words)[0] == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            'Ana Ruiz, the mayor, spoke on Monday.\n\nRuiz, for her part, said the plan was "a good start".',
            "en",
            "a good start",
            "Ana Ruiz",
        ),
        (
            "La alcaldesa, Ana Ruiz, habló el lunes.\n\nRuiz, sin embargo, dijo que el plan era «un buen comienzo».",
            "es",
            "un buen comienzo",
            "Ana Ruiz",
        ),
    ],
)
def test_an_aside_between_speaker_and_verb(text, language, words, speaker):
    """ "X, for her part, said", "X, sin embargo, dijo": the aside set off by commas is
    no part of the speaker."""
    assert speaker_of(text, language, words)[0] == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Losses could top $5 million, although the city treasurer, Javier Lozano, warned that the figure "
            'was "very provisional".',
            "en",
            "very provisional",
            "Javier Lozano",
        ),
        (
            "Las pérdidas podrían superar los 5 millones de euros, aunque el concejal de Hacienda, Javier Lozano, "
            "advirtió de que la cifra «es todavía provisional».",
            "es",
            "es todavía provisional",
            "Javier Lozano",
        ),
    ],
)
def test_a_speaker_after_although(text, language, words, speaker):
    """ "…, although the treasurer, X, warned that": the clause after the conjunction
    has its own speaker."""
    assert speaker_of(text, language, words)[0] == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Sarah Trevena, whose family has run the Porthaven fish market since 1961, said catches had "
            'been "better than ever".',
            "en",
            "better than ever",
            "Sarah Trevena",
        ),
        (
            "Marta Gil, cuya familia regenta el bar Casa Gil desde 1961, dijo que las ventas fueron «mejores que nunca».",
            "es",
            "mejores que nunca",
            "Marta Gil",
        ),
    ],
)
def test_a_whose_clause_between_speaker_and_verb(text, language, words, speaker):
    """ "X, whose family has run the Porthaven market since 1961, said": the relative
    clause, capitals and all, is no part of the speaker."""
    assert speaker_of(text, language, words)[0] == speaker


def test_the_question_answered_before_a_spanish_verb_without_subject():
    """ "A la pregunta de la fiscal de si …, respondió: «…»": the person just named
    answers, and the question alone is no claim."""
    text = (
        "En el banquillo se sienta el maquinista, Ramón Esteve.\n\n"
        "Esteve apenas levantó la vista del papel. A la pregunta de la fiscal de si había visto la señal, "
        "respondió: «No la recuerdo»."
    )
    who, found = speaker_of(text, "es", "No la recuerdo")
    assert who == "Ramón Esteve"
    assert not any(quote.startswith("A la pregunta") for _, quote, _ in found)


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The head of the Northern Federation of Independent Family Doctors and Rural Nurses, the professor "
            'Ana Reyes, has welcomed the plan, although she has warned that clinics "cannot cope".',
            "en",
            "cannot cope",
            "Ana Reyes",
        ),
        (
            "La presidenta de la Federación Española de Enfermería Familiar y Comunitaria, la doctora Ana Reyes, "
            'ha celebrado el plan, aunque ha advertido de que los centros "no pueden más".',
            "es",
            "no pueden más",
            "Ana Reyes",
        ),
    ],
)
def test_a_long_role_then_a_titled_name(text, language, words, speaker):
    """ "La presidenta de <a long body>, la doctora Ana Reyes, ha celebrado …, aunque ha
    advertido …": a long role may lead a name after its title."""
    assert speaker_of(text, language, words)[0] == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "El cantante Nacho Ferrán actuó el sábado.\n\nPor su parte, Nacho Ferrán se dirigió a sus seguidores "
            'en las redes sociales al terminar el concierto: "Lo siento de corazón".',
            "es",
            "Lo siento de corazón",
            "Nacho Ferrán",
        ),
        (
            'After the show, Nacho Ferran addressed his fans on social media: "I am truly sorry."',
            "en",
            "I am truly sorry",
            "Nacho Ferran",
        ),
    ],
)
def test_a_name_opening_the_clause_before_a_colon_after_an_intro(text, language, words, speaker):
    """ "Por su parte, X se dirigió a sus seguidores …: «…»", "After the show, X
    addressed his fans: "…"": the name that opens the clause after the intro speaks."""
    assert speaker_of(text, language, words)[0] == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La Audiencia Provincial ha condenado a seis años de prisión al empresario Luis Mora.\n\n"
            '"El acusado diseñó un entramado para eludir impuestos", señala la sentencia.',
            "es",
            "El acusado diseñó",
            "Audiencia Provincial",
        ),
        (
            "The High Court of Northland jailed the businessman Luis Mora for six years on Monday.\n\n"
            '"The defendant built a web of shell companies," the ruling said.',
            "en",
            "The defendant built",
            "High Court of Northland",
        ),
        (
            "El Juzgado de lo Penal número 3 y la Audiencia Provincial han revisado el caso.\n\n"
            '"El acusado mintió", señala la sentencia.',
            "es",
            "El acusado mintió",
            None,
        ),
    ],
)
def test_a_ruling_speaks_for_its_court(text, language, words, speaker):
    """ "señala la sentencia", "the ruling said": the one court named before; no one
    when two courts were."""
    assert speaker_of(text, language, words)[0] == speaker
