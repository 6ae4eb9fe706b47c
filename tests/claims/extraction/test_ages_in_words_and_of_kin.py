"""An age is no figure, as the corpus README settles, in words too: "cuando tenía siete
años", "cumplió dieciocho años" (as "tenía 7 años" is read), and a relative's age given
with no unit, the clause going on after it: "llegó con su hijo de 12 con fiebre", "mi
nieta de nueve". Time at something ("lleva siete años en el cargo", "quince años de
experiencia") and counts of relatives stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Mi padre me llevó al estadio cuando tenía siete años.", []),
        ("Cuando tenía once años se mudó a Lima.", []),
        ("Tenía veintiún años cuando emigró.", []),
        ("La vecina llegó al centro de salud con su hijo de 12 con fiebre.", []),
        ("Mi nieta de nueve ya juega al ajedrez.", []),
        ("La empresa tiene quince años de experiencia en el sector.", [("15", "exact", "años de experiencia")]),
        ("Lleva siete años en el cargo.", [("7", "exact", "años")]),
        ("Llegó con sus dos hijos.", [("2", "exact", "hijos")]),
        ("El hospital atendió a 30 niños de 12 escuelas.", [("30", "exact", "niños"), ("12", "exact", "escuelas")]),
    ],
)
def test_ages_in_words_and_of_kin_are_no_figure(text, expected):
    assert figures(text) == expected
