"""A quotation right after a frame that closes a reported clause goes on with the
speaker's words ("… 2,500 seasonal workers, said Rosa Delgado of the group Campo Unido,
“and every tree …”", "…, dijo Ana Gil Soto, portavoz de la asociación, «y volverán a
subir»"): the speaker after the verb says it too. A verb whose words run on into the
quotation without a comma ("said the government had “run out of excuses”") is a report
of its subject's, and a role alone after the verb names no one."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The valley's packing sheds employ as many as 900 people, said Rosa Delgado of the workers' group "
            'Campo Unido, "and every orchard that closes is jobs that go."',
            "en",
            "every orchard",
            "Rosa Delgado",
        ),
        ('Prices rose 4% in March, said Tom Hale, "and they will rise again before summer."', "en", "rise again", "Tom Hale"),
        (
            "Los precios subieron un 4 % en marzo, dijo Ana Gil Soto, portavoz de la asociación, «y volverán a subir "
            "antes del verano».",
            "es",
            "volverán a subir",
            "Ana Gil Soto",
        ),
        (
            "Labour's education spokeswoman, Nadia Hussain, said the government had \"run out of excuses\" on "
            "school funding.",
            "en",
            "run out of excuses",
            "Nadia Hussain",
        ),
    ],
)
def test_the_speaker_after_the_verb_goes_on(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


def test_a_role_alone_after_the_verb_is_no_one():
    who, found = speaker_of(
        'Prices rose 4% in March, said one trader, "and they will rise again before summer."', "en", "rise again"
    )
    assert who is None, found
