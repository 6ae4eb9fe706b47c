"""Who appears in order to speak ("compareció ante la prensa para denunciar …",
"appeared before reporters to denounce …", "took to social media to demand …") is
the speaker of what the purpose clause says; appearing for anything else is not
speaking. Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La alcaldesa Marta Sol compareció ante la prensa para denunciar «irregularidades graves» en el contrato.",
            "es",
            "Marta Sol",
        ),
        ("El consejero Luis Mora intervino en el pleno para defender la subida de las tasas.", "es", "Luis Mora"),
        (
            'Governor Ellen Park appeared before reporters to denounce "a reckless decision" by the board.',
            "en",
            "Ellen Park",
        ),
        (
            "The opposition leader, Tom Reyes, took to social media to demand an inquiry into the contracts.",
            "en",
            "Tom Reyes",
        ),
        (
            "Ruiz, por su parte, compareció ante los periodistas en Tacna, su feudo electoral, para denunciar "
            "«fraude en las mesas».",
            "es",
            "Ruiz",
        ),
        (
            'Reyes, for his part, appeared before reporters in Leeds, his home town, to denounce "a stitch-up".',
            "en",
            "Reyes",
        ),
    ],
)
def test_who_appears_in_order_to_speak_is_the_speaker(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Ana Gil acudió al hospital para visitar a los heridos del accidente.", "es"),
        ("The team used the final minutes to score again.", "en"),
    ],
)
def test_appearing_for_anything_else_is_not_speaking(text, language):
    assert speakers(text, language) == [None]
