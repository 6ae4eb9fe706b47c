"""A reporter profiling one person keeps calling them "she" or "he" for several
paragraphs before quoting them again ("“…,” she said"): the quotation is that person's,
however many paragraphs back the name was. A pronoun that follows someone newly
described in its own paragraph is not carried back. Sentences of our own."""

from claims.extraction import extract


def quote_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


ENGLISH = (
    "LONDON — Ana Ruiz, the Spanish cyclist who won two world titles, said on Monday that she would stop racing.\n\n"
    "The announcement came after a crash in the spring that broke her collarbone.\n\n"
    "She won her first title in 2015 and finished on the podium at the Olympics a year later.\n\n"
    "Her coach for a decade left the team in 2022.\n\n"
    "She had already missed most of the last season.\n\n"
    "“I have given this sport everything I had,” she said. “Now it is time to rest.”"
)

SPANISH = (
    "MADRID — La ciclista Ana Ruiz, que ganó dos títulos mundiales, anunció el lunes que dejará de competir.\n\n"
    "El anuncio llegó meses después de que ella se fracturara la clavícula en una caída.\n\n"
    "Ella ganó su primer título en 2015 y subió al podio olímpico un año después.\n\n"
    "Ella cambió de equipo en 2022, tras una década con el mismo entrenador.\n\n"
    "Ella ya se había perdido casi toda la temporada pasada.\n\n"
    "«Le he dado a este deporte todo lo que tenía», dijo ella. «Ahora toca descansar»."
)


def test_a_quotation_after_paragraphs_of_she_is_the_person_named_before_them():
    speakers = {speaker for _, speaker in quote_speakers(ENGLISH, "en")}
    assert speakers == {"Ana Ruiz"}


def test_a_spanish_quotation_after_paragraphs_of_ella_is_the_person_named_before_them():
    speakers = {speaker for _, speaker in quote_speakers(SPANISH, "es")}
    assert speakers == {"Ana Ruiz"}


def test_a_pronoun_after_someone_newly_described_in_its_paragraph_is_not_carried_back():
    text = ENGLISH.replace(
        "“I have given this sport",
        "A teammate, who asked not to be named, was less kind. “I have given this sport",
    )
    speakers = {speaker for _, speaker in quote_speakers(text, "en")}
    assert speakers == {None}


def test_a_paragraph_without_the_pronoun_breaks_the_chain():
    text = ENGLISH.replace("She had already missed", "The team had already missed")
    text = text.replace("Her coach for a decade", "The coach for a decade")
    speakers = {speaker for _, speaker in quote_speakers(text, "en")}
    assert speakers == {None}


def test_he_does_not_carry_a_woman_forward():
    text = ENGLISH.replace("“I have given", "Pablo Díaz, her rival, disagreed.\n\n“I have given").replace(
        "” she said", "” he said"
    )
    speakers = [speaker for quote, speaker in quote_speakers(text, "en") if quote.startswith("I have")]
    assert speakers == ["Pablo Díaz"]
