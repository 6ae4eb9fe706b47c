"""Days of a month are dates, not figures: a range of days before the month's name
("use-by dates between 14 and 22 September", "entre 14 y 22 de septiembre", "14-22
September") is two dates, as "on 3 and 4 May" is. A range of a count before a month
named later ("between 14 and 22 people died in September") stays one figure. A day
after its weekday is a date before what is decided on it too ("votará el lunes 18 si
convoca un paro"); a noun after it is counted ("el lunes 14 alumnos").
Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The recall covers products with use-by dates between 14 and 22 September.", "en"),
        ("The festival runs 14-22 September in the old town.", "en"),
        ("Between 3 and 9 March the bridge will be closed.", "en"),
        ("El festival se celebra entre 14 y 22 de septiembre.", "es"),
        ("La carretera estará cortada del 3 al 9 de marzo.", "es"),
    ],
)
def test_a_range_of_days_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Between 14 and 22 people died in September.", "en", [("14", "at_least", "people")]),
        ("Prices rose between 3 and 5 percent in May.", "en", [("3", "at_least", "percent")]),
        ("En septiembre murieron entre 14 y 22 personas.", "es", [("14", "at_least", "personas")]),
    ],
)
def test_a_range_counted_before_a_month_stays_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # A day after its weekday, then what is decided on it.
        ("El sindicato votará el lunes 18 si convoca un paro.", "es"),
        ("Members will vote on Monday 18 whether to strike.", "en"),
        ("The race starts on Sunday 4 if the weather holds.", "en"),
    ],
)
def test_a_day_after_its_weekday_before_if_is_no_figure(text, language):
    assert figures(text, language) == []


def test_a_count_after_a_weekday_stays_a_figure():
    assert figures("El lunes 14 alumnos faltaron a clase.", "es") == [("14", "exact", "alumnos")]
