"""Level at one number is both sides' tally, a match's score and no figure, as "empató a
2" is, with "igualar" too and said again or not: "igualaron de nuevo a once", "el local
igualaba a 31". Equalling someone ("igualó a Pérez como máximo goleador"), a tally with
its noun ("igualaron a tres goles", "con 40 escaños") and English tallies stay as they
were. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Los visitantes igualaron de nuevo a once en el último cuarto.", "es"),
        ("El local igualaba a 31 en el descanso.", "es"),
        ("Las azules volvieron a igualar otra vez a dos en la prórroga.", "es"),
    ],
)
def test_level_at_one_number_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Con ese gol, Méndez igualó a Pérez como máximo goleador del torneo.", "es", []),
        ("Los azules igualaron a tres goles en el último minuto.", "es", [("3", "goles")]),
        ("El partido oficialista igualó a la oposición con 40 escaños.", "es", [("40", "escaños")]),
        ("The council vote was tied at 6.", "en", [("6", "")]),
        ("Mendez equalled Perez's record of 11 goals.", "en", [("11", "goals")]),
    ],
)
def test_equalling_someone_or_a_tally_with_its_noun_stays(text, language, expected):
    assert figures(text, language) == expected
