"""A part "of them"/"de ellos" with nothing counted before counts the plural noun the
pronoun refers to, the last one named in its sentence or the two before ("Heat pumps
are getting cheaper. Britain installed 40,000 of them" -> pumps), across a
quotation's marks; a noun counted before still wins, and a verb, a pronoun or "times"
is no referent. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Heat pumps are getting cheaper. Britain installed roughly 40,000 of them last year.", "en",
         [("40000", "approximately", "pumps")]),
        ("The council says it fixed the roads. About 300 of them were resurfaced.", "en",
         [("300", "approximately", "roads")]),
        ("Raffle tickets sold out on Monday. “I bought 20 of them,” she said.", "en",
         [("20", "exact", "tickets")]),
        ("Las bombas de calor se abaratan. El país instaló unas 40.000 de ellas el año pasado.", "es",
         [("40000", "approximately", "bombas")]),
    ],
)
def test_a_part_of_them_counts_the_noun_they_refer_to(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The firm sold 12,000 kettles and 3,000 toasters in May. About 900 of them were returned.", "en",
         [("12000", "exact", "kettles"), ("3000", "exact", "toasters"), ("900", "approximately", "toasters")]),
        ("Demand rose three times. Britain installed roughly 40,000 of them last year.", "en",
         [("3", "exact", "times"), ("40000", "approximately", "")]),
        ("She says the plan works. About 30 of them agreed.", "en", [("30", "approximately", "")]),
        ("We asked about it. Forty of them said yes.", "en", [("40", "exact", "")]),
    ],
)
def test_a_counted_noun_wins_and_no_referent_leaves_it_empty(text, language, expected):
    assert figures(text, language) == expected
