"""Speakers of forms the thirty-eighth to fortieth blind checks missed, as general rules
on sentences of our own in English and Spanish: a person's own office speaks for them
("Her office said …" after "Governor Ann Cole", "su despacho indicó …"), while an
office no pronoun owns ("the regional office") stays what it was; an opinion owned by a possessive ("A su
juicio, …", "En su opinión, …", "In her view, …") is the person named last, and no one
when no person was named; a Spanish object pronoun between the subject and the verb
("Salinas la acusó de …", "Ribes les aseguró que …") is no part of who speaks; "the
company" is the body the text described as one right after its name ("Crestline
Therapeutics, a Boston biotech company,"), not a person so described; "la editorial" is
the publisher named before ("Ediciones Tramontana"), and no one when none was."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [(p.kind, p.quote, p.speaker) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Governor Ann Cole signed the bill on Monday. Her office said on Tuesday that the governor "
            "expected a challenge in court.",
            "en",
            "Ann Cole",
        ),
        (
            "Senator Paul Reyes voted against the plan. His office said that he would propose changes next month.",
            "en",
            "Paul Reyes",
        ),
        (
            "La alcaldesa, Marta Ribes, firmó el decreto el lunes. Su despacho indicó el martes que la "
            "alcaldesa espera recursos en los tribunales.",
            "es",
            "Marta Ribes",
        ),
    ],
)
def test_a_persons_own_office_speaks_for_them(text, language, speaker):
    said = [s for kind, _quote, s in speakers(text, language) if kind in ("quote", "fact", "allegation", "event")]
    assert speaker in said


def test_her_office_is_not_the_man_named_last():
    text = (
        "Governor Ann Cole met the mayor, Paul Reyes, on Monday. Her office said on Tuesday that the governor "
        "expected a challenge in court."
    )
    said = [s for _kind, _quote, s in speakers(text, "en")]
    assert "Ann Cole" in said
    assert "Paul Reyes" not in said[1:]
    assert "Her office" not in said


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            'The economist Laura Finch studied the figures. In her view, the rise in turnout is "a good sign '
            'for the party but no guarantee".',
            "en",
            "Laura Finch",
        ),
        (
            "El politólogo Andrés Mella, de la Universidad Central, señaló que Rodrigo Salinas pagó su cercanía "
            'con el Gobierno. A su juicio, la alta participación es "una buena señal, pero no asegura nada".',
            "es",
            "Andrés Mella",
        ),
        (
            'La economista Laura Pinto analizó las cifras. En su opinión, la subida del paro es "un mal dato, '
            'pero pasajero".',
            "es",
            "Laura Pinto",
        ),
    ],
)
def test_an_opinion_owned_by_a_possessive_is_the_person_named_last(text, language, speaker):
    assert speaker in [s for _kind, _quote, s in speakers(text, language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ('El equipo perdió el domingo. A su juicio, el resultado del partido es "injusto".', "es"),
        ('The club lost on Sunday. In its view, the result of the match was "unfair".', "en"),
    ],
)
def test_an_opinion_with_no_person_named_before_is_no_ones(text, language):
    assert {s for _kind, _quote, s in speakers(text, language)} == {None}


@pytest.mark.parametrize(
    "text, speaker",
    [
        ('El exministro Rodrigo Salinas perdió. Salinas la acusó de presentar un programa "imposible de financiar".',
         "Rodrigo Salinas"),
        (
            "La senadora Carmen Ibáñez ganó. Su rival, el exministro Rodrigo Salinas, la acusó en el último debate "
            'de presentar un programa "imposible de financiar".',
            "Rodrigo Salinas",
        ),
        ("La alcaldesa Marta Ribes recibió a los vecinos. Ribes les aseguró que la obra terminará en mayo.", "Marta Ribes"),
    ],
)
def test_an_object_pronoun_before_the_verb_is_not_the_speaker(text, speaker):
    assert speaker in [s for _kind, _quote, s in speakers(text, "es")]


def test_an_object_pronoun_alone_before_the_verb_names_no_one():
    text = "La obra se retrasó otra vez. Les aseguró que terminará en mayo."
    assert {s for _kind, _quote, s in speakers(text, "es")} <= {None}


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "A jury convicted Tom Hale, a former executive at Crestline Therapeutics, a Boston biotech company, "
            'of fraud.\n\nIn a statement, the company said Hale had left in 2023 and that it had "cooperated fully".',
            "en",
            "Crestline Therapeutics",
        ),
        (
            "Un jurado condenó a Tomás Gil, exdirectivo de Laboratorios Crestal, una empresa farmacéutica con sede "
            "en Medellín, por fraude.\n\nEn un comunicado, la empresa dijo que Gil dejó su puesto en 2023.",
            "es",
            "Laboratorios Crestal",
        ),
    ],
)
def test_the_company_is_the_body_described_as_one_after_its_name(text, language, speaker):
    assert speaker in [s for _kind, _quote, s in speakers(text, language)]


def test_a_person_described_with_a_company_is_not_the_company():
    text = "Tom Hale, a consultant with a company in Boston, was convicted.\n\nThe company said Hale had left in 2023."
    assert {s for _kind, _quote, s in speakers(text, "en")} == {None}


def test_la_editorial_is_the_publisher_named_before():
    text = (
        "El premio, patrocinado por Ediciones Tramontana, recayó en Adrián Sorolla.\n\nEn un comunicado, la "
        "editorial afirmó que el jurado actuó «con total libertad»."
    )
    assert "Ediciones Tramontana" in [s for _kind, _quote, s in speakers(text, "es")]


def test_la_editorial_with_no_publisher_named_is_no_one():
    text = (
        "El premio, patrocinado por la Fundación Mar, recayó en Adrián Sorolla.\n\nLa editorial afirmó que el "
        "jurado actuó «con total libertad»."
    )
    assert {s for _kind, _quote, s in speakers(text, "es")} == {None}
