"""Speakers the twelfth and thirteenth blind checks missed, as general rules, on
sentences of our own in English and Spanish: a spokesperson's role names the body
they speak for, but when the text names them after it ("la portavoz de la ONG Mar
Libre, Lucía Robles"), the person named speaks, not the body; a spokesperson no one
named still speaks for no one named; a definite role the text never used before
("sostuvo la mandataria", "advirtió el académico") goes on from the person shown
just before it, unless it replies; a subject left out ("En un comunicado, aseguró
que …", "In a statement, it said …") is the body the sentence before opened with, when
no person is named after it; and "the company said" right after a body spoke
("Velmar said in a statement …") is that body, when no body named is a company and
the one who spoke is not a person nor another kind of body; a maker named by what it
makes ("la fabricante de electrodomésticos Hogaria", "the carmaker Veltro") is the
company; and a bare surname after the word its person was introduced with ("El
lateral Vidal" after "del lateral Marcos Vidal") is shown to be that person."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            '"No hay camas para todos", advirtió ayer en Sevilla la portavoz de la ONG Mar Libre, Lucía Robles. '
            '"Llegamos tarde otra vez".',
            "es",
            "Lucía Robles",
        ),
        (
            "«El puerto no da abasto», dijo el portavoz de la Cruz Roja Insular, Tomás Ferrán.",
            "es",
            "Tomás Ferrán",
        ),
        (
            '"There are not enough beds," warned a spokesman for the NGO Safe Passage, Tom Hale, on Monday. '
            '"We are late again."',
            "en",
            "Tom Hale",
        ),
        (
            '"The port cannot cope," said the spokeswoman for Harbour Aid International, Megan Doyle.',
            "en",
            "Megan Doyle",
        ),
    ],
)
def test_a_spokesperson_named_after_their_role_is_who_speaks(text, language, speaker):
    speakers = quote_speakers(text, language)
    assert speakers
    assert all(who == speaker for _, who in speakers), speakers


@pytest.mark.parametrize(
    "text, language, quote",
    [
        (
            '"No hay camas para todos", dijo una portavoz del ministerio, que pidió no ser identificada.',
            "es",
            "No hay camas para todos",
        ),
        (
            '"There are not enough beds," said a spokesman for the ministry, who asked not to be named.',
            "en",
            "There are not enough beds",
        ),
    ],
)
def test_a_spokesperson_no_one_named_speaks_for_no_one_named(text, language, quote):
    assert quote_speakers(text, language) == [(quote, None)]


LEDE_EN = (
    "MIAMI (AP) — More than 40 passengers aboard a cruise ship have fallen ill with a stomach bug "
    "that doctors believe is norovirus, the state health department said on Tuesday afternoon."
)
LEDE_ES = (
    "SANTANDER (EFE) — Más de 40 pasajeros de un crucero han enfermado por un virus estomacal, "
    "informó este martes por la tarde la consejería de Sanidad del gobierno regional de Cantabria."
)


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            LEDE_EN + "\n\nThe Ocean Lark, operated by Velmar Cruise Line, left port on Friday.\n\n"
            'Velmar said in a statement that cabins were being cleaned. "Our guests come first," the company said.',
            "en",
            "Velmar",
        ),
        (
            LEDE_ES + "\n\nEl Brisa Azul, operado por Velmar Cruceros, zarpó el viernes.\n\n"
            "Velmar dijo en un comunicado que los camarotes se están limpiando. "
            "«Nuestros pasajeros son lo primero», señaló la empresa.",
            "es",
            "Velmar",
        ),
        # A person spoke before: "the company" is not them.
        (
            LEDE_EN + "\n\nThe Ocean Lark left port on Friday with Laura Velmar, a consultant, aboard.\n\n"
            'Velmar said in a statement that cabins were being cleaned. "Our guests come first," the company said.',
            "en",
            None,
        ),
        # A bank spoke before: "la empresa" is not a bank.
        (
            LEDE_ES + "\n\nEl Brisa Azul zarpó el viernes.\n\n"
            "El Banco Velmar dijo en un comunicado que los camarotes se están limpiando. "
            "«Nuestros pasajeros son lo primero», señaló la empresa.",
            "es",
            None,
        ),
    ],
)
def test_the_company_is_the_body_that_spoke_just_before(text, language, speaker):
    speakers = quote_speakers(text, language)
    assert len(speakers) == 1
    assert speakers[0][1] == speaker


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "El puerto cerró ayer.\n\nLa alcaldesa de Villaseca, Rosa Almagro, decretó el estado de emergencia y "
            "pidió ayuda al Gobierno. «No es la primera vez que pasa», sostuvo la regidora.",
            "es",
            "Rosa Almagro",
        ),
        # A dash quote alone in its paragraph, after the person's paragraph.
        (
            "El puerto cerró ayer.\n\nEl geólogo Andrés Bravo, de la Universidad del Sur, explicó que el río se ha "
            "desbordado tres veces.\n\n—El agua llega cada año más alto —advirtió el académico.",
            "es",
            "Andrés Bravo",
        ),
        (
            "The port closed on Monday.\n\nThe mayor of Fenwick, Rosa Hale, declared an emergency and asked the "
            'state for help. "This is not the first time," the councillor said.',
            "en",
            "Rosa Hale",
        ),
        # Who replies is someone else.
        (
            "El puerto cerró ayer.\n\nLa alcaldesa de Villaseca, Rosa Almagro, criticó la gestión del Gobierno. "
            "«Se ha hecho lo que se podía», replicó la ministra.",
            "es",
            None,
        ),
        (
            "The port closed on Monday.\n\nThe mayor of Fenwick, Rosa Hale, criticised the government. "
            '"We did what we could," the minister replied.',
            "en",
            None,
        ),
        # A role of the other gender is someone else.
        (
            "El puerto cerró ayer.\n\nEl alcalde de Villaseca, Pedro Almagro, criticó la gestión del Gobierno. "
            "«Se ha hecho lo que se podía», dijo la ministra.",
            "es",
            None,
        ),
        (
            "The port closed on Monday.\n\nThe mayor of Fenwick, Peter Hale, criticised the government. "
            '"We did what we could," said the chairwoman.',
            "en",
            None,
        ),
        # A role the text gave two people before is neither.
        (
            "El ministro de Hacienda, Luis Prado, y el ministro de Sanidad, Jorge Gil, comparecieron juntos. "
            "«Estamos de acuerdo», dijo el ministro.",
            "es",
            None,
        ),
        (
            "The trade minister, Owen Clarke, and the energy minister, Dev Patel, spoke together. "
            '"We agree," the minister said.',
            "en",
            None,
        ),
        # "The company" is a body's noun, not a new description of the person.
        (
            "The port closed on Monday.\n\nThe mayor of Fenwick, Rosa Hale, declared an emergency. "
            '"Ships will wait," the company said.',
            "en",
            None,
        ),
    ],
)
def test_a_role_going_on_from_the_person_shown_just_before_is_that_person(text, language, speaker):
    speakers = quote_speakers(text, language)
    assert len(speakers) == 1
    assert speakers[0][1] == speaker


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "El puerto cerró ayer.\n\nEl operador, la Autoridad Portuaria de Valmar, defiende el cierre. "
            'En un comunicado, aseguró que la medida "protege a los trabajadores".',
            "es",
            "Autoridad Portuaria de Valmar",
        ),
        (
            "The port closed on Monday.\n\nThe operator, Valmar Port Authority, defended the closure. "
            'In a statement, it said the measure "protects the workers".',
            "en",
            "Valmar Port Authority",
        ),
        # A person named after the body: the body is no longer who the sentence goes on from.
        (
            "El puerto cerró ayer.\n\nLa Autoridad Portuaria de Valmar defiende el cierre, según la concejala Rosa "
            'Almagro. En un comunicado, aseguró que la medida "protege a los trabajadores".',
            "es",
            "Rosa Almagro",
        ),
        (
            "The port closed on Monday.\n\nValmar Port Authority defended the closure, according to councillor Rosa "
            'Hale. In a statement, it said the measure "protects the workers".',
            "en",
            None,
        ),
    ],
)
def test_a_subject_left_out_is_the_body_the_sentence_before_opened_with(text, language, speaker):
    proposals = [p for p in extract(text, language=language) if "protege" in p.quote or "protects" in p.quote]
    assert len(proposals) == 1
    assert proposals[0].speaker == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Madrid, 3 dic (EFE).- La fabricante de electrodomésticos Hogaria anunció este miércoles el cierre de su "
            "planta de Getafe, que dejará sin empleo a unos 800 trabajadores a partir de marzo del año próximo.\n\n"
            "En un comunicado, la empresa atribuyó la decisión a la «caída de la demanda» en Europa.",
            "es",
            "caída de la demanda",
            "Hogaria",
        ),
        (
            "DETROIT (AP) — The carmaker Veltro said on Wednesday it would close its plant in Ohio, leaving about "
            '800 workers without jobs from March next year.\n\n"Demand in Europe has fallen sharply," the company said.',
            "en",
            "Demand in Europe has fallen sharply",
            "Veltro",
        ),
        # Two makers named: "the company" is neither.
        (
            "Madrid, 3 dic (EFE).- La fabricante de electrodomésticos Hogaria y la empresa de logística Trasvía "
            "anunciaron este miércoles el cierre de su planta de Getafe, que dejará sin empleo a unos 800 "
            "trabajadores.\n\nEn un comunicado, la empresa atribuyó la decisión a la «caída de la demanda» en Europa.",
            "es",
            "caída de la demanda",
            None,
        ),
        (
            "DETROIT (AP) — The carmaker Veltro and the chipmaker Ardent said on Wednesday they would close a shared "
            'plant in Ohio, leaving about 800 workers without jobs.\n\n"Demand in Europe has fallen sharply," the '
            "company said.",
            "en",
            "Demand in Europe has fallen sharply",
            None,
        ),
    ],
)
def test_a_maker_named_by_what_it_makes_is_the_company(text, language, words, speaker):
    proposals = [p for p in extract(text, language=language) if words in p.quote]
    assert len(proposals) == 1
    assert proposals[0].speaker == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "El Norte mandaba gracias a los goles del lateral Marcos Vidal.\n\nEl técnico del Norte, Andrés Peña, "
            'lamentó la derrota.\n\nEl lateral Vidal, sin embargo, fue menos prudente: "Con diez no se gana", '
            "afirmó en zona mixta.",
            "es",
            "Con diez no se gana",
            "Marcos Vidal",
        ),
        (
            "North were ahead thanks to goals from the pivot Marcus Vidal.\n\nThe North coach, Andrew Penn, "
            'regretted the defeat.\n\nThe pivot Vidal, however, was less diplomatic: "You cannot win with ten men," '
            "he said.",
            "en",
            "You cannot win with ten men",
            "Marcus Vidal",
        ),
    ],
)
def test_a_surname_after_the_word_its_person_was_introduced_with_is_that_person(text, language, words, speaker):
    proposals = [p for p in extract(text, language=language) if words in p.quote]
    assert len(proposals) == 1
    assert proposals[0].speaker == speaker


def test_a_surname_after_another_word_is_not_shown_to_be_that_person():
    text = (
        "El Norte mandaba gracias a los goles del lateral Marcos Vidal.\n\nEl técnico del Norte, Andrés Peña, "
        'lamentó la derrota.\n\nEl portero Vidal, sin embargo, fue menos prudente: "Con diez no se gana", '
        "afirmó en zona mixta."
    )
    proposals = [p for p in extract(text, language="es") if "Con diez no se gana" in p.quote]
    assert len(proposals) == 1
    assert proposals[0].speaker != "Marcos Vidal"
