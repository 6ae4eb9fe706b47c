"""A body named again by its kind and a word of its name ("The producers’ council" for
the National Egg Producers Council, "la federación andaluza" for the Federación
Hortofrutícola Andaluza) is that body as the subject whose participle clause speaks
("…rejected the claim, saying …"); a kind with a word the body's name lacks ("the
consumer council") is no body named."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The National Dairy Farmers Council said milk output fell in 12 regions.\n\n"
            "A consumer group accused farmers of profiteering. The farmers’ council rejected the claim, "
            "saying prices reflected “a real and lasting shortage.”",
            "en",
            "a real and lasting shortage",
            "National Dairy Farmers Council",
        ),
        (
            "La Federación Hortofrutícola Andaluza dijo que la cosecha cayó en 12 comarcas.\n\n"
            "Una asociación de consumidores habló de abusos. La federación andaluza rechazó la acusación, "
            "asegurando que los precios reflejan «una escasez real».",
            "es",
            "una escasez real",
            "Federación Hortofrutícola Andaluza",
        ),
    ],
)
def test_a_body_described_by_kind_speaks_its_participle_clause(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


def test_a_kind_with_a_word_the_name_lacks_is_no_body():
    text = (
        "The National Dairy Farmers Council said milk output fell in 12 regions.\n\n"
        "A consumer group accused farmers of profiteering. The consumer council rejected the claim, "
        "saying prices reflected “a real and lasting shortage.”"
    )
    found, everything = speaker_of(text, "en", "a real and lasting shortage")
    assert found is None, everything
