"""Spanish "la mitad" with nothing after it but a comparison, "con" or the clause's end
is half of a whole the sentence names, a share in %: "650.000 pasajeros, la mitad que
antes de la pandemia", "comercios que están vendiendo la mitad que hace un mes",
"580.000 toneladas, la mitad con destino a Francia", "obras que valían la mitad.", "o
se quedaban afuera con la mitad." (50 exact). Left alone: a place or a moment ("quedó
en la mitad", "cortó la tarta por la mitad", "en la segunda mitad"). Sentences of our
own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "El tren lleva 30.000 viajeros al día, la mitad que antes de la huelga.",
            [("30000", "exact", "viajeros"), ("50", "exact", "percent")],
        ),
        ("En el mercado ya venden la mitad que hace un año.", [("50", "exact", "percent")]),
        (
            "La cooperativa vendió 9.000 toneladas, la mitad con destino a Italia.",
            [("9000", "exact", "toneladas"), ("50", "exact", "percent")],
        ),
        ("Nos cobraron por reformas que costaban la mitad.", [("50", "exact", "percent")]),
    ],
)
def test_half_with_nothing_after_is_a_share(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "La pelota se quedó en la mitad.",
        "Cortó la tarta por la mitad.",
        "Lo mejor del partido llegó en la segunda mitad.",
    ],
)
def test_a_place_or_a_moment_stays_no_figure(text):
    assert figures(text) == []
