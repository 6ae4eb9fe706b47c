"""Speakers the tenth and eleventh blind checks missed, as general rules, on sentences
of our own in English and Spanish: an abbreviated title before a surname ("Cr Vella",
"Cllr Okafor") is a title, not part of the name; a role told by its holder's deed
before the name ("The MP who introduced the bill, Joanna Pryce"); a body called by a
word for its kind ("the college", "la dependencia") after its name; a title's word
that heads a body's name ("Secretaría de Salud"); a person a relative clause goes on
about is who speaks next, even after a preposition ("la de Ana Gil, de 60 años,
quien …"); a possessive subject after a verb and its addressee ("contó a los
periodistas su padre, …"); a quotation alone in its paragraph carries on whoever
spoke just before it; and one of a body's people no one named ("un dirigente de la
Federación …", "a source at the Treasury") speaks for no one named."""

import pytest

from claims.extraction import extract
from claims.extraction.names import find_name_mentions, title_length


def speaker_of(text, language, words):
    """The speaker of the proposal that holds `words` (a quotation's, if one does)."""
    proposals = [p for p in extract(text, language=language) if words in p.quote or p.quote in words]
    assert proposals, f"nothing proposed for {words!r}"
    quotes = [p for p in proposals if p.kind == "quote"]
    return (quotes or proposals)[0].speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        # An abbreviated title (councillor, commander) is no part of the name.
        (
            'Deputy Mayor Rhona Tull opened the meeting.\n\n"The rates will not rise this year," Cllr Tull said.',
            "en",
            "The rates will not rise this year",
            "Rhona Tull",
        ),
        (
            'Councillor Amit Desai chairs the panel. "We were never consulted," Cr. Desai said.',
            "en",
            "We were never consulted",
            "Amit Desai",
        ),
        (
            'Commander Lena Brook led the search.\n\n"The sea was too rough to go on," Cdr Brook said.',
            "en",
            "The sea was too rough to go on",
            "Lena Brook",
        ),
        # A role told by what its holder did, then the holder's name.
        (
            'The senator who wrote the amendment, Carla Moore, said it was "a fair compromise".',
            "en",
            "a fair compromise",
            "Carla Moore",
        ),
        (
            "La jueza que instruye el caso, Marta Gil, aseguró que la investigación está «muy avanzada».",
            "es",
            "muy avanzada",
            "Marta Gil",
        ),
        # A body called by a word for its kind after its name.
        (
            "The guidelines were rewritten after objections from the Royal College of Surgeons. "
            'The college said it was "still not satisfied".',
            "en",
            "still not satisfied",
            "Royal College of Surgeons",
        ),
        (
            "La Secretaría de Educación Pública publicó el calendario el lunes. "
            "La dependencia reconoció un «error de captura» en tres estados.",
            "es",
            "error de captura",
            "Secretaría de Educación Pública",
        ),
        # A person a relative clause goes on about, whatever governs the name.
        (
            "El médico Iván Ruiz atendió a los heridos.\n\n"
            "Uno de los casos es el de Tomás Prieto, de 71 años, quien esperaba desde enero una prótesis. "
            "«Ya nadie me contesta el teléfono», lamentó.",
            "es",
            "Ya nadie me contesta el teléfono",
            "Tomás Prieto",
        ),
        (
            "Dr. Ivan Ruiz treated the injured.\n\n"
            "Among them was the case of Tom Pryor, 71, who had waited since January for a new hip. "
            '"Nobody answers the phone any more," he said.',
            "en",
            "Nobody answers the phone any more",
            "Tom Pryor",
        ),
        # A possessive subject after the verb and whom it was said to.
        (
            "Entre los heridos está Luis Quispe, de 22 años. "
            "«Creí que lo había perdido», contó a los periodistas su padre, Mario Quispe, tras verlo.",
            "es",
            "Creí que lo había perdido",
            "Mario Quispe",
        ),
        # A quotation alone in its paragraph carries on the speaker before it.
        (
            "The bank's chief executive, Nadia Frost, said the outage was under investigation.\n\n"
            '"Customers have been patient," she told reporters.\n\n'
            '"We will refund every fee charged in error."',
            "en",
            "We will refund every fee charged in error",
            "Nadia Frost",
        ),
        (
            "Colonel Rita Baez spoke in the square. The colonel said the curfew would end on Friday. "
            '"We owe that to the people of this town."',
            "en",
            "We owe that to the people of this town",
            "Rita Baez",
        ),
        (
            "La alcaldesa, Inés Collado, dijo que el puente abrirá en mayo.\n\n"
            "«Ha sido una obra muy difícil», explicó a los vecinos.\n\n"
            "«Nadie quería este retraso, y menos que nadie nosotros».",
            "es",
            "Nadie quería este retraso",
            "Inés Collado",
        ),
    ],
)
def test_speaker_of_each_form(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words",
    [
        # One of a body's people no one named speaks for no one named.
        (
            "Un dirigente de la Federación de Transportistas de Oruro, que pidió el anonimato, aseguró que la "
            "carretera había sido «denunciada varias veces» como peligrosa.",
            "es",
            "denunciada varias veces",
        ),
        (
            'A source at the Treasury said the plan was "dead in the water".',
            "en",
            "dead in the water",
        ),
        (
            "Una fuente del Ministerio de Trabajo reconoció que el sistema funciona «al límite».",
            "es",
            "al límite",
        ),
        # Words in the article's own voice break the thread to a speaker before.
        (
            'The mayor, Jane Okafor, said the bridge would reopen.\n\n'
            "Engineers found cracks in two of its piers last year, and the repairs ran late.\n\n"
            '"Nobody should have to drive an hour to work."',
            "en",
            "Nobody should have to drive an hour to work",
        ),
        (
            "El alcalde, Pedro Vidal, dijo que el puente abrirá en mayo.\n\n"
            "Los ingenieros hallaron grietas en dos pilares el año pasado y las obras se retrasaron.\n\n"
            "«Nadie debería conducir una hora para llegar al trabajo».",
            "es",
            "Nadie debería conducir una hora",
        ),
    ],
)
def test_no_speaker_named(text, language, words):
    assert speaker_of(text, language, words) is None


def test_a_spokesperson_still_speaks_for_the_body():
    text = 'Harlow Chemicals was fined in May. A spokesman for Harlow Chemicals said the plant was "safe".'
    assert speaker_of(text, "en", "safe") == "Harlow Chemicals"


@pytest.mark.parametrize(
    "words, length",
    [
        (["Cllr", "Rhona", "Tull"], 1),
        (["Cr", "Vella"], 1),
        (["Secretaría", "de", "Salud"], 0),
        (["Secretary", "of", "State"], 0),
        (["Secretaria", "Ana", "Gil"], 1),
    ],
)
def test_a_title_leaves_a_name_after_it(words, length):
    assert title_length(words) == length


def test_a_body_headed_by_a_titles_word_keeps_its_name():
    mentions = find_name_mentions("Según el diario, la Secretaría de Salud publicó un informe.")
    assert [(m.name, m.is_person) for m in mentions if "Salud" in m.name] == [("Secretaría de Salud", False)]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Economists at the Bank of England cut their forecast.", "Bank of England"),
        ("Researchers at the University of Leeds said so.", "University of Leeds"),
    ],
)
def test_a_body_named_with_of_is_one_name(text, name):
    assert name in [m.name for m in find_name_mentions(text)]


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        ('Party Chairman Owen Clarke said the result was "a wake-up call".', "en", "a wake-up call", "Owen Clarke"),
        (
            "El Colegio de Abogados de Lima afirmó que la reforma es «un error».",
            "es",
            "un error",
            "Colegio de Abogados de Lima",
        ),
    ],
)
def test_a_bodys_title_or_name_with_a_body_word(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        # A role with a prefix of rank is a role: "el viceministro" is the one so named.
        (
            "La viceministra de Energía, Lucía Paredes, explicó que la red está saturada.\n\n"
            "«No habrá apagones este verano», afirmó la viceministra ante los diputados.",
            "es",
            "No habrá apagones este verano",
            "Lucía Paredes",
        ),
        (
            "Deputy head teacher Sam Ortiz and the subdirector of the lab, Ines Mora, both spoke.\n\n"
            '"The data are clear," the subdirector said.',
            "en",
            "The data are clear",
            "Ines Mora",
        ),
        # A role given after the name with a body's possessive, then the role alone.
        (
            '"We did not see this coming," said Omar Haddad, Harbour Bank\'s chief economist.\n\n'
            "Markets fell sharply. The chief economist said rates would fall on Monday. "
            '"We will publish everything we find."',
            "en",
            "We will publish everything we find",
            "Omar Haddad",
        ),
    ],
)
def test_a_role_alone_means_the_one_person_given_it(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        # A participle of speech after the first predicate: the sentence's subject speaks on.
        (
            "Mayor Helen Ashby rejected the report, saying the council had acted \"within days\".",
            "en",
            "the council had acted",
            "Helen Ashby",
        ),
        (
            "El ministro de Obras, Julio Barrios, rechazó las críticas, asegurando que el puente estará listo en mayo.",
            "es",
            "el puente estará listo en mayo",
            "Julio Barrios",
        ),
        # A subject that names no one gives the participle no speaker.
        (
            "Residents left their homes on Monday, saying they feared the river would rise again.",
            "en",
            "they feared the river would rise again",
            None,
        ),
    ],
)
def test_a_speaking_participle_carries_the_subject(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        # A quotation inside a quotation closes first; the frame after still speaks.
        (
            "Coach Mara Lind watched from the stands.\n\n"
            "\"She told me last year, 'I will be world champion,'\" Lind said.",
            "en",
            "She told me last year",
            "Mara Lind",
        ),
        (
            "La entrenadora Mara Lind siguió la final desde la grada.\n\n"
            "\"Me dijo el año pasado: 'Voy a ser campeona del mundo.'\", contó Lind.",
            "es",
            "Me dijo el año pasado",
            "Mara Lind",
        ),
        # "and X said" after a quotation is a clause of its own, not its frame (Spanish
        # writes the comma outside the marks, so the clause after it was never one).
        (
            'The government spokeswoman Ines Varga wrote on Facebook that the city was "in mourning," and '
            "Hungarian public radio said about 1.5 million people had followed the funeral.",
            "en",
            "in mourning",
            "Ines Varga",
        ),
        (
            'La portavoz Inés Vargas escribió en X que la ciudad estaba "de luto", y la radio pública dijo que '
            "unas 1,5 millones de personas siguieron el funeral.",
            "es",
            "de luto",
            "Inés Vargas",
        ),
    ],
)
def test_quotations_inside_and_beside_a_frame(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        # "was quoted as saying", with where after the verb and no outlet named.
        (
            'Lena Hart, an analyst at Dorsey & Co, was quoted as saying in a client note that the cut was "overdue".',
            "en",
            "the cut was",
            "Lena Hart",
        ),
        (
            'Tom Okri, a trader in Lagos, was quoted as saying that prices would "keep climbing".',
            "en",
            "prices would",
            "Tom Okri",
        ),
        # Spanish says where with the verb itself, as it always did.
        (
            "Lena Hart, analista de Dorsey & Co, escribió en una nota a sus clientes que el recorte era «tardío».",
            "es",
            "el recorte era",
            "Lena Hart",
        ),
    ],
)
def test_quoted_as_saying_after_an_apposition(text, language, words, speaker):
    assert speaker_of(text, language, words) == speaker
