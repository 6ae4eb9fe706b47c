"""Speakers the twenty-sixth to twenty-eighth blind checks missed, as general rules,
on sentences of our own in English and Spanish: common Latin American first names
("Valeria", "Marcela", "Cristian") mark a person, so a name after the outlet it was
told to ("relató a Telesur Valeria Campos") speaks, and "she" finds a woman named
after a man; a role before a name that carries an article or a title of its own
("la gerente del hospital, la doctora Ana Ruiz") is that person's, so "añadió la
gerente" is hers; a spokesperson for a body, then what the body is between commas
("A spokesman for the Northern Rail Authority, the agency in charge of …, said") speaks
for it; a long role with no article after a name ("Luis Soto, profesor de la Universidad
Católica Madre y Maestra, consideró …") leaves the name speaking; calling on someone to do something in quoted words ("llamó a
ambas partes a «…»", "instó al sindicato a «…»", "called on both sides to "…"") is the
caller's; a role written in capitals after a possessive ("Ashbury's MP, Sarah
Lintott", "Northgrid's CEO, Tom Hale") is no name, so the name after it speaks; what the speaker was doing as they spoke ("contó Lucía Ferreira
mientras cargaba …", "said Tom Hale as he loaded …") is no part of their name; a quotation over paragraphs closed by a verb alone ("»…», añadió",
"”…”, añadió" with English marks used the Spanish way, "… ,” she added") is the one named
before the quotation began; "Executive" before a name is a title ("County Health Executive Tom
Hale"), while "the Health Service Executive" stays a body; a clause on what was said in the
speaker's quoted words (", Vane said, which made … \"all the sweeter\"", ", explicó Ruiz, lo que
hace … «…»") goes on with their account; "según X" or "according to X" after an opener of
time ("Hasta entonces", "De momento", "Until then") still attributes; a slogan in quotation
marks ("Sell The Club") is no body that "a club spokesman" speaks for."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


def test_a_first_name_after_the_outlet_told_is_the_speaker():
    text = (
        "«No pasó ningún bus en una hora», relató a Telesur Valeria Campos, vecina del barrio, "
        "frente al paradero. «Nadie nos avisa»."
    )
    assert [speaker for _, speaker in quote_speakers(text, "es")] == ["Valeria Campos", "Valeria Campos"]


def test_she_finds_the_woman_by_her_first_name():
    text = '"The buses never came," Cristian Mora told Reuters. Then Catalina Ruiz arrived. "We left at dawn," she said.'
    assert quote_speakers(text, "en") == [("The buses never came", "Cristian Mora"), ("We left at dawn", "Catalina Ruiz")]


@pytest.mark.parametrize(
    "text, language",
    [
        ("«No pasó ningún bus en una hora», relató a Telesur el portavoz vecinal.", "es"),
        ('"The buses never came," a neighbour told Reuters.', "en"),
    ],
)
def test_no_name_after_the_outlet_is_no_one(text, language):
    assert [speaker for _, speaker in quote_speakers(text, language)] == [None]


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "El abogado Tomás Gil habló primero. «Estamos al límite», dijo la gerente del hospital, "
            "la doctora Ana Ruiz. «Nadie se queda fuera», añadió la gerente.",
            "es",
        ),
        (
            "El abogado Tomás Gil habló primero. «Estamos al límite», dijo la gerente del hospital, "
            "la Dra. Ana Ruiz. «Nadie se queda fuera», añadió la gerente.",
            "es",
        ),
        (
            "Tom Hale, the union's lawyer, spoke first. “We are full,” said the hospital's medical director, "
            'Dr. Ana Ruiz, on Monday. "Nobody is turned away," the director added.',
            "en",
        ),
    ],
)
def test_a_role_before_a_titled_name_is_that_persons(text, language):
    assert [speaker for _, speaker in quote_speakers(text, language)] == ["Ana Ruiz", "Ana Ruiz"]


def test_a_time_before_a_titled_name_is_no_role():
    text = (
        "El abogado Tomás Gil habló primero. «Estamos al límite», dijo el martes, la doctora Ana Ruiz. "
        "«Nadie se queda fuera», añadió el abogado."
    )
    assert quote_speakers(text, "es")[1] == ("Nadie se queda fuera", "Tomás Gil")


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "A spokesman for the Northern Rail Authority, the agency in charge of trains across the north of Wales, "
            'said the service would resume "as soon as it is safe".',
            "en",
            "Northern Rail Authority",
        ),
        (
            "Una portavoz de la Oficina de Aguas del Sur, el regulador del suministro en toda la región andina "
            "del país, dijo que la situación era «preocupante».",
            "es",
            "Oficina de Aguas del Sur",
        ),
        (
            "Dr Helen Marsh, professor of hydrology at the Northern Institute of Technology and Applied Sciences, "
            'said the floods were "a warning we cannot ignore".',
            "en",
            "Helen Marsh",
        ),
        (
            "La investigadora Ana María Gil, directora del Instituto de Estudios Fiscales y Económicos del Caribe, "
            "consideró que la reforma era «insuficiente».",
            "es",
            "Ana María Gil",
        ),
    ],
)
def test_a_long_apposition_saying_who_speaks_leaves_the_speaker_named_before_it(text, language, speaker):
    assert [s for _, s in quote_speakers(text, language)] == [speaker]


def test_an_apposition_after_a_source_of_figures_stays_the_articles():
    text = (
        "At least 30 people have died on the road this year, according to the coroner service in Larkhill, "
        "the highest toll since its records began in 1990."
    )
    assert "Larkhill, the highest" not in " ".join(p.speaker or "" for p in extract(text, language="en"))


def test_a_place_without_an_article_after_a_subject_is_no_role():
    text = (
        "Los vecinos del barrio San Juan, cerca de la Plaza Mayor de la Ciudad Vieja y del Puerto Nuevo, "
        "consideraron que la reforma era «insuficiente»."
    )
    assert not any(speaker and "cerca de" in speaker for _, speaker in quote_speakers(text, "es"))


def statement_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('La ministra de Transportes, Paula Contreras, llamó a ambas partes a "sentarse a conversar hoy mismo".', "es", "Paula Contreras"),
        ("El alcalde, Tomás Ferrer, instó al sindicato a «volver a la mesa» cuanto antes.", "es", "Tomás Ferrer"),
        ("La jueza, Marta Ibáñez, exhortó a los testigos a «decir toda la verdad».", "es", "Marta Ibáñez"),
        ('The transport minister, Paula Contreras, called on both sides to "get back round the table" today.', "en", "Paula Contreras"),
    ],
)
def test_calling_on_someone_to_do_something_in_quoted_words_is_the_callers(text, language, speaker):
    assert [s for _, s in statement_speakers(text, language)] == [speaker]


def test_calling_someone_a_name_in_quoted_words_is_no_call():
    text = "La ministra de Transportes, Paula Contreras, llamó a su hijo «Pedrito» durante años."
    assert [s for _, s in statement_speakers(text, "es")] == [None]


@pytest.mark.parametrize(
    "text, speaker",
    [
        ("Ashbury's MP, Sarah Lintott, criticised the plan, saying the town could not afford \"another closure\".", "Sarah Lintott"),
        ("Northgrid's CEO, Tom Hale, criticised the plan, saying it was \"dead\".", "Tom Hale"),
        ("Ashbury's MP, Sarah Lintott, said the town could not afford \"another closure\".", "Sarah Lintott"),
        ("Britain's Royal Mail said deliveries would be \"back to normal\" by Friday.", "Britain's Royal Mail"),
    ],
)
def test_a_role_in_capitals_after_a_possessive_is_no_name(text, speaker):
    # "criticised the plan, saying …": the act of speaking first is the subject's too
    # (test_a_speech_act_before_speaking_again.py), so the speaker may name two claims.
    assert {s for _, s in statement_speakers(text, "en") if s} == {speaker}


@pytest.mark.parametrize(
    "text, language, speaker, figures",
    [
        (
            "«Nunca vi algo así», contó Lucía Ferreira mientras cargaba dos bidones de 20 litros.",
            "es",
            "Lucía Ferreira",
            {"2", "20"},
        ),
        (
            "«Nunca vi algo así», dijo Lucía Ferreira cuando salía del juzgado.",
            "es",
            "Lucía Ferreira",
            set(),
        ),
        (
            '"I have never seen anything like it," said Tom Hale as he loaded two crates of 12 bottles.',
            "en",
            "Tom Hale",
            {"2", "12"},
        ),
    ],
)
def test_what_the_speaker_was_doing_after_the_name_stays_out_of_it(text, language, speaker, figures):
    proposals = extract(text, language=language)
    assert [p.speaker for p in proposals if p.kind == "quote"] == [speaker]
    assert {str(p.value) for p in proposals if p.value is not None} == figures


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La fiscal Rocío Mamani sostuvo que el bus iba rápido.\n\n“No fue un accidente”, afirmó la fiscal ante la sala."
            "\n\n«Avisamos tres veces. Tenemos los mensajes.\n\n»La respuesta fue siempre la misma», añadió.",
            "es",
            "Rocío Mamani",
        ),
        (
            "La fiscal Rocío Mamani sostuvo que el bus iba rápido.\n\n“No fue un accidente”, afirmó la fiscal ante la sala."
            "\n\n“Avisamos tres veces. Tenemos los mensajes.\n\n”La respuesta fue siempre la misma”, añadió.",
            "es",
            "Rocío Mamani",
        ),
        (
            "The prosecutor, Rachel Finch, said the bus was speeding.\n\n“It was no accident,” the prosecutor told the court."
            "\n\n“The parents warned the company three times. We have the messages.\n\n“The answer was always the same,” she added.",
            "en",
            "Rachel Finch",
        ),
    ],
)
def test_a_quotation_over_paragraphs_closed_by_a_verb_alone_is_the_one_named_before_it_began(text, language, speaker):
    assert [s for _, s in quote_speakers(text, language)] == [speaker, speaker, speaker]


def test_a_closing_mark_opening_a_paragraph_after_a_closed_quotation_carries_nothing_on():
    text = (
        "La fiscal Rocío Mamani sostuvo que el bus iba rápido.\n\n“No fue un accidente”, afirmó la fiscal ante la sala."
        "\n\n”La respuesta fue siempre la misma”, añadió."
    )
    assert quote_speakers(text, "es") == [("No fue un accidente", "Rocío Mamani")]


@pytest.mark.parametrize(
    "text, speaker",
    [
        ('County Health Executive Tom Hale blamed the Treasury. He said wages would be paid "within days".', "Tom Hale"),
        ('Chief Executive Laura Finch blamed the Treasury. She said wages would be paid "within days".', "Laura Finch"),
        ('The Health Service Executive said waiting lists were "unacceptable".', "Health Service Executive"),
    ],
)
def test_executive_before_a_name_is_a_title(text, speaker):
    assert [s for _, s in quote_speakers(text, "en")] == [speaker]


@pytest.mark.parametrize(
    "text, language, clause, speaker",
    [
        (
            "The zoo keeper Marcus Vane spoke first. Kesi had lost a calf in 2020, Vane said, "
            'which made this week\'s arrival "all the sweeter."',
            "en",
            "made this week's arrival",
            "Marcus Vane",
        ),
        (
            "Ana Ruiz dirige el parque. El puente cerró en 2019, explicó Ruiz, lo que hace la reapertura «un gran alivio».",
            "es",
            "hace la reapertura",
            "Ana Ruiz",
        ),
        (
            "The zoo keeper Marcus Vane spoke first. Kesi had lost a calf in 2020, Vane said, "
            "which made this week's arrival special.",
            "en",
            "which made this week's arrival",
            None,
        ),
    ],
)
def test_a_clause_on_what_was_said_in_quoted_words_goes_on_with_the_speaker(text, language, clause, speaker):
    assert [s for quote, s in statement_speakers(text, language) if quote.startswith(clause)] == [speaker]


@pytest.mark.parametrize(
    "text, language, claim, speaker",
    [
        ("Ana Ruiz habló. De momento, según Ruiz, muchos clientes compran conservas.", "es", "muchos clientes compran conservas", "Ana Ruiz"),
        ('Tom Hale spoke. Until then, according to Hale, many shoppers will buy tins: "A tin is dear."', "en", "many shoppers will buy tins", "Tom Hale"),
        ("Hasta 300 personas, según la Policía, acudieron a la marcha.", "es", "Hasta 300 personas", "Policía"),
    ],
)
def test_according_to_after_a_time_opener_still_attributes(text, language, claim, speaker):
    assert (claim, speaker) in statement_speakers(text, language)


def test_a_slogan_in_quotation_marks_is_no_body_a_kind_means():
    text = (
        "Harbour City fans protest\n\nThousands of Harbour City supporters marched to the ground on Sunday to demand "
        "that the club's American owners sell up, a day after relegation was confirmed.\n\nBanners reading "
        '"Sell The Club" hung outside the stand. Harbour City have lost six games in a row. A club spokesman said '
        'there were "no plans" to sell.'
    )
    assert ('there were "no plans" to sell', "Harbour City") in statement_speakers(text, "en")
    spanish = (
        "Los hinchas del Deportivo Ribera protestan\n\nMiles de aficionados del Deportivo Ribera marcharon el domingo "
        "hasta el estadio para exigir a los dueños del club que lo vendan tras el descenso.\n\nLas pancartas decían "
        "«Vendan El Club». Un portavoz del club dijo que «no hay planes» de venta."
    )
    assert "Vendan El Club" not in {speaker for _, speaker in statement_speakers(spanish, "es")}
