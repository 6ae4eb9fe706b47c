"""Abbreviations, pronouns and quotations over several paragraphs, on sentences of our
own in English and Spanish: a full stop after "Sgt." or inside "U.S." ends no
sentence and splits no name; "he" and "she" are people, never places; a quotation
that runs on over paragraphs has one speaker."""

import pytest

from claims.extraction import extract
from claims.extraction.names import find_name_mentions
from claims.extraction.places import is_place
from claims.extraction.sentences import masked, sentence_spans, unmask


def sentences(text):
    return [text[start:end] for start, end in sentence_spans(text)]


def quotes(proposals):
    return [p for p in proposals if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Sgt. Ana Ruiz said the road was closed. Dr. Lee, M.D., said in a statement that it reopened.",
            ["Sgt. Ana Ruiz said the road was closed", "Dr. Lee, M.D., said in a statement that it reopened"],
        ),
        (
            "The U.S. Trade Commission met. Gen. Tom Walsh and J. R. Smith arrived at 9 a.m. Monday.",
            ["The U.S. Trade Commission met", "Gen. Tom Walsh and J. R. Smith arrived at 9 a.m. Monday"],
        ),
        (
            "La Dra. Elena Vidal y el Sr. Gómez viajaron a EE.UU. El viaje duró una semana.",
            ["La Dra. Elena Vidal y el Sr. Gómez viajaron a EE.UU", "El viaje duró una semana"],
        ),
        (
            "La Sra. Ramos vive en la Av. Libertad desde 2004. Su casa tiene 3.5 metros de fachada.",
            ["La Sra. Ramos vive en la Av. Libertad desde 2004", "Su casa tiene 3.5 metros de fachada"],
        ),
        (
            "Shares of Acme Inc. The firm fell. Bidders included Acme Inc. and No. 5 Holdings.",
            ["Shares of Acme Inc", "The firm fell", "Bidders included Acme Inc. and No. 5 Holdings"],
        ),
        (
            "Exports to the U.S. The deal ends them.",
            ["Exports to the U.S", "The deal ends them"],
        ),
    ],
)
def test_abbreviations_do_not_end_sentences(text, expected):
    assert sentences(text) == expected
    # The masked text splits the same way, and unmasks to the original.
    assert unmask(masked(text)) == text
    assert [unmask(s) for s in sentences(masked(text))] == expected


def test_a_title_with_a_full_stop_stays_part_of_the_name():
    text = masked("“The road is closed,” said Sgt. Ana Ruiz of the county police.")
    mention = next(m for m in find_name_mentions(text) if "Ruiz" in m.name)
    assert (mention.name, unmask(mention.title), mention.is_person) == ("Ana Ruiz", "Sgt.", True)


@pytest.mark.parametrize(
    "text, language, speaker, role",
    [
        ("“We did not want this,” said Sgt. Ana Ruiz, who leads the drivers’ branch.", "en", "Ana Ruiz", "Sgt."),
        ("“The ward is full,” Dr. Mark Lee, M.D., said in a statement.", "en", "Mark Lee", "Dr."),
        ("«Estamos agotados», dijo la Dra. Elena Vidal.", "es", "Elena Vidal", "Dra."),
        ("«No hay camas», afirmó el Gral. Pedro Salas.", "es", "Pedro Salas", "Gral."),
    ],
)
def test_a_titled_speaker_is_named_without_the_title(text, language, speaker, role):
    (quote,) = quotes(extract(text, language=language))
    assert quote.speaker == speaker
    assert quote.speaker_role.startswith(role)


def test_no_fragment_of_an_abbreviation_becomes_a_claim():
    text = "The U.S. Trade Commission said imports of steel rose sharply last year."
    proposals = extract(text)
    assert not any(p.quote.startswith((".", "S.")) for p in proposals)
    assert [p.speaker for p in proposals] == ["U.S. Trade Commission"]


@pytest.mark.parametrize(
    "name, place", [("Southeast Asia", True), ("Buenos Aires", True), ("Reino Unido", True), ("Ana Ruiz", False)]
)
def test_places_are_known(name, place):
    assert is_place(name) is place


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Clinic director Dr. Paul Mensah said the flu season came early.\n\n"
            "Most cases are in Southeast Asia. “We need more vaccines,” he said.",
            "en",
            "Paul Mensah",
        ),
        (
            "Firefighter Rosa Quintero led the search on Sunday. The fire spread towards Castilla y León "
            "and Buenos Aires. “We saved the school,” she said.",
            "en",
            "Rosa Quintero",
        ),
        (
            "La portavoz Marta Ibáñez habló por la mañana.\n\nLa mayoría de los casos están en Buenos Aires. "
            "«Necesitamos vacunas», dijo.",
            "es",
            "Marta Ibáñez",
        ),
    ],
)
def test_a_pronoun_refers_to_a_person_never_to_a_place(text, language, speaker):
    (quote,) = quotes(extract(text, language=language))
    assert quote.speaker == speaker


def test_a_pronoun_with_no_person_before_it_names_no_one():
    text = "Floods hit Southeast Asia and Latin America. “We need help,” he said."
    (quote,) = quotes(extract(text))
    assert quote.speaker is None


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "Mayor Jane Okafor spoke to residents. “The river has never been this high.\n\n"
            "“Nobody should drive through the water.\n\n“We will rebuild,” she said.",
            "en",
        ),
        (
            "“The river has never been this high,” said Mayor Jane Okafor. “We moved everyone out.\n\n"
            "“Nobody should drive through the water.”",
            "en",
        ),
        (
            "El río siguió creciendo el martes.\n\n«Nunca había subido tanto. Evacuamos el barrio bajo.\n\n"
            "»Nadie debe cruzar el agua en coche», aseguró la alcaldesa Jane Okafor.",
            "es",
        ),
    ],
)
def test_a_quotation_over_several_paragraphs_has_one_speaker(text, language):
    found = quotes(extract(text, language=language))
    assert len(found) >= 2
    assert {q.speaker for q in found} == {"Jane Okafor"}


def test_a_quotation_nobody_attributes_goes_to_the_person_just_named():
    text = "Lucía Ortega, de 41 años, perdió su casa en la riada.\n\n«No nos queda nada».\n\nEl agua bajó el lunes."
    (quote,) = quotes(extract(text, language="es"))
    assert quote.speaker == "Lucía Ortega"
