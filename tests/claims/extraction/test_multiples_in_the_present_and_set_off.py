"""A multiple told in the present, set off after a figure or after "for"/"at" is a
figure in times (veces), as "tripled" and "nearly triple its budget" are: "The cost
nearly doubles to $31 billion" 2 `less_than` times, "more than doubles the record",
"$142 a ton, nearly double." , "£500,000, double the prize paid in 2008", "ordered
for double our usual weekend", "nearly double last year's total"; "casi triplica su
precio", "se triplica en Bolivia", "sigue duplicando la media europea", and "casi"
before "se duplicaron" bounds it. Left alone: a hypothesis, an aim or a forecast
("could almost double", "busca duplicar", "una cosecha que duplicará la anterior", "si
el precio se duplica"; a multiple decided is one, `test_a_multiple_decided_or_caused`), a thing named ("mixed doubles", "double shifts", "double 16")
and a football side that "doubled the lead" (a second goal, a score on the way).
A qualified multiple is one wherever it stands, a gerund too: "bus fares nearly
triple" at a headline's end, "tenants who move pay roughly double.", "more than doubling
the region's output", "nearly tripling since 2022" (not "could almost double", "should
more than double"). English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


def multiples(text, language="en"):
    return [f for f in figures(text, language) if f[2] in ("times", "veces")]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The bridge's cost nearly doubles to $4 billion.", "en", [("2", "less_than", "times")]),
        ("The transfer more than doubles the record set in 2021.", "en", [("2", "more_than", "times")]),
        ("The last load of grit cost $150 a ton, nearly double.", "en", [("2", "less_than", "times")]),
        ("The winner takes £200,000, double the prize paid in 2015.", "en", [("2", "exact", "times")]),
        ("The club counted 900 volunteers, almost triple last year's number.", "en", [("3", "less_than", "times")]),
        ('"We baked for double our usual Saturday and sold out," she said.', "en", [("2", "exact", "times")]),
        ("Overtime is paid at double the normal rate.", "en", [("2", "exact", "times")]),
        ("La tarifa casi triplica su valor de 2022.", "es", [("3", "less_than", "veces")]),
        ("El precio del tomate se duplica en Lima.", "es", [("2", "exact", "veces")]),
        ("La tasa de paro sigue duplicando la media regional.", "es", [("2", "exact", "veces")]),
        ("Las reservas casi se duplicaron tras la apertura del vuelo.", "es", [("2", "less_than", "veces")]),
        ("Las consultas casi se han triplicado.", "es", [("3", "less_than", "veces")]),
        ("Strike ends, bus fares nearly triple\n\nBy A Reporter\n\nIt grew.", "en", [("3", "less_than", "times")]),
        ("Tenants who move pay roughly double.", "en", [("2", "approximately", "times")]),
        ("The new line adds 900 megawatts, more than doubling the region's output.", "en", [("2", "more_than", "times")]),
        ("The premium has been nearly tripling since 2022.", "en", [("3", "less_than", "times")]),
        # A hypothesis, a plan, a forecast, a thing named, a score.
        ("Demand should more than double if the plant opens.", "en", []),
        ("The number of flights could almost double, from 19,000 a year.", "en", []),
        ("The council wants to double its budget.", "en", []),
        ("She won the mixed doubles title.", "en", []),
        ("The men's doubles final went to three sets.", "en", []),
        ("Nurses are working double shifts.", "en", []),
        ("He finished on double 16 to win the leg.", "en", []),
        ("Okoye doubled the lead from the penalty spot.", "en", []),
        ("El puerto busca duplicar la capacidad de la terminal.", "es", []),
        ("Prevén una cosecha que duplicará la anterior.", "es", []),
        ("Si el precio se duplica, cerraremos el local.", "es", []),
        ("Las pérdidas podrían duplicarse si llega el brote.", "es", []),
        ("En Europa nos costaría el triple.", "es", []),
    ],
)
def test_multiples_in_the_present_and_set_off(text, language, expected):
    assert multiples(text, language) == expected


def test_a_lead_doubled_in_the_polls_stays_a_multiple():
    assert multiples("Labour has doubled its lead in the polls.") == [("2", "exact", "times")]
