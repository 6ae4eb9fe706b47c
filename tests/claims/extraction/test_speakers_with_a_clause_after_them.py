"""Speakers named after the verb with a relative clause right after them and no comma
("comentó una vecina jubilada que prefirió no dar su nombre", "said a resident who
asked not to be named"): who speaks ends where the clause starts, so an unnamed
speaker stays no one instead of the name the text gave last (a place least of all),
the clause is no claim of its own, and a named speaker keeps their name."""

import pytest

from claims.extraction import extract


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "En Villanueva, un pueblo de unos 8.000 habitantes, la noticia cayó mal entre los vecinos.\n\n"
            "«Aquí todos sabíamos lo que pasaba, pero nadie decía nada», comentó una vecina jubilada que "
            "prefirió no dar su nombre.",
            "es",
        ),
        (
            "Mayor Tom Ruiz visited the Eastfield estate on Monday afternoon with two councillors.\n\n"
            '"We all knew what was going on, but nobody said a thing," said a resident who asked not to be '
            "named.",
            "en",
        ),
    ],
)
def test_an_unnamed_speaker_with_a_clause_after_them_is_no_one(text, language):
    proposals = extract(text, language=language)
    quotes = [p for p in proposals if p.kind == "quote"]
    assert [q.speaker for q in quotes] == [None]
    assert not any(p.quote.startswith(("prefirió", "asked not")) for p in proposals)


def test_a_named_speaker_with_a_clause_after_them_keeps_the_name():
    text = (
        "La jueza Marta Gil leyó la sentencia el lunes por la mañana en la sala.\n\n"
        "«Aquí todos sabíamos lo que pasaba, pero nadie decía nada», dijo la fiscal Ana Soto, que pidió "
        "doce años de cárcel."
    )
    quotes = [p for p in extract(text, language="es") if p.kind == "quote"]
    assert [q.speaker for q in quotes] == ["Ana Soto"]
