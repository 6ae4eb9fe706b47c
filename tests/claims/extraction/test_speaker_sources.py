"""What kind of source a speaker is, on sentences of our own: places are never
sources, initials name organisations, and one body named three ways in an article
is one source (English and Spanish)."""

import pytest

from claims.extraction import extract
from claims.extraction.speaker_phrases import source_kind_for


@pytest.mark.parametrize(
    "name, kind",
    [
        ("FEMA", "organization"),
        ("la OMS", "international_body"),
        ("Naciones Unidas", "international_body"),
        ("the European Union", "international_body"),
        ("Harbour Workers Union", "organization"),
        ("Ana Ruiz", "person"),
    ],
)
def test_the_kind_of_a_new_source(name, kind):
    assert source_kind_for(name) == kind


@pytest.mark.parametrize(
    "text, language, role",
    [
        ("Ontario said it would send fifty firefighters to the border towns.", "en", "Ontario"),
        ("«Estamos con nuestros vecinos», dijo Andalucía en un comunicado.", "es", "Andalucía"),
    ],
)
def test_a_place_is_never_a_speakers_source(text, language, role):
    (proposal,) = extract(text, language=language)
    assert (proposal.speaker, proposal.speaker_role) == (None, role)


def test_a_surname_that_is_also_a_place_stays_a_person():
    text = "Ana Mendoza runs the shelter in the old school.\n\n“We are full,” Mendoza said."
    (quote,) = [p for p in extract(text) if p.kind == "quote"]
    assert quote.speaker == "Ana Mendoza"


@pytest.mark.parametrize(
    "text, language, body",
    [
        (
            "The national water authority said on Monday that reservoirs were nearly empty. "
            "The water authority also said restrictions would start in May. "
            "“We ask everyone to save water,” the authority said.",
            "en",
            "The national water authority",
        ),
        (
            "La Agencia Nacional de Carreteras informó que el puente reabrirá en junio. "
            "«Las obras van según lo previsto», dijo la agencia.",
            "es",
            "Agencia Nacional de Carreteras",
        ),
    ],
)
def test_one_body_named_three_ways_is_one_source(text, language, body):
    speakers = {p.speaker for p in extract(text, language=language)}
    assert speakers == {body}


def test_a_short_description_that_fits_two_bodies_is_left_alone():
    text = (
        "The Port Authority said the port would stay open. The Transit Authority said night buses would run as usual. "
        "“We will keep moving,” the authority said."
    )
    (quote,) = [p for p in extract(text) if p.kind == "quote"]
    assert (quote.speaker, quote.speaker_role) == (None, "the authority")


@pytest.mark.parametrize(
    "text, speaker, role",
    [
        (
            "Northgrid said crews were working through the night. “It is our priority,” it said.",
            "Northgrid",
            "",
        ),
        (
            "The company said in a statement that its profits fell sharply. “This was a difficult year,” it said.",
            None,
            "The company",
        ),
        (
            "Health Minister Paul Okoro told the Daily Courier that hospitals were coping. “It is hard,” it said.",
            None,
            "it",
        ),
    ],
)
def test_it_said_is_the_body_that_spoke_last_never_whom_it_was_told_to(text, speaker, role):
    (quote,) = [p for p in extract(text) if p.kind == "quote"]
    assert (quote.speaker, quote.speaker_role) == (speaker, role)


@pytest.mark.parametrize(
    "text, language, speaker, role",
    [
        (
            "Prof. Helen Cho of the University of Leeds said the data were clear.",
            "en",
            "Helen Cho",
            "Prof., of the University of Leeds",
        ),
        ("Ana Ruiz, de la Universidad del Sur, dijo que el agua bajará pronto.", "es", "Ana Ruiz", "de la Universidad del Sur"),
    ],
)
def test_a_person_from_an_institution_is_the_person(text, language, speaker, role):
    (proposal,) = extract(text, language=language)
    assert (proposal.speaker, proposal.speaker_role) == (speaker, role)
