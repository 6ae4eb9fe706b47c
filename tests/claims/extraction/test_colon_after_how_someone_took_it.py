"""A colon after a name set off by commas and a short predicate of how the person took
it ("Su padre, Ramón Quiroga, no pudo contener las lágrimas: «…»", "Her father, Ray
Quinn, could not hold back the tears: “…”"): the name speaks the quotation; a long
predicate is no frame of the name's. Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            'La esperaban sus padres. Su padre, Ramón Quiroga, no pudo contener las lágrimas: "Lo vi llegar y casi me muero".',
            "es",
            "Ramón Quiroga",
        ),
        (
            'Her father, Ray Quinn, could not hold back the tears: "I saw her finish and my heart stopped."',
            "en",
            "Ray Quinn",
        ),
    ],
)
def test_the_name_set_off_before_a_short_predicate_speaks(text, language, speaker):
    assert speakers(text, language) == [speaker]


def test_a_long_predicate_before_the_colon_is_no_frame_of_the_name():
    text = (
        "El ministro, Ramón Quiroga, visitó la zona con los bomberos y los vecinos del barrio de San Telmo: "
        '"Tengan cuidado".'
    )
    assert "Ramón Quiroga" not in speakers(text, "es")
