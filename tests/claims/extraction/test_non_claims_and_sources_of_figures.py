"""Headlines and moods are no claims (`claims.extraction.non_claims`); each of two
figures takes the source named after it; durations written onto an event and nouns a
sentence leaves out; on sentences of our own in English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction import extract
from claims.extraction.figures import find_figures
from claims.extraction.non_claims import is_a_mood, is_headline


def proposals(text, language="en"):
    return [(p.kind, p.quote, p.speaker, p.value, p.unit) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "words, mood",
    [
        ("Not everyone is convinced by the plan", True),
        ("Shopkeepers remain sceptical", True),
        ("Los comerciantes se muestran escépticos", True),
        ("Los vecinos están muy divididos", True),
        ("No todos los técnicos comparten ese diagnóstico", True),
        # Facts, not moods.
        ("The council is convinced that 300 homes are at risk", False),
        ("Los sindicatos están convocados a una reunión el lunes", False),
        ("The court was divided over the second charge, a judge said in a ruling that ran to many pages", False),
    ],
)
def test_a_mood_is_not_a_claim(words, mood):
    assert is_a_mood(words) is mood


def test_a_headline_is_no_claim_but_its_figure_is():
    text = (
        "Ferry services cut as 1,200 crew walk out\n\n"
        "Ferry crews walked out on Monday in a dispute over rosters, the operator said.\n"
    )
    assert is_headline(text, 0, 10)
    kinds = [(kind, quote) for kind, quote, *_ in proposals(text)]
    assert ("fact", "Ferry services cut as 1,200 crew walk out") not in kinds
    assert any(kind == "statistic" and "1,200" in quote for kind, quote in kinds)


def test_a_first_line_that_is_a_sentence_is_not_a_headline():
    text = "Ferry crews walked out on Monday in a dispute over rosters.\n\nTalks resume today.\n"
    assert not is_headline(text, 0, 20)


def test_moods_are_not_proposed():
    text = "The port will close at night. Fishermen are not convinced. “It makes no sense,” said Ana Ruiz."
    assert all("not convinced" not in quote for _, quote, *_ in proposals(text))


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La concentración reunió a 600 personas, según la Guardia Civil, y a 2.000, según la Asociación de "
            "Regantes.",
            "es",
            [("Guardia Civil", Decimal(600)), ("Asociación de Regantes", Decimal(2000))],
        ),
        (
            "The march drew 3,000 people, according to the City Police, and 9,000, according to the Climate Coalition.",
            "en",
            [("City Police", Decimal(3000)), ("Climate Coalition", Decimal(9000))],
        ),
        (
            "Unos 800 agricultores, según la Delegación del Gobierno, y 5.000, según Unión Agraria, cortaron la "
            "autovía.",
            "es",
            [("Delegación del Gobierno", Decimal(800)), ("Unión Agraria", Decimal(5000))],
        ),
    ],
)
def test_each_figure_takes_the_source_named_after_it(text, language, expected):
    figures = [(speaker, value) for kind, _, speaker, value, _ in proposals(text, language) if kind == "statistic"]
    assert figures == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Dockers began a 48-hour strike on Friday.", [(Decimal(48), "exact", "hours")]),
        ("The union called a 10-day walkout over pay.", [(Decimal(10), "exact", "days")]),
        # How long the trial ran, recalled with "the", is asserted; an age, a record: no figure.
        (
            "During the five-week trial the jury heard 40 witnesses.",
            [(Decimal(5), "exact", "weeks"), (Decimal(40), "exact", "witnesses")],
        ),
        ("A 45-year-old man was arrested.", []),
        ("Inflation hit a 30-year high in May.", []),
        # How long a sitting, a contest or a working week ran; the window of an average.
        ("She taught a 40-minute lesson to 30 pupils.", [(Decimal(40), "exact", "minutes"), (Decimal(30), "exact", "pupils")]),
        ("The board met on a 20-minute video call.", [(Decimal(20), "exact", "minutes")]),
        ("Nurses said they work 60-hour weeks.", [(Decimal(60), "exact", "hours")]),
        ("The 30-year average is 812 millimetres.", [(Decimal(30), "exact", "years"), (Decimal(812), "exact", "millimetres")]),
        # A four-day week names a way of working; an average's own figure after "of".
        ("The council will trial a four-day week.", []),
        ("Sales beat a five-year average of about 900.", [(Decimal(900), "approximately", "")]),
        ("He was substituted at the 70-minute mark.", []),
    ],
)
def test_a_duration_written_onto_an_event(text, expected):
    assert [(f.value, f.qualifier, f.unit) for f in find_figures(text)] == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Cardiología es el servicio con más quejas registradas, unas 2.300, por delante de urgencias.",
            "es",
            [(Decimal(2300), "approximately", "quejas")],
        ),
        (
            "The food bank handed out 900 parcels a week in January. Now it is about 1,300.",
            "en",
            [(Decimal(900), "exact", "parcels"), (Decimal(1300), "approximately", "parcels")],
        ),
    ],
)
def test_a_noun_the_sentence_leaves_out(text, language, expected):
    assert [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)] == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A phone number named with an article, in groups of digits.
        ("Las citas se piden en el 900 123 456 o en la web.", "es", []),
        # How long someone has been at it, in a perfect tense.
        # The time a condition's consequence would take: a forecast's length, a figure.
        ("“If nothing changes, the mill will close within three years,” he said.", "en", [(Decimal(3), "at_most", "years")]),
        ("«Si no llueve, el embalse se vaciará en dos meses», dijo.", "es", []),
        # Units the rules now read.
        ("The firm will shut one of its three assembly plants.", "en", [(Decimal(3), "exact", "assembly plants")]),
        (
            "Sales fell to 80,000 units, down from a peak of 120,000 in 2019.",
            "en",
            [(Decimal(80000), "exact", "units"), (Decimal(120000), "exact", "units")],
        ),
        ("About 600 more nurses will be hired.", "en", [(Decimal(600), "approximately", "nurses")]),
        ("El nuevo fármaco reduce a la mitad las recaídas.", "es", [(Decimal(50), "exact", "percent")]),
    ],
)
def test_figures_from_the_third_blind_check(text, language, expected):
    assert [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)] == expected


def test_a_circumstance_alone_and_a_different_view_are_no_claims():
    text = (
        "La campaña empezó, el pasado 3 de octubre, con 200 puntos de vacunación. "
        "Los hosteleros tienen otra visión. «Nos cuesta clientes», dijo Ana Gil."
    )
    quotes = [quote for _, quote, *_ in proposals(text, "es")]
    assert "el pasado 3 de octubre" not in quotes
    assert all("otra visión" not in quote for quote in quotes)


def test_attributing_a_cause_reports_it():
    text = "La directora del centro, Rosa Vidal, atribuyó el retraso a la falta de personal."
    assert [speaker for kind, _, speaker, *_ in proposals(text, "es") if kind == "fact"] == ["Rosa Vidal"]
