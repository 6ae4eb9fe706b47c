"""A part of a group that the sentence says is something counts that something ("Three
of them were teenagers", "de los que unos 300 son hembras"); a part something happened
to counts its group ("Four of them were hospitalized", "fueron trasladados"), and a part
taken "of the" group it names keeps that noun ("two of the three judges"). English and
Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Police detained 14 people. Three of them were teenagers.", "en",
         [("14", "exact", "people"), ("3", "exact", "teenagers")]),
        ("The clinic saw 60 patients, of whom 25 were young women.", "en",
         [("60", "exact", "patients"), ("25", "exact", "young women")]),
        ("Some 300 climbers reached the summit. Nine of those rescued were guides.", "en",
         [("300", "approximately", "climbers"), ("9", "exact", "guides")]),
        ("El rebaño suma 900 cabezas, de las que unas 350 son ovejas merinas.", "es",
         [("900", "exact", "cabezas"), ("350", "approximately", "ovejas merinas")]),
        ("Se presentaron 85 aspirantes y solo seis de ellas son ingenieras.", "es",
         [("85", "exact", "aspirantes"), ("6", "exact", "ingenieras")]),
        ("La policía detuvo a 11 personas. Cinco de ellos eran extranjeros.", "es",
         [("11", "exact", "personas"), ("5", "exact", "extranjeros")]),
    ],
)
def test_a_part_said_to_be_something_counts_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Police detained 14 people. Four of them were hospitalized.", "en",
         [("14", "exact", "people"), ("4", "exact", "people")]),
        # A share of a group said to be something stays a share.
        ("Of the 400 members, nearly two-thirds of them are nurses.", "en",
         [("400", "exact", "members"), ("66.7", "less_than", "percent of them")]),
        ("Two of the three judges dissented.", "en", [("2", "exact", "judges"), ("3", "exact", "judges")]),
        ("Two witnesses spoke. The second of them was a nurse.", "en", [("2", "exact", "witnesses")]),
        ("Rescataron a 17 mineros. Cuatro de ellos fueron trasladados al hospital.", "es",
         [("17", "exact", "mineros"), ("4", "exact", "mineros")]),
        ("Dos de los tres jueces votaron en contra.", "es", [("2", "exact", "jueces"), ("3", "exact", "jueces")]),
        ("Llegaron 12 pateras. Tres de ellas eran neumáticas.", "es", [("12", "exact", "pateras")]),
    ],
)
def test_a_part_something_happened_to_or_of_a_named_group_keeps_its_noun(text, language, expected):
    assert figures(text, language) == expected
