"""Speakers of forms the blind checks still missed, as general rules on sentences of
our own in English and Spanish: "posted" and "publicó" report someone's words only on
a named platform or social media ("posted on X that …", "publicó en sus redes
sociales que …"), and are no speech anywhere else ("posted a loss", "publicó el
decreto"); the subject of a sentence's first predicate speaks in its second, joined
without a comma, before a quotation ("Its president, Martin Okoye, welcomed the cap
but said … “…”"), while a subject that names no one does not; thanks quote the one who gives them
("agradeció a la plantilla «su lealtad»", "thanked parents for their "patience"")."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [(p.kind, p.quote, p.speaker) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ("The mayor, Ann Cole, posted on Facebook that the road would reopen on Friday.", "en", "Ann Cole"),
        (
            'Finance Minister Rita Novak, who wants lower rates, posted on X shortly after the decision that she '
            '"respects the independence" of the bank.',
            "en",
            "Rita Novak",
        ),
        ("La alcaldesa, Ana Gil, publicó en X que la carretera abrirá el viernes.", "es", "Ana Gil"),
        ("El diputado Luis Mora publicó en sus redes sociales que el puente «no corre peligro».", "es", "Luis Mora"),
        # Thanks in quoted words.
        (
            "«Hemos hecho lo que hemos podido», afirmó Marta Ribes, que agradeció a los vecinos «su paciencia durante las obras».",
            "es",
            "Marta Ribes",
        ),
        ("La directora, Ana Gil, agradeció a las familias «su confianza en todo momento».", "es", "Ana Gil"),
        ('The head teacher, Ann Cole, thanked parents for their "extraordinary patience".', "en", "Ann Cole"),
    ],
)
def test_posting_on_a_platform_or_thanking_reports_words(text, language, speaker):
    found = speakers(text, language)
    assert any(who == speaker for _, _, who in found), found


@pytest.mark.parametrize(
    "text, language",
    [
        ("The firm posted a record loss on Monday after the recall.", "en"),
        ("The notice was posted on the door of the town hall.", "en"),
        ("El Gobierno publicó el decreto en el Boletín Oficial el martes.", "es"),
        ("La editorial publicó en marzo una nueva edición del libro.", "es"),
    ],
)
def test_posting_anything_else_is_no_speech(text, language):
    found = speakers(text, language)
    assert all(who is None for _, _, who in found), found


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        ('The union leader, Sara Bell, praised the deal but warned that prices "will keep rising."', "en", "Sara Bell"),
        ('Its chair, Omar Haddad, welcomed the ruling but said the state had acted "far too late."', "en", "Omar Haddad"),
        ("La presidenta de la asociación, Elena Soler, celebró el acuerdo pero advirtió que «no basta».", "es", "Elena Soler"),
        ("El alcalde Tomás Ferrán visitó el barrio y aseguró que las obras «van a buen ritmo».", "es", "Tomás Ferrán"),
    ],
)
def test_the_subject_of_a_first_predicate_speaks_in_the_second(text, language, speaker):
    quotes = [(quote, who) for kind, quote, who in speakers(text, language) if kind == "quote"]
    assert quotes and all(who == speaker for _, who in quotes), quotes


@pytest.mark.parametrize(
    "text, language",
    [
        ('Police arrested the driver and said he had been "driving too fast".', "en"),
        ("Los vecinos cortaron la calle y dijeron que el ruido es «insoportable».", "es"),
    ],
)
def test_a_first_predicate_of_no_one_named_gives_no_speaker(text, language):
    found = speakers(text, language)
    assert all(who is None for _, _, who in found), found

