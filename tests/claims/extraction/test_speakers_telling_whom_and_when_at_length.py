"""Whom and when a speaker told something may take more than six words before "que" or
"that" ("advirtió a las partes al inicio de la vista de que …", "told lawyers at the
start of the hearing on Monday that …"): up to ten words opening with a preposition, or
after "told", that hold no clause of their own; the claim is what follows "que"/"that".
Words that hold a clause ("said nurses had been writing orders by hand and that …") are
the claim itself."""

import pytest

from claims.extraction import extract


def reported(text, language, words):
    found = [(p.quote, p.speaker) for p in extract(text, language=language)]
    return next((quote, who) for quote, who in found if words in quote), found


@pytest.mark.parametrize(
    "text, language, words, claim, speaker",
    [
        (
            "La jueza del caso, Marta Ibarra Soler, advirtió a los abogados al comienzo de la sesión de que no "
            "tolerará «retrasos innecesarios» en el juicio.",
            "es",
            "retrasos innecesarios",
            "no tolerará «retrasos innecesarios» en el juicio",
            "Marta Ibarra Soler",
        ),
        (
            "El ministro, Luis Mora Paz, dijo a los periodistas en la rueda de prensa del martes que el fondo "
            "saldrá de «partidas ya aprobadas».",
            "es",
            "partidas ya aprobadas",
            "el fondo saldrá de «partidas ya aprobadas»",
            "Luis Mora Paz",
        ),
        (
            "The judge, Mary Okafor, told lawyers at the start of the hearing on Monday that she would not "
            "tolerate “needless delays” in the trial.",
            "en",
            "needless delays",
            "she would not tolerate “needless delays” in the trial",
            "Mary Okafor",
        ),
    ],
)
def test_a_long_to_whom_and_when_leads_to_the_claim(text, language, words, claim, speaker):
    (quote, who), found = reported(text, language, words)
    assert (quote, who) == (claim, speaker), found


@pytest.mark.parametrize(
    "text, language, words, claim",
    [
        (
            "The minister, Tom Hale, said nurses had been writing orders by hand for days and that labs were slow.",
            "en",
            "nurses",
            "nurses had been writing orders by hand for days and that labs were slow",
        ),
        (
            "El ministro, Luis Mora Paz, explicó el plan de obras del puerto a los vecinos y que costará más.",
            "es",
            "plan de obras",
            "El ministro, Luis Mora Paz, explicó el plan de obras del puerto a los vecinos y que costará más",
        ),
    ],
)
def test_words_that_hold_a_clause_are_the_claim(text, language, words, claim):
    (quote, _), found = reported(text, language, words)
    assert quote == claim, found
