"""Putting the blame on something in quoted words says those words ("It blamed a
“software fault”", "culpó a «la burocracia» del retraso"): the one who blames speaks,
and "it" is the body that spoke just before, a known company included; blaming in
words of one's own, or with no one named, stays no one's."""

import pytest

from claims.extraction import KnownSource, extract


def speaker_of(text, language, words, sources=()):
    found = [(p.kind, p.quote, p.speaker) for p in extract(text, sources, language=language)]
    return next(who for _, quote, who in found if words in quote), found


@pytest.mark.parametrize(
    "text, language, words, speaker, sources",
    [
        (
            "Trains stopped across the region after a fault at operator Lakeland Rail Services. Lakeland, which "
            "runs most of the region's lines, said the trains ran again by noon. It blamed a “corrupted timetable "
            "file” loaded overnight.",
            "en",
            "corrupted timetable",
            "Lakeland Rail Services",
            (KnownSource("lakeland", "Lakeland Rail Services", ("Lakeland",), "", "organization"),),
        ),
        (
            "The mayor, Tom Hallworth, toured the flooded streets on Monday. He blamed the damage on “years of "
            "neglect” by the county.",
            "en",
            "years of",
            "Tom Hallworth",
            (),
        ),
        (
            "Harbor Ferries blamed the cancellations on “a shortage of qualified crew”.",
            "en",
            "shortage of qualified crew",
            "Harbor Ferries",
            (),
        ),
        (
            "El alcalde de Teruel, Tomás Gil Ortega, culpó de los retrasos a «años de abandono» del Estado en la comarca.",
            "es",
            "años de abandono",
            "Tomás Gil Ortega",
            (),
        ),
        (
            "La distribuidora Aguas del Norte culpó a «un fallo eléctrico» del corte de suministro del martes.",
            "es",
            "fallo eléctrico",
            "Aguas del Norte",
            (),
        ),
    ],
)
def test_who_blames_in_quoted_words_speaks(text, language, words, speaker, sources):
    who, found = speaker_of(text, language, words, sources)
    assert who == speaker, found


@pytest.mark.parametrize(
    "text, language, words",
    [
        # Many people, no one named.
        ("Many drivers blamed the weather for the “chaos” on the roads on Friday morning.", "en", "chaos"),
        # The noun, not the verb: no one blames.
        ("La culpa del atasco, dicen en el barrio, es de «los de siempre» y de nadie más.", "es", "los de siempre"),
        # Blaming in the article's own words: no quotation, no speaker.
        ("The council blamed the delay on staff shortages, a report showed.", "en", "blamed the delay"),
    ],
)
def test_blaming_without_a_named_speaker_or_quoted_words_is_no_one(text, language, words):
    who, found = speaker_of(text, language, words)
    assert who is None, found
