""""Lleva" and "Llevaba" opening a sentence are the verb "llevar", not a name before its
number: "Lleva 16 meses esperando la entrega", "Llevaba 14 meses en detención
provisional" say how long someone has been at something (corpus README: "lleva 22 años
bajando a la mina"), as "Llevamos" and "Llevo" already did; a count after them counts its
noun. A capitalised word that names a thing keeps its number ("la Ruta 40"). Sentences of
our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language="es")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Compró el piso en 2022. Lleva 16 meses esperando la entrega.", [("16", "exact", "meses")]),
        ("El acusado oyó la sentencia. Llevaba 14 meses en prisión provisional.", [("14", "exact", "meses")]),
        ("«Lleva 3 semanas sin salir de casa», contó su hija.", [("3", "exact", "semanas")]),
        ("El camión volcó en la curva. Llevaba 12 toneladas de naranjas.", [("12", "exact", "toneladas")]),
    ],
)
def test_lleva_opening_a_sentence_is_a_verb(text, expected):
    assert figures(text) == expected


def test_a_name_before_its_number_stays_a_name():
    assert figures("La Ruta 40 cruza el país de norte a sur.") == []
