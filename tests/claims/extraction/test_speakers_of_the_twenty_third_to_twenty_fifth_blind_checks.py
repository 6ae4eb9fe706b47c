"""Speakers of forms the twenty-third to twenty-fifth blind checks (blind20–22)
missed, as general rules on sentences of our own in English and Spanish."""

from decimal import Decimal

import pytest

from claims.extraction import extract
from claims.extraction.nicknames import without_nicknames
from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


# A nickname in quotation marks between a first name and a surname is part of the
# name: the surname alone later is that person, and the nickname is no quotation.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            'La cantante Lucía "Lula" Moreno cerró la gira el viernes en Valencia.\n\n'
            "Moreno no quiso hablar de su próximo disco.\n\n"
            "—Ahora necesito descansar —dijo—. Luego ya veremos.",
            "es",
            "necesito descansar",
            "Lucía Moreno",
        ),
        (
            "Su representante, Tomás “Toto” Garrido, dijo que la gira se reanudará en marzo.",
            "es",
            "la gira se reanudará",
            "Tomás Garrido",
        ),
        (
            'The welterweight Marcus "Hammer" Doyle kept his title on Saturday.\n\n'
            'Doyle did not name his next opponent. "I will fight anyone, anywhere," he said.',
            "en",
            "fight anyone",
            "Marcus Doyle",
        ),
        (
            'His trainer, Pete "Red" Sullivan, said the champion would rest for a month.',
            "en",
            "the champion would rest",
            "Pete Sullivan",
        ),
    ],
)
def test_a_nickname_inside_a_name_is_part_of_it(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found
    assert not any(kind == "quote" and quote in ("Lula", "Toto", "Hammer", "Red") for kind, quote, _ in found)


@pytest.mark.parametrize(
    "text",
    [
        # A quoted title or word after a name, or a quotation that ends before a
        # capitalised word, is no nickname.
        'The minister called the plan "Reckless" Tuesday.',
        'Ana Ruiz said "No". Pedro then left.',
        'Ruiz dijo: "Basta". Luego se fue.',
        'She read "Dune" twice.',
    ],
)
def test_a_quotation_that_is_no_nickname_stays(text):
    assert without_nicknames(text) == text


# A role comes right after the name: after a circumstance ("en el ring", "at the
# rally"), what follows the comma is more of the circumstance, not who spoke.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La tenista Paula Ibáñez ganó la final en tres sets.\n\n"
            '"Hoy jugué el mejor partido de mi vida", dijo Ibáñez en la pista, todavía con la raqueta en la mano.',
            "es",
            "el mejor partido",
            "Paula Ibáñez",
        ),
        (
            "El alcalde Rubén Soto inauguró el puente.\n\n"
            "«Es una obra esperada», afirmó Soto en el acto, ya sin la banda municipal.",
            "es",
            "una obra esperada",
            "Rubén Soto",
        ),
        (
            "The sprinter Kayla Brooks won the final.\n\n"
            '"I felt strong," said Brooks on the track, still short of breath after the race.',
            "en",
            "I felt strong",
            "Kayla Brooks",
        ),
        # Negative: a role right after the name stays the speaker's.
        (
            "«Hubo que evacuar a los vecinos», dijo Ana Pérez, comandante de bomberos.",
            "es",
            "evacuar a los vecinos",
            "Ana Pérez",
        ),
    ],
)
def test_what_follows_a_circumstance_is_no_role(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A name that says which body the noun after it is ("the Save the Meadow campaign")
# is that body's, never the last person "she" or "he" stands for.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Nadia Harrow, 41, who set up the Keep Elmfield Green campaign last year, said the plan was unfair.\n\n"
            '"Children play on that field every day," she said.\n\n'
            "A spokesperson for Keep Elmfield Green said the group would appeal.",
            "en",
            "Children play",
            "Nadia Harrow",
        ),
        (
            "Owen Pryce, a retired teacher who chairs the Dunmore Tenants group, said rents had doubled.\n\n"
            '"We cannot keep paying this," he said.\n\n'
            "A spokesman for Dunmore Tenants said a meeting was planned.",
            "en",
            "keep paying",
            "Owen Pryce",
        ),
        (
            "Marta Lozano, de 52 años, que fundó la plataforma Salvemos la Ribera, dijo que la obra era ilegal.\n\n"
            "«Aquí nadamos desde niños», afirmó.\n\n"
            "Un portavoz de Salvemos la Ribera dijo que recurrirán.",
            "es",
            "nadamos desde niños",
            "Marta Lozano",
        ),
        # Negative: a person followed by a verb, not a body's noun, stays a person.
        (
            'Nadia Harrow campaigned for years.\n\n"We will not stop," she said.',
            "en",
            "We will not stop",
            "Nadia Harrow",
        ),
    ],
)
def test_a_name_before_a_body_noun_is_no_person(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# "according to X, <an apposition with a relative clause>" closing a sentence: X
# speaks, and the apposition only says who X is.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The fire is the fourth at a recycling plant in the county this year, according to the Fenwick "
            "Fire Watch, a volunteer arm of the county's Fire Service that is helping the plant review its safety.",
            "en",
            "The fire is the fourth",
            "Fenwick Fire Watch",
        ),
        (
            "El incendio es el cuarto en una planta de reciclaje de la provincia este año, según la Red Vigía "
            "Rural, una unidad voluntaria de la Guardia Civil que está ayudando a la planta a revisar su seguridad.",
            "es",
            "El incendio es el cuarto",
            "Red Vigía Rural",
        ),
        # Negative: a description of a document after "according to" stays one source.
        (
            "Break-ins doubled last winter, according to figures released by the county on Monday.",
            "en",
            "Break-ins doubled",
            None,
        ),
    ],
)
def test_according_to_a_name_and_its_apposition(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A spokesperson named by their body before the word and by where they are after it
# ("An FBI spokesperson in Cincinnati") speaks for that body; a spokesperson with a
# place alone is no one named.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        ("A Corvane spokeswoman in Brussels said the company would appeal.", "en", "would appeal", "Corvane"),
        ("An NHS spokesperson at Leeds General said the ward had reopened.", "en", "had reopened", "NHS"),
        ("Un portavoz de Corvane en Bruselas dijo que la empresa recurrirá la multa.", "es", "recurrirá", "Corvane"),
        ("A spokeswoman in Brussels said the company would appeal.", "en", "would appeal", None),
    ],
)
def test_a_spokesperson_and_where_they_are(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A name, then a long apposition that says who they are (and a relative clause after
# it), then the verb: the name speaks.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Dr. Miriam Olsen, a soil scientist at the Northern Plains Research Station in Fargo who was not "
            "involved in the survey, said the losses were likely to be underestimated.",
            "en",
            "likely to be underestimated",
            "Miriam Olsen",
        ),
        (
            "La profesora Inés Calvo, una especialista en glaciares del Instituto Andino de Montaña en Mendoza "
            "que no participó en el estudio, dijo que parte del deshielo se debe a ciclos naturales.",
            "es",
            "ciclos naturales",
            "Inés Calvo",
        ),
        # Negative: a clause, not a name with its apposition, stays no one's.
        (
            "The losses at the farms in the north of the state were larger than the survey of the "
            "department had shown, officials at the Northern Plains Research Station in Fargo said.",
            "en",
            "The losses at the farms",
            None,
        ),
    ],
)
def test_a_name_and_a_long_apposition_before_the_verb(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A speaker set off by commas after the first words of a sentence ("Even so, Okoro
# said, …", "Aun así, dijo Okoro, …") speaks the sentence.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Nurse manager Grace Okoro has run the ward since 2019.\n\n"
            "Even so, Okoro said, the unit keeps losing staff to private clinics in the capital.",
            "en",
            "keeps losing staff",
            "Grace Okoro",
        ),
        (
            "Nurse manager Grace Okoro has run the ward since 2019.\n\n"
            "Night shifts, she added, are the hardest to fill in the winter months.",
            "en",
            "hardest to fill",
            "Grace Okoro",
        ),
        (
            "La jefa de enfermería, Grace Okoro, dirige la planta desde 2019.\n\n"
            "Aun así, dijo Okoro, la unidad sigue perdiendo personal frente a las clínicas privadas.",
            "es",
            "sigue perdiendo personal",
            "Grace Okoro",
        ),
        # Negative: commas around a place or a time are no speaker.
        (
            "Nurse manager Grace Okoro has run the ward since 2019.\n\n"
            "In the capital, on most nights, the unit keeps losing staff to private clinics.",
            "en",
            "keeps losing staff",
            None,
        ),
    ],
)
def test_a_speaker_set_off_by_commas(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# Asking reports words when what is asked follows as a clause ("pidió además que …",
# "asked that …"); asking for a thing is no speech.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La concejala Rocío Almeida criticó el contrato del agua.\n\n"
            "Almeida pidió además que el alcalde publique las facturas pagadas a la empresa.",
            "es",
            "publique las facturas",
            "Rocío Almeida",
        ),
        (
            "Councillor Ruth Ames criticised the water contract.\n\n"
            "Ames also asked that the mayor publish the invoices paid to the company.",
            "en",
            "publish the invoices",
            "Ruth Ames",
        ),
        # Negative: asking for a thing reports no words.
        (
            "Councillor Ruth Ames was arrested on Friday.\n\nAmes asked for a lawyer and a translator at the station.",
            "en",
            "a lawyer and a translator",
            None,
        ),
        (
            "La concejala Rocío Almeida fue detenida el viernes.\n\n"
            "Almeida pidió un abogado y un intérprete en la comisaría.",
            "es",
            "un abogado y un intérprete",
            None,
        ),
    ],
)
def test_asking_that_reports_words(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# Whom it was told, then a first name and a surname after the verb: "contó a Reuters
# Marta Riquelme" is Marta Riquelme speaking to Reuters.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "El delegado regional, Tomás Fuentes, informó que hay 200 evacuados.\n\n"
            "«Lo perdimos todo en media hora», contó a Reuters Lidia Soto, de 58 años, que huyó con su nieto.",
            "es",
            "Lo perdimos todo",
            "Lidia Soto",
        ),
        (
            "Unos 300 coches quedaron atrapados entre Reinosa y Aguilar de Campoo.\n\n"
            "«Estuvimos parados toda la noche», relató a Europa Press Marta Gil, que viajaba con sus hijos.",
            "es",
            "Estuvimos parados",
            "Marta Gil",
        ),
        (
            "«El agua llegó hasta el techo», dijo a Telemundo Carlos Ibarra, vecino del barrio.",
            "es",
            "El agua llegó",
            "Carlos Ibarra",
        ),
        # Negative: an outlet named in several words, with no person after it, leaves
        # the verb to the person named before.
        (
            "El alcalde Pedro Gil visitó la zona.\n\n"
            "«El agua llegó hasta el techo», dijo en una entrevista con Radio Santa María Auxiliadora.",
            "es",
            "El agua llegó",
            "Pedro Gil",
        ),
        (
            'Mayor Peter Gill toured the area.\n\n"The water reached the roof," Lydia Shaw told Reuters.',
            "en",
            "The water reached",
            "Lydia Shaw",
        ),
    ],
)
def test_a_person_named_after_whom_it_was_told(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A utility is named by what it supplies: "the utility said" after "the Harlow Valley
# Water Authority"; "la eléctrica" after "Energía del Sur".
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The Harlow Valley Water Authority said its plants were safe.\n\n"
            "Bills cannot be paid online for at least a week, the utility said.",
            "en",
            "Bills cannot be paid online",
            "Harlow Valley Water Authority",
        ),
        (
            "The Lakeside Power Board restored supply to most homes overnight.\n\n"
            "About 2,000 homes remain without electricity, the utility said on Monday.",
            "en",
            "remain without electricity",
            "Lakeside Power Board",
        ),
        (
            "La Empresa Energía del Sur cortó el suministro a varios barrios.\n\n"
            "Unos 2.000 hogares siguen sin luz, informó la eléctrica.",
            "es",
            "siguen sin luz",
            "Empresa Energía del Sur",
        ),
        # Negative: a body named by no supply is not "the utility".
        (
            "The Harlow Valley Tenants Association criticised the bills.\n\n"
            "Bills cannot be paid online for at least a week, the utility said.",
            "en",
            "Bills cannot be paid online",
            None,
        ),
    ],
)
def test_a_utility_named_by_what_it_supplies(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# When it was said, before or after a speaker named after a closing verb ("…,
# informó este lunes la empresa", "…, said the board on Monday"), is not part of who.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La Empresa Aguas del Valle cortó el suministro.\n\nUnos 2.000 hogares siguen sin agua, informó la empresa este lunes.",
            "es",
            "siguen sin agua",
            "Empresa Aguas del Valle",
        ),
        (
            "La Empresa Aguas del Valle cortó el suministro.\n\nUnos 2.000 hogares siguen sin agua, informó este lunes la empresa.",
            "es",
            "siguen sin agua",
            "Empresa Aguas del Valle",
        ),
        (
            "The Dale Water Board cut supply.\n\nAbout 2,000 homes remain without water, said the board on Monday.",
            "en",
            "remain without water",
            "Dale Water Board",
        ),
        (
            "The Dale Water Board cut supply.\n\nAbout 2,000 homes remain without water, said the board this morning.",
            "en",
            "remain without water",
            "Dale Water Board",
        ),
    ],
)
def test_when_it_was_said_is_not_who_said_it(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A spokesperson for a named body who speaks a quotation speaks on as "he", "she" or
# a Spanish verb without a subject in the next sentence, for the body.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Rice prices rose again on Monday.\n\n"
            "“Growers carry all the risk,” a spokesman for the Delta Rice Growers Union said. "
            "He said hoarding by traders had become “a real problem”.",
            "en",
            "a real problem",
            "Delta Rice Growers Union",
        ),
        (
            "El precio del arroz volvió a subir el lunes.\n\n"
            "«Los productores cargan con todo el riesgo», dijo una portavoz de la Unión de Arroceros del Delta. "
            "Añadió que el acaparamiento de los intermediarios se ha convertido en «un problema real».",
            "es",
            "el acaparamiento de los intermediarios",
            "Unión de Arroceros del Delta",
        ),
        # Negative: a person named after the spokesperson is who "he" is.
        (
            "“Growers carry all the risk,” a spokesman for the Delta Rice Growers Union said. "
            "The trader Paul Okafor disagreed. He said hoarding was a myth invented by the union.",
            "en",
            "hoarding was a myth",
            "Paul Okafor",
        ),
    ],
)
def test_a_spokesperson_quoted_speaks_on(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A subject after an intro ("Por su parte, el Grupo Norte …", "Meanwhile, the Harbour
# Growers Union …") speaks in its sentence's second predicate.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Por su parte, el Grupo Norte rechazó las acusaciones y sostuvo que «el precio lo marca el mercado».",
            "es",
            "el precio lo marca",
            "Grupo Norte",
        ),
        (
            "Por su parte, el Grupo Norte, que reúne a las grandes bodegas, rechazó las acusaciones y sostuvo que "
            "los precios los fija el mercado cada temporada.",
            "es",
            "los fija el mercado",
            "Grupo Norte",
        ),
        (
            "Meanwhile, the Harbour Growers Union rejected the claims and said “prices are set by the market”.",
            "en",
            "prices are set",
            "Harbour Growers Union",
        ),
        # Negative: an intro followed by no named subject leaves the words no one's.
        (
            "Meanwhile, prices rose again in March and analysts expect a further rise in the summer.",
            "en",
            "prices rose again",
            None,
        ),
    ],
)
def test_a_subject_after_an_intro_speaks_in_its_second_predicate(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# What someone described as "…" is a quotation of theirs: "after what Ms Osei
# described as “…”", "tras lo que Gil calificó de «…»".
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Councillor Ama Osei proposed the cuts.\n\n"
            "The library service faces a gap of £2m, after what Ms Osei described as “a decade of being starved”.",
            "en",
            "a decade of being starved",
            "Ama Osei",
        ),
        (
            "La alcaldesa Ana Gil presentó el plan.\n\n"
            "El ayuntamiento arrastra una deuda de 20 millones, tras lo que Gil calificó de «diez años de abandono».",
            "es",
            "diez años de abandono",
            "Ana Gil",
        ),
        # Negative: a description by people no one named is no one's.
        (
            "Councillor Ama Osei proposed the cuts.\n\n"
            "The library service faces a gap of £2m, after what critics described as “a decade of waste”.",
            "en",
            "a decade of waste",
            None,
        ),
    ],
)
def test_what_someone_described_as_is_their_quotation(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A first predicate with a figure stays the article's, and the subject speaks in the
# second ("… suspendió la licencia de los seis investigados y aseguró que …").
@pytest.mark.parametrize(
    "text, language, words, speaker, figure",
    [
        (
            "La Federación Española de Remo (FER) suspendió la licencia de los seis investigados y aseguró que "
            "colaborará plenamente con la justicia.",
            "es",
            "colaborará plenamente",
            "Federación Española de Remo",
            "6",
        ),
        (
            "The Harbour Rowing Federation suspended the licences of the six athletes and said it would "
            "cooperate fully with the police.",
            "en",
            "cooperate fully",
            "Harbour Rowing Federation",
            "6",
        ),
    ],
)
def test_a_figure_in_the_first_predicate_and_speech_in_the_second(text, language, words, speaker, figure):
    proposals = extract(text, language=language)
    who, found = speaker_of(text, language, words)
    assert who == speaker, found
    assert [(p.value, p.speaker) for p in proposals if p.value is not None] == [(Decimal(figure), None)]


# A role with a relative clause of "that" or "which", then the name set off by commas:
# "The engineering firm that carried out the inspection, Corran Structures, said".
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "The surveying firm that inspected the dam in 2022, Halden Surveys, said it had warned the council twice.",
            "en",
            "warned the council twice",
            "Halden Surveys",
        ),
        (
            "La consultora que inspeccionó la presa en 2022, Estudios Halden, aseguró que había advertido al "
            "ayuntamiento dos veces.",
            "es",
            "advertido al ayuntamiento",
            "Estudios Halden",
        ),
        # Negative: a role whose clause names no one after it stays no one named.
        (
            "The surveying firm that inspected the dam in 2022 said it had warned the council twice.",
            "en",
            "warned the council twice",
            None,
        ),
    ],
)
def test_a_role_by_deed_then_its_name(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# How one said one felt, in one's own words: "se mostró «satisfecha»", "declared
# herself "satisfied"".
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La fiscal del caso, Elena Duarte, había pedido seis años de cárcel.\n\n"
            "Tras la sentencia, la fiscal se mostró «satisfecha en lo esencial» y anunció que no recurrirá.",
            "es",
            "satisfecha en lo esencial",
            "Elena Duarte",
        ),
        (
            "The prosecutor, Helen Duarte, had asked for six years.\n\n"
            'After the verdict, Duarte declared herself "satisfied in the main" with the sentence.',
            "en",
            "satisfied in the main",
            "Helen Duarte",
        ),
        # Negative: showing a thing is no speech.
        (
            "La fiscal del caso, Elena Duarte, había pedido seis años de cárcel.\n\n"
            "La defensa mostró «documentos nuevos» durante la vista de este martes en el juzgado.",
            "es",
            "documentos nuevos",
            None,
        ),
    ],
)
def test_how_one_said_one_felt(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# Criticising what a clause says reports words ("ha criticado que …"); criticising a
# thing does not. English writes "complained that", already a speech verb.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La asociación de vecinos del barrio, Vecinos del Ensanche, ha criticado que muchas familias se "
            "enteraran del corte de agua por la radio.",
            "es",
            "se enteraran del corte",
            "Vecinos del Ensanche",
        ),
        (
            "The residents' association, Eastgate Neighbours, complained that many families learned of the "
            "water cut from the radio.",
            "en",
            "learned of the water cut",
            "Eastgate Neighbours",
        ),
        # Negative: criticising a thing is no speech.
        (
            "La asociación Vecinos del Ensanche criticó el plan de obras del ayuntamiento para el verano.",
            "es",
            "el plan de obras",
            None,
        ),
    ],
)
def test_criticising_what_a_clause_says(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# Not ruling out what one may do says it, and a body named again by its kind ("El
# sindicato", "The union") speaks in its sentence's second predicate.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "El Sindicato de Estibadores del Puerto convocó la huelga.\n\n"
            "El sindicato anunció una marcha para el jueves y no descartó bloquear la carretera del puerto "
            "si la empresa no negocia.",
            "es",
            "bloquear la carretera",
            "Sindicato de Estibadores del Puerto",
        ),
        (
            "The Harbour Dockers Union called the strike.\n\n"
            "The union announced a march for Thursday and did not rule out blocking the port road if the "
            "company refuses to talk.",
            "en",
            "blocking the port road",
            "Harbour Dockers Union",
        ),
        (
            "La presidenta saliente, Carmen Olmos, reconoció la derrota y felicitó al ganador, pero no descartó "
            "intentar una mayoría alternativa con los regionalistas.",
            "es",
            "una mayoría alternativa",
            "Carmen Olmos",
        ),
        # Negative: ruling a thing out, with no "no", is no speech of this kind.
        (
            "El Sindicato de Estibadores del Puerto convocó la huelga.\n\n"
            "El sindicato descartó la marcha del jueves por la lluvia prevista en toda la costa.",
            "es",
            "la marcha del jueves",
            None,
        ),
    ],
)
def test_not_ruling_out_says_it(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# Rejecting what others said, before saying more ("rejected the report's conclusions
# and said …", "rechazó las acusaciones y sostuvo que …"), is the subject's speech
# too; rejecting a bid or a plan is a decision, the article's own.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Mayor Ruth Adeyemi, who has led the council since 2019, rejected the auditors' conclusions and said "
            "most of the overspend came from rising building costs.",
            "en",
            "rejected the auditors' conclusions",
            "Ruth Adeyemi",
        ),
        (
            "Por su parte, la Asociación de Constructores del Valle, que reúne a las grandes empresas, rechazó las "
            "acusaciones y sostuvo que la mayor parte del sobrecoste se debe a la subida de los materiales.",
            "es",
            "rechazó las acusaciones",
            "Asociación de Constructores del Valle",
        ),
        # Negative: rejecting a bid is the article's own.
        (
            "Mayor Ruth Adeyemi rejected the bid and said the council would look again at the whole plan next year.",
            "en",
            "rejected the bid",
            None,
        ),
    ],
)
def test_rejecting_what_others_said_is_speech(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A lawyer named again by another word for the trade: "añadió el letrado" after "El
# abogado de …, Ignacio Vela"; "the attorney added" after "his lawyer, Ian Vale".
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "El abogado del acusado, Ignacio Vela, anunció que recurrirá.\n\n"
            "«Vamos a demostrar que esta condena es injusta», añadió el letrado.",
            "es",
            "esta condena es injusta",
            "Ignacio Vela",
        ),
        (
            "The defendant's lawyer, Ian Vale, said he would appeal.\n\n"
            '"We will show this conviction is wrong," the attorney added.',
            "en",
            "this conviction is wrong",
            "Ian Vale",
        ),
        # Negative: a role no one named before stays no one's.
        (
            "El acusado no declaró durante el juicio.\n\n«Vamos a recurrir la condena», añadió el letrado.",
            "es",
            "recurrir la condena",
            None,
        ),
    ],
)
def test_a_lawyer_named_again_by_another_word(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A title that is also a body's word ("Prosecutor", "Fiscal") before a name is a
# title: the person named is who "he" or a Spanish verb without a subject is.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Prosecutor Daniel Rojas said his office had opened an investigation.\n\n"
            '"Those responsible will answer for it," he told reporters.',
            "en",
            "will answer for it",
            "Daniel Rojas",
        ),
        (
            "La Fiscal Marta Rojas abrió una investigación penal.\n\n«Los responsables responderán», afirmó.",
            "es",
            "Los responsables responderán",
            "Marta Rojas",
        ),
        # Negative: a body named with the word stays a body, never "he".
        (
            "The Prosecutor General's Office opened an investigation.\n\n"
            '"Those responsible will answer for it," he told reporters.',
            "en",
            "will answer for it",
            None,
        ),
    ],
)
def test_a_title_that_is_also_a_bodys_word(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A person's role in a named body, then the holder's name after the verb: the person
# speaks ("dijo el consejero delegado de la aerolínea Iberavia, Jordi Massaguer").
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "«Es inaceptable que los pasajeros paguen por un conflicto ajeno», dijo en un comunicado el consejero "
            "delegado de la aerolínea Solavia, Jorge Marsal.",
            "es",
            "Es inaceptable",
            "Jorge Marsal",
        ),
        (
            '"Passengers should not pay for someone else\'s dispute," said the chief executive of the airline '
            "Skyvia, John Mercer.",
            "en",
            "Passengers should not pay",
            "John Mercer",
        ),
        # Negative: with no name after the role, the body speaks.
        (
            "«Es inaceptable que los pasajeros paguen por un conflicto ajeno», dijo un portavoz de la aerolínea "
            "Solavia.",
            "es",
            "Es inaceptable",
            "Solavia",
        ),
    ],
)
def test_a_role_in_a_named_body_then_its_holder(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# An adverb between a speech verb and what it reports ("Sostuvo, además, que …",
# "He said, too, that …") keeps the verb's speaker.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Su gerente general, Fernando Vidal, aseguró que la empresa cumplió con su parte.\n\n"
            "Sostuvo, además, que el túnel del puerto estará terminado antes del verano.",
            "es",
            "el túnel del puerto",
            "Fernando Vidal",
        ),
        (
            "Su gerente general, Fernando Vidal, aseguró que la empresa cumplió con su parte.\n\n"
            "Sostuvo además que el túnel del puerto estará terminado antes del verano.",
            "es",
            "el túnel del puerto",
            "Fernando Vidal",
        ),
        (
            "The project's manager, Frank Vidal, said the company had done its part.\n\n"
            "Vidal said, too, that the harbour tunnel would be finished before the summer.",
            "en",
            "the harbour tunnel",
            "Frank Vidal",
        ),
        # Negative: a Spanish verb without "que" after it reports nothing.
        (
            "Su gerente general, Fernando Vidal, aseguró que la empresa cumplió con su parte.\n\n"
            "Dice mucho de la ciudad que el túnel del puerto siga sin terminar.",
            "es",
            "Dice mucho de la ciudad",
            None,
        ),
    ],
)
def test_an_adverb_between_the_verb_and_what_it_reports(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found


# A definite role that closed the last sentence as its speaker is who a later "she",
# "he" or Spanish verb without a subject is, however far back the name was given.
@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "La directora general de Salud, Lucía Berro, presentó el plan.\n\n"
            "El plan cuenta con un presupuesto de 74 millones de euros.\n\n"
            "Cada año se diagnostican unos 2.300 casos, según la sociedad médica.\n\n"
            "La cobertura alcanzó el 89% el año pasado, ha reconocido la directora general.\n\n"
            "«Tenemos que hacer un esfuerzo especial con los chicos», ha señalado.",
            "es",
            "un esfuerzo especial",
            "Lucía Berro",
        ),
        (
            "The health minister, Lucy Barr, presented the plan.\n\n"
            "The plan has a budget of 74 million euros.\n\n"
            "Some 2,300 cases are diagnosed each year, according to the medical society.\n\n"
            "Coverage reached 89% last year, the minister said.\n\n"
            '"We have to make a special effort with boys," she added.',
            "en",
            "a special effort",
            "Lucy Barr",
        ),
        # Negative: a role of the other gender does not stand for her.
        (
            "The health minister, Lucy Barr, presented the plan.\n\n"
            "The plan has a budget of 74 million euros.\n\n"
            "Some 2,300 cases are diagnosed each year, according to the medical society.\n\n"
            "Coverage reached 89% last year, the minister said.\n\n"
            '"We have to make a special effort with boys," he added.',
            "en",
            "a special effort",
            None,
        ),
    ],
)
def test_a_role_that_spoke_last_is_who_speaks_on(text, language, words, speaker):
    who, found = speaker_of(text, language, words)
    assert who == speaker, found
