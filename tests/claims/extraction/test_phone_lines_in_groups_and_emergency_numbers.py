"""A line reached on a number in groups after whom is called ("call the town hall on 70
20 14 00", "llamar al ayuntamiento al 91 20 14 00"), a "línea telefónica" before its
number, a body texted on a short code ("text BTP on 61016") and an emergency number named
before the service it reaches ("the 112 emergency number", "the city's 911 dispatch") are
no figures. A count of occasions, a count of operators or calls, and a service
noun that names something counted stay figures. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Residents have been asked to call the town hall on 70 20 14 00 or visit in person.", "en"),
        ("Tenants can contact the housing office on 33 12 40 88 if they need help.", "en"),
        ("Los vecinos pueden llamar al ayuntamiento al 91 20 14 00 o acudir a la sede.", "es"),
        ("Sacmex habilitó la línea telefónica 55 5654 3210 para reportar fugas.", "es"),
        ("El hospital abrió una línea telefónica 600 58 67 70 para las familias.", "es"),
        ("Anyone with information is asked to text BTP on 61016, quoting the date.", "en"),
        ("Residents received alerts on their phones through the 112 emergency number.", "en"),
        ("He said the city's 911 dispatch and water systems were on a separate network.", "en"),
        ("A 999 operator took the call shortly after midnight.", "en"),
        # The crisis line is an emergency number both when called and when named before
        # its service (`phone_numbers.EMERGENCY_NUMBERS`, one list for both).
        ("Its 988 operator answered quickly.", "en"),
        ("Volunteers urged anyone struggling to call 988 at any hour.", "en"),
    ],
)
def test_a_line_in_groups_a_short_code_or_an_emergency_number_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Thousands in groups, counts of operators, calls and things a service noun names.
        ("Police contacted the families on 150 occasions.", "en", [("150", "exact", "occasions")]),
        ("The 112 emergency number received 2,600 calls on Sunday.", "en", [("2600", "exact", "calls")]),
        ("The service handled 999 calls on Sunday.", "en", [("999", "exact", "calls")]),
        ("The city has the 101 service stations it promised.", "en", [("101", "exact", "service stations")]),
        ("Crews used the 112 number plates seized in the raid.", "en", [("112", "exact", "number plates")]),
        ("La línea telefónica atendió 3.400 llamadas.", "es", [("3400", "exact", "llamadas")]),
        ("Inspectors visited 112 plants this year.", "en", [("112", "exact", "plants")]),
    ],
)
def test_counts_beside_lines_and_emergency_numbers_stay_figures(text, language, expected):
    assert figures(text, language) == expected
