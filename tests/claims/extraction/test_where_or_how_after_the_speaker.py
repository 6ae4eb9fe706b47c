"""Where or how someone spoke, after their name in a frame that opens with the verb, is
no part of the name: "afirmó Carvalho frente al museo", "afirmó Sancho por teléfono
desde Atalaya, a 12 horas de …", "dijo Ana Gil junto a la iglesia de San Pedro", "said
Ann Ward outside the court", "said Ward by phone from Leeds", "dijo Ana Gil con la voz
quebrada". Whom it was said to stays an addressee ("dijo Ana Gil a la agencia EFE").
Sentences of our own."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "frame",
    ["said Ann Ward outside the court", "said Ann Ward by phone from Leeds", "said Ann Ward over the phone"],
)
def test_english_where_or_how(frame):
    assert quote_speakers(f"“We lost everything,” {frame}.", "en") == ["Ann Ward"]


@pytest.mark.parametrize(
    "frame",
    [
        "dijo Ana Gil frente al ayuntamiento",
        "dijo Ana Gil junto a la iglesia de San Pedro",
        "dijo Ana Gil por teléfono desde Almería",
        "dijo Ana Gil por teléfono desde Almería, a 40 kilómetros de la capital",
    ],
)
def test_spanish_where_or_how(frame):
    assert quote_speakers(f"«Lo perdimos todo», {frame}.", "es") == ["Ana Gil"]


def test_the_surname_alone_is_the_person_named_before():
    text = (
        "La directora del museo, Inês Carvalho, lamentó el robo. "
        "«Sabían lo que buscaban», afirmó Carvalho frente al museo, que seguirá cerrado."
    )
    assert quote_speakers(text, "es") == ["Inês Carvalho"]


def test_whom_it_was_said_to_is_still_an_addressee():
    proposals = [p for p in extract("«Lo perdimos todo», dijo Ana Gil a la agencia EFE.", language="es")]
    assert [p.speaker for p in proposals if p.kind == "quote"] == ["Ana Gil"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "El boxeador Xander Ortiz ganó el título.\n\n"
            "«Esto es para mi barrio», dijo Ortiz con el cinturón al hombro. «Me dijeron que no estaba listo».",
            "es",
            "Xander Ortiz",
        ),
        ("«Esto es para mi madre», dijo Ana Gil con la voz quebrada.", "es", "Ana Gil"),
        ('"This is for my town," said Tom Hale with the belt on his shoulder.', "en", "Tom Hale"),
    ],
)
def test_what_they_had_with_them_is_no_part_of_the_name(text, language, speaker):
    """ "dijo Ortiz con el cinturón al hombro", "said Tom Hale with the belt on his
    shoulder": how they were as they spoke; the quotation after it is theirs too."""
    assert set(quote_speakers(text, language)) == {speaker}


@pytest.mark.parametrize(
    "frame",
    [
        "contó sentada en el cordón de la vereda",
        "contó emocionada en la puerta del hospital",
        "dijo de pie ante la prensa",
    ],
)
def test_how_they_sat_or_felt_then_where_leaves_the_subject_out(frame):
    """ "«…», contó sentada en el cordón de la vereda": how the person named last sat or
    felt, then where; no one else speaks."""
    text = f"Celia Ramírez llegó a las cinco al hospital. «Nos dijeron que esperemos afuera», {frame}."
    assert quote_speakers(text, "es") == ["Celia Ramírez"]
