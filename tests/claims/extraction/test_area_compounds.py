"""An area or a volume written onto its noun is a figure in square or cubic units ("a
54-square-metre flat", "a 96-square-mile area", "a 1.2-million-square-foot structure");
Spanish writes it after the number ("un piso de 54 metros cuadrados"), read as before.
A point placed or an event named stays no figure. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The family rents a 54-square-metre flat near the station.", "en", [("54", "exact", "square metres")]),
        ("Crews sprayed a 96-square-mile area around the town.", "en", [("96", "exact", "square miles")]),
        ("Drivers entering the 4.2-square-mile zone will pay.", "en", [("4.2", "exact", "square miles")]),
        ("The firm will build a 1.2-million-square-foot plant.", "en", [("1200000", "exact", "square feet")]),
        ("A 500-cubic-metre tank burst overnight.", "en", [("500", "exact", "cubic metres")]),
        ("La familia alquila un piso de 54 metros cuadrados.", "es", [("54", "exact", "metros cuadrados")]),
        ("El incendio arrasó 30 kilómetros cuadrados de monte.", "es", [("30", "exact", "kilómetros cuadrados")]),
        # A length onto its noun is as it was; an event named by its distance is no figure.
        ("They built a 40-metre wall.", "en", [("40", "exact", "metres")]),
        ("She won the 100-metre final.", "en", []),
        ("They rent a two-bedroom flat.", "en", []),
    ],
)
def test_an_area_written_onto_its_noun(text, language, expected):
    assert figures(text, language) == expected
