"""A period set ahead after "over the next", "in the coming" or "en los próximos" is the
time a plan, a forecast or a deadline gives, a figure the sentence asserts as the corpus
README settles, as "for the next" and "durante los próximos" already were; a period only
supposed ("if the rain goes on over the next ten days") and one with no number ("in
the coming weeks") are not. Sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The trust will rebuild the pier over the next 18 months.", "en", [("18", "exact", "months")]),
        ("Crews will survey every culvert over the next ten days.", "en", [("10", "exact", "days")]),
        ("Forecasters warned of more snow in the coming 36 hours.", "en", [("36", "exact", "hours")]),
        ("Retailers expect sales to slow in the next three months.", "en", [("3", "exact", "months")]),
        ("En los próximos diez años se jubilarán 300 médicos.", "es", [("10", "exact", "años"), ("300", "exact", "médicos")]),
        ("La obra avanzará a lo largo de las próximas tres semanas.", "es", [("3", "exact", "semanas")]),
    ],
)
def test_a_period_set_ahead_is_a_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("If the rain keeps up over the next ten days, the dam will overflow.", "en"),
        ("Prices are expected to ease in the coming weeks.", "en"),
        ("El río se desbordará si llueve durante los próximos diez días.", "es"),
        ("Se esperan más detenciones en los próximos días.", "es"),
        # Told in the past, "the next" months are those that followed: a frame.
        ("Sales rose in the next six months.", "en"),
        ("In the next 14 days the shelter will stay open.", "en"),
    ],
)
def test_a_period_supposed_or_without_a_number_is_not(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        # After what is to be done, with no figure of its own: the time by which it
        # will be done, a ceiling (once a frame with no figure in its clause).
        ("La empresa prevé reabrir la planta en las próximas 48 horas.", [("48", "at_most", "horas")]),
        # In weeks, months or years it is the span of a plan, exact, as the blind sets
        # annotate it ("presentará en los próximos seis meses una reforma").
        ("El ayuntamiento abrirá la piscina en los próximos seis meses.", [("6", "exact", "meses")]),
        ("El Gobierno presentará una reforma en los próximos seis meses.", [("6", "exact", "meses")]),
        ("La ministra dijo que firmará el decreto en las próximas dos semanas.", [("2", "exact", "semanas")]),
        ("El hospital abrirá la nueva ala en los próximos dos años.", [("2", "exact", "años")]),
        ("El juez dijo que convocará a las partes en las próximas veinticuatro horas.", [("24", "at_most", "horas")]),
        ("Los vecinos, que esperan volver a casa en los próximos diez días, siguen en el polideportivo.",
         [("10", "at_most", "días")]),
        ("Dijo que había triplicado las cuadrillas y que espera reparar la línea en las próximas 72 horas.",
         [("3", "exact", "veces"), ("72", "at_most", "horas")]),
        # A count in its clause is counted over the period, which is its window.
        ("La consejería invertirá 12 millones de euros en los próximos cuatro años.",
         [("12000000", "exact", "euros"), ("4", "exact", "años")]),
        ("Unos 80 docentes se jubilarán en los próximos tres años.",
         [("80", "approximately", "docentes"), ("3", "exact", "años")]),
        # Opening its clause, the period frames what follows.
        ("El plan avanza y en los próximos cinco años se renovará la flota.", [("5", "exact", "años")]),
        ("Aseguró que en los próximos 18 meses abrirán dos centros.", [("18", "exact", "meses"), ("2", "exact", "centros")]),
    ],
)
def test_a_deadline_en_los_proximos_is_a_ceiling(text, expected):
    assert figures(text, "es") == expected
