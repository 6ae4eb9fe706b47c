"""Figures the twentieth to twenty-second blind checks read with the wrong value,
qualifier or unit. English and Spanish sentences of our own.

A range whose scale is written only after its upper number ("entre 4.000 y 5.000
millones", "between 1,200 and 1,500 million") takes the scale on both numbers, as
"2-3 million" already did; a lower number that is no smaller than the upper one as
written ("between 800,000 and 1.2 million") keeps its own value. A share in quotation
marks before what it is a share of ("cover "well over half" of the total") is read as
without them."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "La reforma costaría entre 4.000 y 5.000 millones de euros al año.",
            "es",
            [("4000000000", "at_least", "euros")],
        ),
        ("El puerto movió entre 2,5 y 3 millones de contenedores.", "es", [("2500000", "at_least", "contenedores")]),
        (
            "The upgrade will cost between 1,200 and 1,500 million dollars.",
            "en",
            [("1200000000", "at_least", "dollars")],
        ),
        ("Bids range from 6 to 7 billion euros.", "en", [("6000000000", "at_least", "euros")]),
        # The lower number already carries its own size.
        ("Between 800,000 and 1.2 million people fled.", "en", [("800000", "at_least", "people")]),
        ("Entre 700.000 y 1,1 millones de personas votaron.", "es", [("700000", "at_least", "personas")]),
    ],
)
def test_a_range_with_its_scale_after_the_upper_number(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('The minister said donors would pay "well over half" of the bill.', "en", [("50", "more_than", "percent")]),
        ('Residents said "nearly a third" of the flats were empty.', "en", [("33.3", "less_than", "percent")]),
        ("Según el ministro, el Estado pagará «casi la mitad» de la obra.", "es", [("50", "less_than", "percent")]),
        # A quoted word that is no share of anything stays none.
        ('The plan was cut "in half" last year.', "en", []),
        ("Calificó el plan de «mitad» de solución.", "es", []),
    ],
)
def test_a_share_quoted_before_what_it_is_a_share_of(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The storm dropped hailstones as large as 3.5 inches.", "en", [("3.5", "at_most", "inches")]),
        ("Queues stretched for as long as four hours.", "en", [("4", "at_most", "hours")]),
        ("Waves as high as 12 metres hit the coast.", "en", [("12", "at_most", "metres")]),
        # Spanish says it with "de hasta".
        ("Se vieron granizos de hasta 7 centímetros.", "es", [("7", "at_most", "centímetros")]),
        # A comparison with no number after "as" is none; the count beside it stays exact.
        ("Rents are twice as high as last year, and 40 shops closed.", "en", [("2", "exact", "times"), ("40", "exact", "shops")]),
    ],
)
def test_the_largest_seen_as_a_ceiling(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "hasta en" is "by up to"; "de hasta" is "of up to": ceilings even after a change.
        (
            "Las importaciones podrían encarecer la gasolina hasta en 0,30 euros por litro.",
            "es",
            [("0.3", "at_most", "euros")],
        ),
        ("Las tarifas subirán hasta en un 12 %.", "es", [("12", "at_most", "percent")]),
        ("Cayó granizo de hasta 6 centímetros.", "es", [("6", "at_most", "centímetros")]),
        ("Imports could raise pump prices by up to 40 cents a gallon.", "en", [("40", "at_most", "cents")]),
        # Where a change ends is still no ceiling.
        ("La deuda bajará hasta 310 millones de euros.", "es", [("310000000", "exact", "euros")]),
    ],
)
def test_up_to_as_the_size_of_a_change(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # What can or often happens above a number: more than it.
        ("Journey times from the valley can exceed 90 minutes.", "en", [("90", "more_than", "minutes")]),
        ("Summer highs often top 40C.", "en", [("40", "more_than", "°C")]),
        ("Los trayectos pueden superar los 90 minutos.", "es", [("90", "more_than", "minutos")]),
        # What may not be passed: a ceiling.
        ("Fees cannot exceed 300 dollars.", "en", [("300", "at_most", "dollars")]),
        ("The total must not exceed 50 pounds.", "en", [("50", "at_most", "pounds")]),
        ("Las tarifas no pueden superar los 300 euros.", "es", [("300", "at_most", "euros")]),
    ],
)
def test_a_verb_of_passing_after_a_modal(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "Airlines must pay up to the equivalent of £1,100 per passenger.",
            "en",
            [("1100", "at_most", "pounds")],
        ),
        (
            "Las aerolíneas responden hasta el equivalente a 1.300 euros por pasajero.",
            "es",
            [("1300", "at_most", "euros")],
        ),
        ("Perdieron casi el equivalente al 40 % de su renta.", "es", [("40", "less_than", "percent de su renta")]),
        # With no qualifier before it, the equivalent is given exactly.
        ("The fine was the equivalent of 500 dollars.", "en", [("500", "exact", "dollars")]),
    ],
)
def test_a_qualifier_before_the_equivalent_of_an_amount(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Council splits as stadium budget nears A$3 billion", "en", [("3000000000", "less_than", "Australian dollars")]),
        ("Turnout is approaching 60 percent.", "en", [("60", "less_than", "percent")]),
        ("La deuda se acerca a los 900 millones de euros.", "es", [("900000000", "less_than", "euros")]),
        # A count near a place is none of this.
        ("The crash happened near 12 farms and 40 homes lost power.", "en", [("12", "exact", "farms"), ("40", "exact", "homes")]),
    ],
)
def test_coming_close_to_a_number(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A possessive before a number is no part of a name: what follows is counted.
        (
            "Pupils in 30 of North Carolina's 115 school districts return on Monday.",
            "en",
            [("30", "exact", "school districts"), ("115", "exact", "school districts")],
        ),
        ("Ohio's 88 counties voted.", "en", [("88", "exact", "counties")]),
        # Spanish names the owner after the count.
        (
            "Los alumnos de 30 de los 115 distritos escolares del estado vuelven el lunes.",
            "es",
            [("30", "exact", "distritos"), ("115", "exact", "distritos")],
        ),
        # A name with a number stays a name.
        ("Boeing's 737 was grounded.", "en", []),
        ("Windows 10 users complained.", "en", []),
    ],
)
def test_a_count_after_its_owners_possessive(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("El campeón conectó 97 de 320 golpes.", "es", [("97", "exact", "golpes"), ("320", "exact", "golpes")]),
        ("The champion landed 97 of 320 punches.", "en", [("97", "exact", "punches"), ("320", "exact", "punches")]),
        # A year after "de" is no whole the number is part of.
        ("Este año hubo 81 casos, frente a los 60 de 2024.", "es", [("81", "exact", "casos"), ("60", "exact", "casos")]),
    ],
)
def test_a_part_of_a_number_after_a_bare_de(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The years a change is measured over may come before where it ended.
        (
            "Admissions fell by 12% between 2020 and 2024, to about 56,000 a year.",
            "en",
            [("12", "exact", "percent"), ("56000", "approximately", "Admissions")],
        ),
        ("Thefts rose in 2024 to 3,100.", "en", [("3100", "exact", "Thefts")]),
        ("Los robos subieron en 2024 a 3.100.", "es", [("3100", "exact", "robos")]),
        # A year after "in" is no lower end of a range.
        ("Sales grew in 2023 to 4,500 cars.", "en", [("4500", "exact", "cars")]),
        ("Las ventas crecieron en 2023 hasta 4.500 coches.", "es", [("4500", "exact", "coches")]),
    ],
)
def test_a_change_told_with_its_years_before_where_it_ended(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # What a change is made to is counted at where the change ends.
        ("Low water forces the port to cut daily sailings to 18", "en", [("18", "exact", "sailings")]),
        ("La autoridad reducirá los tránsitos diarios a 24.", "es", [("24", "exact", "tránsitos diarios")]),
        ("El Gobierno recortó las plazas a 300.", "es", [("300", "exact", "plazas")]),
        ("Daily admissions rose to 300.", "en", [("300", "exact", "admissions")]),
        # A unit after the number still says what is counted.
        ("They reduced the wait to 18 weeks.", "en", [("18", "exact", "weeks")]),
        ("The bank cut rates to 3.5%.", "en", [("3.5", "exact", "percent")]),
    ],
)
def test_what_a_change_is_made_to(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # "starting on May 10" says when, not what the number counts.
        ("Fares rise to 3 pounds from 2 starting in June.", "en", [("3", "exact", "pounds"), ("2", "exact", "pounds")]),
        ("The cap falls to 20 effective immediately.", "en", [("20", "exact", "cap")]),
        (
            "Las tarifas pasarán de 2 a 3 euros a partir de junio.",
            "es",
            [("2", "exact", "euros"), ("3", "exact", "euros")],
        ),
        # A participle before a plural noun is still part of what is counted.
        ("Hospitals will recruit 40 starting nurses.", "en", [("40", "exact", "starting nurses")]),
    ],
)
def test_when_a_change_starts_is_no_unit(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A tally counts those who voted, not what the sentence counted before.
        (
            "Three of the five libraries will shut after councillors voted by 31 to 22 on Monday.",
            "en",
            [("3", "exact", "libraries"), ("5", "exact", "libraries"), ("31", "exact", "councillors"),
             ("22", "exact", "councillors")],
        ),
        # Right after "voted", with no "by", the tally counts votes (vote_tallies.VOTED_TALLY_BEFORE).
        ("Senators voted 52 to 48 to confirm her.", "en", [("52", "exact", "votes"), ("48", "exact", "votes")]),
        ("Los concejales votaron por 27 a 19 el cierre.", "es", [("27", "exact", "concejales"), ("19", "exact", "concejales")]),
        # A share of the vote stays a share.
        ("Members voted 60% in favour.", "en", [("60", "exact", "percent")]),
    ],
)
def test_a_vote_tally_counts_those_who_voted(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A bare plural opening the sentence, with its relative clause, is the group.
        (
            "Nurses who joined the strike, about 4,000 of them, marched on Friday.",
            "en",
            [("4000", "approximately", "nurses")],
        ),
        (
            "Agricultores que se inscribieron, más de 9.000 de ellos según el ministerio, esperan.",
            "es",
            [("9000", "more_than", "agricultores")],
        ),
        ("Los médicos que secundaron la huelga, más de 9.000 de ellos, marcharon.", "es", [("9000", "more_than", "médicos")]),
    ],
)
def test_a_part_of_a_group_the_sentence_opens_with(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A verb after "another N" is no noun: the count is more of what came before.
        (
            "Rangers counted between 50 and 60 bears in the park, and another 20 or so roam beyond it.",
            "en",
            [("50", "at_least", "bears"), ("20", "approximately", "bears")],
        ),
        ("For every tree felled, another three die of disease.", "en", [("3", "exact", "trees")]),
        (
            "Se decomisaron 400 loros, y por cada ave incautada otras siete mueren en el viaje.",
            "es",
            [("400", "exact", "loros"), ("7", "exact", "aves")],
        ),
        # A plural after the number is its noun.
        ("It hired 20 nurses and another 12 doctors.", "en", [("20", "exact", "nurses"), ("12", "exact", "doctors")]),
        ("El choque dejó 12 muertos y otros nueve heridos.", "es", [("12", "exact", "muertos"), ("9", "exact", "heridos")]),
    ],
)
def test_another_count_followed_by_its_verb(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A guess between two near shares, the sign only on the second, is one range.
        ("Building costs have gone up by 15 or 25 per cent.", "en", [("15", "at_least", "percent")]),
        ("Prices rose 5 or 6% last year.", "en", [("5", "at_least", "percent")]),
        ("Los costes subieron un 20 o un 30 %.", "es", [("20", "at_least", "percent")]),
        # Shares far apart are two figures.
        ("Turnout was 20 or 60 percent, depending on the district.", "en", [("20", "exact", ""), ("60", "exact", "percent")]),
    ],
)
def test_a_guess_between_two_shares(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Pence as a share of a pound are an amount, as pence at a price are.
        ("Adult care now takes up almost 60p of every pound the council spends.", "en", [("60", "less_than", "p")]),
        ("Councils keep 30p in the pound.", "en", [("30", "exact", "p")]),
        ("Los servicios sociales se llevan casi 70 céntimos de cada euro.", "es", [("70", "less_than", "céntimos de cada euro")]),
        # A bare "5p" with no price or pound is left alone.
        ("A 5p charge applies.", "en", []),
    ],
)
def test_pence_of_every_pound(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The other side of a tally in words counts votes too.
        ("The plan passed by eight votes to three.", "en", [("8", "exact", "votes"), ("3", "exact", "votes")]),
        ("La moción salió adelante por siete votos a cuatro.", "es", [("7", "exact", "votos"), ("4", "exact", "votos")]),
        # A small number in words with no noun and no tally stays none.
        ("The two said they would appeal.", "en", []),
    ],
)
def test_a_tally_in_words(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A change in the perfect counts its subject where it ends or starts.
        (
            "Average gates have fallen by about 12% this season to just under 7,000.",
            "en",
            [("12", "approximately", "percent"), ("7000", "less_than", "Average gates")],
        ),
        ("The number of families in hotels had already fallen from 85 in May.", "en", [("85", "exact", "families")]),
        (
            "Las visitas cayeron un 15 % esta temporada, hasta casi 9.000.",
            "es",
            [("15", "exact", "percent"), ("9000", "less_than", "visitas")],
        ),
    ],
)
def test_a_change_in_the_perfect(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # What a cap holds down is counted, after "said" or "but that" too.
        ("The council said short lets would be capped at 1,500 a year.", "en", [("1500", "at_most", "short lets")]),
        (
            "It gave no promise but that night buses would be limited to 40 a night.",
            "en",
            [("40", "at_most", "night buses")],
        ),
        ("Las licencias de taxi quedarán limitadas a 300.", "es", [("300", "at_most", "licencias")]),
        # A unit after the number still wins.
        ("Fees are capped at 300 pounds.", "en", [("300", "at_most", "pounds")]),
    ],
)
def test_what_a_cap_holds_down(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # An irregular past or the copula opening a Spanish sentence is no name before a number.
        ("Hubo 81 casos, frente a los 60 de 2024.", "es", [("81", "exact", "casos"), ("60", "exact", "casos")]),
        ("Son 40 familias las afectadas.", "es", [("40", "exact", "familias")]),
        ("Hubo 12 muertos y otros nueve heridos.", "es", [("12", "exact", "muertos"), ("9", "exact", "heridos")]),
        # A year after it is still no count.
        ("Fue 2019 el peor año.", "es", []),
        # A name with a number stays a name.
        ("Windows 10 users complained.", "en", []),
    ],
)
def test_an_irregular_spanish_verb_opening_the_sentence(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A majority with no noun after it is a margin of votes.
        ("MPs backed the bill by a majority of 17.", "en", [("17", "exact", "votes")]),
        ("El Congreso aprobó la ley por una mayoría de 12.", "es", [("12", "exact", "votos")]),
        # A noun after the number still says what is counted.
        ("The bill passed with a majority of 40 votes.", "en", [("40", "exact", "votes")]),
        ("Police estimated a crowd of 40,000.", "en", [("40000", "exact", "crowd")]),
    ],
)
def test_a_majority_counts_votes(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A speaker counts what they called theirs in the sentence before.
        ('"I found my hens scattered in the yard. That night I lost 27 to the fox."', "en", [("27", "exact", "hens")]),
        ("«Vi a mis ovejas degolladas. El verano pasado perdí 31 en una sola semana».", "es", [("31", "exact", "ovejas"), ("1", "exact", "semana")]),
        # Not what someone else owns, nor what was named two sentences back.
        ('"They saw their hens scattered. That night they lost 27."', "en", [("27", "exact", "")]),
        ('"I love my hens. The fox came at night. I lost 27."', "en", [("27", "exact", "")]),
    ],
)
def test_what_a_speaker_called_theirs(text, language, expected):
    assert figures(text, language) == expected
