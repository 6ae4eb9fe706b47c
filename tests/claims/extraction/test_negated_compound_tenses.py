"""A Spanish compound tense says what the simple one says after "no": what has not
fallen below a number is at least it ("la mínima no ha bajado de 27 grados", as "no
bajó de"), what has not reached it is less than it ("no han llegado a 14.000", as "no
llegaron a"), together or yet ("no llegaron en conjunto al 12 %"). Without "no" the
level reached stays as it is. Sentences of our own, the English ones for comparison."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected, language",
    [
        ("La mínima no ha bajado de 27 grados en toda la semana.", [("27", "at_least")], "es"),
        ("Las lluvias no han descendido de 20 litros por metro cuadrado.", [("20", "at_least")], "es"),
        ("Este año no han llegado a 14.000 esquiadores.", [("14000", "less_than")], "es"),
        ("La cosecha no había llegado ni a 500 toneladas.", [("500", "less_than")], "es"),
        ("Los otros seis aspirantes no llegaron en conjunto al 12 %.", [("6", "exact"), ("12", "less_than")], "es"),
        ("The low has not fallen below 27C all week.", [("27", "at_least")], "en"),
    ],
)
def test_a_negated_compound_tense_bounds_the_number(text, expected, language):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Las ventas han llegado a 14.000 unidades.", [("14000", "exact")]),
        ("El paro ha bajado de 3 millones.", [("3000000", "less_than")]),
        ("Todavía no hemos llegado al pico.", []),
    ],
)
def test_without_no_the_level_stays(text, expected):
    assert figures(text) == expected
