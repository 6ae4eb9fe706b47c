"""Judging a thing in quoted words quotes the one who judges: "rejected a 3.5% pay offer
as “an insult”", "hailed the deal as “historic”", "rechazó la oferta por
«insuficiente»", "una subida que la Asociación de Pilotos rechazó por «insuficiente»";
the subject of a clause of time or cause after the main one says them ("Nurses will
strike after the Royal College of Midwives rejected …", "Hubo protestas cuando la
ministra … calificó …"). A judging verb without quoted words, or with "as" in no
speaker's words ("rejected the plan as drafted"), stays no quotation. Sentences of our
own."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text",
    [
        "The Royal College of Midwives rejected the offer as “an insult to a tired workforce.”",
        "The Royal College of Midwives dismissed the 3.5% offer as “an insult.”",
        "The Royal College of Midwives hailed the settlement as “a fair deal at last.”",
    ],
)
def test_an_english_body_judging_as(text):
    assert quote_speakers(text, "en") == ["Royal College of Midwives"]


@pytest.mark.parametrize(
    "text",
    [
        "La Asociación de Pilotos rechazó la oferta por «insuficiente».",
        "La empresa subió el sueldo un 4 %, que la Asociación de Pilotos rechazó por «insuficiente».",
        "La Asociación de Pilotos descartó el plan de la empresa por «inviable».",
    ],
)
def test_a_spanish_body_judging_por(text):
    assert quote_speakers(text, "es") == ["Asociación de Pilotos"]


def test_the_subject_after_after_speaks():
    text = "Nurses will strike after the Royal College of Midwives rejected a 3.5% pay offer as “an insult.”"
    assert quote_speakers(text, "en") == ["Royal College of Midwives"]
    text = "Staff walked out after the Royal College of Midwives said the offer was “an insult.”"
    assert quote_speakers(text, "en") == ["Royal College of Midwives"]


def test_the_subject_after_cuando_speaks():
    text = "Hubo protestas cuando la ministra de Salud, Ana Gil, calificó la huelga de «irresponsable»."
    assert quote_speakers(text, "es") == ["Ana Gil"]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The committee rejected the plan as drafted.", "en"),
        ("The Royal College of Midwives rejected the offer on Monday.", "en"),
        ("La Asociación de Pilotos rechazó la oferta por la mañana.", "es"),
    ],
)
def test_judging_without_quoted_words_is_no_quotation(text, language):
    assert quote_speakers(text, language) == []


@pytest.mark.parametrize(
    "text, language, main_clause",
    [
        (
            "El aviso se recibió a las 4.40 horas, cuando la enfermera Ana Gil alertó de que varios ancianos no respondían.",
            "es",
            "El aviso se recibió a las 4.40 horas",
        ),
        (
            "The alarm was raised at 4.40am, when nurse Ann Ward warned that several residents were not responding.",
            "en",
            "The alarm was raised at 4.40am",
        ),
    ],
)
def test_the_main_clause_before_a_speaking_subordinate_stays_a_claim(text, language, main_clause):
    proposals = extract(text, language=language)
    assert any(p.quote == main_clause and p.speaker is None for p in proposals)
    assert any(p.speaker in ("Ana Gil", "Ann Ward") for p in proposals)
