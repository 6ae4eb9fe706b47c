"""Speakers of forms the eleventh to thirteenth blind checks missed, as general rules
on sentences of our own in English and Spanish."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [(p.kind, p.quote, p.speaker) for p in extract(text, language=language)]


def speaker_of(text, language, words):
    found = speakers(text, language)
    return next(who for _, quote, who in found if words in quote), found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Ana Soto ganó la carrera y arrebató el liderato al noruego Erik Lunde, que perdió tres minutos.\n\n"
            "Soto aventaja ahora en 40 segundos a Pablo Gil.\n\n"
            "El noruego, que sufrió en la última subida, admitió que no tuvo su día. "
            "«No tenía fuerzas. Mañana será otro día», afirmó.",
            "es",
            "No tenía fuerzas",
            "Erik Lunde",
        ),
        (
            "El tribunal rechazó el recurso del sueco Lars Berg, que pedía más tiempo.\n\n"
            "El sueco, que llegó tarde a la vista, aseguró que no habrá más retrasos en el juicio.",
            "es",
            "no habrá más retrasos",
            "Lars Berg",
        ),
        (
            "Ana Soto won the race and took the lead from the Norwegian rider Erik Lunde, who lost three minutes.\n\n"
            "Soto now leads Paul Gill by 40 seconds.\n\n"
            'The Norwegian, who struggled on the last climb, said little. "I had no legs. Tomorrow is another day," '
            "he said.",
            "en",
            "I had no legs",
            "Erik Lunde",
        ),
    ],
)
def test_a_description_after_al_or_del_and_the_name_is_that_person(text, language, words, speaker):
    """ "al danés Mads Kjeldsen", "del sueco Lars Berg": "al" and "del" are a
    preposition with its article, so the description before the name starts there."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words",
    [
        (
            "La Cámara de Comercio regional advirtió que ya hay más de 600 reservas en riesgo y pidió un plazo "
            "de “al menos seis meses”.",
            "es",
            "seis meses",
        ),
        ("The regional Chamber of Commerce warned that 600 bookings were at risk.", "en", "600 bookings"),
    ],
)
def test_a_chamber_is_a_body_that_speaks(text, language, words):
    """A chamber ("Cámara de Comercio", "Chamber of Commerce") is an organisation, with
    a lower-case word beside its name as any other body's."""
    who, found = speaker_of(text, language, words)
    assert who is not None and ("Comercio" in who or "Commerce" in who), found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La presidenta del sindicato, Marta Gil, anunció una huelga para el lunes y pidió al Ministerio "
            "«bajar los precios mientras se negocia un acuerdo».",
            "es",
            "bajar los precios",
            "Marta Gil",
        ),
        (
            "The union's president, Mary Gill, announced a strike for Monday and called for "
            '"a fair deal for every driver".',
            "en",
            "a fair deal",
            "Mary Gill",
        ),
    ],
)
def test_a_role_and_its_holder_asking_in_a_second_predicate(text, language, words, speaker):
    """A definite role with its holder's name set off by commas opens the sentence; its
    second predicate asks for something in quoted words: the holder asks, and the first
    predicate stays the article's own."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found
    first = next(p for p in extract(text, language=language) if p.start == 0)
    assert first.speaker is None and words not in first.quote, found


@pytest.mark.parametrize(
    "text, language",
    [
        ("La presidenta del sindicato, Marta Gil, visitó la fábrica y pidió al Ministerio más inspectores.", "es"),
        ("The union's president, Mary Gill, visited the plant and asked for more inspectors.", "en"),
    ],
)
def test_asking_without_quoted_words_is_not_a_second_predicate(text, language):
    found = speakers(text, language)
    assert all(who is None for _, _, who in found), found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "A spokesperson for the EU's foreign policy chief said the bloc expected the vote to be held again.",
            "en",
            "the bloc expected",
            None,
        ),
        ("A spokesman for Spain's foreign minister said the talks would resume in May.", "en", "talks would", None),
        (
            "A spokeswoman for the UN's refugee agency said the camp had run out of water.",
            "en",
            "run out of water",
            "UN's refugee agency",
        ),
        (
            "Un portavoz del Ministerio de Salud aseguró que las vacunas llegarán el lunes a todos los centros.",
            "es",
            "las vacunas llegarán",
            "Ministerio de Salud",
        ),
    ],
)
def test_a_spokesperson_for_what_an_owner_has(text, language, words, speaker):
    """A spokesperson for a role an owner has ("the EU's foreign policy chief") speaks
    for no one named; for a body it has, for that body; the owner's possessive alone
    ("EU's") is never a speaker."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Prices of steel rose 8% in March, according to data from the research firm Metalytics.\n\n"
            "Norbury Steelworks, one of the largest producers in the country, said in a statement that it had "
            "cut output by 10%.\n\n"
            '"We cannot sell at a loss for much longer," the company said.',
            "en",
            "We cannot sell",
            "Norbury Steelworks",
        ),
        (
            "Los precios del acero subieron un 8% en marzo, según datos de la firma de análisis Metalia.\n\n"
            "Aceros Norbury, uno de los mayores fabricantes del país, aseguró en un comunicado que ha "
            "recortado su producción un 10%.\n\n"
            "«No podemos vender a pérdida mucho más tiempo», señaló la empresa.",
            "es",
            "No podemos vender",
            "Aceros Norbury",
        ),
        (
            "Norbury Steelworks, one of the largest producers, said in a statement that it had cut output.\n\n"
            "Prices of steel rose 8% in March, according to data from the research firm Metalytics.\n\n"
            '"Our figures are sound," the firm said.',
            "en",
            "Our figures are sound",
            "Metalytics",
        ),
    ],
)
def test_the_company_is_the_body_that_spoke_since_the_last_one_of_its_kind(text, language, words, speaker):
    """ "the company said" after a body opened a sentence speaking is that body, when it
    spoke after the last company the text called one ("the research firm Metalytics"),
    and only then."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, asked, asker, answer, answerer",
    [
        (
            "La jueza del caso, Marta Ruiz, interrogó al acusado, Pedro Gil, sobre los pagos.\n\n"
            '"¿Tampoco sabía usted que el pago se había hecho en efectivo?", le preguntó la jueza. '
            '"No lo sé", respondió el acusado.',
            "es",
            "Tampoco sabía",
            "Marta Ruiz",
            "No lo sé",
            "Pedro Gil",
        ),
        (
            'El abogado Luis Pardo habló con la testigo, Ana Soto. "¿Dónde estaba usted aquella noche?", '
            'le preguntó Pardo. "En casa", contestó ella.',
            "es",
            "Dónde estaba",
            "Luis Pardo",
            "En casa",
            "Ana Soto",
        ),
        (
            "Judge Mary Rowe questioned the defendant, Peter Gill, about the payments.\n\n"
            '"Did you not know the payment was made in cash?" asked Rowe. "I don\'t know," the defendant replied.',
            "en",
            "Did you not know",
            "Mary Rowe",
            "I don't know",
            "Peter Gill",
        ),
    ],
)
def test_who_asks_a_quoted_question_speaks_it(text, language, asked, asker, answer, answerer):
    """ "«¿…?», le preguntó la fiscal", '"…?" asked Rowe': the one asking speaks the
    question, not the one asked who answers next."""
    who, found = speaker_of(text, language, asked)
    assert who == asker, found
    who, found = speaker_of(text, language, answer)
    assert who == answerer, found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La directora del centro, Ana Gil, habló ayer con la prensa.\n\n"
            'Gil detalló que cerca del 40 % de los alumnos viven lejos, y que el transporte escolar llega "siempre '
            'tarde".',
            "es",
            "siempre",
            "Ana Gil",
        ),
        (
            "The head teacher, Ann Gill, spoke to reporters.\n\n"
            'Gill explained that about 40% of pupils live far away, and that the school bus is "always late".',
            "en",
            "always late",
            "Ann Gill",
        ),
    ],
)
def test_detallar_reports_words(text, language, words, speaker):
    """ "detalló que …" reports what its subject said, as "explained that …" does,
    each "que" clause after it too."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


def test_detallar_without_que_is_no_speech():
    found = speakers("El plan detalla las obras del puerto. La empresa detalló sus cuentas en marzo.", "es")
    assert all(who is None for _, _, who in found), found


@pytest.mark.parametrize(
    "text, words, speaker",
    [
        (
            "La candidata, Ana Gil, prometió bajar las tasas. Según explicó a este diario el lunes, la facultad ha "
            'perdido "más de 50 profesores en cinco años" por los recortes.',
            "50 profesores",
            "Ana Gil",
        ),
        (
            "El director, Pedro Ruiz, visitó la planta.\n\nSegún dijo en rueda de prensa, el hospital atiende a "
            "300 pacientes al día.",
            "300 pacientes",
            "Pedro Ruiz",
        ),
        ("Según el Ministerio de Salud, el hospital atiende a 300 pacientes al día.", "300 pacientes", "Ministerio de Salud"),
    ],
)
def test_segun_and_a_verb_with_no_subject_is_the_person_named_last(text, words, speaker):
    """ "Según explicó a este diario, …": the verb after "según" leaves out its subject,
    the person named last, as "«…», afirmó" does."""
    who, found = speaker_of(text, "es", words)
    assert who == speaker, found


def test_according_to_a_body_is_unchanged_in_english():
    who, found = speaker_of(
        "Ann Gill visited the plant. According to the Health Ministry, the hospital treats 300 patients a day.",
        "en",
        "300 patients",
    )
    assert who == "Health Ministry", found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La jefa del servicio de neumología, la doctora Ana Gil, atendió a la prensa.\n\n"
            "Gil señaló que al menos 30 pacientes siguen ingresados.\n\n"
            '"Eso nos preocupa mucho, porque el tratamiento es largo", agregó la especialista.',
            "es",
            "Eso nos preocupa",
            "Ana Gil",
        ),
        (
            "The head of the lung unit, Dr. Ann Gill, spoke to reporters.\n\n"
            "Gill said at least 30 patients were still in hospital.\n\n"
            '"That worries us a great deal, because the treatment is long," the specialist added.',
            "en",
            "That worries us",
            "Ann Gill",
        ),
        (
            "El jefe del servicio, el doctor Pedro Gil, atendió a la prensa.\n\n"
            '"Eso nos preocupa mucho, porque el tratamiento es largo", agregó la especialista.',
            "es",
            "Eso nos preocupa",
            None,
        ),
    ],
)
def test_an_experts_epithet_is_the_person_shown_last(text, language, words, speaker):
    """ "agregó la especialista", "the specialist added": the person shown last, of the
    epithet's gender, whatever role the text gave them."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "phrase, name",
    [
        ("El exalcalde de Soria Pedro Gil", "Pedro Gil"),
        ("el ex-ministro de Hacienda Luis Mora", "Luis Mora"),
        ("The ex-mayor of Leeds Peter Gill", "Peter Gill"),
    ],
)
def test_a_role_once_held_before_a_name(phrase, name):
    """ "El exvicepresidente de la Diputación … Ramón Escudero": a role once held ("ex",
    "ex-") in a body, then the name of who held it."""
    from claims.extraction.speaker_phrases import parse_speaker

    assert parse_speaker(phrase).name == name


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Former mayor Peter Gill denied having diverted public funds during his time in office.",
            "en",
            "diverted public funds",
            "Peter Gill",
        ),
        (
            "El exalcalde de Soria Pedro Gil negó ante el juez haber cobrado comisiones de las constructoras.",
            "es",
            "haber cobrado",
            "Pedro Gil",
        ),
        (
            "La concejala Ana Ruiz ha negado este martes ante la comisión haber firmado el contrato.",
            "es",
            "haber firmado",
            "Ana Ruiz",
        ),
    ],
)
def test_denying_having_done_something_is_reported_speech(text, language, words, speaker):
    """ "ha negado … haber desviado fondos", "denied having taken bribes": the denial
    is what its subject said."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


def test_denying_a_thing_is_not_reported_speech():
    found = speakers("El alcalde niega el problema. La empresa negó la acusación ante el juez.", "es")
    assert all(who is None for _, _, who in found), found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La directora de la excavación, la doctora Ana Gil, presentó el hallazgo.\n\n"
            'La arqueóloga ha explicado que la tumba es del siglo V. "Todo indica que era un gobernante", ha añadido.',
            "es",
            "Todo indica",
            "Ana Gil",
        ),
        (
            "The head of the lung unit, Dr. Ann Gill, spoke to reporters.\n\n"
            'The specialist said that 30 patients were still in hospital. "Everything suggests it will get worse," '
            "she added.",
            "en",
            "Everything suggests",
            "Ann Gill",
        ),
    ],
)
def test_a_description_read_as_the_person_is_no_one_unnamed_in_between(text, language, words, speaker):
    """ "La arqueóloga ha explicado …. «…», ha añadido.": the description that spoke in
    between is the person named before, so "ha añadido" and "she added" are theirs."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The party's deputy leader, Sara Lind, called the arrest \"a declaration of war on democracy\" and said "
            "the party would protest every day.",
            "en",
            "declaration of war",
            "Sara Lind",
        ),
        ('The mayor, Ann Gill, branded the plan "a slap in the face for every tenant".', "en", "slap", "Ann Gill"),
        (
            "La portavoz del partido, Sara Lind, calificó la detención de «una declaración de guerra contra la "
            "democracia» y dijo que el partido protestará cada día.",
            "es",
            "declaración de guerra",
            "Sara Lind",
        ),
    ],
)
def test_naming_something_in_quoted_words_is_speech(text, language, words, speaker):
    """ "called the arrest "…"", "branded the plan "…"", "calificó la detención de «…»":
    who names something in words the text quotes speaks them."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


def test_a_name_given_by_no_one_is_no_speech():
    found = speakers('A charity called "Save Our Park" was set up. The storm, called "the worst in decades", hit.', "en")
    assert all(who is None and kind != "quote" for kind, _, who in found), found
