"""Speaker forms the fifth blind check (claims/extraction/corpus/blind2) found unread, as
general rules on sentences of our own: a Spanish speech verb in the imperfect ("decía
ayer X"), "escribió", and a definite role alone that a title in the name says
("Justice Mary Quinn" … "the judge wrote", "La magistrada Elena Ríos" … "escribió la
jueza")."""

import pytest

from claims.extraction import extract


def quote_speakers(text, language):
    return [p.speaker for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "El granizo arrasó las viñas. «En treinta años no había visto nada igual», decía ayer Pedro Lasa.",
            "es",
            "Pedro Lasa",
        ),
        ("«No nos queda nada», decía Marta Gil, vecina del barrio.", "es", "Marta Gil"),
        ("«Es una tragedia», contaba esta mañana el alcalde, Luis Otero.", "es", "Luis Otero"),
        (
            'Justice Mary Quinn said in her judgment that the fine was fair. "The harm was grave," the judge wrote.',
            "en",
            "Justice Mary Quinn",
        ),
        (
            "La magistrada Elena Ríos leyó el fallo. «La empresa actuó con negligencia», escribió la jueza.",
            "es",
            "Elena Ríos",
        ),
        ('Sgt. Ana Ruiz said the road was closed. "Nobody was hurt," the sergeant added.', "en", "Ana Ruiz"),
    ],
)
def test_imperfect_verbs_and_roles_a_title_says(text, language, speaker):
    assert quote_speakers(text, language) == [speaker]


@pytest.mark.parametrize(
    "text, language",
    [
        # A role no one in the text was given stays unattributed.
        ('Justice Mary Quinn read the ruling. "The harm was grave," the lawyer said.', "en"),
        ("La magistrada Elena Ríos leyó el fallo. «Es injusto», escribió el fiscal.", "es"),
    ],
)
def test_a_role_no_one_was_given_names_no_one(text, language):
    assert quote_speakers(text, language) == [None]
