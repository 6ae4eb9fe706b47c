"""Speakers the thirty-fifth to thirty-seventh blind checks missed, as general rules,
on sentences of our own in English and Spanish: a person named right after "For" or
"Para" opening a sentence ("For pensioner Ann Lee, …", "Para la jubilada Rosa Gil, …")
gives that sentence their view, so a "she" after it is them, never a body named before."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Northvale Power said it would restore supplies by Friday.\n\n"
            "For pensioner Ann Whitlock, 79, who has lived on the estate for decades, the cut was "
            "nothing new. \"I keep candles in every drawer,\" she said. \"You get used to it.\"",
            "en",
            "Ann Whitlock",
        ),
        (
            "The trainer Carol Hastings saddled the runner-up. Silver Brook was withdrawn at the start.\n\n"
            "For Hastings, the evening would be a long one. \"We'll celebrate later,\" she said. "
            "\"First the horses need feeding.\"",
            "en",
            "Carol Hastings",
        ),
        (
            "La distribuidora Aguas del Valle dijo que el servicio volvería el viernes.\n\n"
            "Para la jubilada Rosa Gil, que vive en la calle Mayor desde hace décadas, el corte no fue "
            "una sorpresa. «Siempre guardo agua en la bañera», dijo ella. «Una aprende».",
            "es",
            "Rosa Gil",
        ),
    ],
)
def test_a_person_whose_view_opens_the_sentence_is_the_pronoun_after_it(text, language, speaker):
    assert [who for _, who in quote_speakers(text, language)] == [speaker, speaker]


def test_for_inside_a_sentence_still_governs_its_name():
    text = (
        "Marta Reyes runs the bakery on the corner. She baked bread for Ana Lozano all week. "
        "\"We never closed,\" she said."
    )
    assert [who for _, who in quote_speakers(text, "en")] == ["Marta Reyes"]
