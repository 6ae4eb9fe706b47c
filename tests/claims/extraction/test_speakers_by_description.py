"""Speakers the text names by a description, by a document or by pointing back to a
quotation: "El danés" and "the Kenyan" after "el danés Jonas Berg" and "Kenyan runner
Ruth Wanjiru"; "El corredor abulense … se proclamó campeón" making that person "el
ganador"; "—afirmó el candidato de Unidad Popular—" for the person just shown; "The
report, published by the World Bank, said"; "«…». Así lo afirmó X" and '"…" So said
X'. Only when exactly one person fits; otherwise no one. Sentences of our own."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


def statement_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind in ("quote", "fact", "statistic")]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La etapa la ganó el ciclista danés Jonas Berg, por delante del francés Luc Moreau.\n\n"
            "La jornada se corrió bajo la lluvia. Moreau atacó en la última subida.\n\n"
            "El danés, que acabó primero, fue elegante.\n\n¿Qué le faltó a su rival?\n\n"
            "—Piernas, nada más —respondió a este periódico.",
            "es",
            "Jonas Berg",
        ),
        (
            "The race was won by Kenyan runner Ruth Wanjiru, ahead of Ethiopian Abebe Tola.\n\n"
            "Rain fell for most of the morning. Tola faded after 30 kilometres.\n\n"
            '"It was a hard day," the Kenyan said.',
            "en",
            "Ruth Wanjiru",
        ),
        (
            "British cyclist Tom Hale crashed on the descent, and the stage went to Jonas Berg.\n\n"
            "Berg attacked on the last climb.\n\n"
            'The British cyclist was taken to hospital. "I will be back next year," he said.',
            "en",
            "Tom Hale",
        ),
    ],
)
def test_a_nationality_stands_for_the_one_person_introduced_with_it(text, language, speaker):
    assert quote_speakers(text, language)[-1] == speaker


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "Ganó el danés Jonas Berg, segundo fue el danés Lars Holm.\n\nLlovió toda la tarde.\n\n"
            "El danés fue elegante.\n\n—Piernas, nada más —respondió a este periódico.",
            "es",
        ),
        (
            "Kenyan runner Ruth Wanjiru won, ahead of Kenyan runner Mary Otieno.\n\nRain fell all morning.\n\n"
            '"It was a hard day," the Kenyan said.',
            "en",
        ),
        (
            "Ganó Jonas Berg.\n\nLlovió toda la tarde.\n\nEl danés fue elegante.\n\n"
            "—Piernas, nada más —respondió a este periódico.",
            "es",
        ),
    ],
)
def test_a_nationality_two_people_share_or_no_one_was_given_names_no_one(text, language):
    assert quote_speakers(text, language)[-1] is None


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Iván Soto ya es historia del ciclismo. El corredor abulense, de 27 años, se proclamó este domingo "
            "campeón de la Vuelta.\n\n«Todavía no me lo creo», confesó el ganador en la zona mixta. «Esto es para "
            "mi abuelo».",
            "es",
            "Iván Soto",
        ),
        (
            "Ruth Wanjiru made history on Sunday. The young athlete, 24, won the Berlin marathon in record time.\n\n"
            '"I still cannot believe it," the winner told reporters.',
            "en",
            "Ruth Wanjiru",
        ),
    ],
)
def test_an_event_told_of_a_description_is_the_person_the_sentence_before_named(text, language, speaker):
    assert quote_speakers(text, language) == [speaker] * len(quote_speakers(text, language))


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "Iván Soto llegó tarde a la salida.\n\nEl corredor abulense se proclamó campeón del sprint.\n\n"
            "«Todavía no me lo creo», confesó el ganador.",
            "es",
        ),
        (
            'Ruth Wanjiru arrived late.\n\nThe young athlete won the race.\n\n"We are proud," the winner said.',
            "en",
        ),
    ],
)
def test_an_event_of_a_description_a_paragraph_away_or_a_name_names_no_one(text, language):
    assert quote_speakers(text, language)[-1] is None


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La candidata de centroderecha Ana Soler ganó la segunda vuelta.\n\n"
            "Pedro Quintana, en cambio, compareció ante la prensa en Cusco.\n\n"
            "—No vamos a reconocer el resultado —afirmó el candidato de Unidad Popular—. Pedimos calma.",
            "es",
            "Pedro Quintana",
        ),
        (
            "Ana Soler, the centre-right candidate, won the run-off.\n\n"
            "Peter Quinn, meanwhile, spoke to reporters in Leeds.\n\n"
            '"We will not accept this result," said the leader of the Green Party.',
            "en",
            "Peter Quinn",
        ),
    ],
)
def test_a_role_in_a_named_body_given_to_no_one_is_the_person_just_shown(text, language, speaker):
    assert set(quote_speakers(text, language)) == {speaker}


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "La fiscal del caso, Natalia Ferrer, pidió ocho años de cárcel.\n\n"
            "«La ley se aplica a todos», afirmó la presidenta del Tribunal Supremo.",
            "es",
        ),
        (
            "Ana Soler habló ante la prensa en Cusco.\n\n"
            "—No vamos a reconocer el resultado —afirmó el candidato de Unidad Popular—.",
            "es",
        ),
        (
            "Peter Quinn, the club's coach, spoke to reporters in Leeds.\n\n"
            '"We will not accept this result," said the leader of the Green Party.',
            "en",
        ),
    ],
)
def test_a_role_in_a_named_body_is_no_one_of_another_role_or_gender(text, language):
    assert quote_speakers(text, language)[-1] is None


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ("The report, published by the World Bank, said that poverty rose in 2025.", "en", "World Bank"),
        (
            "The annual report, released by the International Energy Agency on Tuesday, said that demand for "
            "coal would fall.",
            "en",
            "International Energy Agency",
        ),
        ("El informe, elaborado por la OCDE, señala que el paro bajará este año.", "es", "OCDE"),
        (
            "El estudio, realizado por la Universidad de Salamanca, concluye que el paro juvenil bajará.",
            "es",
            "Universidad de Salamanca",
        ),
    ],
)
def test_a_document_speaks_for_the_body_that_made_it(text, language, speaker):
    assert statement_speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The report, published on Monday, said that poverty rose in 2025.", "en"),
        ("El informe, publicado el lunes, señala que el paro bajará este año.", "es"),
    ],
)
def test_a_document_without_its_maker_names_no_one(text, language):
    assert {p.speaker for p in extract(text, language=language)} == {None}


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Ana Gil presentó el plan el lunes.\n\n«Necesitamos más médicos en los pueblos». Así lo afirmó el "
            "consejero de Salud, Pedro Ruiz, en el Parlamento.",
            "es",
            "Pedro Ruiz",
        ),
        ("«No nos vamos a rendir». Así lo ha explicado Ana Gil, portavoz de la plataforma vecinal.", "es", "Ana Gil"),
        (
            'Jonas Berg presented the plan.\n\n"We need more doctors in rural areas." So said Health Minister '
            "Peter Rowe in parliament.",
            "en",
            "Peter Rowe",
        ),
    ],
)
def test_a_sentence_pointing_back_to_a_quotation_names_its_speaker(text, language, speaker):
    assert quote_speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [("«No nos vamos a rendir». Así lo dijo.", "es"), ('"We will not give up." So it goes.', "en")],
)
def test_a_sentence_pointing_back_without_a_name_names_no_one(text, language):
    assert quote_speakers(text, language) == [None]
