"""An adverb set off by commas between a speech verb and its "que"/"that" ("Varela
admitió, sin embargo, que el dinero «…»", "Hale admitted, however, that the money
“…”"): the subject before the verb still speaks the quoted words. Sentences of our
own."""

import pytest

from claims.extraction import extract


def quotes(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "El alcalde, Pedro Varela, anunció ayudas. Varela admitió, sin embargo, que el dinero "
            "«no llega a todos los barrios».",
            "es",
            "Pedro Varela",
        ),
        (
            "La consejera Ana Gil visitó la presa. Gil reconoció, no obstante, que las obras "
            "«van con meses de retraso».",
            "es",
            "Ana Gil",
        ),
        (
            'Mayor Tom Hale announced aid. Hale admitted, however, that the money "will not reach every '
            'street in town".',
            "en",
            "Tom Hale",
        ),
    ],
)
def test_the_subject_speaks_past_the_aside(text, language, speaker):
    assert [s for _, s in quotes(text, language)] == [speaker]


def test_a_clause_between_the_verb_and_that_is_no_aside():
    # Past a verb, a subordinate clause set off by commas is not skipped as an adverb is.
    text = (
        "El alcalde, Pedro Varela, anunció ayudas. Varela admitió, cuando los vecinos del barrio lo "
        "interrumpieron, que el dinero «no llega a todos»."
    )
    assert [s for _, s in quotes(text, "es")] != ["Pedro Varela"]
