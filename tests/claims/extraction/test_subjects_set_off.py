"""A sentence's subject set off by a relative clause is no claim of its own, and an
apposition saying where that subject is from is no speaker ("El arqueólogo X, de la
UNAM, que …, ha destacado …"). Sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.non_claims import is_a_subject_alone


def quotes(text, language):
    return [p.quote for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, subject",
    [
        ("La Feria del Libro de Tarma, que reúne a 90 editoriales, abre el viernes.", "La Feria del Libro de Tarma"),
        ("Noticias breves.\nThe Harbour Pilots' Union (HPU), which represents 300 pilots, called the strike.",
         "The Harbour Pilots' Union (HPU)"),
        ("La investigadora Sara Colom, de la Universidad de Teruel, que no participó en el estudio, lo elogió.",
         "La investigadora Sara Colom"),
    ],
)
def test_a_subject_before_its_relative_clause_is_alone(text, subject):
    start = text.index(subject)
    assert is_a_subject_alone(text, start, start + len(subject))


@pytest.mark.parametrize(
    "text, words",
    [
        # A clause with its verb is a claim, whatever follows.
        ("El Gobierno aprobó el plan, que costará 30 millones.", "El Gobierno aprobó el plan"),
        # Not the sentence's opening words.
        ("Vecinos y comerciantes, la Cámara de Comercio, que agrupa a 200 tiendas, protestó.",
         "la Cámara de Comercio"),
        # A clause whose verb no pattern knows, before a relative clause.
        ("Los pescadores temen por la campaña de sardina, que empieza en mayo.",
         "Los pescadores temen por la campaña de sardina"),
        ("Las dos fábricas pertenecen al grupo Textil del Norte, que emplea a 300 personas.",
         "Las dos fábricas pertenecen al grupo Textil del Norte"),
        # No relative clause after it: a list, not a subject set off.
        ("The port, the airport and the rail yard, closed since Monday, reopened.", "The port"),
    ],
)
def test_other_clauses_are_not_a_subject_alone(text, words):
    start = text.index(words)
    assert not is_a_subject_alone(text, start, start + len(words))


@pytest.mark.parametrize(
    "text, language, subject",
    [
        ("La Vuelta a la Sierra, que reparte 150.000 euros en premios, termina el domingo con una etapa de 120 "
         "kilómetros.", "es", "La Vuelta a la Sierra"),
        ("The Northern Nurses' Guild (NNG), which represents nearly 4,000 of the region's 5,200 nurses, called "
         "the walkout after 88% of members backed it.", "en", "The Northern Nurses' Guild (NNG)"),
    ],
)
def test_the_subject_is_not_proposed_alone(text, language, subject):
    assert subject not in quotes(text, language)


@pytest.mark.parametrize(
    "text, language",
    [
        ("El geólogo Andrés Pinto, de la Universidad de Cuyo, que no integra el equipo, ha destacado la "
         "importancia del hallazgo para la provincia.", "es"),
        ("The historian Ruth Adler, of Kingsbridge University, who was not involved in the dig, has stressed the "
         "importance of the find for the region.", "en"),
    ],
)
def test_where_the_subject_is_from_is_no_speaker(text, language):
    proposals = extract(text, language=language)
    assert proposals
    assert all(not (p.speaker or "").lower().startswith(("de ", "of ")) for p in proposals)
    assert all(p.quote not in ("El geólogo Andrés Pinto", "The historian Ruth Adler") for p in proposals)
