"""What the subject of a change counts ("The number of overnight stays rose to about 6.2
million" -> stays, "Reported fights dropped from 412 to 268" -> fights, "Claimants grew
from fewer than 20,000" -> claimants): a word of how often or of how the count is known
before the noun, and a qualifier of "fewer than"/"menos de" before the number, do not
hide the subject. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The levy raised £9 million. The number of overnight stays climbed to about 4.1 million.", "en",
         [("9000000", "exact", "pounds"), ("4100000", "approximately", "stays")]),
        ("Reported burglaries in the district fell from 530 to 410.", "en",
         [("530", "exact", "burglaries"), ("410", "exact", "burglaries")]),
        ("Applicants grew from fewer than 3,000 to 12,500 in five years.", "en",
         [("3000", "less_than", "Applicants"), ("12500", "exact", "Applicants"), ("5", "exact", "years")]),
        ("Complaints fell to under 300 last year.", "en", [("300", "less_than", "Complaints")]),
        ("Las denuncias bajaron a menos de 300 el año pasado.", "es", [("300", "less_than", "denuncias")]),
        ("Los robos denunciados bajaron a 412.", "es", [("412", "exact", "robos denunciados")]),
    ],
)
def test_the_subject_of_a_change_is_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "overnight" after a number and no noun: when, not what.
        ("Prices rose 3% overnight to 4,000 points.", "en", [("3", "exact", "percent"), ("4000", "exact", "points")]),
        ("The hotel sold 1,200 overnight stays.", "en", [("1200", "exact", "overnight stays")]),
    ],
)
def test_overnight_qualifies_a_noun_only(text, language, expected):
    assert figures(text, language) == expected
