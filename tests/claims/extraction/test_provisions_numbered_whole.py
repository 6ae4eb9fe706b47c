"""A provision numbered with its parts joined is a label read whole, no figure and no
range: "Section 14-3504 of the Act", "el artículo 17.2 del Estatuto", "Rule 10.1", as
"Article 5" already is; a range of a count stays one. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The leak broke Section 22-1401 of the Consumer Protection Act.", "en", []),
        ("Invocó el artículo 17.2 del Estatuto de los Trabajadores.", "es", []),
        ("Under Rule 10.1, the race was rerun.", "en", []),
        ("Article 5 was invoked by 30 members.", "en", [("30", "exact", "members")]),
        ("Prices rose 14-20% in the section.", "en", [("14", "at_least", "percent")]),
        ("Entre 14 y 20 personas resultaron heridas según el artículo publicado.", "es", [("14", "at_least", "personas")]),
    ],
)
def test_a_provision_is_a_label(text, language, expected):
    assert figures(text, language) == expected
