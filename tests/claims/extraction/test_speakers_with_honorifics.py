"""An honorific ("Sra.", "Mr.", "Dr.") before a name makes it a person's, though a
word of the name is also a body's ("Sra. Beatriz Cámara Peón", "Mrs. Alice Bank"),
so a later "añadió" or "she added" finds her; a body's name with no honorific stays a
body."""

import pytest

from claims.extraction.names import find_name_mentions, title_length
from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "«Seremos más fuertes», dijo el director general, Sr. Ramón Ibarra, que dirigirá la entidad.\n\n"
            "La presidenta del consejo, Sra. Lucía Cámara Soto, dijo que la operación era «la mejor salida» "
            "para la cooperativa. «No es una compra, es una unión», añadió.",
            "es",
            "No es una compra",
            "Lucía Cámara Soto",
        ),
        (
            '"We will be stronger," said the chief executive, Mr. Ray Dunn, who will run the merged bank.\n\n'
            'The board\'s chair, Mrs. Alice Bank, said the deal was fair to members. "It is not a takeover," '
            "she added.",
            "en",
            "It is not a takeover",
            "Alice Bank",
        ),
    ],
)
def test_a_name_after_an_honorific_is_a_person(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


def test_the_honorific_is_a_title_and_the_rest_the_name():
    assert title_length(["Sra.", "Lucía", "Cámara", "Soto"]) == 1
    assert title_length(["Justice", "Department"]) == 0


@pytest.mark.parametrize(
    "text, name",
    [
        ("La Cámara de Comercio de Sevilla pidió ayer más ayudas.", "Cámara de Comercio de Sevilla"),
        ("The Mission Bank said on Monday it would cut fees.", "Mission Bank"),
    ],
)
def test_a_body_without_an_honorific_stays_a_body(text, name):
    mention = next(m for m in find_name_mentions(text) if m.name.endswith(name.split()[-1]))
    assert not mention.is_person
