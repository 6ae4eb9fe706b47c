"""A sentence whose subject first does something that is itself an act of speaking
(defending, welcoming, criticising, condemning, praising, lamenting), then speaks on in
a clause of the same sentence (", saying …", ", calling it «…»", ", asegurando que …"):
the first predicate is the subject's words too, not the article's. A first verb that is
no act of speaking, or one with no speaking after it, stays the article's. Sentences of
our own."""

import pytest

from claims.extraction import extract


def claims(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, first",
    [
        (
            "The harbour master, Colin Baird, defended the closure, saying the pier had been unsafe for weeks.",
            "en",
            ("The harbour master, Colin Baird, defended the closure", "Colin Baird"),
        ),
        (
            'The Riverside Tenants Association welcomed the ruling, calling it "long overdue".',
            "en",
            ("The Riverside Tenants Association welcomed the ruling", "Riverside Tenants Association"),
        ),
        (
            "Councillor Maria Lund criticised the budget, adding that libraries had been cut again.",
            "en",
            ("Councillor Maria Lund criticised the budget", "Maria Lund"),
        ),
        (
            "El alcalde, Luis Mora, criticó el plan, asegurando que la ciudad no tiene fondos para pagarlo.",
            "es",
            ("El alcalde, Luis Mora, criticó el plan", "Luis Mora"),
        ),
        (
            "La presidenta de la federación, Ana Gil, lamentó la derrota, calificándola de «injusta».",
            "es",
            ("La presidenta de la federación, Ana Gil, lamentó la derrota, calificándola de «injusta»", "Ana Gil"),
        ),
        (
            "La ministra de Trabajo, Elena Ruiz, condenó el ataque, diciendo que nada justifica la violencia.",
            "es",
            ("La ministra de Trabajo, Elena Ruiz, condenó el ataque", "Elena Ruiz"),
        ),
        # The same act joined to the speaking by a conjunction, no comma ("celebró el
        # acuerdo y aseguró que …", "welcomed the plan but said …"), figures and all.
        (
            "La consejera de Sanidad, Marta Vidal, celebró el acuerdo con los sindicatos y aseguró que la "
            "plantilla crecerá este año.",
            "es",
            ("La consejera de Sanidad, Marta Vidal, celebró el acuerdo con los sindicatos", "Marta Vidal"),
        ),
        (
            "The Harbour Users Group, which represents ferry operators, welcomed the plan but said it came too late.",
            "en",
            ("which represents ferry operators, welcomed the plan", "Harbour Users Group"),
        ),
        (
            "Mayor Ruth Okafor condemned the attack and said the city would pay for the repairs.",
            "en",
            ("Mayor Ruth Okafor condemned the attack", "Ruth Okafor"),
        ),
        (
            "El Sindicato de Estibadores de Vigo lamentó el despido de 120 trabajadores y aseguró que recurrirá "
            "la decisión ante los tribunales.",
            "es",
            (
                "El Sindicato de Estibadores de Vigo lamentó el despido de 120 trabajadores",
                "Sindicato de Estibadores de Vigo",
            ),
        ),
    ],
)
def test_the_first_predicate_is_the_subjects_too(text, language, first):
    assert claims(text, language)[0] == first


@pytest.mark.parametrize(
    "text, language, first",
    [
        # No act of speaking first: the article's own account of what was done.
        (
            "The harbour master, Colin Baird, closed the pier on Monday, saying it had been unsafe for weeks.",
            "en",
            ("The harbour master, Colin Baird, closed the pier on Monday", None),
        ),
        (
            "El alcalde, Luis Mora, visitó el barrio, asegurando que la ciudad no tiene fondos.",
            "es",
            ("El alcalde, Luis Mora, visitó el barrio", None),
        ),
        # An act of speaking with no speaking after it in the sentence.
        (
            "The harbour master, Colin Baird, defended the closure at a meeting on Monday night.",
            "en",
            ("The harbour master, Colin Baird, defended the closure at a meeting on Monday night", None),
        ),
    ],
)
def test_other_first_predicates_stay_the_articles(text, language, first):
    assert claims(text, language)[0] == first


# No act of speaking before a conjunction and the speaking, or no one named: the
# article's own account.
@pytest.mark.parametrize(
    "text, language, verb",
    [
        (
            "La consejera de Sanidad, Marta Vidal, visitó el hospital de Lugo y aseguró que la plantilla crecerá.",
            "es",
            "visitó",
        ),
        (
            "El Sindicato de Estibadores de Vigo convocó 12 jornadas de huelga y aseguró que no cederá ante la "
            "empresa.",
            "es",
            "convocó",
        ),
        ("Farmers welcomed the deal but said payment terms mattered as much as the price.", "en", "welcomed"),
    ],
)
def test_other_first_predicates_joined_by_a_conjunction_stay_the_articles(text, language, verb):
    assert all(speaker is None for quote, speaker in claims(text, language) if verb in quote)
