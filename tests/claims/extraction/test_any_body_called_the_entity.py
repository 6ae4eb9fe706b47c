"""A noun any body at all is called by ("la entidad", "la institución", "the institution")
after a quotation is the body that spoke just before, whatever its kind ("La Cámara de
Libreros … advirtió que …. «…», señaló la entidad"); no body that spoke, no one named.
Sentences of our own."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [
        p.speaker for p in extract(text, language=language) if p.kind in ("quote", "statistic") and "«" not in p.quote
    ]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La Cámara de Comerciantes de Tandil advirtió que el caso no es aislado. «Estamos perdiendo una red de "
            "tiendas que tardó décadas en construirse», señaló la entidad en un comunicado.",
            "es",
            "Cámara de Comerciantes de Tandil",
        ),
        (
            "El Ministerio de Salud informó que vigila a los trabajadores de las granjas. «El riesgo para la "
            "población general es bajo», precisó la entidad.",
            "es",
            "Ministerio de Salud",
        ),
        (
            "The Chamber of Commerce of Bristol said trade had fallen sharply. “We are losing shops every week,” "
            "the institution said.",
            "en",
            "Chamber of Commerce of Bristol",
        ),
    ],
)
def test_the_entity_is_the_body_that_spoke_before(text, language, speaker):
    assert speaker in quote_speakers(text, language)


@pytest.mark.parametrize(
    "text, language",
    [
        ("Las tiendas del centro cierran. «Estamos perdiendo una red de tiendas», señaló la entidad.", "es"),
    ],
)
def test_no_body_that_spoke_no_one_named(text, language):
    assert all(speaker is None for speaker in quote_speakers(text, language))
