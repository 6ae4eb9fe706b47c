"""A Spanish age in words after "con", "a los" or "a sus" is an age, as it is in digits
("a los 4 años"): "empezó a tocar a los seis años en Oaxaca", "lo que soñaba con diez
años", "a sus ochenta años sigue pescando". How long something took or came after
stays a figure: "con dos años de retraso", "a los tres años de su llegada", "con tres
años más de plazo". Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="es"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text",
    [
        "La violinista, que empezó a tocar a los seis años en Oaxaca, ganó el premio.",
        "Esto es lo que soñaba con diez años.",
        "A sus ochenta años, sigue saliendo a pescar cada mañana.",
    ],
)
def test_an_age_in_words_is_no_figure(text):
    assert figures(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El puente se inauguró con dos años de retraso.", [("2", "exact", "años de retraso")]),
        ("Con tres años más de plazo, la empresa terminará la obra.", [("3", "exact", "años")]),
    ],
)
def test_how_long_stays_a_figure(text, expected):
    assert figures(text) == expected
