"""A part of a group that the sentence says is something counts that something ("Three
of them were teenagers", "de los que unos 300 son hembras"); a part something happened
to counts its group ("Four of them were hospitalized", "fueron trasladados"), and a part
taken "of the" group it names keeps that noun ("two of the three judges"). English and
Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Police detained 14 people. Three of them were teenagers.", "en",
         [("14", "exact", "people"), ("3", "exact", "teenagers")]),
        ("The clinic saw 60 patients, of whom 25 were young women.", "en",
         [("60", "exact", "patients"), ("25", "exact", "young women")]),
        ("Some 300 climbers reached the summit. Nine of those rescued were guides.", "en",
         [("300", "approximately", "climbers"), ("9", "exact", "guides")]),
        ("El rebaño suma 900 cabezas, de las que unas 350 son ovejas merinas.", "es",
         [("900", "exact", "cabezas"), ("350", "approximately", "ovejas merinas")]),
        ("Se presentaron 85 aspirantes y solo seis de ellas son ingenieras.", "es",
         [("85", "exact", "aspirantes"), ("6", "exact", "ingenieras")]),
        ("La policía detuvo a 11 personas. Cinco de ellos eran extranjeros.", "es",
         [("11", "exact", "personas"), ("5", "exact", "extranjeros")]),
    ],
)
def test_a_part_said_to_be_something_counts_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Police detained 14 people. Four of them were hospitalized.", "en",
         [("14", "exact", "people"), ("4", "exact", "people")]),
        # A share of a group said to be something stays a share.
        ("Of the 400 members, nearly two-thirds of them are nurses.", "en",
         [("400", "exact", "members"), ("66.7", "less_than", "percent of them")]),
        ("Two of the three judges dissented.", "en", [("2", "exact", "judges"), ("3", "exact", "judges")]),
        ("Two witnesses spoke. The second of them was a nurse.", "en", [("2", "exact", "witnesses")]),
        ("Rescataron a 17 mineros. Cuatro de ellos fueron trasladados al hospital.", "es",
         [("17", "exact", "mineros"), ("4", "exact", "mineros")]),
        ("Dos de los tres jueces votaron en contra.", "es", [("2", "exact", "jueces"), ("3", "exact", "jueces")]),
        ("Llegaron 12 pateras. Tres de ellas eran neumáticas.", "es", [("12", "exact", "pateras")]),
    ],
)
def test_a_part_something_happened_to_or_of_a_named_group_keeps_its_noun(text, language, expected):
    assert figures(text, language) == expected


# A part set after its whole with no verb, and a bare count that opens its clause and is
# said to be a plural noun, count that noun too.
@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The landslide killed 15 people, four of them children, the mayor said.", "en",
         [("15", "exact", "people"), ("4", "exact", "children")]),
        ("The storm grounded 30 boats, twelve of them trawlers.", "en",
         [("30", "exact", "boats"), ("12", "exact", "trawlers")]),
        ("The fair drew 60,000 visitors; about 22,000 were foreign tourists.", "en",
         [("60000", "exact", "visitors"), ("22000", "approximately", "foreign tourists")]),
        ("El temporal dejó 15 muertos, cuatro de ellos niños.", "es",
         [("15", "exact", "muertos"), ("4", "exact", "niños")]),
        ("La feria recibió 60.000 visitantes, y unos 22.000 eran turistas extranjeros.", "es",
         [("60000", "exact", "visitantes"), ("22000", "approximately", "turistas extranjeros")]),
        # A Spanish noun with its complement ("de" and a word with no article) is the
        # noun said; a clause opening after it ends the phrase.
        ("Al menos 15 personas, dos de ellas menores de edad, fueron atendidas.", "es",
         [("15", "at_least", "personas"), ("2", "exact", "menores de edad")]),
        ("El grupo reúne a 12 investigadores, cinco de ellos estudiantes de doctorado.", "es",
         [("12", "exact", "investigadores"), ("5", "exact", "estudiantes de doctorado")]),
        ("La red captó a 23 mujeres, 14 de ellas menores de edad cuando llegaron.", "es",
         [("23", "exact", "mujeres"), ("14", "exact", "menores de edad")]),
        ("The flood killed 15 people, four of them children when the school collapsed.", "en",
         [("15", "exact", "people"), ("4", "exact", "children")]),
    ],
)
def test_a_part_without_a_verb_or_a_count_said_to_be_a_noun_counts_it(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A place or a state is no noun counted; a noun that goes on is no part's noun.
        ("The chain runs 40 shops, twelve of them in Lisbon.", "en",
         [("40", "exact", "shops"), ("12", "exact", "shops")]),
        ("The publisher printed 30 titles, twelve of them children's books.", "en",
         [("30", "exact", "titles"), ("12", "exact", "titles")]),
        ("Thousands marched; 300 were arrested.", "en", [("300", "exact", "people")]),
        ("El choque dejó 30 heridos, cuatro de ellos graves.", "es",
         [("30", "exact", "heridos"), ("4", "exact", "heridos")]),
        # "de" with an article, or a place, is no complement of a noun said.
        ("Detuvieron a 30 personas, ocho de ellas menores de la zona.", "es",
         [("30", "exact", "personas"), ("8", "exact", "personas")]),
        ("El choque dejó 30 heridos, cuatro de ellos de gravedad.", "es",
         [("30", "exact", "heridos"), ("4", "exact", "heridos")]),
        ("Police held 20 people, eight of them heads of household.", "en",
         [("20", "exact", "people"), ("8", "exact", "people")]),
        ("Hubo 300 detenidos; 120 fueron liberados.", "es",
         [("300", "exact", "detenidos"), ("120", "exact", "detenidos")]),
        # A small number in words that was no figure is not made one ("the other two").
        ("Inspectors closed three farms last week. The other two are dairy farms near the river.", "en",
         [("3", "exact", "farms")]),
        ("De los años, dos fueron malos.", "es", []),
    ],
)
def test_a_part_in_a_place_or_a_state_keeps_its_group(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A medal's metal is the noun a part of the medals is said to be.
        ("The United States won 17 medals, seven of them gold.", "en",
         [("17", "exact", "medals"), ("7", "exact", "gold")]),
        ("Kenya leads the table with 11 medals, five of them silver.", "en",
         [("11", "exact", "medals"), ("5", "exact", "silver")]),
        # A metal before another noun ends no phrase: the group stays.
        ("The team has 20 riders, four of them gold medal winners.", "en",
         [("20", "exact", "riders"), ("4", "exact", "riders")]),
        # Spanish says the metal with "de" and keeps the medals counted.
        ("Estados Unidos ganó 17 medallas, siete de ellas de oro.", "es",
         [("17", "exact", "medallas"), ("7", "exact", "medallas")]),
        ("Hubo 12 heridos, dos de ellos graves.", "es", [("12", "exact", "heridos"), ("2", "exact", "heridos")]),
    ],
)
def test_a_part_of_the_medals_counts_its_metal(text, language, expected):
    assert figures(text, language) == expected
