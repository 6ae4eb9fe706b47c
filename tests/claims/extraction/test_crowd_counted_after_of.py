"""A crowd or an audience counted after "of" keeps its own word when the count names
no noun of its own: a verb after the count ("a crowd of about 28,000 lining the banks",
"packed into") or a unit another figure gave ("crowds of 31,500" after "14 miles"); a
noun after the count stays ("a crowd of 27,450 fans"). Spanish as it was. Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("A crowd of about 9,000 lining the route cheered.", "en", [("9000", "approximately", "crowd")]),
        ("A crowd of 12,400 packed into the arena.", "en", [("12400", "exact", "crowd")]),
        (
            "Queues stretched for 6 miles and police estimated crowds of 20,000.",
            "en",
            [("6", "exact", "miles"), ("20000", "exact", "crowds")],
        ),
        ("A crowd of 27,450 fans gave him an ovation.", "en", [("27450", "exact", "fans")]),
        ("The final drew a peak audience of 6.2 million viewers.", "en", [("6200000", "exact", "viewers")]),
        ("Una multitud de 40.000 personas llenó la plaza.", "es", [("40000", "exact", "personas")]),
    ],
)
def test_a_crowd_counted_after_of(text, language, expected):
    assert figures(text, language) == expected
