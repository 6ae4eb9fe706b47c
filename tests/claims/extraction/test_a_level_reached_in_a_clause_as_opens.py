"""What a bare level counts is the subject of its verb, also in the present plural a
headline uses ("cases pass 600", "dengue cases reach 41") and in a clause "as" or
"mientras" opens, whose subject is its own ("Samoa declares measles emergency as cases
pass 600", "… mientras los contagios superan los 900") (claims.extraction.sentence_units).
English and Spanish sentences of our own, with sentences the rule leaves alone."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Island declares emergency as cases pass 600", "en", [("600", "more_than", "cases")]),
        ("Town steps up spraying as confirmed cases reach 41", "en", [("41", "exact", "confirmed cases")]),
        ("Hospitals struggle as admissions topped 3,000 on Monday.", "en", [("3000", "more_than", "admissions")]),
        ("Applications exceed 3,000 for the first time", "en", [("3000", "more_than", "Applications")]),
        (
            "Los hospitales se saturan mientras los contagios superan los 900",
            "es",
            [("900", "more_than", "contagios")],
        ),
        (
            "La ciudad cierra colegios mientras las denuncias superaron las 1.200 el lunes.",
            "es",
            [("1200", "more_than", "denuncias")],
        ),
    ],
)
def test_the_subject_of_the_clause_is_counted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # An infinitive or a negation is no level of its subject.
        ("The trust hopes to reach 80,000 by the end of 2027.", "en", [("80000", "exact", "")]),
        ("The agency says exposure should not exceed 15.", "en", [("15", "at_most", "")]),
        # A noun counted after the number is what it counts.
        ("Officials aim to reach 420,000 people as vaccines arrive.", "en", [("420000", "exact", "people")]),
        ("La campaña quiere llegar a 300.000 niños mientras llegan las vacunas.", "es", [("300000", "exact", "niños")]),
    ],
)
def test_what_the_rule_leaves_alone(text, language, expected):
    assert figures(text, language) == expected
