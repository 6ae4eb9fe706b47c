"""The span a figure was counted over, named again after "over the", "durante los" and
the like, is that figure's window, a statistic of its own, though the same span was
named before ("a three-day tournament … 120,000 tickets were sold over the three days":
3 days), as the corpus annotates every such window (14 of 14 in English, 16 of 17 in
Spanish); other things named again with the article point back and stay no figure.
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The three-day festival drew 40,000 visitors. Police made 12 arrests over the three days.",
            "en",
            [("3", "days"), ("40000", "visitors"), ("12", "arrests"), ("3", "days")],
        ),
        (
            "El torneo duró cuatro días. Unas 14.500 personas pasaron por el club durante los cuatro días.",
            "es",
            [("4", "días"), ("14500", "personas"), ("4", "días")],
        ),
    ],
)
def test_a_window_named_again_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The council owns two shelters. The larger of the two shelters will close.", "en", [("2", "shelters")]),
        (
            "La empresa tiene tres granjas. En las tres granjas trabajan 40 personas.",
            "es",
            [("3", "granjas"), ("40", "personas")],
        ),
    ],
)
def test_other_things_named_again_point_back(text, language, expected):
    assert figures(text, language) == expected
