"""In a league's table, how far a side is from a place or a side named counts points
(claims.extraction.sport_units): "a tres de la salvación", "a cuatro del Club de Campo", as
"a siete del líder" does. Short Spanish texts of our own, with a text that is no table
("a cinco de la mayoría absoluta") and the English margin that already counted points."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="es"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


TABLE_ES = (
    "El Prado Norte desciende\n\n"
    "El Prado Norte cerró la liga con 29 puntos en la tabla del descenso. {sentence}\n\n"
    "El campeonato se reanuda en la próxima jornada."
)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quedó a tres de la salvación tras perder el último partido.", ("3", "puntos")),
        ("El Egara terminó segundo, a cuatro del Club de Campo.", ("4", "puntos")),
        ("El Sporting acabó a dos de la permanencia.", ("2", "puntos")),
        ("El Betis terminó a siete del líder.", ("7", "puntos")),
    ],
)
def test_a_margin_in_a_table_counts_points(sentence, expected):
    assert expected in units(TABLE_ES.format(sentence=sentence))


def test_a_margin_outside_a_table_gets_no_points():
    text = "El partido sacó 29 escaños y se quedó a cinco de la mayoría absoluta, a tres del Club Liberal."
    assert all(unit != "puntos" for _, unit in units(text))
