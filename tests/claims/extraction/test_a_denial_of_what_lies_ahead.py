"""A denial before "in"/"en" and a span of years makes it the gap since the last time
("have not won a series here in 22 years", "no habíamos tenido en diez años"), but not
a denial of what lies ahead, after a modal ("we may have no shrimp in five years",
"there won't be a fishery in five years"), nor one in a condition a comma closes ("If we
don't act, …", "Si no hay agua, en veinte años …"): the span there places a moment
ahead, as "dentro de" does; a record after the comma still measures one. Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        ('"If nobody cleans the river, there won\'t be any trout in ten years," he said.', "en"),
        ('"If we keep fishing like this, we may have no cod in five years," she said.', "en"),
        ('"Unless they don\'t sell, in two years they will close," she said.', "en"),
        ('"Si no llega la lluvia, en diez años no habrá trigo aquí", dijo.', "es"),
        ('"Si no se cuida el bosque, en veinte años no quedará nada", advirtió.', "es"),
    ],
)
def test_a_denial_of_what_lies_ahead_is_no_gap_since_the_last_time(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The club have not won a trophy in 12 years.", "en", [("12", "exact", "years")]),
        ("Rents did not fall this winter, the steepest rise in the city in 14 years.", "en",
         [("14", "exact", "years")]),
        ("«No habíamos visto una sequía así en treinta años», dijo.", "es", [("30", "exact", "años")]),
        ("La cosecha no pasó de la media, la peor del valle en dos décadas.", "es", [("2", "exact", "décadas")]),
        # A denial outside a condition, before a window: "que en dos años pasó de …".
        ("No podíamos pagar el alquiler, que en dos años pasó de 600 a 900 euros.", "es",
         [("2", "exact", "años"), ("600", "exact", "euros"), ("900", "exact", "euros")]),
    ],
)
def test_a_denial_of_the_past_or_a_record_after_a_comma_is_the_gap(text, language, expected):
    assert figures(text, language) == expected
