"""A word that ends the sentence before a name governs nothing: a paragraph opening with
a surname after a quotation that ends in a preposition ("…what they voted on."\\n\\nBaker
congratulated …") opens with its subject, whom "he" in the next sentence means; a name
after a preposition in its own sentence is still no one acting ("met with Carl Hicks").
Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.speaker]


def test_a_surname_opening_a_paragraph_after_a_preposition_is_its_subject():
    text = (
        "Conservative Tom Baker came second with 904 votes.\n\n"
        "Turnout was 24%, down from 38% in May.\n\n"
        'Green candidate Ann Lowe spoke at the count. "People talked about the river," she said. '
        '"That is what they voted on."\n\n'
        'Baker congratulated his opponent but blamed the low turnout. He said many voters had "simply stayed at home".'
    )
    assert speakers(text, "en")[-1].endswith("Tom Baker")


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('Tom Baker won the seat. Ministers later met with Carl Hicks. He said voters had "simply stayed at home".', "en", "Tom Baker"),
        (
            "Tomás Baena ganó el escaño. Los ministros se reunieron después con Carlos Hidalgo. "
            "Dijo que los votantes se habían «quedado en casa».",
            "es",
            "Tomás Baena",
        ),
    ],
)
def test_a_name_after_a_preposition_in_its_sentence_is_still_no_one_acting(text, language, speaker):
    assert speakers(text, language) == [speaker]
