"""A relative clause between a speaker and the verb may hold a short aside of its own
set off by commas ("Laura Finch, whose twins, aged 7, attend the school, said …",
"Laura Pinto, cuyos hijos, de 7 y 10 años, van al colegio, dijo …"): the name before
the clause still speaks; words after the aside that end in no comma are no clause's
("…, which was approved in March, in Lisbon, officials said"). Sentences of our own."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.speaker]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Parents gathered at the gates. Laura Finch, whose son and daughter, aged 7 and 10, attend St. Mary's, "
            "said she was “deeply worried” by the news.",
            "en",
            "Laura Finch",
        ),
        (
            "Los padres se reunieron en la puerta. Laura Pinto, cuyos dos hijos, de 7 y 10 años, van al colegio, "
            "dijo que estaba «muy preocupada» por la noticia.",
            "es",
            "Laura Pinto",
        ),
    ],
)
def test_a_relative_clause_with_an_aside_leaves_the_name_speaking(text, language, speaker):
    assert speakers(text, language) == [speaker]


def test_words_after_the_aside_without_a_comma_are_no_relative_clause():
    text = 'The plan, which was approved in March, in Lisbon, officials said, will cost "far more" than expected.'
    assert "The plan" not in speakers(text, "en")
