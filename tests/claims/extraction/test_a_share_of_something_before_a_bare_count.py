"""A bare count after a share in its sentence does not count the share: a share of
something that is no plural noun ("el 24 % de cuota de mercado", "40 percent of the
cost") is passed over as a bare share is, so the count takes its unit from elsewhere
(the money the article names, the count before the share); a share of a plural noun
("un tercio de los hogares de Montevideo", "60 percent of the residents") leaves that
noun to the count. A count with its own noun keeps it. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La multa mayor, de 142 millones de euros, recae sobre Lusomercado, con el 24 % de cuota de "
            "mercado, seguido de Atlântico, sancionado con 97,5 millones.",
            "es",
            ("97500000", "exact", "euros"),
        ),
        (
            "La obra costará 412 millones de euros. El Gobierno pagará el 40 % del coste con fondos del "
            "Ministerio, que ya ha comprometido 95 millones.",
            "es",
            ("95000000", "exact", "euros"),
        ),
        (
            "The fine of 142 million euros fell on Lusomercado, which holds 24 percent of the market, "
            "followed by Atlantico, fined 97.5 million.",
            "en",
            ("97500000", "exact", "euros"),
        ),
        (
            "Alrededor de un tercio de los hogares de la ciudad alquila su vivienda, unos 190.000 en total.",
            "es",
            ("190000", "approximately", "hogares"),
        ),
        (
            "About 12 percent of the residents of the valley left, and 38,000 stayed.",
            "en",
            ("38000", "exact", "residents"),
        ),
    ],
)
def test_a_bare_count_after_a_share(text, language, expected):
    assert expected in figures(text, language)


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "El 60 % de la plantilla votó a favor y 300 trabajadores se abstuvieron.",
            "es",
            ("300", "exact", "trabajadores"),
        ),
        ("Some 40 percent of the budget went to roads and 120 new buses were bought.", "en", ("120", "exact", "new buses")),
        ("El paro bajó del 14 % de la población activa al 12 % en marzo.", "es", ("12", "exact", "percent")),
    ],
)
def test_a_count_with_its_own_unit_after_a_share(text, language, expected):
    assert expected in figures(text, language)
