"""A match's score told in decimals, half points or judges' marks is no statistic, as a
score in whole numbers is not (the corpus README: "A match's score is no statistic";
claims.extraction.match_scores._a_decimal_score): "venció a Saidov por 1,5 a 0,5", "se
impuso a Baxter por 15,83 puntos a 13,40", "beat Park by 16.5 points to 12.25". A change
told "by X to Y", a share and an amount keep their figures. English and Spanish sentences
of our own."""

import pytest

from claims.extraction.figures import find_figures


def values(text, language="en"):
    return [str(f.value) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("La gran maestra se proclamó campeona tras vencer en el desempate a la georgiana Nino Beridze por 1,5 a "
         "0,5, después de empatar la fase clásica.", "es"),
        ("Rocha se impuso en la final a la hawaiana Kai Palani por 16,20 puntos a 12,75, en una manga muy corta.", "es"),
        ("Ito beat Park by 16.5 points to 12.25 in the final heat.", "en"),
        ("The Dutch grandmaster won the rapid play-off by 2.5 to 1.5 on Sunday.", "en"),
    ],
)
def test_a_score_in_decimals_is_no_figure(text, language):
    assert not {"1.5", "0.5", "16.2", "12.75", "16.5", "12.25", "2.5"} & set(values(text, language))


@pytest.mark.parametrize(
    "text, language, kept",
    [
        ("La empresa ganó cuota y elevó su previsión por 2,5 a 3,1 millones.", "es", "3100000"),
        ("The bank lost ground after cutting rates by 0.25 to 4.5 per cent.", "en", "4.5"),
        ("The surfer scored 8.93 from the judges on her second wave.", "en", "8.93"),
    ],
)
def test_a_change_or_one_sides_mark_keeps_its_figure(text, language, kept):
    assert kept in values(text, language)
