"""A circumstance that opens a sentence ("Con el auxilio de transporte,") is no claim,
nor a headline of up to 25 words (`claims.extraction.non_claims`)."""

import pytest

from claims.extraction import extract


@pytest.mark.parametrize(
    "text, opener, language",
    [
        ("With the transport allowance, each worker will earn $1,200 a month from January.", "With the transport allowance", "en"),
        ("Con el plus de transporte, cada empleado cobrará 1.200 euros al mes desde enero.", "Con el plus de transporte", "es"),
        ("Sumado el plus de transporte, el sueldo llegará a 1.300 euros al mes.", "Sumado el plus de transporte", "es"),
    ],
)
def test_a_circumstance_opening_a_sentence_is_no_claim(text, opener, language):
    proposals = extract(text, language=language)
    assert proposals and not any(p.quote == opener for p in proposals)


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "Line 2 of the city metro: the tunnel to the port is delayed again and will not be ready before "
            "2029, the ministry says\n\nThe extension of Line 2 to the port will be delayed again, the ministry said.\n",
            "en",
        ),
        (
            "Línea 2 del Metro de Lima: tramo hasta el Callao se retrasa otra vez y no estará listo antes de "
            "2029\n\nLa ampliación de la Línea 2 hasta el Callao volverá a retrasarse, según el ministerio.\n",
            "es",
        ),
    ],
)
def test_a_headline_of_up_to_25_words_is_no_claim(text, language):
    headline = text.split("\n")[0]
    assert 20 < len(headline.split()) <= 25
    proposals = extract(text, language=language)
    assert not any(p.start < len(headline) and p.value is None for p in proposals)
    assert any(p.start > len(headline) for p in proposals)
