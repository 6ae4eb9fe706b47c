"""Patterns searched through a whole article behind a look-ahead for their first
letters, or as a lower-case twin, find what they found before: "the former" and
"the latter", "the 54-year-old", a nickname inside a name, "el danés" after "el
ciclista danés Jonas Berg", and the pronouns that give a person's gender."""

import re

import pytest

from claims.extraction.age_references import BY_AGE, people_by_age
from claims.extraction.caseless import lowered
from claims.extraction.gender import GENDERED_PRONOUN, GENDERED_PRONOUN_LOWER, pronoun_genders
from claims.extraction.names import find_name_mentions
from claims.extraction.nicknames import NICKNAME, without_nicknames
from claims.extraction.order_references import ORDER_WORDS, people_by_order
from claims.extraction.speaker_descriptions import DESCRIPTION, described_people


def _people(text):
    return [m for m in find_name_mentions(text) if m.is_person]


@pytest.mark.parametrize(
    "text, found",
    [
        ("Frank Doyle met Laura Kent on Monday. The former said the talks went well.", "Frank Doyle"),
        ("Frank Doyle met Laura Kent on Monday. The latter said the talks went well.", "Laura Kent"),
        ("Pedro Gil se reunió con Marta Ribes. La segunda aseguró que habrá acuerdo.", "Marta Ribes"),
        ("Pedro Gil se reunió con Marta Ribes. Esta última dijo que no habrá acuerdo.", "Marta Ribes"),
        # "Este último" is a man's: not Marta Ribes.
        ("Pedro Gil se reunió con Marta Ribes. Este último dijo que no habrá acuerdo.", None),
        # Not a subject of a speech verb, or not opening a sentence: no one.
        ("Frank Doyle met Laura Kent. The former minister arrived late.", None),
        ("Pedro Gil habló con Marta Ribes. Fue el primero en llegar.", None),
    ],
)
def test_the_former_and_the_latter(text, found):
    people = people_by_order(text, _people(text))
    assert [p.name for p in people] == ([found] if found else [])


@pytest.mark.parametrize(
    "text, found",
    [
        ("Helen Price, 54, runs the shelter. The 54-year-old said it is full.", "Helen Price"),
        ("Carmen Ortega, de 54 años, dirige el albergue. La mujer de 54 años dijo que está lleno.", "Carmen Ortega"),
        # An age no one named was given, or no noun for a person: no one.
        ("Helen Price, 54, runs the shelter. The 61-year-old said it is full.", None),
        ("Carmen Ortega, de 54 años, firmó. El contrato de 54 años vence hoy.", None),
    ],
)
def test_a_person_named_again_by_their_age(text, found):
    people = people_by_age(text, _people(text))
    assert [p.name for p in people] == ([found] if found else [])


@pytest.mark.parametrize(
    "text, blanked",
    [
        ('El boxeador Javier "Yiyo" Ortiz ganó.', "El boxeador Javier        Ortiz ganó."),
        ("Ramón “Chino” Vélez habló.", "Ramón         Vélez habló."),
        # A quotation that is no nickname between a first name and a surname stays.
        ('Ana dijo "Basta" Luego se fue.', 'Ana dijo "Basta" Luego se fue.'),
        ("He called it “Operation Sunrise” in March.", "He called it “Operation Sunrise” in March."),
    ],
)
def test_a_nickname_inside_a_name_is_blanked(text, blanked):
    assert without_nicknames(text) == blanked


@pytest.mark.parametrize(
    "text, described",
    [
        ("El ciclista danés Jonas Berg ganó la etapa. El danés dijo que estaba feliz.", ["Jonas Berg"]),
        ("Kenyan runner Ruth Wanjiru won the race. The Kenyan said she was tired.", ["Ruth Wanjiru"]),
        ("Jonas Berg ganó la etapa. El danés dijo que estaba feliz.", []),
    ],
)
def test_a_person_named_again_by_a_description(text, described):
    assert [m.name for m in described_people(text, find_name_mentions(text))] == described


@pytest.mark.parametrize(
    "text, genders",
    [
        ("Dana Whitlow spent it on herself. She said so.", {"whitlow": "f"}),
        ("Marco Ruiz perdió su trabajo, pero él no se rinde.", {"ruiz": "m"}),
        ("Dana Whitlow said he had rebuilt the boat.", {}),
        ("ELLA lo dijo antes de que Ana Gil hablara. ÉL no.", {}),
    ],
)
def test_the_pronouns_that_give_a_gender(text, genders):
    assert pronoun_genders(text, find_name_mentions(text)) == genders


TEXTS = [
    "The former said; the latter, visibly angry, said no. El primero dijo, la última afirmó.",
    "The 54-year-old, el hombre, de 61 años, y la vecina de 7 años.",
    'Javier "Yiyo" Ortiz and Ramón “Chino Loco” Vélez met the Kenyan, el danés and La atleta.',
    "He said his HIMSELF; she, Herself, ELLA y él. The heir, shelf, ellas, helium, él.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_guarded_patterns_find_the_same_spans(text):
    for pattern in (ORDER_WORDS, BY_AGE, NICKNAME, DESCRIPTION):
        assert pattern.pattern.startswith("(?=[")
        unguarded = pattern.pattern[pattern.pattern.index("])(?:") + 5 : -1]
        plain = re.compile(unguarded, pattern.flags)
        assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in plain.finditer(text)]
    assert [(m.span(), m.lastgroup) for m in GENDERED_PRONOUN_LOWER.finditer(lowered(text))] == [
        (m.span(), m.lastgroup) for m in GENDERED_PRONOUN.finditer(text)
    ]
