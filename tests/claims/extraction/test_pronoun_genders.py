"""A person whose name, title and role say nothing of their gender is given the one the
text's own pronouns give them ("Ashgrove … spent it on himself"), so a later "she" is
not him; a "he" in reported words ("Sorel said he had …") says nothing of the one
reporting. Sentences of our own."""

from claims.extraction import extract
from claims.extraction.gender import FEMININE, MASCULINE, pronoun_genders
from claims.extraction.names import find_name_mentions


def quote_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


def test_she_after_a_woman_skips_the_man_the_text_called_he():
    text = (
        "Tobin Ashgrove admitted fraud on Tuesday. Investigators said Ashgrove kept the money and spent most of it on himself.\n\n"
        "Orla Penhallow, a retired teacher, testified first. Orla Penhallow had trusted Ashgrove for a decade.\n\n"
        "“He looked me in the eye and lied,” she said."
    )
    assert quote_speakers(text, "en")[-1][1] == "Orla Penhallow"


def test_ella_after_a_woman_skips_the_man_the_text_called_el():
    text = (
        "Noor Haddad, jubilada de Cuenca, declaró ante el tribunal durante una hora.\n\n"
        "Abel Cisneros escuchó sin levantar la vista. Según la fiscalía, Cisneros guardó el dinero para él y su familia.\n\n"
        "«Nos miró a los ojos y nos mintió», dijo ella."
    )
    assert quote_speakers(text, "es")[-1][1] == "Noor Haddad"


def test_a_pronoun_in_reported_words_says_nothing_of_the_one_reporting():
    text = (
        "Tobin Ashgrove won the title with his last putt of the day.\n\n"
        "His coach, Dr. Imke Sorel, said he had rebuilt his putting stroke over the winter.\n\n"
        "“People only see the last putt,” she said."
    )
    assert quote_speakers(text, "en")[-1][1] == "Imke Sorel"
    mentions = [m for m in find_name_mentions(text) if m.is_person]
    assert pronoun_genders(text, mentions) == {"ashgrove": MASCULINE}


def test_a_possessive_or_an_object_takes_no_pronoun():
    text = "Imke Sorel's brother drove his car. The crowd cheered for Imke Sorel as she walked in."
    mentions = [m for m in find_name_mentions(text) if m.is_person]
    assert "sorel" not in pronoun_genders(text, mentions)


def test_pronouns_of_both_genders_leave_a_person_out():
    text = "Kit Marlowe packed his bags. Later Kit Marlowe found herself alone."
    mentions = [m for m in find_name_mentions(text) if m.is_person]
    assert pronoun_genders(text, mentions) == {}
    assert pronoun_genders("Kit Marlowe found herself alone.", mentions[:1]) == {"marlowe": FEMININE}
