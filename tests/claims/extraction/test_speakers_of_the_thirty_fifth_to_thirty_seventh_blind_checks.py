"""Speakers the thirty-fifth to thirty-seventh blind checks missed, as general rules,
on sentences of our own in English and Spanish: a person named right after "For" or
"Para" opening a sentence ("For pensioner Ann Lee, …", "Para la jubilada Rosa Gil, …")
gives that sentence their view, so a "she" after it is them, never a body named before;
a surname whose first name told the gender, opening a sentence of the pronoun's paragraph
("Keane was calm about it. “…,” he said"), is the "he" after it, not the man who spoke before; "cuenta" right after a quotation
("«…», cuenta Rosa Quispe") says who spoke it, never "cuenta con" or the noun; "Es el caso
de Lucía Paredes" brings in the person the quotations after it are by; "Según dijo, …"
opening a sentence is the person named last, while "porque, según dijo, …" stays in its clause;
"Analysts at Kestrel Capital", "los analistas de Banco Ribera" speak for the firm named; a
verb opening a sentence that says whom it told before "que" ("Relató a una radio local que …")
is the person named before; "calcula que", "quien calculó que" report what their subject
estimated."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Northvale Power said it would restore supplies by Friday.\n\n"
            "For pensioner Ann Whitlock, 79, who has lived on the estate for decades, the cut was "
            "nothing new. \"I keep candles in every drawer,\" she said. \"You get used to it.\"",
            "en",
            "Ann Whitlock",
        ),
        (
            "The trainer Carol Hastings saddled the runner-up. Silver Brook was withdrawn at the start.\n\n"
            "For Hastings, the evening would be a long one. \"We'll celebrate later,\" she said. "
            "\"First the horses need feeding.\"",
            "en",
            "Carol Hastings",
        ),
        (
            "La distribuidora Aguas del Valle dijo que el servicio volvería el viernes.\n\n"
            "Para la jubilada Rosa Gil, que vive en la calle Mayor desde hace décadas, el corte no fue "
            "una sorpresa. «Siempre guardo agua en la bañera», dijo ella. «Una aprende».",
            "es",
            "Rosa Gil",
        ),
    ],
)
def test_a_person_whose_view_opens_the_sentence_is_the_pronoun_after_it(text, language, speaker):
    assert [who for _, who in quote_speakers(text, language)] == [speaker, speaker]


def test_for_inside_a_sentence_still_governs_its_name():
    text = (
        "Marta Reyes runs the bakery on the corner. She baked bread for Ana Lozano all week. "
        "\"We never closed,\" she said."
    )
    assert [who for _, who in quote_speakers(text, "en")] == ["Marta Reyes"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "The runner-up was trained by Robert Keane. Its jockey, Luca Bianchi, said the colt "
            "\"never settled\".\n\n"
            "Keane was calm about it. \"He'll be back next season,\" he said.",
            "en",
            "Robert Keane",
        ),
        (
            "El segundo puesto fue para el equipo de Tomás Herrera. Su capitán, Diego Salas, dijo que "
            "el grupo \"dio todo\".\n\n"
            "Herrera se mostró sereno tras el partido. «Volveremos el año que viene», dijo él.",
            "es",
            "Tomás Herrera",
        ),
    ],
)
def test_a_surname_of_known_gender_opening_the_sentence_is_the_pronoun_after_it(text, language, speaker):
    assert quote_speakers(text, language)[-1][1] == speaker


def test_a_surname_only_named_in_passing_leaves_the_pronoun_to_the_speaker():
    text = (
        "The colt was trained by Robert Keane. Its jockey, Luca Bianchi, was pleased.\n\n"
        "\"He'll be back next season,\" he said after the race, thanking Keane."
    )
    assert quote_speakers(text, "en")[-1][1] == "Luca Bianchi"


@pytest.mark.parametrize(
    "text",
    [
        "«Esperamos desde las seis y nadie nos atiende», cuenta Rosa Quispe, de 31 años. «El niño tiene fiebre».",
        "«Nos cortaron el agua sin avisar», cuenta Rosa Quispe mientras llena un balde. «Otra vez».",
    ],
)
def test_cuenta_right_after_a_quotation_says_who_spoke_it(text):
    assert [who for _, who in quote_speakers(text, "es")] == ["Rosa Quispe", "Rosa Quispe"]


def test_cuenta_as_a_noun_or_cuenta_con_says_no_one_spoke():
    text = (
        "El centro de salud «no da abasto», cuenta Rosa Quispe. El barrio, «del que ya nadie se acuerda», "
        "cuenta con Ana Mamani como única médica. «Nadie viene», cuenta ahora la cuenta de Ana Mamani."
    )
    speakers = [who for _, who in quote_speakers(text, "es")]
    assert speakers[0] == "Rosa Quispe" and "Ana Mamani" not in speakers


def test_the_person_brought_in_by_es_el_caso_de_speaks_the_quotations_after():
    text = (
        "La lista de espera supera los seis meses, según el sindicato.\n\n"
        "Es el caso de Lucía Paredes, de 71 años, vecina de Écija. La operaron de la rodilla hace un año.\n\n"
        "«No puedo subir las escaleras», cuenta. «Vivo en un tercer piso»."
    )
    assert [who for _, who in quote_speakers(text, "es")] == ["Lucía Paredes", "Lucía Paredes"]


def reported_speakers(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, speaker",
    [
        (
            "El capitán del equipo, Rafael Soto, elogió al grupo. Según dijo, el vestuario "
            "\"nunca dejó de creer\" en la remontada.",
            "Rafael Soto",
        ),
        (
            "La entrenadora, Marta Gil, habló tras el partido. Según explicó, la plantilla "
            "está cansada pero unida antes de la final.",
            "Marta Gil",
        ),
    ],
)
def test_segun_and_a_verb_alone_opening_a_sentence_is_the_person_named_last(text, speaker):
    claims = reported_speakers(text, "es")
    assert [who for quote, who in claims if "Según" in quote or quote.startswith(("el vestuario", "la plantilla"))] == [
        speaker
    ]


def test_segun_dijo_inside_a_sentence_goes_on_with_the_clause_before():
    text = (
        "El gerente, Luis Prado, calificó el paro de «ilegal» porque, según dijo, los guardias "
        "cumplen una función esencial."
    )
    claims = reported_speakers(text, "es")
    assert len(claims) == 1 and "según dijo, los guardias" in claims[0][0]


def test_segun_with_its_subject_named_is_that_subject_not_the_person_named_last():
    text = (
        "La entrenadora, Marta Gil, habló tras el partido. Según dijo el presidente del club, Tomás Vera, "
        "la plantilla está cansada pero unida."
    )
    assert [who for quote, who in reported_speakers(text, "es") if "plantilla" in quote] == ["Tomás Vera"]


def test_according_to_a_body_in_english_is_not_the_person_named_last():
    text = "The coach, Mark Hill, spoke after the game. According to the club, the squad is tired but united."
    assert "Mark Hill" not in [who for quote, who in reported_speakers(text, "en") if "squad" in quote]


@pytest.mark.parametrize(
    "text, language, body",
    [
        ("Analysts at Kestrel Capital said the warning put the target \"out of reach\".", "en", "Kestrel Capital"),
        ("Economists from Northgate Bank said the slowdown would \"last into next year\".", "en", "Northgate Bank"),
        ("Los analistas de Banco Ribera dijeron que la caída era \"previsible\".", "es", "Banco Ribera"),
    ],
)
def test_analysts_at_a_named_firm_speak_for_the_firm(text, language, body):
    assert [who for _, who in quote_speakers(text, language)] == [body]


@pytest.mark.parametrize(
    "text, language",
    [
        ("Analysts at the ministry said the plan was \"out of reach\" for now.", "en"),
        ("Los analistas de la consultora dijeron que la caída era \"previsible\".", "es"),
    ],
)
def test_analysts_at_a_body_no_one_named_speak_for_no_one(text, language):
    assert {who for _, who in reported_speakers(text, language)} == {None}


@pytest.mark.parametrize(
    "text, speaker",
    [
        (
            "Rosa Condori, una de las pasajeras, viajaba en el último vagón. Relató a una radio local que "
            "sintió \"un golpe muy fuerte\" antes del vuelco.",
            "Rosa Condori",
        ),
        (
            "Pedro Quispe, vecino de la zona, ayudó a sacar a los heridos. Contó ayer a los periodistas que "
            "el tren iba demasiado rápido en la curva.",
            "Pedro Quispe",
        ),
    ],
)
def test_a_verb_opening_a_sentence_and_telling_someone_que_is_the_person_named_before(text, speaker):
    assert [who for quote, who in reported_speakers(text, "es") if "vagón" not in quote and "heridos" not in quote] == [
        speaker
    ]


@pytest.mark.parametrize(
    "text, language",
    [
        (
            "Rosa Condori, una de las pasajeras, viajaba en el último vagón. Habló a los vecinos de la plaza "
            "durante más de una hora sobre el accidente.",
            "es",
        ),
        (
            "Rosa Condori was travelling in the last carriage. Spoke to a local radio about the crash and "
            "the long wait for help.",
            "en",
        ),
    ],
)
def test_a_verb_with_no_que_after_whom_it_was_told_to_reports_nothing(text, language):
    assert {who for _, who in reported_speakers(text, language)} == {None}


@pytest.mark.parametrize(
    "text, speaker",
    [
        (
            "“Habrá plazas para todos”, dijo el ministro de Transportes, Luis Ferrer, quien calculó que cerca "
            "de un 70 % de los pasajeros viajarán esta semana.",
            "Luis Ferrer",
        ),
        ("La economista Marta Gil calcula que el paro bajará al 9 % este año.", "Marta Gil"),
    ],
)
def test_calcular_que_reports_what_its_subject_estimated(text, speaker):
    assert [who for quote, who in reported_speakers(text, "es") if "%" in quote] == [speaker]


def test_calculating_in_english_or_a_count_of_the_article_is_no_one_speaking():
    text = "The ministry calculated the fares in March. About 70% of passengers travelled this week."
    assert [who for quote, who in reported_speakers(text, "en") if "70%" in quote] == [None]
