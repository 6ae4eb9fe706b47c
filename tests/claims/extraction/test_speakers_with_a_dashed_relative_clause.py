"""A relative clause set off by dashes between a speaker and the verb, which Spanish
writes against the words ("Benítez —que tardó dos años en terminarla— dijo sentirse
«…»", "Julio Mora —quien llegó en marzo— aseguró"), describes the speaker: the name
before it speaks, as with commas; a subject that names no one stays no one."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La muestra incluye una obra de la escultora chilena Rosa Ibáñez Vera. Ibáñez —que tardó tres años en "
            "terminarla— dijo sentirse «abrumada» por la respuesta del público.",
            "es",
            "abrumada",
            "Rosa Ibáñez Vera",
        ),
        (
            "El técnico, Julio Mora Paz —quien llegó al club en marzo— aseguró estar «muy tranquilo» con la plantilla.",
            "es",
            "muy tranquilo",
            "Julio Mora Paz",
        ),
        (
            "The exhibition includes a piece by sculptor Rosa Ibanez. Ibanez —who spent three years on it— said "
            "she felt “humbled” by the response.",
            "en",
            "humbled",
            "Rosa Ibanez",
        ),
    ],
)
def test_the_name_before_a_dashed_relative_speaks(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words",
    [
        (
            "Los vecinos —que llevan meses esperando una respuesta— dicen sentirse «abandonados» por el ayuntamiento.",
            "es",
            "abandonados",
        ),
        ("Residents —who have waited months for an answer— say they feel “abandoned” by the council.", "en", "abandoned"),
    ],
)
def test_a_dashed_relative_after_no_one_named_is_no_one(text, language, words):
    who, found = speaker_of(text, language, words)
    assert who is None, found
