"""A general or colonel quoted by name is often named again by his trade alone ("El
militar, retirado desde 2019, anunció …"; "the retired general announced …"): that
description is the person, so a quotation he adds next is his. Sentences of our own."""

from claims.extraction import extract


def quote_speakers(text, language):
    return {p.quote: p.speaker for p in extract(text, language=language) if p.kind == "quote"}


def test_a_spanish_soldier_named_again_as_el_militar_keeps_speaking():
    text = (
        "«La frontera está bajo control», dijo en rueda de prensa el jefe de la zona, el general Tomás Arriaga.\n\n"
        "El militar en retiro anunció el envío de 800 agentes más a los pasos del sur.\n\n"
        "«No habrá un solo tramo sin vigilancia», añadió."
    )
    assert quote_speakers(text, "es")["No habrá un solo tramo sin vigilancia"] == "Tomás Arriaga"


def test_an_english_general_named_again_by_his_rank_keeps_speaking():
    text = (
        "“The border is under control,” said the head of the zone, General Tomás Arriaga.\n\n"
        "The retired general announced that 800 more officers would be sent to the southern crossings.\n\n"
        "“Not a single stretch will go unwatched,” he added."
    )
    assert quote_speakers(text, "en")["Not a single stretch will go unwatched"] == "Tomás Arriaga"


def test_el_militar_with_no_soldier_named_before_speaks_for_no_one_named():
    text = (
        "El militar en retiro anunció el envío de 800 agentes más a los pasos del sur.\n\n"
        "«No habrá un solo tramo sin vigilancia», añadió."
    )
    assert quote_speakers(text, "es")["No habrá un solo tramo sin vigilancia"] is None
