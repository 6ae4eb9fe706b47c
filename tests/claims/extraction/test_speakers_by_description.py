"""Speakers a sentence names by pointing back to a quotation ("«…». Así lo afirmó X",
'"…" So said X'), and a document that speaks for the body that made it ("The report,
published by the World Bank, said"). Sentences of our own."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


def statement_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind in ("quote", "fact", "statistic")]


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
