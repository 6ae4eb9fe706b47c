"""What a part counts ("four of them", "Cuatro de ellos", "the other 13"), as general
rules on sentences of our own in English and Spanish: when its sentence counted
nothing before it and its paragraph names no group, the last whole counted before it,
larger than the part, not a group named in a paragraph before; a group its own
paragraph names still wins; and the rest of a whole counted in an opening paragraph
counts what the whole did."""

import pytest

from claims.extraction import extract


def figures(text, language):
    return {(str(p.value), p.unit) for p in extract(text, language=language) if p.value is not None}


@pytest.mark.parametrize(
    "text, language, part, rest, unit",
    [
        (
            "Los 23 pescadores fueron rescatados el lunes.\n\nLos bomberos trabajaron durante la noche.\n\n"
            "Cinco de ellos fueron trasladados al hospital, mientras que los otros 18 se encuentran bien.",
            "es",
            "5",
            "18",
            "pescadores",
        ),
        (
            "Rescuers freed 12 climbers from the glacier on Sunday.\n\nThe guides had raised the alarm at dawn.\n\n"
            "Three of them were flown to hospital, while the other nine walked down.",
            "en",
            "3",
            "9",
            "climbers",
        ),
    ],
)
def test_a_part_and_the_rest_count_the_whole_counted_before_them(text, language, part, rest, unit):
    found = figures(text, language)
    assert (part, unit) in found and (rest, unit) in found, found


def test_a_group_named_in_the_parts_own_paragraph_wins():
    text = (
        "La red tenía hasta doce personas trabajando por turnos.\n\n"
        "Los detenidos están acusados de estafa. El juez ha decretado prisión para cinco de ellos."
    )
    assert ("5", "detenidos") in figures(text, "es")


def test_a_whole_counting_time_is_no_group():
    text = (
        "Los 17 mineros salieron tras más de 100 horas de trabajos.\n\n"
        "Cuatro de ellos fueron trasladados al hospital."
    )
    assert ("4", "mineros") in figures(text, "es")


def test_a_part_the_sentence_describes_counts_what_it_is_said_to_be():
    # The lead's decision of 6 December 2026: "Ocho de ellos eran menores" is 8 menores
    # (it was no figure before), not 8 of the whole ("vecinos").
    text = "Los 40 vecinos fueron evacuados.\n\nOcho de ellos eran menores."
    assert ("8", "menores") in figures(text, "es")
    assert ("8", "vecinos") not in figures(text, "es")


# A part said to be somewhere ("Twelve of them were from Mexico") is no part said to be
# something: it counts the whole before it, days and nights counted one by one included;
# a span of months is no such whole.
@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The festival drew 40 bands. Twelve of them were from Mexico.", "en", {("40", "bands"), ("12", "bands")}),
        ("The couple spent 14 nights abroad last year. Eleven of them were in Lisbon and Porto.", "en",
         {("14", "nights"), ("11", "nights")}),
        ("Pasó 20 noches en el hospital. Cinco de ellas fueron en la UCI.", "es", {("20", "noches"), ("5", "noches")}),
        ("The report covers 12 months. Three of them were in winter.", "en", {("12", "months")}),
    ],
)
def test_a_part_said_to_be_somewhere_counts_the_whole(text, language, expected):
    assert figures(text, language) == expected
