"""Spanish verbs that close a quotation by summing it up or settling it, in the
present as in the preterite ("«…», resume Pedro Varela", "zanja", "remata",
"matiza"). Sentences of our own."""

import pytest

from claims.extraction import extract


def quotes(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize("verb", ["resume", "resumió", "zanja", "remata", "remató", "matiza", "apostilla"])
def test_the_verb_after_the_quotation_names_its_speaker(verb):
    text = (
        "La cooperativa paga la leche a 0,38 euros el litro. "
        f"«Cada mes perdemos más clientes en la comarca», {verb} Pedro Varela, ganadero de Lugo."
    )
    assert quotes(text, "es") == [("Cada mes perdemos más clientes en la comarca", "Pedro Varela")]


def test_a_summary_that_is_a_noun_names_no_speaker():
    text = "«Cada mes perdemos más clientes en la comarca», dice el resumen del informe anual."
    assert [s for _, s in quotes(text, "es")] != ["Pedro Varela"]


def test_a_reported_clause_where_talks_resume_keeps_its_speaker():
    text = (
        "A spokesman for the Harbour Board, the body that runs the port, said the crossings would resume "
        '"as soon as the wind drops".'
    )
    assert [s for _, s in quotes(text, "en")] == ["Harbour Board"]


def test_trains_that_resume_in_english_are_no_statement():
    text = "Mayor Tom Hale visited the depot. Trains resume service on Monday across the northern line, with 40 extra staff."
    assert all(p.speaker is None and not p.attribution for p in extract(text, language="en"))
