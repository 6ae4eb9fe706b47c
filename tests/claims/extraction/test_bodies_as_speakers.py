"""Bodies that speak: a spokesperson for a named body, a body named again by its kind
alone ("the force", "el departamento", "la Policía", "police"), and the outlets words
were told to, which are neither people nor "he"; on sentences of our own."""

import pytest

from claims.extraction import extract
from claims.extraction.speaker_phrases import parse_speaker, source_kind_for


def speakers(text, language="en", kind=None):
    return [p.speaker for p in extract(text, language=language) if kind is None or p.kind == kind]


@pytest.mark.parametrize(
    "phrase, body",
    [
        ("A spokeswoman for the Harbour Trust", "Harbour Trust"),
        ("a spokesman for Dunmore Water", "Dunmore Water"),
        ("A Dunmore Water spokesman", "Dunmore Water"),
        ("un portavoz de la Guardia Civil", "Guardia Civil"),
        ("fuentes del Ministerio de Sanidad consultadas por este diario", "Ministerio de Sanidad"),
        # Someone no one named, or a person: no body speaks.
        ("a spokesperson for the mayor", None),
        ("una portavoz del ministerio", None),
        ("a spokesman for Ana Ruiz", None),
        ("fuentes de la investigación", None),
    ],
)
def test_a_spokesperson_speaks_for_the_body_the_text_names(phrase, body):
    assert parse_speaker(phrase).name == body


def test_the_body_behind_a_spokesperson_is_an_organisation_not_a_person():
    assert source_kind_for("Harbour Trust", "A spokeswoman for the Harbour Trust") == "organization"
    assert source_kind_for("Ministerio de Sanidad", "fuentes del Ministerio de Sanidad") == "government_body"


@pytest.mark.parametrize(
    "text, language, body",
    [
        (
            'A spokesman for the Harbour Trust said the pier would reopen. "We have checked every beam," he said.',
            "en",
            "Harbour Trust",
        ),
        (
            "Una portavoz de la Fundación Mar Limpio explicó que las playas siguen cerradas. «No es seguro», afirmó.",
            "es",
            "Fundación Mar Limpio",
        ),
    ],
)
def test_a_pronoun_after_a_spokesperson_for_a_body_is_that_body(text, language, body):
    assert speakers(text, language, kind="quote") == [body]


def test_a_pronoun_after_a_spokesperson_of_the_other_gender_is_not_the_body():
    text = (
        "Inspector Mark Dale led the search. A spokeswoman for the Harbour Trust said the pier was safe. "
        '"We found nothing," he said.'
    )
    assert speakers(text, kind="quote") == ["Mark Dale"]


@pytest.mark.parametrize(
    "text, language, body",
    [
        (
            'Officers from Kent Police searched the farm. "We are treating this as theft," the force said.',
            "en",
            "Kent Police",
        ),
        (
            "Officers from Kent Police searched the farm. According to police, the tools were taken overnight.",
            "en",
            "Kent Police",
        ),
        (
            "El Ministerio de Transportes rechazó el plan. En una nota, el departamento señaló que "
            "«no hay dinero para tantas obras».",
            "es",
            "Ministerio de Transportes",
        ),
        (
            "La Policía Nacional detuvo a los sospechosos. Según la Policía, actuaban de noche desde hace meses.",
            "es",
            "Policía Nacional",
        ),
    ],
)
def test_a_body_named_again_by_its_kind_is_the_body_named_before(text, language, body):
    assert speakers(text, language)[-1] == body


@pytest.mark.parametrize(
    "text, language, police",
    [
        ("According to police, the tools were taken overnight from the farm.", "en", "police"),
        ("Según la Policía, los ladrones entraron de noche por el tejado.", "es", "Policía"),
    ],
)
def test_police_no_one_named_are_police_all_the_same(text, language, police):
    [proposal] = extract(text, language=language)
    assert proposal.speaker == police
    assert source_kind_for(proposal.speaker) == "armed_force"


@pytest.mark.parametrize(
    "text",
    [
        # Which of two ministries the text does not say; nor does it name one.
        "The Health Ministry and the Finance Ministry met on Monday. The ministry said that talks would go on.",
        "The ministry said that talks with the unions would go on next week.",
    ],
)
def test_a_kind_alone_that_could_be_any_body_names_no_one(text):
    assert speakers(text)[-1] is None


def test_the_outlet_words_were_told_to_is_never_he():
    text = (
        'Carla Diaz said the fence had been cut. "We lost everything," she told the Dunmore Echo.\n\n'
        'Farmers met on Friday. "Nobody listens," he said.'
    )
    assert speakers(text, kind="quote") == ["Carla Diaz", None]


@pytest.mark.parametrize(
    "name, intermediary, kind",
    [
        # A newspaper named with its article is no person, told something or not.
        ("El Tiempo", False, "organization"),
        ("La Nación", False, "organization"),
        ("El Tiempo", True, "media_outlet"),
        ("Dunmore Herald", True, "media_outlet"),
        # Whom words were told to is an outlet, unless the text names a person.
        ("Radio Ribera", True, "media_outlet"),
        ("Ana Ruiz", True, "person"),
        ("Ana Ruiz", False, "person"),
    ],
)
def test_the_kind_of_an_outlet_or_a_newspaper(name, intermediary, kind):
    assert source_kind_for(name, intermediary=intermediary) == kind


def test_an_import_creates_the_outlet_words_were_told_to_as_a_media_outlet(db):
    from claims.importing import article_import

    result = article_import(text='Harbour works\n\n"We will finish by May," Ana Ruiz told El Faro.')
    kinds = {source.name: source.kind for source in result.sources_created}
    assert kinds == {"Ana Ruiz": "person", "El Faro": "media_outlet"}
