"""A quotation that opens a paragraph and is closed by a role that adds to what was
said ("«…», añadió la sindicalista", "“…,” the union leader added") goes on from the
person quoted in the paragraph before. A role that adds after other words of its own
paragraph, or whose gender does not fit, names no one. Sentences of our own."""

from claims.extraction import extract


def quote_speakers(text, language):
    return {p.quote: p.speaker for p in extract(text, language=language) if p.kind == "quote"}


SPANISH = (
    "«Es una decisión injusta para toda la comarca», afirmó la secretaria provincial de UGT, Lucía Ferreiro, "
    "ante la puerta de la planta.\n\n"
    "«Nadie nos avisó con tiempo», añadió la sindicalista."
)

ENGLISH = (
    "“This is a betrayal of every worker in the valley,” said Carol Benning, the regional secretary of the union.\n\n"
    "“Nobody warned us,” the union leader added."
)


def test_a_spanish_role_adding_at_the_head_of_the_next_paragraph_is_the_person_quoted():
    assert quote_speakers(SPANISH, "es")["Nadie nos avisó con tiempo"] == "Lucía Ferreiro"


def test_an_english_role_adding_at_the_head_of_the_next_paragraph_is_the_person_quoted():
    assert quote_speakers(ENGLISH, "en")["Nobody warned us"] == "Carol Benning"


def test_a_role_of_the_other_gender_is_not_the_person_quoted():
    text = SPANISH.replace("añadió la sindicalista", "añadió el sindicalista")
    assert quote_speakers(text, "es")["Nadie nos avisó con tiempo"] is None


def test_a_role_adding_after_other_words_of_its_paragraph_is_not_carried_back():
    text = SPANISH.replace("«Nadie nos avisó", "La asamblea terminó sin acuerdo. «Nadie nos avisó")
    assert quote_speakers(text, "es")["Nadie nos avisó con tiempo"] is None
