"""Whose view a sentence gives ("A juicio del economista X, …", "In the view of X, …",
"En opinión de X, …") is its speaker, told as "Según X" / "According to X"; a name
with a long apposition ("Ana Gil, de 45 años y madre de tres hijos, asegura que") is
still the speaker. Sentences of our own."""

import pytest

from claims.extraction import extract


def proposals(text, language):
    return [(p.kind, p.speaker, p.statement) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker, statement",
    [
        (
            "A juicio del economista Juan Ramón Rallo, la medida «no servirá de nada».",
            "es",
            "Juan Ramón Rallo",
            "Según Juan Ramón Rallo, la medida «no servirá de nada».",
        ),
        (
            "In the view of economist Ann Pettifor, the cut will not help households.",
            "en",
            "Ann Pettifor",
            "According to Ann Pettifor, the cut will not help households.",
        ),
        (
            "En opinión de la jueza Ana Ruiz, la ley es clara sobre los plazos.",
            "es",
            "Ana Ruiz",
            "Según Ana Ruiz, la ley es clara sobre los plazos.",
        ),
    ],
)
def test_whose_view_a_sentence_gives_is_its_speaker(text, language, speaker, statement):
    assert proposals(text, language) == [("fact", speaker, statement)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ("Ana Gil, de 45 años y madre de tres hijos, asegura que lleva meses sin cobrar.", "es", "Ana Gil"),
        ("Tom Reyes, a father of three and a former miner, says he has not been paid for months.", "en", "Tom Reyes"),
    ],
)
def test_a_name_with_a_long_apposition_is_the_speaker(text, language, speaker):
    assert [who for _, who, _ in proposals(text, language)] == [speaker]
