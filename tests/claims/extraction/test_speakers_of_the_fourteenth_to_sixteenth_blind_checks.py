"""Speakers of forms the fourteenth to sixteenth blind checks missed, as general rules
on sentences of our own in English and Spanish."""

import pytest

from claims.extraction import extract
from claims.extraction.speaker_phrases import parse_speaker


def speakers(text, language):
    return [(p.kind, p.quote, p.speaker) for p in extract(text, language=language)]


def speaker_of(text, language, words):
    found = speakers(text, language)
    return next(who for _, quote, who in found if words in quote), found


@pytest.mark.parametrize(
    "phrase, name",
    [
        ("Minister for Coastal Planning Nadia Orr", "Nadia Orr"),
        ("Minister for Planning Nadia Orr", "Nadia Orr"),
        ("Secretario de Obras Públicas Íñigo Mena", "Íñigo Mena"),
        ("the Minister for Rural Affairs", None),
        ("Minister of State for Foreign Affairs", None),
        ("President of the United Arab Emirates", None),
        ("Director of Public Health Wales", None),
    ],
)
def test_a_title_with_its_portfolio_then_a_name(phrase, name):
    """ "Minister for Coastal Planning Nadia Orr": a capitalised title, its portfolio
    with no article, then a name of two words whatever the first name; a portfolio
    alone names no one."""
    assert parse_speaker(phrase).name == name


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The inquiry report was published on Monday.\n\n"
            'Minister for Coastal Planning Nadia Orr said the council would "not give up on the harbour".\n\n'
            '"We will rebuild it," she said.',
            "en",
            "We will rebuild it",
            "Nadia Orr",
        ),
        (
            "El informe se publicó el lunes.\n\n"
            "Secretaria de Obras Públicas Inés Mena aseguró que el puerto «no se cerrará».",
            "es",
            "no se cerrará",
            "Inés Mena",
        ),
    ],
)
def test_the_person_after_a_portfolio_speaks_and_is_she_after(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The plan was approved.\n\n"
            'City Councilwoman Ada Pike, who voted against the plan, said the city had "wasted the money".',
            "en",
            "wasted the money",
            "Ada Pike",
        ),
        (
            'The plan was approved.\n\nCongressman Tom Pike said the city had "wasted the money".',
            "en",
            "wasted the money",
            "Tom Pike",
        ),
    ],
)
def test_a_council_or_congress_title_before_a_name(text, language, words, speaker):
    """ "City Councilwoman Ada Pike", "Congressman Tom Pike": the gendered titles of
    councils and assemblies are titles like "Councillor"."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The plan was approved.\n\n"
            'Another resident, Tom Reyes, asked a reporter: "Why do the families always pay for this mess?"',
            "en",
            "Why do the families",
            "Tom Reyes",
        ),
        (
            "El plan se aprobó.\n\n"
            "Otra vecina, Ana Ruiz, preguntó a un periodista: «¿Por qué pagan siempre las familias este desastre?»",
            "es",
            "Por qué pagan",
            "Ana Ruiz",
        ),
    ],
)
def test_a_description_set_off_before_the_name_then_a_colon(text, language, words, speaker):
    """ "Another resident, Tom Reyes, asked a reporter: "…"": the name set off after a
    description opens the clause, and a verb with whom it addressed leads to a colon."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


def test_reported_words_before_the_colon_stay_a_claim_of_their_own():
    text = (
        "El plan se aprobó.\n\nSu portavoz, Luis Mora, sostuvo que los precios han subido mucho más que los "
        "sueldos: «Todo está más caro este año»."
    )
    found = speakers(text, "es")
    assert any("los precios han subido" in quote and who == "Luis Mora" for _, quote, who in found), found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Commissioner Bashir Kemal said he had found money for the clinic.\n\n"
            "But Ottilie Holt, whose daughter was hurt in the crash, said the plan was late.\n\n"
            '"I am glad they are doing it," she told the Gazette.',
            "en",
            "I am glad",
            "Ottilie Holt",
        ),
        (
            "El alcalde, Tomás Ruiz, dijo que había dinero para la clínica.\n\n"
            "Pero Carmen Ortiz, cuya hija resultó herida, dijo que el plan llega tarde.\n\n"
            "«Me alegro de que lo hagan», contó a este diario.",
            "es",
            "Me alegro",
            "Carmen Ortiz",
        ),
    ],
)
def test_a_name_with_whose_after_it_is_a_person_shown(text, language, words, speaker):
    """ "Ottilie Holt, whose daughter …", "Carmen Ortiz, cuya hija …": a relative
    clause of whose shows a person, who wins a later pronoun over a person shown
    before."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, speakers_wanted",
    [
        (
            "El primer autobús salió el lunes con 40 viajeros, entre ellos la consejera de Movilidad, Elena "
            "Sarabia, y llegó a su destino una hora después.\n\n"
            "«Hoy el pueblo deja de estar aislado», afirmó Sarabia en la parada, antes de subrayar que la ruta "
            "«no es un capricho, es una necesidad».",
            "es",
            {"Hoy el pueblo": "Elena Sarabia", "antes de subrayar": "Elena Sarabia"},
        ),
        (
            "Transport Secretary Helen Marsh rode the first train.\n\n"
            '"Today the town stops being far away," Marsh said on the platform, before stressing that the line '
            '"is no luxury, it is a necessity".',
            "en",
            {"Today the town": "Helen Marsh", "before stressing": "Helen Marsh"},
        ),
    ],
)
def test_what_the_speaker_said_next_after_before_or_antes_de(text, language, speakers_wanted):
    """ "…», afirmó Sarabia en la parada, antes de subrayar que …": what follows
    "antes de" or "before" is what the speaker did next, not who they are, and a speech
    verb there carries on their account."""
    for words, speaker in speakers_wanted.items():
        who, found = speaker_of(text, language, words)
        assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La asociación de vecinos pidió cambios.\n\n"
            "Su portavoz, Ramón Ibarra, pidió al Ayuntamiento que amplíe las ayudas con «descuentos de verdad» "
            "para los jóvenes.",
            "es",
            "descuentos de verdad",
            "Ramón Ibarra",
        ),
        (
            "The tenants group wants changes.\n\n"
            'Its chair, Rosa Klein, urged the council to pair the grants with "real discounts" for young people.',
            "en",
            "real discounts",
            "Rosa Klein",
        ),
    ],
)
def test_asking_someone_in_a_clause_that_quotes_the_asker(text, language, words, speaker):
    """ "pidió al Ayuntamiento que amplíe las ayudas con «…»", "urged the council to
    pair the grants with "…"": what is asked of someone, in a clause of "que" or
    "to", quotes the one who asks."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "El delantero Mario Lenz se lesionó el tobillo en el entrenamiento del martes.\n\n"
            "El propio Lenz publicó un mensaje en sus redes sociales horas después de la prueba: "
            "«Volveré más fuerte que nunca».",
            "es",
            "Volveré más fuerte",
            "Mario Lenz",
        ),
        (
            "The striker Mario Lenz hurt his ankle in training on Tuesday.\n\n"
            'Lenz himself posted a message on social media hours after the scan: "I will come back stronger than ever."',
            "en",
            "I will come back",
            "Mario Lenz",
        ),
    ],
)
def test_the_person_themself_before_a_colon(text, language, words, speaker):
    """ "El propio Lenz publicó un mensaje …: «…»": "el propio" or "la propia" before a
    name the text gave is that person, who speaks after the colon."""
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, words, speaker",
    [
        (
            "La alcaldesa, Lucía Ferrán, recibió a los vecinos durante una hora. A la salida, señaló que el "
            "Ayuntamiento «entiende el malestar del barrio» y anunció nuevas ayudas.",
            "entiende el malestar",
            "Lucía Ferrán",
        ),
        (
            "El concejal, Pablo Ríos, visitó la obra. Tras la visita, aseguró que la calle «estará lista en mayo».",
            "estará lista",
            "Pablo Ríos",
        ),
    ],
)
def test_a_spanish_verb_without_subject_after_when_it_was_said(text, words, speaker):
    """ "A la salida, señaló que …", "Tras la visita, aseguró que …": when, after
    something the subject did, leaves the subject left out, the person just named."""
    who, found = speaker_of(text, "es", words)
    assert who == speaker, found
