"""Reported speech whose speaker the sixth and seventh blind checks left out, by general
rules: a trailing frame whose speaker a relative clause describes ("…, said Ana Berg,
who leads the works council") names that speaker, and the relative clause is a claim
of theirs only when they go on speaking or asking in it. Sentences of our own."""

import pytest

from claims.extraction import extract


def proposals(text, language):
    return [(p.kind, p.speaker, p.quote) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker, claim",
    [
        (
            "The plant will close in March, said Anna Berg, who leads the workers' council at the site.",
            "en",
            "Anna Berg",
            "The plant will close in March",
        ),
        (
            "Prices will keep rising until the summer, said Tom Reyes, who heads the retailers' association.",
            "en",
            "Tom Reyes",
            "Prices will keep rising until the summer",
        ),
        (
            "La planta cerrará en marzo, dijo Ana Berg, que dirige el comité de empresa.",
            "es",
            "Ana Berg",
            "La planta cerrará en marzo",
        ),
        (
            "La planta cerrará en marzo, aseguró la directora, Ana Berg, quien dirige la fábrica desde hace años.",
            "es",
            "Ana Berg",
            "La planta cerrará en marzo",
        ),
    ],
)
def test_a_relative_clause_describing_a_trailing_speaker_leaves_them_the_speaker(text, language, speaker, claim):
    assert proposals(text, language) == [("fact", speaker, claim)]


@pytest.mark.parametrize(
    "text, language, speaker, words",
    [
        (
            "Rents will rise again next year, said Tom Reyes, who called for a cap on increases.",
            "en",
            "Tom Reyes",
            "called for a cap on increases",
        ),
        (
            "Los alquileres volverán a subir, dijo Ana Berg, quien pidió un tope a las subidas.",
            "es",
            "Ana Berg",
            "pidió un tope a las subidas",
        ),
    ],
)
def test_a_trailing_speaker_who_goes_on_in_a_relative_clause_says_it_too(text, language, speaker, words):
    found = proposals(text, language)
    assert ("fact", speaker, words) in found
    assert all(who == speaker for _, who, _ in found)


def test_a_relative_clause_after_according_to_keeps_the_bodys_claim():
    text = "El servicio sigue cortado en tres barrios, según la compañía eléctrica, que prevé restablecerlo el jueves."
    assert any("prevé restablecerlo el jueves" in quote for _, _, quote in proposals(text, "es"))


@pytest.mark.parametrize(
    "text, language, speaker, claim",
    [
        (
            "Aminata, una senegalesa de 30 años que trabaja en un invernadero, relató que pagó 2.000 euros por el viaje.",
            "es",
            "Aminata",
            "pagó 2.000 euros por el viaje",
        ),
        (
            "Rosa, una vecina que vive junto al río desde hace décadas, contó que el agua llegó hasta el techo.",
            "es",
            "Rosa",
            "el agua llegó hasta el techo",
        ),
        (
            "Karim, a 40-year-old farmer who lost his land in the flood, explained that he paid 900 dollars for the trip.",
            "en",
            "Karim",
            "he paid 900 dollars for the trip",
        ),
        (
            "Karim, a farmer who lost his land in the flood last spring, recalled that the water rose within minutes.",
            "en",
            "Karim",
            "the water rose within minutes",
        ),
    ],
)
def test_an_apposition_ending_in_a_relative_clause_leaves_the_name_the_speaker(text, language, speaker, claim):
    assert (speaker, claim) in [(who, quote) for _, who, quote in proposals(text, language)]
