"""A relative clause after a quotation's speaker that holds quoted words of its own
("…, dijo la fiscal Ana Ruiz, que citó correos en los que un acusado pedía «…»",
"…, said prosecutor Ana Ruiz, who read out emails in which a defendant asked to “…”")
is a claim, not a description of the speaker; one without quoted words ("que dirige
la fiscalía", "who leads the fraud unit") still only says who the speaker is.
Sentences of our own."""

import pytest

from claims.extraction import extract


@pytest.mark.parametrize(
    "text, language, words, kept",
    [
        (
            "«Esto no fue un error, fue un método», dijo la fiscal Ana Ruiz, que citó correos electrónicos en los "
            "que uno de los acusados pedía «cuadrar las cuentas como sea».",
            "es",
            "cuadrar las cuentas como sea",
            True,
        ),
        (
            '"This was no accident," said prosecutor Ana Ruiz, who read out emails in which one defendant asked '
            'colleagues to "make the numbers work".',
            "en",
            "make the numbers work",
            True,
        ),
        ("«Esto no fue un error», dijo Ana Ruiz, que dirige la fiscalía anticorrupción.", "es", "fiscalía", False),
        ('"This was no accident," said prosecutor Ana Ruiz, who leads the fraud unit.', "en", "fraud unit", False),
    ],
)
def test_quoted_words_after_the_speaker_are_a_claim(text, language, words, kept):
    assert any(words in p.quote for p in extract(text, language=language)) == kept
