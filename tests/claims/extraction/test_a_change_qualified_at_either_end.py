"""A change from one number to another counts one thing, named after its end, when
either end is qualified too: "from about 20,000 to more than 35,000 seats", "from 1,200
to about 800 cattle", "pasará de unos 300 a más de 450 euros" (figure_reader,
CHANGE_TO_QUALIFIED). English and Spanish sentences of our own, with changes whose end
names nothing (the sentence's subject counts) and ends that are not a change."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Ticket sales rose from about 20,000 to more than 35,000 seats.",
            "en",
            [("20000", "approximately", "seats"), ("35000", "more_than", "seats")],
        ),
        (
            "The herd shrank from 1,200 to about 800 cattle.",
            "en",
            [("1200", "exact", "cattle"), ("800", "approximately", "cattle")],
        ),
        (
            "The staff will grow from 12 to nearly 20 people by 2030.",
            "en",
            [("12", "exact", "people"), ("20", "less_than", "people")],
        ),
        (
            "La cuota pasará de unos 300 a más de 450 euros al año.",
            "es",
            [("300", "approximately", "euros"), ("450", "more_than", "euros")],
        ),
        (
            "El flete subió de unos 2.000 a 3.100 dólares en un año.",
            "es",
            [("2000", "approximately", "dólares"), ("3100", "exact", "dólares"), ("1", "exact", "año")],
        ),
        # The end names nothing: the subject of the change counts.
        (
            "El número de socios pasó de 2.000 a casi 5.000.",
            "es",
            [("2000", "exact", "socios"), ("5000", "less_than", "socios")],
        ),
        # Not a change: a count then another.
        (
            "The team travelled from Leeds with 30 players to about 400 fans.",
            "en",
            [("30", "exact", "players"), ("400", "approximately", "fans")],
        ),
    ],
)
def test_a_change_qualified_at_either_end_counts_what_its_end_names(text, language, expected):
    assert figures(text, language) == expected
