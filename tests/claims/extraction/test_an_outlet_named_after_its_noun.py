"""A Spanish speech verb with no subject, then the outlet it was said to or on, named
after its noun ("explicó a la radio El Espectador", "afirmó en una entrevista con la
emisora RPP", "declaró a la radio Bío-Bío"): the outlet's name is no subject, the
person named last speaks. After "este diario" no name follows the noun, so the name
after it speaks ("explicó a este diario Francisco Gil"), and so does a person's first
name after a place ("relató desde su cama del hospital Rosa Quispe")."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La directora de la consultora, Lucía Ferrando, atribuyó la escasa afluencia al mal tiempo. "
            '"Cuando el resultado está cantado, la gente se queda en casa", explicó a la radio El Espectador.',
            "es",
            "la gente se queda en casa",
            "Lucía Ferrando",
        ),
        (
            "El ministro, Óscar Valdivieso, descartó una nueva ampliación. "
            '"No podemos seguir prorrogándolo", afirmó en una entrevista con la emisora RPP.',
            "es",
            "No podemos seguir",
            "Óscar Valdivieso",
        ),
        (
            "Vecinos protestaron ante el consistorio. «Llevamos años pidiendo lo mismo», explicó a este "
            "diario Francisco Gil, presidente de la asociación vecinal.",
            "es",
            "Llevamos años pidiendo",
            "Francisco Gil",
        ),
        (
            "El bus cayó por un barranco. «Solo sentí que el bus daba vueltas», relató desde su cama del "
            "hospital Rosa Quispe, de 27 años.",
            "es",
            "el bus daba vueltas",
            "Rosa Quispe",
        ),
        (
            'The mayor, Lucy Hale, visited the site. "We will rebuild," she told the radio station KQED.',
            "en",
            "We will rebuild",
            "Lucy Hale",
        ),
    ],
)
def test_who_speaks_to_an_outlet_named_after_its_noun(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything
