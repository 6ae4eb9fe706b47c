"""A headline drops what it counts ("Floods displace 380,000 in the delta", "Hosepipe ban
for 2.3 million"): its number with nothing counted after it counts what the body counts
when it tells the same number again ("displaced 380,000 people", "2.3 million
customers"), in English and Spanish ("Restricciones de agua para 1,2 millones" over "1,2 millones
de abonados"). Left alone: a headline number the body does not tell again, or tells as
another number; a number with its noun in the headline ("Storm leaves 400 homes without
power") keeps it; a bare number in the body is not given a later figure's noun ("We
sold 50 … They bought 50 tickets"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Floods displace 380,000 in the delta\n\nHeavy rains have displaced 380,000 people across the north, officials said.",
            "en",
            [("380000", "people"), ("380000", "people")],
        ),
        (
            "Hosepipe ban for 2.3 million\n\nThe water company will impose the ban on 2.3 million customers from Friday.",
            "en",
            [("2300000", "customers"), ("2300000", "customers")],
        ),
        (
            "Restricciones de agua para 1,2 millones\n\nLa empresa limitará el suministro a 1,2 millones de abonados desde el lunes.",
            "es",
            [("1200000", "abonados"), ("1200000", "abonados")],
        ),
    ],
)
def test_a_headline_count_takes_the_bodys_noun(text, language, expected):
    assert units(text, language) == expected


@pytest.mark.parametrize(
    "text, expected_first",
    [
        ("Floods displace 380,000 in the delta\n\nHeavy rains have displaced 350,000 people, officials said.", ("380000", "")),
        ("Storm leaves 400 homes without power\n\nThe storm left 400 customers without power.", ("400", "homes")),
    ],
)
def test_a_headline_count_left_alone(text, expected_first):
    assert units(text)[0] == expected_first


def test_a_bare_count_in_the_body_takes_no_later_noun():
    text = "The club said on Monday it had sold 50. By Friday the rival club had sold 50 tickets."
    assert units(text)[0] == ("50", "")
