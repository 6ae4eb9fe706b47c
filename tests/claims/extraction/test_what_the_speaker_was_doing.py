"""After a quotation's frame, what the speaker was doing as they spoke ("«…», contó
Ana Gil mientras esperaba su turno", '"…," said Tom Hale, 61, as he walked his
fields', "… while waiting for the bus") is the scene of the quotation, no claim of its
own; a figure in it is still one, each with its own words ("mientras cargaba dos
bidones de 20 litros"). A contrast ("mientras que …"), someone else's doing ("mientras
el Gobierno anunciaba …") and more speech ("while insisting that …") stay claims.
Sentences of our own."""

import pytest

from claims.extraction import extract


def others(text, language):
    return [(p.kind, p.quote) for p in extract(text, language=language) if p.kind != "quote"]


def figures(text, language):
    return [(str(p.value), p.unit) for p in extract(text, language=language) if p.value is not None]


@pytest.mark.parametrize(
    "text, language",
    [
        ("«Nunca había visto tanta agua», contó Marta Gil mientras esperaba su turno en la parroquia.", "es"),
        ("«Nunca había visto tanta agua», contó Marta Gil, de 54 años, mientras recorría su huerta en Tudela.", "es"),
        ("«Esto no se arregla con promesas», dijo Luis Prieto mientras se secaba las manos en el delantal.", "es"),
        ('"We have never seen water like this," said Tom Hale, 61, as he walked through his orchard.', "en"),
        ('"I am not going back to that flat," said Rosa Lane while waiting for the bus outside the depot.', "en"),
        ('"It is all gone," said Ben Carr as he was clearing mud from the porch of his shop.', "en"),
    ],
)
def test_what_the_speaker_was_doing_is_no_claim(text, language):
    assert others(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "«El pozo está seco», contó Rosa Vidal mientras cargaba tres garrafas de 25 litros.",
            "es",
            [("3", "garrafas"), ("25", "litros")],
        ),
        (
            '"The well is dry," said Rosa Vale as she carried three cans of 25 litres up the hill.',
            "en",
            [("3", "cans"), ("25", "litres")],
        ),
    ],
)
def test_a_figure_in_it_is_still_one_with_its_own_words(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, claim",
    [
        (
            "«Nunca había visto tanta agua», dijo Marta Gil, mientras que su vecino aseguró que no perdió nada.",
            "es",
            "mientras que su vecino aseguró que no perdió nada",
        ),
        (
            "«Nunca había visto tanta agua», dijo Marta Gil, mientras el Gobierno anunciaba ayudas para los regantes.",
            "es",
            "mientras el Gobierno anunciaba ayudas para los regantes",
        ),
        (
            "«Nunca había visto tanta agua», dijo Marta Gil, mientras advertía que la cosecha se perdería.",
            "es",
            "mientras advertía que la cosecha se perdería",
        ),
        (
            '"We have never seen water like this," said Tom Hale, while insisting that the farm would survive.',
            "en",
            "while insisting that the farm would survive",
        ),
        (
            '"We have never seen water like this," said Tom Hale, as the council announced a new flood barrier.',
            "en",
            "as the council announced a new flood barrier",
        ),
    ],
)
def test_a_contrast_someone_elses_doing_or_more_speech_stays_a_claim(text, language, claim):
    assert claim in [quote for _, quote in others(text, language)]
