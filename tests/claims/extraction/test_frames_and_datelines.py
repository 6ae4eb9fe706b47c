"""A frame in the middle of a sentence ("…, the ministry said on Tuesday, after a
review found …"), a frame alone that says only who spoke and when, a dateline that
names the province, and abbreviated police ranks; on sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.non_claims import is_a_bare_frame


def proposals(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker, claims",
    [
        (
            "The pier will reopen in spring, the Harbour Trust said on Monday, after engineers found the beams "
            "were sound.",
            "en",
            "Harbour Trust",
            ["The pier will reopen in spring", "after engineers found the beams were sound"],
        ),
        (
            "El puerto reabrirá en primavera, informó el lunes la Autoridad Portuaria, tras comprobar los "
            "ingenieros que las vigas están sanas.",
            "es",
            "Autoridad Portuaria",
            ["El puerto reabrirá en primavera", "tras comprobar los ingenieros que las vigas están sanas"],
        ),
    ],
)
def test_a_frame_in_the_middle_gives_both_halves_of_the_sentence_its_speaker(text, language, speaker, claims):
    assert proposals(text, language) == [(claim, speaker) for claim in claims]


@pytest.mark.parametrize(
    "words, bare",
    [
        ("the minister said on Tuesday", True),
        ("Police said", True),
        ("the Harbour Trust said in a statement", True),
        ("dijo el alcalde en rueda de prensa", True),
        ("la consejera afirmó el lunes", True),
        # Something was said, or done: a claim.
        ("the minister said the plan was fair", False),
        ("El club anunció este domingo el fichaje del delantero Matías Sosa", False),
        ("the council met on Tuesday", False),
    ],
)
def test_a_frame_alone_is_no_claim(words, bare):
    assert is_a_bare_frame(words) is bare


@pytest.mark.parametrize(
    "text, language",
    [
        ("OVIEDO (Asturias), 3 dic (EFE).- El consejero inauguró el nuevo hospital comarcal.", "es"),
        ("BANGOR (Gwynedd) — The council opened the new bridge over the river.", "en"),
    ],
)
def test_a_dateline_that_names_the_province_is_furniture(text, language):
    [proposal] = extract(text, language=language)
    assert not any(word in proposal.quote for word in ("OVIEDO", "BANGOR", "Asturias", "Gwynedd"))


def test_abbreviated_police_ranks_are_titles_not_names():
    [quote] = [p for p in extract('"We will find them," said Det. Insp. Claire Mottram.') if p.kind == "quote"]
    assert (quote.speaker, quote.speaker_role) == ("Claire Mottram", "Det. Insp.")


@pytest.mark.parametrize(
    "text, language, claim, speaker",
    [
        (
            "Still, the weather service warned that rivers would keep rising.",
            "en",
            "rivers would keep rising",
            "the weather service",
        ),
        (
            "Aun así, el servicio meteorológico advirtió que los ríos seguirán creciendo.",
            "es",
            "los ríos seguirán creciendo",
            "el servicio meteorológico",
        ),
    ],
)
def test_a_frame_whose_reported_words_follow_leads_the_claim_after_a_connective(text, language, claim, speaker):
    assert proposals(text, language) == [(claim, speaker)]


@pytest.mark.parametrize(
    "text, language",
    [
        ("El alcalde saliente, Jorge Salas, reconoció la derrota.", "es"),
        ("The club's coach, Rob Veen, admitted the defeat.", "en"),
    ],
)
def test_a_role_and_the_name_after_it_are_one_subject_not_a_claim_and_its_speaker(text, language):
    assert proposals(text, language) == [(text.rstrip("."), None)]


@pytest.mark.parametrize(
    "text, language, kept",
    [
        (
            "Police said further arrests were likely. Anyone with information can call 101 or contact "
            "Crimestoppers anonymously.",
            "en",
            ["further arrests were likely"],
        ),
        (
            "Los hospitales reforzarán las urgencias este invierno. Los pacientes pueden pedir cita al 900 100 200 "
            "o en la web.",
            "es",
            ["Los hospitales reforzarán las urgencias este invierno"],
        ),
        # A count after "can" is a claim, not a number to call.
        (
            "Residents can call the council to report about 300 potholes.",
            "en",
            ["Residents can call the council to report about 300 potholes"],
        ),
    ],
)
def test_a_sentence_that_tells_readers_whom_to_call_is_no_claim(text, language, kept):
    assert [quote for quote, _ in proposals(text, language)] == kept


@pytest.mark.parametrize(
    "text, language",
    [
        ('"We found them in a lock-up," said Det. Insp. Claire Mottram, who led the investigation.', "en"),
        ("«Este año no salen las cuentas», explicó la gerente, Sofía Navarro, quien dirige la bodega.", "es"),
    ],
)
def test_who_the_speaker_is_after_a_quotation_is_no_claim_of_its_own(text, language):
    assert [p.kind for p in extract(text, language=language)] == ["quote"]


def test_what_a_speaker_does_with_a_figure_is_still_a_claim():
    text = '"It was dry," said Dale Kowalchuk, who farms 3,200 acres near Moose Jaw.'
    assert any(p.value == 3200 for p in extract(text))


@pytest.mark.parametrize(
    "text, language",
    [
        (
            '"We moved more grain than ever," said Piet Daal, 58, the port\'s chief executive, at a news conference.',
            "en",
        ),
        ("«Es el esqueleto más completo», explica la directora, Laura Gil, investigadora del Museo de Teruel.", "es"),
    ],
)
def test_an_age_a_role_or_a_place_after_a_quotations_frame_is_no_claim_of_its_own(text, language):
    assert [p.kind for p in extract(text, language=language)] == ["quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        # Where it was said, each place set off by commas, then the speaker.
        ("«No hay agua desde el lunes», contaba en la calle Mayor, en el centro, Rosa Prieto.", "es", "Rosa Prieto"),
        ("«Se nos cayó el techo», explicó en la plaza, junto a su hija, Marta Gil.", "es", "Marta Gil"),
        ("“We have had no water since Monday,” said, at the town hall gates, Rosa Prieto.", "en", "Rosa Prieto"),
        # A place alone names no one: "calle Mayor" is no speaker.
        ("«No hay agua desde el lunes», contaba en la calle Mayor, con tristeza.", "es", None),
    ],
)
def test_places_between_the_verb_and_the_speaker(text, language, speaker):
    [(quote, found)] = [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]
    assert found == speaker
