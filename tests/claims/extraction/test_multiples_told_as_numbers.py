"""A multiple told as a number is a figure in times or veces, whether a verb ("more than
doubled", "se multiplicaron por cuatro"), a noun or an adjective ("nearly triple its
budget", "casi el doble que en 2023", "cerca del triple", "duplica el promedio"); not a
word that names a thing ("double shifts", "a double-decker", "the triple jump", "el
triple salto", "doble fila", "una doble pletina") nor a plan or hypothesis ("plans to
double the number", "could double"). English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The agency spent $4.1 million on repairs, nearly triple its budget for 2022.", "en",
         [("4100000", "exact", "dollars"), ("3", "less_than", "times")]),
        ("Ticket prices are now double the level of 2019.", "en", [("2", "exact", "times")]),
        ("Waiting times were about double the target.", "en", [("2", "approximately", "times")]),
        ("The port now handles double the amount of cargo it did in 2015.", "en", [("2", "exact", "times")]),
        ("Exports of wind turbines more than triple in a year", "en", [("3", "more_than", "times"), ("1", "exact", "year")]),
        ("Sales were multiplied by five after the launch.", "en", [("5", "exact", "times")]),
        ("Este invierno se vendieron unas 8.000 estufas, casi el doble que en 2021.", "es",
         [("8000", "approximately", "estufas"), ("2", "less_than", "veces")]),
        ("Las lluvias aportaron cerca del triple de lo habitual.", "es", [("3", "approximately", "veces")]),
        ("El alquiler medio supera el doble del salario mínimo.", "es", [("2", "more_than", "veces")]),
        ("Las exportaciones de vino se multiplicaron por cuatro en una década.", "es", [("4", "exact", "veces"), ("1", "exact", "década")]),
        ("El precio del pescado triplica el de hace cinco años.", "es", [("3", "exact", "veces")]),
        ("Los abonos cuestan ahora el doble, según la asociación.", "es", [("2", "exact", "veces")]),
    ],
)
def test_a_multiple_told_as_a_number_is_a_figure_in_times(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Nurses at the clinic have been working double shifts all winter.", "en"),
        ("Tourists crowded onto a double-decker bus.", "en"),
        ("She won the triple jump on Sunday.", "en"),
        ("He lost the set with a double fault.", "en"),
        ("The council plans to double the number of night buses.", "en"),
        ("The firm could double output later, subject to demand.", "en"),
        ("El camión estaba aparcado en doble fila frente al colegio.", "es"),
        ("En la tienda vendían una doble pletina antigua.", "es"),
        ("La atleta ganó el triple salto con su mejor marca.", "es"),
        ("El doble campeón olímpico anunció su retirada.", "es"),
        ("Los niños recibieron la vacuna triple vírica en el colegio.", "es"),
        ("La medida es un arma de doble filo para el Gobierno.", "es"),
    ],
)
def test_a_word_of_multiple_that_names_a_thing_or_a_plan_is_no_figure(text, language):
    assert figures(text, language) == []
