"""The words before a full stop are searched only in the stretches between spaces that
hold one (`sentences.abbreviation_candidates`), and are those the pattern finds over
the whole text."""

import pytest

from claims.extraction.sentences import ABBREVIATION_CANDIDATE, abbreviation_candidates, abbreviation_periods

TEXTS = [
    "The U.S. Dept. of State said so. Dr. Ruiz (b. 1961) left at 3.5 p.m.\nSgt. Gill, et al. agreed.",
    "Mr.Smith met Ms. Jones.Then e.g. the U.K.'s P.M. spoke...  A. B. Cole.\tSt. Ives. 12.5 km. No.",
    "La Sra. Ruiz, del Ayto. de Vigo, y el Dr. Pérez dijeron que EE.UU. y la O.N.U. votaron.\n\nFin.",
    "Según la pág. 12 del art. 155, el núm. 3 (aprox. 4.000 uds.) llegó a las 18.00 h. ¿Sí? Sí.",
    ".Leading stop. trailing stop.\n.\n  . a.b.c.d. ñ.ü. Ça. İ. ſ.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_candidates_are_those_the_pattern_finds_over_the_whole_text(text):
    for start in range(len(text) + 1):
        for end in range(start, len(text) + 1):
            assert [(m.span(), m.group(1)) for m in abbreviation_candidates(text, start, end)] == [
                (m.span(), m.group(1)) for m in ABBREVIATION_CANDIDATE.finditer(text, start, end)
            ], text[start:end]


def test_the_abbreviating_full_stops_in_english_and_spanish():
    text = TEXTS[0]
    periods = abbreviation_periods(text)
    assert periods[:3] == [text.index("U.S.") + 1, text.index("U.S.") + 3, text.index("Dept.") + 4]
    assert text.index("so.") + 2 not in periods
    spanish = TEXTS[2]
    assert spanish.index("Sra.") + 3 in abbreviation_periods(spanish)
    assert spanish.index("EE.UU.") + 5 in abbreviation_periods(spanish)
