"""A phone line's number is no figure when the line is named for whom it serves ("a
helpline for customers on 1800 444 017") or when nine digits in groups of three follow
the word for the line ("el teléfono 213 456 000", which a quantity's thousands would
look like), when a line called by its own name is set off before its number ("el
teléfono de Salud Responde, 900 850 100,"), and for a short code a message is sent to
("texting ERCOT to 47332"). Counts of calls stay figures ("la línea atendió 3.400 llamadas", "the
hotline took 2,100 calls"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The bank has opened a helpline for customers on 1800 444 017.", "en"),
        ("La policía ha habilitado el teléfono 213 456 000 para recibir denuncias.", "es"),
    ],
)
def test_a_phone_lines_number_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La línea atendió 3.400 llamadas.", "es", [("3400", "exact", "llamadas")]),
        ("The hotline took 2,100 calls on Monday.", "en", [("2100", "exact", "calls")]),
    ],
)
def test_counts_of_calls_stay_figures(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("El teléfono de Salud Responde, 900 850 100, recibió la mayoría de los avisos.", "es"),
        ("El ministerio recordó que el teléfono gratuito Calle Segura, 800 220 640, atiende avisos.", "es"),
        ("Anyone struggling can call the Samaritans helpline, 116 123, at any time.", "en"),
        ("Residents can sign up for grid alerts by texting ERCOT to 47332.", "en"),
        ("Para donar, envía la palabra AYUDA al 28014.", "es"),
    ],
)
def test_a_line_called_by_its_name_or_a_short_code_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A count after the name, with its noun, and messages sent to people.
        ("La línea 012 Mujer, 300 llamadas, atendió.", "es", [("300", "exact", "llamadas")]),
        ("The Samaritans helpline, which took 12,400 calls, was busy.", "en", [("12400", "exact", "calls")]),
        ("The campaign texted the link to 5000 subscribers.", "en", [("5000", "exact", "subscribers")]),
        ("The council sent a text to 40,000 residents.", "en", [("40000", "exact", "residents")]),
        ("Envió un mensaje a 300 vecinos.", "es", [("300", "exact", "vecinos")]),
    ],
)
def test_counts_beside_a_named_line_or_a_text_stay_figures(text, language, expected):
    assert figures(text, language) == expected
