"""Speaker forms the fourth blind check (eight texts now in claims/extraction/corpus) found
unread, as general rules on sentences of our own: "defendió que", a long role
before a name after an outlet ("Por Radio Norte, la presidenta de …, Marta Gil,
manifestó que"), a body whose name lists things and is known by its initials, an
intro that says where before the speaker ("In Dunmore, where …, councillor Ana Ruiz
said"), and a person described by their trade without a comma ("la neumóloga
Paula Restrepo"), whom a later pronoun or a Spanish verb without subject means."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [(p.speaker, p.via) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text",
    [
        "La consejera de Sanidad, Elena Soto, defendió que «las urgencias funcionan mejor».",
        "La consejera de Sanidad, Elena Soto, ha defendido en un comunicado que «las urgencias funcionan mejor».",
    ],
)
def test_defender_que_reports_what_someone_said(text):
    assert quote_speakers(text, "es") == [("Elena Soto", None)]


@pytest.mark.parametrize(
    "text, language, speaker, via",
    [
        (
            "Por Radio Norte, la presidenta de la asociación de vecinos del barrio de San Lorenzo, Marta Gil, "
            "manifestó que «nadie nos avisó».",
            "es",
            "Marta Gil",
            "Radio Norte",
        ),
        (
            "On Radio Clyde, the outgoing chairman of the fishermen's association of the Western Isles, Tom Reid, "
            'said that "nobody warned us".',
            "en",
            "Tom Reid",
            "Radio Clyde",
        ),
    ],
)
def test_a_long_role_may_lead_the_name_that_speaks(text, language, speaker, via):
    assert quote_speakers(text, language) == [(speaker, via)]


@pytest.mark.parametrize(
    "text, language, body",
    [
        (
            "La Federación de Comercio, Hostelería y Turismo (Fecoht) advirtió de que las ventas «no remontan».",
            "es",
            "Federación de Comercio, Hostelería y Turismo",
        ),
        (
            'The Department for Environment, Food and Rural Affairs (Defra) said that the ban "will stay in place".',
            "en",
            "Department for Environment, Food and Rural Affairs",
        ),
    ],
)
def test_a_body_whose_name_lists_things_speaks_whole(text, language, body):
    assert quote_speakers(text, language) == [(body, None)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "In Dunmore, where the river burst its banks on Monday night, councillor Ana Ruiz said the defences "
            'had "simply failed".',
            "en",
            "Ana Ruiz",
        ),
        (
            "En Alcira, donde el río se desbordó el lunes por la noche, la alcaldesa Marta Gil afirmó que los "
            "diques «sencillamente fallaron».",
            "es",
            "Marta Gil",
        ),
    ],
)
def test_an_intro_that_says_where_comes_before_the_speaker(text, language, speaker):
    assert quote_speakers(text, language) == [(speaker, None)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "The club's coach, Rob Veen, praised the team. The orthopaedic surgeon Omar Haddad examined the "
            'injured player on Sunday.\n\n"He will be back soon," he said.',
            "en",
            "Omar Haddad",
        ),
        (
            "El presidente de la asociación, Julián Soto, pidió calma. La neumóloga pediatra Paula Ruiz "
            "recomendó quedarse en casa.\n\n—Los bebés respiran más rápido —señaló—. Son los más frágiles.",
            "es",
            "Paula Ruiz",
        ),
    ],
)
def test_a_person_described_by_their_trade_is_whom_a_later_pronoun_means(text, language, speaker):
    assert {name for name, _ in quote_speakers(text, language)} == {speaker}
