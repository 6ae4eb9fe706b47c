"""A spokesperson before whom the press writes a body's name ("A Ministry of Health
spokeswoman said", "A Marks and Spencer spokesperson said") speaks for that body, even
when its name joins its words with "of" or "and", as "A Red Cross spokesman" already
does. Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [(p.speaker, p.speaker_role) for p in extract(text, language=language) if p.speaker or p.speaker_role]


@pytest.mark.parametrize(
    "text, body",
    [
        ("A Ministry of Health spokeswoman said the vaccine had been tested on 3,000 volunteers.", "Ministry of Health"),
        ("A Bank of England spokesman said the rate decision had been unanimous.", "Bank of England"),
        ("A Marks and Spencer spokesperson said the shop would close in March.", "Marks and Spencer"),
        ("A Red Cross spokesman said the convoy had reached the town.", "Red Cross"),
    ],
)
def test_a_spokesperson_after_a_body_named_with_of_or_and_speaks_for_it(text, body):
    assert [name for name, _ in speakers(text, "en")] == [body]


def test_a_spanish_spokesperson_of_a_body_still_speaks_for_it():
    text = "Un portavoz del Ministerio de Salud dijo que la vacuna se probó en 3.000 voluntarios."
    assert [name for name, _ in speakers(text, "es")] == ["Ministerio de Salud"]


def test_a_spokesperson_for_someone_unnamed_stays_a_role():
    text = "A spokesman for the mayor said the works would be finished in May."
    assert [name for name, _ in speakers(text, "en")] == [None]
