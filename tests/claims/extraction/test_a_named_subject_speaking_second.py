"""A name opening a sentence whose first verb is irregular or in the present ("Mary
Gill gave …", "Pedro Jiménez cultiva …", an age set off after the name) speaks the
quotation in the sentence's second predicate ("… but said it was “…”", "… y asegura
que «…»"). Sentences of our own."""

import pytest

from claims.extraction import extract


def quoted(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The council approved the plan. Mary Gill gave the deal a cautious welcome but said it was "
            '"a good start for everyone."',
            "en",
            [("a good start for everyone", "Mary Gill")],
        ),
        (
            "Harvests fell again. Tom Hale, 52, farms near Leeds and says the season was "
            '"the worst he remembers."',
            "en",
            [("the worst he remembers", "Tom Hale")],
        ),
        (
            "La cosecha cayó. Pedro Jiménez, de 59 años, cultiva cuatro hectáreas en Tudela y asegura que la "
            "campaña es «la peor que recuerda».",
            "es",
            [("la peor que recuerda", "Pedro Jiménez")],
        ),
        (
            "El colegio votó. Javier Ortega felicitó a su rival y aseguró que trabajará «por todos los colegiados».",
            "es",
            [("por todos los colegiados", "Javier Ortega")],
        ),
    ],
)
def test_the_named_subject_speaks_the_second_predicate(text, language, expected):
    assert quoted(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # One capitalised word is no name: the rain speaks for no one.
        ('The river rose. Heavy rains flooded the valley and officials said it was "the worst in years."', "en"),
        # A quotation framed by someone else after the conjunction.
        ('Prices fell. Ana Ruiz sells bread in Soria and her neighbours say it is "too cheap to last."', "en"),
        ("Los precios bajaron. Ana Ruiz vende pan en Soria y los vecinos dicen que es «demasiado barato».", "es"),
    ],
)
def test_no_named_subject_before_the_second_predicate(text, language):
    assert all(speaker != "Ana Ruiz" and speaker != "Heavy" for _, speaker in quoted(text, language))
