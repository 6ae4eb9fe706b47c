"""A phone number is no figure when "número"/"number" announces nine digits in groups
("habilitó el número 987 654 321"), when it opens on a 0 in groups of three ("al número
021 663 170", a leading 0 being no thousands), when a line's short number is set off by
commas ("A government hotline, 116, has opened") and when a short code is dialled with
its star ("la línea *462"). Counts beside them stay figures ("la número 18.430 en la
cola" is a place, "The helpline, 300 volunteers strong" counts). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("La cooperativa habilitó el número 912 345 678 para recibir donaciones.", "es"),
        ("Los vecinos pueden comunicarse con la comuna al número 021 478 330, habilitado día y noche.", "es"),
        ("La alcaldía atiende consultas al 031 250 400.", "es"),
        ("Families can call the number 415 902 118 for news of relatives.", "en"),
        ("A government hotline, 119, has been opened for relatives.", "en"),
        ("Por la noche, la línea *611 no respondía.", "es"),
        ("Customers were told to dial *345 to report outages.", "en"),
    ],
)
def test_an_announced_or_starred_phone_number_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The helpline, 300 volunteers strong, answered 1,200 calls.", "en", [("300", "exact", "volunteers"), ("1200", "exact", "calls")]),
        ("La línea 3 transportó 120.000 pasajeros.", "es", [("120000", "exact", "pasajeros")]),
        ("El número de afectados llegó a 1.250 personas.", "es", [("1250", "exact", "personas")]),
        ("The hotline, which opened in May, took 4,500 calls.", "en", [("4500", "exact", "calls")]),
    ],
)
def test_counts_beside_a_phone_line_stay_figures(text, language, expected):
    assert figures(text, language) == expected
