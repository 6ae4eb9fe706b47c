"""A role, the body it belongs to and then the person's name, with no comma between
("alertó la climatóloga de la Universidad de Sevilla Ana Gil", "la climatóloga de la
Universidad Federal de Rio Grande do Sul Beatriz Kessler", however long): the person
speaks; "alertó" says so as "advirtió" does. A body's name alone ("la Universidad de
Sevilla") or one that holds a person's name without a role before it ("la Universidad
Rey Juan Carlos") stays a body, and "la alerta" is no speech. Sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.speaker_phrases import parse_speaker


def quote_speakers(text):
    return [p.speaker for p in extract(text, language="es") if p.kind in ("quote", "statistic") and p.speaker]


@pytest.mark.parametrize(
    "phrase, name",
    [
        ("la climatóloga de la Universidad de Sevilla Ana Gil", "Ana Gil"),
        ("la climatóloga de la Universidad Federal de Rio Grande do Sul Beatriz Kessler", "Beatriz Kessler"),
        ("the University of Leeds geologist Helen Cho", "Helen Cho"),
        ("la Universidad de Sevilla", "Universidad de Sevilla"),
        ("la Universidad Rey Juan Carlos", "Universidad Rey Juan Carlos"),
    ],
)
def test_the_person_after_the_body(phrase, name):
    assert parse_speaker(phrase).name == name


@pytest.mark.parametrize(
    "role",
    [
        "la geóloga de la Universidad de Granada Marta Ruiz",
        "la geóloga de la Universidad Federal de Rio Grande do Sul Marta Ruiz",
    ],
)
def test_a_quotation_framed_by_alerto(role):
    text = f"«Lo que antes pasaba cada siglo ahora puede repetirse en meses», alertó {role}."
    assert quote_speakers(text) == ["Marta Ruiz"]


def test_alerto_before_what_is_said():
    text = "La geóloga Marta Ruiz alertó de que los deslizamientos serán más frecuentes en la sierra."
    assert [p.speaker for p in extract(text, language="es")] == ["Marta Ruiz"]


def test_an_alert_is_no_speech():
    text = "El Gobierno declaró la alerta roja en tres provincias del sur."
    assert [p.speaker for p in extract(text, language="es")] == [None]
