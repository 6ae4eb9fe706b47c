"""The word guards that let a pattern skip a text (or a line) holding none of the words
it cannot match without: each form is still found when its words are there, in English
and Spanish, and a text without them gives nothing
(`claims.extraction.labelling_numbers`, `claims.extraction.background_numbers`,
`claims.extraction.non_figures`, `claims.extraction.furniture`, `claims.extraction.numbers`)."""

import pytest

from claims.extraction.background_numbers import background_spans
from claims.extraction.furniture import _is_furniture_line
from claims.extraction.labelling_numbers import labelling_spans
from claims.extraction.non_figures import non_figure_spans
from claims.extraction.numbers import find_numbers


def spanned(text, spans):
    return [text[start:end] for start, end in spans]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("She was ranked outside the top 150 last year.", "150"),
        ("El equipo sigue en el top 5 de la liga.", "5"),
        ("It won 7-6 (5) in the second set.", "5"),
        ("El partido acabó 6-7 (3) en la segunda manga.", "3"),
        ("Ten years from now, nobody will remember it.", "Ten years from now"),
        ("The plant will close in five years' time, the firm said.", "five years' time"),
        ("Dentro de diez años nadie se acordará.", "diez años"),
        ("The firm overtook its two biggest rivals this year.", "two"),
        ("La empresa supera a sus dos principales competidores.", "dos"),
        ("Two executives at large drugmakers, speaking on condition of anonymity, told the paper.", "Two"),
        ("Directivos de dos hospitales, que pidieron omitir sus nombres, señalaron el problema.", "dos"),
    ],
)
def test_labelling_numbers_found_with_their_words(text, found):
    assert found in spanned(text, labelling_spans(text))


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("The bill will raise the retirement age to 67 next year.", "67"),
        ("La reforma retrasará la edad de jubilación hasta los 68 años.", "68"),
        ("The two sides met on Monday.", "the two sides"),
        ("Las dos partes se reunieron el lunes.", "las dos partes"),
    ],
)
def test_background_numbers_found_with_their_words(text, found):
    assert any(found.lower() == span.lower() for span in spanned(text, background_spans(text)))


@pytest.mark.parametrize(
    "text",
    [
        "Prices rose 40 percent in March, and 12 stores closed.",
        "Los precios subieron un 40 % en marzo y cerraron 12 tiendas.",
    ],
)
def test_a_text_without_their_words_gives_no_label_and_no_background(text):
    assert labelling_spans(text) == []
    assert background_spans(text) == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Ms Lopez, who is 52, said the rent had doubled.", "52"),
        ("My son was 23 when he left.", "23"),
        ("HER HUSBAND WAS 54 AND worked at the mine.", "54"),
    ],
)
def test_an_age_told_with_a_verb_is_found(text, found):
    assert any(span.endswith(found) for span in spanned(text, non_figure_spans(text)))


@pytest.mark.parametrize(
    "text",
    [
        "The council said it was 52 percent done.",
        "El consejo dijo que la obra está al 52 por ciento.",
    ],
)
def test_a_verb_before_a_number_that_is_no_age_stays_a_figure(text):
    assert not any("52" in span for span in spanned(text, non_figure_spans(text)))


@pytest.mark.parametrize(
    "line",
    [
        "EFE/Juan Pérez",
        "Photo: Reuters/John Smith",
        "5 min read",
        "3 min de lectura",
        "Read more »",
        "Leer más »",
        "We use cookies to improve your experience.",
        "Utilizamos cookies propias y de terceros.",
        "© 2026 Example News. All rights reserved.",
        "Todos los derechos reservados.",
    ],
)
def test_furniture_lines_found_with_their_words(line):
    assert _is_furniture_line(line)


@pytest.mark.parametrize(
    "line",
    ["Prices rose 5% in a year, more than forecast.", "Los precios subieron un 5 %, más de lo previsto."],
)
def test_a_line_of_the_story_is_no_furniture(line):
    assert not _is_furniture_line(line)


@pytest.mark.parametrize(
    ("text", "language", "value"),
    [
        ("Sales fell by a third in 2025.", "en", "33.3"),
        ("The reservoir fell below a quarter.", "en", "25"),
        ("El precio bajó un tercio en un año.", "es", "33.3"),
        ("Llegaron un centenar de vecinos.", "es", "100"),
    ],
)
def test_shares_and_round_counts_found_with_their_words(text, language, value):
    values = [str(mention.value) for mention in find_numbers(text, language=language)]
    assert any(found.startswith(value) for found in values)
