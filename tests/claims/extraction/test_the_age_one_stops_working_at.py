"""The age one stops working at is no figure: "who can retire at 48", "must work until 67
to receive a full pension", "I don't want to work until 64 either", "trabajar hasta los
67" (an age, as the retirement age is). A count after "until" ("worked until 60 homes
had power"), a time of day ("work until 11 tonight") and what is retired ("will retire
40 jets") stay as they were. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Under the reform, judges who can now retire at 55 will have to stay on longer.", "en"),
        ("Those nurses must work until 66 to receive a full pension.", "en"),
        ('"I do not want to work until 64 either," said a driver.', "en"),
        ("Most miners now work until 62 years of age.", "en"),
        ("«No quiero trabajar hasta los 67», dijo un maquinista.", "es"),
        ("Los médicos podrán seguir y trabajar hasta los 70 años si lo desean.", "es"),
    ],
)
def test_the_age_one_stops_working_at_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Crews worked until 60 homes had power again.", "en", [("60", "homes")]),
        ("The airline will retire 40 jets by 2027.", "en", [("40", "jets")]),
        ("La empresa retiró 40 autobuses.", "es", [("40", "autobuses")]),
        ("Trabajaron hasta los 50 kilómetros de la costa.", "es", [("50", "kilómetros")]),
    ],
)
def test_a_count_after_until_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected
