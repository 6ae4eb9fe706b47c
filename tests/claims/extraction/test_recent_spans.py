"""A span that reaches up to now ("the past two years", "los últimos ocho años") is a
figure when a perfect tense says something went on over it or a record is measured
over it; a change with no figure of its own and a span that describes a noun stay
frames. Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The mayor has run the town for the past nine years.", "en", [("9", "exact", "years")]),
        ("Everything we have built over the last four years is at risk.", "en", [("4", "exact", "years")]),
        ("It is the wettest spring of the past five years.", "en", [("5", "exact", "years")]),
        ("La coalición ha gobernado la ciudad durante los últimos seis años.", "es", [("6", "exact", "años")]),
        ("Durante los últimos 14 meses hemos trabajado sin contrato.", "es", [("14", "exact", "meses")]),
        ("Es la peor sequía de los últimos cinco años.", "es", [("5", "exact", "años")]),
    ],
)
def test_a_span_up_to_now_that_something_went_on_over_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Prices have risen sharply over the past two decades.", "en"),
        ("Rain fell over the past two days.", "en"),
        ("Los casos han aumentado en los últimos tres años.", "es"),
        ("The town has changed a lot over the past ten years.", "en"),
        ("Las lluvias acumuladas en los últimos tres años están por debajo de la media.", "es"),
    ],
)
def test_a_frame_with_no_figure_stays_no_figure(text, language):
    assert figures(text, language) == []
