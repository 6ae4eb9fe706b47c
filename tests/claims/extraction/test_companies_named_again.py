"""A company named again by its kind alone ("the company", "the firm", "la empresa",
"la compañía"): the body the text introduced by that kind before its name ("the
messaging app Chatterly", "la empresa Carbones del Valle") or whose name holds it; a
company no one named is no invented speaker. Also from the fifth blind check: a
number's comma inside a relative clause does not hide the subject before it, and a
speech verb whose short object quotes the subject ("expresó su «profundo dolor»") makes
the clause the subject's words. Sentences of our own."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, body",
    [
        (
            'Regulators fined the messaging app Tellwave last year.\n\n"We have already changed the settings," '
            "the company said in a statement.",
            "en",
            "Tellwave",
        ),
        (
            'Inspectors visited the firm Harlow Metals on Monday. "Our furnaces are safe," the firm said.',
            "en",
            "Harlow Metals",
        ),
        (
            "La obra, adjudicada a la empresa Construcciones Pardo, lleva un año parada.\n\n"
            "«Cumplimos todos los plazos», dijo la empresa en un comunicado.",
            "es",
            "Construcciones Pardo",
        ),
        (
            "El contrato lo ganó la compañía Aguas del Sur en marzo. «Invertiremos en la red», señaló la compañía.",
            "es",
            "Aguas del Sur",
        ),
    ],
)
def test_the_company_is_the_body_the_text_named_by_that_kind(text, language, body):
    assert quote_speakers(text, language) == [body]


@pytest.mark.parametrize(
    "text, language",
    [
        ('"We have already changed the settings," the company said in a statement.', "en"),
        ("«Cumplimos todos los plazos», dijo la empresa en un comunicado.", "es"),
        # A person after the kind is no company: "the company John Smith founded".
        ('The company Ana Ruiz founded grew fast. "We are proud," the company said.', "en"),
        ("La empresa que fundó Ana Ruiz creció. «Estamos orgullosos», dijo la empresa.", "es"),
    ],
)
def test_a_company_no_one_named_gets_no_invented_speaker(text, language):
    assert quote_speakers(text, language) == [None]


def test_two_companies_named_by_their_kind_leave_the_company_unresolved():
    text = (
        'The airline Skyvale bought the carrier Northjet in May. "The deal is good for passengers," the company said.'
    )
    assert quote_speakers(text, "en") == [None]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Tellwave, which is based in Oslo and employs around 1,800 people in Dublin, said it was "
            '"disappointed" with the ruling.',
            "en",
            "Tellwave",
        ),
        (
            "Ana Ruiz, que dirige una empresa de 1.200 empleados, afirmó que las ventas crecieron mucho este año.",
            "es",
            "Ana Ruiz",
        ),
    ],
)
def test_a_number_inside_a_relative_clause_does_not_hide_its_subject(text, language, speaker):
    said = [p for p in extract(text, language=language) if p.kind not in ("statistic",)]
    assert [p.speaker for p in said] == [speaker]
    # The figure inside the clause is still read, and is not the speaker's words.
    assert any(p.kind == "statistic" for p in extract(text, language=language))


@pytest.mark.parametrize(
    "text, speaker",
    [
        (
            "En un breve comunicado, Minas del Norte expresó su «profundo dolor» y aseguró que colabora con la fiscalía.",
            "Minas del Norte",
        ),
        ("La alcaldesa Ana Ruiz expresó su «más firme rechazo» a la decisión del tribunal.", "Ana Ruiz"),
    ],
)
def test_an_object_that_quotes_the_subject_is_the_subjects_words(text, speaker):
    assert [p.speaker for p in extract(text, language="es") if p.kind != "statistic"] == [speaker]


@pytest.mark.parametrize(
    "text",
    [
        # Nothing quoted: what the body feels is the article's report, not its words.
        "Minas del Norte expresó su apoyo a las familias de los mineros.",
        # Quoted words after a verb that does not speak: a title, not a quotation.
        "Minas del Norte publicó su «informe anual» sobre seguridad en las galerías.",
    ],
)
def test_an_object_without_the_subjects_quoted_words_is_no_ones_words(text):
    assert [p.speaker for p in extract(text, language="es")] == [None]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La Defensoría del Pueblo pidió una investigación «rápida y transparente» sobre la explosión en la mina.",
            "es",
            "Defensoría del Pueblo",
        ),
        (
            'The Harbour Trust called for a "full and open" inquiry into the collapse of the pier.',
            "en",
            "Harbour Trust",
        ),
    ],
)
def test_who_asks_in_quoted_words_of_their_own_speaks(text, language, speaker):
    assert [p.speaker for p in extract(text, language=language) if p.kind != "statistic"] == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        # Nothing quoted: the article reports the request.
        ("La Defensoría del Pueblo pidió una investigación rápida sobre la explosión en la mina.", "es"),
        # A title quoted, not words of the asker's.
        ("Los vecinos del barrio pidieron el libro «Cien años de soledad» en la biblioteca municipal.", "es"),
        ('The Harbour Trust asked for the report "Piers at Risk" from the county archive.', "en"),
    ],
)
def test_asking_without_quoted_words_of_ones_own_is_the_articles(text, language):
    assert [p.speaker for p in extract(text, language=language)] == [None]
