"""A public body named once and then called by what any public body is ("the
agency", "the body", "el organismo") speaks as that body, when it is the one body of
that kind the text named."""

import pytest

from claims.extraction import extract


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The Coastal Fisheries Service closed two bays on Tuesday. "
            "The agency said that shellfish toxin levels had doubled since June.",
            "en",
            "toxin levels had doubled",
            "Coastal Fisheries Service",
        ),
        (
            "The Northern Water Authority met for three hours on Monday. "
            "The body said that bills would rise in April.",
            "en",
            "bills would rise",
            "Northern Water Authority",
        ),
        (
            "El Instituto Regional de Vivienda (IRV) entregó ayer las primeras llaves. "
            "El organismo advirtió que la lista de espera sigue creciendo en la capital.",
            "es",
            "la lista de espera sigue creciendo",
            "Instituto Regional de Vivienda",
        ),
        (
            "La Agencia Andina de Cuencas cerró el embalse por la sequía. "
            "El organismo aseguró que el suministro está garantizado hasta marzo.",
            "es",
            "el suministro está garantizado",
            "Agencia Andina de Cuencas",
        ),
    ],
)
def test_a_public_body_called_by_its_kind_speaks(text, language, words, speaker):
    found = [(p.quote, p.speaker) for p in extract(text, language=language)]
    assert [who for quote, who in found if words in quote] == [speaker], found


def test_two_public_bodies_leave_the_kind_to_no_one():
    text = (
        "El Instituto Regional de Vivienda y la Comisión del Agua firmaron ayer un convenio. "
        "El organismo advirtió que la lista de espera sigue creciendo en la capital."
    )
    found = [(p.quote, p.speaker) for p in extract(text, language="es")]
    assert [who for quote, who in found if "lista de espera" in quote] == [None], found
