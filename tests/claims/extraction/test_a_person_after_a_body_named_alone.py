"""A role, the body the text names by its own name alone, then the person's name, with
no comma between ("la analista de Adex Lucía Barreda", "la meteoróloga del Senamhi
Gabriela Rosas", "the meteorologist at Senamhi Gabriela Rosas"): the person speaks,
the known first name and the surnames that close the phrase. A saint's or a place's
name ("el campus de San Pedro Sula") and a name right after the preposition ("la obra
de Gabriel García Márquez") are no one speaking."""

import pytest

from claims.extraction.speaker_phrases import parse_speaker
from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Los precios siguen bajando.\n\n—Hoy la quinua es un producto más en el supermercado "
            "—explicó la analista de Adex Lucía Barreda—. Quien no tenga certificación lo pasará mal.",
            "es",
            "producto más en el supermercado",
            "Lucía Barreda",
        ),
        (
            '"El problema no es solo el frío", explicó la meteoróloga del Senamhi Gabriela Rosas, '
            "quien prevé que las heladas continúen.",
            "es",
            "no es solo el frío",
            "Gabriela Rosas",
        ),
        (
            "«La norma es clara», afirmó el catedrático de Derecho Administrativo Jorge Salcedo.",
            "es",
            "La norma es clara",
            "Jorge Salcedo",
        ),
        (
            "The frost came early this year, the meteorologist at Senamhi Gabriela Rosas said.",
            "en",
            "The frost came early",
            "Gabriela Rosas",
        ),
    ],
)
def test_the_person_named_after_a_body_speaks(text, language, words, speaker):
    found, everything = speaker_of(text, language, words)
    assert found == speaker, everything


@pytest.mark.parametrize(
    "phrase, name, role",
    [
        ("la analista de Adex Lucía Barreda", "Lucía Barreda", "la analista de Adex"),
        ("the meteorologist at Senamhi Gabriela Rosas", "Gabriela Rosas", "the meteorologist at Senamhi"),
    ],
)
def test_the_role_keeps_the_body(phrase, name, role):
    parsed = parse_speaker(phrase)
    assert (parsed.name, parsed.role) == (name, role)


@pytest.mark.parametrize(
    "phrase",
    [
        "el campus de San Pedro Sula",
        "la obra de Gabriel García Márquez",
        "el caso de José Antonio Vidal",
        "the edge of Kemeri National Park",
    ],
)
def test_a_place_or_a_name_after_the_preposition_is_no_one_speaking(phrase):
    assert parse_speaker(phrase).name is None
