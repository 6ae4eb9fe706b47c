"""Numbers a sentence mentions without asserting them (`claims.extraction.figure_assertions`),
and the figure rules the fourth round of blind texts prompted, on sentences of our own in
English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def values(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language",
    [
        # Hypotheses: a threshold someone imagines.
        ("«Si el precio cae por debajo de 2,80 euros, cerraremos», advirtió el gerente.", "es"),
        ("If fares rise above $4 many riders will stop taking the bus, she said.", "en"),
        ("Unless 60 percent of members vote, the ballot is void.", "en"),
        # Small counts under a negation.
        ("El paro no se arregla con tres cursos de formación.", "es"),
        ("You cannot fix a housing crisis with two new tower blocks.", "en"),
        ("No se gana una liga sin cuatro defensas sanos.", "es"),
        # Time as it was lived.
        ("«Han sido cuatro meses muy difíciles para el pueblo», dijo la alcaldesa.", "es"),
        ("The family went through three long, hard years after the fire.", "en"),
        # The span of a record.
        # An article, not one.
        ("El campamento se levantó cerca de un antiguo cuartel.", "es"),
        ("The boat sank close to a fishing village.", "en"),
    ],
)
def test_numbers_the_sentence_does_not_assert_are_not_figures(text, language):
    assert values(text, language) == []


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The same words where the sentence does assert a figure.
        ("Prices rose above $4 in June.", "en", [(Decimal(4), "more_than", "dollars")]),
        ("La sequía terminó con dos tormentas en marzo.", "es", [(Decimal(2), "exact", "tormentas")]),
        ("The strike ended after eight hours.", "en", [(Decimal(8), "exact", "hours")]),
        ("Las obras durarán casi un año.", "es", [(Decimal(1), "less_than", "año")]),
        ("Llevamos 300 firmas recogidas.", "es", [(Decimal(300), "exact", "firmas")]),
        ("Devolverán el importe en un plazo máximo de 20 días.", "es", [(Decimal(20), "at_most", "días")]),
        # The span of a record is a length of time the corpus annotates (its README).
        ("Unemployment fell to its lowest level in 15 years.", "en", [(Decimal(15), "exact", "years")]),
        ("Los embalses están en mínimos de dos décadas.", "es", [(Decimal(2), "exact", "décadas")]),
        ("The river rose to its highest point in 40 years.", "en", [(Decimal(40), "exact", "years")]),
        ("El paro marcó su peor dato en cinco años.", "es", [(Decimal(5), "exact", "años")]),
    ],
)
def test_asserted_figures_are_kept(text, language, expected):
    assert values(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A scale after a decimal comma belongs to both ends of the range.
        (
            "Se esperan entre 2,5 y 2,8 millones de visitantes.",
            "es",
            [(Decimal(2500000), "at_least", "visitantes")],
        ),
        # An adverb between "supera" and the number.
        ("La deuda supera ya los 4.000 millones de euros.", "es", [(Decimal(4000000000), "more_than", "euros")]),
        # "frente a las" compares; it is not a time of day.
        (
            "Cada médico atiende a 31,5 pacientes, frente a las 24,2 de la media europea.",
            "es",
            [(Decimal("31.5"), "exact", "pacientes"), (Decimal("24.2"), "exact", "pacientes")],
        ),
    ],
)
def test_ranges_qualifiers_and_comparisons(text, language, expected):
    assert values(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A change told before where it ended: the subject is what is counted.
        (
            "Road deaths fell last year to 412, from 455 in 2023.",
            "en",
            [(Decimal(412), "exact", "Road deaths"), (Decimal(455), "exact", "Road deaths")],
        ),
        (
            "Applications dropped by nearly a quarter in May, to 6,200.",
            "en",
            [(Decimal(25), "less_than", "percent"), (Decimal(6200), "exact", "Applications")],
        ),
        # "de 20 a 18 horas": both ends of a change count the same thing.
        (
            "El Gobierno quiere que la jornada pase de 40 a 37,5 horas semanales.",
            "es",
            [(Decimal(40), "exact", "horas"), (Decimal("37.5"), "exact", "horas")],
        ),
    ],
)
def test_units_of_changes(text, language, expected):
    assert values(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # An abbreviation with full stops before the noun.
        ("Storms hit four U.K. counties overnight.", "en", [(Decimal(4), "exact", "U.K. counties")]),
        # Spanish adjectives before the noun are part of what is counted.
        ("Se incorporarán 120 nuevos médicos.", "es", [(Decimal(120), "exact", "nuevos médicos")]),
        ("Atracaron cinco grandes petroleros.", "es", [(Decimal(5), "exact", "grandes petroleros")]),
        # "hasta un 40 %" after a change: by up to that share.
        ("La medida reduciría el consumo hasta un 40 %.", "es", [(Decimal(40), "at_most", "percent")]),
        ("La deuda bajará hasta los 310 millones de euros.", "es", [(Decimal(310000000), "exact", "euros")]),
        # A count after a share counts what the figure before the share counted.
        (
            "Votaron 2,1 millones de personas, un 5 % más, y casi medio millón más que en 2019.",
            "es",
            [
                (Decimal(2100000), "exact", "personas"),
                (Decimal(5), "exact", "percent"),
                (Decimal(500000), "less_than", "personas"),
            ],
        ),
        # A Spanish share as the subject of its verb.
        (
            "El 60 % llega en tren y un tercio viaja en coche.",
            "es",
            [(Decimal(60), "exact", "percent"), (Decimal("33.3"), "approximately", "percent")],
        ),
        # "a mother of three", "a family of five came in": a description, not a count.
        ("A family of four came to the door.", "en", []),
    ],
)
def test_units_after_abbreviations_adjectives_and_shares(text, language, expected):
    assert values(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A group's or a home's size inside another noun phrase only describes it.
        ("The fees barely cover the travel of a crew of eight dancers.", "en", []),
        ("The insurer pays for a team of five engineers to fly in.", "en", []),
        (
            "Los gastos de alojamiento de un elenco de doce actores superan los 3.000 euros.",
            "es",
            [(Decimal(3000), "more_than", "euros")],
        ),
        (
            "La cesta básica de una familia de cuatro miembros cuesta ya 650 euros.",
            "es",
            [(Decimal(650), "exact", "euros")],
        ),
        (
            "El alquiler de un piso de tres habitaciones subió a 1.200 euros al mes.",
            "es",
            [(Decimal(1200), "exact", "euros")],
        ),
        ("For a household of three, the bill rises by £240.", "en", [(Decimal(240), "exact", "pounds")]),
        ("They bought a house with a two-car garage for $400,000.", "en", [(Decimal(400000), "exact", "dollars")]),
        ("They rent a house with four bedrooms.", "en", []),
        # A typical or average one: an example, not one counted.
        ("A typical family of four pays $1,800 a year for heating.", "en", [(Decimal(1800), "exact", "dollars")]),
        ("Un hogar medio de tres personas consume 3.500 kWh al año.", "es", [(Decimal(3500), "exact", "kWh")]),
        # An indefinite subject that opens the sentence or the quotation, in a tense that
        # tells no event: what any such farm or family would do.
        ("A farm with 800 acres would need a second combine, she said.", "en", []),
        ('"A family farm with 800 acres and a new combine on credit has far less room."', "en", []),
        ('He said: "A small shop with three employees cannot absorb that."', "en", []),
        (
            "A school of 600 pupils needs at least 30 teachers under the rules.",
            "en",
            [(Decimal(30), "at_least", "teachers")],
        ),
        (
            "Una familia de cuatro miembros gasta de media 300 euros al mes en comida.",
            "es",
            [(Decimal(300), "exact", "euros")],
        ),
        ("«Un agricultor con 50 hectáreas pierde dinero con estos precios», dijo.", "es", []),
        ("Una pyme con diez empleados no puede asumir esa subida, dijo.", "es", []),
        # The parts of one thing, as English says "a four-star hotel", and a parent's
        # children, as "a mother of three" (a body's members are counted,
        # test_the_size_of_a_body).
        ("Se alojaron en un hotel de cuatro estrellas del centro.", "es", []),
        ("Los vecinos de un edificio de 20 plantas fueron desalojados.", "es", []),
        ("La carretera será una autovía de seis carriles.", "es", []),
        ("The town wants a road with four lanes.", "en", []),
        ("Ana Pérez, madre de tres hijos, dijo que la clínica había cerrado.", "es", []),
        ("Storm Babet, a category 2 hurricane, hit the coast.", "en", []),
        ("El huracán, de categoría 4, tocó tierra en Yucatán.", "es", []),
        # Whoever a worked example is about, described by what they earn: the
        # consequence after it is the figure.
        ("Someone on a salary of £30,000 will pay £250 more a year.", "en", [(Decimal(250), "exact", "pounds")]),
        ("A household earning $50,000 would pay $300 more.", "en", [(Decimal(300), "exact", "dollars")]),
        ("Una familia que gane 30.000 euros pagará 200 euros más.", "es", [(Decimal(200), "exact", "euros")]),
        ("For example, a pensioner on £800 a month would get £40 more.", "en", [(Decimal(40), "exact", "pounds")]),
        (
            "Por ejemplo, un pensionista con 800 euros al mes recibirá 40 euros más.",
            "es",
            [(Decimal(40), "exact", "euros")],
        ),
        ("Pongamos que un trabajador cobra 1.500 euros al mes.", "es", []),
        ("Suppose a worker earns $15 an hour.", "en", []),
    ],
)
def test_numbers_that_only_describe_or_make_an_example_are_not_figures(text, language, expected):
    assert values(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The same shapes where the sentence reports what happened or will happen.
        ("The ministry sent a team of 40 engineers to the dam on Monday.", "en", [(Decimal(40), "exact", "engineers")]),
        (
            "The team of 40 engineers will cost the city $2 million a year.",
            "en",
            [(Decimal(40), "exact", "engineers"), (Decimal(2000000), "exact", "dollars")],
        ),
        ("A crew of eight firefighters was sent to the blaze.", "en", [(Decimal(8), "exact", "firefighters")]),
        ("A boat with 40 migrants capsized off Lampedusa on Sunday.", "en", [(Decimal(40), "exact", "migrants")]),
        ("A boat with 40 migrants sank off Lampedusa.", "en", [(Decimal(40), "exact", "migrants")]),
        ("A plane with 180 passengers is missing.", "en", [(Decimal(180), "exact", "passengers")]),
        ("The school of 600 pupils closed on Friday.", "en", [(Decimal(600), "exact", "pupils")]),
        ("Una escuela de 600 alumnos cerró el viernes.", "es", [(Decimal(600), "exact", "alumnos")]),
        ("Un autobús con 30 pasajeros volcó en la autopista.", "es", [(Decimal(30), "exact", "pasajeros")]),
        ("El ministerio envió un equipo de cinco ingenieros a la presa.", "es", [(Decimal(5), "exact", "ingenieros")]),
        (
            "La compañía llegó con un elenco de doce actores y cuatro técnicos.",
            "es",
            [(Decimal(12), "exact", "actores"), (Decimal(4), "exact", "técnicos")],
        ),
        ("Un total de 40 personas siguen desaparecidas.", "es", [(Decimal(40), "exact", "personas")]),
        (
            "El Gobierno creó una comisión de cinco expertos para revisar los contratos.",
            "es",
            [(Decimal(5), "exact", "expertos")],
        ),
        ("The union now has 40,000 members.", "en", [(Decimal(40000), "exact", "members")]),
        ("For example, rents in Madrid rose 12% last year.", "en", [(Decimal(12), "exact", "percent")]),
        (
            "A survey of 2,000 adults found that 40% skip breakfast.",
            "en",
            [(Decimal(2000), "exact", "adults"), (Decimal(40), "exact", "percent")],
        ),
        ("Por ejemplo, el Ayuntamiento contrató a 25 monitores.", "es", [(Decimal(25), "exact", "monitores")]),
    ],
)
def test_the_same_shapes_keep_the_figure_a_sentence_reports(text, language, expected):
    assert values(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # Rules the fifth blind check prompted, on sentences of our own.
        # Homes described by their floors, even in the plural and coordinated.
        ("En el barrio, las casas de dos y tres plantas se mezclan con chabolas.", "es", []),
        ("Residents of the houses of two or three storeys were moved.", "en", []),
        # A family's size inside another noun phrase.
        ("«Pagamos la escuela de los cuatro niños con lo que manda», dijo.", "es", []),
        ("She pays for the school of the three children alone.", "en", []),
        # A thing imagined by what it would do.
        ('"Even a drug that cuts deaths by half would be a breakthrough," he said.', "en", []),
        ("Incluso una vacuna que evite la mitad de los contagios salvaría vidas.", "es", []),
        # A year however "since" is qualified.
        ("The regulator had known of the fault since at least 2019.", "en", []),
        ("La empresa lo sabía desde al menos 2019, según la jueza.", "es", []),
        ("Since at least 2021 engineers knew of the fault.", "en", []),
        # A quotation that opens by repeating a figure just given.
        (
            'The fine equals roughly nine days of revenue. "Nine days," she said.',
            "en",
            [(Decimal(9), "approximately", "days of revenue")],
        ),
        (
            "La multa equivale a unos tres días de ingresos. «Tres días», repitió la portavoz.",
            "es",
            [(Decimal(3), "approximately", "días de ingresos")],
        ),
        # Spanish ranges of percentages with an article before each, and qualifiers
        # with "al" or an adverb between.
        ("Entre el 30 % y el 40 % son pequeñas explotaciones.", "es", [(Decimal(30), "at_least", "percent")]),
        ("El crecimiento se moderará a entre el 4 % y el 5 %.", "es", [(Decimal(4), "at_least", "percent")]),
        ("El hospital ya opera casi al 95 %.", "es", [(Decimal(95), "less_than", "percent")]),
        (
            "Las exportaciones superarán por primera vez los 3.000 millones de euros.",
            "es",
            [(Decimal(3000000000), "more_than", "euros")],
        ),
    ],
)
def test_descriptions_echoes_and_qualifiers_of_the_fifth_blind_check(text, language, expected):
    assert values(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # The same shapes where the sentence asserts the figure.
        ('The strike lasted nine days. "Nine more days," he said.', "en", [(Decimal(9), "exact", "days")] * 2),
        ("Los tres niños murieron en el incendio.", "es", [(Decimal(3), "exact", "niños")]),
        ("The vaccine prevented 30% of cases in the trial.", "en", [(Decimal(30), "exact", "percent of cases")]),
        ("La empresa tiene 300 trabajadores en la mina.", "es", [(Decimal(300), "exact", "trabajadores")]),
        ("Exports rose 4% in 2019.", "en", [(Decimal(4), "exact", "percent")]),
    ],
)
def test_the_fifth_blind_checks_shapes_keep_asserted_figures(text, language, expected):
    assert values(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A share in words as the subject of its verb.
        ("Roughly two-thirds were started by lightning.", "en", [(Decimal("66.7"), "approximately", "percent")]),
        ("Half were children.", "en", [(Decimal(50), "exact", "percent")]),
        (
            "Viven unos tres millones, de los que cerca de la mitad no tiene papeles.",
            "es",
            [(Decimal(3000000), "approximately", ""), (Decimal(50), "approximately", "percent")],
        ),
        ("Dos tercios no votaron.", "es", [(Decimal("66.7"), "approximately", "percent")]),
        # Not a share: a half of something, a date.
        ("La mitad verde del mapa.", "es", []),
        ("He arrived on the third of May.", "en", []),
        # "The other seven": the rest of a whole counted nearby.
        (
            "Of 40 migrants rescued, 31 were men. The other nine were women.",
            "en",
            # Each part counts what it is said to be (corpus README, "A described part").
            [(Decimal(40), "exact", "migrants"), (Decimal(31), "exact", "men"), (Decimal(9), "exact", "women")],
        ),
        (
            "De los 12 concejales, 8 votaron a favor. Los otros cuatro se abstuvieron.",
            "es",
            [
                (Decimal(12), "exact", "concejales"),
                (Decimal(8), "exact", "concejales"),
                (Decimal(4), "exact", "concejales"),
            ],
        ),
        # A terminal's or a pier's number is a name.
        (
            "Unos 500 manifestantes se reunieron frente al terminal 1.",
            "es",
            [(Decimal(500), "approximately", "manifestantes")],
        ),
        ("Passengers waited at pier 4 for hours.", "en", []),
    ],
)
def test_shares_the_rest_of_a_group_and_names_of_the_fifth_blind_check(text, language, expected):
    assert values(text, language) == expected
