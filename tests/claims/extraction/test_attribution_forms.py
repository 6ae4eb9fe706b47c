"""Ways news attributes words, on sentences of our own in English and Spanish: "was
quoted by … as saying", "said in a news release", "told reporters", "said on
Twitter", an outlet named before the speaker ("Por Radio Norte, …"), "según X, Y,",
dash-interrupted Spanish dialogue, and roles and outlets after the speaker."""

import pytest

from claims.extraction import extract


def one(proposals, kind=None):
    chosen = [p for p in proposals if kind is None or p.kind == kind]
    assert len(chosen) == 1, chosen
    return chosen[0]


@pytest.mark.parametrize(
    "text, language, kind, speaker, via",
    [
        (
            "Ana Ruiz was quoted by the Andes news agency as saying that the port would reopen on Friday.",
            "en",
            "fact",
            "Ana Ruiz",
            "Andes news agency",
        ),
        (
            "Coach Tom Walsh was quoted by the Coastal Times as saying: “We expect a hard match.”",
            "en",
            "quote",
            "Tom Walsh",
            "Coastal Times",
        ),
        (
            "Por Radio Norte, Ana Pérez, comandante de bomberos, manifestó que «el fuego está controlado».",
            "es",
            "quote",
            "Ana Pérez",
            "Radio Norte",
        ),
        (
            "«La sala está llena», aseguró la Dra. Carmen Ortega, jefa de urgencias, en una entrevista con "
            "Radio Bética.",
            "es",
            "quote",
            "Carmen Ortega",
            "Radio Bética",
        ),
    ],
)
def test_the_speaker_and_the_outlet_they_spoke_through(text, language, kind, speaker, via):
    proposal = one(extract(text, language=language), kind)
    assert (proposal.speaker, proposal.via) == (speaker, via)


@pytest.mark.parametrize(
    "text, language, speaker, role, attribution",
    [
        (
            "The strike will go ahead on Monday, union leader Paul Grant told reporters.",
            "en",
            "Paul Grant",
            "union leader",
            "told reporters",
        ),
        ("“The vote was clear,” Paul Grant said on Twitter.", "en", "Paul Grant", "", "said on Twitter"),
        (
            "Mayor Linda Cho said in a statement that the bridge was safe.",
            "en",
            "Linda Cho",
            "Mayor",
            "said in a statement",
        ),
        (
            "Según el director del hospital, Luis Mora, la planta abrirá en mayo.",
            "es",
            "Luis Mora",
            "el director del hospital",
            "Según",
        ),
        (
            "«Es la mayor inversión de la década», afirmó la consejera Ana Soto en rueda de prensa.",
            "es",
            "Ana Soto",
            "la consejera",
            "afirmó en rueda de prensa",
        ),
    ],
)
def test_forms_of_attribution(text, language, speaker, role, attribution):
    proposal = one(extract(text, language=language))
    assert (proposal.speaker, proposal.speaker_role, proposal.attribution) == (speaker, role, attribution)


@pytest.mark.parametrize(
    "text, role",
    [
        ("The director said in a news release that the museum would close for repairs.", "The director"),
        ("“We will appeal the ruling,” a spokesperson for the ministry said.", "a spokesperson for the ministry"),
        ("«Vamos a recurrir», dijo una portavoz del ministerio.", "una portavoz del ministerio"),
    ],
)
def test_a_speaker_named_by_role_only_keeps_the_role_and_no_name(text, role):
    proposal = one(extract(text, language="es" if "«" in text else "en"))
    assert (proposal.speaker, proposal.speaker_role) == (None, role)


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "—No vamos a cerrar la planta —dijo Mora—. Pero necesitamos más personal.",
            [("No vamos a cerrar la planta", "Mora"), ("Pero necesitamos más personal", "Mora")],
        ),
        (
            "—Tenemos reservas para dos semanas —explicó el alcalde, Pedro Gil—, pero si no llueve habrá cortes.",
            [("Tenemos reservas para dos semanas", "Pedro Gil"), ("pero si no llueve habrá cortes", "Pedro Gil")],
        ),
    ],
)
def test_spanish_dialogue_interrupted_by_a_dash(text, expected):
    found = [(p.quote, p.speaker) for p in extract(text, language="es")]
    assert found == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("Although the president faces pressure from his own party, the bill passed by a wide margin.", "en"),
        ("Although Mayor Linda Cho opposed the plan, the council approved the new bus lanes.", "en"),
        ("Aunque la ministra Ana Soto recibió críticas, el plan salió adelante en el Congreso.", "es"),
    ],
)
def test_the_articles_own_words_are_not_attributed_to_someone_named_in_them(text, language):
    assert all(p.speaker is None and not p.speaker_role for p in extract(text, language=language))


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Coach Nadia Holm told the panel that Victor Lund, 31, had ignored the rules. "
            "“He knew exactly what he was doing,” she said.",
            "en",
            "Nadia Holm",
        ),
        (
            "La jueza Ana Beltrán recordó que Mario Sanz, de 44 años, ya había sido condenado. "
            "«No hay atenuantes», dijo.",
            "es",
            "Ana Beltrán",
        ),
    ],
)
def test_she_said_is_the_one_reporting_not_the_one_reported_on(text, language, speaker):
    (quote,) = [p for p in extract(text, language=language) if p.kind == "quote"]
    assert quote.speaker == speaker


@pytest.mark.parametrize(
    "text, language, speaker, role",
    [
        (
            "Reading scores fell in most schools, according to figures released by the education department.",
            "en",
            "the education department",
            "",
        ),
        (
            "El incendio comenzó en la cocina, según fuentes del servicio de bomberos.",
            "es",
            None,
            "fuentes del servicio de bomberos",
        ),
        (
            "Las ventas cayeron en todo el país, de acuerdo con el informe anual de la Cámara de Comercio.",
            "es",
            "Cámara de Comercio",
            "",
        ),
    ],
)
def test_according_to_data_or_sources(text, language, speaker, role):
    (proposal,) = extract(text, language=language)
    assert (proposal.speaker, proposal.speaker_role) == (speaker, role)


def test_a_speaker_described_by_a_verb_of_judgement():
    text = "El portavoz de la oposición, Luis Campos, calificó el plan de «improvisado»."
    proposals = extract(text, language="es")
    assert [(p.quote, p.speaker) for p in proposals] == [("improvisado", "Luis Campos")]
    assert proposals[0].speaker_role == "El portavoz de la oposición"


@pytest.mark.parametrize(
    "text, language, speaker, attribution",
    [
        (
            "«Queda mucho por hacer», advirtió la geóloga Irene Vidal, de la Universidad del Norte.",
            "es",
            "Irene Vidal",
            "advirtió",
        ),
        (
            "—Volveremos el lunes —dijo el delegado, Andrés Mol, a la salida de la reunión.",
            "es",
            "Andrés Mol",
            "dijo a la salida de la reunión",
        ),
    ],
)
def test_what_follows_a_speaker_named_after_the_verb_stays_in_the_frame(text, language, speaker, attribution):
    proposals = extract(text, language=language)
    assert [(p.kind, p.speaker, p.attribution) for p in proposals] == [("quote", speaker, attribution)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "La portavoz Rosa Gil habló el lunes.\n\nEl entrenador, el argentino Hugo Castaño, celebró el fichaje. "
            "«Nos da gol», dijo.",
            "es",
            "Hugo Castaño",
        ),
        (
            "Spokeswoman Rosa Gil spoke on Monday.\n\nThe club's coach, veteran Rob Veen, welcomed the signing. "
            "“He gives us goals,” he said.",
            "en",
            "Rob Veen",
        ),
    ],
)
def test_a_name_after_its_role_is_a_person_the_pronoun_may_mean(text, language, speaker):
    (quote,) = [p for p in extract(text, language=language) if p.kind == "quote"]
    assert quote.speaker == speaker


def test_according_to_a_study_published_on_a_day_by_its_authors():
    text = "Bee numbers fell by about 40 percent, according to a study published on Tuesday by researchers at Leeds."
    (proposal,) = extract(text)
    assert (proposal.speaker, proposal.speaker_role) == (None, "researchers at Leeds")
    assert proposal.attribution == "according to a study published on Tuesday by"
