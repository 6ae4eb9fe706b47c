"""The window up to now after "in", "over" or "en" ("in the past 60 days", "en las
últimas 48 horas", "over the past 18 months") is a figure wherever it stands in its
clause, before or after what is counted in it (the corpus README; 121 of the 125 such
spans in the blind sets are annotated). Not: "during"/"durante" (how long something
went on, read by its perfect tense), "de"/"of", a change with no figure of its own,
a noun a participle describes, a change told with no count, a clause the span opens that counts nothing, minutes
of a match, a calendar period. Sentences of our own in English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The birds had been ringed in the past 40 days.", "en", [(Decimal(40), "exact", "days")]),
        ("Water flows over the past 18 months were the weakest on record.", "en",
         [(Decimal(18), "exact", "months")]),
        ("She said the club had spent £3m on its pitch over the past two years.", "en",
         [(Decimal(3000000), "exact", "pounds"), (Decimal(2), "exact", "years")]),
        ("It is the fourth such ruling to be upheld in the district in the past three years.", "en",
         [(Decimal(3), "exact", "years")]),
        ("El alcalde explicó que en los últimos seis años se han plantado unos 9.000 árboles.", "es",
         [(Decimal(6), "exact", "años"), (Decimal(9000), "approximately", "árboles")]),
        ("La asociación asegura que en las últimas 72 horas se denunciaron al menos cinco robos.", "es",
         [(Decimal(72), "exact", "horas"), (Decimal(5), "at_least", "robos")]),
        ("Los bomberos sofocaron en los últimos cuatro días más de 30 incendios.", "es",
         [(Decimal(4), "exact", "días"), (Decimal(30), "more_than", "incendios")]),
        ("La riada ha afectado en las últimas 24 horas a más de 1.500 viviendas.", "es",
         [(Decimal(24), "exact", "horas"), (Decimal(1500), "more_than", "viviendas")]),
    ],
)
def test_a_window_up_to_now_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Prices have risen sharply over the past two decades.", "en"),
        ("In the last two years she rebuilt the farm.", "en"),
        ("He scored in the last ten minutes.", "en"),
        ("Las lluvias acumuladas en los últimos tres años son escasas.", "es"),
        ("Es el fósil más completo de un dinosaurio hallado en la región en los últimos 20 años.", "es"),
        ("Los investigadores compararon fotografías de los últimos cuarenta años.", "es"),
        ("Los casos han aumentado en los últimos tres años.", "es"),
        ("Admissions fell sharply in the past 48 hours, the trust said.", "en"),
        ("El barrio cambió mucho en los últimos quince años.", "es"),
    ],
)
def test_a_span_that_frames_or_describes_stays_no_figure(text, language):
    assert figures(text, language) == []
