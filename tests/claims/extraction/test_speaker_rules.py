"""Who says it, on sentences the rules were not written for: a name with a role
after it, a document's author, whoever puts a number at a value, and the outlet a
speaker talked to (English and Spanish)."""

from decimal import Decimal

import pytest

from claims.extraction import KnownSource, extract
from claims.extraction.speaker_phrases import source_kind_for


def only(proposals, kind=None):
    chosen = [p for p in proposals if kind is None or p.kind == kind]
    assert len(chosen) == 1, chosen
    return chosen[0]


@pytest.mark.parametrize(
    "text, language, name, role",
    [
        (
            "“We will not stop marching,” said Maria Fernanda Lopez, a student leader at the Central University.",
            "en",
            "Maria Fernanda Lopez",
            "a student leader at the Central University",
        ),
        (
            "“Nobody listens to us,” said Luis Pérez, a farmer from Santa Marta.",
            "en",
            "Luis Pérez",
            "a farmer from Santa Marta",
        ),
        (
            "The strike will continue, said Maria Fernanda Lopez, a student leader at the Central University.",
            "en",
            "Maria Fernanda Lopez",
            "a student leader at the Central University",
        ),
        (
            "«No vamos a parar», dijo María Fernanda López, una líder estudiantil de la Universidad Central.",
            "es",
            "María Fernanda López",
            "una líder estudiantil de la Universidad Central",
        ),
        (
            "«Faltan medicinas», afirmó Ana Beltrán, una enfermera del Hospital Universitario.",
            "es",
            "Ana Beltrán",
            "una enfermera del Hospital Universitario",
        ),
    ],
)
def test_a_name_followed_by_its_role_is_one_speaker(text, language, name, role):
    proposal = only(extract(text, language=language))
    assert (proposal.speaker, proposal.speaker_role, proposal.via) == (name, role, None)
    assert source_kind_for(proposal.speaker, proposal.speaker_role) == "person"


def test_a_known_institution_in_the_role_is_not_the_speaker():
    university = KnownSource("central-university", "Central University", kind="organization")
    text = "“We will not stop marching,” said Maria Fernanda Lopez, a student leader at the Central University."
    proposal = only(extract(text, [university]))
    assert (proposal.speaker, proposal.source_key) == ("Maria Fernanda Lopez", None)


@pytest.mark.parametrize(
    "text, language, speaker, role, attribution",
    [
        (
            "More than 300 people were detained, according to a report by the NGO Control Ciudadano.",
            "en",
            "Control Ciudadano",
            "the NGO",
            "according to a report by",
        ),
        (
            "According to a report by Human Rights Watch, at least 40 people were killed.",
            "en",
            "Human Rights Watch",
            "",
            "According to a report by",
        ),
        (
            "Classes are suspended until March, according to a statement from the Central University.",
            "en",
            "Central University",
            "",
            "according to a statement from",
        ),
        (
            "Más de 300 personas fueron detenidas, según un informe de la ONG Foro Penal.",
            "es",
            "Foro Penal",
            "la ONG",
            "según un informe de",
        ),
        (
            "Según un estudio reciente de la Universidad Central, el 40% de los estudiantes trabaja.",
            "es",
            "Universidad Central",
            "",
            "Según un estudio reciente de",
        ),
    ],
)
def test_a_document_by_someone_is_attributed_to_its_author(text, language, speaker, role, attribution):
    proposal = only(extract(text, language=language))
    assert (proposal.speaker, proposal.speaker_role, proposal.attribution) == (speaker, role, attribution)
    assert source_kind_for(proposal.speaker, proposal.speaker_role) != "document"


@pytest.mark.parametrize(
    "text, speaker, role, value, unit",
    [
        ("The government puts the number of arrests at 12.", None, "The government", "12", "arrests"),
        ("Protests spread\nThe government puts the number of arrests at 12.", None, "The government", "12", "arrests"),
        ("Students marched on Tuesday. The ministry puts the number of injured at 30.", None, "The ministry", "30", "injured"),
        ("The government, however, puts the number of arrests at 12.", None, "The government", "12", "arrests"),
        (
            "Organisers say more than 200 people were held, but the national police puts the number of arrests at 45.",
            "the national police",
            "",
            "45",
            "arrests",
        ),
    ],
)
def test_who_puts_a_number_at_a_value_stays_in_their_sentence(text, speaker, role, value, unit):
    proposal = next(p for p in extract(text) if p.value == Decimal(value))
    assert (proposal.speaker, proposal.speaker_role, proposal.unit) == (speaker, role, unit)
    assert proposal.attribution in ("puts at", "put at")
    assert "\n" not in proposal.quote


def test_a_spanish_estimate_keeps_its_speaker():
    proposal = only(extract("El gobierno cifra en 12 el número de detenidos.", language="es"), "statistic")
    assert proposal.value == Decimal("12")
    assert proposal.speaker_role == "El gobierno"


@pytest.mark.parametrize(
    "text, language, speaker, role, via, attribution",
    [
        ("«Hay mucho miedo», dijo Guaidó al diario El País.", "es", "Guaidó", "", "El País", "dijo al diario El País"),
        (
            "«Hay mucho miedo», afirmó Luis Pérez al periódico El Tiempo.",
            "es",
            "Luis Pérez",
            "",
            "El Tiempo",
            "afirmó al periódico El Tiempo",
        ),
        (
            "«No habrá elecciones», señaló la ministra a la cadena Telemundo.",
            "es",
            None,
            "la ministra",
            "Telemundo",
            "señaló a la cadena Telemundo",
        ),
        (
            "La situación es muy grave, explicó Guaidó al diario El País.",
            "es",
            "Guaidó",
            "",
            "El País",
            "explicó al diario El País",
        ),
        (
            "Guaidó dijo al diario El País que la situación es muy grave.",
            "es",
            "Guaidó",
            "",
            "El País",
            "dijo al diario El País",
        ),
        (
            "“There is a lot of fear,” Guaidó told the newspaper El País.",
            "en",
            "Guaidó",
            "",
            "El País",
            "told the newspaper El País",
        ),
        (
            "The situation is very serious, Guaidó told the newspaper El País.",
            "en",
            "Guaidó",
            "",
            "El País",
            "told the newspaper El País",
        ),
        (
            "“We will keep going,” said Ana Ruiz, a nurse at the Central Hospital, to the newspaper El Tiempo.",
            "en",
            "Ana Ruiz",
            "a nurse at the Central Hospital",
            "El Tiempo",
            "said to the newspaper El Tiempo",
        ),
    ],
)
def test_the_speaker_is_who_speaks_and_the_outlet_is_the_intermediary(
    text, language, speaker, role, via, attribution
):
    proposal = only(extract(text, language=language))
    assert (proposal.speaker, proposal.speaker_role, proposal.via, proposal.attribution) == (
        speaker,
        role,
        via,
        attribution,
    )


def test_a_known_outlet_is_matched_as_the_intermediary():
    known = [
        KnownSource("juan-guaido", "Juan Guaidó", ("Guaidó",), kind="person"),
        KnownSource("el-pais", "El País", kind="media_outlet"),
    ]
    proposal = only(extract("«Hay mucho miedo», dijo Guaidó al diario El País.", known, language="es"))
    assert (proposal.source_key, proposal.via_key) == ("juan-guaido", "el-pais")
    assert proposal.statement == "Juan Guaidó dijo: «Hay mucho miedo.»"


def test_a_reported_statement_told_to_an_outlet_reads_as_said():
    proposal = only(extract("Guaidó told the newspaper El País that the situation is very serious."))
    assert proposal.statement == "Guaidó said that the situation is very serious."


@pytest.mark.parametrize(
    "text, speaker",
    [
        ("Years later, Alvarenga says he still lives on edge.", "Alvarenga"),
        ("Juan Guaidó, the opposition leader, said that the army will split.", "Juan Guaidó"),
    ],
)
def test_a_leading_speaker_after_a_comma_still_leads(text, speaker):
    proposal = only(extract(text))
    assert proposal.speaker == speaker
    assert not proposal.quote.startswith(("Years", "Juan"))
