"""A Spanish share as the subject of its verb is a percentage in the future and the
imperfect too, as in the present and the past: "de las que un tercio serán eléctricas"
33.3 %, "dos tercios eran extranjeros" 66.7 %, "la mitad será para el club" 50 %, as
English "a third will be electric". Left alone: a half of a match or of a place ("la
segunda mitad será decisiva", "la mitad sur quedará sin luz", "the second half will be
decisive"). English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def shares(text, language):
    return [(str(f.value), f.qualifier) for f in find_figures(text, language=language) if f.unit == "percent"]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Hay 3.000 bicicletas, de las que un tercio serán eléctricas.", "es", [("33.3", "approximately")]),
        ("De los visitantes, dos tercios eran extranjeros.", "es", [("66.7", "approximately")]),
        ("La mitad será para el club.", "es", [("50", "exact")]),
        ("Una cuarta parte irá a becas.", "es", [("25", "exact")]),
        ("Of the 3,000 bikes, a third will be electric.", "en", [("33.3", "approximately")]),
        # A half of a match or of a place.
        ("La segunda mitad será decisiva.", "es", []),
        ("La mitad sur quedará sin luz.", "es", []),
        ("The second half will be decisive.", "en", []),
    ],
)
def test_a_share_as_subject_in_the_future_or_imperfect(text, language, expected):
    assert shares(text, language) == expected
