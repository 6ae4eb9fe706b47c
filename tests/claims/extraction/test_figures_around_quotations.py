"""A figure in the words around a quotation is a claim: in the frame ("…», dijo X,
ante unos 500 manifestantes"), in what a speech verb after the quotation reports
('…." He said the team had 12 members') and in who the speaker is ("…, que vive con
otras dos personas"); a count the article gave before, named again with "the", is
not a new one; nor is an age in who the speaker is ("enfermera de 29 años"). Sentences of our own in English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction import extract
from claims.extraction.figures import find_figures


def statistics(text, language="en"):
    return [
        (p.quote, p.value, p.qualifier, p.unit, p.speaker)
        for p in extract(text, language=language)
        if p.kind == "statistic"
    ]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            '"We will not give up," said the union leader, Maria Lopes, before some 300 strikers '
            "outside the depot.",
            "en",
            ("before some 300 strikers outside the depot", Decimal("300"), "approximately", "strikers", None),
        ),
        (
            "«No vamos a rendirnos», dijo la portavoz vecinal, Marta Ibáñez, ante unos 400 vecinos "
            "reunidos en la plaza.",
            "es",
            ("ante unos 400 vecinos reunidos en la plaza", Decimal("400"), "approximately", "vecinos", None),
        ),
    ],
)
def test_a_figure_in_a_quotations_frame_is_the_articles_claim(text, language, expected):
    assert expected in statistics(text, language)


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            'The coach, Tom Reyes, said he was "deeply saddened." He said the club had trained '
            "with a squad of 18 players all season.",
            "en",
            ("the club had trained with a squad of 18 players all season", Decimal("18"), "exact", "players"),
        ),
        (
            "El entrenador, Tomás Reyes, dijo estar «muy triste». Dijo que el club entrenó con "
            "una plantilla de 18 jugadores toda la temporada.",
            "es",
            ("el club entrenó con una plantilla de 18 jugadores toda la temporada", Decimal("18"), "exact", "jugadores"),
        ),
    ],
)
def test_a_figure_a_speech_verb_reports_after_a_quotation_is_the_speakers(text, language, expected):
    found = [s for s in statistics(text, language) if s[1] == expected[1]]
    assert [s[:4] for s in found] == [expected]
    assert found[0][4] is not None


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            '"I cannot afford the rent any more," said Lucy Hart, a teacher, who shares a flat with '
            "three other people.",
            "en",
            ("who shares a flat with three other people", Decimal("3"), "exact", "people"),
        ),
        (
            "«No puedo pagar el alquiler», lamentó Lucía Prieto, de 31 años, maestra, que comparte "
            "piso con otras tres personas.",
            "es",
            ("que comparte piso con otras tres personas", Decimal("3"), "exact", "personas"),
        ),
        (
            "«La mina no perdona», aseguró su presidente, Jorge Ruiz, quien calculó que ocho de "
            "cada diez mineros trabajan sin contrato.",
            "es",
            ("calculó que ocho de cada diez mineros trabajan sin contrato", Decimal("80"), "exact", "percent"),
        ),
    ],
)
def test_a_figure_in_who_the_speaker_is_is_a_claim_and_the_rest_is_not(text, language, expected):
    found = statistics(text, language)
    assert [s[:4] for s in found] == [expected]
    quote_end = text.index(",", text.index("»" if language == "es" else '"', 1) + 2)
    # The rest of the speaker's description ("a teacher", "maestra") is no claim.
    assert not any(p.kind in {"fact", "event"} and p.start > quote_end for p in extract(text, language=language))


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "The city runs two shelters for the homeless. "
            '"We are full every night," said Ana Gil, who runs the larger of the two shelters.',
            "en",
        ),
        (
            "La ciudad tiene dos albergues para personas sin hogar. "
            "«Estamos llenos cada noche», dijo Ana Gil, que dirige el mayor de los dos albergues.",
            "es",
        ),
    ],
)
def test_a_count_named_again_around_a_quotation_is_not_a_new_figure(text, language):
    assert [s[1] for s in statistics(text, language)] == [Decimal("2")]


def test_an_age_in_who_the_speaker_is_is_no_figure():
    text = (
        "«Pago 900 euros por una habitación», contó Irene Gil, repartidora de 24 años, "
        "que vive con otras dos personas."
    )
    assert [(s[1], s[3]) for s in statistics(text, "es")] == [(Decimal("900"), "euros"), (Decimal("2"), "personas")]
    text = '"I pay 900 euros for a room," said Irene Gil, a courier aged 24, who lives with two other people.'
    assert [(s[1], s[3]) for s in statistics(text)] == [(Decimal("900"), "euros"), (Decimal("2"), "people")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Un pescador de 61 años murió en el naufragio.", "es", []),
        ("A 61-year-old fisherman died in the sinking.", "en", []),
        ("Lo cuenta Ana, enfermera de 29 años.", "es", []),
        # A length of something is no age.
        ("El club firmó un contrato de 3 años con la jugadora.", "es", [("3", "años")]),
        # A speaker's own verb opening the sentence is no name with a number.
        ("Cobro 1.100 euros al mes.", "es", [("1100", "euros")]),
        ("I earn 1,100 euros a month.", "en", [("1100", "euros")]),
        ("El Vuelo 447 aterrizó sin problemas.", "es", []),
    ],
)
def test_ages_of_people_by_their_trade_and_a_first_person_verb(text, language, expected):
    assert [(str(f.value), f.unit) for f in find_figures(text, language=language)] == expected
