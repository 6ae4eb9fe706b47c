"""Durations and false figures of the thirty-eighth to fortieth blind checks, on sentences
of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Things of a kind named by their numbers: a social stratum, a tier, a band, a grade.
        ("Las ayudas cubren a familias de estratos 1, 2 y 3.", "es", []),
        ("Los hogares de estratos 1 y 2 pagan 20 % menos.", "es", [("20", "exact", "percent")]),
        ("Pupils in grades 3 and 4 will get free meals.", "en", []),
        ("Homes in council tax bands 1 to 3 will pay £40 less.", "en", [("40", "exact", "pounds")]),
        # Counted, not named: still figures.
        ("La ciudad tiene 6 estratos.", "es", [("6", "exact", "estratos")]),
        ("The scheme has 4 tiers and 12 members.", "en", [("4", "exact", "tiers"), ("12", "exact", "members")]),
    ],
)
def test_numbers_naming_strata_tiers_and_bands_are_labels(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A year cut to two digits after an apostrophe.
        ("My grandfather held on through '56.", "en", []),
        ("The mill ran until ’71, then closed.", "en", []),
        ("Vive en el barrio desde el ’98.", "es", []),
        ("In '56 we lost 300 head of cattle.", "en", [("300", "exact", "head of cattle")]),
        ("The price rose 56% in '09.", "en", [("56", "exact", "percent")]),
        # A quotation opening on a count: still a figure.
        ("He said: '56 people died in the fire.'", "en", [("56", "exact", "people")]),
    ],
)
def test_a_year_cut_after_an_apostrophe_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # How long something set ahead goes on.
        ("The shelter will stay open for the next 14 days.", "en", [("14", "exact", "days")]),
        ("Volunteers will watch the dunes for the coming 48 hours.", "en", [("48", "exact", "hours")]),
        ("El puente seguirá cerrado durante los próximos 14 días.", "es", [("14", "exact", "días")]),
        ("Two lanes will stay closed for the next three weeks.", "en", [("2", "exact", "lanes"), ("3", "exact", "weeks")]),
        # A sum spread over it is counted in that window, a figure too (the corpus
        # README); a frame opening the sentence with no figure is background.
        ("The city will invest $40m for the next four years.", "en",
         [("40000000", "exact", "dollars"), ("4", "exact", "years")]),
        ("La ciudad invertirá 40 millones de euros durante los próximos cuatro años.", "es",
         [("40000000", "exact", "euros"), ("4", "exact", "años")]),
        ("In the next 14 days the shelter will stay open.", "en", []),
    ],
)
def test_for_the_next_period_is_how_long_something_goes_on(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # An age limit put to whoever a rule speaks to.
        ("To show you are over 18, buyers must upload a passport.", "en", []),
        ("Platforms must check that users are over 16.", "en", []),
        ("Users under 13 are banned, and those aged 13 to 15 need consent.", "en", []),
        ("The law bars minors under 14 from the app.", "en", []),
        ("Minors under 16 make up 20% of users.", "en", [("20", "exact", "percent of users")]),
        # A noun after the bound: a count, not an age.
        ("You are over 16 points ahead.", "en", [("16", "more_than", "points")]),
        ("Customers under 30 minutes away get free delivery.", "en", [("30", "less_than", "minutes")]),
        ("There are over 300 minors in custody.", "en", [("300", "more_than", "minors")]),
    ],
)
def test_an_age_limit_put_to_users_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # Fiscal and calendar periods looked back on or ahead: the frame, not a figure.
        ("La empresa perdió dinero en los tres últimos ejercicios.", []),
        ("Las ventas crecerán en los dos próximos trimestres.", []),
        ("Ganó 30 millones de euros en los tres últimos ejercicios.", [("30000000", "exact", "euros")]),
        # Counted: a figure.
        ("Cerró tres ejercicios con pérdidas.", [("3", "exact", "ejercicios")]),
    ],
)
def test_the_last_fiscal_years_frame_the_sentence(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # How long a run of results or a time away lasted, written onto its noun.
        ("The club ended a four-year losing streak.", [("4", "exact", "years")]),
        ("The band returned after a two-year hiatus.", [("2", "exact", "years")]),
        ("She came back from a 10-month absence.", [("10", "exact", "months")]),
        # An age so written stays no figure.
        ("He trained his 4-year-old colt.", []),
    ],
)
def test_the_length_of_a_streak_or_an_absence_is_a_figure(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A time lengthened or cut by one.
        ("The board voted to extend opening hours by one hour on weekends.", "en", [("1", "exact", "hour")]),
        ("They extended the deadline by one week.", "en", [("1", "exact", "week")]),
        # No unit of time after "one", or no lengthening: no figure.
        ("The museum extended its hours by one.", "en", []),
        ("The board extended the contract and in one hour the deal was signed.", "en", []),
        ("Ampliaron la sala en una hora de trabajo.", "es", []),
    ],
)
def test_a_time_extended_by_one_unit_is_a_figure(text, language, expected):
    assert figures(text, language) == expected
