"""A quotation split around a frame that follows its first part ("“…,” said Ana Gil,
head of the agency, “and we expect …”"): the second part is the same speaker's, as
when the frame closes a reported clause. Sentences of our own."""

import pytest

from claims.extraction import extract


def quotes(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            '"The column is still rising and the wind has turned," said Ana Gil, head of the volcano agency, '
            '"and we expect it to reach the coast by this evening."',
            "en",
            "Ana Gil",
        ),
        (
            "“The river is still rising,” said Tom Hale, the county's flood officer, “and we expect it to peak "
            "on Friday.”",
            "en",
            "Tom Hale",
        ),
        (
            "«La columna sigue subiendo», dijo Ana Gil, jefa del servicio de vulcanología, «y esperamos que "
            "llegue a la costa esta noche».",
            "es",
            "Ana Gil",
        ),
    ],
)
def test_both_parts_are_the_speakers(text, language, speaker):
    found = quotes(text, language)
    assert len(found) == 2 and {s for _, s in found} == {speaker}


def test_a_relative_clause_after_the_frame_is_no_second_part():
    text = '"The column is still rising," said Ana Gil, who heads the agency, in "a clear warning" to airlines.'
    assert quotes(text, "en") == [("The column is still rising", "Ana Gil")]
