"""A definite role that an event in the text gave one person: whoever won is "el
ganador", "the winner" and, after a vote, "la presidenta electa", "the mayor-elect";
whoever stands trial is "el acusado", "the defendant". Only when exactly one person
fits; never a guess. Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind in ("quote", "fact", "statistic")][-1:]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "El ciclista belga Jan Peeters ganó la etapa. «Es el día más feliz de mi vida», dijo el ganador.",
            "es",
            "Jan Peeters",
        ),
        (
            "Lucía Campos ganó la segunda vuelta de las presidenciales. La presidenta electa prometió «un gobierno "
            "para todos».",
            "es",
            "Lucía Campos",
        ),
        (
            'Maria Lind won the mayoral race on Sunday. "This is your victory," the mayor-elect told supporters.',
            "en",
            "Maria Lind",
        ),
        (
            "El juicio contra Ramón Vidal comenzó el lunes. El acusado insistió en que «todo fue legal».",
            "es",
            "Ramón Vidal",
        ),
        (
            'The trial of Tom Hale opened on Monday. "I did nothing wrong," the defendant told the court.',
            "en",
            "Tom Hale",
        ),
        (
            "La Fiscalía pide cárcel para Pedro Salas por el caso Norte. El acusado insistió en que «todo fue legal».",
            "es",
            "Pedro Salas",
        ),
        (
            "Pedro Salas, de 58 años, se enfrenta a una petición de seis años de prisión. El acusado insistió en que "
            "«todo fue legal».",
            "es",
            "Pedro Salas",
        ),
        (
            'Tom Hale faces up to ten years in prison. "I did nothing wrong," the defendant told the court.',
            "en",
            "Tom Hale",
        ),
    ],
)
def test_the_one_person_an_event_gave_the_role_speaks(text, language, speaker):
    assert speakers(text, language) == [speaker]


def test_two_winners_leave_the_winner_unnamed():
    text = "Jan Peeters ganó la etapa y Luis Mora ganó la general. «Es el día más feliz de mi vida», dijo el ganador."
    assert speakers(text, "es") == [None]
