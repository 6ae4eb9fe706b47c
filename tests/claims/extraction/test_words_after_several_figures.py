"""A clause with several figures gives each figure its own words; what follows the last
one after "and"/"y" ("… 40 vans in two days and had kept the depot open all night") is a
claim of its own, as "and that"/"y que" already was. A short tail ("and buses") is no
claim. Sentences of our own in English and Spanish."""

import pytest

from claims.extraction import SourceIndex, extract


def quotes(text, language):
    return [p.quote for p in extract(text, SourceIndex([]), language=language)]


@pytest.mark.parametrize(
    "text, language, tail",
    [
        ("The firm said it had sold 40 vans in two days and had kept the depot open all night.", "en",
         "had kept the depot open all night"),
        ("La empresa vendió 40 furgonetas en dos días y mantuvo abierto el almacén toda la noche.", "es",
         "mantuvo abierto el almacén toda la noche"),
    ],
)
def test_the_words_after_the_last_figure_are_a_claim(text, language, tail):
    assert tail in quotes(text, language)


@pytest.mark.parametrize(
    "text, language",
    [
        ("The depot moved 40 vans, 12 lorries and buses.", "en"),
        ("El almacén movió 40 furgonetas, 12 camiones y autobuses.", "es"),
    ],
)
def test_a_short_tail_is_no_claim(text, language):
    found = quotes(text, language)
    assert not any(q.startswith(("buses", "autobuses")) for q in found)
