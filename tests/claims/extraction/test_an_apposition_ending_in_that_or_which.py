"""An apposition after the speaker's name that ends in a relative clause opened by
"that" or "which" ("Eastmoor Tenants Alliance, a group that represents 3,000
households, said …") leaves the name as who speaks, as "who" and "que" already did.
Sentences of our own."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Rents rose again. Eastmoor Tenants Alliance, a group that represents 3,000 households, said in a "
            'statement that landlords "have broken every promise".',
            "en",
            "Eastmoor Tenants Alliance",
        ),
        (
            "Rents rose again. Halden Housing Trust, a charity which runs four shelters, said the cuts were "
            '"a false economy".',
            "en",
            "Halden Housing Trust",
        ),
        (
            "Los alquileres subieron. Ana Gil, una vecina que vive en el barrio desde 1990, dijo que los caseros "
            "«han roto todas sus promesas».",
            "es",
            "Ana Gil",
        ),
    ],
)
def test_the_name_before_the_apposition_speaks(text, language, speaker):
    assert quote_speakers(text, language) == [speaker]


def test_a_sentence_with_no_name_before_it_stays_unattributed():
    text = 'Rents rose again. Prices that nobody expected, the report said, were "simply unaffordable".'
    assert "Prices" not in " ".join(str(s) for s in quote_speakers(text, "en"))
