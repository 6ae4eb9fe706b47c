"""A count set off by a comma after a plural noun phrase restates how many of it there
are (claims.extraction.apposed_groups): "Los pequeños productores, unos 12.000 en la
provincia, …" counts pequeños productores, "The small growers, about 12,000 in the
province" small growers. A number after a name is an age, and a noun after the count is
its own unit. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Los pequeños productores, unos 12.000 en la provincia, son los más afectados.",
            "es",
            [("12000", "pequeños productores")],
        ),
        ("Las entradas ya vendidas en Asia, cerca de 14.000, serán reembolsadas.", "es", [("14000", "entradas")]),
        (
            "La ley deja fuera a los repartidores y conductores de plataformas, unos 200.000 según los sindicatos.",
            "es",
            [("200000", "repartidores")],
        ),
        (
            "Los hogares de menor consumo, unos 2,1 millones según el ministerio, no pagarán más.",
            "es",
            [("2100000", "hogares")],
        ),
        ("The small growers, about 12,000 in the province, are the worst hit.", "en", [("12000", "small growers")]),
        ("It leaves out the app drivers, some 40,000 according to the unions.", "en", [("40000", "app drivers")]),
    ],
)
def test_a_count_set_off_after_a_plural_noun_phrase_counts_it(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A number after a name is an age, no count.
        ("Hablaron los familiares de Juan Pérez, 45, que murió en el accidente.", "es", []),
        ("The dead were identified as the relatives of Curtis Embry, 52, a furnace operator.", "en", []),
        # A noun after the count is its own unit.
        ("Los trabajadores despedidos, unos 300 mineros, protestaron.", "es", [("300", "mineros")]),
        # A singular noun phrase counts nothing.
        ("The council's budget, about 12,000 in the province, was cut.", "en", [("12000", "")]),
    ],
)
def test_what_the_rule_leaves_alone(text, language, expected):
    assert units(text, language) == expected
