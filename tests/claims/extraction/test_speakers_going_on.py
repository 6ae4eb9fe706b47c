"""Speakers the fifth blind check still missed, by general rules: a title of two words
ending in an officer's noun ("Energy Regulator", "Harbour Master") is no part of the
name, so "he told … radio" finds the person; a body that expresses its quoted words
("expressed its "deep regret"") speaks them; a relative clause in which the speaker
just quoted goes on speaking or asking (", who called for …", ", quien reclamó que
…") is that speaker's. Sentences of our own."""

import pytest

from claims.extraction import extract


def proposals(text, language):
    return [(p.kind, p.speaker, p.quote) for p in extract(text, language=language)]


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, speaker",
    [
        (
            'Energy Regulator Conor Hayes welcomed the judgment. "It is a clear signal," he told Newstalk radio.',
            "Conor Hayes",
        ),
        ('Harbour Master Liam Burke praised the crews. "Nobody was hurt," he told RTÉ radio.', "Liam Burke"),
        ('County Coroner Ruth Adler closed the inquest. "The family deserve answers," she said.', "Ruth Adler"),
    ],
)
def test_a_two_word_title_is_no_part_of_the_name(text, speaker):
    assert quote_speakers(text, "en") == [speaker]


@pytest.mark.parametrize(
    "text, speaker",
    [
        ('Harlow Metals expressed its "deep regret" over the accident at its plant.', "Harlow Metals"),
        ('The Riverside Tenants Union expressed its "profound disappointment" with the ruling.', "Riverside Tenants Union"),
    ],
)
def test_a_body_that_expresses_its_quoted_words_speaks_them(text, speaker):
    assert [(kind, who) for kind, who, _ in proposals(text, "en")] == [("fact", speaker)]


@pytest.mark.parametrize(
    "text, language, speaker, words",
    [
        (
            '"Many families have lost everything," said the association\'s chairman, Peter Sands, who called '
            'for the aid to arrive "before Christmas, not next year".',
            "en",
            "Peter Sands",
            'called for the aid to arrive "before Christmas, not next year"',
        ),
        (
            "«Muchos vecinos lo han perdido todo», lamentó el presidente de la asociación, Pedro Sanz Ortega, "
            "quien reclamó que las ayudas lleguen «antes de Navidad y no dentro de un año».",
            "es",
            "Pedro Sanz Ortega",
            "reclamó que las ayudas lleguen «antes de Navidad y no dentro de un año»",
        ),
        (
            "«Nadie nos avisó», dijo Marta Gil, quien aseguró que la empresa conocía el problema desde marzo.",
            "es",
            "Marta Gil",
            "aseguró que la empresa conocía el problema desde marzo",
        ),
        (
            "«Nunca habíamos visto algo así», ha explicado a Europa Press el alcalde de Alhama, Luis Ortega, que ha "
            "pedido la declaración de zona catastrófica.",
            "es",
            "Luis Ortega",
            "ha pedido la declaración de zona catastrófica",
        ),
    ],
)
def test_a_relative_clause_in_which_the_speaker_goes_on_is_theirs(text, language, speaker, words):
    found = proposals(text, language)
    assert found[0][:2] == ("quote", speaker)
    assert found[1] == ("fact", speaker, words)


@pytest.mark.parametrize(
    "text, language",
    [
        ('"We were never told," said Claire Mottram, who led the tenants\' campaign.', "en"),
        ("«Nadie nos avisó», dijo Marta Gil, quien vive en el barrio desde hace años.", "es"),
        ("«Nadie nos avisó», dijo Marta Gil en la primera sesión, que se celebró en la Audiencia.", "es"),
    ],
)
def test_a_relative_clause_that_only_says_who_the_speaker_is_stays_no_claim(text, language):
    assert [kind for kind, _, _ in proposals(text, language)] == ["quote"]


def test_how_long_the_speaker_has_done_something_is_a_figure_of_its_own():
    # The rest of the description stays no claim; the length is a statistic (corpus README).
    text = '"We were never told," said Claire Mottram, who led the tenants\' campaign for two years.'
    assert [kind for kind, _, _ in proposals(text, "en")] == ["quote", "statistic"]


@pytest.mark.parametrize(
    "text, speaker",
    [
        (
            "Rescuers had reached the island by noon, said Hendra Wijaya, who leads the relief team. "
            '"We will work through the night," he told reporters at the pier.',
            "Hendra Wijaya",
        ),
        ('Nikola Petrov, the coach, praised the squad. "We were brave," he said.', "Nikola Petrov"),
    ],
)
def test_an_english_text_reads_no_gender_into_a_first_names_ending(text, speaker):
    assert quote_speakers(text, "en") == [speaker]


def test_a_spanish_text_still_reads_gender_from_a_first_names_ending():
    text = "Fermina Soto habló primero y después Baldomero Ruiz. «Seguiremos aquí», dijo ella."
    assert quote_speakers(text, "es") == ["Fermina Soto"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "One passenger, a fisherman who gave only his first name, Rudi, said the boat tilted suddenly. "
            '"The water came in so fast," he said.',
            "en",
            "Rudi",
        ),
        ('Andi, 52, said the boat tilted suddenly. "The water came in so fast," he said.', "en", "Andi"),
        (
            "Moussa, un maliense de 17 años que esperaba en la parada, contó que pagó 1.500 euros por el viaje. "
            "«No puedo volver», dijo.",
            "es",
            "Moussa",
        ),
    ],
)
def test_a_single_name_the_text_gives_as_a_name_or_with_an_age_is_a_person(text, language, speaker):
    assert quote_speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, speaker",
    [
        (
            "El director del observatorio, Pablo Ríos Gil, precisó que faltan unas 300 fichas.\n\n"
            "«La tendencia no cambiará», sostuvo Ríos en declaraciones a la emisora Onda Sur. Añadió que el "
            "equipo revisará «caso por caso» las reclamaciones.",
            "Pablo Ríos Gil",
        ),
        (
            "«La tendencia no cambiará», sostuvo Ríos en declaraciones a la emisora RCN. Añadió que el equipo "
            "revisará «caso por caso» las reclamaciones.",
            "Ríos",
        ),
    ],
)
def test_a_first_surname_after_a_speech_verb_is_the_person_who_goes_on(text, speaker):
    found = [(p.kind, p.speaker) for p in extract(text, language="es")]
    assert found[-2:] == [("quote", speaker), ("fact", speaker)]


def test_initials_in_capitals_end_a_sentence_before_a_capital():
    text = '"The count goes on," Ríos told the BBC. Officials said the result would come on Friday.'
    assert [p.quote for p in extract(text, language="en")][-1] == "the result would come on Friday"
