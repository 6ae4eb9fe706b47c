"""Speakers the eighth and ninth blind checks missed, as general rules, on sentences of
our own: a body's statement told by its kind ("the club said", "the nonprofit said",
"la empresa afirmó", "In a statement, it said"); the last person introduced speaking
before a pronoun or a bare verb ("afirmó", "lamentó", "fue tajante:"); a dash quotation
whose speaker follows a verb and a place ("—… —gritaba desde la cabecera Ana Ruiz");
and a quotation inside reported speech ("called the deal "…"", "pidió "…"", "said it
wanted a "…"", "…," X was quoted as saying)."""

import pytest

from claims.extraction import extract


def speaker_of(text, language, words):
    """The speaker of the proposal that holds `words` (a quotation's, if one does)."""
    proposals = [p for p in extract(text, language=language) if words in p.quote or p.quote in words]
    assert proposals, f"nothing proposed for {words!r}"
    quotes = [p for p in proposals if p.kind == "quote"]
    return (quotes or proposals)[0].speaker


LEDE_EN = (
    "Westbrook Rovers have agreed to sell a majority stake to a property developer in a deal that values "
    "the League One side at about £40m, ending a year of doubt over its future.\n\n"
    "The developer, Osric Holdings, also owns two hotels in the town. Westbrook Rovers fans welcomed it.\n\n"
)
LEDE_ES = (
    "El Deportivo Arenal ha cerrado la venta del 70% de sus acciones a un fondo estadounidense en una operación "
    "que valora a la entidad en unos 90 millones de euros y que pone fin a meses de incertidumbre.\n\n"
    "El fondo, con sede en Boston, comprará las acciones del Deportivo Arenal en enero.\n\n"
)


@pytest.mark.parametrize(
    "text, language, words, body",
    [
        # The legal form says a company.
        (
            'Regulators fined Brennan Freight Inc. last spring.\n\n"We have fixed the problem," the company said.',
            "en",
            "We have fixed the problem",
            "Brennan Freight Inc.",
        ),
        (
            "La fiscalía investiga a Transportes Ordás S.L. desde marzo.\n\n«Hemos colaborado en todo», dijo la empresa.",
            "es",
            "Hemos colaborado en todo",
            "Transportes Ordás S.L.",
        ),
        # The kind leads the name: "Minera …" is a mining company.
        (
            "Dos empresas explotan el yacimiento. Una de ellas, Minera Valle Hondo, anunció una inversión.\n\n"
            "En un comunicado, la empresa afirmó que opera «con todas las garantías».",
            "es",
            "opera «con todas las garantías»",
            "Minera Valle Hondo",
        ),
        # No body named is of that kind: the one the story is about.
        (LEDE_EN + '"We have secured the future of this club," the club said in a statement.', "en",
         "We have secured the future of this club", "Westbrook Rovers"),
        (LEDE_ES + "«Es un día histórico para todos», afirmó el club en un comunicado.", "es",
         "Es un día histórico para todos", "Deportivo Arenal"),
    ],
)
def test_a_body_told_by_its_kind_is_the_one_body_of_that_kind(text, language, words, body):
    assert speaker_of(text, language, words) == body


@pytest.mark.parametrize(
    "text, language, words",
    [
        # Two companies named: "the company" is neither.
        (
            'Talks between Brennan Freight Inc. and Osler Haulage Ltd. collapsed.\n\n"We walked away," the company said.',
            "en",
            "We walked away",
        ),
        (
            "Transportes Ordás S.L. y Grúas Mena S.A. rompieron el acuerdo.\n\n«Nos fuimos», dijo la empresa.",
            "es",
            "Nos fuimos",
        ),
        # The story's body is a bank, not a club.
        (
            "Northgate Bank has agreed to buy a controlling stake in a regional lender in a deal that values it at "
            "about £300m, ending months of talks with its shareholders.\n\nNorthgate Bank will keep the brand.\n\n"
            '"It is a great day," the club said.',
            "en",
            "It is a great day",
        ),
    ],
)
def test_a_body_kind_no_one_body_fits_is_no_one(text, language, words):
    assert speaker_of(text, language, words) is None


@pytest.mark.parametrize(
    "text, language, words, body",
    [
        (
            "Regulators fined Carlow Health Supply Co. in June.\n\n"
            'The company did not admit wrongdoing. In a statement, it said it had "always followed the law."',
            "en",
            "always followed the law",
            "Carlow Health Supply Co.",
        ),
        (
            LEDE_EN.replace("Westbrook Rovers", "Lakeview Health").replace("League One side", "hospital network")
            + 'The nonprofit said in a statement that it took its systems offline "out of caution."',
            "en",
            "out of caution",
            "Lakeview Health",
        ),
        (
            LEDE_ES + "La entidad aseguró en un comunicado que el club «seguirá siendo de la ciudad».",
            "es",
            "seguirá siendo de la ciudad",
            "Deportivo Arenal",
        ),
    ],
)
def test_it_and_the_nonprofit_after_the_body_was_named(text, language, words, body):
    assert speaker_of(text, language, words) == body


@pytest.mark.parametrize(
    "text, language, words, person",
    [
        # The one introduced speaking in this paragraph, not the one quoted before.
        (
            "—Nos quieren jubilar a los 70 —gritaba desde la primera fila Pilar Ortega, de 58 años.\n\n"
            'El secretario general de la Confederación Vecinal Unitaria (CVU), Ramón Sierra, advirtió de que la protesta "solo acaba de '
            'empezar". "No vamos a parar", afirmó ante los vecinos.',
            "es",
            "No vamos a parar",
            "Ramón Sierra",
        ),
        (
            '"They want us to work until we drop," shouted Peter Lowe, 58, from the front row.\n\n'
            'The general secretary of the United Dockers Federation (UDF), Sam Okoro, warned that the strike "is only the start." '
            '"We will not back down," he told the crowd.',
            "en",
            "We will not back down",
            "Sam Okoro",
        ),
        # A role before the name and the body it belongs to introduce the person.
        (
            "La entrenadora del Arenal, Rosa Blanco, movió el banquillo.\n\n"
            'La técnica del Pinar, Olga Mena, no buscó excusas. "Nos faltó cabeza al final", admitió.',
            "es",
            "Nos faltó cabeza al final",
            "Olga Mena",
        ),
        # A relative clause after the name introduces her too.
        (
            "El ministro de Economía, Luis Prado, habló de inflación.\n\n"
            "En el mercado, Carmen Soto, que vende fruta desde hace 20 años, contó que el flete subió mucho. "
            '"Eso lo pagamos todos", lamentó.',
            "es",
            "Eso lo pagamos todos",
            "Carmen Soto",
        ),
    ],
)
def test_a_pronoun_or_bare_verb_is_the_last_person_introduced_speaking(text, language, words, person):
    assert speaker_of(text, language, words) == person


@pytest.mark.parametrize(
    "text, language, words, person",
    [
        (
            "La técnica del Pinar, Olga Mena, no buscó excusas. Preguntada por su futuro, fue tajante: "
            '"Tengo contrato y ganas".',
            "es",
            "Tengo contrato y ganas",
            "Olga Mena",
        ),
        (
            "The coach of Riverside, Ann Holt, made no excuses. Asked about her future, she was blunt: "
            '"I have a contract and I am staying."',
            "en",
            "I have a contract and I am staying",
            "Ann Holt",
        ),
    ],
)
def test_how_someone_spoke_before_a_colon_frames_the_quotation(text, language, words, person):
    assert speaker_of(text, language, words) == person


@pytest.mark.parametrize(
    "text, language, words, person",
    [
        (
            "—No nos vamos a rendir —gritaba desde la primera fila Pilar Ortega, de 58 años—. Llevamos meses "
            "esperando.",
            "es",
            "No nos vamos a rendir",
            "Pilar Ortega",
        ),
        ('"We will not give up," shouted Peter Lowe, 58, from the front row.', "en", "We will not give up",
         "Peter Lowe"),
    ],
)
def test_a_shouted_quotation_is_the_shouters(text, language, words, person):
    assert speaker_of(text, language, words) == person


@pytest.mark.parametrize(
    "text, language, words, person",
    [
        # A verb naming what its object is, in the speaker's words.
        ('Ohio Attorney General Mark Dillard called the settlement "a first step toward justice."', "en",
         "a first step toward justice", "Mark Dillard"),
        ('La alcaldesa, Marta Gil, tachó el plan de "una chapuza sin precedentes".', "es",
         "una chapuza sin precedentes", "Marta Gil"),
        # A body's initials inside the role before the name.
        (
            "La presidenta de la Federación de Comercio (FECO), Julia Vera, señaló que el sector emplea a miles "
            'de personas y pidió "no demonizar" a los turistas.',
            "es",
            "no demonizar",
            "Julia Vera",
        ),
        (
            "The head of the Retail Federation (RF), Julia Vera, said the sector employed thousands and asked "
            'shoppers "not to panic" this winter.',
            "en",
            "not to panic",
            "Julia Vera",
        ),
        # A quotation closing reported speech is followed by the next sentence, not its frame.
        (
            'Gary Lund, a student, said the sit-in would go on.\n\nCollege President Alan Price said in a statement '
            'that he "respects the students" but that the sit-in was "harming the staff who serve them." He said '
            "the college faced a deficit.",
            "en",
            "harming the staff who serve them",
            "Alan Price",
        ),
        (
            'Lucía Gómez, estudiante, dijo que seguirán.\n\nEl rector, Alberto Ruiz, dijo que respeta la protesta '
            'pero que la ocupación "perjudica al personal de la facultad." Luego habló del presupuesto.',
            "es",
            "perjudica al personal de la facultad",
            "Alberto Ruiz",
        ),
        # The subject speaks in a second predicate joined without a comma.
        (
            "The Riverside Tenants Union, which has nearly 2,000 members, gave the plan a cool reception but said "
            'it wanted a "binding rent cap" for every tenant.',
            "en",
            "it wanted a",
            "Riverside Tenants Union",
        ),
        (
            "La Cofradía de Pescadores del Sur, que agrupa a 300 barcos, rechazó el plan y aseguró que recurrirá "
            '"hasta el final" la decisión del ministerio.',
            "es",
            "recurrirá",
            "Cofradía de Pescadores del Sur",
        ),
        # A passive frame after the quotation.
        (
            '"The controls fell far short," Teresa Vall, the regulator\'s director of enforcement, was quoted as '
            "saying in its statement.",
            "en",
            "The controls fell far short",
            "Teresa Vall",
        ),
        (
            "«Los controles fallaron», declaró Teresa Vall, directora de supervisión, según recoge el comunicado.",
            "es",
            "Los controles fallaron",
            "Teresa Vall",
        ),
    ],
)
def test_a_quotation_inside_reported_speech_is_the_reporting_subjects(text, language, words, person):
    assert speaker_of(text, language, words) == person


def test_the_first_predicate_before_the_subjects_speech_stays_the_articles_own():
    text = (
        "The Riverside Tenants Union, which has nearly 2,000 members, gave the plan a cool reception but said "
        'it wanted a "binding rent cap" for every tenant.'
    )
    assert speaker_of(text, "en", "gave the plan a cool reception") is None


@pytest.mark.parametrize(
    "text, language, words, person",
    [
        # A long definite role after the verb and before the name.
        (
            '"La niebla era muy densa", ha explicado a EFE la delegada del Gobierno en Soria, Marta Gil.\n\n'
            "«Muchos conductores iban demasiado rápido», ha señalado la delegada.",
            "es",
            "Muchos conductores iban demasiado rápido",
            "Marta Gil",
        ),
        (
            '"The fog was very thick," said the regional director of the parks agency in Alberta, Sam Hale.\n\n'
            '"Many drivers were going too fast," the director said.',
            "en",
            "Many drivers were going too fast",
            "Sam Hale",
        ),
        # A place after "de" read as a name does not hold the role too.
        (
            "El alcalde de Villanueva del Campo, Luis Mora, ha pedido paneles al ministerio.\n\n"
            '"Llevamos años pidiéndolo", ha lamentado el regidor.',
            "es",
            "Llevamos años pidiéndolo",
            "Luis Mora",
        ),
        (
            "The mayor of Glen Harbour, Tom Reid, asked the ministry for signs.\n\n"
            '"We have asked for years," the mayor said.',
            "en",
            "We have asked for years",
            "Tom Reid",
        ),
        # Every word of the role: the chief executive, not the executive director.
        (
            'Chief Executive Officer Rachel Amis said profits rose again this year. Therese Vall, the regulator\'s '
            "executive director of enforcement, said the bank had failed its customers.\n\n"
            'The chief executive said the problems were "historic" and had been "fully fixed."',
            "en",
            "historic",
            "Rachel Amis",
        ),
        (
            "El consejero delegado, Pedro Lago, dijo que el beneficio creció este año. La consejera de la CNMV, "
            "Ana Rius, dijo que el banco falló a sus clientes.\n\n"
            'El consejero delegado aseguró que los problemas eran "históricos" y estaban "resueltos".',
            "es",
            "históricos",
            "Pedro Lago",
        ),
        # One person by a shorter and a fuller name; a body's name is no defendant.
        (
            "La Fiscalía pide ocho años de cárcel para Ramón Vidal.\n\nComenzó el juicio contra Ramón Vidal Soler, "
            "el gerente de la promotora Residencial Los Pinos, acusado de estafa.\n\n"
            'El acusado aseguró que se trataba de "pagos reales" y que no recordaba nada.',
            "es",
            "pagos reales",
            "Ramón Vidal Soler",
        ),
        (
            "Prosecutors want eight years in prison for Mark Hale.\n\nThe trial of Mark Hale Jones, the manager "
            "of the housing cooperative Riverside Homes, accused of fraud, opened on Monday.\n\n"
            'The defendant said the payments were for "genuine services" and that he remembered nothing.',
            "en",
            "genuine services",
            "Mark Hale Jones",
        ),
    ],
)
def test_a_definite_role_is_the_one_person_who_holds_it(text, language, words, person):
    assert speaker_of(text, language, words) == person
