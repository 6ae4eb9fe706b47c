"""Numbers a sentence holds without asserting a count: ages said in a few common ways,
a hypothetical alternative, things pointed back to, and "twice" as a frequency written
onto a noun or in "twice over". Sentences of our own in English and Spanish."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        # An age after a trade with its complement, right after a name.
        ("«No he dormido», dijo Lucía Ortega, técnica de laboratorio de 38 años, en la puerta.", "es"),
        ("«Llegué tarde», contó Pedro Gil, conductor de ambulancia de 52 años, a la radio.", "es"),
        # The age of the oldest or youngest of a group.
        ("Los pacientes eran vecinos del barrio, y el de mayor edad, 96.", "es"),
        ("Among the runners the youngest was 17.", "en"),
        ("Most of the survivors were women, the oldest, 97.", "en"),
        # Someone's age in the first person, or a son's said with "lad".
        ("«Tengo 81 años y nunca vi el río tan bajo», dijo.", "es"),
        ("«Tenemos 70 años y seguimos trabajando», dijo.", "es"),
        ("\"My lad's 19 and he wants to work here,\" she said.", "en"),
        ("\"Our eldest is 30 and still lives at home,\" he said.", "en"),
        # A hypothesis offered as alternatives.
        ("The rent is the same whether there are two tenants or ten.", "en"),
        ("Cobran lo mismo, da igual que haya un pasajero o cuarenta.", "es"),
        # Things pointed back to.
        ("Turnout fell in the two districts concerned.", "en"),
        ("La participación cayó en los tres barrios en cuestión.", "es"),
        # "twice" as a frequency written onto a noun, or in "twice over".
        ("The ferry company has run the twice-weekly crossing since 2010.", "en"),
        ("\"I'd buy the ticket twice over,\" she said.", "en"),
    ],
)
def test_an_unasserted_number_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A count, not an age, after a name and a trade.
        ("Lucía Ortega, técnica de laboratorio, analizó 38 muestras.", "es", [("38", "exact", "muestras")]),
        # Alternatives without a hypothesis are counts.
        ("The council will hire two or three inspectors.", "en", [("2", "at_least", "inspectors")]),
        # The two things counted, not pointed back to.
        ("Turnout fell in two districts.", "en", [("2", "exact", "districts")]),
        # "twice" as a count of times.
        ("The river flooded twice last winter.", "en", [("2", "exact", "times")]),
        ("Prices have risen twice as fast as wages.", "en", [("2", "exact", "times")]),
    ],
)
def test_a_count_said_nearby_is_still_a_figure(text, language, expected):
    assert figures(text, language) == expected
