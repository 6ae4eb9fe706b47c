"""The subject of a verb that puts it at a number ("Cases topped", "las solicitudes
subieron a") is looked for only in a window that ends with such a verb
(`sentence_units.SUBJECT_VERB_ENDING`): wherever SUBJECT_VERB_BEFORE finds a subject,
the ending is there, in English and Spanish and whatever the case, and the unit read
from the sentence is the same."""

import pytest

from claims.extraction import extract
from claims.extraction.sentence_units import SUBJECT_VERB_BEFORE, SUBJECT_VERB_ENDING


@pytest.mark.parametrize(
    "window",
    [
        "The death toll from the floods ROSE TO ",
        "According to the council, parking complaints reached a record ",
        "Visitors to the museum, which had been closed, climbed to more than ",
        "Las solicitudes de asilo subieron a ",
        "El número de afectados, que pasó de ",
        "Los contagios superarán ya las ",
    ],
)
def test_a_subject_found_has_its_verb_at_the_end(window):
    assert SUBJECT_VERB_BEFORE.search(window)
    assert SUBJECT_VERB_ENDING.search(window)


@pytest.mark.parametrize(
    "window",
    ["The march ended peacefully near the cathedral with ", "La marcha terminó cerca de la catedral con "],
)
def test_a_window_without_the_verb_has_neither(window):
    assert SUBJECT_VERB_ENDING.search(window) is None
    assert SUBJECT_VERB_BEFORE.search(window) is None


@pytest.mark.parametrize(
    ("text", "language", "unit"),
    [
        ("Flood warnings were issued across the county. The number of evacuated homes rose to 312.", "en", "evacuated homes"),
        ("Las lluvias no cesan. Las solicitudes de ayuda subieron a 840 el martes.", "es", "solicitudes"),
    ],
)
def test_the_subject_still_gives_the_unit(text, language, unit):
    units = [p.unit for p in extract(text, language=language) if p.value is not None]
    assert any(unit in found for found in units), units
