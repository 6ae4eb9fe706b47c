"""The rest of a whole named by its fraction after "the remaining"/"the other" ("The
remaining fifth belongs to the state", "the other half went to hospitals") or before
"restante" ("el tercio restante", "la mitad restante") is a share, in %. Left alone: half
of a unit ("the remaining half hour"), a stretch of time ("the other half of the
season"), and "el cuarto restante", a room. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The remaining fifth belongs to a pension fund, the company said.", "en", [("20", "exact", "percent")]),
        ("Half the grant went to schools and the other half went to clinics, officials said.", "en",
         [("50", "exact", "percent"), ("50", "exact", "percent")]),
        ("El tercio restante pertenece a un fondo de pensiones, según la empresa.", "es",
         [("33.3", "approximately", "percent")]),
        ("La mitad restante se destinó a clínicas, según el ministerio.", "es", [("50", "exact", "percent")]),
    ],
)
def test_the_rest_of_a_whole_is_a_share(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("He played the remaining half hour with a broken wrist.", "en"),
        ("The side struggled in the other half of the season.", "en"),
        ("El cuarto restante quedó vacío tras la mudanza.", "es"),
    ],
)
def test_a_unit_a_stretch_of_time_or_a_room_is_left_alone(text, language):
    assert figures(text, language) == []
