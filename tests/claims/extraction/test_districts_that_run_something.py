"""A district whose name says what it runs ("the Maple Grove School District", "the
Harbor Water District", "el Distrito Escolar Norte") is a body: "the district said"
after it is that body. A district that is only a place ("the Eastern District") is
never a speaker. Sentences of our own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Parents packed a meeting of the Maple Grove School District on Tuesday.\n\n"
            '"Every pupil will have a laptop by March," the district said in a statement.',
            "en",
            "Every pupil will have a laptop",
            "Maple Grove School District",
        ),
        (
            "The Harbor Water District raised its rates for the second time this year.\n\n"
            "The district said the increase was “the only way to keep the pipes working.”",
            "en",
            "keep the pipes working",
            "Harbor Water District",
        ),
        (
            "El Distrito Escolar Norte cerró tres colegios por la ola de calor.\n\n"
            "«Las clases volverán el lunes», indicó el distrito.",
            "es",
            "Las clases volverán el lunes",
            "Distrito Escolar Norte",
        ),
        (
            "Burglaries fell in the Eastern District last year.\n\n"
            '"We feel safer now," the district said.',
            "en",
            "We feel safer now",
            None,
        ),
        (
            "Los robos bajaron en el Distrito Centro el año pasado.\n\n«Estamos más tranquilos», dijo el distrito.",
            "es",
            "Estamos más tranquilos",
            None,
        ),
    ],
)
def test_a_district_that_runs_something_speaks_as_a_body(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
