"""Speakers of forms the forty-fourth to forty-sixth blind checks missed, as general rules
on sentences of our own in English and Spanish: after a Spanish speech verb and whom it
was said to, "uno de" / "una de" opens the subject ("relató a la prensa uno de los
heridos, Pedro Salas"), while "contó a uno de los agentes" is still whom it was told."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('"Vimos el humo desde la calle", relató a la prensa uno de los vecinos, Pedro Salas.', "es", "Pedro Salas"),
        (
            '"Vimos el humo desde la calle", contó a los periodistas una de las vecinas, Marta Gil, de 61 años.',
            "es",
            "Marta Gil",
        ),
        ('"We saw the smoke," one of the neighbours, Peter Sands, told reporters.', "en", "Peter Sands"),
    ],
)
def test_one_of_a_group_after_whom_it_was_told_opens_the_subject(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('"Vimos el humo desde la calle", contó a los periodistas una de las vecinas.', "es", None),
        ('Pedro Salas llegó tarde. "Vimos el humo desde la calle", contó a uno de los agentes.', "es", "Pedro Salas"),
        ('"We saw the smoke," one of the neighbours told reporters.', "en", None),
    ],
)
def test_one_of_a_group_unnamed_or_told_is_no_one_new(text, language, speaker):
    assert speakers(text, language) == [speaker]
