"""Speakers of forms the forty-fourth to forty-sixth blind checks missed, as general rules
on sentences of our own in English and Spanish: after a Spanish speech verb and whom it
was said to, "uno de" / "una de" opens the subject ("relató a la prensa uno de los
heridos, Pedro Salas"), while "contó a uno de los agentes" is still whom it was told;
a person's role in a body with a long name of more than twelve words ("el presidente
del Consejo Directivo Central de la Agencia Nacional de Puertos Marítimos, Tomás
Ribera") still leads the name after it, while a body's own noun ("el consejo de la
Agencia …") is no role; a verb that casts its object as something, with "as" or "como"
right before the quotation ("planteó la muestra como «…»", "framed the show as “…”"),
gives the quoted words to its subject, while a passive or a title without "como" does
not."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('"Vimos el humo desde la calle", relató a la prensa uno de los vecinos, Pedro Salas.', "es", "Pedro Salas"),
        (
            '"Vimos el humo desde la calle", contó a los periodistas una de las vecinas, Marta Gil, de 61 años.',
            "es",
            "Marta Gil",
        ),
        ('"We saw the smoke," one of the neighbours, Peter Sands, told reporters.', "en", "Peter Sands"),
    ],
)
def test_one_of_a_group_after_whom_it_was_told_opens_the_subject(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('"Vimos el humo desde la calle", contó a los periodistas una de las vecinas.', "es", None),
        ('Pedro Salas llegó tarde. "Vimos el humo desde la calle", contó a uno de los agentes.', "es", "Pedro Salas"),
        ('"We saw the smoke," one of the neighbours told reporters.', "en", None),
    ],
)
def test_one_of_a_group_unnamed_or_told_is_no_one_new(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "«Hay que esperar», dijo el presidente del Consejo Directivo Central de la Agencia Nacional de "
            "Puertos Marítimos (ANPM), Tomás Ribera. «Bajamos dos puntos en un año».",
            "es",
            "Tomás Ribera",
        ),
        (
            '"We have to wait," said the chairman of the Board of Governors of the Northern Ports Authority '
            "of Western Australia, Tom Ribbons.",
            "en",
            "Tom Ribbons",
        ),
    ],
)
def test_a_role_in_a_long_named_body_leads_the_name_after_it(text, language, speaker):
    assert set(speakers(text, language)) == {speaker}


@pytest.mark.parametrize(
    "text, language",
    [
        ("«Hay que esperar», dijo el presidente del Consejo Directivo Central de la Agencia Nacional de Puertos Marítimos.", "es"),
        (
            "«Hay que esperar», dijo ayer el consejo de la Agencia Nacional de Puertos Marítimos del Sur y Centro del País.",
            "es",
        ),
        (
            '"We have to wait," said the chairman of the Board of Governors of the Northern Ports Authority of Western '
            "Australia.",
            "en",
        ),
    ],
)
def test_a_long_role_without_a_name_or_a_body_noun_is_no_one_named(text, language):
    assert speakers(text, language) == [None]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('El director del festival, el peruano Pablo Rojas, planteó la muestra como "un viaje al sur".', "es", "Pablo Rojas"),
        ("La ministra Ana Gil definió el plan como «un punto de partida».", "es", "Ana Gil"),
        ('Paul Rojas framed the show as "a journey south".', "en", "Paul Rojas"),
        ('The minister, Ann Cole, portrayed the plan as "a fresh start".', "en", "Ann Cole"),
    ],
)
def test_casting_something_as_quoted_words_is_the_subject_speaking(text, language, speaker):
    assert speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        ('The exhibition was presented as "a journey south" in the catalogue.', "en"),
        ('La exposición fue planteada como "un viaje al sur".', "es"),
        ('El museo presentó ayer la exposición "Viaje al sur".', "es"),
        ('Paul Rojas presented the show "Journey South" on Monday.', "en"),
    ],
)
def test_a_passive_or_a_title_without_as_is_no_quote(text, language):
    assert speakers(text, language) == []
