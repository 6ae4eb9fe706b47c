"""After a price or a depth that changes of itself, "hasta" and a level say where the
change ends, exact, as after "subió" or "bajó": "El rape se encareció, hasta los 14,20
euros el kilo", "el canal se profundizó hasta 20,5 metros", "se ha abaratado hasta 1,20
euros", "el dragado del canal hasta 14 metros de profundidad". A ceiling stays one when
something else reaches the number ("encarece la contratación y podría costar hasta
70.000 empleos"), the size of a change ("podría encarecer los billetes hasta un 20 %")
and a level reached ("las olas alcanzaron hasta 5 metros"). English and Spanish
sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El rape también se encareció, hasta los 14,20 euros el kilo.", "es", [("14.2", "exact", "euros")]),
        ("El canal de acceso se profundizó hasta 20,5 metros.", "es", [("20.5", "exact", "metros")]),
        ("El pan se ha abaratado hasta 1,20 euros la pieza.", "es", [("1.2", "exact", "euros")]),
        ("La obra incluye el dragado del canal hasta 14 metros de profundidad.", "es", [("14", "exact", "metros")]),
        ("The channel was dredged to 14 metres.", "en", [("14", "exact", "metres")]),
        # Something else reaches the number, the size of a change, a level reached.
        ("La medida encarece la contratación y podría costar hasta 70.000 empleos.", "es",
         [("70000", "at_most", "empleos")]),
        ("La reducción de franjas podría encarecer los billetes hasta un 20 %.", "es", [("20", "at_most", "percent")]),
        ("Las olas alcanzaron hasta 5 metros.", "es", [("5", "at_most", "metros")]),
        ("Fares could rise by up to 20%.", "en", [("20", "at_most", "percent")]),
    ],
)
def test_a_price_or_depth_changing_until_a_level(text, language, expected):
    assert figures(text, language) == expected
