"""A bare count whose noun stands in an earlier sentence counts what the text counted
last before it (claims.extraction.anaphoric_units): past a share or a price, not past a
quotation, not from a count of another order, and money or a length of time only to a
change or a level of it. English and Spanish sentences of our own, with sentences where
the unit stays empty."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A share between the noun and the count is passed over.
        (
            "La provincia cuenta con unas 8.000 familias apicultoras. El 60 % produce miel orgánica. "
            "De ese total, unas 5.000 en la zona norte dependen de la exportación.",
            "es",
            [("8000", "familias"), ("60", "percent"), ("5000", "familias")],
        ),
        (
            "El hospital realizó 210 trasplantes en 2025, un 15 % más. Del total, 160 procedieron de "
            "donantes fallecidos y 50 de donantes vivos.",
            "es",
            [("210", "trasplantes"), ("15", "percent"), ("160", "trasplantes"), ("50", "trasplantes")],
        ),
        # A price between them is passed over.
        (
            "The arena has 12,000 seats. Ticket prices start at £40. Some 9,000 had been sold by Friday.",
            "en",
            [("12000", "seats"), ("40", "pounds"), ("9000", "seats")],
        ),
        (
            "The bowlers conceded 86 runs before lunch. The afternoon was worse. Her partner scored 112 "
            "in the evening session.",
            "en",
            [("86", "runs"), ("112", "runs")],
        ),
        # Money is carried to the start and the end of a change of that money.
        (
            "El menú costará 6,50 euros al día. El gasto anual por alumno pasará de unos 1.100 a 1.250.",
            "es",
            [("6.5", "euros"), ("1100", "euros"), ("1250", "euros")],
        ),
        # Two sentences back, with nothing counted between.
        (
            "The club sold 400 season tickets last month. The weather hurt sales. By Monday it had 450.",
            "en",
            [("400", "season tickets"), ("450", "season tickets")],
        ),
        (
            "En la comarca hay 900 casos confirmados. La consejería lo comunicó el lunes. "
            "Según sus datos, unos 300 ya se recuperaron.",
            "es",
            [("900", "casos"), ("300", "casos")],
        ),
        # A length of time to the level it stood at before.
        (
            "La espera media para una primera consulta es de 41 días, según el informe. En marzo se "
            "situaba en 35.",
            "es",
            [("41", "días"), ("35", "días")],
        ),
    ],
)
def test_a_bare_count_counts_the_noun_counted_before(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A count of another order: a crowd does not say what a total counts.
        (
            "A crowd of 24,000 spectators watched. The hosts were bowled out cheaply. They made 185 in the final.",
            "en",
            [("24000", "spectators"), ("185", "")],
        ),
        # Three sentences back is too far.
        (
            "The depot holds 300 buses. Drivers are scarce. Routes have been cut. Fares went up. "
            "Last month it ran 250.",
            "en",
            [("300", "buses"), ("250", "")],
        ),
        # Not across a quotation: the speaker's count and the article's.
        (
            "The club sold 400 season tickets last month. “The weather hurt us,” a spokesman said. "
            "By Monday it had 450.",
            "en",
            [("400", "season tickets"), ("450", "")],
        ),
        (
            "El club vendió 400 abonos el mes pasado. «El tiempo nos perjudicó», dijo un portavoz. "
            "El lunes ya tenía 450.",
            "es",
            [("400", "abonos"), ("450", "")],
        ),
        # Money is not carried to a count that is no change of it.
        (
            "La entrada cuesta 12 euros. La taquilla abrió el lunes. Se vendieron 3.000 antes del mediodía.",
            "es",
            [("12", "euros"), ("3000", "")],
        ),
        (
            "Entry costs £12. The box office opened on Monday. By noon 3,000 had been sold.",
            "en",
            [("12", "pounds"), ("3000", "")],
        ),
        # A feminine count does not take a masculine noun.
        (
            "En la comarca hay 900 casos confirmados. La consejería lo comunicó el lunes. "
            "Según sus datos, unas 300 ya se recuperaron.",
            "es",
            [("900", "casos"), ("300", "")],
        ),
        # A part is no larger than its whole.
        (
            "About 40 boats sailed from the port. The storm came at night. Of those, 612 have sunk.",
            "en",
            [("40", "boats"), ("612", "")],
        ),
        # A kind of figure leaves what it counts to its own sentence.
        (
            "El museo recibió 64.000 visitantes. La temporada fue corta. Las ventas superaron la media de 59.000.",
            "es",
            [("64000", "visitantes"), ("59000", "")],
        ),
        # A decimal is no bare count.
        (
            "The league has 120 teams. Last season the average was 7.5 in the first round.",
            "en",
            [("120", "teams"), ("7.5", "")],
        ),
    ],
)
def test_a_bare_count_stays_empty_when_nothing_fits(text, language, expected):
    assert units(text, language) == expected
