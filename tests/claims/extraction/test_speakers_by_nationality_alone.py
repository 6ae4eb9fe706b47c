"""A nationality alone as a speaker ("the Dane said", "the Spaniard said", "the Scot",
"the Swiss", "dijo el danés") is the person the text tied to it: the one person named
with that country beside them ("Denmark's Kasper Dalgaard", "Mateo Ortega of Spain"),
or the person the sentence before opens with or just shown, unless the text tied that
person to another country. A known source
that goes by the nationality ("the Finn") is that source. Sentences of our own."""

from claims.extraction import SourceIndex, extract
from claims.extraction.sources import KnownSource
from tests.claims.extraction.test_pronouns_after_the_subject_of_the_sentence_before import speaker_of


def test_the_dane_is_the_person_tied_to_denmark():
    text = (
        "Lucien Moreau of France beat Denmark's Kasper Dalgaard in five sets on Sunday.\n\n"
        "Dalgaard had won all their previous meetings. He served for the title at 5-4, "
        "only for Moreau to save both match points.\n\n"
        '"I had it on my racket," the Dane told reporters.'
    )
    assert speaker_of("I had it on my racket", text, "en") == "Kasper Dalgaard"


def test_a_nationality_noun_after_the_subject_of_the_sentence_before():
    text = (
        "Erik Lindqvist won by two shots from Mateo Ortega of Spain.\n\n"
        "Ortega, who had led after each of the first three rounds, finished alone in second. "
        '"Erik played better than me today," the Spaniard said.'
    )
    assert speaker_of("Erik played better", text, "en") == "Mateo Ortega"
    text = (
        "Callum Reid lost the final to Jesper van Dam.\n\n"
        'Reid missed nine darts at doubles. "He took his chances and I didn\'t," the Scot said.'
    )
    assert speaker_of("He took his chances", text, "en") == "Callum Reid"


def test_a_nationality_noun_is_not_someone_tied_to_another_country():
    text = (
        "Lucien Moreau of France beat Kasper Dalgaard in five sets on Sunday.\n\n"
        "Dalgaard served for the title at 5-4, only for Lucien Moreau to save both match points.\n\n"
        '"I had it on my racket," the Dane told reporters.'
    )
    assert speaker_of("I had it on my racket", text, "en") != "Lucien Moreau"


def test_a_spanish_nationality_of_the_other_gender_is_not_the_person():
    text = "El danés Jonas Berg ganó la final.\n\nBerg no perdió un set. «Lo tuve claro desde el principio», dijo la danesa."
    assert speaker_of("Lo tuve claro", text, "es") != "Jonas Berg"


def test_a_spanish_nationality_is_still_the_person_described_by_it():
    text = "El danés Jonas Berg ganó la final.\n\nBerg no perdió un set. «Lo tuve claro desde el principio», dijo el danés."
    assert speaker_of("Lo tuve claro", text, "es") == "Jonas Berg"


def test_a_known_source_that_goes_by_the_nationality():
    text = (
        "Eskil Sunde held off Ville Heikkinen to win the Tour de Ski.\n\n"
        "Sunde crossed the line 31 seconds ahead.\n\n"
        "'He was too strong where it mattered,' the Finn said."
    )
    source = KnownSource(key="1", name="Ville Heikkinen", kind="person", aliases=("the Finn",))
    quotes = [p for p in extract(text, SourceIndex([source]), language="en") if p.kind == "quote"]
    assert [p.speaker for p in quotes] == ["Ville Heikkinen"]
