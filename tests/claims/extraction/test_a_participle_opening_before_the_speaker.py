"""What the speaker was doing, said in one participle that opens the sentence ("Sentencing,
Judge Rebecca Hale said …", "Summing up, …", "Responding, …"), is no part of who speaks:
the speaker is the name after it. Spanish says it with "Al dictar sentencia, …", already
read. A sentence that only uses the word ("Sentencing was adjourned …") names no one.
Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.speaker is not None or p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('Sentencing, Judge Mary Quinn said the breaches were "serious and sustained".', "en", "Mary Quinn"),
        (
            "Sentencing, District Judge Tom Ellis said the firm had put profit before the river.",
            "en",
            "Tom Ellis",
        ),
        ('Summing up, Judge Mary Quinn told jurors they must be "sure of guilt".', "en", "Mary Quinn"),
        ('Responding, Health Minister Tom Ellis said the figures were "out of date".', "en", "Tom Ellis"),
        (
            'Al dictar sentencia, la jueza Ana Gil Ferrer afirmó que los hechos fueron "muy graves".',
            "es",
            "Ana Gil Ferrer",
        ),
    ],
)
def test_the_name_after_the_participle_speaks(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Sentencing was adjourned until May, the court heard on Tuesday.", "en"),
        ('Responding officers found the door open and "no sign of a struggle".', "en"),
    ],
)
def test_the_participle_alone_is_no_speaker(text, language):
    assert all(speaker in (None, "court") for speaker in speakers(text, language))
