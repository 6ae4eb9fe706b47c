"""A number in words capitalised inside its sentence, after a word in lower case or a
possessive and before another capitalised word, is part of a name, no figure
(claims.extraction.named_numbers): "a women's Six Nations match", "the Nine Network",
"the Four Courts", "Dos Hermanas"; a name of one word before no noun ("la estación de
Once con …", "En el andén de Once,"). Sentences of our own in English and Spanish, with a
Title Case headline and a sentence's first word that stay counts."""

import pytest

from claims.extraction.figures import find_figures


def values(text, language="en"):
    return [str(f.value) for f in find_figures(text, language=language)]


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "sentence, language",
    [
        ("Scotland won a women's Six Nations match in Cardiff for the first time.", "en"),
        ("Scotland end their wait for Six Nations win in Cardiff", "en"),
        ("The rights went to the Nine Network after a long auction.", "en"),
        ("Reporters waited outside the Four Courts in Dublin.", "en"),
        ("El hospital de Dos Hermanas amplió las urgencias.", "es"),
        ("El hospital de Dos Hermanas amplió su servicio de urgencias.", "es"),
        ("La carrera de Tres Refugis sale de Benasque.", "es"),
        # A name of one word, before no noun: "la estación de Once", "at the Eleven".
        ("El tren une la estación porteña de Once con la localidad de Moreno.", "es"),
        ("En el andén de Once, los pasajeros esperaban el tren.", "es"),
        ("The band played a late set at the old Eleven, a club in Leeds.", "en"),
    ],
)
def test_a_number_word_in_a_name_is_no_figure(sentence, language):
    assert values(sentence, language) == []


@pytest.mark.parametrize(
    "sentence, language, value",
    [
        ("Fire Kills Six People In Texas", "en", "6"),
        ("Storm Hits Homes in Two Counties", "en", "2"),
        ("Six people died in the fire.", "en", "6"),
        ("Seis personas murieron en el incendio.", "es", "6"),
        ("The council hired six Wardens for the park.", "en", "6"),
        ("The club lost Two of its players to injury.", "en", "2"),
        ("Los vecinos vieron Tres camiones en la calle.", "es", "3"),
    ],
)
def test_a_count_in_words_stays_a_figure(sentence, language, value):
    assert value in values(sentence, language)


# After function words only ("by the Three Rivers …"), on a line that is no Title Case
# headline; counts in lowercase words and a headline's stay figures.
@pytest.mark.parametrize(
    "text, language",
    [
        ("Scotland won a women's Six Nations match in Cardiff for the first time.", "en"),
        ("Lawyers spoke to reporters outside the Four Courts on Friday.", "en"),
        ("Figures were released on Monday by the Three Rivers Mobility Authority.", "en"),
        ("Trabajaba en un polígono de Dos Hermanas desde hacía años.", "es"),
        ("Hay lotes en los partidos de Tres Arroyos, Necochea y Coronel Suárez.", "es"),
    ],
)
def test_a_name_opening_on_a_number_word_is_no_figure(text, language):
    assert figures(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The crash killed five Venezuelans on Sunday.", "en", [("5", "exact", "Venezuelans")]),
        ("Protest by Five Unions Ends", "en", [("5", "exact", "Unions")]),
        ("El accidente mató a cinco venezolanos.", "es", [("5", "exact", "venezolanos")]),
    ],
)
def test_counts_in_lowercase_words_stay_figures(text, language, expected):
    assert figures(text, language) == expected
