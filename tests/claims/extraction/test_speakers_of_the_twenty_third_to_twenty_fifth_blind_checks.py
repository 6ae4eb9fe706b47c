"""Speakers of forms the twenty-third to twenty-fifth blind checks (blind20–22)
missed, as general rules on sentences of our own in English and Spanish."""

import pytest

from claims.extraction import extract
from claims.extraction.nicknames import without_nicknames


def speaker_of(text, language, words):
    found = [(p.kind, p.quote, p.speaker) for p in extract(text, language=language)]
    return next(who for _, quote, who in found if words in quote), found


# A nickname in quotation marks between a first name and a surname is part of the
# name: the surname alone later is that person, and the nickname is no quotation.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            'La cantante Lucía "Lula" Moreno cerró la gira el viernes en Valencia.\n\n'
            "Moreno no quiso hablar de su próximo disco.\n\n"
            "—Ahora necesito descansar —dijo—. Luego ya veremos.",
            "es",
            "necesito descansar",
            "Lucía Moreno",
        ),
        (
            "Su representante, Tomás “Toto” Garrido, dijo que la gira se reanudará en marzo.",
            "es",
            "la gira se reanudará",
            "Tomás Garrido",
        ),
        (
            'The welterweight Marcus "Hammer" Doyle kept his title on Saturday.\n\n'
            'Doyle did not name his next opponent. "I will fight anyone, anywhere," he said.',
            "en",
            "fight anyone",
            "Marcus Doyle",
        ),
        (
            'His trainer, Pete "Red" Sullivan, said the champion would rest for a month.',
            "en",
            "the champion would rest",
            "Pete Sullivan",
        ),
    ],
)
def test_a_nickname_inside_a_name_is_part_of_it(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found
    assert not any(kind == "quote" and quote in ("Lula", "Toto", "Hammer", "Red") for kind, quote, _ in found)


@pytest.mark.parametrize(
    "text",
    [
        # A quoted title or word after a name, or a quotation that ends before a
        # capitalised word, is no nickname.
        'The minister called the plan "Reckless" Tuesday.',
        'Ana Ruiz said "No". Pedro then left.',
        'Ruiz dijo: "Basta". Luego se fue.',
        'She read "Dune" twice.',
    ],
)
def test_a_quotation_that_is_no_nickname_stays(text):
    assert without_nicknames(text) == text
