"""An adverb of time and the participle it modifies, between a count and its noun,
are not what is counted ("3,000 already approved applications" counts applications);
a verb with its particle or object after the adverb ("2,000 already signed up",
"200 already paid their fees") leaves the count without a noun. Spanish puts "ya"
after the noun ("2.000 solicitudes ya aprobadas"). Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The council has about 3,000 already approved applications on file.", "en",
         [("3000", "approximately", "applications")]),
        ("The county has 400 still unrepaired potholes.", "en", [("400", "exact", "potholes")]),
        ("Inspectors found 25 once condemned buildings back in use.", "en", [("25", "exact", "buildings")]),
        ("Hay unas 2.000 solicitudes ya aprobadas.", "es", [("2000", "approximately", "solicitudes")]),
    ],
)
def test_an_adverb_and_its_participle_stand_before_the_noun_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Some 2,000 already signed up for the scheme.", "en", [("2000", "approximately", "")]),
        ("About 200 already paid their fees.", "en", [("200", "approximately", "")]),
        ("There are 12 still trapped in the rubble.", "en", [("12", "exact", "")]),
    ],
)
def test_a_verb_after_the_adverb_leaves_the_count_without_a_noun(text, language, expected):
    assert figures(text, language) == expected
